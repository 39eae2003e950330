// libFuzzer target for the move generator: the first line is a CGP position, the rest a
// word list. Whatever the bytes, reading either is a clean error or a value; when both
// read, the generator's plays must equal the brute-force generator's (brute_force.hpp), and
// the best-plays generator's three best the full list's.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <string>
#include <string_view>

#include "formats/cgp/cgp.hpp"
#include "game/movegen/lexicon.hpp"
#include "game/movegen/movegen.hpp"
#include "tests/game/movegen/brute_force.hpp"

namespace {

using namespace cwg;

test::WordSet word_set(const game::Gaddag& g) {
  std::vector<std::string> words;
  std::string w;
  auto walk = [&](auto&& self, game::Gaddag::Node n) -> void {
    if (g.accepts(n)) words.push_back(w);
    for (game::LetterSet m = g.letters(n); m != 0; m &= m - 1) {
      const auto c = static_cast<game::Tile>(__builtin_ctzll(m));
      w.push_back(static_cast<char>(c));
      self(self, g.child_of(n, c));
      w.pop_back();
    }
  };
  walk(walk, g.dawg_root());
  return test::WordSet(words);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const std::size_t eol = bytes.find('\n');
  if (eol == std::string_view::npos) return 0;
  cgp::Position pos;
  try {
    pos = cgp::parse(bytes.substr(0, eol));
  } catch (const InputError&) {
    return 0;
  }
  if (pos.racks.empty() || pos.racks[0].empty() || pos.racks[0].size() > 7) return 0;
  if (pos.board.rows() > 15 || pos.board.cols() > 15) return 0;
  game::Lexicon lex;
  try {
    lex = game::parse_lexicon(bytes.substr(eol + 1), "fuzz", pos.distribution);
  } catch (const InputError&) {
    return 0;
  }
  if (lex.gaddag.max_word_length() > 15) return 0;
  game::MoveGenerator gen(lex);
  game::MoveList list;
  gen.generate(pos.board, pos.racks[0], game::Rules{pos.bingo_bonus(), 7}, list);
  std::map<test::Placements, int> got;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const game::Move m = list[i];
    test::Placements p;
    int r = m.where.row, c = m.where.col;
    for (const game::Tile t : m.tiles) {
      if (t != game::kEmpty) {
        if (!pos.board.is_empty(r, c)) std::abort();  // a tile on a full square
        p.emplace_back(r, c, t);
      }
      (m.where.across ? c : r) += 1;
    }
    std::sort(p.begin(), p.end());
    if (!got.emplace(p, m.score).second) std::abort();  // listed twice
  }
  const auto want = test::brute_force_moves(pos.board, pos.racks[0], pos.distribution,
                                            word_set(lex.gaddag), pos.bingo_bonus());
  if (got != want) std::abort();
  // The best-plays generator: the full list cut to its three best, in order.
  game::MoveList best;
  gen.generate_best(pos.board, pos.racks[0], game::Rules{pos.bingo_bonus(), 7}, 3, best);
  list.keep_best(3, game::RankBy::Score);
  if (best.size() != list.size()) std::abort();
  for (std::size_t i = 0; i < best.size(); ++i)
    if (!(best[i] == list[i])) std::abort();
  return 0;
}
