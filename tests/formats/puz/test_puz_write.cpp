// Writing: scrambling and the key search, lock/unlock identity on the real files, the
// text format, repair and the picture.
#include <gtest/gtest.h>

#include "formats/puz/answers.hpp"
#include "formats/puz/checksum.hpp"
#include "formats/puz/io.hpp"
#include "formats/puz/scramble.hpp"
#include "formats/puz/summary.hpp"
#include "formats/puz/text_format.hpp"
#include "tests/formats/puz/puz_test_util.hpp"

namespace cwg::puz {

namespace {

using test::puz_dir;
using test::read_all;

/// The real files whose checks all pass (EXPECTED.tsv says ok).
std::vector<std::string> valid_files() {
  std::vector<std::string> files;
  for (const auto& row : test::expected_rows())
    if (row.size() > 1 && row[1] == "ok") files.push_back(row[0]);
  return files;
}

TEST(PuzScramble, ReadmeVector) {
  EXPECT_EQ(scramble_letters("AEBFCDG", 1234), "MLOOPKJ");
  EXPECT_EQ(unscramble_letters("MLOOPKJ", 1234), "AEBFCDG");
  for (int key : {0, 1, 999, 7844, 9999})
    EXPECT_EQ(unscramble_letters(scramble_letters("THEQUICKBROWNFOXJUMPS", key), key),
              "THEQUICKBROWNFOXJUMPS");
}

TEST(PuzScramble, UnlockNytLocked) {
  CWG_REQUIRE_PUZ_DATA();
  const std::string bytes = read_all(puz_dir() / "nyt_locked.puz");
  Puzzle p = puz::parse(bytes, "nyt_locked.puz");
  ASSERT_EQ(find_keys(p), std::vector<int>{7844});
  EXPECT_THROW(unlock(p, 1234, "l"), PuzError);
  unlock(p, 7844, "nyt_locked.puz");
  EXPECT_FALSE(p.scrambled());
  EXPECT_TRUE(failed_checks(puz::parse(puz::format(p), "u")).empty());
  bool found = false;
  for (const Entry& e : summarize(p, "u").across) found = found || e.answer == "LAKEONTARIO";
  EXPECT_TRUE(found);
  lock(p, 7844, "u");
  EXPECT_EQ(puz::format(p), bytes);  // locking again gives the newspaper's bytes
}

TEST(PuzScramble, LockThenUnlockIsIdentityOnEveryRealFile) {
  CWG_REQUIRE_PUZ_DATA();
  int locked = 0;
  for (const std::string& file : valid_files()) {
    SCOPED_TRACE(file);
    const std::string bytes = read_all(puz_dir() / file);
    Puzzle p = puz::parse(bytes, file);
    if (p.scrambled()) {  // the other way round: unlock with the key found, lock again
      const auto keys = find_keys(p);
      ASSERT_FALSE(keys.empty());
      unlock(p, keys[0], file);
      lock(p, keys[0], file);
      EXPECT_EQ(puz::format(p), bytes);
      continue;
    }
    const std::string column = column_letters(p);
    if (column.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ") != std::string::npos) continue;
    lock(p, 4321, file);
    const std::string locked_bytes = puz::format(p);
    Puzzle again = puz::parse(locked_bytes, "locked");
    EXPECT_TRUE(failed_checks(again).empty());
    const auto keys = find_keys(again);
    EXPECT_NE(std::find(keys.begin(), keys.end(), 4321), keys.end());
    unlock(again, 4321, "locked");
    // Two newspaper files were unlocked by Across Lite, which leaves the solution's
    // checksum at 0x1E; an unlock writes 0 there (what every never-locked file holds), and
    // 0x1E is in no checksum, so those two bytes are the only possible difference.
    std::string expected = bytes;
    const std::size_t at = p.preamble.size() + 0x1E;
    if (bytes[at] != 0 || bytes[at + 1] != 0) {
      EXPECT_EQ(
          static_cast<unsigned char>(bytes[at]) | (static_cast<unsigned char>(bytes[at + 1]) << 8),
          cksum_region(column));
      expected[at] = expected[at + 1] = '\0';
    }
    EXPECT_EQ(puz::format(again), expected);
    ++locked;
  }
  EXPECT_GE(locked, 10);
}

// The notes lock and unlock print when several keys pass, written out here.
TEST(PuzScramble, NotesWhenSeveralKeysPass) {
  EXPECT_EQ(other_keys_note({1234}, 1234), "");
  EXPECT_EQ(other_keys_note({1234, 42}, 1234),
            "1 other key also passes the checksum: 0042; unlock without --key still picks 1234");
  EXPECT_EQ(other_keys_note({7, 1234, 42}, 1234),
            "2 other keys also pass the checksum: 0007 0042; unlock without --key would pick 0007");
  EXPECT_EQ(several_keys_note({3285}, 3285), "");
  EXPECT_EQ(several_keys_note({3285, 7230}, 3285),
            "2 keys pass the checksum: 3285 7230; used 3285, whose solution reads most like "
            "English (--key NNNN for another)");
}

// The 16-bit checksum lets other keys pass now and then (cs080904.puz locked with 4321:
// 4230 passes too; unicode.puz's 9 letters: four keys). The key the file was locked with
// must come first, or unlock without --key writes a garbled solution.
TEST(PuzScramble, TheLockingKeyComesFirstWhenSeveralPass) {
  CWG_REQUIRE_PUZ_DATA();
  int ambiguous = 0;
  for (const std::string& file : valid_files()) {
    Puzzle p = puz::parse(read_all(puz_dir() / file), file);
    if (p.scrambled()) {  // the newspapers' keys, as their README and info give them
      const auto keys = find_keys(p);
      ASSERT_FALSE(keys.empty()) << file;
      Puzzle open = p;
      unlock(open, keys.front(), file);
      if (file == "nyt_diagramless.puz") {
        EXPECT_EQ(keys, (std::vector<int>{3285, 7230}));
        EXPECT_NE(summarize(open, file).across.at(2).answer, "");
        EXPECT_EQ(summarize(open, file).across.at(0).answer, "VISTA");
      }
      continue;
    }
    if (column_letters(p).find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ") != std::string::npos)
      continue;
    for (int key : {4321, 1000, 9999}) {
      Puzzle locked = p;
      lock(locked, key, file);
      const auto keys = find_keys(locked);
      ASSERT_FALSE(keys.empty());
      EXPECT_EQ(keys.front(), key) << file << " locked with " << key;
      ambiguous += keys.size() > 1 ? 1 : 0;
    }
  }
  EXPECT_GE(ambiguous, 2);  // the case this test is for does occur on the real files
  EXPECT_GT(english_likeness("LAKEONTARIO"), english_likeness("QZXJKVWQZXJ"));
}

TEST(PuzText, DiagramlessAsPuzpyWritesIt) {
  CWG_REQUIRE_PUZ_DATA();
  const Puzzle p = puz::load(puz_dir() / "diagramless.puz");
  EXPECT_EQ(format_text(p, "d"), read_all(puz_dir() / "puzpy_diagramless.txt"));
}

TEST(PuzText, RebusAndCirclesNeedVersion2) {
  CWG_REQUIRE_PUZ_DATA();
  const std::string t =
      format_text(puz::load(puz_dir() / "nyt_rebus_with_notes_and_shape.puz"), "r");
  EXPECT_TRUE(t.starts_with("<ACROSS PUZZLE V2>\n"));
  EXPECT_NE(t.find("<REBUS>\n\tMARK;\n\t1:STAR:S\n"), std::string::npos);
  EXPECT_NE(t.find("\tLARA.NO1CH.EBON\n"), std::string::npos);  // rebus symbol in the grid
  EXPECT_NE(t.find("\tRAcKETEERS.dOLE\n"), std::string::npos);  // circled squares lower case
  const std::string plain = format_text(puz::load(puz_dir() / "washpost.puz"), "w");
  EXPECT_TRUE(plain.starts_with("<ACROSS PUZZLE>\n<TITLE>\n\tDecember 6, 2005"));
  EXPECT_NE(plain.find("<ACROSS>\n\tMary's pet\n"), std::string::npos);
  try {
    format_text(puz::load(puz_dir() / "nyt_locked.puz"), "l");
    ADD_FAILURE() << "scrambled written as text";
  } catch (const PuzError& e) {
    EXPECT_EQ(e.kind(), ErrorKind::TextFormat);
  }
}

/// The puzzle a puzpy text example describes, built through the model (answers, circles,
/// clues in the file's order), so that format_text can be compared with the example.
Puzzle puzzle_of_text(const std::string& text) {
  std::map<std::string, std::vector<std::string>> tags;  // tag -> its tab-indented lines
  std::string tag, notepad;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    const std::string line = text.substr(pos, end - pos);
    pos = end + 1;
    if (line.starts_with("<"))
      tag = line;
    else if (tag == "<NOTEPAD>")
      notepad += (notepad.empty() ? "" : "\n") + line;
    else
      tags[tag].push_back(line.substr(1));
  }
  Puzzle p;
  p.header = blank_header();
  p.title = tags["<TITLE>"].at(0);
  p.author = tags["<AUTHOR>"].at(0);
  p.copyright = tags["<COPYRIGHT>"].at(0);
  p.notes = notepad;
  const std::string& size = tags["<SIZE>"].at(0);
  p.width = std::stoi(size.substr(0, size.find('x')));
  p.height = std::stoi(size.substr(size.find('x') + 1));
  std::map<char, std::string> rebus;  // symbol -> full answer
  bool marks = false;
  for (const std::string& r : tags["<REBUS>"])
    if (r == "MARK;")
      marks = true;
    else
      rebus[r[0]] = r.substr(2, r.rfind(':') - 2);
  std::vector<std::string> answers;
  std::string gext;
  for (const std::string& row : tags["<GRID>"])
    for (char c : row) {
      const bool circled = marks && c >= 'a' && c <= 'z';
      gext += static_cast<char>(circled ? kGextCircled : 0);
      const char upper = circled ? static_cast<char>(c - 'a' + 'A') : c;
      answers.push_back(upper == '.'         ? ""
                        : rebus.count(upper) ? rebus[upper]
                                             : std::string(1, upper));
      p.solution += upper == '.' ? '.' : 'A';
    }
  p.state = std::string(p.solution.size(), kEmptySquare);
  for (std::size_t i = 0; i < p.solution.size(); ++i)
    if (is_black(p.solution[i])) p.state[i] = kBlack;
  set_answers(p, answers, "text");
  if (marks) p.sections.push_back({"GEXT", gext, 0, '\0', 0});
  const blackgrid::Numbering n = number_solution(p.width, p.height, p.solution);
  std::size_t across = 0, down = 0;
  for (const blackgrid::Word& w : n.in_clue_order)
    p.clues.push_back(w.across ? tags["<ACROSS>"].at(across++) : tags["<DOWN>"].at(down++));
  return p;
}

// The text writer against puzpy's examples of the format, version 1 and version 2 (rebus
// table, circles as lower case under MARK;). The examples spell the v2 tag "v2"; Across
// Lite's documentation and the issue spell it "V2", which Across Lite reads either way.
TEST(PuzText, AsPuzpysExamples) {
  CWG_REQUIRE_PUZ_DATA();
  for (const char* file : {"puzpy_text_format_v1.txt", "puzpy_text_format_v2_rebus.txt",
                           "puzpy_text_format_v2_mark.txt"}) {
    SCOPED_TRACE(file);
    std::string expected = read_all(puz_dir() / file);
    if (expected.starts_with("<ACROSS PUZZLE v2>")) expected[15] = 'V';
    if (!expected.ends_with("\n")) expected += '\n';  // v1's notepad lacks a final line break
    const Puzzle p = puzzle_of_text(read_all(puz_dir() / file));
    EXPECT_TRUE(failed_checks(puz::parse(puz::format(p), "t.puz")).empty());
    EXPECT_EQ(format_text(p, file), expected);
  }
}

TEST(PuzRepair, EveryCheckComesBackCorrect) {
  CWG_REQUIRE_PUZ_DATA();
  std::string bytes = read_all(puz_dir() / "nyt_v1_4.puz");
  for (std::size_t at : {0x00, 0x0E, 0x10, 0x15}) bytes[at] = static_cast<char>(bytes[at] ^ 0x33);
  bytes[bytes.size() - 20] ^= 0x01;  // inside GEXT: its checksum fails
  const Puzzle broken = puz::parse(bytes, "b");
  EXPECT_EQ(failed_checks(broken).size(), 5u);
  const std::string repaired = puz::format(broken);
  EXPECT_TRUE(failed_checks(puz::parse(repaired, "r")).empty());
  EXPECT_EQ(repaired.size(), bytes.size());
}

}  // namespace
}  // namespace cwg::puz

namespace cwg::puz {
namespace {

std::vector<std::string> answers_of(const Puzzle& p) {
  const Extras x = decode_extras(p, "a");
  std::vector<std::string> out;
  for (std::size_t i = 0; i < p.solution.size(); ++i)
    out.push_back(is_black(p.solution[i]) ? std::string()
                  : x.rebus[i].empty()    ? std::string(1, p.solution[i])
                                          : x.rebus[i]);
  return out;
}

TEST(PuzAnswers, SameAnswersSameBytes) {
  CWG_REQUIRE_PUZ_DATA();
  for (const char* file :
       {"washpost.puz", "nyt_rebus_with_notes_and_shape.puz", "nyt_sun_rebus.puz"}) {
    const std::string bytes = read_all(puz_dir() / file);
    Puzzle p = puz::parse(bytes, file);
    if (p.scrambled()) {
      EXPECT_THROW(set_answers(p, answers_of(p), file), PuzError);
      continue;
    }
    set_answers(p, answers_of(p), file);
    EXPECT_EQ(puz::format(p), bytes) << file;
  }
}

TEST(PuzAnswers, NewRebusSquaresWrittenWithValidChecks) {
  CWG_REQUIRE_PUZ_DATA();
  Puzzle p = puz::load(puz_dir() / "washpost.puz");
  auto answers = answers_of(p);
  answers[0] = "LAMB";  // 1-Across now starts with a rebus square
  answers[1] = "X";
  set_answers(p, answers, "w");
  const Puzzle back = puz::parse(puz::format(p), "w");
  EXPECT_TRUE(failed_checks(back).empty());
  const Summary s = summarize(back, "w");
  EXPECT_EQ(s.across[0].answer, "LAMBXMB");
  EXPECT_EQ(s.extras.rebus_squares, 1);
  ASSERT_EQ(back.sections.size(), 2u);
  EXPECT_EQ(back.sections[0].name, "GRBS");
  answers[0] = "L";
  set_answers(p, answers, "w");  // no rebus left: the sections go
  EXPECT_TRUE(p.sections.empty());
}

}  // namespace
}  // namespace cwg::puz
