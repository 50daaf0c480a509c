//! The body of `from_name`: one `match` on the name's bytes, which rustc compiles into a
//! decision on the length and then on the bytes, not a chain of string comparisons. Byte-string
//! patterns (unlike `&str` ones) are allowed in a `const fn`.

use super::Member;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// `name`, a `&str` in scope, looked up among every member's name and aliases.
/// `ascii_case_insensitive` folds the input to lowercase in a stack buffer as long as the longest
/// spelling, then matches the folded spellings; anything longer names nothing.
pub fn from_name_body(
    members: &[Member],
    private: &TokenStream,
    ascii_case_insensitive: bool,
) -> TokenStream {
    let arms = members.iter().map(|member| {
        let ident = &member.ident;
        let patterns = std::iter::once(&member.name)
            .chain(&member.aliases)
            .map(|spelling| {
                let bytes = if ascii_case_insensitive {
                    spelling.to_ascii_lowercase()
                } else {
                    spelling.clone()
                };
                Literal::byte_string(bytes.as_bytes())
            });
        if ascii_case_insensitive {
            quote!(::core::option::Option::Some(#(#patterns)|*) => ::core::option::Option::Some(Self::#ident),)
        } else {
            quote!(#(#patterns)|* => ::core::option::Option::Some(Self::#ident),)
        }
    });
    if ascii_case_insensitive {
        let longest = members
            .iter()
            .flat_map(|member| std::iter::once(&member.name).chain(&member.aliases))
            .map(String::len)
            .max()
            .unwrap_or(0);
        quote! {
            let mut __folded = [0u8; #longest];
            match #private::fold_ascii_lowercase(name.as_bytes(), &mut __folded) {
                #(#arms)*
                _ => ::core::option::Option::None,
            }
        }
    } else {
        quote! {
            match name.as_bytes() {
                #(#arms)*
                _ => ::core::option::Option::None,
            }
        }
    }
}
