//! The compile-time check of a declared `unreached = [...]` list. The macro sees the variants
//! the source reaches and the ones declared unreached, never the target's full variant list: that
//! comes from the target's `#[derive(Roster)]` ([`VariantIdents`]), read in a `const` item that
//! names each missing variant and the corrected list. A target without one falls back to an
//! exhaustive `match`, which rustc checks (and reports as a missing pattern).

use super::message::Message;
use core::marker::PhantomData;

/// The target's variant names as written in its source (`Float8e4`, not the roster's renamed
/// `float8e4`), which is how `unreached = [...]` lists them. `#[derive(Roster)]` implements it.
pub trait VariantIdents {
    /// Every variant's identifier, in declaration order.
    const IDENTS: &'static [&'static str];
}

/// No value has this type: it stands for "the target's roster already checks this" in the
/// fallback `match`, whose scrutinee it makes uninhabited so that no arm is missing.
#[derive(Clone, Copy)]
pub enum Impossible {}

/// What the check knows about a target `T`. Its inherent items apply when `T: VariantIdents`;
/// otherwise the same names resolve to [`WithoutIdents`]'s defaults (an inherent item whose
/// bounds do not hold is skipped, the trait item is found instead). Generated code brings
/// `WithoutIdents` into scope and writes `<TargetIdents<Target>>::IDENTS`.
pub struct TargetIdents<T: ?Sized>(PhantomData<T>);

impl<T: VariantIdents> TargetIdents<T> {
    /// The target's variant names.
    pub const IDENTS: Option<&'static [&'static str]> = Some(T::IDENTS);
    /// The fallback `match` has nothing to check: its scrutinee is uninhabited.
    pub const MATCH_GUARD: PhantomData<Impossible> = PhantomData;
}

/// The fallback for a target with no [`VariantIdents`]: no names, and a `match` that must list
/// every target variant.
pub trait WithoutIdents {
    /// No variant names are known.
    const IDENTS: Option<&'static [&'static str]> = None;
    /// The fallback `match` checks every target variant.
    const MATCH_GUARD: PhantomData<()> = PhantomData;
}

impl<T: ?Sized> WithoutIdents for TargetIdents<T> {}

/// A value of the guard type, in a function that is never called (it takes an [`Impossible`]).
pub const fn match_guard<G>(impossible: Impossible, _: PhantomData<G>) -> G {
    match impossible {}
}

const fn contains(list: &[&str], wanted: &str) -> bool {
    let mut index = 0;
    while index < list.len() {
        if crate::__private::same_bytes(list[index].as_bytes(), wanted.as_bytes()) {
            return true;
        }
        index += 1;
    }
    false
}

/// The target variants that neither a source variant reaches nor `unreached` lists, named with
/// the corrected list; empty when there are none or the target's variant names are unknown.
#[must_use]
pub const fn missing_from_unreached(
    target_idents: Option<&[&str]>,
    source: &str,
    target: &str,
    reached: &[&str],
    declared: &[&str],
) -> Message {
    let mut message = Message::new();
    let Some(idents) = target_idents else {
        return message;
    };
    let mut missing = 0;
    let mut index = 0;
    while index < idents.len() {
        let ident = idents[index];
        if !contains(reached, ident) && !contains(declared, ident) {
            missing += 1;
        }
        index += 1;
    }
    if missing == 0 {
        return message;
    }
    message.push("no variant of `");
    message.push(source);
    message.push("` reaches ");
    let mut written = 0;
    index = 0;
    while index < idents.len() {
        let ident = idents[index];
        if !contains(reached, ident) && !contains(declared, ident) {
            if written > 0 {
                message.push(if written + 1 == missing { " or " } else { ", " });
            }
            message.push("`");
            message.push(target);
            message.push("::");
            message.push(ident);
            message.push("`");
            written += 1;
        }
        index += 1;
    }
    message.push(if missing == 1 {
        ", and `unreached` does not list it"
    } else {
        ", and `unreached` does not list them"
    });
    message.push("\n\n= help: list every target no variant reaches: `unreached = [");
    written = 0;
    index = 0;
    while index < idents.len() {
        let ident = idents[index];
        if !contains(reached, ident) {
            if written > 0 {
                message.push(", ");
            }
            message.push(ident);
            written += 1;
        }
        index += 1;
    }
    message.push("]`");
    message
}
