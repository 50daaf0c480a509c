// `vis` takes a visibility as an item is written with, not a word or a string.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Add,
        Sub,
    }
}

#[crosswalk::crosswalk(to = ir::Op, vis = crate)]
#[derive(Clone, Copy)]
pub enum Word {
    #[to(Add)]
    Add,
    #[to(Sub)]
    Sub,
}

#[crosswalk::crosswalk(to = ir::Op, vis = "pub(crate)")]
#[derive(Clone, Copy)]
pub enum Quoted {
    #[to(Add)]
    Add,
    #[to(Sub)]
    Sub,
}

#[crosswalk::crosswalk(to = ir::Op, vis = pub(crate) extra)]
#[derive(Clone, Copy)]
pub enum Trailing {
    #[to(Add)]
    Add,
    #[to(Sub)]
    Sub,
}

fn main() {}
