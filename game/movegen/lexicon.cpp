// Reading a word list with a distribution's alphabet into a GADDAG.
#include "game/movegen/lexicon.hpp"

#include <array>

#include "core/file_io.hpp"
#include "game/lexicon_text.hpp"
#include "game/movegen/lexicon_file.hpp"
#include "game/movegen/moves_error.hpp"

namespace cwg::game {

const char* moves_error_kind_name(MovesErrorKind kind) {
  switch (kind) {
    case MovesErrorKind::EmptyLexicon:
      return "EmptyLexicon";
    case MovesErrorKind::NoRack:
      return "NoRack";
    case MovesErrorKind::TooManyTiles:
      return "TooManyTiles";
  }
  return "?";
}

namespace {

/// Byte -> letter code for an alphabet whose faces are all one byte (0: none); the common
/// case, read without building strings. Empty when some face is longer.
std::array<Tile, 256> byte_table(const Distribution& dist, bool& usable) {
  std::array<Tile, 256> table{};
  usable = true;
  for (int code = 1; code <= dist.size(); ++code) {
    const LetterInfo& l = dist.letter(static_cast<Tile>(code));
    if (l.upper.size() != 1 || l.lower.size() != 1) usable = false;
    if (!usable) break;
    table[static_cast<unsigned char>(l.upper[0])] = static_cast<Tile>(code);
    table[static_cast<unsigned char>(l.lower[0])] = static_cast<Tile>(code);
  }
  return table;
}

}  // namespace

Lexicon parse_lexicon(std::string_view text, const std::string& name, const Distribution& dist) {
  Lexicon lex;
  lex.source = name;
  lex.alphabet = dist;
  bool fast = false;
  const auto table = byte_table(dist, fast);
  WordBuffer words;
  words.letters.reserve(text.size());
  words.starts.reserve(text.size() / 8 + 2);
  TileString word;
  for (const LexiconEntry& entry : lexicon_entries(text)) {
    ++lex.lines;
    const std::string_view raw = entry.word;
    word.clear();
    bool ok = true;
    if (fast) {
      for (const char c : raw) {
        const Tile t = table[static_cast<unsigned char>(c)];
        if (t == 0) {
          ok = false;
          break;
        }
        word.push_back(t);
      }
    } else {
      // Upper case first: a lower-case face would read as a designated blank.
      const auto tiles = dist.encode(utf8_upper(raw));
      ok = tiles.has_value();
      if (ok) {
        for (const Tile t : *tiles) {
          if (t == kBlank || is_designated_blank(t)) ok = false;
          word.push_back(letter_of(t));
        }
      }
    }
    if (!ok) {
      if (lex.skipped++ == 0) {
        lex.first_skipped = std::string(raw.substr(0, 40));
        lex.first_skipped_line = entry.line;
      }
      continue;
    }
    words.add(word);
  }
  lex.gaddag = Gaddag::build(words);
  lex.duplicates = words.size() - lex.gaddag.word_count();
  if (lex.gaddag.word_count() == 0)
    throw MovesError(MovesErrorKind::EmptyLexicon, name, 0, 0,
                     "no word of the " + dist.name() + " alphabet (" + std::to_string(lex.lines) +
                         " lines, " + std::to_string(lex.skipped) +
                         " skipped for other characters)");
  return lex;
}

Lexicon load_lexicon(const std::filesystem::path& path, const Distribution& dist) {
  const std::string bytes = read_file(path);
  if (is_saved_gaddag(bytes)) return read_saved_gaddag(bytes, path.string(), dist);
  return parse_lexicon(bytes, path.string(), dist);
}

}  // namespace cwg::game
