// The reader and the checks on the real newspaper files, against EXPECTED.tsv, and one
// small broken input per error kind.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "formats/puz/checksum.hpp"
#include "formats/puz/io.hpp"
#include "formats/puz/summary.hpp"
#include "formats/puz/text.hpp"
#include "tests/formats/puz/puz_test_util.hpp"

namespace cwg::puz {
namespace {

using test::puz_dir;
using test::read_all;

std::string spaces_for_breaks(std::string s) {
  for (char& c : s)
    if (c == '\t' || c == '\n' || c == '\r') c = ' ';
  return s;
}

TEST(PuzRead, EveryRealFileAsExpected) {
  CWG_REQUIRE_PUZ_DATA();
  const auto rows = test::expected_rows();
  ASSERT_EQ(rows.size(), 20u);
  for (const auto& f : rows) {
    SCOPED_TRACE(f[0]);
    const std::string bytes = read_all(puz_dir() / f[0]);
    ASSERT_FALSE(bytes.empty());
    if (f[1] == "not a puz") {
      try {
        puz::parse(bytes, f[0]);
        ADD_FAILURE() << "read as a .puz";
      } catch (const PuzError& e) {
        EXPECT_EQ(e.kind(), ErrorKind::NotPuz);
        EXPECT_NE(std::string(e.what()).find(f[0]), std::string::npos);
      }
      continue;
    }
    ASSERT_EQ(f.size(), 11u);
    const Puzzle p = puz::parse(bytes, f[0]);
    const Summary s = summarize(p, f[0]);
    EXPECT_EQ(s.errors.empty() ? "ok" : "failed", f[1]);
    for (const auto& e : s.errors) ADD_FAILURE() << e;
    EXPECT_EQ(p.version(), f[2]);
    EXPECT_EQ(std::to_string(p.width), f[3]);
    EXPECT_EQ(std::to_string(p.height), f[4]);
    EXPECT_EQ(std::to_string(p.clues.size()), f[5]);
    EXPECT_EQ(std::to_string(s.across.size()), f[6]);
    EXPECT_EQ(std::to_string(s.down.size()), f[7]);
    EXPECT_EQ(p.scrambled() ? "yes" : "no", f[8]);
    std::set<std::string> names;
    for (const Section& sec : p.sections) names.insert(sec.name);
    std::string joined;
    for (const auto& n : names) joined += (joined.empty() ? "" : ",") + n;
    EXPECT_EQ(joined, f[9]);
    EXPECT_EQ(spaces_for_breaks(s.title), f[10]);
    EXPECT_EQ(puz::format(p), bytes) << "not byte for byte";
  }
}

TEST(PuzRead, KnownAnswers) {
  CWG_REQUIRE_PUZ_DATA();
  const Puzzle wp = puz::load(puz_dir() / "washpost.puz");
  const Summary w = summarize(wp, "washpost.puz");
  EXPECT_EQ(w.across.at(0).word.number, 1);
  EXPECT_EQ(w.across.at(0).answer, "LAMB");
  EXPECT_EQ(w.down.at(0).answer, "LOFT");
  EXPECT_EQ(wp.preamble.size(), 13u);  // junk before the header, kept

  const Summary r = summarize(puz::load(puz_dir() / "nyt_rebus_with_notes_and_shape.puz"), "r");
  EXPECT_EQ(r.extras.rebus_squares, 3);
  EXPECT_EQ(r.extras.circles, 5);
  int star = 0;
  for (const auto& list : {r.across, r.down})
    for (const Entry& e : list) star += e.answer.find("STAR") != std::string::npos ? 1 : 0;
  EXPECT_EQ(star, 6);  // three squares, each in an across and a down word
  EXPECT_FALSE(r.notes.empty());

  const Summary u = summarize(puz::load(puz_dir() / "unicode.puz"), "unicode.puz");
  EXPECT_EQ(u.title, "\u2694\uFE0F");

  const Summary d = summarize(puz::load(puz_dir() / "diagramless.puz"), "d");
  EXPECT_EQ(d.solution, SolutionState::Present);
  ASSERT_TRUE(d.extras.ltim.has_value());

  const Summary l = summarize(puz::load(puz_dir() / "nyt_locked.puz"), "l");
  EXPECT_EQ(l.solution, SolutionState::Scrambled);
  EXPECT_EQ(l.keys, std::vector<int>{7844});
  EXPECT_TRUE(l.across.at(0).answer.empty());
}

TEST(PuzRead, Windows1252InVersion1) {
  EXPECT_EQ(decode_text("\x93hi\x94 \x97 caf\xe9\xa0", false),
            "\u201chi\u201d \u2014 caf\u00e9\u00a0");
  EXPECT_EQ(decode_text("caf\xc3\xa9", true), "caf\u00e9");
  EXPECT_EQ(decode_text("caf\xe9", true), "caf\u00e9");  // not UTF-8 after all
  bool lossy = false;
  EXPECT_EQ(encode_text("\u201chi\u201d caf\u00e9", false, &lossy), "\x93hi\x94 caf\xe9");
  EXPECT_FALSE(lossy);
  EXPECT_EQ(encode_text("\u2694", false, &lossy), "?");
  EXPECT_TRUE(lossy);
}

// --- one broken input per error kind -------------------------------------------------

/// A 3x3 puzzle with one black square in the middle: 4 words.
Puzzle tiny() {
  Puzzle p;
  p.header = blank_header();
  p.width = p.height = 3;
  p.bitmask = 1;
  p.solution =
      "CAT"
      "A.A"
      "TAT";
  p.state =
      "---"
      "-.-"
      "---";
  p.title = "Tiny";
  p.author = "Me";
  p.clues = {"Pet", "Pet again", "Small bed", "Spread"};
  return p;
}

ErrorKind kind_of(const std::string& bytes) {
  try {
    puz::parse(bytes, "bad.puz");
  } catch (const PuzError& e) {
    EXPECT_TRUE(std::string(e.what()).starts_with("bad.puz: ")) << e.what();
    return e.kind();
  }
  ADD_FAILURE() << "accepted";
  return ErrorKind::Export;
}

TEST(PuzRead, TinyRoundTrip) {
  const std::string bytes = puz::format(tiny());
  const Puzzle p = puz::parse(bytes, "tiny.puz");
  EXPECT_TRUE(failed_checks(p).empty());
  EXPECT_EQ(puz::format(p), bytes);
  const Summary s = summarize(p, "tiny.puz");
  ASSERT_EQ(s.across.size(), 2u);
  EXPECT_EQ(s.across[1].answer, "TAT");
  EXPECT_EQ(s.across[1].word.number, 3);
  EXPECT_EQ(s.across[1].clue, "Spread");  // clue order 1A 1D 2D 3A
  EXPECT_EQ(s.down[1].word.number, 2);
  EXPECT_EQ(s.down[1].clue, "Small bed");
}

TEST(PuzRead, ErrorKinds) {
  const std::string good = puz::format(tiny());
  EXPECT_EQ(kind_of("hello, world, this is no crossword at all"), ErrorKind::NotPuz);
  std::string wrong_magic = good;
  wrong_magic[5] = 'X';
  EXPECT_EQ(kind_of(wrong_magic), ErrorKind::NotPuz);
  EXPECT_EQ(kind_of(good.substr(0, 30)), ErrorKind::Truncated);
  EXPECT_EQ(kind_of(good.substr(0, good.size() - 1)), ErrorKind::Truncated);
  std::string zero = good;
  zero[0x2C] = 0;
  EXPECT_EQ(kind_of(zero), ErrorKind::BadSize);
  std::string wider = good;  // 4x3 reads the strings as grid
  wider[0x2C] = 4;
  EXPECT_EQ(kind_of(wider), ErrorKind::BadGrid);
  std::string count = good;
  count[0x2E] = 5;
  EXPECT_EQ(kind_of(count), ErrorKind::ClueCount);
  // A GEXT of 8 bytes for 9 squares.
  std::string gext = good + std::string("GEXT\x08\x00\x00\x00", 8) + std::string(9, '\0');
  EXPECT_EQ(kind_of(gext), ErrorKind::BadSection);
  std::string cut = good + std::string("GEXT\x09\x00\x00\x00", 8) + std::string(4, '\0');
  EXPECT_EQ(kind_of(cut), ErrorKind::Truncated);
  std::string rtbl = good + std::string("RTBL\x03\x00\x00\x00", 8) + std::string("xx;\0", 4);
  EXPECT_EQ(kind_of(rtbl), ErrorKind::BadSection);
}

TEST(PuzRead, JunkAndUnknownSectionsKept) {
  const std::string body = puz::format(tiny());
  std::string bytes =
      "JUNK" + body + std::string("ABCD\x02\x00\x00\x00xy\0", 11) + "\x01\x02trailing";
  Puzzle p = puz::parse(bytes, "j.puz");
  EXPECT_EQ(p.preamble, "JUNK");
  ASSERT_EQ(p.sections.size(), 1u);
  EXPECT_EQ(p.sections[0].name, "ABCD");
  EXPECT_EQ(p.trailer, "\x01\x02trailing");
  // The section's stored checksum is wrong (0): one failed check, named.
  const auto errors = failed_checks(p);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_TRUE(errors[0].starts_with("section ABCD checksum")) << errors[0];
  const std::string repaired = puz::format(p);
  EXPECT_TRUE(failed_checks(puz::parse(repaired, "r.puz")).empty());
  EXPECT_EQ(repaired.size(), bytes.size());
}

// A fuzzed file (fuzz_puz, 2026-11-29): junk before the header ending in "ACROSS&DOWN", so the
// file checksum written anew (its low byte 0) spelled the magic 11 bytes early and the written
// file read as a 0 x 0 grid. The writer leaves such junk out; its bytes parse with every check.
TEST(PuzRead, JunkThatWouldSpellTheMagicIsNotWritten) {
  const std::string bytes(
      "\x30\x92\x41\x43\x52\x4f\x53\x53\x26\x44\x4f\x57\x4e\x30\x92\x41\x43\x52"
      "\x4f\x53\x53\x26\x44\x4f\x57\x4e\x00\x00\x52\x49\xdb\xc9\xd5\x13\xc9\x64"
      "\xc9\x31\x2e\x34\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xfd\xff\xff"
      "\xff\xff\xff\x02\x03\x04\x00\x01\x00\x00\x00\x43\x41\x54\x41\x2e\x41\x54"
      "\x41\x54\x43\x41\x2d\x2d\x2e\x2d\x2d\x2d\x54\x54\x00\x41\x00\x00\x00\x52"
      "\x49\xdb\xc9\xd5\x13\xc9\x64\xc9\x31\x2e\x34\x00\x00\x00\x00\x00\x00\x00"
      "\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x50\x65\x74\x00\x50\x00\x03\x03"
      "\x04\x00\x01\x00\x00\x65\x00\x43\x41\x54\x41\x2e\x74",
      139);
  const Puzzle p = puz::parse(bytes, "fuzz.puz");
  EXPECT_EQ(p.preamble.size(), 13u);
  const std::string written = puz::format(p);
  const Puzzle again = puz::parse(written, "written.puz");
  EXPECT_TRUE(again.preamble.empty());
  EXPECT_TRUE(failed_checks(again).empty());
  EXPECT_EQ(puz::format(again), written);
}

TEST(PuzRead, EveryCheckNamed) {
  const std::string good = puz::format(tiny());
  for (std::size_t at : {0x00, 0x0E, 0x10, 0x11, 0x12, 0x13}) {
    std::string bad = good;
    bad[at] = static_cast<char>(bad[at] ^ 0x5A);
    const auto errors = failed_checks(puz::parse(bad, "b.puz"));
    ASSERT_EQ(errors.size(), 1u) << at;
  }
  std::string title = good;  // a changed title byte breaks the file and strings checks
  title[title.find("Tiny")] = 'S';
  const auto errors = failed_checks(puz::parse(title, "b.puz"));
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_TRUE(errors[0].starts_with("file checksum"));
  EXPECT_TRUE(errors[1].starts_with("masked strings checksum"));
}

// Every real file cut short: a complete file only where a section ends, else an error
// naming the byte. Every offset of the files up to 3,000 bytes; in the larger ones (long
// clue lists) every offset of the header, the grids and the extension sections and every
// fourth of the strings between them: a cut inside a clue takes the same path wherever it
// falls, and the reading is quadratic in the file's size (31 s under ASan for every offset).
TEST(PuzRead, TruncatedAnywhere) {
  CWG_REQUIRE_PUZ_DATA();
  for (const auto& row : test::expected_rows()) {
    if (row[1] != "ok") continue;
    const std::string& file = row[0];
    const std::string bytes = read_all(puz_dir() / file);
    const Puzzle whole = puz::parse(bytes, file);
    std::set<std::size_t> section_ends;  // cutting between sections leaves a complete file
    for (const Section& s : whole.sections) section_ends.insert(s.offset);
    const std::size_t grids_end = 52 + 2 * static_cast<std::size_t>(whole.width * whole.height);
    const std::size_t strings_end =
        whole.sections.empty() ? bytes.size() : whole.sections.front().offset;
    const bool large = bytes.size() > 3000;
    for (std::size_t n = 0; n < bytes.size(); ++n) {
      if (large && n > grids_end && n < strings_end && n % 4 != 0) continue;
      try {
        const Puzzle p = puz::parse(std::string_view(bytes).substr(0, n), file);
        EXPECT_TRUE(section_ends.count(n)) << file << " cut at " << n << " read without error";
      } catch (const PuzError& e) {
        // Cut between GRBS and RTBL: the rebus squares name keys that are gone.
        EXPECT_TRUE(e.kind() == ErrorKind::Truncated || e.kind() == ErrorKind::NotPuz ||
                    e.kind() == ErrorKind::BadSection)
            << e.what();
        EXPECT_TRUE(std::string(e.what()).starts_with(file + ": byte ")) << e.what();
      }
    }
  }
}

}  // namespace
}  // namespace cwg::puz
