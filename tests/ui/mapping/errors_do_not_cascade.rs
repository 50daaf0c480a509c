use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
        C,
    }
}

#[crosswalk(to = ir::Op)]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    A,
    B,
}

fn main() {
    // The declaration is broken, but the user's own code against it raises no further errors.
    let _: Result<ir::Op, crosswalk::Error> = Front::A.translate();
    let _: Result<ir::Op, crosswalk::Error> = Front::translate_ordinal(1);
    let _: ir::Op = ir::Op::from(Front::B);
}
