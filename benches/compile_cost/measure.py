#!/usr/bin/env python3
"""Measures what crosswalk costs at build time (compile cost (a) and (b)); see
BENCHMARKS.md for the results and how to read them.

    python3 benches/compile_cost/measure.py [--out /tmp/crosswalk-compile-cost] [--runs 3]

(a) Cold build: a scratch crate that depends only on the macro crate (`enum-crosswalk-macros` from
    this repository, `num_enum_derive` from crates.io) or only on the user-facing crate
    (`enum-crosswalk`, `num_enum`), built from `cargo clean` `--runs` times. Reports medians of the
    whole build's wall time, of the sum of every unit's time (what the build costs on one core) and
    of the named crate's own unit (from `cargo build --timings`).
(b) Generated crates: generate.py writes E enums of V variants in three flavours (crosswalk,
    num_enum + a hand `match`, plain hand-written code); each flavour's dependencies are built
    once, then the crate alone is rebuilt `--runs` times (`touch src/lib.rs; cargo build`),
    flavours interleaved. Reports the median, the time per variant, and the time per variant over
    the fixed cost of a 1-enum, 1-variant crate of the same flavour.

Every build is a dev-profile `cargo build` with CARGO_INCREMENTAL=0, so each one compiles the whole
crate. Generated crates and target directories go under --out (default under /tmp), never into the
repository. Nothing here asserts anything about time; it prints tables and writes results.json.
"""

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(HERE))
import generate  # noqa: E402  (beside this script)

SIZES = [(1, 1), (10, 16), (100, 64), (100, 256)]
COLD = [
    (
        "crosswalk-macros",
        "enum-crosswalk-macros",
        f'enum-crosswalk-macros = {{ path = "{REPO / "crosswalk-macros"}" }}',
    ),
    ("num_enum_derive", "num_enum_derive", 'num_enum_derive = "0.7"'),
    (
        "num_enum_derive, no default features",
        "num_enum_derive",
        'num_enum_derive = { version = "0.7", default-features = false }',
    ),
    (
        "crosswalk (runtime + macros)",
        "enum-crosswalk",
        f'enum-crosswalk = {{ path = "{REPO / "crosswalk"}" }}',
    ),
    ("num_enum (runtime + derive)", "num_enum", 'num_enum = "0.7"'),
]


def env() -> dict:
    variables = dict(os.environ)
    variables["CARGO_INCREMENTAL"] = "0"
    variables["CARGO_TERM_COLOR"] = "never"
    variables.pop("CARGO_TARGET_DIR", None)
    variables.pop("RUSTFLAGS", None)
    return variables


def cargo(args: list[str], cwd: Path, target_dir: Path | None = None) -> float:
    """Runs cargo, fails loudly if it fails, returns the wall time in seconds."""
    command = ["cargo", *args]
    if target_dir is not None:
        command += ["--target-dir", str(target_dir)]
    start = time.perf_counter()
    result = subprocess.run(command, cwd=cwd, env=env(), capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"`{' '.join(command)}` failed in {cwd}:\n{result.stderr}")
    return elapsed


def unit_durations(target_dir: Path) -> dict[str, float]:
    """Seconds per crate (summed over its units) from the last `--timings` report."""
    html = (target_dir / "cargo-timings" / "cargo-timing.html").read_text()
    start = html.index("const UNIT_DATA = ") + len("const UNIT_DATA = ")
    end = html.index("];", start) + 1
    durations: dict[str, float] = {}
    for unit in json.loads(html[start:end]):
        durations[unit["name"]] = durations.get(unit["name"], 0.0) + unit["duration"]
    return durations


def cold(out: Path, runs: int) -> list[dict]:
    results = []
    for label, crate, dependency in COLD:
        directory = out / "cold" / re.sub(r"[^a-z0-9]+", "-", label.lower()).strip("-")
        (directory / "src").mkdir(parents=True, exist_ok=True)
        (directory / "src" / "lib.rs").write_text("")
        (directory / "Cargo.toml").write_text(
            '[package]\nname = "cold-build"\nversion = "0.0.0"\nedition = "2024"\npublish = false\n\n'
            f"[dependencies]\n{dependency}\n\n[workspace]\n"
        )
        target = directory / "target"
        cargo(["fetch"], directory)
        walls, own, total_cpu = [], [], []
        for _ in range(runs):
            cargo(["clean"], directory, target)
            walls.append(cargo(["build", "--timings"], directory, target))
            durations = unit_durations(target)
            own.append(durations[crate])
            total_cpu.append(sum(durations.values()))
        row = {
            "label": label,
            "crate": crate,
            "wall_median_s": statistics.median(walls),
            "own_unit_median_s": statistics.median(own),
            "all_units_median_s": statistics.median(total_cpu),
            "walls": walls,
            "own": own,
        }
        print(f"cold  {label}: wall {row['wall_median_s']:.2f} s, own unit {row['own_unit_median_s']:.2f} s", flush=True)
        results.append(row)
    return results


def generated(out: Path, runs: int, sizes: list[tuple[int, int]]) -> list[dict]:
    flavors = generate.FLAVORS
    results = []
    for enums, variants in sizes:
        crates = {}
        for flavor in flavors:
            crate = generate.generate(out / "gen" / f"{flavor}-{enums}x{variants}", flavor, enums, variants)
            target = out / "gen-target" / flavor
            cargo(["build"], crate, target)  # dependencies, and a first build of the crate
            crates[flavor] = (crate, target)
        times: dict[str, list[float]] = {flavor: [] for flavor in flavors}
        for _ in range(runs):
            for flavor in flavors:  # interleaved, so a noisy moment hits every flavour alike
                crate, target = crates[flavor]
                (crate / "src" / "lib.rs").touch()
                times[flavor].append(cargo(["build"], crate, target))
        for flavor in flavors:
            row = {
                "flavor": flavor,
                "enums": enums,
                "variants": variants,
                "median_s": statistics.median(times[flavor]),
                "runs_s": times[flavor],
            }
            print(f"build {flavor} {enums}x{variants}: {row['median_s']:.2f} s", flush=True)
            results.append(row)
    return results


def report(cold_rows: list[dict], generated_rows: list[dict]) -> None:
    if cold_rows:
        by_label = {row["label"]: row for row in cold_rows}
        base = by_label["num_enum_derive"]
        print("\n(a) Cold build, median of runs (s); ratio against num_enum_derive (default features).\n")
        print(
            "| crate built from clean | whole build (wall) | all units, summed | its own unit "
            "| wall ÷ num_enum_derive | summed ÷ num_enum_derive | own ÷ num_enum_derive |"
        )
        print("|---|--:|--:|--:|--:|--:|--:|")
        for row in cold_rows:
            print(
                f"| {row['label']} | {row['wall_median_s']:.2f} | {row['all_units_median_s']:.2f} "
                f"| {row['own_unit_median_s']:.2f} "
                f"| {row['wall_median_s'] / base['wall_median_s']:.2f} "
                f"| {row['all_units_median_s'] / base['all_units_median_s']:.2f} "
                f"| {row['own_unit_median_s'] / base['own_unit_median_s']:.2f} |"
            )
    if generated_rows:
        table = {(r["flavor"], r["enums"], r["variants"]): r["median_s"] for r in generated_rows}
        sizes = sorted({(r["enums"], r["variants"]) for r in generated_rows}, key=lambda s: s[0] * s[1])
        smallest = sizes[0]
        print("\n(b) Rebuild of the generated crate alone, median of runs.")
        print("    per variant = median / (E·V); over fixed = (median − median at 1×1) / (E·V − 1).\n")
        print(
            "| E × V | variants | crosswalk (s) | num_enum (s) | plain (s) | crosswalk µs/variant "
            "| … over fixed | num_enum µs/variant | … over fixed | crosswalk ÷ num_enum | crosswalk ÷ plain |"
        )
        print("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
        for enums, variants in sizes:
            count = enums * variants
            cells = []
            for flavor in ["crosswalk", "num_enum"]:
                median = table[(flavor, enums, variants)]
                per = median / count * 1e6
                over = (
                    (median - table[(flavor, *smallest)]) / (count - smallest[0] * smallest[1]) * 1e6
                    if (enums, variants) != smallest
                    else float("nan")
                )
                cells += [f"{per:.0f}", "—" if over != over else f"{over:.0f}"]
            cw, ne, plain = (table[(f, enums, variants)] for f in ["crosswalk", "num_enum", "plain"])
            print(
                f"| {enums} × {variants} | {count} | {cw:.2f} | {ne:.2f} | {plain:.2f} | {cells[0]} | {cells[1]} "
                f"| {cells[2]} | {cells[3]} | {cw / ne:.2f} | {cw / plain:.2f} |"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/crosswalk-compile-cost"))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--skip-cold", action="store_true", help="only (b)")
    parser.add_argument("--skip-generated", action="store_true", help="only (a)")
    parser.add_argument(
        "--report-only", action="store_true", help="print the tables of --out's results.json again"
    )
    parser.add_argument(
        "--sizes",
        default=",".join(f"{e}x{v}" for e, v in SIZES),
        help="E×V list for (b), e.g. 1x1,10x16 (the first is the fixed-cost baseline)",
    )
    args = parser.parse_args()
    if args.out.resolve().is_relative_to(REPO):
        parser.error("--out must be outside the repository")
    if shutil.which("cargo") is None:
        sys.exit("cargo is not on PATH")
    if args.report_only:
        results = json.loads((args.out / "results.json").read_text())
        report(results["cold"], results["generated"])
        return
    sizes = [tuple(int(n) for n in size.split("x")) for size in args.sizes.split(",")]
    args.out.mkdir(parents=True, exist_ok=True)
    cold_rows = [] if args.skip_cold else cold(args.out, args.runs)
    generated_rows = [] if args.skip_generated else generated(args.out, args.runs, sizes)
    (args.out / "results.json").write_text(
        json.dumps({"cold": cold_rows, "generated": generated_rows}, indent=2)
    )
    report(cold_rows, generated_rows)
    print(f"\nraw results: {args.out / 'results.json'}")


if __name__ == "__main__":
    main()
