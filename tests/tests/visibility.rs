//! `vis = …`: a crosswalk's methods narrower than the enum or holder they are on, as real code
//! keeps its translation functions `pub(crate)` on `pub` enums; with no `From`/`TryFrom` unless
//! `convert` asks for it, and the `Crosswalk` impl as it always is.

use crosswalk::{Crosswalk, ErrorKind};

/// The target's numbering.
pub mod ir {
    /// The IR's operations.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
    pub enum Op {
        /// No operation.
        Nop,
        /// Addition.
        Add,
        /// Subtraction.
        Sub,
    }
}

/// The sources, public enums with narrower translations.
pub mod front {
    /// A public enum whose translation stays in the crate.
    #[crosswalk::crosswalk(to = super::ir::Op, base = 1, vis = pub(crate), unreached = [Nop])]
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Op {
        #[to(Add)]
        Add = 1,
        #[to(Sub)]
        Sub = 2,
        #[reject("no division")]
        Div = 3,
    }

    /// The same, converting on request.
    #[crosswalk::crosswalk(to = super::ir::Op, vis = pub(crate), convert, unreached = [Nop])]
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Infallible {
        #[to(Add)]
        Add,
        #[to(Sub)]
        Sub,
    }

    /// A named crosswalk's methods, `pub(super)`: seen from the parent module only.
    pub enum Wide {}

    #[crosswalk::crosswalk(to = super::ir::Op, unreached = [Nop, Sub])]
    #[crosswalk::crosswalk(to = super::ir::Op, name = Wide, vis = pub(super), unreached = [Nop])]
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Two {
        #[to(Add, Wide = Add)]
        Add,
        #[to(Add, alias, Wide = Sub)]
        Plus,
    }
}

/// A crosswalk under `cfg`, which the macro hands on to see evaluated, keeps its `vis`.
pub mod configured {
    /// Switched on in every build.
    #[crosswalk::crosswalk(to = super::ir::Op, vis = pub(crate), cfg(all()), unreached = [Nop])]
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Op {
        /// Adds.
        #[to(Add)]
        Add,
        /// Subtracts.
        #[to(Sub)]
        Sub,
    }
}

crosswalk::declare! {
    /// inkwell's predicates in LLVM's numbering, translated inside this crate only.
    #[crosswalk(to = llvm_sys::LLVMIntPredicate, vis = pub(crate))]
    pub enum IntPredicates for inkwell::IntPredicate {
        EQ => LLVMIntEQ,
        NE => LLVMIntNE,
        UGT => LLVMIntUGT,
        UGE => LLVMIntUGE,
        ULT => LLVMIntULT,
        ULE => LLVMIntULE,
        SGT => LLVMIntSGT,
        SGE => LLVMIntSGE,
        SLT => LLVMIntSLT,
        SLE => LLVMIntSLE,
    }
}

/// `From` is implemented for `S` (by autoref: the inherent-looking trait method of `&Probe` is
/// preferred where the bound holds).
struct Probe<S, T>(core::marker::PhantomData<(S, T)>);

trait Converts {
    fn converts(&self) -> bool {
        true
    }
}
impl<S, T: From<S>> Converts for Probe<S, T> {}

trait DoesNot {
    fn converts(&self) -> bool {
        false
    }
}
impl<S, T> DoesNot for &Probe<S, T> {}

macro_rules! converts {
    ($source:ty => $target:ty) => {
        (&Probe::<$source, $target>(core::marker::PhantomData)).converts()
    };
}

#[test]
fn the_methods_take_the_given_visibility_and_still_translate() {
    assert_eq!(front::Op::Add.translate(), Ok(ir::Op::Add));
    assert_eq!(front::Op::translate_ordinal(2), Ok(ir::Op::Sub));
    assert_eq!(
        front::Op::translate_ordinal(9).map_err(|error| error.kind()),
        Err(ErrorKind::OutOfRange)
    );
    assert_eq!(
        front::Op::Div
            .translate()
            .map_err(|error| error.to_string()),
        Err("no division".to_owned())
    );
    assert_eq!(front::Op::from_target(ir::Op::Sub), Some(front::Op::Sub));
    assert_eq!(front::Op::from_target_ordinal(1), Some(front::Op::Add));
    assert_eq!(front::Infallible::Sub.to_target(), ir::Op::Sub);
    assert_eq!(front::Two::Plus.translate_wide(), Ok(ir::Op::Sub));
    assert_eq!(front::Two::Plus.to_wide(), ir::Op::Sub);
}

#[test]
fn no_conversion_unless_convert_asks_for_one() {
    assert!(!converts!(front::Op => ir::Op));
    assert!(converts!(front::Infallible => ir::Op));
    assert_eq!(ir::Op::from(front::Infallible::Add), ir::Op::Add);
    // The other crosswalk of the enum keeps its `From`.
    assert!(converts!(front::Two => ir::Op));
    assert!(!converts!(inkwell::IntPredicate => llvm_sys::LLVMIntPredicate));
    assert!(!converts!(configured::Op => ir::Op));
    assert_eq!(configured::Op::Sub.to_target(), ir::Op::Sub);
}

#[test]
fn the_crosswalk_impl_stays() {
    assert_eq!(
        <front::Op as Crosswalk>::translate_ordinal(1),
        Ok(ir::Op::Add)
    );
    assert_eq!(<front::Op as Crosswalk>::BASE, 1);
    assert_eq!(
        <inkwell::IntPredicate as Crosswalk<IntPredicates>>::translate(inkwell::IntPredicate::SLE),
        Ok(llvm_sys::LLVMIntPredicate::LLVMIntSLE)
    );
}

#[test]
fn a_declarations_functions_take_the_given_visibility() {
    assert_eq!(
        IntPredicates::to_target(inkwell::IntPredicate::UGT),
        llvm_sys::LLVMIntPredicate::LLVMIntUGT
    );
    assert_eq!(
        IntPredicates::from_target(llvm_sys::LLVMIntPredicate::LLVMIntNE),
        Some(inkwell::IntPredicate::NE)
    );
}
