// The export library's pieces a browser does not see directly (the data's escaping, base64,
// the frame of the picture), the page's data read back, and `cwg export` refusing what it
// cannot make a page of. The pages' behaviour is tested in a browser (test_pages.py).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <regex>

#include "core/input_error.hpp"
#include "export/html.hpp"
#include "export/puzzle_files.hpp"
#include "export/puzzle_page.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "puzzle/puzzle.hpp"
#include "render/render.hpp"
#include "tests/need.hpp"
#include "tests/test_util.hpp"

namespace cwg::test {

using namespace cwg::arrowword;
using namespace cwg::render;

namespace {

const std::filesystem::path kData = std::filesystem::path(CWG_SOURCE_DIR) / "tests" / "export";

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

puzzle::Puzzle island9() {
  return puzzle::from_arrowword(cwgfile::load(kData / "island9.cwg"));
}

}  // namespace

TEST(ScriptJson, EscapesWhatCouldEndTheScriptElement) {
  const nlohmann::json data = {{"t", "</script><!-- & \xe2\x80\xa8 \xe2\x80\xa9 >"}};
  const std::string text = page::script_json(data);
  EXPECT_EQ(text, "{\"t\":\"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028 \\u2029 \\u003e\"}");
  EXPECT_EQ(nlohmann::json::parse(text), data);  // the same strings once parsed
}

TEST(ScriptJson, InvalidUtf8BecomesReplacementCharacter) {
  const std::string text = page::script_json({{"t", std::string("a\xff") + "b"}});
  EXPECT_EQ(nlohmann::json::parse(text)["t"],
            "a\xef\xbf\xbd"
            "b");
}

TEST(Base64, Rfc4648Vectors) {
  EXPECT_EQ(page::base64(""), "");
  EXPECT_EQ(page::base64("f"), "Zg==");
  EXPECT_EQ(page::base64("fo"), "Zm8=");
  EXPECT_EQ(page::base64("foo"), "Zm9v");
  EXPECT_EQ(page::base64("foob"), "Zm9vYg==");
  EXPECT_EQ(page::base64("fooba"), "Zm9vYmE=");
  EXPECT_EQ(page::base64("foobar"), "Zm9vYmFy");
  EXPECT_EQ(page::base64(std::string("\xff\x00\x80", 3)), "/wCA");
}

TEST(PictureFrame, MatchesTheViewBoxOfRenderSvg) {
  const ArrowwordGrid grid = cwgfile::load(kData / "island9.cwg");
  RenderOptions options;
  options.view = RenderView::Puzzle;
  const std::string svg = render_svg(grid, options);
  std::smatch m;
  ASSERT_TRUE(std::regex_search(svg, m, std::regex("viewBox=\"0 0 ([0-9.]+) ([0-9.]+)\"")));
  const PictureFrame f = picture_frame(grid);
  EXPECT_DOUBLE_EQ(std::stod(m[1]), f.width);
  EXPECT_DOUBLE_EQ(std::stod(m[2]), f.height);
  // The grid's outline: the thick path starts at the first field's corner.
  EXPECT_NE(svg.find("M" + std::to_string(static_cast<int>(f.x0)) + " " +
                     std::to_string(static_cast<int>(f.y0))),
            std::string::npos);
  EXPECT_DOUBLE_EQ(f.width - 2 * f.x0, grid.cols * f.cell);
}

TEST(PuzzlePage, DataHoldsEveryCellAndWord) {
  const puzzle::Puzzle p = island9();
  const auto data = nlohmann::json::parse(page::puzzle_data_json(p));
  EXPECT_EQ(data["kind"], "arrowword");
  ASSERT_EQ(data["cells"].size(), 9u);
  const std::string rows = read_all(kData / "island9.cwg");
  // Row 1 of the file: "HEGEL?AGEN".
  const auto& row1 = data["cells"][1];
  EXPECT_EQ(row1[0], "H");
  EXPECT_EQ(row1[5], 1);              // a question field
  EXPECT_EQ(data["cells"][3][4], 0);  // the island
  EXPECT_EQ(data["entries"].size(), 23u);
  EXPECT_EQ(data["entries"][0]["dir"], "down");
  EXPECT_EQ(data["entries"][0]["length"], 9);
  EXPECT_EQ(data["picture"]["cell"], 40);
  EXPECT_NE(data["picture"]["svg"].get<std::string>().find("<svg"), std::string::npos);
}

TEST(PuzzlePage, MarkupInTextsStaysInsideTheData) {
  puzzle::Puzzle p = island9();
  p.title = "</script><script>alert(1)</script>";
  p.entries[0].clue = "<img src=x onerror=alert(1)>";
  const std::string html = page::puzzle_page(p);
  // The page's own script elements (the data, keys.js, solve_view.js, solve.js) end where
  // they should: the texts end none.
  EXPECT_EQ(count(html, "</script"), 4u);
  const std::string open = "<script type=\"application/json\" id=\"cwg-data\">";
  const std::size_t from = html.find(open) + open.size();
  ASSERT_NE(from, std::string::npos);
  const std::string data = html.substr(from, html.find("</script>", from) - from);
  EXPECT_EQ(data.find('<'), std::string::npos);
  const auto parsed = nlohmann::json::parse(data);
  EXPECT_EQ(parsed["title"], p.title);
  EXPECT_EQ(parsed["entries"][0]["clue"], p.entries[0].clue);
}

TEST(PuzzlePage, PolicyLoadsNothing) {
  const std::string html = page::puzzle_page(island9());
  EXPECT_NE(html.find("default-src 'none'; script-src 'sha256-"), std::string::npos);
  for (const char* fetch : {"url(", "@import", "src=\"http", "href=\"http", "src=\\\"http"})
    EXPECT_EQ(html.find(fetch), std::string::npos) << fetch;
}

class ExportCli : public CwgTest {};

TEST_F(ExportCli, RefusesAnUnfilledGrid) {
  const auto r = run_cwg(
      {"export", (std::filesystem::path(CWG_SOURCE_DIR) / "test_cases" / "15x15_1.cwg").string(),
       "-o", path("p.html")});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("15x15_1.cwg:3:1: this letter field is empty"), std::string::npos) << r.err;
  EXPECT_FALSE(std::filesystem::exists(path("p.html")));
}

TEST_F(ExportCli, RefusesOtherOutputsAndOptions) {
  const std::string grid = (kData / "island9.cwg").string();
  EXPECT_EQ(run_cwg({"export", grid, "-o", path("p.svg")}).exit_code, 2);
  EXPECT_EQ(run_cwg({"export", grid}).exit_code, 2);
  EXPECT_EQ(run_cwg({"export", path("missing.cwg"), "-o", path("p.html")}).exit_code, 2);
  const auto txt = write("g.txt", "AB\nC*\n");
  const auto r = run_cwg({"export", txt.string(), "-o", path("p.html")});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("g.txt:2:2"), std::string::npos) << r.err;
}

TEST_F(ExportCli, RefusesALockedPuz) {
  const auto locked = std::filesystem::path(CWG_SHARED_DIR) / "formats" / "puz" / "nyt_locked.puz";
  CWG_NEED(std::filesystem::exists(locked)) << "no ../shared";
  const auto r = run_cwg({"export", locked.string(), "-o", path("p.html")});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("locked"), std::string::npos) << r.err;
}

TEST_F(ExportCli, WritesTheArrowwordPageAndNamesWordsWithoutClues) {
  const auto r = run_cwg({"export", (kData / "island9.cwg").string(), "-o", path("p.html")});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("warning: no clue for 23 of 23 words"), std::string::npos) << r.err;
  const std::string html = read_all(path("p.html"));
  EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
  EXPECT_NE(html.find("\"title\":\"island9\""), std::string::npos);
}

TEST_F(ExportCli, ArrowwordPictureIsWhatRenderDraws) {
  const std::string grid = (kData / "island9.cwg").string();
  const std::string sheet = (kData / "island9_clues.txt").string();
  ASSERT_EQ(run_cwg({"export", grid, "--clues", sheet, "-o", path("p.html")}).exit_code, 0);
  ASSERT_EQ(run_cwg({"render", grid, "--puzzle", "--clues", sheet, "-o", path("p.svg")}).exit_code,
            0);
  const std::string html = read_all(path("p.html"));
  const std::string open = "id=\"cwg-data\">";
  const std::size_t from = html.find(open) + open.size();
  const auto data = nlohmann::json::parse(html.substr(from, html.find("</script>", from) - from));
  EXPECT_EQ(data["picture"]["svg"].get<std::string>(), read_all(path("p.svg")));
}

TEST_F(ExportCli, APuzzleFromIpuzGivesTheSamePage) {
  auto data = [&](const std::string& name) {
    const std::string html = read_all(path(name));
    const std::string open = "id=\"cwg-data\">";
    const std::size_t from = html.find(open) + open.size();
    return nlohmann::json::parse(html.substr(from, html.find("</script>", from) - from));
  };
  // An arrowword and an American grid, each converted to .ipuz with its clues.
  for (const char* name : {"island9.cwg", "mini5.txt"}) {
    const std::string grid = (kData / name).string();
    const std::string stem = std::filesystem::path(name).stem().string();
    const std::string sheet = (kData / (stem + "_clues.txt")).string();
    ASSERT_EQ(run_cwg({"convert", grid, "--clues", sheet, "-o", path(stem + ".ipuz")}).exit_code,
              0);
    ASSERT_EQ(run_cwg({"export", path(stem + ".ipuz"), "-o", path("a.html")}).exit_code, 0);
    ASSERT_EQ(run_cwg({"export", grid, "--clues", sheet, "-o", path("b.html")}).exit_code, 0);
    const auto a = data("a.html"), b = data("b.html");
    for (const char* key : {"kind", "width", "height", "cells", "circles", "entries", "picture"})
      EXPECT_EQ(a[key], b[key]) << name << ": " << key;
  }
}

TEST_F(ExportCli, APdfOutputPrintsThePuzzle) {
  const std::string grid = (kData / "island9.cwg").string();
  const std::string sheet = (kData / "island9_clues.txt").string();
  const auto r =
      run_cwg({"export", grid, "--clues", sheet, "-o", path("p.pdf"), "--paper", "letter"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(read_all(path("p.pdf")).rfind("%PDF-", 0), 0u);
  // --paper only with a PDF; a game record only as a page.
  EXPECT_EQ(run_cwg({"export", grid, "-o", path("p.html"), "--paper", "a4"}).exit_code, 2);
  const auto gcg = write("g.gcg", "#player1 a A\n#player2 b B\n>a: ABC 8H ABC +10 10\n");
  const auto g = run_cwg({"export", gcg.string(), "-o", path("g.pdf")});
  EXPECT_EQ(g.exit_code, 2);
  EXPECT_NE(g.err.find("as a page (.html) only"), std::string::npos) << g.err;
}

// Puzzle files by extension (export/puzzle_files): the grid written as .txt is the
// hand-made file itself; as .ipuz, the solution rows spelled out here; read back from the
// .ipuz, a letter square without its letter is refused when a solution is needed.
TEST_F(ExportCli, PuzzleFilesByExtension) {
  const std::string grid = (kData / "mini5.txt").string();
  EXPECT_TRUE(page::is_puzzle_file(".ipuz"));
  EXPECT_FALSE(page::is_puzzle_file(".gcg"));
  EXPECT_FALSE(page::is_puzzle_output(".html"));
  const puzzle::Puzzle p = page::read_puzzle_file(grid, ".txt", {{"BAST", "Plant fiber"}});
  std::vector<std::string> warnings;
  EXPECT_EQ(page::format_puzzle_file(p, ".txt", grid, warnings), read_all(grid));
  const std::string ipuz = page::format_puzzle_file(p, ".ipuz", grid, warnings);
  const auto j = nlohmann::json::parse(ipuz);
  EXPECT_EQ(j["solution"][0].dump(), R"(["#","B","A","S","T"])");
  EXPECT_EQ(j["solution"][4].dump(), R"(["U","R","N","S","#"])");
  EXPECT_EQ(page::format_puzzle_file(p, ".puz", grid, warnings).substr(2, 11), "ACROSS&DOWN");
  // Nine of the ten words have no clue: the .puz says so for each.
  ASSERT_EQ(warnings.size(), 9u);
  EXPECT_EQ(warnings[0], "no clue for 1 down: empty clue written");
  // The first letter square (line 1, column 2) left empty.
  std::string open = ipuz;
  const std::size_t b = open.find("\"B\"", open.find("\"solution\""));
  open.replace(b, 3, "null");
  const auto file = write("open.ipuz", open);
  EXPECT_NO_THROW(page::read_puzzle_file(file.string(), ".ipuz"));
  EXPECT_THROW(page::read_puzzle_file(file.string(), ".ipuz", {}, puzzle::Need::Solved),
               InputError);
}

}  // namespace cwg::test
