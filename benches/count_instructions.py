#!/usr/bin/env python3
"""Counts the instructions and conditional branches of the functions of a binary whose demangled
name contains a pattern, from `objdump -d`: the code size of a candidate shape's
`#[inline(never)]` probe.

    python3 benches/count_instructions.py BINARY PATTERN [--print-asm]

For the raw-path candidates: BINARY is the `raw_shapes` bench binary
(`cargo bench -p crosswalk-benches --bench raw_shapes --no-run` prints its path) and PATTERN is
`raw_shapes::shapes::` (the probes are `…::shapes::<crosswalk>::<shape>`). Padding (`nop`, `int3`)
is not counted.
"""

import re
import subprocess
import sys


def functions(binary: str, pattern: str) -> dict[str, list[str]]:
    listing = subprocess.run(
        ["objdump", "-d", "-C", "--no-show-raw-insn", binary], check=True, capture_output=True, text=True
    ).stdout
    found, current = {}, None
    for line in listing.splitlines():
        header = re.match(r"^[0-9a-f]+ <(.+)>:$", line)
        if header:
            name = header.group(1)
            current = name if pattern in name else None
            if current:
                found[current] = []
        elif not line.strip():
            current = None
        elif current is not None:
            fields = line.split("\t")
            if len(fields) >= 2:
                instruction = fields[1].strip()
                if instruction and not instruction.startswith(("int3", "nop", "data16", "cs nop", "xchg   %ax,%ax")):
                    found[current].append(instruction)
    return found


def main() -> int:
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    binary, pattern = sys.argv[1], sys.argv[2]
    print_asm = "--print-asm" in sys.argv
    found = functions(binary, pattern)
    if not found:
        print(f"no function matching {pattern!r} in {binary}", file=sys.stderr)
        return 1
    print(f"{'function':<60}{'instructions':>13}{'cond. branches':>16}")
    for name, body in sorted(found.items()):
        branches = [i for i in body if re.match(r"^j(?!mp)\w+\s", i)]
        print(f"{name:<60}{len(body):>13}{len(branches):>16}")
        if print_asm:
            for instruction in body:
                print(f"        {instruction}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
