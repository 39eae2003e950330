#include "clues/style_en.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <string_view>
#include <vector>

#include "core/split.hpp"
#include "core/text.hpp"
#include "dict/wordnet.hpp"

namespace cwg::clues::en {

std::string american_spelling(std::string clue) {
  for (std::size_t at = 0; (at = clue.find("rey", at)) != std::string::npos; at += 3) {
    if (at == 0) continue;
    const char g = clue[at - 1];
    const bool word_start = at == 1 || !std::isalpha(static_cast<unsigned char>(clue[at - 2]));
    if (word_start && (g == 'g' || (g == 'G' && at == 1))) clue[at + 1] = 'a';
  }
  return clue;
}

std::string house_style(std::string clue) {
  if (!clue.empty() && clue[0] >= 'a' && clue[0] <= 'z')
    clue[0] = static_cast<char>(clue[0] & ~0x20);
  return clue;
}

namespace {

std::vector<std::string> words_of(std::string_view text) {
  const std::vector<std::string_view> parts = text::split_spaces(text);
  return {parts.begin(), parts.end()};
}

std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : " ") + w;
  return out;
}

/// Words that end a gloss's head noun phrase: what follows belongs to the head or to its
/// last alternative ("Slight amount or degree [of difference]").
bool ends_head(std::string_view w) {
  static constexpr std::array<std::string_view, 18> kJoints = {
      "of",   "in", "for",  "by",      "with",  "to",    "from",    "on",   "at",
      "into", "as", "that", "between", "about", "among", "without", "like", "who"};
  return std::find(kJoints.begin(), kJoints.end(), w) != kJoints.end();
}

/// `word`'s noun synsets, a plural's by its singular ("eggs").
std::vector<wordnet::Synset> noun_senses(const wordnet::WordNet& wn, const std::string& word) {
  std::optional<wordnet::Entry> e = wn.lookup(wordnet::Pos::Noun, word);
  const std::size_t n = word.size();
  if (!e && n > 3 && word.ends_with("ies"))
    e = wn.lookup(wordnet::Pos::Noun, word.substr(0, n - 3) + "y");
  if (!e && n > 3 && word.ends_with("es")) e = wn.lookup(wordnet::Pos::Noun, word.substr(0, n - 2));
  if (!e && n > 3 && word.ends_with('s')) e = wn.lookup(wordnet::Pos::Noun, word.substr(0, n - 1));
  std::vector<wordnet::Synset> out;
  if (e)
    for (std::size_t k = 0; k < e->offsets.size() && k < 3; ++k)
      if (auto s = wn.synset(wordnet::Pos::Noun, e->offsets[k])) out.push_back(std::move(*s));
  return out;
}

/// Whether `word` is read as an adjective before a noun: WordNet has it as one, and the
/// tagged texts use it so at least as often as a noun (or it is no noun).
bool modifier(const wordnet::WordNet& wn, const std::string& word) {
  if (!wn.lookup(wordnet::Pos::Adj, word)) return false;
  return noun_senses(wn, word).empty() ||
         wn.uses(wordnet::Pos::Adj, word) >= wn.uses(wordnet::Pos::Noun, word);
}

bool synset_holds(const wordnet::Synset& s, const std::string& word) {
  return std::any_of(s.words.begin(), s.words.end(), [&](std::string_view w) {
    return text::ascii_lower(wordnet::word_text(w)) == word;
  });
}

/// Whether `a` and `b` are terms whose union a gloss names: sister terms of one generic term
/// (father, mother; cotton, linen; person, animal) or opposites (annual, perennial).
bool sisters(const wordnet::WordNet& wn, const std::string& a, const std::string& b) {
  const auto opposite = [&](wordnet::Pos pos, const std::string& x, const std::string& y) {
    const auto e = wn.lookup(pos, x);
    if (!e) return false;
    for (const long off : e->offsets)
      if (const auto s = wn.synset(pos, off))
        for (const wordnet::Pointer& p : s->pointers)
          if (p.symbol == "!")
            if (const auto t = wn.synset(p.pos, p.offset); t && synset_holds(*t, y)) return true;
    return false;
  };
  if (opposite(wordnet::Pos::Adj, a, b) || opposite(wordnet::Pos::Adj, b, a) ||
      opposite(wordnet::Pos::Noun, a, b) || opposite(wordnet::Pos::Noun, b, a))
    return true;
  const auto kinds = [](const std::vector<wordnet::Synset>& senses) {
    std::vector<long> out;
    for (const wordnet::Synset& s : senses)
      for (const wordnet::Pointer& p : s.pointers)
        if (p.symbol == "@" || p.symbol == "@i") out.push_back(p.offset);
    return out;
  };
  const auto sa = noun_senses(wn, a), sb = noun_senses(wn, b);
  // One a kind of the other ("stream or brook"), or synonyms: no union.
  for (const wordnet::Synset& x : sa)
    for (const wordnet::Synset& y : sb)
      if (x.offset == y.offset) return false;
  // Their first senses' kinds: "groove" and "furrow" share one in their later senses only.
  const std::vector<long> ka =
                              kinds({sa.begin(), sa.begin() + std::min<std::size_t>(1, sa.size())}),
                          kb =
                              kinds({sb.begin(), sb.begin() + std::min<std::size_t>(1, sb.size())});
  return std::any_of(ka.begin(), ka.end(),
                     [&](long k) { return std::find(kb.begin(), kb.end(), k) != kb.end(); });
}

/// Nouns that want their "of" phrase ("piece of clowning", "part of speech").
bool partitive(const std::string& word) {
  static constexpr std::array<std::string_view, 12> kParts = {
      "piece", "part",   "bit", "kind",  "sort",   "type",
      "form",  "member", "set", "group", "series", "portion"};
  return std::find(kParts.begin(), kParts.end(), word) != kParts.end();
}

/// An adjective's gloss that opens with relations joined by "or" ("of or relating to or
/// resembling the eye", "of or characteristic of or resembling a lion") as an editor writes
/// it: one relation, "relating to" where it is among them, else "like" for a resemblance,
/// else the first ("Relating to the eye", "Like a lion"); `words` as they are otherwise.
std::vector<std::string> one_relation(std::vector<std::string> words) {
  static constexpr std::array<std::string_view, 14> kRelations = {
      "of",           "relating to",   "pertaining to", "characteristic of", "resembling",
      "belonging to", "being",         "involving",     "concerning",        "emanating from",
      "like",         "suggestive of", "typical of",    "denoting"};
  std::vector<std::string_view> chain;
  std::size_t at = 0;  // the words the chain has taken
  for (;;) {
    const auto relation = std::find_if(kRelations.begin(), kRelations.end(), [&](auto r) {
      const std::vector<std::string> rw = words_of(r);
      if (at + rw.size() > words.size()) return false;
      for (std::size_t i = 0; i < rw.size(); ++i)
        if (text::ascii_lower(words[at + i]) != rw[i]) return false;
      return true;
    });
    // "of or relating to [or containing] iron": the object is the last alternative's too.
    if (relation == kRelations.end()) return words;
    chain.push_back(*relation);
    at += words_of(*relation).size();
    if (at >= words.size() || words[at] != "or") break;
    ++at;
  }
  if (chain.size() < 2 || at >= words.size()) return words;
  const auto has = [&](std::string_view r) {
    return std::find(chain.begin(), chain.end(), r) != chain.end();
  };
  const std::string_view kept = has("relating to")                 ? "relating to"
                                : has("resembling") || has("like") ? "like"
                                                                   : chain.front();
  std::vector<std::string> out = words_of(kept);
  out.insert(out.end(), words.begin() + static_cast<std::ptrdiff_t>(at), words.end());
  return out;
}

/// One alternative of the head's "or" (editor_gloss), or `words` as they are.
std::vector<std::string> one_alternative(std::vector<std::string> words,
                                         const wordnet::WordNet& wn) {
  for (bool changed = true; changed;) {
    changed = false;
    std::size_t head = 0;  // the head noun phrase: words [0, head)
    while (head < words.size() && !ends_head(words[head])) ++head;
    for (std::size_t i = 1; i + 1 < head; ++i) {
      if (words[i] != "or") continue;
      const std::string left = text::ascii_lower(words[i - 1]),
                        right = text::ascii_lower(words[i + 1]);
      // "Well or other hole": the first is an example; "Cotton or linen fabric": a union.
      if (right == "other" || right == "another" || left.find('-') != left.npos ||
          sisters(wn, left, right))
        break;
      std::size_t end = i + 1;  // the second alternative: words (i, end)
      while (end < head && words[end] != "or") ++end;
      if (modifier(wn, left) && modifier(wn, right)) {
        // "Hostile or warlike attitude", "Extent downward or inward": the first adjective.
        words.erase(words.begin() + static_cast<std::ptrdiff_t>(i),
                    words.begin() + static_cast<std::ptrdiff_t>(i + 2));
        changed = true;
      } else if (!modifier(wn, left) && !noun_senses(wn, left).empty() && head == words.size() &&
                 !noun_senses(wn, text::ascii_lower(words[end - 1])).empty() &&
                 (end == i + 2 || noun_senses(wn, right).empty() || modifier(wn, right))) {
        // "Groove or furrow", "Fish eggs or egg-filled ovary", "Snack or light meal": the
        // first noun phrase; not "Metal or leather projection", two nouns of one head.
        words.erase(words.begin() + static_cast<std::ptrdiff_t>(i),
                    words.begin() + static_cast<std::ptrdiff_t>(end));
        changed = true;
      } else if (!modifier(wn, left) && !noun_senses(wn, left).empty() && end == i + 2 &&
                 end == head && head < words.size() && !noun_senses(wn, right).empty() &&
                 !partitive(right)) {
        // "Gully or streambed in northern Africa": the first noun and the phrase; not
        // "Prank or piece of clowning", whose phrase is the second's.
        words.erase(words.begin() + static_cast<std::ptrdiff_t>(i),
                    words.begin() + static_cast<std::ptrdiff_t>(end));
        changed = true;
      }
      break;
    }
  }
  return words;
}

/// Whether WordNet has `word` as a noun for a person ("dramatist"; not "portrait" of
/// "Dutch portrait and genre painter").
bool person(const wordnet::WordNet& wn, const std::string& word) {
  constexpr int kPersonNouns = 18;  // noun.person
  const auto senses = noun_senses(wn, word);
  return std::any_of(senses.begin(), senses.end(),
                     [](const wordnet::Synset& s) { return s.lex_file == kPersonNouns; });
}

/// Whether `word` praises a gloss's subject ("Distinguished female operatic singer",
/// "Outstanding Italian operatic tenor"): the judges' "wordy".
bool is_praise(const std::string& word) {
  static constexpr std::array<std::string_view, 6> kPraise = {
      "outstanding", "distinguished", "renowned", "celebrated", "eminent", "notable"};
  return std::find(kPraise.begin(), kPraise.end(), text::ascii_lower(word)) != kPraise.end();
}

/// "7th" -> "seventh" (1st to 20th), else "".
std::string ordinal_word(std::string_view w) {
  static constexpr std::array<std::string_view, 20> kOrdinals = {
      "first",     "second",      "third",      "fourth",     "fifth",
      "sixth",     "seventh",     "eighth",     "ninth",      "tenth",
      "eleventh",  "twelfth",     "thirteenth", "fourteenth", "fifteenth",
      "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth"};
  if (w.size() < 3 || w.size() > 4) return {};
  const std::string_view digits = w.substr(0, w.size() - 2), suffix = w.substr(w.size() - 2);
  if (!std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return {};
  const int n = std::stoi(std::string(digits));
  if (n < 1 || n > 20) return {};
  const std::string_view want = n == 1 ? "st" : n == 2 ? "nd" : n == 3 ? "rd" : "th";
  return suffix == want ? std::string(kOrdinals[static_cast<std::size_t>(n - 1)]) : std::string();
}

}  // namespace

std::string editor_gloss(std::string text, const wordnet::WordNet& wn) {
  std::string mark;  // ": Abbr."
  if (const std::size_t colon = text.find(": "); colon != text.npos) {
    mark = text.substr(colon);
    text.erase(colon);
  }
  if (text.ends_with("___")) return text + mark;  // a name's blank: editor_person_kind
  std::vector<std::string> words = one_alternative(one_relation(words_of(text)), wn);
  // "Distinguished female operatic singer": praise is no definition.
  if (words.size() > 2 && is_praise(words[0])) words.erase(words.begin());
  // "Basic unit of money in Uruguay": the currency of Uruguay.
  if (words.size() > 5 && joined({words.begin(), words.begin() + 5}) == "Basic unit of money in") {
    words.erase(words.begin() + 1, words.begin() + 4);
    words[0] = "Currency";
    words[1] = "of";
  }
  for (std::string& w : words)
    if (std::string o = ordinal_word(w); !o.empty()) w = std::move(o);
  // "Month following March and preceding May": the month after March.
  for (std::size_t i = 0; i + 1 < words.size(); ++i)
    if (words[i] == "following" && words[i + 1][0] >= 'A' && words[i + 1][0] <= 'Z') {
      words[i] = "after";
      if (i + 3 < words.size() && words[i + 2] == "and" && words[i + 3] == "preceding")
        words.erase(words.begin() + static_cast<std::ptrdiff_t>(i + 2),
                    words.begin() + static_cast<std::ptrdiff_t>(std::min(i + 5, words.size())));
      break;
    }
  std::string out = house_style(joined(words));
  return out.empty() ? text + mark : out + mark;
}

namespace {

/// The mark of one synset for the word `answer` (usage_mark).
std::string synset_mark(std::string_view answer, const wordnet::Synset& s) {
  std::size_t own = s.words.size();  // the answer's word in the synset
  for (std::size_t i = 0; i < s.words.size(); ++i) {
    std::string w = wordnet::word_text(s.words[i]);
    for (char& c : w) c = static_cast<char>(c >= 'a' && c <= 'z' ? c & ~0x20 : c);
    if (w == answer) own = i;
  }
  if (own == s.words.size()) return {};
  // "(`rattled' is an informal term)": the gloss names the word a mark is for.
  const bool names_other =
      s.gloss.find('`') != s.gloss.npos &&
      s.gloss.find("`" + wordnet::word_text(s.words[own]) + "'") == s.gloss.npos;
  // WordNet's domains: colloquialism, slang, archaism, combining form; the UK, Scotland.
  static constexpr std::array<std::pair<long, std::string_view>, 6> kMarks = {
      {{7075172, ", informally"},
       {7157273, ", slangily"},
       {7073447, ", archaically"},
       {6307152, ": Prefix"},
       {8860123, ", in Britain"},
       {8890097, ", in Scotland"}}};
  for (const wordnet::Pointer& p : s.pointers) {
    // A pointer from the whole synset may be of one of its words (BURLY beside Scotland's
    // "buirdly", FLUSTERED beside a colloquial "hot and bothered"): a usage's counts where
    // the answer is the synset's first word (ACE), a region's in a synset of one word.
    const bool whole =
        p.source == 0 && !names_other && (s.words.size() == 1 || (p.symbol == ";u" && own == 0));
    if ((p.symbol != ";u" && p.symbol != ";r") || (!whole && p.source != static_cast<int>(own) + 1))
      continue;
    for (const auto& [offset, mark] : kMarks)
      if (p.offset == offset) return std::string(mark);
  }
  return {};
}

}  // namespace

std::string with_usage_mark(std::string clue, std::string_view answer,
                            const std::vector<const wordnet::Synset*>& senses) {
  if (clue.ends_with(": Abbr.") || senses.empty()) return clue;
  std::string mark;
  for (std::size_t k = 0; k < senses.size(); ++k) {
    const std::string m = synset_mark(answer, *senses[k]);
    if (m.empty() || (k > 0 && m != mark)) return clue;
    mark = m;
  }
  if (mark.starts_with(", in "))
    for (const char* place : {"Brit", "England", "English", "Scot", "Wales", "Welsh"})
      if (clue.find(place) != clue.npos) return clue;
  return clue + mark;
}

std::string editor_person_kind(std::string kind, const wordnet::WordNet& wn,
                               const std::vector<std::pair<std::string, int>>& kinds) {
  const auto instances = [&](const std::string& w) {
    for (const auto& [k, n] : kinds)
      if (k == text::ascii_lower(w)) return n;
    return 0;
  };
  std::vector<std::string> words = words_of(kind);
  if (!words.empty() && words[0] == "U.S.") words.erase(words.begin());
  std::erase_if(words, is_praise);
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string& w = words[i];
    // "feminist [and suffragist]", "violin maker [in Cremona]", "painter [influenced by ...]".
    const bool clause =
        (w.size() > 4 && w.ends_with("ed") && i + 1 < words.size() && words[i + 1] == "by") ||
        (w == "and" && person(wn, text::ascii_lower(words[i - 1]))) || w == "in" || w == "who" ||
        w == "from" || w == "during";
    if (clause) {
      const bool known_second =
          w == "and" && instances(words.back()) >= 4 * std::max(instances(words[i - 1]), 1);
      const std::string second = words.back();
      words.resize(i);
      if (known_second) {
        words.emplace_back("and");
        words.push_back(second);
      }
      break;
    }
  }
  if (words.empty()) return kind;
  return house_style(joined(words));
}

}  // namespace cwg::clues::en
