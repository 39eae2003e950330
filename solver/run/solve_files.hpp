#pragma once
/// What a `cwg solve` run reads and writes around the solving: its inputs read and checked
/// before any work, the theme words written into its grids, each grid's files under --out,
/// the submission zip.
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

#include "clues/sources.hpp"
#include "dict/word_control.hpp"
#include "dict/wordlist.hpp"
#include "grid/grid.hpp"
#include "scoring/word_scores.hpp"
#include "solver/run/results.hpp"
#include "solver/run/solve_rows.hpp"
#include "solver/solver.hpp"
#include "solver/theme.hpp"

namespace cwg::arrowword::run {

/// The challenge's test cases: test_cases/ in the working folder, else in the folder above
/// the cwg program (core checkout_file). The inputs of solve and bench when none are given,
/// and the names the submission zip takes.
std::filesystem::path cases_folder();

/// The inputs given, else the one folder cases_folder(), so that bench reads what solve
/// reads wherever it is started.
std::vector<std::string> inputs_or_cases(const std::vector<std::string>& given);

/// Files stay as given (a missing or unreadable one is reported when it is read); a folder
/// becomes its *.cwg files sorted by name. Throws one InputError naming every folder that
/// cannot be read or holds no .cwg file.
std::vector<std::filesystem::path> expand_cwg_inputs(const std::vector<std::string>& args);

/// One message per name two inputs share: their outputs in one folder would collide.
std::vector<std::string> name_collisions(const std::vector<std::filesystem::path>& files);

/// One message per theme word longer than a grid is wide and high (naming `theme_file`'s
/// line and the grid's file), theme words outer.
std::vector<std::string> theme_problems(const std::vector<ThemeWord>& theme,
                                        const std::string& theme_file,
                                        const std::vector<ArrowwordGrid>& grids,
                                        const std::vector<std::filesystem::path>& files);

/// The grids with the theme words written in before any work (grid g with seed + g), where
/// they went, and a message per grid that has no place for some of them.
struct ThemedGrids {
  std::vector<ArrowwordGrid> grids;
  std::vector<std::vector<ThemePlacement>> placements;
  std::vector<std::string> problems;  ///< "FILE: no place for the theme words: A B"
};
ThemedGrids place_theme(const std::vector<ArrowwordGrid>& grids,
                        const std::vector<std::filesystem::path>& files,
                        const std::vector<std::string>& words, std::uint64_t seed);

/// Everything a run reads before it solves anything.
struct SolveInputs {
  std::vector<std::filesystem::path> files;
  std::vector<ArrowwordGrid> grids;   ///< as read: each grid's spec
  std::vector<ArrowwordGrid> themed;  ///< with the theme words written in (none without)
  std::vector<std::vector<ThemePlacement>> placements;
  std::vector<ThemeWord> theme;
  WordList list;
  std::unique_ptr<clues::ClueData> clue_data;
  bool clued_only = false;  ///< every word must get a clue (--clued-only)
  /// With --clued-only, the clues each word of `list` may have (clues::fit_fill_list made
  /// them with the list), for clue_check.
  clues::ClueKeys clue_keys;
  Requirements requirements;
};

/// With --clued-only, what the solver checks each fill with: the words that the clue choice
/// (as the sheet is written, with the same seed) leaves without a clue. Empty otherwise.
solver::GridCheck clue_check(const SolveInputs& in);

/// The confidence (clues/confidence.hpp) below which a German word's clue is weak and the
/// solve's mend fills the word anew: judged below 40, 40 % good and 20 % wrong; 40-59, 55 %
/// and 11 % (bench/RESULTS.md, clues-de14). 60 was tried (clues-de17): a third of a grid's
/// words banned at once, the refill mostly fails or brings in words whose printed clues are
/// no surer (seed 23, the same fills of 8 grids: clues of 60 or more 62.5 -> 62.6 %, under
/// 40 18.2 -> 18.6 %).
constexpr int kWeakBelow = 40;

/// With --clued-only and German clues, the words of a fill whose first printable clue has a
/// confidence below kWeakBelow (the solver's mend: solver/mend.hpp). Empty otherwise.
solver::GridCheck weak_check(const SolveInputs& in);

/// Writes the theme words of `in` into its grids before any work (place_theme with `seed`),
/// keeps where they went and adds them to its word list. Returns one message per grid
/// without a place for some of them; then nothing is written. Without theme words each grid
/// gets no placements.
std::vector<std::string> write_theme(SolveInputs& in, std::uint64_t seed);

/// Reads the grids (`inputs` expanded), checks the outputs' places `out_dir` and `zip`,
/// reads the word list `dict` with `control` applied; each problem is added to `problems`,
/// so that every problem is reported at once.
void read_grids_and_words(const std::vector<std::string>& inputs, const std::filesystem::path& dict,
                          const std::filesystem::path& out_dir, const std::filesystem::path& zip,
                          const WordControl& control, SolveInputs& in,
                          std::vector<std::string>& problems);

/// Reads the theme words of `control` into `in` (and its requirements), each problem (a word
/// longer than some grid too) added to `problems`.
void read_theme_words(const WordControl& control, SolveInputs& in,
                      std::vector<std::string>& problems);

/// Writes the files of a grid that meets its requirements at `output`: the grid `made`
/// unless an earlier one is `kept` there, then (with `clue_data`) the clue sheet of the grid
/// now there beside it, and with `svg` its picture (OUTPUT.svg) showing those clues and the
/// solution word's fields: `made_fields` for the grid made, picked anew for a kept one. A
/// kept grid without clue data keeps its files as they are. Returns the sheet's warning
/// about words without a clue (empty when none).
std::string write_grid_files(const std::filesystem::path& output, const ArrowwordGrid& made,
                             const std::optional<KeptGrid>& kept,
                             const std::vector<int>& made_fields, const std::string& solution_word,
                             const clues::ClueData* clue_data, bool svg, std::uint64_t seed);

/// Grid g's row as it starts: the input's file name, the input as given, its grid's place
/// in `out_dir` (same name) and what the run made of it.
GridRow grid_row(const SolveInputs& in, std::size_t g, const std::filesystem::path& out_dir,
                 const BatchOutcome& outcome);

/// What grid g of `in` comes to, cwg solve's policy: the valid grid an earlier run left at
/// row.output is looked up; unless the run was interrupted, the grid made (row.outcome) is
/// judged against the requirements, and when it meets them its files are written
/// (write_grid_files), an earlier grid scoring at least as much staying unless `force`.
/// `row` comes with its names and outcome and leaves with the rest (`scores`: the list's
/// own, for the mean word score); returns the grid's tally.
Tally finish_grid(GridRow& row, const SolveInputs& in, std::size_t g,
                  const std::unordered_set<std::string>& words, const WordScores& scores,
                  bool force, bool svg, std::uint64_t seed);

/// Writes the zip: every valid grid in `out_dir` named like one of `files` (checked against
/// its grid in `grids`) or like a test case in `cases` (a folder, read_cases), so re-solving
/// one grid still gives the whole submission. Returns how many grids it holds (none: no zip
/// is written).
std::size_t write_submission(const std::filesystem::path& out_dir, const std::filesystem::path& zip,
                             const std::filesystem::path& cases,
                             const std::vector<std::filesystem::path>& files,
                             const std::vector<ArrowwordGrid>& grids,
                             const std::unordered_set<std::string>& words);

}  // namespace cwg::arrowword::run
