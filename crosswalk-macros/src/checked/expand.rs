//! Emits the annotated item as written (the `#[alias]` and `#[table]` marks taken out), with the
//! checks inserted at the top of the function's body, its table in the docs, and the inverse
//! beside it.

use super::item::{Function, Item};
use super::model::{Checks, Inverse, Model, Row, RowOutcome};
use super::table::Site;
use super::tokens::{is_group, is_punct, is_word, regroup, respan, trees};
use proc_macro2::{Delimiter, Group, Span, TokenStream, TokenTree};
use quote::quote;

pub fn expand(model: &Model) -> TokenStream {
    let docs = docs(&model.rows, model.unreached_docs.as_deref());
    let inverse = model.inverse.as_ref().map(inverse);
    match &model.item {
        Item::Function(function) => {
            let mut trees = rebuilt_function(function, model);
            splice(&mut trees, function.attributes_end, docs);
            quote!(#(#trees)* #inverse)
        }
        Item::Conversion(conversion) => {
            let function = rebuilt_function(&conversion.function, model);
            let mut body = trees(&conversion.body.stream());
            let (start, end) = conversion.function_range;
            if end <= body.len() && start <= end {
                body.splice(start..end, function);
            }
            let mut trees = conversion.trees.clone();
            if let Some(slot) = trees.get_mut(conversion.body_at) {
                *slot = regroup(&conversion.body, body.into_iter().collect());
            }
            splice(&mut trees, conversion.attributes_end, docs);
            quote!(#(#trees)* #inverse)
        }
    }
}

fn splice(trees: &mut Vec<TokenTree>, at: usize, tokens: TokenStream) {
    let at = at.min(trees.len());
    trees.splice(at..at, tokens);
}

/// The function's trees with its body rebuilt: the checks first, the marks taken out.
fn rebuilt_function(function: &Function, model: &Model) -> Vec<TokenTree> {
    let mut body = rebuilt(
        trees(&function.body.stream()),
        &model.site.path,
        &model.site,
        &model.arms,
    );
    let after_leading_items = leading_items_end(&body, inner_attributes_end(&body));
    splice(&mut body, after_leading_items, checks(&model.checks));
    let mut trees = function.trees.clone();
    if let Some(slot) = trees.get_mut(function.body_at) {
        *slot = regroup(&function.body, body.into_iter().collect());
    }
    trees
}

/// `trees` with the `match` that `path` leads to given its emitted arms and its mark taken out.
fn rebuilt(
    mut trees: Vec<TokenTree>,
    path: &[usize],
    site: &Site,
    arms: &TokenStream,
) -> Vec<TokenTree> {
    match path.split_first() {
        Some((&at, rest)) => {
            if let Some(slot) = trees.get_mut(at) {
                if let TokenTree::Group(group) = slot.clone() {
                    let inner = rebuilt(super::tokens::trees(&group.stream()), rest, site, arms);
                    *slot = regroup(&group, inner.into_iter().collect());
                }
            }
            trees
        }
        None => {
            if let Some(slot) = trees.get_mut(site.arms_at) {
                *slot = regroup(&site.arms, arms.clone());
            }
            if let Some(mark) = site.mark_at {
                if mark + 2 <= trees.len() {
                    trees.drain(mark..mark + 2);
                }
            }
            trees
        }
    }
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
        let mut word_at = at;
        while is_punct(trees.get(word_at), '#')
            && is_group(trees.get(word_at + 1), Delimiter::Bracket)
        {
            word_at += 2;
        }
        if is_word(trees.get(word_at), "pub") {
            word_at += 1;
            if is_group(trees.get(word_at), Delimiter::Parenthesis) {
                word_at += 1;
            }
        }
        let starts_item =
            |words: &[&str]| words.iter().any(|word| is_word(trees.get(word_at), word));
        // `const fn`, `const { … }` blocks and `unsafe fn` are told apart by what ends them.
        let end = if starts_item(ENDS_AT_BLOCK)
            || (starts_item(&["const", "unsafe"]) && is_word(trees.get(word_at + 1), "fn"))
        {
            (word_at..trees.len()).find(|&index| {
                is_group(trees.get(index), Delimiter::Brace) || is_punct(trees.get(index), ';')
            })
        } else if starts_item(ENDS_AT_SEMICOLON)
            && !is_group(trees.get(word_at + 1), Delimiter::Brace)
        {
            (word_at..trees.len()).find(|&index| is_punct(trees.get(index), ';'))
        } else {
            None
        };
        match end {
            Some(end) => at = end + 1,
            None => return at,
        }
    }
}

/// Dead code that rustc checks and never runs. Every target pattern carries the user's own
/// spans, so rustc reports a shared target at the later arm's value and a missing one at
/// `unreached`.
fn checks(checks: &Checks) -> TokenStream {
    let Checks {
        items,
        sample,
        distinct,
        produced,
        unreached,
    } = checks;
    let one_to_one = (distinct.len() > 1).then(|| {
        quote! {
            #[deny(unreachable_patterns, unused_variables)]
            let _ = match #sample {
                #( #distinct => (), )*
                #[allow(unreachable_patterns)]
                _ => (),
            };
        }
    });
    let onto = unreached.as_ref().map(|(span, listed)| {
        let scrutinee = respan(sample, *span);
        // rustc would offer to append an arm for each missing value after the last arm, which
        // does not apply to `unreached`; it makes no such offer when the last two arms come from
        // different expansion contexts. A guarded arm covers nothing.
        let no_arm_suggestion = quote::quote_spanned!(Span::mixed_site()=>
            #[allow(unreachable_patterns)]
            _ if false => (),
        );
        quote! {
            #[deny(unreachable_patterns, unused_variables)]
            let _ = match #scrutinee {
                #( #[allow(unreachable_patterns)] #produced => (), )*
                #( #listed => (), )*
                #no_arm_suggestion
            };
        }
    });
    quote! {
        #[allow(clippy::all, clippy::pedantic, clippy::nursery)]
        if false {
            #( #[allow(unused_imports, dead_code)] #items )*
            #one_to_one
            #onto
        }
    }
}

/// The table, as doc lines appended to the item's own.
fn docs(rows: &[Row], unreached: Option<&[String]>) -> TokenStream {
    let mut lines = vec![
        String::new(),
        "**Translation table**, checked at compile time by `#[crosswalk::checked]`:".to_owned(),
        String::new(),
        "| source | target |".to_owned(),
        "|---|---|".to_owned(),
    ];
    for row in rows {
        let outcome = match &row.outcome {
            RowOutcome::Target { text, alias: false } => format!("`{}`", cell(text)),
            RowOutcome::Target { text, alias: true } => format!("`{}` (alias)", cell(text)),
            RowOutcome::HandWritten => "hand-written".to_owned(),
        };
        lines.push(format!("| `{}` | {outcome} |", cell(&row.source)));
    }
    match unreached {
        Some([]) => lines.extend([String::new(), "Every target value is produced.".to_owned()]),
        Some(listed) => {
            let listed: Vec<String> = listed.iter().map(|value| format!("`{value}`")).collect();
            lines.extend([
                String::new(),
                format!(
                    "Every target value is produced but {}, which no arm produces.",
                    listed.join(", ")
                ),
            ]);
        }
        None => {}
    }
    lines
        .iter()
        .map(|line| {
            let line = syn::LitStr::new(line, Span::call_site());
            quote!(#[doc = #line])
        })
        .collect()
}

/// Text for a table cell: a `|` would end the cell.
fn cell(text: &str) -> String {
    text.replace('|', "\\|")
}

fn inverse(inverse: &Inverse) -> TokenStream {
    let Inverse {
        visibility,
        name,
        inverts,
        is_const,
        generics,
        where_clause,
        target_type,
        source_type,
        pairs,
        items,
    } = inverse;
    let constness = is_const.then(|| quote!(const));
    let doc = format!(
        "The inverse of `{inverts}`, generated by `#[crosswalk::checked]`: the source whose arm \
         produces `target`, or `None` where no arm does. A target that several arms produce \
         answers with the first of them (the first alternative of its pattern); hand-written \
         and guarded arms, and patterns that cannot be built back, are not inverted."
    );
    let target = proc_macro2::Ident::new("target", Span::mixed_site());
    let cfgs = pairs.iter().map(|pair| &pair.cfg);
    let targets = pairs.iter().map(|pair| &pair.target);
    let sources = pairs.iter().map(|pair| &pair.source);
    let arms = quote!(#( #cfgs #targets => ::core::option::Option::Some(#sources), )*);
    // A bare name in a pattern that names no constant in scope would bind anything: each target
    // and source is first named as a value, which fails to resolve loudly instead.
    let cfgs = pairs.iter().map(|pair| &pair.cfg);
    let targets = pairs.iter().map(|pair| &pair.target);
    let sources = pairs.iter().map(|pair| &pair.source);
    let body = Group::new(
        Delimiter::Brace,
        quote! {
            #( #[allow(unused_imports, dead_code)] #items )*
            if false {
                #( #cfgs let _ = (#targets, #sources); )*
            }
            match #target {
                #arms
                _ => ::core::option::Option::None,
            }
        },
    );
    quote! {
        #[doc = #doc]
        #[allow(unreachable_patterns)]
        #[deny(unused_variables)]
        #[must_use]
        #visibility #constness fn #name #generics (#target: #target_type)
            -> ::core::option::Option<#source_type> #where_clause #body
    }
}
