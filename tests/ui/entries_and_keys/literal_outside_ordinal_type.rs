// A discriminant that `ordinal_type` cannot hold.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Unknown,
        Add,
        Sub,
    }
}

#[crosswalk::crosswalk(to = ir::Op, ordinal_type = u8)]
#[derive(Clone, Copy)]
#[repr(u16)]
enum Front {
    #[to(Add)]
    Add = 1,
    #[to(Sub)]
    Sub = 300,
}

fn main() {}
