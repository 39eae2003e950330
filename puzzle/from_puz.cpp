// A .puz as the model: the format's own numbering gives the clues their words; strings
// and rebus answers are decoded at this edge (formats/puz/text.hpp).
#include "formats/puz/numbering.hpp"
#include "formats/puz/sections.hpp"
#include "formats/puz/summary.hpp"
#include "formats/puz/text.hpp"
#include "puzzle/puzzle.hpp"

namespace cwg::puzzle {

Puzzle from_puz(const puz::Puzzle& source, const std::string& name) {
  const bool utf8 = source.utf8();
  const puz::Extras extras = puz::decode_extras(source, name);
  const bool answers =
      !source.scrambled() && !source.solution_withheld() && !source.solution_not_given();
  Puzzle p;
  p.kind = Kind::American;
  p.width = source.width;
  p.height = source.height;
  p.title = puz::decode_text(source.title, utf8);
  p.author = puz::decode_text(source.author, utf8);
  p.copyright = puz::decode_text(source.copyright, utf8);
  p.notes = puz::decode_text(source.notes, utf8);
  for (std::size_t i = 0; i < source.solution.size(); ++i) {
    Cell cell;
    if (!puz::is_black(source.solution[i])) {
      cell.kind = CellKind::Letter;
      if (answers) cell.solution = puz::square_answer(source, extras, i);
      cell.circled = i < extras.gext.size() && (extras.gext[i] & puz::kGextCircled) != 0;
    }
    p.cells.push_back(std::move(cell));
  }
  const blackgrid::Numbering numbering = puz::number_solution(p.width, p.height, source.solution);
  std::vector<Entry> across, down;
  for (std::size_t k = 0; k < numbering.in_clue_order.size(); ++k) {
    const blackgrid::Word& w = numbering.in_clue_order[k];
    Entry e = numbered_entry(w);
    if (answers)
      for (int i = 0; i < w.length; ++i) e.answer += p.cells[p.cell_of(e, i)].solution;
    // puz::parse has checked that the clue count matches the numbering.
    if (k < source.clues.size()) e.clue = puz::decode_text(source.clues[k], utf8);
    (w.across ? across : down).push_back(std::move(e));
  }
  p.entries = std::move(across);
  p.entries.insert(p.entries.end(), down.begin(), down.end());
  return p;
}

}  // namespace cwg::puzzle
