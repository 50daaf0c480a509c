// `_ => ..`: the rest by name, though the macro never sees the names of the variants `_` stands for.
mod llvm {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum AtomicOrdering {
        Monotonic,
        Acquire,
        Release,
    }
}

mod rustc {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum AtomicOrdering {
        Relaxed,
        Acquire,
        Release,
    }
}

crosswalk::declare! {
    #[crosswalk(to = llvm::AtomicOrdering)]
    pub enum Orderings for rustc::AtomicOrdering {
        Relaxed => Monotonic,
        _ => ..,
    }
}

fn main() {}
