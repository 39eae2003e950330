#!/usr/bin/env python3
"""Benchmarks of `cwg edit` (issue 28 item 9), through its JSON API as the page uses it.

  bench/edit_bench.py [--cwg build/cwg] [--shared ../shared] [--rounds 3] [--fills 10]

Runs the server pinned to one core (taskset -c 0, one worker thread) and measures:
  - candidates with counts for every open slot of a half-filled 15x15 (the cells with
    row + col >= 15 cleared), German (the challenge sample 15x15_2_filled.cwg, challenge
    list) and English (a 15x15 American pattern filled by the editor, american-english):
    wall time of GET /api/candidates?limit=100 at the client, p50/p95/max;
  - fill the rest of the English 15x15 with a quarter of its entries locked (every fourth
    entry): POST /api/fill with seeds 1..N until done, median wall time;
  - the server's peak resident memory (VmHWM) after all of it with the English list.
Prints one line per figure. Targets: p95 <= 30 ms, fill median <= 1 s, memory <= 200 MB."""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

# A 15x15 pattern with rotational symmetry ('#' black), as published grids have them.
PATTERN = [
    "....#.....#....",
    "....#.....#....",
    "...............",
    "...#....#......",
    "###.....#...###",
    "......#....#...",
    ".....#.....#...",
    "....#.....#....",
    "...#.....#.....",
    "...#....#......",
    "###...#.....###",
    "......#....#...",
    "...............",
    "....#.....#....",
    "....#.....#....",
]


class Editor:
    def __init__(self, cwg, path, args):
        cmd = ["taskset", "-c", "0", cwg, "edit", path, "--no-open", "--threads", "1"] + args
        self.proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        url = self.proc.stdout.readline().strip()
        if not url.startswith("http://"):
            raise SystemExit("cwg edit printed no URL: %r" % url)
        self.base, token = url.split("/?token=")
        self.token = token

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.base + path, data=data, method=method,
                                     headers={"X-CWG-Token": self.token, "Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req) as r:
                return json.loads(r.read())
        except urllib.error.HTTPError as e:
            raise SystemExit("%s %s: %s %s" % (method, path, e.code, e.read().decode()))

    def fill(self, body):
        t0 = time.perf_counter()
        job = self.call("POST", "/api/fill", body)
        while True:
            f = self.call("GET", "/api/fill")
            if f["status"] not in ("running", "cancelling"):
                return f, time.perf_counter() - t0
            time.sleep(0.005)

    def peak_mb(self):
        with open("/proc/%d/status" % self.proc.pid) as s:
            for line in s:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
        return -1

    def close(self):
        self.proc.terminate()
        self.proc.wait()


def half_cleared(state):
    rows = []
    for r in range(state["rows"]):
        row = ""
        for c in range(state["cols"]):
            cell = state["cells"][r * state["cols"] + c]
            if cell["kind"] == "block":
                row += "#" if state["kind"] == "american" else " "
            elif cell["kind"] == "question":
                row += "?"
            else:
                row += "." if r + c >= state["cols"] or not cell["letter"] else cell["letter"]
        rows.append(row)
    return rows


def questions(state):
    return [[c["row"], c["col"], t] for c in state["cells"] if c["kind"] == "question" for t in c["arrows"]]


def candidate_times(ed, rounds):
    state = ed.call("GET", "/api/state")
    action = {"type": "set_grid", "grid": half_cleared(state)}
    if state["kind"] == "arrowword":
        action["questions"] = questions(state)
    state = ed.call("POST", "/api/action", action)
    open_entries = [e["id"] for e in state["entries"] if "." in e["pattern"]]
    times = []
    for _ in range(rounds):
        for entry in open_entries:
            t0 = time.perf_counter()
            ed.call("GET", "/api/candidates?entry=%s&limit=100" % entry)
            times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    return len(open_entries), times


def report(name, n_slots, times):
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    print("%s: %d open slots, %d queries: p50 %.2f ms, p95 %.2f ms, max %.2f ms" %
          (name, n_slots, len(times), statistics.median(times), p95, times[-1]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cwg", default="build/cwg")
    ap.add_argument("--shared", default="../shared")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--fills", type=int, default=10)
    a = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="cwg-edit-bench.")
    try:
        # German: the challenge's filled sample, half cleared.
        sample = os.path.join(a.shared, "challenge/samples/15x15_2_filled.cwg")
        shutil.copy(sample, os.path.join(tmp, "de.cwg"))
        ed = Editor(a.cwg, os.path.join(tmp, "de.cwg"),
                    ["--dict", os.path.join(a.shared, "challenge/useful/wordlist.txt")])
        report("candidates, German 15x15 half filled", *candidate_times(ed, a.rounds))
        ed.close()

        # English: the pattern filled by the editor itself, then half cleared.
        ed = Editor(a.cwg, os.path.join(tmp, "en.ipuz"), ["--new", "15x15", "--kind", "american"])
        ed.call("POST", "/api/action", {"type": "set_grid", "grid": PATTERN})
        f, secs = ed.fill({"seed": 1, "seconds": 60})
        if f["status"] != "done":
            raise SystemExit("the English pattern was not filled: %s" % f)
        state = ed.call("POST", "/api/fill/apply", {"id": f["id"]})
        filled = state
        report("candidates, English 15x15 half filled", *candidate_times(ed, a.rounds))

        # Fill the rest: a quarter of the entries locked (every fourth), the rest refilled.
        state = ed.call("POST", "/api/action", {"type": "set_grid", "grid": [
            "".join((c["letter"] or ".") if c["kind"] == "letter" else "#" for c in filled["cells"][r * 15:(r + 1) * 15])
            for r in range(15)]})
        locked = [e["id"] for i, e in enumerate(state["entries"]) if i % 4 == 0]
        for e in locked:
            ed.call("POST", "/api/action", {"type": "set_lock", "entry": e, "locked": True})
        walls, failed = [], 0
        for seed in range(1, a.fills + 1):
            f, wall = ed.fill({"seed": seed, "seconds": 30})
            if f["status"] != "done":
                failed += 1
            walls.append(wall)
        print("fill the rest, English 15x15, %d of %d entries locked: %d fills, %d not done, "
              "median %.3f s, max %.3f s" % (len(locked), len(state["entries"]), len(walls), failed,
                                             statistics.median(walls), max(walls)))
        print("memory of the English session: VmHWM %.1f MB" % ed.peak_mb())
        ed.close()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
