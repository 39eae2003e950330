#include "export/puzzle_files.hpp"

#include <cassert>

#include "core/file_io.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "formats/ipuz/ipuz.hpp"
#include "formats/puz/io.hpp"
#include "formats/txt/txt_grid.hpp"
#include "puzzle/to_formats.hpp"

namespace cwg::page {

bool is_puzzle_file(const std::string& extension) {
  return extension == ".ipuz" || puzzle::is_grid_file(extension);
}

puzzle::Puzzle read_puzzle_file(const std::string& path, const std::string& extension,
                                const puzzle::ClueMap& clues, puzzle::Need need) {
  assert(is_puzzle_file(extension));
  if (extension != ".ipuz") return puzzle::load_grid_file(path, extension, clues, need);
  puzzle::Puzzle p = ipuz::parse_ipuz(read_file(path), path);
  if (need == puzzle::Need::Solved) puzzle::require_solved(p, path);
  return p;
}

bool is_puzzle_output(const std::string& extension) {
  return extension == ".ipuz" || extension == ".puz" || extension == ".txt" || extension == ".cwg";
}

std::string format_puzzle_file(const puzzle::Puzzle& p, const std::string& extension,
                               const std::string& name, std::vector<std::string>& warnings) {
  assert(is_puzzle_output(extension));
  if (extension == ".ipuz") return ipuz::format_ipuz(p);
  if (extension == ".puz") return puz::format(puzzle::to_puz(p, name, &warnings));
  if (extension == ".txt") return txt::format(puzzle::to_txt(p, name));
  return cwgfile::format(puzzle::to_arrowword(p, name));
}

}  // namespace cwg::page
