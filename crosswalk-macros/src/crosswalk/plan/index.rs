//! Every index generated code computes from an ordinal: `ordinal - first`, for a table whose
//! entry 0 holds ordinal `first`, each operand of the source's ordinal type `R`. Where the ordinal
//! is a variant's ([`distance`]), the difference is exact in `R`'s unsigned twin (in `u32` itself,
//! which the optimiser folds into the load); where it is any value of `R` ([`cell`],
//! [`wide_slot`]), one below `first` must wrap past every table, never trap or land inside it.

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

/// [`distance`] from a `first` the macro knows, a literal the optimiser folds into the load.
pub fn distance_from_number(repr: IntRepr, ordinal: &TokenStream, first: i128) -> TokenStream {
    if repr == IntRepr::U32 {
        let first = repr.literal(first);
        return quote!((#ordinal - #first) as ::core::primitive::usize);
    }
    let unsigned = repr.unsigned().primitive();
    let first = Literal::u128_unsuffixed(repr.unsigned_bits(first));
    quote!(((#ordinal as #unsigned).wrapping_sub(#first)) as ::core::primitive::usize)
}

/// [`distance`] in a branch never run where it is negative: wrapping in `u32` too.
pub fn wrapping_distance(repr: IntRepr, ordinal: &TokenStream, first: &TokenStream) -> TokenStream {
    let unsigned = repr.unsigned().primitive();
    quote! {
        ((#ordinal as #unsigned).wrapping_sub(#first as #unsigned) as ::core::primitive::usize)
    }
}

/// The slot of an unsigned source value in a checked crosswalk's `Option` tables, widened before
/// the subtraction as a hand-written table does: a `u32` subtraction let the optimiser turn "the
/// slot is `None`" into a branch on the variant in the caller's loop.
pub fn widened_distance(repr: IntRepr, value: &TokenStream, first: i128) -> TokenStream {
    let first = repr.literal(first);
    quote!(#value as ::core::primitive::usize - #first as ::core::primitive::usize)
}

/// The ordinal of entry `slot` (a `usize` expression) of a table from `first`.
pub fn ordinal_at(repr: IntRepr, first: &TokenStream, slot: &TokenStream) -> TokenStream {
    let ordinal_type = repr.primitive();
    let unsigned = repr.unsigned().primitive();
    quote!(((#first as #unsigned).wrapping_add(#slot as #unsigned) as #ordinal_type))
}

/// The slot, as a wrapping `u64`, of a source value that a `_` line lets be any variant: an
/// enum's discriminants all lie in `i64` or all in `u64`, so the difference is exact there.
pub fn wide_slot(value: &TokenStream, first: &TokenStream) -> TokenStream {
    quote!((#value as ::core::primitive::u64).wrapping_sub(#first as ::core::primitive::u64))
}

/// `let __index: usize = …;`: the cell of the raw ordinal `ordinal` from `base` (the literal
/// `number` where known), wrapping in `R`'s unsigned twin. A difference `usize` cannot hold
/// becomes `usize::MAX`, past every table.
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
        // Widened through `isize`, keeping the sign, then subtracted in `usize`: the widened
        // ordinal is the one an error keeps, so the failing side needs no second extension.
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
