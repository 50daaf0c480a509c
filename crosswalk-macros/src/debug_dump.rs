//! `CROSSWALK_DEBUG=1` prints every expansion to stderr while building; `CROSSWALK_DEBUG=Name` only
//! those of the item named `Name` (an enum, a `declare!` holder, a checked function).

use proc_macro2::{TokenStream, TokenTree};

/// `expanded`, handed back to the compiler after printing it if `CROSSWALK_DEBUG` asks for it.
pub fn shown(macro_name: &str, expanded: TokenStream) -> proc_macro::TokenStream {
    // A value that is not Unicode names no item, as no identifier has a replacement character.
    if let Ok(wanted) = std::env::var("CROSSWALK_DEBUG") {
        let items = item_names(&expanded);
        if wanted == "1" || wanted == "*" || items.contains(&wanted) {
            let items = if items.is_empty() {
                String::new()
            } else {
                format!("`{}`", items.join("`, `"))
            };
            eprintln!(
                "// ---- {macro_name} expansion for {items} (CROSSWALK_DEBUG) ----\n{expanded}\n"
            );
        }
    }
    expanded.into()
}

/// The items the expansion is for: the identifier after each top-level `enum`, else after the
/// first `impl`, `for` and `fn` (a derive's enum, a checked conversion's type, a checked function).
fn item_names(expanded: &TokenStream) -> Vec<String> {
    let trees: Vec<TokenTree> = expanded.clone().into_iter().collect();
    let name_after = |keyword: &str| {
        let mut names = Vec::new();
        for at in 1..trees.len() {
            if let (Some(TokenTree::Ident(word)), Some(TokenTree::Ident(name))) =
                (trees.get(at - 1), trees.get(at))
            {
                if word == keyword {
                    names.push(name.to_string());
                }
            }
        }
        names
    };
    let enums = name_after("enum");
    if !enums.is_empty() {
        return enums;
    }
    let mut names = Vec::new();
    for keyword in ["impl", "for", "fn"] {
        if let Some(name) = name_after(keyword).first() {
            if !names.contains(name) {
                names.push(name.clone());
            }
        }
    }
    names
}

#[cfg(test)]
mod tests {

    #[test]
    fn an_expansion_is_named_by_its_items() {
        for (expanded, names) in [
            // An attribute's enum; a declaration's every holder.
            (
                template! {=> #[doc = "x"] pub enum Front { A } impl Front {} const _: () = { enum Inner {} };},
                &["Front"][..],
            ),
            (
                template! {=> pub enum Formats {} impl Formats {} pub(crate) enum Back {}},
                &["Formats", "Back"],
            ),
            // A checked function; a checked conversion, by its type too; a derive's first impl.
            (
                template! {=> pub const fn cond(op: Op) -> Cond { Cond::Eq } pub const fn op_of() {}},
                &["cond"],
            ),
            (
                template! {=> impl TryFrom<u16> for Reg { fn try_from(n: u16) {} } pub fn number_of() {}},
                &["TryFrom", "Reg", "number_of"],
            ),
            (
                template! {=> impl Dtype { const fn name(self) {} } impl ::crosswalk::Roster for Dtype {}},
                &["Dtype"],
            ),
        ] {
            assert_eq!(super::item_names(&expanded), names);
        }
    }
}
