// `=> ..` maps `Monotonic` onto its namesake, which `Relaxed` reaches first: sharing needs `alias`.
mod llvm {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum AtomicOrdering {
        Monotonic,
        Acquire,
    }
}

mod rustc {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum AtomicOrdering {
        Relaxed,
        Monotonic,
        Acquire,
    }
}

crosswalk::declare! {
    #[crosswalk(to = llvm::AtomicOrdering)]
    pub enum Orderings for rustc::AtomicOrdering {
        Relaxed => Monotonic,
        Monotonic | Acquire => ..,
    }
}

fn main() {}
