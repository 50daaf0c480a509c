//! Whether the target takes the form its entries are written in: numbers need a tuple struct
//! whose constructor this crate can call, names need an enum. The macro cannot see the target's
//! definition, so generated code asks the compiler, through name resolution: every block that
//! builds or reads a target imports it as `CrosswalkTarget` next to a glob import of one of the
//! modules below. An explicit import shadows a glob one in each namespace it fills, and a target
//! fills the value namespace only when it is a struct with a constructor visible there;
//! otherwise `CrosswalkTarget` is the fallback below.
//!
//! With the right form the fallbacks are never reached and the helpers here are identities. With
//! the wrong one, every build and read fails one trait bound whose message says which form the
//! target takes, and the macro gives all of them the same span, so the compiler reports it once.
//! The failed bound leaves the read's type unknown to the compiler, which then says nothing more:
//! no "no field `0`", no "non-primitive cast", no `pub` suggestion for a private field.

/// Glob-imported where a crosswalk's targets are numbers. It holds the stand-in alone, so that
/// the glob import can collide with no name of the user's but the stand-in's own.
pub mod numbers {
    /// Stands in for the target's constructor when it has none visible. Generic over its
    /// argument, so that a read through it ([`number_of`](super::number_of)) cannot name a
    /// field type.
    #[allow(non_snake_case)]
    pub const fn CrosswalkTarget<T: super::TakesNumbers, N>(_: N) -> T {
        match T::NEVER {}
    }
}

/// Glob-imported where a crosswalk's targets are variant names; the stand-in alone, as in
/// [`numbers`].
pub mod names {
    /// The target as a value, when it is not a struct with a constructor visible here.
    #[allow(non_upper_case_globals)]
    pub const CrosswalkTarget: super::NotAStruct = super::NotAStruct;
}

/// Not implemented for any type: reached only when the target has no visible tuple-struct
/// constructor, the one way a number becomes a target.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be built from a number here: it has no constructor `{Self}(number)` that this crate can call",
    label = "a number, but `{Self}` has no constructor visible here",
    note = "if `{Self}` is an enum, write its variants by name: `#[to(Variant)]`",
    note = "if `{Self}` has one named field, name it after the path, `to = path::{Self} {{ field }}`, and its numbers are built into it; with several, write each target as a constant expression (`#[to({Self} {{ … }})]`) and add `target_ordinal = …`, a `const fn` that reads a target's number",
    note = "if `{Self}`'s field is private, declare it `pub(crate)`: visible to this crate and unforgeable outside it (not `pub`, which lets any crate forge one)",
    note = "if `{Self}` is another crate's `#[non_exhaustive]` struct, only that crate can build one: write each target as one of its constants and add `target_ordinal = …`",
    note = "a type alias has no constructor: write the struct's own path in `to = …`"
)]
pub trait TakesNumbers {
    /// No value exists: the fallback never builds a target.
    const NEVER: super::unreached::Impossible;
}

/// The field of a number type: every integer primitive, the types `as u32` reads.
#[diagnostic::on_unimplemented(
    message = "a number type's field must be an integer, not `{Self}`",
    label = "`{Target}` is built from a `{Self}`"
)]
pub trait Field<Target> {
    /// `Target` again: a read's type is this projection, which the compiler cannot resolve
    /// when the constructor is the fallback, so it reports nothing further about the read.
    type Read;
    /// The integer type's name, for messages.
    const NAME: &'static str;
}

macro_rules! integer_fields {
    ($($integer:ty)*) => {
        $(#[diagnostic::do_not_recommend]
        impl<Target> Field<Target> for $integer {
            type Read = Target;
            const NAME: &'static str = stringify!($integer);
        })*
    };
}

integer_fields!(u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize);

/// `target`, typed through its constructor: `number_of(&CrosswalkTarget, target).0` reads the
/// number where the constructor is visible and says nothing more where it is not.
pub const fn number_of<Constructor, N, Target>(
    _: &Constructor,
    target: Target,
) -> <N as Field<Target>>::Read
where
    Constructor: Fn(N) -> Target,
    N: Field<Target, Read = Target>,
{
    target
}

/// The error of a number that its target's field does not hold: `number` as written, in the
/// field of `target`, whose type the constructor gives.
#[must_use]
pub const fn number_does_not_fit<Constructor, N, Target>(
    _: &Constructor,
    number: &str,
    target: &str,
) -> super::Message
where
    Constructor: Fn(N) -> Target,
    N: Field<Target, Read = Target>,
{
    let mut message = super::Message::new();
    let field = N::NAME;
    message.push("`");
    message.push(number);
    message.push("` does not fit in the `");
    message.push(field);
    message.push("` field of `");
    message.push(target);
    message.push(
        "`: the tables would hold it cut short\n\n= help: write a number within the range of `",
    );
    message.push(field);
    message.push("`, or give the field a wider type");
    message
}

/// Stands in for a target with no value of its own name: an enum.
pub struct NotAStruct;

/// Implemented only by the stand-in for an enum target.
#[diagnostic::on_unimplemented(
    message = "`{Target}` is a struct, not an enum: a variant name needs a target enum",
    label = "a variant name",
    note = "a number type (`struct Tag(pub(crate) u8)`) takes numbers: `#[to(0x0e)]`"
)]
pub trait TakesNames<Target> {
    /// `N` again, for [`variant_numbers`]'s type.
    type Number<N>;
}

#[diagnostic::do_not_recommend]
impl<Target> TakesNames<Target> for NotAStruct {
    type Number<N> = N;
}

/// `numbers`, targets each cast `as _` to `N`, typed through what `CrosswalkTarget` resolved to:
/// `variant_numbers::<_, Target, u32, 2>(&CrosswalkTarget, [a as _, b as _])` reads the
/// discriminants of an enum, and of a struct says nothing but the failed bound (the casts' type
/// is then unknown). A cast of a variant's path is read from the enum's definition, not
/// evaluated, so keys written so cost no search of the enum's discriminants.
pub const fn variant_numbers<Resolved: TakesNames<Target>, Target, N, const LEN: usize>(
    _: &Resolved,
    numbers: [<Resolved as TakesNames<Target>>::Number<N>; LEN],
) -> [<Resolved as TakesNames<Target>>::Number<N>; LEN] {
    numbers
}
