#pragma once
/// ipuz (http://ipuz.org, the open JSON puzzle format of GNOME Crosswords, Crosshare and
/// Exolve) to the puzzle model and back.
///
/// Written: version http://ipuz.org/v2; an American grid as kind crossword#1 with
/// `puzzle` (clue numbers, 0 for other letter squares, "#" blocks, circles as
/// {"style": {"shapebg": "circle"}}), `solution` (rebus squares as several letters, 0 for an
/// unknown letter; left out when no letter is known), `clues` Across/Down as [number, clue].
/// An arrowword adds kind crossword/arrowword#1 and "clueplacement": "blocks": question
/// fields are styled blocks, islands omitted cells (null), and each clue carries the
/// `location` of its question field, its `cells`, and its arrow under the extension key
/// kArrowKey; its words are numbered in reading order so a crossword-only reader can list
/// them. Coordinates are [column, row] from 0, as libipuz reads them. Text fields are HTML
/// in ipuz: & < > are escaped on writing and entities decoded on reading.
///
/// Read: the same, and what other writers commonly put (string or number cells, named
/// `block`/`empty` values, object cells with `cell`/`value`/`style`, clues as strings,
/// pairs or objects). An American puzzle's words come from the grid (the Across Lite
/// numbering); a clue numbered for no word is an error. An arrowword clue without the
/// arrow key takes its arrow from its first cell, or from the square carrying its number. Anything
/// malformed is an IpuzError naming the JSON path: "file: puzzle[3][7]: ...".
#include <string>
#include <string_view>

#include "core/input_error.hpp"
#include "puzzle/puzzle.hpp"

namespace cwg::ipuz {

inline constexpr const char* kCrosswordKind = "http://ipuz.org/crossword#1";
inline constexpr const char* kArrowwordKind = "http://ipuz.org/crossword/arrowword#1";
/// Extension keys (reverse-domain names, as the spec asks for anything it lacks).
inline constexpr const char* kArrowKey = "io.github.cwg:arrow";  ///< 0..5, SPEC.md's types
/// Islands written '-' in the .cwg (the others are ' '): [[column, row], ...].
inline constexpr const char* kDashIslandsKey = "io.github.cwg:dash-islands";
/// Questions whose arrow leads into no letter: [{"location": [c, r], arrow key: t}, ...].
inline constexpr const char* kDeadArrowsKey = "io.github.cwg:arrows-without-word";

/// Bad ipuz input; what() is "file: path: message" (path "byte N" for a JSON syntax error).
class IpuzError : public InputError {
 public:
  IpuzError(const std::string& file, const std::string& path, const std::string& message)
      : InputError(file + ": " + path + ": " + message), path_(path) {}
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

/// Parses ipuz bytes (JSON). `name` goes into error messages.
puzzle::Puzzle parse_ipuz(std::string_view bytes, const std::string& name);

/// The puzzle as ipuz JSON (UTF-8, one grid row and one clue per line, '\n' at the end).
std::string format_ipuz(const puzzle::Puzzle& p);

}  // namespace cwg::ipuz
