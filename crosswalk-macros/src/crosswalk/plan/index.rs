//! Every index generated code computes from an ordinal: `ordinal - first`, for a table whose
//! entry 0 holds ordinal `first`. Each operand is an expression of the source's ordinal type `R`.
//! Two rules decide the spelling:
//!
//! - **Exact** ([`distance`], [`distance_from_number`]): the ordinal is a variant's, at or above
//!   `first` and within the cell cap, so the difference is exact in `R`'s unsigned twin, and in
//!   `u32` itself (no wrapping method to call, which the optimiser folds into the load).
//! - **Past the end** ([`cell`], [`wide_slot`]): the ordinal is any value of `R`, so one below
//!   `first` must wrap to an index past every table, never trap or land inside it.

use crate::source::repr::IntRepr;
use proc_macro2::{Literal, TokenStream};
use quote::{ToTokens, quote};

/// `ordinal - first` as a `usize`, exact (see the module's rules).
pub fn distance(repr: IntRepr, ordinal: &TokenStream, first: &TokenStream) -> TokenStream {
    if repr == IntRepr::U32 {
        return quote!(((#ordinal - #first) as ::core::primitive::usize));
    }
    let unsigned = repr.unsigned().primitive();
    quote!((((#ordinal as #unsigned).wrapping_sub(#first as #unsigned)) as ::core::primitive::usize))
}

/// [`distance`] from a `first` the macro knows: a literal keeps the subtraction an immediate the
/// optimiser folds into the load's displacement.
pub fn distance_from_number(repr: IntRepr, ordinal: &TokenStream, first: i128) -> TokenStream {
    if repr == IntRepr::U32 {
        let first = repr.literal(first);
        return quote!((#ordinal - #first) as ::core::primitive::usize);
    }
    let unsigned = repr.unsigned().primitive();
    let first = Literal::u128_unsuffixed(repr.unsigned_bits(first));
    quote!(((#ordinal as #unsigned).wrapping_sub(#first)) as ::core::primitive::usize)
}

/// [`distance`] where the difference may be negative, in a branch compiled but never run then:
/// wrapping in `u32` too, where a plain subtraction of two constants would be a compile error.
pub fn wrapping_distance(repr: IntRepr, ordinal: &TokenStream, first: &TokenStream) -> TokenStream {
    let unsigned = repr.unsigned().primitive();
    quote! {
        ((#ordinal as #unsigned).wrapping_sub(#first as #unsigned) as ::core::primitive::usize)
    }
}

/// The slot of an unsigned source value in a checked crosswalk's `Option` tables: its
/// discriminant as a `usize`, minus `first`, as a hand-written table does. That shape keeps the
/// caller's loop free of a branch on the variant, where a `u32` subtraction before widening let
/// the optimiser fold "the slot is `None`" into "the variant is the rejected one" and branch on it.
pub fn widened_distance(repr: IntRepr, value: &TokenStream, first: i128) -> TokenStream {
    let first = repr.literal(first);
    quote!(#value as ::core::primitive::usize - #first as ::core::primitive::usize)
}

/// The ordinal of entry `slot` (a `usize` expression) of a table from `first`: [`distance`]
/// undone.
pub fn ordinal_at(repr: IntRepr, first: &TokenStream, slot: &TokenStream) -> TokenStream {
    let ordinal_type = repr.primitive();
    let unsigned = repr.unsigned().primitive();
    quote!(((#first as #unsigned).wrapping_add(#slot as #unsigned) as #ordinal_type))
}

/// The slot of a source value where a declaration's `_` line lets it be a variant no line names,
/// whose discriminant lies anywhere: modulo 2^64, a `u64` the caller compares with the table's
/// length. An enum's discriminants all lie in `i64` or all in `u64`, so the difference of two is
/// exact there, and one below the first wraps past every table.
pub fn wide_slot(value: &TokenStream, first: &TokenStream) -> TokenStream {
    quote!((#value as ::core::primitive::u64).wrapping_sub(#first as ::core::primitive::u64))
}

/// `let __index: usize = …;`: the cell of the raw ordinal `ordinal` from `base` (`base`, the
/// literal `number` where the macro knows it): `ordinal - base`, wrapping in `R`'s unsigned twin
/// as a C++ helper's unsigned arithmetic does, so an ordinal below `base` lands past the end. On
/// a target whose `usize` is narrower than that type, a difference `usize` cannot hold becomes
/// `usize::MAX`, past every table.
pub fn cell(
    repr: IntRepr,
    ordinal: &TokenStream,
    base: &TokenStream,
    number: Option<i128>,
) -> TokenStream {
    if repr == IntRepr::U32 {
        // u32 into a 64-bit `usize`: the subtraction wraps past every table as u32's would.
        return quote! {
            let __index = (#ordinal as ::core::primitive::usize).wrapping_sub(#base as ::core::primitive::usize);
        };
    }
    let unsigned = repr.unsigned();
    if repr.is_signed() && unsigned.bits() <= 32 {
        // Narrower than `usize` on every supported target: widen through `isize`, keeping
        // the sign, then subtract in `usize`. An ordinal below `base` still lands past every
        // table, and the widened ordinal is the one an error keeps, so the failing side needs
        // no second extension (an unsigned byte keeps the narrow subtraction, which the
        // optimiser already folds into the load).
        let widen = quote!(as ::core::primitive::isize as ::core::primitive::usize);
        return quote! {
            let __index = (#ordinal #widen).wrapping_sub(#base #widen);
        };
    }
    let unsigned_type = unsigned.primitive();
    let base = match number {
        Some(value) => Literal::u128_unsuffixed(repr.unsigned_bits(value)).into_token_stream(),
        None => quote!((#base as #unsigned_type)),
    };
    let difference = quote!((#ordinal as #unsigned_type).wrapping_sub(#base));
    if unsigned.bits() <= 32 || unsigned == IntRepr::Usize {
        quote!(let __index = #difference as ::core::primitive::usize;)
    } else {
        quote! {
            let __index = #difference;
            let __index = if __index <= ::core::primitive::usize::MAX as #unsigned_type {
                __index as ::core::primitive::usize
            } else {
                ::core::primitive::usize::MAX
            };
        }
    }
}
