//! Whether the target takes the form its entries are written in: numbers need a tuple struct
//! whose constructor this crate can call, names need an enum. The macro cannot see the target's
//! definition, so generated code asks the compiler, through name resolution: in a block it imports
//! the target as `CrosswalkTarget` next to a glob import of one of the modules below. An explicit
//! import shadows a glob one in each namespace it fills, and a target fills the value namespace
//! only when it is a struct with a constructor visible there; otherwise `CrosswalkTarget` is the
//! fallback below, whose trait bound fails with a message saying which form the target takes.

/// Glob-imported where a crosswalk's targets are numbers.
pub mod numbers {
    /// Not implemented for any type: reached only when the target has no visible tuple-struct
    /// constructor, the one way a number becomes a target.
    #[diagnostic::on_unimplemented(
        message = "`{Self}` cannot be built from a number here: numbers need a tuple struct whose field this crate can see",
        label = "a number, but `{Self}` has no constructor visible here",
        note = "if `{Self}` is an enum, write its variants by name: `#[to(Variant)]`",
        note = "if `{Self}` is a number type, declare its field `pub(crate)`: visible to this crate and unforgeable outside it (not `pub`, which lets any crate forge one)"
    )]
    pub trait TakesNumbers {
        /// No value exists: the fallback never builds a target.
        const NEVER: super::super::unreached::Impossible;
    }

    /// Stands in for the target's constructor when it has none visible.
    #[allow(non_snake_case)]
    pub const fn CrosswalkTarget<T: TakesNumbers>(_: u128) -> T {
        match T::NEVER {}
    }
}

/// Glob-imported where a crosswalk's targets are variant names.
pub mod names {
    /// Stands in for a target with no value of its own name: an enum.
    pub struct NotAStruct;

    /// The target as a value, when it is not a struct with a constructor visible here.
    #[allow(non_upper_case_globals)]
    pub const CrosswalkTarget: NotAStruct = NotAStruct;
}

/// Implemented only by the stand-in for an enum target.
#[diagnostic::on_unimplemented(
    message = "`{Target}` is a struct, not an enum: a variant name needs a target enum",
    label = "a variant name",
    note = "a number type (`struct Tag(pub(crate) u8)`) takes numbers: `#[to(0x0e)]`"
)]
pub trait TakesNames<Target> {}

impl<Target> TakesNames<Target> for names::NotAStruct {}

/// Fails to compile, naming `Target`, unless `CrosswalkTarget` resolved to the enum stand-in.
pub const fn takes_names<Target, Resolved: TakesNames<Target>>(_: &Resolved) {}
