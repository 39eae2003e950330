// Agreement of German thesaurus terms with their answer: case as the part of speech, the
// stem's noun terms put into the plural (agree_de.hpp).
#include "clues/agree_de.hpp"

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

}  // namespace

std::vector<Candidate> agree_de(const std::string& answer, std::vector<Candidate> found,
                                const Plurals* plurals) {
  std::vector<Candidate> out;
  for (Candidate& c : found) {
    if (c.headword.empty()) {  // not the thesaurus's: as it came
      out.push_back(std::move(c));
      continue;
    }
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
