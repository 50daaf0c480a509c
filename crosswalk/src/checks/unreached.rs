//! The compile-time check of a declared `unreached = [...]` list. The macro sees the variants
//! the source reaches and the ones declared unreached, never the target's full variant list: that
//! comes from the target's `#[derive(Roster)]` ([`VariantIdents`]), read in a `const` item that
//! names each missing variant and the corrected list. A target without one falls back to an
//! exhaustive `match`, which rustc checks (and reports as a missing pattern).
//!
//! Both sides name variants by [`name_hash`] of their identifiers, sorted, so that the check is
//! linear in the variants and compares one number per name: const evaluation interprets every
//! step, and a target may have tens of thousands of variants. Two lists of the same names have
//! the same count and the same sum of hashes, which settles the usual case at once; otherwise one
//! merge of the two sorted lists finds the missing ones.

use super::message::Message;
use core::marker::PhantomData;

/// The target's variant names as written in its source (`Float8e4`, not the roster's renamed
/// `float8e4`), which is how `unreached = [...]` lists them. `#[derive(Roster)]` implements it.
pub trait VariantIdents {
    /// Every variant's identifier, in declaration order.
    const IDENTS: &'static [&'static str];
    /// [`name_hash`] of each of [`Self::IDENTS`] with its index there, sorted.
    const HASHED_IDENTS: &'static [(u128, u32)];
    /// The wrapping sum of the hashes.
    const IDENTS_DIGEST: u128;
}

/// The hash both macros name a variant's identifier by: FNV-1a over its bytes, 128 bits wide.
#[must_use]
pub const fn name_hash(text: &str) -> u128 {
    const OFFSET_BASIS: u128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d;
    const PRIME: u128 = 0x0000_0000_0100_0000_0000_0000_0000_013b;
    let bytes = text.as_bytes();
    let mut hash = OFFSET_BASIS;
    let mut index = 0;
    while index < bytes.len() {
        hash = (hash ^ bytes[index] as u128).wrapping_mul(PRIME);
        index += 1;
    }
    hash
}

/// What the check reads of a target with a roster.
#[derive(Clone, Copy)]
pub struct TargetVariants {
    idents: &'static [&'static str],
    hashed: &'static [(u128, u32)],
    digest: u128,
}

impl TargetVariants {
    /// `T`'s variant names.
    #[must_use]
    pub const fn of<T: VariantIdents + ?Sized>() -> Self {
        Self::new(T::IDENTS, T::HASHED_IDENTS, T::IDENTS_DIGEST)
    }

    /// The names as [`VariantIdents`] gives them.
    #[must_use]
    pub const fn new(
        idents: &'static [&'static str],
        hashed: &'static [(u128, u32)],
        digest: u128,
    ) -> Self {
        Self {
            idents,
            hashed,
            digest,
        }
    }
}

/// The crosswalk's side: every target the source reaches and every one `unreached` lists, as
/// [`name_hash`] of its name, sorted, each with whether `unreached` lists it; and the hashes' sum.
/// The names are one byte string, [`NAMED_ENTRY`] bytes each, rather than an array of pairs:
/// rustc type-checks, borrow-checks and validates every element of an array literal, and for a
/// target without a roster nothing reads them.
#[derive(Clone, Copy)]
pub struct NamedTargets {
    entries: &'static [u8],
    digest: u128,
}

/// Bytes per name in [`NamedTargets`]: the hash, most significant byte first (so the byte string
/// sorts as the numbers do), then 1 where `unreached` lists the name, 0 where a variant reaches it.
pub const NAMED_ENTRY: usize = 17;

impl NamedTargets {
    /// The names as the macro wrote them, [`NAMED_ENTRY`] bytes each.
    #[must_use]
    pub const fn new(entries: &'static [u8], digest: u128) -> Self {
        Self { entries, digest }
    }

    const fn len(&self) -> usize {
        self.entries.len() / NAMED_ENTRY
    }

    const fn hash(&self, at: usize) -> u128 {
        let mut hash = 0;
        let mut byte = at * NAMED_ENTRY;
        while byte < at * NAMED_ENTRY + 16 {
            hash = (hash << 8) | self.entries[byte] as u128;
            byte += 1;
        }
        hash
    }

    const fn declared(&self, at: usize) -> bool {
        self.entries[at * NAMED_ENTRY + 16] != 0
    }
}

/// No value has this type.
#[derive(Clone, Copy)]
pub enum Impossible {}

/// What the check knows about a target `T`. Its inherent items apply when `T: VariantIdents`;
/// otherwise the same names resolve to [`WithoutIdents`]'s defaults (an inherent item whose
/// bounds do not hold is skipped, the trait item is found instead). Generated code brings
/// `WithoutIdents` into scope and writes `<TargetIdents<Target>>::VARIANTS`.
pub struct TargetIdents<T: ?Sized>(PhantomData<T>);

impl<T: VariantIdents> TargetIdents<T> {
    /// The target's variant names.
    pub const VARIANTS: Option<TargetVariants> = Some(TargetVariants::of::<T>());
    /// How many variants the target has.
    pub const COUNT: usize = T::IDENTS.len();
}

/// The fallback for a target with no [`VariantIdents`]: no names, so the check falls to a
/// `match` that must list every target variant.
pub trait WithoutIdents {
    /// No variant names are known.
    const VARIANTS: Option<TargetVariants> = None;
    /// Nothing to count.
    const COUNT: usize = 0;
}

impl<T: ?Sized> WithoutIdents for TargetIdents<T> {}

/// What a target variant is to the crosswalk.
#[derive(Clone, Copy)]
enum Fate {
    Reached,
    Declared,
    Missing,
}

/// The target variants that neither a source variant reaches nor `unreached` lists, named with
/// the corrected list; empty when there are none or the target's variant names are unknown.
/// `COUNT` is the number of the target's variants.
#[must_use]
pub const fn missing_from_unreached<const COUNT: usize>(
    target_variants: Option<TargetVariants>,
    source: &str,
    target: &str,
    named: NamedTargets,
) -> Message {
    let Some(variants) = target_variants else {
        return Message::new();
    };
    // Every name the crosswalk gives is a variant of the target (rustc resolves each), and
    // distinct: as many names with the same sum are the same names.
    if variants.hashed.len() == named.len() && variants.digest == named.digest {
        return Message::new();
    }
    let mut fates = [Fate::Missing; COUNT];
    let mut missing = 0;
    let (mut at, mut named_at) = (0, 0);
    while at < variants.hashed.len() {
        let (hash, index) = variants.hashed[at];
        while named_at < named.len() && named.hash(named_at) < hash {
            named_at += 1;
        }
        fates[index as usize] = if named_at < named.len() && named.hash(named_at) == hash {
            if named.declared(named_at) {
                Fate::Declared
            } else {
                Fate::Reached
            }
        } else {
            missing += 1;
            Fate::Missing
        };
        at += 1;
    }
    if missing == 0 {
        return Message::new();
    }
    report(variants.idents, &fates, missing, source, target)
}

/// The message naming the `missing` variants, in declaration order, and the list `unreached`
/// should be.
const fn report(
    idents: &[&str],
    fates: &[Fate],
    missing: usize,
    source: &str,
    target: &str,
) -> Message {
    let mut message = Message::new();
    message.push("no variant of `");
    message.push(source);
    message.push("` reaches ");
    let mut written = 0;
    let mut index = 0;
    while index < idents.len() && !message.is_full() {
        if matches!(fates[index], Fate::Missing) {
            if written > 0 {
                message.push(if written + 1 == missing { " or " } else { ", " });
            }
            message.push("`");
            message.push(target);
            message.push("::");
            message.push(idents[index]);
            message.push("`");
            written += 1;
        }
        index += 1;
    }
    message.push(if missing == 1 {
        ", and `unreached` does not list it"
    } else {
        ", and `unreached` does not list them"
    });
    message.push("\n\n= help: list every target no variant reaches: `unreached = [");
    written = 0;
    index = 0;
    while index < idents.len() && !message.is_full() {
        if !matches!(fates[index], Fate::Reached) {
            if written > 0 {
                message.push(", ");
            }
            message.push(idents[index]);
            written += 1;
        }
        index += 1;
    }
    message.push("]`");
    message
}
