//! Emits the item as written (its marks taken out), with the checks at the top of the
//! function's body, its table in the docs, and the inverse beside it.

use super::item::Function;
use super::model::{Checks, Inverse, Model, Row};
use super::tokens::{
    first_where, is_any_word, is_group, is_punct, is_word, regroup, skip_attributes,
    skip_visibility, trees,
};
use proc_macro2::{Delimiter, Group, Span, TokenStream, TokenTree};

pub fn expand(model: &Model) -> TokenStream {
    let function = &model.item.function;
    let (mut trees, attributes_end) = match &model.item.conversion {
        None => (rebuilt_function(function, model), function.attributes_end),
        Some(conversion) => {
            let function = rebuilt_function(function, model);
            let mut body = trees(&conversion.body.stream());
            let (start, end) = conversion.function_range;
            if end <= body.len() && start <= end {
                body.splice(start..end, function);
            }
            let mut trees = conversion.trees.clone();
            set_group(&mut trees, conversion.body_at, &conversion.body, body);
            (trees, conversion.attributes_end)
        }
    };
    let docs = docs(&model.rows, model.unreached_docs.as_deref());
    splice(&mut trees, attributes_end, docs);
    let mut expanded: TokenStream = trees.into_iter().collect();
    if let Some(inverse) = &model.inverse {
        expanded.extend(inverse_function(inverse, function));
    }
    expanded
}

fn splice(trees: &mut Vec<TokenTree>, at: usize, tokens: TokenStream) {
    let at = at.min(trees.len());
    trees.splice(at..at, tokens);
}

fn set_group(trees: &mut [TokenTree], at: usize, group: &Group, inner: Vec<TokenTree>) {
    if let Some(slot) = trees.get_mut(at) {
        *slot = regroup(group, inner.into_iter().collect());
    }
}

/// The function's trees with its body rebuilt: the checks first, the marks taken out.
fn rebuilt_function(function: &Function, model: &Model) -> Vec<TokenTree> {
    let body = trees(&function.body.stream());
    let mut body = rebuilt(body, &model.site.path, model);
    let after_leading_items = leading_items_end(&body, inner_attributes_end(&body));
    splice(&mut body, after_leading_items, checks(&model.checks));
    let mut trees = function.trees.clone();
    set_group(&mut trees, function.body_at, &function.body, body);
    trees
}

/// `trees` with the `match` that `path` leads to given its emitted arms and its mark taken out.
fn rebuilt(mut trees: Vec<TokenTree>, path: &[usize], model: &Model) -> Vec<TokenTree> {
    let site = &model.site;
    if let Some((&at, rest)) = path.split_first() {
        if let Some(TokenTree::Group(group)) = trees.get(at).cloned() {
            let inner = rebuilt(super::tokens::trees(&group.stream()), rest, model);
            set_group(&mut trees, at, &group, inner);
        }
        return trees;
    }
    if let Some(slot) = trees.get_mut(site.arms_at) {
        *slot = regroup(&site.arms, model.arms.clone());
    }
    if let Some(mark) = site.mark_at {
        if mark + 2 <= trees.len() {
            trees.drain(mark..mark + 2);
        }
    }
    trees
}

/// The index after a block's inner attributes (`#![…]`), which must stay first.
fn inner_attributes_end(trees: &[TokenTree]) -> usize {
    let mut at = 0;
    while is_punct(trees.get(at), '#')
        && is_punct(trees.get(at + 1), '!')
        && is_group(trees.get(at + 2), Delimiter::Bracket)
    {
        at += 3;
    }
    at
}

/// The index after the items (`use`, `const`, `fn`, …) that open a block at `at`: the checks are a
/// statement, and an item after a statement is what `clippy::items_after_statements` reports.
fn leading_items_end(trees: &[TokenTree], mut at: usize) -> usize {
    const ENDS_AT_SEMICOLON: &[&str] = &["use", "const", "static", "type", "extern"];
    const ENDS_AT_BLOCK: &[&str] = &["fn", "struct", "enum", "union", "impl", "trait", "mod"];
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

/// Dead code that rustc checks and never runs. The targets keep the user's spans, so rustc
/// reports a shared target at the later arm's value and a missing one at `unreached`.
fn checks(checks: &Checks) -> TokenStream {
    let (items, sample, distinct) = (&checks.items, &checks.sample, &checks.distinct);
    let mut checked = allowed_items(items);
    if distinct.len() > 1 {
        let mut arms = TokenStream::new();
        for value in distinct {
            arms.extend(template!(value => #value => (),));
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
    if let Some((span, listed)) = &checks.unreached {
        let produced = &checks.produced;
        let scrutinee = crate::spans::map_spans(sample, &|_| *span);
        // rustc would offer to append an arm for each missing value after the last arm, which
        // does not apply to `unreached`; it makes no such offer when the last two arms come from
        // different expansion contexts. A guarded arm covers nothing.
        let no_arm_suggestion = template_spanned!(Span::mixed_site();  =>
            #[allow(unreachable_patterns)]
            _ if false => (),
        );
        let mut arms = TokenStream::new();
        for value in produced {
            arms.extend(template!(value => #[allow(unreachable_patterns)] #value => (),));
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
fn allowed_items(items: &[TokenStream]) -> TokenStream {
    let mut allowed = TokenStream::new();
    for item in items {
        allowed.extend(template!(item => #[allow(unused_imports, dead_code)] #item));
    }
    allowed
}

fn docs(rows: &[Row], unreached: Option<&[String]>) -> TokenStream {
    let mut lines = vec![
        String::new(),
        "**Translation table**, checked at compile time by `#[crosswalk::checked]`:".to_owned(),
        String::new(),
        "| source | target |".to_owned(),
        "|---|---|".to_owned(),
    ];
    for row in rows {
        let outcome = match &row.target {
            Some((text, false)) => format!("`{}`", cell(text)),
            Some((text, true)) => format!("`{}` (alias)", cell(text)),
            None => "hand-written".to_owned(),
        };
        lines.push(format!("| `{}` | {outcome} |", cell(&row.source)));
    }
    if let Some(listed) = unreached {
        lines.push(String::new());
        lines.push(if listed.is_empty() {
            "Every target value is produced.".to_owned()
        } else {
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

fn inverse_function(inverse: &Inverse, inverts: &Function) -> TokenStream {
    let Inverse {
        visibility,
        name,
        generics,
        where_clause,
        target_type,
        source_type,
        pairs,
        items,
    } = inverse;
    let constness = inverts.is_const.then_some(template!(=> const));
    let doc = format!(
        "The inverse of `{}`, generated by `#[crosswalk::checked]`: the source whose arm \
         produces `target`, or `None` where no arm does. A target that several arms produce \
         answers with the first of them (the first alternative of its pattern); hand-written \
         and guarded arms, and patterns that cannot be built back, are not inverted.",
        inverts.name
    );
    // A bare name in a pattern that names no constant in scope would bind anything: each target
    // and source is first named as a value, which fails to resolve loudly instead.
    let (mut named, mut arms) = (TokenStream::new(), TokenStream::new());
    for (cfg, target, source) in pairs {
        named.extend(template!(cfg, target, source => #cfg let _ = (#target, #source);));
        arms.extend(template!(cfg, target, source => #cfg #target => ::core::option::Option::Some(#source),));
    }
    let target = proc_macro2::Ident::new("target", Span::mixed_site());
    let items = allowed_items(items);
    let body = Group::new(
        Delimiter::Brace,
        template! {items, named, target, arms =>
            #items
            if false {
                #named
            }
            match #target {
                #arms
                _ => ::core::option::Option::None,
            }
        },
    );
    template! {
        doc, visibility, constness, name, generics, target, target_type, source_type, where_clause,
        body =>
        #[doc = #doc]
        #[allow(unreachable_patterns)]
        #[deny(unused_variables)]
        #[must_use]
        #visibility #constness fn #name #generics (#target: #target_type)
            -> ::core::option::Option<#source_type> #where_clause #body
    }
}
