// The notes of OpenThesaurus (mythes-de) and WordNet (mythes-en-us) terms. Counted in the
// Debian data (th_de_DE_v2.dat): (Oberbegriff) 251,584, (ugs.) 229,440, (geh.) 27,719,
// (fig.) 26,522, (fachspr.) 19,678, (derb) 12,711, (abwertend) 4,785 (and "stark
// abwertend", "leicht abwertend" ...), (vulg.) 1,088, (Schimpfwort) 84, (beleidigend) 73,
// (rassistisch) 4; the English file marks (generic term), (similar term), (related term),
// (antonym) and nothing as vulgar. A puzzle printed for everyone uses no term marked derb,
// vulg., abwertend, Schimpfwort, beleidigend or rassistisch; ugs. (a quarter of all terms,
// mostly harmless: "Bude") stays, ranked after plain terms.
#include "clues/terms.hpp"

#include <array>
#include <string>

namespace cwg::clues {

namespace {

bool contains(std::string_view note, std::string_view what) {
  return note.find(what) != std::string_view::npos;
}

/// Applies one parenthesised note to `term`; notes that are part of the wording ("(sich)",
/// "(etwas)") change nothing.
void apply_note(std::string_view note, Term& term) {
  if (note == "Oberbegriff" || note == "generic term") term.relation = Relation::Generic;
  if (note == "similar term" || note == "related term") term.relation = Relation::Similar;
  if (note == "antonym") term.relation = Relation::Antonym;
  if (note == "Hauptform") term.main_form = true;
  constexpr std::array<std::string_view, 6> offensive = {
      "derb", "vulg", "abwertend", "Schimpfwort", "beleidigend", "rassistisch"};
  for (std::string_view word : offensive)
    if (contains(note, word)) term.offensive = true;
  if (contains(note, "ugs.") || contains(note, "salopp")) term.register_penalty += 2;
  constexpr std::array<std::string_view, 4> marked = {"geh.", "lat.", "fig.", "Amtsdeutsch"};
  for (std::string_view word : marked)
    if (contains(note, word)) term.register_penalty += 3;
  // A word of a trade, a region or the past is harder than most answers: after the plain
  // terms of the next meaning too (judged wrong: TAUFLIEGE "Mücke (österr.)", ABI
  // "Maturität (schweiz.)").
  constexpr std::array<std::string_view, 9> rare = {"fachspr.", "veralt",   "regional",
                                                    "österr.",  "schweiz.", "Jargon",
                                                    "selten",   "bair.",    "Neol."};
  for (std::string_view word : rare)
    if (contains(note, word)) {
      term.register_penalty += 6;
      term.rare = true;
    }
  if (term.region.empty()) term.region = regional_mark(note);
}

std::string collapse_spaces(std::string_view s) {
  std::string out;
  for (char ch : s) {
    if (ch == ' ' && (out.empty() || out.back() == ' ')) continue;
    out += ch;
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

}  // namespace

std::string regional_mark(std::string_view note) {
  const bool swiss = contains(note, "schweiz.") || contains(note, "Schw.");
  const bool austrian = contains(note, "österr.") || contains(note, "Ös.");
  if (swiss && austrian) return "österr./schweiz.";
  return swiss ? "schweiz." : austrian ? "österr." : "";
}

Term parse_term(std::string_view raw) {
  Term term;
  std::string text;
  for (std::size_t i = 0; i < raw.size(); ++i) {
    if (raw[i] != '(') {
      text += raw[i];
      continue;
    }
    const std::size_t close = raw.find(')', i);
    if (close == std::string_view::npos) break;  // an unclosed note: the rest is dropped
    apply_note(raw.substr(i + 1, close - i - 1), term);
    i = close;
  }
  term.text = collapse_spaces(text);
  return term;
}

}  // namespace cwg::clues
