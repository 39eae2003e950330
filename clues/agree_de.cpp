// Agreement of German thesaurus terms with their answer: case as the part of speech, the
// stem's noun terms put into the plural (agree_de.hpp).
#include "clues/agree_de.hpp"

#include <unordered_map>
#include <unordered_set>

#include "clues/dictionary_text.hpp"
#include "core/letters.hpp"

namespace cwg::clues {

bool capitalized(const std::string& text) {
  if (text.empty()) return false;
  const auto c = static_cast<unsigned char>(text[0]);
  if (c >= 'A' && c <= 'Z') return true;
  // Ä Ö Ü in UTF-8.
  return c == 0xC3 && text.size() > 1 &&
         (text[1] == '\x84' || text[1] == '\x96' || text[1] == '\x9C');
}

namespace {

bool letter_first(const std::string& text) {
  if (text.empty()) return false;
  const auto c = static_cast<unsigned char>(text[0]);
  return ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') || c == 0xC3;
}

/// Whether `answer` is another form than the plural of the noun `stem`: Ding knows its
/// plural and it is spelled otherwise (HAUSES is Haus's genitive, not its plural).
bool other_case(const std::string& answer, const std::string& stem, const Plurals& plurals) {
  if (!plurals.known(stem)) return false;
  const auto spelled = normalize_word(plurals.plural(stem));
  return spelled && *spelled != answer;
}

/// Whether the plural Ding gives `singular` is a form of it, not another word of the sense:
/// Rufe of Ruf, Flüsse of Fluss, not Stufen of Treppe ("Treppe {f} (einzelne Stufe) |
/// Stufen {pl}"; TREPPE "Stufen" judged good twice).
bool same_word(const std::string& singular, const std::string& plural) {
  const auto s = normalize_word(singular), p = normalize_word(plural);
  return s && p && fold_umlauts(*p).rfind(fold_umlauts(*s).substr(0, 2), 0) == 0;
}

/// The terms of a meaning that lists words beside their plurals (Laut, Laute, Ruf, Rufe):
/// those of the other number than the answer's there. The answer is a plural where the
/// meaning holds its singular (LAUTE beside Laut: "Ruf" judged wrong 3 times, "Rufe" is
/// its clue), a singular where it holds its plural.
std::unordered_set<std::string> other_number_twins(const std::vector<Candidate>& found, int sense,
                                                   const Plurals& plurals) {
  std::unordered_set<std::string> terms;
  std::string head;
  for (const Candidate& c : found)
    if (c.sense == sense && !c.inflected && !c.headword.empty()) {
      terms.insert(c.text);
      head = c.headword;
    }
  terms.insert(head);
  std::unordered_set<std::string> singulars, twins;  // of a twin pair: the singular, the plural
  for (const std::string& t : terms)
    if (const std::string& p = plurals.plural(t);
        !p.empty() && p != t && terms.count(p) && same_word(t, p)) {
      singulars.insert(t);
      twins.insert(p);
    }
  if (twins.count(head)) return singulars;  // the answer a plural here
  if (singulars.count(head)) return twins;
  return {};
}

}  // namespace

std::vector<Candidate> agree_de(const std::string& answer, std::vector<Candidate> found,
                                const Plurals* plurals) {
  std::unordered_map<int, std::unordered_set<std::string>> other_number;  // sense -> its twins
  if (plurals)
    for (const Candidate& c : found)
      if (c.sense >= 0 && !c.inflected && !other_number.count(c.sense))
        other_number.emplace(c.sense, other_number_twins(found, c.sense, *plurals));
  std::vector<Candidate> out;
  for (Candidate& c : found) {
    if (c.headword.empty()) {  // not the thesaurus's: as it came
      out.push_back(std::move(c));
      continue;
    }
    if (const auto it = other_number.find(c.sense);
        !c.inflected && it != other_number.end() && it->second.count(c.text))
      continue;
    const bool noun = capitalized(c.headword);
    // The part of speech: a noun's term is a noun, a verb's or adjective's is not.
    if (letter_first(c.text) && capitalized(c.text) != noun) continue;
    if (!c.inflected) {
      out.push_back(std::move(c));
      continue;
    }
    // A form of a verb or adjective is not clued by its infinitive or base form.
    if (!noun || !plurals || other_case(answer, c.headword, *plurals)) continue;
    const std::string& plural = plurals->plural(c.text);
    if (plural.empty()) continue;
    c.text = plural;
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace cwg::clues
