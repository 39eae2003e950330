// The editing model: the reducer, undo and redo, symmetry, locks, the journal, save and
// open in every format.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "core/file_io.hpp"
#include "edit/actions.hpp"
#include "edit/draft.hpp"
#include "edit/session.hpp"

namespace cwg::edit {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

class EditModel : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("cwg_edit_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override {
    if (!HasFailure()) fs::remove_all(dir_);
  }
  fs::path dir_;
};

json letter(int r, int c, const char* l) {
  return {{"type", "set_letter"}, {"row", r}, {"col", c}, {"letter", l}};
}

EditError error_of(const Draft& d, const json& a) {
  try {
    reduce(d, a);
  } catch (const EditError& e) {
    return e;
  }
  ADD_FAILURE() << "no error for " << a.dump();
  return EditError(ErrorKind::Malformed, "", "");
}

TEST(EditDraft, NumbersAnAmericanGridAndNamesItsEntries) {
  Draft d = new_draft(Kind::American, 3, 3);
  d = reduce(d, {{"type", "toggle_block"}, {"row", 0}, {"col", 0}});
  // Rotational symmetry: (2, 2) goes black with (0, 0).
  EXPECT_EQ(d.at(2, 2).kind, CellKind::Block);
  const std::vector<Entry> es = entries(d);
  ASSERT_EQ(es.size(), 6u);
  EXPECT_EQ(key_text(es[0].key), "0,1,across");
  EXPECT_EQ(es[0].number, 1);
  EXPECT_EQ(es[0].length, 2);
  EntryKey k;
  ASSERT_TRUE(parse_key("12,3,down", k));
  EXPECT_EQ(k, (EntryKey{12, 3, false}));
  EXPECT_FALSE(parse_key("1,2,sideways", k));
  EXPECT_FALSE(parse_key("a,2,down", k));
  EXPECT_FALSE(parse_key("1,,down", k));
}

TEST(EditDraft, SymmetryFollowsTheChoice) {
  Draft d = new_draft(Kind::American, 5, 5);
  d = reduce(d, {{"type", "set_symmetry"}, {"symmetry", "mirror"}});
  d = reduce(d, {{"type", "set_kind"}, {"row", 1}, {"col", 0}, {"kind", "block"}});
  EXPECT_EQ(d.at(1, 4).kind, CellKind::Block);
  EXPECT_EQ(d.at(3, 4).kind, CellKind::Letter);
  d = reduce(d, {{"type", "set_symmetry"}, {"symmetry", "none"}});
  d = reduce(d, {{"type", "set_kind"}, {"row", 2}, {"col", 1}, {"kind", "block"}});
  EXPECT_EQ(d.at(2, 3).kind, CellKind::Letter);
  d = reduce(d, {{"type", "set_symmetry"}, {"symmetry", "rotational"}});
  d = reduce(d, {{"type", "toggle_block"}, {"row", 0}, {"col", 1}});
  EXPECT_EQ(d.at(4, 3).kind, CellKind::Block);
  // Toggled back: both partners are letters again.
  d = reduce(d, {{"type", "toggle_block"}, {"row", 4}, {"col", 3}});
  EXPECT_EQ(d.at(0, 1).kind, CellKind::Letter);
  EXPECT_EQ(d.at(4, 3).kind, CellKind::Letter);
}

TEST(EditDraft, BadActionsNameTheFieldAndChangeNothing) {
  const Draft d = new_draft(Kind::American, 4, 4);
  EXPECT_EQ(error_of(d, letter(4, 0, "A")).path(), "/row");
  EXPECT_EQ(error_of(d, letter(4, 0, "A")).kind(), ErrorKind::Refused);
  EXPECT_EQ(error_of(d, letter(0, -1, "A")).path(), "/col");
  EXPECT_EQ(error_of(d, letter(0, 0, "1")).path(), "/letter");
  EXPECT_EQ(error_of(d, {{"type", "set_letter"}, {"row", 0}}).path(), "/col");
  EXPECT_EQ(error_of(d, {{"type", "set_letter"}, {"row", "0"}, {"col", 0}, {"letter", "A"}}).kind(),
            ErrorKind::Malformed);
  EXPECT_EQ(error_of(d, {{"type", "fly"}}).path(), "/type");
  EXPECT_EQ(error_of(d, json::array()).kind(), ErrorKind::Malformed);
  EXPECT_EQ(error_of(d, {{"type", "set_clue"}, {"entry", "3,3,across"}, {"clue", "x"}}).kind(),
            ErrorKind::NotFound);
  EXPECT_EQ(
      error_of(d, {{"type", "set_kind"}, {"row", 0}, {"col", 0}, {"kind", "question"}}).path(),
      "/kind");
  EXPECT_EQ(error_of(d, {{"type", "set_entry"}, {"entry", "0,0,across"}, {"word", "ABC"}}).path(),
            "/word");
}

TEST(EditDraft, ArrowsThatSpecForbidsAreRefused) {
  Draft d = new_draft(Kind::Arrowword, 5, 5);
  d = reduce(d,
             {{"type", "set_kind"}, {"row", 2}, {"col", 2}, {"kind", "question"}, {"arrows", {3}}});
  EXPECT_EQ(d.at(2, 2).arrows, arrowword::arrow_bit(3));
  // Type 5 (bent) in the middle of the grid: rule 4, named by its index in the array.
  const EditError bent =
      error_of(d, {{"type", "set_arrows"}, {"row", 2}, {"col", 2}, {"arrows", {3, 5}}});
  EXPECT_EQ(bent.path(), "/arrows/1");
  EXPECT_EQ(bent.kind(), ErrorKind::Refused);
  // {0, 1} is no pair of rule 3.
  EXPECT_EQ(
      error_of(d, {{"type", "set_arrows"}, {"row", 2}, {"col", 2}, {"arrows", {0, 1}}}).path(),
      "/arrows");
  EXPECT_EQ(error_of(d, {{"type", "set_arrows"}, {"row", 2}, {"col", 2}, {"arrows", {7}}}).path(),
            "/arrows/0");
  EXPECT_EQ(
      error_of(d, {{"type", "set_arrows"}, {"row", 2}, {"col", 2}, {"arrows", {0, 3, 2}}}).path(),
      "/arrows");
  // Off the grid: a right arrow in the last column.
  d = reduce(d, {{"type", "set_kind"}, {"row", 1}, {"col", 4}, {"kind", "question"}});
  EXPECT_EQ(error_of(d, {{"type", "set_arrows"}, {"row", 1}, {"col", 4}, {"arrows", {3}}}).path(),
            "/arrows/0");
  // Bent arrows are fine in row 0 and next to an island.
  d = reduce(d,
             {{"type", "set_kind"}, {"row", 0}, {"col", 2}, {"kind", "question"}, {"arrows", {1}}});
  d = reduce(d, {{"type", "set_kind"}, {"row", 3}, {"col", 0}, {"kind", "block"}});
  d = reduce(
      d, {{"type", "set_kind"}, {"row", 3}, {"col", 1}, {"kind", "question"}, {"arrows", {3, 5}}});
  EXPECT_EQ(d.at(3, 1).arrows, arrowword::arrow_bit(3) | arrowword::arrow_bit(5));
  const std::vector<Entry> es = entries(d);
  EXPECT_TRUE(std::any_of(es.begin(), es.end(), [](const Entry& e) {
    return key_text(e.key) == "2,3,across" && e.length == 2;
  }));
}

TEST(EditDraft, LockedEntriesKeepTheirLetters) {
  Draft d = new_draft(Kind::American, 4, 4);
  d = reduce(d, {{"type", "set_entry"}, {"entry", "0,0,across"}, {"word", "CART"}});
  d = reduce(d, {{"type", "set_lock"}, {"entry", "0,0,across"}, {"locked", true}});
  EXPECT_EQ(error_of(d, letter(0, 1, "X")).kind(), ErrorKind::Conflict);
  EXPECT_EQ(error_of(d, {{"type", "toggle_block"}, {"row", 0}, {"col", 3}}).kind(),
            ErrorKind::Conflict);
  // Its partner under symmetry is (3, 0): locked through (0, 3) too.
  EXPECT_EQ(error_of(d, {{"type", "toggle_block"}, {"row", 3}, {"col", 0}}).kind(),
            ErrorKind::Conflict);
  EXPECT_EQ(error_of(d, {{"type", "set_entry"}, {"entry", "0,0,across"}, {"word", "CARE"}}).kind(),
            ErrorKind::Conflict);
  // A crossing word may agree with it, not change it.
  d = reduce(d, {{"type", "set_entry"}, {"entry", "0,1,down"}, {"word", "AXES"}});
  EXPECT_EQ(error_of(d, {{"type", "set_entry"}, {"entry", "0,1,down"}, {"word", "OXES"}}).kind(),
            ErrorKind::Conflict);
  d = reduce(d, {{"type", "set_lock"}, {"entry", "0,0,across"}, {"locked", false}});
  d = reduce(d, letter(0, 1, "X"));
  EXPECT_EQ(d.at(0, 1).letter, 'X');
}

TEST_F(EditModel, UndoAndRedoRoundTrip) {
  Session s({dir_ / "a.ipuz", NewGrid{Kind::American, 5, 5}, {}});
  const Draft start = s.draft();
  const std::vector<json> actions = {
      {{"type", "toggle_block"}, {"row", 0}, {"col", 0}},
      {{"type", "set_entry"}, {"entry", "1,0,across"}, {"word", "HELLO"}},
      {{"type", "set_lock"}, {"entry", "1,0,across"}, {"locked", true}},
      {{"type", "set_clue"}, {"entry", "1,0,across"}, {"clue", "Greeting"}},
      {{"type", "set_meta"}, {"title", "Mini"}, {"author", "Me"}},
      {{"type", "set_symmetry"}, {"symmetry", "mirror"}},
      letter(2, 2, "Q")};
  std::vector<Draft> seen{start};
  for (const json& a : actions) {
    s.act(a);
    seen.push_back(s.draft());
  }
  EXPECT_EQ(s.version(), 7);
  for (std::size_t i = actions.size(); i-- > 0;) {
    s.act({{"type", "undo"}});
    EXPECT_EQ(s.draft(), seen[i]) << "undo to " << i;
  }
  EXPECT_FALSE(s.can_undo());
  EXPECT_THROW(s.act({{"type", "undo"}}), EditError);
  for (std::size_t i = 1; i <= actions.size(); ++i) {
    s.act({{"type", "redo"}});
    EXPECT_EQ(s.draft(), seen[i]) << "redo to " << i;
  }
  EXPECT_FALSE(s.can_redo());
  // A new action after an undo drops the redo branch.
  s.act({{"type", "undo"}});
  s.act(letter(3, 3, "Z"));
  EXPECT_FALSE(s.can_redo());
}

TEST_F(EditModel, TheJournalReplaysToTheSameDraft) {
  const fs::path file = dir_ / "j.ipuz";
  Draft before;
  {
    Session s({file, NewGrid{Kind::American, 5, 5}, {}});
    s.act({{"type", "toggle_block"}, {"row", 0}, {"col", 4}});
    s.act({{"type", "set_entry"}, {"entry", "1,0,across"}, {"word", "SPEAK"}});
    s.act({{"type", "set_lock"}, {"entry", "1,0,across"}, {"locked", true}});
    s.act({{"type", "set_clue"}, {"entry", "1,0,across"}, {"clue", "Talk"}});
    s.act(letter(3, 3, "E"));
    s.act({{"type", "undo"}});
    s.act(letter(3, 2, "R"));
    before = s.draft();
    // No save: the session ends as a killed server would leave it.
  }
  ASSERT_TRUE(fs::exists(journal_path(file)));
  ASSERT_FALSE(fs::exists(file));
  // The file was never saved: the journal's header says what grid it was.
  Session again({file, std::nullopt, {}});
  ASSERT_EQ(again.offer().actions.size(), 7u);
  EXPECT_EQ(again.recover(true), (std::pair<int, std::string>{7, ""}));
  EXPECT_EQ(again.draft(), before);
  EXPECT_TRUE(again.offer().actions.empty());
  // The replayed actions are journaled again: a second crash loses nothing either.
  EXPECT_EQ(read_journal(journal_path(file)).actions.size(), 7u);
}

TEST_F(EditModel, ASecondKillKeepsTheOlderSessionsEdits) {
  const fs::path file = dir_ / "twice.ipuz";
  {
    Session s({file, NewGrid{Kind::American, 3, 3}, {}});
    s.save();
    s.act(letter(0, 0, "A"));
    s.act(letter(0, 1, "B"));
  }  // killed: two edits journaled
  {
    Session s({file, std::nullopt, {}});
    ASSERT_EQ(s.offer().actions.size(), 2u);
    s.act(letter(2, 2, "Z"));  // the offer not answered, another edit, killed again
  }
  Session again({file, std::nullopt, {}});
  // The newest run's edit first, the older run's two behind it, each in its own file.
  ASSERT_EQ(again.offer().actions.size(), 1u);
  EXPECT_EQ(again.older_offers(), 1u);
  EXPECT_EQ(set_aside_journals(journal_path(file)).size(), 2u);
  EXPECT_EQ(again.recover(false), (std::pair<int, std::string>{0, ""}));
  ASSERT_EQ(again.offer().actions.size(), 2u);
  EXPECT_EQ(again.older_offers(), 0u);
  EXPECT_EQ(again.recover(true), (std::pair<int, std::string>{2, ""}));
  EXPECT_EQ(again.draft().at(0, 1).letter, 'B');
  EXPECT_TRUE(again.offer().actions.empty());
  EXPECT_TRUE(set_aside_journals(journal_path(file)).empty());
  // Killed a third time: the recovered edits are in this run's journal.
  EXPECT_EQ(read_journal(journal_path(file)).actions.size(), 2u);
}

TEST_F(EditModel, AJournalCutShortKeepsItsWholeLines) {
  const fs::path file = dir_ / "cut.ipuz";
  {
    Session s({file, NewGrid{Kind::American, 3, 3}, {}});
    s.act(letter(0, 0, "A"));
    s.act(letter(0, 1, "B"));
  }
  {
    std::ofstream out(journal_path(file), std::ios::app | std::ios::binary);
    out << R"({"type":"set_letter","row":0,"col":2,"le)";  // killed mid-line
  }
  Session again({file, std::nullopt, {}});
  EXPECT_EQ(again.offer().actions.size(), 2u);
  again.recover(false);
  EXPECT_EQ(again.draft().at(0, 0).letter, 0);
  EXPECT_FALSE(fs::exists(again.offer().file));
}

TEST_F(EditModel, SavedIpuzKeepsLocksCluesAndTexts) {
  const fs::path file = dir_ / "grid.ipuz";
  Draft saved;
  {
    Session s({file, NewGrid{Kind::American, 4, 4}, {}});
    s.act({{"type", "set_entry"}, {"entry", "0,0,across"}, {"word", "CART"}});
    s.act({{"type", "set_lock"}, {"entry", "0,0,across"}, {"locked", true}});
    s.act({{"type", "set_clue"}, {"entry", "0,0,across"}, {"clue", "Wagon & <horse>"}});
    s.act({{"type", "set_clue"}, {"entry", "0,1,down"}, {"clue", "Chopper"}});
    s.act({{"type", "set_meta"}, {"title", "T"}, {"author", "A"}, {"notes", "N"}});
    EXPECT_TRUE(s.dirty());
    const SaveResult r = s.save();
    EXPECT_EQ(r.files.size(), 1u);
    EXPECT_FALSE(s.dirty());
    EXPECT_FALSE(fs::exists(journal_path(file)));
    EXPECT_FALSE(fs::exists(file.string() + kTempSuffix));
    saved = s.draft();
  }
  // The file is ipuz any reader takes: parse it as JSON.
  EXPECT_FALSE(json::parse(read_file(file), nullptr, false).is_discarded());
  Session again({file, std::nullopt, {}});
  EXPECT_EQ(again.draft(), saved);
  EXPECT_TRUE(again.offer().actions.empty());
  EXPECT_FALSE(again.dirty());
}

TEST_F(EditModel, SavedCwgKeepsTheChallengeFormatAndItsClueSheet) {
  const fs::path file = dir_ / "aw.cwg";
  Draft saved;
  {
    Session s({file, NewGrid{Kind::Arrowword, 3, 4}, {}});
    s.act({{"type", "set_kind"}, {"row", 0}, {"col", 0}, {"kind", "question"}, {"arrows", {3, 1}}});
    s.act({{"type", "set_entry"}, {"entry", "0,1,across"}, {"word", "OHR"}});
    s.act({{"type", "set_clue"}, {"entry", "0,1,across"}, {"clue", "Hörorgan"}});
    s.act({{"type", "set_kind"}, {"row", 2}, {"col", 3}, {"kind", "block"}});
    const SaveResult r = s.save();
    ASSERT_EQ(r.files.size(), 2u);
    saved = s.draft();
  }
  EXPECT_EQ(read_file(file), "3\n4\n?OHR\n....\n... \n0 0 1\n0 0 3\n");
  EXPECT_NE(read_file(clue_sheet_path(file)).find("OHR\tHörorgan\n"), std::string::npos);
  Session again({file, std::nullopt, {}});
  EXPECT_EQ(again.draft(), saved);
}

TEST_F(EditModel, SavedTxtAndPuzOpenAgain) {
  for (const char* name : {"g.txt", "g.puz"}) {
    const fs::path file = dir_ / name;
    Session s({file, NewGrid{Kind::American, 3, 3}, {}});
    s.act({{"type", "set_symmetry"}, {"symmetry", "none"}});
    s.act({{"type", "toggle_block"}, {"row", 0}, {"col", 0}});
    for (const char* w : {"0,1,across", "1,0,across", "2,0,across"})
      s.act({{"type", "set_entry"},
             {"entry", w},
             {"word", std::string(w).starts_with("0") ? "AT" : "ARE"}});
    if (std::string(name) == "g.puz") {
      s.act({{"type", "set_entry"}, {"entry", "1,0,across"}, {"word", "BEE"}});
      s.act({{"type", "set_entry"}, {"entry", "2,0,across"}, {"word", "SET"}});
      for (const char* w :
           {"0,1,across", "1,0,across", "2,0,across", "0,1,down", "0,2,down", "1,0,down"})
        s.act({{"type", "set_clue"}, {"entry", w}, {"clue", std::string("clue ") + w}});
    }
    s.save();
    Session again({file, std::nullopt, {}});
    Draft expect = s.draft();
    if (std::string(name) == "g.txt") expect.clues.clear();
    EXPECT_EQ(again.draft(), expect) << name;
  }
}

TEST_F(EditModel, APuzWithEmptyCellsIsNotSavedAndTheFileIsUntouched) {
  const fs::path file = dir_ / "e.puz";
  Session s({file, NewGrid{Kind::American, 3, 3}, {}});
  s.act(letter(0, 0, "A"));
  try {
    s.save();
    FAIL() << "saved";
  } catch (const EditError& e) {
    EXPECT_EQ(e.kind(), ErrorKind::Conflict);
  }
  EXPECT_FALSE(fs::exists(file));
  EXPECT_TRUE(s.dirty());
  EXPECT_EQ(read_journal(journal_path(file)).actions.size(), 1u);
}

TEST_F(EditModel, OpeningRefusesWhatItCannotHold) {
  EXPECT_THROW(Session({dir_ / "x.doc", NewGrid{}, {}}), InputError);
  EXPECT_THROW(Session({dir_ / "missing.ipuz", std::nullopt, {}}), InputError);
  EXPECT_THROW(Session({dir_ / "a.cwg", NewGrid{Kind::American, 3, 3}, {}}), InputError);
  EXPECT_THROW(Session({dir_ / "a.txt", NewGrid{Kind::Arrowword, 3, 3}, {}}), InputError);
  std::ofstream(dir_ / "bad.cwg") << "3\n3\n?A\n";
  EXPECT_THROW(Session({dir_ / "bad.cwg", std::nullopt, {}}), InputError);
}

}  // namespace
}  // namespace cwg::edit
