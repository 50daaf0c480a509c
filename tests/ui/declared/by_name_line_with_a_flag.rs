// `..` in parentheses, with a flag: a namesake with a flag is written out.
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
        Monotonic => (.., alias),
        Acquire => ..,
    }
}

fn main() {}
