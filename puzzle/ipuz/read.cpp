// The ipuz reader: JSON through nlohmann-json, then every member checked with its path.
// The clues are read in read_clues.cpp.
#include <nlohmann/json.hpp>

#include "puzzle/ipuz/html_text.hpp"
#include "puzzle/ipuz/ipuz.hpp"
#include "puzzle/ipuz/read_parts.hpp"

namespace cwg::ipuz {

using arrowword::kMaxSide;

namespace {

using puzzle::Cell;
using puzzle::CellKind;
using puzzle::Puzzle;

/// Deeper nesting than this is no puzzle; refused before the JSON parser recurses into it.
constexpr int kMaxDepth = 64;

void check_depth(std::string_view text, std::size_t offset, const std::string& name) {
  int depth = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char ch = text[i];
    if (in_string) {
      if (ch == '\\') ++i;
      if (ch == '"') in_string = false;
    } else if (ch == '"') {
      in_string = true;
    } else if (ch == '[' || ch == '{') {
      if (++depth > kMaxDepth)
        throw IpuzError(name, "byte " + std::to_string(offset + i),
                        "nested deeper than " + std::to_string(kMaxDepth) + " levels");
    } else if (ch == ']' || ch == '}') {
      --depth;
    }
  }
}

/// nlohmann's message without its "[json.exception.parse_error.101] " prefix.
std::string message_of(const Json::exception& e) {
  std::string why = e.what();
  if (const auto at = why.find("] "); at != std::string::npos) why = why.substr(at + 2);
  return why;
}

Json parse_json(std::string_view bytes, const std::string& name) {
  // Some sites serve ipuz as JSONP: ipuz({...}).
  std::string_view text = bytes;
  std::size_t skipped = 0;
  if (text.rfind("ipuz(", 0) == 0) {
    const auto close = text.find_last_of(')');
    if (close != std::string_view::npos) {
      text = text.substr(5, close - 5);
      skipped = 5;
    }
  }
  check_depth(text, skipped, name);
  try {
    return Json::parse(text.begin(), text.end());
  } catch (const Json::parse_error& e) {
    // nlohmann counts bytes from 1; cwg names 0-based offsets, as the .puz reader does.
    throw IpuzError(name, "byte " + std::to_string(skipped + (e.byte > 0 ? e.byte - 1 : 0)),
                    "not JSON: " + message_of(e));
  } catch (const Json::exception& e) {
    // A number too large for a double (out_of_range 406) carries no position.
    throw IpuzError(name, "(JSON)", "not JSON: " + message_of(e));
  }
}

int dimension(const Reader& in, const Json& dims, const char* key) {
  const std::string path = std::string("dimensions.") + key;
  const Json* v = in.member(dims, "dimensions", key, true);
  if (!v->is_number_integer()) in.fail(path, "expected a whole number");
  const auto n = v->get<long long>();
  if (n < 1 || n > kMaxSide)
    in.fail(path, std::to_string(n) + " is outside 1.." + std::to_string(kMaxSide));
  return static_cast<int>(n);
}

std::string text_value(const Json& v) {
  return v.is_string() ? v.get<std::string>() : v.dump();
}

/// One square of `puzzle`: null (omitted), a block, or a letter square with its number.
PuzzleSquare read_square(const Reader& in, const Json& v, const std::string& path, bool nested) {
  PuzzleSquare sq;
  if (v.is_null()) return sq;
  if (v.is_object() && !nested) {
    const Json* style = in.member(v, path, "style", false);
    if (style) {
      if (!style->is_object()) in.fail(path + ".style", "expected an object");
      sq.styled = !style->empty();
      const auto shape = style->find("shapebg");
      sq.circled = shape != style->end() && shape->is_string() && *shape == "circle";
    }
    const Json* cell = in.member(v, path, "cell", false);
    PuzzleSquare inner = cell ? read_square(in, *cell, path + ".cell", true)
                              : PuzzleSquare{SquareKind::Letter, false, false};
    inner.styled = sq.styled;  // the number, kind come from `cell`
    inner.circled = sq.circled;
    return inner;
  }
  if (!v.is_string() && !v.is_number_integer())
    in.fail(path, nested ? "expected a number, a string or null"
                         : "expected a number, a string, null or an object");
  const std::string text = text_value(v);
  sq.kind = text == in.block ? SquareKind::Block : SquareKind::Letter;
  if (sq.kind == SquareKind::Letter && !text.empty() && text.size() < 7 &&
      text.find_first_not_of("0123456789") == std::string::npos)
    sq.number = std::stoi(text);
  return sq;
}

/// The answer of a letter square in `solution`: "" for unknown.
std::string read_answer(const Reader& in, const Json& v, const std::string& path) {
  const Json* value = &v;
  if (v.is_object()) {
    value = in.member(v, path, "value", false);
    if (!value) return {};
  }
  if (value->is_null()) return {};
  if (!value->is_string() && !value->is_number_integer())
    in.fail(path, "expected a letter, a number, null or an object");
  const std::string s = text_value(*value);
  if (s == in.block) in.fail(path, "a block where `puzzle` has a letter square");
  return s == in.empty ? std::string() : s;
}

const Json& row_of(const Reader& in, const Json& grid, const char* key, int r, int width) {
  const Json& row = grid[static_cast<std::size_t>(r)];
  const std::string path = std::string(key) + "[" + std::to_string(r) + "]";
  if (!row.is_array()) in.fail(path, "expected an array (a row)");
  if (row.size() != static_cast<std::size_t>(width))
    in.fail(path, std::to_string(row.size()) + " squares; dimensions.width says " +
                      std::to_string(width));
  return row;
}

void check_rows(const Reader& in, const Json& grid, const char* key, int height) {
  if (!grid.is_array()) in.fail(key, "expected an array of rows");
  if (grid.size() != static_cast<std::size_t>(height))
    in.fail(key, std::to_string(grid.size()) + " rows; dimensions.height says " +
                     std::to_string(height));
}

std::vector<PuzzleSquare> read_squares(const Reader& in, const Json& doc, Puzzle& p) {
  const Json& grid = *in.member(doc, "", "puzzle", true);
  check_rows(in, grid, "puzzle", p.height);
  std::vector<PuzzleSquare> squares;
  for (int r = 0; r < p.height; ++r) {
    const Json& row = row_of(in, grid, "puzzle", r, p.width);
    for (int c = 0; c < p.width; ++c)
      squares.push_back(read_square(in, row[static_cast<std::size_t>(c)],
                                    "puzzle[" + std::to_string(r) + "][" + std::to_string(c) + "]",
                                    false));
  }
  return squares;
}

void read_solution(const Reader& in, const Json& doc, Puzzle& p) {
  const Json* grid = in.member(doc, "", "solution", false);
  if (!grid) return;
  check_rows(in, *grid, "solution", p.height);
  for (int r = 0; r < p.height; ++r) {
    const Json& row = row_of(in, *grid, "solution", r, p.width);
    for (int c = 0; c < p.width; ++c) {
      Cell& cell = p.cells[p.index(r, c)];
      if (cell.kind != CellKind::Letter) continue;
      cell.solution = read_answer(in, row[static_cast<std::size_t>(c)],
                                  "solution[" + std::to_string(r) + "][" + std::to_string(c) + "]");
    }
  }
}

bool read_kind(const Reader& in, const Json& doc) {
  const Json& kinds = *in.member(doc, "", "kind", true);
  if (!kinds.is_array() || kinds.empty()) in.fail("kind", "expected an array of kind names");
  bool crossword = false, arrowword = false;
  for (std::size_t i = 0; i < kinds.size(); ++i) {
    if (!kinds[i].is_string())
      in.fail("kind[" + std::to_string(i) + "]", "expected a string (a kind name)");
    const std::string k = kinds[i].get<std::string>();
    crossword = crossword || k.rfind("http://ipuz.org/crossword", 0) == 0;
    arrowword = arrowword || k.rfind("http://ipuz.org/crossword/arrowword", 0) == 0;
  }
  if (!crossword) in.fail("kind", "no crossword kind (http://ipuz.org/crossword#1)");
  return arrowword;
}

void read_texts(const Reader& in, const Json& doc, Puzzle& p) {
  for (auto [key, text] : {std::pair{"title", &p.title}, std::pair{"author", &p.author},
                           std::pair{"copyright", &p.copyright}, std::pair{"notes", &p.notes}}) {
    const Json* v = in.member(doc, "", key, false);
    if (!v || v->is_null()) continue;
    if (!v->is_string()) in.fail(key, "expected a string");
    *text = decode_html(v->get<std::string>());
  }
}

std::string optional_string(const Reader& in, const Json& doc, const char* key,
                            const std::string& fallback) {
  const Json* v = in.member(doc, "", key, false);
  if (!v) return fallback;
  if (!v->is_string() && !v->is_number_integer()) in.fail(key, "expected a string");
  return text_value(*v);
}

}  // namespace

const Json* Reader::member(const Json& object, const std::string& path, const char* key,
                           bool required) const {
  const auto it = object.find(key);
  if (it != object.end()) return &*it;
  if (required) fail(path.empty() ? key : path + "." + key, "missing");
  return nullptr;
}

puzzle::Puzzle parse_ipuz(std::string_view bytes, const std::string& name) {
  const Json doc = parse_json(bytes, name);
  Reader in{name};
  if (!doc.is_object()) in.fail("(top)", "expected a JSON object");
  if (const Json* v = in.member(doc, "", "version", false); v && !v->is_string())
    in.fail("version", "expected a string");
  Puzzle p;
  p.kind = read_kind(in, doc) ? puzzle::Kind::Arrowword : puzzle::Kind::American;
  const Json& dims = *in.member(doc, "", "dimensions", true);
  if (!dims.is_object()) in.fail("dimensions", "expected an object");
  p.width = dimension(in, dims, "width");
  p.height = dimension(in, dims, "height");
  in.block = optional_string(in, doc, "block", "#");
  in.empty = optional_string(in, doc, "empty", "0");
  read_texts(in, doc, p);
  const std::vector<PuzzleSquare> squares = read_squares(in, doc, p);
  for (const PuzzleSquare& sq : squares) {
    Cell cell;
    if (sq.kind == SquareKind::Letter) {
      cell.kind = CellKind::Letter;
      cell.circled = sq.circled;
    } else if (p.kind == puzzle::Kind::Arrowword) {
      cell.block = ' ';  // an island, unless a clue stands in it (read_clues)
    }
    p.cells.push_back(cell);
  }
  read_solution(in, doc, p);
  read_clues(in, doc, squares, p);
  return p;
}

}  // namespace cwg::ipuz
