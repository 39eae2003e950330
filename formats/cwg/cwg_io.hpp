#pragma once
/// The .cwg file format (SPEC.md, "The .cwg file"): bytes in, arrowword grid out, and back.
/// As in every format library, parse/format turn bytes into the model and back; load reads
/// and parses a file.
#include <filesystem>
#include <string>
#include <string_view>

#include "grid/grid.hpp"

namespace cwg::cwgfile {

/// Parses CWG text. `name` is used in error messages ("name:line:column: ...").
/// Throws InputError for anything SPEC.md does not allow, including sizes outside 1..kMaxSide
/// (refused before allocating), questions outside the grid, of unknown type, or on a field
/// that is not '?'.
arrowword::ArrowwordGrid parse(std::string_view text, const std::string& name);

/// Reads and parses a file; errors name the path.
arrowword::ArrowwordGrid load(const std::filesystem::path& path);

/// CWG text: '\n' line ends, questions sorted by row, column, type, single spaces, every
/// line (the last too) ended by '\n'.
std::string format(const arrowword::ArrowwordGrid& grid);

}  // namespace cwg::cwgfile
