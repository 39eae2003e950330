#pragma once
/// The Across Lite .puz model: the file's own bytes, field by field.
///
/// A .puz file is checked by a dozen checksums over the exact bytes of its strings, so the
/// model keeps every string as the file stores it (ISO-8859-1 / Windows-1252 in 1.x, UTF-8
/// in 2.0) and every byte no one understands (junk before the header, the reserved header
/// fields, unknown extra sections, junk after the last section). Reading and writing are
/// then exact inverses, and the writer can recompute every checksum from the model, so a
/// changed solution (a fill, an unlock) is written back with all checks correct.
/// Text for people is decoded at the edge (formats/puz/text.hpp).
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/input_error.hpp"

namespace cwg::puz {

/// Size of the fixed header that starts at the checksum field.
constexpr std::size_t kHeaderSize = 0x34;
/// The magic string at header offset 2, NUL included.
constexpr char kMagic[] = "ACROSS&DOWN";
constexpr std::size_t kMagicSize = 12;

/// What is wrong with bytes that are no readable .puz (CLI exit 2).
enum class ErrorKind : std::uint8_t {
  NotPuz,      ///< no "ACROSS&DOWN" magic
  Truncated,   ///< the file ends inside the header, a grid, a string or a section
  BadSize,     ///< width or height 0
  BadGrid,     ///< a grid byte that is no square (NUL, control characters)
  ClueCount,   ///< the header's clue count differs from the words the grid numbers
  BadSection,  ///< an extra section of the wrong length or unreadable content
  Scramble,    ///< lock/unlock impossible (already locked, not locked, letters not A-Z)
  TextFormat,  ///< the text format cannot hold this puzzle
  Export,      ///< an arrowword that cannot be written as a .puz
};

/// Bad .puz input: names the file and the byte offset (or the grid run) where it is wrong.
class PuzError : public InputError {
 public:
  /// Message "file: byte N (0xN): message".
  PuzError(ErrorKind kind, const std::string& file, std::size_t offset, const std::string& message);
  /// Message "file: message" (for what has no offset: a run of an arrowword, a key).
  PuzError(ErrorKind kind, const std::string& file, const std::string& message);
  ErrorKind kind() const { return kind_; }

 private:
  ErrorKind kind_;
};

/// One extra section (GRBS, RTBL, LTIM, GEXT, RUSR or unknown), as stored.
struct Section {
  std::string name;  ///< four bytes
  std::string data;  ///< exactly the stored length
  std::uint16_t stored_checksum = 0;
  char terminator = '\0';  ///< the byte after the data; the format says NUL
  std::size_t offset = 0;  ///< where its name starts in the file (0 for new ones)
};

/// Square bytes of the solution and player-state grids.
constexpr char kBlack = '.';
constexpr char kDiagramlessBlack = ':';
constexpr char kEmptySquare = '-';
inline bool is_black(char c) {
  return c == kBlack || c == kDiagramlessBlack;
}

/// Bits of a GEXT square.
enum GextBits : std::uint8_t {
  kGextWasIncorrect = 0x10,
  kGextIncorrect = 0x20,
  kGextGiven = 0x40,
  kGextCircled = 0x80,
};

/// Values of the solution-state word at 0x32: 0 a plain solution, 4 scrambled (locked),
/// 2 no solution given (the grid holds placeholders such as X).
constexpr std::uint16_t kScrambledTag = 4;
constexpr std::uint16_t kNoSolutionTag = 2;

struct Puzzle {
  std::string preamble;  ///< bytes before the header (kept, reported)
  /// Header bytes as read. The writer rewrites the checksums and the fields below into it
  /// and keeps the rest (version, reserved, often uninitialised memory) as it was.
  std::array<unsigned char, kHeaderSize> header{};
  int width = 0;
  int height = 0;
  std::uint16_t bitmask = 0;             ///< 0x30; 0x0401 in diagramless files
  std::uint16_t scrambled_tag = 0;       ///< 0x32; the solution's state (kScrambledTag, ...)
  std::uint16_t scrambled_checksum = 0;  ///< 0x1E; checksum of the unscrambled solution
  std::string solution;                  ///< width*height bytes, row by row
  std::string state;                     ///< the player's grid, same shape
  std::string title, author, copyright;  ///< raw bytes, no NUL
  std::vector<std::string> clues;        ///< in the file's order (number, across first)
  std::string notes;
  std::vector<Section> sections;
  std::string trailer;  ///< bytes after the last section (kept, reported)

  /// The version number: "1.3", "2.0"; "1.2" for a field "1.2c".
  std::string version() const;
  /// The version field up to its NUL, as stored ("1.2c").
  std::string version_field() const;
  /// Version 2.0 and later store strings as UTF-8.
  bool utf8() const;
  /// From 1.3 on the notes enter the checksums.
  bool notes_in_checksums() const;
  bool scrambled() const { return (scrambled_tag & kScrambledTag) != 0; }
  /// Bit 0x0400 of the bitmask at 0x30: a diagramless puzzle (its black squares hidden).
  bool diagramless() const { return (bitmask & 0x0400) != 0; }
  /// 0x32 says no solution is given (2): the grid holds placeholders, not answers.
  bool solution_not_given() const { return !scrambled() && (scrambled_tag & kNoSolutionTag) != 0; }
  /// No answers to show: 0x32 says so, or every white square of the solution is 'X' (or
  /// there are none), as in files sold without their answers.
  bool solution_withheld() const;
  /// The first section of that name, or nullptr.
  const Section* section(const std::string& name) const;
  Section* section(const std::string& name);
  std::size_t index(int row, int col) const { return static_cast<std::size_t>(row * width + col); }
};

/// A header for a new puzzle: magic, version "1.3", reserved bytes zero.
std::array<unsigned char, kHeaderSize> blank_header();

}  // namespace cwg::puz
