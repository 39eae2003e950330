#!/usr/bin/env python3
"""Each library's sources include only headers of libraries it links (directly or through
their public dependencies). The include root is the tree, set once at the top
(CMakeLists.txt), so the compiler alone would not notice a reach into a library a target
does not link.

  include_check.py ROOT     prints each such include; exit 1 when there is one"""
import os
import re
import sys

SKIP = {"build", "tests", ".git", "useful", "data", "docs", "bench"}


def read_targets(root):
    """Library target -> its folder, target -> the stems of its .cpp files, and target -> the
    cwg_ targets it links, each with whether it is PRIVATE (its headers are then the
    target's own business)."""
    folder, sources, links = {}, {}, {}
    for d, dirs, files in os.walk(root):
        rel = os.path.relpath(d, root)
        dirs[:] = [x for x in dirs if not (rel == "." and (x in SKIP or x.startswith("build")))]
        if "CMakeLists.txt" not in files:
            continue
        text = re.sub(r"#.*", "", open(os.path.join(d, "CMakeLists.txt")).read())
        for m in re.finditer(r"add_library\((\w+)([^)]*)\)", text):
            folder[m.group(1)] = rel
            sources[m.group(1)] = set(re.findall(r"([\w/]+)\.cpp", m.group(2)))
        for m in re.finditer(r"target_link_libraries\((\w+)([^)]*)\)", text):
            private = False
            for word in m.group(2).split():
                if word in ("PUBLIC", "PRIVATE", "INTERFACE"):
                    private = word == "PRIVATE"
                elif word.startswith("cwg_"):
                    links.setdefault(m.group(1), set()).add((word, private))
    return folder, sources, links


def reachable(target, links):
    """What `target` links, and what those link publicly, and so on."""
    seen = {t for t, _ in links.get(target, ())}
    todo = list(seen)
    while todo:
        for t, private in links.get(todo.pop(), ()):
            if not private and t not in seen:
                seen.add(t)
                todo.append(t)
    return seen


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    folder, sources, links = read_targets(root)
    deepest_first = sorted(folder.items(), key=lambda kv: -len(kv[1]))

    def owner(path):
        """The library of a file: the deepest library folder holding it; of two libraries in
        one folder, the one that compiles the file's .cpp (a header of its own: the first)."""
        holders = []
        for target, f in deepest_first:
            if path.startswith(f + "/") and (not holders or folder[holders[0]] == f):
                holders.append(target)
        stem = os.path.relpath(os.path.splitext(path)[0], folder[holders[0]]) if holders else ""
        for target in holders:
            if stem in sources.get(target, ()):
                return target
        return holders[0] if holders else None

    bad = 0
    for target, f in folder.items():
        allowed = reachable(target, links) | {target}
        for d, _, files in os.walk(os.path.join(root, f)):
            for name in sorted(files):
                path = os.path.relpath(os.path.join(d, name), root)
                if not name.endswith((".cpp", ".hpp")) or owner(path) != target:
                    continue
                for n, line in enumerate(open(os.path.join(root, path), errors="replace"), 1):
                    m = re.match(r'\s*#include "([^"]+)"', line)
                    if m and owner(m.group(1)) not in allowed | {None}:
                        print(f"{path}:{n}: {target} includes {m.group(1)} of "
                              f"{owner(m.group(1))}, which it does not link")
                        bad += 1
    print(f"{len(folder)} libraries, {bad} includes of libraries not linked", file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
