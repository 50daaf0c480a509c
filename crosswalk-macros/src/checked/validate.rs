//! Checks what the macro itself can see (marks, targets written alike, the inverse's types) and
//! builds the model; targets that differ only in writing are left to rustc's checks.

use super::arms::{self, Arm, Value};
use super::item::{Function, Item};
use super::keys::{InverseKey, Keys};
use super::model::{Checks, Inverse, Model, Row};
use super::table::{Place, Site};
use super::tokens::{
    Angles, angle_arguments, is_punct, is_word, replace_self, run, run_stream, split_commas, text,
    trees,
};
use crate::diagnostics::Diagnostics;
use crate::template::comma_separated;
use proc_macro2::{Delimiter, Ident, TokenStream, TokenTree};
use std::collections::HashMap;

/// An arm and the target its body names, if it names one.
type ReadArm<'a> = (&'a Arm, Option<Value>);

/// A mapping arm, with its target as written for comparison.
type Produced<'a> = (String, &'a Arm, &'a Value);

pub fn validate(
    item: Item,
    site: Site,
    split: &arms::Arms,
    keys: &Keys,
    diagnostics: &mut Diagnostics,
) -> Option<Model> {
    let mut read = Vec::new();
    for arm in &split.arms {
        read.push((arm, arms::target(&arm.body, &site.locals)));
    }
    let mut written = Written::default();
    let (rows, distinct, produced) = targets(&read, &mut written, keys, diagnostics);
    // The checks' scrutinee comes from an arm under no `cfg` where there is one.
    let mut sample = produced.first();
    for candidate in &produced {
        if candidate.1.cfg.is_empty() {
            sample = Some(candidate);
            break;
        }
    }
    let Some((_, _, sample)) = sample else {
        diagnostics.error_with_help(
            &site.keyword,
            "no arm of this `match` has a target value for `#[crosswalk::checked]` to check",
            "a mapping arm's body names a target: a unit variant or constant (`Cond::Eq`), a \
             literal, or a tuple of them, bare or in `Some(…)` / `Ok(…)`",
        );
        return None;
    };
    let (unreached, unreached_docs) = match &keys.unreached {
        Some((span, listed)) => {
            let checked = check_unreached(listed, &produced, &written, diagnostics);
            let mut docs = Vec::new();
            for value in listed {
                docs.push(text(value));
            }
            (Some((*span, checked)), Some(docs))
        }
        None => (None, None),
    };
    let inverse = match &keys.inverse {
        Some(key) => inverse(&item, &site, keys, key, &read, diagnostics),
        None => None,
    };
    let mut items = Vec::new();
    for item in &site.items {
        if !item.in_body {
            items.push(item.tokens.clone());
        }
    }
    let mut produced_targets = Vec::new();
    for (_, arm, target) in &produced {
        produced_targets.push(under_cfg(arm, &target.tokens));
    }
    Some(Model {
        checks: Checks {
            items,
            sample: sample.tokens.clone(),
            distinct,
            produced: produced_targets,
            unreached,
        },
        arms: split.without_marks.clone(),
        rows,
        unreached_docs,
        inverse,
        item,
        site,
    })
}

/// Reports marks that do not apply and targets written like an earlier arm's; gives the docs'
/// rows, the targets left to rustc's one-to-one check, and every mapping arm.
fn targets<'a>(
    read: &'a [ReadArm<'a>],
    written: &mut Written,
    keys: &Keys,
    diagnostics: &mut Diagnostics,
) -> (Vec<Row>, Vec<TokenStream>, Vec<Produced<'a>>) {
    let mut rows = Vec::new();
    let mut distinct = Vec::new();
    let mut produced: Vec<Produced<'a>> = Vec::new();
    for (arm, target) in read {
        let source = source_text(arm);
        let Some(target) = target else {
            if let Some(mark) = &arm.alias {
                diagnostics.error_with_help(
                    mark,
                    "`#[alias]` marks an arm whose body is a target value; this arm's body is \
                     hand-written",
                    "remove `#[alias]`: hand-written arms are emitted as written and never checked",
                );
            }
            rows.push(Row {
                source,
                target: None,
            });
            continue;
        };
        let key = text(&target.tokens);
        let earlier = written.find(&key, &produced);
        match (&arm.alias, earlier) {
            (Some(mark), None) => diagnostics.error_with_help(
                mark,
                format!("`#[alias]` on an arm whose target `{key}` no earlier arm produces"),
                "remove `#[alias]`: it marks a second source of a target that an earlier arm \
                 already produces, written as that arm writes it",
            ),
            (None, Some((_, first, _))) if !keys.many_to_one => diagnostics.error_with_help(
                &run_stream(&arm.body, 0, arm.body.len()),
                format!(
                    "`{key}` is already the target of the arm `{}`",
                    source_text(first)
                ),
                "mark this arm `#[alias]` if both translate to it on purpose, or write \
                 `many_to_one` in `#[crosswalk::checked(…)]` when sources share targets \
                 throughout",
            ),
            _ => {}
        }
        if arm.alias.is_none() && !keys.many_to_one && earlier.is_none() {
            distinct.push(under_cfg(arm, &target.tokens));
        }
        rows.push(Row {
            source,
            target: Some((key.clone(), arm.alias.is_some())),
        });
        written.add(&key, produced.len());
        produced.push((key, arm, target));
    }
    (rows, distinct, produced)
}

fn under_cfg(arm: &Arm, tokens: &TokenStream) -> TokenStream {
    let cfg = &arm.cfg;
    template!(cfg, tokens => #cfg #tokens)
}

/// The pattern and guard of an arm, as the docs and messages show it.
fn source_text(arm: &Arm) -> String {
    let pattern = text(&arm.pattern.iter().cloned().collect());
    match &arm.guard {
        Some(guard) => format!("{pattern} if {}", text(guard)),
        None => pattern,
    }
}

/// The targets written so far, by their tokens and by last name where one says `Self::` (in the
/// target type's `impl`, `Self::Eq` is `Cond::Eq`); hashed, for linear time on large tables.
#[derive(Default)]
struct Written {
    exact: HashMap<String, usize>,
    /// Every target by its last name, and those written `Self::…` by theirs.
    by_last_name: HashMap<String, usize>,
    self_by_last_name: HashMap<String, usize>,
}

impl Written {
    fn add(&mut self, text: &str, index: usize) {
        self.exact.entry(text.to_owned()).or_insert(index);
        let last = last_name(text).to_owned();
        if text.starts_with("Self::") {
            self.self_by_last_name.entry(last.clone()).or_insert(index);
        }
        self.by_last_name.entry(last).or_insert(index);
    }

    /// The earlier mapping arm that produces `text`.
    fn find<'p, 'a>(&self, text: &str, produced: &'p [Produced<'a>]) -> Option<&'p Produced<'a>> {
        let by_last_name = if text.starts_with("Self::") {
            &self.by_last_name
        } else {
            &self.self_by_last_name
        };
        let index = match self.exact.get(text) {
            Some(index) => index,
            None => by_last_name.get(last_name(text))?,
        };
        produced.get(*index)
    }
}

fn last_name(text: &str) -> &str {
    text.rsplit("::").next().unwrap_or(text)
}

/// The values `unreached` lists, less those reported here, for rustc's check.
fn check_unreached(
    listed: &[TokenStream],
    produced: &[Produced<'_>],
    written: &Written,
    diagnostics: &mut Diagnostics,
) -> Vec<TokenStream> {
    let mut seen = std::collections::HashSet::new();
    let mut checked = Vec::new();
    for value in listed {
        let key = text(value);
        if arms::buildable(&trees(value)).is_none() {
            diagnostics.error_with_help(
                value,
                format!("`unreached` lists target values; `{key}` is not one"),
                "write each as the arms write their targets: a unit variant or constant \
                 (`Cond::Nv`), a literal, or a tuple of them",
            );
        } else if let Some((_, arm, _)) = written.find(&key, produced) {
            diagnostics.error_with_help(
                value,
                format!(
                    "`{key}` is listed in `unreached`, but the arm `{}` produces it",
                    source_text(arm)
                ),
                "remove it from `unreached`: the list names the target values no arm produces",
            );
        } else if seen.contains(&key) {
            diagnostics.error_with_help(
                value,
                format!("`{key}` is listed twice in `unreached`"),
                "keep one",
            );
        } else {
            checked.push(value.clone());
        }
        seen.insert(key);
    }
    checked
}

fn inverse(
    item: &Item,
    site: &Site,
    keys: &Keys,
    key: &InverseKey,
    read: &[ReadArm<'_>],
    diagnostics: &mut Diagnostics,
) -> Option<Inverse> {
    let function = &item.function;
    let name = &function.name;
    let in_trait_impl = item.conversion.is_none()
        && (name == "from" || name == "try_from")
        && matches!(&function.output, Some(output) if output.to_string().contains("Self"));
    if in_trait_impl {
        diagnostics.error_with_help(
            &key.key,
            format!("the inverse of `{name}` cannot go inside the trait's `impl`"),
            "put `#[crosswalk::checked(…)]` on the `impl` block instead: the inverse is then a \
             function beside it",
        );
        return None;
    }
    let (generics, where_clause, visibility, free_of) = match &item.conversion {
        None => (
            &function.generics,
            &function.where_clause,
            function.visibility.clone(),
            None,
        ),
        Some(conversion) => (
            &conversion.generics,
            &conversion.where_clause,
            TokenStream::new(),
            Some(&conversion.self_type),
        ),
    };
    // Beside an `impl` block, outside it, `Self` is spelt out.
    let outside = |tokens: TokenStream| match free_of {
        Some(self_type) => replace_self(&tokens, self_type),
        None => tokens,
    };
    let (mut all_wrapped, mut none_wrapped) = (true, true);
    let mut pairs = Vec::new();
    for (arm, target) in read {
        let Some(target) = target else {
            continue;
        };
        all_wrapped &= target.wrapped;
        none_wrapped &= !target.wrapped;
        if arm.guard.is_some() {
            continue;
        }
        // The first alternative of the pattern (split at its `|`) that can be built back.
        let (pattern, mut start, mut source) = (&arm.pattern, 0, None);
        while source.is_none() && start <= pattern.len() {
            let mut end = start;
            while end < pattern.len() && !is_punct(pattern.get(end), '|') {
                end += 1;
            }
            source = arms::buildable(run(pattern, start, end));
            start = end + 1;
        }
        if let Some(source) = source {
            let target = outside(target.tokens.clone());
            pairs.push((arm.cfg.clone(), target, outside(source)));
        }
    }
    // From the return type, where the `match` is the body's value: the return type itself, or
    // what its `Option` / `Result` wraps when every target is in `Some` / `Ok`.
    let output = function.output.as_ref();
    let target_type = match (&keys.to, site.place) {
        (Some(to), _) => Some(to.clone()),
        (None, Place::Value) if none_wrapped => output.cloned(),
        (None, Place::Value) if all_wrapped => wrapped_type(output),
        (None, Place::Wrapped) if none_wrapped => wrapped_type(output),
        _ => None,
    };
    let source_type = match &keys.from {
        Some(from) => Some(from.clone()),
        None => source_type(function, &site.scrutinee),
    };
    let missing = (target_type.is_none(), source_type.is_none());
    report_missing_types(name, &key.key, missing, diagnostics);
    if pairs.is_empty() {
        diagnostics.error_with_help(
            &key.key,
            format!("no arm of `{name}` can be inverted"),
            "the inverse answers for arms whose pattern can be built back (a unit variant, a \
             constant, a literal, or a tuple of them) and whose body is a target value",
        );
    }
    let mut items = Vec::new();
    for item in &site.items {
        items.push(outside(item.tokens.clone()));
    }
    Some(Inverse {
        visibility: key.visibility.clone().unwrap_or(visibility),
        name: key.name.clone(),
        generics: generics.clone(),
        where_clause: where_clause.clone(),
        target_type: outside(target_type?),
        source_type: outside(source_type?),
        pairs,
        items,
    })
}

/// The error for an inverse whose types the signature does not show, at the `inverse` key.
fn report_missing_types(
    name: &Ident,
    key: &Ident,
    missing: (bool, bool),
    diagnostics: &mut Diagnostics,
) {
    let (types, help) = match missing {
        (true, true) => (
            "the target and source types",
            "name them: `to = Cond, from = Op` (the types of the `match`'s target values and of \
             the value it is on)",
        ),
        (true, false) => (
            "the target type",
            "name it: `to = Cond` (the type of the `match`'s target values)",
        ),
        (false, true) => (
            "the source type",
            "name it: `from = Op` (the type of the value the `match` is on)",
        ),
        (false, false) => return,
    };
    diagnostics.error_with_help(
        key,
        format!("the inverse of `{name}` needs {types}, which its signature does not show"),
        help,
    );
}

fn wrapped_type(ty: Option<&TokenStream>) -> Option<TokenStream> {
    let trees = trees(ty?);
    let inner = angle_arguments(&trees, ["Option", "Result"])?;
    let pieces = split_commas(inner, Angles::in_type());
    let first = pieces.first()?;
    Some(run_stream(first, 0, first.len()))
}

/// The source type from the parameters the `match` is on: `op`, `(encoding, size)`, `self`.
fn source_type(function: &Function, scrutinee: &TokenStream) -> Option<TokenStream> {
    let parameter_type = |name: &Ident| {
        for parameter in &function.parameters {
            if parameter.name.as_ref() == Some(name) {
                return Some(without_reference(&parameter.ty));
            }
        }
        None
    };
    match trees(scrutinee).as_slice() {
        [TokenTree::Ident(word)] if word == "self" => Some(template!(=> Self)),
        [star, TokenTree::Ident(word)] if word == "self" && is_punct(Some(star), '*') => {
            Some(template!(=> Self))
        }
        [TokenTree::Ident(single)] => parameter_type(single),
        [TokenTree::Group(group)] if group.delimiter() == Delimiter::Parenthesis => {
            let mut types = Vec::new();
            for element in &split_commas(&trees(&group.stream()), Angles::in_expression()) {
                match element.as_slice() {
                    [TokenTree::Ident(single)] => types.push(parameter_type(single)?),
                    _ => return None,
                }
            }
            let types = comma_separated(types);
            Some(template!(types => (#types)))
        }
        _ => None,
    }
}

/// A parameter's type without its reference: the inverse builds the value itself.
fn without_reference(ty: &TokenStream) -> TokenStream {
    let trees = trees(ty);
    let mut at = 0;
    while is_punct(trees.get(at), '&') {
        at += 1;
        if is_punct(trees.get(at), '\'') {
            at += 2;
        }
        if is_word(trees.get(at), "mut") {
            at += 1;
        }
    }
    run_stream(&trees, at, trees.len())
}
