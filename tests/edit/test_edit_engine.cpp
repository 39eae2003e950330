// The engine beside the maker: candidate counts against a brute-force count, health, fills
// that keep the locked words.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>

#include "dict/dictionary.hpp"
#include "dict/wordlist.hpp"
#include "edit/actions.hpp"
#include "edit/engine.hpp"
#include "edit/fill_job.hpp"
#include "edit/review.hpp"
#include "fill/fill.hpp"
#include "tests/need.hpp"
#include "tests/work_clock.hpp"

namespace cwg::edit {
namespace {

using nlohmann::json;

const char* kWords =
    "CAT\nCAR\nCOT\nARE\nATE\nTEN\nTAN\nONE\nOAR\nEAR\nERA\nRAT\nTOE\nNET\nACE\nACT\nCOAT\n"
    "CART\nRATE\nTEAR\nNEAR\nAREA\nTREE\nONCE\nCORE\nRACE\nACRE\nCANE\nTONE\nNOTE\nEATEN\n";

/// Brute force: for each placed word, the words of each crossing that fit the grid after it.
int brute_count(const Draft& d, const std::vector<Entry>& es, const Entry& e,
                const std::string& word, const std::vector<std::string>& list) {
  Draft placed = d;
  for (std::size_t k = 0; k < word.size(); ++k)
    placed.cells[static_cast<std::size_t>(e.cells[k])].letter = word[k];
  int best = -1;
  for (const Entry& other : es) {
    if (other.key == e.key) continue;
    bool crosses_empty = false;
    for (const int c : other.cells)
      if (std::find(e.cells.begin(), e.cells.end(), c) != e.cells.end() &&
          !d.cells[static_cast<std::size_t>(c)].letter)
        crosses_empty = true;
    if (!crosses_empty) continue;
    const std::string p = pattern(placed, other);
    int n = 0;
    for (const std::string& w : list) {
      if (w.size() != p.size()) continue;
      bool fits = true;
      for (std::size_t k = 0; k < p.size(); ++k) fits = fits && (p[k] == '.' || p[k] == w[k]);
      n += fits;
    }
    best = best < 0 ? n : std::min(best, n);
  }
  return best;
}

TEST(EditEngine, CandidateCountsMatchABruteForceCount) {
  const WordList list = parse_wordlist(kWords, "words");
  const Dictionary dict(list);
  Draft d = new_draft(Kind::American, 4, 4);
  d = reduce(d, {{"type", "set_symmetry"}, {"symmetry", "none"}});
  d = reduce(d, {{"type", "toggle_block"}, {"row", 3}, {"col", 3}});
  d = reduce(d, {{"type", "set_letter"}, {"row", 0}, {"col", 0}, {"letter", "C"}});
  d = reduce(d, {{"type", "set_letter"}, {"row", 1}, {"col", 2}, {"letter", "E"}});
  const std::vector<Entry> es = entries(d);
  for (const Entry& e : es) {
    const CandidateList c = candidates(d, es, e, dict, "", 1000);
    ASSERT_EQ(c.total, static_cast<int>(c.items.size()));
    for (const Candidate& cand : c.items) {
      EXPECT_EQ(cand.count, brute_count(d, es, e, cand.word, list.words))
          << key_text(e.key) << ' ' << cand.word;
      EXPECT_EQ(cand.dead, cand.count == 0);
    }
  }
  const Entry& first = es[0];  // 0,0,across: C...
  const CandidateList all = candidates(d, es, first, dict, "", 1000);
  EXPECT_EQ(all.pattern, "C...");
  const CandidateList some = candidates(d, es, first, dict, "AR", 1000);
  EXPECT_TRUE(std::all_of(some.items.begin(), some.items.end(), [](const Candidate& c) {
    return c.word.find("AR") != std::string::npos;
  }));
  EXPECT_EQ(candidates(d, es, first, dict, "..R.", 1000).items.size(), 2u);  // CART CORE
  EXPECT_THROW(candidates(d, es, first, dict, "C-", 10), std::invalid_argument);
  EXPECT_EQ(candidates(d, es, first, dict, "", 2).items.size(), 2u);
}

TEST(EditEngine, HealthNamesDeadAndTightSlots) {
  const WordList list = parse_wordlist(kWords, "words");
  const Dictionary dict(list);
  Draft d = new_draft(Kind::American, 3, 3);
  d = reduce(d, {{"type", "set_entry"}, {"entry", "0,0,across"}, {"word", "XX."}});
  const std::vector<Entry> es = entries(d);
  const Health h = health(d, es, dict);
  ASSERT_FALSE(h.dead.empty());
  EXPECT_EQ(key_text(h.dead[0]), "0,0,across");
  EXPECT_EQ(h.slots.size(), es.size());
}

TEST(EditEngine, FillKeepsTheLockedWordsAndUsesListWordsOnce) {
  CWG_NEED(std::filesystem::exists("/usr/share/dict/american-english")) << "no american-english";
  const WordList list = load_wordlist("/usr/share/dict/american-english");
  const Dictionary dict(list);
  Draft d = new_draft(Kind::American, 5, 5);
  d = reduce(d, {{"type", "toggle_block"}, {"row", 0}, {"col", 0}});
  d = reduce(d, {{"type", "set_entry"}, {"entry", "2,0,across"}, {"word", "TRAIN"}});
  d = reduce(d, {{"type", "set_lock"}, {"entry", "2,0,across"}, {"locked", true}});
  d = reduce(d, {{"type", "set_letter"}, {"row", 4}, {"col", 0}, {"letter", "Q"}});  // not kept
  std::atomic<bool> cancel{false};
  FillRequest r;
  r.seconds = 20;
  const FillOutcome a = run_fill(d, r, dict, cancel);
  ASSERT_EQ(a.end, FillEnd::Done) << a.message;
  const Draft filled = reduce(d, a.action);
  std::set<std::string> seen;
  for (const Entry& e : entries(filled)) {
    const std::string w = pattern(filled, e);
    EXPECT_TRUE(dict.contains(w)) << w;
    EXPECT_TRUE(seen.insert(w).second) << w << " twice";
  }
  for (const Entry& e : entries(filled))
    if (key_text(e.key) == "2,0,across") {
      EXPECT_EQ(pattern(filled, e), "TRAIN");
    }
  // The same seed gives the same fill; another seed may give another.
  EXPECT_EQ(run_fill(d, r, dict, cancel).action, a.action);
  // A region fill changes no cell outside its entries.
  FillRequest region = r;
  region.region = {{4, 0, true}};
  const FillOutcome b = run_fill(filled, region, dict, cancel);
  ASSERT_EQ(b.end, FillEnd::Done) << b.message;
  const Draft refilled = reduce(filled, b.action);
  for (int row = 0; row < 4; ++row)
    for (int col = 0; col < 5; ++col) EXPECT_EQ(refilled.at(row, col), filled.at(row, col));
  // A region fill leaves every entry crossing it a word: here the down words through row 4
  // keep their letters in rows 0-3, so the new row must make words of them all.
  for (const Entry& e : entries(refilled)) EXPECT_TRUE(dict.contains(pattern(refilled, e)));
  // With a crossing not full, that crossing keeps candidates (its count stays above 0).
  const Draft gap =
      reduce(filled, {{"type", "set_letter"}, {"row", 1}, {"col", 2}, {"letter", ""}});
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    region.seed = seed;
    const FillOutcome c = run_fill(gap, region, dict, cancel);
    ASSERT_EQ(c.end, FillEnd::Done) << c.message;
    const Draft g = reduce(gap, c.action);
    const std::vector<Entry> es = entries(g);
    EXPECT_TRUE(health(g, es, dict).dead.empty()) << "seed " << seed;
    for (const Entry& e : es) {
      if (pattern(g, e).find('.') == std::string::npos) {
        EXPECT_TRUE(dict.contains(pattern(g, e))) << pattern(g, e);
      }
    }
  }
  // Progress comes after every attempt, not only at the end.
  int reports = 0;
  long last_nodes = 0;
  const FillOutcome p = run_fill(d, r, dict, cancel, [&](int attempts, long nodes) {
    ++reports;
    EXPECT_EQ(attempts, reports);
    EXPECT_GE(nodes, last_nodes);
    last_nodes = nodes;
  });
  ASSERT_EQ(p.end, FillEnd::Done);
  EXPECT_EQ(reports, p.attempts);
  // Cancelled at once: no grid.
  cancel = true;
  EXPECT_EQ(run_fill(new_draft(Kind::American, 9, 9), r, dict, cancel).end, FillEnd::Cancelled);
}

// The editor's fill counts its work, the seconds only its outer limit: a machine slow enough
// that a fill takes half of its time gives the grid an idle one gives and says nothing of the
// time; one too slow for the work says the time limit cut the fill. (The rule before, a
// designed arrowword trying layouts until the seconds or its patience ran out, ran another
// number of attempts, and a letters fill never said that the time had chosen.)
TEST(EditEngine, FillTheRestIsTheSameWhateverTheLoadAndSaysWhenTheTimeCutIt) {
  CWG_NEED(std::filesystem::exists("/usr/share/dict/american-english")) << "no american-english";
  const WordList list = load_wordlist("/usr/share/dict/american-english");
  const Dictionary dict(list);
  Draft letters = new_draft(Kind::American, 5, 5);
  letters = reduce(letters, {{"type", "toggle_block"}, {"row", 0}, {"col", 0}});
  letters = reduce(letters, {{"type", "set_entry"}, {"entry", "2,0,across"}, {"word", "TRAIN"}});
  letters = reduce(letters, {{"type", "set_lock"}, {"entry", "2,0,across"}, {"locked", true}});
  const std::atomic<bool> cancel{false};
  for (const bool design : {false, true}) {
    SCOPED_TRACE(design ? "design" : "letters");
    const Draft d = design ? new_draft(Kind::Arrowword, 5, 5) : letters;
    FillRequest r;
    r.seed = 3;
    r.seconds = 1000;
    r.design = design;
    r.attempts = design ? 3 : 0;     // a designed layout takes a fifth of a second
    const test::WorkClock counting;  // a clock that stands still: nothing is ever cut
    r.clock = counting.now();
    const FillOutcome idle = run_fill(d, r, dict, cancel);
    ASSERT_EQ(idle.end, FillEnd::Done) << idle.message;
    EXPECT_FALSE(idle.cut);
    if (design) {
      EXPECT_EQ(idle.attempts, r.attempts);
    }
    const std::int64_t reads = *counting.reads;
    ASSERT_GT(reads, 4) << "too little work to slow down";
    test::WorkClock slow;  // the same work in half of the 1000 s
    slow.step = 500'000'000'000 / reads;
    r.clock = slow.now();
    const FillOutcome loaded = run_fill(d, r, dict, cancel);
    ASSERT_EQ(loaded.end, FillEnd::Done) << loaded.message;
    EXPECT_EQ(loaded.action, idle.action);
    EXPECT_FALSE(loaded.cut);
    EXPECT_EQ(loaded.cut_note, "");
    EXPECT_EQ(loaded.message.find("time limit"), std::string::npos) << loaded.message;
    test::WorkClock too_slow;  // the 1000 s over at a quarter of the work
    too_slow.step = 4'000'000'000'000 / reads;
    r.clock = too_slow.now();
    const FillOutcome cut = run_fill(d, r, dict, cancel);
    EXPECT_TRUE(cut.cut);
    EXPECT_EQ(cut.cut_note, fill::cut_text(1000)) << cut.message;
    // Said once: on a line of its own (the page's), not again in the message.
    EXPECT_EQ(cut.message.find("time limit"), std::string::npos) << cut.message;
  }
}

TEST(EditEngine, ArrowwordScoreAndFindingsAsScoreGivesThem) {
  Draft d = new_draft(Kind::Arrowword, 3, 3);
  // The README's 3x3: ?L? / ?EI / ?AD, questions 0 0 4, 0 2 0, 1 0 3, 2 0 3.
  d = reduce(d, {{"type", "set_grid"},
                 {"grid", {"?L?", "?EI", "?AD"}},
                 {"questions", {{0, 0, 4}, {0, 2, 0}, {1, 0, 3}, {2, 0, 3}}}});
  const json s = score_json(d, nullptr);
  EXPECT_NEAR(s["score"].get<double>(), 59.17, 0.01);
  EXPECT_TRUE(s["valid"].get<bool>());
  // A bent arrow away from the border and islands: rule 4 at its field.
  Draft bad = new_draft(Kind::Arrowword, 4, 4);
  bad = reduce(bad, {{"type", "set_grid"},
                     {"grid", {"?...", "....", ".?..", "...."}},
                     {"questions", {{0, 0, 3}, {2, 1, 4}}}});
  const json f = score_json(bad, nullptr)["findings"];
  EXPECT_TRUE(std::any_of(f.begin(), f.end(), [](const json& x) {
    return x.value("rule", 0) == 4 && x.value("row", -1) == 2 && x.value("col", -1) == 1;
  })) << f.dump();
}

}  // namespace
}  // namespace cwg::edit
