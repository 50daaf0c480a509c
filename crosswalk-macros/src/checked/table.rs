//! Finds the translating `match`: the only outermost one, or the one marked `#[table]`.

use super::tokens::{
    first_where, is_attribute, is_group, is_punct, is_word, run, run_stream, trees,
};
use crate::diagnostics::error_with_help;
use proc_macro2::{Delimiter, Group, Ident, TokenStream, TokenTree};

pub const MARK: &str = "table";

/// Where the translating `match` is, and what its arms may read.
pub struct Site {
    /// The indices of the groups, from the body's trees inwards, that hold the `match`.
    pub path: Vec<usize>,
    pub keyword: Ident,
    pub scrutinee: TokenStream,
    pub arms_at: usize,
    pub arms: Group,
    /// The index of the `#` of `#[table]`, if the `match` is marked.
    pub mark_at: Option<usize>,
    pub scope: Scope,
}

pub enum Place {
    /// The body's value: the return type is the `match`'s type.
    Value,
    /// The body's value is `Some(match …)` or `Ok(match …)`: the return type wraps its type.
    Wrapped,
    Inside,
}

/// What the blocks around a `match` give its arms to read.
#[derive(Clone, Default)]
pub struct Scope {
    /// `let name = value;` statements before the `match`.
    pub locals: Vec<(Ident, Vec<TokenTree>)>,
    /// `use` and `const` items, the function's own block's first.
    pub items: Vec<TokenStream>,
    /// How many of `items` are in the function's own block, where the checks see them already.
    pub body_items: usize,
}

pub fn find(body: &Group, function: &Ident) -> syn::Result<Site> {
    let mut walker = Walker::default();
    walker.block(&trees(&body.stream()), 0, &Scope::default());
    let mut marked = false;
    for (site, _) in &walker.found {
        marked |= site.mark_at.is_some();
    }
    // The marked `match`es if there are any, else the outermost ones: one of them translates.
    let mut candidates = walker.found.into_iter().filter(|(site, depth)| {
        if marked {
            site.mark_at.is_some()
        } else {
            *depth == 0
        }
    });
    let found = candidates.next();
    if let Some((second, _)) = candidates.next() {
        let message = if marked {
            format!("`{function}` marks more than one `match` `#[table]`")
        } else {
            format!("`{function}` has more than one outermost `match`")
        };
        return Err(error_with_help(
            &second.keyword,
            message,
            "write `#[table]` before the one `match` that translates: `#[crosswalk::checked]` \
             checks one table per function",
        ));
    }
    let Some((site, _)) = found else {
        return Err(error_with_help(
            function,
            format!("`{function}` has no `match` for `#[crosswalk::checked]` to check"),
            "the form checks a function that translates with a `match`: its body, after `let` \
             and `use` statements, inside `Some(…)` or `Ok(…)`, or nested in a larger function \
             and marked `#[table]`",
        ));
    };
    Ok(site)
}

/// How the `match` stands in the function's `body`, which says whether the return type is its type.
pub fn place(body: &[TokenTree], site: &Site) -> Place {
    let last = body.len().wrapping_sub(1);
    let whole_group = |group: &Group| {
        let inner = trees(&group.stream());
        let keyword_at = if site.mark_at.is_some() { 2 } else { 0 };
        is_word(inner.get(keyword_at), "match") && site.arms_at + 1 == inner.len()
    };
    match site.path.as_slice() {
        [] if site.arms_at == last => Place::Value,
        [group_at] if *group_at == last && *group_at > 0 => {
            match (body.get(group_at - 1), body.get(*group_at)) {
                (Some(TokenTree::Ident(word)), Some(TokenTree::Group(group)))
                    if (word == "Some" || word == "Ok") && whole_group(group) =>
                {
                    Place::Wrapped
                }
                _ => Place::Inside,
            }
        }
        _ => Place::Inside,
    }
}

#[derive(Default)]
struct Walker {
    path: Vec<usize>,
    /// Every `match` found, with how many `match`es enclose it.
    found: Vec<(Site, usize)>,
}

impl Walker {
    fn block(&mut self, trees: &[TokenTree], depth: usize, outer: &Scope) {
        let in_body = self.path.is_empty();
        let mut scope = outer.clone();
        let mut at = 0;
        while at < trees.len() {
            // A statement may start at the first tree, and after a `;` or a block.
            let before = trees.get(at.wrapping_sub(1));
            if at == 0 || is_punct(before, ';') || is_group(before, Delimiter::Brace) {
                read_statement(trees, at, &mut scope, in_body);
            }
            if is_word(trees.get(at), "match") {
                at = self.found_match(trees, at, depth, &scope);
                continue;
            }
            self.descend(trees, at, depth, &scope);
            at += 1;
        }
    }

    /// Walks into the group at `trees[at]`, unless it is a macro's input.
    fn descend(&mut self, trees: &[TokenTree], at: usize, depth: usize, scope: &Scope) {
        let Some(TokenTree::Group(group)) = trees.get(at) else {
            return;
        };
        if at > 0 && is_punct(trees.get(at - 1), '!') {
            return;
        }
        self.path.push(at);
        self.block(&super::tokens::trees(&group.stream()), depth, scope);
        self.path.pop();
    }

    /// Records the `match` at `at`, walks inside it, and returns where the walk goes on.
    fn found_match(
        &mut self,
        trees: &[TokenTree],
        at: usize,
        depth: usize,
        scope: &Scope,
    ) -> usize {
        let Some(TokenTree::Ident(keyword)) = trees.get(at).cloned() else {
            return at + 1;
        };
        // A scrutinee that is itself a block (`match { … } { arms }`) is the only brace group
        // allowed right after the keyword.
        let first_brace = at + 1 + usize::from(is_group(trees.get(at + 1), Delimiter::Brace));
        let Some(arms_at) = first_where(trees, first_brace, trees.len(), |trees, at| {
            is_group(trees.get(at), Delimiter::Brace)
        }) else {
            return at + 1;
        };
        let Some(TokenTree::Group(arms)) = trees.get(arms_at).cloned() else {
            return at + 1;
        };
        let marked =
            at >= 2 && is_attribute(trees.get(at - 1), MARK) && is_punct(trees.get(at - 2), '#');
        for inner in at + 1..=arms_at {
            self.descend(trees, inner, depth + 1, scope);
        }
        let site = Site {
            path: self.path.clone(),
            keyword,
            scrutinee: run_stream(trees, at + 1, arms_at),
            arms_at,
            arms,
            mark_at: if marked { Some(at - 2) } else { None },
            scope: scope.clone(),
        };
        self.found.push((site, depth));
        arms_at + 1
    }
}

/// Adds what the statement at `at` gives an arm to read: `let name = value;` (not `mut`), `use`
/// and `const` items.
fn read_statement(trees: &[TokenTree], at: usize, scope: &mut Scope, in_body: bool) {
    let semicolon = first_where(trees, at, trees.len(), |trees, at| {
        is_punct(trees.get(at), ';')
    });
    let end = semicolon.unwrap_or(trees.len());
    let is_const_item = is_word(trees.get(at), "const")
        && matches!(trees.get(at + 1), Some(TokenTree::Ident(name)) if name != "fn" && name != "unsafe");
    if is_word(trees.get(at), "use") || is_const_item {
        let with_semicolon = (end + 1).min(trees.len());
        scope.items.push(run_stream(trees, at, with_semicolon));
        if in_body {
            scope.body_items = scope.items.len();
        }
        return;
    }
    if !is_word(trees.get(at), "let") || is_word(trees.get(at + 1), "mut") {
        return;
    }
    let Some(TokenTree::Ident(name)) = trees.get(at + 1) else {
        return;
    };
    let Some(equals) = first_where(trees, at + 2, end, |trees, at| {
        is_punct(trees.get(at), '=') && !is_punct(trees.get(at + 1), '=')
    }) else {
        return;
    };
    scope
        .locals
        .push((name.clone(), run(trees, equals + 1, end).to_vec()));
}
