// Reading GCG records: bytes to UTF-8 text, lines, pragmas and events.
#include <algorithm>
#include <charconv>

#include "core/text.hpp"
#include "formats/gcg/gcg.hpp"
#include "game/board.hpp"
#include "game/tiles.hpp"

namespace cwg::gcg {

namespace {

std::string upper_ascii(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 32);
  return out;
}

/// A line of the record and its 1-based number.
struct Line {
  std::string_view text;
  int number;
};

/// Any CR, LF or CR LF ends a line (lone CRs count as line ends too, as the description asks).
std::vector<Line> split_lines(std::string_view text) {
  std::vector<Line> lines;
  int number = 1;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i < text.size() && text[i] != '\r' && text[i] != '\n') continue;
    lines.push_back({text.substr(start, i - start), number++});
    if (i + 1 < text.size() && text[i] == '\r' && text[i + 1] == '\n') ++i;
    start = i + 1;
  }
  return lines;
}

struct Token {
  std::string_view text;
  std::size_t at;  // byte offset in the line
};

std::vector<Token> tokens(std::string_view s, std::size_t from) {
  std::vector<Token> out;
  for (std::size_t i = from; i < s.size();) {
    if (s[i] == ' ' || s[i] == '\t') {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < s.size() && s[j] != ' ' && s[j] != '\t') ++j;
    out.push_back({s.substr(i, j - i), i});
    i = j;
  }
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

struct Reader {
  const std::string& file;
  Line line{};

  [[noreturn]] void fail(ErrorKind kind, std::size_t at, const std::string& msg) const {
    throw GcgError(kind, file, line.number, game::utf8_column(line.text, at), msg);
  }

  int number(const Token& t, bool need_sign, const char* what) const {
    std::string_view s = t.text;
    bool negative = false;
    if (!s.empty() && (s[0] == '+' || s[0] == '-')) {
      negative = s[0] == '-';
      s.remove_prefix(1);
    } else if (need_sign && s != "0") {
      fail(ErrorKind::BadNumber, t.at,
           std::string(what) + " '" + std::string(t.text) + "' needs a sign (+ or -)");
    }
    int v = 0;
    const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || r.ec != std::errc() || r.ptr != s.data() + s.size() || v > 100000000)
      fail(ErrorKind::BadNumber, t.at,
           std::string(what) + " '" + std::string(t.text) + "' is not an integer");
    return negative ? -v : v;
  }

  /// Tiles are letters (any script), '?' for blanks where allowed, '|' between tiles, and
  /// the extra characters of a kind of tile string ('.' through a word, '_' unknown).
  void check_tiles(const Token& t, std::string_view extra, const char* what) const {
    for (std::size_t i = 0; i < t.text.size(); ++i) {
      const auto c = static_cast<unsigned char>(t.text[i]);
      const bool ok = c >= 0x80 || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '|' ||
                      extra.find(static_cast<char>(c)) != std::string_view::npos;
      if (!ok)
        fail(ErrorKind::BadTiles, t.at + i,
             std::string(what) + " '" + std::string(t.text) + "': '" + static_cast<char>(c) +
                 "' is not a tile");
    }
  }

  /// A move token starts with '-' or '(' or is a coordinate; a rack is letters. "A1 8H"
  /// is a rack A1 before the coordinate 8H (a word after a coordinate has no digit).
  static bool has_rack(const std::vector<Token>& t) {
    if (t.empty() || t[0].text[0] == '-' || t[0].text[0] == '(') return false;
    return !game::parse_placement(t[0].text) || (t.size() > 1 && game::parse_placement(t[1].text));
  }

  /// The kind the move token says (EndRackPoints for any "(TILES)"); fails on no known
  /// shape.
  EventKind move_kind(std::string_view m, Event& e) const {
    if (m == "--")
      e.kind = EventKind::Withdrawal;
    else if (m == "(challenge)")
      e.kind = EventKind::ChallengeBonus;
    else if (m == "(time)")
      e.kind = EventKind::TimePenalty;
    else if (m.size() >= 2 && m.front() == '(' && m.back() == ')')
      e.kind = EventKind::EndRackPoints;
    else if (m == "-")
      e.kind = EventKind::Pass;
    else if (m[0] == '-')
      e.kind = EventKind::Exchange;
    else if (game::parse_placement(m))
      e.kind = EventKind::Play;
    else
      fail(ErrorKind::BadEvent, static_cast<std::size_t>(m.data() - line.text.data()),
           "not a play (coordinate like 8D or D8, then the word), pass (-), exchange (-TILES), "
           "withdrawal (--), (challenge), (time) or (TILES)");
    return e.kind;
  }

  /// An exchange's tiles, or the number of tiles when the record gives only that.
  void exchanged(const Token& move, Event& e) const {
    const std::string_view x = move.text.substr(1);
    if (std::all_of(x.begin(), x.end(), [](char c) { return c >= '0' && c <= '9'; })) {
      e.exchange_count = number({x, move.at + 1}, false, "exchange count");
      if (e.exchange_count < 1 || e.exchange_count > 99)
        fail(ErrorKind::BadEvent, move.at + 1, "an exchange of " + std::string(x) + " tiles");
    } else {
      check_tiles({x, move.at + 1}, "?_", "exchanged tiles");
      e.tiles = std::string(x);
    }
  }

  Event event(const Game& game) const {
    // Offsets are in the whole line, so columns count any indentation before the '>'.
    const std::string_view s = line.text;
    const std::size_t gt = s.find('>');
    const std::size_t colon = s.find(':', gt);
    if (colon == std::string_view::npos)
      fail(ErrorKind::BadEvent, gt, "an event needs '>nickname:'");
    Event e;
    e.line = line.number;
    e.nick = std::string(trim(s.substr(gt + 1, colon - gt - 1)));
    if (e.nick.empty()) fail(ErrorKind::BadEvent, gt + 1, "an event without a nickname");
    if (game.players.size() < 2 || std::any_of(game.players.begin(), game.players.end(),
                                               [](const Player& p) { return p.nick.empty(); }))
      fail(ErrorKind::EventBeforePlayers, gt, "an event before #player1 and #player2 are declared");
    if (!game.player_index(e.nick))
      fail(ErrorKind::UnknownPlayer, gt + 1,
           "unknown nickname '" + e.nick + "' (no #playerN declares it)");
    const std::vector<Token> t = tokens(s, colon + 1);
    // The leading tokens are read by the event's kind: [rack] move [word] score cumulative.
    // Whatever follows is the event's trailing text (Quackle writes the words formed
    // there: `>Quackle: BEDGMNP 7e BEDIM +26 66 BE, ET, DO`).
    const std::size_t i = has_rack(t) ? 1 : 0;
    if (t.size() < i + 3)
      fail(ErrorKind::BadEvent, colon + 1,
           "an event needs at least a move, a score and a cumulative score");
    if (i == 1) {
      check_tiles(t[0], "?", "rack");
      e.rack = std::string(t[0].text);
      e.rack_column = game::utf8_column(s, t[0].at);
    }
    const Token& move = t[i];
    e.move_column = game::utf8_column(s, move.at);
    const bool play = move_kind(move.text, e) == EventKind::Play;
    if (play && t.size() < i + 4)
      fail(ErrorKind::BadEvent, colon + 1, "a play needs a word, a score and a cumulative score");
    const std::size_t at_score = i + (play ? 2 : 1);
    e.score = number(t[at_score], true, "score");
    e.score_column = game::utf8_column(s, t[at_score].at);
    e.cumulative = number(t[at_score + 1], false, "cumulative score");
    if (at_score + 2 < t.size()) e.trailing = std::string(trim(s.substr(t[at_score + 2].at)));
    if (play) {
      e.coordinate = std::string(move.text);
      check_tiles(t[i + 1], ".", "word");
      e.tiles = std::string(t[i + 1].text);
    } else if (e.kind == EventKind::EndRackPoints) {
      // Own rack given and points taken away: the international rule's penalty.
      if (i == 1 && e.score < 0) e.kind = EventKind::EndRackPenalty;
      e.tiles = std::string(move.text.substr(1, move.text.size() - 2));
      check_tiles({move.text.substr(1, move.text.size() - 2), move.at + 1}, "?", "rack");
    } else if (e.kind == EventKind::Exchange) {
      exchanged(move, e);
    }
    return e;
  }
};

bool is_player_pragma(std::string_view name, int& n) {
  if (name.size() < 7 || name.substr(0, 6) != "player") return false;
  const auto r = std::from_chars(name.data() + 6, name.data() + name.size(), n);
  return r.ec == std::errc() && r.ptr == name.data() + name.size() && n >= 1 && n <= 64;
}

}  // namespace

Game parse(std::string_view bytes, const std::string& file) {
  Game game;
  // A byte-order mark (editors on Windows write one) says UTF-8 and is no part of line 1.
  const bool bom = bytes.starts_with("\xEF\xBB\xBF");
  if (bom) bytes.remove_prefix(3);
  // The declared encoding, if any: the first #character-encoding line.
  std::string declared;
  for (const Line& l : split_lines(bytes)) {
    if (l.text.rfind("#character-encoding", 0) == 0) {
      declared = upper_ascii(trim(l.text.substr(19)));
      break;
    }
  }
  std::string text;
  const bool utf8_ok = text::valid_utf8(bytes);
  if (declared == "UTF-8" || declared == "UTF8" || (bom && declared.empty())) {
    const std::size_t bad = text::invalid_utf8_at(bytes);
    if (bad < bytes.size()) {
      const std::string_view before = bytes.substr(0, bad);
      const int line = 1 + static_cast<int>(std::count(before.begin(), before.end(), '\n'));
      const std::size_t line_start =
          before.find_last_of('\n') == std::string_view::npos ? 0 : before.find_last_of('\n') + 1;
      throw GcgError(ErrorKind::BadEncoding, file, line, static_cast<int>(bad - line_start) + 1,
                     "the file says UTF-8 but this byte is not valid UTF-8");
    }
    text = std::string(bytes);
  } else if (declared == "ISO-8859-1" || declared == "ISO8859-1" || declared == "LATIN1" ||
             declared == "LATIN-1") {
    text = text::latin1_to_utf8(bytes);
    game.encoding = "ISO-8859-1";
  } else {
    text = utf8_ok ? std::string(bytes) : text::latin1_to_utf8(bytes);
    game.encoding = utf8_ok ? "UTF-8" : "ISO-8859-1";
    if (!declared.empty())
      game.encoding_note =
          "declared encoding " + declared + " is not supported; read as " + game.encoding;
  }

  Reader rd{file};
  bool previous_was_pragma = false;
  for (const Line& l : split_lines(text)) {
    rd.line = l;
    const std::string_view s = trim(l.text);
    if (s.empty()) continue;
    const auto lead =
        static_cast<std::size_t>(s.data() - l.text.data());  // indentation, for columns
    const bool after_pragma = previous_was_pragma;
    previous_was_pragma = s[0] != '>';
    if (s[0] == '>') {
      rd.line.text =
          l.text.substr(0, static_cast<std::size_t>(s.data() - l.text.data()) + s.size());
      game.events.push_back(rd.event(game));
      continue;
    }
    if (s[0] != '#') {
      // Real records wrap long notes: a plain line right after a pragma continues it.
      std::vector<Pragma>& into = game.events.empty() ? game.header : game.events.back().after;
      if (!after_pragma || into.empty())
        rd.fail(ErrorKind::BadLine, lead,
                "a line must be a #pragma or a >event (or continue a #note)");
      into.back().arguments += "\n" + std::string(s);
      continue;
    }
    const std::size_t end = std::min(s.find_first_of(" \t"), s.size());
    Pragma p{std::string(s.substr(1, end - 1)), std::string(trim(s.substr(end))), l.number};
    if (p.name.empty()) rd.fail(ErrorKind::BadPragma, lead, "'#' without a pragma name");
    int n = 0;
    const bool is_player = is_player_pragma(p.name, n);
    if ((is_player || p.name == "title" || p.name == "description") && !game.events.empty())
      rd.fail(ErrorKind::PragmaAfterEvents, lead,
              "#" + p.name + " must come before the first event");
    if (is_player) {
      const auto args = tokens(p.arguments, 0);
      if (args.empty()) rd.fail(ErrorKind::BadPragma, lead, "#" + p.name + " needs a nickname");
      if (game.players.size() < static_cast<std::size_t>(n))
        game.players.resize(static_cast<std::size_t>(n));
      Player& player = game.players[static_cast<std::size_t>(n - 1)];
      if (!player.nick.empty())
        rd.fail(ErrorKind::DuplicatePlayer, lead, "#" + p.name + " is declared twice");
      const std::string nick(args[0].text);
      if (game.player_index(nick))
        rd.fail(ErrorKind::DuplicatePlayer, lead, "two players with the nickname '" + nick + "'");
      player = {nick, std::string(trim(std::string_view(p.arguments).substr(args[0].text.size())))};
    } else if (p.name == "tile") {
      const auto args = tokens(p.arguments, 0);
      if (args.size() != 2)
        rd.fail(ErrorKind::BadPragma, lead, "#tile needs the upper and lower case faces");
      game.tile_faces.emplace_back(std::string(args[0].text), std::string(args[1].text));
    } else if ((p.name == "lexicon" || p.name == "id") &&
               p.arguments.empty()) {  // (#rackN may be empty)
      rd.fail(ErrorKind::BadPragma, lead, "#" + p.name + " needs an argument");
    }
    (game.events.empty() ? game.header : game.events.back().after).push_back(std::move(p));
  }
  // Nothing to replay and nothing to write back: a record cut to nothing, not a game.
  if (game.header.empty() && game.events.empty())
    throw GcgError(ErrorKind::EmptyRecord, file, 1, 1,
                   "an empty record: no #player pragma and no event");
  return game;
}

}  // namespace cwg::gcg
