//! `CROSSWALK_DEBUG=1` prints every expansion to stderr while building, for users debugging their
//! own crosswalks; `CROSSWALK_DEBUG=Name` prints only the expansions of the item named `Name`: an
//! enum with `#[crosswalk]` or `#[derive(Roster)]`, a holder of a `declare!`, or a function with
//! `#[crosswalk::checked]`.

use proc_macro2::{TokenStream, TokenTree};

pub fn maybe_print(macro_name: &str, expanded: &TokenStream) {
    let Some(wanted) = std::env::var_os("CROSSWALK_DEBUG") else {
        return;
    };
    let wanted = wanted.to_string_lossy();
    let items = item_names(expanded);
    if wanted == "1" || wanted == "*" || items.iter().any(|item| *item == wanted) {
        let items = items
            .iter()
            .map(|item| format!("`{item}`"))
            .collect::<Vec<_>>()
            .join(", ");
        eprintln!(
            "// ---- {macro_name} expansion for {items} (CROSSWALK_DEBUG) ----\n{expanded}\n"
        );
    }
}

/// The items the expansion is for: the identifier after each `enum` keyword of its top level (the
/// enum an attribute is on, every holder of a `declare!`), else after the first `impl` and its
/// `for` (the enum a derive is on, which the derive does not repeat; the type of a `From` impl
/// under `#[crosswalk::checked]`) and the first `fn` (the function it is on).
fn item_names(expanded: &TokenStream) -> Vec<String> {
    let name_after = |keyword: &str| {
        let mut names = Vec::new();
        let mut trees = expanded.clone().into_iter().peekable();
        while let Some(tree) = trees.next() {
            if matches!(&tree, TokenTree::Ident(ident) if ident == keyword) {
                if let Some(TokenTree::Ident(name)) = trees.peek() {
                    names.push(name.to_string());
                }
            }
        }
        names
    };
    let enums = name_after("enum");
    if enums.is_empty() {
        let mut names: Vec<String> = name_after("impl").into_iter().take(1).collect();
        for name in [name_after("for"), name_after("fn")]
            .into_iter()
            .filter_map(|found| found.into_iter().next())
        {
            if !names.contains(&name) {
                names.push(name);
            }
        }
        names
    } else {
        enums
    }
}

#[cfg(test)]
mod tests {
    use super::item_names;
    use quote::quote;

    #[test]
    fn an_attribute_expansion_is_named_by_its_enum() {
        let expanded = quote! {
            #[doc = "x"] pub enum Front { A }
            type __crosswalk_target_of_Front = ir::Op;
            impl Front { const fn translate(self) {} }
            const _: () = { enum Inner {} };
        };
        assert_eq!(item_names(&expanded), ["Front"]);
    }

    #[test]
    fn a_declaration_is_named_by_every_holder() {
        let expanded = quote! {
            pub enum Formats {}
            impl Formats {}
            pub(crate) enum Back {}
            impl Back {}
        };
        assert_eq!(item_names(&expanded), ["Formats", "Back"]);
    }

    #[test]
    fn a_checked_function_is_named_by_itself() {
        let expanded = quote! {
            #[doc = "x"] pub const fn cond(op: Op) -> Cond { match op { Op::Eq => Cond::Eq } }
            pub const fn op_of(target: Cond) -> Option<Op> { None }
        };
        assert_eq!(item_names(&expanded), ["cond"]);
    }

    #[test]
    fn a_checked_conversion_is_named_by_its_type() {
        let expanded = quote! {
            #[doc = "x"] impl TryFrom<u16> for Reg { type Error = E; fn try_from(n: u16) -> Result<Self, E> { todo!() } }
            pub fn number_of(target: Reg) -> Option<u16> { None }
        };
        assert!(item_names(&expanded).iter().any(|name| name == "Reg"));
    }

    #[test]
    fn a_derive_is_named_by_its_first_impl() {
        let expanded = quote! {
            impl Dtype { const fn name(self) {} }
            impl ::crosswalk::Roster for Dtype {}
        };
        assert_eq!(item_names(&expanded), ["Dtype"]);
    }
}
