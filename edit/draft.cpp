#include "edit/draft.hpp"

#include <algorithm>

#include "blackgrid/words.hpp"
#include "core/input_error.hpp"

namespace cwg::edit {

std::string key_text(const EntryKey& key) {
  return std::to_string(key.row) + "," + std::to_string(key.col) +
         (key.across ? ",across" : ",down");
}

bool parse_key(const std::string& text, EntryKey& key) {
  const auto a = text.find(',');
  const auto b = a == std::string::npos ? a : text.find(',', a + 1);
  if (b == std::string::npos) return false;
  try {
    std::size_t used = 0;
    const std::string r = text.substr(0, a), c = text.substr(a + 1, b - a - 1);
    if (r.empty() || c.empty() || r.size() > 6 || c.size() > 6) return false;
    if (!std::all_of(r.begin(), r.end(), ::isdigit) || !std::all_of(c.begin(), c.end(), ::isdigit))
      return false;
    key.row = std::stoi(r, &used);
    key.col = std::stoi(c, &used);
  } catch (...) {
    return false;
  }
  const std::string dir = text.substr(b + 1);
  if (dir != "across" && dir != "down") return false;
  key.across = dir == "across";
  return true;
}

Draft new_draft(Kind kind, int rows, int cols) {
  Draft d;
  d.kind = kind;
  d.rows = rows;
  d.cols = cols;
  d.cells.assign(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols), Cell{});
  d.symmetry = kind == Kind::American ? Symmetry::Rotational : Symmetry::None;
  return d;
}

arrowword::ArrowwordGrid to_arrowword_grid(const Draft& d) {
  arrowword::ArrowwordGrid g(d.rows, d.cols);
  for (int r = 0; r < d.rows; ++r)
    for (int c = 0; c < d.cols; ++c) {
      const Cell& cell = d.at(r, c);
      char& f = g.at(r, c);
      switch (cell.kind) {
        case CellKind::Letter:
          f = cell.letter ? cell.letter : arrowword::kEmptyField;
          break;
        case CellKind::Block:
          f = cell.block == '-' ? '-' : ' ';
          break;
        case CellKind::Question:
          f = arrowword::kQuestionField;
          for (int t = 0; t < arrowword::kArrowTypes; ++t)
            if (cell.arrows & arrowword::arrow_bit(t)) g.questions.push_back({r, c, t});
          break;
      }
    }
  return g;
}

namespace {

std::vector<Entry> american_entries(const Draft& d) {
  std::vector<bool> black(d.cells.size());
  for (std::size_t i = 0; i < d.cells.size(); ++i) black[i] = d.cells[i].kind != CellKind::Letter;
  const blackgrid::Numbering numbering = blackgrid::number_grid(d.cols, d.rows, black);
  std::vector<Entry> out;
  for (const auto* words : {&numbering.across, &numbering.down})
    for (const blackgrid::Word& w : *words) {
      Entry e;
      e.key = {w.row, w.col, w.across};
      e.length = w.length;
      e.number = w.number;
      e.cells = blackgrid::cells(w, d.cols);
      out.push_back(std::move(e));
    }
  return out;
}

std::vector<Entry> arrowword_entries(const Draft& d) {
  const arrowword::ArrowwordGrid g = to_arrowword_grid(d);
  std::vector<Entry> out;
  for (const arrowword::Slot& s : arrowword::word_slots(g)) {
    if (s.length <= 0) continue;
    const arrowword::Question& q = g.questions[static_cast<std::size_t>(s.question)];
    Entry e;
    e.key = {s.row, s.col, s.dir == arrowword::Dir::Right};
    e.length = s.length;
    e.question_row = q.row;
    e.question_col = q.col;
    e.arrow = q.type;
    for (int k = 0; k < s.length; ++k)
      e.cells.push_back(e.key.across ? d.index(s.row, s.col + k) : d.index(s.row + k, s.col));
    out.push_back(std::move(e));
  }
  return out;
}

}  // namespace

std::vector<Entry> entries(const Draft& d) {
  return d.kind == Kind::American ? american_entries(d) : arrowword_entries(d);
}

std::string pattern(const Draft& d, const Entry& e) {
  std::string s;
  for (const int i : e.cells) {
    const char l = d.cells[static_cast<std::size_t>(i)].letter;
    s += l ? l : '.';
  }
  return s;
}

std::vector<bool> locked_cells(const Draft& d, const std::vector<Entry>& es) {
  std::vector<bool> locked(d.cells.size(), false);
  for (const Entry& e : es)
    if (d.locks.count(e.key))
      for (const int i : e.cells) locked[static_cast<std::size_t>(i)] = true;
  return locked;
}

puzzle::Puzzle to_puzzle(const Draft& d) {
  puzzle::Puzzle p;
  if (d.kind == Kind::Arrowword) {
    p = puzzle::from_arrowword(to_arrowword_grid(d));
  } else {
    p.kind = puzzle::Kind::American;
    p.width = d.cols;
    p.height = d.rows;
    for (const Cell& cell : d.cells) {
      puzzle::Cell pc;
      if (cell.kind == CellKind::Letter) {
        pc.kind = puzzle::CellKind::Letter;
        if (cell.letter) pc.solution = std::string(1, cell.letter);
      }
      p.cells.push_back(std::move(pc));
    }
    puzzle::number_american(p);
  }
  for (puzzle::Entry& e : p.entries) {
    const auto it = d.clues.find({e.row, e.col, e.direction == puzzle::Direction::Across});
    if (it != d.clues.end() && e.length > 0) e.clue = it->second;
  }
  p.title = d.title;
  p.author = d.author;
  p.copyright = d.copyright;
  p.notes = d.notes;
  return p;
}

namespace {

bool blocks_match(const Draft& d, Symmetry s) {
  for (int r = 0; r < d.rows; ++r)
    for (int c = 0; c < d.cols; ++c) {
      const int r2 = s == Symmetry::Rotational ? d.rows - 1 - r : r;
      const int c2 = d.cols - 1 - c;
      if ((d.at(r, c).kind == CellKind::Block) != (d.at(r2, c2).kind == CellKind::Block))
        return false;
    }
  return true;
}

}  // namespace

Draft from_puzzle(const puzzle::Puzzle& p, const std::string& name) {
  Draft d = new_draft(p.kind == puzzle::Kind::Arrowword ? Kind::Arrowword : Kind::American,
                      p.height, p.width);
  for (int r = 0; r < p.height; ++r)
    for (int c = 0; c < p.width; ++c) {
      const puzzle::Cell& pc = p.at(r, c);
      Cell& cell = d.at(r, c);
      if (pc.kind == puzzle::CellKind::Letter) {
        cell.kind = CellKind::Letter;
        if (pc.solution.size() > 1 ||
            (pc.solution.size() == 1 && !(pc.solution[0] >= 'A' && pc.solution[0] <= 'Z')))
          throw InputError(name + ": " + puzzle::cell_name(r, c) + " holds \"" + pc.solution +
                           "\": the editor holds one letter A-Z a square (no rebus)");
        cell.letter = pc.solution.empty() ? 0 : pc.solution[0];
      } else if (pc.kind == puzzle::CellKind::Question) {
        cell.kind = CellKind::Question;
      } else {
        cell.kind = CellKind::Block;
        cell.block = d.kind == Kind::American ? '#' : (pc.block == '-' ? '-' : ' ');
      }
    }
  for (const puzzle::Entry& e : p.entries) {
    if (d.kind == Kind::Arrowword && e.arrow >= 0 && d.inside(e.question_row, e.question_col) &&
        d.at(e.question_row, e.question_col).kind == CellKind::Question)
      d.at(e.question_row, e.question_col).arrows |=
          static_cast<std::uint8_t>(arrowword::arrow_bit(e.arrow));
    if (!e.clue.empty() && e.length > 0)
      d.clues[{e.row, e.col, e.direction == puzzle::Direction::Across}] = e.clue;
  }
  d.title = p.title;
  d.author = p.author;
  d.copyright = p.copyright;
  d.notes = p.notes;
  if (d.kind == Kind::American)
    d.symmetry = blocks_match(d, Symmetry::Rotational) ? Symmetry::Rotational
                 : blocks_match(d, Symmetry::Mirror)   ? Symmetry::Mirror
                                                       : Symmetry::None;
  return d;
}

std::vector<std::string> grid_rows(const Draft& d) {
  std::vector<std::string> rows;
  for (int r = 0; r < d.rows; ++r) {
    std::string row;
    for (int c = 0; c < d.cols; ++c) {
      const Cell& cell = d.at(r, c);
      switch (cell.kind) {
        case CellKind::Letter:
          row += cell.letter ? cell.letter : '.';
          break;
        case CellKind::Block:
          row += cell.block;
          break;
        case CellKind::Question:
          row += '?';
          break;
      }
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace cwg::edit
