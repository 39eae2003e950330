#pragma once
/// Choosing the clues of one puzzle as a Schwedenrätsel maker would: the maker's own clue
/// first, else a synonym or generic term of the word's likeliest sense; never one that
/// leaks the answer (leak.hpp), never one too long for its question field as render draws
/// it (at 6 pt or more at 10 mm a field, half a field when the field holds two questions),
/// never the same clue twice in a puzzle. The same seed gives the same clues.
#include <cstdint>
#include <string>
#include <vector>

#include "clues/categories_de.hpp"
#include "clues/clue_lists.hpp"
#include "clues/dictionary.hpp"
#include "clues/thesaurus.hpp"

namespace cwg::clues {

/// Where a clue is printed, which bounds its length.
enum class Field : std::uint8_t {
  Whole,     ///< an arrowword question field with one question
  Half,      ///< an arrowword question field with two
  American,  ///< a clue list beside an American grid: up to kAmericanMax bytes
};

/// The longest clue beside an American grid.
constexpr std::size_t kAmericanMax = 60;

/// The clue lists, the thesaurus and the dictionaries (any may be absent).
struct ClueSource {
  const ClueLists* lists = nullptr;
  const Thesaurus* thesaurus = nullptr;
  const Dictionary* dictionary = nullptr;
  const Categories* categories = nullptr;
  /// The list clues of `answer`, then qualified categories (categories_de.hpp, the
  /// dictionary's places), then the thesaurus's (tried when no list clue can be printed),
  /// then the dictionaries' (a translation only for a word none of them has). Not `ranked`:
  /// the same clues, their English ranks left rough (whether a word can be clued at all).
  std::vector<Candidate> candidates(const std::string& answer, bool ranked = true) const;
};

/// Whether `clue` may be printed for `answer` in `field`: it leaks nothing and fits.
bool printable(const std::string& answer, const std::string& clue, Field field);

/// A clue's spelling as the no-repeat rule compares clues ("Bau" and "bau" clash; "3. Fall
/// von er" and "4. Fall von er" do not).
std::string repeat_key(const std::string& text);

/// Whether some clue of `source` may be printed for `answer` in `field`.
bool clueable(const std::string& answer, const ClueSource& source, Field field);

struct Wanted {
  std::string answer;  ///< A-Z
  Field field = Field::Whole;
};

struct Chosen {
  std::string text;    ///< empty: no clue could be given
  std::string source;  ///< "list:FILE:LINE", "thesaurus", "dictionary:en" ...
};

/// A clue per wanted word, in the same order. Words with the fewest printable clues choose
/// first; among a word's best-ranked unused clues `seed` picks.
std::vector<Chosen> choose_clues(const std::vector<Wanted>& words, const ClueSource& source,
                                 std::uint64_t seed);

}  // namespace cwg::clues
