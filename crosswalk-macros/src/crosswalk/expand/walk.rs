//! One crosswalk as the expansion sees it: the model, plus how its parts are written as tokens.

use crate::crosswalk::model::{Crosswalk, Policy, Source, TargetKind, TargetRef};
use crate::private_path::PrivateModule;
use crate::repr::IntRepr;
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned as _;
use syn::{LitInt, LitStr};

pub struct Walk<'a> {
    pub source: &'a Source,
    pub crosswalk: &'a Crosswalk,
    /// `::crosswalk::__private_v0_1`, or under the `crate = …` path.
    pub private: TokenStream,
}

impl<'a> Walk<'a> {
    pub fn new(source: &'a Source, crosswalk: &'a Crosswalk) -> Self {
        let runtime = &source.runtime;
        Self {
            source,
            crosswalk,
            private: quote!(#runtime::#PrivateModule),
        }
    }

    /// `target` as an expression of the target type. A target variant is written
    /// `<Target>::Name`, never `Target::Name`: the qualified form resolves the target path as a
    /// type at every use, so a wrong `to = …` is one error rather than a type error plus a path
    /// error, and rustc's "no variant named `Nope`" points at `Nope` alone. A number is built
    /// through the target's constructor under [`Self::form_imports`].
    pub fn target_value(&self, target: &TargetRef) -> TokenStream {
        let path = &self.crosswalk.target.path;
        match target {
            TargetRef::Variant(name) => quote!(<#path>::#name),
            TargetRef::Value(literal) => {
                let imports = self.form_imports();
                let value = self.number_cell(literal);
                quote!({ #imports #value })
            }
        }
    }

    /// `CrosswalkTarget(literal)`, in a block under [`Self::form_imports`]. Every token but the
    /// number carries the form site, so a target that cannot be built from a number is one
    /// error however many cells there are.
    fn number_cell(&self, literal: &LitInt) -> TokenStream {
        if !self.probes_form() {
            let path = &self.crosswalk.target.path;
            return quote!(#path(#literal));
        }
        quote_spanned!(self.crosswalk.target.form_site=> CrosswalkTarget(#literal))
    }

    /// Whether the target path can be imported as `CrosswalkTarget` beside the stand-in's glob
    /// import. A path that itself starts with `CrosswalkTarget` would be ambiguous there, so such
    /// a target is built and read directly, and a wrong form gets rustc's own errors.
    fn probes_form(&self) -> bool {
        !self.target_starts_with("CrosswalkTarget")
    }

    /// Whether the target path begins with `name`, which a block-local item of that name would
    /// then capture.
    fn target_starts_with(&self, name: &str) -> bool {
        let path = &self.crosswalk.target.path;
        path.leading_colon.is_none()
            && path
                .segments
                .first()
                .is_some_and(|segment| segment.ident == name)
    }

    /// Block-local imports under which `CrosswalkTarget` is the target where it takes the
    /// entries' form, and a stand-in whose trait bound fails, naming the form, where it does
    /// not (the runtime's `checks::target_form` explains the mechanism).
    fn form_imports(&self) -> TokenStream {
        if !self.probes_form() {
            return TokenStream::new();
        }
        let private = &self.private;
        let fallback = match self.crosswalk.target.kind {
            TargetKind::Numbers => quote!(#private::numbers),
            TargetKind::Variants => quote!(#private::names),
        };
        let path = &self.crosswalk.target.path;
        // At the path, so that a target that does not exist is reported there.
        let import = quote_spanned!(path.span()=>
            #[allow(unused_imports)]
            use #path as CrosswalkTarget;
        );
        quote! {
            #[allow(unused_imports)]
            use #fallback::*;
            #import
        }
    }

    /// Whether a table's entries name a target variant through the block-local alias `__T`
    /// ([`Self::table_names`]): a number type has no constructor under an alias, and a target
    /// path that begins with `__T` would make the alias refer to itself.
    fn aliases_target(&self) -> bool {
        self.crosswalk.target.kind == TargetKind::Variants && !self.target_starts_with("__T")
    }

    /// Block-local names that shorten every entry of a table built in that block: `__T` for the
    /// target (or the constructor imports of a number type), `__Some`/`__None`, `__Ok`/`__Err`.
    /// They live in the table's own block, so nothing of the user's is shadowed outside it, and
    /// the `__` names keep the user's items from being captured inside it.
    pub fn table_names(&self) -> TokenStream {
        let path = &self.crosswalk.target.path;
        let target_names = match self.crosswalk.target.kind {
            TargetKind::Numbers => self.form_imports(),
            TargetKind::Variants if self.aliases_target() => quote!(type __T = #path;),
            TargetKind::Variants => TokenStream::new(),
        };
        quote! {
            #target_names
            #[allow(unused_imports)]
            use ::core::option::Option::{None as __None, Some as __Some};
            #[allow(unused_imports)]
            use ::core::result::Result::{Err as __Err, Ok as __Ok};
        }
    }

    /// `target` as an entry of a table built after [`Self::table_names`].
    pub fn table_value(&self, target: &TargetRef) -> TokenStream {
        match target {
            TargetRef::Variant(name) if self.aliases_target() => quote!(__T::#name),
            TargetRef::Value(literal) => self.number_cell(literal),
            TargetRef::Variant(_) => self.target_value(target),
        }
    }

    /// The target of the variant at `index`, or some target where none is (a slot that is never
    /// read but must hold a value).
    pub fn target_or_filler(&self, index: Option<usize>) -> Option<&'a TargetRef> {
        let outcomes = &self.crosswalk.outcomes;
        index
            .and_then(|index| outcomes.get(index))
            .and_then(|outcome| outcome.target())
            .or_else(|| outcomes.iter().find_map(|outcome| outcome.target()))
    }

    /// The `Walk` parameter of the `Crosswalk` impl: the declared name, or `Primary`.
    pub fn walk_type(&self) -> TokenStream {
        let private = &self.private;
        match &self.crosswalk.name {
            Some(name) => {
                let path = &name.path;
                quote!(#path)
            }
            None => quote!(#private::Primary),
        }
    }

    /// A target value's ordinal as a `u32`: a number type's field, an enum's discriminant. Read
    /// through what `CrosswalkTarget` resolves to, at the form site, so that a target of the
    /// other form is the one error of [`Self::form_imports`], with no "no field" or "cast" error
    /// beside it.
    pub fn target_ordinal(&self, value: &TokenStream) -> TokenStream {
        if !self.probes_form() {
            return match self.crosswalk.target.kind {
                TargetKind::Numbers => quote!(#value.0 as ::core::primitive::u32),
                TargetKind::Variants => quote!(#value as ::core::primitive::u32),
            };
        }
        let imports = self.form_imports();
        let path = &self.crosswalk.target.path;
        let site = self.crosswalk.target.form_site;
        let private = respanned(&self.private, site);
        let typed = match self.crosswalk.target.kind {
            TargetKind::Numbers => quote_spanned!(site=>
                #private::number_of::<_, _, #path>(&CrosswalkTarget, #value)
            ),
            TargetKind::Variants => quote_spanned!(site=>
                #private::variant_of::<_, #path>(&CrosswalkTarget, #value)
            ),
        };
        // The read itself is the macro's, not at the user's token, so lints about casts stay
        // with the macro.
        let read = match self.crosswalk.target.kind {
            TargetKind::Numbers => quote!(__typed.0 as ::core::primitive::u32),
            TargetKind::Variants => quote!(__typed as ::core::primitive::u32),
        };
        quote!({ #imports let __typed = #typed; #read })
    }

    /// The source's ordinal type, `::core::primitive::R`.
    pub fn ordinal_type(&self) -> TokenStream {
        primitive(self.source.ordinal_type)
    }

    /// `value` as a literal of the ordinal type (`-3i8`, `7u32`).
    pub fn ordinal_literal(&self, value: i128) -> TokenStream {
        self.source.ordinal_type.literal(value)
    }

    /// `let __index: usize = …;`: the cell of the raw ordinal `ordinal` (an expression of the
    /// ordinal type) from `first`: `ordinal - first`, wrapping in the ordinal type's unsigned twin
    /// as a C++ helper's unsigned arithmetic does, so an ordinal below `first` lands past the end.
    /// On a target whose `usize` is narrower than the twin, a difference `usize` cannot hold
    /// becomes `usize::MAX`, past every table.
    pub fn cell_index(&self, ordinal: &TokenStream, first: i128) -> TokenStream {
        let repr = self.source.ordinal_type;
        if repr == IntRepr::U32 {
            // u32 into a 64-bit `usize`: the subtraction wraps past every table as u32's would.
            let first = self.ordinal_literal(first);
            return quote! {
                let __index = (#ordinal as ::core::primitive::usize).wrapping_sub(#first as ::core::primitive::usize);
            };
        }
        let twin = repr.unsigned_twin();
        if repr.is_signed() && twin.bits() <= 32 {
            // Narrower than `usize` on every supported target: widen through `isize`, keeping
            // the sign, then subtract in `usize`. An ordinal below `first` still lands past every
            // table, and the widened ordinal is the one an error keeps, so the failing side needs
            // no second extension (an unsigned byte keeps the narrow subtraction, which the
            // optimiser already folds into the load).
            let first = self.ordinal_literal(first);
            let widen = quote!(as ::core::primitive::isize as ::core::primitive::usize);
            return quote! {
                let __index = (#ordinal #widen).wrapping_sub(#first #widen);
            };
        }
        let unsigned = primitive(twin);
        let first = proc_macro2::Literal::u128_unsuffixed(repr.unsigned_bits(first));
        let difference = quote!((#ordinal as #unsigned).wrapping_sub(#first));
        if twin.bits() <= 32 || twin == IntRepr::Usize {
            quote!(let __index = #difference as ::core::primitive::usize;)
        } else {
            quote! {
                let __index = #difference;
                let __index = if __index <= ::core::primitive::usize::MAX as #unsigned {
                    __index as ::core::primitive::usize
                } else {
                    ::core::primitive::usize::MAX
                };
            }
        }
    }

    /// `module::path::Source`, resolved where the enum is declared.
    pub fn source_path(&self) -> TokenStream {
        let name = self.source.ident.to_string();
        quote!(::core::concat!(::core::module_path!(), "::", #name))
    }

    /// `#[doc = …]` for an impl whose header names both enums, saying what it does with each
    /// named by path: rustdoc prints types by their last segment, which makes a header such as
    /// `impl From<Dtype> for Dtype` ambiguous. `summary` ends where the two paths follow.
    pub fn impl_doc(&self, summary: &str) -> TokenStream {
        let source = self.source_path();
        let before = format!("{summary} `");
        let after = format!(
            "` into `{}`, by the table in the source's documentation.",
            self.crosswalk.target.text
        );
        quote!(#[doc = ::core::concat!(#before, #source, #after)])
    }

    /// A `&'static ErrorSite`; constant, so it is promoted to a static.
    fn site(&self, kind: &str, message: Option<&LitStr>) -> TokenStream {
        let private = &self.private;
        let kind = syn::Ident::new(kind, proc_macro2::Span::call_site());
        let enum_path = self.source_path();
        let message = match message {
            Some(message) => quote!(::core::option::Option::Some(#message)),
            None => quote!(::core::option::Option::None),
        };
        let signed = self.source.ordinal_type.is_signed();
        quote! {
            &#private::ErrorSite {
                kind: #private::ErrorKind::#kind,
                enum_path: #enum_path,
                message: #message,
                signed: #signed,
            }
        }
    }

    /// Where a `throw` policy's errors point; `None` under a `default` policy, which never errs.
    pub fn out_of_range_site(&self) -> Option<TokenStream> {
        match &self.crosswalk.policy {
            Policy::Throw { message } => Some(self.site("OutOfRange", message.as_ref())),
            Policy::Default { .. } => None,
        }
    }

    pub fn rejected_site(&self, message: Option<&LitStr>) -> TokenStream {
        self.site("Rejected", message)
    }

    /// `Err(error)` at `site` for `ordinal` (a `u64` expression, see [`error_ordinal`]).
    pub fn error(&self, site: &TokenStream, ordinal: &TokenStream) -> TokenStream {
        let private = &self.private;
        quote!(::core::result::Result::Err(#private::error(#site, #ordinal)))
    }
}

/// `tokens` with every span set to `span`: a path the compiler reports at `span` alone.
fn respanned(tokens: &TokenStream, span: proc_macro2::Span) -> TokenStream {
    tokens
        .clone()
        .into_iter()
        .map(|mut tree| {
            if let proc_macro2::TokenTree::Group(group) = &tree {
                let mut inner =
                    proc_macro2::Group::new(group.delimiter(), respanned(&group.stream(), span));
                inner.set_span(span);
                tree = proc_macro2::TokenTree::Group(inner);
            } else {
                tree.set_span(span);
            }
            tree
        })
        .collect()
}

/// `::core::primitive::R`.
pub fn primitive(repr: IntRepr) -> TokenStream {
    repr.primitive()
}

/// An ordinal as an [`Error`]'s `u64` holds it: its bits, sign-extended for a signed type.
pub fn error_ordinal_literal(value: i128) -> TokenStream {
    let bits = u64::try_from(value.rem_euclid(1i128 << 64)).unwrap_or(u64::MAX);
    quote!(#bits)
}

/// An ordinal expression of the ordinal type as an error's `u64`.
pub fn error_ordinal(ordinal: &TokenStream) -> TokenStream {
    quote!(#ordinal as ::core::primitive::u64)
}
