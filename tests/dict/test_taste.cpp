// The taste filter (dict/taste.hpp) on Debian's WordNet (wordnet-base) and its own list:
// the judge's examples (FAGS in a fill, "___ rape" for DATE, "Gypsy" for ROMA) and words
// whose slur is one sense among harmless ones (TACO, QUEEN, BOY stay).
#include <gtest/gtest.h>

#include <filesystem>

#include "core/input_error.hpp"
#include "dict/taste.hpp"
#include "tests/need.hpp"

namespace cwg {
namespace {

bool have_wordnet() {
  return std::filesystem::exists(std::filesystem::path(kWordNetDir) / "data.noun");
}

TEST(Taste, KeysAreLowerCaseWordsJoinedByOneSpace) {
  EXPECT_EQ(taste_key("Slant-eye"), "slant eye");
  EXPECT_EQ(taste_key("___ Rape!"), "rape");
  EXPECT_EQ(taste_key("\xc3\x84rger  \xc3\x9c"
                      "bel"),
            "\xc3\xa4rger \xc3\xbc"
            "bel");
}

TEST(Taste, NoSlurInAnEnglishFill) {
  CWG_NEED(have_wordnet()) << "no WordNet (wordnet-base)";
  const Taste& t = Taste::of(Taste::Lang::En);
  for (const char* w : {"FAG", "FAGS", "GOOK", "KIKE", "NIGGER", "WOP", "DAGO", "SPIC", "GYPSY"})
    EXPECT_FALSE(t.fill_ok(w)) << w;
  // A slur among other senses: the word stays.
  for (const char* w : {"TACO", "QUEEN", "BOY", "ASS", "DATE", "ROMA", "SUIT", "TOOL", "PADDY"})
    EXPECT_TRUE(t.fill_ok(w)) << w;
}

TEST(Taste, NoSlurInAClue) {
  CWG_NEED(have_wordnet()) << "no WordNet (wordnet-base)";
  const Taste& t = Taste::of(Taste::Lang::En);
  EXPECT_FALSE(t.clue_ok("___ rape"));
  EXPECT_FALSE(t.clue_ok("Gypsy"));
  EXPECT_FALSE(t.clue_ok("Gooks"));
  EXPECT_FALSE(t.clue_ok("White trash"));
  EXPECT_TRUE(t.clue_ok("Ginger ___"));
  EXPECT_TRUE(t.clue_ok("Chess piece"));
  EXPECT_TRUE(t.clue_ok("Rappel"));
}

TEST(Taste, TheOffensiveSenseOfAWordIsKnown) {
  CWG_NEED(have_wordnet()) << "no WordNet (wordnet-base)";
  const Taste& t = Taste::of(Taste::Lang::En);
  EXPECT_TRUE(t.offensive_sense("queen", "fairy"));
  EXPECT_TRUE(t.offensive_sense("taco", "greaser"));
  EXPECT_FALSE(t.offensive_sense("queen", "monarch"));
  EXPECT_FALSE(t.offensive_sense("taco", "tortilla"));
}

TEST(Taste, GermanCluesToo) {
  const Taste& t = Taste::of(Taste::Lang::De);
  EXPECT_FALSE(t.clue_ok("Zigeuner"));
  EXPECT_TRUE(t.clue_ok("Sinti und Roma"));
}

TEST(Taste, AMissingWordNetIsNamed) {
  try {
    Taste::english("/nonexistent-wordnet");
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("wordnet-base"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace cwg
