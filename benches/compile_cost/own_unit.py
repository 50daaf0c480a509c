#!/usr/bin/env python3
"""Where the macro crate's own cold unit spends its time, against num_enum_derive's (compile cost
(d) in BENCHMARKS.md).

    python3 benches/compile_cost/own_unit.py [--out /tmp/crosswalk-own-unit] [--runs 3] [--llvm-lines]

A scratch crate depends on four proc-macro crates, each built as a dependency is (dev profile, no
debug info, CARGO_INCREMENTAL=0):

- `enum-crosswalk-macros` from this repository;
- a copy of it without the `Roster` derive (its `roster` module and entry point removed), to see
  what one feature's code costs;
- a minimal proc macro on the same syn, quote and proc-macro2 (parse a `DeriveInput`, print it
  back): the fixed cost of any such crate;
- `num_enum_derive` 0.7 from crates.io, without default features.

Each crate's own unit is then rebuilt alone `--runs` times, the four interleaved, with rustc's pass
timings (`RUSTC_BOOTSTRAP=1 cargo rustc -p <crate> -- -Ztime-passes`); the table gives the median
of each pass. It also counts each crate's code lines (non-blank, non-comment, outside test
modules) and, with `--llvm-lines` (needs `cargo install cargo-llvm-lines`), the LLVM IR lines and
monomorphized copies. Scratch crates go under --out, never into the repository. It prints numbers
only.
"""

import argparse
import re
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(HERE))
from measure import env  # noqa: E402  (beside this script)

DEPENDENCIES = (
    'proc-macro2 = { version = "1", default-features = false, features = ["proc-macro"] }\n'
    'quote = { version = "1", default-features = false, features = ["proc-macro"] }\n'
    'syn = { version = "2", default-features = false, features = '
    '["parsing", "printing", "derive", "proc-macro", "clone-impls"] }\n'
)
MINIMAL = """use proc_macro::TokenStream;

#[proc_macro_attribute]
pub fn crosswalk(_args: TokenStream, item: TokenStream) -> TokenStream {
    match syn::parse::<syn::DeriveInput>(item) {
        Ok(input) => {
            let ident = &input.ident;
            quote::quote!(#input impl #ident {}).into()
        }
        Err(error) => error.to_compile_error().into(),
    }
}
"""
# (label, package name, how the scratch crate depends on it)
CRATES = [
    ("crosswalk-macros", "enum-crosswalk-macros", None),
    ("without `Roster`", "crosswalk-macros-without-roster", None),
    ("minimal proc macro", "minimal-proc-macro", None),
    ("num_enum_derive", "num_enum_derive", '{ version = "0.7", default-features = false }'),
]
PASSES = [
    ("macro expansion", "expand_crate"),
    ("name resolution", "resolve_crate"),
    ("type check", "type_check_crate"),
    ("MIR build and borrow check", "MIR_borrow_checking"),
    ("monomorphization", "monomorphization_collector_graph_walk"),
    ("codegen to LLVM IR", "codegen_to_LLVM_IR"),
    ("LLVM (overlaps the line above)", "LLVM_passes"),
    ("codegen, all", "codegen_crate"),
    ("link", "link"),
    ("total", "total"),
]


def manifest(name: str, body: str, proc_macro: bool) -> str:
    lib = "[lib]\nproc-macro = true\n\n" if proc_macro else ""
    return (
        f'[package]\nname = "{name}"\nversion = "0.0.0"\nedition = "2024"\npublish = false\n\n'
        f"{lib}[dependencies]\n{body}\n[workspace]\n"
    )


def write_crates(out: Path) -> dict[str, Path]:
    """The scratch crates; returns each local crate's `src/`."""
    if out.exists():
        shutil.rmtree(out)
    sources = {"enum-crosswalk-macros": REPO / "crosswalk-macros" / "src"}

    without = out / "without-roster"
    shutil.copytree(REPO / "crosswalk-macros" / "src", without / "src")
    shutil.rmtree(without / "src" / "roster")
    lib = (without / "src" / "lib.rs").read_text()
    lib = lib.replace("mod roster;\n", "")
    start = lib.index("// Documented where `crosswalk` re-exports it, as `crosswalk` is.")
    lib = lib[:start] + lib[lib.index("#[cfg(test)]", start) :]
    (without / "src" / "lib.rs").write_text(lib)
    (without / "Cargo.toml").write_text(manifest("crosswalk-macros-without-roster", DEPENDENCIES, True))
    sources["crosswalk-macros-without-roster"] = without / "src"

    minimal = out / "minimal"
    (minimal / "src").mkdir(parents=True)
    (minimal / "src" / "lib.rs").write_text(MINIMAL)
    (minimal / "Cargo.toml").write_text(manifest("minimal-proc-macro", DEPENDENCIES, True))
    sources["minimal-proc-macro"] = minimal / "src"

    paths = {
        "enum-crosswalk-macros": REPO / "crosswalk-macros",
        "crosswalk-macros-without-roster": without,
        "minimal-proc-macro": minimal,
    }
    body = ""
    for _, package, requirement in CRATES:
        dependency = requirement or f'{{ path = "{paths[package]}" }}'
        body += f"{package} = {dependency}\n"
    scratch = out / "scratch"
    (scratch / "src").mkdir(parents=True)
    (scratch / "src" / "lib.rs").write_text("")
    (scratch / "Cargo.toml").write_text(manifest("own-unit-scratch", body, False))
    return sources


def run(command: list[str], cwd: Path, extra: dict | None = None) -> str:
    variables = env()
    variables.update(extra or {})
    result = subprocess.run(command, cwd=cwd, env=variables, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"`{' '.join(command)}` failed in {cwd}:\n{result.stderr}")
    return result.stdout + result.stderr


def pass_times(scratch: Path, package: str) -> dict[str, float]:
    target = str(scratch / "target")
    run(["cargo", "clean", "-p", package, "--target-dir", target], scratch)
    output = run(
        ["cargo", "rustc", "-p", package, "--target-dir", target, "--", "-Ztime-passes"],
        scratch,
        {"RUSTC_BOOTSTRAP": "1"},
    )
    times = {}
    for line in output.splitlines():
        match = re.match(r"time:\s+([\d.]+);.*\s(\S+)$", line)
        if match:
            times[match.group(2)] = float(match.group(1))
    return times


def code_lines(source: Path) -> int:
    """Non-blank, non-comment lines outside `*_tests.rs` files and trailing `#[cfg(test)] mod`s."""
    total = 0
    for path in sorted(source.rglob("*.rs")):
        if path.name.endswith("_tests.rs"):
            continue
        lines = path.read_text().splitlines()
        for index, line in enumerate(lines[:-1]):
            if line.strip() == "#[cfg(test)]" and re.match(r"\s*(pub )?mod \w+\s*\{", lines[index + 1]):
                lines = lines[:index]
                break
        total += sum(1 for line in lines if line.strip() and not line.strip().startswith("//"))
    return total


def llvm_lines(scratch: Path, package: str) -> tuple[int, int]:
    output = run(
        ["cargo", "llvm-lines", "-p", package, "--lib", "--target-dir", str(scratch / "target-llvm-lines")],
        scratch,
    )
    match = re.search(r"^\s*(\d+)\s+(\d+)\s+\(TOTAL\)", output, re.M)
    return (int(match.group(1)), int(match.group(2))) if match else (0, 0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/crosswalk-own-unit"))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--llvm-lines", action="store_true")
    options = parser.parse_args()
    if REPO in options.out.resolve().parents:
        parser.error("--out must be outside the repository")

    sources = write_crates(options.out)
    scratch = options.out / "scratch"
    run(["cargo", "build", "--target-dir", str(scratch / "target")], scratch)
    samples: dict[str, list[dict[str, float]]] = {package: [] for _, package, _ in CRATES}
    for _ in range(options.runs):
        for _, package, _ in CRATES:
            samples[package].append(pass_times(scratch, package))

    def median(package: str, key: str) -> float:
        return statistics.median(sample.get(key, 0.0) for sample in samples[package])

    registry = next(Path.home().glob(".cargo/registry/src/*/num_enum_derive-0.7.*"), None)
    if registry is not None:
        sources["num_enum_derive"] = registry / "src"

    print(f"Median of {options.runs} rebuilds of each crate's own unit, seconds of rustc's passes.\n")
    print("| pass | " + " | ".join(label for label, _, _ in CRATES) + " |")
    print("|---|" + "--:|" * len(CRATES))
    for name, key in PASSES:
        cells = " | ".join(f"{median(package, key):.3f}" for _, package, _ in CRATES)
        print(f"| {name} | {cells} |")
    reference = median("num_enum_derive", "total")
    cells = " | ".join(f"{median(package, 'total') / reference:.2f}" for _, package, _ in CRATES)
    print(f"| total ÷ num_enum_derive | {cells} |")
    lines = {package: code_lines(sources[package]) if package in sources else 0 for _, package, _ in CRATES}
    print("| code lines | " + " | ".join(str(lines[package]) for _, package, _ in CRATES) + " |")
    if options.llvm_lines:
        counts = {package: llvm_lines(scratch, package) for _, package, _ in CRATES}
        print("| LLVM IR lines | " + " | ".join(str(counts[p][0]) for _, p, _ in CRATES) + " |")
        print("| monomorphized copies | " + " | ".join(str(counts[p][1]) for _, p, _ in CRATES) + " |")

    fixed = median("minimal-proc-macro", "total")
    per_line = {
        package: (median(package, "total") - fixed) / lines[package] * 1000
        for _, package, _ in CRATES
        if lines[package] and package != "minimal-proc-macro"
    }
    print(f"\nAbove the minimal crate's {fixed:.3f} s, ms per code line: "
          + ", ".join(f"{package} {cost:.3f}" for package, cost in per_line.items()))
    ours = per_line.get("enum-crosswalk-macros")
    if ours:
        budget = 1.2 * reference
        print(f"At 1.2 × num_enum_derive ({budget:.3f} s) and crosswalk-macros' cost per line, the crate "
              f"would have {(budget - fixed) / ours * 1000:.0f} code lines (it has {lines['enum-crosswalk-macros']}).")


if __name__ == "__main__":
    main()
