//! The second stage: checks what was parsed against itself and the enum, and computes the model.
//! Every problem is reported, each once; the model exists only when there are none.

mod claims;
mod layout;
mod names;
mod outcomes;

use super::model::{
    Crosswalk, Declaration, Outcome, Placement, Policy, Source, SourceOrdinal, SourceVariant,
    Target, TargetKind, TargetRef, Unreached, WalkName,
};
use super::parse::{Args, Base, Parsed, PolicyArg};
use crate::diagnostics::Diagnostics;
use crate::enum_shape::{Discriminant, enum_variants};
use crate::naming::path_text;
use crate::repr::{IntRepr, enum_repr};
use claims::VariantClaim;
use outcomes::{Context, Mapping, Member};
use syn::DeriveInput;
use syn::spanned::Spanned as _;

pub fn validate(
    parsed: Parsed,
    item: &DeriveInput,
    diagnostics: &mut Diagnostics,
) -> Option<Declaration> {
    let repr = enum_repr(&item.attrs, "#[crosswalk]", diagnostics).int;
    let shaped = enum_variants(item, "#[crosswalk]", repr, diagnostics);
    let idents: Vec<_> = shaped
        .iter()
        .map(|shaped| shaped.variant.ident.clone())
        .collect();
    let names = names::walk_names(&parsed.crosswalks, diagnostics);
    let owners: Vec<Vec<Option<usize>>> = parsed
        .entries
        .iter()
        .map(|entries| names::owners(entries, &names, diagnostics))
        .collect();
    let claims = claims::claims(&idents, &parsed.entries, &owners, &names, diagnostics);
    let runtime = parsed.runtime.clone();

    // Variants whose discriminant could not be read are already reported; the rest are checked.
    let members: Vec<(usize, Member<'_>)> = shaped
        .iter()
        .enumerate()
        .filter_map(|(index, shaped)| {
            let ordinal = match shaped.ordinal {
                Discriminant::Known(value) => Some(value),
                Discriminant::Evaluated => None,
                Discriminant::Unreadable => return None,
            };
            Some((
                index,
                Member {
                    ident: &shaped.variant.ident,
                    ordinal,
                },
            ))
        })
        .collect();
    let evaluated = members.iter().any(|(_, member)| member.ordinal.is_none());
    let lowest = members
        .iter()
        .filter_map(|(_, member)| member.ordinal)
        .min();
    // A second unnamed crosswalk is reported as such; its entries are the first one's.
    let first_unnamed = names.iter().position(Option::is_none);
    let mut crosswalks = Vec::with_capacity(parsed.crosswalks.len());
    for (index, ((args, name), walk_claims)) in parsed
        .crosswalks
        .into_iter()
        .zip(names)
        .zip(&claims)
        .enumerate()
    {
        if name.is_none() && first_unnamed != Some(index) {
            crosswalks.push(None);
            continue;
        }
        let shape = Shape {
            members: &members,
            lowest,
            evaluated,
            repr,
            item,
        };
        crosswalks.push(crosswalk(args, name, &shape, walk_claims, diagnostics));
    }
    if diagnostics.has_errors() || members.len() != shaped.len() {
        return None;
    }
    let variants: Vec<SourceVariant> = members
        .iter()
        .map(|(_, member)| SourceVariant {
            ident: member.ident.clone(),
            ordinal: member
                .ordinal
                .map_or(SourceOrdinal::Evaluated, SourceOrdinal::Literal),
        })
        .collect();
    Some(Declaration {
        source: Source {
            ident: item.ident.clone(),
            visibility: item.vis.clone(),
            variants,
            runtime,
            ordinal_type: repr,
        },
        crosswalks: crosswalks.into_iter().collect::<Option<Vec<_>>>()?,
    })
}

/// The enum as every crosswalk on it sees it.
struct Shape<'a> {
    /// The variants whose discriminant was read, with their index among all variants.
    members: &'a [(usize, Member<'a>)],
    /// The lowest literal discriminant, `None` for an enum with none.
    lowest: Option<i128>,
    /// Whether some discriminant is a constant expression, which only const evaluation knows.
    evaluated: bool,
    /// The discriminants' type.
    repr: IntRepr,
    item: &'a DeriveInput,
}

/// One crosswalk's model, or `None` when it has problems (reported).
fn crosswalk(
    args: Args,
    name: Option<WalkName>,
    shape: &Shape<'_>,
    claims: &[VariantClaim<'_>],
    diagnostics: &mut Diagnostics,
) -> Option<Crosswalk> {
    let Shape {
        members,
        repr,
        item,
        ..
    } = *shape;
    let base = args.base.as_ref().map_or(0, |base| base.value);
    if !base_fits(args.base.as_ref(), repr, diagnostics) {
        // Every cell placement would be measured from a base that cannot exist: one error, not
        // one per variant.
        return None;
    }
    let policy = match args.policy {
        None => Some(Policy::Throw { message: None }),
        Some(PolicyArg::Throw { message }) => Some(Policy::Throw { message }),
        Some(PolicyArg::Default { target }) => Some(Policy::Default { target }),
    };
    let default_target = match &policy {
        Some(Policy::Default { target }) => Some(target),
        _ => None,
    };
    let context = Context {
        base: args.base.as_ref(),
        default_target,
        name: name.as_ref(),
    };
    let mut outcomes = Vec::with_capacity(members.len());
    let mut mappings = Vec::new();
    for (index, member) in members {
        let claim = claims
            .get(*index)
            .copied()
            .unwrap_or(VariantClaim::Nothing { excused: false });
        if let VariantClaim::Entry(entry) = claim {
            if let Some(super::parse::Claim::To { target, alias }) = &entry.claim {
                mappings.push(Mapping {
                    ident: member.ident,
                    target,
                    alias: alias.as_ref(),
                });
            }
        }
        outcomes.push(outcomes::outcome_of(member, claim, &context, diagnostics));
    }
    outcomes::check_aliases(&mappings, args.many_to_one.is_some(), diagnostics);
    if let Some(unreached) = &args.unreached {
        outcomes::check_declared_unreached(&mappings, &unreached.variants, diagnostics);
    }
    let outcomes: Option<Vec<Outcome>> = outcomes.into_iter().collect();
    let outcomes = outcomes.unwrap_or_default();
    let first_target = outcomes::check_target_forms(
        &outcomes,
        default_target,
        args.unreached.as_ref().map(|unreached| &unreached.key),
        diagnostics,
    );
    let plain_members: Vec<Member<'_>> = members
        .iter()
        .map(|(_, member)| Member {
            ident: member.ident,
            ordinal: member.ordinal,
        })
        .collect();
    let sized = layout::check_size(&item.ident, &plain_members, base, diagnostics);

    // Before `policy` is taken apart: the first target may be its `default(…)`.
    let target = args.target.map(|path| target(path, first_target));
    let policy = policy?;
    let target = target?;
    if !sized || outcomes.len() != members.len() || diagnostics.has_errors() {
        return None;
    }
    let fallible = outcomes
        .iter()
        .any(|outcome| matches!(outcome, Outcome::Rejected { .. }));
    let soft_default = matches!(policy, Policy::Default { .. });
    let placement = placement(shape, base, fallible, soft_default)?;
    Some(Crosswalk {
        methods: names::methods(name.as_ref(), fallible),
        name,
        target,
        base,
        policy,
        outcomes,
        fallible,
        many_to_one: args.many_to_one.is_some(),
        unreached: args.unreached.map(|unreached| Unreached {
            key: unreached.key,
            variants: unreached.variants,
        }),
        placement,
    })
}

/// The target: its path, and the form of `first`, the first target written (see
/// [`outcomes::check_target_forms`], which has checked that every other one has that form).
fn target(path: syn::Path, first: Option<&TargetRef>) -> Target {
    Target {
        text: path_text(&path),
        kind: if first.is_some_and(TargetRef::is_value) {
            TargetKind::Numbers
        } else {
            TargetKind::Variants
        },
        form_site: first.map_or_else(|| path.span(), TargetRef::span),
        path,
    }
}

/// Where the tables put each variant: known here when every discriminant is a literal; `None`
/// for an enum with no readable discriminant.
fn placement(
    shape: &Shape<'_>,
    base: i128,
    fallible: bool,
    soft_default: bool,
) -> Option<Placement> {
    if shape.evaluated {
        return Some(Placement::Evaluated);
    }
    let ordinals: Vec<i128> = shape
        .members
        .iter()
        .filter_map(|(_, member)| member.ordinal)
        .collect();
    Some(Placement::Literal(layout::layout(
        &ordinals,
        shape.lowest?,
        base,
        fallible,
        soft_default,
    )))
}

/// Reports a `base` outside the ordinal type; `false` when it is.
fn base_fits(base: Option<&Base>, repr: IntRepr, diagnostics: &mut Diagnostics) -> bool {
    let Some(written) = base.filter(|base| !repr.holds(base.value)) else {
        return true;
    };
    let (low, high) = repr.range();
    let name = repr.name();
    diagnostics.error_with_help(
        &written.literal,
        format!(
            "`base = {}` does not fit in {name}, the type of this enum's ordinals",
            written.value
        ),
        if written.value < 0 {
            format!(
                "`base` is an ordinal: use {low}..={high}, or give the enum a signed `#[repr(…)]` such as `#[repr(i32)]`"
            )
        } else {
            format!(
                "`base` is an ordinal: use {low}..={high}, or give the enum a wider `#[repr(…)]`"
            )
        },
    );
    false
}
