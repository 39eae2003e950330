// The ipuz writer: the spec's core exactly, extras under kArrowKey and friends.
#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <utility>

#include "puzzle/ipuz/html_text.hpp"
#include "puzzle/ipuz/ipuz.hpp"

namespace cwg::ipuz {

namespace {

using OrderedJson = nlohmann::ordered_json;
using puzzle::Cell;
using puzzle::CellKind;
using puzzle::Direction;
using puzzle::Entry;
using puzzle::Puzzle;

OrderedJson coord(int row, int col) {
  return OrderedJson::array({col, row});
}

/// Arrowword words numbered by their first letter in reading order (one number per
/// square, shared by an across and a down word starting there), as a crossword reads them.
std::vector<int> arrowword_numbers(const Puzzle& p, std::vector<int>& cell_number) {
  cell_number.assign(p.cells.size(), 0);
  std::map<std::size_t, int> first;
  for (const Entry& e : p.entries)
    if (e.length > 0) first.emplace(p.index(e.row, e.col), 0);
  int next = 0;
  for (auto& [index, number] : first) cell_number[index] = number = ++next;
  std::vector<int> numbers;
  for (const Entry& e : p.entries)
    numbers.push_back(e.length > 0 ? first.at(p.index(e.row, e.col)) : 0);
  return numbers;
}

OrderedJson puzzle_cell(const Puzzle& p, std::size_t i, int number) {
  const Cell& cell = p.cells[i];
  if (cell.kind == CellKind::Question)
    return OrderedJson{{"cell", "#"}, {"style", {{"color", "D8D8D8"}}}};
  if (cell.kind == CellKind::Block)
    return p.kind == puzzle::Kind::Arrowword ? OrderedJson() : OrderedJson("#");
  if (!cell.circled) return number;
  return OrderedJson{{"cell", number}, {"style", {{"shapebg", "circle"}}}};
}

OrderedJson solution_cell(const Puzzle& p, const Cell& cell) {
  if (cell.kind == CellKind::Question) return "#";
  if (cell.kind == CellKind::Block)
    return p.kind == puzzle::Kind::Arrowword ? OrderedJson() : OrderedJson("#");
  if (cell.solution.empty()) return 0;
  return cell.solution;
}

OrderedJson grids(const Puzzle& p, const std::vector<int>& cell_number, OrderedJson& solution) {
  OrderedJson puzzle = OrderedJson::array();
  solution = OrderedJson::array();
  for (int r = 0; r < p.height; ++r) {
    OrderedJson row = OrderedJson::array(), solved = OrderedJson::array();
    for (int c = 0; c < p.width; ++c) {
      const std::size_t i = p.index(r, c);
      row.push_back(puzzle_cell(p, i, cell_number[i]));
      solved.push_back(solution_cell(p, p.cells[i]));
    }
    puzzle.push_back(std::move(row));
    solution.push_back(std::move(solved));
  }
  return puzzle;
}

OrderedJson arrowword_clue(const Puzzle& p, const Entry& e, int number) {
  OrderedJson cells = OrderedJson::array();
  for (int k = 0; k < e.length; ++k) {
    const std::size_t i = p.cell_of(e, k);
    cells.push_back(coord(static_cast<int>(i) / p.width, static_cast<int>(i) % p.width));
  }
  return OrderedJson{{"number", number},
                     {"clue", escape_html(e.clue)},
                     {"location", coord(e.question_row, e.question_col)},
                     {"cells", std::move(cells)},
                     {kArrowKey, e.arrow}};
}

OrderedJson clue_lists(const Puzzle& p, const std::vector<int>& numbers, OrderedJson& dead_arrows) {
  // Sorted by number within each direction, as crossword readers list them.
  std::multimap<int, OrderedJson> across, down;
  for (std::size_t k = 0; k < p.entries.size(); ++k) {
    const Entry& e = p.entries[k];
    if (p.kind == puzzle::Kind::Arrowword && e.length == 0) {
      dead_arrows.push_back(
          OrderedJson{{"location", coord(e.question_row, e.question_col)}, {kArrowKey, e.arrow}});
      continue;
    }
    OrderedJson clue = p.kind == puzzle::Kind::Arrowword
                           ? arrowword_clue(p, e, numbers[k])
                           : OrderedJson::array({e.number, escape_html(e.clue)});
    (e.direction == Direction::Across ? across : down).emplace(numbers[k], std::move(clue));
  }
  OrderedJson lists = OrderedJson::object();
  for (auto [name, list] : {std::pair{"Across", &across}, std::pair{"Down", &down}}) {
    lists[name] = OrderedJson::array();
    for (auto& [number, clue] : *list) lists[name].push_back(std::move(clue));
  }
  return lists;
}

std::string dumped(const OrderedJson& j) {
  return j.dump(-1, ' ', false, OrderedJson::error_handler_t::replace);
}

/// Pretty enough to read and diff: one member a line, a grid row or a clue a line.
std::string layout(const OrderedJson& doc) {
  std::string out = "{\n";
  std::size_t left = doc.size();
  for (const auto& [key, value] : doc.items()) {
    out += "  " + dumped(OrderedJson(key)) + ": ";
    const bool rows = key == "puzzle" || key == "solution";
    if (rows || key == "clues") {
      out += rows ? "[\n" : "{\n";
      std::size_t n = value.size();
      for (const auto& [sub, item] : value.items()) {
        out += "    ";
        if (rows) {
          out += dumped(item);
        } else {
          out += dumped(OrderedJson(sub)) + ": [\n";
          for (std::size_t c = 0; c < item.size(); ++c)
            out += "      " + dumped(item[c]) + (c + 1 < item.size() ? ",\n" : "\n");
          out += "    ]";
        }
        out += --n ? ",\n" : "\n";
      }
      out += rows ? "  ]" : "  }";
    } else {
      out += dumped(value);
    }
    out += --left ? ",\n" : "\n";
  }
  return out + "}\n";
}

}  // namespace

std::string format_ipuz(const Puzzle& p) {
  const bool arrowword = p.kind == puzzle::Kind::Arrowword;
  OrderedJson doc;
  doc["version"] = "http://ipuz.org/v2";
  doc["kind"] = arrowword ? OrderedJson::array({kCrosswordKind, kArrowwordKind})
                          : OrderedJson::array({kCrosswordKind});
  for (auto [key, text] : {std::pair{"title", &p.title}, std::pair{"author", &p.author},
                           std::pair{"copyright", &p.copyright}, std::pair{"notes", &p.notes}})
    if (!text->empty()) doc[key] = escape_html(*text);
  doc["dimensions"] = {{"width", p.width}, {"height", p.height}};
  if (arrowword) doc["clueplacement"] = "blocks";
  std::vector<int> cell_number(p.cells.size(), 0), numbers;
  if (arrowword) {
    numbers = arrowword_numbers(p, cell_number);
  } else {
    for (const Entry& e : p.entries) {
      numbers.push_back(e.number);
      cell_number[p.index(e.row, e.col)] = e.number;
    }
  }
  OrderedJson solution;
  doc["puzzle"] = grids(p, cell_number, solution);
  const bool any_known = std::any_of(p.cells.begin(), p.cells.end(), [](const Cell& c) {
    return c.kind == CellKind::Letter && !c.solution.empty();
  });
  if (any_known) doc["solution"] = std::move(solution);
  OrderedJson dead = OrderedJson::array();
  doc["clues"] = clue_lists(p, numbers, dead);
  if (!dead.empty()) doc[kDeadArrowsKey] = std::move(dead);
  OrderedJson dashes = OrderedJson::array();
  for (std::size_t i = 0; i < p.cells.size(); ++i)
    if (p.cells[i].kind == CellKind::Block && p.cells[i].block == '-')
      dashes.push_back(coord(static_cast<int>(i) / p.width, static_cast<int>(i) % p.width));
  if (arrowword && !dashes.empty()) doc[kDashIslandsKey] = std::move(dashes);
  return layout(doc);
}

}  // namespace cwg::ipuz
