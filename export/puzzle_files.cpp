#include "export/puzzle_files.hpp"

#include <cassert>
#include <filesystem>

#include "core/extension.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "formats/puz/io.hpp"
#include "formats/txt/txt_grid.hpp"
#include "puzzle/ipuz/ipuz.hpp"
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

namespace {

/// The clues of `clues_path`, none when not given; `refusal` when the input has its own.
puzzle::ClueMap read_clues(const std::optional<std::string>& clues_path,
                           const std::string& extension, const std::string& refusal) {
  if (!clues_path) return {};
  if (extension == ".puz" || extension == ".ipuz") throw InputError(refusal);
  return puzzle::parse_clues(read_file(*clues_path), *clues_path);
}

}  // namespace

puzzle::Puzzle read_for_convert(const std::string& input,
                                const std::optional<std::string>& clues_path,
                                const GivenTexts& texts, std::ostream& err) {
  const std::string ext = lower_extension(input);
  const puzzle::ClueMap clues =
      read_clues(clues_path, ext,
                 "convert: --clues is for a .cwg or .txt input (a " + ext + " has its clues)");
  if (!is_puzzle_file(ext))
    throw InputError(input, 0, 0, "convert: not a .puz, .txt, .cwg or .ipuz file");
  puzzle::Puzzle p = read_puzzle_file(input, ext, clues);
  if (ext == ".puz" && !p.solved())
    err << "cwg: warning: " << input
        << ": the solution is scrambled or withheld; written without it\n";
  for (auto [given, text] :
       {std::pair{&texts.title, &p.title}, std::pair{&texts.author, &p.author},
        std::pair{&texts.copyright, &p.copyright}, std::pair{&texts.notes, &p.notes}})
    if (*given) *text = **given;
  return p;
}

std::string convert_bytes(const puzzle::Puzzle& p, const std::string& extension,
                          const std::string& name, std::ostream& err) {
  if (!is_puzzle_output(extension))
    throw InputError("convert: OUT must end in .ipuz, .puz, .txt or .cwg");
  std::vector<std::string> warnings;
  std::string bytes = format_puzzle_file(p, extension, name, warnings);
  for (const std::string& w : warnings) err << "cwg: warning: " << w << '\n';
  return bytes;
}

puzzle::Puzzle read_for_page(const std::string& input, const std::optional<std::string>& clues_path,
                             bool need_solution, std::ostream& err) {
  const std::string ext = lower_extension(input);
  if (!is_puzzle_file(ext))
    throw InputError(input, 0, 0, "cwg export takes a .cwg, .txt, .puz, .ipuz or .gcg file");
  const puzzle::ClueMap clues =
      read_clues(clues_path, ext,
                 "cwg export: a " + ext + " has its clues; --clues is for .cwg and .txt grids");
  puzzle::Puzzle p = read_puzzle_file(
      input, ext, clues, need_solution ? puzzle::Need::Solved : puzzle::Need::Anything);
  if (p.title.empty()) p.title = std::filesystem::path(input).stem().string();
  if (const std::vector<std::string> missing = puzzle::unclued_answers(p); !missing.empty())
    err << "cwg: " << input << ": warning: no clue for " << missing.size() << " of "
        << p.entries.size() << " words:" << puzzle::some_words(missing) << '\n';
  return p;
}

}  // namespace cwg::page
