#!/usr/bin/env python3
"""Every relative link and picture of the README and the user guide (docs/*.md) names a
file that exists, and every #anchor a heading of that page: a guide split over pages must
not send its reader to nothing.

  docs_check.py ROOT     prints each broken link as FILE:LINE: target; exit 1 when any"""
import os
import re
import sys

LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)|<img [^>]*src=\"([^\"]+)\"")


def anchor(heading):
    """GitHub's anchor of a Markdown heading: lower case, punctuation but '-' and '_'
    dropped, spaces as '-'."""
    text = heading.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path):
    found, fence = set(), False
    for line in open(path, encoding="utf-8"):
        if line.startswith("```"):
            fence = not fence
        elif not fence and line.startswith("#"):
            found.add(anchor(line.lstrip("#")))
    return found


def check(root, page):
    broken, fence = [], False
    base = os.path.dirname(page)
    for number, line in enumerate(open(page, encoding="utf-8"), 1):
        if line.startswith("```"):
            fence = not fence
        if fence:
            continue
        for match in LINK.finditer(line):
            target = match.group(1) or match.group(2)
            if re.match(r"[a-z]+:", target):
                continue  # http:, mailto: ...
            path, _, frag = target.partition("#")
            full = os.path.normpath(os.path.join(base, path)) if path else page
            if not os.path.exists(full):
                broken.append((page, number, target))
            elif frag and full.endswith(".md") and frag not in anchors(full):
                broken.append((page, number, target))
    return broken


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    pages = [os.path.join(root, "README.md"), os.path.join(root, "bench", "RESULTS.md")]
    docs = os.path.join(root, "docs")
    pages += sorted(os.path.join(docs, f) for f in os.listdir(docs) if f.endswith(".md"))
    broken = [b for page in pages for b in check(root, page)]
    for page, number, target in broken:
        print("%s:%d: %s" % (os.path.relpath(page, root), number, target))
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
