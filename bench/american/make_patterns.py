#!/usr/bin/env python3
"""Black-square crossword patterns for the fill benchmark, made the usual American way:
rotational (180 degree) symmetry, every word at least 3 letters, every white square in an
across and a down word, all white squares connected. Deterministic for a seed.

  make_patterns.py OUTDIR [SEED]     writes NxN_k.txt for the sizes below ('#' black, '.')

A pattern is grown by adding symmetric pairs of black squares at random while the rules
hold, until the share of black squares reaches the target (about 1/6 as in published 15x15
grids; 0 for the small open squares), then more pairs inside runs longer than the size's
longest word until none is left."""
import os
import random
import sys

# (size, black share, longest word, how many)
PLAN = [(5, 0.0, 5, 1), (5, 0.16, 5, 1), (7, 0.14, 7, 1), (9, 0.16, 9, 1), (11, 0.17, 9, 1),
        (13, 0.17, 10, 1), (15, 0.16, 10, 2), (17, 0.17, 11, 1), (19, 0.17, 11, 1),
        (21, 0.17, 12, 1)]


def ok(g, n):
    # every run of whites has length >= 3 (or the square is black)
    for r in range(n):
        for line in ("".join(g[r]), "".join(g[c][r] for c in range(n))):
            for part in line.split("#"):
                if 0 < len(part) < 3:
                    return False
    whites = [(r, c) for r in range(n) for c in range(n) if g[r][c] == "."]
    if not whites:
        return False
    seen = {whites[0]}
    stack = [whites[0]]
    while stack:
        r, c = stack.pop()
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            y, x = r + dr, c + dc
            if 0 <= y < n and 0 <= x < n and g[y][x] == "." and (y, x) not in seen:
                seen.add((y, x))
                stack.append((y, x))
    return len(seen) == len(whites)


def long_runs(g, n, longest):
    """Squares of runs longer than `longest`."""
    out = []
    for r in range(n):
        for down in (False, True):
            run = []
            for b in range(n + 1):
                y, x = (b, r) if down else (r, b)
                if b < n and g[y][x] == ".":
                    run.append((y, x))
                    continue
                if len(run) > longest:
                    out.extend(run)
                run = []
    return out


def pattern(n, share, longest, rng):
    """The first of up to 300 tries that has no run longer than `longest` (else the try
    with the fewest squares in such runs)."""
    best = None
    for _ in range(300):
        g = grow(n, share, longest, rng)
        bad = len(long_runs(g, n, longest))
        if best is None or bad < best[0]:
            best = (bad, g)
        if bad == 0:
            break
    return "\n".join("".join(row) for row in best[1]) + "\n"


def grow(n, share, longest, rng):
    g = [["."] * n for _ in range(n)]
    target = int(round(share * n * n))
    blacks, tries = 0, 0
    while blacks < target and tries < 20000:
        tries += 1
        r, c = rng.randrange(n), rng.randrange(n)
        if g[r][c] == "#":
            continue
        pair = {(r, c), (n - 1 - r, n - 1 - c)}
        for y, x in pair:
            g[y][x] = "#"
        if ok(g, n):
            blacks += len(pair)
        else:
            for y, x in pair:
                g[y][x] = "."
    # Break runs that are too long (a published grid has few long words).
    tries = 0
    while tries < 300:
        squares = long_runs(g, n, longest)
        if not squares:
            break
        tries += 1
        r, c = rng.choice(squares)
        pair = {(r, c), (n - 1 - r, n - 1 - c)}
        for y, x in pair:
            g[y][x] = "#"
        if not ok(g, n):
            for y, x in pair:
                g[y][x] = "."
    return g


def main():
    out = sys.argv[1]
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    rng = random.Random(seed)
    os.makedirs(out, exist_ok=True)
    for n, share, longest, count in PLAN:
        for k in range(1, count + 1):
            name = f"{n}x{n}_{k}" + ("_open" if share == 0 else "")
            with open(os.path.join(out, name + ".txt"), "w") as f:
                f.write(pattern(n, share, longest, rng))


if __name__ == "__main__":
    main()
