#!/usr/bin/env python3
"""Golden files: each case of cases.txt runs the built cwg and compares what it prints (exit
code, standard output, standard error) and the files it writes with tests/golden/NAME.txt,
byte for byte. A refactoring must keep them; after an intended change, re-record them with
tests/golden/record.sh.

Each case runs in a fresh folder (shared by the cases in order, so a later case may read a
file an earlier one wrote) where `src` links to the source tree and `shared` to ../shared, so
every path the binary prints is the same on every machine. No shell: the arguments are split
on spaces. Cases whose arguments name shared/ are skipped when it is absent, and fail instead
when the environment variable CI is set (the test data must be there in CI).
"""
import argparse
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SKIP = 77  # ctest's SKIP_RETURN_CODE for this test


def parse_cases(path):
    """Lines `name | arguments | files written to keep | mask regex`; '#' starts a comment."""
    cases = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            parts = [p.strip() for p in line.split(" |", 3)]
            if len(parts) < 2 or len(parts) > 4 or not re.fullmatch(r"[a-z0-9_]+", parts[0]):
                sys.exit(f"{path}:{number}: expected 'name | arguments [| files [| mask]]'")
            parts += [""] * (4 - len(parts))
            cases.append({"name": parts[0], "args": parts[1].split(),
                          "files": parts[2].split(), "mask": parts[3], "line": number})
    return cases


def section(title, data, digest=False):
    """A text block as is; bytes that are not UTF-8 text, or all with digest, as their size
    and SHA-256."""
    try:
        if digest:
            raise UnicodeDecodeError("utf-8", b"", 0, 1, "digest asked")
        text = data.decode("utf-8")
        if "\0" not in text:
            return f"--- {title}\n{text}" + ("" if text.endswith("\n") or not text else "\n")
    except UnicodeDecodeError:
        pass
    return f"--- {title} (binary: {len(data)} bytes, sha256 {hashlib.sha256(data).hexdigest()})\n"


def mask(text, pattern):
    """Replaces group 1 of each match (a time, the only thing that may differ) by '#'."""
    if not pattern:
        return text
    return re.sub(pattern, lambda m: m.group(0)[: m.start(1) - m.start(0)] + "#"
                  + m.group(0)[m.end(1) - m.start(0):], text, flags=re.M)


def run_case(cwg, case, workdir):
    proc = subprocess.run([cwg] + case["args"], cwd=workdir, stdin=subprocess.DEVNULL,
                          capture_output=True, timeout=300)
    out = f"$ cwg {' '.join(case['args'])}\nexit {proc.returncode}\n"
    digest = "=sha" in case["files"]
    out += section("stdout", proc.stdout, digest) + section("stderr", proc.stderr)
    for name in (f for f in case["files"] if f != "=sha"):
        path = os.path.join(workdir, name)
        if os.path.exists(path):
            with open(path, "rb") as f:
                out += section(f"file {name}", f.read(), digest)
        else:
            out += f"--- file {name}: not written\n"
    return mask(out, case["mask"]).encode("utf-8")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cwg", required=True, help="the built binary")
    ap.add_argument("--source", default=os.path.dirname(os.path.dirname(HERE)))
    ap.add_argument("--shared", default=None, help="the test data (default: ../shared)")
    ap.add_argument("--record", action="store_true", help="write the golden files anew")
    ap.add_argument("--only", default=None, help="a regex: only the cases it matches")
    opts = ap.parse_args()
    source = os.path.abspath(opts.source)
    shared = os.path.abspath(opts.shared or os.path.join(source, "..", "shared"))
    have_shared = os.path.isdir(os.path.join(shared, "formats"))
    cases = parse_cases(os.path.join(HERE, "cases.txt"))
    if opts.only:
        cases = [c for c in cases if re.search(opts.only, c["name"])]
    failed, skipped, passed, unwritten = [], [], 0, set()
    with tempfile.TemporaryDirectory(prefix="cwg-golden-") as workdir:
        os.symlink(source, os.path.join(workdir, "src"))
        if have_shared:
            os.symlink(shared, os.path.join(workdir, "shared"))
        for case in cases:
            golden = os.path.join(HERE, case["name"] + ".txt")
            # Needs shared/: names a file there, or one a case that needed it wrote.
            if not have_shared and any(a.startswith("shared/") or a in unwritten
                                       for a in case["args"]):
                unwritten.update(case["files"])
                if os.environ.get("CI"):
                    failed.append(case["name"])
                    print(f"FAIL {case['name']}: {shared} is absent (CI is set)")
                else:
                    skipped.append(case["name"])
                continue
            got = run_case(os.path.abspath(opts.cwg), case, workdir)
            if opts.record:
                with open(golden, "wb") as f:
                    f.write(got)
                passed += 1
                continue
            want = open(golden, "rb").read() if os.path.exists(golden) else None
            if got == want:
                passed += 1
                continue
            failed.append(case["name"])
            print(f"FAIL {case['name']} (cases.txt:{case['line']}): output differs from "
                  f"{os.path.relpath(golden, source)}")
            if want is not None:
                import difflib
                diff = difflib.unified_diff(
                    want.decode("utf-8", "replace").splitlines(),
                    got.decode("utf-8", "replace").splitlines(), "golden", "now", lineterm="")
                print("\n".join(list(diff)[:40]))
    print(f"golden: {passed} {'recorded' if opts.record else 'passed'}, "
          f"{len(failed)} failed, {len(skipped)} skipped")
    if skipped:
        print(f"skipped (no {shared}): {' '.join(skipped)}")
    if failed:
        return 1
    return SKIP if skipped else 0


if __name__ == "__main__":
    sys.exit(main())
