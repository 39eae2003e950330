#pragma once
/// How far an English clue can be trusted before anyone reads it (issue 27, clues-en8): the
/// American `--clued-only` fill prefers words whose best clue is a confident one, as the
/// German fill prefers words whose clue is sure (confidence.hpp).
///
/// Calibrated on the 8,711 pooled judged English pairs of every round (bench/clue_ratings/en*.tsv
/// joined with the clues of 3,760 answers as the chooser ranks them today;
/// bench/clue_confidence_en.py): a term that is no generic term of its answer and ranks within
/// 25 of its headword's first sense was 74.4 % good and 5.6 % wrong (4,983 pairs; 65-79 % good
/// and 2-8 % wrong in each of the 18 rating files), every other 42.1 % good and 19.4 % wrong
/// (3,728; 33-50 % and 8-28 %). A one-word generic term ("Property" for AGE, "Site" for TEE):
/// 31 % good, 27 % wrong.
#include "clues/thesaurus.hpp"

namespace cwg::clues::en {

/// The rank `c` costs within its headword's senses: the thesaurus's offset in
/// ClueSource::candidates, and the base of a stem's or of a reverse entry's senses, taken off
/// (an inflected form's adjective sense, +500, stays costly).
int rank_within(const Candidate& c);

/// The bound below which a clue that is no generic term is confident.
inline constexpr int kConfidentWithin = 25;

/// Whether `c` (a candidate of ClueSource::candidates, ranked or not) is a confident English
/// clue: the maker's own list clue, or no generic term ranking below kConfidentWithin.
bool confident(const Candidate& c);

/// On confidence.hpp's scale (how many of 100 such clues editors printed unchanged): a list
/// clue 80 (as German), a confident one 74, another 42; so confident(c) is exactly
/// confidence(c) >= kConfident.
int confidence(const Candidate& c);

}  // namespace cwg::clues::en
