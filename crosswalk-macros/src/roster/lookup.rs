//! The body of `from_name`: a `match` on the name's length, then the spellings of that length
//! compared byte by byte (a constant trip count, unrolled into wide compares). Measured faster
//! than a `match` on the bytes or on `&str`, which a `const fn` cannot have anyway.

use super::Member;
use proc_macro2::{Literal, TokenStream};

/// `name`, a `&str` in scope, looked up among every member's name and aliases; a member that is
/// `ascii_case_insensitive` compares the input, ASCII-lowered, with spellings lowered here.
pub fn from_name_body(members: &[Member], private: &TokenStream) -> TokenStream {
    let exact = template!(private => #private::same_bytes);
    let ignoring_case = template!(private => #private::same_bytes_ignoring_ascii_case);
    // Each spelling's test beside its length; a map ordered by length would compile a B-tree.
    let mut tests = Vec::new();
    let mut longest = 0;
    for member in members {
        let ident = &member.ident;
        let mut add = |spelling: &String| {
            let (same, compared) = if member.ascii_case_insensitive {
                (&ignoring_case, spelling.to_ascii_lowercase())
            } else {
                (&exact, spelling.clone())
            };
            let bytes = Literal::byte_string(compared.as_bytes());
            longest = longest.max(compared.len());
            let test = template! {same, bytes, ident =>
                if #same(__bytes, #bytes) {
                    return ::core::option::Option::Some(Self::#ident);
                }
            };
            tests.push((compared.len(), test));
        };
        add(&member.name);
        for alias in &member.aliases {
            add(alias);
        }
    }
    let mut arms = TokenStream::new();
    for length in 0..=longest {
        let mut of_length = TokenStream::new();
        for (spelling_length, test) in &tests {
            if *spelling_length == length {
                of_length.extend(test.clone());
            }
        }
        if !of_length.is_empty() {
            arms.extend(template!(length, of_length => #length => { #of_length }));
        }
    }
    template! {arms =>
        let __bytes = name.as_bytes();
        match __bytes.len() {
            #arms
            _ => {}
        }
        ::core::option::Option::None
    }
}
