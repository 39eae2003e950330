#pragma once
/// What the English (American) clue rules read besides the thesaurus, and how they change
/// a WordNet term into a clue an American editor would print (issue 27):
/// - agreement: a term of a stem's sense is put in the answer's form (agree_en.hpp), or
///   dropped when the form cannot be made (no noun for ERECTED, no verb for PLANETS);
/// - senses: a proper noun's sense ("Tell", "Cam") after every common one, and never for an
///   inflected answer; an abbreviation's sense (ETA, ERA) after the others, marked "Abbr.";
/// - familiarity: a term word missing from Debian's american-english-small (wamerican-small)
///   costs, one missing from american-english (wamerican) too costs more ("ousel");
/// - broad categories: a generic term costs by how many headwords it is generic for ("site",
///   "property", "change of state" are; "peg", "archer" are not);
/// - fill-in-the-blank: a short answer that is a word of a common phrase the thesaurus has
///   as a headword ("ginger ale") gets the phrase with a blank ("Ginger ___"), unless another
///   word of its length fills the blank too ("Jet ___": LAG, SET), it names a plant, an animal
///   or a substance ("Gnu ___", "Heavy ___"), or its other words are particles ("___ up").
#include <array>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "clues/agree_en.hpp"
#include "clues/gcide_en.hpp"
#include "clues/needed.hpp"
#include "clues/speller.hpp"
#include "dict/wordnet.hpp"

namespace cwg::clues::en {

/// wamerican-small's and wamerican's lists.
inline constexpr const char* kSmallList = "/usr/share/dict/american-english-small";
inline constexpr const char* kMediumList = "/usr/share/dict/american-english";

/// A headword's WordNet synsets in one part of speech and the generic terms' synsets (its
/// hypernyms, or what a name is an instance of) of each: where a term of its thesaurus
/// meanings stands in WordNet.
struct HeadSenses {
  wordnet::Pos pos = wordnet::Pos::Noun;
  std::vector<wordnet::Synset> own;
  std::vector<wordnet::Synset> generic;
};

/// One meaning of a headword, as add_senses sees it.
struct Sense {
  std::string_view answer;    ///< the grid's word, A-Z
  std::string_view stem;      ///< the spelling of the headword whose meaning this is, A-Z
  std::string_view pos_tag;   ///< "(noun)", "(verb)" ...
  std::string_view own_text;  ///< the headword's own term in the meaning ("Tell", "ERA"), or ""
  bool abbreviation = false;  ///< the answer abbreviates a term of the meaning (abbreviates)
  const HeadSenses* wordnet = nullptr;  ///< the headword's synsets in this part of speech
  /// The answer shortens a unit's name of the meaning (GAL "gallon", ATM "atmosphere"): an
  /// abbreviation that is the word's first sense, not ranked after its others.
  bool unit = false;
};

/// Whether `answer` (A-Z) is an abbreviation of `term`: its first letters (OCT of "October",
/// SEP of "September", at most 4 letters for at least 2 more) or its words' initials (RBI of
/// "run batted in", ASL of "American sign language").
bool abbreviates(std::string_view answer, std::string_view term);

/// Whether `word` is an abbreviation written in lower case: 2-4 letters, no vowel (yr, hr,
/// lb, pct, mph; a "y" first only, as in "yr"; no "w" after the first letter: the Welsh
/// "cwm" is a word).
bool vowelless(std::string_view word);

/// Whether a WordNet gloss is a month's or a weekday's ("the month following August ...",
/// "the third day of the week ..."): a clipped name of it (SEPT, TUES) is an abbreviation.
bool calendar_gloss(std::string_view gloss);

/// Whether `term` is `answer` with a suffix that makes a word of a word (ARAB "Arabian", LAPP
/// "Lapplander"): where the answer is a word itself, a derivation, not an
/// abbreviation.
bool derives(std::string_view answer, std::string_view term);

/// Whether `a` and `b` (A-Z, four letters or more) read as one word spelled two ways: one
/// is the other with its last letter doubled (ENROL, ENROLL), or at most two edits apart with
/// the same consonants, a doubled one counted once (TIRO "tyro", EERY "eerie", SHERD
/// "shard"); not CAMPY beside CAMP (a suffix) nor HAMMOCK beside HUMMOCK (the speller's
/// business: both are words).
bool near_spelling(std::string_view a, std::string_view b);

/// The other spellings of `word` (A-Z) one of its WordNet synsets lists (any part of speech),
/// upper case: four letters or more, the same first letter, and near_spelling or one letter
/// changed (TSAR: TZAR; SARAPE: SERAPE; not CAMPY beside CAMP), sharing more than half of the
/// senses of the one with fewer (not MASS and MESS, two words sharing one sense). An editor prints
/// one spelling of a word in a grid.
std::vector<std::string> spelling_twins(std::string_view word);

/// Whether `a` and `b` (A-Z), two words of one meaning, are one word spelled two ways, which
/// near_spelling's two edits miss: the same after a sound English spells two ways is folded
/// (TSAR "Czar", GYBE "Jibe", DONUT "Doughnut"); one letter more inside (SOS "Sols", MEW
/// "Meow"); or the same consonants three edits apart at most, the first letter alike and the
/// second of one kind (PALETTE "Pallet", KRIS "Crease"). Not for two words of other meanings
/// (HOWL and YOWL).
bool synonym_spelling(std::string_view a, std::string_view b);

/// Whether `text` (or a part of it between hyphens) is a spelling variant of `answer`:
/// four letters or more, the same first two letters, two letters changed, added or dropped at
/// most (SARI "saree", CLEW "clue", GRAY "grey-headed"), or one letter and a suffix
/// ("greyish").
bool spelling_variant(std::string_view answer, std::string_view text);

/// The value of `answer` (A-Z) as a Roman numeral of two letters or more written the usual
/// way (XIV, LXI, MIX), or 0 (VIM, ILL, DIM, MILD are none).
int roman_value(std::string_view answer);

/// Whether `term` names a number in words only ("seven", "sixty-four", "one hundred").
bool number_name(std::string_view term);

/// Whether a noun `stem` (A-Z) makes its plural with "-es" (BUS, BOX, CHURCH, ASH).
bool sibilant(std::string_view stem);

/// Whether a word of `text` is the one `answer` (A-Z; a plural by its singular) clips: it
/// begins with it and goes on for three letters or more (REPS "representatives", VETS
/// "veterinarians", PECS "pectoral"), which gives the answer away.
bool clipped(std::string_view answer, std::string_view text);

/// A term as it is offered: its text and the rank it costs beyond the thesaurus's own.
struct Offer {
  std::string text;
  int penalty = 0;
  /// A verb's "-ing" form for an answer that is none (AVID "Devouring", LEASE "Letting"):
  /// the middle band at best (Candidate::participle).
  bool participle = false;
  /// A one-word term a reader takes for another part of speech than the sense's
  /// (other_pos, Candidate::other_pos).
  bool other_pos = false;
  /// A WordNet gloss's words as the ranking counted them, before the editor's short form
  /// (style_en.hpp: "Fish eggs" of "Fish eggs or egg-filled ovary"); 0 for other offers.
  int gloss_words = 0;
  /// A WordNet gloss that names only a category of the sense (bare_category): ranked as a
  /// generic term.
  bool generic = false;
  /// A WordNet gloss cut down to its kind (two words left of a cut, one by the editor's short
  /// form: RIGA "Port city"): a name's kind by its place ranks before it.
  bool kind = false;
  /// A WordNet gloss of a name's sense (an instance: "British political cartoonist" for
  /// LOW): no plural of it clues a plural answer.
  bool name = false;
  /// Which of WordNet's noun senses of the word a gloss is (0: the one a solver reads first).
  int sense = 0;
  /// A blank of a field's term (technical_phrase: "___ typhus", "___ constancy"): after
  /// the other clues of its band (Candidate::technical).
  bool technical = false;
  /// A one-word synonym the sense-tagged texts never use in this meaning (unattested):
  /// after the other clues of its band (Candidate::unattested).
  bool unattested = false;
  /// A term every word of which wamerican-small lists (Candidate::familiar).
  bool familiar = false;
  /// A gloss of one of many kinds ("any of various ... boats"): its head noun as the gloss
  /// now has it, in the singular ("boat"); "" for any other gloss.
  std::string head{};
  /// A clue only for a word nothing else clues: a given name's blank that only the person's
  /// kind makes one person's (ALAN "English mathematician ___ Turing"; OSCAR keeps "Academy
  /// Award" first), or an adjective's WordNet clue (adjective_clues).
  bool sole = false;
};

class EnglishData {
 public:
  /// Reads the two word lists, counts the generic terms of the thesaurus's data `dat` and
  /// collects the phrases of its index `idx` that hold one of `answers` as a word. Throws
  /// InputError naming a list that is missing.
  EnglishData(std::string_view idx, std::string_view dat, const Needed& answers,
              const Speller* speller);

  /// The phrases `answer` stands in, with a blank for it ("Ginger ___"), each with its rank.
  std::vector<Offer> blanks(const std::string& answer, bool ranked = true) const;

  /// `term` (a generic one when `generic`) offered for `sense`, or nullopt when it cannot
  /// clue it (see the file comment).
  std::optional<Offer> offer(const Sense& sense, const std::string& term, bool generic) const;

  /// Short definitions from WordNet's glosses of `answer`'s own noun senses (Debian
  /// wordnet-base): "Goddess of discord" for ERIS, "City in northern India" for AGRA, "Cry
  /// of a crow" for CAW, each with its rank (a name's before its bare category "City").
  std::vector<Offer> glosses(const std::string& answer) const;

  /// A plural answer's glosses (INKS, ANODES: no WordNet lemma of their own) from its
  /// singular's, the head noun in the plural ("Positively charged electrodes" for ANODES),
  /// each with the singular's rank: narrower than the generic terms the stem's senses give
  /// ("Cultures" for MEMES), and ranked as a category among them. Only the first sense's gloss of a
  /// common noun, a plain noun phrase of four words at most ("Small sofas" for SETTEES).
  std::vector<Offer> plural_glosses(const std::string& answer) const;

  /// The form `answer` is of `stem` in a sense of part of speech `pos` (agree_en's form_of),
  /// an irregular one from WordNet's exception list of that part of speech too: TOLD of TELL
  /// a past, KNIVES of KNIFE and OVA of OVUM plurals of nouns (GEESE no verb's form).
  Form form(std::string_view answer, std::string_view stem, Pos pos) const;

  /// An adverb's clues from WordNet's adverb senses (adverbs_en.cpp; the thesaurus has
  /// hardly any): the sense's other adverbs ("Mindlessly" for SENSELESSLY), the adverbs of
  /// the adjective it derives from ("Ridiculously" for ABSURDLY), its gloss's first clause
  /// ("With few mistakes" for ACCURATELY); each with its rank, a later sense after.
  std::vector<Offer> adverb_clues(const std::string& answer) const;
  /// An adjective's clues from WordNet's adjective senses, as adverb_clues has them: the
  /// sense's other adjectives ("Stellar" for ASTRAL, "Pecuniary" for MONETARY: the
  /// thesaurus writes them in one meaning with the related nouns, which no clue takes), its
  /// gloss's first clause ("Not yet brought into existence" for UNBORN).
  std::vector<Offer> adjective_clues(const std::string& answer) const;
  /// An "-ly" answer's clues where nothing else clues it (UNFLINCHINGLY, BRUSKLY, FESTIVELY: no
  /// adverb sense of its own, or one whose gloss names its adjective): the adverbs of the
  /// other adjectives of its adjective's first sense, and of that sense's head for a
  /// satellite, each one WordNet derives from that very synset ("Fearlessly", "Curtly",
  /// "Gaily"; not "Largely" for CAPACIOUSLY, whose "large" is another sense), in the lowest
  /// band as adverb_clues has them.
  std::vector<Offer> sense_adverbs(const std::string& answer) const;
  /// GCIDE's definitions of `answer` (gcide_en.hpp) in the editor's form, for a word no other
  /// source clues: "On or at the top" for ATOP, "Everybody" for EVERYONE, "Before,
  /// poetically" for ERE; each with its rank, all in the lowest band (kConfidentWithin on).
  std::vector<Offer> gcide_clues(const std::string& answer) const;

  /// How often WordNet's sense-tagged texts use `spelled` (A-Z) in any sense (0: never, or
  /// not a WordNet lemma).
  int tagged(const std::string& spelled) const;
  /// How often the sense-tagged texts use `text` (lower case) as a noun, in all its senses.
  int noun_uses(const std::string& text) const;
  /// Whether WordNet has `spelled` (A-Z) as another part of speech but not as a noun (ANON,
  /// an adverb, whose thesaurus entry holds the sweetsop's "sugar apple").
  bool noun_unknown(const std::string& spelled) const;
  /// The rank a meaning of `spelled` costs for its part of speech `pos_tag` ("(noun)" ...)
  /// when the texts use the word far more often as another part of speech.
  int pos_penalty(const std::string& spelled, std::string_view pos_tag) const;
  int pos_penalty(const std::string& spelled, wordnet::Pos pos) const;
  /// Whether a reader takes the one-word clue `spelled` (A-Z) for another part of speech
  /// than `pos`: for a noun's sense, the tagged texts (cntlist.rev) use it as an adjective
  /// or adverb kModifierUses times or more and over three times as often as a noun or verb
  /// (DOLT "Stupid", MANURE "Organic", TORY "American").
  bool other_pos(const std::string& spelled, wordnet::Pos pos) const;
  bool other_pos(const std::string& spelled, std::string_view pos_tag) const;

  /// The headword's (lower case, as the thesaurus spells it) synsets for `pos_tag`
  /// ("(noun)" ...), or nullopt when WordNet has none.
  std::optional<HeadSenses> head_senses(const std::string& headword,
                                        std::string_view pos_tag) const;

  /// What the `within`-th sense of `headword` (one of `head`'s, which holds `term`) costs
  /// when the sense-tagged texts never use the word so but use it in another sense (DOSE
  /// "clap", COKE "snow"): kUnusedSense, else 0.
  int unused_sense(const HeadSenses& head, std::size_t within, const std::string& headword,
                   const std::string& term) const;

  /// Whether the word lists spell `stem` (A-Z) with a capital only and at least half of
  /// `senses` spell it so: a solver reads it as that name first (EDDA the Norse poems, not the
  /// taro; MIRO the painter, not the pine; pooled judged rows of its lower-case senses:
  /// 23 % good, 48 % wrong).
  bool named_first(const std::vector<wordnet::Synset>& senses, std::string_view stem) const;

  /// What `term` costs as a clue for a meaning of `head` (negative: a gain), by how writers
  /// use it in that meaning (WordNet's sense-tagged counts): "die" (141 uses in the sense)
  /// before "croak" (1) for PREDECEASED, and a term whose sense here is not its first and
  /// never used ("dope" for cola, its third sense) far after the others.
  int usage(const HeadSenses& head, const std::string& term, bool generic) const;

  /// Whether the one-word `term` stands in a synset of `head` (not an adjective satellite,
  /// whose uses are not counted) that WordNet's sense-tagged texts never use it in: a solver
  /// reads it in another sense, or does not know it ("Sunburns" for TANS, "Clincher" for
  /// DETERMINER, "Sleazes" for TATS).
  bool unattested(const HeadSenses& head, const std::string& term) const;

  /// Whether WordNet has `term` as a noun.
  bool noun(const std::string& term) const { return entry(wordnet::Pos::Noun, term) != nullptr; }

  /// The cost of a term's words the American solver knows less well.
  int unfamiliar(std::string_view term) const;
  /// Whether the head noun of the gloss `text` is a plural ("Wading birds of warm regions"):
  /// no clue for a singular answer.
  bool plural_head(const std::string& text) const;
  /// Whether the noun sense `s` of `answer` is one a paper never prints: the sense holds a
  /// word never printed (ASS "fleshy part of the human body" beside "arse") or is offensive
  /// for the answer (taste.hpp); the thesaurus drops such a meaning's terms, glosses() its gloss.
  bool vulgar(const std::string& answer, const wordnet::Synset& s) const;
  /// Whether noun sense `sense` (0: the first) of `headword` is a drug's street name
  /// (WordNet's gloss "street name for ..."): ROPE "roach" for Rohypnol, ACID "window pane".
  bool street_name(std::string_view headword, std::size_t sense) const;
  /// A cut gloss without the adjective it ends on ("unit of radioactivity [equal]" for CURIE,
  /// "local and habitual [twitching]" for TIC: nothing is left), or "" when one word is left.
  std::string without_dangling_adjective(std::string text) const;
  /// Whether `term` is one lower-case word of four letters or more that is on neither word
  /// list, nor two words of the small list run together ("emmet", "rhizopod"; not
  /// "jobholder").
  bool unknown_word(std::string_view term) const;
  /// Whether `term` is one word in "-ing" whose stem (as it is, with "e", or with its last
  /// letter undoubled) is a word of wamerican, and `answer` (A-Z) ends in no "ING": a verb's
  /// form, "devouring" for AVID; not "nothing" for NIL nor "fledgling" for NEWBIE.
  bool participle(std::string_view answer, std::string_view term) const;
  /// What `term` costs as a similar term of an adjective: the head of a broad cluster costs
  /// as a broad category does.
  int similar_cost(const std::string& term) const;
  /// How many headwords name `term` their generic term.
  int generic_count(const std::string& term) const;
  /// Whether a lower-case word of `text` (as the source writes it: no name) is one wamerican
  /// lists and Hunspell's en_US does not spell: a British or variant
  /// spelling an American paper does not print ("Greyish brown", "Ploughed", "Judgement in
  /// ___", "Dietician"). Each word is asked once.
  bool unamerican(std::string_view text) const;
  /// Whether `text` is a species' Latin name, a genus WordNet has and a second word
  /// ("Acinonyx jubatus" for CHEETAH, "Lutjanus apodus" for SCHOOLMASTER): harder than any
  /// answer it could clue.
  bool binomial(std::string_view text) const;
  /// Whether a word of `text` is a spelling of `answer` (A-Z) Hunspell's en_US does not know:
  /// five letters or more, the answer's first letter, two edits apart at most (SCHTICK
  /// "Shtik", BURSA "Brusa"); spelling_variant's rule wants the same first two letters, which
  /// "Squirts" for SPURTS and "Evade" for ELUDE share with no variant.
  bool unspelled_variant(std::string_view answer, std::string_view text) const;
  /// `clue` of `word` (A-Z; an inflected answer's stem) with the editor's mark of its
  /// meaning's synsets `senses`: with_usage_mark's, else ": Var." where `word` is a variant
  /// spelling in each of them (variant_of).
  std::string marked(std::string clue, std::string_view word,
                     const std::vector<const wordnet::Synset*>& senses) const;
  /// Whether `word` (A-Z) is, in `synset`, a variant spelling of a word listed before it:
  /// Hunspell's en_US spells that word but not `word`, and near_spelling says the two are
  /// one word spelled two ways (EGIS "aegis", TIRO "tyro", ENROL "enroll", EERY "eerie").
  bool variant_in(std::string_view word, const wordnet::Synset& synset) const;

 private:
  void read_phrases(std::string_view idx, const Needed& answers);
  /// Whether another word of `answer`'s length fills `blank` ("jet ___": SET beside LAG).
  bool ambiguous(const std::string& blank, const std::string& answer) const;
  /// Whether every word of `blank` but the blank is a particle or of one or two letters:
  /// "___ up" (TIER), "___ like" lead a solver nowhere.
  static bool particles_only(std::string_view blank);
  /// What the phrase `full` ("call for") costs as a blank beyond the others: no noun or verb
  /// phrase, or one writers never use.
  int weak_blank(const std::string& full) const;
  /// A people's member by the capital of their land: WordNet's gloss "a native or
  /// inhabitant of Pakistan" -> "Islamabad native" (the land's part that is an instance of
  /// "national capital", spelled as wamerican spells it); "" for any other gloss.
  std::string capital_native(std::string_view gloss) const;
  /// glosses()'s last step: the kinds by place (placed_kinds, category_en.hpp) of the name
  /// whose gloss `out` ranks best (of `offsets`, the answer's noun senses), right after it.
  void add_placed_kinds(const std::string& answer, const std::vector<long>& offsets,
                        std::vector<Offer>& out) const;
  /// A given name's blank ("___ Smith" for IAN, `full` "ian smith") with the person's kind
  /// from WordNet's gloss ("Rhodesian statesman ___ Smith"): which Smith; `phrase` as it is
  /// when WordNet has no such person or the hint does not fit.
  std::string with_person_hint(const std::string& phrase, const std::string& full) const;
  /// The person (WordNet's first noun sense, an instance in noun.person) `full` ("ian
  /// smith") names, or nullopt.
  std::optional<wordnet::Synset> person_of(const std::string& full) const;
  /// Whether every word of `blank` but the blank is one the small list has.
  bool small_words(std::string_view blank) const;
  /// What a modifier's clues of part of speech `pos` cost beyond their band: nothing where
  /// the tagged texts use the word most in `pos` (or WordNet has it in no other), else
  /// enough to come after all its other clues (DEAR, FAST, DEEP, SOME).
  int modifier_behind(const std::string& answer, wordnet::Pos pos) const;
  /// Whether WordNet derives one of `adverb`'s (lower case) senses from the adjective synset
  /// at `adjective` (its "\\" pointer): the adverb says that sense ("largely" is not of the
  /// "large" that is "great in size").
  bool derived_from(const std::string& adverb, long adjective) const;
  /// WordNet's index entry of `lemma` in `pos`, looked up once (the terms of a fill's
  /// 100,000 words repeat): null when there is none.
  const wordnet::Entry* entry(wordnet::Pos pos, std::string_view lemma) const;
  /// How many senses of `spelled` the tagged texts use, per part of speech.
  std::array<int, 4> tags(const std::string& spelled) const;

  /// The medium list's words it spells with a capital only (lower-cased: "edda", "miro"; the
  /// small list is a part of it). Before the lists: filled as the medium one is read.
  std::unordered_set<std::string> capital_only_;
  std::unordered_set<std::string> small_, medium_;  ///< lower-cased words
  std::unordered_map<std::string, int> generic_, similar_;
  std::unordered_map<std::string, std::vector<std::string>> phrases_;  ///< answer -> phrases
  /// A blank of phrases_ and its length (blank_key) -> the words of the medium list that fill
  /// it in the index's phrases.
  std::unordered_map<std::string, std::vector<std::string>> fillers_;
  const wordnet::WordNet* wordnet_;
  mutable std::mutex entries_mutex_;
  mutable std::unordered_map<std::string, std::optional<wordnet::Entry>> entries_;
  /// Whether Hunspell spells `word` (Speller asks once a word).
  bool spells(const std::string& word) const;
  const Speller* speller_;
  Gcide gcide_{kGcideIndex};
};

}  // namespace cwg::clues::en
