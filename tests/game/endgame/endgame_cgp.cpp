// The endgame of each real record of a folder of .gcg files as one CGP line (the board, both
// racks, the scores and the scoreless turns), the position `cwg endgame GAME.gcg` solves, so
// that a peer engine solves the same positions (bench/endgame_bench.sh). A tool, not a test.
//
// Usage: endgame_cgp GCG_DIR > endgames.cgp   (each line followed by " # FILE")
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <vector>

#include "analysis/game_position.hpp"
#include "core/input_error.hpp"
#include "formats/cgp/cgp.hpp"
#include "tests/game/gcg_files.hpp"

int main(int argc, char** argv) {
  using namespace cwg;
  namespace fs = std::filesystem;
  for (const fs::path& f : test::gcg_files_of_argument(argc, argv)) {
    analysis::GamePosition p;
    try {
      p = analysis::read_game_position(f.string(), std::nullopt, true, "endgame");
    } catch (const InputError&) {
      continue;  // no turn with the bag empty and a known rack
    }
    if (p.bag() != 0) continue;
    cgp::Position pos;
    pos.board = p.board;
    pos.racks = {p.rack, p.unseen};
    pos.scores = {p.scores[0], p.scores[1]};
    pos.zero_turns = p.zero_turns;
    pos.distribution = *p.dist;
    std::printf("%s # %s\n", cgp::format(pos, cgp::Variant::Utf8).c_str(),
                f.filename().string().c_str());
  }
  return 0;
}
