//! `by_name`: every variant without an outcome maps to the target variant of its own name, as
//! five of rustc's eight codegen translations do, beside variants that map or reject otherwise.

mod llvm {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum AtomicOrdering {
        NotAtomic,
        Unordered,
        Monotonic,
        Acquire,
        Release,
        AcquireRelease,
        SequentiallyConsistent,
    }
}

/// rustc's atomic orderings: most share their name with LLVM's.
#[crosswalk::crosswalk(to = llvm::AtomicOrdering, by_name)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum AtomicOrdering {
    Unordered,
    #[to(Monotonic)]
    Relaxed,
    Acquire,
    Release,
    AcquireRelease,
    SequentiallyConsistent,
    #[reject("no such ordering")]
    Consume,
}

/// The expectation, as rustc's `from_generic` writes it.
fn hand(ordering: AtomicOrdering) -> Option<llvm::AtomicOrdering> {
    use llvm::AtomicOrdering as L;
    Some(match ordering {
        AtomicOrdering::Unordered => L::Unordered,
        AtomicOrdering::Relaxed => L::Monotonic,
        AtomicOrdering::Acquire => L::Acquire,
        AtomicOrdering::Release => L::Release,
        AtomicOrdering::AcquireRelease => L::AcquireRelease,
        AtomicOrdering::SequentiallyConsistent => L::SequentiallyConsistent,
        AtomicOrdering::Consume => return None,
    })
}

#[test]
fn every_variant_without_an_outcome_reaches_its_namesake() {
    use AtomicOrdering as A;
    let all = [
        A::Unordered,
        A::Relaxed,
        A::Acquire,
        A::Release,
        A::AcquireRelease,
        A::SequentiallyConsistent,
        A::Consume,
    ];
    for ordering in all {
        assert_eq!(ordering.translate().ok(), hand(ordering), "{ordering:?}");
    }
    assert_eq!(
        AtomicOrdering::from_target(llvm::AtomicOrdering::Acquire),
        Some(A::Acquire)
    );
    assert_eq!(
        AtomicOrdering::from_target(llvm::AtomicOrdering::NotAtomic),
        None
    );
}
