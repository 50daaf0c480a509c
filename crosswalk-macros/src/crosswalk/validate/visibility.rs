//! `vis = …`: the generated methods' visibility, which may not be wider than the type they are
//! defined on (the source enum, or a declaration's holder).

use super::names::home_name;
use crate::crosswalk::model::{Home, Source};
use crate::diagnostics::Diagnostics;
use crate::naming::path_text;
use syn::Visibility;

/// How far a visibility reaches, where the macro can tell without resolving paths.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Reach {
    /// The enclosing module: no `pub`, `pub(self)`, `pub(in self)`.
    Module,
    /// `pub(super)`, `pub(in super)`: past the module, short of the crate.
    Parent,
    /// `pub(in path)` for another path: inside the crate, from where the path says.
    Within,
    /// `pub(crate)`, `pub(in crate)`.
    Crate,
    /// `pub`.
    Everywhere,
}

fn reach(visibility: &Visibility) -> Reach {
    match visibility {
        Visibility::Public(_) => Reach::Everywhere,
        Visibility::Inherited => Reach::Module,
        Visibility::Restricted(restricted) => match restricted.path.get_ident() {
            Some(word) if word == "crate" => Reach::Crate,
            Some(word) if word == "self" => Reach::Module,
            Some(word) if word == "super" => Reach::Parent,
            _ => Reach::Within,
        },
    }
}

/// `pub(crate)`, as messages write it.
fn text(visibility: &Visibility) -> String {
    match visibility {
        Visibility::Public(_) => "pub".to_owned(),
        Visibility::Inherited => "private".to_owned(),
        Visibility::Restricted(restricted) => {
            let path = path_text(&restricted.path);
            if restricted.in_token.is_some() {
                format!("pub(in {path})")
            } else {
                format!("pub({path})")
            }
        }
    }
}

/// Whether `given` certainly reaches further than `home`: `pub(in path)` is compared with
/// nothing it may equal (`pub(in crate::m)` in `m` is private), so rustc judges it.
fn wider(given: Reach, home: Reach) -> bool {
    match (given, home) {
        (Reach::Within, _) => false,
        (_, Reach::Within) => given >= Reach::Crate,
        _ => given > home,
    }
}

/// Reports a `vis` wider than the type the methods are on. The methods would be no more
/// reachable than that type, and a declaration's holder function would name a source of its
/// visibility: the wider visibility says what is not so.
pub fn check_visibility(
    given: Option<&Visibility>,
    source: &Source,
    diagnostics: &mut Diagnostics,
) {
    let Some(given) = given else {
        return;
    };
    let (home, what) = match &source.home {
        Home::Source { visibility } => (visibility, "the enum"),
        Home::Holder { visibility, .. } => (visibility, "the declaration's holder"),
    };
    if !wider(reach(given), reach(home)) {
        return;
    }
    let name = home_name(source);
    let home_text = text(home);
    let given_text = text(given);
    let is = if matches!(home, Visibility::Inherited) {
        "private".to_owned()
    } else {
        format!("`{home_text}`")
    };
    let widest = if matches!(home, Visibility::Inherited) {
        "`pub(self)`".to_owned()
    } else {
        format!("`{home_text}`")
    };
    diagnostics.error_with_help(
        given,
        format!("`vis = {given_text}` is wider than `{name}`, which is {is}"),
        format!(
            "the methods are on {what} and reach no further than it: write at most {widest}, \
             or widen `{name}`"
        ),
    );
}

#[cfg(test)]
mod tests {
    use super::{Reach, reach, wider};

    fn of(text: &str) -> Reach {
        reach(&syn::parse_str(text).unwrap_or(syn::Visibility::Inherited))
    }

    #[test]
    fn only_a_certainly_wider_visibility_is_wider() {
        assert!(wider(of("pub"), of("pub(crate)")));
        assert!(wider(of("pub(crate)"), of("pub(super)")));
        assert!(wider(of("pub(super)"), of("")));
        assert!(wider(of("pub(crate)"), of("pub(in crate::a)")));
        assert!(!wider(of("pub(in crate::a)"), of("")));
        assert!(!wider(of("pub(super)"), of("pub(in crate::a)")));
        assert!(!wider(of("pub(crate)"), of("pub")));
        assert!(!wider(of("pub(self)"), of("")));
        assert!(!wider(of("pub(crate)"), of("pub(in crate)")));
    }
}
