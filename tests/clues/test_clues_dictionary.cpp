// The translation dictionaries (clues/dictionary.hpp): small Ding and FreeDict files made
// here for the rules, and Debian's trans-de-en and dict-freedict-fra-deu for real words.
#include <gtest/gtest.h>
#include <zlib.h>

#include <algorithm>
#include <filesystem>

#include "clues/choose.hpp"
#include "clues/confidence.hpp"
#include "clues/dictionary.hpp"
#include "clues/first_sense_en.hpp"
#include "clues/leak.hpp"
#include "clues/regions.hpp"
#include "clues/round_trip.hpp"
#include "clues/sources.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "core/text.hpp"
#include "tests/clues/clue_test_util.hpp"
#include "tests/need.hpp"
#include "tests/test_util.hpp"

namespace cwg::clues {
namespace {

namespace fs = std::filesystem;

const fs::path kDing = "/usr/share/trans/de-en";
const fs::path kFrench = "/usr/share/dictd/freedict-fra-deu.index";

using test::texts;

bool has(const std::vector<Candidate>& all, const std::string& text) {
  return std::any_of(all.begin(), all.end(), [&](const Candidate& c) { return c.text == text; });
}

fs::path temp(const std::string& name, const std::string& text) {
  const fs::path p = cwg::test::scratch_path("dict_" + name);
  write_file_atomic(p, text);
  return p;
}

// Entries in one dictzip file and an index of them (keys in lower case, as dictd's).
fs::path freedict(const std::string& name,
                  const std::vector<std::pair<std::string, std::string>>& entries) {
  const auto number = [](std::size_t v) {
    static const std::string digits =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    do {
      out.insert(out.begin(), digits[v % 64]);
      v /= 64;
    } while (v > 0);
    return out;
  };
  std::string text, index;
  for (const auto& [key, entry] : entries) {
    index += key + "\t" + number(text.size()) + "\t" + number(entry.size()) + "\n";
    text += entry;
  }
  const fs::path dz = cwg::test::scratch_path("dict_" + name + ".dict.dz");
  gzFile out = gzopen(dz.c_str(), "wb");
  gzwrite(out, text.data(), static_cast<unsigned>(text.size()));
  gzclose(out);
  return temp(name + ".index", index);
}

TEST(Dictionary, DingLinesGiveTranslationsAndGermanSynonymsNothingOffensive) {
  const fs::path ding = temp("ding",
                             "# Version :: test\n"
                             "Haus {n} | Häuser {pl} :: house | houses\n"
                             "Gebäude {n}; Bau {m} :: building\n"
                             "Blödmann {m} [pej.]; Trottel {m} :: jerk; jackass [slang]\n"
                             "Zug {m} :: train\n"
                             "Bahn {f} :: train [vulg.]\n"
                             "Eisenbahn {f}; Trottel {m} :: railway\n");
  const Dictionary d({ding});
  EXPECT_EQ(texts(d.candidates("HOUSE", true)),
            (std::vector<std::string>{"engl.: Haus", "en: Haus"}));
  // A round trip: Zug's own first subentry gives TRAIN first; Haus's gives BUILDING nowhere.
  EXPECT_TRUE(d.candidates("TRAIN", true).front().evidence & kFirstTranslation);
  const auto building = d.candidates("BUILDING", true);
  ASSERT_EQ(texts(building),
            (std::vector<std::string>{"engl.: Gebäude", "en: Gebäude", "engl.: Bau", "en: Bau"}));
  EXPECT_TRUE(building[0].evidence & kFirstTranslation);
  EXPECT_FALSE(building[2].evidence & kFirstTranslation) << "Bau is the line's second term";
  EXPECT_TRUE(has(d.candidates("HOUSES", true), "engl.: Häuser")) << "the subentry's plural";
  EXPECT_TRUE(d.candidates("HOUSE", false).empty()) << "no translation when not asked";
  EXPECT_TRUE(d.german("GEBAEUDE"));
  EXPECT_FALSE(d.german("HOUSE"));
  EXPECT_EQ(texts(d.candidates("GEBAEUDE", true)), (std::vector<std::string>{"Bau"}))
      << "a German word: its synonym, never a translation";
  EXPECT_TRUE(d.candidates("JERK", true).empty()) << "[pej.] and [slang] senses";
  EXPECT_TRUE(d.candidates("JACKASS", true).empty());
  EXPECT_EQ(texts(d.candidates("TRAIN", true)), (std::vector<std::string>{"engl.: Zug", "en: Zug"}))
      << "the [vulg.] sense (Bahn) is dropped";
  EXPECT_EQ(texts(d.candidates("EISENBAHN", true)), (std::vector<std::string>{}))
      << "Trottel is marked offensive elsewhere in the file: never printed";
}

// A mark inside a note ("([euphem.] für Penis)") marks the subentry as one on the term does:
// Ding's euphemism line gave PETER "engl.: Johannes" (judged wrong).
TEST(Dictionary, AMarkInsideANoteIsOffensiveToo) {
  const fs::path ding = temp("ding_note",
                             "Johannes {m}; sein bestes Stück {n} ([euphem.] für Penis) [ugs.] :: "
                             "peter ([euphem.] for penis) [coll.]\n"
                             "Petrus {m} :: Peter\n"
                             "fabrizieren; schaffen {vt} (oft [pej.]) :: to create\n");
  const Dictionary d({ding});
  EXPECT_FALSE(has(d.candidates("PETER", true), "engl.: Johannes"));
  EXPECT_TRUE(has(d.candidates("PETER", true), "engl.: Petrus"));
  EXPECT_TRUE(has(d.candidates("FABRIZIEREN", true), "schaffen")) << "a hedged mark: often";
}

// A German synonym of another part of speech, told by its case as the thesaurus's terms are:
// OST is no "östlich" (judged wrong 5 times); a phrase's case says less.
TEST(Dictionary, GermanSynonymsOfTheWordsPartOfSpeech) {
  const fs::path ding = temp("ding_pos",
                             "Ost; östlich {adj} :: east\n"
                             "Osten {m}; Ost {m}; Morgen {m} [poet.] :: east\n"
                             "eilig; Hals über Kopf :: hasty\n");
  const Dictionary d({ding});
  EXPECT_EQ(texts(d.candidates("OST", true)), (std::vector<std::string>{"Osten", "Morgen"}));
  EXPECT_EQ(texts(d.candidates("EILIG", true)), std::vector<std::string>{"Hals über Kopf"});
}

// A woman's word is no man's (Ding's gender marks): CHEFIN is no "Boss" (judged wrong or
// acceptable for its form 7 times), ATHLETIN "Sportlerin", not "Sportler"; a man's word keeps
// the women's words, its own feminine last.
TEST(Dictionary, AWomansWordIsNoMans) {
  const fs::path ding = temp("ding_gender",
                             "Chef {m}; Chefin {f}; Boss {m} [ugs.] :: chief; boss\n"
                             "Sportler {m}; Sportlerin {f}; Athlet {m}; Athletin {f} :: athlete\n");
  const Dictionary d({ding});
  EXPECT_TRUE(d.candidates("CHEFIN", true).empty());
  EXPECT_EQ(texts(d.candidates("ATHLETIN", true)), std::vector<std::string>{"Sportlerin"});
  EXPECT_EQ(texts(d.candidates("ATHLET", true)),
            (std::vector<std::string>{"Sportler", "Sportlerin", "Athletin"}));
}

// A women's plural is no plural of men (Ding's plurals are men's or women's words as their
// singulars are): KUNDINNEN "Klienten" and "Gäste" were judged wrong; RINNEN (Rinne) is none.
TEST(Dictionary, AWomensPluralIsNoMens) {
  const fs::path ding =
      temp("ding_plural_gender",
           "Kunde {m}; Kundin {f}; Klient {m}; Klientin {f}; Gast {m} | Kunden "
           "{pl}; Kundinnen {pl}; Klienten {pl}; Klientinnen {pl}; Gäste {pl} :: "
           "patron | patrons\n"
           "Rinne {f}; Kanal {m} | Rinnen {pl}; Kanäle {pl} :: channel | channels\n");
  const Dictionary d({ding});
  EXPECT_EQ(texts(d.candidates("KUNDINNEN", true)), std::vector<std::string>{"Klientinnen"});
  EXPECT_EQ(texts(d.candidates("KLIENTEN", true)),
            (std::vector<std::string>{"Kunden", "Kundinnen", "Gäste", "Klientinnen"}))
      << "its own feminine last";
  EXPECT_EQ(texts(d.candidates("RINNEN", true)), std::vector<std::string>{"Kanäle"});
}

// Ding's note "(griechischer Buchstabe)" is the crossword's clue of a Greek letter's name
// (ETA "Effizienz" judged wrong; GAMMA had no clue), first; the word's other senses follow.
TEST(Dictionary, AGreekLettersNameIsAGreekLetter) {
  const fs::path ding = temp("ding_greek",
                             "Eta {n} (griechischer Buchstabe) :: Eta\n"
                             "Pi {n} (griechischer Buchstabe) :: Pi\n"
                             "Pi {n}; Kreiszahl {f} :: pi\n"
                             "Abbau {m} (einer Maschine) :: dismounting\n");
  const Dictionary d({ding});
  EXPECT_EQ(texts(d.candidates("ETA", true)), std::vector<std::string>{"griech. Buchstabe"});
  EXPECT_EQ(texts(d.candidates("PI", true)),
            (std::vector<std::string>{"griech. Buchstabe", "Kreiszahl"}));
  EXPECT_TRUE(d.candidates("ABBAU", true).empty()) << "another note is no clue";
}

// Ding's marks "/CSU/": what an abbreviation stands for, an element's symbol in the house
// style, on either side of the line; never for a word Ding has as a term of its own.
TEST(Dictionary, AbbreviationsFromDingsMarks) {
  const fs::path ding = temp("abbr",
                             "Christlich-Soziale Union {f} /CSU/ [pol.] :: Christian Social Union\n"
                             "Gold {n}; Aurum {n} /Au/ [chem.] :: gold /Au/\n"
                             "Amerikanische Drogenbehörde {f} :: Drug Enforcement Agency /DEA/\n"
                             "Ost {m} :: east\n"
                             "Freitag {m} /Fr/ :: Friday /Fri/\n"
                             "Tonfa {m}; Mehrzweckeinsatzstock {m} /MES/ [adm.] :: tonfa\n"
                             "Opioid-Substitutionstherapie {f} /OST/ [med.] :: opioid therapy\n");
  const Dictionary d({ding});
  EXPECT_EQ(texts(d.abbreviations("CSU")),
            (std::vector<std::string>{"Abk.: Christlich-Soziale Union"}));
  EXPECT_EQ(texts(d.abbreviations("AU")),
            (std::vector<std::string>{"chem. Zeichen für Gold", "chem. Z. f. Gold", "Abk.: Gold"}));
  EXPECT_EQ(texts(d.abbreviations("DEA")),
            (std::vector<std::string>{"engl. Abk.: Amerikanische Drogenbehörde"}));
  EXPECT_EQ(texts(d.abbreviations("FRI")), (std::vector<std::string>{"engl. Abk.: Freitag"}));
  EXPECT_EQ(texts(d.abbreviations("MES")),
            (std::vector<std::string>{"Abk.: Mehrzweckeinsatzstock"}))
      << "the term the mark follows";
  EXPECT_TRUE(d.abbreviations("OST").empty()) << "Ost is a German word";
  EXPECT_TRUE(d.abbreviations("GOLD").empty());
}

TEST(Dictionary, FreeDictEntriesGiveTheFirstSense) {
  const std::string dict =
      "mer /m/ <n, fem>\nMeer, See 2.\nVaste étendue\n"
      "con /k/ <n, masc>\n1. Dummkopf\n(Vulgaire) Personne\n";
  const fs::path dz = cwg::test::scratch_path("dict_freedict-fra-deu.dict.dz");
  gzFile out = gzopen(dz.c_str(), "wb");
  gzwrite(out, dict.data(), static_cast<unsigned>(dict.size()));
  gzclose(out);
  // Offsets and lengths in dictd's base64 digits: mer at 0 (45 bytes: t), con at 45 (50: y).
  const fs::path index = temp("freedict-fra-deu.index", "mer\tA\tt\ncon\tt\ty\n");
  const Dictionary d({index});
  const auto mer = d.candidates("MER", true);
  EXPECT_EQ(texts(mer),
            (std::vector<std::string>{"frz.: Meer", "fr: Meer", "frz.: See", "fr: See"}));
  EXPECT_TRUE(mer[0].evidence & kFirstTranslation) << "the first sense's first word";
  EXPECT_FALSE(mer[2].evidence & kFirstTranslation);
  EXPECT_TRUE(d.candidates("CON", true).empty()) << "a sense glossed (Vulgaire)";
  const fs::path bad = temp("freedict-fra-deu2.index", "mer\tA\n");
  fs::copy_file(dz, cwg::test::scratch_path("dict_freedict-fra-deu2.dict.dz"),
                fs::copy_options::overwrite_existing);
  try {
    Dictionary{{bad}};
    FAIL() << "a bad index line";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(bad.string() + ":1:"), std::string::npos) << e.what();
  }
}

// The Spanish, Latin and Swedish files (dict-freedict-{spa,lat,swe}-deu) write their
// entries otherwise: gender marks after a translation, a Latin word's forms on its first
// line; the clue says the language as papers print it.
TEST(Dictionary, FreeDictSpanishLatinSwedishInTheHouseMarks) {
  const auto dictzip = [](const std::string& name, const std::string& text) {
    const fs::path dz = cwg::test::scratch_path("dict_" + name + ".dict.dz");
    gzFile out = gzopen(dz.c_str(), "wb");
    gzwrite(out, text.data(), static_cast<unsigned>(text.size()));
    gzclose(out);
  };
  // spa: mar at 0 (39 bytes: n), basura at 39 (n, 27: b).
  dictzip("freedict-spa-deu",
          "mar /m/ <n, m>\nMeer <n, n> [Geografie]\nbasura /b/ <adj>\n1. Müll-\n");
  // lat: lux at 0 (43 bytes: r).
  dictzip("freedict-lat-deu", "lux /l/ (lucis /l/ <gen>) <n, sg, f>\nLicht\n");
  // swe: ost at 0 (36 bytes: k).
  dictzip("freedict-swe-deu", "ost /o/ <n, ut>\nKäse\nmjölkprodukt\n");
  const Dictionary d({temp("freedict-spa-deu.index", "mar\tA\tn\nbasura\tn\tb\n"),
                      temp("freedict-lat-deu.index", "lux\tA\tr\nlucis\tA\tr\n"),
                      temp("freedict-swe-deu.index", "ost\tA\tk\n")});
  EXPECT_EQ(texts(d.candidates("MAR", true)),
            (std::vector<std::string>{"span.: Meer", "es: Meer"}));
  EXPECT_EQ(texts(d.candidates("LUX", true)).front(), "lat.: Licht");
  EXPECT_EQ(texts(d.candidates("OST", true)).front(), "schwed.: Käse");
  EXPECT_TRUE(d.candidates("BASURA", true).empty()) << "Müll- is a compound's first part";
  EXPECT_TRUE(d.candidates("LUCIS", true).empty()) << "a genitive: Licht is lux's";
}

// A Latin verb's perfect is no infinitive (clues-de15): VENI is "ich kam", not "lat.:
// kommen" (judged wrong); the headword and the infinitive keep the verb's translation.
TEST(Dictionary, FreeDictLatinVerbFormsGetNoInfinitive) {
  const std::string dict = "venio /v/ (venire /v/, veni /v/, ventum /v/) <sg, v>\nkommen\n";
  const fs::path dz = cwg::test::scratch_path("dict_verb-freedict-lat-deu.dict.dz");
  gzFile out = gzopen(dz.c_str(), "wb");
  gzwrite(out, dict.data(), static_cast<unsigned>(dict.size()));
  gzclose(out);
  // Every key at 0, 60 bytes (8).
  const Dictionary d(
      {temp("verb-freedict-lat-deu.index", "venio\tA\t8\nvenire\tA\t8\nveni\tA\t8\n")});
  EXPECT_EQ(texts(d.candidates("VENIO", true)).front(), "lat.: kommen");
  EXPECT_EQ(texts(d.candidates("VENIRE", true)).front(), "lat.: kommen");
  EXPECT_TRUE(d.candidates("VENI", true).empty()) << "the perfect: ich kam";
}

// The answer's own form (clues-de11): a masculine word's translations without the feminine
// beside the masculine (ANE "frz.: Eselin" judged wrong), a feminine word's with it.
TEST(Dictionary, FreeDictFeminineOnlyForAFeminineWord) {
  const fs::path dz = cwg::test::scratch_path("dict_fem-freedict-fra-deu.dict.dz");
  const std::string dict =
      "ane /a/ <n, masc>\n1. Esel, Eselin\namie /a/ <n, fem>\nFreund, Freundin\n";
  gzFile out = gzopen(dz.c_str(), "wb");
  gzwrite(out, dict.data(), static_cast<unsigned>(dict.size()));
  gzclose(out);
  // ane at 0 (34 bytes: i), amie at 34 (35: j).
  const Dictionary d({temp("fem-freedict-fra-deu.index", "ane\tA\ti\namie\ti\tj\n")});
  EXPECT_EQ(texts(d.candidates("ANE", true)), (std::vector<std::string>{"frz.: Esel", "fr: Esel"}));
  EXPECT_TRUE(has(d.candidates("AMIE", true), "frz.: Freundin"));
}

// A pronoun's case form after the entry's other translations: LEI "ital.: sie", not "ital.:
// ihrer" (judged wrong).
TEST(Dictionary, FreeDictAPronounsCaseFormAfterItsOtherWords) {
  const Dictionary d(
      {freedict("pron-freedict-ita-deu", {{"lei", "lei /l/\ndie, ihr, ihrer, sie\n"}})});
  const auto lei = texts(d.candidates("LEI", true));
  EXPECT_LT(std::find(lei.begin(), lei.end(), "ital.: sie"),
            std::find(lei.begin(), lei.end(), "ital.: ihrer"));
}

// A determiner's, pronoun's or adjective's German form agrees with the answer's gender as its
// ending tells it (clues-de36): UNA "ital.: eine", not "ein" (judged wrong), UNO "ital.:
// ein", not "eine"; ESA "span.: diese", whose entry numbers the forms as senses; TERTIA
// "lat.: die dritte". A comparative beside its adjective is no gender's form. The way back
// looks the agreeing form up by the one its dictionary files (NONO "neunter": neunte).
TEST(Dictionary, FreeDictFormsAgreeWithTheAnswersGender) {
  const std::string nono = "nono /n/, nona /n/\n1. neunte\n2. neunter\n3. neuntes\n";
  const std::string tertius =
      "tertius /t/ (tertia /t/ <f>, tertium /t/ <n>) <adj, m>\nder dritte\n";
  const Dictionary d(
      {freedict("gender-freedict-ita-deu", {{"una", "una /u/\nein, eine, eins\n"},
                                            {"uno", "uno /u/\nein, eine, eins\n"},
                                            {"primo", "primo /p/\nerste, erster, erstes\n"}}),
       freedict("gender-freedict-spa-deu",
                {{"esa", "ese /e/, esa /e/, eso /e/\n1. dieser\n2. diese\n3. dieses\n"},
                 {"bajo", "bajo /b/\nleise, leiser\n"},
                 {"nono", nono}}),
       freedict("gender-freedict-deu-spa", {{"neunte", "neunte /n/ <adj>\nnoveno, nono\n"}}),
       freedict("gender-freedict-lat-deu", {{"tertia", tertius}})});
  const auto una = texts(d.candidates("UNA", true));
  ASSERT_FALSE(una.empty());
  EXPECT_EQ(una.front(), "ital.: eine");
  EXPECT_FALSE(has(d.candidates("UNA", true), "ital.: ein"));
  EXPECT_EQ(texts(d.candidates("UNO", true)).front(), "ital.: ein");
  EXPECT_FALSE(has(d.candidates("UNO", true), "ital.: eine"));
  EXPECT_EQ(texts(d.candidates("PRIMO", true)).front(), "ital.: erster");
  EXPECT_EQ(texts(d.candidates("ESA", true)).front(), "span.: diese");
  EXPECT_EQ(texts(d.candidates("BAJO", true)).front(), "span.: leise");
  const auto tertia = d.candidates("TERTIA", true);
  ASSERT_FALSE(tertia.empty());
  EXPECT_EQ(tertia.front().text, "lat.: die dritte");
  EXPECT_EQ(tertia.front().evidence & kOtherForm, 0u) << "the form agrees";
  Candidate neunter = d.candidates("NONO", true).front();
  EXPECT_EQ(neunter.text, "span.: neunter");
  neunter.evidence |= round_trip_evidence(d, "NONO", neunter);
  EXPECT_NE(neunter.evidence & kRoundTrip, 0u);
}

// Another gender's form of an adjective translated as its headword is a last resort
// (clues-de36): UDA "lat.: nass" (udus's feminine), MERA "span.: bloß", FRIA "span.: kalt"
// were judged wrong or a wrong form; the headword keeps its confidence, and so do a noun of
// the pair's other gender (TILO "span.: Linde") and a full form after a short one (BUENO).
TEST(Dictionary, AnotherGendersFormByItsHeadwordsWordIsALastResort) {
  const std::string udus = "udus /u/ (uda /u/ <f>, udum /u/ <n>) <adj, m>\n1. nass, feucht\n";
  const std::string mero = "mero, mera /m/ /m/ <adj>\n1. bloß\n2. rein\n";
  const std::string frio = "frío /f/, fría /f/\nkalt\n";
  const std::string tila = "tila /t/ <n, f>, tilo /t/ <n, m>\nLinde <n, f>\n";
  const std::string buen = "buen /b/, buena /b/, bueno /b/ <adj>\ngut\n";
  const Dictionary d({freedict("form-freedict-lat-deu", {{"udus", udus}, {"uda", udus}}),
                      freedict("form-freedict-spa-deu", {{"mero", mero},
                                                         {"mera", mero},
                                                         {"frío", frio},
                                                         {"fría", frio},
                                                         {"tilo", tila},
                                                         {"bueno", buen}})});
  for (const std::string answer : {"UDA", "MERA", "FRIA"}) {
    const auto all = d.candidates(answer, true);
    ASSERT_FALSE(all.empty()) << answer;
    EXPECT_NE(all.front().evidence & kOtherForm, 0u) << answer;
    EXPECT_TRUE(last_resort(all.front())) << answer;
  }
  for (const std::string answer : {"UDUS", "MERO", "FRIO", "TILO", "BUENO"}) {
    const auto all = d.candidates(answer, true);
    ASSERT_FALSE(all.empty()) << answer;
    EXPECT_EQ(all.front().evidence & kOtherForm, 0u) << answer;
    EXPECT_FALSE(last_resort(all.front())) << answer;
  }
}

// The answer as German spells the same word is no translation (clues-de36: RHUM "frz.: Rum"
// judged a variant); a cognate of other letters is (MER "frz.: Meer").
TEST(Dictionary, TheAnswersGermanSpellingIsNoTranslation) {
  const Dictionary d(
      {freedict("spelling-freedict-fra-deu", {{"rhum", "rhum /r/ <n, masc>\nRum\n"},
                                              {"khi", "khi /k/ <n, masc>\nChi\n"},
                                              {"mer", "mer /m/ <n, fem>\nMeer\n"}})});
  EXPECT_TRUE(d.candidates("RHUM", true).empty());
  EXPECT_TRUE(d.candidates("KHI", true).empty());
  EXPECT_TRUE(has(d.candidates("MER", true), "frz.: Meer"));
  EXPECT_TRUE(loan_spelling("GLUCOSE", "GLUKOSE"));
  EXPECT_TRUE(loan_spelling("TEMA", "THEMA"));
  EXPECT_FALSE(loan_spelling("MER", "MEER"));
  EXPECT_FALSE(loan_spelling("TEA", "TEE"));
  EXPECT_FALSE(loan_spelling("RUM", "RUM")) << "the same letters are a leak";
  EXPECT_FALSE(loan_spelling("ELK", "ELCH")) << "CH after the first letter is a sound";
  EXPECT_FALSE(loan_spelling("HIM", "IHM")) << "an H after a vowel stays";
}

// An English word wamerican-small's list lacks is a rarer word (clues-de36: LEA "engl.:
// Flur", REEVES "engl.: Vögte" judged wrong): its translations are unsure; a name's are not.
TEST(Dictionary, AnEnglishWordTheSmallListLacksIsUnsure) {
  CWG_NEED(fs::exists("/usr/share/wordnet/index.noun")) << "no wordnet-base: LEA is no word";
  const fs::path ding = temp("rare_ding",
                             "Flur {f} :: lea [poet.]\n"
                             "Haus {n} :: house\n"
                             "Themse {f} (Fluss) :: Thames\n");
  const fs::path common =
      cwg::test::scratch_path("dict_rare") / fs::path(kCommonEnglish).filename();
  fs::create_directories(common.parent_path());
  write_file_atomic(common, "house\n");
  const Dictionary d({ding, common});
  const auto lea = d.candidates("LEA", true);
  ASSERT_FALSE(lea.empty());
  EXPECT_EQ(lea.front().text, "engl.: Flur");
  EXPECT_NE(lea.front().evidence & kRareEnglish, 0u);
  EXPECT_LT(confidence(lea.front()), kConfident);
  const auto house = d.candidates("HOUSE", true);
  ASSERT_FALSE(house.empty());
  EXPECT_EQ(house.front().evidence & kRareEnglish, 0u);
  EXPECT_GE(confidence(house.front()), kConfident);
  const auto thames = d.candidates("THAMES", true);
  ASSERT_FALSE(thames.empty());
  EXPECT_EQ(thames.front().evidence & kRareEnglish, 0u) << "a name";
}

// A word's language (clues-de10): the Italian, Spanish or Latin word English took over is
// that language's where its FreeDict file agrees with Ding's sense; a genus's name is no
// English word; a name German writes the same is no French word; an interjection ("Ciao!")
// is a German word of Ding's; a translation in capitals is an abbreviation's.
TEST(Dictionary, AWordsLanguageIsTheOneWhoseWordItIs) {
  const auto dictzip = [](const std::string& name, const std::string& text) {
    const fs::path dz = cwg::test::scratch_path("dict_" + name + ".dict.dz");
    gzFile out = gzopen(dz.c_str(), "wb");
    gzwrite(out, text.data(), static_cast<unsigned>(text.size()));
    gzclose(out);
  };
  // ita: ala at 0 (25 bytes: Z), unit at 25 (17 bytes: R).
  dictzip("lang-freedict-ita-deu", "ala /a/\nFittich, Flügel\nunit /u/\nEinheit\n");
  // spa: nada at 0 (23 bytes: X).
  dictzip("lang-freedict-spa-deu", "nada /n/ <pron>\nnichts\n");
  // fra: Odin at 0 (32 bytes: g), UMA at 32 (22 bytes: W).
  dictzip("lang-freedict-fra-deu", "Odin /o/ <pn, masc>\nOdin, Wotan\nUMA /y/ <n, masc>\nUAM\n");
  const fs::path ding = temp("lang_ding",
                             "Flügel {m} (eines Insekts) | Flügel {pl} :: ala | alae\n"
                             "absolut nichts; null [ugs.] {adv} :: zilch [coll.]; nada [Am.]\n"
                             "Ölbäume {pl} (Olea) (botanische Gattung) :: olea (botanical genus)\n"
                             "Haus {n} :: house\n"
                             "Tschüss!; Ciao!; Tschau! {interj} :: Bye!\n"
                             "Einheit {f} :: unit\n");
  // A common English word (wamerican-small's list, by its file name) stays English.
  const fs::path common =
      cwg::test::scratch_path("dict_lang") / fs::path(kCommonEnglish).filename();
  fs::create_directories(common.parent_path());
  write_file_atomic(common, "Asia\nunit\n");
  const Dictionary d({ding, common, temp("lang-freedict-ita-deu.index", "ala\tA\tZ\nunit\tZ\tR\n"),
                      temp("lang-freedict-spa-deu.index", "nada\tA\tX\n"),
                      temp("lang-freedict-fra-deu.index", "Odin\tA\tg\nUMA\tg\tW\n")});
  const auto ala = texts(d.candidates("ALA", true));
  ASSERT_FALSE(ala.empty());
  EXPECT_EQ(ala.front(), "ital.: Flügel");
  EXPECT_FALSE(has(d.candidates("ALA", true), "engl.: Flügel"));
  EXPECT_TRUE(has(d.candidates("NADA", true), "span.: null")) << "a word of the subentry agrees";
  EXPECT_FALSE(has(d.candidates("NADA", true), "engl.: null"));
  EXPECT_TRUE(d.candidates("OLEA", true).empty()) << "a genus is no English word";
  EXPECT_EQ(texts(d.candidates("HOUSE", true)).front(), "engl.: Haus");
  EXPECT_TRUE(d.loan("ALA", "Flügel") == std::optional<std::string>("it"));
  EXPECT_FALSE(d.loan("HOUSE", "Haus"));
  EXPECT_FALSE(d.loan("UNIT", "Einheit")) << "a common English word";
  EXPECT_EQ(texts(d.candidates("UNIT", true)).front(), "engl.: Einheit");
  const auto odin = d.candidates("ODIN", true);
  ASSERT_EQ(texts(odin), (std::vector<std::string>{"Odin", "Wotan"}));
  EXPECT_EQ(odin[1].source, "dictionary:name");
  EXPECT_FALSE(translation(odin[1]));
  EXPECT_TRUE(d.candidates("UMA", true).empty()) << "UAM is an abbreviation";
  EXPECT_TRUE(d.german("CIAO"));
  EXPECT_TRUE(has(d.candidates("CIAO", false), "Tschüss!"));
}

// The way back (clues-de15, round_trip.hpp): a translation is sure where the German-to-X
// file gives the answer back in a first sense (Kopf: tête), less where only a later one
// does (blau: 2. noir) or none (achten: respecter); a short file says nothing by lacking a
// word.
TEST(Dictionary, TheWayBackSaysHowSureATranslationIs) {
  const fs::path forward = freedict("rt-freedict-fra-deu", {{"noir", "noir /n/ <adj>\nblau\n"},
                                                            {"tete", "tête /t/ <n>\nKopf\n"},
                                                            {"sus", "sus /s/ <v>\nachten\n"},
                                                            {"cri", "cri /k/ <n>\nCree\n"}});
  const fs::path back = freedict(
      "rt-freedict-deu-fra",
      {{"blau", "blau /b/ <adj>\n1. bleu, bleue\neine Farbe\n2. bleu, noir 3.\nbetrunken\n"},
       {"kopf", "Kopf /k/ <n>\ntête <f> (Körperteil), chef\n"},
       {"achten", "achten /a/ <v>\n1. respecter\n"}});
  const Dictionary d({forward, back});
  ASSERT_NE(d.reverse("fr"), nullptr);
  EXPECT_EQ(d.reverse("it"), nullptr);
  const auto way_back = [&](const std::string& answer) {
    Candidate c = d.candidates(answer, true).front();
    c.evidence |= round_trip_evidence(d, answer, c);
    return c;
  };
  const Candidate tete = way_back("TETE"), noir = way_back("NOIR"), sus = way_back("SUS"),
                  cri = way_back("CRI");
  EXPECT_EQ(tete.text, "frz.: Kopf");
  EXPECT_TRUE(tete.evidence & kRoundTrip);
  EXPECT_TRUE(noir.evidence & kRoundTripLater) << "noir only in blau's second sense";
  EXPECT_TRUE(sus.evidence & kReverseOther);
  EXPECT_FALSE(cri.evidence & (kRoundTrip | kRoundTripLater | kReverseOther | kReverseLacks))
      << "three entries say nothing by lacking Cree";
  EXPECT_GT(confidence(tete), confidence(noir));
  EXPECT_GT(confidence(noir), confidence(sus));
  EXPECT_EQ(evidence_letters(tete.evidence), "FR");
}

// WikDict numbers a word's senses in no order of use (ARBRE: 1. Welle, the shaft; 2. Baum):
// a later sense's translation is offered after the first's where the way back gives the
// answer first for it (Baum: 1. arbre), and then it is the surer one (Welle gives ARBRE only
// in its second sense); one the way back does not confirm is not offered (clues-de29).
TEST(Dictionary, ALaterSenseTheWayBackConfirmsIsTheSurerOne) {
  const fs::path forward =
      freedict("ls-freedict-fra-deu",
               {{"arbre",
                 "arbre /a/ <n, masc>\n1. Welle\nAxe de rotation\n2. Baum 2.\nGrand végétal\n "
                 "3.\n(Informatique) Structure\n"},
                {"flan", "flan /f/ <n, masc>\n1. Pudding\nDessert\n2. Komödie\nThéâtre\n"}});
  const fs::path back = freedict(
      "ls-freedict-deu-fra", {{"baum", "Baum /b/ <n>\n1. arbre 2.\nGehölz\n2. bôme\nStange\n"},
                              {"welle", "Welle /v/ <n>\n1. vague, onde\nWasser\n2. arbre\nTeil\n"},
                              {"komodie", "Komödie /k/ <n>\n1. comédie\nx\n2. flan\ny\n"}});
  const Dictionary d({forward, back});
  const auto arbre = d.candidates("ARBRE", true);
  ASSERT_EQ(texts(arbre),
            (std::vector<std::string>{"frz.: Welle", "fr: Welle", "frz.: Baum", "fr: Baum"}));
  Candidate welle = arbre[0], baum = arbre[2];
  EXPECT_FALSE(baum.evidence & kFirstTranslation);
  welle.evidence |= round_trip_evidence(d, "ARBRE", welle);
  baum.evidence |= round_trip_evidence(d, "ARBRE", baum);
  EXPECT_TRUE(baum.evidence & kRoundTrip);
  EXPECT_GT(confidence(baum), confidence(welle) + 2 * 8) << "more than the later sense's rank";
  EXPECT_EQ(texts(d.candidates("FLAN", true)),
            (std::vector<std::string>{"frz.: Pudding", "fr: Pudding"}))
      << "Komödie gives flan only in its second sense";
}

// One land's English is no "engl.:" (clues-de27, clues-de29): "Eire [Ir.]" is Irish, "robot
// [South Africa]" the traffic light only there, and Ding marks the singular only; Scots and
// a term Britain's too stay English.
TEST(Dictionary, OneLandsEnglishIsNoEnglish) {
  const fs::path ding = temp("regional_ding",
                             "Ampel {f} | Ampeln {pl} :: traffic light; robot [South Africa] | "
                             "traffic lights; robots\n"
                             "Roboter {m} | Roboter {pl} :: robot | robots\n"
                             "Irland {n} [geogr.] :: Ireland; Eire [Ir.]\n"
                             "Schrank {m} :: cupboard; press [Ir.]\n"
                             "Presse {f} :: press\n"
                             "Mädchen {n} :: girl; lass [Sc.]\n"
                             "Feldwebel {m} :: Sergeant [Br.] [Can.]\n");
  const Dictionary d({ding});
  EXPECT_EQ(texts(d.candidates("ROBOTS", true)),
            (std::vector<std::string>{"engl.: Roboter", "en: Roboter"}));
  EXPECT_TRUE(d.candidates("EIRE", true).empty());
  EXPECT_EQ(texts(d.candidates("PRESS", true)),
            (std::vector<std::string>{"engl.: Presse", "en: Presse"}));
  EXPECT_EQ(texts(d.candidates("LASS", true)).front(), "engl.: Mädchen") << "Britain's too";
  EXPECT_EQ(texts(d.candidates("SERGEANT", true)).front(), "engl.: Feldwebel");
}

// An English translation's way back through Ding itself (clues-de19): the German word's own
// lines (it is their first term) in file order give the answer back in the first, the
// second, a later one or none; a word without a line of its own says so too.
TEST(Dictionary, EnglishTranslationsWayBackThroughDingsOwnLines) {
  const fs::path ding = temp("ding_back",
                             "Liste {f}; Verzeichnis {n} | Listen {pl} :: list; register | lists\n"
                             "Liste {f} (Kandidaten) [pol.] :: slate; ticket\n"
                             "Liste {f} (Speisen) :: menu; bill\n"
                             "Kniff {m} :: pinch\n"
                             "Kniff {m}; Trick {m} :: ruse; trick\n"
                             "Rechnung {f}; Zeche {f} :: bill; check [Am.]\n"
                             "rein {adj} :: pure; clean\n"
                             "netto; rein {adj} :: net\n");
  const Dictionary d({ding});
  using W = Dictionary::WayBack;
  EXPECT_EQ(d.way_back("LIST", "Liste"), W::kFirstLine);
  EXPECT_EQ(d.way_back("RUSE", "Kniff"), W::kSecondLine);
  EXPECT_EQ(d.way_back("BILL", "Liste"), W::kLaterLine);
  EXPECT_EQ(d.way_back("NET", "rein"), W::kNoLine) << "rein stands second in net's line";
  EXPECT_EQ(d.way_back("BILL", "Zeche"), W::kNoOwnLine);
  EXPECT_EQ(d.way_back("BILL", "Rechnung"), W::kFirstLine);
  const auto clue = [&](const std::string& answer, const std::string& text) {
    for (Candidate c : d.candidates(answer, true))
      if (c.text == text) {
        c.evidence |= round_trip_evidence(d, answer, c);
        return c;
      }
    return Candidate{};
  };
  const Candidate rechnung = clue("BILL", "engl.: Rechnung"), liste = clue("BILL", "engl.: Liste");
  EXPECT_TRUE(rechnung.evidence & kDingBack);
  EXPECT_TRUE(liste.evidence & kDingBackLater);
  EXPECT_GT(confidence(rechnung), confidence(liste));
  EXPECT_EQ(evidence_letters(rechnung.evidence & kDingBack), "H");
}

// Ding's German synonyms of a word: those of a subentry that names another thing first
// rank after the word's own, unless the word names nothing first anywhere.
TEST(Dictionary, DingSynonymsOfTheWordsOwnSenseFirst) {
  const fs::path ding = temp("own_sense",
                             "Engel {m}; Himmelsbote {m} [poet.] :: angel\n"
                             "Störechos {pl}; Störzeichen {pl}; Engel {pl} [ugs.] :: clutter\n"
                             "Elend {n}; Misere {f} :: misery\n"
                             "Ire {m}; Irin {f} :: Irishman; Irishwoman\n"
                             "Goten {pl}; Gotinnen {pl}; Germanen {pl} :: Goths\n"
                             "Iren {pl}; Irinnen {pl}; Hibernier {pl} :: the Irish\n");
  const Dictionary d({ding});
  const auto engel = d.candidates("ENGEL", false);
  ASSERT_FALSE(engel.empty());
  EXPECT_EQ(engel.front().text, "Himmelsbote");
  const auto misere = d.candidates("MISERE", false);
  ASSERT_EQ(texts(misere), std::vector<std::string>{"Elend"});
  EXPECT_EQ(misere.front().rank, 0) << "MISERE stands first nowhere: Elend is its sense";
  const Candidate irin = d.candidates("IRE", false).front();
  EXPECT_GE(irin.rank, 100) << "Irin is Ire's feminine, no synonym";
  // ... and as unsure as a counterpart: a --clued-only fill does not count on it (IREN
  // "Irinnen", FLAME "Flämin": 9 of 10 pooled judged rows wrong).
  EXPECT_LT(confidence(irin), kUnsure);
  EXPECT_GE(confidence(d.candidates("GOTEN", false).front()), kConfident) << "Germanen";
  EXPECT_EQ(texts(d.candidates("GOTEN", false)).front(), "Germanen") << "the plural's too";
  EXPECT_EQ(texts(d.candidates("IREN", false)).front(), "Hibernier");
}

TEST(Dictionary, AMissingOrBadFileIsNamed) {
  const fs::path missing = cwg::test::scratch_path("dict_missing");
  for (const fs::path& p : {missing, fs::path(missing.string() + ".index")}) {
    try {
      Dictionary{{p}};
      FAIL() << p;
    } catch (const InputError& e) {
      EXPECT_NE(std::string(e.what()).find(p.string()), std::string::npos) << e.what();
    }
  }
  const fs::path bad = temp("bad", "Haus {n} :: house\nno separator\n");
  try {
    Dictionary{{bad}};
    FAIL();
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(bad.string() + ":2:"), std::string::npos) << e.what();
  }
}

class RealDictionary : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    if (fs::exists(kDing) && fs::exists(kFrench) && fs::exists(default_thesaurus(Lang::De)))
      data_ = load_clue_data({}, "", Lang::De).release();
  }
  static void TearDownTestSuite() { delete data_; }
  static ClueData* data_;
};
ClueData* RealDictionary::data_ = nullptr;

TEST_F(RealDictionary, KnownForeignWordsGetTheirTranslation) {
  CWG_NEED(data_) << "no " << kDing << " (trans-de-en), " << kFrench
                  << " (dict-freedict-fra-deu) or mythes-de";
  const ClueSource source = data_->source();
  EXPECT_EQ(source.candidates("YEAR").front().text, "engl.: Jahr");
  EXPECT_EQ(source.candidates("YEAR").front().source, "dictionary:en");
  EXPECT_TRUE(has(source.candidates("BOOK"), "engl.: Buch"));
  EXPECT_TRUE(has(source.candidates("SEA"), "engl.: Meer"));
  EXPECT_EQ(source.candidates("MER").front().text, "frz.: Meer");
  EXPECT_EQ(source.candidates("MER").front().source, "dictionary:fr");
  EXPECT_TRUE(has(source.candidates("CHAT"), "frz.: Katze"));
  EXPECT_TRUE(has(source.candidates("RIEN"), "frz.: nichts"));
  EXPECT_TRUE(has(source.candidates("ALLO"), "frz.: hallo"));
  // Every clue is text as the files have it (a translation once came out of freed memory).
  for (const char* w : {"RIEN", "ALLO", "ZEN", "NAN", "EMME", "LE", "ONZE", "ANNE", "ALLEZ", "MER",
                        "CHAT", "YEAR", "BLUE", "STATE", "END", "TEAM", "CAFE"})
    for (const Candidate& c : source.candidates(w))
      EXPECT_TRUE(text::valid_utf8(c.text) && c.text.find('|') == c.text.npos)
          << w << " " << c.text;
  // German words keep their German sense: RAT is the thesaurus's, not "engl.: Ratte".
  for (const Candidate& c : source.candidates("RAT")) EXPECT_NE(c.source, "dictionary:en");
  for (const Candidate& c : source.candidates("HOUSE")) EXPECT_NE(c.source, "dictionary:en");
  // Slang and vulgar senses: PIKO is "Crystal Meth ... [slang]", SHITFACE [slang].
  EXPECT_TRUE(data_->dictionary->candidates("PIKO", true).empty());
  EXPECT_TRUE(data_->dictionary->candidates("SHITFACE", true).empty());
}

// An English verb's translation goes after the noun's where WordNet's tagged texts use the
// noun far more (first_sense_en.hpp): AIR is Luft before lüften, EDGE Kante before schärfen;
// a noun never goes back (TEAR keeps Träne though the texts use the verb more).
TEST_F(RealDictionary, AnEnglishWordsRareVerbSenseGoesAfterItsNoun) {
  CWG_NEED(data_) << "no trans-de-en, dict-freedict-fra-deu or mythes-de";
  CWG_NEED(fs::exists("/usr/share/wordnet/cntlist.rev")) << "no wordnet-base";
  EXPECT_TRUE(rare_verb("AIR"));
  EXPECT_FALSE(rare_verb("TEAR"));
  EXPECT_FALSE(rare_verb("ZZZQ"));
  EXPECT_TRUE(verb_term("to air"));
  EXPECT_FALSE(verb_term("air"));
  const auto rank = [&](const std::string& answer, const std::string& clue) {
    for (const Candidate& c : data_->dictionary->candidates(answer, true))
      if (c.text == clue) return c.rank;
    ADD_FAILURE() << answer << " lacks " << clue;
    return 0;
  };
  EXPECT_LT(rank("AIR", "engl.: Luft"), rank("AIR", "engl.: lüften"));
  EXPECT_LT(rank("EDGE", "engl.: Kante"), rank("EDGE", "engl.: schärfen"));
  EXPECT_LE(rank("TEAR", "engl.: Träne"), rank("TEAR", "engl.: reißen"));
}

// A word Ding lists in English that neither WordNet nor wamerican-small knows is no English
// word (first_sense_en.hpp, clues-de27): EAU is not "engl.: Wasser", LEN not "engl.: Länge";
// a regular form's lemma counts (BANES: bane), and a name stays (ERNEST "engl.: Ernst").
TEST_F(RealDictionary, AWordNoEnglishListKnowsIsNoEnglishWord) {
  CWG_NEED(data_) << "no trans-de-en, dict-freedict-fra-deu or mythes-de";
  CWG_NEED(fs::exists("/usr/share/wordnet/index.noun")) << "no wordnet-base";
  CWG_NEED(fs::exists(kCommonEnglish)) << "no wamerican-small";
  EXPECT_FALSE(wordnet_word("EAU"));
  EXPECT_TRUE(wordnet_word("BANES"));
  EXPECT_TRUE(wordnet_word("SUED"));
  EXPECT_TRUE(wordnet_word("HOUSE"));
  const Dictionary& d = *data_->dictionary;
  EXPECT_FALSE(has(d.candidates("EAU", true), "engl.: Wasser"));
  EXPECT_FALSE(has(d.candidates("LEN", true), "engl.: Länge"));
  EXPECT_TRUE(has(d.candidates("ERNEST", true), "engl.: Ernst"));
  EXPECT_TRUE(has(d.candidates("IDEM", true), "lat.: derselbe")) << "the one FreeDict language's";
  EXPECT_FALSE(has(d.candidates("IDEM", true), "engl.: derselbe"));
  EXPECT_FALSE(d.sole_language("EAU")) << "French ÉAU is an abbreviation's entry (VAE)";
  EXPECT_TRUE(has(d.candidates("THE", true), "engl.: der")) << "a common word, no WordNet lemma";
}

TEST_F(RealDictionary, ChosenCluesFitLeakNothingRepeatNothingAndFollowTheSeed) {
  CWG_NEED(data_) << "no trans-de-en, dict-freedict-fra-deu or mythes-de";
  const std::vector<std::string> answers = {"YEAR",  "SEA",  "MER",   "BOOK", "BLUE", "END",
                                            "STATE", "CHAT", "OCEAN", "MEER", "HOUSE"};
  std::vector<Wanted> wanted;
  for (const std::string& a : answers) wanted.push_back({a, Field::Half});
  const auto chosen = choose_clues(wanted, data_->source(), 7);
  EXPECT_EQ(chosen[0].text, "engl.: Jahr") << "the house's mark fits half a field";
  std::vector<std::string> keys;
  for (std::size_t i = 0; i < chosen.size(); ++i) {
    if (chosen[i].text.empty()) continue;
    EXPECT_FALSE(leaks(answers[i], chosen[i].text)) << answers[i] << " " << chosen[i].text;
    EXPECT_TRUE(printable(answers[i], chosen[i].text, Field::Half)) << chosen[i].text;
    keys.push_back(repeat_key(chosen[i].text));
  }
  std::sort(keys.begin(), keys.end());
  EXPECT_EQ(std::adjacent_find(keys.begin(), keys.end()), keys.end()) << "a clue twice";
  const auto again = choose_clues(wanted, data_->source(), 7);
  for (std::size_t i = 0; i < chosen.size(); ++i) EXPECT_EQ(again[i].text, chosen[i].text);
  wanted[0].field = Field::Whole;
  EXPECT_EQ(choose_clues(wanted, data_->source(), 7)[0].text, "engl.: Jahr");
}

// A Swiss or Austrian word in the sense of its clue is marked so (the judges: "Helvetismus
// ohne Kennzeichnung", ABWART, CAR, CORNET, MATUR), by OpenThesaurus's note or Ding's tag, a
// plural's subentry by its singular's; the bare clue stays after it for a small field.
TEST(ClueRegions, TheHouseStylesMarkOfANote) {
  EXPECT_EQ(regional_mark("schweiz."), "schweiz.");
  EXPECT_EQ(regional_mark("ugs., schweiz."), "schweiz.");
  EXPECT_EQ(regional_mark("Ös."), "österr.");
  EXPECT_EQ(regional_mark("Ös. Schw. mil. "), "österr./schweiz.") << "REKRUT's tags";
  EXPECT_EQ(regional_mark("österr., schweiz."), "österr./schweiz.");
  EXPECT_EQ(regional_mark("ugs."), "");
  EXPECT_EQ(regional_mark("Süddt."), "") << "which land a solver would not know";
}

TEST_F(RealDictionary, AWordOneLandUsesIsMarked) {
  CWG_NEED(data_) << "no trans-de-en, dict-freedict-fra-deu or mythes-de";
  const ClueSource source = data_->source();
  const auto first = [&](const std::string& answer) {
    const auto all = source.candidates(answer);
    return all.empty() ? std::string() : all.front().text;
  };
  EXPECT_EQ(first("VELO"), "schweiz.: Fahrrad") << "OpenThesaurus: Velo (schweiz.)";
  EXPECT_TRUE(first("DUVET").starts_with("schweiz.: ")) << "Ding: Duvet {n} [Schw.]";
  EXPECT_TRUE(has(source.candidates("EGLI"), "schweiz.: Barsch")) << "Egli {pl}: no tag";
  const auto velo = source.candidates("VELO");
  ASSERT_GE(velo.size(), 2U);
  EXPECT_EQ(velo[1].text, "Fahrrad") << "the bare clue next, for a small field";
  for (const char* german : {"HAUS", "BOUILLON", "SPASS"})
    for (const Candidate& c : source.candidates(german))
      EXPECT_EQ(c.text.find(".: "), std::string::npos) << german << ": all Germany's: " << c.text;
}

TEST_F(RealDictionary, NoneAndTheEnglishDefaultReadNoDictionary) {
  CWG_NEED(data_) << "no trans-de-en, dict-freedict-fra-deu or mythes-de";
  EXPECT_EQ(load_clue_data({}, "none", Lang::De, {"none"})->dictionary, nullptr);
  EXPECT_EQ(load_clue_data({}, "none", Lang::En)->dictionary, nullptr);
  EXPECT_NE(load_clue_data({}, "none", Lang::De, {kDing.string()})->dictionary, nullptr);
  // Ding's offensive marks filter FreeDict's translations whatever the order given: CON's
  // first sense has "Vollidiot", which Ding marks derogatory.
  const Dictionary french_first({kFrench, kDing});
  for (const Candidate& c : french_first.candidates("CON", true))
    EXPECT_EQ(c.text.find("Vollidiot"), std::string::npos) << c.text;
}

}  // namespace
}  // namespace cwg::clues
