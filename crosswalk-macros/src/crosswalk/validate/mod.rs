//! The second stage: checks what was parsed and computes the model. Every problem is reported,
//! each once; the model exists only when there are none.

mod names;
mod outcomes;
mod resolve;
mod targets;
mod visibility;

pub use resolve::{OneEntry, Resolved, ResolvedCrosswalk, resolve};

use super::model::{
    self, Crosswalk, CrosswalkName, Declaration, MAX_CELLS, Outcome, OwnError, Policy, Source,
    TargetRef,
};
use super::parse::{Args, Base, Entry, WrittenOutcome};
use super::plan;
use crate::diagnostics::Diagnostics;
use outcomes::{Mapping, Shown, check_message};

/// The model of `resolved`, or `resolved` back, for the placeholders, when it has problems.
pub fn validate(
    resolved: Resolved,
    diagnostics: &mut Diagnostics,
) -> Result<Declaration, Box<Resolved>> {
    let source = &resolved.source;
    let mut crosswalks = Vec::with_capacity(resolved.crosswalks.len());
    let mut complete = true;
    // The enum's too-large tables reported so far, each once however many crosswalks it has.
    let mut sizes_reported = Vec::new();
    for (index, facts) in resolved.crosswalks.iter().enumerate() {
        // Reported as a second unnamed crosswalk, so there is no model.
        if facts.repeats_unnamed {
            continue;
        }
        // `by_name` maps nothing on a declaration, whose lines each give an outcome.
        if let (Some(by_name), true) = (&facts.args.by_name, source.on_a_holder()) {
            diagnostics.error_with_help(
                by_name,
                "a declaration's lines each give their variant's outcome, so `by_name` maps nothing",
                "remove `by_name`, and map the namesakes on a line of their own, `Add | Sub => ..`",
            );
        }
        match crosswalk(facts, &resolved, index, &mut sizes_reported, diagnostics) {
            Some(crosswalk) => crosswalks.push(crosswalk),
            None => complete = false,
        }
    }
    if complete && !diagnostics.has_errors() {
        Ok(Declaration {
            source: resolved.source,
            crosswalks,
        })
    } else {
        Err(Box::new(resolved))
    }
}

fn crosswalk(
    resolved: &ResolvedCrosswalk,
    declaration: &Resolved,
    index: usize,
    sizes_reported: &mut Vec<Option<i128>>,
    diagnostics: &mut Diagnostics,
) -> Option<Crosswalk> {
    let (source, entries) = (&declaration.source, declaration.entries.of(index));
    let (args, name) = (&resolved.args, &resolved.name);
    // A base that cannot exist is one error, not one per variant placed from it.
    let base = checked_base(args.base.as_ref(), source, diagnostics)?;
    let base_value = base.number();
    check_raw_keys(args, source, diagnostics);
    names::check_suffix(args, name, diagnostics);
    targets::check_builder(args, diagnostics);
    let policy = policy(resolved, diagnostics);
    let default_target = policy.default_target();
    let mut each = Vec::with_capacity(source.variants.len());
    for (index, variant) in source.variants.iter().enumerate() {
        let one = match entries.get(index) {
            Some(one) => *one,
            None => OneEntry::Missing {
                already_reported: false,
            },
        };
        let mut outcome = outcomes::outcome_of(
            variant,
            one,
            resolved,
            source,
            base_value,
            default_target,
            diagnostics,
        );
        // A default's target is the policy's, read (and its problems reported) once already.
        if let Some(Outcome::Mapped { target, .. }) = &mut outcome {
            *target = targets::read(resolved, target.clone(), diagnostics);
        }
        each.push(outcome);
    }
    let wildcard = wildcard_outcome_of(declaration.wildcard_line.as_ref(), resolved, diagnostics);
    check_shared_targets(resolved, source, &each, &entries, diagnostics);
    // A variant without an outcome leaves no targets to judge the others by.
    let outcomes: Vec<Outcome> = (each.into_iter().collect::<Option<_>>()).unwrap_or_default();
    let unreachable = |outcome: &Outcome| matches!(outcome, Outcome::Unreachable { .. });
    let panics = wildcard.iter().chain(&outcomes).any(unreachable);
    let written = model::written_targets(&outcomes, wildcard.as_ref(), default_target);
    let target = targets::target(resolved, &written, diagnostics);
    check_size(source, base_value, sizes_reported, diagnostics);
    check_convert(args, name, diagnostics);
    visibility::check_visibility(args.vis.as_ref(), source, diagnostics);
    let target = target?;
    if outcomes.len() != source.variants.len() || diagnostics.has_errors() {
        return None;
    }
    let layout = plan::decide(
        &source.variants,
        &plan::Shape {
            base: base_value,
            checked: resolved.fallible || panics,
            soft_default: default_target.is_some(),
            has_wildcard_line: wildcard.is_some(),
            carries_data: source.carries_data(),
        },
    );
    Some(Crosswalk {
        name: name.clone(),
        methods: resolved.methods.clone(),
        target,
        base,
        policy,
        outcomes,
        wildcard,
        fallible: resolved.fallible,
        panics,
        many_to_one: args.many_to_one.is_some(),
        unreached: args.unreached.clone(),
        converts: resolved.converts,
        visibility: args.vis.clone(),
        own_error: own_error(args),
        layout,
    })
}

fn own_error(args: &Args) -> Option<OwnError> {
    // Its function is rustc's to check.
    let (Some(error), Some(from)) = (&args.error, &args.error_from) else {
        return None;
    };
    Some(OwnError {
        error: error.clone(),
        text: match crate::naming::type_text(error) {
            (path, true) => format!("[`{path}`]"),
            (other, false) => format!("`{other}`"),
        },
        from: from.clone(),
    })
}

fn policy(resolved: &ResolvedCrosswalk, diagnostics: &mut Diagnostics) -> Policy {
    let mut policy = match &resolved.args.policy {
        Some(policy) => policy.clone(),
        None => Policy::Throw { message: None },
    };
    match &mut policy {
        Policy::Default { target } => {
            *target = targets::read(resolved, target.clone(), diagnostics);
        }
        Policy::Throw { message } => {
            check_message(message.as_ref(), Shown::OutOfRange, diagnostics);
        }
        // The function's signature and const-ness are rustc's to check, at the path written.
        Policy::Compute { .. } => {}
    }
    policy
}

fn check_shared_targets(
    resolved: &ResolvedCrosswalk,
    source: &Source,
    outcomes: &[Option<Outcome>],
    variant_entries: &[OneEntry<'_>],
    diagnostics: &mut Diagnostics,
) {
    let args = &resolved.args;
    // The macro compares names and literals; a constant (`MAX` of a primitive) or a constant
    // expression only const evaluation does.
    let mut by_const_evaluation = args.target_ordinal.is_some();
    let mut mappings = Vec::new();
    for (index, variant) in source.variants.iter().enumerate() {
        let (Some(Some(Outcome::Mapped { target, .. })), Some(one)) =
            (outcomes.get(index), variant_entries.get(index))
        else {
            continue;
        };
        // A variant mapped by name (`by_name`) has no entry, and so no flags.
        let (alias, one_way) = match one {
            OneEntry::Found(Entry {
                outcome: Some(WrittenOutcome::To { flags, .. }),
                ..
            }) => (flags.alias.as_ref(), flags.one_way.as_ref()),
            OneEntry::Found(_) => continue,
            OneEntry::Missing { .. } => (None, None),
        };
        by_const_evaluation |= match target {
            TargetRef::Name(_) => resolved.primitive.is_some(),
            TargetRef::Number(_) => false,
            TargetRef::Constant { .. } => !targets::is_literal(target),
            TargetRef::Combined { .. } => true,
        };
        mappings.push(Mapping {
            ident: &variant.ident,
            target,
            alias,
            one_way,
        });
    }
    outcomes::check_aliases(
        &mappings,
        args.many_to_one.is_some(),
        by_const_evaluation,
        source.on_a_holder(),
        diagnostics,
    );
    if let Some(unreached) = &args.unreached {
        outcomes::check_declared_unreached(&mappings, &unreached.variants, diagnostics);
    }
}

/// A declaration's `_ => …`: its outcome, where flags mean nothing.
fn wildcard_outcome_of(
    entry: Option<&Entry>,
    resolved: &ResolvedCrosswalk,
    diagnostics: &mut Diagnostics,
) -> Option<Outcome> {
    match entry?.outcome.as_ref()? {
        WrittenOutcome::To { target, flags } => {
            let flag = flags.one_way.as_ref().or(match &flags.alias {
                Some(super::parse::Alias::Written(alias)) => Some(alias),
                _ => None,
            });
            if let Some(flag) = flag {
                diagnostics.error_with_help(
                    flag,
                    format!("`{flag}` means nothing on the `_` line"),
                    "the variants `_` stands for are never the answer of `from_target`; remove the flag",
                );
            }
            Some(Outcome::Mapped {
                target: targets::read(resolved, target.clone(), diagnostics),
                alias: false,
                one_way: true,
            })
        }
        written => outcomes::failure(written, Shown::OtherVariants, diagnostics),
    }
}

fn check_raw_keys(args: &Args, source: &Source, diagnostics: &mut Diagnostics) {
    if source.raw_ordinals {
        return;
    }
    let name = crate::naming::last_segment(&source.path);
    let problem = format!(
        "`{name}` has no raw ordinals to translate: its variants carry fields, and no `#[repr]` \
         gives them discriminants a caller can hold"
    );
    let repr = "or give the enum a primitive `#[repr(u8)]` and literal discriminants, to translate \
                its tags too";
    if let Some(base) = &args.base {
        let help = format!("remove `base`, which says where the raw ordinals start; {repr}");
        diagnostics.error_with_help(&base.written, problem.as_str(), help);
    }
    if let Some(on_oob) = &args.on_oob_key {
        let help =
            format!("remove `on_oob`, which says what an unknown raw ordinal becomes; {repr}");
        diagnostics.error_with_help(on_oob, problem, help);
    }
}

fn check_convert(args: &Args, name: &CrosswalkName, diagnostics: &mut Diagnostics) {
    if let (Some(convert), CrosswalkName::Primary, None) = (&args.convert, name, &args.vis) {
        diagnostics.error_with_help(
            convert,
            "`convert` is implied: an enum's unnamed crosswalk always implements `From` (or \
             `TryFrom`)",
            "remove `convert`",
        );
    }
}

/// The model's `base` (0 where none is given), or `None` when it is reported: a literal outside
/// the ordinal type, or a constant expression where the macro lays the enum out itself.
fn checked_base(
    base: Option<&Base>,
    source: &Source,
    diagnostics: &mut Diagnostics,
) -> Option<model::Base> {
    let repr = source.ordinal_type;
    let Some(written) = base else {
        return Some(model::Base::Number(0));
    };
    let value = match written.value {
        Some(value) if repr.holds(value) => return Some(model::Base::Number(value)),
        Some(value) => value,
        None if source.raw_ordinals && source.carries_data() => {
            diagnostics.error_with_help(
                &written.written,
                "`base` of an enum whose variants carry fields takes an integer literal",
                "write the base's value, e.g. `base = 1`: the macro lays such an enum's tables out \
                 itself, as it does its literal discriminants",
            );
            return None;
        }
        None => return Some(model::Base::Expression(written.written.clone())),
    };
    let (low, high) = repr.range();
    let name = repr.name();
    let wider = if value < 0 {
        "a signed `#[repr(…)]` such as `#[repr(i32)]`"
    } else {
        "a wider `#[repr(…)]`"
    };
    diagnostics.error_with_help(
        &written.written,
        format!("`base = {value}` does not fit in {name}, the type of this enum's ordinals"),
        format!("`base` is an ordinal: use {low}..={high}, or give the enum {wider}"),
    );
    None
}

/// Reports a table larger than [`MAX_CELLS`] (from a constant `base`, const evaluation does),
/// unless an earlier crosswalk of the enum reported it: `reported` holds the `base` of each table
/// reported, `None` for the span of the ordinals.
fn check_size(
    source: &Source,
    base: Option<i128>,
    reported: &mut Vec<Option<i128>>,
    diagnostics: &mut Diagnostics,
) {
    let enum_ident = crate::naming::last_segment(&source.path);
    // The last of the highest, and the lowest: `translate(self)` indexes a table from the lowest
    // discriminant, which may lie below `base`.
    let mut highest: Option<(&syn::Ident, i128)> = None;
    let mut lowest = i128::MAX;
    for variant in &source.variants {
        let Some(ordinal) = variant.ordinal.known() else {
            continue;
        };
        lowest = lowest.min(ordinal);
        match highest {
            Some((_, high)) if high > ordinal => {}
            _ => highest = Some((&variant.ident, ordinal)),
        }
    }
    let Some((ident, ordinal)) = highest else {
        return;
    };
    let max_cells = i128::try_from(MAX_CELLS).unwrap_or(i128::MAX);
    let span = ordinal - lowest + 1;
    let cells = (ordinal - base.unwrap_or(ordinal)).max(0) + 1;
    let (problem, message, help) = match base {
        Some(base) if cells > max_cells => (
            Some(base),
            format!(
                "`{ident}` has ordinal {ordinal}, so `{enum_ident}` would need a table of {cells} cells from \
                 `base = {base}`, more than the {MAX_CELLS} a crosswalk allows"
            ),
            "a crosswalk is a dense table; raise `base` to the lowest mapped ordinal, or renumber the sparse variants",
        ),
        _ if span > max_cells => (
            None,
            format!(
                "the ordinals of `{enum_ident}` span {lowest} to {ordinal}: {span} slots, more than the {MAX_CELLS} a crosswalk allows"
            ),
            "a crosswalk is a dense table; renumber the variants so they lie close together",
        ),
        _ => return,
    };
    if reported.contains(&problem) {
        return;
    }
    reported.push(problem);
    diagnostics.error_with_help(ident, message, help);
}
