//! What both macros know of an enum's members: each variant's name and its discriminant as far as
//! the macro can know it, from the enum's definition or from a declaration's lines.

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

/// What a variant carries, which decides how a pattern names it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Fields {
    /// `A`.
    Unit,
    /// `A(..)`.
    Tuple,
    /// `A { .. }`.
    Named,
}

/// A variant's discriminant as the macro knows it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ordinal {
    /// Written as a literal (or implicit after one): the value, which fits the ordinal type.
    Known(i128),
    /// A constant expression or a discriminant the macro cannot see (an enum of another crate):
    /// only const evaluation knows it, as `Source::Variant as R`. A discriminant that could not
    /// be read is one too, after its error: nothing more is checked of it.
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
