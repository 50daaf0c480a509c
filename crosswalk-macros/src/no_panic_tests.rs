//! The macros never panic: valid inputs with tokens deleted, duplicated, swapped or replaced, at
//! every depth, go through the expansion functions. Seeded, so a failure reproduces.

use proc_macro2::Delimiter::{Brace, Bracket, None as Invisible, Parenthesis};
use proc_macro2::{Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};
use std::io::Write;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::str::FromStr;

const SEED: u64 = 0x5EED_C0DE_2026_1129;
const MUTANTS_PER_SEED_INPUT: usize = 5_000;

/// Valid declarations (attribute arguments, item) that the mutants start from.
const SEED_INPUTS: &[(&str, &str)] = &[
    (
        r#"to = bir::Dtype, base = 1, on_oob = throw("Unsupported dtype encountered")"#,
        r"#[derive(Clone, Copy)] pub enum Dtype { #[to(Bfloat16)] Bfloat16 = 1, #[to(Float8e4)] Float8e4 = 2, #[to(Float8e4, alias)] Float8E4m3 = 3 }",
    ),
    (
        "to = bir::EngineType, base = 2, on_oob = default(Unassigned)",
        "enum Engine { Unassigned = 1, #[to(Activation)] Act = 2, #[to(Pool)] Pool = 3 }",
    ),
    (
        "to = ir::Acc, base = 1, on_oob = throw, crate = ::crosswalk",
        r#"enum AccumCmd { #[to(Idle)] Idle = 1, #[reject("no")] Load = 2, #[reject] Other = 4 }"#,
    ),
    (
        "to = wire::Tag, name = wire::CoreV4, many_to_one",
        r#"#[crosswalk(to = wire::Tag, name = wire::PreV4)] enum Dtype { #[to(CoreV4 = 0x03, PreV4 = 0x05)] Uint8 = 0, #[reject(CoreV4 = "no")] #[to(PreV4 = 1)] Int8, #[to(CoreV4 = 0x03, wire::PreV4 = (0x05, alias))] Other }"#,
    ),
    (
        "to = wire::Byte, on_oob = default(0xff)",
        r#"enum Op { #[to(0x00)] Bypass, #[to(0x14)] IsGe = 21, #[reject("no byte")] Average }"#,
    ),
    (
        "to = ir::Op, base = -2, on_oob = throw(\"no op\")",
        r"#[repr(i8)] enum Signed { #[to(A)] Sentinel = -2, #[reject] Invalid = -1, #[to(B)] One = 1, #[to(C)] Max = 127 }",
    ),
    (
        "to = ir::Op, base = 1, on_oob = compute(ir::op_from_raw)",
        r#"#[repr(u8)] enum Computed { #[to(A)] A = 1, #[reject("no")] B = 2, #[to(C)] C = 4 }"#,
    ),
    (
        "to = ir::Op, base = 0xfd",
        r"#[derive(Clone, Copy)] #[repr(u8)] enum Byte { #[to(A)] Low = 0xfd, #[to(B)] Mid, #[to(C)] High = 0xff }",
    ),
    (
        "to = ir::Op, base = 8",
        r#"#[repr(u16)] enum Bits { #[to(A)] A = 1 << 3, #[to(B)] B = consts::BASE + 2, #[to(C)] C = Other::X as u16, #[reject("no")] D, #[to(A, alias)] E = -(-20) }"#,
    ),
    (
        "to = ir::Op, base = opcodes::FIRST as u16 - (1 << 2), on_oob = default(A)",
        r"#[repr(u16)] enum FromConst { #[to(B)] B = 4, #[reject] Gap = 6, #[to(C)] C = opcodes::FIRST }",
    ),
    (
        "to = ir::Op, base = -9223372036854775808, on_oob = default(A)",
        r"#[repr(C)] #[repr(i64)] enum Deep { #[to(B)] Min = -9223372036854775808, #[to(A)] Next, #[to(C)] Far = i64::MIN + 5 }",
    ),
    (
        "to = T",
        r#"#[roster(rename_all = "snake_case", crate = ::crosswalk)] enum Small { #[to(A)] A, #[to(B)] #[roster(name = "bee")] B }"#,
    ),
    (
        "to = T",
        r#"#[roster(rename_all = "Train-Case", prefix = "p/", suffix = ".s", ascii_case_insensitive, skip(Display, FromStr, TryFrom))] enum Named { #[roster(alias = "a", alias = "aa")] A, #[roster(name = "bee", alias = "b")] B }"#,
    ),
    (
        "to = T",
        r#"#[roster(ascii_case_insensitive = true)] enum Cased { #[roster(ascii_case_insensitive = false, alias = "x")] r#fn, #[roster(ascii_case_insensitive)] Add, r#Sub }"#,
    ),
];

/// Valid functions for `#[crosswalk::checked]` (attribute arguments, item), one per shape.
const CHECKED_SEED_INPUTS: &[(&str, &str)] = &[
    (
        "unreached = [Cond::Nv], inverse = back",
        "pub const fn cond(op: Op) -> Cond { match op { Op::Eq => Cond::Eq, Op::A | Op::B => Cond::Ne, #[alias] Op::C => Cond::Ne } }",
    ),
    (
        "inverse = pub(crate) width_of, unreached = []",
        "impl<T> From<Width> for Size<T> where T: Copy { fn from(width: Width) -> Self { match width { Width::W8 => Self::Byte, Width::W16 => Self::Word } } }",
    ),
    (
        "to = (Kind, Enc, u8), inverse = reloc_of, many_to_one",
        "fn reloc(&self, r: &Reloc, wide: bool) -> (Kind, Enc, u8) { if wide { return (Kind::Abs, Enc::A, 64); } let g = Enc::G; #[table] match r { Reloc::A => (Kind::Got, g, 32), Reloc::B(x) => { (Kind::Plt, g, x) } _ if wide => (Kind::Abs, g, 8), _ => unreachable!(\"no {r}\") } }",
    ),
    (
        "inverse = base_type_of",
        "pub fn base_type(encoding: DwAte, size: u8) -> Option<Ty> { use gimli::*; Some(match (encoding, size) { (DW_ATE_signed, 1) => Ty::I8, (DwAte::FLOAT, 4) => Ty::F32, _ => return None, }) }",
    ),
    (
        "",
        "const fn format(word: u32) -> Result<Format, Error> { match word { 1 => Ok(Format::R8), -1 | 2 => Ok(Format::Rg8), 3..=9 => if word > 4 { Ok(Format::Rgba8) } else { Err(Error::Bad(word)) } other => Err(Error::Bad(other)), } }",
    ),
];

/// Tokens a mutation may splice in: the grammar's words, its punctuation, and hostile literals.
const WORDS: &str = "to base on_oob throw default compute alias reject crate enum struct A Nope \
    u32 self Self alais fn union roster name rename_all many_to_one CoreV4 unreached prefix suffix \
    skip ascii_case_insensitive Display FromStr TryFrom repr u8 i8 i64 usize C align";
const LITERALS: &str = r#"0 1 -1 4294967295 4294967296 -128 255 18446744073709551615
    -9223372036854775809 99999999999999999999999 "msg" "" 1.5 'c' b"x" 0x10 1u8 1_000"#;

/// A tiny deterministic generator (xorshift64*), so the suite needs no dependency.
struct Rng(u64);

impl Rng {
    fn below(&mut self, bound: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        let next = self.0.wrapping_mul(0x2545_F491_4F6C_DD1D);
        usize::try_from(next % (bound.max(1) as u64)).unwrap_or(0)
    }

    fn pick<'a>(&mut self, list: &'a str) -> &'a str {
        let all: Vec<&str> = list.split_whitespace().collect();
        all[self.below(all.len())]
    }
}

fn replacement(rng: &mut Rng) -> TokenTree {
    match rng.below(5) {
        0 | 1 => Ident::new(rng.pick(WORDS), Span::call_site()).into(),
        2 => Literal::from_str(rng.pick(LITERALS))
            .unwrap_or_else(|_| Literal::u32_unsuffixed(7))
            .into(),
        3 => {
            let punct = [',', '=', '#', ':', '-', '+', '!', '<', '>', '&', '*'][rng.below(11)];
            let spacing = [Spacing::Alone, Spacing::Joint][rng.below(2)];
            Punct::new(punct, spacing).into()
        }
        _ => {
            let delimiter = [Parenthesis, Bracket, Brace, Invisible][rng.below(4)];
            Group::new(delimiter, TokenStream::new()).into()
        }
    }
}

/// One random edit somewhere in `stream`, descending into groups at random.
fn mutate(stream: TokenStream, rng: &mut Rng) -> TokenStream {
    let mut trees: Vec<TokenTree> = stream.into_iter().collect();
    let groups: Vec<usize> = (0..trees.len())
        .filter(|&i| matches!(trees[i], TokenTree::Group(_)))
        .collect();
    let len = trees.len();
    if !groups.is_empty() && rng.below(3) == 0 {
        let index = groups[rng.below(groups.len())];
        if let TokenTree::Group(group) = &trees[index] {
            let mut inner = Group::new(group.delimiter(), mutate(group.stream(), rng));
            inner.set_span(group.span());
            trees[index] = inner.into();
        }
    } else {
        match rng.below(4) {
            0 if len > 0 => {
                trees.remove(rng.below(len));
            }
            1 if len > 0 => {
                let at = rng.below(len);
                trees.insert(at, trees[at].clone());
            }
            2 if len > 1 => {
                let at = rng.below(len - 1);
                trees.swap(at, at + 1);
            }
            _ => {
                let token = replacement(rng);
                if len > 0 && rng.below(2) == 0 {
                    trees[rng.below(len)] = token;
                } else {
                    trees.insert(rng.below(len + 1), token);
                }
            }
        }
    }
    trees.into_iter().collect()
}

fn lex(source: &str) -> TokenStream {
    let stream = TokenStream::from_str(source).unwrap_or_default();
    assert!(
        !stream.is_empty() || source.is_empty(),
        "a seed input does not lex: {source}"
    );
    stream
}

/// Expands each seed input, checked by `valid`, then its mutants, each with up to four edits: on
/// the arguments, the item, or (where `both`) both.
fn fuzz(
    seeds: &[(&str, &str)],
    expand: fn(&TokenStream, &TokenStream) -> TokenStream,
    valid: fn(usize, &str),
    both: bool,
) -> usize {
    let mut rng = Rng(SEED);
    let mut tried = 0;
    for (index, (args, item)) in seeds.iter().enumerate() {
        let (args, item) = (lex(args), lex(item));
        valid(index, &expand(&args, &item).to_string());
        for _ in 0..MUTANTS_PER_SEED_INPUT {
            let (mut mutant_args, mut mutant_item) = (args.clone(), item.clone());
            for _ in 0..=rng.below(4) {
                let choice = rng.below(3);
                if choice == 0 || (both && choice == 2) {
                    mutant_args = mutate(mutant_args, &mut rng);
                }
                if choice != 0 {
                    mutant_item = mutate(mutant_item, &mut rng);
                }
            }
            let outcome = catch_unwind(AssertUnwindSafe(|| expand(&mutant_args, &mutant_item)));
            let Ok(expanded) = outcome else {
                panic!("a macro panicked on\n  args: {mutant_args}\n  item: {mutant_item}");
            };
            dump(&expanded);
            tried += 1;
        }
    }
    tried
}

/// With `CROSSWALK_FUZZ_DUMP=FILE`, appends `expanded` to FILE, one expansion a line: run with
/// `--test-threads 1` on two commits, the files compare what both generate and report for every
/// mutant, errors included, where `perf/dump-expansions` sees only the workspace's valid inputs.
fn dump(expanded: &TokenStream) {
    let Some(path) = std::env::var_os("CROSSWALK_FUZZ_DUMP") else {
        return;
    };
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path);
    let written = file.as_mut().map(|file| writeln!(file, "{expanded}"));
    assert!(
        matches!(written, Ok(Ok(()))),
        "cannot append to CROSSWALK_FUZZ_DUMP"
    );
}

#[test]
fn the_macros_never_panic_on_mutated_input() {
    let tried = fuzz(
        SEED_INPUTS,
        |args, item| {
            let expanded = crate::crosswalk::crosswalk(args.clone(), item.clone());
            dump(&crate::roster::derive_roster(item.clone()));
            expanded
        },
        // The roster seeds name a target that only type checking finds missing.
        |index, expanded| {
            if index < 9 {
                assert!(!expanded.contains("compile_error"), "{expanded}");
                assert!(expanded.contains("fn translate_ordinal"), "{expanded}");
            }
        },
        true,
    );
    // The count is part of the contract: `cargo test -- --nocapture` shows it.
    println!("no panic on {tried} mutated inputs (seed {SEED:#x})");
    assert_eq!(tried, SEED_INPUTS.len() * MUTANTS_PER_SEED_INPUT);
}

#[test]
fn the_checked_form_never_panics_on_mutated_input() {
    fuzz(
        CHECKED_SEED_INPUTS,
        |args, item| crate::checked::checked(args.clone(), item.clone()),
        |_, expanded| assert!(!expanded.contains("compile_error"), "{expanded}"),
        false,
    );
}
