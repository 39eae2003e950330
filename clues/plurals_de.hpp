#pragma once
/// German noun plurals as the Ding dictionary (Debian trans-de-en) writes them: a line's
/// subentry of singulars is followed by one of their plurals in the same order ("Tarif {m};
/// Satz {m} | Tarife {pl}; Sätze {pl}"). A plural answer (REHE, TARIFE) gets a plural clue:
/// the singular clue term is put into the plural from this table, or not offered.
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace cwg::clues {

class Plurals {
 public:
  /// Adds the singular/plural pairs of one Ding file's text.
  void read_ding(std::string_view text);
  /// Adds the pairs of one Ding line (a line without "{pl}" on its German side has none).
  void read_line(std::string_view line);
  /// The plural of the one-word noun `singular` ("Satz" -> "Sätze"); "" when Ding gives none.
  const std::string& plural(const std::string& singular) const;
  /// Whether Ding gives `singular` a plural at all.
  bool known(const std::string& singular) const { return plural_.count(singular) > 0; }
  /// Whether `spelled` (A-Z) is the plural Ding gives a singular (WOELFE: Wolf's; FERIEN,
  /// a plural only, is none).
  bool is_plural(const std::string& spelled) const { return spelled_plurals_.count(spelled) > 0; }
  std::size_t size() const { return plural_.size(); }

 private:
  void add(const std::string& singular, const std::string& plural);
  std::unordered_map<std::string, std::string> plural_;  ///< singular -> its first plural
  std::unordered_set<std::string> spelled_plurals_;      ///< every plural, spelled A-Z
};

}  // namespace cwg::clues
