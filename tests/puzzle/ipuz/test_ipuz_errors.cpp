// Malformed ipuz: each kind of mistake named by its JSON path, in the library and through
// the binary (exit 2, one message, no output file); and `cwg convert`/`cwg info` end to end.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "puzzle/ipuz/ipuz.hpp"
#include "tests/formats/puz/puz_test_util.hpp"
#include "tests/need.hpp"
#include "tests/test_util.hpp"

using cwg::test::run_cwg;

namespace {

namespace fs = std::filesystem;
using cwg::ipuz::IpuzError;
using cwg::ipuz::parse_ipuz;

/// A valid 4x8 American puzzle with the member at dotted `key` set to the JSON `value`
/// (removed when `value` is empty).
std::string american(const std::string& key, const std::string& value) {
  nlohmann::ordered_json doc = nlohmann::ordered_json::parse(R"({
    "version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
    "dimensions": {"width": 4, "height": 8},
    "puzzle": [[1,2,3,4],[5,0,0,0],[6,0,0,0],[7,0,0,0],[8,0,0,0],[9,0,0,0],[10,0,0,0],[11,0,0,0]],
    "solution": [["A","B","C","D"],["A","B","C","D"],["A","B","C","D"],["A","B","C","D"],
                 ["A","B","C","D"],["A","B","C","D"],["A","B","C","D"],["A","B","C","D"]],
    "clues": {"Across": [[1, "one"]], "Down": [[2, "two"]]}
  })");
  if (!key.empty()) {
    nlohmann::ordered_json* at = &doc;
    std::string rest = key;
    for (std::size_t dot; (dot = rest.find('.')) != std::string::npos; rest = rest.substr(dot + 1))
      at = &(*at)[rest.substr(0, dot)];
    if (value.empty())
      at->erase(rest);
    else
      (*at)[rest] = nlohmann::ordered_json::parse(value);
  }
  return doc.dump();
}

std::string arrowword(const std::string& clue) {
  return R"({"version": "http://ipuz.org/v2",
    "kind": ["http://ipuz.org/crossword#1", "http://ipuz.org/crossword/arrowword#1"],
    "dimensions": {"width": 3, "height": 2}, "clueplacement": "blocks",
    "puzzle": [[{"cell": "#", "style": {"color": "D8D8D8"}}, 1, 0], [null, 0, 0]],
    "clues": {"Across": [)" +
         clue + "]}}";
}

struct Bad {
  std::string json;
  std::string path;  ///< expected in the message as "t.ipuz: PATH: "
};

TEST(IpuzErrors, EachMistakeNamesItsJsonPath) {
  const std::vector<Bad> cases = {
      {"{\"kind\": [", "byte 10"},
      {"[1, 2]", "(top)"},
      {"99e899", "(JSON)"},
      {american("kind", ""), "kind"},
      {american("kind", R"(["http://ipuz.org/sudoku#1"])"), "kind"},
      {american("kind", R"(["http://ipuz.org/crossword#1", 7])"), "kind[1]"},
      {american("dimensions", ""), "dimensions"},
      {american("dimensions.width", "0"), "dimensions.width"},
      {american("dimensions.height", "1001"), "dimensions.height"},
      {american("dimensions.width", "\"4\""), "dimensions.width"},
      {american("puzzle", "{}"), "puzzle"},
      {american("puzzle", "[[1,2,3,4]]"), "puzzle"},
      {american("puzzle",
                "[[1,2,3,4],[5,0,0],[6,0,0,0],[7,0,0,0],[8,0,0,0],[9,0,0,0],"
                "[10,0,0,0],[11,0,0,0]]"),
       "puzzle[1]"},
      {american("puzzle",
                "[[1,2,3,4],[5,0,0,0],[6,0,0,0],[7,0,0,true],[8,0,0,0],[9,0,0,0],"
                "[10,0,0,0],[11,0,0,0]]"),
       "puzzle[3][3]"},
      {american("puzzle",
                "[[1,2,3,4],[5,0,0,0],[6,0,0,0],[7,0,0,0],[8,0,0,0],[9,0,0,0],"
                "[10,0,0,0],[11,0,{\"style\": 3},0]]"),
       "puzzle[7][2].style"},
      {american("solution", R"([["A","#","C","D"],["A","B","C","D"],["A","B","C","D"],
          ["A","B","C","D"],["A","B","C","D"],["A","B","C","D"],["A","B","C","D"],
          ["A","B","C","D"]])"),
       "solution[0][1]"},
      {american("title", "5"), "title"},
      {american("clues", "[]"), "clues"},
      {american("clues", R"({"Diagonal": []})"), "clues.Diagonal"},
      {american("clues", R"({"Across": [[1, "a"], [17, "b"]]})"), "clues.Across[1]"},
      {american("clues", R"({"Down": [[1, "a"], [1, "b"]]})"), "clues.Down[1]"},
      {american("clues", R"({"Down": [true]})"), "clues.Down[0]"},
      {american("clues", R"({"Across": [{"number": "x1", "clue": "a"}]})"),
       "clues.Across[0].number"},
      {arrowword(R"({"clue": "a"})"), "clues.Across[0]"},
      {arrowword(R"({"number": 7, "clue": "a", "location": [0, 0]})"), "clues.Across[0].number"},
      {arrowword(R"({"clue": "a", "location": [3, 0], "io.github.cwg:arrow": 3})"),
       "clues.Across[0].location"},
      {arrowword(R"({"clue": "a", "location": [1, 0], "io.github.cwg:arrow": 3})"),
       "clues.Across[0].location"},
      {arrowword(R"({"clue": "a", "location": [0, 0], "io.github.cwg:arrow": 9})"),
       "clues.Across[0].io.github.cwg:arrow"},
      {arrowword(R"({"clue": "a", "location": [0, 0], "io.github.cwg:arrow": 0})"),
       "clues.Across[0].io.github.cwg:arrow"},
      {arrowword(R"({"clue": "a", "location": [0, 0], "cells": [[2, 1]]})"),
       "clues.Across[0].cells[0]"},
      {std::string(100, '[') + std::string(100, ']'), "byte 64"},
  };
  for (const Bad& b : cases) {
    try {
      parse_ipuz(b.json, "t.ipuz");
      ADD_FAILURE() << "accepted: " << b.json;
    } catch (const IpuzError& e) {
      EXPECT_EQ(std::string(e.what()).rfind("t.ipuz: " + b.path + ": ", 0), 0u)
          << e.what() << "\nexpected path " << b.path;
    }
  }
}

TEST(IpuzErrors, TheValidBaseOfThoseCasesReads) {
  EXPECT_EQ(parse_ipuz(american("", ""), "t.ipuz").entries.size(), 12u);
  EXPECT_EQ(
      parse_ipuz(arrowword(R"({"clue": "a", "location": [0, 0], "cells": [[1, 0]]})"), "t.ipuz")
          .entries.at(0)
          .arrow,
      3);
}

class IpuzCli : public cwg::test::CwgTest {};

TEST_F(IpuzCli, BadInputExitsTwoNamesThePathAndWritesNothing) {
  CWG_NEED(fs::exists(cwg::test::cwg_binary())) << "cwg not built";
  const fs::path in = write("bad.ipuz", american("dimensions.width", "-3"));
  for (const char* out : {"out.puz", "out.txt", "out.ipuz"}) {
    const auto run = run_cwg({"convert", in.string(), "-o", path(out)});
    EXPECT_EQ(run.exit_code, 2) << run.err;
    EXPECT_NE(run.err.find("bad.ipuz: dimensions.width: "), std::string::npos) << run.err;
    EXPECT_FALSE(fs::exists(path(out)));
  }
  const auto info = run_cwg({"info", in.string()});
  EXPECT_EQ(info.exit_code, 2);
  EXPECT_NE(info.err.find("dimensions.width"), std::string::npos) << info.err;
  // An arrowword cannot become a .txt: refused, nothing written.
  const fs::path aw =
      write("a.ipuz", arrowword(R"({"clue": "a", "location": [0, 0], "cells": [[1, 0]]})"));
  const auto txt = run_cwg({"convert", aw.string(), "-o", path("a.txt")});
  EXPECT_EQ(txt.exit_code, 2) << txt.err;
  EXPECT_FALSE(fs::exists(path("a.txt")));
}

TEST_F(IpuzCli, PuzToIpuzAndBackThroughTheBinary) {
  CWG_REQUIRE_PUZ_DATA();
  CWG_NEED(fs::exists(cwg::test::cwg_binary())) << "cwg not built";
  const fs::path puz = cwg::test::puz_dir() / "nyt_rebus_with_notes_and_shape.puz";
  ASSERT_EQ(run_cwg({"convert", puz.string(), "-o", path("r.ipuz")}).exit_code, 0);
  const auto info = run_cwg({"info", path("r.ipuz"), "--json"});
  ASSERT_EQ(info.exit_code, 0) << info.err;
  const auto doc = nlohmann::json::parse(info.out).at(0);
  EXPECT_EQ(doc["kind"], "american");
  EXPECT_EQ(doc["rebus_squares"], 3);
  EXPECT_EQ(doc["circles"], 5);
  EXPECT_EQ(doc["words"].size(), 76u);
  ASSERT_EQ(run_cwg({"convert", path("r.ipuz"), "-o", path("r.puz")}).exit_code, 0);
  const auto again = run_cwg({"info", path("r.puz"), "--json"});
  ASSERT_EQ(again.exit_code, 0) << again.err;
  const auto before = run_cwg({"info", puz.string(), "--json"});
  const auto a = nlohmann::json::parse(before.out).at(0);
  const auto b = nlohmann::json::parse(again.out).at(0);
  EXPECT_EQ(a["title"], b["title"]);
  EXPECT_EQ(a["across"], b["across"]);
  EXPECT_EQ(a["down"], b["down"]);
}

TEST_F(IpuzCli, ArrowwordWithAClueSheetAndBack) {
  CWG_NEED(fs::exists(cwg::test::cwg_binary())) << "cwg not built";
  const std::string cwg_text = "3\n3\n?L?\n?EI\n?AD\n0 0 4\n0 2 0\n1 0 3\n2 0 3\n";
  const fs::path grid = write("g.cwg", cwg_text);
  const fs::path sheet = write("c.txt", "LEA\tVorname\nID\tIch\nEI\tOval\n");
  const auto run = run_cwg({"convert", grid.string(), "-o", path("g.ipuz"), "--clues",
                            sheet.string(), "--title", "Klein"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto info = run_cwg({"info", path("g.ipuz"), "--json"});
  ASSERT_EQ(info.exit_code, 0) << info.err;
  const auto doc = nlohmann::json::parse(info.out).at(0);
  EXPECT_EQ(doc["kind"], "arrowword");
  EXPECT_EQ(doc["title"], "Klein");
  int clued = 0;
  for (const auto& w : doc["words"]) clued += w["clue"] != "";
  EXPECT_EQ(clued, 3);
  ASSERT_EQ(run_cwg({"convert", path("g.ipuz"), "-o", path("back.cwg")}).exit_code, 0);
  EXPECT_EQ(cwg::test::read_all(path("back.cwg")), cwg_text);
  // As a .puz (the arrowword export): its runs numbered, the clues with them.
  const auto puz = run_cwg({"convert", path("g.ipuz"), "-o", path("g.puz")});
  ASSERT_EQ(puz.exit_code, 0) << puz.err;
  const auto read = run_cwg({"info", path("g.puz"), "--json"});
  ASSERT_EQ(read.exit_code, 0) << read.err;
  const auto p = nlohmann::json::parse(read.out).at(0);
  EXPECT_EQ(p["title"], "Klein");
  EXPECT_EQ(p["down"][0]["answer"], "LEA");
  EXPECT_EQ(p["down"][0]["clue"], "Vorname");
  EXPECT_EQ(p["across"][0]["clue"], "Oval");
}

}  // namespace
