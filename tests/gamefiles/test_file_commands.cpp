// The verbs of crossword-game files called directly (gamefiles/file_commands): what info,
// convert and render report, write and refuse, without the binary.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "formats/gcg/gcg.hpp"
#include "gamefiles/file_commands.hpp"
#include "tests/error_message.hpp"
#include "tests/game/game_test_util.hpp"

namespace cwg::gamefiles {
namespace {

// An empty board with a rack, in the CGP shape of ../shared/formats/cgp.
const std::string kEmpty = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ABCDEFG/ 0/0 0";

using test::message_of;

TEST(FileCommands, OptionsChecked) {
  FileOptions o;
  EXPECT_EQ(message_of([&] { check_options(o, "info"); }),
            "cwg info: no input given (see cwg info --help)");
  o.inputs = {"a.gcg"};
  o.variant = "latin1";
  EXPECT_EQ(message_of([&] { check_options(o, "convert"); }),
            "cwg convert: --variant must be ascii or utf8, not 'latin1'");
  o.variant = "ascii";
  EXPECT_EQ(message_of([&] { check_options(o, "convert"); }), "");
}

// A bad line is reported on its own (exit 2) and the good ones around it still are.
TEST(FileCommands, InfoGoesOnPastABadLine) {
  test::TempDir dir;
  const auto file = dir.write("p.cgp", kEmpty + "\nnot a position\n" + kEmpty + "\n");
  FileOptions o;
  o.inputs = {file.string()};
  o.json = true;
  std::ostringstream out, err;
  EXPECT_EQ(info(o, out, err), 2);
  const auto all = nlohmann::json::parse(out.str());
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0]["format"], "cgp");
  EXPECT_EQ(all[0]["valid"], false);
  ASSERT_EQ(all[0]["positions"].size(), 3u);
  EXPECT_EQ(all[0]["positions"][1]["line"], 2);
  EXPECT_EQ(all[0]["positions"][1]["valid"], false);
  EXPECT_NE(all[0]["positions"][2]["line"], 2);
  EXPECT_NE(err.str().find(file.string() + ":2"), std::string::npos) << err.str();
}

// A file of no known kind is one line on err and an object with an "unreadable" error.
TEST(FileCommands, InfoNamesAnUnknownFile) {
  FileOptions o;
  o.inputs = {"x.doc"};
  o.cgp = kEmpty;
  o.json = true;
  std::ostringstream out, err;
  EXPECT_EQ(info(o, out, err), 2);
  const auto all = nlohmann::json::parse(out.str());
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0]["file"], "--cgp");
  EXPECT_EQ(all[0]["valid"], true);
  EXPECT_EQ(all[1]["errors"][0]["kind"], "unreadable");
  EXPECT_EQ(err.str(), "x.doc: not a .gcg or .cgp file\n");
}

// A real record written back to standard output reads back as the same game.
TEST(FileCommands, ConvertRecordBackAndToPosition) {
  CWG_NEED_FORMATS();
  const std::string file = (test::formats_dir() / "gcg" / "doug_v_emely.gcg").string();
  FileOptions o;
  o.inputs = {file};
  o.out = "-";
  std::ostringstream out, err;
  EXPECT_EQ(convert(o, out, err), 0);
  const gcg::Game original = gcg::parse(read_file(file), file);
  const gcg::Game back = gcg::parse(out.str(), "back");
  EXPECT_EQ(back.events.size(), original.events.size());
  // --at asks for the position: one CGP line.
  o.at = 3;
  std::ostringstream position;
  EXPECT_EQ(convert(o, position, err), 0);
  const std::string line = position.str();
  EXPECT_EQ(std::count(line.begin(), line.end(), '\n'), 1);
  o.at = 1000;
  EXPECT_NE(message_of([&] { convert(o, position, err); }).find("--at 1000: the record has"),
            std::string::npos);
}

// --line picks the position drawn; a line with none, or a position converted to .gcg, is
// refused.
TEST(FileCommands, RenderPicksTheLine) {
  test::TempDir dir;
  const auto file = dir.write("p.cgp", kEmpty + "\n\n" + kEmpty + "\n");
  FileOptions o;
  o.inputs = {file.string()};
  o.out = "-";
  o.line = 3;
  std::ostringstream out, err;
  EXPECT_EQ(render(o, out), 0);
  EXPECT_NE(out.str().find("<svg"), std::string::npos);
  o.line = 2;
  EXPECT_EQ(message_of([&] { render(o, out); }),
            file.string() + ": --line 2: no position on that line");
  o.out = (dir.path() / "p.gcg").string();
  EXPECT_EQ(message_of([&] { convert(o, out, err); }),
            o.out + ": a position converts to a .cgp file");
  EXPECT_FALSE(std::filesystem::exists(o.out));
}

}  // namespace
}  // namespace cwg::gamefiles
