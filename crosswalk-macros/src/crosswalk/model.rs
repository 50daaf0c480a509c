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

    /// The number of table cells: one per ordinal from `base` to the highest one at or above it.
    pub fn cell_count(&self) -> usize {
        self.variants
            .iter()
            .filter_map(|variant| variant.ordinal.checked_sub(self.base))
            .max()
            .map_or(0, |last| last as usize + 1)
    }

    /// The variant in cell `index`, if any.
    pub fn cells(&self) -> Vec<Option<&Variant>> {
        let mut cells = vec![None; self.cell_count()];
        for variant in &self.variants {
            if let Some(index) = variant.ordinal.checked_sub(self.base) {
                if let Some(cell) = cells.get_mut(index as usize) {
                    *cell = Some(variant);
                }
            }
        }
        cells
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
