#pragma once
/// The text read-out of a .puz (`cwg info`): what the file holds, the verdict of every check
/// and the clue lists, mapped from the model and its summary (the JSON twin is info_json).
#include <string>

#include "formats/puz/puz.hpp"
#include "formats/puz/summary.hpp"

namespace cwg::puz {

/// The lines `cwg info` prints for a readable file named `file`.
std::string info_text(const std::string& file, const Puzzle& p, const Summary& s);

}  // namespace cwg::puz
