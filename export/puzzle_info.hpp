#pragma once
/// `cwg info` of puzzle files (.puz, .ipuz): each file read and reported in the order given,
/// as text or as one JSON array; a file that cannot be read is named and the others are
/// still reported.
#include <ostream>
#include <string>
#include <vector>

namespace cwg::page {

/// .puz files: what each holds and which of its checksums hold. Exit 0 when every file is
/// valid, 1 when a readable one fails a check, 2 when one cannot be read ("cwg: MESSAGE"
/// on `err`, and an object saying so in the JSON).
int info_puz(const std::vector<std::string>& files, bool json, std::ostream& out,
             std::ostream& err);

/// .ipuz files: read and checked, with their words, clues and texts; exit 0, or 2 when one
/// cannot be read.
int info_ipuz(const std::vector<std::string>& files, bool json, std::ostream& out,
              std::ostream& err);

}  // namespace cwg::page
