#pragma once
/// How far an English clue can be trusted before anyone reads it (issue 27, clues-en8): the
/// American `--clued-only` fill prefers words whose best clue is a confident one, as the
/// German fill prefers words whose clue is sure (confidence.hpp).
///
/// Calibrated on the 8,711 pooled judged English pairs of every round (bench/clue_ratings/en*.tsv
/// joined with the clues of 3,760 answers as the chooser ranks them today;
/// bench/clue_confidence_en.py): a term that is no generic term of its answer and ranks within
/// 25 of its headword's first sense was 74.4 % good and 5.6 % wrong (4,983 pairs; 65-79 % good
/// and 2-8 % wrong in each of the 18 rating files), every other 42.1 % good and 19.4 % wrong
/// (3,728; 33-50 % and 8-28 %). A one-word generic term ("Property" for AGE, "Site" for TEE):
/// 31 % good, 27 % wrong.
#include <functional>

#include "clues/thesaurus.hpp"

namespace cwg::clues::en {

/// The rank `c` costs within its headword's senses: the thesaurus's offset in
/// ClueSource::candidates, and the base of a stem's or of a reverse entry's senses, taken off
/// (an inflected form's adjective sense, +500, stays costly).
int rank_within(const Candidate& c);

/// Which candidates a caller can print (by_band).
using Offered = std::function<bool(const Candidate&)>;

/// The bound below which a clue that is no generic term can be confident.
inline constexpr int kConfidentWithin = 25;
/// A thesaurus term (neither a WordNet gloss nor a blank) is confident below this rank only.
inline constexpr int kTermWithin = 15;

/// On confidence.hpp's scale (how many of 100 such clues editors printed unchanged), from the
/// pooled judged pairs (clues-en10: the 14,829 judged rows offered at 8d0e4c0): a list clue 80 (as
/// German); a gloss or blank within kConfidentWithin, a thesaurus term within kTermWithin,
/// neither a generic term nor an adjective's similar or related term: 75 (7,446 pairs, 75.3 %
/// good, 4.9 % wrong); a similar or related term, or a thesaurus term ranking from kTermWithin
/// to kConfidentWithin ("ulterior" for SUBTERRANEAN, "incoming" for DESIGNATE): 66 (1,947
/// pairs, 65.7 / 9.0; worse in 26 of the 28 rating files); any other: 42 (5,436, 43.0 / 19.5).
/// A verb's one-word "-ing" form for an answer that is none (AVID "Devouring", LEASE
/// "Letting") is 66 at best (clues-en12: 113 judged top-band rows, 41.6 % good, 8.8 % wrong).
/// A noun's clue that reads as an adjective (Candidate::other_pos: DOLT "Stupid") is 42
/// (clues-en16: the judged first clues this moves back, 26 rows, 19 % good, 38 % wrong).
int confidence(const Candidate& c);

/// The confidence from which an English clue is confident: the top band only.
inline constexpr int kConfident = 70;
/// The confidence from which a clue is at least the middle band: the American --clued-only
/// fill prefers such a word and keeps it in its first try (sources.cpp says why not only the
/// top band).
inline constexpr int kMiddle = 60;

/// Whether `c` (a candidate of ClueSource::candidates, ranked or not) is a confident English
/// clue: confidence(c) >= kConfident. The American --clued-only fill prefers such words.
bool confident(const Candidate& c);

/// Whether `c` is in the middle or the top band (confidence kMiddle or more).
bool middle_or_top(const Candidate& c);

/// `found` (best rank first) by tier, each tier by rank: the clues of the middle and the top
/// band first (clues-en11): a first sense's category of the lowest band after a confident
/// clue (NURSE "Registered ___", not "Health professional"; HOOP "Ring", not "Skeleton").
/// Of the pooled judged pairs, the first clues this moves back were 50.2 % good and 14.7 %
/// wrong (178 pairs, 456 rows); a confident clue moved before a middle-band one (66 to 75)
/// is not: the middle band's first clues then moved back were as good as the blanks put first.
/// clues-en15, checked on the pooled judged rows (bench/clue_ratings/en*.tsv) against the
/// clues of the base: within the middle and top bands an adjective's similar term comes after
/// the word's other clues (DICEY "Chancy", not "Dangerous"; INURED "Hardened", not
/// "Toughened"): the similar terms first then were 57.6 % good and 8.4 % wrong (207 judged
/// answers, 382 rows), the clues put first 68.4 / 7.9 where judged (38 rows). Within the
/// lowest band the word's first WordNet gloss when it is a full one (full_gloss) comes
/// first and a generic term last (TUFT "Bunch of feathers or hair", not "Bunch"; DEC "Last
/// month of the year: Abbr.", not "Celestial latitude"): the lowest band's first clues this
/// moves back were 40.7 % good and 19.4 % wrong (324 answers, 814 rows), the clues put first
/// 79.3 / 2.2 where judged (92 rows).
/// Within the middle and top bands a term kSharedSenses of the answer's senses give takes the
/// place of a middle-band term one sense gives that `offered` (the clues that can be printed;
/// empty: all) accepts, the confident clues keeping theirs (clues-en28).
std::vector<Candidate> by_band(std::vector<Candidate> found, const Offered& offered = {});

/// Whether the chooser may take `c` for `front`, the best clue left (a tie of an American
/// grid): one rank, one tier, and not a lone middle-band term behind a term several senses
/// give (a shared term by_band put first can rank after the lone ones it passed).
bool ties(const Candidate& front, const Candidate& c);

/// How many of the answer's senses give a term for it to go before a middle-band term only
/// one sense gives (by_band; clues-en28). Of the pooled judged rows of the middle band a term
/// two senses or more share was 86 % good and 0.2 % wrong (407 rows), one sense's 60.6 and
/// 9.8 (3,235).
inline constexpr int kSharedSenses = 2;

/// The most words a full gloss has: a longer one reads as a dictionary's and is ranked with
/// the lowest band's terms, not first (TRAITOR "One who says one thing and does another",
/// EDDY "Founder of Christian Science in 1866 Mary Baker ___"; clues-en16: of the pooled
/// judged rows, glosses of 7 words were 54 % good and 31 % "wordy", of 3 to 5 words 67-69 %
/// and 7-11 %; the first clues this moves back, 9 judged answers: 6 rows, 0 % good; the
/// clues put first: 23 rows, 74 % good).
inline constexpr int kFullGlossWords = 6;

/// Whether `c` is a WordNet gloss of three words to kFullGlossWords ("Bunch of feathers or
/// hair"): not a gloss cut to two words ("Cardinal number", "Port city").
bool full_gloss(const Candidate& c);

/// The fewest words of a wordy gloss (wordy_gloss).
inline constexpr int kWordyGlossWords = 5;

/// Whether `c` is a WordNet gloss of the middle or top band an editor would not print while
/// the word has a plain synonym: kWordyGlossWords words or more, or one fewer that spells out
/// the answer's morphology ("Act of ...", "Quality of being ..."). by_band puts the first
/// such synonym of the answer's first noun meaning (a familiar word of the middle or top band,
/// no category, similar term or word of another part of speech; Candidate::first_noun,
/// familiar) that ranks no later than the gloss (its tier put it after: an unattested term) in
/// its place when it comes first (clues-en29): EATER "Feeder", not "One who consumes food for
/// nourishment"; NAP "Sleep", not "Period of time spent sleeping"; BLOC "Axis", not "Group of
/// countries in special alliance"; KETTLE "Boiler", PRETENSE "Feigning". Of the pooled judged
/// rows the first clues this moves back were 17 % good (6 answers), the new 71 % (5), none
/// wrong.
bool wordy_gloss(const Candidate& c);

/// The tier by_band orders by (0 first): a clue of the middle or top band (0), an adjective's
/// similar term or a field's blank there (1; clues-en18: Candidate::technical), and a
/// middle-band synonym the tagged texts never use in its meaning (1; clues-en20:
/// Candidate::unattested; of the pooled judged rows, counted by a script of cntlist.rev that
/// counts adjective satellites too, the middle band's one-word synonyms unused in the sense
/// were 56.8 % good and 15.6 % wrong where the term is never used, 61.4 / 10.1 where used
/// only otherwise, used ones 68.0 / 5.5; the first clues this moves back, 72 judged
/// answers: 57 % good, 13 % wrong a pair); of the lowest
/// band the word's first gloss (`first_gloss`: no WordNet clue of the word comes before `c`)
/// when it is a full one and no category (2), a term that is no generic one (3), a generic
/// term or a gloss ranked as one (4), a noun's clue that reads as an adjective (5: DOLT
/// "Stupid", Candidate::other_pos; clues-en16). The chooser's ties are of one rank and one
/// tier.
int tier(const Candidate& c, bool first_gloss);

}  // namespace cwg::clues::en
