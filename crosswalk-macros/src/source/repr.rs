//! The integer type an enum's discriminants have: its `#[repr]`, or `u32` when it has none (the
//! ordinal type of the C++ helpers).

use crate::attributes::parse_meta_list;
use crate::diagnostics::Diagnostics;
use proc_macro2::{Ident, Literal, Span, TokenStream};
use syn::Attribute;

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum IntRepr {
    U8,
    U16,
    U32,
    U64,
    Usize,
    I8,
    I16,
    I32,
    I64,
    Isize,
}

/// Each type's name and width in bits, in the enum's order: the five unsigned types, then their
/// signed twins. `usize`/`isize` count as 64 bits, the widest they are on a supported target, so
/// a value is accepted where some target can hold it and rustc checks the rest.
const ALL: [(&str, IntRepr, u32); 10] = [
    ("u8", IntRepr::U8, 8),
    ("u16", IntRepr::U16, 16),
    ("u32", IntRepr::U32, 32),
    ("u64", IntRepr::U64, 64),
    ("usize", IntRepr::Usize, 64),
    ("i8", IntRepr::I8, 8),
    ("i16", IntRepr::I16, 16),
    ("i32", IntRepr::I32, 32),
    ("i64", IntRepr::I64, 64),
    ("isize", IntRepr::Isize, 64),
];

impl IntRepr {
    pub fn from_name(name: &str) -> Option<Self> {
        for &(spelt, repr, _) in &ALL {
            if spelt == name {
                return Some(repr);
            }
        }
        None
    }

    pub fn name(self) -> &'static str {
        ALL[self as usize].0
    }

    pub fn is_signed(self) -> bool {
        self as usize >= 5
    }

    pub fn bits(self) -> u32 {
        ALL[self as usize].2
    }

    /// The same width, unsigned: where "ordinal minus base" wraps, as C++ unsigned arithmetic does.
    pub fn unsigned(self) -> Self {
        ALL[self as usize % 5].1
    }

    pub fn range(self) -> (i128, i128) {
        let bits = self.bits();
        if self.is_signed() {
            (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
        } else {
            (0, (1i128 << bits) - 1)
        }
    }

    pub fn holds(self, value: i128) -> bool {
        let (low, high) = self.range();
        (low..=high).contains(&value)
    }

    /// `value` as the unsigned twin holds its bits (two's complement).
    pub fn unsigned_bits(self, value: i128) -> u128 {
        u128::from_ne_bytes(value.to_ne_bytes()) & ((1u128 << self.bits()) - 1)
    }

    /// `::core::primitive::R`.
    pub fn primitive(self) -> TokenStream {
        let ident = Ident::new(self.name(), Span::call_site());
        template!(ident => ::core::primitive::#ident)
    }

    /// `value` as a literal of this type (`-3i8`, `7u32`); `value` fits the type.
    pub fn literal(self, value: i128) -> TokenStream {
        let digits = Literal::u128_unsuffixed(value.unsigned_abs());
        let typed: TokenStream = format!("{digits}{}", self.name())
            .parse()
            .unwrap_or_default();
        if value < 0 {
            template!(typed => -#typed)
        } else {
            typed
        }
    }
}

/// The enum's integer repr, from `#[repr(…)]`; `None` when it declares none. Reports a repr that
/// names no integer type; `#[repr(C)]` alone means `i32`, the C `int` a C enum's discriminants
/// have on every target Rust supports with a 32-bit `int`.
pub fn enum_repr(
    attributes: &[Attribute],
    macro_name: &str,
    diagnostics: &mut Diagnostics,
) -> Option<IntRepr> {
    let mut found = None;
    for attribute in attributes {
        // A `repr` rustc cannot read is rustc's to report.
        let syn::Meta::List(list) = &attribute.meta else {
            continue;
        };
        if !list.path.is_ident("repr") {
            continue;
        }
        let mut says_c = false;
        let mut other = None;
        // `repr` takes words (`C`, `u8`, `transparent`) and words with arguments (`align(8)`,
        // `packed(2)`), whose arguments are skipped unread.
        let parsed = parse_meta_list(list.tokens.clone(), &mut |meta| {
            if meta.input.peek(syn::token::Paren) {
                let arguments;
                syn::parenthesized!(arguments in meta.input);
                arguments.parse::<TokenStream>()?;
            }
            if let Some(word) = meta.path.get_ident() {
                let word = word.to_string();
                match IntRepr::from_name(&word) {
                    Some(repr) => found = Some(repr),
                    None if word == "C" => says_c = true,
                    None => {
                        other.get_or_insert(word);
                    }
                }
            }
            Ok(())
        });
        if parsed.is_err() || found.is_some() {
            continue;
        }
        if says_c {
            found = Some(IntRepr::I32);
        } else if let Some(word) = other {
            diagnostics.error_with_help(
                &attribute,
                format!("{macro_name} needs an integer repr, and `#[repr({word})]` is not one"),
                "write one of `u8`, `u16`, `u32`, `u64`, `usize`, `i8`, `i16`, `i32`, `i64`, \
                 `isize` beside it, e.g. `#[repr(u8)]`; without a repr the ordinals are u32",
            );
        }
    }
    found
}
