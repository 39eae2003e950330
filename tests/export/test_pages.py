#!/usr/bin/env python3
"""The pages of `cwg export` in a real browser (headless Chromium through Selenium).

Makes the pages with the cwg binary, opens each, and checks what a solver does: typing the
solution solves it (<body data-solved="true"> and a message), check marks a wrong letter,
progress survives a reload, no console error, no network request; a .puz whose clue and
title are markup shows them as text and runs nothing; the game page steps with the keys and
a click. The expected letters come from the test's own reading of the files (SPEC.md's
arrow table, the text grid, the .puz solution bytes), not from cwg.

    test_pages.py --cwg build/cwg --data tests/export --shared ../shared [--shots DIR]

Exit 0 when every check passes, 1 otherwise (each failure printed), 77 when the browser is
missing (ctest counts it as skipped).
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

try:
    from browser import Browser, Checks
    from selenium.common.exceptions import NoAlertPresentException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
except ImportError as error:  # python3-selenium missing
    # In CI (CI set) a missing browser stack is a broken set-up, not a reason to skip.
    print("%s: %s" % ("failed" if os.environ.get("CI") else "skipped", error))
    sys.exit(1 if os.environ.get("CI") else 77)

# SPEC.md's arrows: type -> (row step, column step, direction) from the question field.
ARROWS = {0: (1, 0, "down"), 1: (1, 0, "across"), 2: (0, -1, "down"),
          3: (0, 1, "across"), 4: (0, 1, "down"), 5: (-1, 0, "across")}

XSS_CLUE = "<img src=x onerror=alert(1)>"
XSS_TITLE = "</script><script>alert(2)</script>"
XSS_AUTHOR = "<b onmouseover=alert(3)>Mallory</b> &amp; co"


# ---- The test's own reading of the files.

def read_cwg(path):
    """Rows of field characters, the words (start row, col, direction, answer) and their
    question fields (row, col), in file order."""
    lines = open(path, encoding="ascii").read().split("\n")
    rows, cols = int(lines[0]), int(lines[1])
    grid = [lines[2 + r][:cols] for r in range(rows)]
    words, questions = [], []
    for line in lines[2 + rows:]:
        if not line.strip():
            continue
        qr, qc, kind = (int(x) for x in line.split())
        dr, dc, direction = ARROWS[kind]
        r, c = qr + dr, qc + dc
        answer = ""
        while 0 <= r < rows and 0 <= c < cols and grid[r][c].isalpha():
            answer += grid[r][c]
            r, c = (r, c + 1) if direction == "across" else (r + 1, c)
        words.append((qr + dr, qc + dc, direction, answer))
        questions.append((qr, qc))
    return grid, words, questions


def american_words(grid):
    """Across then down words of a black-square grid ('#' black), numbered as newspapers
    do: (number, row, col, direction, answer)."""
    rows, cols = len(grid), len(grid[0])
    open_ = lambda r, c: 0 <= r < rows and 0 <= c < cols and grid[r][c] not in "#."
    found, number = {"across": [], "down": []}, 0
    for r in range(rows):
        for c in range(cols):
            if not open_(r, c):
                continue
            starts = []
            if not open_(r, c - 1) and open_(r, c + 1):
                starts.append("across")
            if not open_(r - 1, c) and open_(r + 1, c):
                starts.append("down")
            if not starts:
                continue
            number += 1
            for d in starts:
                rr, cc, answer = r, c, ""
                while open_(rr, cc):
                    answer += grid[rr][cc]
                    rr, cc = (rr, cc + 1) if d == "across" else (rr + 1, cc)
                found[d].append((number, r, c, d, answer))
    return found["across"] + found["down"]


def read_puz_solution(path):
    """The solution rows of an Across Lite file (header at byte 0): '.' black."""
    data = open(path, "rb").read()
    data = data[data.index(b"ACROSS&DOWN\0") - 2:]  # junk may stand before the header
    width, height = data[0x2C], data[0x2D]
    sol = data[0x34:0x34 + width * height].decode("latin-1")
    return [sol[r * width:(r + 1) * width].replace(".", "#") for r in range(height)]


def read_gcg(path):
    """Player names (#player lines, by number) and each player's last cumulative score."""
    names, last = {}, {}
    for line in open(path, encoding="utf-8", errors="replace"):
        if line.startswith("#player"):
            parts = line.split(None, 2)
            names[int(parts[0][7:])] = (parts[1], parts[2].strip() if len(parts) > 2 else "")
        elif line.startswith(">"):
            nick = line[1:line.index(":")]
            last[nick] = int(line.split()[-1])
    return [names[k] for k in sorted(names)], last


# ---- Driving the page.

def cell(b, r, c):
    return b.driver.find_element(By.CSS_SELECTOR, '[data-row="%d"][data-col="%d"]' % (r, c))


def letters(b):
    """Every letter field's text, by (row, col)."""
    pairs = b.driver.execute_script(
        "return Array.from(document.querySelectorAll('[data-row]')).map(function (e) {"
        " return [Number(e.dataset.row), Number(e.dataset.col), e.querySelector('.letter').textContent]; });")
    return {(r, c): t for r, c, t in pairs}


def type_keys(b, text):
    b.driver.switch_to.active_element.send_keys(text)


def solved(b):
    return b.driver.find_element(By.TAG_NAME, "body").get_attribute("data-solved") == "true"


def press(b, label):
    for button in b.driver.find_elements(By.CSS_SELECTOR, ".toolbar button"):
        if button.text == label:
            button.click()
            return
    raise AssertionError("no button " + label)


def page_is_clean(b, ch, name):
    errors = [e for e in b.console() if e["level"] in ("SEVERE", "WARNING")]
    ch.expect(not errors, "%s: console messages: %s" % (name, errors))
    requests = b.requests()
    ch.expect(not requests, "%s: network requests: %s" % (name, requests))


def select_word(b, r, c, direction):
    """Clicks the word's first field and makes `direction` current (Space switches)."""
    cell(b, r, c).click()
    dr, dc = (0, 1) if direction == "across" else (1, 0)
    following = b.driver.find_elements(
        By.CSS_SELECTOR, '[data-row="%d"][data-col="%d"]' % (r + dr, c + dc))
    if following and "word" not in following[0].get_attribute("class").split():
        type_keys(b, " ")


def check_arrowword(b, ch, path, grid, words, question_of, clue_sheet, shots):
    b.open(path)
    page_is_clean(b, ch, "arrowword")
    expected = {(r, c): v for r, row in enumerate(grid) for c, v in enumerate(row) if v.isalpha()}
    ch.expect(set(letters(b)) == set(expected), "arrowword: data-row/data-col are the letter fields")
    ch.expect(not solved(b), "arrowword: unsolved at first")
    ch.expect(b.driver.find_element(By.CSS_SELECTOR, ".board img").get_attribute("naturalWidth") != "0",
              "arrowword: the picture is drawn")
    # A click on a question field chooses the word its arrow leads into.
    sheet = dict(l.rstrip("\n").split("\t", 1) for l in open(clue_sheet, encoding="utf-8")
                 if l.strip() and not l.startswith("#"))
    qr, qc = question_of[0]
    b.driver.find_element(By.CSS_SELECTOR, '[data-qrow="%d"][data-qcol="%d"]' % (qr, qc)).click()
    bar = b.driver.find_element(By.CSS_SELECTOR, ".clue-bar .text").text
    ch.expect(bar == sheet[words[0][3]], "arrowword: a click on a question field shows its clue (%r)" % bar)
    # A wrong letter, marked by check.
    r0, c0, d0, w0 = words[0]
    select_word(b, r0, c0, d0)
    wrong = "Q" if w0[0] != "Q" else "X"
    type_keys(b, wrong)
    cell(b, r0, c0).click()
    press(b, "Check letter")
    ch.expect("wrong" in cell(b, r0, c0).get_attribute("class").split(), "arrowword: check marks a wrong letter")
    # Typing advances along the word the arrow leads into.
    r1, c1, d1, w1 = words[1]
    select_word(b, r1, c1, d1)
    type_keys(b, w1)
    got = letters(b)
    along = "".join(got[(r1 + (k if d1 == "down" else 0), c1 + (k if d1 == "across" else 0))] for k in range(len(w1)))
    ch.expect(along == w1, "arrowword: typing %s along its word gave %s" % (w1, along))
    # The progress survives a reload.
    b.driver.refresh()
    time.sleep(0.2)
    got = letters(b)
    ch.expect(got[(r0, c0)] == wrong and w1[0] == got[(r1, c1)], "arrowword: progress kept after a reload")
    ch.expect("wrong" in cell(b, r0, c0).get_attribute("class").split(), "arrowword: the check mark kept after a reload")
    # Backspace empties the field before the cursor.
    select_word(b, r1, c1, d1)
    type_keys(b, w1[0] + Keys.BACKSPACE + Keys.BACKSPACE)
    ch.expect(letters(b)[(r1, c1)] == "", "arrowword: Backspace goes back and empties")
    # The whole solution, word by word.
    for r, c, d, w in words:
        select_word(b, r, c, d)
        type_keys(b, w)
    got = letters(b)
    bad = [k for k in expected if got[k] != expected[k]]
    ch.expect(not bad, "arrowword: fields not as typed: %s" % bad[:5])
    ch.expect(solved(b), "arrowword: data-solved after typing the solution")
    status = b.driver.find_element(By.CSS_SELECTOR, ".status").text
    ch.expect("Solved" in status, "arrowword: the solver is told (%r)" % status)
    if shots:
        b.driver.save_screenshot(os.path.join(shots, "arrowword_solved.png"))
    b.driver.refresh()
    time.sleep(0.2)
    ch.expect(solved(b) and letters(b) == got, "arrowword: solved state after a reload")
    page_is_clean(b, ch, "arrowword after solving")


def check_american(b, ch, path, grid, clues, name, shots=None):
    b.open(path)
    page_is_clean(b, ch, name)
    words = american_words(grid)
    numbers = b.driver.execute_script(
        "return Array.from(document.querySelectorAll('[data-row] .number')).map(function (e) {"
        " return [Number(e.parentNode.dataset.row), Number(e.parentNode.dataset.col), e.textContent]; });")
    want = sorted({(r, c, str(n)) for n, r, c, d, w in words})
    ch.expect(sorted(tuple(x) for x in numbers) == want, "%s: the clue numbers" % name)
    if clues:
        n, r, c, d, w = words[0]
        cell(b, words[-1][1], words[-1][2]).click()  # elsewhere first: a second click switches
        cell(b, r, c).click()
        current = b.driver.find_element(By.CSS_SELECTOR, ".clues li.current").text
        ch.expect(clues[w] in current, "%s: the current clue is highlighted (%r)" % (name, current))
    # A second click on the same field switches direction.
    n, r, c, d, w = words[0]
    cell(b, r, c).click()
    before = b.driver.find_element(By.CSS_SELECTOR, ".clue-bar .label").text
    cell(b, r, c).click()
    after = b.driver.find_element(By.CSS_SELECTOR, ".clue-bar .label").text
    ch.expect(before != after, "%s: a second click switches direction (%s, %s)" % (name, before, after))
    # Reveal a letter; check the word it is in.
    n, r, c, d, w = words[-1]
    cell(b, r, c).click()
    press(b, "Reveal letter")
    got = cell(b, r, c)
    shown = letters(b)[(r, c)]
    ch.expect(shown == w[0] and "revealed" in got.get_attribute("class").split(),
              "%s: reveal writes the letter and marks it (%r)" % (name, shown))
    type_keys(b, Keys.ARROW_RIGHT if d == "across" else Keys.ARROW_DOWN)
    type_keys(b, "Q" if w[1] != "Q" else "X")
    press(b, "Check word")
    wrong = b.driver.find_elements(By.CSS_SELECTOR, ".cell.wrong")
    ch.expect(len(wrong) == 1, "%s: check word marks the one wrong letter (%d)" % (name, len(wrong)))
    # Empty both again (Delete, Backspace): the words below are typed into an empty grid.
    type_keys(b, Keys.DELETE + Keys.BACKSPACE + Keys.BACKSPACE)
    ch.expect(all(v == "" for v in letters(b).values()), "%s: Delete and Backspace empty the fields" % name)
    # The across words in a row, Tab between them, from the first word.
    across = [w for w in words if w[3] == "across"]
    b.driver.find_element(By.CSS_SELECTOR, ".clues li").click()
    type_keys(b, Keys.TAB.join(w[4][0] if len(w[4]) == 1 else w[4] for w in across))
    ch.expect(solved(b), "%s: data-solved after typing the across words with Tab between" % name)
    if shots:
        b.driver.save_screenshot(os.path.join(shots, name + "_solved.png"))
    page_is_clean(b, ch, name + " after solving")


def check_xss(b, ch, path):
    b.open(path)
    try:
        text = b.driver.switch_to.alert.text
        ch.expect(False, "xss: an alert ran (%r)" % text)
        b.driver.switch_to.alert.dismiss()
    except NoAlertPresentException:
        ch.expect(True, "")
    shown = [e.text for e in b.driver.find_elements(By.CSS_SELECTOR, ".clues li .text")]
    ch.expect(XSS_CLUE in shown, "xss: the clue shows as text (%r)" % shown[:2])
    ch.expect(b.driver.title == XSS_TITLE, "xss: the title as text (%r)" % b.driver.title)
    ch.expect(b.driver.find_element(By.TAG_NAME, "h1").text == XSS_TITLE, "xss: the heading as text")
    author = b.driver.find_element(By.CSS_SELECTOR, ".byline").get_attribute("textContent")
    ch.expect(author == XSS_AUTHOR, "xss: the author as text (%r)" % author)
    count = b.driver.execute_script("return document.querySelectorAll('img, b, svg').length;")
    ch.expect(count == 0, "xss: no element made from the file's text (%d)" % count)
    scripts = b.driver.execute_script("return document.querySelectorAll('script').length;")
    ch.expect(scripts == 4, "xss: the data and the page's three scripts only (%d)" % scripts)
    page_is_clean(b, ch, "xss")


def check_xss_arrowword(b, ch, path):
    """The same clue in an arrowword: in the picture (an <img> that runs nothing) and in the
    lists as text."""
    b.open(path)
    try:
        text = b.driver.switch_to.alert.text
        ch.expect(False, "xss arrowword: an alert ran (%r)" % text)
        b.driver.switch_to.alert.dismiss()
    except NoAlertPresentException:
        ch.expect(True, "")
    shown = [e.text for e in b.driver.find_elements(By.CSS_SELECTOR, ".clues li .text")]
    ch.expect(shown and all(t == XSS_CLUE for t in shown), "xss arrowword: the clues show as text")
    count = b.driver.execute_script("return document.querySelectorAll('img').length;")
    ch.expect(count == 1, "xss arrowword: the grid's picture is the only image (%d)" % count)
    page_is_clean(b, ch, "xss arrowword")


XSS_GCG = """#character-encoding UTF-8
#player1 mal <img src=x onerror=alert(4)>
#player2 eve </script><script>alert(5)</script>
#title <svg onload=alert(6)>
>mal: ABCDEFG 8D CAB +14 14
>eve: HIJKLMN - +0 0
"""


def check_xss_game(b, ch, path):
    """Player names and the title of a record reach the game page as text."""
    b.open(path)
    try:
        text = b.driver.switch_to.alert.text
        ch.expect(False, "xss game: an alert ran (%r)" % text)
        b.driver.switch_to.alert.dismiss()
    except NoAlertPresentException:
        ch.expect(True, "")
    names = [r.find_elements(By.TAG_NAME, "td")[0].text
             for r in b.driver.find_elements(By.CSS_SELECTOR, ".players tbody tr")]
    ch.expect(names == ["<img src=x onerror=alert(4)>", "</script><script>alert(5)</script>"],
              "xss game: player names as text (%r)" % names)
    ch.expect(b.driver.find_element(By.TAG_NAME, "h1").text == "<svg onload=alert(6)>",
              "xss game: the title as text")
    count = b.driver.execute_script("return document.querySelectorAll('img, svg').length;")
    ch.expect(count == 1, "xss game: the board's picture is the only image (%d)" % count)
    page_is_clean(b, ch, "xss game")


def check_game(b, ch, path, gcg, shots):
    b.open(path)
    page_is_clean(b, ch, "game")
    players, last = read_gcg(gcg)
    events = sum(1 for line in open(gcg, encoding="utf-8", errors="replace") if line.startswith(">"))
    body = b.driver.find_element(By.TAG_NAME, "body")
    ch.expect(body.get_attribute("data-step") == str(events), "game: opens at the last move")
    rows = b.driver.find_elements(By.CSS_SELECTOR, ".players tbody tr")
    shown = [(r.find_elements(By.TAG_NAME, "td")[0].text, r.find_elements(By.TAG_NAME, "td")[1].text) for r in rows]
    want = [(name or nick, str(last[nick])) for nick, name in players]
    ch.expect(shown == want, "game: players and final scores %s, expected %s" % (shown, want))
    moves = b.driver.find_elements(By.CSS_SELECTOR, ".moves tbody tr")
    ch.expect(len(moves) == events, "game: %d moves listed, %d events" % (len(moves), events))
    src = b.driver.find_element(By.CSS_SELECTOR, ".board img").get_attribute("src")
    type_keys(b, Keys.ARROW_LEFT)
    ch.expect(body.get_attribute("data-step") == str(events - 1), "game: Left steps back")
    ch.expect(b.driver.find_element(By.CSS_SELECTOR, ".board img").get_attribute("src") != src,
              "game: the board changes with the step")
    moves[0].click()
    ch.expect(body.get_attribute("data-step") == "1", "game: a click on a move shows it")
    ch.expect("current" in moves[0].get_attribute("class").split(), "game: the move shown is highlighted")
    type_keys(b, Keys.ARROW_RIGHT)
    ch.expect(body.get_attribute("data-step") == "2", "game: Right steps on")
    type_keys(b, Keys.HOME)
    ch.expect(body.get_attribute("data-step") == "0", "game: Home shows the empty board")
    if shots:
        b.driver.save_screenshot(os.path.join(shots, "game.png"))
    page_is_clean(b, ch, "game after stepping")


def check_rebus(b, ch, path):
    """A whole rebus typed into its square: Insert, the letters, Enter; check finds it right,
    the next letter goes to the next square, a reload keeps it."""
    b.open(path)
    cells = b.driver.execute_script("return JSON.parse(document.getElementById('cwg-data').textContent).cells;")
    rebus = [(r, c, v) for r, row in enumerate(cells) for c, v in enumerate(row)
             if isinstance(v, str) and len(v) > 1]
    ch.expect(bool(rebus), "rebus: the page has rebus squares")
    r, c, answer = rebus[0]
    cell(b, r, c).click()
    type_keys(b, Keys.INSERT + answer + Keys.ENTER)
    ch.expect(letters(b)[(r, c)] == answer, "rebus: %s typed into one square (%r)" % (answer, letters(b)[(r, c)]))
    type_keys(b, "Q")
    after = [k for k, v in letters(b).items() if v == "Q"]
    ch.expect(len(after) == 1 and after[0] != (r, c), "rebus: Enter ends it and the cursor moves on (%s)" % after)
    cell(b, r, c).click()
    press(b, "Check letter")
    ch.expect("wrong" not in cell(b, r, c).get_attribute("class").split(), "rebus: check finds the whole rebus right")
    cell(b, r, c).click()
    press(b, "Rebus")
    type_keys(b, "STAX" + Keys.BACKSPACE + "R" + Keys.ESCAPE)
    ch.expect(letters(b)[(r, c)] == "STAR", "rebus: the button, Backspace and Esc (%r)" % letters(b)[(r, c)])
    b.driver.refresh()
    time.sleep(0.2)
    ch.expect(letters(b)[(r, c)] == "STAR", "rebus: kept after a reload")
    page_is_clean(b, ch, "rebus")


def check_phone_and_print(b, ch, path, shots):
    """A phone-sized window: the grid fits, a tap gives the key input the focus (the phone's
    keyboard opens for a focused text input); print media hides the buttons."""
    b.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                             {"width": 390, "height": 800, "deviceScaleFactor": 2, "mobile": True})
    b.open(path)
    width = b.driver.execute_script("return document.querySelector('.board').getBoundingClientRect().width;")
    ch.expect(width <= 390, "phone: the grid fits the screen (%s px)" % width)
    wide = b.driver.execute_script("return document.documentElement.scrollWidth;")
    ch.expect(wide <= 390, "phone: the page is no wider than the screen (%s px)" % wide)
    # A field low in the grid: the clue bar stays at the top of a phone's screen.
    b.driver.find_elements(By.CSS_SELECTOR, "[data-row]")[-1].click()
    active = b.driver.execute_script("return document.activeElement.className;")
    ch.expect(active == "keys", "phone: a tap focuses the key input (%r)" % active)
    if shots:
        b.driver.save_screenshot(os.path.join(shots, "arrowword_phone.png"))
    b.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    hidden = b.driver.execute_script("return getComputedStyle(document.querySelector('.toolbar')).display;")
    ch.expect(hidden == "none", "print: the toolbar is hidden (%s)" % hidden)
    b.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    b.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def check_timer(b, ch, path):
    b.open(path)
    deadline = time.time() + 3
    text = "0:00"
    while time.time() < deadline and text == "0:00":
        time.sleep(0.25)
        text = b.driver.find_element(By.CSS_SELECTOR, ".timer").text
    ch.expect(text != "0:00", "timer: runs (%s)" % text)


# ---- Making the pages.

def export(cwg, args, ok=(0,)):
    run = subprocess.run([cwg] + args, capture_output=True, text=True)
    if run.returncode not in ok:
        raise RuntimeError("cwg %s: exit %d: %s" % (" ".join(args), run.returncode, run.stderr))


def make_xss_puz(cwg, data, work, words):
    sheet = os.path.join(work, "xss_clues.txt")
    with open(sheet, "w", encoding="utf-8") as f:
        for _, _, _, w in words:
            f.write("%s\t%s\n" % (w, XSS_CLUE))
    puz = os.path.join(work, "xss.puz")
    export(cwg, ["convert", os.path.join(data, "island9.cwg"), "-o", puz, "--clues", sheet,
                 "--title", XSS_TITLE, "--author", XSS_AUTHOR])
    return puz


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cwg", required=True)
    ap.add_argument("--data", required=True)
    ap.add_argument("--shared", default="")
    ap.add_argument("--shots", default="")
    args = ap.parse_args()
    started = time.time()
    ch = Checks()
    with tempfile.TemporaryDirectory(prefix="cwg-pages-") as work:
        page = lambda name: os.path.join(work, name)
        cwg_file = os.path.join(args.data, "island9.cwg")
        grid, words, question_of = read_cwg(cwg_file)
        export(args.cwg, ["export", cwg_file, "--clues", os.path.join(args.data, "island9_clues.txt"),
                          "-o", page("aw.html")])
        txt_file = os.path.join(args.data, "mini5.txt")
        export(args.cwg, ["export", txt_file, "--clues", os.path.join(args.data, "mini5_clues.txt"),
                          "-o", page("mini.html")])
        export(args.cwg, ["export", make_xss_puz(args.cwg, args.data, work, words), "-o", page("xss.html")])
        export(args.cwg, ["export", cwg_file, "--clues", os.path.join(work, "xss_clues.txt"),
                          "-o", page("xss_aw.html")])
        with open(page("xss.gcg"), "w", encoding="utf-8") as f:
            f.write(XSS_GCG)
        export(args.cwg, ["export", page("xss.gcg"), "-o", page("xss_game.html")], ok=(0, 1))
        mini_grid = [l for l in open(txt_file).read().split("\n") if l]
        mini_clues = dict(l.rstrip("\n").split("\t", 1) for l in open(os.path.join(args.data, "mini5_clues.txt"))
                          if l.strip() and not l.startswith("#"))
        puz = os.path.join(args.shared, "formats", "puz", "washpost.puz")
        gcg = os.path.join(args.shared, "formats", "gcg", "doug_v_emely.gcg")
        have_shared = bool(args.shared) and os.path.exists(puz) and os.path.exists(gcg)
        if have_shared:
            export(args.cwg, ["export", puz, "-o", page("puz.html")])
            export(args.cwg, ["export", gcg, "-o", page("game.html")])
            export(args.cwg, ["export", os.path.join(args.shared, "formats", "puz",
                                                     "nyt_rebus_with_notes_and_shape.puz"),
                              "-o", page("rebus.html")])
        elif os.environ.get("CI"):
            sys.exit("no ../shared/formats beside the repository: CI needs it")
        else:
            print("the .puz and game pages skipped: no ../shared/formats")
        b = Browser()
        try:
            checks = [lambda: check_arrowword(b, ch, page("aw.html"), grid, words, question_of,
                                              os.path.join(args.data, "island9_clues.txt"), args.shots),
                      lambda: check_american(b, ch, page("mini.html"), mini_grid, mini_clues, "american", args.shots),
                      lambda: check_xss(b, ch, page("xss.html")),
                      lambda: check_xss_arrowword(b, ch, page("xss_aw.html")),
                      lambda: check_xss_game(b, ch, page("xss_game.html")),
                      lambda: check_phone_and_print(b, ch, page("aw.html"), args.shots),
                      lambda: check_timer(b, ch, page("xss.html"))]
            if have_shared:
                checks += [lambda: check_american(b, ch, page("puz.html"), read_puz_solution(puz), None, "puz"),
                           lambda: check_game(b, ch, page("game.html"), gcg, args.shots),
                           lambda: check_rebus(b, ch, page("rebus.html"))]
            ch.run(checks)
        finally:
            b.close()
    return ch.report(started)


if __name__ == "__main__":
    sys.exit(main())
