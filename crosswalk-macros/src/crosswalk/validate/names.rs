//! The crosswalks' names and method names, and which crosswalk each variant entry belongs to.

use crate::crosswalk::model::{CrosswalkName, Home, Methods, Source};
use crate::crosswalk::parse::outcome::message_kind;
use crate::crosswalk::parse::{Args, Entry, EntryKind};
use crate::diagnostics::Diagnostics;
use crate::naming::{last_segment, path_text, snake_case};
use crate::suggest::closest;
use proc_macro2::Span;
use syn::ext::IdentExt;
use syn::{Ident, Path};

/// The name a crosswalk's keyed entries are written with: `name = path::Name`.
pub struct EntryName {
    /// As declared, the type implementing `Crosswalk<Name>`.
    pub path: Path,
    /// Its last segment (`Gen2`), how entries and messages usually name it.
    pub short: String,
}

/// Each crosswalk's entry name (`None`: unnamed), reporting two unnamed crosswalks, one name
/// given twice, and two names whose generated methods would clash.
pub fn entry_names(crosswalks: &[Args], diagnostics: &mut Diagnostics) -> Vec<Option<EntryName>> {
    let names = names_of(crosswalks);
    let mut unnamed_seen = false;
    for (index, name) in names.iter().enumerate() {
        let Some(args) = crosswalks.get(index) else {
            continue;
        };
        match name {
            None if unnamed_seen => {
                diagnostics.error_with_help(
                    &args.target,
                    "an enum has one unnamed crosswalk, and this is a second",
                    "name the others: `#[crosswalk(to = …, name = path::Name)]`, where `Name` is \
                     a type such as `enum Name {}`",
                );
            }
            None => unnamed_seen = true,
            Some(name) => {
                let own = suffix(args);
                let mut earlier = names.iter().zip(crosswalks).take(index);
                let Some((Some(first), _)) =
                    earlier.find(|(name, args)| name.is_some() && suffix(args) == own)
                else {
                    continue;
                };
                let message = if path_text(&first.path) == path_text(&name.path) {
                    format!("the crosswalk `{}` is declared twice", name.short)
                } else {
                    format!(
                        "the crosswalks `{}` and `{}` would both generate `translate_{}`",
                        path_text(&first.path),
                        path_text(&name.path),
                        own.as_deref().unwrap_or_default(),
                    )
                };
                diagnostics.error_with_note(
                    &name.path,
                    message,
                    "give each crosswalk on an enum a name with its own last segment, or a \
                     `suffix = …` of its own"
                        .to_owned(),
                    &first.path,
                    "the first is here".to_owned(),
                );
            }
        }
    }
    names
}

pub fn names_of(crosswalks: &[Args]) -> Vec<Option<EntryName>> {
    let name = |args: &Args| {
        let path = args.name.as_ref()?;
        let short = last_segment(path);
        Some(EntryName {
            path: path.clone(),
            short,
        })
    };
    crosswalks.iter().map(name).collect()
}

/// Reports a variant named like the crosswalks' hidden items on the enum, `__crosswalk…`.
pub fn check_reserved_names(source: &Source, diagnostics: &mut Diagnostics) {
    if source.on_a_holder() {
        return;
    }
    for variant in &source.variants {
        let name = variant.ident.to_string();
        if name.to_ascii_lowercase().starts_with("__crosswalk") {
            diagnostics.error_with_help(
                &variant.ident,
                format!(
                    "`{name}` begins with `__crosswalk`, which the crosswalk's hidden items on \
                     the enum are named with"
                ),
                "rename the variant",
            );
        }
    }
}

pub fn check_suffix(args: &Args, name: &CrosswalkName, diagnostics: &mut Diagnostics) {
    if let (Some(suffix), CrosswalkName::Primary) = (&args.suffix, name) {
        diagnostics.error_with_help(
            suffix,
            "`suffix` renames a named crosswalk's methods, and this crosswalk is unnamed",
            "add `name = path::Name` to name it, or remove `suffix`",
        );
    }
}

/// Whether `entry` is addressed to a crosswalk this build's `cfg` switches off: it then belongs to
/// a crosswalk that is not there, not to none.
pub fn switched_off(entry: &Entry, on: &[Option<EntryName>], off: &[Option<EntryName>]) -> bool {
    named_by(off, entry.key.as_ref()) && !named_by(on, entry.key.as_ref())
}

/// Whether an entry keyed `key` is addressed to one of the crosswalks `names`.
fn named_by(names: &[Option<EntryName>], key: Option<&Path>) -> bool {
    for name in names {
        let matches = match (name, key) {
            (None, None) => true,
            (Some(name), Some(key)) => {
                path_text(&name.path) == path_text(key)
                    || matches!(key.get_ident(), Some(key) if *key == name.short)
            }
            _ => false,
        };
        if matches {
            return true;
        }
    }
    false
}

/// Which crosswalk (an index into `names`) `entry` belongs to; `None` (reported) for none.
/// `switched_off` are the crosswalks a `cfg` leaves out, for the messages.
pub fn owner(
    entry: &Entry,
    names: &[Option<EntryName>],
    switched_off: &[Option<EntryName>],
    diagnostics: &mut Diagnostics,
) -> Option<usize> {
    let Some(key) = &entry.key else {
        for (index, name) in names.iter().enumerate() {
            if name.is_none() {
                return Some(index);
            }
        }
        let example = match names.first() {
            Some(Some(name)) => name.short.as_str(),
            _ => "Gen2",
        };
        let form = match entry.kind {
            EntryKind::To => format!("`#[to({example} = …)]`"),
            kind => format!("`#[{}({example})]`", kind.word()),
        };
        diagnostics.error_with_help(
            &entry.written,
            format!(
                "this entry belongs to no crosswalk: every crosswalk on this enum is named ({})",
                declared_list(names)
            ),
            format!("key it by the crosswalk's name, e.g. {form}"),
        );
        return None;
    };
    let written = path_text(key);
    let mut by_short = Vec::new();
    for (index, name) in names.iter().enumerate() {
        let Some(name) = name else { continue };
        if path_text(&name.path) == written {
            return Some(index);
        }
        if matches!(key.get_ident(), Some(key) if *key == name.short) {
            by_short.push(index);
        }
    }
    match by_short.as_slice() {
        [only] => return Some(*only),
        [_, _, ..] => {
            diagnostics.error_with_help(
                key,
                format!("`{written}` names more than one crosswalk on this enum"),
                format!(
                    "write the whole path of the one meant: {}",
                    declared_list(names)
                ),
            );
            return None;
        }
        [] => {}
    }
    let every_name = names.iter().chain(switched_off).flatten();
    let shorts: Vec<&str> = every_name.map(|name| name.short.as_str()).collect();
    let message = format!("no crosswalk on this enum is named `{written}`");
    let help = if shorts.is_empty() {
        let quote_it = match entry.kind {
            EntryKind::To => String::new(),
            kind => format!(
                "; if `{written}` is the {}, quote it: `#[{}(\"{written}\")]`",
                message_kind(kind.word()),
                kind.word()
            ),
        };
        format!("this enum's crosswalk is unnamed, so its entries take no key{quote_it}")
    } else {
        let guess = match closest(&last_segment(key), &shorts) {
            Some(guess) => format!("did you mean `{guess}`? "),
            None => String::new(),
        };
        let off = named(switched_off);
        let listed = match (off.is_empty(), named(names)) {
            (true, _) => declared_list(names),
            (false, on) if !on.is_empty() => format!("{on}, and {off} in other builds"),
            (false, _) => format!("{off}, in other builds"),
        };
        format!("{guess}the named crosswalks are {listed}")
    };
    diagnostics.error_with_help(key, message, help);
    None
}

/// `` `Gen1`, `Gen2` ``, or that the crosswalk is unnamed, for messages.
fn declared_list(names: &[Option<EntryName>]) -> String {
    let listed = named(names);
    if listed.is_empty() {
        "none: this enum's crosswalk is unnamed".to_owned()
    } else {
        listed
    }
}

fn named(names: &[Option<EntryName>]) -> String {
    let quoted = |name: &EntryName| format!("`{}`", path_text(&name.path));
    let listed: Vec<String> = names.iter().flatten().map(quoted).collect();
    listed.join(", ")
}

/// The methods' suffix: `suffix = …`, else the snake case of the name's last segment, else none.
pub fn suffix(args: &Args) -> Option<String> {
    match (&args.suffix, &args.name) {
        (Some(suffix), _) => Some(suffix.unraw().to_string()),
        (None, Some(name)) => Some(snake_case(&last_segment(name))),
        (None, None) => None,
    }
}

/// The generated items' names for a crosswalk with `suffix`, on the type named `home`.
pub fn methods(suffix: Option<&str>, infallible: bool, home: &str) -> Methods {
    let tail = match suffix {
        Some(suffix) => format!("_{suffix}"),
        None => String::new(),
    };
    let upper = tail.to_uppercase();
    let ident = |text: String| Ident::new(&text, Span::call_site());
    // `From` cannot be called in `const` code: an infallible crosswalk also offers a `const fn`.
    let to_target = match (infallible, suffix) {
        (false, _) => None,
        (true, Some(suffix)) => Some(ident(format!("to_{suffix}"))),
        (true, None) => Some(ident("to_target".to_owned())),
    };
    Methods {
        translate: ident(format!("translate{tail}")),
        translate_ordinal: ident(format!("translate_ordinal{tail}")),
        from_target: ident(format!("from_target{tail}")),
        from_target_ordinal: ident(format!("from_target_ordinal{tail}")),
        to_target,
        targets_table: ident(format!("__CROSSWALK_TARGETS{upper}")),
        sites_table: ident(format!("__CROSSWALK_ERROR_SITES{upper}")),
        keys_table: ident(format!("__CROSSWALK_KEYS{upper}")),
        own_error: ident(format!("__crosswalk_own_error{tail}")),
        target_alias: ident(format!("__crosswalk_target_of_{home}{tail}")),
    }
}

pub fn home_name(source: &Source) -> String {
    match &source.home {
        Home::Source { .. } => last_segment(&source.path),
        Home::Holder { ident, .. } => ident.unraw().to_string(),
    }
}
