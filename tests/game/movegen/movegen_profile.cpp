// A fixed amount of generator work for instruction-count profiling (callgrind): the
// positions of the real English games of ../shared/formats/gcg, filtered by the number of
// blanks on the rack, each generated `reps` times. Unlike `cwg moves --bench`, which runs
// for a CPU time, the work does not depend on the machine, so instruction counts compare.
//
// Usage: movegen_profile LEXICON GCG_DIR BLANKS(0|1|2|-1 for all) [MAX_POSITIONS] [REPS] [TOP]
// Prints the positions used, the plays listed and an order-free checksum of the plays
// (squares, tiles, score): a faster generator must print the same. TOP > 0 asks the
// best-plays generator for the TOP best of each position (by score) instead.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "core/cpu_clock.hpp"
#include "core/file_io.hpp"
#include "formats/gcg/gcg.hpp"
#include "formats/gcg/gcg_record.hpp"
#include "game/movegen/lexicon.hpp"
#include "game/movegen/movegen.hpp"
#include "game/movegen/record_positions.hpp"

int main(int argc, char** argv) {
  using namespace cwg;
  using namespace cwg::game;
  namespace fs = std::filesystem;
  if (argc < 4) {
    std::fprintf(stderr, "usage: %s LEXICON GCG_DIR BLANKS [MAX_POSITIONS] [REPS]\n", argv[0]);
    return 2;
  }
  const int want_blanks = std::atoi(argv[3]);
  const std::size_t max_positions = argc > 4 ? std::strtoul(argv[4], nullptr, 10) : 1000000;
  const int reps = argc > 5 ? std::atoi(argv[5]) : 1;
  const std::size_t top = argc > 6 ? std::strtoul(argv[6], nullptr, 10) : 0;
  const Distribution& d = Distribution::english();
  const Lexicon lex = load_lexicon(argv[1], d);
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(argv[2]))
    if (e.path().extension() == ".gcg") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  std::vector<RecordPosition> positions;
  for (const fs::path& f : files) {
    const gcg::Game game = gcg::parse(read_file(f), f.string());
    const Record record = gcg::to_record(game);
    if (distribution_for(record, game.pragma("lexicon").value_or("")) != &d) continue;
    for (RecordPosition& p : record_positions(record, d, nullptr)) {
      const int blanks = static_cast<int>(std::count(p.rack.begin(), p.rack.end(), kBlank));
      if (want_blanks >= 0 && blanks != want_blanks) continue;
      if (positions.size() < max_positions) positions.push_back(std::move(p));
    }
  }
  MoveGenerator gen(lex);
  MoveList moves;
  long long plays = 0, anchors = 0, walked = 0;
  std::uint64_t checksum = 0;
  // The anagram filter of generate_best() is built once, like the lexicon: not timed.
  if (top > 0) gen.prepare_best(Rules{}.rack_size);
  const double t0 = thread_seconds();  // CPU time: a shared machine's waiting does not count
  for (int r = 0; r < reps; ++r) {
    for (const RecordPosition& p : positions) {
      if (top > 0) {
        gen.generate_best(p.board, p.rack, Rules{}, top, moves);
        anchors += static_cast<long long>(gen.stats().anchors);
        walked += static_cast<long long>(gen.stats().walked);
      } else
        gen.generate(p.board, p.rack, Rules{}, moves);
      plays += static_cast<long long>(moves.size());
      // Order-free: a hash of each play (squares, tiles, score) summed.
      for (std::size_t i = 0; i < moves.size(); ++i) {
        const MoveList::Entry& e = moves.entry(i);
        std::uint64_t h =
            (static_cast<std::uint64_t>(e.row) << 40) ^ (static_cast<std::uint64_t>(e.col) << 32) ^
            (static_cast<std::uint64_t>(e.flags) << 24) ^ static_cast<std::uint32_t>(e.score);
        for (std::size_t k = 0; k < e.length; ++k) h = (h ^ moves.tiles(i)[k]) * 0x100000001B3ull;
        checksum += h;
      }
    }
  }
  const double s = thread_seconds() - t0;
  std::printf(
      "positions %zu reps %d plays %lld checksum %016llx  %.3f s  %.0f gen/s  %.1f ns/play\n",
      positions.size(), reps, plays, static_cast<unsigned long long>(checksum), s,
      static_cast<double>(positions.size()) * reps / s, s * 1e9 / static_cast<double>(plays));
  if (top > 0) std::printf("anchors bounded %lld, walked %lld\n", anchors, walked);
  return 0;
}
