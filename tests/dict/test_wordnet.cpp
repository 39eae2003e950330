// The WordNet reader (dict/wordnet.hpp) on Debian's wordnet-base: index look-ups by binary
// search (first, last and absent lemmas, phrases), synsets at their offsets, sense counts.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "core/input_error.hpp"
#include "dict/wordnet.hpp"
#include "tests/need.hpp"

namespace cwg::wordnet {
namespace {

bool have_wordnet() {
  return std::filesystem::exists(std::filesystem::path(kWordNetDir) / "cntlist.rev");
}

TEST(WordNet, LooksUpLemmasAnywhereInTheIndex) {
  CWG_NEED(have_wordnet()) << "no WordNet (wordnet-base)";
  const WordNet& wn = WordNet::shared();
  // ETNA: the volcano first, then the gas burner.
  const auto etna = wn.lookup(Pos::Noun, "Etna");
  ASSERT_TRUE(etna);
  ASSERT_EQ(etna->offsets.size(), 2u);
  const auto volcano = wn.synset(Pos::Noun, etna->offsets[0]);
  ASSERT_TRUE(volcano);
  EXPECT_EQ(volcano->words[0], "Etna");
  EXPECT_EQ(word_text(volcano->words[1]), "Mount Etna");
  EXPECT_TRUE(volcano->has("@i"));   // an instance: a name
  EXPECT_EQ(volcano->lex_file, 15);  // noun.location
  // The first and last lemmas of a file, phrases and absent words.
  EXPECT_TRUE(wn.lookup(Pos::Noun, "'hood"));
  EXPECT_TRUE(wn.lookup(Pos::Noun, "zyrian"));
  EXPECT_TRUE(wn.lookup(Pos::Verb, "ante up"));
  EXPECT_TRUE(wn.lookup(Pos::Noun, "ice_rink"));
  EXPECT_FALSE(wn.lookup(Pos::Noun, "icerink"));
  EXPECT_TRUE(wn.lookup(Pos::Noun, "a"));
  EXPECT_FALSE(wn.lookup(Pos::Noun, "!"));  // before the first lemma
  EXPECT_FALSE(wn.lookup(Pos::Adv, "zzzz"));
  EXPECT_FALSE(wn.synset(Pos::Noun, 12345));  // not a line's start
}

TEST(WordNet, CountsHowOftenAWordIsUsedInOneSense) {
  CWG_NEED(have_wordnet()) << "no WordNet (wordnet-base)";
  const WordNet& wn = WordNet::shared();
  const auto die = wn.lookup(Pos::Verb, "die");
  ASSERT_TRUE(die);
  const auto s = wn.synset(Pos::Verb, die->offsets[0]);  // die, decease, perish ... croak
  ASSERT_TRUE(s);
  std::size_t croak = s->words.size();
  for (std::size_t i = 0; i < s->words.size(); ++i)
    if (s->words[i] == "croak") croak = i;
  ASSERT_LT(croak, s->words.size());
  EXPECT_EQ(wn.uses(*s, 0), 141);  // "die" in this sense, in the tagged texts
  EXPECT_EQ(wn.uses(*s, croak), 1);
}

TEST(WordNet, AnIrregularFormsLemmasFromTheExceptionLists) {
  CWG_NEED(have_wordnet()) << "no WordNet (wordnet-base)";
  const WordNet& wn = WordNet::shared();
  EXPECT_EQ(wn.bases(Pos::Verb, "told"), std::vector<std::string>{"tell"});
  EXPECT_EQ(wn.bases(Pos::Noun, "KNIVES"), std::vector<std::string>{"knife"});
  EXPECT_TRUE(wn.bases(Pos::Verb, "walked").empty()) << "a regular form";
  EXPECT_TRUE(wn.bases(Pos::Noun, "zzz").empty());
}

TEST(WordNet, AMissingFileIsNamed) {
  try {
    WordNet wn("/nonexistent-wordnet");
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("wordnet-base"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace cwg::wordnet
