#pragma once
/// What `cwg convert`, `lock` and `unlock` of a .puz do to the model and say about it, apart
/// from reading and writing the files: the checks that refuse a puzzle, the bytes written,
/// the key read or found, and the notes on other keys.
#include <string>

#include "formats/puz/puz.hpp"
#include "formats/puz/summary.hpp"

namespace cwg::puz {

/// `text` as a key: exactly four digits; InputError "--key must be four digits, e.g. 1234
/// (got 'TEXT')" otherwise.
int parse_key(const std::string& text);

/// What converting a puzzle writes and says.
struct Converted {
  std::string refusal;  ///< non-empty: nothing is written (exit 1); the lines to say
  std::string bytes;    ///< the output's bytes
  std::string notes;    ///< a line per check repaired (or left behind by the text format)
};

/// A .puz written back with every checksum anew, or the Across Lite text format (`to_text`).
/// A puzzle whose checks fail is refused unless `repair`; a scrambled one whose checksum
/// fits no key cannot be repaired at all.
Converted convert(const Puzzle& p, const Summary& s, const std::string& name, bool to_text,
                  bool repair);

/// Scrambles `p` with `key`; the 16-bit checksum may let other keys pass too: the warning
/// that says so (as unlock will), or "".
std::string lock_noting_other_keys(Puzzle& p, int key, const std::string& name);

/// The key an unlock used, and the note when several keys pass (empty otherwise).
struct Unlocked {
  int key = 0;
  std::string note;
};

/// Unscrambles `p` with `key`, or without one (-1) with the key of `s.keys` that passes the
/// checksum and reads most like English.
Unlocked unlock_with_key_found(Puzzle& p, int key, const Summary& s, const std::string& name);

}  // namespace cwg::puz
