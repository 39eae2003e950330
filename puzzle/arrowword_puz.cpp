// The arrowword export: the format's numbering must see exactly the arrowword's words.
#include "puzzle/arrowword_puz.hpp"

#include <set>
#include <tuple>

#include "blackgrid/words.hpp"
#include "core/text.hpp"
#include "formats/puz/text.hpp"
#include "puzzle/puzzle.hpp"

namespace cwg::puzzle {

using arrowword::ArrowwordGrid;
using arrowword::Dir;
using arrowword::is_letter_char;
using arrowword::kEmptyField;
using arrowword::Slot;
using arrowword::word_slots;

namespace {

std::string run_name(bool across, int r, int c, int length) {
  return std::string(across ? "across" : "down") + " run at " + cell_name(r, c) + " (" +
         std::to_string(length) + " letters)";
}

}  // namespace

ExportResult puz_from_arrowword(const ArrowwordGrid& g,
                                const std::map<std::string, std::string>& clues,
                                const ExportText& text, const std::string& name) {
  auto fail = [&name](const std::string& why) {
    throw puz::PuzError(puz::ErrorKind::Export, name, why);
  };
  if (g.rows > 255 || g.cols > 255)
    fail("a .puz holds at most 255x255 squares; the grid is " + std::to_string(g.cols) + "x" +
         std::to_string(g.rows));
  std::vector<bool> black(g.fields.size());
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) {
      const char ch = g.at(r, c);
      if (ch == kEmptyField)
        fail("field at " + cell_name(r, c) + " has no letter; export needs a solved grid");
      black[static_cast<std::size_t>(g.index(r, c))] = !is_letter_char(ch);
    }
  const blackgrid::Numbering numbering = blackgrid::number_grid(g.cols, g.rows, black);

  // Every word must be a whole run: start where the run starts, reach its end (slots
  // always run to the end of their run), be longer than one letter.
  std::set<std::tuple<bool, int, int>> words;  // across?, row, col of each word's start
  for (const Slot& s : word_slots(g)) {
    const bool across = s.dir == Dir::Right;
    if (s.length == 0)
      fail("the question at " +
           cell_name(g.questions[static_cast<std::size_t>(s.question)].row,
                     g.questions[static_cast<std::size_t>(s.question)].col) +
           " points at no letter field");
    int r0 = s.row, c0 = s.col;
    while (across ? g.solution(r0, c0 - 1) : g.solution(r0 - 1, c0)) (across ? c0 : r0)--;
    const int run_length = s.length + (across ? s.col - c0 : s.row - r0);
    if (s.length == 1 && run_length == 1)
      fail("one-letter word at " + cell_name(s.row, s.col) + (across ? " across" : " down") +
           ": the .puz numbering has no one-letter words");
    if (r0 != s.row || c0 != s.col)
      fail("the " + run_name(across, r0, c0, run_length) + " holds two words (one starts at " +
           cell_name(s.row, s.col) + "); the .puz numbering sees one word per run");
    words.insert({across, s.row, s.col});
  }

  ExportResult out;
  puz::Puzzle& p = out.puzzle;
  p.header = puz::blank_header();
  p.width = g.cols;
  p.height = g.rows;
  p.bitmask = 0x0001;
  p.solution.resize(g.fields.size());
  p.state.resize(g.fields.size());
  for (std::size_t i = 0; i < g.fields.size(); ++i) {
    p.solution[i] = black[i] ? puz::kBlack : g.fields[i];
    p.state[i] = black[i] ? puz::kBlack : puz::kEmptySquare;
  }
  auto encode = [&](const std::string& s, const std::string& what) {
    bool lossy = false;
    std::string bytes =
        puz::encode_text(text::valid_utf8(s) ? s : puz::decode_text(s, false), false, &lossy);
    if (lossy) out.warnings.push_back(what + ": characters outside ISO-8859-1 written as '?'");
    return bytes;
  };
  p.title = encode(text.title, "title");
  p.author = encode(text.author, "author");
  p.copyright = encode(text.copyright, "copyright");
  if (numbering.in_clue_order.size() > 0xffff) fail("more than 65535 words");
  for (const blackgrid::Word& w : numbering.in_clue_order) {
    const std::string where = std::to_string(w.number) + (w.across ? " across" : " down");
    if (!words.count({w.across, w.row, w.col}))
      fail("the " + run_name(w.across, w.row, w.col, w.length) +
           " is no word of the arrowword (no question addresses it)");
    std::string word;
    for (int k = 0; k < w.length; ++k)
      word += g.at(w.row + (w.across ? 0 : k), w.col + (w.across ? k : 0));
    const auto it = clues.find(word);
    if (it == clues.end()) {
      out.warnings.push_back("no clue for " + word + " (" + where + "): empty clue written");
      p.clues.emplace_back();
    } else {
      p.clues.push_back(encode(it->second, "clue for " + word));
    }
  }
  return out;
}

}  // namespace cwg::puzzle
