//! The crosswalk pipeline behind `#[crosswalk(...)]` on an enum and `crosswalk::declare!`: each
//! form reads what was written into one [`parse::Input`], validation turns it into the model, and
//! one expansion writes it. On an enum, the first `#[crosswalk]` to expand does the whole enum's
//! work and takes its siblings off the item, so each problem is reported once.

mod configuration;
mod expand;
mod model;
mod parse;
mod placeholders;
mod plan;
mod validate;

use crate::diagnostics::{Diagnostics, error_with_help};
use configuration::{declaration_form, enum_form};
use parse::WrittenCrosswalks;
use proc_macro2::{TokenStream, TokenTree};

/// In every expanded enum's docs: an expansion that finds it was not recognised as a sibling.
const EXPANDED_MARKER: &str = "<!-- crosswalk: expanded -->";

/// The attribute macro: `args` is what stands inside `#[crosswalk(...)]`. Never panics; every
/// problem becomes a `compile_error!` spanned on the tokens at fault.
pub fn crosswalk(args: TokenStream, item: TokenStream) -> TokenStream {
    let mut enum_item = match crate::source::enum_item::parse_item(&item) {
        Ok(input) => input,
        Err(error) => return not_an_enum(item, error),
    };
    if let Some(error) = parse::already_expanded(&enum_item, EXPANDED_MARKER) {
        let error = error.to_compile_error();
        return template!(enum_item, error => #enum_item #error);
    }
    let mut diagnostics = Diagnostics::new();
    let written = WrittenCrosswalks::of_attribute(args, &mut enum_item.attrs, &mut diagnostics);
    if enum_form::needs_configuration(&written, &enum_item) {
        // What is wrong with the crosswalks is the derive's to report, in the build it sees.
        return enum_form::hand_to_derive(&written, enum_item);
    }
    let input = parse::parse_enum(written, &mut enum_item, &mut diagnostics);
    let (generated, declaration) = generate(input, &mut diagnostics, expand::Tables::Apart);
    if let Some(declaration) = declaration {
        expand::document_enum(&declaration, &mut enum_item, EXPANDED_MARKER);
    }
    template!(enum_item, generated => #enum_item #generated)
}

/// The declaration macro: each holder and its translators, or, when a declaration does not parse,
/// that error alone.
pub fn declare(tokens: TokenStream) -> TokenStream {
    let mut output = TokenStream::new();
    let parsed = parse::parse_declarations(tokens, &mut |mut syntax| {
        let mut read = Diagnostics::new();
        let written = WrittenCrosswalks::of_declaration(&mut syntax.attributes, &mut read);
        if let Some(handed) = declaration_form::hand_to_derive(&syntax, &written) {
            // As on an enum, the derive reports what is wrong with the crosswalk.
            return output.extend(handed);
        }
        // Each declaration's problems are reported by its own `generate`, once.
        let (holder, input) = parse::read_declaration(syntax, written, &mut read);
        let (generated, declaration) = generate(input, &mut read, expand::Tables::Apart);
        if let Some(declaration) = &declaration {
            output.extend(expand::holder_docs(declaration));
        }
        output.extend(template!(holder, generated => #holder #generated));
    });
    match parsed {
        Ok(()) => output,
        Err(error) => error.to_compile_error(),
    }
}

/// The hidden derive an input whose crosswalks depend on a `cfg` is handed to (see
/// `configuration`); a derive cannot add to the enum's docs, so the tables go on impls.
pub fn configured_crosswalk(item: &TokenStream) -> TokenStream {
    let mut diagnostics = Diagnostics::new();
    let mut item = match crate::source::enum_item::parse_item(item) {
        Ok(item) => item,
        Err(error) => return error.to_compile_error(),
    };
    let written = WrittenCrosswalks::of_derive(&mut item.attrs, &mut diagnostics);
    let input = match declaration_form::from_derive_input(&item) {
        Ok(Some(syntax)) => parse::read_declaration(syntax, written, &mut diagnostics).1,
        Err(error) => return error.to_compile_error(),
        Ok(None) => {
            enum_form::unwrap_misspelt(&mut item);
            parse::parse_enum(written, &mut item, &mut diagnostics)
        }
    };
    generate(input, &mut diagnostics, expand::Tables::OnImpls).0
}

/// Validates and expands `input`, with the valid model for the docs its form writes, or reports
/// its problems beside placeholder items.
fn generate(
    input: parse::Input,
    diagnostics: &mut Diagnostics,
    tables: expand::Tables,
) -> (TokenStream, Option<model::Declaration>) {
    match validate::validate(validate::resolve(input, diagnostics), diagnostics) {
        Ok(declaration) => (expand::expand(&declaration, tables), Some(declaration)),
        Err(resolved) => {
            let errors = diagnostics.to_compile_errors();
            let placeholders = placeholders::placeholders(&resolved);
            (
                template!(errors, placeholders => #errors #placeholders),
                None,
            )
        }
    }
}

/// The item did not parse as a struct, enum or union: say what `#[crosswalk]` wants, unless it is
/// an enum with a syntax error, where syn's own message is the useful one.
fn not_an_enum(mut item: TokenStream, parse_error: syn::Error) -> TokenStream {
    let mut says_enum = false;
    // Where the error points: three trees from the item's first word.
    let mut head = Vec::new();
    for tree in item.clone() {
        says_enum |= matches!(&tree, TokenTree::Ident(ident) if ident == "enum");
        if head.len() < 3 && (!head.is_empty() || matches!(tree, TokenTree::Ident(_))) {
            head.push(tree);
        }
    }
    let error = if says_enum {
        parse_error
    } else {
        let head: TokenStream = head.into_iter().collect();
        error_with_help(
            &head,
            "#[crosswalk] applies to enums",
            "put it on a fieldless `enum` whose variants number the things being translated, or \
             declare the crosswalk apart from its enums with `crosswalk::declare!`",
        )
    };
    item.extend(error.to_compile_error());
    item
}

#[cfg(test)]
mod tests {
    /// Every problem of a `declare!` is one `compile_error!`: rustc hides a repeat, not its cost.
    #[test]
    fn a_declaration_reports_each_problem_once() {
        let declaration = "#[crosswalk(to = ir::Op, by_name)] pub enum Ops for front::Op { Add => Add } \
                           #[crosswalk(to = ir::Op, by_name)] pub enum More for front::Op { Sub => Sub }";
        let expanded = super::declare(declaration.parse().unwrap_or_default()).to_string();
        assert_eq!(expanded.matches("compile_error").count(), 2, "{expanded}");
    }

    /// A mistake in the `on_oob` default is one `compile_error!`, however many variants below
    /// `base` take the default; a table too large is one, however many crosswalks need it.
    #[test]
    fn a_mistake_read_in_several_places_is_reported_once() {
        let cases = [
            (
                "to = u8, base = 2, on_oob = default('x')",
                "enum E { A = 0, B = 1, #[to(2)] C = 2 }",
            ),
            (
                "to = hw::Flags, target_ordinal = hw::bits, base = 2, on_oob = default(R | W)",
                "enum E { A = 0, B = 1, #[to(R)] C = 2 }",
            ),
            (
                "to = hw::Op, target_ordinal = hw::get, base = 2, on_oob = default(5)",
                "enum E { A = 0, B = 1, #[to(ADD)] C = 2 }",
            ),
            (
                "to = ir::Op, base = 2, on_oob = default(other::Op::A)",
                "enum E { A = 0, B = 1, #[to(B)] C = 2 }",
            ),
            (
                "to = (u8, u8), target_ordinal = key, base = 2, on_oob = default((1, 2, 3))",
                "enum E { A = 0, B = 1, #[to((0, 1))] C = 2 }",
            ),
            (
                "to = ir::Op, name = ir::Gen2",
                "#[crosswalk(to = ir::Op)] enum E { #[to(A, Gen2 = A)] A = 0, #[to(B, Gen2 = B)] B = 70000 }",
            ),
        ];
        for (args, item) in cases {
            let expanded = super::crosswalk(
                args.parse().unwrap_or_default(),
                item.parse().unwrap_or_default(),
            )
            .to_string();
            assert_eq!(expanded.matches("compile_error").count(), 1, "{expanded}");
        }
    }
}
