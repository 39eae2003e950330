#pragma once
/// GCIDE (GNU Collaborative International Dictionary of English, Debian dict-gcide: Webster
/// 1913 with later additions, dictd format) as the American clues' last source: about
/// 11,000 words of wamerican had no printable clue (function words ERE, ATOP, EVERYONE,
/// AMONG; words WordNet lacks), and an American --clued-only fill could not take them.
/// Only adverbs' and function words' entries (gcide_en.cpp says why), read as an editor
/// reads 1913 Webster: obsolete, rare and dialect senses left out ("Ere, v. t. To plow.
/// [Obs.]"), as are cross-references only ("See {Amidst}."), etymologies, quotations
/// ("--Milton.") and markup ({Ear}, \Ere\); a sense's first clause is its clue
/// (EnglishData::gcide_clues cuts it to the editor's form).
#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "clues/dictionary_text.hpp"

namespace cwg::clues::en {

/// dict-gcide's index; its gcide.dict.dz beside it.
inline constexpr const char* kGcideIndex = "/usr/share/dictd/gcide.index";

/// The definitions an editor may print of one GCIDE entry of an adverb or function word,
/// in its order: each sense's first clause without markup, quotations or notes ("In the
/// time of" of DURING); a poetic sense marked so ("Before, poetically" of ERE's "[Archaic or
/// Poetic]"); none of a sense or an entry marked obsolete, rare, dialect, slang or
/// colloquial, none that only refers to another entry ("See {Amidst}.", "imp. of {Run}")
/// and none with characters the text could not spell ("?", "[=a]"). Only an entry of which
/// `spelled` (A-Z) is a headword gives any.
std::vector<std::string> gcide_definitions(std::string_view entry, std::string_view spelled);

/// GCIDE's entries by headword. The index is read at the first lookup only (cwg clue of a
/// grid whose words all have another clue never reads it), the entries from the dictzip
/// file a chunk at a time. Safe to ask from several threads.
class Gcide {
 public:
  /// Throws InputError naming the index or data file when one is missing.
  explicit Gcide(std::filesystem::path index);
  /// The texts of the entries whose headword is `spelled` (A-Z) as one plain word, in the
  /// index's order.
  std::vector<std::string> entries(const std::string& spelled) const;

 private:
  void read_index() const;

  std::filesystem::path index_, data_;
  mutable std::once_flag read_;
  mutable std::mutex mutex_;  ///< the dictzip file's chunk cache
  mutable std::unordered_map<std::string, std::vector<IndexLine>> entries_;
  mutable std::string index_text_;  ///< the index's bytes: entries_'s words point into it
  mutable std::unique_ptr<Dictzip, DictzipDelete> dict_;
};

}  // namespace cwg::clues::en
