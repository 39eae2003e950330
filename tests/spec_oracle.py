#!/usr/bin/env python3
"""An independent reading of SPEC.md: its own .cwg parser, rules 1-5 and the six ratings.

It shares no code with cwg, so a bug in one shows up as a disagreement with the other.
One file on purpose (about 450 lines): the whole reading of SPEC.md in one place, next to
nothing else, is what makes it an oracle.

  spec_oracle.py [--dict WORDLIST] FILE...        prints the ratings of each file as JSON
  spec_oracle.py --check CWG --shared DIR          runs `CWG score --json` on every .cwg under
                                                   DIR/challenge and on generated grids, and
                                                   fails on any disagreement

Choices SPEC.md leaves open (the same as scoring/ratings.cpp documents):
- a word is a question whose start field is inside the grid and a solution field ('.' or
  A-Z); every such question counts, even two on the same run;
- a word of length 1 counts in the denominator of the length shares, in no bin;
- a double field is a '?' field holding exactly two questions;
- nothing to divide by: question share 0, uncrossed share 0, dead 0, length shares 0,
  no cluster penalty, double rating 100.
"""

import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile

ARROWS = {  # type: (dr, dc, direction (dr, dc) of the run, bent)
    0: (1, 0, (1, 0), False),
    1: (1, 0, (0, 1), True),
    2: (0, -1, (1, 0), True),
    3: (0, 1, (0, 1), False),
    4: (0, 1, (1, 0), True),
    5: (-1, 0, (0, 1), True),
}
PAIRS = [{0, 3}, {0, 2}, {0, 4}, {3, 1}, {3, 5}]
IDEAL = [0, 18, 24, 20, 18, 12, 4, 4]
BLOCKED = " -"


class ParseError(Exception):
    pass


def parse(text, name):
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    lines = [l[:-1] if l.endswith("\r") else l for l in lines]
    if len(lines) < 2:
        raise ParseError(f"{name}: too short")
    try:
        rows, cols = int(lines[0].strip()), int(lines[1].strip())
    except ValueError:
        raise ParseError(f"{name}: bad size")
    if not (1 <= rows <= 1000 and 1 <= cols <= 1000):
        raise ParseError(f"{name}: size out of range")
    if len(lines) < 2 + rows:
        raise ParseError(f"{name}: missing rows")
    grid = lines[2:2 + rows]
    for i, row in enumerate(grid):
        if len(row) != cols:
            raise ParseError(f"{name}:{i + 3}: row length {len(row)} != {cols}")
        for ch in row:
            if not (ch in "?." or ch in BLOCKED or "A" <= ch <= "Z"):
                raise ParseError(f"{name}:{i + 3}: bad char {ch!r}")
    questions = []
    for i, line in enumerate(lines[2 + rows:]):
        parts = re.split(r"[ \t]+", line.strip(" \t"))
        if len(parts) != 3 or not all(re.fullmatch(r"\d+", p) for p in parts):
            raise ParseError(f"{name}:{i + 3 + rows}: bad question line {line!r}")
        r, c, t = map(int, parts)
        if not (0 <= r < rows and 0 <= c < cols and 0 <= t <= 5):
            raise ParseError(f"{name}:{i + 3 + rows}: question out of range")
        if grid[r][c] != "?":
            raise ParseError(f"{name}:{i + 3 + rows}: question not on '?'")
        questions.append((r, c, t))
    return rows, cols, grid, questions


def is_solution(ch):
    return ch == "." or "A" <= ch <= "Z"


def words_of(rows, cols, grid, questions):
    """(question, start r, start c, (dr, dc), cells) for every question whose start is a
    solution field."""
    out = []
    for q in questions:
        r, c, t = q
        dr, dc, step, _ = ARROWS[t]
        sr, sc = r + dr, c + dc
        if not (0 <= sr < rows and 0 <= sc < cols) or not is_solution(grid[sr][sc]):
            continue
        cells = []
        rr, cc = sr, sc
        while 0 <= rr < rows and 0 <= cc < cols and is_solution(grid[rr][cc]):
            cells.append((rr, cc))
            rr, cc = rr + step[0], cc + step[1]
        out.append((q, sr, sc, step, cells))
    return out


def ratings(rows, cols, grid, questions):
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    nonblocked = [p for p in cells if grid[p[0]][p[1]] not in BLOCKED]
    qfields = [p for p in cells if grid[p[0]][p[1]] == "?"]
    letters = [p for p in cells if is_solution(grid[p[0]][p[1]])]
    words = words_of(rows, cols, grid, questions)

    x1 = 100.0 * len(qfields) / len(nonblocked) if nonblocked else 0.0
    r1 = 100 - (abs(x1 - 22) * 2) ** 2

    cover = {}
    for w in words:
        for p in w[4]:
            cover[p] = cover.get(p, 0) + 1
    uncrossed = {p for p in letters if cover.get(p, 0) == 1}
    x2 = 100.0 * len(uncrossed) / len(letters) if letters else 0.0
    r2 = 100 - ((max(20, x2) - 20) / 2) ** 2

    counts = [0] * 8
    for w in words:
        n = len(w[4])
        if n >= 9:
            counts[7] += 1
        elif n >= 2:
            counts[n - 2] += 1
    shares = [100.0 * k / len(words) if words else 0.0 for k in counts]
    r3 = 100 - sum((x - y) ** 2 for x, y in zip(shares, IDEAL)) / 8

    dead = sum(1 for (r, c) in uncrossed
               if any((r + dr, c + dc) in uncrossed for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0))))
    r4 = 100 - dead / len(letters) * 400 if letters else 100.0

    # Clusters by union-find (cwg uses a search; a different method on purpose).
    parent = {p: p for p in qfields}

    def find(p):
        while parent[p] != p:
            parent[p] = parent[parent[p]]
            p = parent[p]
        return p

    for (r, c) in qfields:
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                n = (r + dr, c + dc)
                if n in parent:
                    parent[find(n)] = find((r, c))
    sizes = {}
    for p in qfields:
        sizes[find(p)] = sizes.get(find(p), 0) + 1
    if sizes:
        r5 = 100 - sum(s * s for s in sizes.values() if s >= 3) / len(sizes) * 10
    else:
        r5 = 100.0

    per_field = {}
    for (r, c, _) in questions:
        per_field[(r, c)] = per_field.get((r, c), 0) + 1
    doubles = sum(1 for p in qfields if per_field.get(p, 0) == 2)
    if doubles == 0:
        r6 = 100.0
    else:
        r6 = 100 - abs(100.0 * doubles / len(qfields) - 22) ** 2

    values = [min(100.0, max(0.0, v)) for v in (r1, r2, r3, r4, r5, r6)]
    figures = {"fields": len(nonblocked), "question_fields": len(qfields),
               "letters": len(letters), "words": len(words), "uncrossed": len(uncrossed),
               "dead": dead, "double_fields": doubles, "length_counts": counts,
               "cluster_sizes": sorted(sizes.values())}
    return values, sum(values) / 6, figures


def rule_errors(rows, cols, grid, questions, wordset):
    errors = []
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] == ".":
                errors.append(f"rule 1: ({r}, {c}) is empty")
    words = words_of(rows, cols, grid, questions)
    covered = {p for w in words for p in w[4]}
    for r in range(rows):
        for c in range(cols):
            if "A" <= grid[r][c] <= "Z" and (r, c) not in covered:
                errors.append(f"rule 2: ({r}, {c}) is in no word")
    types = {}
    for (r, c, t) in questions:
        types.setdefault((r, c), []).append(t)
        if grid[r][c] != "?":
            errors.append(f"rule 3: question ({r}, {c}) not on '?'")
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] != "?":
                continue
            ts = types.get((r, c), [])
            if len(ts) not in (1, 2):
                errors.append(f"rule 3: ({r}, {c}) holds {len(ts)} questions")
            elif len(ts) == 2 and set(ts) not in PAIRS:
                errors.append(f"rule 3: ({r}, {c}) pair {ts}")
    for (r, c, t) in questions:
        if ARROWS[t][3] and not (r == 0 or c == 0 or grid[r][c - 1] in BLOCKED
                                 or grid[r - 1][c] in BLOCKED):
            errors.append(f"rule 4: ({r}, {c}) type {t}")
    starts = set()
    for (r, c, t) in questions:
        dr, dc, step, _ = ARROWS[t]
        sr, sc = r + dr, c + dc
        if not (0 <= sr < rows and 0 <= sc < cols) or not is_solution(grid[sr][sc]):
            errors.append(f"rule 5: question ({r}, {c}) type {t} starts on no letter")
            continue
        key = (sr, sc, step)
        if key in starts:
            errors.append(f"rule 5: ({sr}, {sc}) addressed twice")
        starts.add(key)
    for (q, sr, sc, step, cells) in words:
        word = "".join(grid[r][c] for r, c in cells)
        if len(word) < 2:
            errors.append(f"rule 5: word at ({sr}, {sc}) has length {len(word)}")
        elif wordset is not None and "." not in word and word not in wordset:
            errors.append(f"rule 5: {word} not in the word list")
    return errors


def load_words(path):
    trans = {"Ä": "AE", "Ö": "OE", "Ü": "UE", "ß": "SS"}
    raw = open(path, "rb").read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = raw.decode("latin-1")
    words = set()
    for line in text.splitlines():
        w = line.strip().upper()
        for k, v in trans.items():
            w = w.replace(k, v)
        if w and all("A" <= ch <= "Z" for ch in w):
            words.add(w)
    return words


def oracle(path, wordset):
    with open(path, "rb") as f:
        text = f.read().decode("latin-1")
    rows, cols, grid, questions = parse(text, path)
    values, score, figures = ratings(rows, cols, grid, questions)
    errors = rule_errors(rows, cols, grid, questions, wordset)
    valid = not errors
    return {"file": path, "valid": valid, "errors": errors, "ratings": values,
            "score": score, "bonus_score": score * 1.1 if valid else score,
            "figures": figures}


# ---------------------------------------------------------------- generated grids

def cwg_text(grid, questions):
    return "%d\n%d\n%s\n%s" % (len(grid), len(grid[0]), "\n".join(grid),
                               "".join("%d %d %d\n" % q for q in questions))


def read_grid(path):
    with open(path, "rb") as f:
        return parse(f.read().decode("latin-1"), path)


def generated(shared, rng):
    """(name, text) of grids that break rules or are layouts, to compare on."""
    out = []
    out.append(("readme_3x3.cwg", cwg_text(["?L?", "?EI", "?AD"],
                                           [(0, 0, 4), (0, 2, 0), (1, 0, 3), (2, 0, 3)])))
    sample = os.path.join(shared, "challenge", "samples", "15x15_2_filled.cwg")
    if os.path.exists(sample):
        rows, cols, grid, questions = read_grid(sample)
        layout = [re.sub(r"[A-Z]", ".", row) for row in grid]
        out.append(("layout_of_sample2.cwg", cwg_text(layout, questions)))
        half = [re.sub(r"[A-Z]", ".", row) if i % 2 else row for i, row in enumerate(grid)]
        out.append(("half_filled_sample2.cwg", cwg_text(half, questions)))
        changed = list(grid)
        changed[1] = "Q" + changed[1][1:]
        out.append(("unknown_word_sample2.cwg", cwg_text(changed, questions)))
        dropped = [q for q in questions if q != (0, 2, 0)]
        out.append(("uncovered_letters_sample2.cwg", cwg_text(grid, dropped)))
        crlf = cwg_text(grid, questions).replace("\n", "\r\n").rstrip("\r\n")
        out.append(("crlf_no_final_newline_sample2.cwg", crlf))
    # A dead pair, a length-1 word, a field without a question, a bad pair, islands with '-'.
    out.append(("dead_pair.cwg", cwg_text(["?AB", "?CD"], [(0, 0, 3), (1, 0, 3)])))
    out.append(("length_one.cwg", cwg_text(["?A?B"], [(0, 0, 3), (0, 2, 3)])))
    out.append(("no_question.cwg", cwg_text(["?AB", "?CD"], [(0, 0, 3)])))
    out.append(("bad_pair.cwg", cwg_text(["?AB", "CDE"], [(0, 0, 0), (0, 0, 1)])))
    out.append(("three_questions.cwg", cwg_text(["?AB", "CDE"], [(0, 0, 0), (0, 0, 3), (0, 0, 4)])))
    out.append(("islands.cwg", cwg_text(["--?AB", "-?CDE", "?FGHI"],
                                        [(0, 2, 4), (1, 1, 4), (1, 1, 3), (2, 0, 3), (0, 2, 3)])))
    out.append(("all_blocked.cwg", cwg_text(["  ", "--"], [])))
    out.append(("diagonal_cluster.cwg", cwg_text(["?..", ".?.", "..?"],
                                                 [(0, 0, 3), (1, 1, 0), (2, 2, 5)])))
    # Mutations of the larger grids, so that every rating (the word lengths too) lands
    # between its clipped ends: fields turned into or out of question fields, questions
    # dropped and added.
    bases = [os.path.join(shared, "challenge", *p) for p in
             (("samples", "15x15_2_filled.cwg"), ("example_grids", "18x14.cwg"),
              ("example_grids", "23x19.cwg"))]
    for base in [b for b in bases if os.path.exists(b)]:
        rows, cols, grid, questions = read_grid(base)
        for k in range(8):
            g = [list(row) for row in grid]
            qs = list(questions)
            for _ in range(rng.randint(1, 6)):
                r, c = rng.randrange(rows), rng.randrange(cols)
                if g[r][c] == "?":
                    g[r][c] = rng.choice("A.")
                    qs = [q for q in qs if (q[0], q[1]) != (r, c)]
                else:
                    g[r][c] = "?"
                    for _ in range(rng.choice([1, 1, 2])):
                        qs.append((r, c, rng.choice([0, 3, 0, 3, 1, 2, 4, 5])))
            for _ in range(rng.randint(0, 3)):
                if qs:
                    qs.pop(rng.randrange(len(qs)))
            out.append(("mutated_%s_%d.cwg" % (os.path.basename(base)[:-4], k),
                        cwg_text(["".join(row) for row in g], qs)))
    # Random layouts: any characters, questions of any type on the '?' fields.
    for k in range(40):
        rows, cols = rng.randint(1, 9), rng.randint(1, 9)
        alphabet = "??...ABE -" if k % 2 else "?.ER"
        grid = ["".join(rng.choice(alphabet) for _ in range(cols)) for _ in range(rows)]
        questions = []
        for r in range(rows):
            for c in range(cols):
                if grid[r][c] == "?":
                    for _ in range(rng.choice([0, 1, 1, 1, 2, 2, 3])):
                        questions.append((r, c, rng.randint(0, 5)))
        out.append(("random_%02d.cwg" % k, cwg_text(grid, questions)))
    return out


MALFORMED = [
    ("short_row.cwg", "2\n3\n?AB\n?C\n0 0 3\n"),
    ("bad_char.cwg", "1\n3\n?A*\n0 0 3\n"),
    ("bad_type.cwg", "1\n3\n?AB\n0 0 7\n"),
    ("question_outside.cwg", "1\n3\n?AB\n5 0 3\n"),
    ("bad_size.cwg", "x\n3\n?AB\n"),
]


def check(cwg, shared):
    challenge = os.path.join(shared, "challenge")
    dict_path = os.path.join(challenge, "useful", "wordlist.txt")
    if not os.path.isdir(challenge) or not os.path.exists(dict_path):
        # In CI (CI set) the data must be there: a missing ../shared fails (as CWG_NEED does).
        if os.environ.get("CI"):
            print(f"spec_oracle: failed: no challenge data under {shared} and CI is set")
            return 1
        print(f"spec_oracle: skipped (no challenge data under {shared})")
        return 77
    wordset = load_words(dict_path)
    rng = random.Random(20240607)
    files = sorted(os.path.join(d, f) for d, _, fs in os.walk(challenge)
                   for f in fs if f.endswith(".cwg"))
    failures = []
    with tempfile.TemporaryDirectory(prefix="cwg_oracle_") as tmp:
        for name, text in generated(shared, rng):
            path = os.path.join(tmp, name)
            with open(path, "w", newline="") as f:
                f.write(text)
            files.append(path)
        run = subprocess.run([cwg, "score", "--json", "--dict", dict_path] + files,
                             capture_output=True, text=True)
        if run.returncode not in (0, 1):
            print(f"spec_oracle: cwg score exited {run.returncode}: {run.stderr.strip()}")
            return 1
        try:
            reports = json.loads(run.stdout)
        except json.JSONDecodeError as e:
            print(f"spec_oracle: cwg score --json is not JSON: {e}\n{run.stdout[:2000]}")
            return 1
        if len(reports) != len(files):
            print(f"spec_oracle: {len(reports)} reports for {len(files)} files")
            return 1
        any_invalid = False
        for path, got in zip(files, reports):
            want = oracle(path, wordset)
            any_invalid |= not want["valid"]
            problems = []
            if got.get("valid") != want["valid"]:
                problems.append(f"valid: cwg {got.get('valid')} oracle {want['valid']} "
                                f"(cwg errors {got.get('errors')}, oracle errors {want['errors']})")
            for i, (a, b) in enumerate(zip(got.get("ratings", []), want["ratings"])):
                if abs(a - b) > 0.01:
                    problems.append(f"rating {i + 1}: cwg {a} oracle {b:.4f}")
            for key in ("score", "bonus_score"):
                if abs(got.get(key, -1e9) - want[key]) > 0.01:
                    problems.append(f"{key}: cwg {got.get(key)} oracle {want[key]:.4f}")
            figures = got.get("figures", {})
            for key, value in want["figures"].items():
                mine = figures.get(key)
                if key == "cluster_sizes" and mine is not None:
                    mine = sorted(mine)
                if mine != value:
                    problems.append(f"figure {key}: cwg {mine} oracle {value}")
            if len(got.get("ratings", [])) != 6:
                problems.append("cwg gave no six ratings")
            if problems:
                failures.append((path, problems))
        expected_exit = 1 if any_invalid else 0
        if run.returncode != expected_exit:
            failures.append(("(exit code)", [f"cwg {run.returncode}, expected {expected_exit}"]))
        for name, text in MALFORMED:
            path = os.path.join(tmp, name)
            with open(path, "w", newline="") as f:
                f.write(text)
            try:
                parse(text, path)
                failures.append((path, ["the oracle parsed a MALFORMED case"]))
            except ParseError:
                pass
            bad = subprocess.run([cwg, "score", "--json", "--dict", dict_path, path],
                                 capture_output=True, text=True)
            if bad.returncode != 2 or name not in bad.stderr:
                failures.append((path, [f"expected exit 2 naming the file, got {bad.returncode}"
                                        f" stderr {bad.stderr.strip()!r}"]))
    for path, problems in failures:
        print(f"MISMATCH {path}")
        for p in problems:
            print(f"  {p}")
    print(f"spec_oracle: {len(files)} grids and {len(MALFORMED)} malformed files compared, "
          f"{len(failures)} disagreements")
    return 1 if failures else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*")
    ap.add_argument("--dict", help="word list for rule 5 (default: none)")
    ap.add_argument("--check", metavar="CWG", help="compare with this cwg binary")
    ap.add_argument("--shared", default=os.path.join(os.path.dirname(__file__), "..", "..", "shared"))
    args = ap.parse_args()
    if args.check:
        return check(args.check, args.shared)
    wordset = load_words(args.dict) if args.dict else None
    results = []
    for path in args.files:
        try:
            results.append(oracle(path, wordset))
        except (ParseError, OSError) as e:
            print(f"spec_oracle: {e}", file=sys.stderr)
            return 2
    print(json.dumps(results, indent=2))
    return 0 if all(r["valid"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
