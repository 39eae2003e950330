// Records as Quackle writes them: after the cumulative score, the words the play formed
// (`>Quackle: BEDGMNP 7e BEDIM +26 66 BE, ET, DO`). None of the real files has that form,
// so each is made into one here: every play line gets the words its replay formed. The
// record must read as the original, keep the words as the event's trailing text, replay
// to the same scores and write them back.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/file_io.hpp"
#include "formats/gcg/gcg.hpp"
#include "formats/gcg/gcg_record.hpp"
#include "game/replay.hpp"
#include "tests/game/game_test_util.hpp"

using cwg::test::split_args;

using namespace cwg;

namespace {

game::ReplayResult replay_of(const gcg::Game& g) {
  const game::Record rec = gcg::to_record(g);
  game::ReplayOptions o;
  o.distribution = game::distribution_for(rec, g.pragma("lexicon").value_or(""));
  return game::replay(rec, game::Board::standard(), o);
}

/// The real bytes with ", "-joined words after each play's line (before its CR, if any),
/// in event order; `words[k]` empty leaves event k's line as it is.
std::string with_words(const std::string& bytes, const std::vector<std::string>& words) {
  std::string out;
  std::size_t event = 0;
  for (std::size_t at = 0; at < bytes.size();) {
    std::size_t end = bytes.find('\n', at);
    if (end == std::string::npos) end = bytes.size();
    std::size_t body = end;
    if (body > at && bytes[body - 1] == '\r') --body;
    std::string line = bytes.substr(at, body - at);
    const std::size_t first = line.find_first_not_of(" \t");
    if (first != std::string::npos && line[first] == '>') {
      if (!words[event].empty()) line += " " + words[event];
      ++event;
    }
    out += line + bytes.substr(body, end - body) + (end < bytes.size() ? "\n" : "");
    at = end + 1;
  }
  return out;
}

}  // namespace

TEST(GcgQuackle, WordsAfterTheCumulativeScoreOnEveryRealRecord) {
  CWG_NEED_FORMATS();
  int plays = 0;
  for (const auto& f : test::real_gcg_files()) {
    SCOPED_TRACE(f.filename().string());
    const std::string bytes = read_file(f);
    const gcg::Game plain = gcg::parse(bytes, f.string());
    const game::ReplayResult before = replay_of(plain);
    std::vector<std::string> words(plain.events.size());
    for (std::size_t k = 0; k < before.turns.size(); ++k)
      for (const std::string& w : before.turns[k].words)
        words[k] += (words[k].empty() ? "" : ", ") + w;

    const gcg::Game quackle = gcg::parse(with_words(bytes, words), "quackle.gcg");
    ASSERT_EQ(quackle.events.size(), plain.events.size());
    for (std::size_t k = 0; k < plain.events.size(); ++k) {
      gcg::Event e = quackle.events[k];
      EXPECT_EQ(e.trailing, words[k]) << "event " << k + 1;
      plays += words[k].empty() ? 0 : 1;
      e.trailing.clear();
      EXPECT_EQ(e, plain.events[k]) << "event " << k + 1;
    }
    const game::ReplayResult after = replay_of(quackle);
    EXPECT_EQ(after.scores, before.scores);
    EXPECT_EQ(after.errors.size(), before.errors.size());
    EXPECT_EQ(after.score_errors.size(), before.score_errors.size());

    // Written back with the words, and read again to the same record.
    const std::string written = gcg::format(quackle);
    for (const std::string& w : words) {
      if (!w.empty()) {
        EXPECT_NE(written.find(" " + w + "\n"), std::string::npos) << w;
      }
    }
    EXPECT_EQ(gcg::parse(written, "written").events, quackle.events);
  }
  EXPECT_GT(plays, 400);
}

TEST(GcgQuackle, TrailingTextOfEveryKindIsKept) {
  const gcg::Game g = gcg::parse(
      "#player1 q Quackle\n#player2 h Human\n"
      ">q: BEDGMNP 8D BEDIM +26 26 BEDIM\n"
      ">h: ABC -ABC +0 0 exchanged, kept nothing\n"
      ">q: GNPST - +0 26 (pass)\n",
      "q.gcg");
  ASSERT_EQ(g.events.size(), 3u);
  EXPECT_EQ(g.events[0].trailing, "BEDIM");
  EXPECT_EQ(g.events[0].cumulative, 26);
  EXPECT_EQ(g.events[1].kind, gcg::EventKind::Exchange);
  EXPECT_EQ(g.events[1].trailing, "exchanged, kept nothing");
  EXPECT_EQ(g.events[2].kind, gcg::EventKind::Pass);
  EXPECT_EQ(g.events[2].trailing, "(pass)");
  EXPECT_NE(gcg::format(g).find(">h: ABC -ABC +0 0 exchanged, kept nothing\n"), std::string::npos);
  // Without the cumulative score the words are still no number.
  EXPECT_THROW(gcg::parse("#player1 q Q\n#player2 h H\n>q: BEDGMNP 8D BEDIM +26 BE, ET\n", "b.gcg"),
               gcg::GcgError);
}

TEST(GcgQuackle, InfoAndConvertThroughTheBinary) {
  CWG_NEED_FORMATS();
  test::TempDir dir;
  const auto real = test::formats_dir() / "gcg" / "doug_v_emely.gcg";
  const std::string text = read_file(real);
  const gcg::Game plain = gcg::parse(text, "r");
  const game::ReplayResult r = replay_of(plain);
  std::vector<std::string> words(plain.events.size());
  for (std::size_t k = 0; k < r.turns.size(); ++k)
    for (const std::string& w : r.turns[k].words) words[k] += (words[k].empty() ? "" : ", ") + w;
  const auto path = dir.write("quackle.gcg", with_words(text, words));
  const test::ProcessRun info = test::run_cwg(split_args("info " + test::quoted(path.string())));
  EXPECT_EQ(info.exit_code, 0) << info.out << info.err;
  const auto out = dir.path() / "out.gcg";
  ASSERT_EQ(test::run_cwg(split_args("convert " + test::quoted(path.string()) + " -o " +
                                     test::quoted(out.string())))
                .exit_code,
            0);
  EXPECT_NE(read_file(out).find(" +32 32 WINDY\n"), std::string::npos) << read_file(out);
}
