// A solved arrowword as a .puz (puzzle/arrowword_puz): the README's example read back by the
// format's reader, and one refusal per kind of grid the numbering cannot hold.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "formats/cwg/cwg_io.hpp"
#include "formats/puz/checksum.hpp"
#include "formats/puz/io.hpp"
#include "formats/puz/summary.hpp"
#include "puzzle/arrowword_puz.hpp"

namespace cwg::puzzle {
namespace {

using arrowword::ArrowwordGrid;

ArrowwordGrid arrowword(const std::string& text) {
  return cwgfile::parse(text, "a.cwg");
}

// The README's filled example: LEA down, EI and AD across, ID down.
const char* kFilled = "3\n3\n?L?\n?EI\n?AD\n0 0 4\n0 2 0\n1 0 3\n2 0 3\n";

TEST(PuzExport, SolvedArrowwordReadsBackValid) {
  const std::map<std::string, std::string> clues = {
      {"LEA", "Wiese (poetisch)"}, {"AD", "Anzeige, kurz"}, {"ID", "Ausweis, \u201ekurz\u201c"}};
  const ExportResult r =
      puz_from_arrowword(arrowword(kFilled), clues, {"Test \u00e4", "Me", "(c) me"}, "a.cwg");
  ASSERT_EQ(r.warnings.size(), 1u);  // EI has no clue
  EXPECT_NE(r.warnings[0].find("EI"), std::string::npos);
  const puz::Puzzle p = puz::parse(puz::format(r.puzzle), "a.puz");
  EXPECT_TRUE(puz::failed_checks(p).empty());
  const puz::Summary s = puz::summarize(p, "a.puz");
  EXPECT_EQ(p.clues.size(), 4u);  // 2 across + 2 down runs
  EXPECT_EQ(s.title, "Test \u00e4");
  ASSERT_EQ(s.down.size(), 2u);
  EXPECT_EQ(s.down[0].answer, "LEA");
  EXPECT_EQ(s.down[0].clue, "Wiese (poetisch)");
  EXPECT_EQ(s.down[1].clue, "Ausweis, \u201ekurz\u201c");  // Windows-1252 quotes survive
  EXPECT_EQ(s.across[0].answer, "EI");
  EXPECT_EQ(s.across[0].clue, "");
}

puz::ErrorKind export_error(const std::string& cwg, const std::string& expect_in_message) {
  try {
    puz_from_arrowword(arrowword(cwg), {}, {}, "a.cwg");
  } catch (const puz::PuzError& e) {
    EXPECT_NE(std::string(e.what()).find(expect_in_message), std::string::npos) << e.what();
    return e.kind();
  }
  ADD_FAILURE() << "exported";
  return puz::ErrorKind::NotPuz;
}

TEST(PuzExport, RefusesWhatTheNumberingCannotHold) {
  // A one-letter word: the question at (0,0) points right at a single field.
  EXPECT_EQ(export_error("2\n2\n?A\n? \n0 0 3\n1 0 5\n", "one-letter word"),
            puz::ErrorKind::Export);
  // An empty field.
  EXPECT_EQ(export_error("3\n3\n?L?\n?EI\n?A.\n0 0 4\n0 2 0\n1 0 3\n2 0 3\n", "has no letter"),
            puz::ErrorKind::Export);
  // Two words in one run: a 4-letter across run whose second half is its own word.
  EXPECT_EQ(export_error("2\n5\n?ABCD\n?????\n0 0 3\n1 2 5\n", "holds two words"),
            puz::ErrorKind::Export);
  // A run no question addresses.
  EXPECT_EQ(export_error("2\n3\n?AB\n ?C\n0 0 3\n", "no word of the arrowword"),
            puz::ErrorKind::Export);
}

}  // namespace
}  // namespace cwg::puzzle
