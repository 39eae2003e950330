#pragma once
/// Qualified categories for German clues, where the data knows more than a thesaurus's
/// "Staat" or "Währung": countries and their region from Unicode CLDR (Debian
/// unicode-cldr-core: German territory names in main/de.xml, UN membership and territory
/// containment in supplemental/supplementalData.xml) give "Staat in Südamerika" for PERU;
/// a currency used in one country only gives "Währung in Japan" for YEN.
#include <filesystem>
#include <string>
#include <unordered_map>
#include <vector>

#include "clues/thesaurus.hpp"

namespace cwg::clues {

/// /usr/share/unicode/cldr/common.
std::filesystem::path default_cldr();

class Categories {
 public:
  /// Reads main/de.xml and supplemental/supplementalData.xml under `cldr`. Throws
  /// InputError naming a file that is missing or holds no territory.
  explicit Categories(const std::filesystem::path& cldr = default_cldr());

  /// The qualified categories of `answer` (A-Z), source "cldr"; none for most words.
  std::vector<Candidate> candidates(const std::string& answer) const;

  /// Spellings that have one (for tests and counts).
  std::size_t size() const { return clues_.size(); }

 private:
  std::unordered_map<std::string, std::vector<std::string>> clues_;  ///< spelling -> clues
};

}  // namespace cwg::clues
