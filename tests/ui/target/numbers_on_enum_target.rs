// Numbers written for a target that is an enum: its variants are written by name.
mod ir {
    #[derive(Clone, Copy)]
    pub enum Op { Add, Sub }
}

#[crosswalk::crosswalk(to = ir::Op)]
#[derive(Clone, Copy)]
enum Front {
    #[to(0x0e)]
    Add,
    #[to(0x0f)]
    Sub,
}

fn main() {}
