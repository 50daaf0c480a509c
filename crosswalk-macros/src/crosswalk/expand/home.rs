//! Where a crosswalk's translators live, asked in one place: on the source enum (the attribute's
//! form) or on a declaration's holder, which stands apart from a source that may be another
//! crate's. The rest of the expansion asks these questions rather than match on `Home`.

use super::context::Expansion;
use crate::crosswalk::model::{Home, Source};

/// How docs and messages speak of a crosswalk where it is declared.
pub struct Words {
    /// The value a translator takes.
    pub value: &'static str,
    /// Where the crosswalk's table is documented, seen from a translator.
    pub table_place: &'static str,
    pub declared_by: &'static str,
    /// What the ordinal column says of a discriminant only the compiler knows.
    pub unknown_ordinal: &'static str,
    /// Where a variant's outcome is written, and how a mistake's help says to reject it.
    pub mapping: &'static str,
    pub rejection: &'static str,
}

const ON_THE_ENUM: Words = Words {
    value: "this variant",
    table_place: "the enum's documentation",
    declared_by: "`#[crosswalk]`",
    unknown_ordinal: "(expression)",
    mapping: "`#[to]`",
    rejection: "mark it `#[reject]`",
};

const ON_A_HOLDER: Words = Words {
    value: "`source`",
    table_place: "this type's documentation",
    declared_by: "`crosswalk::declare!`",
    unknown_ordinal: "(its discriminant)",
    mapping: "its line",
    rejection: "make its line `=> reject`",
};

/// Whether the translators are a declaration's holder's: its lines are checked against the
/// source's variants, and the source cast, in one place of the holder's (see `coverage`).
pub fn on_a_holder(source: &Source) -> bool {
    matches!(source.home, Home::Holder { .. })
}

pub fn words(source: &Source) -> &'static Words {
    if on_a_holder(source) {
        &ON_A_HOLDER
    } else {
        &ON_THE_ENUM
    }
}

impl Expansion<'_> {
    pub fn words(&self) -> &'static Words {
        words(self.source)
    }

    /// Whether a translator's body goes in a hidden twin (see `Methods`): on the source enum, a
    /// path to one of the enum's associated functions names its variant instead where one has
    /// that name.
    pub fn bodies_in_twins(&self) -> bool {
        !on_a_holder(self.source)
    }
}
