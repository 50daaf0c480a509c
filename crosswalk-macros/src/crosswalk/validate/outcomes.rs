//! Each variant's one outcome in a crosswalk, and the rules on shared targets (`alias`).

use super::ResolvedCrosswalk;
use super::names::EntryName;
use super::resolve::OneEntry;
use crate::crosswalk::model::{Outcome, Source, TargetRef};
use crate::crosswalk::parse::{Alias, WrittenOutcome};
use crate::diagnostics::Diagnostics;
use crate::source::SourceVariant;
use std::collections::HashMap;
use syn::{Ident, LitStr};

/// The variant's one outcome, or `None` (reported) when it has none or several. `base` is a
/// literal `base` (0 where none is given), `None` for a constant expression.
pub fn outcome_of(
    variant: &SourceVariant,
    variant_entry: OneEntry<'_>,
    crosswalk: &ResolvedCrosswalk,
    source: &Source,
    base: Option<i128>,
    default_target: Option<&TargetRef>,
    diagnostics: &mut Diagnostics,
) -> Option<Outcome> {
    let (ident, ordinal) = (&variant.ident, variant.ordinal.known());
    // Without raw ordinals, `base` is reported and places nothing.
    let base = if source.raw_ordinals { base } else { Some(0) };
    // Where the ordinal or the base is evaluated, const evaluation checks this instead.
    let below_base = matches!((ordinal, base), (Some(ordinal), Some(base)) if ordinal < base);
    // Without an entry: the `on_oob` default below `base`, its namesake under `by_name`, or else
    // none (reported unless `already_reported`).
    let entry = match variant_entry {
        OneEntry::Found(entry) => entry,
        OneEntry::Missing { already_reported } => {
            if let (Some(target), true) = (default_target, below_base) {
                return Some(Outcome::Default {
                    target: target.clone(),
                });
            }
            if already_reported {
                return None;
            }
            // A declaration's variant has an entry unless its line is `=> ..`.
            if crosswalk.args.by_name.is_some() || source.on_a_holder() {
                // Written at the variant's name, where rustc reports a target with no namesake.
                return Some(Outcome::Mapped {
                    target: TargetRef::Name(ident.clone()),
                    alias: false,
                    one_way: false,
                });
            }
            let (to, reject, which) = match &crosswalk.entry_name {
                Some(EntryName { short: walk, .. }) => (
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
            return None;
        }
    };
    // `None`: malformed, and already reported.
    match entry.outcome.as_ref()? {
        WrittenOutcome::To { .. } if below_base => {
            let (ordinal, base) = (ordinal.unwrap_or_default(), base.unwrap_or_default());
            let help = if default_target.is_some() {
                format!(
                    "remove `#[to]` to let `{ident}` take the `on_oob` default, or lower `base` to {ordinal}"
                )
            } else {
                format!("lower `base` to {ordinal}, or mark `{ident}` `#[reject]`")
            };
            // At the variant alone, so that each variant below `base` is one error.
            diagnostics.error_with_help(
                &entry.written,
                format!(
                    "`{ident}` has ordinal {ordinal}, below `base = {base}`: no table cell holds it, so \
                     `translate_ordinal({ordinal})` could never give what `#[to]` declares"
                ),
                help,
            );
            None
        }
        WrittenOutcome::To { target, flags } => Some(Outcome::Mapped {
            target: target.clone(),
            alias: flags.alias.is_some(),
            one_way: flags.one_way.is_some(),
        }),
        written => failure(written, Shown::Variant, diagnostics),
    }
}

pub fn failure(
    written: &WrittenOutcome,
    shown: Shown,
    diagnostics: &mut Diagnostics,
) -> Option<Outcome> {
    let (WrittenOutcome::Reject { message } | WrittenOutcome::Unreachable { message }) = written
    else {
        return None;
    };
    check_message(message.as_ref(), shown, diagnostics);
    let message = message.clone();
    if matches!(written, WrittenOutcome::Reject { .. }) {
        Some(Outcome::Rejected { message })
    } else {
        Some(Outcome::Unreachable { message })
    }
}

pub struct Mapping<'a> {
    pub ident: &'a Ident,
    pub target: &'a TargetRef,
    pub alias: Option<&'a Alias>,
    pub one_way: Option<&'a Ident>,
}

/// The first variant mapping to a target is its canonical source; every later one must say
/// `alias` (but under `many_to_one`), and `alias` anywhere else is a mistake. A `one_way` mapping
/// never answers `from_target`, and shares its target with anyone. `by_const_evaluation`: the
/// targets are compared by the expansion; `declared`: the entries are a declaration's lines.
pub fn check_aliases(
    mappings: &[Mapping<'_>],
    many_to_one: bool,
    by_const_evaluation: bool,
    declared: bool,
    diagnostics: &mut Diagnostics,
) {
    for mapping in mappings {
        if let (Some(Alias::Written(alias)), Some(_)) = (mapping.alias, mapping.one_way) {
            diagnostics.error_with_help(
                alias,
                "`alias` is implied: this entry is `one_way`, so `from_target` never answers with it",
                "remove `alias`; a one-way entry shares its target with any other",
            );
        }
    }
    if by_const_evaluation {
        return;
    }
    if many_to_one {
        for mapping in mappings {
            if let (Some(Alias::Written(alias)), None) = (mapping.alias, mapping.one_way) {
                diagnostics.error_with_help(
                    alias,
                    "`alias` is implied: this crosswalk is declared `many_to_one`",
                    "remove `alias`; under `many_to_one` any number of variants may share a target",
                );
            }
        }
        return;
    }
    let mut first_by_target: HashMap<String, usize> = HashMap::default();
    // A later variant whose missing `alias` is already explained by the misplaced one.
    let mut alias_moves_to: Option<&Ident> = None;
    for (index, mapping) in mappings.iter().enumerate() {
        if mapping.one_way.is_some() {
            continue;
        }
        let key = mapping.target.key();
        let shown = mapping.target.to_string();
        let ident = mapping.ident;
        let first = first_by_target.get(&*key).and_then(|&at| mappings.get(at));
        match (first, mapping.alias) {
            // A line's later sources share its first one's target, even if it is left out.
            (None, None | Some(Alias::SameLine)) => {
                first_by_target.entry(key).or_insert(index);
            }
            (None, Some(Alias::Written(alias))) => {
                first_by_target.entry(key.clone()).or_insert(index);
                let (mut later_without_alias, mut sources) = (None, 0);
                for (other_index, other) in mappings.iter().enumerate() {
                    if other.one_way.is_some() || other.target.key() != key {
                        continue;
                    }
                    sources += 1;
                    if other_index > index && other.alias.is_none() && later_without_alias.is_none()
                    {
                        later_without_alias = Some(other);
                    }
                }
                let (message, help) = if let Some(later) = later_without_alias {
                    alias_moves_to = Some(later.ident);
                    (
                        format!(
                            "`alias` marks the later sources of a shared target, but `{ident}` is \
                             the first variant mapping to `{shown}`"
                        ),
                        format!(
                            "move `alias` to `{}`: {}",
                            later.ident,
                            aliased(later.ident, &shown, declared)
                        ),
                    )
                } else if sources > 1 {
                    (
                        format!("`{ident}` is the first variant mapping to `{shown}`, so it is the canonical one"),
                        "`alias` belongs on the later variants that share this target; remove it here".to_owned(),
                    )
                } else {
                    (
                        format!("`alias` on `{ident}`, but no other variant maps to `{shown}`"),
                        "`alias` marks a second source of a shared target; remove it".to_owned(),
                    )
                };
                diagnostics.error_with_help(alias, message, help);
            }
            (Some(_), None) if alias_moves_to == Some(ident) => {}
            (Some(&Mapping { ident: first, .. }), None) => diagnostics.error_with_note(
                &super::targets::written(mapping.target),
                format!("`{ident}` maps to `{shown}`, which `{first}` already maps to"),
                format!(
                    "if two sources really share this target, write {}, or declare the whole \
                     crosswalk `many_to_one`",
                    if declared {
                        format!(
                            "{} or name both on one line, `{first} | {ident} => {shown}`",
                            aliased(ident, &shown, true)
                        )
                    } else {
                        aliased(ident, &shown, false)
                    }
                ),
                &first,
                format!("`{first}` maps to `{shown}` first here"),
            ),
            (Some(_), Some(_)) => {}
        }
    }
}

fn aliased(variant: &Ident, target: &str, declared: bool) -> String {
    if declared {
        format!("`{variant} => ({target}, alias)`")
    } else {
        format!("`#[to({target}, alias)]`")
    }
}

/// Reports a target declared `unreached` that a variant reaches, or that is listed twice. (One
/// missing from the list is the generated exhaustive match's to report.)
pub fn check_declared_unreached(
    mappings: &[Mapping<'_>],
    unreached: &[Ident],
    diagnostics: &mut Diagnostics,
) {
    let mut seen: HashMap<String, usize> = HashMap::default();
    for (index, declared) in unreached.iter().enumerate() {
        // The note points at the closest earlier listing.
        let earlier = std::mem::replace(seen.entry(declared.to_string()).or_insert(index), index);
        let first = if earlier == index {
            None
        } else {
            unreached.get(earlier)
        };
        if let Some(first) = first {
            diagnostics.error_with_note(
                declared,
                format!("`{declared}` is listed twice in `unreached`"),
                "keep one",
                first,
                "first listed here",
            );
            continue;
        }
        for mapping in mappings {
            if !matches!(mapping.target, TargetRef::Name(target) if target == declared) {
                continue;
            }
            diagnostics.error_with_note(
                declared,
                format!(
                    "`{declared}` is declared unreached, but the variant `{}` maps to it",
                    mapping.ident
                ),
                format!("remove `{declared}` from `unreached`"),
                &super::targets::written(mapping.target),
                format!("`{}` reaches `{declared}` here", mapping.ident),
            );
            break;
        }
    }
}

/// What a message's placeholders can show besides `{ordinal}`.
#[derive(Clone, Copy)]
pub enum Shown {
    /// A variant's own outcome: `{variant}` too.
    Variant,
    /// The `_` line's: the macro cannot see the names of the variants it stands for.
    OtherVariants,
    /// An out-of-range ordinal's (`throw`): no variant has it.
    OutOfRange,
}

/// Reports a placeholder of `message` it cannot show, or a brace that opens or closes none, as
/// Rust's format strings do.
pub fn check_message(message: Option<&LitStr>, shown: Shown, diagnostics: &mut Diagnostics) {
    let Some(message) = message else { return };
    let text = message.value();
    let mut rest = text.as_str();
    let (problem, help) = loop {
        let Some(at) = rest.find(['{', '}']) else {
            return;
        };
        let after = rest.get(at..).unwrap_or_default();
        if after.starts_with("{{") || after.starts_with("}}") {
            rest = after.get(2..).unwrap_or_default();
            continue;
        }
        let (true, Some(closing)) = (after.starts_with('{'), after.find('}')) else {
            break (
                "this message has a brace that opens or closes no placeholder".to_owned(),
                "write `{{` or `}}` for a brace, as in a format string".to_owned(),
            );
        };
        rest = after.get(closing + 1..).unwrap_or_default();
        match (after.get(1..closing).unwrap_or_default(), shown) {
            ("ordinal", _) | ("variant", Shown::Variant) => {}
            ("variant", Shown::OtherVariants) => break (
                "`{variant}` cannot be shown on the `_` line: the macro sees only the names the \
                 lines write, not those of the variants `_` stands for"
                    .to_owned(),
                "write `{ordinal}` to show the variant's ordinal, or give the variant a line of its own"
                    .to_owned(),
            ),
            ("variant", Shown::OutOfRange) => break (
                "`{variant}` cannot be shown here: an out-of-range ordinal has no variant".to_owned(),
                "write `{ordinal}` to show the ordinal".to_owned(),
            ),
            (name, _) => {
                let which = match shown {
                    Shown::Variant => "`{variant}` and `{ordinal}`",
                    Shown::OtherVariants | Shown::OutOfRange => "`{ordinal}`",
                };
                break (
                    format!("unknown placeholder `{{{name}}}` in this message"),
                    format!("a message can show {which}; write `{{{{` or `}}}}` for a brace"),
                );
            }
        }
    };
    diagnostics.error_with_help(message, problem, help);
}
