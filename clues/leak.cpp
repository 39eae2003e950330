#include "clues/leak.hpp"

#include "core/letters.hpp"

namespace cwg::clues {

namespace {

bool ascii_separator(unsigned char b) {
  return b < 0x80 && !((b | 0x20) >= 'a' && (b | 0x20) <= 'z');
}

/// One word of clue text in A-Z: through the word lists' transliteration, or, for a word
/// with a letter that has none (é, ñ), its ASCII letters alone.
std::string spelled(std::string_view raw) {
  if (auto word = normalize_word(raw)) return *word;
  std::string out;
  for (char ch : raw)
    if ((ch | 0x20) >= 'a' && (ch | 0x20) <= 'z') out += static_cast<char>(ch & ~0x20);
  return out;
}

}  // namespace

std::vector<std::string> clue_words(std::string_view clue) {
  std::vector<std::string> words;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= clue.size(); ++i) {
    if (i < clue.size() && !ascii_separator(static_cast<unsigned char>(clue[i]))) continue;
    if (i > start) {
      std::string word = spelled(clue.substr(start, i - start));
      if (!word.empty()) words.push_back(std::move(word));
    }
    start = i + 1;
  }
  return words;
}

bool leaks(std::string_view answer, std::string_view clue) {
  const std::vector<std::string> words = clue_words(clue);
  std::string all;
  for (const std::string& w : words) all += w;
  if (all.empty()) return false;
  if (all.find(answer) != std::string::npos || answer.find(all) != std::string_view::npos)
    return true;
  for (const std::string& w : words) {
    if (w.find(answer) != std::string::npos) return true;
    // Words of four letters or more inside the answer are caught below; "Eis" for EISEN here.
    if (w.size() == 3 && answer.find(w) != std::string_view::npos) return true;
    for (std::size_t i = 0; i + 4 <= answer.size(); ++i)
      if (w.find(answer.substr(i, 4)) != std::string::npos) return true;
  }
  return false;
}

}  // namespace cwg::clues
