#pragma once
/// Qualified categories for German clues, where the data knows more than a thesaurus's
/// "Staat" or "Währung": countries and their region from Unicode CLDR (Debian
/// unicode-cldr-core: German territory names in main/de.xml, UN membership and territory
/// containment in supplemental/supplementalData.xml) give "Staat in Südamerika" for PERU;
/// a currency used in one country only gives "Währung in Japan" for YEN; a place the
/// thesaurus calls a city, an island or a region, named as a subdivision of one country in
/// ISO 3166-2 (Debian iso-codes), gives "Stadt in Estland" for TARTU.
#include <filesystem>
#include <string>
#include <unordered_map>
#include <vector>

#include "clues/thesaurus.hpp"

namespace cwg::clues {

/// /usr/share/unicode/cldr/common.
std::filesystem::path default_cldr();

/// /usr/share/iso-codes/json/iso_3166-2.json.
std::filesystem::path default_iso_subdivisions();

class Categories {
 public:
  /// Reads main/de.xml and supplemental/supplementalData.xml under `cldr` and the ISO
  /// 3166-2 subdivisions `iso` ("" none). Throws InputError naming a file that is missing or
  /// holds no territory (or no subdivision).
  explicit Categories(const std::filesystem::path& cldr = default_cldr(),
                      const std::filesystem::path& iso = default_iso_subdivisions());

  /// "in Estland" for TARTU (A-Z): the one country that has a subdivision of that name
  /// ("" none, or several: a name of many places says nothing).
  std::string place_in(const std::string& spelled) const;

  /// The qualified categories of `answer` (A-Z), source "cldr"; none for most words.
  std::vector<Candidate> candidates(const std::string& answer) const;

  /// Spellings that have one (for tests and counts).
  std::size_t size() const { return clues_.size(); }

 private:
  std::unordered_map<std::string, std::vector<std::string>> clues_;  ///< spelling -> clues
  std::unordered_map<std::string, std::string> place_in_;            ///< spelling -> "in Estland"
};

}  // namespace cwg::clues
