// Reading CGP lines of either variant into a Position.
#include <algorithm>
#include <charconv>
#include <tuple>

#include "formats/cgp/cgp.hpp"

namespace cwg::cgp {

using game::Tile;
using game::TileString;

namespace {

constexpr const char* kFieldNames[] = {"board", "racks", "scores", "zero turns", "opcodes"};
constexpr int kMaxSide = 255;

/// The line being read and where it came from, to name places in errors.
struct Reader {
  std::string_view line;
  const ReadOptions& where;
  const game::Distribution* dist = nullptr;
  Variant variant = Variant::Utf8;
  /// Every tile read, in order, with its field and byte offset: for the bag count.
  mutable std::vector<std::tuple<Tile, int, std::size_t>> placed;

  [[noreturn]] void fail(ErrorKind kind, int field, std::size_t at, const std::string& msg) const {
    const int column = game::utf8_column(line, at);
    throw CgpError(kind, where.file, where.line, column,
                   "field " + std::to_string(field + 1) + " (" + kFieldNames[field] +
                       "), character " + std::to_string(column) + ": " + msg);
  }

  /// One tile of the board or a rack starting at `at`; returns bytes consumed.
  std::size_t tile(int field, std::size_t at, bool on_board, Tile& out) const {
    if (variant == Variant::Ascii) {
      const auto c = static_cast<unsigned char>(line[at]);
      const int n = dist->size();
      bool ok = true;
      if (!on_board && c == '~')
        out = game::kBlank;
      else if (c >= 33 && c < 33 + n)
        out = static_cast<Tile>(c - 32);
      else if (on_board && c >= 81 && c < 81 + n)
        out = game::as_blank(static_cast<Tile>(c - 80));
      else
        ok = false;
      if (ok) {
        placed.emplace_back(out, field, at);
        return 1;
      }
      fail(ErrorKind::UnknownLetter, field, at,
           std::string("rune '") + line[at] + "' is not a " + (on_board ? "tile" : "rack tile") +
               " of the " + dist->name() + " distribution");
    }
    std::size_t len = game::utf8_length(line, at);
    std::string face(line.substr(at, len));
    if (line[at] == '[') {
      const std::size_t close = line.find(']', at);
      if (close == std::string_view::npos || close == at + 1)
        fail(ErrorKind::UnknownLetter, field, at, "'[' without a tile and ']'");
      len = close - at + 1;
      face = std::string(line.substr(at + 1, close - at - 1));
    }
    const auto t = dist->tile_of(face);
    const bool ok = t && (on_board ? *t != game::kBlank : !game::is_designated_blank(*t));
    if (!ok)
      fail(ErrorKind::UnknownLetter, field, at,
           "'" + face + "' is not a " + (on_board ? "tile" : "rack tile") + " of the " +
               dist->name() + " distribution");
    out = *t;
    placed.emplace_back(out, field, at);
    return len;
  }

  game::Board board(std::size_t begin, std::size_t end) const {
    if (begin == end) fail(ErrorKind::MissingField, 0, begin, "the board field is empty");
    const char row_sep = variant == Variant::Ascii ? '|' : '/';
    std::vector<std::vector<Tile>> rows(1);
    std::vector<std::size_t> row_start{begin};
    for (std::size_t i = begin; i < end;) {
      const char c = line[i];
      if (c == row_sep) {
        if (rows.size() == kMaxSide) fail(ErrorKind::BoardTooLarge, 0, i, "more than 255 rows");
        rows.emplace_back();
        row_start.push_back(++i);
        continue;
      }
      std::size_t run = 0;
      if (variant == Variant::Utf8 && c >= '0' && c <= '9') {
        std::size_t j = i;
        while (j < end && line[j] >= '0' && line[j] <= '9' && run <= kMaxSide)
          run = run * 10 + static_cast<std::size_t>(line[j++] - '0');
        if (run == 0 || run > kMaxSide)
          fail(ErrorKind::BadRun, 0, i, "a run of empty squares must be 1 to 255");
        rows.back().insert(rows.back().end(), run, game::kEmpty);
        i = j;
      } else if (variant == Variant::Ascii && c == '~') {
        if (i + 1 < end && line[i + 1] == '~') {
          if (i + 2 >= end || line[i + 2] < 33 || line[i + 2] == '|' || line[i + 2] == '~')
            fail(ErrorKind::BadRun, 0, i, "'~~' must be followed by a rune for the run's length");
          run = static_cast<std::size_t>(line[i + 2] - 32);
          i += 3;
        } else {
          run = 1;
          ++i;
        }
        rows.back().insert(rows.back().end(), run, game::kEmpty);
      } else {
        Tile t = 0;
        i += tile(0, i, true, t);
        rows.back().push_back(t);
      }
      if (rows.back().size() > kMaxSide)
        fail(ErrorKind::BoardTooLarge, 0, row_start.back(), "a row of more than 255 squares");
    }
    const std::size_t cols = rows[0].size();
    for (std::size_t r = 0; r < rows.size(); ++r)
      if (rows[r].size() != cols || cols == 0)
        fail(ErrorKind::RowLength, 0, row_start[r],
             "row " + std::to_string(r + 1) + " has " + std::to_string(rows[r].size()) +
                 " squares, row 1 has " + std::to_string(cols));
    if (rows.size() != cols)
      fail(ErrorKind::RowCount, 0, begin,
           std::to_string(rows.size()) + " rows of " + std::to_string(cols) +
               " squares (the board is square)");
    game::Board b = game::Board::of_size(static_cast<int>(rows.size()), static_cast<int>(cols));
    for (std::size_t r = 0; r < rows.size(); ++r)
      for (std::size_t c = 0; c < cols; ++c)
        b.set(static_cast<int>(r), static_cast<int>(c), rows[r][c]);
    return b;
  }

  std::vector<TileString> racks(std::size_t begin, std::size_t end) const {
    const char sep = variant == Variant::Ascii ? '|' : '/';
    std::vector<TileString> out(1);
    for (std::size_t i = begin; i < end;) {
      if (line[i] == sep) {
        out.emplace_back();
        ++i;
        continue;
      }
      Tile t = 0;
      i += tile(1, i, false, t);
      out.back().push_back(t);
    }
    return out;
  }

  std::vector<int> scores(std::size_t begin, std::size_t end) const {
    const char sep = variant == Variant::Ascii ? '|' : '/';
    std::vector<int> out;
    for (std::size_t i = begin;;) {
      std::size_t j = line.find(sep, i);
      if (j == std::string_view::npos || j > end) j = end;
      out.push_back(integer(2, i, j, ErrorKind::BadScore, true));
      if (j == end) break;
      i = j + 1;
    }
    return out;
  }

  int integer(int field, std::size_t begin, std::size_t end, ErrorKind kind, bool sign) const {
    int value = 0;
    const char* first = line.data() + begin;
    const char* last = line.data() + end;
    const auto r = std::from_chars(first, last, value);
    if (first == last || r.ec != std::errc() || r.ptr != last || (!sign && value < 0) ||
        value > 100000000 || value < -100000000)
      fail(kind, field, begin,
           "'" + std::string(line.substr(begin, end - begin)) + "' is not " +
               (sign ? "an integer" : "a non-negative integer"));
    return value;
  }
};

/// Splits the opcodes of either variant into (name, operands, byte offset of the name).
struct RawOpcode {
  Opcode op;
  std::size_t at;
};

std::vector<RawOpcode> split_opcodes(const Reader& rd, std::size_t begin) {
  std::vector<RawOpcode> ops;
  const std::string_view s = rd.line;
  const char end_char = rd.variant == Variant::Ascii ? '|' : ';';
  for (std::size_t i = begin; i < s.size();) {
    if (s[i] == ' ' || (rd.variant == Variant::Ascii && s[i] == '|')) {
      ++i;
      continue;
    }
    std::size_t stop = s.find(end_char, i);
    if (stop == std::string_view::npos) {
      if (rd.variant == Variant::Utf8)
        rd.fail(ErrorKind::BadOpcode, 4, i, "opcode not ended by ';'");
      stop = s.size();
    }
    std::string_view text = s.substr(i, stop - i);
    for (std::size_t k = 0; k < text.size(); ++k)
      if (static_cast<unsigned char>(text[k]) < 0x20 || text[k] == 0x7F)
        rd.fail(ErrorKind::BadOpcode, 4, i + k, "a control character in an opcode");
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    const std::size_t space = text.find(' ');
    Opcode op{std::string(text.substr(0, space)),
              space == std::string_view::npos ? "" : std::string(text.substr(space + 1))};
    if (op.name.empty()) rd.fail(ErrorKind::BadOpcode, 4, i, "an opcode without a name");
    for (char c : op.name)
      if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
            c == '_' || c == '-'))
        rd.fail(ErrorKind::BadOpcode, 4, i,
                "opcode name '" + op.name + "' is not letters and digits");
    // Each variant's separator must stay out of the other's operands, or a converted line
    // would split differently (lm is converted tile by tile, its runes may be ';').
    const char other = rd.variant == Variant::Ascii ? ';' : '|';
    if (op.name != "lm" && op.operands.find(other) != std::string::npos)
      rd.fail(ErrorKind::BadOpcode, 4, i,
              "opcode " + op.name + ": '" + other + "' in its operands cannot be written in the " +
                  (rd.variant == Variant::Ascii ? "text" : "ASCII") + " variant");
    ops.push_back({std::move(op), i});
    i = stop + 1;
  }
  return ops;
}

bool all_digits(std::string_view s, bool sign) {
  if (sign && !s.empty() && s[0] == '-') s.remove_prefix(1);
  if (s.empty() || s.size() > 12) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  return true;
}

/// Operands of the opcodes with a known shape are checked; others are kept as they are.
void check_opcode(const Reader& rd, const RawOpcode& raw) {
  const std::string& n = raw.op.name;
  const std::string& v = raw.op.operands;
  const auto bad = [&](const std::string& what) {
    rd.fail(ErrorKind::BadOpcode, 4, raw.at, "opcode " + n + ": " + what);
  };
  if (n == "bb" || n == "etl" || n == "mcnz" || n == "mncz" || n == "ti" || n == "to") {
    if (!all_digits(v, false)) bad("'" + v + "' is not a non-negative integer");
  } else if (n == "tmr") {
    std::size_t i = 0;
    for (;;) {
      std::size_t j = v.find('/', i);
      if (!all_digits(
              std::string_view(v).substr(i, j == std::string::npos ? std::string::npos : j - i),
              true))
        bad("timers must be integers separated by '/'");
      if (j == std::string::npos) break;
      i = j + 1;
    }
  } else if (n == "lex" || n == "ld" || n == "bdn" || n == "gid" || n == "var" || n == "cr") {
    if (v.empty() || v.find(' ') != std::string::npos) bad("expects one word");
  }
}

}  // namespace

Variant detect_variant(std::string_view line) {
  while (!line.empty() && (line.back() == ' ' || line.back() == '\r' || line.back() == '\n'))
    line.remove_suffix(1);
  const std::size_t space = line.find(' ');
  const std::string_view board = line.substr(0, space);
  if (board.find_first_of("|~") != std::string_view::npos) return Variant::Ascii;
  // A board of one row holds no '|': then racks, scores or opcodes split by '|', or
  // opcodes not ended by ';', tell.
  if (board.find('/') == std::string_view::npos && space != std::string_view::npos) {
    const std::string_view rest = line.substr(space + 1);
    if (rest.find('|') != std::string_view::npos) return Variant::Ascii;
    std::size_t fields = 0, at = 0;
    while (fields < 3 && (at = rest.find(' ', at)) != std::string_view::npos) ++fields, ++at;
    if (fields == 3 && at < rest.size() && rest.back() != ';') return Variant::Ascii;
  }
  return Variant::Utf8;
}

Position parse(std::string_view line, const ReadOptions& options) {
  while (!line.empty() &&
         (line.back() == '\r' || line.back() == '\n' || line.back() == ' ' || line.back() == '\t'))
    line.remove_suffix(1);
  Reader rd{line, options, nullptr, Variant::Utf8, {}};
  rd.variant = options.variant.value_or(detect_variant(line));
  Position pos;
  pos.variant = rd.variant;

  // The four fields are split by single spaces; the rest is the opcodes.
  std::size_t bounds[5] = {0, 0, 0, 0, 0};
  int fields = 1;
  for (std::size_t i = 0; fields < 5; ++fields) {
    const std::size_t sp = line.find(' ', i);
    if (sp == std::string_view::npos) break;
    bounds[fields] = sp + 1;
    i = sp + 1;
  }
  const auto field_end = [&](int f) { return f + 1 < fields ? bounds[f + 1] - 1 : line.size(); };
  if (fields > 1 && fields < 4)
    rd.fail(ErrorKind::MissingField, fields, line.size(),
            "a position needs board, racks, scores and zero turns");
  pos.board_only = fields == 1;

  std::vector<RawOpcode> ops;
  if (fields == 5) ops = split_opcodes(rd, bounds[4]);
  pos.opcodes.reserve(ops.size());
  for (const RawOpcode& raw : ops) pos.opcodes.push_back(raw.op);

  if (options.distribution) {
    pos.distribution = *options.distribution;
  } else if (auto ld = pos.opcode("ld")) {
    if (const game::Distribution* d = game::Distribution::named(*ld))
      pos.distribution = *d;
    else
      pos.counts_checked = false;
  } else if (auto lex = pos.opcode("lex")) {
    if (const game::Distribution* d = game::Distribution::named(*lex)) pos.distribution = *d;
  }
  rd.dist = &pos.distribution;
  if (rd.variant == Variant::Ascii && pos.distribution.size() > 42)
    rd.fail(ErrorKind::UnknownLetter, 0, 0, "the ASCII variant holds at most 42 letters");

  pos.board = rd.board(0, field_end(0));
  if (!pos.board_only) {
    pos.racks = rd.racks(bounds[1], field_end(1));
    pos.scores = rd.scores(bounds[2], field_end(2));
    if (pos.scores.size() != pos.racks.size())
      rd.fail(ErrorKind::PlayerCount, 2, bounds[2],
              std::to_string(pos.racks.size()) + " racks but " + std::to_string(pos.scores.size()) +
                  " scores");
    pos.zero_turns = rd.integer(3, bounds[3], field_end(3), ErrorKind::BadZeroTurns, false);
  }
  for (std::size_t k = 0; k < ops.size(); ++k) {
    check_opcode(rd, ops[k]);
    if (ops[k].op.name != "lm") continue;
    const int column = game::utf8_column(line, ops[k].at);
    // Converting checks the operand's shape in both directions.
    if (rd.variant == Variant::Ascii)
      pos.opcodes[k].operands = lm_to_utf8(ops[k].op.operands, pos.distribution, options, column);
    else
      lm_to_ascii(ops[k].op.operands, pos.distribution, options, column);
    if (const auto play = lm_play(pos.opcodes[k].operands)) {
      const int n = static_cast<int>(play->new_tile.size()) - 1;
      const int end_row = play->at.row + (play->at.across ? 0 : n),
                end_col = play->at.col + (play->at.across ? n : 0);
      if (!pos.board.contains(play->at.row, play->at.col) || !pos.board.contains(end_row, end_col))
        rd.fail(ErrorKind::BadOpcode, 4, ops[k].at,
                "opcode lm '" + pos.opcodes[k].operands + "': the play runs off the " +
                    std::to_string(pos.board.rows()) + "x" + std::to_string(pos.board.cols()) +
                    " board");
    }
  }
  if (!pos.board_only)
    if (const auto tmr = pos.opcode("tmr")) {
      const auto timers = static_cast<std::size_t>(std::count(tmr->begin(), tmr->end(), '/')) + 1;
      if (timers != pos.racks.size())
        for (const RawOpcode& raw : ops)
          if (raw.op.name == "tmr")
            rd.fail(ErrorKind::BadOpcode, 4, raw.at,
                    "opcode tmr: " + std::to_string(timers) + " timers for " +
                        std::to_string(pos.racks.size()) + " players");
    }

  if (pos.counts_checked) {
    // Board first, then the racks in order: the error names the tile that is one too many.
    std::vector<int> left(static_cast<std::size_t>(pos.distribution.size()) + 1);
    for (int t = 0; t <= pos.distribution.size(); ++t)
      left[static_cast<std::size_t>(t)] = pos.distribution.count(static_cast<Tile>(t));
    const auto take = [&](Tile t, int field, std::size_t at) {
      const Tile key = game::is_designated_blank(t) ? game::kBlank : t;
      if (--left[key] < 0)
        rd.fail(ErrorKind::TooManyTiles, field, at,
                "more " + pos.distribution.face(key) + " tiles than the " +
                    pos.distribution.name() + " bag holds (" +
                    std::to_string(pos.distribution.count(key)) + ")");
    };
    for (const auto& [t, field, at] : rd.placed) take(t, field, at);
  }
  return pos;
}

std::vector<Line> lines(std::string_view text) {
  std::vector<Line> out;
  if (text.starts_with("\xEF\xBB\xBF"))
    text.remove_prefix(3);  // a byte-order mark is no part of line 1
  int number = 0;
  for (std::size_t pos = 0; pos <= text.size();) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    ++number;
    pos = end + 1;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.remove_suffix(1);
    if (!line.empty()) out.push_back({line, number});
  }
  return out;
}

std::vector<Position> parse_all(std::string_view text, const ReadOptions& options) {
  std::vector<Position> out;
  ReadOptions at = options;
  for (const Line& line : lines(text)) {
    at.line = line.number;
    out.push_back(parse(line.text, at));
  }
  return out;
}

}  // namespace cwg::cgp
