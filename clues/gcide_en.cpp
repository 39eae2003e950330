#include "clues/gcide_en.hpp"

#include <algorithm>
#include <array>
#include <cctype>

#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "core/split.hpp"
#include "core/text.hpp"

namespace cwg::clues::en {

namespace {

/// What a label in brackets ("[Obs.]", "[Archaic or Poetic]", "[Scot. & Prov. Eng.]") says of
/// the sense or entry it marks.
enum class Label : std::uint8_t { None, Unprintable, Poetic };

/// A bracket's text read as a label: a few words, one of them an obsolete, rare, dialect,
/// slang or colloquial mark (an American paper prints none of these senses), else a poetic
/// one. An etymology ("[AS. [=ae]r, prep., adv., & conj.; akin to ...]") is longer.
Label label_of(std::string_view inside) {
  static constexpr std::array<std::string_view, 16> kUnprintable = {
      "Obs",   "R",    "Rare",   "Archaic", "Prov", "Scot", "Dial",        "Local",
      "Slang", "Cant", "Vulgar", "Colloq",  "Eng",  "Ir",   "Obsolescent", "Humorous"};
  static constexpr std::array<std::string_view, 3> kPoetic = {"Poetic", "Poet", "Poetical"};
  const std::vector<std::string_view> words = text::split_spaces(inside);
  if (words.empty() || words.size() > 5) return Label::None;
  bool unprintable = false, poetic = false;
  for (std::string_view w : words) {
    while (!w.empty() && (w.back() == '.' || w.back() == ',')) w.remove_suffix(1);
    unprintable =
        unprintable || std::find(kUnprintable.begin(), kUnprintable.end(), w) != kUnprintable.end();
    poetic = poetic || std::find(kPoetic.begin(), kPoetic.end(), w) != kPoetic.end();
  }
  // "[Archaic or Poetic]": ERE's "Before", which American papers clue "Before, poetically".
  if (poetic) return Label::Poetic;
  return unprintable ? Label::Unprintable : Label::None;
}

/// `text` without its groups opened by `open` and closed by `close` (nested ones too), each
/// removed group's text passed to `seen` first.
template <class F>
std::string without_groups(std::string_view text, char open, char close, F&& seen) {
  std::string out;
  int depth = 0;
  std::size_t from = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == open) {
      if (depth++ == 0) from = i + 1;
    } else if (text[i] == close && depth > 0) {
      if (--depth == 0) seen(text.substr(from, i - from));
    } else if (depth == 0) {
      out += text[i];
    }
  }
  return out;
}

/// The header's labels (the lines up to the first definition): an entry marked
/// "[Scot. & Prov. Eng.]" there (ANENT) is so in every sense.
Label header_label(std::string_view header) {
  Label found = Label::None;
  without_groups(header, '[', ']', [&](std::string_view inside) {
    const Label l = label_of(inside);
    if (l == Label::Unprintable || (l == Label::Poetic && found == Label::None)) found = l;
  });
  return found;
}

/// Whether a field's label ("(Zool.)", "(Bot.)", "(Naut.)") marks a naturalist's or a
/// trade's sense: 1913 Webster's species ("The European woodpecker, or yaffle" for NICKLE),
/// plants and ship's terms, which no solver reads first.
bool technical_field(std::string_view label) {
  for (const std::string_view field : {"Zool", "Zoöl", "Bot", "Naut", "Her", "Min", "Mining",
                                       "Paleon", "Ichth", "Conch", "Entom", "Ornith", "Anat"})
    if (label.starts_with(field)) return true;
  return false;
}

/// Whether `text` ends on an abbreviation whose dot it was cut at ("esp", "pert", "St",
/// "J" of "the Englishman J. Smithson").
bool abbreviation_end(std::string_view text) {
  const std::size_t space = text.rfind(' ');
  const std::string_view last = text.substr(space == text.npos ? 0 : space + 1);
  for (const std::string_view a : {"esp", "pert", "fr", "St", "Mt", "Dr", "Mr", "Mrs", "cf", "viz",
                                   "etc", "Gr", "Lat", "Fr", "L", "Eng", "U", "S", "A"})
    if (last == a) return true;
  return last.size() == 1 && last[0] >= 'A' && last[0] <= 'Z';
}

/// The parts of speech of the entries read: adverbs and function words (1913's "adv.",
/// "prep.", "conj.", "pron.", "interj."; the later additions' "adv", "prep").
constexpr std::array<std::string_view, 5> kFunctionPos = {"adv", "prep", "conj", "pron", "interj"};

/// Whether a definition only refers to another entry or names a form of another word
/// ("See {Amidst}", "Same as {Ere}", "imp. & p. p. of {Tell}", "pl. of {Ox}").
bool reference_only(std::string_view d) {
  for (const std::string_view start :
       {"See ", "Same as", "Alt. of", "Alternative ", "Variant ", "A variant", "An obsolete",
        "Obsolete ", "Plural of", "Dim."})  // the later additions write "same as {arty}"
    if (text::ascii_lower(d.substr(0, start.size())) == text::ascii_lower(start)) return true;
  // A lower-case grammar abbreviation first: "imp.", "p. p.", "pl.", "obs.".
  const std::size_t space = d.find(' ');
  const std::string_view first = d.substr(0, space);
  return !first.empty() && first.size() <= 5 && first.back() == '.' && first[0] >= 'a' &&
         first[0] <= 'z';
}

/// One sense's text (its lines joined) as the editor's definition, "" if none is printable.
std::string definition(std::string text) {
  // "1. ", "(a) ", a field's label "(Chem.)": not the definition's.
  if (text.size() > 3 && text[0] >= '1' && text[0] <= '9') {
    const std::size_t dot = text.find(". ");
    if (dot != text.npos && dot < 3) text.erase(0, dot + 2);
  }
  while (text.starts_with('(') && text.find(") ") != text.npos) {
    if (technical_field(std::string_view(text).substr(1, text.find(')') - 1))) return {};
    text.erase(0, text.find(") ") + 2);
  }
  if (const std::size_t b = text.find(" (b)"); b != text.npos) text.erase(b);
  // A letter written in brackets ("na[\"i]ve"): the word would lose it.
  for (std::size_t i = 1; i < text.size(); ++i)
    if (text[i] == '[' && std::isalpha(static_cast<unsigned char>(text[i - 1]))) return {};
  if (!text.empty() && text[0] >= '0' && text[0] <= '9') return {};  // "2d pers. sing."
  Label label = Label::None;
  text = without_groups(text, '[', ']', [&](std::string_view inside) {
    const Label l = label_of(inside);
    if (l == Label::Unprintable || (l == Label::Poetic && label == Label::None)) label = l;
  });
  if (label == Label::Unprintable) return {};
  // "imp. of {Run}." (cut at its first ". " it would read "imp"), "Fig.: tillage".
  {
    std::string_view lead = text;
    lead.remove_prefix(std::min(lead.size(), lead.find_first_not_of(' ')));
    if (reference_only(lead) || lead.starts_with("Fig.")) return {};
  }
  // A quotation's author or a note ("; -- opposed to {cation}"), a second sentence, a second
  // clause: the first clause is the clue.
  for (const std::string_view end : {" --", "--", ";", ". ", ":"})
    if (const std::size_t at = text.find(end); at != text.npos) {
      text.erase(at);
      // "camera, esp. for ...", "Of or pert. to": an abbreviation's dot ended no sentence.
      if (end == ". " && abbreviation_end(text)) {
        const std::size_t comma = text.rfind(", ");
        if (comma == text.npos) return {};
        text.erase(comma);
      }
    }
  text = without_groups(text, '(', ')', [](std::string_view) {});
  std::erase_if(text, [](char c) { return c == '{' || c == '}'; });
  std::string out;
  for (const std::string_view w : text::split_spaces(text))
    out += (out.empty() ? "" : " ") + std::string(w);
  while (!out.empty() && (out.back() == '.' || out.back() == ',')) out.pop_back();
  if (out.starts_with("Hence, ")) out.erase(0, 7);  // "Hence, a small quantity": the sense
  // "etc": a list the clue cannot end.
  if (out.empty() || out.find_first_of("?[]()!\\\"=|*") != out.npos || reference_only(out) ||
      out.ends_with(" etc") || out.find(" etc ") != out.npos)
    return {};
  if (label == Label::Poetic) out += ", poetically";
  return out;
}

/// Where the header (headwords, pronunciation, part of speech, etymology) ends: at the first
/// line end outside brackets that an indented line follows.
std::size_t header_end(std::string_view entry) {
  int depth = 0;
  for (std::size_t i = 0; i < entry.size(); ++i) {
    if (entry[i] == '[') ++depth;
    if (entry[i] == ']' && depth > 0) --depth;
    if (entry[i] == '\n' && depth == 0 && i + 1 < entry.size() && entry[i + 1] == ' ') return i;
  }
  return entry.size();
}

/// Whether `spelled` (A-Z) is one of the header's headwords, each written before its
/// pronunciation (Amidst \A*midst"\, Amid \A*mid"\, prep.): the index also sends a form
/// to its lemma's entry (RAN to Run \Run\, v. i. [imp. {Ran} ...), whose senses are not the
/// form's.
bool headword(std::string_view header, std::string_view spelled) {
  for (std::size_t at = header.find(" \\"); at != header.npos; at = header.find(" \\", at + 1)) {
    std::size_t from = at;
    while (from > 0 && header[from - 1] != ' ' && header[from - 1] != '\n') --from;
    if (text::ascii_upper(header.substr(from, at - from)) == spelled) return true;
    at = header.find('\\', at + 2);  // past the pronunciation
    if (at == header.npos) break;
  }
  return false;
}

/// Whether a line starts a sense of its own: "1. ", "12. ".
bool numbered(std::string_view line) {
  const std::size_t dot = line.find(". ");
  return dot > 0 && dot < 3 && line[0] >= '1' && line[0] <= '9' &&
         std::all_of(line.begin(), line.begin() + static_cast<std::ptrdiff_t>(dot),
                     [](char c) { return c >= '0' && c <= '9'; });
}

}  // namespace

std::vector<std::string> gcide_definitions(std::string_view entry, std::string_view spelled) {
  const std::size_t end = header_end(entry);
  const std::string_view header = entry.substr(0, end);
  const Label whole = header_label(header);
  if (whole == Label::Unprintable || !headword(header, spelled)) return {};
  // "Ran \Ran\, n. (Naut.)": the field's label after the part of speech.
  for (std::size_t open = header.find('('); open != header.npos; open = header.find('(', open + 1))
    if (technical_field(header.substr(open + 1))) return {};
  // The part of speech: after the headwords' last "\...\" ("Ere \Ere\ (...), v. t.").
  const std::size_t slash = header.rfind('\\');
  std::string_view pos = slash == header.npos ? header : header.substr(slash);
  // Past the pronunciation ("([=a]r or [^a]r; 277)"), before the etymology ("[AS. ...]").
  if (const std::size_t paren = pos.find(" ("); paren != pos.npos && paren < 3)
    pos.remove_prefix(std::min(pos.size(), pos.find(')', paren) + 1));
  pos = pos.substr(0, pos.find(" ["));
  // Only a function word's or an adverb's entry: read as an editor reads them, 60 newly
  // clued words of every part of speech were about a third good and two fifths wrong, the
  // nouns', adjectives' and verbs' mostly wrong (1913's senses: MAYORAL "The conductor of a
  // mule team", LOGISTICAL "Sexagesimal", SLATTERN "Consume carelessly"), the adverbs',
  // prepositions', pronouns', conjunctions' and interjections' mostly good (WHOA "Stop", CIRCA
  // "Approximately", HENCEFORTH "From this time forward").
  if (std::none_of(kFunctionPos.begin(), kFunctionPos.end(),
                   [&](std::string_view p) { return pos.find(p) != pos.npos; }))
    return {};
  std::vector<std::string> out;
  std::string sense;
  bool open = false;  // the sense's text goes on in the next line
  bool skip = false;  // ... and is no definition (a phrase's, a note's)
  int depth = 0;      // brackets open from an earlier line
  const auto flush = [&] {
    if (!sense.empty())
      if (std::string d = definition(sense); !d.empty()) {
        if (whole == Label::Poetic && !d.ends_with(", poetically")) d += ", poetically";
        if (std::find(out.begin(), out.end(), d) == out.end()) out.push_back(std::move(d));
      }
    sense.clear();
    open = false;
    skip = false;
  };
  // Synonyms, notes, usage, phrases ("{Ere long}, before") are no definitions of the word.
  static constexpr std::array<std::string_view, 8> kNoSense = {"Syn",     "Note", "Usage", "{",
                                                               "Example", "Etym", "Ant:",  "Fig"};
  for (std::size_t at = end + 1; at < entry.size();) {
    std::size_t next = entry.find('\n', at);
    if (next == entry.npos) next = entry.size();
    const std::string_view line = entry.substr(at, next - at);
    at = next + 1;
    const std::size_t indent = line.find_first_not_of(' ');
    if (indent == line.npos) {
      flush();
      continue;
    }
    const std::string_view content = line.substr(indent);
    // "[1913 Webster]" closes a sense; a quotation (indented further) follows it; an
    // etymology in brackets below the header line may run over several lines.
    if (depth > 0 || content.starts_with('[') || indent >= 8) {
      for (const char c : content) depth += c == '[' ? 1 : c == ']' && depth > 0 ? -1 : 0;
      open = false;
      continue;
    }
    if (open && !numbered(content)) {
      if (!skip) sense += ' ' + std::string(content);
      continue;
    }
    flush();
    open = true;
    skip = std::any_of(kNoSense.begin(), kNoSense.end(),
                       [&](std::string_view s) { return content.starts_with(s); });
    if (!skip) sense = content;
  }
  flush();
  return out;
}

Gcide::Gcide(std::filesystem::path index)
    : index_(std::move(index)), data_(freedict_data(index_)) {}

void Gcide::read_index() const {
  index_text_ = read_file(index_);
  const std::string_view all = index_text_;
  for (std::size_t at = 0; at < all.size();) {
    std::size_t end = all.find('\n', at);
    if (end == all.npos) end = all.size();
    const auto line = index_line(all.substr(at, end - at));
    at = end + 1;
    if (!line || line->word.size() < 2 || line->word.size() > kLongest ||
        !std::all_of(line->word.begin(), line->word.end(),
                     [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }))
      continue;
    std::vector<IndexLine>& lines = entries_[text::ascii_upper(line->word)];
    // "Amidst" and "Amid" both point to one entry.
    if (std::none_of(lines.begin(), lines.end(),
                     [&](const IndexLine& l) { return l.off == line->off; }))
      lines.push_back(*line);
  }
  dict_ = open_dictzip(data_);
}

std::vector<std::string> Gcide::entries(const std::string& spelled) const {
  std::call_once(read_, [this] { read_index(); });
  const auto it = entries_.find(spelled);
  if (it == entries_.end()) return {};
  std::vector<std::string> out;
  const std::lock_guard<std::mutex> lock(mutex_);
  for (const IndexLine& l : it->second) {
    auto text = dictzip_text(*dict_, l.off, l.len);
    if (!text) throw InputError(data_.string() + ": an entry past the end of the file");
    out.push_back(std::move(*text));
  }
  return out;
}

}  // namespace cwg::clues::en
