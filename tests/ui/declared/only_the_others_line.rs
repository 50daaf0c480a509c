// A declaration whose one line is `_`: it names no variant.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        A,
        B,
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Front {
    A,
    B,
}

crosswalk::declare! {
    #[crosswalk(to = Front)]
    pub enum Declared for ir::Op {
        _ => reject("no counterpart"),
    }
}

fn main() {}
