// With `vis`, the unnamed crosswalk implements no `From` (a trait impl would make the
// translation public) unless `convert` asks for it.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Add,
        Sub,
    }
}

#[crosswalk::crosswalk(to = ir::Op, vis = pub(crate))]
#[derive(Clone, Copy)]
pub enum Front {
    #[to(Add)]
    Add,
    #[to(Sub)]
    Sub,
}

fn main() {
    let _ = ir::Op::from(Front::Add);
}
