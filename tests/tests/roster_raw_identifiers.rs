//! A variant written as a raw identifier, `r#fn`, is the variant `fn`: that is its name, what
//! rename rules start from, and (with `r#` kept, as a keyword needs it) how `unreached = [...]`
//! lists it.

use crosswalk::Roster;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
#[allow(non_camel_case_types)]
enum Keyword {
    r#fn,
    r#match,
    #[roster(alias = "loop")]
    r#while,
    // Raw without needing to be: the same identifier as `Plain`.
    r#Plain,
}

#[test]
fn a_raw_identifier_is_named_without_its_prefix() {
    assert_eq!(Keyword::r#fn.name(), "fn");
    assert_eq!(Keyword::r#match.to_string(), "match");
    assert_eq!(Keyword::Plain.to_string(), "Plain");
    assert_eq!(Keyword::NAMES, ["fn", "match", "while", "Plain"]);
    assert_eq!("fn".parse(), Ok(Keyword::r#fn));
    assert_eq!(Keyword::try_from("match"), Ok(Keyword::r#match));
    assert_eq!(Keyword::from_name("loop"), Some(Keyword::r#while));
    assert_eq!(Keyword::from_name("r#fn"), None);
    assert_eq!(
        <Keyword as Roster>::from_name("Plain"),
        Some(Keyword::Plain)
    );
}

#[test]
fn the_parse_error_lists_names_without_prefixes() {
    let error = "r#fn".parse::<Keyword>().unwrap_err();
    assert_eq!(error.expected(), ["fn", "match", "while", "Plain"]);
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
#[roster(rename_all = "SCREAMING_SNAKE_CASE")]
#[allow(non_camel_case_types)]
enum Shouted {
    r#fn,
    r#Type,
    r#dyn_trait,
}

#[test]
fn rename_rules_start_from_the_identifier_without_its_prefix() {
    assert_eq!(Shouted::NAMES, ["FN", "TYPE", "DYN_TRAIT"]);
    assert_eq!("FN".parse(), Ok(Shouted::r#fn));
}

#[test]
fn variant_idents_keep_the_prefix_only_on_keywords() {
    use crosswalk::__private::VariantIdents;
    assert_eq!(
        <Keyword as VariantIdents>::IDENTS,
        ["r#fn", "r#match", "r#while", "Plain"]
    );
}

/// A crosswalk onto `Keyword` whose `unreached` writes the variants as a keyword must be written,
/// and as the target wrote one of them (`r#Plain`) or not: all are one identifier each, so the
/// check passes.
mod unreached {
    use super::Keyword;

    #[crosswalk::crosswalk(to = Keyword, unreached = [r#match, r#while])]
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Front {
        #[to(r#fn)]
        Define,
        #[to(Plain)]
        Plain,
    }

    #[crosswalk::crosswalk(to = Keyword, unreached = [r#fn, r#Plain])]
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Back {
        #[to(r#match)]
        Case,
        #[to(r#while)]
        Repeat,
    }

    #[test]
    fn unreached_names_raw_targets_as_written() {
        assert_eq!(Keyword::from(Front::Define), Keyword::r#fn);
        assert_eq!(Keyword::from(Back::Repeat), Keyword::r#while);
    }
}
