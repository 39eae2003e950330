#include "cli/word_control.hpp"

#include <boost/program_options.hpp>
#include <unordered_set>

#include "cli/run_support.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "core/letters.hpp"
#include "render/render.hpp"

namespace cwg::cli {

using render::question_words;

using arrowword::ArrowwordGrid;

namespace po = boost::program_options;

void add_word_control_flags(po::options_description& desc, bool theme) {
  desc.add_options()("ban", po::value<std::string>()->value_name("FILE"),
                     "never use the words of FILE (one a line, as a word list)")(
      "min-score", po::value<int>()->value_name("N"),
      "use only words scoring at least N (0-100) in a scored list (lines WORD;SCORE; a "
      "word without a score counts 50); the fill prefers higher-scoring words anyway "
      "(--word-preference)");
  if (theme)
    desc.add_options()("theme", po::value<std::string>()->value_name("FILE"),
                       "these words (one a line) must appear in every grid: each is written in "
                       "before the layout is designed, far from the others (another --seed, "
                       "other places); exit 3 naming the words that find no place");
}

WordList load_controlled_wordlist(const po::variables_map& vm) {
  WordList list = load_wordlist(dict_path(vm));
  std::vector<std::string> problems;
  apply_word_control(vm, list, problems);
  if (!problems.empty()) throw InputError(problems.front());
  return list;
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

std::vector<ThemeWord> read_theme(const po::variables_map& vm, std::vector<std::string>& problems) {
  std::vector<ThemeWord> theme;
  if (!vm.count("theme")) return theme;
  const std::string path = vm["theme"].as<std::string>();
  std::string text;
  try {
    text = read_file(path);
  } catch (const InputError& e) {
    problems.push_back(e.what());
    return theme;
  }
  std::unordered_set<std::string> seen;
  int line_no = 0;
  for (std::size_t pos = 0; pos < text.size();) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    const std::string line = text.substr(pos, end - pos);
    pos = end + 1;
    ++line_no;
    const auto first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos || line[first] == '#') continue;
    const auto word = normalize_word(line);
    if (!word) {
      problems.push_back(InputError(path, line_no, static_cast<int>(first) + 1,
                                    "a theme word has letters only (A-Z, umlauts, sharp s)")
                             .what());
      continue;
    }
    if (word->size() < 2) {
      problems.push_back(InputError(path, line_no, static_cast<int>(first) + 1,
                                    "a theme word has two letters at least")
                             .what());
      continue;
    }
    if (seen.insert(*word).second) theme.push_back({*word, line_no});
  }
  if (theme.empty() && problems.empty()) problems.push_back(path + ": no theme word in the file");
  return theme;
}

void add_theme_words(WordList& list, const std::vector<ThemeWord>& theme) {
  std::unordered_set<std::string> have(list.words.begin(), list.words.end());
  for (const ThemeWord& t : theme)
    if (have.insert(t.word).second) {
      list.words.push_back(t.word);
      list.scores.push_back(static_cast<std::uint8_t>(kDefaultWordScore));
    }
}

WordScores::WordScores(const WordList& list) {
  if (!list.scored) return;  // every word scores the default
  score_.reserve(list.words.size());
  for (std::size_t i = 0; i < list.words.size(); ++i) score_.emplace(list.words[i], list.scores[i]);
}

double WordScores::mean(const ArrowwordGrid& grid) const {
  double sum = 0;
  int count = 0;
  for (const std::string& word : question_words(grid)) {
    if (word.empty()) continue;  // not all letters yet
    const auto it = score_.find(word);
    sum += it == score_.end() ? kDefaultWordScore : it->second;
    ++count;
  }
  return count ? sum / count : 0;
}

}  // namespace cwg::cli
