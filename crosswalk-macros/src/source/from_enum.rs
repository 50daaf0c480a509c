//! Reads an enum's definition into its variants, then their ordinals.

use super::repr::IntRepr;
use super::{Fields, Ordinal, SourceVariant, WrittenVariant};
use crate::diagnostics::Diagnostics;
use quote::ToTokens;
use syn::{Data, DeriveInput, Expr, ExprLit, ExprUnary, Lit, UnOp};

/// What an enum may be for a macro.
#[derive(Clone, Copy)]
pub struct Accepts {
    /// How the user wrote the macro, for messages (`#[crosswalk]`, `#[derive(Roster)]`).
    pub macro_name: &'static str,
    /// An enum with no variants.
    pub empty: bool,
    /// Variants with fields, and generic parameters.
    pub fields: bool,
}

#[derive(Clone, Copy)]
pub enum OrdinalType {
    /// The enum's `#[repr]`, or `u32` without one.
    Declared(IntRepr),
    /// `ordinal_type = …` on a crosswalk.
    Given(IntRepr),
}

impl OrdinalType {
    fn repr(self) -> IntRepr {
        match self {
            Self::Declared(repr) | Self::Given(repr) => repr,
        }
    }
}

/// Checks the item's shape and reads each variant as written, reporting each problem found.
pub fn written_variants(
    input: &DeriveInput,
    accepts: Accepts,
    diagnostics: &mut Diagnostics,
) -> Vec<WrittenVariant> {
    let macro_name = accepts.macro_name;
    let (at, kind): (&dyn ToTokens, &str) = match &input.data {
        Data::Enum(_) => (&input.ident, "enums"),
        Data::Struct(data) => (&data.struct_token, "structs"),
        Data::Union(data) => (&data.union_token, "unions"),
    };
    let Data::Enum(data) = &input.data else {
        diagnostics.error_with_help(
            &at,
            format!("{macro_name} applies to enums, not {kind}"),
            "declare an `enum` with unit variants: the macro reads the numbering of its variants",
        );
        return Vec::new();
    };
    // Only a variant with fields can use a generic parameter: a fieldless enum has no use for one.
    let generic = !input.generics.params.is_empty() || input.generics.where_clause.is_some();
    let mut with_fields = false;
    for variant in &data.variants {
        with_fields |= !matches!(variant.fields, syn::Fields::Unit);
    }
    if generic && !(accepts.fields && with_fields) {
        diagnostics.error_with_help(
            &input.generics,
            format!("{macro_name} does not support generic enums"),
            "remove the generic parameters: a fieldless enum has no use for them",
        );
    }
    if data.variants.is_empty() && !accepts.empty {
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
    let mut next = Some(0);
    for variant in &data.variants {
        let (fields, kind) = match &variant.fields {
            syn::Fields::Unit => (Fields::Unit, "unit"),
            syn::Fields::Unnamed(_) => (Fields::Tuple, "tuple"),
            syn::Fields::Named(_) => (Fields::Named, "struct"),
        };
        if !accepts.fields && fields != Fields::Unit {
            let ident = &variant.ident;
            diagnostics.error_with_help(
                &variant.fields,
                format!("{macro_name} needs unit variants, but `{ident}` is a {kind} variant"),
                format!("remove the fields: write `{ident}` or `{ident} = <ordinal>`"),
            );
        }
        let (value, at) = match &variant.discriminant {
            Some((_, expr)) => (read_discriminant(expr, diagnostics), expr.to_token_stream()),
            None => (next, variant.ident.to_token_stream()),
        };
        next = None;
        let mut written = WrittenVariant {
            ident: variant.ident.clone(),
            value: None,
            fields,
        };
        if let Some(value) = value {
            next = Some(value + 1);
            written.value = Some((value, at));
        }
        variants.push(written);
    }
    variants
}

/// Each variant with its ordinal as `ordinal_type` holds it; a value it cannot hold is reported,
/// and only const evaluation knows that variant's ordinal.
pub fn fit_ordinals(
    variants: Vec<WrittenVariant>,
    ordinal_type: OrdinalType,
    diagnostics: &mut Diagnostics,
) -> Vec<SourceVariant> {
    // Two variants with one ordinal are not reported here: rustc's own E0081 ("discriminant value
    // assigned more than once") already fails the build, in one diagnostic pointing at both.
    let repr = ordinal_type.repr();
    let mut fitted = Vec::with_capacity(variants.len());
    for variant in variants {
        let ordinal = match variant.value {
            Some((value, _)) if repr.holds(value) => Ordinal::Known(value),
            Some((value, at)) => {
                let ((low, high), name) = (repr.range(), repr.name());
                let help = match ordinal_type {
                    OrdinalType::Declared(_) => format!(
                        "the enum's ordinals are {name} (its repr, or u32 without one); use \
                         {low}..={high}, or a wider `#[repr(…)]`"
                    ),
                    OrdinalType::Given(_) => format!(
                        "`ordinal_type = {name}` makes the ordinals {name}; use {low}..={high}, or \
                         a wider `ordinal_type`"
                    ),
                };
                let ident = &variant.ident;
                diagnostics.error_with_help(
                    &at,
                    format!("the ordinal of `{ident}` is {value}, which does not fit in {name}"),
                    help,
                );
                Ordinal::Evaluated
            }
            None => Ordinal::Evaluated,
        };
        fitted.push(SourceVariant {
            ident: variant.ident,
            ordinal,
            fields: variant.fields,
        });
    }
    fitted
}

/// A discriminant's value: an integer literal, negated or not; `None` for a constant expression,
/// which only the compiler evaluates, or a literal too wide for any repr (reported).
fn read_discriminant(expr: &Expr, diagnostics: &mut Diagnostics) -> Option<i128> {
    match expr {
        Expr::Lit(ExprLit {
            lit: Lit::Int(literal),
            ..
        }) => {
            let value = literal.base10_parse::<i128>();
            if value.is_err() {
                diagnostics.error_with_help(
                    &literal,
                    format!("the ordinal {literal} does not fit in any integer repr"),
                    "discriminants are at most 64 bits; use a value that fits the enum's `#[repr(…)]`",
                );
            }
            value.ok()
        }
        Expr::Unary(ExprUnary {
            op: UnOp::Neg(_),
            expr: inner,
            ..
        }) if matches!(**inner, Expr::Lit(_)) => Some(-read_discriminant(inner, diagnostics)?),
        Expr::Group(group) => read_discriminant(&group.expr, diagnostics),
        Expr::Paren(paren) => read_discriminant(&paren.expr, diagnostics),
        _ => None,
    }
}
