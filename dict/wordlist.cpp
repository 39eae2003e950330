#include "dict/wordlist.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <functional>
#include <optional>

#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "core/letters.hpp"

namespace cwg {

namespace {

/// Longest word kept. The solver keeps per-position tables of this size on the stack, and
/// no grid's word is longer in practice; longer lines are skipped like other non-words.
constexpr std::size_t kMaxWordLength = 64;

/// A line as a message quotes it: at most 24 bytes, anything but printable ASCII as '?'.
std::string printable(std::string_view line) {
  std::string out = "'";
  for (std::size_t i = 0; i < line.size() && i < 24; ++i) {
    const auto c = static_cast<unsigned char>(line[i]);
    out += c >= 0x20 && c < 0x7f ? static_cast<char>(c) : '?';
  }
  return out + (line.size() > 24 ? "...'" : "'");
}

/// "  73 " -> 73; nullopt unless digits (spaces around allowed) within 0..100.
std::optional<int> parse_score(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r'))
    text.remove_suffix(1);
  if (text.empty() || text.size() > 3) return std::nullopt;
  int value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + (c - '0');
  }
  if (value > 100) return std::nullopt;
  return value;
}

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
  /// Adds words_.back(): kNew, or the index of an equal word seen before (then not added).
  static constexpr std::uint32_t kNew = ~0u;
  std::uint32_t add_last() {
    const std::string_view word = words_.back();
    const auto hash = static_cast<std::uint32_t>(std::hash<std::string_view>{}(word));
    for (std::size_t i = hash & mask_;; i = (i + 1) & mask_) {
      if (slots_[i].index == kEmpty) {
        slots_[i] = {static_cast<std::uint32_t>(words_.size() - 1), hash};
        if (++used_ * 2 > slots_.size()) grow(slots_.size() * 2);
        return kNew;
      }
      if (slots_[i].hash == hash && words_[slots_[i].index] == word) return slots_[i].index;
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
    const std::string_view before = text.substr(0, offset);
    const auto line = 1 + std::count(before.begin(), before.end(), '\n');
    const std::size_t last_end = before.rfind('\n');
    const std::size_t line_start = last_end == std::string_view::npos ? 0 : last_end + 1;
    throw InputError(name, static_cast<int>(std::min<long>(line, INT32_MAX)),
                     static_cast<int>(std::min<std::size_t>(offset - line_start + 1, INT32_MAX)),
                     "NUL byte: this looks like a binary file, not a word list");
  }
  // A UTF-8 byte order mark is not part of the first word.
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);

  WordList list;
  list.source = name;
  list.words.reserve(text.size() / 10 + 16);
  SeenWords seen(list.words);
  std::size_t line_number = 0, first_skipped = 0;
  std::string_view first_skipped_text;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    ++line_number;
    if (is_blank(line)) continue;
    ++list.lines;
    // A scored list's line is WORD;SCORE (0-100), the constructors' common format.
    std::string_view spelled = line;
    int score = kDefaultWordScore;
    if (const std::size_t semi = line.rfind(';'); semi != std::string_view::npos) {
      spelled = line.substr(0, semi);
      const auto parsed = parse_score(line.substr(semi + 1));
      if (!parsed)
        throw InputError(name, static_cast<int>(std::min<std::size_t>(line_number, INT32_MAX)),
                         static_cast<int>(std::min<std::size_t>(semi + 2, INT32_MAX)),
                         "the score after ';' must be a whole number from 0 to 100");
      score = *parsed;
      list.scored = true;
    }
    std::optional<std::string> word = normalize_word(spelled);
    if (word && word->size() > kMaxWordLength) word.reset();
    if (!word) {
      if (list.skipped++ == 0) {
        first_skipped = line_number;
        first_skipped_text = line;
      }
    } else {
      list.words.push_back(std::move(*word));
      if (const std::uint32_t earlier = seen.add_last(); earlier != SeenWords::kNew) {
        list.words.pop_back();
        ++list.duplicates;
        // The same word twice in a scored list (say, with and without an umlaut): its best.
        auto& kept = list.scores[earlier];
        kept = std::max(kept, static_cast<std::uint8_t>(score));
      } else {
        list.scores.push_back(static_cast<std::uint8_t>(score));
      }
    }
  }
  if (list.words.empty()) {
    const std::string counts = "no usable word (" + std::to_string(list.lines) + " lines, " +
                               std::to_string(list.skipped) + " skipped)";
    if (list.lines == 0)
      throw InputError(name, 0, 0, counts + ": the word list is empty, expected one word a line");
    throw InputError(name, 0, 0,
                     counts + ": the first skipped, line " + std::to_string(first_skipped) + " " +
                         printable(first_skipped_text) +
                         ", has a character other than A-Z, a-z, umlauts and sharp s, or more "
                         "than " +
                         std::to_string(kMaxWordLength) + " letters");
  }
  list.words.shrink_to_fit();
  list.scores.shrink_to_fit();
  return list;
}

std::size_t remove_words(WordList& list, const std::function<bool(const std::string&, int)>& drop) {
  std::size_t kept = 0;
  for (std::size_t i = 0; i < list.words.size(); ++i) {
    if (drop(list.words[i], list.scores[i])) continue;
    if (kept != i) {  // a self-move would leave the string empty
      list.words[kept] = std::move(list.words[i]);
      list.scores[kept] = list.scores[i];
    }
    ++kept;
  }
  const std::size_t removed = list.words.size() - kept;
  list.words.resize(kept);
  list.scores.resize(kept);
  return removed;
}

WordList load_wordlist(const std::filesystem::path& path) {
  return parse_wordlist(read_file(path), path.string());
}

}  // namespace cwg
