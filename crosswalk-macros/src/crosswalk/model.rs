//! A validated crosswalk: everything expansion needs, with no room left for a bad declaration.

use proc_macro2::TokenStream;
use syn::{Ident, LitStr, Path, Visibility};

pub struct Crosswalk {
    pub source: Ident,
    pub visibility: Visibility,
    pub target: Path,
    /// The target path as the user wrote it, for messages and `TARGET_PATH`.
    pub target_text: String,
    pub base: u32,
    pub policy: Policy,
    /// In declaration order.
    pub variants: Vec<Variant>,
    /// `unreached = [...]` as declared, with the key for spans.
    pub unreached: Option<(Ident, Vec<Ident>)>,
    /// The versioned module of the runtime crate that generated code reaches into.
    pub private: TokenStream,
}

pub struct Variant {
    pub ident: Ident,
    pub ordinal: u32,
    pub outcome: Outcome,
}

pub enum Outcome {
    /// `#[to(target)]`; `alias` when an earlier variant maps to the same target.
    Mapped { target: Ident, alias: bool },
    /// `#[reject]` or `#[reject("message")]`.
    Rejected { message: Option<LitStr> },
    /// Below `base` under a `default` policy: the policy's target.
    Default { target: Ident },
}

pub enum Policy {
    Throw { message: Option<LitStr> },
    Default { target: Ident },
}

impl Crosswalk {
    /// Whether any variant can fail to translate, which decides `From` against `TryFrom`.
    pub fn is_fallible(&self) -> bool {
        self.variants
            .iter()
            .any(|variant| matches!(variant.outcome, Outcome::Rejected { .. }))
    }

    /// The table's cells: the variant with ordinal `base + index`, if any.
    pub fn cells(&self) -> Vec<Option<&Variant>> {
        self.variants_by_ordinal_from(self.base)
    }

    /// Slot `index` holds the variant with ordinal `first + index`, up to the highest ordinal;
    /// variants below `first` are left out. Validation bounds the length (`MAX_CELLS`).
    pub fn variants_by_ordinal_from(&self, first: u32) -> Vec<Option<&Variant>> {
        let len = self
            .variants
            .iter()
            .filter_map(|variant| variant.ordinal.checked_sub(first))
            .max()
            .map_or(0, |last| last as usize + 1);
        let mut slots = vec![None; len];
        for variant in &self.variants {
            if let Some(slot) = variant
                .ordinal
                .checked_sub(first)
                .and_then(|index| slots.get_mut(index as usize))
            {
                *slot = Some(variant);
            }
        }
        slots
    }
}

impl Variant {
    /// The target variant's name, unless the variant is rejected.
    pub fn target(&self) -> Option<&Ident> {
        match &self.outcome {
            Outcome::Mapped { target, .. } | Outcome::Default { target } => Some(target),
            Outcome::Rejected { .. } => None,
        }
    }
}
