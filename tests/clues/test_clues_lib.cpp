// The clue library: each rule of choosing a clue on a small case whose answer is known.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "clues/choose.hpp"
#include "clues/fill_words.hpp"
#include "clues/leak.hpp"
#include "clues/sheet.hpp"
#include "clues/terms.hpp"
#include "core/input_error.hpp"
#include "render/text_fit.hpp"
#include "tests/need.hpp"
#include "tests/test_util.hpp"

namespace cwg::clues {

using namespace cwg::render;
namespace {

// cwg clue --json of a sheet made by hand: an arrowword's word with a clue and one without,
// then an American entry (its number in place of question and arrow).
TEST(ClueSheetJson, MembersPerWordAndTheUnclued) {
  ClueSheet sheet;
  puzzle::Entry lea;
  lea.direction = puzzle::Direction::Down;
  lea.row = 0, lea.col = 1, lea.length = 3, lea.question_row = 0, lea.question_col = 0;
  lea.arrow = 4, lea.answer = "LEA", lea.clue = "Vorname";
  puzzle::Entry id = lea;
  id.direction = puzzle::Direction::Across;
  id.answer = "ID", id.clue = "", id.length = 2;
  sheet.rows = {{lea, "list:c.txt:3"}, {id, ""}};
  EXPECT_EQ(
      sheet_json("g.cwg", "cwg", sheet).dump(),
      R"({"file":"g.cwg","format":"cwg","words":[)"
      R"({"question":{"row":0,"col":0},"arrow":4,"start":{"row":0,"col":1},)"
      R"("direction":"down","length":3,"word":"LEA","clue":"Vorname","source":"list:c.txt:3"},)"
      R"({"question":{"row":0,"col":0},"arrow":4,"start":{"row":0,"col":1},)"
      R"("direction":"across","length":2,"word":"ID","clue":null,"source":null}],)"
      R"("unclued":["ID"]})");
  sheet.kind = puzzle::Kind::American;
  sheet.rows = {{lea, "thesaurus"}};
  sheet.rows[0].entry.number = 7;
  EXPECT_EQ(sheet_json("g.puz", "puz", sheet).dump(),
            R"({"file":"g.puz","format":"puz","words":[)"
            R"({"number":7,"start":{"row":0,"col":1},"direction":"down","length":3,"word":"LEA",)"
            R"("clue":"Vorname","source":"thesaurus"}],"unclued":[]})");
}

TEST(ClueLeak, AnswerInsideOrAroundOrFourLettersShared) {
  EXPECT_TRUE(leaks("HAUS", "Haustür"));             // contains the answer
  EXPECT_TRUE(leaks("HAUSTUER", "Haus"));            // contained in it
  EXPECT_TRUE(leaks("FLUSS", "Durchfluss"));         // ends in it
  EXPECT_TRUE(leaks("BAEUME", "großer Bäum-chen"));  // ÄU spelled AEU: "BAEU" shared
  EXPECT_TRUE(leaks("STRASSE", "Straße"));           // ß as SS
  EXPECT_TRUE(leaks("EISEN", "kaltes Eis"));         // a three-letter word inside
  EXPECT_FALSE(leaks("HAUS", "Gebäude"));
  EXPECT_FALSE(leaks("EISEN", "Metall"));
  EXPECT_FALSE(leaks("AST", "Teil des Baums"));  // "des" is no part of AST
  // Accented letters as their base letter (the word lists have none): the answer itself.
  EXPECT_TRUE(leaks("CREPES", "Crêpes"));
  EXPECT_TRUE(leaks("CAFE", "Café crème"));
  EXPECT_TRUE(leaks("SENOR", "Señor"));
  EXPECT_TRUE(leaks("COEUR", "cœur"));
  EXPECT_FALSE(leaks("ATHEN", "Athínai"));  // ATH only: three letters, not a word of its own
}

// American clues: four letters shared only in an ending both words have are no leak
// ("Mindlessly" for SENSELESSLY, "Explorers" for ADVENTURERS); a shared root still is.
TEST(ClueLeak, AnEnglishEndingInCommonIsNoLeak) {
  EXPECT_TRUE(leaks("SENSELESSLY", "Mindlessly"));
  EXPECT_FALSE(leaks("SENSELESSLY", "Mindlessly", true));
  EXPECT_FALSE(leaks("ADVENTURERS", "Explorers", true));
  EXPECT_FALSE(leaks("CLASSICALLY", "Historically", true));
  EXPECT_TRUE(leaks("ATTENTIVELY", "With attention", true)) << "the root";
  EXPECT_TRUE(leaks("TEACHERS", "Preachers", true)) << "an ending of seven letters";
  EXPECT_TRUE(leaks("BAKERS", "Makers", true)) << "one letter before the ending";
}

TEST(ClueTerms, NotesBecomeFlagsAndLeaveTheText) {
  const Term generic = parse_term("Bude (ugs.) (Oberbegriff)");
  EXPECT_EQ(generic.text, "Bude");
  EXPECT_EQ(generic.relation, Relation::Generic);
  EXPECT_GT(generic.register_penalty, 0);
  EXPECT_FALSE(generic.offensive);
  // A regional or technical word is harder than a colloquial one (TAUFLIEGE "Mücke
  // (österr.)"): after the plain terms of the next meaning.
  EXPECT_GE(parse_term("Mücke (österr.)").register_penalty, 6);
  EXPECT_GE(parse_term("Maturität (schweiz.)").register_penalty, 6);
  EXPECT_LT(parse_term("Bude (ugs.)").register_penalty,
            parse_term("Mücke (österr.)").register_penalty);
  // A trade's, a region's or the past's word is marked so (clues-de30); a colloquial one not.
  EXPECT_TRUE(parse_term("Decke (fachspr., Jargon)").rare);
  EXPECT_TRUE(parse_term("Zähre (veraltet)").rare);
  EXPECT_TRUE(parse_term("Marille (österr.)").rare);
  EXPECT_FALSE(parse_term("Bude (ugs.)").rare);
  EXPECT_FALSE(parse_term("Hader (geh.)").rare);
  EXPECT_TRUE(parse_term("Depp (derb)").offensive);
  EXPECT_TRUE(parse_term("Weib (stark abwertend)").offensive);
  EXPECT_TRUE(parse_term("Arsch (vulg.)").offensive);
  EXPECT_EQ(parse_term("(sich) freuen").text, "freuen");
  EXPECT_EQ(parse_term("city (generic term)").relation, Relation::Generic);
  EXPECT_EQ(parse_term("hot (antonym)").relation, Relation::Antonym);
  EXPECT_TRUE(parse_term("Haus (Hauptform)").main_form);
}

TEST(ClueFit, HalfAFieldTakesLessThanAWholeOne) {
  EXPECT_TRUE(render::clue_fits("Heim", true));
  EXPECT_TRUE(render::clue_fits("Fluss nahe Salzburg", false));
  EXPECT_FALSE(render::clue_fits("Fluss nahe Salzburg", true));
  // Half a field holds two short lines at about 5 pt, as papers print them.
  EXPECT_TRUE(render::clue_fits("Staat in Asien", true));
  EXPECT_TRUE(render::clue_fits("engl.: Kniff", true));
  EXPECT_FALSE(render::clue_fits("Staat in Asien", true, 6.0)) << "one line at 6 pt";
  EXPECT_FALSE(render::clue_fits("Donaudampfschifffahrtsgesellschaft", false));
  EXPECT_TRUE(printable("HAUS", "Heim", Field::Half));
  EXPECT_FALSE(printable("HAUS", "Haus", Field::Half)) << "a leak";
  EXPECT_FALSE(printable("ETA", "\u03b7", Field::Whole)) << "a lone symbol";
  EXPECT_FALSE(printable("DOLLAR", "$", Field::Whole));
}

// The fill of cwg solve asks whether a word can be clued in half a field; the sheet then
// clues each word in the field it got. A text that fits half a field must fit a whole one
// ("frz.: Schlüssel" fitted half a field at 4.9 pt, a whole one not at 6 pt: CLE unclued).
TEST(ClueFit, WhatFitsHalfAFieldFitsAWholeOne) {
  for (const char* text : {"frz.: Schlüssel", "Arachnoid", "Salzgarten", "Staat in Asien",
                           "engl.: Kniff", "Heim", "Fluss nahe Salzburg", "Säulengänge"})
    EXPECT_TRUE(!render::clue_fits(text, true) || render::clue_fits(text, false)) << text;
  ClueLists lists;
  lists.add_text("CLE\tfrz.: Schlüssel\n", "c.txt");
  const ClueSource source{&lists};
  ASSERT_TRUE(clueable("CLE", source, Field::Half));
  const auto chosen = choose_clues({{"CLE", Field::Whole}}, source, 1);
  EXPECT_EQ(chosen.at(0).text, "frz.: Schlüssel");
}

TEST(ClueLists, FirstListWinsAndLinesOfOneWordAreAlternatives) {
  ClueLists lists;
  lists.add_text("EI\tOval mit Schale\nHAUS Gebäude\nEI\tFrühstücksbeigabe\n", "a.txt");
  lists.add_text("EI\tanderes\nAST Teil des Baums\n", "b.txt");
  const auto ei = lists.candidates("EI");
  ASSERT_EQ(ei.size(), 2u);
  EXPECT_EQ(ei[0].text, "Oval mit Schale");
  EXPECT_EQ(ei[0].source, "list:a.txt:1");
  EXPECT_EQ(ei[1].source, "list:a.txt:3");
  EXPECT_EQ(lists.candidates("AST").at(0).source, "list:b.txt:2");
  EXPECT_TRUE(lists.candidates("BAUM").empty());
}

TEST(ClueLists, ABadLineIsNamedByFileAndLine) {
  ClueLists lists;
  try {
    lists.add_text("EI\tOval\nHAUS\n", "bad.txt");
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("bad.txt:2:"), std::string::npos) << e.what();
  }
}

TEST(ClueChoose, AWordWhoseCluesWentToOthersTakesOneOverWhereTheHolderHasAnother) {
  // EF (one clue) takes "yy" first; AB takes its best, "xx"; CD then finds both of its
  // clues used unless AB moves on to "zz".
  ClueLists lists;
  lists.add_text("AB\txx\nAB\tzz\nCD\txx\nCD\tyy\nEF\tyy\n", "l.txt");
  const ClueSource source{&lists, nullptr};
  const auto chosen =
      choose_clues({{"AB", Field::Whole}, {"CD", Field::Whole}, {"EF", Field::Whole}}, source, 1);
  EXPECT_EQ(chosen[0].text, "zz");
  EXPECT_EQ(chosen[1].text, "xx");
  EXPECT_EQ(chosen[2].text, "yy");
}

TEST(ClueFillWords, AWordWhoseEveryClueIsTakenIsNamed) {
  ClueLists lists;
  lists.add_text(
      "CHILE\tStaat\nCHILE\tLand\nPERU\tStaat\nPERU\tLand\nPERU\tAnden\n"
      "KENIA\tStaat\nKENIA\tNation\nOPEC\tKartell\n",
      "l.txt");
  const ClueSource source{&lists, nullptr};
  WordList list;
  list.words = {"CHILE", "PERU", "KENIA", "OPEC", "WIEN"};
  // The keys come from the pass that chooses the clued list (every clue, past the two it counts).
  WordKeys word_keys;
  surely_clued_words(list, source, Field::Half, 5, nullptr, false, &word_keys);
  const ClueKeys keys(list.words, word_keys);
  const auto used = [](std::vector<std::string> clues) {
    for (std::string& c : clues) c = repeat_key(c);
    return clues;
  };
  // Staat and Land used: CHILE has no clue left; PERU still has Anden, KENIA Nation;
  // WIEN has no clue at all, so none can be taken from it.
  EXPECT_EQ(keys.all_taken(used({"Staat", "Land"})), std::vector<std::string>{"CHILE"});
  EXPECT_EQ(keys.all_taken(used({"Staat", "land", "Anden", "Nation", "Staat"})),
            (std::vector<std::string>{"CHILE", "PERU", "KENIA"}));
  EXPECT_TRUE(keys.all_taken({}).empty());
  EXPECT_EQ(keys.all_taken(used({"Kartell"})), std::vector<std::string>{"OPEC"});
}

TEST(ClueFillWords, TheKeysFollowTheWordsTheListKeeps) {
  WordList list;
  list.words = {"CHILE", "PERU", "KENIA", "CHILE2"};
  list.scores.assign(4, 50);
  WordKeys keys{{"staat"}, {"anden", "land"}, {"nation"}, {}};
  EXPECT_EQ(keep_clueable(list, {true, false, true, false}, &keys), 2u);
  EXPECT_EQ(list.words, (std::vector<std::string>{"CHILE", "KENIA"}));
  EXPECT_EQ(keys, (WordKeys{{"staat"}, {"nation"}}));
}

TEST(ClueFillWords, ALongWordWhoseOneClueIsAnothersOneClueIsNotSurelyClued) {
  ClueLists lists;
  lists.add_text(
      "BERLIN\tKapitale\nMADRID\tKapitale\nLISSABON\tKapitale\nLISSABON\tLisboa\n"
      "PARIS\tSeine\nROM\tKapitale\n",
      "l.txt");
  const ClueSource source{&lists, nullptr};
  WordList list;
  list.words = {"BERLIN", "MADRID", "LISSABON", "PARIS", "ROM", "WIEN"};
  EXPECT_EQ(surely_clued_words(list, source, Field::Whole, 5),
            (std::vector<bool>{false, false, true, true, true, false}))
      << "two capitals with only Kapitale: neither; one with another clue, one with a clue of "
         "its own, a short word (scarce, kept); WIEN has none";
}

TEST(ClueChoose, CluesThatDifferInANumberAreNoRepeat) {
  EXPECT_EQ(repeat_key("Bau"), repeat_key("bau!"));
  EXPECT_NE(repeat_key("3. Fall von er"), repeat_key("4. Fall von er"));
  EXPECT_EQ(repeat_key("3. Fall von er"), repeat_key("3. fall von ER"));
}

TEST(ClueChoose, NoClueTwiceAndTheSameSeedGivesTheSameClues) {
  ClueLists lists;
  lists.add_text("AB\tdings\nCD\tdings\nCD\tbums\nEF\tdings\n", "l.txt");
  const ClueSource source{&lists, nullptr};
  const std::vector<Wanted> words = {
      {"AB", Field::Whole}, {"CD", Field::Whole}, {"EF", Field::Whole}};
  const auto chosen = choose_clues(words, source, 7);
  std::set<std::string> texts;
  int clued = 0;
  for (const Chosen& c : chosen)
    if (!c.text.empty()) {
      ++clued;
      EXPECT_TRUE(texts.insert(c.text).second) << c.text << " twice";
    }
  EXPECT_EQ(clued, 2) << "AB and EF share their only clue: one of them goes without";
  EXPECT_EQ(chosen[1].text, "bums") << "CD's other clue leaves 'dings' to a word that has no other";
  const auto again = choose_clues(words, source, 7);
  for (std::size_t i = 0; i < chosen.size(); ++i) EXPECT_EQ(chosen[i].text, again[i].text);
}

const std::filesystem::path kGerman = "/usr/share/mythes/th_de_DE_v2.idx";

TEST(ClueThesaurus, HeadwordsByTheirSpellingAndInflectedFormsByStem) {
  CWG_NEED(std::filesystem::exists(kGerman)) << "mythes-de not installed";
  const Thesaurus thesaurus(kGerman, Lang::De);
  const ClueSource source{nullptr, &thesaurus};
  for (const char* answer : {"HAUS", "HAEUSER", "AALE", "FLUSS", "GEBAEUDE"})
    EXPECT_FALSE(thesaurus.candidates(answer).empty()) << answer;
  // A plural's terms need Ding's plurals to agree with it (agree_de.hpp): without the
  // dictionary only the words themselves are clueable.
  for (const char* answer : {"HAUS", "FLUSS", "GEBAEUDE"})
    EXPECT_TRUE(clueable(answer, source, Field::Whole)) << answer;
  EXPECT_FALSE(clueable("AALE", source, Field::Whole));
  const auto haus = thesaurus.candidates("HAUS");
  const bool has_gebaeude =
      std::any_of(haus.begin(), haus.end(), [](const Candidate& c) { return c.text == "Gebäude"; });
  EXPECT_TRUE(has_gebaeude) << "the generic term of the main sense";
  EXPECT_TRUE(thesaurus.candidates("XQZV").empty());
}

// A woman's word is no form of the man's, though Hunspell stems it so (CHEFIN: Chef): the
// man's terms put into the plural were no clue of it (CHEFIN "Leiter", RICHTERIN "Juristen").
TEST(ClueThesaurus, AWomansWordIsNoFormOfTheMans) {
  CWG_NEED(std::filesystem::exists(kGerman)) << "mythes-de not installed";
  const Thesaurus thesaurus(kGerman, Lang::De);
  const auto by_stem = [&](const std::string& answer) {
    const auto all = thesaurus.candidates(answer);
    return std::any_of(all.begin(), all.end(), [](const Candidate& c) { return c.inflected; });
  };
  EXPECT_FALSE(by_stem("CHEFIN"));
  EXPECT_FALSE(by_stem("AERZTIN"));
  EXPECT_FALSE(by_stem("CHEFINNEN")) << "nor the women's plural";
  EXPECT_TRUE(by_stem("HAEUSER")) << "a plural is a form";
}

TEST(ClueThesaurus, AWordWithoutMeaningsOfItsOwnIsCluedByTheMeaningsItStandsIn) {
  CWG_NEED(std::filesystem::exists(kGerman)) << "mythes-de not installed";
  const Thesaurus thesaurus(kGerman, Lang::De);
  // mythes-de has no headword "hafen": its meanings sit under "häfen", with the Austrian
  // "Häfen" (prison), which is no meaning of HAFEN.
  const auto hafen = thesaurus.candidates("HAFEN");
  auto has = [&](const char* text) {
    return std::any_of(hafen.begin(), hafen.end(),
                       [&](const Candidate& c) { return c.text == text; });
  };
  EXPECT_TRUE(has("Port"));
  EXPECT_FALSE(has("Gefängnis"));
  EXPECT_FALSE(has("Haftanstalt"));
}

TEST(ClueThesaurus, ASymbolIsNoFirstChoiceForALongerWord) {
  CWG_NEED(std::filesystem::exists(kGerman)) << "mythes-de not installed";
  const Thesaurus thesaurus(kGerman, Lang::De);
  const ClueSource source{nullptr, &thesaurus};
  // BLEI's first sense offers "Pb" (and "Schwermetall", too long for a field).
  const auto all = thesaurus.candidates("BLEI");
  ASSERT_TRUE(
      std::any_of(all.begin(), all.end(), [](const Candidate& c) { return c.text == "Pb"; }));
  for (std::uint64_t seed = 1; seed <= 3; ++seed)
    EXPECT_NE(choose_clues({{"BLEI", Field::Whole}}, source, seed)[0].text, "Pb") << seed;
}

TEST(ClueThesaurus, EnglishInflectionsReachTheirHeadword) {
  const std::filesystem::path english = "/usr/share/mythes/th_en_US_v2.idx";
  CWG_NEED(std::filesystem::exists(english)) << "mythes-en-us not installed";
  const Thesaurus thesaurus(english, Lang::En);
  // Not headwords themselves; GO, SETTLEMENT, CITY and GRAB are.
  for (const char* answer : {"GOES", "SETTLEMENTS", "CITIES", "GRABBED"})
    EXPECT_FALSE(thesaurus.candidates(answer).empty()) << answer;
  const auto goes = thesaurus.candidates("GOES");
  EXPECT_NE(goes.front().text, "a-ok") << "an adjective's sense is no inflected form's";
}

TEST(ClueThesaurus, NoOffensiveTerm) {
  CWG_NEED(std::filesystem::exists(kGerman)) << "mythes-de not installed";
  const Thesaurus thesaurus(kGerman, Lang::De);
  // The raw meaning lines of "Dummkopf" hold terms marked derb or abwertend: none of them
  // may come back (read here with a plain scan, not through parse_term).
  std::ifstream dat("/usr/share/mythes/th_de_DE_v2.dat");
  std::set<std::string> offensive;
  for (std::string line; std::getline(dat, line);) {
    if (line.rfind("-|Dummkopf (Hauptform)|", 0) != 0) continue;
    std::stringstream terms(line);
    for (std::string term; std::getline(terms, term, '|');)
      if (term.find("derb)") != std::string::npos || term.find("abwertend") != std::string::npos)
        offensive.insert(term.substr(0, term.find(" (")));
  }
  ASSERT_FALSE(offensive.empty());
  for (const Candidate& c : thesaurus.candidates("DUMMKOPF"))
    EXPECT_EQ(offensive.count(c.text), 0u) << c.text;
}

class ClueThesaurusFiles : public test::CwgTest {};

TEST_F(ClueThesaurusFiles, MissingOrBrokenFilesAreNamed) {
  try {
    Thesaurus t(path("none.idx"), Lang::De);
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("none.idx"), std::string::npos) << e.what();
  }
  write("lone.idx", "UTF-8\n1\nhaus|6\n");
  try {
    Thesaurus t(path("lone.idx"), Lang::De);
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("lone.dat"), std::string::npos) << e.what();
  }
  write("bad.dat", "UTF-8\nhaus|1\n-|Heim\n");
  write("bad.idx", "UTF-8\n1\nhaus 6\n");
  try {
    Thesaurus t(path("bad.idx"), Lang::De);
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("bad.idx:3:"), std::string::npos) << e.what();
  }
}

TEST_F(ClueThesaurusFiles, ASmallThesaurusOfOurOwn) {
  write("t.dat",
        "ISO8859-1\nhaus|1\n-|Haus (Hauptform)|Heim|Geb\xe4ude (Oberbegriff)|Kate (derb)\n");
  write("t.idx", "ISO8859-1\n1\nhaus|10\n");
  const Thesaurus thesaurus(path("t.idx"), Lang::De);
  const auto all = thesaurus.candidates("HAUS");
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0].text, "Heim");
  EXPECT_EQ(all[1].text, "Gebäude") << "read as ISO-8859-1 as its first line says";
  EXPECT_EQ(all[1].source, "thesaurus");
}

}  // namespace
}  // namespace cwg::clues
