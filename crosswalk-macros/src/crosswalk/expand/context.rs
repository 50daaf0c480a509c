//! One crosswalk as the expansion writes it: the model, plus how its parts are written as tokens.

use crate::crosswalk::model::{
    Crosswalk, CrosswalkName, Home, Number, Outcome, Policy, Source, TargetKind, TargetRef,
};
use crate::private_path::{PrivateModule, error_site};
use crate::source::Fields;
use crate::source::repr::IntRepr;
use proc_macro2::{Literal, TokenStream};
use quote::{quote, quote_spanned};
use syn::Ident;
use syn::spanned::Spanned as _;

pub struct Expansion<'a> {
    pub source: &'a Source,
    pub crosswalk: &'a Crosswalk,
    /// The runtime's versioned private module, under `::crosswalk` or the `crate = …` path.
    pub private: TokenStream,
}

impl<'a> Expansion<'a> {
    pub fn new(source: &'a Source, crosswalk: &'a Crosswalk) -> Self {
        Self {
            source,
            crosswalk,
            private: private_module(source),
        }
    }

    /// The type the translators are defined on: the source enum, or the declaration's holder.
    pub fn home(&self) -> TokenStream {
        home(self.source)
    }

    /// `impl<…> Home<…> where …`: the header of an impl on the home type, generic as the source is.
    pub fn impl_home(&self) -> TokenStream {
        impl_home(self.source)
    }

    /// The source type, as generated code names it, with its generic parameters.
    pub fn source_type(&self) -> TokenStream {
        source_type(self.source)
    }

    /// The source variant `ident`, as a value or a pattern: the source's path at the variant's
    /// span, so that every mention of a variant the source lacks is one error, which the
    /// compiler reports once.
    pub fn variant(&self, ident: &Ident) -> TokenStream {
        variant(self.source, ident)
    }

    /// The pattern of the source variant `ident`, its fields ignored.
    pub fn pattern(&self, variant: &crate::source::SourceVariant) -> TokenStream {
        let path = self.variant(&variant.ident);
        match variant.fields {
            Fields::Unit => path,
            Fields::Tuple => quote!(#path(..)),
            Fields::Named => quote!(#path { .. }),
        }
    }

    /// How a translator takes its source value, and the expression that then names it: `self` on
    /// the source enum, an argument of a holder's function; by reference where a variant carries
    /// fields (operands are rarely `Copy`).
    pub fn takes_source(&self) -> (TokenStream, TokenStream) {
        let by_reference = self.source.carries_data().then(|| quote!(&));
        match &self.source.home {
            Home::Source { .. } => (quote!(#by_reference self), quote!(self)),
            Home::Holder { .. } => {
                let source = self.source_type();
                (quote!(source: #by_reference #source), quote!(source))
            }
        }
    }

    /// The translators' visibility.
    pub fn visibility(&self) -> &syn::Visibility {
        match &self.source.home {
            Home::Source { visibility } | Home::Holder { visibility, .. } => visibility,
        }
    }

    /// `target` as an expression of the target type. A target variant is written
    /// `<Target>::Name`, never `Target::Name`: the qualified form resolves the target path as a
    /// type at every use, so a wrong `to = …` is one error rather than a type error plus a path
    /// error, and rustc's "no variant named `Nope`" points at `Nope` alone (the same form names
    /// an associated constant of a constant target). A number is built through the target's
    /// constructor under [`Self::form_imports`]; a constant expression is written as it is.
    pub fn target_value(&self, target: &TargetRef) -> TokenStream {
        let path = self.target_type();
        match target {
            TargetRef::Name(name) => quote!(<#path>::#name),
            TargetRef::Number(number) => {
                let imports = self.form_imports();
                let value = self.number_cell(number);
                quote!({ #imports #value })
            }
            TargetRef::Constant { value, .. } => quote!((#value)),
        }
    }

    /// `CrosswalkTarget(number)`, in a block under [`Self::form_imports`]. Every token but the
    /// number carries the first target's span, so a target that cannot be built from a number is
    /// one error however many cells there are.
    fn number_cell(&self, number: &Number) -> TokenStream {
        let value = field_value(number);
        if !self.probes_form() {
            let path = &self.crosswalk.target.path;
            return quote!(#path(#value));
        }
        quote_spanned!(self.crosswalk.target.first_written=> CrosswalkTarget(#value))
    }

    /// The target as a type: its hidden alias (see `Methods::target_alias`), at the path's last
    /// segment, so that a bound the target misses is reported there.
    pub fn target_type(&self) -> TokenStream {
        let mut alias = self.crosswalk.methods.target_alias.clone();
        if let Some(last) = self.crosswalk.target.path.segments.last() {
            alias.set_span(proc_macro2::Span::call_site().located_at(last.ident.span()));
        }
        quote!(#alias)
    }

    /// Whether the target path can be imported as `CrosswalkTarget` beside the fallback's glob
    /// import. A path that itself starts with `CrosswalkTarget` would be ambiguous there, so such
    /// a target is built and read directly, and a wrong form gets rustc's own errors; constants
    /// are written whole, with no form to find out.
    fn probes_form(&self) -> bool {
        !matches!(self.crosswalk.target.kind, TargetKind::Constants { .. })
            && !self.target_starts_with("CrosswalkTarget")
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
    /// entries' form, and a fallback whose trait bound fails, naming the form, where it does
    /// not (the runtime's `checks::target_form` explains the mechanism).
    fn form_imports(&self) -> TokenStream {
        if !self.probes_form() {
            return TokenStream::new();
        }
        let private = &self.private;
        let fallback = match self.crosswalk.target.kind {
            TargetKind::Numbers => quote!(#private::numbers),
            TargetKind::Variants | TargetKind::Constants { .. } => quote!(#private::names),
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
        !matches!(self.crosswalk.target.kind, TargetKind::Numbers)
            && !self.target_starts_with("__T")
    }

    /// Block-local names that shorten every entry of a table built in that block: `__T` for the
    /// target (or the constructor imports of a number type), `__Some`/`__None`, `__Ok`/`__Err`.
    /// They live in the table's own block, so nothing of the user's is shadowed outside it, and
    /// the `__` names keep the user's items from being captured inside it.
    pub fn table_names(&self) -> TokenStream {
        let path = self.target_type();
        let target_names = match self.crosswalk.target.kind {
            TargetKind::Numbers => self.form_imports(),
            _ if self.aliases_target() => quote!(#[allow(dead_code)] type __T = #path;),
            _ => TokenStream::new(),
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
            // At the name, so that a name the target lacks is reported there alone.
            TargetRef::Name(name) if self.aliases_target() => {
                quote_spanned!(name.span()=> __T::#name)
            }
            TargetRef::Number(number) => self.number_cell(number),
            TargetRef::Name(_) | TargetRef::Constant { .. } => self.target_value(target),
        }
    }

    /// The target of the variant at `index`, or some target where none is (a slot that is never
    /// read but must hold a value).
    pub fn target_or_filler(&self, index: Option<usize>) -> Option<&'a TargetRef> {
        let outcomes = &self.crosswalk.outcomes;
        index
            .and_then(|index| outcomes.get(index))
            .and_then(Outcome::target)
            .or_else(|| outcomes.iter().find_map(Outcome::target))
            .or_else(|| self.crosswalk.others.as_ref().and_then(Outcome::target))
            .or(match &self.crosswalk.policy {
                Policy::Default { target } => Some(target),
                Policy::Throw { .. } => None,
            })
    }

    /// The type parameter of the `Crosswalk` impl: the declared name, the holder, or `Primary`.
    pub fn crosswalk_type(&self) -> TokenStream {
        let private = &self.private;
        match &self.crosswalk.name {
            CrosswalkName::Named(path) => quote!(#path),
            CrosswalkName::Holder(ident) => quote!(#ident),
            CrosswalkName::Primary => quote!(#private::Primary),
        }
    }

    /// A target value's number, cast to `width` where given: a number type's field, an enum's
    /// discriminant, or what a constant target's reader gives. Read through what
    /// `CrosswalkTarget` resolves to, at the first target's span, so that a target of the other
    /// form is the one error of [`Self::form_imports`], with no "no field" or "cast" error beside
    /// it.
    pub fn target_number(&self, value: &TokenStream, width: Option<&TokenStream>) -> TokenStream {
        let cast = width.map(|width| quote!(as #width));
        let kind = &self.crosswalk.target.kind;
        if let TargetKind::Constants { reader } = kind {
            return quote!((#reader(#value) #cast));
        }
        // An enum's discriminant needs a cast to be a number at all.
        let cast = match (kind, cast) {
            (TargetKind::Variants, None) => Some(quote!(as ::core::primitive::u32)),
            (_, cast) => cast,
        };
        if !self.probes_form() {
            return match kind {
                TargetKind::Numbers => quote!((#value.0 #cast)),
                _ => quote!((#value #cast)),
            };
        }
        let imports = self.form_imports();
        let path = self.target_type();
        let site = self.crosswalk.target.first_written;
        let private = respanned(&self.private, site);
        let (typed, read) = match kind {
            TargetKind::Numbers => (
                quote_spanned!(site=> #private::number_of::<_, _, #path>(&CrosswalkTarget, #value)),
                quote!(__typed.0 #cast),
            ),
            _ => (
                quote_spanned!(site=> #private::variant_of::<_, #path>(&CrosswalkTarget, #value)),
                quote!(__typed #cast),
            ),
        };
        // The read itself is the macro's, not at the user's token, so lints about casts stay
        // with the macro.
        quote!({ #imports let __typed = #typed; #read })
    }

    /// A target value's ordinal as a `u32`, the width of the trait's `Ordinal<Target>`.
    pub fn target_ordinal(&self, value: &TokenStream) -> TokenStream {
        self.target_number(value, Some(&quote!(::core::primitive::u32)))
    }

    /// A target value as `from_target` compares two: by its number, in the number's own type
    /// (an enum's discriminant as a `u32`), so no two targets compare equal by a cast.
    pub fn target_key(&self, value: &TokenStream) -> TokenStream {
        self.target_number(value, None)
    }

    /// The source's ordinal type, `::core::primitive::R`.
    pub fn ordinal_type(&self) -> TokenStream {
        self.source.ordinal_type.primitive()
    }

    /// `value` as a literal of the ordinal type (`-3i8`, `7u32`).
    pub fn ordinal_literal(&self, value: i128) -> TokenStream {
        self.source.ordinal_type.literal(value)
    }

    /// `let __index: usize = …;`: the cell of the raw ordinal `ordinal` (an expression of the
    /// ordinal type) from `first`: `ordinal - first`, wrapping in the ordinal type's unsigned
    /// twin as a C++ helper's unsigned arithmetic does, so an ordinal below `first` lands past
    /// the end. On a target whose `usize` is narrower than that type, a difference `usize` cannot
    /// hold becomes `usize::MAX`, past every table.
    pub fn cell_index(&self, ordinal: &TokenStream, first: i128) -> TokenStream {
        let repr = self.source.ordinal_type;
        if repr == IntRepr::U32 {
            // u32 into a 64-bit `usize`: the subtraction wraps past every table as u32's would.
            let first = self.ordinal_literal(first);
            return quote! {
                let __index = (#ordinal as ::core::primitive::usize).wrapping_sub(#first as ::core::primitive::usize);
            };
        }
        let unsigned = repr.unsigned();
        if repr.is_signed() && unsigned.bits() <= 32 {
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
        let unsigned_type = unsigned.primitive();
        let first = proc_macro2::Literal::u128_unsuffixed(repr.unsigned_bits(first));
        let difference = quote!((#ordinal as #unsigned_type).wrapping_sub(#first));
        if unsigned.bits() <= 32 || unsigned == IntRepr::Usize {
            quote!(let __index = #difference as ::core::primitive::usize;)
        } else {
            quote! {
                let __index = #difference;
                let __index = if __index <= ::core::primitive::usize::MAX as #unsigned_type {
                    __index as ::core::primitive::usize
                } else {
                    ::core::primitive::usize::MAX
                };
            }
        }
    }

    /// The source's name in messages and errors: `module::path::Source` where the source is the
    /// annotated enum, else the path as a declaration writes it.
    pub fn source_name(&self) -> TokenStream {
        source_name(self.source)
    }

    /// `#[doc = …]` for an impl whose header names both enums, saying what it does with each
    /// named by path: rustdoc prints types by their last segment, which makes a header such as
    /// `impl From<Dtype> for Dtype` ambiguous. `summary` ends where the two paths follow.
    pub fn impl_doc(&self, summary: &str) -> TokenStream {
        let source = self.source_name();
        let before = format!("{summary} `");
        let after = format!(
            "` into `{}`, by the table in the source's documentation.",
            self.crosswalk.target.text
        );
        quote!(#[doc = ::core::concat!(#before, #source, #after)])
    }

    /// Where a `throw` policy's errors point; `None` under a `default` policy, which never errs.
    pub fn out_of_range_site(&self) -> Option<TokenStream> {
        match &self.crosswalk.policy {
            Policy::Throw { message } => Some(error_site(
                &self.private,
                "OutOfRange",
                &self.source_name(),
                message.as_ref(),
                self.source.ordinal_type.is_signed(),
            )),
            Policy::Default { .. } => None,
        }
    }

    /// Where a rejected or unreachable outcome's error points: the rejected one's, or, for one
    /// declared unreachable, a site whose error panics with a message that names `variant` (the
    /// `_` line's when `None`).
    pub fn failure_site(&self, outcome: &Outcome, variant: Option<&Ident>) -> TokenStream {
        let signed = self.source.ordinal_type.is_signed();
        let name = self.source_name();
        match outcome {
            Outcome::Unreachable { message } => {
                let declared = message
                    .as_ref()
                    .map(|message| format!(": {}", message.value()))
                    .unwrap_or_default();
                unreachable_site(
                    &self.private,
                    &name,
                    &which_text(variant),
                    &declared,
                    &self.crosswalk.target.text,
                    signed,
                )
            }
            Outcome::Rejected { message } => {
                error_site(&self.private, "Rejected", &name, message.as_ref(), signed)
            }
            Outcome::Mapped { .. } | Outcome::Default { .. } => TokenStream::new(),
        }
    }

    /// `Err(error)` at `site` for `ordinal`, built in a table's `const`: a site that panics is
    /// kept in the error, for the read to panic at run time (see `raw`).
    pub fn stored_error(&self, site: &TokenStream, ordinal: &TokenStream) -> TokenStream {
        let private = &self.private;
        quote!(::core::result::Result::Err(#private::error(#site, #ordinal)))
    }

    /// `Err(error)` at `site` for `ordinal` (a `u64` expression, see [`error_ordinal`]).
    pub fn error(&self, site: &TokenStream, ordinal: &TokenStream) -> TokenStream {
        let private = &self.private;
        // Only a crosswalk with an unreachable variant has a site that panics, and pays for
        // looking.
        if self.crosswalk.panics {
            quote!(::core::result::Result::Err(#private::error_or_panic(#site, #ordinal)))
        } else {
            quote!(::core::result::Result::Err(#private::error(#site, #ordinal)))
        }
    }
}

fn which_text(variant: Option<&Ident>) -> String {
    variant.map_or_else(
        || "a variant no line names".to_owned(),
        |variant| format!("`{variant}`"),
    )
}

/// The source variant `ident` (see [`Expansion::variant`]).
pub fn variant(source: &Source, ident: &Ident) -> TokenStream {
    let path = respanned(
        &quote::ToTokens::to_token_stream(&source.path),
        ident.span(),
    );
    quote!(#path::#ident)
}

/// The versioned private module of the runtime, under the source's runtime path.
pub fn private_module(source: &Source) -> TokenStream {
    let runtime = &source.runtime;
    quote!(#runtime::#PrivateModule)
}

/// A number target as its field's value: a literal, whose type is the field's. A negative one is
/// written `!(magnitude - 1)`, its two's complement, so that an unsigned field takes it (cut
/// short) rather than failing `-`. A literal the field cannot hold trips `overflowing_literals`,
/// which generated items allow, as a crate may too: the crosswalk's own check
/// (`number_fit_check`) is the one error for a number that does not fit.
pub fn field_value(number: &Number) -> TokenStream {
    if number.suffixed.is_some() || !number.negative || number.magnitude == 0 {
        return number.written.clone();
    }
    let mut complement = Literal::u128_unsuffixed(number.magnitude - 1);
    complement.set_span(number.span);
    quote_spanned!(number.span=> !#complement)
}

/// The type the translators are defined on, as a qualified path that names its items in any
/// position: `<Dtype>`, `<Inst<R>>`, `<Holder>`.
pub fn home(source: &Source) -> TokenStream {
    let home = home_type(source);
    quote!(<#home>)
}

/// The type the translators are defined on, with the source's generic parameters.
pub fn home_type(source: &Source) -> TokenStream {
    match &source.home {
        Home::Source { .. } => source_type(source),
        Home::Holder { ident, .. } => quote!(#ident),
    }
}

/// What a conversion impl is generic over, the source type it converts (by reference where a
/// variant carries fields), and its where clause: `impl<'a, R> From<&'a Inst<R>> for …`.
pub fn converted(source: &Source) -> (TokenStream, TokenStream, TokenStream) {
    let mut generics = source.generics.clone();
    let source_type = source_type(source);
    let converted = if source.carries_data() {
        generics.params.insert(0, syn::parse_quote!('__crosswalk));
        quote!(&'__crosswalk #source_type)
    } else {
        source_type
    };
    let (impl_generics, _, where_clause) = generics.split_for_impl();
    (quote!(#impl_generics), converted, quote!(#where_clause))
}

/// `impl<…> Home<…> where …` for `source`.
pub fn impl_home(source: &Source) -> TokenStream {
    let (generics, _, where_clause) = source.generics.split_for_impl();
    let home = home_type(source);
    quote!(impl #generics #home #where_clause)
}

/// The source type with its generic parameters: `Inst<R>`.
pub fn source_type(source: &Source) -> TokenStream {
    let path = &source.path;
    let (_, generics, _) = source.generics.split_for_impl();
    quote!(#path #generics)
}

/// The source's name in messages and errors.
pub fn source_name(source: &Source) -> TokenStream {
    let written = crate::naming::path_text(&source.path);
    match source.home {
        Home::Source { .. } => quote!(::core::concat!(::core::module_path!(), "::", #written)),
        Home::Holder { .. } => quote!(#written),
    }
}

/// The site of an unreachable outcome: its error is never built, the translator panics with the
/// message instead.
fn unreachable_site(
    private: &TokenStream,
    source_name: &TokenStream,
    which: &str,
    declared: &str,
    target: &str,
    signed: bool,
) -> TokenStream {
    let before = format!("{which} of `");
    let after =
        format!("` reached its crosswalk into `{target}`, which declares it unreachable{declared}");
    quote! {
        &#private::ErrorSite {
            kind: #private::ErrorKind::Rejected,
            enum_path: #source_name,
            message: ::core::option::Option::Some(::core::concat!(#before, #source_name, #after)),
            signed: #signed,
            panics: true,
        }
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

/// An ordinal as an [`Error`]'s `u64` holds it: its bits, sign-extended for a signed type.
pub fn error_ordinal_literal(value: i128) -> TokenStream {
    let bits = u64::try_from(value.rem_euclid(1i128 << 64)).unwrap_or(u64::MAX);
    quote!(#bits)
}

/// An ordinal expression of the ordinal type as an error's `u64`.
pub fn error_ordinal(ordinal: &TokenStream) -> TokenStream {
    quote!(#ordinal as ::core::primitive::u64)
}
