//! The `unreached` check's const function, run at run time: on lists hashed as the macros hash
//! them (the derive's hashes are held to the runtime's `name_hash` first), against the message a
//! plain set difference gives, over random lists with long shared prefixes, names that are
//! prefixes of others, and more or fewer names than the target has.

use crosswalk::__private::{
    NAMED_ENTRY, NamedTargets, TargetVariants, VariantIdents, missing_from_unreached, name_hash,
};
use crosswalk::Roster;
use std::collections::HashSet;

#[derive(Clone, Copy, Roster)]
#[allow(dead_code, non_camel_case_types)]
enum Opcodes {
    Nop,
    OpImageSampleProjDrefImplicitLod,
    OpImageSampleProjDrefImplicitLodX,
    r#fn,
    r#Loop,
    F,
}

#[test]
fn the_derive_hashes_each_identifier_as_the_runtime_does() {
    let idents = <Opcodes as VariantIdents>::IDENTS;
    let mut expected: Vec<(u128, u32)> = idents
        .iter()
        .map(|ident| name_hash(ident))
        .zip(0..)
        .collect();
    expected.sort_unstable();
    assert_eq!(
        <Opcodes as VariantIdents>::HASHED_IDENTS,
        expected.as_slice()
    );
    let sum = expected
        .iter()
        .fold(0u128, |sum, &(hash, _)| sum.wrapping_add(hash));
    assert_eq!(<Opcodes as VariantIdents>::IDENTS_DIGEST, sum);
    assert_eq!(
        idents,
        [
            "Nop",
            "OpImageSampleProjDrefImplicitLod",
            "OpImageSampleProjDrefImplicitLodX",
            "r#fn",
            "Loop",
            "F"
        ]
    );
}

/// A small deterministic generator, so that a failure reproduces.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, bound: usize) -> usize {
        usize::try_from(self.next() % bound as u64).unwrap_or_default()
    }
}

const STEMS: [&str; 5] = ["", "Op", "OpImage", "OpImageSampleProjDrefImplicitLod", "F"];

/// `count` distinct names.
fn names(random: &mut Random, count: usize) -> Vec<String> {
    let mut seen = HashSet::new();
    let mut names = Vec::new();
    while names.len() < count {
        let name = format!(
            "{}{}",
            STEMS[random.below(STEMS.len())],
            random.below(4 * count)
        );
        if !name.is_empty() && seen.insert(name.clone()) {
            names.push(name);
        }
    }
    names
}

/// The message, from the definition: the target's variants in declaration order that are
/// neither reached nor declared, and every one not reached.
fn expected_message(
    idents: &[String],
    reached: &HashSet<&str>,
    declared: &HashSet<&str>,
) -> String {
    let missing: Vec<&String> = idents
        .iter()
        .filter(|ident| !reached.contains(ident.as_str()) && !declared.contains(ident.as_str()))
        .collect();
    if missing.is_empty() {
        return String::new();
    }
    let listed: Vec<String> = missing
        .iter()
        .map(|ident| format!("`Target::{ident}`"))
        .collect();
    let listed = match listed.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    };
    let unreached: Vec<&str> = idents
        .iter()
        .map(String::as_str)
        .filter(|ident| !reached.contains(ident))
        .collect();
    format!(
        "no variant of `Source` reaches {listed}, and `unreached` does not list {}\n\n= help: list every target no variant reaches: `unreached = [{}]`",
        if missing.len() == 1 { "it" } else { "them" },
        unreached.join(", ")
    )
}

fn leak<T>(items: Vec<T>) -> &'static [T] {
    Vec::leak(items)
}

/// The names as the macro writes them: each hash most significant byte first, then 1 where
/// `unreached` lists the name.
fn named_entries(named: &[(u128, bool)]) -> Vec<u8> {
    let mut entries = Vec::new();
    for &(hash, declared) in named {
        entries.extend(hash.to_be_bytes());
        entries.push(u8::from(declared));
    }
    assert_eq!(entries.len(), named.len() * NAMED_ENTRY);
    entries
}

#[test]
fn the_check_agrees_with_a_set_difference() {
    let mut random = Random(0x2545_f491_4f6c_dd1d);
    for round in 0..400 {
        let count = 1 + random.below(40);
        let idents = names(&mut random, count);
        // Each variant reached, declared, or neither; now and then a name the target lacks,
        // which rustc would reject but the check must not trip over.
        let (mut reached, mut declared) = (Vec::new(), Vec::new());
        for ident in &idents {
            match random.below(if round % 3 == 0 { 2 } else { 7 }) {
                0 => declared.push(ident.clone()),
                1 if round % 5 == 0 => {}
                _ => reached.push(ident.clone()),
            }
        }
        if round % 4 == 0 {
            reached.push(format!("{}Extra", idents[0]));
        }
        let hashed_idents: Vec<(u128, u32)> = {
            let mut hashed: Vec<(u128, u32)> = idents
                .iter()
                .map(|ident| name_hash(ident))
                .zip(0..)
                .collect();
            hashed.sort_unstable();
            hashed
        };
        let digest =
            |hashes: &mut dyn Iterator<Item = u128>| hashes.fold(0u128, u128::wrapping_add);
        let target_digest = digest(&mut hashed_idents.iter().map(|&(hash, _)| hash));
        let mut named: Vec<(u128, bool)> = reached
            .iter()
            .map(|name| (name_hash(name), false))
            .chain(declared.iter().map(|name| (name_hash(name), true)))
            .collect();
        named.sort_unstable();
        let named_digest = digest(&mut named.iter().map(|&(hash, _)| hash));
        let ident_strs: Vec<&'static str> = idents
            .iter()
            .map(|ident| &*String::leak(ident.clone()))
            .collect();
        let variants = TargetVariants::new(leak(ident_strs), leak(hashed_idents), target_digest);
        let message = missing_from_unreached::<64>(
            Some(variants),
            "Source",
            "Target",
            NamedTargets::new(leak(named_entries(&named)), named_digest),
        );
        let reached_set: HashSet<&str> = reached.iter().map(String::as_str).collect();
        let declared_set: HashSet<&str> = declared.iter().map(String::as_str).collect();
        assert_eq!(
            message.as_str(),
            expected_message(&idents, &reached_set, &declared_set),
            "round {round}: {idents:?}, reached {reached:?}, declared {declared:?}"
        );
    }
}

#[test]
fn a_target_without_a_roster_is_left_to_the_match() {
    let message = missing_from_unreached::<0>(None, "Source", "Target", NamedTargets::new(&[], 0));
    assert!(message.is_empty());
}
