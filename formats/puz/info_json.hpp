#pragma once
/// The JSON read-out of a .puz (`cwg info --json`, README "JSON output"): what the file
/// holds, its player's state and the verdict of every check, mapped from the model and its
/// summary.
#include <nlohmann/json_fwd.hpp>
#include <string>

#include "formats/puz/puz.hpp"
#include "formats/puz/summary.hpp"

namespace cwg::puz {

/// "present", "scrambled" or "withheld".
const char* solution_word(SolutionState state);

/// The object of a readable file named `file`.
nlohmann::ordered_json info_json(const std::string& file, const Puzzle& p, const Summary& s);

/// The object of a file that could not be read, with its one error.
nlohmann::ordered_json unreadable_json(const std::string& file, const std::string& error);

}  // namespace cwg::puz
