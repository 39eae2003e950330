#pragma once
/// The maker's clue lists (--clues FILE, repeatable), read by puzzle's parse_clue_lines:
/// the first file that has a word gives its clues, several lines for one word being
/// alternatives in file order.
#include <filesystem>
#include <string>
#include <unordered_map>
#include <vector>

#include "clues/thesaurus.hpp"

namespace cwg::clues {

class ClueLists {
 public:
  /// Reads one more list; throws InputError naming the file (and the line of a bad line).
  void add_file(const std::filesystem::path& path);
  /// Adds a list from text (`name` in messages and sources).
  void add_text(std::string_view text, const std::string& name);
  /// The clues of the first list that has `answer`, in file order, each with its source
  /// `list:FILE:LINE`; empty when no list has it.
  std::vector<Candidate> candidates(const std::string& answer) const;
  bool empty() const { return first_.empty(); }
  /// Words with a clue in some list.
  std::vector<std::string> words() const;

 private:
  std::unordered_map<std::string, std::vector<Candidate>> first_;
};

}  // namespace cwg::clues
