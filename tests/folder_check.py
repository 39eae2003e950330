#!/usr/bin/env python3
"""The top-level folders form layers: no folder includes, through any chain of folders, a
header of a folder that includes it back. include_check.py checks each library against what
it links; this checks the shape a newcomer sees, the graph of top-level folders (an edge
A -> B when a source under A/ includes "B/..."), which can have a cycle where no library
does (two libraries of one folder on either side of a third).

  folder_check.py ROOT           prints each cycle with the includes that make it; exit 1
  folder_check.py ROOT --layers  also prints the folders lowest layer first, each with the
                                 folders it includes

Without a cycle, docs/architecture.md must show that listing as it is today (exit 1 and the
listing to paste there when it does not): a newcomer reads the layers there."""
import os
import re
import sys

SKIP = {"tests", "useful", "data", "docs", "bench", "test_cases"}


def folder_edges(root):
    """(A, B) -> the includes "B/..." in sources under A/, as "file:line: header"."""
    edges = {}
    for top in sorted(os.listdir(root)):
        if top in SKIP or top.startswith((".", "build")) or not os.path.isdir(
                os.path.join(root, top)):
            continue
        for d, dirs, files in os.walk(os.path.join(root, top)):
            dirs.sort()
            for name in sorted(files):
                if not name.endswith((".cpp", ".hpp")):
                    continue
                path = os.path.relpath(os.path.join(d, name), root)
                for n, line in enumerate(open(os.path.join(d, name), errors="replace"), 1):
                    m = re.match(r'\s*#include "([^"/]+)/', line)
                    if m and m.group(1) != top and m.group(1) not in SKIP:
                        edges.setdefault((top, m.group(1)), []).append(
                            f"{path}:{n}: {line.split(chr(34))[1]}")
    return edges


def cycles(nodes, succ):
    """The strongly connected components of more than one folder (Tarjan), each sorted."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(succ.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(nodes):
        if v not in index:
            visit(v)
    return out


def layers(nodes, succ):
    """Each folder's layer: 0 when it includes no other folder, else one above the highest
    folder it includes (only called on a graph without cycles)."""
    level = {}

    def depth(v):
        if v not in level:
            level[v] = 1 + max((depth(w) for w in succ.get(v, ())), default=-1)
        return level[v]

    for v in nodes:
        depth(v)
    return level


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    root = args[0] if args else "."
    edges = folder_edges(root)
    succ, nodes = {}, set()
    for a, b in edges:
        succ.setdefault(a, set()).add(b)
        nodes |= {a, b}
    found = cycles(nodes, succ)
    for comp in found:
        print("folders in a cycle: " + ", ".join(comp))
        for a in comp:
            for b in comp:
                for inc in edges.get((a, b), [])[:3]:
                    print(f"  {a} -> {b}: {inc}")
                if len(edges.get((a, b), [])) > 3:
                    print(f"  {a} -> {b}: ... {len(edges[(a, b)])} includes in all")
    stale = False
    if not found:
        level = layers(nodes, succ)
        listing = "".join(
            f"{level[v]}  {v:10} includes {', '.join(sorted(succ.get(v, ()))) or '-'}\n"
            for v in sorted(nodes, key=lambda v: (level[v], v)))
        if "--layers" in sys.argv:
            print(listing, end="")
        doc = os.path.join(root, "docs", "architecture.md")
        if os.path.exists(doc) and listing not in open(doc, encoding="utf-8").read():
            stale = True
            print(f"{doc}: its `folder_check.py . --layers` listing is not today's; today's:\n"
                  + listing, end="")
    print(f"{len(nodes)} folders, {len(found)} cycles", file=sys.stderr)
    return 1 if found or stale else 0


if __name__ == "__main__":
    sys.exit(main())
