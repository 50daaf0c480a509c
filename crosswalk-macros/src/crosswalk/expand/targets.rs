//! How an expansion writes a crosswalk's targets: as values, table entries and a type, and read
//! back as numbers, each through the target's form (see the runtime's `checks::target_form`).

use super::context::{Expansion, last_span, located_at, respanned};
use crate::crosswalk::model::{
    Crosswalk, Number, Operand, Outcome, TargetKind, TargetRef, written_targets,
};
use proc_macro2::{Delimiter, Group, Ident, Literal, Span, TokenStream};
use syn::ext::IdentExt as _;
use syn::spanned::Spanned as _;

impl<'a> Expansion<'a> {
    /// `target` as an expression of the target type. A variant is written `<Target>::Name`, which
    /// resolves the path as a type, so a wrong `to = …` is one error and "no variant named `Nope`"
    /// points at `Nope` alone. A number is built through the target's constructor under
    /// [`Self::form_imports`]; constants combined with `|` as the target of their numbers combined.
    pub fn target_value(&self, target: &TargetRef) -> TokenStream {
        let path = &self.target_type;
        match target {
            TargetRef::Name(name) => template!(path, name => <#path>::#name),
            TargetRef::Constant { value, .. } if !self.is_number_type() => {
                template!(value => (#value))
            }
            TargetRef::Number(_) | TargetRef::Constant { .. } => {
                let imports = self.form_imports();
                let value = self.table_value(target);
                template!(imports, value => { #imports #value })
            }
            TargetRef::Combined {
                operands,
                reader,
                builder,
                ..
            } => {
                let target = &self.crosswalk.target.path;
                let mut combined = TokenStream::new();
                for operand in operands {
                    if !combined.is_empty() {
                        combined.extend(template!(=> |));
                    }
                    combined.extend(match operand {
                        Operand::Constant(name) => {
                            template!(reader, target, name => #reader(<#target>::#name))
                        }
                        Operand::Expression(expression) => {
                            template!(reader, expression => #reader(#expression))
                        }
                    });
                }
                template!(builder, combined => (#builder(#combined)))
            }
        }
    }

    /// `CrosswalkTarget(value)`, under [`Self::form_imports`], at the first target's span: a
    /// target that cannot be built from a number is one error however many cells there are.
    fn field_cell(&self, value: &TokenStream) -> TokenStream {
        if !self.checks_target_form() {
            let path = &self.crosswalk.target.path;
            return match &self.crosswalk.target.field {
                Some(field) => template!(path, field, value => #path { #field: #value }),
                None => template!(path, value => #path(#value)),
            };
        }
        template_spanned!(self.crosswalk.target.first_written; value => CrosswalkTarget(#value))
    }

    /// Whether the target path can be imported as `CrosswalkTarget` beside the fallback's glob
    /// import: not a path that itself starts with `CrosswalkTarget` (ambiguous there), nor
    /// constants (written whole), nor a named field (the user's word on the form).
    pub fn checks_target_form(&self) -> bool {
        !matches!(self.crosswalk.target.kind, TargetKind::Constants { .. })
            && self.crosswalk.target.field.is_none()
            && !self.target_starts_with("CrosswalkTarget")
    }

    fn target_starts_with(&self, name: &str) -> bool {
        starts_with(&self.crosswalk.target.path, name)
    }

    /// Block-local imports under which `CrosswalkTarget` is the target where it takes the
    /// entries' form, and a fallback whose trait bound fails, naming the form, where it does not.
    pub fn form_imports(&self) -> TokenStream {
        if !self.checks_target_form() {
            return TokenStream::new();
        }
        let private = &self.private;
        let fallback = match self.crosswalk.target.kind {
            TargetKind::Numbers => template!(private => #private::numbers),
            TargetKind::Variants | TargetKind::Constants { .. } => {
                template!(private => #private::names)
            }
        };
        let import = self.import_target_as("CrosswalkTarget");
        template! {fallback, import =>
            #[allow(unused_imports)]
            use #fallback::*;
            #import
        }
    }

    /// `use path as name;` at the path, so that a target that does not exist is reported there,
    /// and alike by every import of it.
    fn import_target_as(&self, name: &str) -> TokenStream {
        let path = &self.crosswalk.target.path;
        let name = Ident::new(name, path.span());
        template_spanned!(path.span(); path, name => #[allow(unused_imports)] use #path as #name;)
    }

    /// Whether a table's entries name a target variant through the block-local alias `__T`: not
    /// by the target's path, nor a number type (no constructor under an alias), nor a path that
    /// begins with `__T`.
    fn aliases_target(&self) -> bool {
        !self.names_by_path && !self.is_number_type() && !self.target_starts_with("__T")
    }

    /// Whether the target is a number type, built from a number by its constructor.
    pub fn is_number_type(&self) -> bool {
        matches!(self.crosswalk.target.kind, TargetKind::Numbers)
    }

    /// Block-local names that shorten a table's entries: `__T` (or a number type's constructor
    /// imports), `__Some`/`__None`, `__Ok`/`__Err`.
    pub fn table_aliases(&self) -> TokenStream {
        let path = &self.target_type;
        let target_names = match self.crosswalk.target.kind {
            TargetKind::Numbers => self.form_imports(),
            _ if self.names_by_path => self.import_target_as("__T"),
            _ if self.aliases_target() => template!(path => #[allow(dead_code)] type __T = #path;),
            _ => TokenStream::new(),
        };
        template! {target_names =>
            #target_names
            #[allow(unused_imports)]
            use ::core::option::Option::{None as __None, Some as __Some};
            #[allow(unused_imports)]
            use ::core::result::Result::{Err as __Err, Ok as __Ok};
        }
    }

    /// `target` as an entry of a table built after [`Self::table_aliases`].
    pub fn table_value(&self, target: &TargetRef) -> TokenStream {
        match target {
            // At the name, so that a name the target lacks is reported there alone.
            TargetRef::Name(name) if self.names_by_path => {
                let mut trees = crate::trees::Trees::default();
                let alias = Ident::new("__T", self.target_name_span);
                trees.ident(&alias).operator("::").ident(name);
                trees.into_stream()
            }
            TargetRef::Name(name) if self.aliases_target() => {
                template_spanned!(name.span(); name => __T::#name)
            }
            TargetRef::Number(number) => self.field_cell(&field_value(number)),
            TargetRef::Constant { value, .. } if self.is_number_type() => {
                self.field_cell(&template!(value => (#value)))
            }
            TargetRef::Name(_) | TargetRef::Constant { .. } | TargetRef::Combined { .. } => {
                self.target_value(target)
            }
        }
    }

    /// The targets the lines write, then `default`.
    pub fn written_targets(&self, default: Option<&'a TargetRef>) -> Vec<&'a TargetRef> {
        let crosswalk = self.crosswalk;
        written_targets(&crosswalk.outcomes, crosswalk.wildcard.as_ref(), default)
    }

    /// Each variant's target as a table entry, in declaration order; a variant without one
    /// (rejected, unreachable) has some target, never read.
    pub fn target_values(&self) -> Vec<TokenStream> {
        let any = self.any_target();
        let value = |outcome: &Outcome| Some(self.table_value(outcome.target().or(any)?));
        self.crosswalk.outcomes.iter().filter_map(value).collect()
    }

    /// Some target, for a slot never read.
    pub fn any_target(&self) -> Option<&'a TargetRef> {
        let targets = self.written_targets(self.crosswalk.policy.default_target());
        targets.first().copied()
    }

    /// A target value's number, cast to `width` where given: a number type's field, an enum's
    /// discriminant, or what a constant target's reader gives. Read through `CrosswalkTarget`, so
    /// that a target of the other form is the one error of [`Self::form_imports`].
    pub fn target_number(&self, value: &TokenStream, width: Option<&TokenStream>) -> TokenStream {
        let kind = &self.crosswalk.target.kind;
        if let TargetKind::Constants { reader } = kind {
            // A primitive's value is its number, which the reading casts.
            let identity = crate::naming::global_path(&["core", "convert", "identity"]);
            return self.read_constant(reader.as_ref().unwrap_or(&identity), value, width);
        }
        // An enum's discriminant needs a cast to be a number at all.
        let cast = match (kind, width) {
            (TargetKind::Variants, None) => template!(=> as ::core::primitive::u32),
            (_, Some(width)) => template!(width => as #width),
            (_, None) => TokenStream::new(),
        };
        if !self.checks_target_form() {
            return match (kind, &self.crosswalk.target.field) {
                (TargetKind::Numbers, Some(field)) => {
                    template!(value, field, cast => (#value.#field #cast))
                }
                (TargetKind::Numbers, None) => template!(value, cast => (#value.0 #cast)),
                _ => template!(value, cast => (#value #cast)),
            };
        }
        let imports = self.form_imports();
        if !self.is_number_type() {
            let mut number = crate::trees::Trees::default();
            self.push_variant_cast(&mut number, value.clone());
            let number = number.into_stream();
            let width = width
                .cloned()
                .unwrap_or_else(|| template!(=> ::core::primitive::u32));
            let numbers = self.variant_numbers(&width, &template!(=> 1), &number);
            return template!(imports, numbers => { #imports #numbers[0] });
        }
        let path = &self.target_type;
        let site = self.crosswalk.target.first_written;
        let private = respanned(&self.private, site);
        let typed = template_spanned!(site; private, path, value => #private::number_of::<_, _, #path>(&CrosswalkTarget, #value));
        // The read is the macro's, so lints about casts stay with the macro, but it stands at the
        // target path: a number type whose field cannot be read is one error there.
        let path = &self.crosswalk.target.path;
        let typed_name = located_at(&template!(=> __typed), path.span());
        let read = located_at(&template!(cast => .0 #cast), last_span(path));
        template!(imports, typed, typed_name, read => { #imports let __typed = #typed; #typed_name #read })
    }

    /// `(value) as _`, an enum target's discriminant for [`Self::variant_numbers`], into
    /// `trees`. The cast spans the path from its first token to its last and is the macro's, so
    /// that lints about casts stay with the macro: a target that no enum's cast takes is one
    /// error there, however many casts repeat it.
    pub fn push_variant_cast(&self, trees: &mut crate::trees::Trees, value: TokenStream) {
        let mut target = Group::new(Delimiter::Parenthesis, value);
        target.set_span(Span::call_site().located_at(self.crosswalk.target.path.span()));
        let last = self.target_name_span;
        trees.tree(target.into());
        trees
            .ident(&Ident::new("as", last))
            .ident(&Ident::new("_", last));
    }

    /// The array of `len` casts `numbers` ([`Self::push_variant_cast`]) to `width`, through the check
    /// that the target is an enum, in a block that holds [`Self::form_imports`]: a struct is one
    /// error, at the first target written, however many reads repeat it.
    pub fn variant_numbers(
        &self,
        width: &TokenStream,
        len: &TokenStream,
        numbers: &TokenStream,
    ) -> TokenStream {
        let (alias, site) = (&self.target_type, self.crosswalk.target.first_written);
        let private = respanned(&self.private, site);
        template_spanned!(site; private, alias, width, len, numbers =>
            #private::variant_numbers::<_, #alias, #width, #len>(&CrosswalkTarget, [#numbers])
        )
    }

    /// A constant target's number, read by `reader`: a call written at the reader's path, and
    /// every call in a `const fn`, so that a reader that is not one is a single error there.
    fn read_constant(
        &self,
        reader: &syn::Path,
        value: &TokenStream,
        width: Option<&TokenStream>,
    ) -> TokenStream {
        // The call's parentheses at the path's last segment: the call is then the path's span.
        let at = last_span(reader);
        let Some(width) = width else {
            // A call needs no parentheses, and parentheses would be the call's span.
            return template_spanned!(at; reader, value => #reader(#value));
        };
        let target = Ident::new("__target", Span::mixed_site());
        let read = Ident::new("__read", Span::mixed_site());
        let call = template_spanned!(at; reader, target => #reader(#target));
        let target_type = &self.target_type;
        template! {read, target, target_type, width, call, value => {
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            const fn #read(#target: #target_type) -> #width {
                #call as #width
            }
            #read(#value)
        }}
    }

    /// The error of a number the target's field does not hold, naming the field's type, which
    /// only the constructor knows: read through `CrosswalkTarget` as [`Self::target_number`] is.
    pub fn number_does_not_fit(&self, number: &str) -> TokenStream {
        let path = &self.target_type;
        let target_text = &self.crosswalk.target.text;
        if !self.checks_target_form() {
            let private = &self.private;
            let target = &self.crosswalk.target.path;
            // A named field's constructor is a closure, which gives the field's type as well.
            let constructor = match &self.crosswalk.target.field {
                Some(field) => {
                    let number = Ident::new("__number", Span::mixed_site());
                    template!(number, target, field => |#number| #target { #field: #number })
                }
                None => template!(target => #target),
            };
            return template! {private, path, constructor, number, target_text =>
                #private::number_does_not_fit::<_, _, #path>(&#constructor, #number, #target_text)
            };
        }
        let imports = self.form_imports();
        let site = self.crosswalk.target.first_written;
        let private = respanned(&self.private, site);
        let message = template_spanned!(site; private, path, number, target_text =>
            #private::number_does_not_fit::<_, _, #path>(&CrosswalkTarget, #number, #target_text)
        );
        template!(imports, message => { #imports #message })
    }

    /// A target value as `from_target` compares two: its number in its own type, then as an
    /// `i128`, which every integer type (and `bool`, `char`) casts into without two values meeting.
    pub fn target_key(&self, value: &TokenStream) -> TokenStream {
        let key = template!(=> ::core::primitive::i128);
        if let TargetKind::Constants { .. } = self.crosswalk.target.kind {
            return self.target_number(value, Some(&key));
        }
        let number = self.target_number(value, None);
        template!(number, key => (#number as #key))
    }
}

/// A number target as its field's value: a literal, whose type is the field's. A negative one is
/// written `!(magnitude - 1)`, so that an unsigned field takes it (cut short; `number_fit_check`
/// reports it) rather than failing `-`.
fn field_value(number: &Number) -> TokenStream {
    if number.suffixed.is_some() || !number.negative || number.magnitude == 0 {
        return number.written.clone();
    }
    let mut complement = Literal::u128_unsuffixed(number.magnitude - 1);
    complement.set_span(number.span);
    template_spanned!(number.span; complement => !#complement)
}

/// Whether a table's entries name a target variant through a block-local import of the
/// target, `use path as __T`, which rustc resolves by name; through the alias it searches
/// the enum's variants in turn for each entry, and a table of thousands of entries takes
/// seconds to check. Only for a path whose last segment is written as a type's
/// (`UpperCamelCase`): the import of a function or a module would make each entry an error
/// of its own, where a path that is not a type is reported once, at its last segment, by the
/// alias and every entry alike.
pub fn names_by_path(crosswalk: &Crosswalk) -> bool {
    let path = &crosswalk.target.path;
    let Some(last) = path.segments.last() else {
        return false;
    };
    let name = last.ident.unraw().to_string();
    !matches!(crosswalk.target.kind, TargetKind::Numbers)
        && !starts_with(path, "__T")
        && name != "Self"
        && name.starts_with(|first: char| first.is_ascii_uppercase())
        && (name.len() == 1 || name.contains(|letter: char| letter.is_ascii_lowercase()))
}

/// Whether `path` is relative and its first segment is `name`.
fn starts_with(path: &syn::Path, name: &str) -> bool {
    match path.segments.first() {
        Some(first) => path.leading_colon.is_none() && first.ident == name,
        None => false,
    }
}
