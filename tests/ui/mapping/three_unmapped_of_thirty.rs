use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Wide {
        W00,
        W01,
        W02,
        W03,
        W04,
        W05,
        W06,
        W07,
        W08,
        W09,
        W10,
        W11,
        W12,
        W13,
        W14,
        W15,
        W16,
        W17,
        W18,
        W19,
        W20,
        W21,
        W22,
        W23,
        W24,
        W25,
        W26,
        W27,
        W28,
        W29,
    }
}

/// Thirty variants, three of them forgotten: all three are reported at once.
#[crosswalk(to = ir::Wide)]
#[derive(Clone, Copy)]
enum Front {
    #[to(W00)]
    V00,
    #[to(W01)]
    V01,
    #[to(W02)]
    V02,
    #[to(W03)]
    V03,
    #[to(W04)]
    V04,
    #[to(W05)]
    V05,
    #[to(W06)]
    V06,
    V07,
    #[to(W08)]
    V08,
    #[to(W09)]
    V09,
    #[to(W10)]
    V10,
    #[to(W11)]
    V11,
    #[to(W12)]
    V12,
    #[to(W13)]
    V13,
    #[to(W14)]
    V14,
    #[to(W15)]
    V15,
    #[to(W16)]
    V16,
    #[to(W17)]
    V17,
    V18,
    #[to(W19)]
    V19,
    #[to(W20)]
    V20,
    #[to(W21)]
    V21,
    #[to(W22)]
    V22,
    #[to(W23)]
    V23,
    #[to(W24)]
    V24,
    #[to(W25)]
    V25,
    #[to(W26)]
    V26,
    #[to(W27)]
    V27,
    #[to(W28)]
    V28,
    V29,
}

fn main() {}
