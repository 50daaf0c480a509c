//! A validated crosswalk: everything expansion needs, with no room left for a bad declaration.

use proc_macro2::TokenStream;
use quote::quote;
use syn::{Ident, LitInt, LitStr, Path, Visibility};

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
    /// `name = path::Name`: which of the enum's crosswalks this is; `None` for the unnamed one.
    pub walk: Option<Path>,
    /// `many_to_one`: shared targets need no `alias`.
    pub many_to_one: bool,
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
    Mapped { target: TargetRef, alias: bool },
    /// `#[reject]` or `#[reject("message")]`.
    Rejected { message: Option<LitStr> },
    /// Below `base` under a `default` policy: the policy's target.
    Default { target: TargetRef },
}

pub enum Policy {
    Throw { message: Option<LitStr> },
    Default { target: TargetRef },
}

/// What a variant maps to: a variant of the target enum, or a value of a number type (a tuple
/// struct whose field is visible where the crosswalk is declared).
#[derive(Clone)]
pub enum TargetRef {
    Variant(Ident),
    Value(LitInt),
}

impl TargetRef {
    pub fn parse(tokens: &TokenStream) -> Option<Self> {
        syn::parse2::<Ident>(tokens.clone())
            .map(Self::Variant)
            .or_else(|_| syn::parse2::<LitInt>(tokens.clone()).map(Self::Value))
            .ok()
    }

    /// Two references name the same target exactly when their keys are equal.
    pub fn key(&self) -> String {
        match self {
            Self::Variant(ident) => ident.to_string(),
            Self::Value(literal) => literal
                .base10_parse::<u128>()
                .map_or_else(|_| literal.to_string(), |value| format!("{value:#x}")),
        }
    }

    pub fn is_value(&self) -> bool {
        matches!(self, Self::Value(_))
    }
}

impl quote::ToTokens for TargetRef {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        match self {
            Self::Variant(ident) => ident.to_tokens(tokens),
            Self::Value(literal) => literal.to_tokens(tokens),
        }
    }
}

impl std::fmt::Display for TargetRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Variant(ident) => write!(f, "{ident}"),
            Self::Value(literal) => write!(f, "{literal}"),
        }
    }
}

/// The inherent methods a crosswalk generates: `translate`, … for the unnamed one,
/// `translate_core_v4`, … for the one named `CoreV4`.
pub struct MethodNames {
    pub translate: Ident,
    pub translate_ordinal: Ident,
    pub from_target: Ident,
    /// `to_core_v4`: the infallible conversion a named crosswalk offers in place of `From`, which
    /// only the unnamed one implements. `None` for the unnamed crosswalk.
    pub to_target: Option<Ident>,
}

impl Crosswalk {
    pub fn method_names(&self) -> MethodNames {
        let snake = self
            .walk
            .as_ref()
            .and_then(|walk| walk.segments.last())
            .map(|last| crate::roster::rename::RenameRule::Snake.apply(&last.ident.to_string()));
        let suffix = snake
            .as_ref()
            .map(|snake| format!("_{snake}"))
            .unwrap_or_default();
        let name =
            |stem: &str| Ident::new(&format!("{stem}{suffix}"), proc_macro2::Span::call_site());
        MethodNames {
            translate: name("translate"),
            translate_ordinal: name("translate_ordinal"),
            from_target: name("from_target"),
            to_target: snake
                .map(|snake| Ident::new(&format!("to_{snake}"), proc_macro2::Span::call_site())),
        }
    }

    /// The `Walk` parameter of the `Crosswalk` impl: the declared name, or `Primary`.
    pub fn walk_type(&self) -> TokenStream {
        let private = &self.private;
        match &self.walk {
            Some(walk) => quote!(#walk),
            None => quote!(#private::Primary),
        }
    }

    /// `target` as an expression of the target type.
    pub fn target_value(&self, target: &TargetRef) -> TokenStream {
        let path = &self.target;
        match target {
            TargetRef::Variant(name) => quote!(<#path>::#name),
            TargetRef::Value(literal) => quote!(#path(#literal)),
        }
    }

    /// Whether the targets are values of a number type rather than variants of an enum.
    pub fn targets_are_values(&self) -> bool {
        let default = match &self.policy {
            Policy::Default { target } => Some(target),
            Policy::Throw { .. } => None,
        };
        self.variants
            .iter()
            .filter_map(Variant::target)
            .chain(default)
            .any(TargetRef::is_value)
    }

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
    pub fn target(&self) -> Option<&TargetRef> {
        match &self.outcome {
            Outcome::Mapped { target, .. } | Outcome::Default { target } => Some(target),
            Outcome::Rejected { .. } => None,
        }
    }
}
