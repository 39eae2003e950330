#pragma once
/// A lexicon saved as its built GADDAG (`cwg lexicon WORDS -o FILE.gaddag`), so that a
/// command reads it in milliseconds instead of building the GADDAG from the word list each
/// time (about half a second for SOWPODS; seconds under the sanitizers). load_lexicon()
/// reads either kind of file and tells them apart by the first bytes.
///
/// Layout, little-endian: the magic "cwgaddag", a format version (u32), the alphabet's
/// upper-case faces (u32 count, then u32 length + bytes each), the word list's counts (lines,
/// skipped, duplicates, first skipped line: u64; the first skipped line's text), the
/// GADDAG's fields and its u32 records, and last an FNV-1a-64 checksum of all bytes before
/// it. A file that is cut short, altered or made for another alphabet is refused with an
/// InputError naming the file and the byte; the records are checked to stay within the file
/// and to form no cycle before anything walks them.
#include <filesystem>
#include <string>
#include <string_view>

#include "game/movegen/lexicon.hpp"

namespace cwg::game {

/// Whether `bytes` begins as a saved GADDAG does.
bool is_saved_gaddag(std::string_view bytes);

/// The file's bytes for `lexicon`.
std::string save_gaddag(const Lexicon& lexicon);

/// Reads what save_gaddag() wrote; `name` is the file's name for messages and the lexicon's
/// source. Throws InputError (bad or foreign bytes, another alphabet than `dist`).
Lexicon read_saved_gaddag(std::string_view bytes, const std::string& name,
                          const Distribution& dist);

}  // namespace cwg::game
