// The model back into the format models (puzzle/to_formats.hpp).
#include "puzzle/to_formats.hpp"

#include <algorithm>
#include <map>
#include <utility>

#include "core/input_error.hpp"
#include "formats/puz/answers.hpp"
#include "formats/puz/numbering.hpp"
#include "formats/puz/text.hpp"
#include "puzzle/arrowword_puz.hpp"

namespace cwg::puzzle {

using arrowword::ArrowwordGrid;
using arrowword::is_blocked_char;
using arrowword::kArrowTypes;
using arrowword::kQuestionField;

namespace {

/// The one letter A-Z of a known single-letter solution, '.' for an unknown one.
char single_letter(const Puzzle& p, std::size_t i, const std::string& name, const char* format) {
  const std::string& s = p.cells[i].solution;
  if (s.empty()) return '.';
  if (s.size() == 1 && s[0] >= 'A' && s[0] <= 'Z') return s[0];
  const int r = static_cast<int>(i / static_cast<std::size_t>(p.width));
  const int c = static_cast<int>(i % static_cast<std::size_t>(p.width));
  throw InputError(name + ": the square at " + cell_name(r, c) + " holds \"" + s + "\"; a " +
                   format + " square holds one letter A-Z");
}

}  // namespace

ArrowwordGrid to_arrowword(const Puzzle& p, const std::string& name) {
  if (p.kind != Kind::Arrowword)
    throw InputError(name + ": an American puzzle is no arrowword (.cwg); write .puz or .txt");
  ArrowwordGrid g(p.height, p.width);
  for (std::size_t i = 0; i < p.cells.size(); ++i) {
    const Cell& cell = p.cells[i];
    g.fields[i] = cell.kind == CellKind::Question ? kQuestionField
                  : cell.kind == CellKind::Block  ? (is_blocked_char(cell.block) ? cell.block : ' ')
                                                  : single_letter(p, i, name, ".cwg");
  }
  for (const Entry& e : p.entries) {
    if (e.arrow < 0 || e.arrow >= kArrowTypes)
      throw InputError(name + ": the clue at " + cell_name(e.question_row, e.question_col) +
                       " has arrow type " + std::to_string(e.arrow) + "; .cwg knows 0..5");
    if (e.question_row < 0 || e.question_row >= p.height || e.question_col < 0 ||
        e.question_col >= p.width ||
        p.at(e.question_row, e.question_col).kind != CellKind::Question)
      throw InputError(name + ": a clue stands at " + cell_name(e.question_row, e.question_col) +
                       ", which is no question field");
    g.questions.push_back({e.question_row, e.question_col, e.arrow});
  }
  return g;
}

txt::Grid to_txt(const Puzzle& p, const std::string& name) {
  if (p.kind != Kind::American)
    throw InputError(name + ": an arrowword has question fields; write .cwg, .ipuz or .puz");
  txt::Grid g;
  g.rows = p.height;
  g.cols = p.width;
  for (std::size_t i = 0; i < p.cells.size(); ++i)
    g.squares += p.cells[i].kind == CellKind::Letter ? single_letter(p, i, name, ".txt") : '#';
  return g;
}

namespace {

/// The texts as bytes of a 1.3 file, or of a 2.0 file (UTF-8) when 1.3 would lose a
/// character.
void put_texts(const Puzzle& m, puz::Puzzle& p, std::vector<std::string>& clues_utf8) {
  bool lossy = false;
  for (const std::string* s : {&m.title, &m.author, &m.copyright, &m.notes})
    puz::encode_text(*s, false, &lossy);
  for (const std::string& s : clues_utf8) puz::encode_text(s, false, &lossy);
  if (lossy) std::copy_n("2.0", 4, p.header.begin() + 0x18);
  const bool utf8 = p.utf8();
  p.title = puz::encode_text(m.title, utf8);
  p.author = puz::encode_text(m.author, utf8);
  p.copyright = puz::encode_text(m.copyright, utf8);
  p.notes = puz::encode_text(m.notes, utf8);
  for (const std::string& s : clues_utf8) p.clues.push_back(puz::encode_text(s, utf8));
}

puz::Puzzle arrowword_to_puz(const Puzzle& m, const std::string& name,
                             std::vector<std::string>* warnings) {
  ClueMap clues;
  for (const Entry& e : m.entries)
    if (!e.answer.empty() && !e.clue.empty()) clues[e.answer] = e.clue;
  ExportResult r =
      puz_from_arrowword(to_arrowword(m, name), clues, {m.title, m.author, m.copyright}, name);
  if (warnings) warnings->insert(warnings->end(), r.warnings.begin(), r.warnings.end());
  return std::move(r.puzzle);
}

}  // namespace

puz::Puzzle to_puz(const Puzzle& m, const std::string& name, std::vector<std::string>* warnings) {
  if (m.kind == Kind::Arrowword) return arrowword_to_puz(m, name, warnings);
  if (m.width > 255 || m.height > 255)
    throw InputError(name + ": a .puz holds at most 255x255 squares");
  puz::Puzzle p;
  p.header = puz::blank_header();
  p.width = m.width;
  p.height = m.height;
  p.bitmask = 0x0001;
  std::vector<std::string> answers;
  std::string gext(m.cells.size(), '\0');
  for (std::size_t i = 0; i < m.cells.size(); ++i) {
    const Cell& cell = m.cells[i];
    const bool letter = cell.kind == CellKind::Letter;
    if (letter && cell.solution.empty())
      throw InputError(name + ": the square at " +
                       cell_name(static_cast<int>(i) / m.width, static_cast<int>(i) % m.width) +
                       " has no solution; a .puz needs the whole solution");
    p.solution += letter ? 'X' : puz::kBlack;
    p.state += letter ? puz::kEmptySquare : puz::kBlack;
    answers.push_back(letter ? cell.solution : std::string());
    if (cell.circled) gext[i] = static_cast<char>(puz::kGextCircled);
  }
  std::map<std::pair<int, bool>, std::string> clue_of;
  for (const Entry& e : m.entries) clue_of[{e.number, e.direction == Direction::Across}] = e.clue;
  std::vector<std::string> clues;
  for (const blackgrid::Word& w :
       puz::number_solution(p.width, p.height, p.solution).in_clue_order) {
    const auto it = clue_of.find({w.number, w.across});
    const std::string clue = it == clue_of.end() ? std::string() : it->second;
    if (clue.empty() && warnings)
      warnings->push_back("no clue for " + std::to_string(w.number) +
                          (w.across ? " across" : " down") + ": empty clue written");
    clues.push_back(clue);
  }
  put_texts(m, p, clues);
  if (gext.find_first_not_of('\0') != std::string::npos) p.sections.push_back({"GEXT", gext});
  // Rebus answers are bytes of the file's encoding, as the clues are.
  for (std::string& a : answers) a = puz::encode_text(a, p.utf8());
  puz::set_answers(p, answers, name);
  return p;
}

}  // namespace cwg::puzzle
