#!/usr/bin/env python3
"""Medians and ratios for the side-by-side benches (`raw_shapes`, `names`): every criterion group
whose name starts with PREFIX, each contender's median ns per input and its ratio to the
reference contenders.

    python3 benches/summarize_groups.py PREFIX REF[,REF…] [CRITERION_DIR ...]

    python3 benches/summarize_groups.py shape_ num_enum,hand_table /tmp/run1 /tmp/run2 /tmp/run3
    python3 benches/summarize_groups.py name_ strum,hand_match
    python3 benches/summarize_groups.py inverse_ hand_table

CRITERION_DIR defaults to `target/criterion` (or under $CARGO_TARGET_DIR). Given several (copies
of `target/criterion` from separate runs), each cell is the median of the runs' medians. A ratio
below 1 means the contender is faster than the reference. It prints numbers only.
"""

import sys

from summarize import criterion_dirs, median_ns_per_input


def main() -> int:
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    prefix, references = sys.argv[1], sys.argv[2].split(",")
    bases = criterion_dirs(sys.argv[3:])
    groups = sorted({group.name for base in bases if base.is_dir() for group in base.iterdir() if group.name.startswith(prefix)})
    if not groups:
        print(f"no group starting with {prefix!r} in {', '.join(map(str, bases))}", file=sys.stderr)
        return 1
    print(f"{len(bases)} run(s); median ns per input; ratios are contender / reference\n")
    print("| group | contender | ns | " + " | ".join(f"÷ {r}" for r in references) + " |")
    print("|---|---|--:|" + "--:|" * len(references))
    for group in groups:
        functions = sorted({f.name for base in bases if (base / group).is_dir() for f in (base / group).iterdir() if (f / "new").is_dir()})
        times = {f: median_ns_per_input(bases, group, f) for f in functions}
        for function in functions:
            ratios = []
            for reference in references:
                t, r = times[function], times.get(reference)
                ratios.append("—" if t is None or r is None else f"{t / r:.2f}")
            ns = "—" if times[function] is None else f"{times[function]:.3f}"
            print(f"| {group.removeprefix(prefix)} | {function} | {ns} | " + " | ".join(ratios) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
