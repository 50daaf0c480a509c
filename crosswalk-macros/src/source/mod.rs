//! What both macros know of an enum's variants: names, fields, and discriminants where known.

pub mod enum_item;
pub mod from_enum;
pub mod repr;

use proc_macro2::TokenStream;
use syn::Ident;

/// One variant of a source enum as written, in declaration order.
pub struct WrittenVariant {
    pub ident: Ident,
    /// Its discriminant's value where the macro can read it (a literal, or implicit after one),
    /// with the tokens a value that does not fit the ordinal type is reported at.
    pub value: Option<(i128, TokenStream)>,
    pub fields: Fields,
}

/// One variant of a source enum, in declaration order.
pub struct SourceVariant {
    pub ident: Ident,
    pub ordinal: Ordinal,
    pub fields: Fields,
}

/// What a variant carries, which decides how a pattern names it: `A`, `A(..)`, `A { .. }`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Fields {
    Unit,
    Tuple,
    Named,
}

/// A variant's discriminant as the macro knows it.
#[derive(Clone, Copy)]
pub enum Ordinal {
    /// Written as a literal (or implicit after one): the value, which fits the ordinal type.
    Known(i128),
    /// A constant expression, a discriminant the macro cannot see, or one not read (reported):
    /// only const evaluation knows it, as `Source::Variant as R`.
    Evaluated,
}

impl Ordinal {
    pub fn known(self) -> Option<i128> {
        match self {
            Self::Known(value) => Some(value),
            Self::Evaluated => None,
        }
    }
}
