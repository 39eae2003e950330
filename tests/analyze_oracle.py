#!/usr/bin/env python3
"""An independent check of `cwg analyze --json` on real game records (issue 29 item 1).

It shares no code with cwg: its own GCG reading, its own board and its own word check read
the record, and each analysed turn's report must agree with them:
- a play whose words are all in the lexicon and whose tiles were on the rack is legal: its
  rank is at least 1, no best listed is below it, its loss is the best's equity less its own;
- any other play names exactly the words it formed outside the lexicon (a phony) or says
  the rack lacked its tiles, and ranks 0; a withdrawn one earned nothing (score 0);
- the best listed are in order, and the loss is the best's equity less what the turn earned.

  analyze_oracle.py --cwg CWG --dict WORDLIST [--summary] GAME.gcg...
  analyze_oracle.py --cwg CWG --shared DIR        every English record of DIR/formats/gcg

--summary prints, per kind, how many turns report a best below the play made (what the issue
counted), and fails on nothing: the figure for bench/RESULTS.md. Exit 77 when the data is
missing (skipped), unless CI is set.
"""

import argparse
import json
import os
import re
import subprocess
import sys

EPS = 1e-6
SIZE = 15


def read_words(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return {w.strip().upper() for w in f if w.strip()}


def coordinate(text):
    """(row, col, across) of '8H' (across: row first) or 'H8' (down), 0-based."""
    m = re.fullmatch(r"(\d+)([A-Oa-o])", text)
    if m:
        return int(m.group(1)) - 1, ord(m.group(2).upper()) - 65, True
    m = re.fullmatch(r"([A-Oa-o])(\d+)", text)
    if m:
        return int(m.group(2)) - 1, ord(m.group(1).upper()) - 65, False
    return None


class Game:
    """A record replayed on a 15x15 board: per play event, what it formed and needed."""

    def __init__(self, text, words):
        self.words = words
        self.board = {}
        self.plays = {}  # line -> dict(kind, words, phonies, rack_ok, withdrawn)
        self.last_play = {}  # nick -> (line, squares placed)
        nicks = []
        for number, raw in enumerate(text.splitlines(), 1):
            line = raw.strip()
            m = re.match(r"#player\d\s+(\S+)", line)
            if m:
                nicks.append(m.group(1))
                continue
            if not line.startswith(">"):
                continue
            nick, _, rest = line[1:].partition(":")
            tokens = rest.split()
            self.event(number, nick.strip(), tokens)

    def event(self, number, nick, tokens):
        rack = None
        if tokens and coordinate(tokens[0]) is None and tokens[0][0] not in "-(":
            rack, tokens = tokens[0], tokens[1:]
        if not tokens:
            return
        move = tokens[0]
        if move == "--":
            line, placed = self.last_play.get(nick, (None, []))
            for sq in placed:
                self.board.pop(sq, None)
            if line in self.plays:
                self.plays[line]["withdrawn"] = True
            return
        where = coordinate(move)
        if where is None or len(tokens) < 2:
            return
        self.play(number, nick, rack, where, tokens[1])

    def letter_at(self, sq, new):
        return new.get(sq) or self.board.get(sq)

    def run_word(self, sq, step, new):
        """The word through square sq along step, as letters (blanks as their letter)."""
        r, c = sq
        dr, dc = step
        while 0 <= r - dr and 0 <= c - dc and self.letter_at((r - dr, c - dc), new):
            r, c = r - dr, c - dc
        word = ""
        while r < SIZE and c < SIZE and self.letter_at((r, c), new):
            word += self.letter_at((r, c), new)
            r, c = r + dr, c + dc
        return word.upper()

    def play(self, number, nick, rack, where, word):
        row, col, across = where
        step = (0, 1) if across else (1, 0)
        new = {}
        for i, ch in enumerate(word):
            sq = (row + step[0] * i, col + step[1] * i)
            if ch != "." and sq not in self.board:
                new[sq] = ch
        formed = [self.run_word((row, col), step, new)]
        cross = (1, 0) if across else (0, 1)
        for sq in new:
            w = self.run_word(sq, cross, new)
            if len(w) > 1:
                formed.append(w)
        if len(new) == 1 and len(formed[0]) == 1:
            formed = formed[1:]  # one tile: its word is the perpendicular one
        rack_ok = None
        if rack is not None:
            left = list(rack.upper())
            rack_ok = True
            for ch in new.values():
                tile = "?" if ch.islower() else ch
                if tile in left:
                    left.remove(tile)
                else:
                    rack_ok = False
        phonies = sorted({w for w in formed if w not in self.words})
        self.plays[number] = {"words": formed, "phonies": phonies, "rack_ok": rack_ok,
                              "withdrawn": False, "nick": nick}
        self.board.update(new)
        self.last_play[nick] = (number, list(new))


def analyse(cwg, words_path, game):
    out = subprocess.run([cwg, "analyze", game, "--dict", words_path, "--json", "--top", "5"],
                         capture_output=True, text=True, check=False)
    if out.returncode != 0:
        raise RuntimeError(f"{game}: cwg analyze exit {out.returncode}: {out.stderr.strip()}")
    return json.loads(out.stdout)[0]


def check_turn(t, play, problems, where):
    """The report of one turn against the independent reading; returns the turn's kind."""
    best, played = t["best"], t["played"]
    for a, b in zip(best, best[1:]):
        if a["equity"] < b["equity"] - EPS:
            problems.append(f"{where}: best not in order")
    kind = "legal"
    if play is not None:
        if play["phonies"]:
            kind = "phony"
        elif play["rack_ok"] is False:
            kind = "rack lacks tiles"
        if play["withdrawn"] and kind == "legal":
            kind = "legal withdrawn"
        if sorted(t.get("phonies") or []) != play["phonies"]:
            problems.append(f"{where}: phonies {t.get('phonies')} but the words outside the "
                            f"lexicon are {play['phonies']} (words {play['words']})")
        if play["withdrawn"] and played["score"] != 0:
            problems.append(f"{where}: withdrawn, yet earned {played['score']}")
        if kind != "legal" and kind != "legal withdrawn" and t["rank"] != 0:
            problems.append(f"{where}: {kind}, yet rank {t['rank']}")
    if kind in ("legal", "legal withdrawn"):
        if t["rank"] < 1:
            problems.append(f"{where}: a legal play ({played['play']}) with rank {t['rank']}")
        if kind == "legal" and best[0]["equity"] < played["equity"] - EPS:
            problems.append(f"{where}: best {best[0]['play']} {best[0]['equity']:.2f} below the "
                            f"play made {played['play']} {played['equity']:.2f}")
    lost = best[0]["equity"] - played["equity"]
    if kind == "legal" and abs(t["equity_lost"] - lost) > 1e-3:
        problems.append(f"{where}: equity_lost {t['equity_lost']} is not {lost:.3f}")
    return kind


def english_records(shared):
    folder = os.path.join(shared, "formats", "gcg")
    if not os.path.isdir(folder):
        return []
    return sorted(os.path.join(folder, f) for f in os.listdir(folder)
                  if f.endswith(".gcg") and not f.startswith("polish"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cwg", required=True)
    ap.add_argument("--dict")
    ap.add_argument("--shared")
    ap.add_argument("--summary", action="store_true")
    ap.add_argument("games", nargs="*")
    args = ap.parse_args()
    games = list(args.games)
    words_path = args.dict
    if args.shared:
        games += english_records(args.shared)
        words_path = words_path or os.path.join(args.shared, "lexicon", "sowpods.txt")
    if (not games or not words_path or not os.path.exists(words_path)
            or not all(os.path.exists(g) for g in games)):
        print("analyze_oracle: no records or no lexicon", file=sys.stderr)
        return 1 if os.environ.get("CI") else 77
    words = read_words(words_path)
    # setup.sh's e2e stage names the Release program here, as for the C++ tests
    # (tests/run_binary.hpp): a whole lexicon under the sanitizers takes minutes.
    cwg = os.environ.get("CWG_TEST_BINARY") or args.cwg
    problems, turns, below, kinds = [], 0, 0, {}
    for game in games:
        with open(game, "rb") as f:
            text = f.read().decode("utf-8", errors="replace")
        g = Game(text, words)
        report = analyse(cwg, words_path, game)
        for t in report["turns"]:
            turns += 1
            where = f"{os.path.basename(game)}:{t['line']}"
            kind = check_turn(t, g.plays.get(t["line"]), problems, where)
            if t["best"][0]["equity"] < t["played"]["equity"] - EPS:
                below += 1
                kinds[kind] = kinds.get(kind, 0) + 1
    print(f"{len(games)} records, {turns} turns analysed, {below} with a best below the play "
          f"made: " + (", ".join(f"{k} {n}" for k, n in sorted(kinds.items())) or "none"))
    if args.summary:
        for p in problems:
            print("  " + p)
        return 0
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
