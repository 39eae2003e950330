// Reading Ding's plural subentries: only the lines that hold "{pl}" on their German side
// (57,651 of the file's lines) are split; cwg clue reads only the lines that hold one of its
// terms (dictionary_read.cpp).
#include "clues/plurals_de.hpp"

#include <cstring>
#include <vector>

#include "clues/dictionary_text.hpp"
#include "core/letters.hpp"

namespace cwg::clues {

namespace {

/// A term's word without its notes ("Tarif {m} [fin.]" -> "Tarif"); "" for a phrase.
std::string_view bare(std::string_view term) {
  const std::size_t note = term.find_first_of("{[(<");
  if (note != term.npos) term = term.substr(0, note);
  while (!term.empty() && term.back() == ' ') term.remove_suffix(1);
  while (!term.empty() && term.front() == ' ') term.remove_prefix(1);
  if (term.empty() || term.find(' ') != term.npos) return {};
  return term;
}

bool noun_term(std::string_view term) {
  return term.find("{m}") != term.npos || term.find("{f}") != term.npos ||
         term.find("{n}") != term.npos;
}

}  // namespace

void Plurals::add(const std::string& singular, const std::string& plural) {
  plural_.emplace(singular, plural);  // the first line that names it: its main sense
  if (const auto spelled = normalize_word(plural)) spelled_plurals_.insert(*spelled);
}

void Plurals::read_ding(std::string_view text) {
  std::size_t done = 0;  // the end of the last line read
  for (std::size_t at = text.find("{pl}"); at != text.npos; at = text.find("{pl}", at + 4)) {
    if (at < done) continue;
    const std::size_t start = text.rfind('\n', at) == text.npos ? 0 : text.rfind('\n', at) + 1;
    std::size_t end = text.find('\n', at);
    if (end == text.npos) end = text.size();
    done = end;
    read_line(text.substr(start, end - start));
  }
}

void Plurals::read_line(std::string_view line) {
  const std::size_t sep = line.find(" :: ");
  const std::size_t pl = line.find("{pl}");
  if (sep == line.npos || pl == line.npos || pl > sep) return;  // "{pl}" on the English side
  const std::vector<std::string_view> subs = split_top(line.substr(0, sep), " | ");
  for (std::size_t k = 1; k < subs.size(); ++k) {
    const std::vector<std::string_view> plural = split_top(subs[k], "; ");
    const std::vector<std::string_view> sg = split_top(subs[k - 1], "; ");
    if (plural.size() != sg.size()) continue;
    for (std::size_t i = 0; i < plural.size(); ++i) {
      if (plural[i].find("{pl}") == plural[i].npos || !noun_term(sg[i])) continue;
      const std::string_view s = bare(sg[i]), p = bare(plural[i]);
      if (!s.empty() && !p.empty()) add(std::string(s), std::string(p));
    }
  }
}

const std::string& Plurals::plural(const std::string& singular) const {
  static const std::string none;
  const auto it = plural_.find(singular);
  return it == plural_.end() ? none : it->second;
}

}  // namespace cwg::clues
