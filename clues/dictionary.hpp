#pragma once
/// Translation dictionaries as a clue source after the thesaurus: a foreign word of the grid
/// (HOUSE, MER) is clued by its German translation as a Schwedenrätsel maker does ("engl.:
/// Haus", "frz.: Meer"), and a German word the thesaurus lacks by a German synonym the
/// dictionary lists beside it. Read: Debian's trans-de-en (the Ding dictionary, lines
/// "German :: English", GPL-2+) and FreeDict files "freedict-XXX-deu.index" with their
/// ".dict.dz" (dict-freedict-fra-deu: WikDict, CC BY-SA 3.0). Senses either dictionary marks
/// vulgar, derogatory or slang are never offered, nor a German word Ding marks so anywhere.
#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "clues/needed.hpp"
#include "clues/plurals_de.hpp"
#include "clues/round_trip.hpp"
#include "clues/thesaurus.hpp"
#include "core/file_io.hpp"

namespace cwg::clues {

/// The dictionaries read when none is named: Ding's German-English file, wamerican-small's
/// list (kCommonEnglish), FreeDict's French, Italian, Spanish, Latin and Swedish to
/// German ones and its German to English, French, Italian and Spanish ones (the way back,
/// round_trip.hpp), those of them that are installed.
std::vector<std::filesystem::path> default_dictionaries();

/// wamerican-small's list, one of the dictionaries: the common English words, English in
/// their own right where another language has them too (Dictionary::loan).
inline constexpr const char* kCommonEnglish = "/usr/share/dict/american-english-small";

/// How an English short form's clue begins ("engl. Abk.: Freitag" for FRI).
inline constexpr std::string_view kEnglishAbbreviation = "engl. Abk.: ";

/// A language's mark in a clue, as papers print it: "engl.:" for "en", "frz.:" for "fr".
std::string language_mark(const std::string& lang);

class Dictionary {
 public:
  /// Reads each of `files`: a FreeDict index (NAME.index, NAME.dict.dz beside it; the
  /// source language from the name, freedict-fra-deu -> fr) or a Ding file, keeping the
  /// entries of the `answers` only (every line is still checked). Throws InputError naming
  /// the file that is missing or unreadable, or the line that is not a dictionary line.
  /// `terms`: German words read besides the answers, on Ding's German side only (the
  /// thesaurus's terms, ranked by rank_de.hpp); `answers` must be among them.
  explicit Dictionary(const std::vector<std::filesystem::path>& files, const Needed& answers = {},
                      const Needed& terms = {});

  /// The clues for `answer` (A-Z, one of the answers the dictionary was read for): German synonyms
  /// Ding lists beside it when it is a German word there ("dictionary:de"); else, with `foreign`,
  /// translations of it as an English, French ... word, each in the long form ("engl.: Haus") and
  /// the short one for a half field ("en: Haus"), sources "dictionary:en", "dictionary:fr".
  std::vector<Candidate> candidates(const std::string& answer, bool foreign) const;

  /// Whether Ding has `answer` as a German word (then no foreign clue is offered).
  bool german(const std::string& answer) const;

  /// Whether Ding translates the English word `answer` (lower case: no name) as `german`
  /// in one subentry (STEW "Eintopf", FILE "Datei": the thesaurus lists some English words
  /// among German ones, and a clue of them says "engl.:").
  bool translates(const std::string& answer, const std::string& german) const;

  /// Whether Ding has `answer` as an English word (a term on its English side).
  bool english(const std::string& answer) const;

  /// The language of the Italian, Spanish or Latin word English took over (ALA, NADA,
  /// RADIX): "it", "es" or "la" (in that order) where its FreeDict dictionary translates
  /// `answer` as `german` or as one of its words ("absolut nichts": nichts); none for a
  /// word of kCommonEnglish's list (read when given among the files) or else.
  std::optional<std::string> loan(const std::string& answer, const std::string& german) const;

  /// The one language of FreeDict's Italian, Spanish, Latin and French files that has
  /// `answer` as a word (not a name, nor an abbreviation's entry of capitals only: ÉAU
  /// "VAE"); none where none or several do (clues-de27: the
  /// language of a word no English list knows, IDEM "lat.:").
  std::optional<std::string> sole_language(const std::string& answer) const;

  /// What Ding says of a German word as a term of its own.
  struct GermanWord {
    int subentries = 0;  ///< where it stands as a term (0: Ding lacks it, a rare word)
    int penalty = 0;     ///< its least note over them ([selten], [fachspr.] ...: rarer)
    /// The English terms of those subentries (spelled A-Z), its first line's first, each
    /// with its cost: 3 a line before it, and the word's note there ([ugs.]: a rarer sense).
    std::vector<std::pair<std::string, int>> english;
    /// The words of its notes ("Erpel (männliche Ente)": MAENNLICHE, ENTE), spelled.
    std::vector<std::string> note_words;
    /// Its parts of speech from Ding's marks ({m} {f} {n} {pl}: kNoun, {vt} {vi} {vr}:
    /// kVerb, {adj}, {adv}), where it is written with a capital and where in lower case.
    unsigned capital_pos = 0, small_pos = 0;
    static constexpr unsigned kNoun = 1, kVerb = 2, kAdjective = 4, kAdverb = 8;
    /// Its numbers as a noun from those marks ({m} {f} {n}: kSingular, {pl}: kPlural), where it
    /// is written with a capital: a plural answer is no singular term's (WOELFE "Ofensau").
    unsigned number = 0;
    static constexpr unsigned kSingular = 1, kPlural = 2;
    /// The least cost of an English term this word shares with `other` (none: Ding does
    /// not make them synonyms).
    std::optional<int> shares(const GermanWord& other) const;
  };
  /// Ding's word `spelled` (A-Z); none when it was not read (neither an answer nor a term
  /// the dictionary was read for).
  std::optional<GermanWord> german_word(const std::string& spelled) const;

  /// A place's qualified category from Ding's note on it ("Hauptstadt von Norwegen" for
  /// OSLO, "Stadt in Indien"), source "dictionary:place" (places_de.cpp).
  std::vector<Candidate> places(const std::string& answer) const;

  /// The place `answer` names in another language, from the note of Ding's German name for
  /// it ("Brünn (Stadt in Tschechien) :: Brno": "Stadt in Tschechien" for BRNO), source
  /// "dictionary:place" (places_de.cpp, clues-de27): the clue where "engl.: Brünn" is only
  /// another name. Each candidate's headword is that German name (its subentry's first term:
  /// "Brünn", "Ismir").
  std::vector<Candidate> other_names(const std::string& answer) const;

  /// What an abbreviation stands for, from Ding's marks ("Christlich-Soziale Union {f}
  /// /CSU/", "Drug Enforcement Administration /DEA/" beside "Amerikanische Drogenbehörde"):
  /// "Abk.: Christlich-Soziale Union", source "dictionary:abbr". None for a word Ding has
  /// as a term of its own on either side (OST is Ost, not an opioid therapy).
  std::vector<Candidate> abbreviations(const std::string& answer) const;

  /// What Ding's own lines of the German word `german` (where it is the first term of the
  /// line's first subentry: "Liste {f}; ... :: list; ...") say of the English word
  /// `answer` (A-Z), in file order: the first of them lists it among its English terms, the
  /// second does, only a later one does, none does, or Ding has no such line (round_trip.hpp,
  /// clues-de19).
  enum class WayBack { kFirstLine, kSecondLine, kLaterLine, kNoLine, kNoOwnLine };
  WayBack way_back(const std::string& answer, const std::string& german) const;

  /// The German-to-`lang` dictionary of the way back (round_trip.hpp); none if not given.
  const ReverseDictionary* reverse(const std::string& lang) const;

  /// The noun plurals of the Ding files read (every line, whatever the answers).
  const Plurals& plurals() const { return plurals_; }

  /// Spelling hash -> the Ding lines (file << 40 | byte offset) where a term of that
  /// spelling stands on one side. A Ding file has over a million terms and the whole load
  /// must stay well under the 0.5 s of clueing a grid: the terms are appended as read and
  /// then grouped by the hash's top bits in one counting sort (a hash table took a cache
  /// miss per term).
  class LineIndex {
   public:
    void add(std::uint64_t hash, std::uint64_t at) { postings_.push_back({hash, at}); }
    /// Groups what was added; lines() needs it.
    void finish();
    /// The lines of `hash`, in file order.
    std::vector<std::uint64_t> lines(std::uint64_t hash) const;

   private:
    struct Posting {
      std::uint64_t hash;
      std::uint64_t at;
    };
    std::vector<Posting> postings_;
    std::vector<std::uint32_t> starts_;  ///< group g: postings_[starts_[g], starts_[g + 1])
  };

 private:
  /// Maps the Ding file `path` (InputError when it is missing) and returns the runs of
  /// letters of it that may spell a needed word (none when all are).
  std::vector<Needed::Run> open_ding(const std::filesystem::path& path);
  /// Reads the lines of ding_[k] (the file `path`) that hold a run of `runs` (all of them
  /// when every word is needed).
  void read_ding(const std::filesystem::path& path, std::size_t k,
                 const std::vector<Needed::Run>& runs);
  void index_side(std::string_view side, bool english, std::uint64_t at,
                  std::vector<std::string_view>& sub_terms);
  /// An answer's entry of a FreeDict file: its word as the index writes it, its spelling
  /// and its text.
  struct FreedictEntry {
    std::string word, spelled, text;
  };
  /// The entries of the answers (foreign_) in FreeDict file `index`: what needs no Ding file.
  std::vector<FreedictEntry> read_freedict(const std::filesystem::path& index) const;
  /// Keeps the translations of `entries` (of language `lang`) that are no case or verb form
  /// and not offensive, by the FreeDict entry or Ding (offensive_: after the Ding files).
  void keep_freedict(const std::vector<FreedictEntry>& entries, const std::string& lang);
  void read_common_english(const std::filesystem::path& list);
  void add_ding(const std::string& answer, std::vector<Candidate>& out) const;
  void add_german(const std::string& answer, std::vector<Candidate>& out) const;

  Needed answers_;               ///< the answers and the terms: what the index holds
  Needed foreign_;               ///< the answers only: what may be a foreign word
  std::vector<FileBytes> ding_;  ///< the text of each Ding file read
  /// A word's spelling -> (file, byte offset of the line) where it stands on that side.
  LineIndex english_, german_;
  LineIndex abbreviated_;  ///< an answer's spelling -> the lines marking it "/CSU/"
  /// A line's first term as written, notes left off ("Liste"), hashed -> its lines: every
  /// line of one or two words there (way_back).
  LineIndex own_;
  std::unordered_set<std::string> offensive_;  ///< German spellings Ding marks offensive
  Plurals plurals_;
  struct Translated {
    std::string lang;                 ///< "fr", "it" ...
    std::vector<std::string> german;  ///< the first sense's translations
    /// The later senses' (Dictionary::candidates offers them after the first sense's; the way
    /// back says which sense is the word's own, round_trip.hpp).
    std::vector<std::string> later;
    bool name = false;  ///< a name German writes the same: no word of `lang` (read_freedict)
    /// The answer is another gender's form of the entry's adjective and the translation the
    /// headword's (kOtherForm).
    bool other_form = false;
  };
  std::unordered_map<std::string, std::vector<Translated>> freedict_;  ///< spelling -> ...
  /// The translations of `t`'s later senses, the `entry`th of the answer's, that the way back
  /// confirms (candidates).
  void add_later_senses(const std::string& answer, const Translated& t, std::size_t entry,
                        std::vector<Candidate>& out) const;
  std::unordered_set<std::string> common_english_;  ///< the answers kCommonEnglish lists
  bool common_english_read_ = false;                ///< whether kCommonEnglish was given
  /// The FreeDict German-to-X files given (freedict-deu-fra ...), read beside the Ding lines
  /// (a file that fails then is read again, and named, when first asked).
  std::vector<std::unique_ptr<ReverseDictionary>> reverse_;
  /// german_word's answers so far: a grid's terms (Mensch, Land ...) are asked for by many of
  /// its answers, and each asks parses all their lines. Up to kMemoMax words.
  mutable std::mutex memo_lock_;
  mutable std::unordered_map<std::string, std::optional<GermanWord>> memo_;
  static constexpr std::size_t kMemoMax = 100000;
  std::optional<GermanWord> read_german_word(const std::string& spelled) const;
};

}  // namespace cwg::clues
