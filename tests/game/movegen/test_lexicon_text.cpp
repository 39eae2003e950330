// Word-list files as every --dict LEXICON reads them (game/lexicon_text.hpp), and the two
// readers built on them agreeing: the move generator's GADDAG and the replay's word set.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "game/lexicon_text.hpp"
#include "game/movegen/lexicon.hpp"
#include "game/tiles.hpp"

namespace {

using namespace cwg::game;

std::vector<std::string> words_of(std::string_view text) {
  std::vector<std::string> out;
  for (const LexiconEntry& e : lexicon_entries(text))
    out.push_back(std::string(e.word) + "@" + std::to_string(e.line));
  return out;
}

TEST(LexiconText, LineEndsBlanksCommentsAndDefinitions) {
  EXPECT_EQ(words_of("AA\nAB\r\nAD\rAE"),
            (std::vector<std::string>{"AA@1", "AB@2", "AD@3", "AE@4"}));
  EXPECT_EQ(words_of("\xEF\xBB\xBF"
                     "cat\n\n  \t\n# a comment\n  dog \n"),
            (std::vector<std::string>{"cat@1", "dog@5"}));
  EXPECT_EQ(words_of("AA a volcanic rock\nAAH\tto exclaim in surprise\n"),
            (std::vector<std::string>{"AA@1", "AAH@2"}));
  EXPECT_TRUE(words_of("").empty());
  EXPECT_TRUE(words_of("\r\n\r\n").empty());
}

TEST(LexiconText, TheGaddagAndTheWordSetReadTheSameWords) {
  const std::string text = "AA a volcanic rock\r\nqi\rZA\n# no\nC4T\n";
  const auto set = lexicon_word_set(text);
  EXPECT_EQ(set, (std::unordered_set<std::string>{"AA", "QI", "ZA", "C4T"}));
  const Lexicon lex = parse_lexicon(text, "defs.txt", Distribution::english());
  EXPECT_EQ(lex.lines, 4u);
  EXPECT_EQ(lex.skipped, 1u);  // C4T: not in the alphabet
  EXPECT_EQ(lex.first_skipped_line, 5u);
  const auto& d = Distribution::english();
  for (const char* w : {"AA", "QI", "ZA"}) EXPECT_TRUE(lex.gaddag.contains(*d.encode(w))) << w;
}

}  // namespace
