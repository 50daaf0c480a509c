// `=> ..` names its variants: one no line names is still rustc's error at the source path.
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
        Acquire => ..,
    }
}

fn main() {}
