#include "clues/clue_lists.hpp"

#include <unordered_set>

#include "core/file_io.hpp"
#include "puzzle/clue_sheet.hpp"

namespace cwg::clues {

void ClueLists::add_file(const std::filesystem::path& path) {
  add_text(read_file(path), path.string());
}

void ClueLists::add_text(std::string_view text, const std::string& name) {
  std::unordered_set<std::string> here;  // words this list brings (an earlier list wins)
  for (puzzle::ClueLine& line : puzzle::parse_clue_lines(text, name)) {
    if (!here.count(line.word) && first_.count(line.word)) continue;
    here.insert(line.word);
    first_[line.word].push_back(
        {std::move(line.clue), "list:" + name + ":" + std::to_string(line.line), 0, {}, false});
  }
}

std::vector<Candidate> ClueLists::candidates(const std::string& answer) const {
  const auto it = first_.find(answer);
  return it == first_.end() ? std::vector<Candidate>{} : it->second;
}

std::vector<std::string> ClueLists::words() const {
  std::vector<std::string> out;
  out.reserve(first_.size());
  for (const auto& [word, clues] : first_) out.push_back(word);
  return out;
}

}  // namespace cwg::clues
