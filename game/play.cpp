#include "game/play.hpp"

namespace cwg::game {

namespace {

constexpr int kDr[2] = {0, 1};  // [across? 0 : 1]: row step of a down line
constexpr int kDc[2] = {1, 0};

std::string cgp_face(const Distribution& d, Tile t) {
  const std::string f = d.face(t);
  return utf8_length(f, 0) < f.size() ? "[" + f + "]" : f;
}

/// Scores the line through (row, col) in the direction; premiums count only on squares in
/// `fresh`. Returns 0 for a line of one square.
int line_score(const Board& b, int row, int col, bool across,
               const std::vector<std::pair<int, int>>& fresh, const Distribution& d,
               TileString* word) {
  const int dr = kDr[across ? 0 : 1], dc = kDc[across ? 0 : 1];
  while (b.contains(row - dr, col - dc) && !b.is_empty(row - dr, col - dc)) row -= dr, col -= dc;
  int sum = 0, mult = 1, length = 0;
  TileString tiles;
  for (int r = row, c = col; b.contains(r, c) && !b.is_empty(r, c); r += dr, c += dc) {
    const Tile t = b.at(r, c);
    int v = d.value(t);
    for (const auto& sq : fresh) {
      if (sq.first != r || sq.second != c) continue;
      v *= letter_multiplier(b.premium(r, c));
      mult *= word_multiplier(b.premium(r, c));
    }
    sum += v;
    ++length;
    tiles.push_back(t);
  }
  if (length < 2) return 0;
  if (word) *word = std::move(tiles);
  return sum * mult;
}

}  // namespace

std::string square_name(int row, int col) {
  return std::to_string(row + 1) + column_name(col);
}

int score_placed(const Board& board, const std::vector<std::pair<int, int>>& placed, bool across,
                 const Distribution& d, int bingo_bonus, int rack_size,
                 std::vector<TileString>* words) {
  if (placed.empty()) return 0;
  int total = 0;
  TileString w;
  const int main = line_score(board, placed[0].first, placed[0].second, across, placed, d, &w);
  if (main > 0 || !w.empty()) {
    total += main;
    if (words && !w.empty()) words->push_back(w);
  }
  for (const auto& sq : placed) {
    TileString cross;
    const std::vector<std::pair<int, int>> one{sq};
    total += line_score(board, sq.first, sq.second, !across, one, d, &cross);
    if (words && !cross.empty()) words->push_back(cross);
  }
  if (static_cast<int>(placed.size()) == rack_size) total += bingo_bonus;
  return total;
}

PlacedPlay place_play(Board& board, const Placement& at, const std::vector<std::string>& word,
                      const Distribution& d, int bingo_bonus, int rack_size) {
  PlacedPlay out;
  const int dr = kDr[at.across ? 0 : 1], dc = kDc[at.across ? 0 : 1];
  const auto problem = [&](ReplayErrorKind k, std::string msg) {
    out.problems.emplace_back(k, std::move(msg));
  };
  if (word.empty()) {
    problem(ReplayErrorKind::NoNewTile, "a play without a word");
    return out;
  }
  // Faces to tiles first: -1 marks a played-through square.
  std::vector<int> tiles;
  for (const std::string& f : word) {
    if (f == ".") {
      tiles.push_back(-1);
      continue;
    }
    const auto t = d.tile_of(f);
    if (!t || *t == kBlank) {
      problem(ReplayErrorKind::UnknownTile,
              "'" + f + "' is not a tile of the " + d.name() + " distribution");
      return out;
    }
    tiles.push_back(*t);
  }
  const int n = static_cast<int>(tiles.size());
  const int end_r = at.row + dr * (n - 1), end_c = at.col + dc * (n - 1);
  if (!board.contains(at.row, at.col) || !board.contains(end_r, end_c)) {
    problem(ReplayErrorKind::OffBoard, "the play " + format_placement(at) + " of " +
                                           std::to_string(n) + " squares runs off the " +
                                           std::to_string(board.rows()) + "x" +
                                           std::to_string(board.cols()) + " board");
    return out;
  }
  const bool first = board.empty();
  bool through = false, touches = false, centre = false;
  std::string lm = format_placement(at) + " ";
  for (int k = 0; k < n; ++k) {
    const int r = at.row + dr * k, c = at.col + dc * k;
    const Tile on = board.at(r, c);
    if (tiles[static_cast<std::size_t>(k)] < 0) {
      if (on == kEmpty)
        problem(ReplayErrorKind::ThroughEmpty, "'.' at " + square_name(r, c) + ", an empty square");
      through = true;
      lm += '.';
      continue;
    }
    const Tile t = static_cast<Tile>(tiles[static_cast<std::size_t>(k)]);
    if (on != kEmpty) {
      if (letter_of(on) != letter_of(t))
        problem(ReplayErrorKind::Occupied, "square " + square_name(r, c) + " holds " + d.face(on) +
                                               ", the play puts " + d.face(t) + " there");
      through = true;
      lm += '.';
      continue;
    }
    out.placed.emplace_back(r, c);
    out.from_rack.push_back(is_designated_blank(t) ? kBlank : t);
    lm += cgp_face(d, t);
    if (r == board.center_row() && c == board.center_col()) centre = true;
    for (int s = 0; s < 4; ++s) {
      const int nr = r + (s == 0) - (s == 1), nc = c + (s == 2) - (s == 3);
      if (board.contains(nr, nc) && !board.is_empty(nr, nc)) touches = true;
    }
  }
  if (!out.problems.empty()) return out;  // squares wrong: leave the board as it is
  if (out.placed.empty()) {
    problem(ReplayErrorKind::NoNewTile, "the play " + format_placement(at) + " places no new tile");
    return out;
  }
  const bool before =
      board.contains(at.row - dr, at.col - dc) && !board.is_empty(at.row - dr, at.col - dc);
  const bool after =
      board.contains(end_r + dr, end_c + dc) && !board.is_empty(end_r + dr, end_c + dc);
  if (before || after)
    problem(ReplayErrorKind::IncompleteWord, "the word goes on past the play: square " +
                                                 (before ? square_name(at.row - dr, at.col - dc)
                                                         : square_name(end_r + dr, end_c + dc)) +
                                                 " holds a tile");
  if (first && !centre)
    problem(ReplayErrorKind::MissesCentre, "the first play does not cover the centre square " +
                                               square_name(board.center_row(), board.center_col()));
  if (!first && !through && !touches)
    problem(ReplayErrorKind::NotConnected,
            "the play " + format_placement(at) + " touches no tile on the board");
  for (std::size_t k = 0, p = 0; k < tiles.size(); ++k) {
    if (tiles[k] < 0) continue;
    const int r = at.row + dr * static_cast<int>(k), c = at.col + dc * static_cast<int>(k);
    if (board.is_empty(r, c) && p < out.placed.size())
      board.set(r, c, static_cast<Tile>(tiles[k])), ++p;
  }
  out.applied = true;
  out.lm = lm;
  out.score = score_placed(board, out.placed, at.across, d, bingo_bonus, rack_size, &out.words);
  if (out.words.empty())
    problem(ReplayErrorKind::NoWord,
            "the play " + format_placement(at) + " forms no word of two letters or more");
  return out;
}

}  // namespace cwg::game
