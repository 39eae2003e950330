#include "american/puz_fill.hpp"

#include <filesystem>

#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "formats/puz/answers.hpp"
#include "formats/puz/io.hpp"
#include "formats/puz/numbering.hpp"
#include "formats/puz/text.hpp"

namespace cwg::american {

txt::Grid puz_layout(const puz::Puzzle& p) {
  txt::Grid g;
  g.rows = p.height;
  g.cols = p.width;
  g.squares.assign(static_cast<std::size_t>(p.width) * static_cast<std::size_t>(p.height), '.');
  for (std::size_t i = 0; i < g.squares.size(); ++i) {
    const char sol = p.solution[i], given = p.state[i];
    if (puz::is_black(sol))
      g.squares[i] = '#';
    else if (given >= 'A' && given <= 'Z')
      g.squares[i] = given;
  }
  return g;
}

std::vector<std::string> write_fill(puz::Puzzle& p, const txt::Grid& filled,
                                    const puzzle::ClueMap* clues, const std::string& name) {
  std::vector<std::string> answers(filled.squares.size());
  for (std::size_t i = 0; i < answers.size(); ++i)
    if (filled.squares[i] != '#') answers[i] = std::string(1, filled.squares[i]);
  puz::set_answers(p, answers, name);
  // The clues in the file's order: by number, across before down.
  std::vector<std::string> missing;
  const blackgrid::Numbering numbering = puz::number_solution(p.width, p.height, p.solution);
  p.clues.clear();
  for (const blackgrid::Word& w : numbering.in_clue_order) {
    std::string word;
    for (int k = 0; k < w.length; ++k)
      word += filled.at(w.row + (w.across ? 0 : k), w.col + (w.across ? k : 0));
    std::string clue;
    if (clues) {
      const auto it = clues->find(word);
      if (it == clues->end())
        missing.push_back(word);
      else
        clue = puz::encode_text(it->second, p.utf8());
    }
    p.clues.push_back(clue);
  }
  return missing;
}

txt::Grid read_layout(const std::string& path, std::optional<puz::Puzzle>& puzzle) {
  if (std::filesystem::path(path).extension() != ".puz") return txt::parse(read_file(path), path);
  puzzle = puz::load(path);
  if (puzzle->scrambled())
    throw InputError(path, 0, 0, "the solution is locked; cwg unlock it first");
  return puz_layout(*puzzle);
}

}  // namespace cwg::american
