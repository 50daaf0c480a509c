use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        Add,
    }
}

#[crosswalk(to = ir::Op, on_oob = throw("no {variant} here"))]
#[derive(Clone, Copy)]
enum Front {
    #[to(Add)]
    Add,
}

fn main() {}
