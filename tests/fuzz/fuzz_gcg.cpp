// libFuzzer target for the GCG reader and writer, and the replay of what it reads.
//
// Properties checked beyond "no crash, leak or sanitizer report":
// - a refused record raises GcgError whose message starts with the file name and a line;
// - writing a read record and reading it back gives the same players and events (notes
//   included), and writing that again gives the same bytes;
// - the replay runs on every read record with the English distribution: one result per
//   event, scores for every player, every error on a line of the record and of an event
//   replayed (0: a rack stated before the first).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "formats/gcg/gcg.hpp"
#include "formats/gcg/gcg_record.hpp"
#include "game/replay.hpp"

namespace {

void check(bool ok) {
  if (!ok) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cwg;
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  gcg::Game g;
  try {
    g = gcg::parse(bytes, "fuzz.gcg");
  } catch (const gcg::GcgError& e) {
    check(std::string_view(e.what()).starts_with("fuzz.gcg:") && e.line() >= 1);
    return 0;
  }
  const std::string text = gcg::format(g);
  const gcg::Game again = gcg::parse(text, "written.gcg");
  check(again.players == g.players && again.events == g.events);
  check(gcg::format(again) == text);

  const game::Record rec = gcg::to_record(g);
  game::ReplayOptions o;
  const game::Distribution* d = game::distribution_for(rec, g.pragma("lexicon").value_or(""));
  o.distribution = d ? d : &game::Distribution::english();
  const game::ReplayResult r = game::replay(rec, game::Board::standard(), o);
  check(r.turns.size() == g.events.size() && r.events == g.events.size());
  check(r.scores.size() == g.players.size());
  // Event 0: a rack stated before the first event (#rackN, #incomplete).
  for (const auto& e : r.errors)
    check(e.line >= 1 && e.event >= 0 && static_cast<std::size_t>(e.event) <= r.events);
  return 0;
}
