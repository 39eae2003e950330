// The positions of the real English games of a folder of .gcg records as CGP lines, one
// before each play whose rack the record gives (the positions `cwg moves GAMES` lists), so
// that cwg and a peer engine time the same positions (bench/moves_best_peer.sh). A tool,
// not a test.
//
// Usage: record_cgp GCG_DIR > positions.cgp
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <vector>

#include "core/file_io.hpp"
#include "formats/cgp/cgp.hpp"
#include "formats/gcg/gcg.hpp"
#include "formats/gcg/gcg_record.hpp"
#include "game/movegen/record_positions.hpp"
#include "tests/game/gcg_files.hpp"

int main(int argc, char** argv) {
  using namespace cwg;
  namespace fs = std::filesystem;
  const game::Distribution& d = game::Distribution::english();
  for (const fs::path& f : test::gcg_files_of_argument(argc, argv)) {
    const gcg::Game g = gcg::parse(read_file(f), f.string());
    const game::Record record = gcg::to_record(g);
    if (game::distribution_for(record, g.pragma("lexicon").value_or("")) != &d) continue;
    for (const game::RecordPosition& p : game::record_positions(record, d, nullptr)) {
      cgp::Position pos;
      pos.board = p.board;
      pos.racks = {p.rack, {}};
      pos.scores = {0, 0};
      std::printf("%s\n", cgp::format(pos, cgp::Variant::Utf8).c_str());
    }
  }
  return 0;
}
