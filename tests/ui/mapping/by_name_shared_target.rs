// `by_name` maps `Monotonic` to its namesake, which `Relaxed` reaches too: sharing needs `alias`.
mod llvm {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum AtomicOrdering {
        Monotonic,
        Acquire,
    }
}

#[crosswalk::crosswalk(to = llvm::AtomicOrdering, by_name)]
#[derive(Clone, Copy)]
enum AtomicOrdering {
    Monotonic,
    #[to(Monotonic)]
    Relaxed,
    Acquire,
}

fn main() {}
