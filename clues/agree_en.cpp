// English inflection of clue terms: the regular rules make candidate spellings, Hunspell's
// en_US list (which holds inflected forms as words of their own) keeps the real ones; a
// short table gives the irregular verbs a clue term most often starts with.
#include "clues/agree_en.hpp"

#include <array>
#include <utility>
#include <vector>

namespace cwg::clues::en {

namespace {

bool ends_with(std::string_view s, std::string_view end) {
  return s.size() >= end.size() && s.compare(s.size() - end.size(), end.size(), end) == 0;
}

bool vowel(char c) {
  c = static_cast<char>(c | 0x20);
  return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u';
}

/// The stem with a regular ending `end` (upper case), also after a doubled last consonant,
/// a dropped final E or a Y turned into I (when `y_to_i`).
bool made_by(std::string_view answer, std::string_view stem, std::string_view end, bool y_to_i) {
  const std::string s(stem);
  const std::string e(end);
  if (answer == s + e) return true;
  if (!s.empty() && answer == s + s.back() + e) return true;
  if (ends_with(s, "E") && e[0] == 'E' && answer == s + e.substr(1)) return true;
  if (ends_with(s, "E") && e[0] == 'I' && answer == s.substr(0, s.size() - 1) + e) return true;
  if (y_to_i && ends_with(s, "Y") && answer == s.substr(0, s.size() - 1) + "I" + e) return true;
  return false;
}

/// Irregular pasts of the verbs clue terms start with (the past tense; the participle is
/// the same word for most of them, and a crossword's -ED answer reads either way).
constexpr std::array<std::pair<std::string_view, std::string_view>, 96> kIrregularPast = {{
    {"be", "was"},          {"become", "became"}, {"begin", "began"},  {"bend", "bent"},
    {"bet", "bet"},         {"bid", "bid"},       {"bind", "bound"},   {"bite", "bit"},
    {"bleed", "bled"},      {"blow", "blew"},     {"break", "broke"},  {"breed", "bred"},
    {"bring", "brought"},   {"build", "built"},   {"burst", "burst"},  {"buy", "bought"},
    {"cast", "cast"},       {"catch", "caught"},  {"choose", "chose"}, {"cling", "clung"},
    {"come", "came"},       {"cost", "cost"},     {"creep", "crept"},  {"cut", "cut"},
    {"deal", "dealt"},      {"dig", "dug"},       {"do", "did"},       {"draw", "drew"},
    {"drink", "drank"},     {"drive", "drove"},   {"eat", "ate"},      {"fall", "fell"},
    {"feed", "fed"},        {"feel", "felt"},     {"fight", "fought"}, {"find", "found"},
    {"flee", "fled"},       {"fling", "flung"},   {"fly", "flew"},     {"forget", "forgot"},
    {"forgive", "forgave"}, {"freeze", "froze"},  {"get", "got"},      {"give", "gave"},
    {"go", "went"},         {"grow", "grew"},     {"hang", "hung"},    {"have", "had"},
    {"hear", "heard"},      {"hide", "hid"},      {"hit", "hit"},      {"hold", "held"},
    {"hurt", "hurt"},       {"keep", "kept"},     {"kneel", "knelt"},  {"know", "knew"},
    {"lay", "laid"},        {"lead", "led"},      {"leave", "left"},   {"lend", "lent"},
    {"let", "let"},         {"lie", "lay"},       {"light", "lit"},    {"lose", "lost"},
    {"make", "made"},       {"mean", "meant"},    {"meet", "met"},     {"pay", "paid"},
    {"put", "put"},         {"quit", "quit"},     {"read", "read"},    {"ride", "rode"},
    {"ring", "rang"},       {"rise", "rose"},     {"run", "ran"},      {"say", "said"},
    {"see", "saw"},         {"seek", "sought"},   {"sell", "sold"},    {"send", "sent"},
    {"set", "set"},         {"shake", "shook"},   {"shed", "shed"},    {"shine", "shone"},
    {"shoot", "shot"},      {"shut", "shut"},     {"sing", "sang"},    {"sink", "sank"},
    {"sit", "sat"},         {"sleep", "slept"},   {"slide", "slid"},   {"speak", "spoke"},
    {"spend", "spent"},     {"spin", "spun"},     {"split", "split"},  {"spread", "spread"},
}};
constexpr std::array<std::pair<std::string_view, std::string_view>, 24> kIrregularPast2 = {{
    {"stand", "stood"},   {"steal", "stole"},   {"stick", "stuck"},
    {"sting", "stung"},   {"strike", "struck"}, {"swear", "swore"},
    {"sweep", "swept"},   {"swim", "swam"},     {"swing", "swung"},
    {"take", "took"},     {"teach", "taught"},  {"tear", "tore"},
    {"tell", "told"},     {"think", "thought"}, {"throw", "threw"},
    {"thrust", "thrust"}, {"tread", "trod"},    {"understand", "understood"},
    {"upset", "upset"},   {"wake", "woke"},     {"wear", "wore"},
    {"weep", "wept"},     {"win", "won"},       {"write", "wrote"},
}};

constexpr std::array<std::pair<std::string_view, std::string_view>, 11> kIrregularPlural = {{
    {"man", "men"},
    {"woman", "women"},
    {"child", "children"},
    {"foot", "feet"},
    {"tooth", "teeth"},
    {"mouse", "mice"},
    {"person", "people"},
    {"goose", "geese"},
    {"ox", "oxen"},
    {"louse", "lice"},
    {"die", "dice"},  // the cube's; WordNet's "die, dice" synset holds both
}};

template <class Table>
std::optional<std::string> look_up(const Table& table, std::string_view word) {
  for (const auto& [from, to] : table)
    if (from == word) return std::string(to);
  return std::nullopt;
}

/// One syllable ending consonant-vowel-consonant (not w, x, y): STOP doubles its P.
bool doubles(const std::string& w) {
  if (w.size() < 3) return false;
  const char last = w.back();
  if (vowel(last) || last == 'w' || last == 'x' || last == 'y') return false;
  if (!vowel(w[w.size() - 2]) || vowel(w[w.size() - 3])) return false;
  int groups = 0;
  for (std::size_t i = 0; i < w.size(); ++i)
    if (vowel(w[i]) && (i == 0 || !vowel(w[i - 1]))) ++groups;
  return groups == 1;
}

/// Candidate spellings of `w` with a suffix starting with a vowel ("ed", "ing", "er",
/// "est"), the likeliest first.
std::vector<std::string> vowel_suffix(const std::string& w, const std::string& suffix) {
  std::vector<std::string> out;
  const std::string stem_e = w.substr(0, w.size() - 1);
  if (ends_with(w, "ie") && suffix == "ing") out.push_back(w.substr(0, w.size() - 2) + "ying");
  if (ends_with(w, "e") && !ends_with(w, "ee") && !ends_with(w, "ye") && !ends_with(w, "oe"))
    out.push_back(stem_e + suffix);
  if (ends_with(w, "ee") && suffix != "ing") out.push_back(stem_e + suffix);
  if (w.size() >= 2 && w.back() == 'y' && !vowel(w[w.size() - 2]) && suffix != "ing")
    out.push_back(stem_e + "i" + suffix);
  if (doubles(w)) out.push_back(w + w.back() + suffix);
  out.push_back(w + suffix);
  if (!doubles(w) && w.size() >= 3 && !vowel(w.back()) && vowel(w[w.size() - 2]))
    out.push_back(w + w.back() + suffix);
  return out;
}

std::vector<std::string> s_suffix(const std::string& w, bool noun) {
  std::vector<std::string> out;
  if (noun && (ends_with(w, "fe") || (ends_with(w, "f") && !ends_with(w, "ff"))))
    out.push_back(w.substr(0, w.size() - (ends_with(w, "fe") ? 2 : 1)) + "ves");
  if (ends_with(w, "s") || ends_with(w, "x") || ends_with(w, "z") || ends_with(w, "ch") ||
      ends_with(w, "sh") || ends_with(w, "o"))
    out.push_back(w + "es");
  if (w.size() >= 2 && w.back() == 'y' && !vowel(w[w.size() - 2]))
    out.push_back(w.substr(0, w.size() - 1) + "ies");
  out.push_back(w + "s");
  return out;
}

bool spelled(const Speller* speller, const std::string& w) {
  return speller == nullptr || speller->spell(w);
}

/// Where the word to inflect stands: a noun's head (its last word, or the one before " of"),
/// a verb's first word; -1 when none.
int head_word(const std::vector<std::string>& words, Pos pos) {
  if (words.empty()) return -1;
  if (pos == Pos::Verb) return 0;
  // "annuity [in advance]" (RENTS), "man [of letters]": the noun before its first
  // preposition.
  for (std::size_t i = 1; i + 1 < words.size(); ++i)
    for (const char* p : {"of", "in", "on", "for", "with", "at", "by", "from", "to"})
      if (words[i] == p) return static_cast<int>(i) - 1;
  return static_cast<int>(words.size()) - 1;
}

std::vector<std::string> split(const std::string& s) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == ' ') {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

bool plain_lower(const std::string& w) {
  if (w.empty()) return false;
  for (char c : w)
    if (!(c >= 'a' && c <= 'z') && c != '-') return false;
  return true;
}

}  // namespace

Form form_of(std::string_view answer, std::string_view stem) {
  if (answer == stem) return Form::Same;
  if (made_by(answer, stem, "S", false) || made_by(answer, stem, "ES", true)) return Form::S;
  if (made_by(answer, stem, "ED", true)) return Form::Past;
  if (made_by(answer, stem, "ING", false)) return Form::Ing;
  if (made_by(answer, stem, "ER", true)) return Form::Er;
  if (made_by(answer, stem, "EST", true)) return Form::Est;
  return Form::Other;
}

Pos pos_of(std::string_view tag) {
  if (tag.find("(noun)") != tag.npos) return Pos::Noun;
  if (tag.find("(verb)") != tag.npos) return Pos::Verb;
  if (tag.find("(adj)") != tag.npos) return Pos::Adj;
  if (tag.find("(adv)") != tag.npos) return Pos::Adv;
  return Pos::Unknown;
}

std::optional<std::string> irregular_plural(std::string_view noun) {
  return look_up(kIrregularPlural, noun);
}

std::optional<std::string> inflect_word(const std::string& word, Form form, Pos pos,
                                        const Speller* speller) {
  if (form == Form::Same) return word;
  if (!plain_lower(word)) return std::nullopt;  // a proper noun or a symbol: no such form
  std::vector<std::string> tries;
  if (form == Form::S && pos == Pos::Noun) {
    if (auto irregular = irregular_plural(word)) return irregular;
    tries = s_suffix(word, true);
  } else if (form == Form::S && pos == Pos::Verb) {
    if (word == "be") return "is";
    if (word == "have") return "has";
    tries = s_suffix(word, false);
  } else if (form == Form::Past && pos == Pos::Verb) {
    if (auto irregular = look_up(kIrregularPast, word)) return irregular;
    if (auto irregular = look_up(kIrregularPast2, word)) return irregular;
    tries = vowel_suffix(word, "ed");
  } else if (form == Form::Ing && pos == Pos::Verb) {
    if (word == "be") return "being";
    tries = vowel_suffix(word, "ing");
  } else if ((form == Form::Er || form == Form::Est) && (pos == Pos::Adj || pos == Pos::Adv)) {
    tries = vowel_suffix(word, form == Form::Er ? "er" : "est");
  } else {
    return std::nullopt;  // a noun for a verb form, a verb for a plural, ...
  }
  for (const std::string& t : tries)
    if (spelled(speller, t)) return t;
  return std::nullopt;
}

std::optional<std::string> compared(const std::string& term, Form form, Pos pos) {
  if ((form != Form::Er && form != Form::Est) || (pos != Pos::Adj && pos != Pos::Adv) ||
      !plain_lower(term) || term.find('-') != term.npos)
    return std::nullopt;
  return (form == Form::Er ? "more " : "most ") + term;
}

std::optional<std::string> inflect(const std::string& term, Form form, Pos pos,
                                   const Speller* speller) {
  if (form == Form::Same) return term;
  std::vector<std::string> words = split(term);
  const int at = head_word(words, pos);
  if (at < 0) return std::nullopt;
  // A capitalized word anywhere in a noun's term names one thing ("William Tell"): no plural.
  for (const std::string& w : words)
    if (!w.empty() && w[0] >= 'A' && w[0] <= 'Z') return std::nullopt;
  auto inflected = inflect_word(words[static_cast<std::size_t>(at)], form, pos, speller);
  if (!inflected) return std::nullopt;
  words[static_cast<std::size_t>(at)] = *inflected;
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : " ") + w;
  return out;
}

}  // namespace cwg::clues::en
