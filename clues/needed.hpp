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
  /// which also drops accents): false only when `raw` cannot spell a needed word. Exact for
  /// plain ASCII letters; else judged by the lengths `raw` may spell and its ASCII letters
  /// at the ends.
  bool may_spell(std::string_view raw) const {
    if (all_) return true;
    // Plain ASCII letters (most terms) here, with the table of their letters and length.
    const std::size_t n = raw.size();
    if (n == 0 || n > 30) return may_spell_other(raw);
    bool ascii = true;
    for (const char c : raw) ascii &= (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
    if (!ascii) return may_spell_other(raw);
    const std::size_t at =
        (static_cast<std::size_t>((raw[0] | 0x20) - 'a') * 26 + ((raw[n > 1] | 0x20) - 'a')) * 26 +
        ((raw[n - 1] | 0x20) - 'a');
    return (letters_[at] >> n & 1) != 0 && has_upper_cased(raw);
  }

  /// A run of letters: ASCII letters and bytes from 0x80, between other bytes.
  struct Run {
    std::size_t offset;
    std::size_t size;
  };
  /// The longest runs of letters in `text` that may spell a needed word (may_spell), in
  /// order. A term that spells a word is such a run (with no other bytes than what
  /// normalize_word trims), so a file's lines without one can be let go unread; this look
  /// takes 8 bytes at a time, where reading a 25 MB file byte by byte took 80 ms.
  std::vector<Run> runs_that_may_spell(std::string_view text) const;
  /// From this many bytes on, runs_that_may_spell looks at the text's halves on two cores.
  static constexpr std::size_t kParallelFrom = 1 << 20;

 private:
  bool may_spell_other(std::string_view raw) const;
  /// runs_that_may_spell on one thread, the runs' offsets from `base` (where `text` begins).
  std::vector<Run> runs_in(std::string_view text, std::size_t base) const;
  /// may_spell for a run of letters with `high` bytes from 0x80.
  bool run_may_spell(std::string_view run, std::size_t high) const;
  bool has_upper_cased(std::string_view ascii_letters) const;

  bool all_ = true;
  std::unordered_set<std::string> set_;
  /// First letter -> a bit per length of the needed spellings (bit 31: 31 letters or more).
  std::array<std::uint32_t, 26> lengths_{};
  /// First and last letter -> the same.
  std::array<std::uint32_t, 26 * 26> ends_{};
  /// First, second and last letter -> the same: a grid's 900 words fill a few per cent of it.
  std::vector<std::uint32_t> letters_;
  std::uint32_t any_lengths_ = 0;  ///< the union of lengths_
  /// A bit per hash of a needed spelling (A-Z), looked at before set_: most runs the letter
  /// tables let through are no needed word, and this spares them a string and a set lookup.
  std::vector<std::uint64_t> hash_bits_;
};

}  // namespace cwg::clues
