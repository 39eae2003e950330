#include "american/fill_file.hpp"

#include "american/check.hpp"
#include "american/puz_fill.hpp"
#include "clues/sheet.hpp"
#include "core/file_io.hpp"
#include "formats/puz/io.hpp"
#include "puzzle/puzzle.hpp"

namespace cwg::american {

LayoutFile load_layout_file(const std::string& path) {
  LayoutFile file;
  const txt::Grid layout = read_layout(path, file.puzzle);
  file.grid = make_problem(layout, path);
  return file;
}

namespace {

/// The solution rewritten, the player's grid and everything else kept; the clues of the
/// clue sheet, else the first of the clue lists. A warning counts the words left without a
/// clue, unless the sheet's own warning named them.
void write_puz(puz::Puzzle& puzzle, const txt::Grid& filled, const FillOutputs& out,
               const std::optional<clues::ClueSheet>& sheet, const std::string& path,
               FilledFile& r) {
  const puzzle::ClueMap clues = sheet           ? clues::clue_map(*sheet)
                                : out.clue_data ? clues::first_clues(out.clue_data->lists)
                                                : puzzle::ClueMap{};
  const auto missing = write_fill(puzzle, filled, out.clue_data ? &clues : nullptr, path);
  if (!missing.empty() && !out.clue_sheet)
    r.messages.push_back("warning: no clue for " + std::to_string(missing.size()) + " word" +
                         (missing.size() == 1 ? "" : "s"));
  puz::save(out.out, puzzle);
}

}  // namespace

FilledFile write_filled(LayoutFile& file, const txt::Grid& filled,
                        const std::unordered_set<std::string>& words, const FillOutputs& out,
                        const std::string& path) {
  FilledFile r;
  for (const auto& p : check_fill(file.grid.layout, filled, words))
    r.messages.push_back("error: " + p);
  r.valid = r.messages.empty();
  std::optional<clues::ClueSheet> sheet;
  if (out.clue_sheet) {
    sheet = clues::write_clue_sheet(*out.clue_data, puzzle::from_txt(filled), out.out, out.seed);
    if (const std::string note = clues::unclued_note(*sheet); !note.empty())
      r.messages.push_back("warning: " + note);
  }
  if (out.to_puz)
    write_puz(*file.puzzle, filled, out, sheet, path, r);
  else if (!out.out.empty())
    write_file_atomic(out.out, txt::format(filled));
  else
    r.text = txt::format(filled);
  return r;
}

}  // namespace cwg::american
