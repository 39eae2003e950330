// What cwg render of a .puz shows (print/puz_view): the answers or the empty squares, the
// refusal when a scrambled solution is asked for, the PDF's solution page and its warning.
#include <gtest/gtest.h>

#include <sstream>

#include "core/input_error.hpp"
#include "formats/puz/io.hpp"
#include "print/puz_view.hpp"
#include "tests/formats/puz/puz_test_util.hpp"

namespace cwg::print {
namespace {

TEST(PuzView, SvgShowsTheAnswersWhenItCan) {
  CWG_REQUIRE_PUZ_DATA();
  const puz::Puzzle open = puz::load(test::puz_dir() / "cs080904.puz");
  EXPECT_TRUE(puz_svg_view(open, "o.puz", false, false).solution);
  EXPECT_TRUE(puz_svg_view(open, "o.puz", true, false).solution);
  EXPECT_FALSE(puz_svg_view(open, "o.puz", false, true).solution);
  const puz::Puzzle locked = puz::load(test::puz_dir() / "nyt_locked.puz");
  EXPECT_FALSE(puz_svg_view(locked, "l.puz", false, false).solution);
  try {
    puz_svg_view(locked, "l.puz", true, false);
    ADD_FAILURE() << "a scrambled solution was shown";
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()), "l.puz: the solution is scrambled (cwg unlock first)");
  }
}

TEST(PuzView, PdfSolutionPageAndWarning) {
  CWG_REQUIRE_PUZ_DATA();
  std::ostringstream err;
  const puz::Puzzle locked = puz::load(test::puz_dir() / "nyt_locked.puz");
  PdfOptions given;
  given.paper = Paper::Letter;
  const PdfOptions o = puz_pdf_options(locked, "l.puz", false, given, err);
  EXPECT_EQ(o.paper, Paper::Letter);
  EXPECT_FALSE(o.diagramless);
  EXPECT_EQ(err.str(),
            "cwg: l.puz: warning: the solution is scrambled (cwg unlock first); the PDF has no "
            "solution page\n");
  std::ostringstream none;
  EXPECT_FALSE(puz_pdf_options(locked, "l.puz", true, given, none).solution);
  EXPECT_EQ(none.str(), "");
  const puz::Puzzle diagramless = puz::load(test::puz_dir() / "diagramless.puz");
  const PdfOptions d = puz_pdf_options(diagramless, "d.puz", false, {}, none);
  EXPECT_TRUE(d.diagramless);
  EXPECT_TRUE(d.solution);
  EXPECT_EQ(none.str(), "");
}

}  // namespace
}  // namespace cwg::print
