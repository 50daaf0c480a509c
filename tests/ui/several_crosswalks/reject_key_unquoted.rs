// `#[reject(nope)]` on an enum with an unnamed crosswalk: `nope` names no crosswalk, and the help
// says to quote it if it was meant as the message.
use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        Eq,
    }
}

#[crosswalk(to = ir::Op)]
#[derive(Clone, Copy)]
enum Cmp {
    #[to(Eq)]
    Eq,
    #[reject(nope)]
    Ne,
}

fn main() {}
