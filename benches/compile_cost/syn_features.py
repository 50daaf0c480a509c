#!/usr/bin/env python3
"""What each syn feature the macro crate enables costs, and what removing it breaks.

    python3 benches/compile_cost/syn_features.py [--out /tmp/crosswalk-syn-features] [--runs 3]

crosswalk-macros enables `parsing`, `printing`, `derive`, `proc-macro` and `clone-impls` of syn
(with `default-features = false`). For the full set and for the set with each one removed:

- cold build of the dependency set alone: a scratch crate depending on syn with those features
  and on proc-macro2 and quote as crosswalk-macros does, built from `cargo clean` `--runs` times;
  reports the median of syn's own unit and of the whole build's wall time (`cargo build
  --timings`), and how much each removal saves against the full set;
- what breaks: a copy of crosswalk-macros (its `src/`, its dependencies with that feature
  removed) is checked with `cargo check`; reports the number of errors and the first distinct
  messages. A copy that still builds is built cold too, for its own unit's time.

Every build is a dev-profile build with CARGO_INCREMENTAL=0, as in measure.py. Scratch crates and
target directories go under --out, never into the repository. It prints numbers only.
"""

import argparse
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
from measure import cargo, env, unit_durations  # noqa: E402  (beside this script)

FEATURES = ["parsing", "printing", "derive", "proc-macro", "clone-impls"]
OTHERS = (
    'proc-macro2 = { version = "1", default-features = false, features = ["proc-macro"] }\n'
    'quote = { version = "1", default-features = false, features = ["proc-macro"] }\n'
)


def dependencies(features: list[str]) -> str:
    quoted = ", ".join(f'"{feature}"' for feature in features)
    return OTHERS + f'syn = {{ version = "2", default-features = false, features = [{quoted}] }}\n'


def manifest(name: str, body: str, proc_macro: bool) -> str:
    lib = "[lib]\nproc-macro = true\n\n" if proc_macro else ""
    return (
        f'[package]\nname = "{name}"\nversion = "0.0.0"\nedition = "2024"\npublish = false\n\n'
        f"{lib}[dependencies]\n{body}\n[workspace]\n"
    )


def cold_builds(directory: Path, crate: str, runs: int) -> dict:
    target = directory / "target"
    cargo(["fetch"], directory)
    walls, own = [], []
    for _ in range(runs):
        cargo(["clean"], directory, target)
        walls.append(cargo(["build", "--timings"], directory, target))
        own.append(unit_durations(target)[crate])
    return {"wall": statistics.median(walls), "own": statistics.median(own)}


def check_errors(directory: Path) -> list[str]:
    """The distinct error messages of `cargo check` on the copy (empty if it builds)."""
    command = ["cargo", "check", "--target-dir", str(directory / "target")]
    result = subprocess.run(command, cwd=directory, env=env(), capture_output=True, text=True)
    if result.returncode == 0:
        return []
    messages = re.findall(r"^error(?:\[E\d+\])?: (.+)$", result.stderr, re.M)
    return [message for message in messages if not message.startswith(("could not compile", "aborting"))]


def macro_crate_copy(directory: Path, features: list[str]) -> None:
    if directory.exists():
        shutil.rmtree(directory)
    shutil.copytree(REPO / "crosswalk-macros" / "src", directory / "src")
    (directory / "Cargo.toml").write_text(manifest("crosswalk-macros", dependencies(features), True))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/crosswalk-syn-features"))
    parser.add_argument("--runs", type=int, default=3)
    options = parser.parse_args()

    configurations = [("all five", FEATURES)] + [
        (f"without {removed}", [f for f in FEATURES if f != removed]) for removed in FEATURES
    ]
    rows = []
    for label, features in configurations:
        slug = re.sub(r"[^a-z0-9]+", "-", label)
        alone = options.out / "syn-alone" / slug
        (alone / "src").mkdir(parents=True, exist_ok=True)
        (alone / "src" / "lib.rs").write_text("")
        (alone / "Cargo.toml").write_text(manifest("syn-alone", dependencies(features), False))
        syn = cold_builds(alone, "syn", options.runs)

        copy = options.out / "macro-copy" / slug
        macro_crate_copy(copy, features)
        errors = check_errors(copy)
        macros = cold_builds(copy, "crosswalk-macros", options.runs) if not errors else None
        rows.append({"label": label, "syn": syn, "errors": errors, "macros": macros})
        print(
            f"{label}: syn {syn['own']:.2f} s, wall {syn['wall']:.2f} s; "
            + (f"{len(errors)} errors" if errors else f"macro crate builds, own unit {macros['own']:.2f} s"),
            flush=True,
        )

    full = rows[0]
    print(f"\nMedian of {options.runs} cold builds (s); saved = full set − this set.\n")
    print("| syn features | syn's own unit | saved | whole build (wall) | saved | crosswalk-macros | its own unit |")
    print("|---|--:|--:|--:|--:|---|--:|")
    for row in rows:
        breaks = f"{len(row['errors'])} errors" if row["errors"] else "builds"
        own = f"{row['macros']['own']:.2f}" if row["macros"] else "—"
        print(
            f"| {row['label']} | {row['syn']['own']:.2f} | {full['syn']['own'] - row['syn']['own']:+.2f} "
            f"| {row['syn']['wall']:.2f} | {full['syn']['wall'] - row['syn']['wall']:+.2f} | {breaks} | {own} |"
        )
    for row in rows:
        if row["errors"]:
            distinct = list(dict.fromkeys(row["errors"]))
            print(f"\n{row['label']}: {len(row['errors'])} errors; the first distinct ones:")
            for message in distinct[:6]:
                print(f"  - {message}")


if __name__ == "__main__":
    main()
