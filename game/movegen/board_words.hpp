#pragma once
/// The words already on a board that a lexicon lacks: a position built under another
/// lexicon (or a phony left standing) still gets its plays, and the user is told once.
#include <string>
#include <vector>

#include "game/board.hpp"
#include "game/movegen/lexicon.hpp"

namespace cwg::game {

/// Every run of two or more tiles, across and down, that is not in `lexicon`, as faces of
/// its alphabet (blanks in lower case), in board order, each distinct word once.
std::vector<std::string> board_words_not_in(const Board& board, const Lexicon& lexicon);

/// Board words a lexicon lacks, counted over the positions of one input, for one note per
/// input.
struct UnknownWordsNote {
  std::size_t positions = 0;
  std::size_t with_unknown = 0;    ///< positions with such a word
  std::vector<std::string> shown;  ///< the first few distinct words, for the message
  bool more = false;               ///< other words than those shown
  /// Counts one position's words (board_words_not_in).
  void add(const std::vector<std::string>& words);
  /// "FILE: 9 of 26 positions hold words on the board that DICT lacks (YAS); plays are
  /// listed all the same (--json names them per position)" ("the board holds words" for
  /// one position); for with_unknown > 0.
  std::string message(const std::string& file, const std::string& dict) const;
};

}  // namespace cwg::game
