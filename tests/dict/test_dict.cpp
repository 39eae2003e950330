// Tests of core/'s letters, word lists and word index: normalization, word-list parsing, and
// the pattern index against brute-force oracles on seeded random word lists (a failure names
// the seed).
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <string>
#include <unordered_set>
#include <vector>

#include "core/input_error.hpp"
#include "core/letters.hpp"
#include "core/rng.hpp"
#include "dict/bitset.hpp"
#include "dict/dictionary.hpp"
#include "dict/wordlist.hpp"
#include "tests/need.hpp"

namespace cwg {
namespace {

const std::filesystem::path kChallengeList =
    std::filesystem::path(CWG_SHARED_DIR) / "challenge" / "useful" / "wordlist.txt";

/// The message of the InputError that f throws ("" and a failure when it throws none).
template <class F>
std::string input_error_of(F&& f) {
  try {
    f();
  } catch (const InputError& e) {
    return e.what();
  }
  ADD_FAILURE() << "expected an InputError";
  return "";
}

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

std::vector<Letter> codes(std::string_view text) {
  std::vector<Letter> out;
  for (char c : text) out.push_back(letter_code(c));
  return out;
}

std::string spell(std::span<const Letter> word) {
  std::string out;
  for (Letter l : word) out += letter_char(l);
  return out;
}

// ---------------------------------------------------------------------------------------
// normalize_word

TEST(Normalize, LettersAndCase) {
  EXPECT_EQ(normalize_word("haus"), "HAUS");
  EXPECT_EQ(normalize_word("Haus"), "HAUS");
  EXPECT_EQ(normalize_word("HAUS"), "HAUS");
  EXPECT_EQ(normalize_word("a"), "A");
}

TEST(Normalize, UmlautsInUtf8) {
  EXPECT_EQ(normalize_word("Gr\xC3\xB6\xC3\x9F"
                           "e"),
            "GROESSE");                                             // Größe
  EXPECT_EQ(normalize_word("\xC3\x84rger"), "AERGER");              // Ärger
  EXPECT_EQ(normalize_word("\xC3\xA4\xC3\xB6\xC3\xBC"), "AEOEUE");  // äöü
  EXPECT_EQ(normalize_word("\xC3\x84\xC3\x96\xC3\x9C"), "AEOEUE");  // ÄÖÜ
  EXPECT_EQ(normalize_word("Stra\xC3\x9F"
                           "e"),
            "STRASSE");                                   // Straße
  EXPECT_EQ(normalize_word("GRO\xE1\xBA\x9E"), "GROSS");  // GROẞ (U+1E9E)
}

TEST(Normalize, UmlautsInLatin1) {
  EXPECT_EQ(normalize_word("Gr\xF6\xDF"
                           "e"),
            "GROESSE");
  EXPECT_EQ(normalize_word("\xC4rger"), "AERGER");
  EXPECT_EQ(normalize_word("\xE4\xF6\xFC\xC4\xD6\xDC\xDF"), "AEOEUEAEOEUESS");
  EXPECT_EQ(normalize_word("\xFC"), "UE");
  EXPECT_EQ(normalize_word("M\xFC"
                           "ll\r"),
            "MUELL");
}

TEST(Normalize, DecidesTheEncodingPerLine) {
  // C3 A4 is valid UTF-8 (ä), so it is not read as Latin-1 "Ã¤".
  EXPECT_EQ(normalize_word("\xC3\xA4"), "AE");
  // A lone C3 is not UTF-8; as Latin-1 it is Ã, which is no German letter.
  EXPECT_EQ(normalize_word("\xC3"), std::nullopt);
  // Overlong and surrogate encodings are not UTF-8 either: as Latin-1 they hold non-letters.
  EXPECT_EQ(normalize_word("\xC0\xB1"), std::nullopt);
  EXPECT_EQ(normalize_word("\xED\xA0\x80"), std::nullopt);
  // Decomposed umlaut (u + U+0308) as some tools write it.
  EXPECT_EQ(normalize_word("u\xCC\x88"
                           "ber"),
            "UEBER");
  EXPECT_EQ(normalize_word("e\xCC\x88"), std::nullopt);
  EXPECT_EQ(normalize_word("\xCC\x88"), std::nullopt);
}

TEST(Normalize, TrimsSpacesTabsAndCarriageReturn) {
  EXPECT_EQ(normalize_word("Wort\r"), "WORT");
  EXPECT_EQ(normalize_word("  Wort \t"), "WORT");
  EXPECT_EQ(normalize_word("\tWort\r"), "WORT");
}

TEST(Normalize, RejectsOtherCharacters) {
  for (const char* raw : {"", " ", "\t\r", "abc1", "1", "E-Mail", "o'clock", "zwei Worte",
                          "Caf\xC3\xA9",  // café in UTF-8
                          "Caf\xE9",      // café in Latin-1
                          "\xC3\xA7", "na\xC3\xAFv", "A.B", "x\x01", "\xEF\xBB\xBFWort"}) {
    EXPECT_EQ(normalize_word(raw), std::nullopt) << "raw: " << raw;
  }
}

// ---------------------------------------------------------------------------------------
// parse_wordlist / load_wordlist

TEST(WordList, CountsLinesSkippedAndDuplicates) {
  const std::string text =
      "Haus\n"
      "\n"
      "haus\r\n"
      "Maus\n"
      "  \t \r\n"
      "E-Mail\n"
      "Ma\xC3\x9F"
      "e\n"  // Maße
      "MASSE\n"
      "Baum1\n"
      "HAUS";  // no final newline
  const WordList list = parse_wordlist(text, "test.txt");
  EXPECT_EQ(list.source, "test.txt");
  EXPECT_EQ(list.words, (std::vector<std::string>{"HAUS", "MAUS", "MASSE"}));
  EXPECT_EQ(list.lines, 8u);
  EXPECT_EQ(list.skipped, 2u);
  EXPECT_EQ(list.duplicates, 3u);
}

TEST(WordList, StripsByteOrderMark) {
  const WordList list = parse_wordlist("\xEF\xBB\xBFWort\nAndere\n", "bom.txt");
  EXPECT_EQ(list.words, (std::vector<std::string>{"WORT", "ANDERE"}));
  EXPECT_EQ(list.skipped, 0u);
}

TEST(WordList, KeepsFirstSeenOrder) {
  const WordList list = parse_wordlist("zebra\naffe\nZEBRA\nmaus\n", "order.txt");
  EXPECT_EQ(list.words, (std::vector<std::string>{"ZEBRA", "AFFE", "MAUS"}));
}

TEST(WordList, EmptyListThrowsNamingTheFile) {
  const std::string msg = input_error_of([] { parse_wordlist("", "leer.txt"); });
  EXPECT_TRUE(has(msg, "leer.txt")) << msg;
  EXPECT_TRUE(has(msg, "no usable word")) << msg;
  const std::string blank = input_error_of([] { parse_wordlist("\n \r\n\n", "blank.txt"); });
  EXPECT_TRUE(has(blank, "blank.txt: no usable word (0 lines, 0 skipped)")) << blank;
}

TEST(WordList, AllSkippedThrowsNamingTheFile) {
  const std::string msg = input_error_of([] { parse_wordlist("123\nE-Mail\n", "bad.txt"); });
  EXPECT_EQ(
      msg.rfind("bad.txt: no usable word (2 lines, 2 skipped): the first skipped, line 1 '123',",
                0),
      0u)
      << msg;
}

TEST(WordList, BinaryThrows) {
  const std::string text("Wort\nAB\0CD\n", 11);
  const std::string msg = input_error_of([&] { parse_wordlist(text, "bin.dat"); });
  EXPECT_TRUE(has(msg, "bin.dat:2")) << msg;
  EXPECT_TRUE(has(msg, "binary")) << msg;
}

TEST(WordList, LoadsFileAndReportsMissingOrFolder) {
  const auto dir = std::filesystem::path(::testing::TempDir()) / "cwg_test_dict";
  std::filesystem::create_directories(dir);
  const auto file = dir / "latin1.txt";
  {
    std::ofstream out(file, std::ios::binary);
    out << "K\xE4se\r\nSo\xDF"
           "e\r\n\r\nk\xE4se\r\n";
  }
  const WordList list = load_wordlist(file);
  EXPECT_EQ(list.words, (std::vector<std::string>{"KAESE", "SOSSE"}));
  EXPECT_EQ(list.lines, 3u);
  EXPECT_EQ(list.duplicates, 1u);
  EXPECT_EQ(list.source, file.string());

  const auto missing = dir / "missing.txt";
  const std::string msg = input_error_of([&] { load_wordlist(missing); });
  EXPECT_TRUE(has(msg, missing.string())) << msg;
  const std::string folder = input_error_of([&] { load_wordlist(dir); });
  EXPECT_TRUE(has(folder, dir.string())) << folder;
  std::filesystem::remove_all(dir);
}

TEST(WordList, ChallengeList) {
  CWG_NEED(std::filesystem::exists(kChallengeList)) << "no " << kChallengeList;
  const WordList list = load_wordlist(kChallengeList);
  EXPECT_EQ(list.words.size(), 43417u);
  EXPECT_EQ(list.duplicates, 43u);
  EXPECT_EQ(list.skipped, 0u);
  EXPECT_EQ(list.lines, 43460u);

  const Dictionary dict(list);
  EXPECT_EQ(dict.size(), 43417u);
  EXPECT_EQ(dict.max_length(), 15);
  EXPECT_EQ(dict.count(1), 0);
  std::size_t sum = 0;
  for (int n = 2; n <= 15; ++n) {
    EXPECT_GT(dict.count(n), 0) << n;
    sum += static_cast<std::size_t>(dict.count(n));
  }
  EXPECT_EQ(sum, 43417u);
  for (const std::string& w : list.words) {
    ASSERT_TRUE(dict.contains(w)) << w;
  }
}

TEST(WordList, DebianGermanList) {
  const std::filesystem::path ngerman = "/usr/share/dict/ngerman";  // Debian package wngerman
  CWG_NEED(std::filesystem::exists(ngerman)) << "no " << ngerman;
  const WordList list = load_wordlist(ngerman);
  EXPECT_GT(list.words.size(), 300000u);
  EXPECT_LT(list.skipped, list.lines / 100);  // a few loan words with accents (Café)
  const Dictionary dict(list);
  EXPECT_EQ(dict.size(), list.words.size());
  for (const char* word : {"STRASSE", "GROESSE", "AEPFEL", "UEBER", "HAUS"})
    EXPECT_TRUE(dict.contains(word)) << word;
  EXPECT_FALSE(dict.contains("CAFE"));
}

// ---------------------------------------------------------------------------------------
// Bitset helpers

TEST(Bitset, Popcount) {
  Rng rng(5);
  for (int t = 0; t < 10000; ++t) {
    const std::uint64_t x = rng.next() & rng.next();
    ASSERT_EQ(popcount64(x), std::popcount(x)) << x;
    ASSERT_EQ(popcount32(static_cast<std::uint32_t>(x)),
              std::popcount(static_cast<std::uint32_t>(x)));
  }
  EXPECT_EQ(popcount64(~0ull), 64);
  EXPECT_EQ(popcount32(~0u), 32);
  EXPECT_EQ(popcount64(0), 0);
}

// ---------------------------------------------------------------------------------------
// Dictionary against brute force

/// A random word list over a few frequent letters and rare others, so random patterns and
/// prefixes hit often; lengths 1..max_len.
std::string random_wordlist_text(Rng& rng, int words, int max_len) {
  const std::string frequent = "ENRSA";
  std::string text;
  for (int w = 0; w < words; ++w) {
    const int len = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(max_len)));
    for (int i = 0; i < len; ++i) {
      if (rng.below(8) == 0)
        text += static_cast<char>('a' + rng.below(26));
      else
        text += frequent[rng.below(static_cast<std::uint32_t>(frequent.size()))];
    }
    text += '\n';
  }
  return text;
}

Bitset brute_match(const Dictionary& dict, const std::vector<int>& pattern) {
  const int n = static_cast<int>(pattern.size());
  Bitset out(dict.count(n));
  for (int i = 0; i < dict.count(n); ++i) {
    const auto w = dict.word(n, i);
    bool ok = true;
    for (int p = 0; p < n && ok; ++p) ok = pattern[p] == -1 || pattern[p] == w[p];
    if (ok) out.set(i);
  }
  return out;
}

void check_index(const Dictionary& dict, Rng& rng, int patterns) {
  const int max_len = dict.max_length();
  for (int t = 0; t < patterns; ++t) {
    const int n = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(max_len + 1)));
    std::vector<int> pattern(static_cast<std::size_t>(n), -1);
    // Half the patterns come from a word of that length, so they match at least once.
    const bool from_word = dict.count(n) > 0 && rng.below(2) == 0;
    const int source =
        from_word ? static_cast<int>(rng.below(static_cast<std::uint32_t>(dict.count(n)))) : -1;
    const std::uint32_t fixed_permille = rng.below(1000);
    for (int p = 0; p < n; ++p) {
      if (rng.below(1000) >= fixed_permille) continue;
      pattern[static_cast<std::size_t>(p)] = from_word
                                                 ? dict.word(n, source)[static_cast<std::size_t>(p)]
                                                 : static_cast<int>(rng.below(kAlphabet));
    }
    const Bitset expected = brute_match(dict, pattern);
    ASSERT_EQ(dict.match(pattern), expected) << "pattern " << t << " of length " << n;
    Bitset reused(3, true);
    dict.match(pattern, reused);
    ASSERT_EQ(reused, expected) << "pattern " << t;
    if (from_word) {
      ASSERT_TRUE(expected.test(source)) << "pattern " << t;
    }
  }
}

TEST(Dictionary, MatchEqualsLinearScan) {
  for (std::uint64_t seed : {1u, 2u, 3u, 4u}) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    Rng rng(seed);
    const Dictionary dict(parse_wordlist(random_wordlist_text(rng, 3000, 9), "random"));
    check_index(dict, rng, 3000);
  }
}

TEST(Dictionary, MatchEqualsLinearScanOnChallengeList) {
  CWG_NEED(std::filesystem::exists(kChallengeList)) << "no " << kChallengeList;
  const Dictionary dict(load_wordlist(kChallengeList));
  const std::uint64_t seed = 20240611;
  SCOPED_TRACE("seed " + std::to_string(seed));
  Rng rng(seed);
  check_index(dict, rng, 400);
}

TEST(Dictionary, MatchEdgeCases) {
  const Dictionary dict(parse_wordlist("ab\nac\nbc\nabc\n", "small"));
  EXPECT_EQ(dict.max_length(), 3);
  EXPECT_EQ(dict.match(std::vector<int>{}).size(), 0);
  EXPECT_EQ(dict.match(std::vector<int>{-1, -1, -1, -1}).size(), 0);
  EXPECT_EQ(dict.match(std::vector<int>{-1, -1}), dict.all(2));
  EXPECT_EQ(dict.match(std::vector<int>{0, -1}).count(), 2);
  EXPECT_EQ(dict.match(std::vector<int>{0, 26}), Bitset(3));
  EXPECT_EQ(dict.match(std::vector<int>{-2, -1}), Bitset(3));
  EXPECT_EQ(dict.all(0).size(), 0);
  EXPECT_EQ(dict.all(9).size(), 0);
  EXPECT_EQ(dict.count(0), 0);
  EXPECT_EQ(dict.count(4), 0);
  EXPECT_EQ(dict.count(1), 0);
  EXPECT_EQ(dict.all(1).size(), 0);
  EXPECT_EQ(dict.with(2, 1, letter_code('C')).count(), 2);

  const Dictionary empty;
  EXPECT_EQ(empty.max_length(), 0);
  EXPECT_EQ(empty.size(), 0u);
  EXPECT_FALSE(empty.contains("A"));
}

TEST(Dictionary, RejectsUnnormalizedWords) {
  WordList list;
  list.words = {"GUT", "gut"};
  EXPECT_THROW(Dictionary{list}, std::invalid_argument);
}

TEST(Dictionary, FindContainsAndText) {
  for (std::uint64_t seed : {7u, 8u}) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    Rng rng(seed);
    const WordList list = parse_wordlist(random_wordlist_text(rng, 2000, 8), "random");
    const Dictionary dict(list);
    const std::set<std::string> words(list.words.begin(), list.words.end());
    EXPECT_EQ(dict.size(), words.size());
    for (int n = 1; n <= dict.max_length(); ++n) {
      for (int i = 0; i < dict.count(n); ++i) {
        const std::string text = dict.text(n, i);
        ASSERT_EQ(spell(dict.word(n, i)), text);
        ASSERT_TRUE(words.count(text)) << text;
        ASSERT_EQ(dict.find(dict.word(n, i)), i) << text;
        if (i > 0) {
          ASSERT_LT(dict.text(n, i - 1), text);  // sorted within a length
        }
      }
    }
    for (int t = 0; t < 5000; ++t) {
      std::string probe;
      const int len = static_cast<int>(rng.below(10));
      for (int i = 0; i < len; ++i) probe += "ENRSAX"[rng.below(6)];
      const bool expected = words.count(probe) > 0;
      ASSERT_EQ(dict.contains(probe), expected) << probe;
      const int index = dict.find(codes(probe));
      ASSERT_EQ(index >= 0, expected) << probe;
      if (expected) {
        ASSERT_EQ(dict.text(len, index), probe);
      }
    }
    EXPECT_FALSE(dict.contains(""));
    EXPECT_FALSE(dict.contains(std::string(200, 'E')));
    if (!list.words.empty()) {
      std::string lower = list.words.front();
      for (char& c : lower) c = static_cast<char>(c - 'A' + 'a');
      EXPECT_FALSE(dict.contains(lower));
    }
  }
}

}  // namespace
}  // namespace cwg
