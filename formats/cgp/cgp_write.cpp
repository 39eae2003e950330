// Writing a Position in either variant, and the `lm` operand between the variants.
#include <algorithm>

#include "formats/cgp/cgp.hpp"

namespace cwg::cgp {

using game::Tile;
using game::TileString;

const char* error_kind_name(ErrorKind kind) {
  switch (kind) {
    case ErrorKind::MissingField:
      return "missing-field";
    case ErrorKind::RowCount:
      return "row-count";
    case ErrorKind::RowLength:
      return "row-length";
    case ErrorKind::BoardTooLarge:
      return "board-too-large";
    case ErrorKind::UnknownLetter:
      return "unknown-letter";
    case ErrorKind::BadRun:
      return "bad-run";
    case ErrorKind::TooManyTiles:
      return "too-many-tiles";
    case ErrorKind::BadScore:
      return "bad-score";
    case ErrorKind::PlayerCount:
      return "player-count";
    case ErrorKind::BadZeroTurns:
      return "bad-zero-turns";
    case ErrorKind::BadOpcode:
      return "bad-opcode";
  }
  return "unknown";
}

std::optional<std::string> Position::opcode(std::string_view name) const {
  for (const Opcode& op : opcodes)
    if (op.name == name) return op.operands;
  return std::nullopt;
}

int Position::bingo_bonus() const {
  const auto bb = opcode("bb");
  if (!bb) return 50;
  try {
    return std::stoi(*bb);
  } catch (const std::exception&) {
    return 50;  // the reader checked it; only a hand-built Position gets here
  }
}

std::string Position::lexicon() const {
  return opcode("lex").value_or("");
}

char rune_of(Tile t) {
  if (t == game::kBlank) return '~';
  return static_cast<char>(game::is_designated_blank(t) ? game::letter_of(t) + 80 : t + 32);
}

namespace {

std::string utf8_face(const game::Distribution& d, Tile t) {
  const std::string f = d.face(t);
  return game::utf8_length(f, 0) < f.size() ? "[" + f + "]" : f;
}

std::string utf8_tiles(const game::Distribution& d, const TileString& tiles) {
  std::string out;
  for (Tile t : tiles) out += utf8_face(d, t);
  return out;
}

std::string ascii_tiles(const TileString& tiles) {
  std::string out;
  for (Tile t : tiles) out += rune_of(t);
  return out;
}

/// Splits "8D ABC +5" style operands at spaces.
std::vector<std::string_view> words(std::string_view s) {
  std::vector<std::string_view> out;
  for (std::size_t i = 0; i < s.size();) {
    if (s[i] == ' ') {
      ++i;
      continue;
    }
    std::size_t j = s.find(' ', i);
    if (j == std::string_view::npos) j = s.size();
    out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

[[noreturn]] void bad_lm(const ReadOptions& where, int column, std::string_view operand,
                         const std::string& why) {
  throw CgpError(ErrorKind::BadOpcode, where.file, where.line, column,
                 "field 5 (opcodes), character " + std::to_string(column) + ": opcode lm '" +
                     std::string(operand) + "': " + why);
}

/// Text-variant tiles of a play or exchange: '.' (through, kept as 0xFF), [CH], letters.
std::vector<int> utf8_play_tiles(std::string_view s, const game::Distribution& d, bool rack,
                                 const ReadOptions& where, int column, std::string_view operand) {
  std::vector<int> out;
  for (std::size_t i = 0; i < s.size();) {
    if (s[i] == '.' && !rack) {
      out.push_back(-1);
      ++i;
      continue;
    }
    std::size_t len = game::utf8_length(s, i);
    std::string face(s.substr(i, len));
    if (s[i] == '[') {
      const std::size_t close = s.find(']', i);
      if (close == std::string_view::npos) bad_lm(where, column, operand, "'[' without ']'");
      len = close - i + 1;
      face = std::string(s.substr(i + 1, close - i - 1));
    }
    const auto t = d.tile_of(face);
    if (!t || (rack ? game::is_designated_blank(*t) : *t == game::kBlank))
      bad_lm(where, column, operand, "'" + face + "' is not a tile of the distribution");
    out.push_back(*t);
    i += len;
  }
  if (out.empty()) bad_lm(where, column, operand, "no tiles");
  return out;
}

std::vector<int> ascii_play_tiles(std::string_view s, const game::Distribution& d, bool rack,
                                  const ReadOptions& where, int column, std::string_view operand) {
  std::vector<int> out;
  const int n = d.size();
  for (char ch : s) {
    const int c = static_cast<unsigned char>(ch);
    if (c == '~')
      out.push_back(rack ? game::kBlank : -1);
    else if (c >= 33 && c < 33 + n)
      out.push_back(c - 32);
    else if (!rack && c >= 81 && c < 81 + n)
      out.push_back(game::as_blank(static_cast<Tile>(c - 80)));
    else
      bad_lm(where, column, operand, std::string("rune '") + ch + "' is not a tile");
  }
  if (out.empty()) bad_lm(where, column, operand, "no tiles");
  return out;
}

std::string play_text(const std::vector<int>& tiles, const game::Distribution& d, bool ascii) {
  std::string out;
  for (int t : tiles) {
    if (t < 0)
      out += ascii ? '~' : '.';
    else
      out += ascii ? std::string(1, rune_of(static_cast<Tile>(t)))
                   : utf8_face(d, static_cast<Tile>(t));
  }
  return out;
}

void check_coord(std::string_view c, const ReadOptions& where, int column,
                 std::string_view operand) {
  if (!game::parse_placement(c))
    bad_lm(where, column, operand, "'" + std::string(c) + "' is not a coordinate like 8D or D8");
}

void check_bonus(std::string_view b, const ReadOptions& where, int column,
                 std::string_view operand) {
  const bool ok = b.size() >= 2 && b.size() < 8 && b[0] == '+' &&
                  std::all_of(b.begin() + 1, b.end(), [](char c) { return c >= '0' && c <= '9'; });
  if (!ok) bad_lm(where, column, operand, "'" + std::string(b) + "' is not a bonus like +5");
}

/// The play form of `lm`, `[challenge] COORD TILES [+BONUS]` in either variant, with its
/// tiles turned into the other variant's by `convert`.
template <typename Convert>
std::string convert_play(const std::vector<std::string_view>& w, const ReadOptions& where,
                         int column, std::string_view operand, const char* expected,
                         Convert convert) {
  const bool challenge = w[0] == "challenge";
  const std::size_t k = challenge ? 1 : 0;
  if (w.size() < k + 2 || w.size() > k + 3) bad_lm(where, column, operand, expected);
  check_coord(w[k], where, column, operand);
  std::string out = challenge ? "challenge " : "";
  out += std::string(w[k]) + " " + convert(w[k + 1]);
  if (w.size() == k + 3) {
    check_bonus(w[k + 2], where, column, operand);
    out += " " + std::string(w[k + 2]);
  }
  return out;
}

}  // namespace

std::optional<LastMovePlay> lm_play(std::string_view operand) {
  const auto w = words(operand);
  LastMovePlay play;
  play.challenged = !w.empty() && w[0] == "challenge";
  const std::size_t k = play.challenged ? 1 : 0;
  if (w.size() < k + 2) return std::nullopt;
  const auto at = game::parse_placement(w[k]);
  if (!at) return std::nullopt;
  play.at = *at;
  const std::string_view tiles = w[k + 1];
  for (std::size_t i = 0; i < tiles.size();) {
    play.new_tile.push_back(tiles[i] != '.');
    const std::size_t close = tiles[i] == '[' ? tiles.find(']', i) : std::string_view::npos;
    i = close != std::string_view::npos ? close + 1 : i + game::utf8_length(tiles, i);
  }
  return play;
}

std::string lm_to_ascii(std::string_view operand, const game::Distribution& d,
                        const ReadOptions& where, int column) {
  const auto w = words(operand);
  if (w.empty()) bad_lm(where, column, operand, "no move");
  if (w.size() == 1 && w[0] == "-") return "pass";
  if (w.size() == 1 && w[0][0] == '-') {
    const std::string_view rest = w[0].substr(1);
    if (std::all_of(rest.begin(), rest.end(), [](char c) { return c >= '0' && c <= '9'; })) {
      const int count = rest.size() > 2 ? 100 : std::stoi(std::string(rest));
      if (count < 1 || count > 99 || rest[0] == '0')
        bad_lm(where, column, operand, "an exchange of 1 to 99 tiles");
      return "exchange " + std::string(static_cast<std::size_t>(count), '~');
    }
    const auto tiles = utf8_play_tiles(rest, d, true, where, column, operand);
    if (tiles.size() > 99) bad_lm(where, column, operand, "an exchange of 1 to 99 tiles");
    return "exchange " + play_text(tiles, d, true);
  }
  return convert_play(
      w, where, column, operand, "expected `8D TILES` or `-TILES`", [&](std::string_view tiles) {
        return play_text(utf8_play_tiles(tiles, d, false, where, column, operand), d, true);
      });
}

std::string lm_to_utf8(std::string_view operand, const game::Distribution& d,
                       const ReadOptions& where, int column) {
  const auto w = words(operand);
  if (w.empty()) bad_lm(where, column, operand, "no move");
  if (w.size() == 1 && w[0] == "pass") return "-";
  if (w[0] == "exchange") {
    if (w.size() != 2) bad_lm(where, column, operand, "expected `exchange RUNES`");
    const auto tiles = ascii_play_tiles(w[1], d, true, where, column, operand);
    // An exchange of unknown tiles is written as a count, which is 1 to 99: so is every
    // exchange, in either variant.
    if (tiles.size() > 99) bad_lm(where, column, operand, "an exchange of 1 to 99 tiles");
    if (std::all_of(tiles.begin(), tiles.end(), [](int t) { return t == game::kBlank; }))
      return "-" + std::to_string(tiles.size());
    return "-" + play_text(tiles, d, false);
  }
  return convert_play(w, where, column, operand, "expected `8D RUNES`, `exchange RUNES` or `pass`",
                      [&](std::string_view runes) {
                        return play_text(ascii_play_tiles(runes, d, false, where, column, operand),
                                         d, false);
                      });
}

std::string format(const Position& p, Variant variant) {
  const bool ascii = variant == Variant::Ascii;
  const game::Distribution& d = p.distribution;
  std::string out;
  for (int r = 0; r < p.board.rows(); ++r) {
    if (r > 0) out += ascii ? '|' : '/';
    int run = 0;
    const auto flush = [&] {
      if (ascii) {
        // Runs longer than the rune range (up to '}', 93) are written in pieces.
        while (run > 0) {
          const int piece = std::min(run, 91);
          out +=
              piece == 1 ? std::string("~") : "~~" + std::string(1, static_cast<char>(piece + 32));
          run -= piece;
        }
      } else if (run > 0) {
        out += std::to_string(run);
      }
      run = 0;
    };
    for (int c = 0; c < p.board.cols(); ++c) {
      const Tile t = p.board.at(r, c);
      if (t == game::kEmpty) {
        ++run;
        continue;
      }
      flush();
      out += ascii ? std::string(1, rune_of(t)) : utf8_face(d, t);
    }
    flush();
  }
  if (p.board_only) return out;
  out += ' ';
  for (std::size_t i = 0; i < p.racks.size(); ++i) {
    if (i > 0) out += ascii ? '|' : '/';
    out += ascii ? ascii_tiles(p.racks[i]) : utf8_tiles(d, p.racks[i]);
  }
  out += ' ';
  for (std::size_t i = 0; i < p.scores.size(); ++i) {
    if (i > 0) out += ascii ? '|' : '/';
    out += std::to_string(p.scores[i]);
  }
  out += ' ' + std::to_string(p.zero_turns);
  ReadOptions where;
  where.file = "<position>";
  where.line = 0;
  for (std::size_t i = 0; i < p.opcodes.size(); ++i) {
    const Opcode& op = p.opcodes[i];
    std::string operands = op.operands;
    if (ascii && op.name == "lm") operands = lm_to_ascii(operands, d, where, 0);
    out += ascii ? (i == 0 ? " " : "|") : " ";
    out += op.name;
    if (!operands.empty()) out += ' ' + operands;
    if (!ascii) out += ';';
  }
  return out;
}

}  // namespace cwg::cgp
