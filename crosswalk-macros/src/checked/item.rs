//! Reads the annotated item: a function, or an `impl From<S> for T` / `impl TryFrom<S> for T`
//! block and its `from` / `try_from`. Only what the later stages need is located; the tokens are
//! kept whole, to be emitted as written.

use super::tokens::{Angles, is_group, is_punct, is_word, run, split_commas, trees};
use crate::diagnostics::error_with_help;
use proc_macro2::{Delimiter, Group, Ident, TokenStream, TokenTree};

/// What the form takes, for the error on anything else.
pub const TAKES: &str = "`#[crosswalk::checked]` goes on a function whose body translates with a \
                         `match` (a free `fn`, or an associated fn or method in an inherent \
                         `impl`), or on an `impl From<S> for T` or `impl TryFrom<S> for T` block";

/// The annotated item.
pub enum Item {
    Function(Function),
    Conversion(Conversion),
}

impl Item {
    /// The function whose `match` is checked: the item itself, or the conversion's.
    pub fn function(&self) -> &Function {
        match self {
            Item::Function(function) => function,
            Item::Conversion(conversion) => &conversion.function,
        }
    }
}

/// A function as written, with its parts located.
pub struct Function {
    pub trees: Vec<TokenTree>,
    /// Where the outer attributes end: generated docs go there, after the user's.
    pub attributes_end: usize,
    pub visibility: TokenStream,
    pub is_const: bool,
    pub name: Ident,
    /// `<…>` with its brackets, or nothing.
    pub generics: TokenStream,
    pub parameters: Vec<Parameter>,
    /// The return type, if the function has one.
    pub output: Option<TokenStream>,
    /// `where …`, or nothing.
    pub where_clause: TokenStream,
    /// The index of the body in `trees`.
    pub body_at: usize,
    pub body: Group,
}

/// One parameter: its name where the pattern is a plain name, and its type.
pub struct Parameter {
    pub name: Option<Ident>,
    pub is_receiver: bool,
    pub ty: TokenStream,
}

/// An `impl From<S> for T` or `impl TryFrom<S> for T` block, with its conversion function.
pub struct Conversion {
    pub trees: Vec<TokenTree>,
    pub attributes_end: usize,
    pub generics: TokenStream,
    pub where_clause: TokenStream,
    /// `T`, the type `Self` stands for.
    pub self_type: TokenStream,
    pub body_at: usize,
    pub body: Group,
    /// The range of the function's trees in the block's body.
    pub function_range: (usize, usize),
    pub function: Function,
}

pub fn read(item: &TokenStream) -> syn::Result<Item> {
    let trees = trees(item);
    let attributes_end = skip_attributes(&trees, 0);
    let mut at = attributes_end;
    if is_word(trees.get(at), "unsafe") {
        at += 1;
    }
    if is_word(trees.get(at), "impl") {
        return read_conversion(trees, attributes_end, at + 1).map(Item::Conversion);
    }
    read_function(trees, item_span(item)).map(Item::Function)
}

fn item_span(item: &TokenStream) -> TokenStream {
    item.clone().into_iter().take(1).collect()
}

/// The index after the outer attributes (`#[…]`) that start at `at`.
pub fn skip_attributes(trees: &[TokenTree], mut at: usize) -> usize {
    while is_punct(trees.get(at), '#') && is_group(trees.get(at + 1), Delimiter::Bracket) {
        at += 2;
    }
    at
}

fn not_taken(at: impl quote::ToTokens, what: &str) -> syn::Error {
    error_with_help(
        at,
        format!("`#[crosswalk::checked]` cannot read {what}"),
        TAKES,
    )
}

fn read_function(trees: Vec<TokenTree>, whole: TokenStream) -> syn::Result<Function> {
    let attributes_end = skip_attributes(&trees, 0);
    let mut at = attributes_end;
    let visibility_start = at;
    if is_word(trees.get(at), "pub") {
        at += 1;
        if is_group(trees.get(at), Delimiter::Parenthesis) {
            at += 1;
        }
    }
    let visibility: TokenStream = run(&trees, visibility_start, at).iter().cloned().collect();
    let mut is_const = false;
    loop {
        match trees.get(at) {
            Some(TokenTree::Ident(word)) if word == "const" => is_const = true,
            Some(TokenTree::Ident(word))
                if word == "async" || word == "unsafe" || word == "safe" || word == "default" => {}
            Some(TokenTree::Ident(word)) if word == "extern" => {
                if matches!(trees.get(at + 1), Some(TokenTree::Literal(_))) {
                    at += 1;
                }
            }
            _ => break,
        }
        at += 1;
    }
    if !is_word(trees.get(at), "fn") {
        let what = trees.get(at).map_or(whole, |tree| tree.clone().into());
        return Err(not_taken(what, "this item"));
    }
    let Some(TokenTree::Ident(name)) = trees.get(at + 1).cloned() else {
        return Err(not_taken(trees.get(at).cloned(), "this function"));
    };
    at += 2;
    let (generics, after_generics) = generics(&trees, at);
    at = after_generics;
    let Some(TokenTree::Group(parameters)) = trees.get(at).cloned() else {
        return Err(not_taken(&name, "this function's parameters"));
    };
    at += 1;
    let mut output = None;
    if is_punct(trees.get(at), '-') && is_punct(trees.get(at + 1), '>') {
        let start = at + 2;
        at = end_of_type(&trees, start);
        output = Some(run(&trees, start, at).iter().cloned().collect());
    }
    let where_start = at;
    if is_word(trees.get(at), "where") {
        at = end_of_type(&trees, at + 1);
    }
    let where_clause: TokenStream = run(&trees, where_start, at).iter().cloned().collect();
    let Some(TokenTree::Group(body)) = trees.get(at).cloned() else {
        return Err(error_with_help(
            &name,
            format!("`{name}` has no body for `#[crosswalk::checked]` to check"),
            TAKES,
        ));
    };
    if body.delimiter() != Delimiter::Brace {
        return Err(not_taken(&name, "this function's body"));
    }
    Ok(Function {
        attributes_end,
        visibility,
        is_const,
        name,
        generics,
        parameters: read_parameters(&parameters.stream()),
        output,
        where_clause,
        body_at: at,
        body,
        trees,
    })
}

/// The generic parameters (`<…>` with its brackets, or nothing) at `at`, and the index after
/// them.
fn generics(trees: &[TokenTree], start: usize) -> (TokenStream, usize) {
    let mut at = start;
    if is_punct(trees.get(at), '<') {
        let mut angles = Angles::in_type();
        while at < trees.len() {
            angles.step(trees, at);
            at += 1;
            if !angles.open() {
                break;
            }
        }
    }
    let end = at.min(trees.len());
    (
        run(trees, start.min(end), end).iter().cloned().collect(),
        end,
    )
}

/// The index of the first tree from `start` that ends a type in a signature: `where`, or a
/// brace outside angle brackets.
fn end_of_type(trees: &[TokenTree], start: usize) -> usize {
    let mut angles = Angles::in_type();
    let mut at = start;
    while at < trees.len() {
        angles.step(trees, at);
        if !angles.open()
            && (is_group(trees.get(at), Delimiter::Brace)
                || is_punct(trees.get(at), ';')
                || (at > start && is_word(trees.get(at), "where")))
        {
            break;
        }
        at += 1;
    }
    at
}

fn read_parameters(parameters: &TokenStream) -> Vec<Parameter> {
    split_commas(&trees(parameters), Angles::in_type())
        .into_iter()
        .map(|piece| {
            let piece = run(&piece, skip_attributes(&piece, 0), piece.len());
            let colon = (0..piece.len()).find(|&at| {
                is_punct(piece.get(at), ':') && !is_punct(piece.get(at + 1), ':') && {
                    at == 0 || !is_punct(piece.get(at - 1), ':')
                }
            });
            let pattern = run(piece, 0, colon.unwrap_or(piece.len()));
            let is_receiver = pattern.iter().any(|tree| is_word(Some(tree), "self"));
            let name = match pattern {
                [TokenTree::Ident(name)] => Some(name.clone()),
                [TokenTree::Ident(word), TokenTree::Ident(name)] if word == "mut" => {
                    Some(name.clone())
                }
                _ => None,
            };
            let ty = match colon {
                Some(colon) => run(piece, colon + 1, piece.len()).iter().cloned().collect(),
                None if is_receiver => quote::quote!(Self),
                None => TokenStream::new(),
            };
            Parameter {
                name,
                is_receiver,
                ty,
            }
        })
        .collect()
}

fn read_conversion(
    trees: Vec<TokenTree>,
    attributes_end: usize,
    mut at: usize,
) -> syn::Result<Conversion> {
    let (generics, after_generics) = generics(&trees, at);
    at = after_generics;
    let trait_start = at;
    let mut angles = Angles::in_type();
    while at < trees.len() && (angles.open() || !is_word(trees.get(at), "for")) {
        angles.step(&trees, at);
        at += 1;
    }
    let trait_path = run(&trees, trait_start, at);
    if !is_conversion(trait_path) {
        let shown: TokenStream = trait_path.iter().cloned().collect();
        return Err(error_with_help(
            shown,
            "`#[crosswalk::checked]` on an `impl` block takes `From<S>` or `TryFrom<S>`",
            "for the methods of another impl, put `#[crosswalk::checked]` on the method itself",
        ));
    }
    let self_start = (at + 1).min(trees.len());
    at = end_of_type(&trees, self_start);
    let self_type: TokenStream = run(&trees, self_start.min(at), at)
        .iter()
        .cloned()
        .collect();
    let where_start = at;
    if is_word(trees.get(at), "where") {
        at = end_of_type(&trees, at + 1);
    }
    let where_clause: TokenStream = run(&trees, where_start, at).iter().cloned().collect();
    let Some(TokenTree::Group(body)) = trees.get(at).cloned() else {
        return Err(not_taken(
            trees.get(attributes_end).cloned(),
            "this impl block",
        ));
    };
    let inner = super::tokens::trees(&body.stream());
    let Some(function_range) = conversion_function(&inner) else {
        return Err(error_with_help(
            &self_type,
            "this impl has no `from` or `try_from` function for `#[crosswalk::checked]` to check",
            TAKES,
        ));
    };
    let function = read_function(
        run(&inner, function_range.0, function_range.1).to_vec(),
        TokenStream::new(),
    )?;
    Ok(Conversion {
        attributes_end,
        generics,
        where_clause,
        self_type,
        body_at: at,
        body,
        function_range,
        function,
        trees,
    })
}

/// The index after the function whose `fn` is at `at`: after its body, or its `;`.
fn end_of_function(trees: &[TokenTree], at: usize) -> usize {
    let mut angles = Angles::in_type();
    let mut end = at;
    while end < trees.len() {
        angles.step(trees, end);
        if !angles.open()
            && (is_group(trees.get(end), Delimiter::Brace) || is_punct(trees.get(end), ';'))
        {
            return end + 1;
        }
        end += 1;
    }
    end
}

/// Whether a trait path ends in `From<S>` or `TryFrom<S>`.
fn is_conversion(path: &[TokenTree]) -> bool {
    let Some(open) = path.iter().position(|tree| is_punct(Some(tree), '<')) else {
        return false;
    };
    let trait_name = open.checked_sub(1).and_then(|at| path.get(at));
    (is_word(trait_name, "From") || is_word(trait_name, "TryFrom")) && is_punct(path.last(), '>')
}

/// The range of the `fn from` / `fn try_from` item among an impl body's trees, its attributes
/// and visibility included.
fn conversion_function(trees: &[TokenTree]) -> Option<(usize, usize)> {
    let mut start = 0;
    let mut at = 0;
    while at < trees.len() {
        if is_word(trees.get(at), "fn") {
            let named =
                is_word(trees.get(at + 1), "from") || is_word(trees.get(at + 1), "try_from");
            let end = end_of_function(trees, at);
            if named {
                return Some((start, end.min(trees.len())));
            }
            at = end;
            start = at;
        } else if is_punct(trees.get(at), ';')
            || (is_group(trees.get(at), Delimiter::Brace)
                && at > 0
                && is_punct(trees.get(at - 1), '!'))
        {
            // The end of an item without a body of its own: `type Error = E;`, `m! { … }`.
            at += 1;
            start = at;
        } else {
            at += 1;
        }
    }
    None
}
