// Sources read for named answers only (clues/needed.hpp, what `cwg clue` does): the quick
// test never turns away a term that spells a needed word, and a thesaurus or dictionary read
// for a sample of the challenge list gives each of its words exactly the clues the full
// index gives.
#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "clues/dictionary.hpp"
#include "clues/needed.hpp"
#include "clues/thesaurus.hpp"
#include "core/letters.hpp"
#include "tests/need.hpp"

namespace cwg::clues {
namespace {

namespace fs = std::filesystem;

TEST(ClueNeeded, TheQuickTestLetsThroughEveryTermThatSpellsANeededWord) {
  const Needed needed({"HAEUSER", "CAFE", "STRASSE", "AAL", "OE", "GROSSE"});
  // UTF-8, Latin-1 (ä is one byte there), NFD umlauts, an accent the dictionaries drop,
  // capital sharp s, trimmed ends.
  for (const char* raw :
       {"Häuser", "HAEUSER", "haeuser", "H\xe4user", "Ha\xcc\x88user", "café", "Straße",
        "STRA\xe1\xba\x9e"
        "E",
        "Aal", " aal\r", "\xc3\xb6", "Große"})
    EXPECT_TRUE(needed.may_spell(raw)) << raw;
  // Wrong letters or lengths, ASCII that is no letter; with umlauts: another first or last
  // letter (Bäume, Hütte), too few bytes for HAEUSER (Häu), too many for any (Häääääuser).
  for (const char* raw : {"", "Haus", "Aale", "Baal", "Al", "Café-Bar", "Aal.", "a-l", "1AL",
                          "Bäume", "Hütte", "Häu", "Hääääääääääääuser"})
    EXPECT_FALSE(needed.may_spell(raw)) << raw;
  EXPECT_TRUE(needed.has("AAL"));
  EXPECT_FALSE(needed.has("AALE"));
  EXPECT_TRUE(Needed().all() && Needed().may_spell("Baal") && Needed().has("BAAL"));
}

/// The longest runs of ASCII letters and bytes from 0x80 in `text`, byte by byte.
std::vector<std::pair<std::size_t, std::size_t>> runs_of(std::string_view text) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  const auto letter = [](char c) {
    return static_cast<unsigned char>(c) >= 0x80 || std::isalpha(static_cast<unsigned char>(c));
  };
  for (std::size_t i = 0; i < text.size();) {
    if (!letter(text[i])) {
      ++i;
      continue;
    }
    const std::size_t start = i;
    while (i < text.size() && letter(text[i])) ++i;
    out.emplace_back(start, i - start);
  }
  return out;
}

TEST(ClueNeeded, RunsThatMaySpellAreTheRunsMaySpellLetsThrough) {
  // Random bytes of every kind, runs across the 64-byte blocks the scan reads at once, texts
  // of every length around them; all() lets every run through.
  const Needed needed({"HAEUSER", "AAL", "OE", "IT", "ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGH"});
  std::uint64_t state = 7;
  const auto next = [&] {
    return (state = state * 6364136223846793005ull + 1442695040888963407ull) >> 33;
  };
  const std::string alphabet = "aAlLeEoOiItT hHsSuUrR|;:.-(\n\t\xc3\xa4\xe4\xb6";
  for (int trial = 0; trial < 300; ++trial) {
    std::string text;
    const std::size_t size = next() % 300;
    for (std::size_t i = 0; i < size; ++i)
      text += trial % 3 == 0 ? static_cast<char>(next()) : alphabet[next() % alphabet.size()];
    if (trial % 5 == 0)
      text += "Häuser aal OE it " + std::string(70, 'a') + "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefgh";
    std::vector<std::pair<std::size_t, std::size_t>> all, some;
    for (const auto& run : runs_of(text)) {
      all.push_back(run);
      if (needed.may_spell(std::string_view(text).substr(run.first, run.second)))
        some.push_back(run);
    }
    const auto pairs = [](const std::vector<Needed::Run>& runs) {
      std::vector<std::pair<std::size_t, std::size_t>> out;
      for (const Needed::Run& r : runs) out.emplace_back(r.offset, r.size);
      return out;
    };
    EXPECT_EQ(pairs(Needed().runs_that_may_spell(text)), all) << trial;
    EXPECT_EQ(pairs(needed.runs_that_may_spell(text)), some) << trial;
  }
}

/// Every `step`-th line of `path` that is a word in A-Z after normalizing, and `extra`.
std::vector<std::string> sample(const fs::path& path, std::size_t step,
                                std::vector<std::string> extra) {
  std::ifstream in(path);
  std::size_t n = 0;
  for (std::string line; std::getline(in, line);)
    if (n++ % step == 0)
      if (auto w = normalize_word(line)) extra.push_back(*w);
  return extra;
}

bool same(const std::vector<Candidate>& a, const std::vector<Candidate>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i].text != b[i].text || a[i].source != b[i].source || a[i].rank != b[i].rank)
      return false;
  return true;
}

const fs::path kWords = fs::path(CWG_SHARED_DIR) / "challenge" / "useful" / "wordlist.txt";

TEST(ClueNeeded, AThesaurusReadForSomeAnswersGivesThemTheCluesOfTheFullIndex) {
  const fs::path german = default_thesaurus(Lang::De);
  CWG_NEED(fs::exists(german) && fs::exists(kWords)) << "no mythes-de or " << kWords;
  // Headwords, inflected forms, words only in others' meanings (HAFEN, TUER), none at all.
  const auto answers = sample(kWords, 37,
                              {"HAUS", "HAEUSER", "AALE", "EICHEN", "HAFEN", "TUER", "BLEI",
                               "DUMMKOPF", "XQZV", "GEBAEUDE"});
  const Thesaurus full(german, Lang::De);
  const Thesaurus some(german, Lang::De, Needed(answers));
  EXPECT_LT(some.headwords(), full.headwords() / 10);
  std::size_t clued = 0;
  for (const std::string& a : answers) {
    const auto want = full.candidates(a);
    EXPECT_TRUE(same(some.candidates(a), want)) << a;
    clued += !want.empty();
  }
  EXPECT_GT(clued, answers.size() / 3) << "a sample the thesaurus knows";
}

TEST(ClueNeeded, AnEnglishThesaurusToo) {
  const fs::path english = default_thesaurus(Lang::En);
  const fs::path words = "/usr/share/dict/american-english";
  CWG_NEED(fs::exists(english) && fs::exists(words)) << "no mythes-en-us or " << words;
  const auto answers = sample(words, 97, {"GOES", "SETTLEMENTS", "CITIES", "GRABBED", "STOPPED"});
  const Thesaurus full(english, Lang::En);
  const Thesaurus some(english, Lang::En, Needed(answers));
  for (const std::string& a : answers)
    EXPECT_TRUE(same(some.candidates(a), full.candidates(a))) << a;
}

TEST(ClueNeeded, DictionariesReadForSomeAnswersGiveThemTheCluesOfTheFullIndex) {
  const std::vector<fs::path> files = default_dictionaries();
  CWG_NEED(files.size() == 10 && fs::exists(kWords))
      << "no trans-de-en, wamerican-small, dict-freedict-{fra,ita,spa,lat,swe}-deu, "
         "dict-freedict-deu-{fra,ita,spa} or "
      << kWords;
  // Foreign words, German ones Ding has, offensive ones, words of neither; English verbs
  // ("to go"), short words that stand in many phrases.
  const auto answers =
      sample(kWords, 37, {"YEAR",  "BOOK", "MER",      "CHAT", "RIEN",  "CON",  "RAT",
                          "HOUSE", "PIKO", "SHITFACE", "CAFE", "STATE", "XQZV", "GO",
                          "EAT",   "GIVE", "AN",       "DER",  "ES",    "TO",   "IN"});
  const Dictionary full(files);
  const Dictionary some(files, Needed(answers));
  std::size_t found = 0;
  for (const std::string& a : answers) {
    EXPECT_EQ(some.german(a), full.german(a)) << a;
    for (const bool foreign : {false, true}) {
      const auto want = full.candidates(a, foreign);
      EXPECT_TRUE(same(some.candidates(a, foreign), want)) << a << " " << foreign;
      found += !want.empty();
    }
  }
  EXPECT_GT(found, answers.size() / 4) << "a sample the dictionaries know";
}

}  // namespace
}  // namespace cwg::clues
