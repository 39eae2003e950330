#include "dict/wordlist.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <functional>

#include "common/file_io.hpp"
#include "common/input_error.hpp"
#include "dict/letters.hpp"

namespace cwg {

namespace {

bool is_blank(std::string_view line) {
  for (char c : line)
    if (c != ' ' && c != '\t' && c != '\r') return false;
  return true;
}

/// The set of words seen so far, as indices into the word vector (open addressing, linear
/// probing): 8 bytes a slot and no copy of the words, where a std::unordered_set<std::string>
/// costs a node and a second string per word.
class SeenWords {
 public:
  explicit SeenWords(const std::vector<std::string>& words) : words_(words) { grow(1024); }
  /// Adds words_.back(); false when an equal word was there already.
  bool add_last() {
    const std::string_view word = words_.back();
    const auto hash = static_cast<std::uint32_t>(std::hash<std::string_view>{}(word));
    for (std::size_t i = hash & mask_;; i = (i + 1) & mask_) {
      if (slots_[i].index == kEmpty) {
        slots_[i] = {static_cast<std::uint32_t>(words_.size() - 1), hash};
        if (++used_ * 2 > slots_.size()) grow(slots_.size() * 2);
        return true;
      }
      if (slots_[i].hash == hash && words_[slots_[i].index] == word) return false;
    }
  }

 private:
  static constexpr std::uint32_t kEmpty = ~0u;
  struct Slot {
    std::uint32_t index = kEmpty;
    std::uint32_t hash = 0;
  };
  void grow(std::size_t size) {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(size, Slot{});
    mask_ = size - 1;
    for (const Slot& slot : old) {
      if (slot.index == kEmpty) continue;
      std::size_t i = slot.hash & mask_;
      while (slots_[i].index != kEmpty) i = (i + 1) & mask_;
      slots_[i] = slot;
    }
  }
  const std::vector<std::string>& words_;
  std::vector<Slot> slots_;
  std::size_t mask_ = 0;
  std::size_t used_ = 0;
};

}  // namespace

WordList parse_wordlist(std::string_view text, const std::string& name) {
  if (const void* nul = std::memchr(text.data(), '\0', text.size())) {
    const auto offset = static_cast<std::size_t>(static_cast<const char*>(nul) - text.data());
    const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<long>(offset), '\n');
    throw InputError(name, static_cast<int>(line), 0,
                     "NUL byte: this looks like a binary file, not a word list");
  }
  // A UTF-8 byte order mark is not part of the first word.
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);

  WordList list;
  list.source = name;
  list.words.reserve(text.size() / 10 + 16);
  SeenWords seen(list.words);
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    if (is_blank(line)) continue;
    ++list.lines;
    std::optional<std::string> word = normalize_word(line);
    if (!word) {
      ++list.skipped;
    } else {
      list.words.push_back(std::move(*word));
      if (!seen.add_last()) {
        list.words.pop_back();
        ++list.duplicates;
      }
    }
  }
  if (list.words.empty())
    throw InputError(name, 0, 0,
                     "no usable word (" + std::to_string(list.lines) + " lines, " +
                         std::to_string(list.skipped) + " skipped)");
  list.words.shrink_to_fit();
  return list;
}

WordList load_wordlist(const std::filesystem::path& path) {
  return parse_wordlist(read_file(path), path.string());
}

}  // namespace cwg
