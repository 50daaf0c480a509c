//! Emits the item as written (its marks taken out), with the checks at the top of the
//! function's body and its table in the docs.

use super::arms::{Arm, Value};
use super::item::Item;
use super::table::Site;
use super::tokens::{
    first_where, is_any_word, is_group, is_punct, is_word, regroup, skip_attributes,
    skip_visibility, text,
};
use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};

/// The item with the translating `match` given `arms` (its arms as emitted) and its mark taken
/// out, `checks` opening the function's body, and `docs` after the item's own attributes.
pub fn expand(
    item: &Item,
    site: &Site,
    arms: &TokenStream,
    checks: &TokenStream,
    docs: TokenStream,
) -> TokenStream {
    let mut trees = item.trees.clone();
    let mut match_path = item.body_path.clone();
    match_path.extend(&site.path);
    edit_group(&mut trees, &match_path, &mut |inside| {
        if let Some(slot) = inside.get_mut(site.arms_at) {
            *slot = regroup(&site.arms, arms.clone());
        }
        if let Some(mark) = site.mark_at {
            if mark + 2 <= inside.len() {
                inside.drain(mark..mark + 2);
            }
        }
    });
    edit_group(&mut trees, &item.body_path, &mut |body| {
        splice(body, leading_items_end(body), checks.clone());
    });
    splice(&mut trees, item.attributes_end, docs);
    trees.into_iter().collect()
}

fn splice(trees: &mut Vec<TokenTree>, at: usize, tokens: TokenStream) {
    let at = at.min(trees.len());
    trees.splice(at..at, tokens);
}

/// Applies `edit` to the trees of the group that `path` leads to, its indices outermost first.
fn edit_group(trees: &mut [TokenTree], path: &[usize], edit: &mut dyn FnMut(&mut Vec<TokenTree>)) {
    let Some((&at, rest)) = path.split_first() else {
        return;
    };
    let Some(TokenTree::Group(group)) = trees.get(at) else {
        return;
    };
    let mut inner = super::tokens::trees(&group.stream());
    if rest.is_empty() {
        edit(&mut inner);
    } else {
        edit_group(&mut inner, rest, edit);
    }
    let edited = regroup(group, inner.into_iter().collect());
    if let Some(slot) = trees.get_mut(at) {
        *slot = edited;
    }
}

/// The index after the inner attributes (`#![…]`), which must stay first, and the items (`use`,
/// `const`, `fn`, …) that open a block: the checks are a statement, and an item after a
/// statement is what `clippy::items_after_statements` reports.
fn leading_items_end(trees: &[TokenTree]) -> usize {
    const ENDS_AT_SEMICOLON: &[&str] = &["use", "const", "static", "type", "extern"];
    const ENDS_AT_BLOCK: &[&str] = &["fn", "struct", "enum", "union", "impl", "trait", "mod"];
    let mut at = 0;
    while is_punct(trees.get(at), '#')
        && is_punct(trees.get(at + 1), '!')
        && is_group(trees.get(at + 2), Delimiter::Bracket)
    {
        at += 3;
    }
    loop {
        let word_at = skip_visibility(trees, skip_attributes(trees, at));
        let starts_item = |words: &[&str]| is_any_word(trees.get(word_at), words);
        // `const fn`, `const { … }` blocks and `unsafe fn` are told apart by what ends them.
        let end = if starts_item(ENDS_AT_BLOCK)
            || (starts_item(&["const", "unsafe"]) && is_word(trees.get(word_at + 1), "fn"))
        {
            first_where(trees, word_at, trees.len(), |trees, at| {
                is_group(trees.get(at), Delimiter::Brace) || is_punct(trees.get(at), ';')
            })
        } else if starts_item(ENDS_AT_SEMICOLON)
            && !is_group(trees.get(word_at + 1), Delimiter::Brace)
        {
            first_where(trees, word_at, trees.len(), |trees, at| {
                is_punct(trees.get(at), ';')
            })
        } else {
            None
        };
        match end {
            Some(end) => at = end + 1,
            None => return at,
        }
    }
}

/// Dead code that rustc checks and never runs: a `match` over the `distinct` targets (a later
/// equal one is unreachable), and an exhaustive one over the `produced` targets and those
/// `unreached` lists (a target no arm produces). `sample`, one target value, is their scrutinee,
/// which gives them the target type; `items` are the `use` and `const` items they need. The
/// targets keep the user's spans, so rustc reports a shared target at the later arm's value and a
/// missing one at `unreached`.
pub fn checks(
    items: &[TokenStream],
    sample: &TokenStream,
    distinct: &[(&Arm, &Value)],
    produced: &[(&Arm, &Value)],
    unreached: Option<&(Span, Vec<TokenStream>)>,
) -> TokenStream {
    let mut checked = allowed_items(items);
    if distinct.len() > 1 {
        let mut arms = TokenStream::new();
        for (arm, target) in distinct {
            let (cfg, value) = (&arm.cfg, &target.tokens);
            arms.extend(template!(cfg, value => #cfg #value => (),));
        }
        checked.extend(template! {sample, arms =>
            #[deny(unreachable_patterns, unused_variables)]
            let _ = match #sample {
                #arms
                #[allow(unreachable_patterns)]
                _ => (),
            };
        });
    }
    if let Some((span, listed)) = unreached {
        let scrutinee = crate::spans::map_spans(sample, &|_| *span);
        // rustc would offer to append an arm for each missing value after the last arm, which
        // does not apply to `unreached`; it makes no such offer when the last two arms come from
        // different expansion contexts. A guarded arm covers nothing.
        let no_arm_suggestion = template_spanned!(Span::mixed_site();  =>
            #[allow(unreachable_patterns)]
            _ if false => (),
        );
        let mut arms = TokenStream::new();
        for (arm, target) in produced {
            let (cfg, value) = (&arm.cfg, &target.tokens);
            arms.extend(template!(cfg, value => #[allow(unreachable_patterns)] #cfg #value => (),));
        }
        for value in listed {
            arms.extend(template!(value => #value => (),));
        }
        checked.extend(template! {scrutinee, arms, no_arm_suggestion =>
            #[deny(unreachable_patterns, unused_variables)]
            let _ = match #scrutinee {
                #arms
                #no_arm_suggestion
            };
        });
    }
    template! {checked =>
        #[allow(clippy::all, clippy::pedantic, clippy::nursery)]
        if false {
            #checked
        }
    }
}

/// The `use` and `const` items of the blocks around the `match`, which the generated code repeats
/// where it needs them.
pub fn allowed_items(items: &[TokenStream]) -> TokenStream {
    let mut allowed = TokenStream::new();
    for item in items {
        allowed.extend(template!(item => #[allow(unused_imports, dead_code)] #item));
    }
    allowed
}

/// The table of the arms, and what `unreached` lists when it is given.
pub fn docs(arms: &[Arm], unreached: Option<&[TokenStream]>) -> TokenStream {
    let mut lines = vec![
        String::new(),
        "**Translation table**, checked at compile time by `#[crosswalk::checked]`:".to_owned(),
        String::new(),
        "| source | target |".to_owned(),
        "|---|---|".to_owned(),
    ];
    for arm in arms {
        let outcome = match (&arm.target, &arm.alias) {
            (Some(target), None) => format!("`{}`", cell(&target.text)),
            (Some(target), Some(_)) => format!("`{}` (alias)", cell(&target.text)),
            (None, _) => "hand-written".to_owned(),
        };
        lines.push(format!("| `{}` | {outcome} |", cell(&arm.source_text())));
    }
    if let Some(listed) = unreached {
        lines.push(String::new());
        lines.push(if listed.is_empty() {
            "Every target value is produced.".to_owned()
        } else {
            let listed: Vec<String> = listed.iter().map(text).collect();
            let listed = listed.join("`, `");
            format!("Every target value is produced but `{listed}`, which no arm produces.")
        });
    }
    let mut docs = TokenStream::new();
    for line in &lines {
        let line = syn::LitStr::new(line, Span::call_site());
        docs.extend(template!(line => #[doc = #line]));
    }
    docs
}

/// A `|` would end the cell.
fn cell(text: &str) -> String {
    text.replace('|', "\\|")
}
