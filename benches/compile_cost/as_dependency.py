#!/usr/bin/env python3
"""The macro crate's cold unit as a user's build compiles it, beside num_enum_derive and
strum_macros in the same build (BENCHMARKS.md, section 5).

    python3 benches/compile_cost/as_dependency.py [--out /tmp/crosswalk-as-dependency] [--runs 3] [--jobs 1]

A scratch crate depends on `enum-crosswalk` from this repository (no default features), `num_enum`
0.7 and `strum` 0.27 with its derives. Each run cleans the three proc-macro crates
(`cargo clean -p …`), builds the scratch crate with `cargo build --timings` (dev profile,
CARGO_INCREMENTAL=0, one job by default, so that the three units do not share the machine's cores
with each other and their times compare) and reads each proc-macro unit's duration from the timings report. It prints
every run and the medians; nothing is asserted. The scratch crate lives under --out, never in the
repository.
"""

import argparse
import json
import re
import statistics
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
UNITS = ("enum-crosswalk-macros", "num_enum_derive", "strum_macros")


def scratch_crate(out: Path) -> None:
    (out / "src").mkdir(parents=True, exist_ok=True)
    (out / "Cargo.toml").write_text(
        '[package]\nname = "as-dependency"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n'
        "[dependencies]\n"
        f'enum-crosswalk = {{ path = "{REPO / "crosswalk"}", default-features = false }}\n'
        'num_enum = { version = "0.7", default-features = false }\n'
        'strum = { version = "0.27", default-features = false, features = ["derive"] }\n\n'
        "[workspace]\n"
    )
    (out / "src" / "lib.rs").write_text(
        "//! Depends on three macro crates, so that each is built as a dependency is.\n"
        "pub use crosswalk;\npub use num_enum;\npub use strum;\n"
    )


def one_run(out: Path, jobs: int) -> dict:
    env = {"CARGO_INCREMENTAL": "0", "PATH": subprocess.os.environ["PATH"]}
    for key in ("HOME", "CARGO_HOME", "RUSTUP_HOME"):
        if key in subprocess.os.environ:
            env[key] = subprocess.os.environ[key]
    clean = ["cargo", "clean", "-q"] + [arg for unit in UNITS for arg in ("-p", unit)]
    subprocess.run(clean, cwd=out, env=env, check=True)
    subprocess.run(["cargo", "build", "-q", "--timings", "--jobs", str(jobs)], cwd=out, env=env, check=True)
    reports = sorted((out / "target" / "cargo-timings").glob("cargo-timing-*.html"))
    html = reports[-1].read_text()
    data = re.search(r"const UNIT_DATA = (\[.*?\]);", html, re.S)
    if data is None:
        raise SystemExit(f"no unit data in {reports[-1]}")
    return {unit["name"]: unit["duration"] for unit in json.loads(data.group(1)) if unit["name"] in UNITS}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/crosswalk-as-dependency"))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    scratch_crate(args.out)
    runs = []
    for number in range(1, args.runs + 1):
        times = one_run(args.out, args.jobs)
        runs.append(times)
        peers = times["num_enum_derive"] + times["strum_macros"]
        print(
            f"run {number}: enum-crosswalk-macros {times['enum-crosswalk-macros']:.2f} s, "
            f"num_enum_derive {times['num_enum_derive']:.2f} s, strum_macros {times['strum_macros']:.2f} s, "
            f"crosswalk ÷ (num_enum_derive + strum_macros) {times['enum-crosswalk-macros'] / peers:.2f}"
        )
    medians = {unit: statistics.median(run[unit] for run in runs) for unit in UNITS}
    ratios = [run["enum-crosswalk-macros"] / (run["num_enum_derive"] + run["strum_macros"]) for run in runs]
    print(
        "median: " + ", ".join(f"{unit} {seconds:.2f} s" for unit, seconds in medians.items())
        + f"; ratio {statistics.median(ratios):.2f}"
    )


if __name__ == "__main__":
    main()
