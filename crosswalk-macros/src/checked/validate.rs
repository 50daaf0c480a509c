//! Checks what the macro itself can see (marks, targets written alike, the inverse's types) and
//! writes the expansion; targets that differ only in writing are left to rustc's checks.

use super::arms::{self, Arm, Arms, Value};
use super::expand;
use super::item::Item;
use super::keys::Keys;
use super::table::Site;
use super::tokens::{run_stream, text, trees};
use crate::diagnostics::Diagnostics;
use proc_macro2::TokenStream;
use std::collections::HashMap;

/// The expansion, or `None` where there is nothing to check, reported.
pub fn validate(
    item: &Item,
    site: &Site,
    split: &Arms,
    keys: &Keys,
    diagnostics: &mut Diagnostics,
) -> Option<TokenStream> {
    let written = targets(&split.arms, keys, diagnostics);
    let produced = &written.produced;
    // The checks' scrutinee comes from an arm under no `cfg` where there is one.
    let unconditional = produced.iter().find(|(arm, _)| arm.cfg.is_empty());
    let Some((_, sample)) = unconditional.or(produced.first()) else {
        diagnostics.error_with_help(
            &site.keyword,
            "no arm of this `match` has a target value for `#[crosswalk::checked]` to check",
            "a mapping arm's body names a target: a unit variant or constant (`Cond::Eq`), a \
             literal, or a tuple of them, bare or in `Some(…)` / `Ok(…)`",
        );
        return None;
    };
    let unreached = keys
        .unreached
        .as_ref()
        .map(|(span, listed)| (*span, check_unreached(listed, &written, diagnostics)));
    let inverse = match &keys.inverse {
        Some(key) => super::inverse::inverse(item, site, keys, key, &split.arms, diagnostics),
        None => None,
    };
    let scope = &site.scope;
    let items = scope.items.get(scope.body_items..).unwrap_or_default();
    let checks = expand::checks(
        items,
        &sample.tokens,
        &written.distinct,
        produced,
        unreached.as_ref(),
    );
    let listed = keys.unreached.as_ref().map(|(_, listed)| listed.as_slice());
    let docs = expand::docs(&split.arms, listed);
    let mut expanded = expand::expand(item, site, &split.without_marks, &checks, docs);
    expanded.extend(inverse);
    Some(expanded)
}

/// Reports marks that do not apply and targets written like an earlier arm's; gives the mapping
/// arms.
fn targets<'a>(arms: &'a [Arm], keys: &Keys, diagnostics: &mut Diagnostics) -> Written<'a> {
    let mut written = Written::default();
    for arm in arms {
        let Some(target) = &arm.target else {
            if let Some(mark) = &arm.alias {
                diagnostics.error_with_help(
                    mark,
                    "`#[alias]` marks an arm whose body is a target value; this arm's body is \
                     hand-written",
                    "remove `#[alias]`: hand-written arms are emitted as written and never checked",
                );
            }
            continue;
        };
        let key = &target.text;
        let earlier = written.find(key);
        match (&arm.alias, earlier) {
            (Some(mark), None) => diagnostics.error_with_help(
                mark,
                format!("`#[alias]` on an arm whose target `{key}` no earlier arm produces"),
                "remove `#[alias]`: it marks a second source of a target that an earlier arm \
                 already produces, written as that arm writes it",
            ),
            (None, Some((first, _))) if !keys.many_to_one => diagnostics.error_with_help(
                &run_stream(&arm.body, 0, arm.body.len()),
                format!(
                    "`{key}` is already the target of the arm `{}`",
                    first.source_text()
                ),
                "mark this arm `#[alias]` if both translate to it on purpose, or write \
                 `many_to_one` in `#[crosswalk::checked(…)]` when sources share targets \
                 throughout",
            ),
            _ => {}
        }
        if arm.alias.is_none() && !keys.many_to_one && earlier.is_none() {
            written.distinct.push((arm, target));
        }
        written.add(key, arm, target);
    }
    written
}

/// The mapping arms so far, with their targets found by their tokens and by last name where one
/// says `Self::` (in the target type's `impl`, `Self::Eq` is `Cond::Eq`); hashed, for linear time
/// on large tables.
#[derive(Default)]
struct Written<'a> {
    produced: Vec<(&'a Arm, &'a Value)>,
    /// The targets left to rustc's one-to-one check: none under `many_to_one`.
    distinct: Vec<(&'a Arm, &'a Value)>,
    exact: HashMap<String, usize>,
    /// Every target by its last name, and those written `Self::…` by theirs.
    by_last_name: HashMap<String, usize>,
    self_by_last_name: HashMap<String, usize>,
}

impl<'a> Written<'a> {
    fn add(&mut self, text: &str, arm: &'a Arm, target: &'a Value) {
        let index = self.produced.len();
        self.produced.push((arm, target));
        self.exact.entry(text.to_owned()).or_insert(index);
        let last = last_name(text).to_owned();
        if text.starts_with("Self::") {
            self.self_by_last_name.entry(last.clone()).or_insert(index);
        }
        self.by_last_name.entry(last).or_insert(index);
    }

    /// The earlier mapping arm that produces `text`.
    fn find(&self, text: &str) -> Option<&(&'a Arm, &'a Value)> {
        let by_last_name = if text.starts_with("Self::") {
            &self.by_last_name
        } else {
            &self.self_by_last_name
        };
        let index = match self.exact.get(text) {
            Some(index) => index,
            None => by_last_name.get(last_name(text))?,
        };
        self.produced.get(*index)
    }
}

fn last_name(text: &str) -> &str {
    text.rsplit("::").next().unwrap_or(text)
}

/// The values `unreached` lists, less those reported here, for rustc's check.
fn check_unreached(
    listed: &[TokenStream],
    written: &Written<'_>,
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
        } else if let Some((arm, _)) = written.find(&key) {
            diagnostics.error_with_help(
                value,
                format!(
                    "`{key}` is listed in `unreached`, but the arm `{}` produces it",
                    arm.source_text()
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
