#pragma once
/// What a puzzle holds, counted, and as the text and JSON read-outs `cwg info` gives for a
/// file read through the model (an .ipuz; README "JSON output").
#include <nlohmann/json_fwd.hpp>
#include <string>

#include "puzzle/puzzle.hpp"

namespace cwg::puzzle {

/// The puzzle's words and letter squares, counted.
struct Counts {
  int across = 0, down = 0, clued = 0, circles = 0, rebus = 0, letters = 0, known = 0;
};

Counts count(const Puzzle& p);

/// The object of a readable file named `file` of the given `format` (e.g. "ipuz"): its
/// kind, size, texts, counts and every word with its place, answer and clue.
nlohmann::ordered_json info_json(const std::string& file, const std::string& format,
                                 const Puzzle& p);

/// The object of a file of `format` that could not be read, with its one error.
nlohmann::ordered_json unreadable_json(const std::string& file, const std::string& format,
                                       const std::string& error);

/// The lines `cwg info` prints for a readable file named `file` of the given `format`: kind,
/// size, texts and counts.
std::string info_text(const std::string& file, const std::string& format, const Puzzle& p);

}  // namespace cwg::puzzle
