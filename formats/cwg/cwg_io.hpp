#pragma once
/// The .cwg file format (SPEC.md, "The .cwg file"): bytes in, arrowword grid out, and back.
#include <filesystem>
#include <string>
#include <string_view>

#include "arrowword/grid.hpp"

namespace cwg {

/// Parses CWG text. `name` is used in error messages ("name:line:column: ...").
/// Throws InputError for anything SPEC.md does not allow, including sizes outside 1..kMaxSide
/// (refused before allocating), questions outside the grid, of unknown type, or on a field
/// that is not '?'.
ArrowwordGrid parse_cwg(std::string_view text, const std::string& name);

/// Reads and parses a file; errors name the path.
ArrowwordGrid read_cwg(const std::filesystem::path& path);

/// CWG text: '\n' line ends, questions sorted by row, column, type, single spaces, every
/// line (the last too) ended by '\n'.
std::string format_cwg(const ArrowwordGrid& grid);

/// Writes format_cwg(grid) atomically.
void write_cwg(const std::filesystem::path& path, const ArrowwordGrid& grid);

}  // namespace cwg
