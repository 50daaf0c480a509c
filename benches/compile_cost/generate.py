#!/usr/bin/env python3
"""Writes a crate of E source enums of V variants each, every one translated into its own target
enum, in one of three flavours, for the compile-cost measurement (see measure.py, BENCHMARKS.md):

- crosswalk: each source enum carries `#[crosswalk(to = Target, base = 1)]` with a `#[to(..)]`
  on every variant;
- num_enum:  each source enum derives `num_enum::TryFromPrimitive` (`#[repr(u32)]`), with a
  hand-written `match` for `From<Source> for Target` and a `translate_ordinal` built from the two;
- plain:     no proc macro at all: the hand-written `match`, and a hand-written `const` table
  for `translate_ordinal` (the floor: what the generated code alone costs).

Source variant `S{i}` has ordinal `i + 1` and maps to target `T{(37 i + 11) mod V}`, a
permutation for every V that 37 does not divide. All enums derive the same std traits in every
flavour.

With `--unreached`, each target has one more variant, `T{V}`, which no source reaches: the
crosswalk flavour declares it (`unreached = [T{V}]`, checked at compile time against a target
with no `#[derive(Roster)]`), the other two just leave it out of their `match` and table.

    python3 benches/compile_cost/generate.py OUT_DIR --flavor crosswalk --enums 100 --variants 64

writes the crate into OUT_DIR (which must not be inside the repository's workspace, or cargo will
take it for a member: use a directory under /tmp).
"""

import argparse
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
FLAVORS = ["crosswalk", "num_enum", "plain"]
DERIVES = "#[derive(Clone, Copy, Debug, PartialEq, Eq)]"


def target_of(index: int, variants: int) -> int:
    return (index * 37 + 11) % variants


UNREACHED = False


def target_enum(variants: int) -> str:
    body = "".join(f"        T{i},\n" for i in range(variants + int(UNREACHED)))
    return f"    {DERIVES}\n    pub enum Target {{\n{body}    }}\n"


def hand_match(variants: int) -> str:
    arms = "".join(
        f"                Source::S{i} => Target::T{target_of(i, variants)},\n" for i in range(variants)
    )
    return (
        "    impl From<Source> for Target {\n"
        "        fn from(source: Source) -> Self {\n"
        "            match source {\n"
        f"{arms}"
        "            }\n"
        "        }\n"
        "    }\n"
    )


def crosswalk_module(variants: int) -> str:
    body = "".join(
        f"        #[to(T{target_of(i, variants)})]\n        S{i} = {i + 1},\n" for i in range(variants)
    )
    return (
        target_enum(variants)
        + "\n    #[crosswalk::crosswalk(to = Target, base = 1"
        + (f", unreached = [T{variants}]" if UNREACHED else "")
        + ")]\n"
        + f"    {DERIVES}\n    pub enum Source {{\n{body}    }}\n"
    )


def num_enum_module(variants: int) -> str:
    body = "".join(f"        S{i} = {i + 1},\n" for i in range(variants))
    return (
        target_enum(variants)
        + "\n    #[derive(Clone, Copy, Debug, PartialEq, Eq, num_enum::TryFromPrimitive)]\n"
        + f"    #[repr(u32)]\n    pub enum Source {{\n{body}    }}\n\n"
        + hand_match(variants)
        + "\n    impl Source {\n"
        + "        pub fn translate_ordinal(ordinal: u32) -> Option<Target> {\n"
        + "            use num_enum::TryFromPrimitive;\n"
        + "            Self::try_from_primitive(ordinal).ok().map(Target::from)\n"
        + "        }\n"
        + "    }\n"
    )


def plain_module(variants: int) -> str:
    body = "".join(f"        S{i} = {i + 1},\n" for i in range(variants))
    cells = "".join(f"                Target::T{target_of(i, variants)},\n" for i in range(variants))
    return (
        target_enum(variants)
        + f"\n    {DERIVES}\n    pub enum Source {{\n{body}    }}\n\n"
        + hand_match(variants)
        + "\n    impl Source {\n"
        + "        pub fn translate_ordinal(ordinal: u32) -> Option<Target> {\n"
        + f"            const TABLE: [Target; {variants}] = [\n{cells}            ];\n"
        + "            TABLE.get(ordinal.wrapping_sub(1) as usize).copied()\n"
        + "        }\n"
        + "    }\n"
    )


MODULES = {"crosswalk": crosswalk_module, "num_enum": num_enum_module, "plain": plain_module}


def dependencies(flavor: str) -> str:
    if flavor == "crosswalk":
        return f'crosswalk = {{ package = "enum-crosswalk", path = "{REPO / "crosswalk"}" }}\n'
    if flavor == "num_enum":
        return 'num_enum = "0.7"\n'
    return ""


def generate(out_dir: Path, flavor: str, enums: int, variants: int) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "src").mkdir(exist_ok=True)
    name = f"compile-cost-{flavor.replace('_', '-')}-{enums}x{variants}"
    (out_dir / "Cargo.toml").write_text(
        "[package]\n"
        f'name = "{name}"\n'
        'version = "0.0.0"\n'
        'edition = "2024"\n'
        "publish = false\n\n"
        "[dependencies]\n"
        f"{dependencies(flavor)}\n"
        "# Not part of any enclosing workspace.\n"
        "[workspace]\n"
    )
    module = MODULES[flavor](variants)
    source = [
        f"//! Generated by crosswalk's benches/compile_cost/generate.py: {enums} enums of "
        f"{variants} variants, flavour `{flavor}`.\n",
        "#![allow(clippy::all)]\n",
    ]
    for index in range(enums):
        source.append(f"\npub mod e{index} {{\n{module}}}\n")
    (out_dir / "src" / "lib.rs").write_text("".join(source))
    return out_dir


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out_dir", type=Path, help="where to write the crate (outside the repo)")
    parser.add_argument("--flavor", choices=FLAVORS, required=True)
    parser.add_argument("--enums", type=int, required=True, help="E: how many enums")
    parser.add_argument("--variants", type=int, required=True, help="V: variants per enum")
    parser.add_argument(
        "--unreached", action="store_true", help="one more target variant, declared unreached"
    )
    args = parser.parse_args()
    global UNREACHED
    UNREACHED = args.unreached
    if args.out_dir.resolve().is_relative_to(REPO):
        parser.error("write the crate outside the repository (e.g. under /tmp)")
    generate(args.out_dir, args.flavor, args.enums, args.variants)
    print(args.out_dir)


if __name__ == "__main__":
    main()
