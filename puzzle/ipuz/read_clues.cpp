// The clue lists of an ipuz file: an American puzzle's clues go to the words the grid
// numbers; an arrowword's clues make the words, from their question field and arrow.
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <tuple>

#include "grid/grid.hpp"
#include "puzzle/ipuz/html_text.hpp"
#include "puzzle/ipuz/read_parts.hpp"

namespace cwg::ipuz {

using arrowword::Dir;
using arrowword::kArrows;
using arrowword::kArrowTypes;

namespace {

using puzzle::Cell;
using puzzle::CellKind;
using puzzle::Direction;
using puzzle::Entry;
using puzzle::Puzzle;

struct RawClue {
  std::string path;
  bool across = true;
  std::optional<int> number;
  std::string text;
  const Json* location = nullptr;
  const Json* cells = nullptr;
  const Json* arrow = nullptr;
};

std::optional<int> clue_number(const Reader& in, const Json& v, const std::string& path) {
  if (v.is_null()) return std::nullopt;
  if (v.is_number_integer() && v.get<long long>() > 0 && v.get<long long>() < 1000000)
    return static_cast<int>(v.get<long long>());
  if (v.is_string()) {
    const std::string s = v.get<std::string>();
    if (!s.empty() && s.size() < 7 && s.find_first_not_of("0123456789") == std::string::npos)
      return std::stoi(s);
  }
  in.fail(path, "expected a clue number");
}

RawClue read_clue(const Reader& in, const Json& v, const std::string& path, bool across) {
  RawClue c;
  c.path = path;
  c.across = across;
  if (v.is_string()) {
    c.text = v.get<std::string>();
  } else if (v.is_array()) {
    if (v.size() != 2 || !v[1].is_string()) in.fail(path, "expected [number, \"clue\"]");
    c.number = clue_number(in, v[0], path + "[0]");
    c.text = v[1].get<std::string>();
  } else if (v.is_object()) {
    if (const Json* n = in.member(v, path, "number", false))
      c.number = clue_number(in, *n, path + ".number");
    if (const Json* t = in.member(v, path, "clue", false); t && !t->is_null()) {
      if (!t->is_string()) in.fail(path + ".clue", "expected a string");
      c.text = t->get<std::string>();
    }
    c.location = in.member(v, path, "location", false);
    c.cells = in.member(v, path, "cells", false);
    c.arrow = in.member(v, path, kArrowKey, false);
  } else {
    in.fail(path, "expected a clue: a string, [number, \"clue\"] or an object");
  }
  c.text = decode_html(c.text);
  return c;
}

std::vector<RawClue> collect(const Reader& in, const Json& doc) {
  std::vector<RawClue> out;
  const Json* clues = in.member(doc, "", "clues", false);
  if (!clues || clues->is_null()) return out;
  if (!clues->is_object()) in.fail("clues", "expected an object of clue lists");
  for (const auto& [key, list] : clues->items()) {
    const std::string path = "clues." + key;
    std::string direction = key.substr(0, key.find(':'));
    for (char& ch : direction) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    if (direction != "across" && direction != "down")
      in.fail(path, "only Across and Down clue lists are read");
    if (!list.is_array()) in.fail(path, "expected an array of clues");
    for (std::size_t i = 0; i < list.size(); ++i)
      out.push_back(
          read_clue(in, list[i], path + "[" + std::to_string(i) + "]", direction == "across"));
  }
  return out;
}

/// [column, row] inside the grid, as (row, column).
std::pair<int, int> coordinate(const Reader& in, const Json& v, const std::string& path,
                               const Puzzle& p) {
  if (!v.is_array() || v.size() != 2 || !v[0].is_number_integer() || !v[1].is_number_integer())
    in.fail(path, "expected [column, row]");
  const long long x = v[0].get<long long>(), y = v[1].get<long long>();
  if (x < 0 || y < 0 || x >= p.width || y >= p.height)
    in.fail(path, "[" + std::to_string(x) + ", " + std::to_string(y) +
                      "] is outside the grid (columns and rows count from 0)");
  return {static_cast<int>(y), static_cast<int>(x)};
}

void attach_american(const Reader& in, const std::vector<RawClue>& clues, Puzzle& p) {
  puzzle::number_american(p);
  std::map<std::pair<int, bool>, std::size_t> word;
  for (std::size_t k = 0; k < p.entries.size(); ++k)
    word[{p.entries[k].number, p.entries[k].direction == Direction::Across}] = k;
  std::vector<bool> seen(p.entries.size());
  for (const RawClue& c : clues) {
    const char* dir = c.across ? " across" : " down";
    if (!c.number) in.fail(c.path, "a clue without a number");
    const auto it = word.find({*c.number, c.across});
    if (it == word.end())
      in.fail(c.path, "no" + std::string(dir) + " word numbered " + std::to_string(*c.number) +
                          " in the grid");
    if (seen[it->second]) in.fail(c.path, "a second clue for " + std::to_string(*c.number) + dir);
    seen[it->second] = true;
    p.entries[it->second].clue = c.text;
  }
}

int arrow_of(const Reader& in, const RawClue& c, int qr, int qc,
             const std::vector<PuzzleSquare>& squares, const Puzzle& p) {
  const bool down = !c.across;
  if (c.arrow) {
    if (!c.arrow->is_number_integer() || c.arrow->get<long long>() < 0 ||
        c.arrow->get<long long>() >= kArrowTypes)
      in.fail(c.path + "." + kArrowKey, "expected an arrow type 0..5");
    const int t = static_cast<int>(c.arrow->get<long long>());
    if ((kArrows[t].dir == Dir::Down) != down)
      in.fail(c.path + "." + kArrowKey, "arrow " + std::to_string(t) + " runs " +
                                            (down ? "across" : "down") + " but the clue is in " +
                                            (down ? "Down" : "Across"));
    return t;
  }
  // Without the arrow: the first letter from `cells`, else the square carrying the clue's
  // number; the arrow is the one type that leads there in the list's direction.
  std::string where = c.path + ".cells[0]";
  int r0 = -1, c0 = -1;
  if (c.cells && c.cells->is_array() && !c.cells->empty()) {
    std::tie(r0, c0) = coordinate(in, (*c.cells)[0], where, p);
  } else if (c.number) {
    where = c.path + ".number";
    for (std::size_t i = 0; i < squares.size() && r0 < 0; ++i)
      if (squares[i].number == *c.number) {
        r0 = static_cast<int>(i) / p.width;
        c0 = static_cast<int>(i) % p.width;
      }
    if (r0 < 0) in.fail(where, "no square of the grid carries this number");
  } else {
    in.fail(c.path,
            std::string("an arrowword clue needs ") + kArrowKey + ", its cells or a number");
  }
  for (int t = 0; t < kArrowTypes; ++t)
    if (qr + kArrows[t].dr == r0 && qc + kArrows[t].dc == c0 &&
        (kArrows[t].dir == Dir::Down) == down)
      return t;
  in.fail(where, "no arrow leads from the location to this first letter");
}

Entry arrowword_entry(const Puzzle& p, int qr, int qc, int arrow) {
  Entry e;
  e.question_row = qr;
  e.question_col = qc;
  e.arrow = arrow;
  e.direction = kArrows[arrow].dir == Dir::Down ? Direction::Down : Direction::Across;
  e.row = qr + kArrows[arrow].dr;
  e.col = qc + kArrows[arrow].dc;
  // The word runs over letter squares to the next non-letter or the border (SPEC.md).
  for (int r = e.row, c = e.col;
       r >= 0 && c >= 0 && r < p.height && c < p.width && p.at(r, c).kind == CellKind::Letter;
       e.direction == Direction::Down ? ++r : ++c)
    ++e.length;
  return e;
}

/// The extension list of arrows that lead nowhere, as clues with a location and an arrow.
std::vector<RawClue> dead_arrows(const Reader& in, const Json& doc) {
  std::vector<RawClue> out;
  const Json* list = in.member(doc, "", kDeadArrowsKey, false);
  if (!list) return out;
  if (!list->is_array()) in.fail(kDeadArrowsKey, "expected an array");
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string path = std::string(kDeadArrowsKey) + "[" + std::to_string(i) + "]";
    const Json& v = (*list)[i];
    if (!v.is_object()) in.fail(path, "expected an object");
    RawClue c;
    c.path = path;
    c.location = in.member(v, path, "location", true);
    c.arrow = in.member(v, path, kArrowKey, true);
    if (c.arrow->is_number_integer() && c.arrow->get<long long>() >= 0 &&
        c.arrow->get<long long>() < kArrowTypes)
      c.across = kArrows[c.arrow->get<long long>()].dir == Dir::Right;
    out.push_back(c);
  }
  return out;
}

void mark_dash_islands(const Reader& in, const Json& doc, Puzzle& p) {
  const Json* list = in.member(doc, "", kDashIslandsKey, false);
  if (!list) return;
  if (!list->is_array()) in.fail(kDashIslandsKey, "expected an array of [column, row]");
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string path = std::string(kDashIslandsKey) + "[" + std::to_string(i) + "]";
    const auto [r, c] = coordinate(in, (*list)[i], path, p);
    Cell& cell = p.cells[p.index(r, c)];
    if (cell.kind != CellKind::Block) in.fail(path, "not an island");
    cell.block = '-';
  }
}

void build_arrowword(const Reader& in, const Json& doc, std::vector<RawClue> clues,
                     const std::vector<PuzzleSquare>& squares, Puzzle& p) {
  const std::vector<RawClue> dead = dead_arrows(in, doc);
  clues.insert(clues.end(), dead.begin(), dead.end());
  std::vector<std::pair<int, int>> where;
  for (const RawClue& c : clues) {
    if (!c.location) in.fail(c.path, "an arrowword clue needs the location of its question field");
    where.push_back(coordinate(in, *c.location, c.path + ".location", p));
    const std::size_t i = p.index(where.back().first, where.back().second);
    if (squares[i].kind == SquareKind::Letter)
      in.fail(c.path + ".location", "a letter square; a clue stands in a block");
    p.cells[i].kind = CellKind::Question;
  }
  for (std::size_t i = 0; i < squares.size(); ++i)
    if (squares[i].kind == SquareKind::Block && squares[i].styled)
      p.cells[i].kind = CellKind::Question;
  mark_dash_islands(in, doc, p);
  for (std::size_t k = 0; k < clues.size(); ++k) {
    const auto [qr, qc] = where[k];
    Entry e = arrowword_entry(p, qr, qc, arrow_of(in, clues[k], qr, qc, squares, p));
    e.clue = clues[k].text;
    p.entries.push_back(std::move(e));
  }
}

}  // namespace

void read_clues(const Reader& in, const Json& doc, const std::vector<PuzzleSquare>& squares,
                Puzzle& p) {
  std::vector<RawClue> clues = collect(in, doc);
  if (p.kind == puzzle::Kind::American) {
    attach_american(in, clues, p);
  } else {
    build_arrowword(in, doc, std::move(clues), squares, p);
    for (Entry& e : p.entries) e.answer = puzzle::spell(p, e);
  }
}

}  // namespace cwg::ipuz
