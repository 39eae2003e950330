// The real games of ../shared/formats/gcg: every play that the record scores correctly and
// whose words are all in SOWPODS must be in the generator's list of the position before
// it, with the same tiles and the same score.
#include <gtest/gtest.h>

#include <filesystem>
#include <optional>
#include <sstream>
#include <unordered_set>

#include "core/file_io.hpp"
#include "formats/gcg/gcg.hpp"
#include "formats/gcg/gcg_record.hpp"
#include "game/movegen/lexicon.hpp"
#include "game/movegen/movegen.hpp"
#include "game/movegen/record_positions.hpp"
#include "tests/game/sowpods.hpp"
#include "tests/need.hpp"

namespace cwg::game {
namespace {

namespace fs = std::filesystem;
using test::kShared;

TEST(RealGames, EveryGoodPlayIsGeneratedWithItsScore) {
  const fs::path list = kShared / "lexicon/sowpods.txt", games = kShared / "formats/gcg";
  CWG_NEED(fs::exists(list) && fs::is_directory(games)) << "no shared data";
  const Distribution& d = Distribution::english();
  const Lexicon lex = load_lexicon(test::sowpods_dict(), d);
  std::unordered_set<std::string> words;
  std::istringstream in(read_file(list));
  for (std::string w; std::getline(in, w);)
    words.insert(w.substr(0, w.find_last_not_of("\r ") + 1));
  MoveGenerator gen(lex);
  MoveList moves;
  int checked = 0, files = 0;
  for (const auto& entry : fs::directory_iterator(games)) {
    if (entry.path().extension() != ".gcg") continue;
    const gcg::Game game = gcg::parse(read_file(entry.path()), entry.path().string());
    const Record record = gcg::to_record(game);
    if (distribution_for(record, game.pragma("lexicon").value_or("")) != &d) continue;  // Polish
    ++files;
    for (const RecordPosition& pos : record_positions(record, d, &words)) {
      if (!pos.legal || !pos.score_ok || !pos.words_ok) continue;
      gen.generate(pos.board, pos.rack, Rules{}, moves);
      bool found = false;
      for (std::size_t i = 0; i < moves.size() && !found; ++i) {
        const Move m = moves[i];
        std::vector<std::tuple<int, int, Tile>> placed;
        int r = m.where.row, c = m.where.col;
        for (const Tile t : m.tiles) {
          if (t != kEmpty) placed.emplace_back(r, c, t);
          (m.where.across ? c : r) += 1;
        }
        std::sort(placed.begin(), placed.end());
        found = placed == pos.placed && m.score == pos.score;
      }
      EXPECT_TRUE(found) << entry.path().filename().string() << " line " << pos.line << ": "
                         << pos.coordinate << " scoring " << pos.score << " is not generated";
      ++checked;
    }
  }
  EXPECT_GE(files, 20);
  EXPECT_GE(checked, 300);
  std::cout << "checked " << checked << " plays of " << files << " games\n";
}

bool same_view(const LineView& a, const LineView& b) {
  return a.lines == b.lines && a.len == b.len && a.across == b.across && a.letter == b.letter &&
         a.value == b.value && a.lmul == b.lmul && a.wmul == b.wmul && a.anchor == b.anchor &&
         a.cross == b.cross && a.cross_sum == b.cross_sum;
}

// The generator brings its views from one position to the next play's (self-play asks for
// them once per turn): on every real game, each updated view is the one built afresh, and
// a board that lost tiles (a withdrawn phony, the next record) is refused.
TEST(RealGames, ViewsUpdatedPlayByPlayAreTheViewsBuilt) {
  const fs::path list = kShared / "lexicon/sowpods.txt", games = kShared / "formats/gcg";
  CWG_NEED(fs::exists(list) && fs::is_directory(games)) << "no shared data";
  const Distribution& d = Distribution::english();
  const Lexicon lex = load_lexicon(test::sowpods_dict(), d);
  LetterValues values{};
  for (int code = 1; code <= d.size(); ++code) values[code] = d.value(static_cast<Tile>(code));
  int updated = 0, refused = 0;
  std::optional<Board> before;
  LineView views[2];
  for (const auto& entry : fs::directory_iterator(games)) {
    if (entry.path().extension() != ".gcg") continue;
    const gcg::Game game = gcg::parse(read_file(entry.path()), entry.path().string());
    const Record record = gcg::to_record(game);
    if (distribution_for(record, game.pragma("lexicon").value_or("")) != &d) continue;
    for (const RecordPosition& pos : record_positions(record, d, nullptr)) {
      for (int v = 0; v < 2; ++v) {
        LineView built;
        built.build(pos.board, v == 0, values, lex.gaddag);
        if (before && views[v].update(pos.board, *before, values, lex.gaddag)) {
          ++updated;
          EXPECT_TRUE(same_view(views[v], built))
              << entry.path().filename().string() << " line " << pos.line << " view " << v;
        } else {
          refused += before && !before->empty();
        }
        views[v] = built;
      }
      before = pos.board;
    }
  }
  EXPECT_GE(updated, 600);
  EXPECT_GE(refused, 2);
}

}  // namespace
}  // namespace cwg::game
