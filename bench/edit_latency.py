#!/usr/bin/env python3
"""Issue 28, item 9: from a keystroke to the redrawn candidate list in Chromium, through the
page's own Performance API (the measures "cwg-key-to-candidates" that edit.js records from the
key event's time stamp to the list drawn from the answer to the state that key made), read
through Selenium. The grid: a 15x15 American pattern (the browser test's), filled by the
editor's own fill, then every other row of letters cleared: a half-filled grid. Then the
keys: a letter typed into an empty square of a random open entry, one after the other, each
after the last list was drawn, as a maker types.

    bench/edit_latency.py --cwg build/cwg [--keys 200] [--seed 1]

Prints the count, median, p95 and max in ms, and the figure's line for bench/RESULTS.md."""
import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "export"))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "edit", "page"))
from browser import Browser  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from test_editor_page import PATTERN  # noqa: E402


def api(url, method, path, body=None):
    base, token = url.split("/?token=")
    req = urllib.request.Request(base + path, method=method, headers={"X-CWG-Token": token},
                                 data=None if body is None else json.dumps(body).encode())
    if body is not None:
        req.add_header("Content-Type", "application/json")
    with urllib.request.urlopen(req, timeout=120) as answer:
        return json.loads(answer.read())


def half_filled(url):
    """The pattern filled by the editor's fill, then every other row cleared."""
    api(url, "POST", "/api/action", {"type": "set_grid", "grid": PATTERN})
    fill = api(url, "POST", "/api/fill", {"seed": 1})
    while True:
        got = api(url, "GET", "/api/fill")
        if got["status"] != "running":
            break
        time.sleep(0.1)
    if got["status"] != "done":
        sys.exit("the fill did not fill: %s" % got)
    rows = [row if r % 2 == 0 else "".join("#" if ch == "#" else "." for ch in row)
            for r, row in enumerate(got["grid"])]
    api(url, "POST", "/api/action", {"type": "set_grid", "grid": rows})
    return rows, fill["id"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cwg", required=True)
    ap.add_argument("--keys", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory(prefix="cwg-edit-bench-") as work:
        proc = subprocess.Popen([args.cwg, "edit", os.path.join(work, "bench.ipuz"), "--new", "15x15",
                                 "--kind", "american", "--no-open"], stdout=subprocess.PIPE, text=True)
        url = proc.stdout.readline().strip()
        b = None
        try:
            rows, _ = half_filled(url)
            b = Browser(1400, 1000)
            d = b.driver
            d.get(url)
            end = time.time() + 30
            while d.execute_script("return document.body.dataset.ready") != "true" and time.time() < end:
                time.sleep(0.05)
            empty = [(r, c) for r in range(15) for c in range(15) if rows[r][c] == "."]
            for k in range(args.keys):
                r, c = rng.choice(empty)
                d.find_element(By.CSS_SELECTOR, '.cell[data-row="%d"][data-col="%d"]' % (r, c)).click()
                # Wait for the list of the entry just clicked, so the key's list is measured alone.
                time.sleep(0.15)
                before = d.execute_script("return performance.getEntriesByName('cwg-key-to-candidates').length")
                ActionChains(d).send_keys(chr(ord("a") + rng.randrange(26))).perform()
                end = time.time() + 10
                while d.execute_script("return performance.getEntriesByName('cwg-key-to-candidates').length") == before:
                    if time.time() > end:
                        sys.exit("no candidate list after key %d" % k)
                    time.sleep(0.005)
                ActionChains(d).send_keys("\b").perform()  # take the letter back: the grid stays half filled
                # Its list too, before the next click (whose list would end its measure).
                end = time.time() + 10
                while d.execute_script("return performance.getEntriesByName('cwg-key-to-candidates').length") < before + 2:
                    if time.time() > end:
                        sys.exit("no candidate list after Backspace %d" % k)
                    time.sleep(0.005)
            times = d.execute_script("return performance.getEntriesByName('cwg-key-to-candidates').map(e => e.duration)")
        finally:
            if b:
                b.close()
            proc.terminate()
            proc.wait()
    print("all", " ".join("%.0f" % t for t in times))
    times.sort()
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    print("measures %d  median %.1f ms  p95 %.1f ms  max %.1f ms" %
          (len(times), statistics.median(times), p95, times[-1]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
