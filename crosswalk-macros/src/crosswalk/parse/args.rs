//! Parses one crosswalk's enum-level arguments: what stands inside `#[crosswalk(...)]`.

use super::entries;
use super::keys::{CROSSWALK, CrosswalkKey};
use crate::attributes::{Key, KeyedList, OnKey, path_value};
use crate::crosswalk::model::TargetRef;
use crate::diagnostics::{Diagnostics, error_with_help};
use crate::naming::path_text;
use crate::suggest::closest;
use crate::token_split::split_top_level_commas;
use proc_macro2::{Span, TokenStream};
use quote::ToTokens;
use syn::ext::IdentExt;
use syn::parse::ParseStream;
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
    let mut list = KeyedList::new(&CROSSWALK);
    list.read(tokens, diagnostics, &mut args);
    if args.target.is_none() && !list.given(&CrosswalkKey::To) {
        diagnostics.push(syn::Error::new(
            attribute,
            "#[crosswalk] needs the target enum: `to = path::to::Enum`\n\n\
             = help: write e.g. `#[crosswalk(to = bir::Dtype, base = 1)]`",
        ));
    }
    args
}

impl OnKey<CrosswalkKey> for Args {
    fn key(
        &mut self,
        key: &Key<CrosswalkKey>,
        ident: &Ident,
        input: ParseStream<'_>,
        diagnostics: &mut Diagnostics,
    ) -> syn::Result<()> {
        match key.id {
            CrosswalkKey::To => self.target = Some(path_value(input, key)?),
            CrosswalkKey::Crate => self.runtime = Some(path_value(input, key)?),
            CrosswalkKey::Name => self.walk = Some(path_value(input, key)?),
            CrosswalkKey::Unreached => self.unreached = Some(parse_unreached(input, ident)?),
            CrosswalkKey::Base => self.base = Some(parse_base(input)?),
            CrosswalkKey::OnOob => self.policy = parse_policy(input, diagnostics)?,
            CrosswalkKey::ManyToOne => self.many_to_one = Some(ident.clone()),
        }
        Ok(())
    }

    /// A bare path standing where `key = value` should (`#[crosswalk(ir::Op)]`) is the target,
    /// most likely, with `to =` forgotten: taken as the target, so the missing `to` is not
    /// reported too. A lone word that is, or is close to, a key is not one.
    fn positional(&mut self, input: ParseStream<'_>) -> syn::Result<bool> {
        let fork = input.fork();
        let Ok(path) = fork.call(Path::parse_mod_style) else {
            return Ok(false);
        };
        if !fork.is_empty() {
            return Ok(false);
        }
        if let Some(word) = path.get_ident() {
            let word = word.to_string();
            let names: Vec<&str> = CROSSWALK.keys.iter().map(|key| key.name).collect();
            if CROSSWALK.key(&word).is_some() || closest(&word, &names).is_some() {
                return Ok(false);
            }
        }
        let path = input.call(Path::parse_mod_style)?;
        let text = path_text(&path);
        self.target.get_or_insert(path.clone());
        Err(error_with_help(
            &path,
            format!("the target enum is a named argument: `to = {text}`"),
            format!("write `#[crosswalk(to = {text})]`"),
        ))
    }
}

fn parse_unreached(input: ParseStream<'_>, key: &Ident) -> syn::Result<Unreached> {
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
        key: key.clone(),
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
