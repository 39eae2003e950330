// A clue's confidence from its evidence (clues/confidence.hpp) and the --clued-only fill's
// preference for words with a sure clue (clues/fill_words.hpp).
#include <gtest/gtest.h>

#include "clues/confidence.hpp"
#include "clues/fill_words.hpp"

namespace cwg::clues {
namespace {

Candidate term(unsigned evidence, bool confirmed = false, bool generic = false) {
  Candidate c{"Wort", "thesaurus", 0, {}, false};
  c.evidence = evidence;
  c.confirmed = confirmed;
  c.generic = generic;
  return c;
}

TEST(ClueConfidence, ConfirmedTermsAboveUnconfirmedAboveGenericOnes) {
  const int confirmed = confidence(term(kTermInDing | kAnswerInDing, true));
  const int unconfirmed = confidence(term(kNoneConfirmed | kTermInDing));
  const int generic = confidence(term(kNoneConfirmed | kTermInDing, false, true));
  EXPECT_GE(confirmed, kConfident);
  EXPECT_LT(unconfirmed, kConfident);
  EXPECT_LT(generic, unconfirmed);
  // Confirmed for the answer's stem only (AALE through Aal): no surer than another sense.
  EXPECT_LT(confidence(term(kStemTerm | kTermInDing, true)), kConfident);
  // An unknown or marked term in a meaning whose other term Ding confirms: another sense.
  EXPECT_LT(confidence(term(kSenseConfirmed | kTermUnfamiliar)),
            confidence(term(kSenseConfirmed | kTermInDing)));
  // With no meaning confirmed, a phrase says more than one word.
  EXPECT_GT(confidence(term(kNoneConfirmed | kPhrase)), confidence(term(kNoneConfirmed)));
}

// clues-de9: an abbreviation's kind (ESA "Anstalt", IATA "Institut": none of 27 judged good)
// is a last resort a --clued-only fill does not count on; a confirmed term of it is not.
TEST(ClueConfidence, AnAbbreviationsKindIsALastResort) {
  const Candidate kind = term(kNoneConfirmed | kTermInDing | kAbbreviation, false, true);
  const Candidate other = term(kNoneConfirmed | kTermInDing | kAbbreviation);
  const Candidate confirmed = term(kTermInDing | kAnswerInDing | kAbbreviation, true);
  EXPECT_LT(confidence(kind), kUnsure);
  EXPECT_TRUE(last_resort(kind));
  EXPECT_LT(confidence(other), confidence(term(kNoneConfirmed | kTermInDing)));
  EXPECT_FALSE(last_resort(other));
  EXPECT_GE(confidence(confirmed), kConfident);
  EXPECT_FALSE(last_resort(confirmed));
  EXPECT_FALSE(last_resort(term(kNoneConfirmed | kTermInDing, false, true)))
      << "a kind's name of a word is unsure, but no last resort";
}

// clues-de9: a one-word term of a short answer in no confirmed meaning is less sure than a
// longer answer's (24 % against 42 % good); a phrase is not.
TEST(ClueConfidence, UnconfirmedTermsOfShortAnswersLessSure) {
  EXPECT_LT(confidence(term(kNoneConfirmed | kTermInDing | kShortAnswer)),
            confidence(term(kNoneConfirmed | kTermInDing)));
  EXPECT_GE(confidence(term(kNoneConfirmed | kTermInDing | kShortAnswer)), kUnsure);
  EXPECT_EQ(confidence(term(kNoneConfirmed | kPhrase | kShortAnswer)),
            confidence(term(kNoneConfirmed | kPhrase)));
  EXPECT_EQ(confidence(term(kTermInDing | kShortAnswer, true)),
            confidence(term(kTermInDing, true)));
  EXPECT_EQ(evidence_letters(kAbbreviation | kShortAnswer), "BK");
}

// clues-de12: a confirmed term one meaning gives and no other source is less sure than one
// sources agree on, most of all for a short answer (65 % good against 79 %); a phrase of a
// meaning whose one-word terms Ding translates unlike the answer is unsure (INERT "immer
// wieder": 17 % good, 41 % wrong).
TEST(ClueConfidence, TermsSourcesAgreeOnAndDisputedPhrases) {
  const int agreed = confidence(term(kTermInDing | kAnswerInDing, true));
  const int alone = confidence(term(kTermInDing | kAnswerInDing | kOneSource, true));
  const int short_alone =
      confidence(term(kTermInDing | kAnswerInDing | kOneSource | kShortAnswer, true));
  EXPECT_LT(alone, agreed);
  EXPECT_LT(short_alone, alone);
  EXPECT_GE(short_alone, kConfident);
  EXPECT_EQ(confidence(term(kTermInDing | kAnswerInDing | kShortAnswer, true)), agreed);
  const int phrase = confidence(term(kNoneConfirmed | kPhrase | kAnswerInDing));
  const int disputed =
      confidence(term(kNoneConfirmed | kPhrase | kAnswerInDing | kMeaningDisputed));
  EXPECT_GE(phrase, kConfident);
  EXPECT_LT(disputed, confidence(term(kNoneConfirmed | kTermInDing | kDingDisagrees)));
  EXPECT_GE(disputed, kUnsure);
  EXPECT_EQ(evidence_letters(kOneSource | kMeaningDisputed), "OQ");
}

// clues-de16: a preposition or personal pronoun for another (SEIT "nach", EUER "dein") is
// unsure whatever confirms it (26 % good, 50 % wrong of 34 pooled judged rows).
TEST(ClueConfidence, PrepositionsAndPronounsUnsure) {
  EXPECT_EQ(confidence(term(kTermInDing | kAnswerInDing | kFunctionWord, true)), 20);
  EXPECT_LT(confidence(term(kTermInDing | kAnswerInDing | kFunctionWord, true)),
            confidence(term(kTermInDing | kAnswerInDing, true)));
  EXPECT_EQ(evidence_letters(kFunctionWord), "G");
}

// clues-de30: a term the thesaurus marks a trade's, a region's or the past's word ("Decke
// (fachspr., Jargon)" for MANTEL, "Zähre (veraltet)" for TRAENE) is unsure even where Ding
// confirms it (36 % good of 84 pooled judged rows); unconfirmed, of an answer of 5 letters
// or more, editors print fewer than 1 in 10 (9 % good, 62 % wrong of 45 rows); a short
// answer's unconfirmed terms are unsure anyway (AUGE "Sehorgan" was judged good).
TEST(ClueConfidence, TermsTheThesaurusMarksRareUnsure) {
  const int plain = confidence(term(kTermInDing | kAnswerInDing | kOneSource, true));
  const int rare =
      confidence(term(kTermInDing | kAnswerInDing | kOneSource | kThesaurusRare, true));
  EXPECT_LT(rare, kConfident);
  EXPECT_LT(rare, plain);
  EXPECT_GE(rare, confidence(term(kNoneConfirmed | kTermInDing)))
      << "still surer than an unconfirmed plain term";
  EXPECT_LT(confidence(term(kNoneConfirmed | kTermInDing | kThesaurusRare)), kUnsure);
  EXPECT_LT(confidence(term(kSenseConfirmed | kTermInDing | kThesaurusRare)), kUnsure);
  EXPECT_EQ(confidence(term(kNoneConfirmed | kTermInDing | kShortAnswer | kThesaurusRare)),
            confidence(term(kNoneConfirmed | kTermInDing | kShortAnswer)));
  EXPECT_EQ(confidence(term(kTermInDing | kStemTerm | kThesaurusRare, true)),
            confidence(term(kTermInDing | kStemTerm, true)))
      << "no surer than a stem's confirmed term";
  EXPECT_EQ(evidence_letters(kSenseConfirmed | kThesaurusRare), "Sr");
}

TEST(ClueConfidence, BySource) {
  const Candidate list{"Fibel", "list:l.txt:1", 0, {}, false};
  const Candidate place{"Staat in Asien", "cldr", 0, {}, false};
  Candidate ding{"Ergebnis", "dictionary:de", 0, {}, false};
  ding.evidence = kTermInDing;
  Candidate odd = ding;
  odd.evidence |= kTermUnfamiliar;
  EXPECT_GE(confidence(list), kConfident);
  EXPECT_GE(confidence(place), kConfident);
  EXPECT_GE(confidence(ding), kConfident);
  EXPECT_LT(confidence(odd), kConfident) << "a Ding synonym Hunspell does not know";
  EXPECT_EQ(evidence_letters(kNoneConfirmed | kTermInDing | kStemTerm), "NDT");
  EXPECT_EQ(evidence_letters(0), "");
}

Candidate translation(const std::string& text, const std::string& lang, unsigned evidence) {
  Candidate c{text, "dictionary:" + lang, 0, {}, false};
  c.evidence = evidence;
  return c;
}

// Judged: the school languages' first sense 71 % good, Spanish and Latin 26 %, Swedish none,
// a German side Hunspell does not know 15 %, the short form never printed unchanged.
TEST(ClueConfidence, TranslationsByLanguageAndEvidence) {
  const int first = confidence(translation("engl.: Haus", "en", kFirstTranslation));
  const int later = confidence(translation("engl.: Bau", "en", 0));
  EXPECT_EQ(first, kConfidentTranslation);
  EXPECT_GE(later, kConfident);
  EXPECT_LT(later, first);
  EXPECT_EQ(confidence(translation("ital.: See", "it", kFirstTranslation)), first);
  EXPECT_LT(confidence(translation("span.: See", "es", kFirstTranslation)), kConfident);
  EXPECT_LT(confidence(translation("lat.: Licht", "la", kFirstTranslation)), kConfident);
  EXPECT_LT(confidence(translation("schwed.: Pfote", "sv", kFirstTranslation)), kUnsure);
  EXPECT_LT(confidence(translation("frz.: Spinneln", "fr", kFirstTranslation | kTermUnfamiliar)),
            kUnsure);
  EXPECT_LT(confidence(translation("en: Haus", "en", kFirstTranslation)), kConfident)
      << "the short form";
  EXPECT_GE(confidence(translation("Abk.: Kilogramm", "abbr", 0)), kUnsure);
  EXPECT_EQ(evidence_letters(kFirstTranslation | kTermUnfamiliar), "UF");
}

// A rarer English word (clues-de36): each translation 35 less sure, the word's own and not
// one clue's, so the order of its clues (order_confidence) is as without it; another gender's
// form translated as its headword is a last resort.
TEST(ClueConfidence, RarerEnglishWordsAndOtherGenderForms) {
  const Candidate oma = translation("engl.: Oma", "en", kFirstTranslation | kRareEnglish);
  const Candidate short_oma = translation("en: Oma", "en", kFirstTranslation | kRareEnglish);
  const Candidate omi = translation("engl.: Omi", "en", kTermUnfamiliar | kRareEnglish);
  EXPECT_EQ(confidence(oma), kConfidentTranslation - 35);
  EXPECT_EQ(order_confidence(oma), kConfidentTranslation);
  EXPECT_GT(order_confidence(short_oma), order_confidence(omi)) << "as without the word's mark";
  EXPECT_EQ(order_confidence(translation("engl.: Haus", "en", kFirstTranslation)),
            confidence(translation("engl.: Haus", "en", kFirstTranslation)));
  EXPECT_TRUE(last_resort(translation("lat.: nass", "la", kFirstTranslation | kOtherForm)));
  EXPECT_EQ(evidence_letters(kOtherForm | kRareEnglish), "ge");
}

TEST(ClueConfidence, FillPrefersWordsWithSureClues) {
  WordList list;
  list.words = {"AAA", "BBB", "CCC", "DDD"};
  prefer_confident(list, {77, 50, 30, -1}, 50);
  EXPECT_TRUE(list.scored);
  EXPECT_EQ(list.scores, (std::vector<std::uint8_t>{100, 50, 10, 0}));
}

TEST(ClueConfidence, BestFirstCountsTheMeaningsSharingATerm) {
  const auto out = best_first({{"Beginn", "thesaurus", 2, {}, false},
                               {"Anfang", "thesaurus", 1, {}, false},
                               {"Beginn", "thesaurus", 5, {}, false}});
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].text, "Anfang");
  EXPECT_EQ(out[1].shared, 2);
  EXPECT_EQ(out[0].shared, 1);
}

}  // namespace
}  // namespace cwg::clues
