//! Messages that show the value: `{variant}` and `{ordinal}` in `throw`, `reject` and
//! `unreachable` messages, on the attribute and in `declare!`, against the text an original's
//! `format!` would print.

use std::panic::catch_unwind;

mod llvm {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    #[allow(dead_code)] // Variants are reached through the raw numbering.
    pub enum Cond {
        Eq = 32,
        Ne = 33,
        Ugt = 34,
        Uge = 35,
    }
}

mod gcc {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Comparison {
        Equals,
        NotEquals,
    }
}

/// The attribute form: each variant's message shows its own name and ordinal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
#[crosswalk::crosswalk(to = gcc::Comparison, base = 32, on_oob = throw("no condition has ordinal {ordinal}"))]
pub enum Cond {
    #[to(Equals)]
    Eq = 32,
    #[to(NotEquals)]
    Ne = 33,
    #[reject("{variant} ({ordinal}) has no {{comparison}} {{variant}}")]
    Ugt = 34,
    #[unreachable("unable to create comparison predicate for {variant}")]
    Uge = 35,
}

crosswalk::declare! {
    #[crosswalk(to = gcc::Comparison, base = 32)]
    pub enum Conds for llvm::Cond {
        Eq => Equals,
        Ne => NotEquals,
        Ugt => unreachable("unable to create comparison predicate for {variant}"),
        _ => unreachable,
    }
}

crosswalk::declare! {
    #[crosswalk(to = gcc::Comparison, base = 32)]
    pub enum ShownOrdinals for llvm::Cond {
        Eq => Equals,
        Ne => NotEquals,
        _ => unreachable("condition {ordinal} has no comparison"),
    }
}

fn panic_text<T: std::fmt::Debug>(run: impl FnOnce() -> T + std::panic::UnwindSafe) -> String {
    let payload = catch_unwind(run).expect_err("the translation must panic");
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| {
            payload
                .downcast_ref::<&str>()
                .map(|text| (*text).to_owned())
        })
        .unwrap_or_default()
}

#[test]
fn an_out_of_range_message_shows_the_ordinal() {
    for ordinal in [0u8, 31, 36, 255] {
        let error = Cond::translate_ordinal(ordinal).unwrap_err();
        assert_eq!(
            error.to_string(),
            format!("no condition has ordinal {ordinal}")
        );
    }
}

#[test]
fn a_rejected_message_shows_the_variant_and_its_ordinal() {
    let expected = format!(
        "{:?} ({}) has no {{comparison}} {{variant}}",
        Cond::Ugt,
        Cond::Ugt as u8
    );
    assert_eq!(Cond::Ugt.translate().unwrap_err().to_string(), expected);
    assert_eq!(
        Cond::translate_ordinal(34).unwrap_err().to_string(),
        expected
    );
}

#[test]
fn an_unreachable_message_is_the_originals() {
    let original = |cond: llvm::Cond| format!("unable to create comparison predicate for {cond:?}");
    assert_eq!(
        panic_text(|| Cond::Uge.translate()),
        original(llvm::Cond::Uge)
    );
    assert_eq!(
        panic_text(|| Cond::translate_ordinal(35)),
        original(llvm::Cond::Uge)
    );
    assert_eq!(
        panic_text(|| Conds::translate(llvm::Cond::Ugt)),
        original(llvm::Cond::Ugt)
    );
}

#[test]
fn the_other_variants_line_names_the_ordinal() {
    let text = panic_text(|| Conds::translate(llvm::Cond::Uge));
    assert!(
        text.starts_with("the variant with ordinal 35 of `")
            && text.contains(
                "Cond`, which no line names, reached its crosswalk into `gcc::Comparison`"
            ),
        "{text}"
    );
    assert_eq!(
        panic_text(|| ShownOrdinals::to_target(llvm::Cond::Ugt)),
        format!("condition {} has no comparison", llvm::Cond::Ugt as u32)
    );
}

/// The translators stay `const fn`: a message that shows the value is composed without
/// allocating.
const TRANSLATED: Result<gcc::Comparison, crosswalk::Error> = Cond::translate_ordinal(33);

#[test]
fn translators_stay_const() {
    assert_eq!(TRANSLATED, Ok(gcc::Comparison::NotEquals));
}

/// A signed numbering: the ordinal shows its sign, in `Display` and in a panic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(i8)]
#[crosswalk::crosswalk(to = gcc::Comparison, base = -2, on_oob = throw("bad ordinal {ordinal}"))]
pub enum Signed {
    #[to(Equals)]
    Low = -2,
    #[unreachable("ordinal {ordinal} is lowered away")]
    Lowered = -1,
}

#[test]
fn a_signed_ordinal_shows_its_sign() {
    for ordinal in [i8::MIN, -3, 0, i8::MAX] {
        let error = Signed::translate_ordinal(ordinal).unwrap_err();
        assert_eq!(error.to_string(), format!("bad ordinal {ordinal}"));
    }
    assert_eq!(
        panic_text(|| Signed::translate_ordinal(-1)),
        "ordinal -1 is lowered away"
    );
    assert_eq!(
        panic_text(|| gcc::Comparison::from(Signed::Lowered)),
        "ordinal -1 is lowered away"
    );
}
