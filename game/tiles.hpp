#pragma once
/// Tiles of the crossword board game as small integer codes, and the letter distribution
/// (alphabet, counts, values) that turns text into those codes and back.
///
/// Letters are encoded once, at the boundary (readers of CGP, GCG, word lists), into codes
/// 1..N in the distribution's order; nothing behind the boundary sees a `char`. A code is
/// one tile even when its face is several characters ([CH], L·L) or a multi-byte UTF-8
/// letter (Ą). Code 0 is the undesignated blank in a rack and the empty square on a board
/// (the two never meet); a blank played as letter L is `L | kBlankFlag`, so it keeps its
/// letter for word checks and its zero value for scoring.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cwg::game {

using Tile = std::uint8_t;
constexpr Tile kBlank = 0;         ///< the undesignated blank, "?" in a rack
constexpr Tile kEmpty = 0;         ///< an empty board square
constexpr Tile kBlankFlag = 0x80;  ///< set on a board tile that is a designated blank
constexpr int kMaxLetters = 63;    ///< letter codes are 1..kMaxLetters

inline bool is_designated_blank(Tile t) {
  return (t & kBlankFlag) != 0;
}
/// The letter a board tile shows (a designated blank's letter; the letter itself otherwise).
inline Tile letter_of(Tile t) {
  return static_cast<Tile>(t & ~kBlankFlag);
}
inline Tile as_blank(Tile letter) {
  return static_cast<Tile>(letter | kBlankFlag);
}

using TileString = std::vector<Tile>;

/// One letter of a distribution: its faces (upper case for the tile, lower case for a blank
/// played as it), how many the bag holds and what it is worth.
struct LetterInfo {
  std::string upper;
  std::string lower;
  int count = 0;
  int value = 0;
};

/// An alphabet with counts and values: English and Polish are built in, others are read
/// from `letter count value` lines. Letter codes are 1..size() in table order.
class Distribution {
 public:
  Distribution() { index_faces(); }
  Distribution(std::string name, std::vector<LetterInfo> letters, int blanks);

  /// The 100-tile English set (A 9x1 ... Z 1x10, 2 blanks).
  static const Distribution& english();
  /// The 100-tile Polish set (A 9x1, Ą 1x5, ... Ż 1x5, 2 blanks).
  static const Distribution& polish();
  /// A shipped distribution by name: "english", "polish" (any case), or the one a lexicon
  /// name implies (NWL*, CSW*, TWL*, OSPD*, OTCWL* -> english; OSPS* -> polish).
  static const Distribution* named(std::string_view name);
  /// Parses `letter count value` lines ('#' comments and blank lines skipped; the blank is
  /// `?`). Throws InputError naming `file`, line and column.
  static Distribution parse(std::string_view text, const std::string& file);

  const std::string& name() const { return name_; }
  int size() const { return static_cast<int>(letters_.size()); }
  const LetterInfo& letter(Tile code) const { return letters_[letter_of(code) - 1]; }
  int blanks() const { return blanks_; }
  /// How many of the tile the bag starts with (code 0: the blanks).
  int count(Tile t) const { return t == kBlank ? blanks_ : letter(t).count; }
  /// Points of a tile: 0 for blanks, designated or not.
  int value(Tile t) const { return (t == kBlank || is_designated_blank(t)) ? 0 : letter(t).value; }
  /// Points of a tile string (a rack's, at the end of a game).
  int points(const TileString& tiles) const {
    int sum = 0;
    for (const Tile t : tiles) sum += value(t);
    return sum;
  }
  int total_tiles() const;

  /// The face of a tile: upper case letter, lower case for a designated blank, "?" for the
  /// undesignated blank.
  std::string face(Tile t) const;
  /// A tile string's faces joined; multi-character faces in brackets when `bracket` (the
  /// CGP way: [CH]).
  std::string text(const TileString& tiles, bool bracket = false) const;

  /// The tile whose whole face is `s`: an upper-case face gives the letter, a lower-case
  /// one the designated blank, "?" the blank. nullopt when no face matches.
  std::optional<Tile> tile_of(std::string_view s) const;
  /// Longest face matching the start of `s` (faces are tried longest first, as the GCG
  /// description asks). Returns the bytes consumed (0: no match) and sets `out`.
  std::size_t match_prefix(std::string_view s, Tile& out) const;
  /// Splits `s` into tiles by longest match; nullopt with `bad_at` = byte offset of the
  /// first character that starts no face.
  std::optional<TileString> encode(std::string_view s, std::size_t* bad_at = nullptr) const;

 private:
  void index_faces();
  std::string name_;
  std::vector<LetterInfo> letters_;
  int blanks_ = 0;
  std::size_t longest_face_ = 1;
  /// Tile of each one-byte face (0xFF: none), so the common ASCII letter is one lookup.
  std::array<Tile, 256> byte_face_{};
};

/// Lower case of a UTF-8 string for ASCII, Latin-1, Latin Extended-A, Greek and Cyrillic
/// capitals (what tile faces use); other characters are kept.
std::string utf8_lower(std::string_view s);
/// Upper case, the inverse of utf8_lower over the same ranges.
std::string utf8_upper(std::string_view s);
/// Bytes of the UTF-8 character starting at s[i] (1 for an invalid lead byte).
std::size_t utf8_length(std::string_view s, std::size_t i);
/// The 1-based character column of byte offset `byte` in `s` (UTF-8 characters counted).
int utf8_column(std::string_view s, std::size_t byte);

}  // namespace cwg::game
