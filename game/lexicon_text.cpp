// Word-list files for the crossword game (lexicon_text.hpp).
#include "game/lexicon_text.hpp"

#include "game/tiles.hpp"

namespace cwg::game {

std::vector<LexiconEntry> lexicon_entries(std::string_view text) {
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  std::vector<LexiconEntry> out;
  out.reserve(text.size() / 8 + 1);
  std::size_t line = 0;
  for (std::size_t pos = 0; pos < text.size();) {
    std::size_t end = text.find_first_of("\r\n", pos);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view raw = text.substr(pos, end - pos);
    pos = end + (text.compare(end, 2, "\r\n") == 0 ? 2 : 1);
    ++line;
    const std::size_t a = raw.find_first_not_of(" \t");
    if (a == std::string_view::npos || raw[a] == '#') continue;
    const std::size_t b = raw.find_first_of(" \t", a);
    out.push_back({raw.substr(a, b == std::string_view::npos ? raw.npos : b - a), line});
  }
  return out;
}

std::unordered_set<std::string> lexicon_word_set(std::string_view text) {
  std::unordered_set<std::string> words;
  for (const LexiconEntry& e : lexicon_entries(text)) words.insert(utf8_upper(e.word));
  return words;
}

}  // namespace cwg::game
