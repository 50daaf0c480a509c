#!/usr/bin/env python3
"""Medians of `benches/loops.rs` interleaved passes, one table row per group.

Usage: python3 benches/summarize_loops.py RUN [RUN ...], each RUN the `^interleaved` lines of one
`cargo bench -p crosswalk-benches --bench loops -- no-criterion-group` pass. Per contender the
median over the passes of its median ns and of its per-round ratios; "÷ best" is crosswalk's ratio
to whichever of num_enum and the hand table is faster.
"""

import collections
import statistics
import sys


def main():
    lines = collections.defaultdict(list)
    groups = []
    for run in sys.argv[1:]:
        with open(run, encoding="utf-8") as handle:
            for line in handle:
                fields = [field.strip() for field in line.split("|")]
                if len(fields) < 6 or fields[0] != "interleaved":
                    continue
                group, contender = fields[1], fields[2]
                if group not in groups:
                    groups.append(group)
                lines[(group, contender)].append(tuple(float(value) for value in fields[3:6]))
    print("| group | crosswalk (ns) | num_enum (ns) | hand table (ns) | ÷ num_enum | ÷ hand table | ÷ best |")
    print("|---|--:|--:|--:|--:|--:|--:|")
    for group in groups:
        def median(contender, column):
            return statistics.median(values[column] for values in lines[(group, contender)])

        ours, num_enum, hand = (median(c, 0) for c in ("crosswalk", "num_enum", "hand_table"))
        over_num_enum, over_hand = median("crosswalk", 1), median("crosswalk", 2)
        best = over_num_enum if num_enum <= hand else over_hand
        print(f"| {group} | {ours:.3f} | {num_enum:.3f} | {hand:.3f} | {over_num_enum:.3f} | {over_hand:.3f} | {best:.2f} |")


if __name__ == "__main__":
    main()
