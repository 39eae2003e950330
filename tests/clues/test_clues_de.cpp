// German clues as an editor prints them (issue 27): agreement in part of speech and number,
// no spelling variant of the answer, qualified categories. Each rule on a small case made
// here, and on the Debian data where it is installed.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "clues/agree_de.hpp"
#include "clues/categories_de.hpp"
#include "clues/choose.hpp"
#include "clues/confidence.hpp"
#include "clues/dictionary.hpp"
#include "clues/fill_words.hpp"
#include "clues/grammar_de.hpp"
#include "clues/leak.hpp"
#include "clues/plurals_de.hpp"
#include "clues/sources.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "tests/clues/clue_test_util.hpp"
#include "tests/need.hpp"
#include "tests/test_util.hpp"

namespace cwg::clues {
namespace {

namespace fs = std::filesystem;

using test::texts;

/// The first of the German thesaurus and `dicts` that is not installed ("" when all are).
std::string missing_file(const std::vector<std::string>& dicts) {
  if (!fs::exists("/usr/share/mythes/th_de_DE_v2.idx")) return "mythes-de";
  for (const std::string& f : dicts)
    if (!fs::exists(f)) return f;
  return "";
}

/// A Ding dictionary of `lines`, written to the scratch file `name`.
Dictionary ding_of(const std::string& name, const std::string& lines) {
  const fs::path ding = cwg::test::scratch_path(name);
  write_file_atomic(ding, lines);
  return Dictionary({ding});
}

/// The first clue of `answer` that `source` offers and a whole field prints ("" for none).
std::string first_printable(const ClueSource& source, const std::string& answer) {
  for (const Candidate& c : source.candidates(answer))
    if (printable(answer, c.text, Field::Whole)) return c.text;
  return "";
}

TEST(ClueVariant, OneWordOfTheAnswersLengthOneLetterApart) {
  EXPECT_TRUE(variant("OPA", "Opi"));
  EXPECT_TRUE(variant("TAXI", "Taxe"));
  EXPECT_TRUE(variant("KUWAIT", "Kuweit"));
  EXPECT_TRUE(variant("USA", "VSA"));
  EXPECT_FALSE(variant("OPA", "Großvater"));
  EXPECT_FALSE(variant("TAXI", "Taxen"));      // another length
  EXPECT_FALSE(variant("TAXI", "Taxe frei"));  // two words
  EXPECT_FALSE(variant("ROT", "ROT"));         // the answer itself is a leak, not a variant
  EXPECT_TRUE(variant("ALE", "Äl"));           // neighbours swapped: AEL
  EXPECT_TRUE(variant("DNEPR", "Dnjepr"));     // a letter more
  EXPECT_TRUE(variant("ARAKS", "Aras"));       // a letter less
  EXPECT_FALSE(variant("OPA", "Opas"));  // a letter more below four letters: a leak's business
  // The other spelling of a sound (judged wrong in clues-de9's sets).
  EXPECT_TRUE(variant("KOKA", "Coca"));
  EXPECT_TRUE(variant("PHOTO", "Foto"));
  EXPECT_TRUE(variant("THEATER", "Teater"));
  EXPECT_TRUE(variant("KALZIT", "Calcit"));  // C before I as Z (clues-de26)
  EXPECT_TRUE(variant("TIPI", "Tipy"));
  EXPECT_TRUE(variant("PST", "Psst!"));  // a letter doubled
  EXPECT_FALSE(variant("KOCH", "Kok"));  // CH is no C
  // A long vowel's H before a consonant (KAR "Kahr", judged wrong twice); an H between
  // vowels is sounded (AHA is no "Aa").
  EXPECT_TRUE(variant("KAR", "Kahr"));
  EXPECT_TRUE(variant("FEHDE", "Fede"));
  EXPECT_FALSE(variant("AHA", "Aa"));
  EXPECT_FALSE(variant("FOTO", "Bild"));
  // The Norwegian loan's two spellings (SKI "Schi", judged wrong); KAI "Kaje" (judged wrong 3
  // times): J after a vowel as I and a German -e after the answer.
  EXPECT_TRUE(variant("SKI", "Schi"));
  EXPECT_TRUE(variant("SCHI", "Ski"));
  // The answer and more or less as it sounds: German's near_variant only (English: TREY
  // "Three", FAY "Fairy", ACHY "Aching" are synonyms).
  EXPECT_TRUE(near_variant("KAI", "Kaje"));
  EXPECT_TRUE(near_variant("KAJE", "Kai"));
  EXPECT_TRUE(near_variant("SKI", "Schier"));  // Schi's plural: the answer and more, as it sounds
  EXPECT_FALSE(variant("TREY", "Three"));
  EXPECT_FALSE(variant("FAY", "Fairy"));
  EXPECT_FALSE(near_variant("AAL", "Alge"));         // AL: fewer than three letters once folded
  EXPECT_FALSE(near_variant("KAFFEEHAUS", "Café"));  // four letters more: a word of its own
  EXPECT_FALSE(variant("SKI", "Brett"));
  EXPECT_FALSE(variant("KAI", "Anlegeplatz"));
  EXPECT_FALSE(variant("SKAT", "Schach"));  // SCH only as SK: SKACH is no SKAT
  EXPECT_FALSE(variant("JAGD", "Hatz"));    // a J first in the word is sounded
}

// Judged wrong as variants in clues-de5's sets: two edits apart, the same first letter.
TEST(ClueVariant, TwoEditsApartFromFiveLettersOn) {
  EXPECT_TRUE(near_variant("ADE", "adieu"));
  EXPECT_TRUE(near_variant("TRIREME", "Triere"));
  EXPECT_FALSE(near_variant("REMISE", "Rimesse"));  // three edits: still printed
  EXPECT_TRUE(near_variant("ERLE", "Eller"));
  EXPECT_TRUE(near_variant("DELFIN", "Delphin"));
  EXPECT_FALSE(near_variant("ERLE", "Laubbaum"));
  EXPECT_FALSE(near_variant("ADE", "Abe"));            // neither has five letters
  EXPECT_FALSE(near_variant("KHI", "Chi"));            // another first letter
  EXPECT_FALSE(near_variant("ERLE", "Eller Baum"));    // two words
  EXPECT_FALSE(near_variant("TRIREME", "Trinkerei"));  // three edits
  EXPECT_TRUE(near_variant("GMBH", "Ges.m.b.H."));     // an abbreviation's letters
  EXPECT_FALSE(near_variant("GMBH", "Ges. mbH"));
  // clues-de26: another length, one letter apart once a sound's spellings are folded.
  EXPECT_TRUE(near_variant("DING", "Thing"));
  EXPECT_TRUE(near_variant("SOFIE", "Sophia"));
  EXPECT_FALSE(near_variant("KESS", "keck"));  // one length: variant()'s, and a synonym
  EXPECT_FALSE(near_variant("DUO", "Duett"));
  // A French loan as German writes it (clues-de31: SAUCE "Soße" judged wrong).
  EXPECT_TRUE(near_variant("SAUCE", "Soße"));
  EXPECT_TRUE(near_variant("SOSSE", "Sauce"));
  EXPECT_FALSE(near_variant("SAUCE", "Tunke"));
  EXPECT_FALSE(variant("SAUCE", "Soße")) << "German fields only: English words differ so";
  EXPECT_FALSE(printable("ADE", "adieu", Field::Whole));
  EXPECT_TRUE(printable("ADE", "adieu", Field::American)) << "English words two letters apart";
}

// clues-de16: a compound of the clue holds the answer in another spelling: less a final E,
// with one letter more, or its stem after a prefix. German fields only.
TEST(ClueVariant, CompoundsHoldingTheAnswerInAnotherSpelling) {
  EXPECT_TRUE(compound_leak("BOEE", "Windbö"));
  EXPECT_TRUE(compound_leak("FOEN", "Haarföhn"));
  EXPECT_TRUE(compound_leak("TONE", "Farbtöne"));
  EXPECT_TRUE(compound_leak("ENGE", "Verengung"));
  EXPECT_TRUE(compound_leak("ENGE", "Einengung"));
  EXPECT_FALSE(compound_leak("ENGE", "Platzmangel"));
  EXPECT_FALSE(compound_leak("AAR", "Seeadler"));
  EXPECT_FALSE(compound_leak("BOEE", "Luftstoß"));
  EXPECT_FALSE(compound_leak("FOEN", "Föhn"));  // a variant, not a compound (variant())
  EXPECT_FALSE(compound_leak("ORT", "Stelle"));
  // A phrase's word in the other spelling of a sound (judged wrong: PUNKTO "in puncto").
  EXPECT_TRUE(compound_leak("PUNKTO", "in puncto"));
  EXPECT_FALSE(compound_leak("PUNKTO", "unter dem Aspekt"));
  EXPECT_FALSE(compound_leak("OCEAN", "engl.: Ozean"));  // a translation, not a phrase
  EXPECT_FALSE(printable("PUNKTO", "in puncto", Field::Whole));
  EXPECT_FALSE(printable("BOEE", "Windbö", Field::Whole));
  EXPECT_TRUE(printable("BOEE", "Luftstoß", Field::Whole));
}

// clues-de26: a clue word of the answer's root with other endings, compounds left alone.
TEST(ClueLeak, RootWithOtherEndings) {
  EXPECT_TRUE(root_leak("SATT", "gesättigt"));
  EXPECT_TRUE(root_leak("REUIG", "reuevoll"));
  EXPECT_TRUE(root_leak("ETHOS", "ethische Gesinnung"));
  EXPECT_TRUE(root_leak("EILIG", "in Eile"));
  EXPECT_TRUE(root_leak("ERDUNG", "Erde"));
  EXPECT_TRUE(root_leak("BAERTIG", "bebartet"));
  EXPECT_TRUE(root_leak("GLAESERN", "aus Glas"));  // a material's -ERN, judged a leak
  EXPECT_TRUE(root_leak("EISERN", "aus Eisen"));
  EXPECT_TRUE(root_leak("AMTEN", "amtieren"));  // a verb's -IER, judged a variant
  EXPECT_FALSE(root_leak("STERN", "Gestirn"));
  EXPECT_FALSE(root_leak("ERDKRUSTE", "Erdrinde"));  // a compound's other part
  EXPECT_FALSE(root_leak("ERBEN", "Erbgüter"));
  EXPECT_FALSE(root_leak("RATSAM", "geraten"));  // no -SAM: judged good
  EXPECT_FALSE(root_leak("SATT", "voll"));
  EXPECT_FALSE(root_leak("TAL", "Talsohle"));
}

TEST(CluePlurals, DingsPluralSubentryFollowsItsSingulars) {
  Plurals plurals;
  plurals.read_ding(
      "# a comment {pl}\n"
      "Tarif {m}; Satz {m} (Entlohnung) [fin.] | Tarife {pl}; Sätze {pl} :: rate | rates\n"
      "Loch {n} | Löcher {pl} | mit Löchern :: hole | holes | with holes\n"
      "Leute {pl} :: people\n"
      "Katze {f} :: cat | cats {pl}\n");
  EXPECT_EQ(plurals.plural("Satz"), "Sätze");
  EXPECT_EQ(plurals.plural("Tarif"), "Tarife");
  EXPECT_EQ(plurals.plural("Loch"), "Löcher");
  EXPECT_EQ(plurals.plural("Katze"), "") << "{pl} on the English side only";
  EXPECT_EQ(plurals.size(), 3u);
}

TEST(ClueAgreement, CaseIsThePartOfSpeechAndAStemsNounTermsGoIntoThePlural) {
  Plurals plurals;
  plurals.read_ding(
      "Reh {n} | Rehe {pl} :: roe deer | roe deer\n"
      "Wildtier {n} | Wildtiere {pl} :: wild animal | wild animals\n"
      "Haus {n} | Häuser {pl} :: house | houses\n");
  const std::vector<Candidate> found = {
      {"Kurznachrichtendienst", "thesaurus", 0, "Twitter", false},
      {"tweeten", "thesaurus", 1, "Twitter", false},  // a verb for a noun
      {"Wildtier", "thesaurus", 2, "Reh", true},      // REHE: into the plural
      {"Hirschart", "thesaurus", 3, "Reh", true},     // no plural known: left out
      {"drängen", "thesaurus", 4, "löchern", true},   // LOECHER: no infinitive
      {"engl.: Reh", "dictionary:en", 5, "", false},  // not the thesaurus's: as it came
  };
  EXPECT_EQ(texts(agree_de("REHE", found, &plurals)),
            (std::vector<std::string>{"Kurznachrichtendienst", "Wildtiere", "engl.: Reh"}));
  // Without plurals no stem's term can be put into the plural.
  EXPECT_EQ(texts(agree_de("REHE", found, nullptr)),
            (std::vector<std::string>{"Kurznachrichtendienst", "engl.: Reh"}));
  // HAUSES is Haus's genitive (its plural is Häuser): no term of Haus fits it.
  EXPECT_TRUE(agree_de("HAUSES", {{"Gebäude", "thesaurus", 0, "Haus", true}}, &plurals).empty());
  EXPECT_TRUE(capitalized("Ärger"));
  EXPECT_FALSE(capitalized("ärgern"));
}

// A meaning that lists words beside their plurals gives the answer's number there: LAUTE
// beside Laut is a plural ("Ruf" judged wrong 3 times, "Rufe" its clue), RUF a singular.
TEST(ClueAgreement, AMeaningsPluralsBesideTheirSingularsGiveTheNumber) {
  Plurals plurals;
  plurals.read_ding(
      "Laut {m} | Laute {pl} :: sound | sounds\n"
      "Ruf {m} | Rufe {pl} :: call | calls\n"
      "Treppe {f} (einzelne Stufe) | Stufen {pl} :: stair | stairs\n");
  const std::vector<Candidate> lautes = {
      {"Laut", "thesaurus", 0, "Laute", false, 7}, {"Ruf", "thesaurus", 0, "Laute", false, 7},
      {"Rufe", "thesaurus", 0, "Laute", false, 7}, {"Gebrüll", "thesaurus", 0, "Laute", false, 7},
      {"Ruf", "thesaurus", 0, "Laute", false, 8},  // another meaning: none of its twins
  };
  EXPECT_EQ(texts(agree_de("LAUTE", lautes, &plurals)),
            (std::vector<std::string>{"Rufe", "Gebrüll", "Ruf"}))
      << "its own singular a singular too";
  const std::vector<Candidate> rufs = {
      {"Laut", "thesaurus", 0, "Ruf", false, 7},
      {"Laute", "thesaurus", 0, "Ruf", false, 7},
      {"Rufe", "thesaurus", 0, "Ruf", false, 7},
  };
  EXPECT_EQ(texts(agree_de("RUF", rufs, &plurals)), std::vector<std::string>{"Laut"});
  // Stufen, Ding's plural of Treppe, is another word (TREPPE "Stufen" judged good twice).
  EXPECT_EQ(texts(agree_de("TREPPE", {{"Stufen", "thesaurus", 0, "Treppe", false, 3}}, &plurals)),
            std::vector<std::string>{"Stufen"});
}

TEST(ClueCategories, CountriesByRegionCurrenciesByCountry) {
  const fs::path cldr = default_cldr();
  CWG_NEED(fs::exists(cldr / "main" / "de.xml")) << "unicode-cldr-core not installed";
  const Categories categories(cldr);
  EXPECT_EQ(texts(categories.candidates("PERU")),
            (std::vector<std::string>{"Staat in Südamerika", "Staat in Amerika"}));
  EXPECT_EQ(texts(categories.candidates("POLEN")),
            (std::vector<std::string>{"Staat in Osteuropa", "Staat in Europa", "europ. Staat"}));
  // The short form for a second state of a continent in one grid (LESOTHO "Nation" was judged
  // wrong where TSCHAD had "Staat in Afrika"); none for America ("amerik." is the USA).
  EXPECT_EQ(
      texts(categories.candidates("LESOTHO")),
      (std::vector<std::string>{"Staat im südlichen Afrika", "Staat in Afrika", "afrik. Staat"}));
  EXPECT_EQ(texts(categories.candidates("YEN")), std::vector<std::string>{"Währung in Japan"});
  EXPECT_TRUE(categories.candidates("DOLLAR").empty()) << "the currency of several countries";
  EXPECT_TRUE(categories.candidates("HAUS").empty());
}

// A place the thesaurus calls a city, named as a subdivision of one country in ISO 3166-2
// (iso-codes): "Stadt in Estland", not the bare "Stadt" (itself or through a synonym of its
// meaning, WILNA: Vilnius).
TEST(ClueCategories, ACityQualifiedByItsCountry) {
  CWG_NEED(fs::exists(default_cldr() / "main" / "de.xml")) << "unicode-cldr-core not installed";
  CWG_NEED(fs::exists(default_iso_subdivisions())) << "iso-codes not installed";
  const Categories categories;
  EXPECT_EQ(categories.place_in("TARTU"), "in Estland");
  EXPECT_EQ(categories.place_in("UDINE"), "in Italien");
  EXPECT_EQ(categories.place_in("HAUS"), "");
  for (const char* f : {"/usr/share/mythes/th_de_DE_v2.idx", "/usr/share/trans/de-en"})
    CWG_NEED(fs::exists(f)) << f << " missing";
  const auto data =
      load_clue_data({}, "", Lang::De, {"/usr/share/trans/de-en"}, Needed({"TARTU", "WILNA"}));
  EXPECT_EQ(data->source().candidates("TARTU").front().text, "Stadt in Estland");
  EXPECT_EQ(data->source().candidates("WILNA").front().text, "Stadt in Litauen");
}

TEST(ClueCategories, AMissingCldrFileIsNamed) {
  try {
    const Categories categories("/nonexistent/cldr");
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("/nonexistent/cldr/main/de.xml"), std::string::npos)
        << e.what();
  }
  CWG_NEED(fs::exists(default_cldr() / "main" / "de.xml")) << "unicode-cldr-core not installed";
  try {
    const Categories categories(default_cldr(), "/nonexistent/iso_3166-2.json");
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("/nonexistent/iso_3166-2.json"), std::string::npos)
        << e.what();
  }
}

TEST(CluePlaces, DingsNoteOnAPlaceIsItsClue) {
  const fs::path file = cwg::test::scratch_path("places_de");
  write_file_atomic(file,
                    "Oslo (Hauptstadt von Norwegen) [geogr.] :: Oslo (capital of Norway)\n"
                    "Hamm (Stadt in Deutschland) :: Hamm (city in Germany)\n"
                    "Ruhr {f} (Fluss in Deutschland, 219 km) :: Ruhr\n"
                    "Brünn (Stadt in Tschechien) [geogr.] :: Brno (town in Czechia)\n"
                    "Ismir; Smyrna {n} [hist.] (Stadt in der Türkei) [geogr.] :: Izmir; "
                    "Smyrna [hist.] (city in Turkey)\n"
                    "Zwinger {m} (Stadt in Polen) :: kennel\n");
  const Dictionary dictionary({file}, Needed({"OSLO", "HAMM", "RUHR", "BRNO", "IZMIR", "KENNEL"}));
  EXPECT_EQ(texts(dictionary.places("OSLO")),
            (std::vector<std::string>{"Hauptstadt von Norwegen", "Hptst. von Norwegen"}));
  EXPECT_EQ(texts(dictionary.places("HAMM")), std::vector<std::string>{"Stadt in Deutschland"});
  EXPECT_TRUE(dictionary.places("RUHR").empty()) << "a note with a number is no clue";
  // A place's other name in English or its own language: the German side's note (clues-de27).
  EXPECT_EQ(texts(dictionary.other_names("BRNO")), std::vector<std::string>{"Stadt in Tschechien"});
  EXPECT_EQ(texts(dictionary.other_names("IZMIR")),
            std::vector<std::string>{"Stadt in der Türkei"});
  EXPECT_TRUE(dictionary.other_names("KENNEL").empty())
      << "a common noun's subentry names no place";
  EXPECT_EQ(dictionary.other_names("IZMIR").front().headword, "Ismir") << "the German name";
  fs::remove(file);
}

// On the Debian data: a place's other name in its own language, where that language's
// dictionary gives the German name back, is clued by that translation, not by the note that
// leads to the German name (GENOVA "ital.: Genua", not "Stadt in Italien": judged wrong
// twice); where no dictionary of the language does, the note stays (IZMIR), and so it does
// where the translation would leak (ROME "frz.: Rom").
TEST(CluePlaces, AnOtherNameByItsOwnLanguagesTranslation) {
  const std::vector<std::string> dicts = {
      "/usr/share/trans/de-en", "/usr/share/dictd/freedict-ita-deu.index",
      "/usr/share/dictd/freedict-deu-ita.index", "/usr/share/dictd/freedict-fra-deu.index",
      "/usr/share/dictd/freedict-deu-fra.index"};
  const std::string missing = missing_file(dicts);
  CWG_NEED(missing.empty()) << missing << " missing";
  const auto data = load_clue_data({}, "", Lang::De, dicts, Needed({"GENOVA", "IZMIR", "ROME"}));
  const ClueSource source = data->source();
  EXPECT_EQ(first_printable(source, "GENOVA"), "ital.: Genua");
  EXPECT_EQ(first_printable(source, "IZMIR"), "Stadt in der Türkei");
  EXPECT_EQ(first_printable(source, "ROME"), "Hauptstadt von Italien");
}

// The sense a solver thinks of first (rank_de.hpp), on the Debian data: Ding's
// translations decide among the thesaurus's meanings and drop its counterparts.
TEST(ClueSenses, DingsTranslationsRankTheThesaurussMeanings) {
  for (const char* f : {"/usr/share/mythes/th_de_DE_v2.idx", "/usr/share/trans/de-en"})
    CWG_NEED(fs::exists(f)) << f << " missing";
  const std::vector<std::string> answers = {"ENTE", "ANFANG", "RESULTAT", "ERGO"};
  const auto data = load_clue_data({}, "", Lang::De, {"/usr/share/trans/de-en"}, Needed(answers));
  const ClueSource source = data->source();
  const auto first = [&](const std::string& a) { return source.candidates(a).front().text; };
  EXPECT_EQ(first("ENTE"), "Falschmeldung") << "Ding's synonym, not the counterpart Erpel";
  const auto ente = texts(source.candidates("ENTE"));
  EXPECT_LT(std::find(ente.begin(), ente.end(), "Vogel"),
            std::find(ente.begin(), ente.end(), "Erpel"))
      << "Erpel (männliche Ente) after the generic term";
  EXPECT_NE(first("ANFANG"), "Herkunft");
  EXPECT_EQ(first("RESULTAT"), "Ergebnis");
  EXPECT_EQ(first("ERGO"), "mithin");
}

// On the Debian data (issue 27, clues-de5): a generic term after the sound synonyms
// (NAZARENER not "Märtyrer", BALANCE not "Stand"), a bare category after every other clue (USA
// not "Land", though STAAT keeps its synonym "Land"), no verb phrase for a noun (MISERE not
// "Arschkarte haben"), no foreign spelling (ATHEN not "Athínai").
TEST(ClueSenses, SynonymsBeforeGenericTermsNoBareCategoryNoVerbPhraseForANoun) {
  for (const char* f : {"/usr/share/mythes/th_de_DE_v2.idx", "/usr/share/trans/de-en"})
    CWG_NEED(fs::exists(f)) << f << " missing";
  const std::vector<std::string> answers = {"NAZARENER", "BALANCE", "USA",  "STAAT",
                                            "MISERE",    "ATHEN",   "ERDE", "TON"};
  const auto data = load_clue_data({}, "", Lang::De, {"/usr/share/trans/de-en"}, Needed(answers));
  const ClueSource source = data->source();
  const auto first = [&](const std::string& a) { return source.candidates(a).front().text; };
  EXPECT_NE(first("NAZARENER"), "Märtyrer");
  EXPECT_NE(first("BALANCE"), "Stand");
  for (const Candidate& c : source.candidates("USA"))
    if (c.text == "Land" || c.text == "Nation" || c.text == "Staat") {
      EXPECT_GT(c.rank, source.candidates("USA").front().rank) << c.text;
    }
  const auto staat = texts(source.candidates("STAAT"));
  EXPECT_NE(std::find(staat.begin(), staat.end(), "Land"), staat.end());
  for (const std::string& t : texts(source.candidates("MISERE"))) EXPECT_NE(t, "Arschkarte haben");
  EXPECT_NE(first("ATHEN"), "Athínai");
  // A clue made of the answer's stem, umlauts folded, only when nothing else is left.
  EXPECT_NE(first("ERDE"), "Erdboden");
  EXPECT_NE(first("TON"), "Tönung");
}

// On the Debian data (clues-de12): a term two meanings give before one meaning's alone
// (ETUI "Hülle" before "Futteral"); a phrase of a meaning whose one-word terms Ding
// translates unlike the answer after a Ding synonym (INERT "neutral", not "immer wieder").
TEST(ClueSenses, TermsSourcesAgreeOnFirstNoDisputedPhrase) {
  for (const char* f : {"/usr/share/mythes/th_de_DE_v2.idx", "/usr/share/trans/de-en"})
    CWG_NEED(fs::exists(f)) << f << " missing";
  const std::vector<std::string> answers = {"ETUI", "INERT"};
  const auto data = load_clue_data({}, "", Lang::De, {"/usr/share/trans/de-en"}, Needed(answers));
  const ClueSource source = data->source();
  const auto etui = texts(source.candidates("ETUI"));
  const auto at = [&](const std::string& t) { return std::find(etui.begin(), etui.end(), t); };
  ASSERT_NE(at("Futteral"), etui.end());
  EXPECT_LT(at("Hülle"), at("Futteral"));
  EXPECT_NE(source.candidates("INERT").front().text, "immer wieder");
}

// On the Debian data (clues-de30): a term the thesaurus marks a trade's, a region's or the
// past's word ranks after the plain ones, confirmed or not (WINDSTILLE "Flaute" before
// "Kalme (fachspr.)", EICHE not "Quercus (fachspr.)"); a short answer's keeps its place (AUGE
// "Sehorgan" was judged good, "Glubscher" stays after it).
TEST(ClueSenses, TermsTheThesaurusMarksRareAfterPlainOnes) {
  for (const char* f : {"/usr/share/mythes/th_de_DE_v2.idx", "/usr/share/trans/de-en"})
    CWG_NEED(fs::exists(f)) << f << " missing";
  const std::vector<std::string> answers = {"WINDSTILLE", "EICHE", "AUGE"};
  const auto data = load_clue_data({}, "", Lang::De, {"/usr/share/trans/de-en"}, Needed(answers));
  const ClueSource source = data->source();
  const auto before = [&](const std::string& answer, const std::string& a, const std::string& b) {
    const auto all = texts(source.candidates(answer));
    const auto at_a = std::find(all.begin(), all.end(), a);
    const auto at_b = std::find(all.begin(), all.end(), b);
    return at_a != all.end() && at_b != all.end() && at_a < at_b;
  };
  EXPECT_TRUE(before("WINDSTILLE", "Flaute", "Kalme"));
  EXPECT_NE(first_printable(source, "EICHE"), "Quercus");
  EXPECT_TRUE(before("AUGE", "Sehorgan", "Glubscher"));
  for (const Candidate& c : source.candidates("WINDSTILLE")) {
    if (c.text == "Kalme") {
      EXPECT_NE(c.evidence & kThesaurusRare, 0u);
    }
  }
}

// On the Debian data (clues-de16): a preposition or personal pronoun as the clue is unsure
// (SEIT "nach", EUER "dein"); a meaning of the headword without its umlauts' dots is the
// other word's (FOEN: "Fon" is Telefon, not Föhn).
TEST(ClueSenses, FunctionWordCluesUnsureDotlessMeaningsAnotherWords) {
  for (const char* f : {"/usr/share/mythes/th_de_DE_v2.idx", "/usr/share/trans/de-en"})
    CWG_NEED(fs::exists(f)) << f << " missing";
  const std::vector<std::string> answers = {"SEIT", "FOEN"};
  const auto data = load_clue_data({}, "", Lang::De, {"/usr/share/trans/de-en"}, Needed(answers));
  const ClueSource source = data->source();
  int found = 0;
  for (const Candidate& c : source.candidates("SEIT"))
    if (c.text == "nach") {
      ++found;
      EXPECT_NE(c.evidence & kFunctionWord, 0u);
      EXPECT_LT(confidence(c), 40);
    }
  EXPECT_GT(found, 0) << "the thesaurus gives SEIT \"nach\"";
  const auto foen = texts(source.candidates("FOEN"));
  EXPECT_NE(std::find(foen.begin(), foen.end(), "Haartrockner"), foen.end());
  EXPECT_EQ(std::find(foen.begin(), foen.end(), "Telefon"), foen.end());
}

// The other way: a plain headword's meaning that holds it only with dots is the dotted word's
// (mythes-de files "Räben" under "raben": RABEN "Herbstrübe" judged wrong; KUHLE is no
// "Frische", which is Kühle's).
TEST(ClueSenses, DottedMeaningsUnderAPlainHeadwordAnotherWords) {
  CWG_NEED(fs::exists("/usr/share/mythes/th_de_DE_v2.idx")) << "mythes-de missing";
  const std::vector<std::string> answers = {"RABEN", "KUHLE"};
  const auto data = load_clue_data({}, "", Lang::De, {}, Needed(answers));
  const ClueSource source = data->source();
  const auto raben = texts(source.candidates("RABEN"));
  EXPECT_NE(std::find(raben.begin(), raben.end(), "Ravenna"), raben.end());
  EXPECT_EQ(std::find(raben.begin(), raben.end(), "Herbstrübe"), raben.end());
  const auto kuhle = texts(source.candidates("KUHLE"));
  EXPECT_NE(std::find(kuhle.begin(), kuhle.end(), "Grube"), kuhle.end());
  EXPECT_EQ(std::find(kuhle.begin(), kuhle.end(), "Frische"), kuhle.end());
}

// On the Debian data (clues-de13): a phrase of a light verb and function words, or of "tun"
// and no noun, after every other term (NUR not "ruhig tun", AGITIEREN not "tun für",
// ABFUEHREN not "geben für").
TEST(ClueSenses, LightVerbFragmentsLast) {
  for (const char* f : {"/usr/share/mythes/th_de_DE_v2.idx", "/usr/share/trans/de-en"})
    CWG_NEED(fs::exists(f)) << f << " missing";
  const std::vector<std::pair<std::string, std::string>> fragments = {
      {"NUR", "ruhig tun"}, {"AGITIEREN", "tun für"}, {"ABFUEHREN", "geben für"}};
  std::vector<std::string> answers;
  for (const auto& fragment : fragments) answers.push_back(fragment.first);
  const auto data = load_clue_data({}, "", Lang::De, {"/usr/share/trans/de-en"}, Needed(answers));
  const ClueSource source = data->source();
  int found = 0;
  for (const auto& fragment : fragments) {
    const auto terms = texts(source.candidates(fragment.first));
    const auto at = std::find(terms.begin(), terms.end(), fragment.second);
    if (at != terms.end()) {
      ++found;
      EXPECT_EQ(at + 1, terms.end()) << fragment.first;
    }
  }
  EXPECT_GT(found, 0) << "the thesaurus gives the fragments";
}

// On the Debian data (clues-de6): a word none of whose meanings Ding confirms gets its
// synonym before its generic term (IRE "Irländer", not "Gallier"); no English slur that
// OpenThesaurus lists among German words (ROMA "Gypsy").
TEST(ClueSenses, UnconfirmedGenericTermsAfterSynonymsNoEnglishSlur) {
  for (const char* f : {"/usr/share/mythes/th_de_DE_v2.idx", "/usr/share/trans/de-en"})
    CWG_NEED(fs::exists(f)) << f << " missing";
  const std::vector<std::string> answers = {"IRE", "ROMA"};
  const auto data = load_clue_data({}, "", Lang::De, {"/usr/share/trans/de-en"}, Needed(answers));
  const ClueSource source = data->source();
  const auto ire = texts(source.candidates("IRE"));
  const auto at = [&](const std::string& t) { return std::find(ire.begin(), ire.end(), t); };
  ASSERT_NE(at("Gallier"), ire.end());
  EXPECT_LT(at("Irländer"), at("Gallier"));
  for (const std::string& t : texts(source.candidates("ROMA"))) EXPECT_NE(t, "Gypsy");
}

// On the Debian data (clues-de6, de7): the German --clued-only fill prefers the words whose
// first printable clue is sure; a thesaurus term no second source confirms is not.
TEST(ClueSenses, WellCluedWordsHaveAClueASecondSourceConfirms) {
  for (const char* f : {"/usr/share/mythes/th_de_DE_v2.idx", "/usr/share/trans/de-en"})
    CWG_NEED(fs::exists(f)) << f << " missing";
  const std::vector<std::string> answers = {"RESULTAT", "ERGO", "KEILE", "NABE"};
  const auto data = load_clue_data({}, "", Lang::De, {"/usr/share/trans/de-en"}, Needed(answers));
  WordList list;
  list.words = answers;
  std::vector<int> sure;
  surely_clued_words(list, data->source(), Field::Half, 5, &sure);
  ASSERT_EQ(sure.size(), 4u);
  EXPECT_GE(sure[0], kConfident);
  EXPECT_GE(sure[1], kConfident);
  EXPECT_LT(sure[2], kConfident);
  EXPECT_LT(sure[3], kConfident);
}

// On the Debian data (clues-de7): a clue editors print fewer than 1 time in 10 (kUnsure:
// a term Hunspell does not know in a meaning Ding confirms otherwise) ranks after a surer
// one; the --clued-only fill leaves out a long word whose first clue would be unsure
// (CEREALIEN: generic terms and a Ding synonym Hunspell does not know) and keeps a short one (not
// ADAC, whose only terms are an abbreviation's kinds: a last resort, clues-de9; nor, since
// clues-de11, ELCH, whose first clue is the kind "Paarhufer"); from kConfidentFrom letters on
// it asks a confident clue (ABBITTE's is "Pardon", 30).
TEST(ClueSenses, UnsureCluesRankLaterAndLongWordsWithOnlyThoseLeaveTheFill) {
  for (const char* f : {"/usr/share/mythes/th_de_DE_v2.idx", "/usr/share/trans/de-en"})
    CWG_NEED(fs::exists(f)) << f << " missing";
  const std::vector<std::string> answers = {"TEILHABER", "CEREALIEN", "ADAC",
                                            "ABBITTE",   "ELCH",      "HAUS"};
  const auto data = load_clue_data({}, "", Lang::De, {"/usr/share/trans/de-en"}, Needed(answers));
  const auto teilhaber = texts(data->source().candidates("TEILHABER"));
  const auto at = [&](const std::string& t) {
    return std::find(teilhaber.begin(), teilhaber.end(), t);
  };
  ASSERT_NE(at("Partizipant"), teilhaber.end());
  EXPECT_LT(at("Partner"), at("Partizipant"));
  WordList list;
  list.words = answers;
  list.source = "w.txt";
  list.scores.assign(list.words.size(), 50);
  EXPECT_EQ(fit_fill_list(*data, Field::Half, 50, true, false, list), "");
  // ADAC, an abbreviation with only its kinds ("Verein") as terms: a last resort the fill
  // does not count on since clues-de9 (kept, but last, before).
  EXPECT_EQ(list.words, (std::vector<std::string>{"TEILHABER", "HAUS"}));
  // (One meaning's term, no second source: 72 since clues-de12, a fill score of 94.)
  EXPECT_GE(list.scores.front(), 90) << "Partner: confirmed by Ding";
}

// On the Debian data (clues-de8): a translation into a word Hunspell does not know (CRI
// "frz.: Cree") ranks after a sure one; a Swedish word's clue stays a last resort that
// `cwg clue` may print and a --clued-only fill does not count on; a long foreign word is no
// confident fill word whatever its clue's confidence (ATTENDRE "frz.: abwarten", 70).
TEST(ClueSenses, TranslationsByTheirConfidence) {
  const std::vector<std::string> dicts = {"/usr/share/trans/de-en",
                                          "/usr/share/dictd/freedict-fra-deu.index",
                                          "/usr/share/dictd/freedict-swe-deu.index"};
  CWG_NEED(fs::exists("/usr/share/mythes/th_de_DE_v2.idx")) << "mythes-de missing";
  for (const std::string& f : dicts) CWG_NEED(fs::exists(f)) << f << " missing";
  const std::vector<std::string> answers = {"CRI", "TASS", "ATTENDRE"};
  const auto data = load_clue_data({}, "", Lang::De, dicts, Needed(answers));
  const ClueSource source = data->source();
  const auto cri = texts(source.candidates("CRI"));
  const auto at = [&](const std::string& t) { return std::find(cri.begin(), cri.end(), t); };
  ASSERT_NE(at("frz.: Cree"), cri.end());
  EXPECT_LT(at("frz.: Schrei"), at("frz.: Cree"));
  EXPECT_EQ(texts(source.candidates("TASS")).front(), "schwed.: Pfote");
  WordList list;
  list.words = answers;
  std::vector<int> sure;
  EXPECT_EQ(surely_clued_words(list, source, Field::Whole, 5, &sure),
            (std::vector<bool>{true, false, true}));
  EXPECT_EQ(sure[0], 60) << "Schrei: a later sense of cri";
  EXPECT_LT(sure[2], kConfident);
}

// On the Debian data: a word whose letters Ding has only as an English short form (DEA, the
// US drug agency, and MON, Monday, are marked "/DEA/", "/Mon/" on the English side) and
// neither Ding nor Hunspell as a German word is a foreign word: its translation comes before
// the thesaurus's terms (DEA "lat.: Göttin", not "Matrone", judged wrong 16 times; MON
// "frz.: mein", not "Talaing").
TEST(ClueSenses, AnEnglishShortFormLeavesAWordForeign) {
  const std::vector<std::string> dicts = {"/usr/share/trans/de-en",
                                          "/usr/share/dictd/freedict-lat-deu.index",
                                          "/usr/share/dictd/freedict-fra-deu.index"};
  const std::string missing = missing_file(dicts);
  CWG_NEED(missing.empty()) << missing << " missing";
  const auto data = load_clue_data({}, "", Lang::De, dicts, Needed({"DEA", "MON"}));
  const ClueSource source = data->source();
  EXPECT_EQ(first_printable(source, "DEA"), "lat.: Göttin");
  EXPECT_EQ(first_printable(source, "MON"), "frz.: mein");
}

// Ding's marks of a term: its part of speech in braces, a narrowing note in brackets.
TEST(ClueSenses, DingsMarksGivePartOfSpeechAndNarrowerSenses) {
  const Dictionary d = ding_of("de_pos",
                               "ansässig {adj}; sesshaft {adj} :: resident\n"
                               "thronen {vi} :: to throne\n"
                               "Thronen {n} :: throning\n"
                               "Kabine {f} (eines Aufzugs) :: cage\n"
                               "Käfig {m} :: cage\n"
                               "Eintopf {m}; Eintopfgericht {n} :: stew; hooch [slang]\n");
  using W = Dictionary::GermanWord;
  EXPECT_EQ(d.german_word("ANSAESSIG")->small_pos, W::kAdjective);
  EXPECT_EQ(d.german_word("THRONEN")->small_pos, W::kVerb);
  EXPECT_EQ(d.german_word("THRONEN")->capital_pos, W::kNoun) << "das Thronen";
  EXPECT_EQ(texts(d.candidates("CAGE", true)).front(), "engl.: Käfig")
      << "Kabine only in a lift's sense";
  EXPECT_TRUE(d.translates("STEW", "Eintopf")) << "a slang term beside it counts too";
  EXPECT_FALSE(d.translates("STEW", "Käfig"));
  EXPECT_FALSE(d.translates("CAGE", "Eintopf"));
}

// Ding's gender marks give a noun's number: WOELFE is Wolf's plural only, KOT a singular,
// Fäkalien a plural; FERIEN a plural no singular has.
TEST(ClueSenses, DingsMarksGiveANounsNumber) {
  const Dictionary d = ding_of("de_number",
                               "Wolf {m} | Wölfe {pl} :: wolf | wolves\n"
                               "Fäkalien {pl}; Kot {m} :: faeces\n"
                               "Ferien {pl} :: holidays\n"
                               "Salamander {m} | Salamander {pl} :: salamander | salamanders\n");
  using W = Dictionary::GermanWord;
  EXPECT_EQ(d.german_word("WOELFE")->number, W::kPlural);
  EXPECT_EQ(d.german_word("KOT")->number, W::kSingular);
  EXPECT_EQ(d.german_word("FAEKALIEN")->number, W::kPlural);
  EXPECT_EQ(d.german_word("SALAMANDER")->number, W::kSingular | W::kPlural);
  EXPECT_TRUE(d.plurals().is_plural("WOELFE"));
  EXPECT_FALSE(d.plurals().is_plural("FERIEN"));
  EXPECT_FALSE(d.plurals().is_plural("WOLF"));
}

// On the Debian data (clues-de31): a thesaurus term agrees with its answer in number
// (ERLOES's first clue no plural: "Einkünfte" judged only acceptable, "Ertrag" the judge's
// own) and in gender (MOSLEM "Muslimin", judged wrong, after
// the masculine terms as a counterpart).
TEST(ClueSenses, ThesaurusTermsAgreeInNumberAndGender) {
  for (const char* f : {"/usr/share/mythes/th_de_DE_v2.idx", "/usr/share/trans/de-en"})
    CWG_NEED(fs::exists(f)) << f << " missing";
  const std::vector<std::string> answers = {"ERLOES", "MOSLEM"};
  const auto data = load_clue_data({}, "", Lang::De, {"/usr/share/trans/de-en"}, Needed(answers));
  const ClueSource source = data->source();
  EXPECT_NE(source.candidates("ERLOES").front().text, "Einkünfte");
  EXPECT_NE(source.candidates("ERLOES").front().text, "Einnahmen");
  for (const Candidate& c : source.candidates("MOSLEM"))
    EXPECT_TRUE(c.text != "Muslimin" || confidence(c) < kUnsure) << confidence(c);
}

// On the Debian data: the thesaurus's meaning of ANSAESSIG holds verbs (residieren,
// thronen), ERST's the noun Anfang; an English word it lists among German ones is marked.
TEST(ClueSenses, NoOtherPartOfSpeechAndEnglishWordsMarked) {
  for (const char* f : {"/usr/share/mythes/th_de_DE_v2.idx", "/usr/share/trans/de-en"})
    CWG_NEED(fs::exists(f)) << f << " missing";
  const std::vector<std::string> answers = {"ANSAESSIG", "ERST", "STEW"};
  const auto data = load_clue_data({}, "", Lang::De, {"/usr/share/trans/de-en"}, Needed(answers));
  const ClueSource source = data->source();
  for (const char* a : {"ANSAESSIG", "ERST"})
    for (const std::string& t : texts(source.candidates(a)))
      for (const char* wrong : {"thronen", "residieren", "sitzen", "Anfang", "Beginn"})
        EXPECT_NE(t, wrong) << a;
  EXPECT_EQ(texts(source.candidates("STEW")).front(), "engl.: Eintopf");
}

// An abbreviation's expansion from the thesaurus is marked as one ("Abk.:"), as Ding's are:
// bare, "Universal Serial Bus" reads as the definition of a longer word; the bare one follows
// for a field too small for the mark (clues-de29).
TEST(ClueSenses, AnAbbreviationsExpansionMarked) {
  CWG_NEED(fs::exists("/usr/share/mythes/th_de_DE_v2.idx")) << "mythes-de missing";
  const auto data = load_clue_data({}, "", Lang::De, {}, Needed({"USB", "RAF", "AUTO"}));
  const ClueSource source = data->source();
  const auto has = [&](const std::string& answer, const std::string& text) {
    const auto all = texts(source.candidates(answer));
    return std::find(all.begin(), all.end(), text) != all.end();
  };
  const auto usb = texts(source.candidates("USB"));
  const auto marked = std::find(usb.begin(), usb.end(), "Abk.: Universal Serial Bus");
  EXPECT_LT(marked, std::find(usb.begin(), usb.end(), "Universal Serial Bus"))
      << "the bare one after it, for a small field";
  EXPECT_TRUE(has("RAF", "Abk.: Royal Air Force"));
  for (const std::string& t : texts(source.candidates("AUTO")))
    EXPECT_EQ(t.find("Abk.:"), std::string::npos)
        << t << ": a word's first letters are no abbreviation";
}

// A pronoun or article is clued by its grammar, the fullest text first, a preposition by a
// fixed phrase; other words, and
// EUR (the currency, not EUER's stem), have none.
TEST(ClueGrammar, PronounsAndArticlesByTheirGrammar) {
  EXPECT_EQ(texts(grammar_clues("MIR")), std::vector<std::string>{"3. Fall von ich"});
  EXPECT_EQ(texts(grammar_clues("DEN")).front(), "Artikel (4. Fall)");
  EXPECT_EQ(texts(grammar_clues("EUER")).front(), "besitzanzeigendes Fürwort (ihr)");
  EXPECT_EQ(texts(grammar_clues("EURES")).back(), "besitzanz. Fürwort");
  EXPECT_EQ(texts(grammar_clues("EURES"))[2], "euch gehörendes");
  // The owner's "gehörend" takes the form's ending (EURER "euch gehörend" judged wrong).
  EXPECT_EQ(texts(grammar_clues("EURER"))[2], "euch gehörender");
  EXPECT_EQ(texts(grammar_clues("EUER"))[2], "euch gehörend");
  EXPECT_EQ(texts(grammar_clues("MEINE"))[2], "mir gehörende");
  EXPECT_EQ(texts(grammar_clues("DEINEM"))[2], "dir gehörendem");
  EXPECT_EQ(texts(grammar_clues("SEIN"))[2], "ihm gehörend");
  EXPECT_TRUE(grammar_clues("EUR").empty());
  EXPECT_EQ(texts(grammar_clues("IHR")).front(), "persönliches Fürwort (2. Person Mehrzahl)");
  EXPECT_EQ(texts(grammar_clues("IHRE")).front(), "besitzanzeigendes Fürwort (sie)");
  EXPECT_EQ(texts(grammar_clues("UEBER")), std::vector<std::string>{"___ alle Berge"});
  for (const char* none : {"EUR", "HAUS", "NAH", ""}) EXPECT_TRUE(grammar_clues(none).empty());
  for (const Candidate& c : grammar_clues("DICH")) EXPECT_EQ(confidence(c), kGrammarConfidence);
  // No grammar clue gives its answer away.
  for (const char* a : {"MIR",   "MICH",    "UNS", "EUCH", "IHNEN", "ICH",      "DU",
                        "WIR",   "IHR",     "DEN", "DES",  "EINE",  "MEINE",    "SEINEM",
                        "EUREN", "UNSERES", "VOR", "NACH", "UEBER", "ZWISCHEN", "WEGEN"})
    for (const std::string& t : texts(grammar_clues(a))) EXPECT_FALSE(leaks(a, t)) << a << " " << t;
}

// The grammar goes before the first clue less sure than it, and before that clue's ties;
// the clues after it keep their order and ties, one rank per grammar text later.
TEST(ClueGrammar, BeforeTheFirstLessSureClueAndItsTies) {
  auto clue = [](const char* text, int rank, bool sure) {
    Candidate c{text, sure ? "cldr" : "thesaurus", rank, {}, false};
    c.generic = !sure;  // a thesaurus's kind: confidence 6
    return c;
  };
  std::vector<Candidate> clues = {clue("Staat in Asien", 10, true), clue("sicher", 20, true),
                                  clue("Land", 20, false), clue("Gebiet", 30, false)};
  insert_grammar(grammar_clues("UNS"), clues);
  EXPECT_EQ(texts(clues),
            (std::vector<std::string>{"Staat in Asien", "3. oder 4. Fall von wir",
                                      "3./4. Fall von wir", "sicher", "Land", "Gebiet"}));
  EXPECT_LT(clues[0].rank, clues[1].rank);
  EXPECT_LT(clues[1].rank, clues[2].rank);
  EXPECT_LT(clues[2].rank, clues[3].rank);
  EXPECT_EQ(clues[3].rank, clues[4].rank);
  EXPECT_LT(clues[4].rank, clues[5].rank);
  std::vector<Candidate> none;
  insert_grammar(grammar_clues("MIR"), none);
  EXPECT_EQ(texts(none), std::vector<std::string>{"3. Fall von ich"});
}

// On the Debian data: MIR's first clue is its grammar, not Ding's "mich"; MEINEN keeps the
// verb's sure synonyms first.
TEST(ClueGrammar, FirstOnTheDebianDataWhereNothingIsSurer) {
  for (const char* f : {"/usr/share/mythes/th_de_DE_v2.idx", "/usr/share/trans/de-en"})
    CWG_NEED(fs::exists(f)) << f << " missing";
  const std::vector<std::string> answers = {"MIR", "MEINEN"};
  const auto data = load_clue_data({}, "", Lang::De, {"/usr/share/trans/de-en"}, Needed(answers));
  const ClueSource source = data->source();
  EXPECT_EQ(texts(source.candidates("MIR")).front(), "3. Fall von ich");
  const auto meinen = source.candidates("MEINEN");
  ASSERT_FALSE(meinen.empty());
  EXPECT_NE(meinen.front().source, "grammar");
}

}  // namespace
}  // namespace cwg::clues
