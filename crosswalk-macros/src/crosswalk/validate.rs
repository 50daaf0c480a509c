//! Turns what was written into a [`Crosswalk`], or reports every reason it cannot be one.

use super::args::{Args, Base, PolicyArg};
use super::model::{Crosswalk, Outcome, Policy, TargetRef, Variant};
use super::variant_attrs::VariantAttrs;
use crate::diagnostics::{Diagnostics, error_with_help};
use crate::enum_shape::OrdinalVariant;
use quote::quote;
use std::collections::HashMap;
use syn::{DeriveInput, Ident, Path};

/// The most cells a table may have: past this the declaration is a sparse map, not a table, and
/// a `const` of that size would bloat every binary that links it.
pub const MAX_CELLS: u64 = 1 << 16;

pub fn validate(
    input: &DeriveInput,
    args: Args,
    variants: &[(OrdinalVariant<'_>, VariantAttrs)],
    diagnostics: &mut Diagnostics,
) -> Option<Crosswalk> {
    let base = args.base.as_ref().map_or(0, |base| base.value);
    let policy = match args.policy {
        None => Some(Policy::Throw { message: None }),
        Some(PolicyArg::Throw { message }) => Some(Policy::Throw { message }),
        Some(PolicyArg::Default { target }) => Some(Policy::Default { target }),
    };
    let default_target = match &policy {
        Some(Policy::Default { target }) => Some(target),
        _ => None,
    };

    let walk_key = args
        .walk
        .as_ref()
        .and_then(|walk| walk.segments.last())
        .map(|last| last.ident.clone());
    let mut checked = Vec::with_capacity(variants.len());
    for (shape, attrs) in variants {
        let outcome = outcome_of(
            shape,
            attrs,
            args.base.as_ref(),
            default_target,
            walk_key.as_ref(),
            diagnostics,
        );
        if let (Some(ordinal), Some(outcome)) = (shape.ordinal, outcome) {
            checked.push(Variant {
                ident: shape.variant.ident.clone(),
                ordinal,
                outcome,
            });
        }
    }
    if args.many_to_one.is_some() {
        check_no_alias_under_many_to_one(variants, diagnostics);
    } else {
        check_aliases(variants, diagnostics);
    }
    check_target_forms(
        &checked,
        args.unreached.as_ref().map(|unreached| &unreached.key),
        diagnostics,
    );
    check_table_size(input, &checked, base, diagnostics);

    let (Some(target), Some(policy)) = (args.target, policy) else {
        return None;
    };
    if diagnostics.has_errors() {
        return None;
    }
    let runtime = args
        .runtime
        .map_or_else(|| quote!(::crosswalk), |path| quote!(#path));
    Some(Crosswalk {
        source: input.ident.clone(),
        visibility: input.vis.clone(),
        target_text: path_text(&target),
        target,
        base,
        policy,
        variants: checked,
        walk: args.walk,
        many_to_one: args.many_to_one.is_some(),
        unreached: args
            .unreached
            .map(|unreached| (unreached.key, unreached.variants)),
        private: quote!(#runtime::__private_v0_1),
    })
}

/// The variant's one outcome, or `None` (reported) when it has none or several.
fn outcome_of(
    shape: &OrdinalVariant<'_>,
    attrs: &VariantAttrs,
    base: Option<&Base>,
    default_target: Option<&TargetRef>,
    walk: Option<&Ident>,
    diagnostics: &mut Diagnostics,
) -> Option<Outcome> {
    let ident = &shape.variant.ident;
    let base_value = base.map_or(0, |base| base.value);
    let below_base = shape.ordinal.is_some_and(|ordinal| ordinal < base_value);
    match (&attrs.to, &attrs.reject) {
        (Some(to), Some(reject)) => {
            diagnostics.error_with_note(
                &reject.keyword,
                format!(
                    "`{ident}` cannot both map (`#[to]`) and be rejected (`#[reject]`)\n\n\
                     = help: keep one of the two"
                ),
                &to.keyword,
                format!("`{ident}` maps here"),
            );
            None
        }
        (Some(to), None) if below_base => {
            let ordinal = shape.ordinal.unwrap_or_default();
            let help = if default_target.is_some() {
                format!(
                    "remove `#[to]` to let `{ident}` take the `on_oob` default, or lower `base` to {ordinal}"
                )
            } else {
                format!("lower `base` to {ordinal}, or mark `{ident}` `#[reject]`")
            };
            let mut error = error_with_help(
                &to.keyword,
                format!(
                    "`{ident}` has ordinal {ordinal}, below `base = {base_value}`: no table cell holds it, so \
                     `translate_ordinal({ordinal})` could never give what `#[to]` declares"
                ),
                help,
            );
            if let Some(base) = base {
                error.combine(syn::Error::new_spanned(
                    &base.literal,
                    "the table starts here",
                ));
            }
            diagnostics.push(error);
            None
        }
        (Some(to), None) => Some(Outcome::Mapped {
            target: to.target.clone(),
            alias: to.alias.is_some(),
        }),
        (None, Some(reject)) => Some(Outcome::Rejected {
            message: reject.message.clone(),
        }),
        (None, None) => {
            if let Some(target) = default_target.filter(|_| below_base) {
                return Some(Outcome::Default {
                    target: target.clone(),
                });
            }
            if attrs.malformed {
                // Its `#[to]` or `#[reject]` is malformed, and already reported.
                return None;
            }
            let (to, reject, which) = match walk {
                Some(walk) => (
                    format!("`{walk} = …` in `#[to(…)]`"),
                    format!("`#[reject({walk})]`"),
                    format!("the crosswalk `{walk}`"),
                ),
                None => (
                    "`#[to(TargetVariant)]`".to_owned(),
                    "`#[reject]`".to_owned(),
                    "this crosswalk".to_owned(),
                ),
            };
            let help = if below_base {
                format!(
                    "add {to}, or {reject} if it has no counterpart; `{ident}` lies below `base`, so \
                     under `on_oob = default(…)` it could take the default"
                )
            } else {
                format!("add {to}, or {reject} if it has no counterpart in the target")
            };
            diagnostics.error_with_help(
                ident,
                format!("`{ident}` has no outcome in {which}"),
                help,
            );
            None
        }
    }
}

/// The first variant mapping to a target is its canonical source; every later one must say
/// `alias`, and `alias` anywhere else is a mistake.
fn check_aliases(variants: &[(OrdinalVariant<'_>, VariantAttrs)], diagnostics: &mut Diagnostics) {
    let mut first_by_target: HashMap<String, &Ident> = HashMap::new();
    let mut sharing: HashMap<String, usize> = HashMap::new();
    for (_, attrs) in variants {
        if let Some(to) = &attrs.to {
            *sharing.entry(to.target.key()).or_default() += 1;
        }
    }
    // A later variant whose missing `alias` is already explained by the misplaced one.
    let mut alias_moves_to: Option<&Ident> = None;
    for (index, (shape, attrs)) in variants.iter().enumerate() {
        let Some(to) = &attrs.to else { continue };
        let key = to.target.key();
        let shown = to.target.to_string();
        let ident = &shape.variant.ident;
        match (first_by_target.get(&key), &to.alias) {
            (None, None) => {
                first_by_target.insert(key, ident);
            }
            (None, Some(alias)) => {
                first_by_target.insert(key.clone(), ident);
                let later_without_alias = variants.iter().skip(index + 1).find(|(_, later)| {
                    later.to.as_ref().is_some_and(|later| {
                        later.target.key() == to.target.key() && later.alias.is_none()
                    })
                });
                if let Some((later, _)) = later_without_alias {
                    let later = &later.variant.ident;
                    alias_moves_to = Some(later);
                    diagnostics.error_with_help(
                        alias,
                        format!(
                            "`alias` marks the later sources of a shared target, but `{ident}` is \
                             the first variant mapping to `{shown}`"
                        ),
                        format!("move `alias` to `{later}`: `#[to({shown}, alias)]`"),
                    );
                } else if sharing.get(&key).copied().unwrap_or_default() > 1 {
                    diagnostics.error_with_help(
                        alias,
                        format!("`{ident}` is the first variant mapping to `{shown}`, so it is the canonical one"),
                        "`alias` belongs on the later variants that share this target; remove it here",
                    );
                } else {
                    diagnostics.error_with_help(
                        alias,
                        format!("`alias` on `{ident}`, but no other variant maps to `{shown}`"),
                        "`alias` marks a second source of a shared target; remove it",
                    );
                }
            }
            (Some(_), None) if alias_moves_to == Some(ident) => {}
            (Some(first), None) => diagnostics.error_with_note(
                &to.target,
                format!(
                    "`{ident}` maps to `{shown}`, which `{first}` already maps to\n\n\
                     = help: if two sources really share this target, write `#[to({shown}, alias)]`, or declare \
                     the whole crosswalk `many_to_one`"
                ),
                *first,
                format!("`{first}` maps to `{shown}` first here"),
            ),
            (Some(_), Some(_)) => {}
        }
    }
}

/// Under `many_to_one` every shared target is intended, so `alias` would be noise.
fn check_no_alias_under_many_to_one(
    variants: &[(OrdinalVariant<'_>, VariantAttrs)],
    diagnostics: &mut Diagnostics,
) {
    for (_, attrs) in variants {
        if let Some(alias) = attrs.to.as_ref().and_then(|to| to.alias.as_ref()) {
            diagnostics.error_with_help(
                alias,
                "`alias` is implied: this crosswalk is declared `many_to_one`",
                "remove `alias`; under `many_to_one` any number of variants may share a target",
            );
        }
    }
}

/// All targets are variants of an enum, or all are values of a number type; and only an enum
/// has a variant list for `unreached` to be checked against.
fn check_target_forms(
    variants: &[Variant],
    unreached: Option<&Ident>,
    diagnostics: &mut Diagnostics,
) {
    let mut targets = variants.iter().filter_map(Variant::target);
    let Some(first) = targets.next() else { return };
    if let Some(other) = targets.find(|other| other.is_value() != first.is_value()) {
        diagnostics.error_with_note(
            other,
            format!("`{other}` and `{first}` are different kinds of target: one a variant name, one a number"),
            first,
            format!("`{first}` is here\n\n= help: a target enum takes variant names, a number type (a tuple struct) takes numbers"),
        );
    }
    if let (true, Some(key)) = (first.is_value(), unreached) {
        diagnostics.error_with_help(
            key,
            "`unreached` lists variants of a target enum, but this crosswalk maps to numbers",
            "remove `unreached`; a number type has no variant list to check",
        );
    }
}

fn check_table_size(
    input: &DeriveInput,
    variants: &[Variant],
    base: u32,
    diagnostics: &mut Diagnostics,
) {
    let Some(highest) = variants.iter().max_by_key(|variant| variant.ordinal) else {
        return;
    };
    let (ident, ordinal) = (&highest.ident, highest.ordinal);
    let cells = u64::from(ordinal.saturating_sub(base)) + 1;
    if cells > MAX_CELLS {
        diagnostics.error_with_help(
            ident,
            format!(
                "`{ident}` has ordinal {ordinal}, so `{}` would need a table of {cells} cells from \
                 `base = {base}`, more than the {MAX_CELLS} a crosswalk allows",
                input.ident
            ),
            "a crosswalk is a dense table; raise `base` to the lowest mapped ordinal, or renumber the sparse variants",
        );
        return;
    }
    // `translate(self)` indexes a table by discriminant, from the lowest one (which may lie below
    // `base`) to the highest: that span is bounded too.
    let lowest = variants
        .iter()
        .map(|variant| variant.ordinal)
        .min()
        .unwrap_or(ordinal);
    let span = u64::from(ordinal - lowest.min(ordinal)) + 1;
    if span > MAX_CELLS {
        diagnostics.error_with_help(
            ident,
            format!(
                "the ordinals of `{}` span {lowest} to {ordinal}: {span} slots, more than the {MAX_CELLS} a crosswalk allows",
                input.ident
            ),
            "a crosswalk is a dense table; renumber the variants so they lie close together",
        );
    }
}

/// `a::b::C` as written, without the spaces token printing puts between segments.
pub(super) fn path_text(path: &Path) -> String {
    let segments: Vec<String> = path
        .segments
        .iter()
        .map(|segment| segment.ident.to_string())
        .collect();
    let joined = segments.join("::");
    if path.leading_colon.is_some() {
        format!("::{joined}")
    } else {
        joined
    }
}
