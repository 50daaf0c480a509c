//! What both macros need from the annotated item: a fieldless, non-generic enum whose every
//! discriminant is known at expansion time and fits in `u32`.

use crate::diagnostics::Diagnostics;
use syn::{Data, DeriveInput, Expr, ExprLit, ExprUnary, Fields, Lit, UnOp, Variant};

/// A variant with the ordinal it will have at run time.
pub struct OrdinalVariant<'a> {
    pub variant: &'a Variant,
    /// `None` when the discriminant could not be read (already reported).
    pub ordinal: Option<u32>,
}

/// Whether an enum with no variants is accepted: a roster of nothing is a roster, a table of
/// nothing translates nothing.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Empty {
    Allowed,
    Rejected,
}

/// Checks the item's shape and reads every variant's ordinal, reporting each problem found; an
/// empty enum is an error.
///
/// `macro_name` is how the user wrote the macro, for messages (`#[crosswalk]`, `#[derive(Roster)]`).
pub fn enum_variants<'a>(
    input: &'a DeriveInput,
    macro_name: &str,
    diagnostics: &mut Diagnostics,
) -> Vec<OrdinalVariant<'a>> {
    enum_variants_where(input, macro_name, Empty::Rejected, diagnostics)
}

/// [`enum_variants`], with the empty enum allowed or not.
pub fn enum_variants_where<'a>(
    input: &'a DeriveInput,
    macro_name: &str,
    empty: Empty,
    diagnostics: &mut Diagnostics,
) -> Vec<OrdinalVariant<'a>> {
    let data = match &input.data {
        Data::Enum(data) => data,
        Data::Struct(data) => {
            diagnostics.error_with_help(
                data.struct_token,
                format!("{macro_name} applies to enums, not structs"),
                "declare an `enum` with unit variants: the macro reads the numbering of its variants",
            );
            return Vec::new();
        }
        Data::Union(data) => {
            diagnostics.error_with_help(
                data.union_token,
                format!("{macro_name} applies to enums, not unions"),
                "declare an `enum` with unit variants: the macro reads the numbering of its variants",
            );
            return Vec::new();
        }
    };
    if !input.generics.params.is_empty() || input.generics.where_clause.is_some() {
        diagnostics.error_with_help(
            &input.generics,
            format!("{macro_name} does not support generic enums"),
            "remove the generic parameters: a fieldless enum has no use for them",
        );
    }
    if data.variants.is_empty() && empty == Empty::Rejected {
        diagnostics.error_with_help(
            &input.ident,
            format!(
                "{macro_name} needs at least one variant, and `{}` has none",
                input.ident
            ),
            "an empty enum has no ordinals to translate; add the variants it numbers",
        );
    }

    let mut variants = Vec::with_capacity(data.variants.len());
    // The implicit discriminant of the next variant: one past the previous, from 0.
    let mut next: Option<u64> = Some(0);
    for variant in &data.variants {
        check_fieldless(variant, macro_name, diagnostics);
        let value = match &variant.discriminant {
            Some((_, expr)) => read_discriminant(expr, diagnostics),
            None => next,
        };
        let ordinal = value.and_then(|value| {
            let fits = u32::try_from(value).ok();
            if fits.is_none() {
                let at: &dyn quote::ToTokens = match &variant.discriminant {
                    Some((_, expr)) => expr,
                    None => &variant.ident,
                };
                diagnostics.error_with_help(
                    at,
                    format!("the ordinal of `{}` is {value}, which does not fit in u32", variant.ident),
                    "crosswalk ordinals are u32, like the C++ helpers' arguments; use 0..=4294967295",
                );
            }
            fits
        });
        next = value.and_then(|value| value.checked_add(1));
        variants.push(OrdinalVariant { variant, ordinal });
    }
    // Two variants with one ordinal are not reported here: rustc's own E0081 ("discriminant value
    // assigned more than once") already fails the build, in one diagnostic pointing at both.
    variants
}

fn check_fieldless(variant: &Variant, macro_name: &str, diagnostics: &mut Diagnostics) {
    let kind = match &variant.fields {
        Fields::Unit => return,
        Fields::Named(_) => "struct",
        Fields::Unnamed(_) => "tuple",
    };
    diagnostics.error_with_help(
        &variant.fields,
        format!(
            "{macro_name} needs unit variants, but `{}` is a {kind} variant",
            variant.ident
        ),
        format!(
            "remove the fields: write `{}` or `{} = <ordinal>`",
            variant.ident, variant.ident
        ),
    );
}

/// Reads an integer-literal discriminant; anything else is reported, because the table is built
/// at expansion time and cannot evaluate expressions.
fn read_discriminant(expr: &Expr, diagnostics: &mut Diagnostics) -> Option<u64> {
    let literal = match expr {
        Expr::Lit(ExprLit {
            lit: Lit::Int(literal),
            ..
        }) => literal,
        Expr::Unary(ExprUnary {
            op: UnOp::Neg(_),
            expr: inner,
            ..
        }) if matches!(
            &**inner,
            Expr::Lit(ExprLit {
                lit: Lit::Int(_),
                ..
            })
        ) =>
        {
            diagnostics.error_with_help(
                expr,
                "a negative discriminant has no u32 ordinal",
                "crosswalk ordinals are u32; use 0..=4294967295",
            );
            return None;
        }
        Expr::Group(group) => return read_discriminant(&group.expr, diagnostics),
        Expr::Paren(paren) => return read_discriminant(&paren.expr, diagnostics),
        _ => {
            diagnostics.error_with_help(
                expr,
                "the discriminant must be an integer literal",
                "the table is built when the macro expands, before constants are evaluated; write the number itself, e.g. `= 3`",
            );
            return None;
        }
    };
    match literal.base10_parse::<u64>() {
        Ok(value) => Some(value),
        Err(_) => {
            diagnostics.error_with_help(
                literal,
                format!("the ordinal {literal} does not fit in u32"),
                "crosswalk ordinals are u32; use 0..=4294967295",
            );
            None
        }
    }
}
