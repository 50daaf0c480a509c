#!/usr/bin/env python3
"""Turns criterion's results for `benches/throughput.rs` into the BENCHMARKS.md tables.

Run after `cargo bench -p crosswalk-benches --bench throughput`:

    python3 benches/summarize.py [CRITERION_DIR ...]

CRITERION_DIR defaults to `target/criterion` at the workspace root (or under $CARGO_TARGET_DIR).
It reads each benchmark's median (criterion's `new/estimates.json`) and prints, per crosswalk and
mix, the median time per input of every contender and crosswalk's ratio against the others. A
ratio below 1 means crosswalk is faster. Given several directories (copies of `target/criterion`
from separate runs), it takes the median of the runs' medians. It prints numbers only; it judges
nothing.
"""

import json
import os
import statistics
import sys
from pathlib import Path

CROSSWALKS = ["dtype", "engine", "alu_op", "activation_func", "accum_cmd"]
RAW = ["crosswalk", "hand_table", "hand_match", "num_enum"]
TYPED = ["crosswalk", "hand_table"]
INPUTS = 1_000_000


def criterion_dirs(arguments: list[str]) -> list[Path]:
    """The directories named, or `target/criterion` (under $CARGO_TARGET_DIR if set)."""
    if arguments:
        return [Path(argument) for argument in arguments]
    root = Path(__file__).resolve().parent.parent
    return [Path(os.environ.get("CARGO_TARGET_DIR", root / "target")) / "criterion"]


def median_ns_per_input(bases: list[Path], group: str, function: str) -> float | None:
    medians = []
    for base in bases:
        estimates = base / group / function / "new" / "estimates.json"
        if estimates.exists():
            medians.append(json.loads(estimates.read_text())["median"]["point_estimate"] / INPUTS)
    return statistics.median(medians) if medians else None


def cell(value: float | None, digits: int = 3) -> str:
    return "—" if value is None else f"{value:.{digits}f}"


def ratio(a: float | None, b: float | None) -> float | None:
    return None if a is None or b is None else a / b


def main() -> int:
    base = criterion_dirs(sys.argv[1:])
    missing = [str(directory) for directory in base if not directory.is_dir()]
    if missing:
        print(f"no criterion results in {', '.join(missing)}: run the bench first", file=sys.stderr)
        return 1
    print(f"{len(base)} run(s): {', '.join(str(directory) for directory in base)}\n")

    print("Raw path (`translate_ordinal(u32)`), median ns per input; ratios are crosswalk / other.\n")
    print(
        "| crosswalk | mix | crosswalk | hand `const` table | hand `u32` match | num_enum "
        "| ÷ hand table | ÷ hand match | ÷ num_enum |"
    )
    print("|---|---|--:|--:|--:|--:|--:|--:|--:|")
    worst_table = worst_num_enum = 0.0
    for name in CROSSWALKS:
        for mix in ["valid", "oob10"]:
            group = f"{name}_{mix}"
            t = {f: median_ns_per_input(base, group, f) for f in RAW}
            vs_table = ratio(t["crosswalk"], t["hand_table"])
            vs_match = ratio(t["crosswalk"], t["hand_match"])
            vs_num_enum = ratio(t["crosswalk"], t["num_enum"])
            worst_table = max(worst_table, vs_table or 0.0)
            worst_num_enum = max(worst_num_enum, vs_num_enum or 0.0)
            print(
                f"| {name} | {mix} | {cell(t['crosswalk'])} | {cell(t['hand_table'])} "
                f"| {cell(t['hand_match'])} | {cell(t['num_enum'])} "
                f"| {cell(vs_table, 2)} | {cell(vs_match, 2)} | {cell(vs_num_enum, 2)} |"
            )
    print(f"\nworst crosswalk / hand table: {worst_table:.2f}; worst crosswalk / num_enum: {worst_num_enum:.2f}\n")

    print("Typed path (`From` / `translate`), median ns per input; ratio is crosswalk / hand table.\n")
    print("| crosswalk | crosswalk | hand `const` table | ÷ hand table |")
    print("|---|--:|--:|--:|")
    worst_typed = 0.0
    for name in CROSSWALKS:
        group = f"{name}_typed"
        t = {f: median_ns_per_input(base, group, f) for f in TYPED}
        vs_table = ratio(t["crosswalk"], t["hand_table"])
        worst_typed = max(worst_typed, vs_table or 0.0)
        print(f"| {name} | {cell(t['crosswalk'])} | {cell(t['hand_table'])} | {cell(vs_table, 2)} |")
    print(f"\nworst typed crosswalk / hand table: {worst_typed:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
