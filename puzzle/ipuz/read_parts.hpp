#pragma once
/// Internal to the ipuz reader: the JSON walker with its error paths, and what the grid
/// pass hands the clue pass.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "puzzle/ipuz/ipuz.hpp"

namespace cwg::ipuz {

using Json = nlohmann::json;

struct Reader {
  const std::string& name;
  std::string block = "#";  ///< the file's `block` value
  std::string empty = "0";  ///< the file's `empty` value

  [[noreturn]] void fail(const std::string& path, const std::string& message) const {
    throw IpuzError(name, path, message);
  }
  /// object[key], or nullptr when absent and not required; fails "path.key: missing".
  const Json* member(const Json& object, const std::string& path, const char* key,
                     bool required) const;
};

enum class SquareKind : std::uint8_t { Omitted, Block, Letter };

/// A square of `puzzle` as written; which blocks are question fields the clues tell.
struct PuzzleSquare {
  SquareKind kind = SquareKind::Omitted;
  bool styled = false;
  bool circled = false;
  int number = 0;  ///< the clue number a letter square carries, 0 for none
};

/// Reads `clues` (and the arrowword extension lists) into p.entries, with their answers
/// spelled from the solutions already in p.cells; an arrowword's blocks that hold a clue
/// (or are styled) become question fields.
void read_clues(const Reader& in, const Json& doc, const std::vector<PuzzleSquare>& squares,
                puzzle::Puzzle& p);

}  // namespace cwg::ipuz
