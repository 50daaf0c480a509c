//! Parses one crosswalk's enum-level arguments: what stands inside `#[crosswalk(...)]`.

use super::outcome::target_ref;
use crate::attributes::{
    Grammar, Key, KeyEntry, KeyedList, OnKey, at_entry_end, entry_up_to_comma, parse_all,
    parse_whole, path_value, rest_of_entry, write_as,
};
use crate::crosswalk::model::{Policy, Unreached};
use crate::diagnostics::{Diagnostics, error_with_help, help_at};
use crate::naming::path_text;
use crate::source::repr::IntRepr;
use crate::suggest::closest;
use crate::token_split::{Angles, split_top_level_commas};
use proc_macro2::{Span, TokenStream};
use quote::ToTokens;
use syn::ext::IdentExt;
use syn::meta::ParseNestedMeta;
use syn::parse::ParseStream;
use syn::{Ident, LitInt, LitStr, Path, Token, Visibility};

/// The keys `#[crosswalk(...)]` takes: one table that the reader, the help text and the "did you
/// mean" suggestions read, so they cannot drift apart.
const CROSSWALK: Grammar = Grammar {
    attribute: "`#[crosswalk]`",
    path: "crosswalk",
    place: "on the enum or a declaration's holder",
    keys: &[
        "`to = ir::Op`: the enum, number type or type of constants translated into",
        "`base = 1`: the source ordinal of the table's first cell",
        "`on_oob = throw(\"message\")`: what an ordinal with no cell gives: `throw`, \
            `throw(\"message\")`, `default(Target)` or `compute(const_fn)`",
        "`unreached = [Nop]`: the target variants no source reaches, checked at compile time",
        "`name = hw::Gen2`: a type naming this crosswalk among the enum's several",
        "`suffix = aarch64`: the methods' suffix (`translate_aarch64`), instead of the snake case \
            of `name`",
        "`many_to_one`: sources share targets by design, so `alias` is not asked for",
        "`by_name`: every variant without an outcome maps to the target variant of its own name",
        "`ordinal_type = u32`: the integer type of the source's ordinals, instead of its `#[repr]` \
            (or `u32`)",
        "`target_ordinal = vk::CompareOp::as_raw`: a `const fn` reading a target's number, for \
            targets written as constants",
        "`target_from_ordinal = vk::ImageAspectFlags::from_raw`: a `const fn` building a target \
            from its number, for constants combined with `|`",
        "`convert`: implement `From` (or `TryFrom`) between the source and the target",
        "`error = spirv::Error`: the caller's error type the translators return, instead of \
            `crosswalk::Error` (with `error_from`)",
        "`error_from = spirv_error`: a `const fn(crosswalk::Error) -> E` building the caller's \
            error `E` (with `error`)",
        "`vis = pub(crate)`: the generated methods' visibility, instead of the enum's or holder's \
            (no `From` without `convert`)",
        "`cfg(feature = \"aarch64\")`: the crosswalk is there only in builds where this holds, \
            with its entries",
        "`crate = ::my_crosswalk`: the path of the `crosswalk` crate, if you renamed it",
    ],
    repeatable: &[],
    expressions: &["base"],
};

/// The arguments as written (`key = value` for each key of [`CROSSWALK`]); `None` where absent
/// or malformed (already reported).
#[derive(Default)]
pub struct Args {
    pub target: Option<Path>,
    /// `to = (A, B, u8)`, which no path names: the crosswalk names it through a hidden alias.
    pub target_tuple: Option<syn::TypeTuple>,
    /// `to = path::Cond { mask }`: the field a number type's numbers are built into.
    pub target_field: Option<Ident>,
    pub base: Option<Base>,
    pub policy: Option<Policy>,
    /// The `on_oob` key, where a policy that means nothing is reported.
    pub on_oob_key: Option<Ident>,
    /// `crate = path`.
    pub runtime: Option<Path>,
    pub unreached: Option<Unreached>,
    pub name: Option<Path>,
    pub suffix: Option<Ident>,
    pub many_to_one: Option<Ident>,
    pub by_name: Option<Ident>,
    pub ordinal_type: Option<(IntRepr, Ident)>,
    pub target_ordinal: Option<Path>,
    pub target_from_ordinal: Option<Path>,
    pub convert: Option<Ident>,
    pub error: Option<syn::Type>,
    pub error_from: Option<Path>,
    pub vis: Option<Visibility>,
    /// The macro hands an input with a `cfg` to the derive that sees it evaluated
    /// (`configuration`), so reading it only checks its form.
    pub cfg: Option<TokenStream>,
}

pub struct Base {
    /// An integer literal's value; `None` for a constant expression.
    pub value: Option<i128>,
    /// Where errors about the base point, and an expression's tokens.
    pub written: TokenStream,
}

/// `cfg(predicate)`'s predicate, which must be there: the compiler reads it.
fn parse_cfg(entry: &KeyEntry<'_, '_>) -> syn::Result<TokenStream> {
    entry.list()?;
    let content;
    syn::parenthesized!(content in entry.meta.input);
    let predicate: TokenStream = content.parse()?;
    if predicate.is_empty() {
        return Err(error_with_help(
            &entry.meta.path,
            "`cfg()` needs the predicate of the builds the crosswalk is in",
            "write e.g. `cfg(feature = \"aarch64\")`, as `#[cfg(…)]` takes it",
        ));
    }
    Ok(predicate)
}

/// Parses what stands inside `#[crosswalk(...)]`; a missing `to` is reported at `attribute`.
pub fn parse_args(tokens: TokenStream, attribute: Span, diagnostics: &mut Diagnostics) -> Args {
    let mut args = Args::default();
    let mut list = KeyedList::new(&CROSSWALK);
    list.read(tokens, diagnostics, &mut args);
    if args.target.is_none() && !list.given("to") {
        diagnostics.push(help_at(
            attribute,
            "#[crosswalk] needs the target enum: `to = path::to::Enum`",
            "write e.g. `#[crosswalk(to = ir::Op, base = 1)]`",
        ));
    }
    own_error_pair(&args, &list, diagnostics);
    args
}

/// Reports `error` without `error_from`, or the other way round (a broken value counts as given).
fn own_error_pair(args: &Args, list: &KeyedList<'_>, diagnostics: &mut Diagnostics) {
    match (&args.error, &args.error_from) {
        (Some(error), None) if !list.given("error_from") => {
            let (text, _) = crate::naming::type_text(error);
            diagnostics.error_with_help(
                error,
                format!("`error = {text}` needs the `const fn` that builds it"),
                format!(
                    "add `error_from = path::to::function`, naming a `const fn(crosswalk::Error) \
                     -> {text}`: `From` cannot be called in the `const fn` translators"
                ),
            );
        }
        (None, Some(function)) if !list.given("error") => {
            diagnostics.error_with_help(
                function,
                "`error_from` needs the error type its function returns",
                format!(
                    "add `error = path::to::Error`, the type `{}` returns: the translators' \
                     signatures name it, and a function's path does not",
                    path_text(function)
                ),
            );
        }
        _ => {}
    }
}

impl OnKey for Args {
    fn key(&mut self, entry: &KeyEntry<'_, '_>, diagnostics: &mut Diagnostics) -> syn::Result<()> {
        let ident = entry.ident;
        let key = &entry.key;
        match key.name() {
            "convert" => self.convert = Some(entry.flag(diagnostics)),
            "many_to_one" => self.many_to_one = Some(entry.flag(diagnostics)),
            "by_name" => self.by_name = Some(entry.flag(diagnostics)),
            "cfg" => self.cfg = Some(parse_cfg(entry)?),
            name => {
                let input = entry.value()?;
                match name {
                    "to" if input.peek(syn::token::Paren) => {
                        self.target_tuple = Some(parse_tuple(input)?);
                    }
                    "to" => {
                        self.target = Some(path_value(input, key)?);
                        if input.peek(syn::token::Brace) {
                            self.target_field = Some(named_field(input)?);
                        }
                    }
                    "crate" => self.runtime = Some(path_value(input, key)?),
                    "name" => self.name = Some(path_value(input, key)?),
                    "suffix" => self.suffix = Some(parse_suffix(input)?),
                    "ordinal_type" => self.ordinal_type = Some(parse_ordinal_type(input)?),
                    "target_ordinal" => self.target_ordinal = Some(path_value(input, key)?),
                    "target_from_ordinal" => {
                        self.target_from_ordinal = Some(path_value(input, key)?);
                    }
                    "error" => self.error = Some(error_type(input, key)?),
                    "error_from" => self.error_from = Some(path_value(input, key)?),
                    "vis" => self.vis = Some(parse_vis(input)?),
                    "unreached" => self.unreached = Some(parse_unreached(input, ident)?),
                    "base" => self.base = Some(parse_base(input)?),
                    "on_oob" => {
                        self.on_oob_key = Some(ident.clone());
                        self.policy = parse_policy(input, diagnostics)?;
                    }
                    _ => {}
                }
            }
        }
        Ok(())
    }

    /// A bare path (`#[crosswalk(ir::Op)]`) is most likely the target with `to =` forgotten: taken
    /// as the target, so the missing `to` is not reported too. A word close to a key is not one.
    fn positional(&mut self, meta: &ParseNestedMeta<'_>) -> Option<syn::Error> {
        let path = &meta.path;
        if !at_entry_end(meta.input) {
            return None;
        }
        if let Some(word) = path.get_ident() {
            if CROSSWALK.likely_key(&word.to_string()).is_some() {
                return None;
            }
        }
        let text = path_text(path);
        if self.target.is_none() {
            self.target = Some(path.clone());
        }
        Some(error_with_help(
            path,
            format!("the target enum is a named argument: `to = {text}`"),
            format!("write `#[crosswalk(to = {text})]`"),
        ))
    }
}

fn parse_unreached(input: ParseStream<'_>, key: &Ident) -> syn::Result<Unreached> {
    let help = "write the target variants no source reaches, e.g. `unreached = [Nop]`, or `[]`";
    if !input.peek(syn::token::Bracket) {
        return Err(error_with_help(
            &rest_of_entry(input),
            "`unreached` takes a bracketed list of target variants",
            help,
        ));
    }
    let content;
    syn::bracketed!(content in input);
    // Names between commas, a trailing one allowed, as `Punctuated::parse_terminated` reads them.
    let names = |input: ParseStream<'_>| -> syn::Result<Vec<Ident>> {
        let mut names = Vec::new();
        while !input.is_empty() {
            names.push(input.parse()?);
            if !input.is_empty() {
                input.parse::<Token![,]>()?;
            }
        }
        Ok(names)
    };
    let variants = match names(&content) {
        Ok(variants) => variants,
        Err(error) => {
            let message = "`unreached` lists bare target variant names";
            return Err(help_at(error.span(), message, help));
        }
    };
    Ok(Unreached {
        key: key.clone(),
        variants,
    })
}

/// `error = spirv::Error`; a quoted one is answered as a quoted path is.
fn error_type(input: ParseStream<'_>, key: &Key) -> syn::Result<syn::Type> {
    if input.peek(LitStr) {
        path_value(input, key)?;
    }
    let written = entry_up_to_comma(&input.fork(), Angles::in_type());
    match input.parse::<syn::Type>() {
        Ok(error) => Ok(error),
        Err(_) => Err(error_with_help(
            &written,
            "`error` takes the error type the translators return",
            write_as(key),
        )),
    }
}

fn parse_suffix(input: ParseStream<'_>) -> syn::Result<Ident> {
    let help = "`suffix` is the word the methods end with: `suffix = aarch64` names them \
                `translate_aarch64`, `to_aarch64`, …";
    let Ok(word) = input.call(Ident::parse_any) else {
        return Err(error_with_help(
            &rest_of_entry(input),
            "`suffix` takes a word",
            help,
        ));
    };
    let text = word.unraw().to_string();
    let mut snake = !text.starts_with('_');
    for c in text.chars() {
        snake &= c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_';
    }
    if !snake {
        return Err(error_with_help(
            &word,
            format!("`suffix = {text}` would make method names that are not snake case"),
            help,
        ));
    }
    Ok(word)
}

fn parse_ordinal_type(input: ParseStream<'_>) -> syn::Result<(IntRepr, Ident)> {
    let written = rest_of_entry(input);
    // No keyword names an integer type, so a word that is one is no worse read as none.
    if let Some(word) = parse_whole::<Ident>(written.clone()) {
        if let Some(repr) = IntRepr::from_name(&word.to_string()) {
            return Ok((repr, word));
        }
    }
    Err(error_with_help(
        &written,
        "`ordinal_type` takes an integer type",
        "write one of `u8`, `u16`, `u32`, `u64`, `usize`, `i8`, `i16`, `i32`, `i64`, `isize`, \
         e.g. `ordinal_type = u32`",
    ))
}

/// `vis = pub(crate)`, which must be written (`pub(self)` for a private one).
fn parse_vis(input: ParseStream<'_>) -> syn::Result<Visibility> {
    let written = rest_of_entry(input);
    let written_visibility = |tokens: TokenStream| match parse_whole::<Visibility>(tokens) {
        Some(Visibility::Inherited) | None => None,
        visibility => visibility,
    };
    if let Some(visibility) = written_visibility(written.clone()) {
        return Ok(visibility);
    }
    if let Some(quoted) = parse_whole::<LitStr>(written.clone()) {
        // As `LitStr::parse` reads it, which a suffix (`"pub"x`) fails.
        let tokens = quoted.value().parse().ok();
        if let (Some(visibility), "") = (tokens.and_then(written_visibility), quoted.suffix()) {
            // Printed `pub (crate)`: written `pub(crate)`.
            let text = visibility.to_token_stream().to_string();
            let text = match text.strip_prefix("pub (") {
                Some(rest) => format!("pub({rest}"),
                None => text,
            };
            return Err(error_with_help(
                &quoted,
                "`vis` takes a visibility, not a string",
                format!("write `vis = {text}`"),
            ));
        }
    }
    Err(error_with_help(
        &written,
        "`vis` takes a visibility",
        "write `pub`, `pub(crate)`, `pub(super)`, `pub(in path)` or `pub(self)`, e.g. \
         `vis = pub(crate)`",
    ))
}

/// `base = 1`, `-1`, or a constant expression (`opcodes::FIRST`) that rustc checks.
fn parse_base(input: ParseStream<'_>) -> syn::Result<Base> {
    let written = rest_of_entry(input);
    let mut literal = None;
    let read = parse_all(written.clone(), &mut |input| {
        let minus: Option<Token![-]> = input.parse()?;
        literal = Some((minus, input.parse::<LitInt>()?));
        Ok(())
    });
    let (minus, literal) = match (read, literal) {
        (Ok(()), Some(literal)) => literal,
        _ if syn::parse2::<syn::Lit>(written.clone()).is_ok() => {
            return Err(error_with_help(
                &written,
                "`base` takes an integer, or a constant expression of the enum's ordinal type",
                "`base` is the ordinal of the table's first cell, such as `base = 1` or \
                 `base = opcodes::FIRST`",
            ));
        }
        _ => {
            return Ok(Base {
                value: None,
                written,
            });
        }
    };
    match literal.base10_parse::<i128>() {
        Ok(value) => Ok(Base {
            value: Some(if minus.is_some() { -value } else { value }),
            written,
        }),
        Err(_) => Err(error_with_help(
            &written,
            format!("`base = {written}` does not fit in any integer repr"),
            "`base` is the ordinal of the table's first cell: an integer of the enum's repr such \
             as `base = 1`",
        )),
    }
}

/// `on_oob = throw`, `throw("message")`, `default(TARGET)` or `compute(path)`; `None` (reported)
/// for an unknown word.
fn parse_policy(
    input: ParseStream<'_>,
    diagnostics: &mut Diagnostics,
) -> syn::Result<Option<Policy>> {
    let help = "write `throw`, `throw(\"message\")`, `default(TargetVariant)` or \
                `compute(path::to::function)`";
    let compute_help = "write e.g. `compute(trap_from_raw)`, naming a `const fn` from the ordinal \
                        type to the target";
    let Ok(word) = input.call(Ident::parse_any) else {
        let value = rest_of_entry(input);
        return Err(error_with_help(&value, "`on_oob` takes a policy", help));
    };
    let arguments = if input.peek(syn::token::Paren) {
        let content;
        syn::parenthesized!(content in input);
        Some(content.parse::<TokenStream>()?)
    } else {
        None
    };
    // Arguments that are not the policy's: the error sits on them, or on the word for `()`.
    let wrong = |arguments: TokenStream, message: &str, help: &str| {
        let at = if arguments.is_empty() {
            word.to_token_stream()
        } else {
            arguments
        };
        error_with_help(&at, message, help)
    };
    match (word.to_string().as_str(), arguments) {
        ("throw", None) => Ok(Some(Policy::Throw { message: None })),
        ("throw", Some(arguments)) => match parse_whole::<LitStr>(arguments.clone()) {
            Some(message) => Ok(Some(Policy::Throw {
                message: Some(message),
            })),
            None => Err(wrong(
                arguments,
                "`throw(…)` takes one string literal: the exact error message",
                "write `throw(\"Unsupported op\")`, or `throw` for a generated message",
            )),
        },
        ("default", Some(arguments)) => default_target(&word, arguments),
        ("default", None) => Err(error_with_help(
            &word,
            "`default` needs the target variant to fall back to",
            "write e.g. `default(Unassigned)`",
        )),
        ("compute", Some(arguments)) => match syn::parse2::<Path>(arguments.clone()) {
            Ok(function) => Ok(Some(Policy::Compute { function })),
            Err(_) => Err(wrong(
                arguments,
                "`compute(…)` takes the path of one `const fn`: from the raw ordinal to the target",
                compute_help,
            )),
        },
        ("compute", None) => Err(error_with_help(
            &word,
            "`compute` needs the `const fn` that computes an ordinal's target",
            compute_help,
        )),
        (other, _) => {
            let guess = match closest(other, &["throw", "default", "compute"]) {
                Some(guess) => format!("did you mean `{guess}`? "),
                None => String::new(),
            };
            diagnostics.error_with_help(
                &word,
                format!("unknown `on_oob` policy `{other}`"),
                format!("{guess}{help}"),
            );
            Ok(None)
        }
    }
}

/// The one target inside `default(…)`.
fn default_target(word: &Ident, arguments: TokenStream) -> syn::Result<Option<Policy>> {
    match split_top_level_commas(arguments).as_slice() {
        [only] => match target_ref(only) {
            Some(target) => Ok(Some(Policy::Default { target })),
            None => Err(error_with_help(
                only,
                "`default(…)` takes the name of one target variant",
                "write e.g. `default(Unassigned)`",
            )),
        },
        [] => Err(error_with_help(
            word,
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

/// `to = (A, B, u8)`: a tuple of two elements or more.
fn parse_tuple(input: ParseStream<'_>) -> syn::Result<syn::TypeTuple> {
    match input.parse::<syn::Type>()? {
        syn::Type::Tuple(tuple) if tuple.elems.len() >= 2 => Ok(tuple),
        syn::Type::Tuple(tuple) if tuple.elems.is_empty() => Err(error_with_help(
            &tuple,
            "`()` has one value, so there is nothing to translate onto",
            "name a type with a value per outcome: `to = path::Enum`, or a tuple of two or more \
             elements, `to = (Opcode, bool)`",
        )),
        syn::Type::Tuple(tuple) => Err(error_with_help(
            &tuple,
            "a tuple of one element holds the same values as its element",
            format!(
                "name the element itself: `to = {}`",
                match tuple.elems.first() {
                    Some(syn::Type::Path(element)) => path_text(&element.path),
                    other => other.to_token_stream().to_string(),
                }
            ),
        )),
        other => Err(error_with_help(
            &other,
            "`to` takes the target's path, or a tuple of two or more elements",
            "write e.g. `to = ir::Op`, or `to = (Opcode, bool)`",
        )),
    }
}

/// `{ field }` after a number type's path.
fn named_field(input: ParseStream<'_>) -> syn::Result<Ident> {
    let content;
    let braces = syn::braced!(content in input);
    match content.parse::<Ident>() {
        Ok(field) if content.is_empty() => Ok(field),
        _ => Err(help_at(
            braces.span.join(),
            "`{ … }` after the target names the one field its numbers are built into",
            "write the field's name alone: `to = hw::Cond { mask }`",
        )),
    }
}

#[test]
fn every_key_is_in_the_help_text_and_the_readme_grammar() {
    crate::attributes::grammar_tests::every_key_is_listed(&CROSSWALK);
}
