#pragma once
/// Reading and writing .puz bytes: parse() is strict about structure (every byte is
/// accounted for, a short file is an error naming the offset) and lenient about
/// checksums, which it leaves to failed_checks(); format() writes every checksum anew. As
/// in every format library, parse/format turn bytes into the model and back; load/save
/// do the same with a file.
#include <filesystem>
#include <string>
#include <string_view>

#include "formats/puz/puz.hpp"

namespace cwg::puz {

/// Parses .puz bytes. `name` goes into error messages. Throws PuzError (NotPuz,
/// Truncated, BadSize, BadGrid, ClueCount, BadSection) naming the byte offset. Junk before
/// the header and after the last section is kept in preamble and trailer.
Puzzle parse(std::string_view bytes, const std::string& name);

/// Reads and parses a file; errors name the path.
Puzzle load(const std::filesystem::path& path);

/// The file's bytes with every checksum (header and sections) computed from the model and
/// every other byte as the model holds it: a valid file comes back byte for byte.
std::string format(const Puzzle& p);

/// Writes format(p) atomically.
void save(const std::filesystem::path& path, const Puzzle& p);

}  // namespace cwg::puz
