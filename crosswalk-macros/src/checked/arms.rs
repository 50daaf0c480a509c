//! Splits the translating `match` into its arms and reads each arm's body: a target value (a
//! mapping arm), or anything else (a hand-written arm, never checked).

use super::tokens::{
    Angles, is_any_word, is_attribute, is_fat_arrow, is_group, is_path_separator, is_punct,
    is_word, regroup, run, run_stream, split_commas, text, trees,
};
use crate::diagnostics::error_with_help;
use crate::template::comma_separated;
use proc_macro2::{Delimiter, Ident, TokenStream, TokenTree};

pub const ALIAS: &str = "alias";

pub struct Arm {
    pub alias: Option<TokenStream>,
    /// The arm's `#[cfg]` and `#[cfg_attr]`, for the arms the checks and the inverse write for it.
    pub cfg: TokenStream,
    pub pattern: Vec<TokenTree>,
    pub guard: Option<TokenStream>,
    pub body: Vec<TokenTree>,
    /// The target value the body names, with `locals` read through; `None` for a hand-written arm.
    pub target: Option<Value>,
}

impl Arm {
    /// The pattern and guard, as the docs and messages show them.
    pub fn source_text(&self) -> String {
        let pattern = text(&self.pattern.iter().cloned().collect());
        match &self.guard {
            Some(guard) => format!("{pattern} if {}", text(guard)),
            None => pattern,
        }
    }
}

/// The arms of a `match`, and their trees as emitted: without the `#[alias]` marks.
pub struct Arms {
    pub arms: Vec<Arm>,
    pub without_marks: TokenStream,
}

pub fn split(stream: &TokenStream, locals: &[(Ident, Vec<TokenTree>)]) -> syn::Result<Arms> {
    let trees = trees(stream);
    let mut arms = Vec::new();
    let mut without_marks = TokenStream::new();
    let mut at = 0;
    while at < trees.len() {
        let mut alias = None;
        let mut cfg = TokenStream::new();
        while is_punct(trees.get(at), '#') && is_group(trees.get(at + 1), Delimiter::Bracket) {
            let attribute = run_stream(&trees, at, at + 2);
            if is_attribute(trees.get(at + 1), ALIAS) {
                alias = Some(attribute);
            } else {
                if is_attribute(trees.get(at + 1), "cfg")
                    || is_attribute(trees.get(at + 1), "cfg_attr")
                {
                    cfg.extend(attribute.clone());
                }
                without_marks.extend(attribute);
            }
            at += 2;
        }
        let pattern_start = at;
        let mut angles = Angles::in_expression();
        while at < trees.len()
            && !is_fat_arrow(&trees, at)
            && (angles.open() || !is_word(trees.get(at), "if"))
        {
            angles.step(&trees, at);
            at += 1;
        }
        let pattern = run(&trees, pattern_start, at).to_vec();
        let guard_start = at;
        while at < trees.len() && !is_fat_arrow(&trees, at) {
            at += 1;
        }
        let guard = (guard_start < at).then(|| run_stream(&trees, guard_start + 1, at));
        if at >= trees.len() {
            return Err(error_with_help(
                &run_stream(&trees, pattern_start, trees.len()),
                "`#[crosswalk::checked]` cannot read this arm",
                "an arm is `PATTERN => VALUE,` or `PATTERN if GUARD => VALUE,`",
            ));
        }
        let body_start = at + 2;
        let body_end = end_of_body(&trees, body_start);
        let end = body_end + usize::from(is_punct(trees.get(body_end), ','));
        without_marks.extend(run_stream(&trees, pattern_start, end));
        let body = run(&trees, body_start, body_end);
        arms.push(Arm {
            alias,
            cfg,
            pattern,
            guard,
            target: target(body, locals),
            body: body.to_vec(),
        });
        at = end;
    }
    Ok(Arms {
        arms,
        without_marks,
    })
}

/// Where an arm's body that starts at `start` ends: at the comma after it, or after a block or
/// block-like body (`if`, `match`, `loop`…), whose comma Rust lets go.
fn end_of_body(trees: &[TokenTree], start: usize) -> usize {
    let block_like = ["if", "match", "loop", "while", "for", "unsafe"];
    let at = if is_group(trees.get(start), Delimiter::Brace) {
        start + 1
    } else if is_any_word(trees.get(start), &block_like) {
        end_of_block_like(trees, start)
    } else {
        return end_of_expression(trees, start);
    };
    if is_punct(trees.get(at), '.') || is_punct(trees.get(at), '?') {
        return end_of_expression(trees, at);
    }
    at
}

/// The index after a block-like expression starting at `at`: its first block, and for `if` the
/// `else` chain after it.
fn end_of_block_like(trees: &[TokenTree], at: usize) -> usize {
    let mut index = at + 1;
    if is_word(trees.get(at), "match") && is_group(trees.get(index), Delimiter::Brace) {
        index += 1;
    }
    while index < trees.len() && !is_group(trees.get(index), Delimiter::Brace) {
        index += 1;
    }
    index += 1;
    if is_word(trees.get(at), "if") && is_word(trees.get(index), "else") {
        if is_word(trees.get(index + 1), "if") {
            return end_of_block_like(trees, index + 1);
        }
        index += 2;
    }
    index.min(trees.len())
}

/// The index of the comma that ends an expression starting at `at` (commas inside a closure's
/// parameters and a turbofish excepted), or the end.
fn end_of_expression(trees: &[TokenTree], mut at: usize) -> usize {
    if is_word(trees.get(at), "move") {
        at += 1;
    }
    if is_punct(trees.get(at), '|') {
        at += 1;
        while at < trees.len() && !is_punct(trees.get(at), '|') {
            at += 1;
        }
        at += 1;
    }
    let mut angles = Angles::in_expression();
    while at < trees.len() {
        angles.step(trees, at);
        if !angles.open() && is_punct(trees.get(at), ',') {
            break;
        }
        at += 1;
    }
    at.min(trees.len())
}

/// A target value an arm's body names: a constant or unit variant, a literal, or a tuple of
/// them, with locals bound to such values read through (replaced by their values).
pub struct Value {
    pub tokens: TokenStream,
    /// The tokens as the docs and messages write them, and as targets are compared.
    pub text: String,
    /// Whether the value was written inside `Some(…)` or `Ok(…)`.
    pub wrapped: bool,
}

fn target(body: &[TokenTree], locals: &[(Ident, Vec<TokenTree>)]) -> Option<Value> {
    if is_option_none(body) {
        return None;
    }
    let inner = unwrap_constructor(body);
    let tokens = value(inner.as_deref().unwrap_or(body), Some(locals), 0)?;
    Some(Value {
        text: text(&tokens),
        tokens,
        wrapped: inner.is_some(),
    })
}

/// Whether the body is `None` (or `Option::None`).
fn is_option_none(body: &[TokenTree]) -> bool {
    let Some((last, path)) = body.split_last() else {
        return false;
    };
    is_word(Some(last), "None")
        && (path.is_empty()
            || (path.len() >= 3 && is_word(path.get(path.len() - 3), "Option") && is_path(body)))
}

/// The trees inside `Some(…)` or `Ok(…)` (a path ending in either), if that is all there is.
fn unwrap_constructor(body: &[TokenTree]) -> Option<Vec<TokenTree>> {
    let (last, path) = body.split_last()?;
    let TokenTree::Group(group) = last else {
        return None;
    };
    let constructor = path.last()?;
    let is_constructor = is_any_word(Some(constructor), &["Some", "Ok"]);
    if group.delimiter() != Delimiter::Parenthesis || !is_constructor || !is_path(path) {
        return None;
    }
    Some(trees(&group.stream()))
}

/// The value a pattern's alternative matches, where it can be built back.
pub fn buildable(alternative: &[TokenTree]) -> Option<TokenStream> {
    value(alternative, None, 0)
}

/// How deep locals are read through one another, so `let a = a;` ends.
const READ_THROUGH_DEPTH: usize = 4;

/// The value `trees` write. `locals` are those an arm's body may read; in a pattern (`None`), a bare
/// lower-case name binds and cannot be built back.
fn value(
    trees: &[TokenTree],
    locals: Option<&[(Ident, Vec<TokenTree>)]>,
    depth: usize,
) -> Option<TokenStream> {
    let whole = || Some(trees.iter().cloned().collect());
    match trees {
        [TokenTree::Literal(_)] => whole(),
        [minus, TokenTree::Literal(_)] if is_punct(Some(minus), '-') => whole(),
        [TokenTree::Ident(name)] => {
            let text = name.to_string();
            let bare = text.strip_prefix("r#").unwrap_or(&text);
            if name == "true"
                || name == "false"
                || matches!(bare.as_bytes().first(), Some(b'A'..=b'Z'))
            {
                return whole();
            }
            if depth >= READ_THROUGH_DEPTH {
                return None;
            }
            // A later `let` of the same name shadows the earlier one.
            for (local, bound) in locals?.iter().rev() {
                if local == name {
                    return value(bound, locals, depth + 1);
                }
            }
            None
        }
        [TokenTree::Group(group)] if group.delimiter() == Delimiter::Parenthesis => {
            let inner = super::tokens::trees(&group.stream());
            let elements = split_commas(&inner, Angles::in_expression());
            let mut built = Vec::new();
            for element in &elements {
                built.push(value(element, locals, depth)?);
            }
            // `(a)` is `a`; `(a,)` is a tuple of one.
            if elements.len() == 1 && !is_punct(inner.last(), ',') {
                return built.into_iter().next();
            }
            let mut listed = comma_separated(built);
            if elements.len() == 1 {
                listed.extend(template!(=> ,));
            }
            Some(regroup(group, listed).into())
        }
        [TokenTree::Group(group)] if group.delimiter() == Delimiter::Brace && locals.is_some() => {
            value(&super::tokens::trees(&group.stream()), locals, depth)
        }
        _ if trees.len() > 1 && is_path(trees) => whole(),
        _ => None,
    }
}

/// Whether the trees are a plain path: `a::B::C`, `::a::B`, `Self::X`.
fn is_path(trees: &[TokenTree]) -> bool {
    let mut at = if is_path_separator(trees, 0) { 2 } else { 0 };
    while matches!(trees.get(at), Some(TokenTree::Ident(_))) {
        at += 1;
        if at == trees.len() || !is_path_separator(trees, at) {
            return at == trees.len();
        }
        at += 2;
    }
    false
}
