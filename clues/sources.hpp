#pragma once
/// The clue sources of a run (the maker's lists and a thesaurus) and what a run does with
/// them: the fill's word list fitted to them, a sheet written beside each output.
#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "clues/clue_lists.hpp"
#include "clues/fill_words.hpp"
#include "clues/sheet.hpp"
#include "clues/thesaurus.hpp"
#include "dict/wordlist.hpp"

namespace cwg::clues {

/// The clue lists and the thesaurus a run reads.
struct ClueData {
  ClueLists lists;
  std::unique_ptr<Thesaurus> thesaurus;
  std::unique_ptr<Dictionary> dictionary;
  std::unique_ptr<Categories> categories;  ///< German only
  ClueSource source() const {
    return {&lists, thesaurus.get(), dictionary.get(), categories.get()};
  }
  /// One grid is clued at a time: each grid's clueing already takes two cores (choose.cpp),
  /// and the sources' own locks (MyThes's lookup, Speller, the memos) keep it safe.
  mutable std::mutex busy;
};

/// Reads the clue lists `files`, the thesaurus `thesaurus` ("" the default of `lang`,
/// "none" no thesaurus), for German the CLDR categories (categories_de.hpp) and the dictionaries
/// `dictionaries` (empty: for German the installed default_dictionaries(), for English none;
/// {"none"}: none), the last two for `answers` only when named (cwg clue: the grid's words). Throws
/// InputError naming the list (and line), thesaurus, dictionary or CLDR file that cannot be read.
std::unique_ptr<ClueData> load_clue_data(const std::vector<std::string>& files,
                                         const std::string& thesaurus, Lang lang,
                                         const std::vector<std::string>& dictionaries = {},
                                         const Needed& answers = {});

/// --clued-only keeps words of this length or longer only when their clue is sure: not one
/// clue shared as the only one with other words (surely_clued_words).
constexpr std::size_t kSurelyCluedFrom = 5;

/// An American fill's first try keeps a word whose clue is not confident only in a length with
/// fewer confident words than this (drop_unconfident).
constexpr std::size_t kConfidentEnough = 200;

/// An American fill's first try drops the unconfident words from this length on: the bench
/// grids' unconfident clues were mostly of 3 and 4 letters (clues-en9: 64 of 82, held out).
constexpr std::size_t kConfidentFirstFrom = 3;

/// The German --clued-only fill takes a word of this length or longer only when its clue is
/// not unsure (confidence.hpp: kUnsure). From 3 letters (clues-de11): the short words'
/// unsure clues were 4 % of a solve's clues (seed 19, 90 of 2,213) and the judged ones of
/// 3 and 4 letters under kUnsure 8 % good, 53 % wrong (367 rows); 8 % of the list's 3- and
/// 4-letter words go.
constexpr std::size_t kSureFrom = 3;

/// The German --clued-only fill takes a word of this length or longer only with a confident
/// clue (confidence.hpp: kConfident): such words are many. From 6 letters (clues-de11: 2,125
/// of 2,842 words of 6 letters would stay) two of the three 40x40s found no fill in a seed-19
/// solve under load, from 5 letters one (seed 17).
constexpr std::size_t kConfidentFrom = 7;

/// With `only` (--clued-only) keeps only the words of `list` that can be clued in `field`
/// (and from kSurelyCluedFrom letters on, surely); else (--clue) prefers them by `bonus`
/// score points. With `designs` (cwg solve, which designs its layouts) returns why, and
/// leaves `list` as it was, when too few words stay for any grid: none of some length from
/// 3 to 5 letters. (cwg fill's engine names the slot that has no word itself.) Empty: done.
/// The American --clued-only fill prefers the words whose clue is confident
/// (confidence_en.hpp); with `first_try` it also gets the list a first try takes: without the
/// words of kConfidentFirstFrom letters or more whose clue is not (drop_unconfident).
/// With `only` and `keys`, also the ClueKeys of the words it keeps, from the same pass over
/// their clues.
std::string fit_fill_list(const ClueData& data, Field field, int bonus, bool only, bool designs,
                          WordList& list, WordList* first_try = nullptr, ClueKeys* keys = nullptr);

/// Whether an American fill's `word` would get a weak clue (clues-en13): none of its ranked
/// printable clues in `field` is of the middle band or better (en::kMiddle). fit_fill_list
/// judges the whole list by rough ranks (cheaper), which lets some such words through.
bool weak_clue_en(const ClueData& data, Field field, const std::string& word);

/// The first clue of each word in `lists` (what --clues gave before --clue chose among them).
puzzle::ClueMap first_clues(const ClueLists& lists);

/// Where the clue sheet of an output goes: NAME.cwg -> NAME.clues.tsv, OUT.txt ->
/// OUT.clues.tsv.
std::filesystem::path sheet_path(const std::filesystem::path& output);

/// Clues `p` and writes its sheet beside `output` (sheet_path); returns the sheet.
ClueSheet write_clue_sheet(const ClueData& data, const puzzle::Puzzle& p,
                           const std::filesystem::path& output, std::uint64_t seed);

/// "no clue for N words: A B C" (empty when every word has one), for a warning line.
std::string unclued_note(const ClueSheet& sheet);

}  // namespace cwg::clues
