//! Reads the annotated item: a function, or an `impl From<S> for T` / `impl TryFrom<S> for T`
//! block and its `from` / `try_from`, kept whole to be emitted as written.

use super::tokens::{
    Angles, angle_arguments, first_where, is_any_word, is_group, is_punct, is_word, run,
    run_stream, skip_attributes, skip_visibility, split_commas, trees,
};
use crate::diagnostics::error_with_help;
use proc_macro2::{Delimiter, Group, Ident, TokenStream, TokenTree};

pub const TAKES: &str = "`#[crosswalk::checked]` goes on a function whose body translates with a \
                         `match` (a free `fn`, or an associated fn or method in an inherent \
                         `impl`), or on an `impl From<S> for T` or `impl TryFrom<S> for T` block";

pub struct Item {
    /// The item's trees, emitted as written but for the function's body and the generated docs.
    pub trees: Vec<TokenTree>,
    /// Where the outer attributes end: generated docs go there, after the user's.
    pub attributes_end: usize,
    /// The indices of the groups, from the item's trees inwards, that hold the function's body.
    pub body_path: Vec<usize>,
    pub function: Function,
    pub header: Header,
}

pub struct Function {
    pub is_const: bool,
    pub name: Ident,
    pub parameters: Vec<Parameter>,
    pub output: Option<TokenStream>,
    pub body_at: usize,
    pub body: Group,
}

/// One parameter: its name where the pattern is a plain name or holds `self`, and its type.
pub struct Parameter {
    pub name: Option<Ident>,
    pub ty: TokenStream,
}

/// What the inverse, a function beside the item, repeats of its header: the function's
/// visibility, generics and where clause, or an `impl From<S> for T` block's generics and where
/// clause, with `T`, which `Self` stands for inside the block.
pub struct Header {
    pub visibility: TokenStream,
    /// `<…>` with its brackets, or nothing.
    pub generics: TokenStream,
    pub where_clause: TokenStream,
    pub self_type: Option<TokenStream>,
}

pub fn read(item: &TokenStream) -> syn::Result<Item> {
    let trees = trees(item);
    let attributes_end = skip_attributes(&trees, 0);
    let at = attributes_end + usize::from(is_word(trees.get(attributes_end), "unsafe"));
    if is_word(trees.get(at), "impl") {
        return read_conversion(trees, attributes_end, at + 1);
    }
    let (function, header) = read_function(&trees, item)?;
    Ok(Item {
        body_path: vec![function.body_at],
        trees,
        attributes_end,
        function,
        header,
    })
}

fn not_taken(at: &dyn quote::ToTokens, what: &str) -> syn::Error {
    error_with_help(
        at,
        format!("`#[crosswalk::checked]` cannot read {what}"),
        TAKES,
    )
}

/// The function in `trees`; errors without a tree of their own are reported at `item`'s first.
fn read_function(trees: &[TokenTree], item: &TokenStream) -> syn::Result<(Function, Header)> {
    let attributes_end = skip_attributes(trees, 0);
    let mut at = skip_visibility(trees, attributes_end);
    let visibility = run_stream(trees, attributes_end, at);
    let mut is_const = false;
    let qualifiers = ["const", "async", "unsafe", "safe", "default", "extern"];
    while let Some(TokenTree::Ident(word)) = trees.get(at) {
        if !is_any_word(trees.get(at), &qualifiers) {
            break;
        }
        is_const |= word == "const";
        if word == "extern" && matches!(trees.get(at + 1), Some(TokenTree::Literal(_))) {
            at += 1;
        }
        at += 1;
    }
    if !is_word(trees.get(at), "fn") {
        let what = match trees.get(at) {
            Some(tree) => Some(tree.clone()),
            None => item.clone().into_iter().next(),
        };
        return Err(not_taken(&what, "this item"));
    }
    let Some(TokenTree::Ident(name)) = trees.get(at + 1).cloned() else {
        return Err(not_taken(&trees.get(at), "this function"));
    };
    let (generics, at) = generics(trees, at + 2);
    let Some(TokenTree::Group(parameters)) = trees.get(at).cloned() else {
        return Err(not_taken(&name, "this function's parameters"));
    };
    let mut at = at + 1;
    let mut output = None;
    if is_punct(trees.get(at), '-') && is_punct(trees.get(at + 1), '>') {
        let start = at + 2;
        at = end_of_type(trees, start, true);
        output = Some(run_stream(trees, start, at));
    }
    let (where_clause, at) = where_clause(trees, at);
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
    let function = Function {
        is_const,
        name,
        parameters: read_parameters(&parameters.stream()),
        output,
        body_at: at,
        body,
    };
    let header = Header {
        visibility,
        generics,
        where_clause,
        self_type: None,
    };
    Ok((function, header))
}

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
    (run_stream(trees, start, at), at)
}

fn where_clause(trees: &[TokenTree], at: usize) -> (TokenStream, usize) {
    let mut end = at;
    if is_word(trees.get(at), "where") {
        end = end_of_type(trees, at + 1, true);
    }
    (run_stream(trees, at, end), end)
}

/// The index of the first tree from `start` outside angle brackets that is a brace group or a
/// `;`, or (`at_where`) a `where` after `start`: the end of a type or clause in a signature.
fn end_of_type(trees: &[TokenTree], start: usize, at_where: bool) -> usize {
    let mut angles = Angles::in_type();
    let mut at = start;
    while at < trees.len() {
        angles.step(trees, at);
        if !angles.open()
            && (is_group(trees.get(at), Delimiter::Brace)
                || is_punct(trees.get(at), ';')
                || (at_where && at > start && is_word(trees.get(at), "where")))
        {
            break;
        }
        at += 1;
    }
    at
}

fn read_parameters(parameters: &TokenStream) -> Vec<Parameter> {
    let mut read = Vec::new();
    for piece in &split_commas(&trees(parameters), Angles::in_type()) {
        let piece = run(piece, skip_attributes(piece, 0), piece.len());
        let colon = first_where(piece, 0, piece.len(), |piece, at| {
            is_punct(piece.get(at), ':') && !is_punct(piece.get(at + 1), ':') && {
                at == 0 || !is_punct(piece.get(at - 1), ':')
            }
        });
        let pattern = run(piece, 0, colon.unwrap_or(piece.len()));
        let receiver = pattern.iter().find(|tree| is_word(Some(tree), "self"));
        let name = match pattern {
            [TokenTree::Ident(name)] => Some(name.clone()),
            [TokenTree::Ident(word), TokenTree::Ident(name)] if word == "mut" => Some(name.clone()),
            _ => match receiver {
                Some(TokenTree::Ident(receiver)) => Some(receiver.clone()),
                _ => None,
            },
        };
        let ty = match colon {
            Some(colon) => run_stream(piece, colon + 1, piece.len()),
            None if receiver.is_some() => template!(=> Self),
            None => TokenStream::new(),
        };
        read.push(Parameter { name, ty });
    }
    read
}

fn read_conversion(trees: Vec<TokenTree>, attributes_end: usize, at: usize) -> syn::Result<Item> {
    let (generics, mut at) = generics(&trees, at);
    let trait_start = at;
    let mut angles = Angles::in_type();
    while at < trees.len() && (angles.open() || !is_word(trees.get(at), "for")) {
        angles.step(&trees, at);
        at += 1;
    }
    let trait_path = run(&trees, trait_start, at);
    if angle_arguments(trait_path, ["From", "TryFrom"]).is_none() {
        return Err(error_with_help(
            &run_stream(trait_path, 0, trait_path.len()),
            "`#[crosswalk::checked]` on an `impl` block takes `From<S>` or `TryFrom<S>`",
            "for the methods of another impl, put `#[crosswalk::checked]` on the method itself",
        ));
    }
    let self_start = (at + 1).min(trees.len());
    let at = end_of_type(&trees, self_start, true);
    let self_type = run_stream(&trees, self_start, at);
    let (where_clause, at) = where_clause(&trees, at);
    let Some(TokenTree::Group(body)) = trees.get(at) else {
        return Err(not_taken(&trees.get(attributes_end), "this impl block"));
    };
    let inner = super::tokens::trees(&body.stream());
    let Some((start, end)) = conversion_function(&inner) else {
        return Err(error_with_help(
            &self_type,
            "this impl has no `from` or `try_from` function for `#[crosswalk::checked]` to check",
            TAKES,
        ));
    };
    let (function, _) = read_function(run(&inner, start, end), &TokenStream::new())?;
    Ok(Item {
        body_path: vec![at, start + function.body_at],
        trees,
        attributes_end,
        function,
        header: Header {
            visibility: TokenStream::new(),
            generics,
            where_clause,
            self_type: Some(self_type),
        },
    })
}

/// The range of the `fn from` / `fn try_from` item, attributes included, in an impl's body.
fn conversion_function(trees: &[TokenTree]) -> Option<(usize, usize)> {
    let mut start = 0;
    let mut at = 0;
    while at < trees.len() {
        if is_word(trees.get(at), "fn") {
            let named = is_any_word(trees.get(at + 1), &["from", "try_from"]);
            // After the function's body, or its `;`.
            let end = end_of_type(trees, at, false) + 1;
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
