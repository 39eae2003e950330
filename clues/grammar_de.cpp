// German function words' grammar clues (grammar_de.hpp).
#include "clues/grammar_de.hpp"

#include <initializer_list>
#include <unordered_map>
#include <utility>

#include "clues/confidence.hpp"
#include "core/text.hpp"

namespace cwg::clues {

namespace {

/// A possessive's forms: the stem and its endings (MEIN, MEINE, MEINEM, MEINEN, MEINER,
/// MEINES), each "besitzanzeigendes Fürwort (PERSON)", "OWNER gehörend" ("mir gehörend").
/// `base` is the form without an ending where the stem is not (EUER of EUR-E).
void add_possessive(const std::string& stem, const std::string& base, const std::string& person,
                    const std::string& owner,
                    std::unordered_map<std::string, std::vector<std::string>>& table) {
  // "dir gehörend" names the person where "besitzanz. Fürwort" alone fits any (judged
  // acceptable, category); it takes the form's ending as an adjective does ("mir gehörende"
  // for MEINE: "euch gehörend" for EURER was judged wrong, "mir gehörend" for MEINE only
  // acceptable).
  // (None where it would hold the answer: IHRE, UNSER.)
  for (const char* ending : {"", "E", "EM", "EN", "ER", "ES"}) {
    std::vector<std::string> texts = {"besitzanzeigendes Fürwort (" + person + ")",
                                      "besitzanz. Fürwort (" + person + ")"};
    if (!owner.empty()) texts.push_back(owner + " gehörend" + text::ascii_lower(ending));
    texts.push_back("besitzanz. Fürwort");
    table[*ending ? stem + ending : base] = std::move(texts);
  }
}

/// A personal pronoun's texts: the word's person or gender, the shorter `alone`, the shortest.
std::vector<std::string> personal(const std::string& person, const std::string& alone) {
  return {"persönliches Fürwort (" + person + ")", alone, "persönl. Fürwort"};
}

const std::unordered_map<std::string, std::vector<std::string>>& table() {
  static const auto* kTable = [] {
    auto* t = new std::unordered_map<std::string, std::vector<std::string>>{
        // Personal pronouns: the person, then the case of the forms that are no nominative.
        {"ICH", {"Fürwort der 1. Person"}},  // ("persönliches" holds it)
        {"DU", personal("2. Person", "Fürwort der 2. Person")},
        {"ER", personal("männlich", "männliches Fürwort")},
        {"SIE", personal("weiblich", "weibliches Fürwort")},
        {"ES", personal("sächlich", "sächliches Fürwort")},
        {"WIR", personal("1. Person Mehrzahl", "Fürwort: 1. Person Mehrzahl")},
        {"MIR", {"3. Fall von ich"}},
        {"MICH", {"4. Fall der 1. Person"}},  // ("von ich" holds it)
        {"DIR", {"3. Fall von du"}},
        {"DICH", {"4. Fall von du"}},
        {"IHM", {"3. Fall von er"}},
        {"IHN", {"4. Fall von er"}},
        {"UNS", {"3. oder 4. Fall von wir", "3./4. Fall von wir"}},
        {"EUCH", {"3. oder 4. Fall von ihr", "3./4. Fall von ihr"}},
        {"IHNEN", {"3. Fall von sie (Mehrzahl)", "3. Fall von sie (Pl.)"}},
        // Articles.
        {"DER", {"männlicher Artikel"}},
        {"DIE", {"weiblicher Artikel"}},
        {"DAS", {"sächlicher Artikel"}},
        {"DES", {"Artikel (2. Fall)"}},
        {"DEM", {"Artikel (3. Fall)"}},
        {"DEN", {"Artikel (4. Fall)"}},
        {"EIN", {"unbestimmter Artikel", "unbest. Artikel"}},
        {"EINE",
         {"unbestimmter Artikel (weiblich)", "unbest. Artikel (weiblich)", "unbest. Artikel"}},
        {"EINES",
         {"unbestimmter Artikel (2. Fall)", "unbest. Artikel (2. Fall)", "unbest. Artikel"}},
        {"EINEM",
         {"unbestimmter Artikel (3. Fall)", "unbest. Artikel (3. Fall)", "unbest. Artikel"}},
        {"EINEN",
         {"unbestimmter Artikel (4. Fall)", "unbest. Artikel (4. Fall)", "unbest. Artikel"}}};
    // Prepositions: no grammar says which one; a fixed phrase with the blank does (the
    // phrases clues-de22 chose).
    for (const auto& [word, phrase] : std::initializer_list<std::pair<const char*, const char*>>{
             {"VOR", "___ allem"},
             {"NACH", "___ wie vor"},
             {"AUS", "___ Versehen"},
             {"BEI", "___ Nacht und Nebel"},
             {"VON", "___ Anfang an"},
             {"ZU", "___ Hause"},
             {"UM", "___ jeden Preis"},
             {"AUF", "___ Wiedersehen"},
             {"SEIT", "___ Jahren"},
             {"GEGEN", "___ den Strom"},
             {"OHNE", "___ Zweifel"},
             {"UNTER", "___ vier Augen"},
             {"UEBER", "___ alle Berge"},
             {"FUER", "___ immer"},
             {"NEBEN", "___ der Spur"},
             {"WEGEN", "von ___"},
             {"AUSSER", "___ Betrieb"},
             {"ZWISCHEN", "___ Tür und Angel"}})
      (*t)[word] = {phrase};
    add_possessive("MEIN", "MEIN", "ich", "mir", *t);
    add_possessive("DEIN", "DEIN", "du", "dir", *t);
    add_possessive("SEIN", "SEIN", "er", "ihm", *t);
    add_possessive("IHR", "IHR", "sie", "", *t);
    add_possessive("UNSER", "UNSER", "wir", "", *t);
    // EUER's forms drop the E: EURE, EUREM ...
    add_possessive("EUR", "EUER", "ihr", "euch", *t);
    // IHR is also a person's pronoun: the second person's plural first.
    const auto second_plural = personal("2. Person Mehrzahl", "Fürwort: 2. Person Mehrzahl");
    (*t)["IHR"].insert((*t)["IHR"].begin(), second_plural.begin(), second_plural.end() - 1);
    return t;
  }();
  return *kTable;
}

}  // namespace

std::vector<Candidate> grammar_clues(const std::string& answer) {
  std::vector<Candidate> out;
  const auto it = table().find(answer);
  if (it == table().end()) return out;
  for (const std::string& text : it->second) out.push_back({text, "grammar", 0, {}, false});
  return out;
}

void insert_grammar(std::vector<Candidate> grammar, std::vector<Candidate>& clues) {
  if (grammar.empty()) return;
  std::size_t at = 0;
  while (at < clues.size() && confidence(clues[at]) >= kGrammarConfidence) ++at;
  while (at > 0 && at < clues.size() && clues[at - 1].rank == clues[at].rank) --at;
  const int first = at < clues.size() ? clues[at].rank : clues.empty() ? 0 : clues.back().rank + 1;
  // One rank each (ties are drawn at random): the fuller text first.
  const int n = static_cast<int>(grammar.size());
  for (int i = 0; i < n; ++i) grammar[static_cast<std::size_t>(i)].rank = first + i;
  for (std::size_t i = at; i < clues.size(); ++i) clues[i].rank += n;
  clues.insert(clues.begin() + static_cast<std::ptrdiff_t>(at), grammar.begin(), grammar.end());
}

}  // namespace cwg::clues
