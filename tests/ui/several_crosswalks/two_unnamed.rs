// Two unnamed crosswalks on one enum: their methods and `From` impls would collide.
use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
    }
    #[derive(Clone, Copy)]
    pub enum Other {
        A,
    }
}

#[crosswalk(to = ir::Op)]
#[crosswalk(to = ir::Other)]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    A,
}

fn main() {}
