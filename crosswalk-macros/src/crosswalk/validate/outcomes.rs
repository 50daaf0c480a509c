//! Each variant's one outcome in a crosswalk, and the rules on shared targets (`alias`).

use super::claims::VariantClaim;
use crate::crosswalk::model::{Outcome, TargetRef, WalkName};
use crate::crosswalk::parse::Claim;
use crate::crosswalk::parse::args::Base;
use crate::diagnostics::{Diagnostics, error_with_help};
use std::collections::HashMap;
use syn::Ident;

/// A source variant as validation sees it: its name and ordinal.
pub struct Member<'a> {
    pub ident: &'a Ident,
    /// `None` for a discriminant only const evaluation knows.
    pub ordinal: Option<i128>,
}

/// The crosswalk-wide facts an outcome depends on.
pub struct Context<'a> {
    pub base: Option<&'a Base>,
    pub default_target: Option<&'a TargetRef>,
    pub name: Option<&'a WalkName>,
}

/// The variant's one outcome, or `None` (reported) when it has none or several.
pub fn outcome_of(
    member: &Member<'_>,
    claim: VariantClaim<'_>,
    context: &Context<'_>,
    diagnostics: &mut Diagnostics,
) -> Option<Outcome> {
    let Context {
        base,
        default_target,
        name,
    } = *context;
    let (ident, ordinal) = (member.ident, member.ordinal);
    let base_value = base.map_or(0, |base| base.value);
    // An evaluated discriminant's place is checked by const evaluation instead.
    let below_base = ordinal.is_some_and(|ordinal| ordinal < base_value);
    let ordinal = ordinal.unwrap_or(base_value);
    let entry = match claim {
        VariantClaim::Entry(entry) => Some(entry),
        VariantClaim::Nothing { .. } => None,
    };
    match entry.map(|entry| (entry, &entry.claim)) {
        // Malformed, and already reported.
        Some((_, None)) => None,
        Some((to, Some(Claim::To { .. }))) if below_base => {
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
        Some((_, Some(Claim::To { target, alias }))) => Some(Outcome::Mapped {
            target: target.clone(),
            alias: alias.is_some(),
        }),
        Some((_, Some(Claim::Reject { message }))) => Some(Outcome::Rejected {
            message: message.clone(),
        }),
        None => {
            if let Some(target) = default_target.filter(|_| below_base) {
                return Some(Outcome::Default {
                    target: target.clone(),
                });
            }
            if matches!(claim, VariantClaim::Nothing { excused: true }) {
                return None;
            }
            let walk = name.map(|name| name.short.as_str());
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

/// A variant's `#[to]` in one crosswalk, for the checks on shared targets.
pub struct Mapping<'a> {
    pub ident: &'a Ident,
    pub target: &'a TargetRef,
    pub alias: Option<&'a Ident>,
}

/// The first variant mapping to a target is its canonical source; every later one must say
/// `alias`, and `alias` anywhere else is a mistake. Under `many_to_one` sharing is the design, so
/// `alias` is the mistake.
pub fn check_aliases(mappings: &[Mapping<'_>], many_to_one: bool, diagnostics: &mut Diagnostics) {
    if many_to_one {
        for alias in mappings.iter().filter_map(|mapping| mapping.alias) {
            diagnostics.error_with_help(
                alias,
                "`alias` is implied: this crosswalk is declared `many_to_one`",
                "remove `alias`; under `many_to_one` any number of variants may share a target",
            );
        }
        return;
    }
    let mut first_by_target: HashMap<String, &Ident> = HashMap::new();
    let mut sharing: HashMap<String, usize> = HashMap::new();
    for mapping in mappings {
        *sharing.entry(mapping.target.key()).or_default() += 1;
    }
    // A later variant whose missing `alias` is already explained by the misplaced one.
    let mut alias_moves_to: Option<&Ident> = None;
    for (index, mapping) in mappings.iter().enumerate() {
        let key = mapping.target.key();
        let shown = mapping.target.to_string();
        let ident = mapping.ident;
        match (first_by_target.get(&key), mapping.alias) {
            (None, None) => {
                first_by_target.insert(key, ident);
            }
            (None, Some(alias)) => {
                first_by_target.insert(key.clone(), ident);
                let later_without_alias = mappings.iter().skip(index + 1).find(|later| {
                    later.target.key() == key && later.alias.is_none()
                });
                if let Some(later) = later_without_alias {
                    let later = later.ident;
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
                at(mapping.target),
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

/// All targets, the `default(…)` one included, are variants of an enum, or all are values of a
/// number type; and only an enum has a variant list for `unreached` to be checked against.
/// Returns the first target written (the entries' before the policy's), whose form is the
/// crosswalk's.
pub fn check_target_forms<'a>(
    outcomes: &'a [Outcome],
    default_target: Option<&'a TargetRef>,
    unreached: Option<&Ident>,
    diagnostics: &mut Diagnostics,
) -> Option<&'a TargetRef> {
    let mut targets = outcomes
        .iter()
        .filter_map(Outcome::target)
        .chain(default_target);
    let first = targets.next()?;
    if let Some(other) = targets.find(|other| other.is_value() != first.is_value()) {
        diagnostics.error_with_note(
            at(other),
            format!("`{other}` and `{first}` are different kinds of target: one a variant name, one a number"),
            at(first),
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
    Some(first)
}

/// The target as written, for pointing an error at it.
fn at(target: &TargetRef) -> proc_macro2::TokenTree {
    match target {
        TargetRef::Variant(ident) => ident.clone().into(),
        TargetRef::Value(literal) => literal.token().into(),
    }
}

/// A target declared `unreached` that a variant reaches after all: reported at the declaration,
/// naming the variant, so the fix is plain. (A target variant missing from the list is the
/// generated exhaustive match's to report: only rustc knows the target's variants.)
pub fn check_declared_unreached(
    mappings: &[Mapping<'_>],
    unreached: &[Ident],
    diagnostics: &mut Diagnostics,
) {
    let mut seen: HashMap<String, &Ident> = HashMap::new();
    for declared in unreached {
        if let Some(first) = seen.insert(declared.to_string(), declared) {
            diagnostics.error_with_note(
                declared,
                format!("`{declared}` is listed twice in `unreached`\n\n= help: keep one"),
                first,
                "first listed here",
            );
            continue;
        }
        let reaching = mappings.iter().find(
            |mapping| matches!(mapping.target, TargetRef::Variant(target) if target == declared),
        );
        if let Some(mapping) = reaching {
            diagnostics.error_with_note(
                declared,
                format!(
                    "`{declared}` is declared unreached, but the variant `{}` maps to it\n\n\
                     = help: remove `{declared}` from `unreached`",
                    mapping.ident
                ),
                at(mapping.target),
                format!("`{}` reaches `{declared}` here", mapping.ident),
            );
        }
    }
}
