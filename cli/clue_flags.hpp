#pragma once
/// The flags that bring clues into a command (issue 17): --clues FILE (repeatable),
/// --lang de|en, --thesaurus FILE.idx|none, and for solve and fill --clue and --clued-only.
/// The sources are read before any solving, so a bad list or a missing thesaurus ends the
/// run at once (exit 2).
#include <boost/program_options/options_description.hpp>
#include <boost/program_options/variables_map.hpp>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>

#include "clues/clue_lists.hpp"
#include "clues/fill_words.hpp"
#include "clues/sheet.hpp"
#include "clues/thesaurus.hpp"

namespace cwg::cli {

/// Adds --clues, --lang and --thesaurus; with `switches` also --clue and --clued-only.
void add_clue_flags(boost::program_options::options_description& desc, bool switches);

/// The clue lists and the thesaurus named by the flags.
struct ClueData {
  clues::ClueLists lists;
  std::unique_ptr<clues::Thesaurus> thesaurus;
  clues::ClueSource source() const { return {&lists, thesaurus.get()}; }
  /// MyThes reads its data file through one FILE*: one grid is clued at a time.
  mutable std::mutex busy;
};

/// Whether the flags ask for clues (--clue or --clued-only).
bool wants_clues(const boost::program_options::variables_map& vm);

/// Reads the sources the flags name; `lang` is --lang's value when not given. Throws
/// InputError naming the clue list (and line) or thesaurus file that cannot be read, and an
/// unknown --lang.
std::unique_ptr<ClueData> load_clue_data(const boost::program_options::variables_map& vm,
                                         clues::Lang lang);

/// --clued-only keeps words of this length or longer only when their clue is sure: not one
/// clue shared as the only one with other words (clues::surely_clued_words).
constexpr std::size_t kSurelyCluedFrom = 5;

/// --clued-only keeps only the words of `list` that can be clued in `field` (and from
/// kSurelyCluedFrom letters on, surely); --clue
/// prefers them by `bonus` score points. With `designs` (cwg solve, which designs its
/// layouts) returns false, having said why on stderr, when --clued-only leaves too few words
/// for any grid: none of some length from 3 to 5 letters. (cwg fill's engine names the slot
/// that has no word itself.)
bool clued_fill_list(const boost::program_options::variables_map& vm, const ClueData& data,
                     clues::Field field, int bonus, bool designs, WordList& list);

/// The first clue of each word in `lists` (what --clues gave before --clue chose among them).
puzzle::ClueMap first_clues(const clues::ClueLists& lists);

/// Where the clue sheet of an output goes: NAME.cwg -> NAME.clues.tsv, OUT.txt ->
/// OUT.clues.tsv.
std::filesystem::path sheet_path(const std::filesystem::path& output);

/// Clues `p` and writes its sheet beside `output` (sheet_path); returns the sheet.
clues::ClueSheet write_clue_sheet(const ClueData& data, const puzzle::Puzzle& p,
                                  const std::filesystem::path& output, std::uint64_t seed);

/// "no clue for N words: A B C" (empty when every word has one), for a warning line.
std::string unclued_note(const clues::ClueSheet& sheet);

}  // namespace cwg::cli
