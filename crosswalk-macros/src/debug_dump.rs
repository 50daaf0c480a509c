//! `CROSSWALK_DEBUG=1` prints every expansion to stderr while building, for users debugging their
//! own crosswalks; `CROSSWALK_DEBUG=Name` prints only the expansions whose item is named `Name`.

use proc_macro2::{TokenStream, TokenTree};

pub fn maybe_print(macro_name: &str, expanded: &TokenStream) {
    let Some(wanted) = std::env::var_os("CROSSWALK_DEBUG") else {
        return;
    };
    let wanted = wanted.to_string_lossy();
    let item = item_name(expanded).unwrap_or_default();
    if wanted == "1" || wanted == "*" || wanted == item {
        eprintln!(
            "// ---- {macro_name} expansion for `{item}` (CROSSWALK_DEBUG) ----\n{expanded}\n"
        );
    }
}

/// The identifier after the first `enum`, `impl` or `fn` keyword: the item the expansion is for.
fn item_name(expanded: &TokenStream) -> Option<String> {
    let mut trees = expanded.clone().into_iter();
    trees.find(
        |tree| matches!(tree, TokenTree::Ident(ident) if ident == "enum" || ident == "impl" || ident == "fn"),
    )?;
    match trees.next()? {
        TokenTree::Ident(ident) => Some(ident.to_string()),
        _ => None,
    }
}
