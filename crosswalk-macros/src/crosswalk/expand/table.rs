//! The one writer of the expansion's tables: slot `i` of a table from `first` holds the value of
//! the variant whose ordinal is `first + i`. Where only const evaluation knows the discriminants,
//! the table's `const` places each value at its slot with a loop over them.

use super::context::{Expansion, home};
use crate::crosswalk::model::{Base, Declaration, MAX_CELLS, TargetKind};
use crate::crosswalk::plan::index;
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};

/// A kind of table, which decides where its slot 0 is.
#[derive(Clone, Copy)]
pub enum TableKind {
    /// The typed tables, read by the discriminant of a source value.
    Typed,
    /// The raw table, read by `ordinal - base`.
    Raw,
}

/// The ordinal of a table slot no variant has (an out-of-range error carries it): a number, or
/// an expression of the ordinal type in the const evaluation that fills the table.
pub enum EmptySlotOrdinal {
    Number(i128),
    Expression(TokenStream),
}

/// One table, to be written by [`Expansion::table`].
pub struct Table<'h> {
    pub kind: TableKind,
    /// Each variant's value, in declaration order.
    pub values: Vec<TokenStream>,
    /// What a slot no variant has holds, given that slot's ordinal.
    pub hole: &'h dyn Fn(EmptySlotOrdinal) -> TokenStream,
    /// One more slot past the last, holding this (a clamped index's default).
    pub padding: Option<TokenStream>,
}

/// The source's hidden constants that evaluated tables read: the discriminants in declaration
/// order, the lowest and the highest. `None` when the macro lays out every crosswalk itself.
pub fn source_constants(declaration: &Declaration) -> Option<TokenStream> {
    let source = &declaration.source;
    let crosswalks = &declaration.crosswalks;
    if crosswalks
        .iter()
        .all(|crosswalk| crosswalk.layout.positions.is_some())
    {
        return None;
    }
    let ordinal_type = source.ordinal_type.primitive();
    let variants = source.variants.iter().map(|variant| {
        super::context::ordinal_of(source, &super::context::variant(source, &variant.ident))
    });
    let count = source.variants.len();
    let home = home(source);
    let extreme = |name: &str, better: TokenStream| {
        let name = syn::Ident::new(name, proc_macro2::Span::call_site());
        quote! {
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
    let lowest = extreme("__CROSSWALK_LOWEST", quote!(<));
    let highest = extreme("__CROSSWALK_HIGHEST", quote!(>));
    Some(quote! {
        #[doc(hidden)]
        #[allow(deprecated, overflowing_literals, clippy::large_stack_arrays)]
        const __CROSSWALK_ORDINALS: [#ordinal_type; #count] = [#(#variants),*];
        #lowest
        #highest
    })
}

impl Expansion<'_> {
    /// The ordinal of a table's slot 0, as an expression of the ordinal type.
    pub fn first(&self, kind: TableKind) -> TokenStream {
        let base = self.base();
        let home = self.home();
        let layout = &self.crosswalk.layout;
        match (kind, &layout.positions) {
            (TableKind::Raw, _) => base,
            (TableKind::Typed, Some(positions)) => self.ordinal_literal(positions.typed_start),
            (TableKind::Typed, None) if layout.checked => quote! {
                (if #home::__CROSSWALK_LOWEST < #base { #home::__CROSSWALK_LOWEST } else { #base })
            },
            (TableKind::Typed, None) => quote!(#home::__CROSSWALK_LOWEST),
        }
    }

    /// `ordinal - first` as a `usize`, exact (see [`index::distance`]).
    pub fn distance(&self, ordinal: &TokenStream, first: &TokenStream) -> TokenStream {
        index::distance(self.source.ordinal_type, ordinal, first)
    }

    /// The slot in a table of `kind` of the variant whose ordinal is `ordinal`.
    pub fn slot_of(&self, ordinal: &TokenStream, kind: TableKind) -> TokenStream {
        let repr = self.source.ordinal_type;
        match (kind, &self.crosswalk.layout.positions) {
            (TableKind::Typed, Some(positions)) => {
                index::distance_from_number(repr, ordinal, positions.typed_start)
            }
            _ => index::distance(repr, ordinal, &self.first(kind)),
        }
    }

    /// `let __index: usize = …;`: the cell of any raw ordinal (see [`index::cell`]).
    pub fn cell_index(&self, ordinal: &TokenStream) -> TokenStream {
        let repr = self.source.ordinal_type;
        index::cell(repr, ordinal, &self.base(), self.crosswalk.base.number())
    }

    /// The number of slots of a table of `kind`, padding not counted: up to the highest
    /// discriminant; 0 when all lie below `base`, or past the cell cap, where the const checks
    /// fail the build.
    pub fn table_len(&self, kind: TableKind) -> TokenStream {
        if let Some(len) = self.known_len(kind) {
            return quote!(#len);
        }
        let home = self.home();
        let first = self.first(kind);
        let span = self.distance(&quote!(#home::__CROSSWALK_HIGHEST), &first);
        quote! {
            (if #home::__CROSSWALK_HIGHEST < #first || #span >= #MAX_CELLS { 0 } else { #span + 1 })
        }
    }

    /// [`Expansion::table_len`], where the macro knows every discriminant.
    fn known_len(&self, kind: TableKind) -> Option<usize> {
        let positions = self.crosswalk.layout.positions.as_ref()?;
        Some(match kind {
            TableKind::Typed => positions.typed.len(),
            TableKind::Raw => positions.raw.len(),
        })
    }

    /// `const name: [element; len] = { prelude table };`, the lints a table trips allowed.
    pub fn table(
        &self,
        name: &TokenStream,
        table: &Table<'_>,
        element: &TokenStream,
        prelude: &TokenStream,
    ) -> TokenStream {
        let len = self.table_type_len(table);
        let array = self.array(table, element, &len);
        quote! {
            #[allow(deprecated, overflowing_literals, clippy::large_stack_arrays)]
            const #name: [#element; #len] = {
                #prelude
                #array
            };
        }
    }

    /// `table` as an array expression of `len` elements.
    fn array(&self, table: &Table<'_>, element: &TokenStream, len: &TokenStream) -> TokenStream {
        // Positions are known only from a literal base.
        if let (Some(positions), Base::Number(base)) =
            (&self.crosswalk.layout.positions, &self.crosswalk.base)
        {
            let (slots, first) = match table.kind {
                TableKind::Typed => (&positions.typed, positions.typed_start),
                TableKind::Raw => (&positions.raw, *base),
            };
            let mut entries = TokenStream::new();
            for (slot, variant) in slots.iter().enumerate() {
                let value = match variant.and_then(|variant| table.values.get(variant)) {
                    Some(value) => value.clone(),
                    None => {
                        let ordinal = first + i128::try_from(slot).unwrap_or(i128::MAX);
                        (table.hole)(EmptySlotOrdinal::Number(ordinal))
                    }
                };
                entries.extend(quote!(#value,));
            }
            let total = slots.len() + usize::from(table.padding.is_some());
            let padding = table.padding.iter();
            let spare = table.values.first().into_iter().cycle();
            let spare = spare.take(spare_slots(total));
            return quote!([#entries #(#padding,)* #(#spare,)*]);
        }
        let home = self.home();
        let count = self.source.variants.len();
        let values = &table.values;
        // Any value of the element type, overwritten before the table is read.
        let first_value = values.first();
        let first = self.first(table.kind);
        let repr = self.source.ordinal_type;
        let hole_ordinal = index::ordinal_at(repr, &first, &quote!(__slot));
        let hole_value = (table.hole)(EmptySlotOrdinal::Expression(hole_ordinal));
        let slot = self.distance(&quote!(__ordinals[__index]), &first);
        let cells = self.table_len(table.kind);
        let padding = table
            .padding
            .as_ref()
            .map(|padding| quote!(__table[__LEN] = #padding;));
        quote! {{
            const __LEN: ::core::primitive::usize = #cells;
            let mut __values: [#element; #count] = [#(#values),*];
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
        }}
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
            let copied = quote_spanned!(self.crosswalk.target.first_written=> #private::copied);
            return quote!(#copied(&#table[#index]));
        }
        quote!({
            let mut __table = #table;
            #[allow(clippy::mem_replace_option_with_none)]
            let __entry = ::core::mem::replace(&mut __table[#index], #filler);
            #[allow(clippy::forget_non_drop)]
            ::core::mem::forget(__table);
            __entry
        })
    }

    /// The length of `table`'s array type: padding and spare slots counted.
    fn table_type_len(&self, table: &Table<'_>) -> TokenStream {
        let padding = usize::from(table.padding.is_some());
        if let Some(len) = self.known_len(table.kind) {
            let len = len + padding;
            let len = len + spare_slots(len);
            return quote!(#len);
        }
        let len = self.table_len(table.kind);
        quote! {{
            const __SLOTS: ::core::primitive::usize = #len + #padding;
            __SLOTS + match __SLOTS { 1 => 2, 2 | 4 | 8 => 1, _ => 0 }
        }}
    }
}

/// Spare slots past the last of a table of `slots` slots, never read: a copy of 1, 2, 4 or 8
/// bytes (see [`Expansion::entry`]) becomes an integer stored on the stack, one instruction more
/// than a read in place. Written again, as a constant expression, in
/// [`Expansion::table_type_len`].
fn spare_slots(slots: usize) -> usize {
    match slots {
        1 => 2,
        2 | 4 | 8 => 1,
        _ => 0,
    }
}
