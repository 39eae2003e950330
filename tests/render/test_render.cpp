// The SVG pictures: well-formed XML (checked by a small parser here, and by rsvg-convert
// when installed), a puzzle view that holds no letter, one arrow per question, the marks
// agreeing with rate(), clue fitting, and `cwg render` end to end.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "core/input_error.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "grid/grid.hpp"
#include "render/render.hpp"
#include "scoring/ratings.hpp"
#include "tests/need.hpp"
#include "tests/test_util.hpp"
#include "tests/xml_reader.hpp"

namespace {

namespace fs = std::filesystem;
using namespace cwg;
using namespace cwg::arrowword;
using namespace cwg::render;
using cwg::test::all_text;
using cwg::test::find_id;
using cwg::test::Node;
using cwg::test::parse_xml;

const fs::path kChallenge = fs::path(CWG_SHARED_DIR) / "challenge";
const fs::path kSample2 = kChallenge / "samples" / "15x15_2_filled.cwg";

// The README's 3x3: ?L? / ?EI / ?AD with LEA, ID, EI, AD.
const char* const kReadme3x3 = "3\n3\n?L?\n?EI\n?AD\n0 0 4\n0 2 0\n1 0 3\n2 0 3\n";
// Every arrow type, five double fields, an island, uncrossed letters and a cluster of
// question fields; (0,4) also holds a pair that rule 3 forbids ({1,4}), drawn all the same.
const char* const kAllArrows =
    "6\n6\n"
    "??A??B\n"
    "?CDEFG\n"
    "HI--JK\n"
    "?L--MN\n"
    "?OPQRS\n"
    "?TUVWX\n"
    "0 0 3\n0 0 0\n0 1 0\n0 3 0\n0 3 3\n0 4 1\n1 0 3\n1 0 5\n3 0 3\n3 0 5\n4 0 3\n5 0 3\n"
    "0 4 4\n";

ArrowwordGrid grid_of(const std::string& text) {
  return cwgfile::parse(text, "test.cwg");
}

int count_char(const std::string& s, char c) {
  return static_cast<int>(std::count(s.begin(), s.end(), c));
}

// ---- Tests.

TEST(RenderXml, EveryViewIsWellFormed) {
  std::vector<ArrowwordGrid> grids = {grid_of(kReadme3x3), grid_of(kAllArrows)};
  if (fs::exists(kSample2)) grids.push_back(cwgfile::load(kSample2));
  const puzzle::ClueMap clues = {{"LEA", "a name & <more>"}, {"ID", "the self"}};
  for (const ArrowwordGrid& grid : grids)
    for (RenderView view : {RenderView::Solution, RenderView::Puzzle})
      for (bool mark : {false, true}) {
        RenderOptions options;
        options.view = view;
        options.mark = mark;
        options.clues = &clues;
        const std::string svg = render_svg(grid, options);
        std::unique_ptr<Node> root;
        ASSERT_NO_THROW(root = parse_xml(svg)) << svg;
        EXPECT_EQ(root->name, "svg");
        EXPECT_EQ(root->attrs["xmlns"], "http://www.w3.org/2000/svg");
      }
}

TEST(RenderXml, ReaderRejectsBrokenXml) {
  EXPECT_THROW(parse_xml("<a><b></a>"), std::runtime_error);
  EXPECT_THROW(parse_xml("<a x=\"1\" x=\"2\"/>"), std::runtime_error);
  EXPECT_THROW(parse_xml("<a>1 < 2</a>"), std::runtime_error);
  EXPECT_THROW(parse_xml("<a>&nbsp;</a>"), std::runtime_error);
  EXPECT_NO_THROW(parse_xml("<?xml version=\"1.0\"?>\n<a b=\"&amp;\"><c/>x</a>\n"));
}

TEST(Render, SolutionShowsEveryLetterOnce) {
  const ArrowwordGrid grid = grid_of(kAllArrows);
  const auto root = parse_xml(render_svg(grid));
  const Node* letters = find_id(*root, "letters");
  ASSERT_NE(letters, nullptr);
  std::string shown;
  for (const auto& t : letters->children) shown += t->text;
  std::string expected;
  for (char ch : grid.fields)
    if (is_letter_char(ch)) expected += ch;
  EXPECT_EQ(shown, expected);
}

TEST(Render, PuzzleGivesNoLetterAway) {
  std::vector<ArrowwordGrid> grids = {grid_of(kReadme3x3), grid_of(kAllArrows)};
  if (fs::exists(kSample2)) grids.push_back(cwgfile::load(kSample2));
  for (const ArrowwordGrid& grid : grids) {
    RenderOptions options;
    options.view = RenderView::Puzzle;
    const std::string svg = render_svg(grid, options);
    const auto root = parse_xml(svg);
    EXPECT_EQ(find_id(*root, "letters"), nullptr);
    EXPECT_EQ(all_text(*root).find_first_not_of(" \n"), std::string::npos) << svg;
    EXPECT_EQ(svg.find("<text"), std::string::npos);
  }
}

TEST(Render, PuzzleWithCluesShowsOnlyClues) {
  const ArrowwordGrid grid = grid_of(kReadme3x3);
  const puzzle::ClueMap clues = {{"LEA", "Vorname"}, {"ID", "Ich"}, {"EI", "Oval"}, {"AD", "hin"}};
  RenderOptions options;
  options.view = RenderView::Puzzle;
  options.clues = &clues;
  const auto root = parse_xml(render_svg(grid, options));
  EXPECT_EQ(find_id(*root, "letters"), nullptr);
  const Node* shown = find_id(*root, "clues");
  ASSERT_NE(shown, nullptr);
  EXPECT_EQ(shown->children.size(), 4u);
  std::string text = all_text(*shown);
  for (const auto& [word, clue] : clues) EXPECT_NE(text.find(clue), std::string::npos) << clue;
}

TEST(Render, OneArrowPerQuestionAndASplitPerDoubleField) {
  const ArrowwordGrid grid = grid_of(kAllArrows);
  const auto root = parse_xml(render_svg(grid));
  const Node* arrows = find_id(*root, "arrows");
  ASSERT_NE(arrows, nullptr);
  // Wedges are closed subpaths of the filled path; bent shafts are the stroked one.
  int wedges = 0, shafts = 0;
  for (const auto& path : arrows->children) {
    if (path->attrs["fill"] == "none")
      shafts = count_char(path->attrs["d"], 'M');
    else
      wedges = count_char(path->attrs["d"], 'Z');
  }
  int bent = 0;
  for (const Question& q : grid.questions) bent += kArrows[q.type].bent ? 1 : 0;
  EXPECT_EQ(wedges, static_cast<int>(grid.questions.size()));
  EXPECT_EQ(shafts, bent);
  // (0,0), (0,3), (0,4), (1,0) and (3,0) hold two questions each.
  const Node* lines = find_id(*root, "lines");
  ASSERT_NE(lines, nullptr);
  ASSERT_GE(lines->children.size(), 2u);
  EXPECT_EQ(count_char(lines->children[1]->attrs["d"], 'M'), 5);
}

TEST(Render, ArrowOutsideTheGridIsLeftOut) {
  // A right arrow at the right border (rule 5 broken): drawn nowhere, and no crash.
  const ArrowwordGrid grid = grid_of("1\n3\nAB?\n0 2 3\n");
  const auto root = parse_xml(render_svg(grid));
  EXPECT_EQ(find_id(*root, "arrows"), nullptr);
}

TEST(RenderMarks, AgreeWithRate) {
  std::vector<ArrowwordGrid> grids = {grid_of(kReadme3x3), grid_of(kAllArrows)};
  if (fs::exists(kSample2)) grids.push_back(cwgfile::load(kSample2));
  for (const fs::path& dir :
       {fs::path(CWG_SOURCE_DIR) / "test_cases", kChallenge / "example_grids"})
    if (fs::is_directory(dir))
      for (const auto& entry : fs::directory_iterator(dir))
        if (entry.path().extension() == ".cwg") grids.push_back(cwgfile::load(entry.path()));
  for (const ArrowwordGrid& grid : grids) {
    const Ratings r = rate(grid);
    const auto marks = mark_fields(grid);
    int uncrossed = 0, dead = 0, clustered = 0;
    for (std::uint8_t m : marks) {
      uncrossed += (m & kMarkUncrossed) ? 1 : 0;
      dead += (m & kMarkDead) ? 1 : 0;
      clustered += (m & kMarkCluster) ? 1 : 0;
    }
    int in_big = 0;
    for (int size : r.cluster_sizes) in_big += size >= 3 ? size : 0;
    EXPECT_EQ(uncrossed, r.uncrossed);
    EXPECT_EQ(dead, r.dead);
    EXPECT_EQ(clustered, in_big);
  }
}

TEST(RenderMarks, ReadmeExample) {
  // ?L? / ?EI / ?AD: L is the only uncrossed letter; the three '?' of column 0 form a
  // cluster of three.
  const auto marks = mark_fields(grid_of(kReadme3x3));
  EXPECT_EQ(marks[1], kMarkUncrossed);
  EXPECT_EQ(marks[0], kMarkCluster);
  EXPECT_EQ(marks[3], kMarkCluster);
  EXPECT_EQ(marks[6], kMarkCluster);
  EXPECT_EQ(marks[2], 0);  // alone
}

TEST(Clues, LongCluesShrinkAndWrapInsideTheirField) {
  const ArrowwordGrid grid = grid_of(kReadme3x3);
  const puzzle::ClueMap clues = {{"LEA", "Donaudampfschifffahrtsgesellschaftskapitaen"},
                                 {"ID", "a b c d e f g h i j k l m n o p q r s t u v w x y z"},
                                 {"EI", "kurz"}};
  RenderOptions options;
  options.clues = &clues;
  const auto root = parse_xml(render_svg(grid, options));
  const Node* shown = find_id(*root, "clues");
  ASSERT_NE(shown, nullptr);
  ASSERT_EQ(shown->children.size(), 3u);
  // Question order: LEA (0,0), ID (0,2), EI (1,0). Every line stays within its field.
  for (const auto& text : shown->children) {
    const double size = std::stod(text->attrs["font-size"]);
    EXPECT_GE(size, 3.5);
    EXPECT_LE(size, 10.0);  // kClueMax: 0.25 of a 40-unit field
    for (const auto& line : text->children) {
      const double y = std::stod(line->attrs["y"]);
      EXPECT_GT(y, 0);
    }
  }
  EXPECT_GT(shown->children[0]->children.size(), 1u);  // the long word is cut
  EXPECT_EQ(shown->children[2]->children.size(), 1u);  // "kurz" is one line
  EXPECT_GT(std::stod(shown->children[2]->attrs["font-size"]),
            std::stod(shown->children[0]->attrs["font-size"]));
}

class RenderFiles : public cwg::test::CwgTest {};

using cwg::test::ProcessRun;
using cwg::test::read_all;
using cwg::test::run_cwg;
using cwg::test::run_program;

TEST_F(RenderFiles, RsvgConvertRasterizesEveryView) {
  CWG_NEED(cwg::test::installed("rsvg-convert"))
      << "rsvg-convert not installed (Debian package librsvg2-bin)";
  const puzzle::ClueMap clues = {{"LEA", "Vorname"}, {"ID", "Ich"}};
  int n = 0;
  for (const char* text : {kReadme3x3, kAllArrows})
    for (bool puzzle : {false, true}) {
      RenderOptions options;
      options.view = puzzle ? RenderView::Puzzle : RenderView::Solution;
      options.mark = puzzle;
      options.clues = &clues;
      const fs::path svg = dir_ / ("g" + std::to_string(n) + ".svg");
      const fs::path png = dir_ / ("g" + std::to_string(n++) + ".png");
      std::ofstream(svg) << render_svg(grid_of(text), options);
      const ProcessRun run = run_program("rsvg-convert", {svg.string(), "-o", png.string()});
      ASSERT_EQ(run.exit_code, 0) << "rsvg-convert " << svg << ": " << run.out << run.err;
      EXPECT_EQ(read_all(png).substr(1, 3), "PNG");
    }
}

TEST_F(RenderFiles, CommandWritesPuzzleAndSolution) {
  CWG_NEED(fs::exists(cwg::test::cwg_binary())) << "cwg not built";
  const fs::path grid = dir_ / "readme.cwg";
  std::ofstream(grid) << kReadme3x3;
  ASSERT_EQ(run_cwg({"render", grid.string()}).exit_code, 0);
  const std::string solution = read_all(dir_ / "readme.svg");
  EXPECT_NE(solution.find(">L</text>"), std::string::npos);
  const fs::path puzzle = dir_ / "p.svg";
  ASSERT_EQ(
      run_cwg({"render", "--puzzle", "--mark", grid.string(), "-o", puzzle.string()}).exit_code, 0);
  const auto root = parse_xml(read_all(puzzle));
  EXPECT_EQ(find_id(*root, "letters"), nullptr);
  EXPECT_NE(find_id(*root, "legend"), nullptr);
  // Both views at once is a usage error.
  EXPECT_NE(run_cwg({"render", "--puzzle", "--solution", grid.string(), "-o", "-"}).exit_code, 0);
}

TEST_F(RenderFiles, WordsTemplateGoesBackIntoRenderClues) {
  CWG_NEED(fs::exists(cwg::test::cwg_binary())) << "cwg not built";
  const fs::path grid = dir_ / "readme.cwg";
  std::ofstream(grid) << kReadme3x3;
  const fs::path tsv = dir_ / "t.tsv";
  const ProcessRun words = run_cwg({"words", "--tsv", grid.string()});
  ASSERT_EQ(words.exit_code, 0);
  std::ofstream(tsv) << words.out;
  // Every question's word, with its question field, arrow, start, direction and length.
  const std::string text = read_all(tsv);
  EXPECT_EQ(text.rfind(puzzle::kWordsTsvHeader, 0), 0u) << text;
  for (const char* row : {"0\t0\t4\t0\t1\tdown\t3\tLEA\t\n", "0\t2\t0\t1\t2\tdown\t2\tID\t\n",
                          "1\t0\t3\t1\t1\tacross\t2\tEI\t\n", "2\t0\t3\t2\t1\tacross\t2\tAD\t\n"})
    EXPECT_NE(text.find(row), std::string::npos) << row << " in\n" << text;
  // The clue column filled in for two words, plus a clue for a word the grid lacks.
  std::string filled;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.find("\tLEA\t") != std::string::npos) line += "Vorname";
    if (line.find("\tEI\t") != std::string::npos) line += "Oval";
    filled += line + "\n";
  }
  filled += "0\t0\t0\t0\t0\tdown\t4\tHAUS\tGebaeude\n";
  std::ofstream(tsv, std::ios::trunc) << filled;
  const fs::path svg = dir_ / "c.svg";
  const ProcessRun render =
      run_cwg({"render", "--puzzle", grid.string(), "--clues", tsv.string(), "-o", svg.string()});
  ASSERT_EQ(render.exit_code, 0);
  const std::string picture = read_all(svg);
  EXPECT_NE(picture.find("Vorname"), std::string::npos);
  EXPECT_NE(picture.find("Oval"), std::string::npos);
  const std::string warnings = render.err;
  EXPECT_NE(warnings.find("no clue for these words (2): ID AD"), std::string::npos) << warnings;
  EXPECT_NE(warnings.find("clues for words not in the grid (1): HAUS"), std::string::npos)
      << warnings;
}

TEST_F(RenderFiles, SolutionWordIsListedAndDrawn) {
  CWG_NEED(fs::exists(cwg::test::cwg_binary())) << "cwg not built";
  const fs::path grid = dir_ / "readme.cwg";
  std::ofstream(grid) << kReadme3x3;
  const fs::path svg = dir_ / "s.svg";
  const ProcessRun words = run_cwg({"words", "--json", "--solution-word", "Eid", grid.string()});
  ASSERT_EQ(words.exit_code, 0);
  const std::string text = words.out;
  // An array of one object (the file's), as every --json output.
  EXPECT_EQ(text.rfind("[\n  {\n    \"file\": ", 0), 0u) << text;
  EXPECT_NE(text.find("\"solution_word\": {\n      \"word\": \"EID\""), std::string::npos) << text;
  EXPECT_NE(text.find("\"number\": 3"), std::string::npos) << text;
  ASSERT_EQ(
      run_cwg({"render", "--puzzle", "--solution-word", "EID", grid.string(), "-o", svg.string()})
          .exit_code,
      0);
  const auto root = parse_xml(read_all(svg));
  EXPECT_NE(find_id(*root, "solution-word"), nullptr);
  EXPECT_EQ(find_id(*root, "letters"), nullptr) << "the puzzle still gives no letter away";
  // A word the grid cannot spell: exit 2, naming the grid and the letter.
  const ProcessRun quiz = run_cwg({"render", "--solution-word", "QUIZ", grid.string(), "-o", "-"});
  EXPECT_EQ(quiz.exit_code, 2);
  EXPECT_NE(quiz.err.find(
                "readme.cwg: cannot spell the solution word QUIZ: the grid has 0 fields with Q"),
            std::string::npos)
      << quiz.err;
}

}  // namespace
