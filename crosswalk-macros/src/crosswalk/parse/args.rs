//! Parses one crosswalk's enum-level arguments: what stands inside `#[crosswalk(...)]`.

use super::entries;
use super::keys::{CROSSWALK, CrosswalkKey, example_help};
use crate::attributes::{Form, Key};
use crate::crosswalk::model::TargetRef;
use crate::diagnostics::{Diagnostics, error_with_help};
use crate::naming::path_text;
use crate::suggest::closest;
use crate::token_split::split_top_level_commas;
use proc_macro2::{Span, TokenStream};
use quote::ToTokens;
use syn::ext::IdentExt;
use syn::parse::{ParseStream, Parser};
use syn::{Ident, LitInt, LitStr, Path, Token};

/// The enum-level arguments as written; `None` where absent or malformed (malformed ones are
/// already reported).
#[derive(Default)]
pub struct Args {
    pub target: Option<Path>,
    pub base: Option<Base>,
    pub policy: Option<PolicyArg>,
    /// `crate = path`: where the runtime crate is, for users who renamed the dependency.
    pub runtime: Option<Path>,
    /// `unreached = [A, B]`: the target variants no source reaches, checked at compile time.
    pub unreached: Option<Unreached>,
    /// `name = path::Marker`: which of the enum's crosswalks this is.
    pub walk: Option<Path>,
    /// `many_to_one`: shared targets are the design, so `alias` is not asked for.
    pub many_to_one: Option<Ident>,
}

pub struct Unreached {
    pub key: Ident,
    pub variants: Vec<Ident>,
}

pub struct Base {
    /// Checked against the enum's repr in validation.
    pub value: i128,
    /// `1`, or `-1`: where errors about the base point.
    pub literal: TokenStream,
}

pub enum PolicyArg {
    /// `throw` or `throw("message")`.
    Throw { message: Option<LitStr> },
    /// `default(Variant)` or `default(0x00)`: a target variant, or a number-type value.
    Default { target: TargetRef },
}

/// Parses `tokens` (what stands inside `#[crosswalk(...)]`), reporting every malformed argument;
/// a missing `to` is reported at `attribute`.
pub fn parse_args(tokens: TokenStream, attribute: Span, diagnostics: &mut Diagnostics) -> Args {
    let mut args = Args::default();
    // Where each key was first given, to point at both places of a duplicate.
    let mut seen: Vec<Ident> = Vec::new();
    for piece in split_top_level_commas(tokens) {
        let parser = |input: ParseStream<'_>| parse_one(input, &mut args, &mut seen, diagnostics);
        if let Err(error) = parser.parse2(piece) {
            diagnostics.push(error);
        }
    }
    if args.target.is_none() && !seen.iter().any(|key| key == "to") {
        diagnostics.push(syn::Error::new(
            attribute,
            "#[crosswalk] needs the target enum: `to = path::to::Enum`\n\n\
             = help: write e.g. `#[crosswalk(to = bir::Dtype, base = 1)]`",
        ));
    }
    args
}

fn parse_one(
    input: ParseStream<'_>,
    args: &mut Args,
    seen: &mut Vec<Ident>,
    diagnostics: &mut Diagnostics,
) -> syn::Result<()> {
    if !input.peek(Ident::peek_any) {
        let stray: TokenStream = input.parse()?;
        return Err(error_with_help(
            &stray,
            "expected an argument of the form `key = value`",
            CROSSWALK.help(),
        ));
    }
    if let Some(path) = positional_target(input) {
        let text = path_text(&path);
        args.target.get_or_insert(path.clone());
        return Err(error_with_help(
            &path,
            format!("the target enum is a named argument: `to = {text}`"),
            format!("write `#[crosswalk(to = {text})]`"),
        ));
    }
    let key = input.call(Ident::parse_any)?;
    let name = key.to_string();
    let Some(spec) = CROSSWALK.key(&name) else {
        // Consume the value so that the error sits on the key alone.
        let _: TokenStream = input.parse()?;
        let help = CROSSWALK.suggestion(&name);
        return Err(error_with_help(
            &key,
            format!("unknown #[crosswalk] argument `{name}`"),
            help,
        ));
    };
    if spec.form == Form::Flag {
        if !input.is_empty() {
            // Recorded anyway: the intent is plain, and the shared targets need no second error.
            args.many_to_one.get_or_insert(key);
            let value: TokenStream = input.parse()?;
            return Err(error_with_help(
                &value,
                format!("`{name}` is a flag and takes no value"),
                format!("write `{name}` alone"),
            ));
        }
        if let Some(first) = &args.many_to_one {
            let mut error = error_with_help(
                &key,
                format!("`{name}` is given more than once"),
                "keep one",
            );
            error.combine(syn::Error::new_spanned(
                first,
                format!("`{name}` first given here"),
            ));
            return Err(error);
        }
        args.many_to_one = Some(key);
        return Ok(());
    }
    if !input.peek(Token![=]) {
        let _: TokenStream = input.parse()?;
        return Err(error_with_help(
            &key,
            format!("`{name}` needs a value: `{name} = …`"),
            example_help(spec),
        ));
    }
    if let Some(first) = seen.iter().find(|earlier| **earlier == key) {
        let _: TokenStream = input.parse()?;
        let mut error = error_with_help(
            &key,
            format!("`{name}` is given more than once"),
            format!("keep one `{name} = …`"),
        );
        error.combine(syn::Error::new_spanned(
            first,
            format!("`{name}` first given here"),
        ));
        return Err(error);
    }
    seen.push(key.clone());
    input.parse::<Token![=]>()?;
    match spec.id {
        CrosswalkKey::To => args.target = Some(parse_path(input, spec)?),
        CrosswalkKey::Crate => args.runtime = Some(parse_path(input, spec)?),
        CrosswalkKey::Name => args.walk = Some(parse_path(input, spec)?),
        CrosswalkKey::Unreached => args.unreached = Some(parse_unreached(input, key.clone())?),
        CrosswalkKey::Base => args.base = Some(parse_base(input)?),
        CrosswalkKey::OnOob => args.policy = parse_policy(input, diagnostics)?,
        CrosswalkKey::ManyToOne => {}
    }
    if !input.is_empty() {
        let rest: TokenStream = input.parse()?;
        return Err(error_with_help(
            &rest,
            format!("unexpected tokens after the value of `{name}`"),
            "separate arguments with commas",
        ));
    }
    Ok(())
}

/// A bare path standing where `key = value` should (`#[crosswalk(ir::Op)]`): the target, most
/// likely, with `to =` forgotten. A lone word that is, or is close to, a key is not one.
fn positional_target(input: ParseStream<'_>) -> Option<Path> {
    let fork = input.fork();
    let path = fork.call(Path::parse_mod_style).ok()?;
    if !fork.is_empty() {
        return None;
    }
    if let Some(word) = path.get_ident() {
        let word = word.to_string();
        let names: Vec<&str> = CROSSWALK.keys.iter().map(|key| key.name).collect();
        if CROSSWALK.key(&word).is_some() || closest(&word, &names).is_some() {
            return None;
        }
    }
    input.call(Path::parse_mod_style).ok()
}

fn parse_path(input: ParseStream<'_>, spec: &Key<CrosswalkKey>) -> syn::Result<Path> {
    let key = spec.name;
    if input.is_empty() {
        return Err(input.error(format!("`{key} =` needs a path, e.g. `{key} = bir::Dtype`")));
    }
    let fork = input.fork();
    match fork.call(Path::parse_mod_style) {
        Ok(_) => input.call(Path::parse_mod_style),
        Err(_) => {
            let value: TokenStream = input.parse()?;
            Err(error_with_help(
                &value,
                format!("`{key}` takes a path"),
                example_help(spec),
            ))
        }
    }
}

fn parse_unreached(input: ParseStream<'_>, key: Ident) -> syn::Result<Unreached> {
    let help =
        "write the target variants no source reaches, e.g. `unreached = [Float8E8m0fnu]`, or `[]`";
    if !input.peek(syn::token::Bracket) {
        let value: TokenStream = input.parse()?;
        return Err(error_with_help(
            &value,
            "`unreached` takes a bracketed list of target variants",
            help,
        ));
    }
    let content;
    syn::bracketed!(content in input);
    let list = syn::punctuated::Punctuated::<Ident, Token![,]>::parse_terminated(&content)
        .map_err(|error| {
            syn::Error::new(
                error.span(),
                format!("`unreached` lists bare target variant names\n\n= help: {help}"),
            )
        })?;
    Ok(Unreached {
        key,
        variants: list.into_iter().collect(),
    })
}

fn parse_base(input: ParseStream<'_>) -> syn::Result<Base> {
    let help = "`base` is the ordinal of the table's first cell: an integer of the enum's repr such as `base = 1`";
    let minus: Option<Token![-]> = input.parse()?;
    if !input.peek(LitInt) {
        let value: TokenStream = input.parse()?;
        return Err(error_with_help(
            &value,
            "`base` takes an integer literal",
            help,
        ));
    }
    let literal: LitInt = input.parse()?;
    let written = quote::quote!(#minus #literal);
    match literal.base10_parse::<i128>() {
        Ok(value) => Ok(Base {
            value: if minus.is_some() { -value } else { value },
            literal: written,
        }),
        Err(_) => Err(error_with_help(
            &written,
            format!("`base = {written}` does not fit in any integer repr"),
            help,
        )),
    }
}

fn parse_policy(
    input: ParseStream<'_>,
    diagnostics: &mut Diagnostics,
) -> syn::Result<Option<PolicyArg>> {
    let help = "write `throw`, `throw(\"message\")` or `default(TargetVariant)`";
    if !input.peek(Ident::peek_any) {
        let value: TokenStream = input.parse()?;
        return Err(error_with_help(&value, "`on_oob` takes a policy", help));
    }
    let word = input.call(Ident::parse_any)?;
    let arguments = if input.peek(syn::token::Paren) {
        let content;
        syn::parenthesized!(content in input);
        Some(content.parse::<TokenStream>()?)
    } else {
        None
    };
    match (word.to_string().as_str(), arguments) {
        ("throw", None) => Ok(Some(PolicyArg::Throw { message: None })),
        ("throw", Some(arguments)) => match syn::parse2::<LitStr>(arguments.clone()) {
            Ok(message) => Ok(Some(PolicyArg::Throw {
                message: Some(message),
            })),
            Err(_) => Err(error_with_help(
                if arguments.is_empty() {
                    word.to_token_stream()
                } else {
                    arguments
                },
                "`throw(…)` takes one string literal: the exact error message",
                "write `throw(\"Unsupported dtype encountered\")`, or `throw` for a generated message",
            )),
        },
        ("default", Some(arguments)) => {
            let pieces = split_top_level_commas(arguments.clone());
            match pieces.as_slice() {
                [only] => match entries::target_ref(only) {
                    Some(target) => Ok(Some(PolicyArg::Default { target })),
                    None => Err(error_with_help(
                        only,
                        "`default(…)` takes the name of one target variant",
                        "write e.g. `default(Unassigned)`",
                    )),
                },
                [] => Err(error_with_help(
                    &word,
                    "`default()` needs the target variant to fall back to",
                    "write e.g. `default(Unassigned)`",
                )),
                [_, extra, ..] => Err(error_with_help(
                    extra,
                    "`default(…)` takes exactly one target variant",
                    "an out-of-range ordinal gives one soft default; name just that variant",
                )),
            }
        }
        ("default", None) => Err(error_with_help(
            &word,
            "`default` needs the target variant to fall back to",
            "write e.g. `default(Unassigned)`",
        )),
        (other, _) => {
            let guess = closest(other, &["throw", "default"])
                .map(|guess| format!("did you mean `{guess}`? "))
                .unwrap_or_default();
            diagnostics.error_with_help(
                &word,
                format!("unknown `on_oob` policy `{other}`"),
                format!("{guess}{help}"),
            );
            Ok(None)
        }
    }
}
