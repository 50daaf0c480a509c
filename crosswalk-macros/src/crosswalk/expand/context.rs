//! One crosswalk as the expansion writes it: its source as tokens, and where its translators
//! live: on the source enum, or on a declaration's holder (the source may be another crate's).

use crate::crosswalk::model::{Base, Crosswalk, CrosswalkName, Home, Source};
use crate::private_path::PrivateModule;
use crate::source::Fields;
use proc_macro2::{Span, TokenStream};
use quote::ToTokens as _;
use syn::Ident;

pub struct Expansion<'a> {
    pub source: &'a Source,
    pub crosswalk: &'a Crosswalk,
    /// The runtime's versioned private module, under `::crosswalk` or the `crate = …` path.
    pub private: TokenStream,
    /// The type the translators are defined on (see [`home`]).
    pub home: TokenStream,
    /// The target's hidden alias, at the path's last segment, where a missed bound is reported.
    pub target_type: TokenStream,
    /// The path's last segment with the macro's expansion: where the alias, the tables' `__T`
    /// and the casts of the keys stand, so that a target that is not an enum, reported by each of
    /// them, is one diagnostic, which rustc shows once.
    pub target_name_span: Span,
    /// Whether the tables name the target's variants through an import of its path (see
    /// [`super::targets::names_by_path`]).
    pub names_by_path: bool,
    pub source_type: TokenStream,
    /// The type parameter of the `Crosswalk` impl: the declared name, the holder, or `Primary`.
    pub crosswalk_type: TokenStream,
    /// `base` as an expression of the ordinal type: a literal, or the trait impl's `BASE`, the
    /// one place a constant-expression base is written.
    pub base: TokenStream,
    /// The error type of the inherent translators and `TryFrom`: the caller's (`error = …`), at
    /// its own tokens, where rustc then reports a type that is not one; else the runtime's.
    pub error_type: TokenStream,
    /// The ordinal type's primitive, and its unsigned twin's.
    pub ordinal_type: TokenStream,
    pub unsigned: TokenStream,
    /// The shared tables (see `shared`), by path.
    pub targets_table: TokenStream,
    pub sites_table: TokenStream,
}

impl<'a> Expansion<'a> {
    pub fn new(source: &'a Source, crosswalk: &'a Crosswalk) -> Self {
        let (private, source_type) = (private_module(source), source_type(source));
        let crosswalk_type = match &crosswalk.name {
            CrosswalkName::Named(path) => template!(path => #path),
            CrosswalkName::Holder(ident) => template!(ident => #ident),
            CrosswalkName::Primary => template!(private => #private::Primary),
        };
        let base = match &crosswalk.base {
            Base::Number(value) => source.ordinal_type.literal(*value),
            Base::Expression(_) => {
                template!(source_type, private, crosswalk_type => <#source_type as #private::Crosswalk<#crosswalk_type>>::BASE)
            }
        };
        let error_type = match &crosswalk.own_error {
            Some(own) => located(&own.error.to_token_stream()),
            None => template!(private => #private::Error),
        };
        let target_name_span = Span::call_site().located_at(last_span(&crosswalk.target.path));
        let mut target_alias = crosswalk.methods.target_alias.clone();
        target_alias.set_span(target_name_span);
        let (home, methods) = (home(source), &crosswalk.methods);
        let (targets, sites) = (&methods.targets_table, &methods.sites_table);
        Self {
            source,
            crosswalk,
            error_type,
            private,
            ordinal_type: source.ordinal_type.primitive(),
            unsigned: source.ordinal_type.unsigned().primitive(),
            targets_table: template!(home, targets => #home::#targets),
            sites_table: template!(home, sites => #home::#sites),
            home,
            target_type: target_alias.to_token_stream(),
            target_name_span,
            names_by_path: super::targets::names_by_path(crosswalk),
            source_type,
            crosswalk_type,
            base,
        }
    }

    pub fn variant(&self, ident: &Ident) -> TokenStream {
        variant(self.source, ident)
    }

    /// How a translator takes its source value (by reference where a variant carries fields,
    /// which are rarely `Copy`), and the expression that then names it.
    pub fn takes_source(&self) -> (TokenStream, TokenStream) {
        let by_reference = self.source.carries_data().then_some(template!(=> &));
        if !self.source.on_a_holder() {
            let receiver = template!(by_reference => #by_reference self);
            return (receiver, template!(=> self));
        }
        let source = &self.source_type;
        let receiver = template!(by_reference, source => source: #by_reference #source);
        (receiver, template!(=> source))
    }

    /// `translate` called on `value`, giving the runtime's error: its hidden twin where the
    /// translators return the caller's.
    pub fn translate_call(&self, value: &TokenStream) -> TokenStream {
        let translate = &self.crosswalk.methods.translate;
        if self.crosswalk.own_error.is_some() {
            return self.call(&twin(translate), value);
        }
        self.call(translate, value)
    }

    /// The translator `function` called on `value`: a method call on the source enum, which no
    /// variant of the same name can stand for; a function of the holder's on a declaration's.
    pub fn call(&self, function: &Ident, value: &TokenStream) -> TokenStream {
        if !self.source.on_a_holder() {
            return template!(value, function => #value.#function());
        }
        let home = &self.home;
        template!(home, function, value => #home::#function(#value))
    }

    pub fn visibility(&self) -> &syn::Visibility {
        let (written, home) = (&self.crosswalk.visibility, &self.source.home);
        written.as_ref().unwrap_or(home.visibility())
    }

    pub fn ordinal_of(&self, value: &TokenStream) -> TokenStream {
        ordinal_of(self.source, value)
    }

    /// `#[doc = …]` naming both enums by path, for an impl whose header rustdoc prints by last
    /// segments (`impl From<Dtype> for Dtype`). `summary` ends where the two paths follow.
    pub fn impl_doc(&self, summary: &str) -> TokenStream {
        let source = source_name(self.source);
        let before = format!("{summary} `");
        let target = &self.crosswalk.target.text;
        let after = format!("` into `{target}`, by the table in the source's documentation.");
        template!(before, source, after => #[doc = ::core::concat!(#before, #source, #after)])
    }

    /// Whether a translator's body goes in its hidden twin (see `Methods`), which the trait impl
    /// calls: on the source enum, a path to its associated function names its variant instead
    /// where one has that name; and where it `fails` with the caller's error, the trait giving the
    /// runtime's.
    pub fn body_in_twin(&self, fails: bool) -> bool {
        !self.source.on_a_holder() || (fails && self.crosswalk.own_error.is_some())
    }

    /// The function that holds the body of the translator `name`: its twin where
    /// [`Self::body_in_twin`].
    pub fn holding_body(&self, name: &Ident, fails: bool) -> Ident {
        if self.body_in_twin(fails) {
            twin(name)
        } else {
            name.clone()
        }
    }
}

/// The hidden twin of the translator `name` (`__crosswalk_translate_core_v4`), which holds its
/// body where the public one cannot (see [`Expansion::body_in_twin`]). Variants cannot begin
/// `__crosswalk`, so no variant's name stands for a path to it.
pub fn twin(name: &Ident) -> Ident {
    Ident::new(&format!("__crosswalk_{name}"), Span::call_site())
}

pub fn ordinal_of(source: &Source, value: &TokenStream) -> TokenStream {
    let ordinal_type = source.ordinal_type.primitive();
    let value = if source.on_a_holder() {
        wide_ordinal_of(source, value)
    } else {
        value.clone()
    };
    template!(value, ordinal_type => (#value as #ordinal_type))
}

/// The discriminant of `value` as an `i128`: a declaration casts only in its holder's
/// `__crosswalk_ordinal`, so that a source that is no fieldless enum is one error.
pub fn wide_ordinal_of(source: &Source, value: &TokenStream) -> TokenStream {
    if !source.on_a_holder() {
        return template!(value => (#value as ::core::primitive::i128));
    }
    let home = home(source);
    let source_type = source_type(source);
    // Bound first, as `__crosswalk_source` names each variant: a variant with fields named as a
    // value is then one error, which rustc reports once for every mention, where a call's argument
    // is reported apart, with a suggestion spanning the macro's tokens.
    template!(home, source_type, value => #home::__crosswalk_ordinal({ let __value: #source_type = #value; __value }))
}

/// The source variant `ident`: the source's path at the variant's span, so that every mention of
/// a variant the source lacks is one error, which the compiler reports once.
pub fn variant(source: &Source, ident: &Ident) -> TokenStream {
    let mut trees = crate::trees::Trees::default();
    trees.variant(&source.path, ident);
    trees.into_stream()
}

pub fn pattern(source: &Source, of: &crate::source::SourceVariant) -> TokenStream {
    let path = variant(source, &of.ident);
    match of.fields {
        Fields::Unit => path,
        Fields::Tuple => template!(path => #path(..)),
        Fields::Named => template!(path => #path { .. }),
    }
}

pub fn private_module(source: &Source) -> TokenStream {
    let runtime = &source.runtime;
    template!(runtime, PrivateModule => #runtime::#PrivateModule)
}

/// The type the translators are defined on, as a qualified path that names its items in any
/// position: `<Dtype>`, `<Inst<R>>`, `<Holder>`.
pub fn home(source: &Source) -> TokenStream {
    let home = home_type(source);
    template!(home => <#home>)
}

pub fn home_type(source: &Source) -> TokenStream {
    match &source.home {
        Home::Source { .. } => source_type(source),
        Home::Holder { ident, .. } => template!(ident => #ident),
    }
}

/// What a conversion impl is generic over, the source type it converts (by reference where a
/// variant carries fields), and its where clause: `impl<'a, R> From<&'a Inst<R>> for …`.
pub fn converted(source: &Source) -> (TokenStream, TokenStream, TokenStream) {
    let mut generics = source.generics.clone();
    let mut converted = source_type(source);
    if source.carries_data() {
        let lifetime = syn::Lifetime::new("'__crosswalk", proc_macro2::Span::call_site());
        let lifetime = syn::GenericParam::Lifetime(syn::LifetimeParam::new(lifetime));
        generics.params.insert(0, lifetime);
        converted = template!(converted => &'__crosswalk #converted);
    }
    let (impl_generics, _, where_clause) = generics.split_for_impl();
    (
        template!(impl_generics => #impl_generics),
        converted,
        template!(where_clause => #where_clause),
    )
}

pub fn impl_home(source: &Source) -> TokenStream {
    let (generics, _, where_clause) = source.generics.split_for_impl();
    let home = home_type(source);
    template!(generics, home, where_clause => impl #generics #home #where_clause)
}

pub fn source_type(source: &Source) -> TokenStream {
    let path = &source.path;
    let (_, generics, _) = source.generics.split_for_impl();
    template!(path, generics => #path #generics)
}

/// The source's name in messages and errors: `module::path::Source` where the source is the
/// annotated enum, else the path as a declaration writes it.
pub fn source_name(source: &Source) -> TokenStream {
    let written = crate::naming::path_text(&source.path);
    if source.on_a_holder() {
        return template!(written => #written);
    }
    template!(written => ::core::concat!(::core::module_path!(), "::", #written))
}

/// `tokens` with every span set to `span`: a path the compiler reports at `span` alone.
pub fn respanned(tokens: &TokenStream, span: proc_macro2::Span) -> TokenStream {
    crate::spans::map_spans(tokens, &|_| span)
}

/// `tokens`, each at its own place with the call site's hygiene.
pub fn located(tokens: &TokenStream) -> TokenStream {
    crate::spans::map_spans(tokens, &|span| {
        proc_macro2::Span::call_site().located_at(span)
    })
}

/// The span of `path`'s last segment.
pub fn last_span(path: &syn::Path) -> proc_macro2::Span {
    match path.segments.last() {
        Some(last) => last.ident.span(),
        None => syn::spanned::Spanned::span(path),
    }
}

pub fn located_at(tokens: &TokenStream, span: proc_macro2::Span) -> TokenStream {
    respanned(tokens, proc_macro2::Span::call_site().located_at(span))
}

/// How docs and messages speak of a crosswalk where it is declared.
pub struct Words {
    pub value: &'static str,
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

pub fn words(source: &Source) -> &'static Words {
    if source.on_a_holder() {
        &ON_A_HOLDER
    } else {
        &ON_THE_ENUM
    }
}
