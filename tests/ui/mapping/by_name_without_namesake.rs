// `by_name`, and a variant without an outcome whose name the target does not have.
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
    Acquire,
    Relaxed,
}

fn main() {}
