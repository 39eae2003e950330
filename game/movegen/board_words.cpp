// Words on the board that the lexicon lacks.
#include "game/movegen/board_words.hpp"

#include <algorithm>

namespace cwg::game {

std::vector<std::string> board_words_not_in(const Board& board, const Lexicon& lexicon) {
  std::vector<std::string> out;
  for (const bool across : {true, false}) {
    const int lines = across ? board.rows() : board.cols();
    const int len = across ? board.cols() : board.rows();
    for (int l = 0; l < lines; ++l) {
      TileString run;
      for (int p = 0; p <= len; ++p) {
        const Tile t = p < len ? (across ? board.at(l, p) : board.at(p, l)) : kEmpty;
        if (t != kEmpty) {
          run.push_back(t);
          continue;
        }
        if (run.size() >= 2) {
          TileString letters(run.size());
          std::transform(run.begin(), run.end(), letters.begin(), letter_of);
          if (!lexicon.gaddag.contains(letters)) {
            std::string faces = lexicon.alphabet.text(run);
            if (std::find(out.begin(), out.end(), faces) == out.end()) out.push_back(faces);
          }
        }
        run.clear();
      }
    }
  }
  return out;
}

void UnknownWordsNote::add(const std::vector<std::string>& words) {
  ++positions;
  if (!words.empty()) ++with_unknown;
  for (const std::string& w : words) {
    if (std::find(shown.begin(), shown.end(), w) != shown.end()) continue;
    if (shown.size() < 5)
      shown.push_back(w);
    else
      more = true;
  }
}

std::string UnknownWordsNote::message(const std::string& file, const std::string& dict) const {
  std::string list;
  for (std::size_t i = 0; i < shown.size(); ++i) list += (i ? ", " : "") + shown[i];
  const std::string who = positions == 1
                              ? "the board holds words"
                              : std::to_string(with_unknown) + " of " + std::to_string(positions) +
                                    " positions hold words on the board";
  return file + ": " + who + " that " + dict + " lacks (" + list + (more ? ", ..." : "") +
         "); plays are listed all the same (--json names them per position)";
}

}  // namespace cwg::game
