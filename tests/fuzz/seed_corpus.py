#!/usr/bin/env python3
"""Writes small seed corpora for the fuzz targets from the shared puzzle sets.

Usage: seed_corpus.py DATA_DIR OUT_DIR [PER_SET]

Creates OUT_DIR/<target>/ for fuzz_parse, fuzz_solver, fuzz_logic and fuzz_generator with a few
hundred inputs in each target's input layout (see the comment at the top of each target). The
corpora are written at run time and never committed; libFuzzer grows them from these seeds.
"""
import os
import sys

SETS = [
    "norvig_top95", "norvig_hardest", "norvig_easy50", "magictour_top1465",
    "forum_hardest_1106", "sudoku17_49158", "serg_benchmark", "kaggle_bryanpark_9999",
]


def puzzles(data_dir, name, count):
    with open(os.path.join(data_dir, name + ".txt"), encoding="ascii") as f:
        for index, line in enumerate(f):
            if index >= count:
                break
            yield line.split("\t")[0].strip()


def pretty(puzzle):
    rows = []
    for r in range(9):
        cells = puzzle[9 * r:9 * r + 9]
        rows.append(" | ".join(" ".join(cells[3 * b:3 * b + 3]) for b in range(3)))
        if r in (2, 5):
            rows.append("------+-------+------")
    return "\r\n" + "\r\n".join(rows) + "\r\n"


def cells(puzzle):
    return bytes(0 if c == "." else int(c) for c in puzzle)


def write(directory, index, payload):
    with open(os.path.join(directory, "seed-%04d" % index), "wb") as f:
        f.write(payload)


def main():
    data_dir, out_dir = sys.argv[1], sys.argv[2]
    per_set = int(sys.argv[3]) if len(sys.argv) > 3 else 40
    dirs = {}
    for target in ("fuzz_parse", "fuzz_solver", "fuzz_logic", "fuzz_generator"):
        dirs[target] = os.path.join(out_dir, target)
        os.makedirs(dirs[target], exist_ok=True)
    n = 0
    for name in SETS:
        for puzzle in puzzles(data_dir, name, per_set):
            text_forms = [puzzle, puzzle.replace(".", "0"), pretty(puzzle),
                          ",".join(puzzle), "\n".join("N" if c == "." else c for c in puzzle)]
            write(dirs["fuzz_parse"], n, text_forms[n % len(text_forms)].encode("ascii"))
            # A conflicting variant: the first given copied into the next cell of its row.
            broken = list(puzzle)
            first = next(i for i, c in enumerate(puzzle) if c != ".")
            if first % 9 != 8:
                broken[first + 1] = puzzle[first]
            write(dirs["fuzz_solver"], 2 * n, bytes([n % 5, 0]) + cells(puzzle))
            write(dirs["fuzz_solver"], 2 * n + 1, bytes([n % 5, 0]) + cells("".join(broken)))
            write(dirs["fuzz_logic"], n, bytes([n % 5]) + cells(puzzle))
            n += 1
    for i in range(64):
        seed = (i * 2654435761) & 0xFFFFFFFF
        holes_level = 2 + (i % 6)  # levels 0..5 (byte - 2), 0 and 5 out of range
        clues = (2 + i % 2) + 4 * (i % 5)  # 22 + byte % 20 layout: various valid counts
        if i % 8 == 7:
            clues = 1  # -> byte - 20 = -19, out of range
        write(dirs["fuzz_generator"], i,
              seed.to_bytes(4, "little") +
              bytes([holes_level, clues, i % 7, (i // 7) & 1, i % 3, i & 0xFF, (i * 37) & 0xFF]))
    print("seeded %d puzzles into %s" % (n, out_dir))


if __name__ == "__main__":
    main()
