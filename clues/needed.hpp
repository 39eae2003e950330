#pragma once
/// The spellings a run will look up, when they are known before the sources are read: `cwg
/// clue` asks about one grid's 100-900 words, so a thesaurus or dictionary keeps only the
/// entries these need instead of indexing every word of its files (a quarter of a second).
/// The default, `all`, is what a fill needs that asks about every word of its list.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace cwg::clues {

class Needed {
 public:
  /// Every spelling.
  Needed() = default;
  /// Only `spellings` (A-Z).
  explicit Needed(const std::vector<std::string>& spellings);

  /// Whether every spelling is needed.
  bool all() const { return all_; }
  /// Adds a spelling (A-Z: no term spells anything else); no-op with all().
  void add(const std::string& spelled);
  /// Whether `spelled` (A-Z) is needed.
  bool has(const std::string& spelled) const { return all_ || set_.count(spelled) > 0; }
  /// The spellings named (none with all()).
  const std::unordered_set<std::string>& spellings() const { return set_; }
  /// A quick test before a term is spelled (normalize_word, or the dictionaries' spell,
  /// which also drops accents): false only when `raw` cannot spell a needed word, judged by
  /// its first letter and length.
  bool may_spell(std::string_view raw) const;

 private:
  bool all_ = true;
  std::unordered_set<std::string> set_;
  /// First letter -> a bit per length of the needed spellings (bit 31: 31 letters or more).
  std::array<std::uint32_t, 26> lengths_{};
  std::uint32_t any_lengths_ = 0;  ///< the union of lengths_
};

}  // namespace cwg::clues
