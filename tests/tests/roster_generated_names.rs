//! Variants named like every item `#[derive(Roster)]` generates or calls (`name`, `from_name`,
//! `VARIANTS`, `Repr`, `fmt`, `from_str`, …) and like the prelude's `Some`, `None`, `Ok`, `Err`.
//! A variant and an associated function share `Enum::name`, and the path then means the variant,
//! so the generated code must never reach its functions by such a path.
//!
//! Such a variant shadows the inherent function of its name for paths in the user's code too:
//! `Enum::from_name` is the variant. Methods are still reached by method calls, and everything
//! through the trait.
#![allow(non_camel_case_types, clippy::upper_case_acronyms)]

use crosswalk::{ErrorKind, Roster};

mod core {} // the expansion must name `::core`, never a `core` in scope

macro_rules! every_generated_name {
    ($(#[$attr:meta])* enum $name:ident $(= $first:literal)? ;) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
        $(#[$attr])*
        enum $name {
            // The inherent and trait functions, and the trait's items.
            name $(= $first)?,
            ordinal,
            from_ordinal,
            from_name,
            ENUM_PATH,
            VARIANTS,
            NAMES,
            COUNT,
            Repr,
            // `VariantIdents`, and the trait impls' items and the functions they call.
            IDENTS,
            fmt,
            pad,
            from_str,
            try_from,
            Err,
            Error,
            Ordinal,
            new,
            ParseNameError,
            same_bytes,
            same_bytes_ignoring_ascii_case,
            parse_name_error,
            error,
            as_bytes,
            len,
            // The prelude's names, the traits' and the generated bindings'.
            #[roster(alias = "Option::Some", alias = "Nothing")]
            Some,
            None,
            Ok,
            Option,
            Result,
            Roster,
            Display,
            FromStr,
            TryFrom,
            __bytes,
            __variant,
        }
    };
}

every_generated_name! { enum Plain; }
every_generated_name! {
    #[repr(u8)]
    enum Repr8 = 3;
}

/// What every test reads: the variants in order with their names.
const EXPECTED_NAMES: &[&str] = &[
    "name",
    "ordinal",
    "from_ordinal",
    "from_name",
    "ENUM_PATH",
    "VARIANTS",
    "NAMES",
    "COUNT",
    "Repr",
    "IDENTS",
    "fmt",
    "pad",
    "from_str",
    "try_from",
    "Err",
    "Error",
    "Ordinal",
    "new",
    "ParseNameError",
    "same_bytes",
    "same_bytes_ignoring_ascii_case",
    "parse_name_error",
    "error",
    "as_bytes",
    "len",
    "Some",
    "None",
    "Ok",
    "Option",
    "Result",
    "Roster",
    "Display",
    "FromStr",
    "TryFrom",
    "__bytes",
    "__variant",
];

/// Every trait item and impl, generically: `T`, at `path`, has the names `EXPECTED_NAMES` and
/// ordinals counting up from `first`.
fn assert_roster<T>(path: &str, first: u64)
where
    T: Roster + std::fmt::Display + std::str::FromStr + std::fmt::Debug + PartialEq,
    T::Repr: TryFrom<u64> + Into<i128>,
    <T::Repr as TryFrom<u64>>::Error: std::fmt::Debug,
{
    let names = EXPECTED_NAMES;
    assert_eq!(T::NAMES, names);
    assert_eq!(T::COUNT, names.len());
    assert_eq!(T::VARIANTS.len(), names.len());
    for (at, (&variant, &name)) in T::VARIANTS.iter().zip(names).enumerate() {
        let ordinal = T::Repr::try_from(first + at as u64).unwrap();
        assert_eq!(variant.name(), name);
        assert_eq!(variant.to_string(), name);
        assert_eq!(variant.ordinal().get(), ordinal);
        assert_eq!(T::from_ordinal(ordinal), Some(variant));
        assert_eq!(T::from_name(name), Some(variant));
        assert_eq!(name.parse::<T>().ok(), Some(variant));
    }
    assert_eq!(T::from_name("Option::Some"), T::from_name("Some"));
    assert_eq!(T::from_name("Nothing"), T::from_name("Some"));
    assert_eq!(T::from_name("nowhere"), None);
    assert_eq!(T::ENUM_PATH, path);
}

#[test]
fn the_trait_reads_every_variant() {
    assert_roster::<Plain>("roster_generated_names::Plain", 0);
    assert_roster::<Repr8>("roster_generated_names::Repr8", 3);
}

/// An inherent `const fn` a variant shadows by path, reached by a method call in a constant.
const NAME: &str = Plain::fmt.name();

#[test]
fn methods_reach_the_inherent_functions_past_the_variants() {
    assert_eq!(Plain::name.name(), "name");
    assert_eq!(Plain::from_name.ordinal().get(), 3_u32);
    assert_eq!(Repr8::ordinal.ordinal().get(), 4_u8);
    assert_eq!(Repr8::Some.name(), "Some");
    assert_eq!(NAME, "fmt");
}

#[test]
fn the_fallible_impls_read_past_the_variants() {
    // `Plain::try_from` is the variant here too: the trait is named.
    assert_eq!(<Plain as TryFrom<u32>>::try_from(0), Ok(Plain::name));
    assert_eq!(<Repr8 as TryFrom<u8>>::try_from(3), Ok(Repr8::name));
    let error = <Repr8 as TryFrom<u8>>::try_from(2).unwrap_err();
    assert_eq!(error.kind(), ErrorKind::UnknownOrdinal);
    assert_eq!(<Plain as TryFrom<&str>>::try_from("Err"), Ok(Plain::Err));
    assert_eq!("Err".parse(), Ok(Repr8::Err));
    let error = "nowhere".parse::<Plain>().unwrap_err();
    assert_eq!(error.expected(), EXPECTED_NAMES);
}

#[test]
fn display_honours_the_formatter() {
    assert_eq!(format!("{:>6}", Plain::fmt), "   fmt");
    assert_eq!(format!("{:.3}", Repr8::from_name), "fro");
}
