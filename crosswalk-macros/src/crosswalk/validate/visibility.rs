//! `vis = …`, which may not be wider than the type the methods are on.

use super::names::home_name;
use crate::crosswalk::model::{Home, Source};
use crate::diagnostics::Diagnostics;
use crate::naming::path_text;
use syn::Visibility;

/// How far a visibility reaches, where the macro can tell without resolving paths: `Within` is
/// `pub(in path)` for a path other than `self`, `super` or `crate`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Reach {
    Module,
    Parent,
    Within,
    Crate,
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
            let written_in = match restricted.in_token {
                Some(_) => "in ",
                None => "",
            };
            format!("pub({written_in}{})", path_text(&restricted.path))
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

/// Reports a `vis` wider than the type the methods are on, which says what is not so.
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
    let (is, widest) = match home {
        Visibility::Inherited => ("private".to_owned(), "`pub(self)`".to_owned()),
        _ => (format!("`{}`", text(home)), format!("`{}`", text(home))),
    };
    diagnostics.error_with_help(
        &given,
        format!(
            "`vis = {}` is wider than `{name}`, which is {is}",
            text(given)
        ),
        format!(
            "the methods are on {what} and reach no further than it: write at most {widest}, \
             or widen `{name}`"
        ),
    );
}

#[cfg(test)]
mod tests {
    use super::{reach, wider};

    /// `pub(in path)`, which no ui case writes: wider than none, narrower than `pub(crate)`.
    #[test]
    fn only_a_certainly_wider_visibility_is_wider() {
        let of = |text| reach(&syn::parse_str(text).unwrap_or(syn::Visibility::Inherited));
        assert!(wider(of("pub(crate)"), of("pub(in crate::a)")));
        assert!(!wider(of("pub(in crate::a)"), of("")));
        assert!(!wider(of("pub(super)"), of("pub(in crate::a)")));
        assert!(!wider(of("pub(crate)"), of("pub(in crate)")));
    }
}
