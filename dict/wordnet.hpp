#pragma once
/// Debian's WordNet 3.0 (package wordnet-base), read in one place for the taste filter and
/// the English clue rules: a lemma's senses by binary search in the sorted index files, a
/// synset's line at its byte offset in the data files, and how often the sense-tagged texts
/// use a word in one sense (cntlist.rev). Nothing is scanned whole: the files are mapped and
/// each look-up reads the few lines it needs.
#include <array>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/file_io.hpp"

namespace cwg {

/// Debian's WordNet 3.0 data files (package wordnet-base).
inline constexpr const char* kWordNetDir = "/usr/share/wordnet";

namespace wordnet {

enum class Pos { Noun, Verb, Adj, Adv };

/// A lemma's index line: its synsets, commonest sense first.
struct Entry {
  std::vector<long> offsets;
  int tagged = 0;  ///< how many of the first senses the tagged texts use
};

/// One pointer of a synset: "@" (hypernym), "@i" (instance of), ";u" (usage domain) ...
struct Pointer {
  std::string_view symbol;
  long offset = 0;
  Pos pos = Pos::Noun;
  int source = 0;  ///< the word of this synset it is from (1-based; 0: the whole synset)
};

/// A data line: its words as WordNet spells them ("Aral_Sea", "give-up_the_ghost"), their
/// lexical ids, the lexicographer file (18 noun.person, 20 noun.plant ...), pointers, gloss.
struct Synset {
  long offset = 0;
  Pos pos = Pos::Noun;
  int lex_file = 0;
  bool satellite = false;  ///< an adjective satellite (its sense keys name a head)
  std::vector<std::string_view> words;
  std::vector<int> lex_ids;
  std::vector<Pointer> pointers;
  std::string_view gloss;
  /// Whether a pointer with `symbol` ("@i") is among the synset's.
  bool has(std::string_view symbol) const;
};

/// `text` as WordNet's index spells a lemma: lower case, words joined by '_'.
std::string lemma_key(std::string_view text);

/// A WordNet word ("Mount_Etna", "pass(a)") as text: '_' as a space, no adjective marker.
std::string word_text(std::string_view word);

class WordNet {
 public:
  /// Maps the four index, data and exception files and cntlist.rev of `dir`. Throws InputError
  /// naming a missing file (Debian package wordnet-base).
  explicit WordNet(const std::filesystem::path& dir = kWordNetDir);

  /// The WordNet of kWordNetDir, opened once per process.
  static const WordNet& shared();

  /// The index line of `lemma` (any case, spaces or '_') in `pos`, or nullopt.
  std::optional<Entry> lookup(Pos pos, std::string_view lemma) const;

  /// The synset at `offset` in `pos`'s data file, or nullopt (not a synset's line).
  std::optional<Synset> synset(Pos pos, long offset) const;

  /// How often the tagged texts use word `word_index` (0-based) of `s` in that sense (0 also
  /// for an adjective satellite's words, whose keys are not built here).
  int uses(const Synset& s, std::size_t word_index) const;

  /// How often the tagged texts use `lemma` in `pos`, in all its senses.
  int uses(Pos pos, std::string_view lemma) const;

  /// The lemmas WordNet's exception list (POS.exc) gives for an irregular form in `pos`
  /// ("told": tell, "knives": knife, "ova": ovum), lower case; none for a regular form.
  std::vector<std::string> bases(Pos pos, std::string_view form) const;

 private:
  std::string_view line_at(Pos pos, long offset) const;
  std::vector<FileBytes> index_, data_, exceptions_;
  std::optional<FileBytes> counts_;
};

}  // namespace wordnet
}  // namespace cwg
