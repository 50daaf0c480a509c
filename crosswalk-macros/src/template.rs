//! Templates of generated code, written as `quote!` writes them and giving the same tokens, but
//! compiled into one string constant, each token's text apart, that one function turns into a
//! stream. `quote!` compiles every token of a template into a call of its own, and those calls
//! were a third of the compiler's work in building this crate; a constant array of tokens still
//! cost a tenth (BENCHMARKS.md, section 5). The text is not handed to the compiler to tokenize,
//! which would keep every text as a source file in the user's build, and not tokenized here: with
//! its tokens already apart, reading it is a scan for the separator, cheap even unoptimised, as it
//! runs in a user's debug build.

/// A template of generated code as `quote!` takes it, after the values it interpolates:
/// `template!(name, path => impl #path for #name {})` gives the tokens `quote!` gives for
/// `impl #path for #name {}`. Repetitions (`#(…)*`) are `quote!`'s alone.
macro_rules! template {
    ($($name:ident),* => $($body:tt)*) => {
        $crate::template::fill(
            ::core::concat!($(template_text!($body), "\x1f"),*),
            ::core::option::Option::None,
            ::core::concat!($(::core::stringify!($name), "\x1f"),*),
            &[$(&$name as &dyn ::quote::ToTokens),*],
        )
    };
}

/// `quote_spanned!` as [`template!`]: `template_spanned!(span; name => …)`.
macro_rules! template_spanned {
    ($span:expr; $($name:ident),* => $($body:tt)*) => {
        $crate::template::fill(
            ::core::concat!($(template_text!($body), "\x1f"),*),
            ::core::option::Option::Some($span),
            ::core::concat!($(::core::stringify!($name), "\x1f"),*),
            &[$(&$name as &dyn ::quote::ToTokens),*],
        )
    };
}

/// One token tree of a template as text, its own and its trees' separated by [`SEPARATOR`]: a
/// group is its opening delimiter, its trees, and its closing one.
macro_rules! template_text {
    (($($inner:tt)*)) => {
        ::core::concat!("(\x1f", $(template_text!($inner), "\x1f",)* ")")
    };
    ([$($inner:tt)*]) => {
        ::core::concat!("[\x1f", $(template_text!($inner), "\x1f",)* "]")
    };
    ({$($inner:tt)*}) => {
        ::core::concat!("{\x1f", $(template_text!($inner), "\x1f",)* "}")
    };
    ($token:tt) => {
        ::core::stringify!($token)
    };
}

use proc_macro2::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};
use quote::ToTokens;

/// What stands between two tokens of a template's text: no token's text holds it.
const SEPARATOR: u8 = 0x1f;

/// The tokens of `template` (a template's text, as `template_text!` writes it), each `#name`
/// replaced by the tokens of `name`'s value: the tokens `quote!` makes of the same template. With
/// `span`, every token of the template (not of the values) is at it, as `quote_spanned!` places
/// them.
pub fn fill(
    template: &str,
    span: Option<Span>,
    names: &str,
    values: &[&dyn ToTokens],
) -> TokenStream {
    let mut at = 0;
    let span = span.unwrap_or_else(Span::call_site);
    write(template, &mut at, span, &Values { names, values })
}

/// The trees of `template` from `at` to its end or to the closing delimiter of the group they are
/// in, which `at` is left past.
fn write(template: &str, at: &mut usize, span: Span, values: &Values<'_>) -> TokenStream {
    let mut out = TokenStream::new();
    // The template's tokens since the last value, handed to `out` together: in the compiler each
    // hand-over is a call across its bridge.
    let mut pending: Vec<TokenTree> = Vec::new();
    while let Some(text) = next_token(template, at) {
        // Told apart by their one byte, not compared as strings: this too runs unoptimised.
        let one_byte = match text.as_bytes() {
            &[byte] => byte,
            _ => 0,
        };
        let delimiter = match one_byte {
            b')' | b']' | b'}' => break,
            b'(' => Delimiter::Parenthesis,
            b'[' => Delimiter::Bracket,
            b'{' => Delimiter::Brace,
            b'#' => {
                let mut after = *at;
                let name = next_token(template, &mut after);
                match name.and_then(|name| values.of(name)) {
                    Some(value) => {
                        out.extend(pending.drain(..));
                        value.to_tokens(&mut out);
                        *at = after;
                    }
                    None => single(text, span, &mut pending),
                }
                continue;
            }
            _ => {
                single(text, span, &mut pending);
                continue;
            }
        };
        let mut group = Group::new(delimiter, write(template, at, span, values));
        group.set_span(span);
        pending.push(group.into());
    }
    out.extend(pending);
    out
}

/// The token of `template` at `at`, which is left at the next one.
fn next_token<'a>(template: &'a str, at: &mut usize) -> Option<&'a str> {
    let (start, end) = next_range(template.as_bytes(), at)?;
    template.get(start..end)
}

/// Where the text at `at` ends, at the next [`SEPARATOR`] or the end; `None` at the end. Bytes,
/// indexed below the length: this runs unoptimised in a user's debug build.
fn next_range(text: &[u8], at: &mut usize) -> Option<(usize, usize)> {
    let start = *at;
    let mut end = start;
    while end < text.len() && text[end] != SEPARATOR {
        end += 1;
    }
    *at = end + 1;
    (end > start).then_some((start, end))
}

/// The tokens of one token as written: a lifetime is two, an operator one per character.
fn single(text: &str, span: Span, pending: &mut Vec<TokenTree>) {
    let mut characters = text.chars();
    let first = characters.next().unwrap_or(' ');
    let second = characters.next();
    if first == '\'' && second != Some('\'') && !text.ends_with('\'') {
        let mut quote = Punct::new('\'', Spacing::Joint);
        quote.set_span(span);
        pending.push(quote.into());
        pending.push(ident(text.get(1..).unwrap_or_default(), span).into());
    } else if first.is_alphabetic() || first == '_' {
        // A prefixed literal (`r"…"`, `b'…'`) rather than a word (`r#type` is a raw word).
        if text.contains('"') || text.starts_with("b'") {
            literal(text, span, pending);
        } else {
            pending.push(ident(text, span).into());
        }
    } else if first.is_ascii_digit() || first == '"' || first == '\'' {
        literal(text, span, pending);
    } else {
        crate::trees::operator(text, span, pending);
    }
}

fn literal(text: &str, span: Span, pending: &mut Vec<TokenTree>) {
    if let Ok(mut literal) = text.parse::<Literal>() {
        literal.set_span(span);
        pending.push(literal.into());
    }
}

/// `items` with a comma between every two, as `#(#items),*` writes them, an empty item too.
pub fn comma_separated(items: Vec<TokenStream>) -> TokenStream {
    let mut list = TokenStream::new();
    for (index, item) in items.into_iter().enumerate() {
        if index > 0 {
            list.extend(std::iter::once(TokenTree::from(Punct::new(
                ',',
                Spacing::Alone,
            ))));
        }
        list.extend(item);
    }
    list
}

/// A word at `span`; a raw identifier (`r#type`) as one.
fn ident(text: &str, span: Span) -> Ident {
    match text.strip_prefix("r#") {
        Some(raw) => Ident::new_raw(raw, span),
        None => Ident::new(text, span),
    }
}

/// The values a template interpolates, and their names as [`template!`] lists them: one text,
/// each name followed by [`SEPARATOR`].
struct Values<'a> {
    names: &'a str,
    values: &'a [&'a dyn ToTokens],
}

impl<'a> Values<'a> {
    fn of(&self, name: &str) -> Option<&'a dyn ToTokens> {
        let (mut at, mut index) = (0, 0);
        while let Some((start, end)) = next_range(self.names.as_bytes(), &mut at) {
            if self.names.as_bytes().get(start..end) == Some(name.as_bytes()) {
                return self.values.get(index).copied();
            }
            index += 1;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use crate::token_split::{is_fat_arrow, is_punct, is_word};
    use proc_macro2::{TokenStream, TokenTree};
    use quote::quote;
    use std::path::Path;

    /// Every template of the crate lists exactly the values its text interpolates: a name it
    /// misses would be written out as `# name`, which no compiler error catches.
    #[test]
    fn every_template_lists_exactly_its_values() {
        let mut checked = 0;
        let mut problems = Vec::new();
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        for path in rust_files(&root) {
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            let Ok(tokens) = text.parse::<TokenStream>() else {
                problems.push(format!("{}: does not tokenize", path.display()));
                continue;
            };
            for (listed, used) in templates(tokens) {
                checked += 1;
                if listed != used {
                    problems.push(format!(
                        "{}: lists {listed:?}, uses {used:?}",
                        path.display()
                    ));
                }
            }
        }
        assert!(checked > 300, "found only {checked} templates");
        assert!(problems.is_empty(), "{problems:#?}");
    }

    /// The separator between a template's tokens is in no token: no source file holds it.
    #[test]
    fn no_template_holds_the_separator() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        for path in rust_files(&root) {
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(
                !text.contains(char::from(super::SEPARATOR)),
                "{}",
                path.display()
            );
        }
    }

    #[test]
    fn a_template_gives_the_tokens_quote_gives() {
        let (name, path) = (quote!(Op), quote!(::ir::Op));
        let filled = template!(name, path =>
            /// A "quoted" word, r"raw" and #hashes.
            #[inline]
            impl<'a> From<&'a #name> for #path where #path: ?Sized {
                fn from(op: &'a #name) -> Self { <#path>::x(op as u8 >> 2, ..=3, -1i8, 'c', b'\'', r#type, 0..2, 1.5e3, "a\"b", r#"x"#, '_') }
            }
        );
        let quoted = quote!(
            /// A "quoted" word, r"raw" and #hashes.
            #[inline]
            impl<'a> From<&'a #name> for #path where #path: ?Sized {
                fn from(op: &'a #name) -> Self { <#path>::x(op as u8 >> 2, ..=3, -1i8, 'c', b'\'', r#type, 0..2, 1.5e3, "a\"b", r#"x"#, '_') }
            }
        );
        assert_eq!(filled.to_string(), quoted.to_string());
    }

    fn rust_files(folder: &Path) -> Vec<std::path::PathBuf> {
        let mut files = Vec::new();
        for entry in std::fs::read_dir(folder).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                files.extend(rust_files(&path));
            } else if path.extension().is_some_and(|extension| extension == "rs") {
                files.push(path);
            }
        }
        files
    }

    /// Each `template!`/`template_spanned!` call in `tokens`: the names it lists and the names
    /// its text interpolates, each sorted.
    fn templates(tokens: TokenStream) -> Vec<(Vec<String>, Vec<String>)> {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut found = Vec::new();
        for (at, tree) in trees.iter().enumerate() {
            if let TokenTree::Group(group) = tree {
                found.extend(templates(group.stream()));
            }
            let named =
                is_word(trees.get(at), "template") || is_word(trees.get(at), "template_spanned");
            let (true, true, Some(TokenTree::Group(call))) =
                (named, is_punct(trees.get(at + 1), '!'), trees.get(at + 2))
            else {
                continue;
            };
            let inner: Vec<TokenTree> = call.stream().into_iter().collect();
            // A spanned template's names come after its span and `;`.
            let spanned = is_word(trees.get(at), "template_spanned");
            let mut at = inner
                .iter()
                .position(|tree| spanned && is_punct(Some(tree), ';'))
                .map_or(0, |semicolon| semicolon + 1);
            let mut listed = Vec::new();
            while at < inner.len() && !is_fat_arrow(&inner, at) {
                if let Some(TokenTree::Ident(name)) = inner.get(at) {
                    listed.push(name.to_string());
                }
                at += 1;
            }
            let mut used = Vec::new();
            interpolated(inner.iter().skip(at + 2).cloned().collect(), &mut used);
            listed.sort();
            used.sort();
            used.dedup();
            found.push((listed, used));
        }
        found
    }

    fn interpolated(body: TokenStream, used: &mut Vec<String>) {
        let trees: Vec<TokenTree> = body.into_iter().collect();
        for (at, tree) in trees.iter().enumerate() {
            match (tree, trees.get(at + 1)) {
                (_, Some(TokenTree::Ident(name))) if is_punct(Some(tree), '#') => {
                    used.push(name.to_string());
                }
                (TokenTree::Group(group), _) => interpolated(group.stream(), used),
                _ => {}
            }
        }
    }
}
