// Word control: the list narrowed before anything is built from it, and the theme words.
#include "dict/word_control.hpp"

#include <unordered_set>

#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "core/letters.hpp"

namespace cwg {

void apply_word_control(const WordControl& control, WordList& list,
                        std::vector<std::string>& problems) {
  std::unordered_set<std::string> banned;
  if (control.ban) {
    try {
      const WordList ban = load_wordlist(*control.ban);
      banned.insert(ban.words.begin(), ban.words.end());
    } catch (const InputError& e) {
      problems.push_back(std::string(e.what()) + " (--ban)");
    }
  }
  const int min_score = control.min_score;
  if (min_score < 0 || min_score > 100) {
    problems.push_back("--min-score " + std::to_string(min_score) + ": must be within 0..100");
    return;
  }
  if (banned.empty() && min_score == 0) return;
  if (list.words.empty()) return;  // the list itself could not be read: reported already
  remove_words(list, [&](const std::string& word, int score) {
    return score < min_score || banned.count(word) > 0;
  });
  if (list.words.empty())
    problems.push_back(list.source + ": no word left after --ban and --min-score");
}

std::vector<ThemeWord> read_theme(const WordControl& control, std::vector<std::string>& problems) {
  std::vector<ThemeWord> theme;
  if (!control.theme) return theme;
  const std::string& path = *control.theme;
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

}  // namespace cwg
