#pragma once
/// A lexicon for move generation: a plain word list read with a distribution's alphabet and
/// built into a GADDAG. The lexicon carries that alphabet: its letter codes mean nothing
/// without it, so whatever reads or scores its words takes the alphabet from it.
#include <cstddef>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

#include "game/movegen/anagram_filter.hpp"
#include "game/movegen/gaddag.hpp"
#include "game/tiles.hpp"

namespace cwg::game {

struct Lexicon {
  std::string source;     ///< file name, for messages
  Distribution alphabet;  ///< the letters the words were read with (the GADDAG's codes)
  Gaddag gaddag;
  std::size_t lines = 0;    ///< words read (non-blank, non-comment lines)
  std::size_t skipped = 0;  ///< lines with a character outside the alphabet
  std::size_t duplicates = 0;
  std::string first_skipped;           ///< the first skipped line, to show what was meant
  std::size_t first_skipped_line = 0;  ///< its 1-based line number
  /// The generators' anagram filters (generate_best), shared by the generators of this lexicon.
  std::shared_ptr<AnagramFilters> anagrams = std::make_shared<AnagramFilters>();
};

/// Reads word-list text (lines as game/lexicon_text.hpp reads them: a word a line, any case,
/// definitions after it ignored) with `dist`'s letters: multi-character faces by longest
/// match, as GCG asks. Words with anything else (digits, a '?', letters of another alphabet)
/// are skipped and counted.
/// Throws MovesError (EmptyLexicon) naming `name` when no word is left.
Lexicon parse_lexicon(std::string_view text, const std::string& name, const Distribution& dist);

/// Reads and parses a file: a word list, or a GADDAG saved by `cwg lexicon`
/// (lexicon_file.hpp); InputError naming the path when it cannot be read.
Lexicon load_lexicon(const std::filesystem::path& path, const Distribution& dist);

}  // namespace cwg::game
