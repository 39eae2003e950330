// Ding's notes on places: "Oslo (Hauptstadt von Norwegen) [geogr.]", "Hamm (Stadt in
// Deutschland)". Such a note is the clue a Schwedenrätsel prints for the place, where the
// thesaurus gives the bare "Hauptstadt" or "Stadt".
#include <algorithm>
#include <array>
#include <cassert>
#include <string_view>

#include "clues/dictionary.hpp"
#include "clues/dictionary_text.hpp"

namespace cwg::clues {

namespace {

/// A note that qualifies a place: "Stadt in Indien", "Hauptstadt von Peru" (a kind of
/// place, a preposition, at most three more words, no digit or comma).
bool place_note(std::string_view note) {
  static constexpr std::array<std::string_view, 12> kinds = {
      "Hauptstadt ", "Landeshauptstadt ", "Stadt ", "Ortschaft ", "Gemeinde ", "Insel ",
      "Region ",     "Provinz ",          "Fluss ", "Berg ",      "Gebirge ",  "Kanton "};
  static constexpr std::array<std::string_view, 7> preps = {"in ", "von ", "der ", "des ",
                                                            "im ", "auf ", "am "};
  if (note.find_first_of("0123456789,;:/()[]{}") != note.npos) return false;
  if (std::count(note.begin(), note.end(), ' ') > 4) return false;
  for (std::string_view kind : kinds) {
    if (note.rfind(kind, 0) != 0) continue;
    const std::string_view rest = note.substr(kind.size());
    for (std::string_view prep : preps)
      if (rest.rfind(prep, 0) == 0 && rest.size() > prep.size()) return true;
  }
  return false;
}

/// The first "(...)" note of a raw Ding term.
std::string_view first_note(std::string_view term) {
  const std::size_t open = term.find('(');
  const std::size_t close = term.find(')', open == term.npos ? 0 : open);
  if (open == term.npos || close == term.npos) return {};
  return term.substr(open + 1, close - open - 1);
}

/// Adds the place clue of a raw Ding term's note, if it is one, and its short form.
void add_place(std::string_view term, std::vector<Candidate>& out) {
  const std::string_view note = first_note(term);
  if (!place_note(note)) return;
  // The short form Schwedenrätsel print where "Hauptstadt" does not fit: "Hptst. von".
  std::vector<std::string> forms = {std::string(note)};
  if (note.rfind("Hauptstadt ", 0) == 0) forms.push_back("Hptst. " + forms[0].substr(11));
  for (const std::string& text : forms)
    if (std::none_of(out.begin(), out.end(), [&](const Candidate& c) { return c.text == text; }))
      out.push_back({text, "dictionary:place", static_cast<int>(out.size()), {}, false});
}

/// A raw Ding term's word: up to its first mark or note ("Smyrna [hist.] (city in
/// Turkey)": Smyrna).
std::string_view term_word(std::string_view term) {
  return term.substr(0, std::min({term.find(" ("), term.find(" ["), term.find(" {")}));
}

}  // namespace

std::vector<Candidate> Dictionary::places(const std::string& answer) const {
  assert(answers_.has(answer));
  std::vector<Candidate> out;
  for (const std::uint64_t at : german_.lines(spelling_hash(answer))) {
    const std::string_view line = line_at(ding_[at >> kOffsetBits].view(), at & kOffsetMask);
    const std::string_view side = line.substr(0, line.find(" :: "));
    for (std::string_view sub : split_top(side, " | "))
      for (std::string_view term : split_top(sub, "; "))
        if (term_spelling(term.substr(0, term.find(" (")), false) == answer) add_place(term, out);
  }
  return out;
}

std::vector<Candidate> Dictionary::other_names(const std::string& answer) const {
  assert(answers_.has(answer));
  std::vector<Candidate> out;
  // A place's other name (clues-de27): BRNO, IZMIR are no English words but the names
  // "Brno (town in Czechia)", "Izmir; Smyrna [hist.]" of Ding's "Brünn (Stadt in
  // Tschechien)", "Ismir; Smyrna (Stadt in der Türkei)": the German side's note is the clue
  // ("engl.: Brünn", "engl.: Smyrna" judged wrong: another name, no translation).
  for (const std::uint64_t at : english_.lines(spelling_hash(answer))) {
    const std::string_view line = line_at(ding_[at >> kOffsetBits].view(), at & kOffsetMask);
    const std::size_t sep = line.find(" :: ");
    if (sep == line.npos) continue;
    const std::vector<std::string_view> de = split_top(line.substr(0, sep), " | ");
    const std::vector<std::string_view> en = split_top(line.substr(sep + 4), " | ");
    for (std::size_t k = 0; k < de.size() && k < en.size(); ++k) {
      const std::vector<std::string_view> names = split_top(en[k], "; ");
      if (std::none_of(names.begin(), names.end(), [&](std::string_view term) {
            const std::string_view word = term_word(term);
            return !word.empty() && word[0] >= 'A' && word[0] <= 'Z' &&
                   term_spelling(word, true) == answer;
          }))
        continue;
      // The subentry's first term is the German name ("Ismir; Smyrna [hist.] (...)").
      const std::vector<std::string_view> german = split_top(de[k], "; ");
      const std::size_t before = out.size();
      for (std::string_view term : german) add_place(term, out);
      for (std::size_t i = before; i < out.size(); ++i) out[i].headword = term_word(german[0]);
    }
  }
  return out;
}

}  // namespace cwg::clues
