// The GADDAG against its definition: on seeded random word lists every path from the root
// spells exactly the strings rev(w[0..i]) ◇ w[i..] of Gordon's paper, contains() agrees
// with a plain set, and no two nodes are equal (the automaton is minimal). A failure names
// the seed.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "game/movegen/gaddag.hpp"
#include "game/movegen/lexicon.hpp"
#include "game/movegen/moves_error.hpp"
#include "tests/need.hpp"

namespace cwg::game {
namespace {

constexpr Tile kTurn = 0;  // the ◇ in the spelled strings

/// Every string the automaton spells from the root, ◇ written as 0.
void spell(const Gaddag& g, Gaddag::Node n, bool forward, std::vector<Tile>& path,
           std::set<std::vector<Tile>>& out) {
  if (forward && g.accepts(n)) out.insert(path);
  if (!forward && g.turn(n) != Gaddag::kNone) {
    path.push_back(kTurn);
    spell(g, g.turn(n), true, path, out);
    path.pop_back();
  }
  for (LetterSet m = g.letters(n); m != 0; m &= m - 1) {
    const Tile c = static_cast<Tile>(__builtin_ctzll(m));
    path.push_back(c);
    spell(g, g.child_of(n, c), forward, path, out);
    path.pop_back();
  }
}

std::set<std::vector<Tile>> expected_strings(const std::set<std::vector<Tile>>& words) {
  std::set<std::vector<Tile>> out;
  for (const auto& w : words) {
    for (std::size_t i = 1; i <= w.size(); ++i) {
      std::vector<Tile> s(w.rend() - static_cast<std::ptrdiff_t>(i), w.rend());
      s.push_back(kTurn);
      s.insert(s.end(), w.begin() + static_cast<std::ptrdiff_t>(i), w.end());
      out.insert(s);
    }
  }
  return out;
}

/// The reversed part must accept exactly where the letters read, reversed, are a word.
void check_reverse_accepts(const Gaddag& g, const std::set<std::vector<Tile>>& words,
                           std::uint64_t seed) {
  for (const auto& w : words) {
    Gaddag::Node n = g.root();
    for (auto it = w.rbegin(); it != w.rend(); ++it) n = g.child(n, *it);
    ASSERT_NE(n, Gaddag::kNone) << "seed " << seed;
    EXPECT_TRUE(g.accepts(n)) << "seed " << seed;
  }
}

TEST(Gaddag, SpellsGordonsStringsOnRandomLexicons) {
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    Rng rng(seed);
    // Small alphabets make shared infixes; high codes test the top of the 64-bit masks.
    const int alphabet = 2 + static_cast<int>(rng.below(5));
    const Tile offset = seed % 3 == 0 ? static_cast<Tile>(kMaxLetters - alphabet) : 0;
    std::set<std::vector<Tile>> words;
    WordBuffer buffer;
    const int count = 1 + static_cast<int>(rng.below(60));
    for (int i = 0; i < count; ++i) {
      std::vector<Tile> w(1 + rng.below(7));
      for (Tile& t : w)
        t = static_cast<Tile>(1 + offset + rng.below(static_cast<std::uint32_t>(alphabet)));
      words.insert(w);
      buffer.add(w);
      if (rng.below(4) == 0) buffer.add(w);  // duplicates are ignored
    }
    const Gaddag g = Gaddag::build(buffer);
    EXPECT_EQ(g.word_count(), words.size()) << "seed " << seed;
    std::set<std::vector<Tile>> spelled;
    std::vector<Tile> path;
    spell(g, g.root(), false, path, spelled);
    EXPECT_EQ(spelled, expected_strings(words)) << "seed " << seed;
    check_reverse_accepts(g, words, seed);
    std::set<std::vector<Tile>> forward;
    spell(g, g.dawg_root(), true, path, forward);
    EXPECT_EQ(forward, words) << "seed " << seed;
    // contains() on every word and on random strings.
    for (int i = 0; i < 200; ++i) {
      std::vector<Tile> w(1 + rng.below(7));
      for (Tile& t : w)
        t = static_cast<Tile>(1 + offset + rng.below(static_cast<std::uint32_t>(alphabet)));
      EXPECT_EQ(g.contains(w), words.count(w) == 1) << "seed " << seed;
    }
    // Minimal: hash-consing leaves no two nodes with the same flag, ◇ target and arcs.
    std::set<std::tuple<LetterSet, Gaddag::Node, std::vector<Gaddag::Node>>> nodes;
    std::set<Gaddag::Node> seen;
    std::vector<Gaddag::Node> stack{g.root(), g.dawg_root()};
    while (!stack.empty()) {
      const Gaddag::Node n = stack.back();
      stack.pop_back();
      if (n == Gaddag::kNone || !seen.insert(n).second) continue;
      std::vector<Gaddag::Node> kids;
      for (LetterSet m = g.letters(n); m != 0; m &= m - 1)
        kids.push_back(g.child_of(n, static_cast<Tile>(__builtin_ctzll(m))));
      nodes.insert({g.letters(n) | (g.accepts(n) ? 1 : 0), g.turn(n), kids});
      stack.insert(stack.end(), kids.begin(), kids.end());
      stack.push_back(g.turn(n));
    }
    EXPECT_EQ(seen.size(), g.node_count()) << "seed " << seed;
    EXPECT_EQ(nodes.size(), g.node_count()) << "seed " << seed;
  }
}

TEST(Gaddag, EmptyInputHasNoWord) {
  const Gaddag g = Gaddag::build(WordBuffer{});
  EXPECT_EQ(g.word_count(), 0u);
  EXPECT_FALSE(g.contains(std::vector<Tile>{1, 2}));
}

TEST(Gaddag, OneLetterWordsOnly) {
  // No arc array at all below the roots (fuzz_moves found a null memcmp here).
  WordBuffer buffer;
  buffer.add(std::vector<Tile>{1});
  buffer.add(std::vector<Tile>{2});
  const Gaddag g = Gaddag::build(buffer);
  EXPECT_EQ(g.word_count(), 2u);
  EXPECT_TRUE(g.contains(std::vector<Tile>{2}));
  EXPECT_FALSE(g.contains(std::vector<Tile>{1, 2}));
}

TEST(Lexicon, SkipsAndCountsLinesOutsideTheAlphabet) {
  const auto lex =
      parse_lexicon("cat\r\n  DOG \n\nC4T\nÉTÉ\nCAT\nq?\n", "list.txt", Distribution::english());
  EXPECT_EQ(lex.lines, 6u);
  EXPECT_EQ(lex.skipped, 3u);
  EXPECT_EQ(lex.first_skipped, "C4T");
  EXPECT_EQ(lex.first_skipped_line, 4u);
  EXPECT_EQ(lex.duplicates, 1u);
  EXPECT_EQ(lex.gaddag.word_count(), 2u);
  const auto& d = Distribution::english();
  EXPECT_TRUE(lex.gaddag.contains(*d.encode("CAT")));
  EXPECT_FALSE(lex.gaddag.contains(*d.encode("CA")));
}

TEST(Lexicon, ReadsMultiByteLettersByTheirDistribution) {
  const auto& pl = Distribution::polish();
  const auto lex = parse_lexicon("żółć\nŹDŹBŁO\nxyz\n", "pl.txt", pl);
  EXPECT_EQ(lex.skipped, 1u);  // X is not a Polish tile
  EXPECT_TRUE(lex.gaddag.contains(*pl.encode("ŻÓŁĆ")));
  EXPECT_TRUE(lex.gaddag.contains(*pl.encode("ŹDŹBŁO")));
}

TEST(Lexicon, EmptyListIsAnError) {
  for (const char* text : {"", "\n\n", "123\n4?5\n"}) {
    try {
      parse_lexicon(text, "empty.txt", Distribution::english());
      ADD_FAILURE() << "no error for '" << text << "'";
    } catch (const MovesError& e) {
      EXPECT_EQ(e.kind(), MovesErrorKind::EmptyLexicon);
      EXPECT_NE(std::string(e.what()).find("empty.txt"), std::string::npos) << e.what();
    }
  }
}

TEST(Lexicon, SowpodsBuilds) {
  const std::filesystem::path list = std::filesystem::path(CWG_SHARED_DIR) / "lexicon/sowpods.txt";
  CWG_NEED(std::filesystem::exists(list)) << "no " << list;
  const auto lex = load_lexicon(list, Distribution::english());
  EXPECT_EQ(lex.gaddag.word_count(), 267751u);
  EXPECT_EQ(lex.skipped, 0u);
  const auto& d = Distribution::english();
  for (const char* w : {"AA", "RETSINA", "ZYZZYVAS", "QI"})
    EXPECT_TRUE(lex.gaddag.contains(*d.encode(w))) << w;
  for (const char* w : {"RETSINAX", "QX", "A"})
    EXPECT_FALSE(lex.gaddag.contains(*d.encode(w))) << w;
}

}  // namespace
}  // namespace cwg::game
