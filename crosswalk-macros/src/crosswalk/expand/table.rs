//! The one writer of the expansion's tables: slot `i` of a table from `first` holds the variant
//! with ordinal `first + i`, placed by a `const` loop where only const evaluation knows them.

use super::context::{Expansion, home};
use super::errors::{error_ordinal, error_ordinal_literal};
use crate::crosswalk::model::{Declaration, MAX_CELLS, TargetKind};
use crate::source::SourceVariant;
use crate::source::repr::IntRepr;
use crate::template::comma_separated;
use proc_macro2::{Literal, TokenStream, TokenTree};

#[derive(Clone, Copy)]
pub enum TableKind {
    /// The typed tables, read by the discriminant of a source value.
    Typed,
    /// The raw table, read by `ordinal - base`.
    Raw,
}

/// What a table slot no variant has holds.
pub enum Hole {
    Value(TokenStream),
    /// The out-of-range error at this site, carrying the slot's ordinal.
    OutOfRange(TokenStream),
}

pub struct Table {
    pub kind: TableKind,
    /// Each variant's value, in declaration order.
    pub values: Vec<TokenStream>,
    pub hole: Hole,
    /// One more slot past the last, holding this (a clamped index's default).
    pub padding: Option<TokenStream>,
}

/// The source's hidden constants that evaluated tables read: the discriminants in declaration
/// order, the lowest and the highest. `None` when the macro lays out every crosswalk itself.
pub fn source_constants(declaration: &Declaration) -> Option<TokenStream> {
    let source = &declaration.source;
    if (declaration.crosswalks.iter()).all(|each| each.layout.positions.is_some()) {
        return None;
    }
    let ordinal_type = source.ordinal_type.primitive();
    let ordinal = |variant: &SourceVariant| {
        let variant = super::context::variant(source, &variant.ident);
        super::context::ordinal_of(source, &variant)
    };
    let variants = comma_separated(source.variants.iter().map(ordinal).collect());
    let count = source.variants.len();
    let home = home(source);
    let extreme = |name: &str, better: TokenStream| {
        let name = syn::Ident::new(name, proc_macro2::Span::call_site());
        template! {name, ordinal_type, home, count, better =>
            #[doc(hidden)]
            const #name: #ordinal_type = {
                let mut __extreme = #home::__CROSSWALK_ORDINALS[0];
                let mut __index = 1;
                while __index < #count {
                    let __ordinal = #home::__CROSSWALK_ORDINALS[__index];
                    if __ordinal #better __extreme {
                        __extreme = __ordinal;
                    }
                    __index += 1;
                }
                __extreme
            };
        }
    };
    let lowest = extreme("__CROSSWALK_LOWEST", template!(=> <));
    let highest = extreme("__CROSSWALK_HIGHEST", template!(=> >));
    Some(template! {ordinal_type, count, variants, lowest, highest =>
        #[doc(hidden)]
        #[allow(deprecated, overflowing_literals, clippy::large_stack_arrays)]
        const __CROSSWALK_ORDINALS: [#ordinal_type; #count] = [#variants];
        #lowest
        #highest
    })
}

impl Expansion<'_> {
    /// Where the macro places the variants (see [`crate::crosswalk::plan::Positions`]): each
    /// entry of a table of `kind`, the index of the variant it holds, and the ordinal of slot 0.
    fn placed(&self, kind: TableKind) -> Option<(&[Option<usize>], i128)> {
        let positions = self.crosswalk.layout.positions.as_ref()?;
        match kind {
            TableKind::Typed => Some((&positions.typed, positions.typed_start)),
            TableKind::Raw => Some((&positions.raw, self.crosswalk.base.number()?)),
        }
    }

    /// The ordinal of a table's slot 0, as an expression of the ordinal type.
    pub fn first(&self, kind: TableKind) -> TokenStream {
        let (base, home) = (&self.base, &self.home);
        match (kind, self.placed(kind)) {
            (_, Some((_, first))) => self.source.ordinal_type.literal(first),
            (TableKind::Raw, None) => base.clone(),
            (TableKind::Typed, None) if self.crosswalk.layout.checked => template! {home, base =>
                (if #home::__CROSSWALK_LOWEST < #base { #home::__CROSSWALK_LOWEST } else { #base })
            },
            (TableKind::Typed, None) => template!(home => #home::__CROSSWALK_LOWEST),
        }
    }

    // Every index generated code computes from an ordinal is `ordinal - first`. Where the ordinal
    // is a variant's, the difference is exact (in `usize` from a first slot the macro knows, which
    // the optimiser folds into the load); where it is any value of `R`, it is taken in `R`'s
    // unsigned twin, and one below `first` must wrap past every table, never trap or land inside
    // it.

    /// `ordinal - first` as a `usize`, exact.
    pub fn distance(&self, ordinal: &TokenStream, first: &TokenStream) -> TokenStream {
        let repr = self.source.ordinal_type;
        if repr == IntRepr::U32 {
            return template!(ordinal, first => ((#ordinal - #first) as ::core::primitive::usize));
        }
        let unsigned = &self.unsigned;
        template!(ordinal, unsigned, first => (((#ordinal as #unsigned).wrapping_sub(#first as #unsigned)) as ::core::primitive::usize))
    }

    /// The slot in a table of `kind` of the variant whose ordinal is `ordinal`. From a first slot
    /// the macro knows, the difference is taken in `usize`: a variant's ordinal lies at or above
    /// the first slot's, so it is exact (modulo `usize`'s width, of signed operands too), and the
    /// optimiser folds it into the load's address.
    pub fn slot_of(&self, ordinal: &TokenStream, kind: TableKind) -> TokenStream {
        let (TableKind::Typed, Some((_, first))) = (kind, self.placed(kind)) else {
            return self.distance(ordinal, &self.first(kind));
        };
        if first == 0 {
            return template!(ordinal => (#ordinal as ::core::primitive::usize));
        }
        let first = self.source.ordinal_type.literal(first);
        template!(ordinal, first => (#ordinal as ::core::primitive::usize).wrapping_sub(#first as ::core::primitive::usize))
    }

    /// `let __index: usize = …;`: the cell of the raw ordinal `ordinal` from `base`, wrapping in
    /// `R`'s unsigned twin. A difference `usize` cannot hold becomes `usize::MAX`, past every table.
    pub fn cell_index(&self, ordinal: &TokenStream) -> TokenStream {
        let (repr, base) = (self.source.ordinal_type, &self.base);
        let unsigned = repr.unsigned();
        if repr.is_signed() && unsigned.bits() <= 32 {
            // Widened through `isize`, keeping the sign, then subtracted in `usize`: the widened
            // ordinal is the one an error keeps, so the failing side needs no second extension.
            let widen = template!(=> as ::core::primitive::isize as ::core::primitive::usize);
            return template! {ordinal, widen, base =>
                let __index = (#ordinal #widen).wrapping_sub(#base #widen);
            };
        }
        let unsigned_type = &self.unsigned;
        let base = match self.crosswalk.base.number() {
            Some(value) => {
                TokenTree::from(Literal::u128_unsuffixed(repr.unsigned_bits(value))).into()
            }
            None => template!(base, unsigned_type => (#base as #unsigned_type)),
        };
        let difference = template!(ordinal, unsigned_type, base => (#ordinal as #unsigned_type).wrapping_sub(#base));
        if unsigned.bits() <= 32 || unsigned == IntRepr::Usize {
            return template!(difference => let __index = #difference as ::core::primitive::usize;);
        }
        template! {difference, unsigned_type =>
            let __index = #difference;
            let __index = if __index <= ::core::primitive::usize::MAX as #unsigned_type {
                __index as ::core::primitive::usize
            } else {
                ::core::primitive::usize::MAX
            };
        }
    }

    /// The number of slots of a table of `kind`, padding not counted: up to the highest
    /// discriminant; 0 when all lie below `base`, or past the cell cap, where the const checks
    /// fail the build.
    pub fn table_len(&self, kind: TableKind) -> TokenStream {
        if let Some((slots, _)) = self.placed(kind) {
            let len = slots.len();
            return template!(len => #len);
        }
        let home = &self.home;
        let first = self.first(kind);
        let span = self.distance(&template!(home => #home::__CROSSWALK_HIGHEST), &first);
        template! {home, first, span, MAX_CELLS =>
            (if #home::__CROSSWALK_HIGHEST < #first || #span >= #MAX_CELLS { 0 } else { #span + 1 })
        }
    }

    /// `const name: [element; len] = { prelude table };`, the lints a table trips allowed.
    pub fn table(
        &self,
        name: &TokenStream,
        table: &Table,
        element: &TokenStream,
        prelude: &TokenStream,
    ) -> TokenStream {
        let len = self.table_type_len(table);
        let array = self.array(table, element, &len);
        template! {name, element, len, prelude, array =>
            #[allow(deprecated, overflowing_literals, clippy::large_stack_arrays)]
            const #name: [#element; #len] = {
                #prelude
                #array
            };
        }
    }

    fn array(&self, table: &Table, element: &TokenStream, len: &TokenStream) -> TokenStream {
        if let Some((slots, first)) = self.placed(table.kind) {
            let mut entries = TokenStream::new();
            for (slot, variant) in slots.iter().enumerate() {
                let value = match (variant, &table.hole) {
                    (Some(variant), _) => table.values.get(*variant).cloned(),
                    (None, Hole::Value(value)) => Some(value.clone()),
                    (None, Hole::OutOfRange(site)) => {
                        let ordinal = first + i128::try_from(slot).unwrap_or(i128::MAX);
                        Some(self.stored_error(site, &error_ordinal_literal(ordinal)))
                    }
                };
                entries.extend(value);
                entries.extend(comma());
            }
            if let Some(padding) = &table.padding {
                entries.extend(padding.clone());
                entries.extend(comma());
            }
            let total = slots.len() + usize::from(table.padding.is_some());
            if let Some(spare) = table.values.first() {
                for _ in 0..spare_slots(total) {
                    entries.extend(spare.clone());
                    entries.extend(comma());
                }
            }
            return template!(entries => [#entries]);
        }
        let home = &self.home;
        let count = self.source.variants.len();
        let values = comma_separated(table.values.clone());
        // Any value of the element type, overwritten before the table is read.
        let first_value = table.values.first();
        let first = self.first(table.kind);
        let (ordinal_type, unsigned) = (&self.ordinal_type, &self.unsigned);
        let hole_ordinal = template!(first, unsigned, ordinal_type => ((#first as #unsigned).wrapping_add(__slot as #unsigned) as #ordinal_type));
        let hole_value = match &table.hole {
            Hole::Value(value) => value.clone(),
            Hole::OutOfRange(site) => self.stored_error(site, &error_ordinal(&hole_ordinal)),
        };
        let slot = self.distance(&template!(=> __ordinals[__index]), &first);
        let cells = self.table_len(table.kind);
        let padding = (table.padding.as_ref())
            .map(|padding| template!(padding => __table[__LEN] = #padding;));
        template! {
            cells, element, count, values, home, first_value, len, hole_value, first, slot, padding =>
            {
                const __LEN: ::core::primitive::usize = #cells;
                let mut __values: [#element; #count] = [#values];
                let __ordinals = #home::__CROSSWALK_ORDINALS;
                const __SEED: #element = #first_value;
                let mut __table: [#element; #len] = [__SEED; #len];
                let mut __slot = 0;
                while __slot < __LEN {
                    __table[__slot] = #hole_value;
                    __slot += 1;
                }
                let mut __index = 0;
                while __index < #count {
                    if __ordinals[__index] >= #first && #slot < __LEN {
                        ::core::mem::swap(&mut __table[#slot], &mut __values[__index]);
                    }
                    __index += 1;
                }
                #padding
                __table
            }
        }
    }

    /// The entry at `index` of `table` (a `const` array). An enum target (or an `Option` or
    /// `Result` of one) is taken out of a copy with `filler` left in its place, the rest forgotten:
    /// it need not be `Copy`, and LLVM still reads the constant. Other targets are copied out in
    /// place, so that LLVM knows every value the caller reads (a sign, a range).
    pub fn entry(
        &self,
        table: &TokenStream,
        index: &TokenStream,
        filler: &TokenStream,
    ) -> TokenStream {
        if !matches!(self.crosswalk.target.kind, TargetKind::Variants) {
            let private =
                super::context::respanned(&self.private, self.crosswalk.target.first_written);
            let copied =
                template_spanned!(self.crosswalk.target.first_written; private => #private::copied);
            return template!(copied, table, index => #copied(&#table[#index]));
        }
        template!(table, index, filler => {
            let mut __table = #table;
            #[allow(clippy::mem_replace_option_with_none)]
            let __entry = ::core::mem::replace(&mut __table[#index], #filler);
            #[allow(clippy::forget_non_drop)]
            ::core::mem::forget(__table);
            __entry
        })
    }

    /// The length of `table`'s array type: padding and spare slots counted.
    fn table_type_len(&self, table: &Table) -> TokenStream {
        let padding = usize::from(table.padding.is_some());
        if let Some((slots, _)) = self.placed(table.kind) {
            let len = slots.len() + padding;
            let len = len + spare_slots(len);
            return template!(len => #len);
        }
        let len = self.table_len(table.kind);
        template! {len, padding => {
            const __SLOTS: ::core::primitive::usize = #len + #padding;
            __SLOTS + match __SLOTS { 1 => 2, 2 | 4 | 8 => 1, _ => 0 }
        }}
    }
}

/// Spare slots past the last, never read: a copy of 1, 2, 4 or 8 bytes (see [`Expansion::entry`])
/// is an integer stored on the stack, one instruction more than a read in place. Written again as
/// a constant expression in [`Expansion::table_type_len`].
fn spare_slots(slots: usize) -> usize {
    match slots {
        1 => 2,
        2 | 4 | 8 => 1,
        _ => 0,
    }
}

/// A comma after a table entry, as a tree: the entries are handed to the compiler in one call.
fn comma() -> std::iter::Once<proc_macro2::TokenTree> {
    std::iter::once(proc_macro2::Punct::new(',', proc_macro2::Spacing::Alone).into())
}
