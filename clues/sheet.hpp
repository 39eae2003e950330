#pragma once
/// The clue sheet of a filled grid: every word of a puzzle::Puzzle (an arrowword's question
/// by question, an American grid's numbered entries) with the clue chosen for it and where
/// that clue came from, as tab-separated text: an arrowword's sheet has the columns of
/// `cwg words --tsv` plus `source`, an American grid's number, direction, row, col, length,
/// word, clue, source. Both read back through puzzle::parse_clues (their headers name the
/// word and clue columns).
#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "clues/choose.hpp"
#include "clues/needed.hpp"
#include "puzzle/puzzle.hpp"

namespace cwg::clues {

struct SheetRow {
  puzzle::Entry entry;  ///< its clue filled in ("" when none could be given)
  std::string source;   ///< "list:FILE:LINE", "thesaurus", or "" with no clue
};

struct ClueSheet {
  puzzle::Kind kind = puzzle::Kind::Arrowword;
  std::vector<SheetRow> rows;  ///< the puzzle's entries with a word, in its order
};

/// Where each entry's clue is printed: an arrowword's field with two questions gives each
/// half of it; an American clue stands in a list.
std::vector<Field> clue_fields(const puzzle::Puzzle& p);

/// The answers clue_puzzle asks the sources about: what they need to read for `p`.
Needed puzzle_answers(const puzzle::Puzzle& p);

/// Chooses a clue for every entry of `p` whose answer is known (choose_clues).
ClueSheet clue_puzzle(const puzzle::Puzzle& p, const ClueSource& source, std::uint64_t seed);

/// The sheet as tab-separated lines with a header.
std::string sheet_tsv(const ClueSheet& sheet);

/// `cwg clue --candidates`: every clue `source` offers each of `words` (A-Z), best first, as
/// tab-separated lines with a header: word, clue (in English as printed, house style), source,
/// rank, generic, confirmed, shared, evidence, confidence (0-100, the scale of `lang`),
/// printable (in an American list for English, half an arrowword field for German), sense,
/// inflected and similar (Candidate's). The English calibration (bench/clue_confidence.py) reads
/// it.
std::string candidates_tsv(const std::vector<std::string>& words, const ClueSource& source,
                           Lang lang);

/// The sheet as `cwg clue --json` gives it for `file` of `format` ("cwg", "txt", "puz"): per
/// word its question and arrow (an arrowword) or number, start, direction, length, word, clue
/// and source (null when none), then the unclued words.
nlohmann::ordered_json sheet_json(const std::string& file, const std::string& format,
                                  const ClueSheet& sheet);

/// Answers left without a clue, in sheet order.
std::vector<std::string> unclued(const ClueSheet& sheet);

/// Answer -> clue, for render, convert and the puzzle model.
puzzle::ClueMap clue_map(const ClueSheet& sheet);

}  // namespace cwg::clues
