// A `=> ..` line names a variant whose name the target does not have.
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
        Relaxed | Acquire | Release => ..,
    }
}

fn main() {}
