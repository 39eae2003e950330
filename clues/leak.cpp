#include "clues/leak.hpp"

#include <algorithm>
#include <array>

#include "clues/dictionary_text.hpp"
#include "core/letters.hpp"

namespace cwg::clues {

namespace {

bool ascii_separator(unsigned char b) {
  return b < 0x80 && !((b | 0x20) >= 'a' && (b | 0x20) <= 'z');
}

/// A-Z for the Latin-1 letters U+00C0..U+00DF and their lower case U+00E0..U+00FF, by the
/// low five bits: accents dropped, Ä Ö Ü Æ as AE OE UE AE, ß as SS, Þ as TH; "" for × ÷.
constexpr const char* kLatin1[32] = {"A",  "A", "A", "A", "AE", "A", "AE", "C", "E",  "E", "E",
                                     "E",  "I", "I", "I", "I",  "D", "N",  "O", "O",  "O", "O",
                                     "OE", "",  "O", "U", "U",  "U", "UE", "Y", "TH", "SS"};

/// One word of clue text in A-Z: through the word lists' transliteration, or, for a word
/// with a letter that has none, its letters with their accents dropped (é as E, ñ as N, œ
/// as OE: "Crêpes" is CREPES) and any other letter left out.
std::string spelled(std::string_view raw) {
  if (auto word = normalize_word(raw)) return *word;
  std::string out;
  for (std::size_t i = 0; i < raw.size(); ++i) {
    const auto b = static_cast<unsigned char>(raw[i]);
    if ((b | 0x20) >= 'a' && (b | 0x20) <= 'z') {
      out += static_cast<char>(b & ~0x20);
    } else if (b == 0xC3 && i + 1 < raw.size()) {
      const auto low = static_cast<unsigned char>(raw[++i]);
      out += low == 0xBF ? "Y" : kLatin1[low & 0x1F];  // ÿ shares ß's place
    } else if (b == 0xC5 && i + 1 < raw.size() && (raw[i + 1] == '\x92' || raw[i + 1] == '\x93')) {
      out += "OE";
      ++i;
    }
  }
  return out;
}

}  // namespace

std::vector<std::string> clue_words(std::string_view clue) {
  std::vector<std::string> words;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= clue.size(); ++i) {
    if (i < clue.size() && !ascii_separator(static_cast<unsigned char>(clue[i]))) continue;
    if (i > start) {
      std::string word = spelled(clue.substr(start, i - start));
      if (!word.empty()) words.push_back(std::move(word));
    }
    start = i + 1;
  }
  return words;
}

bool shares_only_ending(std::string_view answer, std::string_view word) {
  constexpr std::size_t kEndingMost = 6, kStemLeast = 3;
  std::size_t ending = 0;
  while (ending < answer.size() && ending < word.size() &&
         answer[answer.size() - 1 - ending] == word[word.size() - 1 - ending])
    ++ending;
  if (ending < 4 || ending > kEndingMost || answer.size() < ending + kStemLeast ||
      word.size() < ending + kStemLeast)
    return false;
  for (std::size_t i = 0; i + 4 <= answer.size(); ++i) {
    const std::string_view run = answer.substr(i, 4);
    const std::size_t at = word.find(run);
    if (at == std::string_view::npos) continue;
    if (i < answer.size() - ending || at < word.size() - ending) return false;
    if (word.find(run, at + 1) != std::string_view::npos) return false;
  }
  return true;
}

bool leaks(std::string_view answer, std::string_view clue, bool english_endings) {
  const std::vector<std::string> words = clue_words(clue);
  std::string all;
  for (const std::string& w : words) all += w;
  if (all.empty()) return false;
  if (all.find(answer) != std::string::npos || answer.find(all) != std::string_view::npos)
    return true;
  for (const std::string& w : words) {
    if (w.find(answer) != std::string::npos) return true;
    // Words of four letters or more inside the answer are caught below; "Eis" for EISEN here.
    if (w.size() == 3 && answer.find(w) != std::string_view::npos) return true;
    if (english_endings && shares_only_ending(answer, w)) continue;
    for (std::size_t i = 0; i + 4 <= answer.size(); ++i)
      if (w.find(answer.substr(i, 4)) != std::string::npos) return true;
  }
  return false;
}

namespace {

/// Whether `longer` is `shorter` with one letter put in (DNJEPR, DNEPR).
bool one_letter_more(std::string_view longer, std::string_view shorter) {
  if (longer.size() != shorter.size() + 1) return false;
  std::size_t i = 0;
  while (i < shorter.size() && longer[i] == shorter[i]) ++i;
  return longer.substr(i + 1) == shorter.substr(i);
}

bool vowel(char c) {
  return c == 'A' || c == 'E' || c == 'I' || c == 'O' || c == 'U';
}

/// A spelling with the letters German writes two ways folded to one: PH as F, TH as T, C
/// (not in CH) before E, I or Y as Z and else as K, CK as K, Y as I, a doubled letter as one,
/// a long vowel's H before a consonant left out, SCH before a vowel first in the word as SK
/// (the Norwegian loan's two spellings), J after a vowel as I. KOKA and COCA, PHOTO and FOTO,
/// KALZIT and CALCIT, KAR and KAHR, SKI and SCHI are one word; KAJE is KAI's with an E.
std::string sound_key(std::string_view w) {
  std::string out;
  for (std::size_t i = 0; i < w.size(); ++i) {
    const char next = i + 1 < w.size() ? w[i + 1] : '\0';
    char sound = w[i];
    if (i == 0 && w.starts_with("SCH") && w.size() > 3 && vowel(w[3])) {
      out += "SK";
      i += 2;
      continue;
    }
    if (w[i] == 'J' && i > 0 && vowel(w[i - 1])) sound = 'I';
    if (w[i] == 'C' && next == 'H') {
      out += "CH";
      ++i;
      continue;
    }
    if ((w[i] == 'P' && next == 'H') || (w[i] == 'T' && next == 'H') ||
        (w[i] == 'C' && next == 'K')) {
      sound = w[i] == 'P' ? 'F' : w[i] == 'T' ? 'T' : 'K';
      ++i;
    } else if (w[i] == 'C') {
      sound = next == 'E' || next == 'I' || next == 'Y' ? 'Z' : 'K';
    } else if (w[i] == 'Y') {
      sound = 'I';
    } else if (w[i] == 'H' && i > 0 && i + 1 < w.size() && vowel(w[i - 1]) && !vowel(next)) {
      continue;  // a long vowel's H before a consonant: KAHR and KAR, FEHDE and FEDE
    }
    if (out.empty() || out.back() != sound) out += sound;
  }
  return out;
}

/// sound_key() with a French loan's spellings as German writes them: AU as O, C before E,
/// I or Y and Z as S (SAUCE and SOSSE, judged wrong: "Soße" is the same word). German only:
/// English words that differ so are other words.
std::string loan_key(std::string_view w) {
  std::string out;
  for (std::size_t i = 0; i < w.size(); ++i) {
    const char next = i + 1 < w.size() ? w[i + 1] : '\0';
    if (w[i] == 'A' && next == 'U') {
      out += 'O';
      ++i;
    } else if ((w[i] == 'C' && (next == 'E' || next == 'I' || next == 'Y')) || w[i] == 'Z') {
      out += 'S';
    } else {
      out += w[i];
    }
  }
  return sound_key(out);
}

/// Whether two spellings are one letter apart: one changed, or, from four letters on, one
/// more or less.
bool one_letter_apart(std::string_view a, std::string_view b) {
  if (a.size() == b.size()) {
    std::size_t differ = 0;
    for (std::size_t i = 0; i < a.size(); ++i) differ += a[i] != b[i] ? 1 : 0;
    return differ == 1;
  }
  return std::min(a.size(), b.size()) >= 4 && (one_letter_more(a, b) || one_letter_more(b, a));
}

}  // namespace

std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = up;
    }
  }
  return row[b.size()];
}

namespace {

/// Whether `w` so spelled as sound_key spells it is the answer and more or less, as a leak
/// is (KAI "Kaje", judged wrong 3 times: the answer's Low German form; SKI "Schier", Schi's
/// plural), three letters of it at least and an ending of at most two more (the answer's own
/// letters and more are leaks(): OPA "Opas"; KAFFEEHAUS "Café" is a word of its own).
/// German only: English synonyms share a sound and differ in an ending (TREY "Three", FAY
/// "Fairy", ACHY "Aching").
/// `key` and `word_key` are the two words' sound_keys.
bool sound_and_ending(std::string_view answer, std::string_view w, const std::string& key,
                      const std::string& word_key) {
  const std::size_t shorter = std::min(key.size(), word_key.size());
  const bool own_letters = w.starts_with(answer) || answer.starts_with(w);
  const bool ending = std::max(key.size(), word_key.size()) <= shorter + 2;
  return w != answer && shorter >= 3 && ending && !own_letters &&
         word_key.compare(0, shorter, key, 0, shorter) == 0;
}

}  // namespace

bool near_variant(std::string_view answer, std::string_view clue) {
  const std::vector<std::string> words = clue_words(clue);
  // An abbreviation's letters are one word (GMBH "Ges.m.b.H.").
  if (words.empty() || (words.size() > 1 && clue.find(' ') != std::string_view::npos) ||
      answer.empty())
    return false;
  std::string w;
  for (const std::string& part : words) w += part;
  if (w[0] == answer[0] && std::max(w.size(), answer.size()) >= 5 && edit_distance(w, answer) <= 2)
    return true;
  if (w != answer && loan_key(w) == loan_key(answer)) return true;
  const std::string key = sound_key(answer), word_key = sound_key(w);
  if (sound_and_ending(answer, w, key, word_key)) return true;
  // Another length that one sound's two spellings make one letter apart (DING "Thing",
  // SOFIE "Sophia"); of one length that is variant()'s or a synonym's (KESS "keck").
  return w.size() != answer.size() && one_letter_apart(word_key, key);
}

namespace {

/// The answer less a final -E, -EN (from six letters) or -N: the part a derived word keeps.
std::string_view stem_of(std::string_view answer) {
  std::string_view stem = answer;
  if (stem.ends_with("EN") && stem.size() > 5) stem.remove_suffix(2);
  if ((stem.ends_with('E') || stem.ends_with('N')) && stem.size() > 3) stem.remove_suffix(1);
  return stem;
}

/// Whether `word` is a prefix, the stem and more (VER+ENG+UNG): the stem is a word part.
bool prefixed_stem(std::string_view word, std::string_view stem) {
  static constexpr std::array<std::string_view, 22> kPrefixes = {
      "VER", "EIN",   "BE",    "ENT", "ZER",  "ER", "GE",  "AN",  "AUF", "AUS", "AB",
      "UM",  "UEBER", "UNTER", "VOR", "NACH", "ZU", "MIT", "WEG", "HER", "HIN", "DURCH"};
  for (const std::string_view prefix : kPrefixes)
    if (word.size() > prefix.size() + stem.size() && word.starts_with(prefix) &&
        word.substr(prefix.size(), stem.size()) == stem)
      return true;
  return false;
}

/// The endings a German word's root takes (derivational first, the longer before the
/// shorter): the answer loses one, a clue word up to kMostEndings. The answer keeps -SAM
/// (judged good: RATSAM "geraten", REGSAM "rege").
/// -ERN is a material's adjective (GLAESERN "aus Glas", HOELZERN "aus Holz"); a clue word's
/// -IER a verb's (AMTEN "amtieren", NOTE "notieren").
constexpr std::array<std::string_view, 11> kAnswerEndings = {
    "ISCH", "LICH", "HAFT", "UNG", "IG", "OS", "US", "ERN", "EN", "E", "N"};
constexpr std::array<std::string_view, 16> kWordEndings = {
    "IGT", "IG", "ISCH", "LICH", "VOLL", "LOS", "HAFT", "SAM",
    "UNG", "EN", "IER",  "ER",   "ES",   "EM",  "E",    "T"};
constexpr std::size_t kRootLeast = 3;
constexpr int kMostEndings = 3;

/// The answer's root: umlauts folded, less one ending where kRootLeast letters stay (REU|IG,
/// ETH|OS, SATT).
std::string answer_root(std::string_view answer) {
  std::string root = fold_umlauts(std::string(answer));
  for (const std::string_view ending : kAnswerEndings)
    if (root.ends_with(ending) && root.size() >= ending.size() + kRootLeast) {
      root.resize(root.size() - ending.size());
      break;
    }
  return root;
}

/// Whether `word` is `root` with up to `endings` endings (ETH+ISCH+E, REU+E+VOLL).
bool root_with_endings(std::string_view word, std::string_view root, int endings) {
  if (word == root) return true;
  if (endings == 0 || word.size() <= root.size()) return false;
  for (const std::string_view ending : kWordEndings)
    if (word.ends_with(ending) && word.size() >= root.size() + ending.size() &&
        root_with_endings(word.substr(0, word.size() - ending.size()), root, endings - 1))
      return true;
  return false;
}

}  // namespace

bool root_leak(std::string_view answer, std::string_view clue) {
  const std::string root = answer_root(answer);
  if (root.size() < kRootLeast) return false;
  for (const std::string& w : clue_words(clue)) {
    if (w == answer) continue;
    const std::string word = fold_umlauts(w);
    // A participle's or an adjective's prefix (GE|SAETT|IGT, BE|BART|E|T).
    const bool prefixed = word.starts_with("GE") || word.starts_with("BE");
    if (root_with_endings(word, root, kMostEndings) ||
        (prefixed && root_with_endings(std::string_view(word).substr(2), root, kMostEndings)))
      return true;
  }
  return false;
}

bool compound_leak(std::string_view answer, std::string_view clue) {
  const std::string_view stem = stem_of(answer);
  const std::string key = sound_key(answer);
  const std::vector<std::string> words = clue_words(clue);
  const bool marked = clue.find(": ") != std::string_view::npos;
  for (const std::string& w : words) {
    if (w == answer) continue;
    const std::string_view word = w;
    // A word of a phrase that is the answer in another spelling (PUNKTO "in puncto", judged
    // wrong as a leak; a one-word clue so spelled is variant()'s). A translation ("engl.:
    // Ozean") is another language's word, not a phrase of this one.
    if (words.size() > 1 && !marked && answer.size() >= 4 && sound_key(word) == key) return true;
    if (answer.size() >= 4 && answer.ends_with('E') && word.size() >= answer.size() &&
        word.ends_with(answer.substr(0, answer.size() - 1)))
      return true;
    if (answer.size() >= 4 && word.size() > answer.size() + 1 &&
        one_letter_more(word.substr(word.size() - answer.size() - 1), answer))
      return true;
    if (stem.size() >= 3 && prefixed_stem(word, stem)) return true;
  }
  return false;
}

bool loan_spelling(std::string_view answer, std::string_view word) {
  // An H after a consonant is left out (RH, TH, KH), but CH is a sound of its own after the
  // first letter (ELK "Elch"); first in a word it is K (Greek: KHI, CHI). An H after a vowel
  // or first stays (HIM "ihm").
  const auto fold = [](std::string_view w) {
    std::string out;
    for (std::size_t i = 0; i < w.size(); ++i) {
      if (w[i] == 'C' && i > 0 && i + 1 < w.size() && w[i + 1] == 'H') {
        out += "CH";
        ++i;
      } else if (w[i] != 'H' || i == 0 || vowel(w[i - 1])) {
        out += w[i] == 'C' ? 'K' : w[i];
      }
    }
    return out;
  };
  return word != answer && fold(word) == fold(answer);
}

bool variant(std::string_view answer, std::string_view clue) {
  const std::vector<std::string> words = clue_words(clue);
  if (words.size() != 1) return false;
  const std::string& w = words[0];
  // The same word in the other spelling of a sound (KOKA "Coca", PHOTO "Foto", SKI "Schi").
  if (w != answer && sound_key(w) == sound_key(answer)) return true;
  if (w.size() == answer.size()) {
    std::size_t differ = 0, first = answer.size();
    for (std::size_t i = 0; i < answer.size(); ++i)
      if (w[i] != answer[i]) {
        ++differ;
        first = std::min(first, i);
      }
    if (differ == 1) return true;
    // Two neighbours swapped (ALE, "Äl" spelled AEL).
    return differ == 2 && first + 1 < w.size() && w[first] == answer[first + 1] &&
           w[first + 1] == answer[first];
  }
  // A letter more or less, from four letters on (DNEPR "Dnjepr", ARAS "Araks").
  return std::min(w.size(), answer.size()) >= 4 &&
         (one_letter_more(w, answer) || one_letter_more(answer, w));
}

}  // namespace cwg::clues
