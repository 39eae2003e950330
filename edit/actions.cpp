#include "edit/actions.hpp"

#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>

namespace cwg::edit {

using nlohmann::json;

namespace {

[[noreturn]] void fail(ErrorKind kind, const std::string& path, const std::string& message) {
  throw EditError(kind, path, message);
}

const json& field(const json& a, const char* name) {
  const auto it = a.find(name);
  if (it == a.end())
    fail(ErrorKind::Malformed, std::string("/") + name,
         std::string("missing field \"") + name + "\"");
  return *it;
}

int int_field(const json& a, const char* name) {
  const json& v = field(a, name);
  if (!v.is_number_integer())
    fail(ErrorKind::Malformed, std::string("/") + name,
         std::string("\"") + name + "\" must be an integer");
  const auto x = v.get<long long>();
  if (x < -1000000 || x > 1000000)
    fail(ErrorKind::Refused, std::string("/") + name,
         std::string("\"") + name + "\" is out of range");
  return static_cast<int>(x);
}

std::string string_field(const json& a, const char* name) {
  const json& v = field(a, name);
  if (!v.is_string())
    fail(ErrorKind::Malformed, std::string("/") + name,
         std::string("\"") + name + "\" must be a string");
  return v.get<std::string>();
}

bool bool_field(const json& a, const char* name) {
  const json& v = field(a, name);
  if (!v.is_boolean())
    fail(ErrorKind::Malformed, std::string("/") + name,
         std::string("\"") + name + "\" must be true or false");
  return v.get<bool>();
}

/// The cell of the action's row and col, refused when off the grid.
std::pair<int, int> cell_field(const Draft& d, const json& a) {
  const int r = int_field(a, "row"), c = int_field(a, "col");
  if (r < 0 || r >= d.rows)
    fail(ErrorKind::Refused, "/row",
         "row " + std::to_string(r) + " is off the grid (0.." + std::to_string(d.rows - 1) + ")");
  if (c < 0 || c >= d.cols)
    fail(ErrorKind::Refused, "/col",
         "col " + std::to_string(c) + " is off the grid (0.." + std::to_string(d.cols - 1) + ")");
  return {r, c};
}

const Entry& entry_field(const Draft& d, const std::vector<Entry>& es, const json& a) {
  const std::string id = string_field(a, "entry");
  EntryKey key;
  if (!parse_key(id, key))
    fail(ErrorKind::Malformed, "/entry",
         "\"entry\" must be \"ROW,COL,across\" or \"ROW,COL,down\", not \"" + id + "\"");
  for (const Entry& e : es)
    if (e.key == key) return e;
  (void)d;
  fail(ErrorKind::NotFound, "/entry", "no entry " + id + " in the grid");
}

char letter_of(const std::string& s, const std::string& path) {
  if (s.size() != 1 || !std::isalpha(static_cast<unsigned char>(s[0])))
    fail(ErrorKind::Refused, path, "\"" + s + "\" is no letter A-Z");
  return static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
}

void check_unlocked(const Draft& d, const std::vector<bool>& locked, int i,
                    const std::string& path) {
  if (locked[static_cast<std::size_t>(i)])
    fail(ErrorKind::Conflict, path,
         "row " + std::to_string(i / d.cols) + " col " + std::to_string(i % d.cols) +
             " is in a locked entry");
}

/// Drops the locks of entries that are gone (a block put on their start).
void prune_locks(Draft& d) {
  std::set<EntryKey> live;
  for (const Entry& e : entries(d))
    if (d.locks.count(e.key)) live.insert(e.key);
  d.locks = std::move(live);
}

/// The cells that change with (r, c) under the draft's symmetry (itself first).
std::vector<std::pair<int, int>> partners(const Draft& d, int r, int c) {
  std::vector<std::pair<int, int>> out{{r, c}};
  if (d.kind != Kind::American || d.symmetry == Symmetry::None) return out;
  const std::pair<int, int> p = d.symmetry == Symmetry::Rotational
                                    ? std::pair{d.rows - 1 - r, d.cols - 1 - c}
                                    : std::pair{r, d.cols - 1 - c};
  if (p != out[0]) out.push_back(p);
  return out;
}

unsigned arrows_field(const Draft& d, const json& a, int r, int c) {
  const json& v = field(a, "arrows");
  if (!v.is_array())
    fail(ErrorKind::Malformed, "/arrows", "\"arrows\" must be an array of arrow types 0..5");
  if (v.size() > 2)
    fail(ErrorKind::Refused, "/arrows",
         "a question field holds one or two questions (SPEC rule 3)");
  unsigned bits = 0;
  for (std::size_t i = 0; i < v.size(); ++i) {
    const std::string path = "/arrows/" + std::to_string(i);
    if (!v[i].is_number_integer())
      fail(ErrorKind::Malformed, path, "an arrow type must be an integer 0..5");
    const auto t = v[i].get<long long>();
    if (t < 0 || t >= arrowword::kArrowTypes)
      fail(ErrorKind::Refused, path, "arrow type " + std::to_string(t) + " is not one of 0..5");
    if (bits & arrowword::arrow_bit(static_cast<int>(t)))
      fail(ErrorKind::Refused, path, "arrow type " + std::to_string(t) + " given twice");
    bits |= arrowword::arrow_bit(static_cast<int>(t));
  }
  int bad = -1;
  const std::string why = arrows_refused(d, r, c, bits, bad);
  if (!why.empty()) {
    std::string path = "/arrows";
    for (std::size_t i = 0; i < v.size(); ++i)
      if (bad >= 0 && v[i].get<long long>() == bad) path += "/" + std::to_string(i);
    fail(ErrorKind::Refused, path, why);
  }
  return bits;
}

Draft set_letter(const Draft& d, const json& a) {
  const auto [r, c] = cell_field(d, a);
  const std::string s = string_field(a, "letter");
  const char l = s.empty() ? 0 : letter_of(s, "/letter");
  if (d.at(r, c).kind != CellKind::Letter)
    fail(ErrorKind::Refused, "/col",
         "row " + std::to_string(r) + " col " + std::to_string(c) + " is not a letter cell");
  const std::vector<Entry> es = entries(d);
  check_unlocked(d, locked_cells(d, es), d.index(r, c), "/col");
  Draft n = d;
  n.at(r, c).letter = l;
  return n;
}

Draft set_entry(const Draft& d, const json& a) {
  const std::vector<Entry> es = entries(d);
  const Entry& e = entry_field(d, es, a);
  std::string word = string_field(a, "word");
  if (static_cast<int>(word.size()) != e.length)
    fail(ErrorKind::Refused, "/word",
         "\"" + word + "\" has " + std::to_string(word.size()) + " letters, the entry " +
             std::to_string(e.length));
  if (d.locks.count(e.key))
    fail(ErrorKind::Conflict, "/entry", "entry " + key_text(e.key) + " is locked");
  const std::vector<bool> locked = locked_cells(d, es);
  Draft n = d;
  for (int k = 0; k < e.length; ++k) {
    const char ch = word[static_cast<std::size_t>(k)];
    if (ch == '.') continue;
    const char l = letter_of(std::string(1, ch), "/word");
    const int i = e.cells[static_cast<std::size_t>(k)];
    if (d.cells[static_cast<std::size_t>(i)].letter != l) check_unlocked(d, locked, i, "/word");
    n.cells[static_cast<std::size_t>(i)].letter = l;
  }
  return n;
}

Draft set_kind_to(const Draft& d, int r, int c, CellKind kind, unsigned arrows) {
  const std::vector<bool> locked = locked_cells(d, entries(d));
  Draft n = d;
  for (const auto& [pr, pc] : partners(d, r, c)) {
    Cell& cell = n.at(pr, pc);
    if (cell.kind == kind && kind != CellKind::Question) continue;
    check_unlocked(d, locked, d.index(pr, pc), "/col");
    cell.kind = kind;
    cell.letter = 0;
    cell.arrows = kind == CellKind::Question ? static_cast<std::uint8_t>(arrows) : 0;
    if (kind == CellKind::Block)
      cell.block = d.kind == Kind::American ? '#' : (cell.block == '-' ? '-' : ' ');
  }
  prune_locks(n);
  return n;
}

Draft set_kind(const Draft& d, const json& a) {
  const auto [r, c] = cell_field(d, a);
  const std::string k = string_field(a, "kind");
  CellKind kind;
  if (k == "letter")
    kind = CellKind::Letter;
  else if (k == "block")
    kind = CellKind::Block;
  else if (k == "question" && d.kind == Kind::Arrowword)
    kind = CellKind::Question;
  else
    fail(ErrorKind::Refused, "/kind",
         "kind \"" + k + "\" is not one of letter, block" +
             (d.kind == Kind::Arrowword ? ", question"
                                        : " (an American grid has no question field)"));
  unsigned arrows = 0;
  if (kind == CellKind::Question && a.contains("arrows")) arrows = arrows_field(d, a, r, c);
  return set_kind_to(d, r, c, kind, arrows);
}

Draft toggle_block(const Draft& d, const json& a) {
  const auto [r, c] = cell_field(d, a);
  const CellKind other = d.kind == Kind::American ? CellKind::Block : CellKind::Question;
  return set_kind_to(d, r, c, d.at(r, c).kind == CellKind::Letter ? other : CellKind::Letter, 0);
}

Draft set_arrows(const Draft& d, const json& a) {
  const auto [r, c] = cell_field(d, a);
  if (d.kind != Kind::Arrowword || d.at(r, c).kind != CellKind::Question)
    fail(ErrorKind::Refused, "/col",
         "row " + std::to_string(r) + " col " + std::to_string(c) + " is no question field");
  const unsigned arrows = arrows_field(d, a, r, c);
  Draft n = d;
  n.at(r, c).arrows = static_cast<std::uint8_t>(arrows);
  prune_locks(n);
  return n;
}

Draft set_lock(const Draft& d, const json& a) {
  const std::vector<Entry> es = entries(d);
  const Entry& e = entry_field(d, es, a);
  Draft n = d;
  if (bool_field(a, "locked"))
    n.locks.insert(e.key);
  else
    n.locks.erase(e.key);
  return n;
}

Draft set_clue(const Draft& d, const json& a) {
  const std::vector<Entry> es = entries(d);
  const Entry& e = entry_field(d, es, a);
  std::string clue = string_field(a, "clue");
  if (clue.size() > 1000) fail(ErrorKind::Refused, "/clue", "a clue of more than 1000 bytes");
  Draft n = d;
  if (clue.empty())
    n.clues.erase(e.key);
  else
    n.clues[e.key] = std::move(clue);
  return n;
}

Draft set_meta(const Draft& d, const json& a) {
  Draft n = d;
  bool any = false;
  for (auto [name, target] : {std::pair{"title", &n.title},
                              {"author", &n.author},
                              {"notes", &n.notes},
                              {"copyright", &n.copyright}})
    if (a.contains(name)) {
      *target = string_field(a, name);
      any = true;
    }
  if (!any) fail(ErrorKind::Malformed, "", "set_meta needs one of title, author, notes, copyright");
  return n;
}

Draft set_symmetry(const Draft& d, const json& a) {
  const std::string s = string_field(a, "symmetry");
  if (d.kind != Kind::American)
    fail(ErrorKind::Refused, "/symmetry", "an arrowword has no symmetry");
  Draft n = d;
  if (s == "none")
    n.symmetry = Symmetry::None;
  else if (s == "rotational")
    n.symmetry = Symmetry::Rotational;
  else if (s == "mirror")
    n.symmetry = Symmetry::Mirror;
  else
    fail(ErrorKind::Refused, "/symmetry",
         "symmetry \"" + s + "\" is not one of none, rotational, mirror");
  return n;
}

Draft set_grid(const Draft& d, const json& a) {
  const json& rows = field(a, "grid");
  if (!rows.is_array() || static_cast<int>(rows.size()) != d.rows)
    fail(ErrorKind::Refused, "/grid",
         "\"grid\" must be an array of " + std::to_string(d.rows) + " rows");
  Draft n = d;
  for (int r = 0; r < d.rows; ++r) {
    const std::string path = "/grid/" + std::to_string(r);
    const json& row = rows[static_cast<std::size_t>(r)];
    if (!row.is_string() || static_cast<int>(row.get_ref<const std::string&>().size()) != d.cols)
      fail(ErrorKind::Refused, path,
           "row " + std::to_string(r) + " must be a string of " + std::to_string(d.cols) +
               " characters");
    const std::string& s = row.get_ref<const std::string&>();
    for (int c = 0; c < d.cols; ++c) {
      const char ch = s[static_cast<std::size_t>(c)];
      Cell cell;
      if (ch == '.')
        cell.kind = CellKind::Letter;
      else if (ch >= 'A' && ch <= 'Z')
        cell = {CellKind::Letter, ch, '#', 0};
      else if (d.kind == Kind::American && ch == '#')
        cell.kind = CellKind::Block;
      else if (d.kind == Kind::Arrowword && (ch == ' ' || ch == '-'))
        cell = {CellKind::Block, 0, ch, 0};
      else if (d.kind == Kind::Arrowword && ch == '?')
        cell.kind = CellKind::Question;
      else
        fail(ErrorKind::Refused, path,
             "row " + std::to_string(r) + " col " + std::to_string(c) + ": '" + std::string(1, ch) +
                 "' is no cell of this grid");
      n.at(r, c) = cell;
    }
  }
  if (d.kind == Kind::Arrowword) {
    const json& qs = field(a, "questions");
    if (!qs.is_array())
      fail(ErrorKind::Malformed, "/questions",
           "\"questions\" must be an array of [row, col, type]");
    for (std::size_t i = 0; i < qs.size(); ++i) {
      const std::string path = "/questions/" + std::to_string(i);
      const json& q = qs[i];
      if (!q.is_array() || q.size() != 3 || !q[0].is_number_integer() ||
          !q[1].is_number_integer() || !q[2].is_number_integer())
        fail(ErrorKind::Malformed, path, "a question is [row, col, type]");
      const auto r = q[0].get<long long>(), c = q[1].get<long long>(), t = q[2].get<long long>();
      if (r < 0 || r >= d.rows || c < 0 || c >= d.cols ||
          n.at(static_cast<int>(r), static_cast<int>(c)).kind != CellKind::Question)
        fail(ErrorKind::Refused, path, "a question must stand on a '?' field of the grid");
      if (t < 0 || t >= arrowword::kArrowTypes)
        fail(ErrorKind::Refused, path + "/2",
             "arrow type " + std::to_string(t) + " is not one of 0..5");
      n.at(static_cast<int>(r), static_cast<int>(c)).arrows |=
          static_cast<std::uint8_t>(arrowword::arrow_bit(static_cast<int>(t)));
    }
  }
  // The letters of locked entries stay (a fill keeps them; so must any other whole grid).
  const std::vector<Entry> es = entries(d);
  const std::vector<bool> locked = locked_cells(d, es);
  for (std::size_t i = 0; i < d.cells.size(); ++i)
    if (locked[i] && (n.cells[i].kind != d.cells[i].kind || n.cells[i].letter != d.cells[i].letter))
      fail(ErrorKind::Conflict, "/grid/" + std::to_string(i / static_cast<std::size_t>(d.cols)),
           "row " + std::to_string(i / static_cast<std::size_t>(d.cols)) + " col " +
               std::to_string(i % static_cast<std::size_t>(d.cols)) + " is in a locked entry");
  prune_locks(n);
  return n;
}

}  // namespace

std::string arrows_refused(const Draft& d, int r, int c, unsigned arrows, int& bad_type) {
  bad_type = -1;
  static constexpr unsigned kPairs[] = {arrowword::arrow_bit(0) | arrowword::arrow_bit(3),
                                        arrowword::arrow_bit(0) | arrowword::arrow_bit(2),
                                        arrowword::arrow_bit(0) | arrowword::arrow_bit(4),
                                        arrowword::arrow_bit(3) | arrowword::arrow_bit(1),
                                        arrowword::arrow_bit(3) | arrowword::arrow_bit(5)};
  if (std::popcount(arrows) == 2 &&
      std::find(std::begin(kPairs), std::end(kPairs), arrows) == std::end(kPairs))
    return "these two arrow types may not share a field (SPEC rule 3: {0,3} {0,2} {0,4} {3,1} "
           "{3,5})";
  const auto blocked = [&](int rr, int cc) {
    return !d.inside(rr, cc) || d.at(rr, cc).kind == CellKind::Block;
  };
  const bool bent_ok = r == 0 || c == 0 || blocked(r, c - 1) || blocked(r - 1, c);
  for (int t = 0; t < arrowword::kArrowTypes; ++t) {
    if (!(arrows & arrowword::arrow_bit(t))) continue;
    const arrowword::Arrow& arrow = arrowword::kArrows[t];
    if (arrow.bent && !bent_ok) {
      bad_type = t;
      return "arrow type " + std::to_string(t) + " (" + arrowword::arrow_name(t) +
             ") is bent: only in row 0, column 0, or right of or below an island (SPEC rule 4)";
    }
    if (!d.inside(r + arrow.dr, c + arrow.dc)) {
      bad_type = t;
      return "arrow type " + std::to_string(t) + " (" + arrowword::arrow_name(t) +
             ") leads off the grid (SPEC rule 5)";
    }
  }
  return "";
}

Draft reduce(const Draft& d, const json& a) {
  if (!a.is_object()) fail(ErrorKind::Malformed, "", "an action must be a JSON object");
  const std::string type = string_field(a, "type");
  if (type == "set_letter") return set_letter(d, a);
  if (type == "set_entry") return set_entry(d, a);
  if (type == "set_kind") return set_kind(d, a);
  if (type == "toggle_block") return toggle_block(d, a);
  if (type == "set_arrows") return set_arrows(d, a);
  if (type == "set_lock") return set_lock(d, a);
  if (type == "set_clue") return set_clue(d, a);
  if (type == "set_meta") return set_meta(d, a);
  if (type == "set_symmetry") return set_symmetry(d, a);
  if (type == "set_grid") return set_grid(d, a);
  fail(ErrorKind::Refused, "/type", "unknown action type \"" + type + "\"");
}

}  // namespace cwg::edit
