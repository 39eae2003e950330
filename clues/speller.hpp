#pragma once
/// Hunspell's spell checker and stemmer for one language, safe to ask from several threads:
/// a Hunspell object keeps working state between calls, so one call runs at a time. The
/// thesaurus's stems and the English rules' spellings share one (its dictionary is read
/// once); the clues of a grid's words are gathered on two cores (choose.cpp). A word is
/// spell-checked once: a German 40x40 asks about 12,000 times for 5,000 words, at about
/// 13 us a word (compounds), a third of its clueing.
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

class Hunspell;

namespace cwg::clues {

class Speller {
 public:
  /// Reads Hunspell's `aff` and `dic` files (both must exist).
  Speller(const std::string& aff, const std::string& dic);
  ~Speller();
  Speller(const Speller&) = delete;
  Speller& operator=(const Speller&) = delete;

  /// Hunspell's stems of `word` (its own spellings of them).
  std::vector<std::string> stem(const std::string& word) const;
  /// Whether Hunspell's dictionary spells `word`.
  bool spell(const std::string& word) const;

 private:
  mutable std::mutex lock_;  ///< Hunspell's
  std::unique_ptr<Hunspell> hunspell_;
  mutable std::mutex spelled_lock_;
  mutable std::unordered_map<std::string, bool> spelled_;  ///< spell's answers so far
};

}  // namespace cwg::clues
