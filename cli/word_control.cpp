#include "cli/word_control.hpp"

#include <unordered_set>

#include <boost/program_options.hpp>

#include "core/input_error.hpp"

namespace cwg::cli {

namespace po = boost::program_options;

void add_word_control_flags(po::options_description& desc) {
  desc.add_options()("ban", po::value<std::string>()->value_name("FILE"),
                     "never use the words of FILE (one a line, as a word list)")(
      "min-score", po::value<int>()->value_name("N"),
      "use only words scoring at least N (0-100) in a scored list (lines WORD;SCORE; a "
      "word without a score counts 50)");
}

void apply_word_control(const po::variables_map& vm, WordList& list,
                        std::vector<std::string>& problems) {
  std::unordered_set<std::string> banned;
  if (vm.count("ban")) {
    try {
      const WordList ban = load_wordlist(vm["ban"].as<std::string>());
      banned.insert(ban.words.begin(), ban.words.end());
    } catch (const InputError& e) {
      problems.push_back(std::string(e.what()) + " (--ban)");
    }
  }
  int min_score = 0;
  if (vm.count("min-score")) {
    min_score = vm["min-score"].as<int>();
    if (min_score < 0 || min_score > 100) {
      problems.push_back("--min-score " + std::to_string(min_score) + ": must be within 0..100");
      return;
    }
  }
  if (banned.empty() && min_score == 0) return;
  if (list.words.empty()) return;  // the list itself could not be read: reported already
  remove_words(list, [&](const std::string& word, int score) {
    return score < min_score || banned.count(word) > 0;
  });
  if (list.words.empty())
    problems.push_back(list.source + ": no word left after --ban and --min-score");
}

WordScores::WordScores(const WordList& list) {
  if (!list.scored) return;  // every word scores the default
  score_.reserve(list.words.size());
  for (std::size_t i = 0; i < list.words.size(); ++i) score_.emplace(list.words[i], list.scores[i]);
}

double WordScores::mean(const ArrowwordGrid& grid) const {
  double sum = 0;
  int count = 0;
  for (const Slot& slot : word_slots(grid)) {
    if (slot.length == 0) continue;
    std::string word;
    for (int i = 0; i < slot.length; ++i) {
      const char ch = grid.at(slot.row + (slot.dir == Dir::Down ? i : 0),
                              slot.col + (slot.dir == Dir::Right ? i : 0));
      if (!is_letter_char(ch)) break;
      word += ch;
    }
    if (static_cast<int>(word.size()) != slot.length) continue;
    const auto it = score_.find(word);
    sum += it == score_.end() ? kDefaultWordScore : it->second;
    ++count;
  }
  return count ? sum / count : 0;
}

}  // namespace cwg::cli
