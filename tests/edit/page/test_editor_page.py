#!/usr/bin/env python3
"""The page of `cwg edit` in a real browser (headless Chromium through Selenium), driven as
a maker drives it: the real `cwg edit` server, keys and clicks on the page.

American: a new 15x15 grid; black squares typed with rotational symmetry (the test types one
of each pair and checks its partner); a theme entry typed and locked; the candidates of a
crossing slot (each with its count; the test checks each word against the pattern and the
word list itself); fill the rest (every slot then holds a word of the list, the theme kept);
one word changed by typing, one undo; Ctrl+S; the server stopped and started again: the same
puzzle, read back from the page and from the .ipuz file by the test's own reading. Then the
server killed (SIGKILL) mid-edit and started again: the page offers the edits and replays them.

Arrowword: a new 15x15 (.cwg); a question field with its arrow and a word typed and locked;
fill the rest (the layout designed); a crossing slot emptied, its old word among the
candidates, placed again by a click; saved as .cwg and exported as .ipuz; a fill of a tenth of
a second, cut by the time limit, and the page's line that says so; `cwg score` (not the
editor) finds the .cwg valid with a score >= 99, and the .ipuz holds the same letters.

    test_editor_page.py --cwg build/cwg --shared ../shared [--shots DIR]

Exit 0 when every check passes, 1 otherwise (each failure printed), 77 when the browser is
missing (ctest counts it as skipped).
"""
import argparse
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "export"))  # browser.py: the page tests' Chromium

try:
    from browser import Browser, Checks
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.common.action_chains import ActionChains
except ImportError as error:  # python3-selenium missing
    print("%s: %s" % ("failed" if os.environ.get("CI") else "skipped", error))
    sys.exit(1 if os.environ.get("CI") else 77)

# The black squares of the American grid: rotational symmetry, every word 3 letters or more,
# a 9-letter slot across the middle row for the theme entry.
PATTERN = ["....#.....#....",
           "....#.....#....",
           "....#.....#....",
           ".......#.......",
           "...#...#...#...",
           ".....#...#.....",
           "......#........",
           "###.........###",
           "........#......",
           ".....#...#.....",
           "...#...#...#...",
           ".......#.......",
           "....#.....#....",
           "....#.....#....",
           "....#.....#...."]
THEME = "CROSSWORD"  # 7 across (row 7, columns 3..11)
THEME_CLUE = "A grid of words"
ENGLISH = "/usr/share/dict/american-english"

# SPEC.md's arrows: type -> (row step, column step, direction) from the question field.
ARROWS = {0: (1, 0, "down"), 1: (1, 0, "across"), 2: (0, -1, "down"),
          3: (0, 1, "across"), 4: (0, 1, "down"), 5: (-1, 0, "across")}


STARTED = time.time()


def mark(what):
    """The time so far, to see which step takes it."""
    print("%5.1f s  %s" % (time.time() - STARTED, what), flush=True)


# ---- The server.

class Editor:
    """One `cwg edit` run; url is the first line it prints."""

    def __init__(self, cwg, args):
        self.proc = subprocess.Popen([cwg, "edit"] + args + ["--no-open"], stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True)
        self.url = self.proc.stdout.readline().strip()
        if not self.url.startswith("http://127.0.0.1:"):
            self.proc.kill()
            raise AssertionError("cwg edit printed %r first; stderr: %s" % (self.url, self.proc.stderr.read()))

    def stop(self, sig=signal.SIGTERM):
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.proc.stdout.close()
        self.proc.stderr.close()


# ---- Driving the page.

def wait(what, fn, timeout=30.0):
    end = time.time() + timeout
    while True:
        got = fn()
        if got:
            return got
        if time.time() > end:
            raise AssertionError("timed out waiting for " + what)
        time.sleep(0.05)


def body(b, name):
    return b.driver.execute_script("return document.body.dataset[arguments[0]] || ''", name)


def open_page(b, editor):
    b.driver.get(editor.url)
    wait("the page to load its state", lambda: body(b, "ready") == "true")


def grid(b):
    """The grid as the page shows it: letters, '.' empty, '#' block, '?' question field."""
    return b.driver.execute_script(
        "const out = [];"
        "document.querySelectorAll('.cell').forEach(function (e) {"
        "  const r = Number(e.dataset.row), c = Number(e.dataset.col);"
        "  out[r] = out[r] || [];"
        "  const k = e.dataset.kind;"
        "  out[r][c] = k === 'block' ? '#' : k === 'question' ? '?' :"
        "    (e.querySelector('.letter').textContent || '.');"
        "});"
        "return out.map(function (row) { return row.join(''); });")


def settled(b):
    """Every edit answered and the page showing the server's state."""
    return b.driver.execute_script("return !CwgApi.busy()")


def keys(b, *text):
    ActionChains(b.driver).send_keys(*text).perform()


def ctrl(b, key):
    ActionChains(b.driver).key_down(Keys.CONTROL).send_keys(key).key_up(Keys.CONTROL).perform()


def click(b, r, c):
    # Found and scrolled into view (not under the toolbar) in one round trip.
    e = b.driver.execute_script(
        "const e = document.querySelector('.cell[data-row=\"' + arguments[0] + '\"][data-col=\"' + arguments[1] + '\"]');"
        "e.scrollIntoView({block: 'center'}); return e;", r, c)
    e.click()


def cursor_at(b, r, c):
    """The class of (r, c) and the current entry, in one round trip."""
    return b.driver.execute_script(
        "const e = document.querySelector('.cell[data-row=\"' + arguments[0] + '\"][data-col=\"' + arguments[1] + '\"]');"
        "return [e.className, document.querySelector('.pattern').dataset.entry || ''];", r, c)


def go(b, r, c, direction, timeout=30.0):
    """The cursor on (r, c) with `direction` current (a second click turns it)."""
    click(b, r, c)
    cls, entry = wait("the cursor", lambda: (lambda got: got if "here" in got[0] else None)(cursor_at(b, r, c)))
    if entry.split(",")[-1] != direction:
        click(b, r, c)  # a click on the current square turns the direction
    wait("the direction " + direction, lambda: cursor_at(b, r, c)[1].split(",")[-1] == direction, timeout)


def candidates(b):
    """The candidate list: (word, count or None, dead), read in one call."""
    return [(w, int(c) if c else None, d) for w, c, d in b.driver.execute_script(
        "return Array.from(document.querySelectorAll('.cand[data-word]')).map(function (li) {"
        " return [li.dataset.word, li.dataset.count, li.classList.contains('dead')]; });")]


def classes(b, cells):
    """The class attribute of each (row, col), in one call."""
    return b.driver.execute_script(
        "return arguments[0].map(function (p) { return document.querySelector("
        "'.cell[data-row=\"' + p[0] + '\"][data-col=\"' + p[1] + '\"]').className; });", [list(p) for p in cells])


def current_candidates(b):
    """The candidates once the list is the current entry's."""
    def ready():
        ok = b.driver.execute_script(
            "const e = document.querySelector('.pattern').dataset.entry;"
            "return !CwgApi.busy() && !!e && e === document.querySelector('.cand-list').dataset.entry;")
        return ok and candidates(b)
    return wait("the current entry's candidates", ready)


def check_cut_note(b, ch, what):
    """The line under the fill's status shows the server's cut_note (GET /api/fill) exactly
    when the time limit cut the fill, as a sentence of its own."""
    f = b.driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "CwgApi.get('/api/fill').then(done, function (e) { done({error: String(e)}); });")
    note = b.driver.find_element(By.CSS_SELECTOR, ".fill-note")
    shown = note.text if note.is_displayed() else ""
    if f.get("cut"):
        want = f.get("cut_note", "")
        ch.expect(want.startswith("the time limit (") and shown == want[0].upper() + want[1:] + ".",
                  "%s: the time limit cut the fill and the page says so on its own line: %r (server: %r)"
                  % (what, shown, want))
    else:
        ch.expect(shown == "" and "cut_note" not in f, "%s: no cut, no note: %r %s" % (what, shown, f.get("cut_note")))


def wait_version_settled(b):
    wait("the edits to be answered", lambda: settled(b), 30)


def words_of(rows):
    """(start row, col, direction, letters) of every run of 2+ letter cells in a block grid."""
    n, m = len(rows), len(rows[0])
    out = []
    for r in range(n):
        for c in range(m):
            for dr, dc, d in ((0, 1, "across"), (1, 0, "down")):
                if rows[r][c] in "#?" or (0 <= r - dr and 0 <= c - dc and rows[r - dr][c - dc] not in "#?"):
                    continue
                w, rr, cc = "", r, c
                while rr < n and cc < m and rows[rr][cc] not in "#?":
                    w += rows[rr][cc]
                    rr, cc = rr + dr, cc + dc
                if len(w) > 1:
                    out.append((r, c, d, w))
    return out


def read_word_list(path):
    return set(w.strip().upper() for w in open(path, encoding="utf-8", errors="replace")
               if re.fullmatch(r"[A-Za-z]+", w.strip()))


def read_ipuz(path):
    """The solution rows of an .ipuz ('#' block, '.' empty; an arrowword's clue cells '?'),
    the test's own reading of the JSON."""
    data = json.load(open(path, encoding="utf-8"))
    rows = []
    for r, row in enumerate(data["solution"]):
        line = ""
        for c, v in enumerate(row):
            if isinstance(v, dict):
                v = v.get("value", v.get("cell"))
            if v is None:
                puzzle_cell = data["puzzle"][r][c]
                line += "?" if isinstance(puzzle_cell, dict) and "clue" in json.dumps(puzzle_cell) else "#"
            elif v == "#":
                line += "#"
            elif isinstance(v, str) and re.fullmatch(r"[A-Za-z]", v):
                line += v.upper()
            else:
                line += "."
        rows.append(line)
    return data, rows


def complete_ipuz(path):
    """read_ipuz's result once the file is whole, else None."""
    try:
        return read_ipuz(path)
    except (OSError, ValueError):
        return None


def read_cwg(path):
    lines = open(path, encoding="ascii").read().split("\n")
    n, m = int(lines[0]), int(lines[1])
    rows = [lines[2 + r][:m] for r in range(n)]
    questions = [tuple(int(x) for x in l.split()) for l in lines[2 + n:] if l.strip()]
    return rows, questions


# ---- The American grid.

def check_phone(b, ch, shots):
    """A phone's window (390 x 844, emulated: headless Chromium's windows are 500 px at the
    least): the 15x15 fits the width, the page does not scroll sideways."""
    b.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                             {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    try:
        fit = wait("the grid sized to the phone", lambda: b.driver.execute_script(
            "const r = document.querySelector('.board').getBoundingClientRect();"
            "const w = document.documentElement.clientWidth;"
            "return w === 390 && r.right <= w ? {right: r.right, scroll: document.documentElement.scrollWidth} : null"))
        ch.expect(fit["scroll"] <= 390, "on a 390 px phone the page does not scroll sideways (%s px wide)" % fit["scroll"])
        if shots:
            b.driver.save_screenshot(os.path.join(shots, "editor_phone.png"))
    finally:
        b.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def check_american(b, ch, cwg, work, shots):
    path = os.path.join(work, "theme.ipuz")
    words = read_word_list(ENGLISH)
    ed = Editor(cwg, [path, "--new", "15x15", "--kind", "american"])
    try:
        open_page(b, ed)
        check_phone(b, ch, shots)
        n = len(b.driver.find_elements(By.CSS_SELECTOR, ".cell[data-row][data-col][data-kind]"))
        ch.expect(n == 225, "a new 15x15 shows 225 cells with data-row, data-col, data-kind (got %d)" % n)
        ch.expect(all(k == "letter" for k in b.driver.execute_script(
            "return Array.from(document.querySelectorAll('.cell')).map(e => e.dataset.kind)")),
            "a new American grid is all letter squares")
        sym = b.driver.find_element(By.CSS_SELECTOR, 'select[data-action="symmetry"]')
        if sym.get_attribute("value") != "rotational":
            b.driver.execute_script("arguments[0].value='rotational';arguments[0].dispatchEvent(new Event('change'))", sym)
        # One square of each symmetric pair, in reading order: the page and server add the other.
        for r in range(8):
            for c in range(15):
                if PATTERN[r][c] == "#" and (r, c) <= (14 - r, 14 - c):
                    click(b, r, c)
                    keys(b, ".")
        wait_version_settled(b)
        shown = grid(b)
        ch.expect(shown == PATTERN, "the black squares typed with '.' keep rotational symmetry: got\n" +
                  "\n".join(shown))
        mark("blacks typed")
        # The theme entry, typed and locked.
        go(b, 7, 3, "across")
        keys(b, THEME.lower())
        wait_version_settled(b)
        ch.expect(grid(b)[7][3:12] == THEME, "typing fills the entry and advances: row 7 is " + grid(b)[7])
        b.driver.find_element(By.CSS_SELECTOR, 'button[data-action="lock"]').click()
        wait("the lock", lambda: "locked" in classes(b, [(7, 3)])[0])
        ch.expect(all("locked" in k for k in classes(b, [(7, c) for c in range(3, 12)])),
                  "every square of the locked theme entry is marked locked")
        clue = b.driver.find_element(By.CSS_SELECTOR, "textarea.clue")
        clue.click()
        clue.send_keys(THEME_CLUE + Keys.ENTER)
        wait_version_settled(b)
        # Candidates of a crossing slot: the down slot through (6, 5) crosses the theme at its
        # third letter.
        go(b, 6, 5, "down")
        cands = current_candidates(b)
        slot = [w for w in words_of(grid(b)) if w[2] == "down" and w[1] == 5 and w[0] <= 6 < w[0] + len(w[3])][0]
        rx = re.compile("^" + slot[3].replace(".", "[A-Z]") + "$")
        ch.expect(len(cands) > 5, "the crossing slot %r shows candidates (%d)" % (slot[3], len(cands)))
        ch.expect(all(rx.match(w) and w in words for w, _, _ in cands),
                  "every candidate fits %s and is in the word list: %s" % (slot[3], cands[:8]))
        ch.expect(all(isinstance(c, int) and c >= 0 for _, c, _ in cands),
                  "every candidate of an open slot has a count: %s" % cands[:8])
        ch.expect(all((c == 0) == dead for _, c, dead in cands), "a candidate is marked dead exactly when its count is 0")
        ch.expect(any(c > 0 for _, c, _ in cands), "some candidate leaves its crossings open")
        mark("candidates checked")
        # Fill the rest.
        b.driver.find_element(By.CSS_SELECTOR, 'button[data-action="fill-rest"]').click()
        wait("the fill", lambda: body(b, "fill") in ("done", "failed", "cancelled"), 90)
        ch.expect(body(b, "fill") == "done", "fill the rest fills: " +
                  b.driver.find_element(By.CSS_SELECTOR, ".fill-status").text)
        check_cut_note(b, ch, "american")
        filled = grid(b)
        ch.expect(all("." not in row for row in filled), "after the fill no square is empty")
        ch.expect(filled[7][3:12] == THEME, "the fill keeps the locked theme entry")
        bad = [w for w in words_of(filled) if w[3] not in words]
        ch.expect(not bad, "every word of the fill is in the word list (test's own reading): %s" % bad[:5])
        summary = lambda: b.driver.find_element(By.CSS_SELECTOR, ".health-summary").text
        wait("the filled grid's health", lambda: summary().startswith("0 open slots"), 10)
        ch.expect(summary().startswith("0 open slots of %d" % len(words_of(filled))),
                  "the health of the filled grid counts its %d entries: %s" % (len(words_of(filled)), summary()))
        if shots:
            b.driver.save_screenshot(os.path.join(shots, "edit_american.png"))
        mark("filled")
        # One word changed by typing, then one undo.
        target = [w for w in words_of(filled) if w[0] == 0 and w[2] == "across"][0]
        go(b, target[0], target[1], "across")
        other = sorted(w for w in words if len(w) == len(target[3]) and w != target[3])[0]
        keys(b, other.lower())
        wait_version_settled(b)
        ch.expect(grid(b)[0][target[1]:target[1] + len(other)] == other, "the new word is typed over the old")
        ctrl(b, "z")
        wait_version_settled(b)
        expected = list(filled)
        expected[0] = filled[0][:target[1]] + other[:-1] + target[3][-1] + filled[0][target[1] + len(other):]
        wait("the undo", lambda: grid(b) == expected, 10)
        ch.expect(grid(b) == expected, "Ctrl+Z takes back the last letter only")
        ctrl(b, "s")
        wait("the save", lambda: body(b, "saved") == "1" and body(b, "dirty") == "false", 20)
        data, rows = read_ipuz(path)
        ch.expect(rows == expected, "the saved .ipuz holds the page's grid: \n" + "\n".join(rows))
        ch.expect(THEME_CLUE in json.dumps(data), "the saved .ipuz holds the theme's clue")
    finally:
        ed.stop()
    mark("saved")
    # Reopen: the same puzzle.
    ed = Editor(cwg, [path])
    try:
        open_page(b, ed)
        ch.expect(grid(b) == expected, "reopened, the page shows the same grid")
        ch.expect(all("locked" in k for k in classes(b, [(7, c) for c in range(3, 12)])),
                  "reopened, the theme entry is still locked")
        ch.expect(body(b, "recover") == "", "a clean reopen offers nothing to recover")
        mark("reopened")
        # Edits, then the server killed: nothing lost.
        go(b, 14, 0, "across")
        keys(b, "xyz")
        wait_version_settled(b)
        killed = grid(b)
        ch.expect(killed[14][:3] == "XYZ", "typed before the kill: " + killed[14])
        ed.stop(signal.SIGKILL)
        ed = Editor(cwg, [path])
        open_page(b, ed)
        wait("the offer", lambda: body(b, "recover") == "offered", 10)
        ch.expect(body(b, "recover") == "offered", "after SIGKILL the page offers the unsaved edits")
        ch.expect(grid(b) == expected, "before the edits are taken back, the page shows the saved file")
        mark("restarted after SIGKILL")
        b.driver.find_element(By.CSS_SELECTOR, '[data-recover="accept"]').click()
        wait("the recovery", lambda: grid(b) == killed, 10)
        ch.expect(grid(b) == killed, "the recovered edits are all back")
        ch.expect(not b.driver.find_elements(By.CSS_SELECTOR, ".recover:not([hidden])"), "the offer is gone")
    finally:
        ed.stop()


# ---- The arrowword.

def check_arrowword(b, ch, cwg, work, shared, shots):
    path = os.path.join(work, "aw.cwg")
    wordlist = os.path.join(shared, "challenge", "useful", "wordlist.txt")
    words = read_word_list(wordlist)
    ed = Editor(cwg, [path, "--new", "15x15", "--kind", "arrowword", "--dict", wordlist])
    try:
        open_page(b, ed)
        b.driver.execute_cdp_cmd("Page.setDownloadBehavior", {"behavior": "allow", "downloadPath": work})
        ch.expect(body(b, "kind") == "arrowword", "the page knows the grid is an arrowword")
        # A question field at the left of the second row, its arrow "right", a word typed after
        # it up to a second question field, locked. (Not in the top row: the letters of a
        # top-row word cannot be crossed, as a down word needs its question in the row above or
        # beside it, so the row under it would have to be all question fields.)
        click(b, 1, 0)
        keys(b, ".")
        wait("the question field", lambda: grid(b)[1][0] == "?")
        b.driver.find_element(By.CSS_SELECTOR, 'button[data-arrows="3"]').click()
        click(b, 1, 8)
        keys(b, ".")
        wait("the second question field", lambda: grid(b)[1][8] == "?")
        wait_version_settled(b)
        theme = "RAETSEL" if "RAETSEL" in words else sorted(w for w in words if len(w) == 7)[0]
        go(b, 1, 1, "across")
        keys(b, theme.lower())
        wait_version_settled(b)
        ch.expect(grid(b)[1][1:8] == theme, "the word typed after the question field: " + grid(b)[1])
        b.driver.find_element(By.CSS_SELECTOR, 'button[data-action="lock"]').click()
        wait("the lock", lambda: "locked" in classes(b, [(1, 1)])[0])
        mark("arrowword word typed")
        # The designed layout uses its whole time to raise the score: a short one here.
        b.driver.find_element(By.CSS_SELECTOR, 'input[data-action="fill-seconds"]').send_keys("8")
        b.driver.find_element(By.CSS_SELECTOR, 'button[data-action="fill-rest"]').click()
        wait("the fill", lambda: body(b, "fill") in ("done", "failed", "cancelled"), 120)
        ch.expect(body(b, "fill") == "done", "the arrowword's fill the rest fills: " +
                  b.driver.find_element(By.CSS_SELECTOR, ".fill-status").text)
        check_cut_note(b, ch, "arrowword")
        filled = grid(b)
        ch.expect(filled[1][1:8] == theme and filled[1][0] == "?", "the fill keeps the locked word and its question")
        ch.expect(all("." not in row for row in filled), "after the fill no field is empty")
        mark("arrowword filled")
        # A crossing slot of the locked word emptied: its old word is a live candidate.
        # A down word starting at or above the locked word, in its columns (it crosses it), else any down word; the
        # clue list takes the cursor there.
        ids = b.driver.execute_script(
            "return Array.from(document.querySelectorAll('.clue-columns li[data-entry]')).map(e => e.dataset.entry)")
        downs = [i for i in ids if i.endswith(",down")]
        pick = next((i for i in downs if int(i.split(",")[0]) <= 1 and 1 <= int(i.split(",")[1]) <= 7), downs[0])
        b.driver.find_element(By.CSS_SELECTOR, '.clue-columns li[data-entry="%s"]' % pick).click()
        entry, old = wait("the entry " + pick, lambda: (lambda got: got if got[0] == pick else None)(
            b.driver.execute_script("const p = document.querySelector('.pattern');"
                                    "return [p.dataset.entry || '', p.textContent];")))
        er, ec = int(entry.split(",")[0]), int(entry.split(",")[1])
        locked = ["locked" in k for k in classes(b, [(er + k, ec) for k in range(len(old))])]
        for k in range(len(old)):
            if not locked[k]:
                click(b, er + k, ec)
                keys(b, Keys.DELETE)
        wait_version_settled(b)
        first = locked.index(False)
        go(b, er + first, ec, "down")
        current_candidates(b)
        # The filter finds it among the many that fit.
        b.driver.find_element(By.CSS_SELECTOR, 'input[data-action="filter"]').send_keys(old.lower())
        listed = wait("the filtered list", lambda: (lambda got: got if got and all(old in w for w, _, _ in got)
                                                    else None)(candidates(b)), 10)
        cands = {w: (c, d) for w, c, d in listed}
        ch.expect(old in cands and not cands[old][1],
                  "the emptied slot's old word %s is a candidate, not dead: %s" % (old, list(cands.items())[:6]))
        b.driver.find_element(By.CSS_SELECTOR, '.cand[data-word="%s"]' % old).click()
        wait("the word placed", lambda: grid(b) == filled, 10)
        ch.expect(grid(b) == filled, "a click on the candidate puts it back")
        score_box = b.driver.find_element(By.CSS_SELECTOR, ".score-total")
        wait("the live score", lambda: score_box.get_attribute("data-valid") == "true", 10)
        ch.expect(float(score_box.get_attribute("data-score") or 0) >= 99, "the page's live score >= 99: " + score_box.text)
        if shots:
            b.driver.save_screenshot(os.path.join(shots, "edit_arrowword.png"))
        mark("arrowword candidate placed")
        ctrl(b, "s")
        wait("the save", lambda: body(b, "saved") == "1", 20)
        sel = b.driver.find_element(By.CSS_SELECTOR, 'select[data-action="export"]')
        b.driver.execute_script("arguments[0].value='ipuz';arguments[0].dispatchEvent(new Event('change'))", sel)
        ipuz = wait("the .ipuz download", lambda: next((os.path.join(work, f) for f in os.listdir(work)
                                                         if f.endswith(".ipuz") and f.startswith("aw")), None), 20)
        # A tenth of a second for 16 layouts: the time limit cuts the fill, and the page says so.
        seconds = b.driver.find_element(By.CSS_SELECTOR, 'input[data-action="fill-seconds"]')
        seconds.clear()
        seconds.send_keys("0.1")
        b.driver.find_element(By.CSS_SELECTOR, 'button[data-action="fill-rest"]').click()
        wait("the cut fill", lambda: body(b, "fill") in ("done", "failed", "cancelled"), 60)
        ch.expect(b.driver.find_element(By.CSS_SELECTOR, ".fill-note").is_displayed(),
                  "a fill of 0.1 s is cut: " + b.driver.find_element(By.CSS_SELECTOR, ".fill-status").text)
        check_cut_note(b, ch, "arrowword in 0.1 s")
        if shots:  # the Fill panel alone (docs/editor_cut.png)
            b.driver.find_element(By.CSS_SELECTOR, "section.card.fill").screenshot(os.path.join(shots, "edit_cut.png"))
        mark("arrowword cut")
    finally:
        ed.stop()
    rows, questions = read_cwg(path)
    ch.expect([re.sub("[ -]", "#", r) for r in rows] == filled, "the .cwg holds the page's grid")
    out = subprocess.run([cwg, "score", path, "--dict", wordlist, "--json"], capture_output=True, text=True)
    score = json.loads(out.stdout)[0] if out.returncode == 0 else {}
    ch.expect(score.get("valid") is True and score.get("unfilled") == 0,
              "cwg score finds the saved .cwg valid and filled: %s" % (score.get("errors") or out.stderr))
    ch.expect(score.get("score", 0) >= 99, "cwg score rates it >= 99: %s" % score.get("score"))
    # Chromium renames the finished download into place; until then the name may hold a part.
    data, ipuz_rows = wait("the whole .ipuz", lambda: complete_ipuz(ipuz), 10)
    ch.expect([re.sub(r"[^A-Z]", "", r) for r in ipuz_rows] == [re.sub(r"[^A-Z]", "", r) for r in filled],
              "the exported .ipuz holds the same letters")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cwg", required=True)
    ap.add_argument("--shared", default="")
    ap.add_argument("--shots", default="")
    args = ap.parse_args()
    # The e2e stage runs this against the Release program: the fills it asks for are bound
    # by seconds, too few for the sanitized one (tests/run_binary.hpp does the same).
    args.cwg = os.environ.get("CWG_TEST_BINARY") or args.cwg
    started = time.time()
    ch = Checks()
    have_shared = bool(args.shared) and os.path.exists(os.path.join(args.shared, "challenge", "useful", "wordlist.txt"))
    if not have_shared and os.environ.get("CI"):
        sys.exit("no ../shared/challenge beside the repository: CI needs it")
    with tempfile.TemporaryDirectory(prefix="cwg-edit-page-") as work:
        b = Browser(1400, 900)
        try:
            checks = [lambda: check_american(b, ch, args.cwg, work, args.shots)]
            if have_shared:
                checks.append(lambda: check_arrowword(b, ch, args.cwg, work, args.shared, args.shots))
            ch.run(checks)
            # The requests cut off by the deliberate SIGKILL are no fault of the page.
            errors = [e for e in b.console() if e.get("level") == "SEVERE" and
                      not re.search(r"favicon|ERR_CONNECTION_(REFUSED|RESET)|ERR_EMPTY_RESPONSE|ERR_SOCKET_NOT_CONNECTED", e.get("message", ""))]
            ch.expect(not errors, "no console error: %s" % errors[:3])
            foreign = [u for u in b.requests() if not u.startswith("http://127.0.0.1:") and not u.startswith("blob:")]
            ch.expect(not foreign, "no request but to the editor's own server: %s" % foreign[:3])
        finally:
            b.close()
    return ch.report(started)


if __name__ == "__main__":
    sys.exit(main())
