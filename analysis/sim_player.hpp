#pragma once
/// The simulating player of `cwg play` (SETTINGS `sim:...`): on each of its turns it
/// simulates its top candidates from what it sees (analysis/sim.hpp: the unseen tiles are
/// the bag and the opponent's rack together) and plays the best by win chance.
#include <cstdint>

#include "analysis/selfplay.hpp"
#include "analysis/sim.hpp"
#include "analysis/win_table.hpp"

namespace cwg::analysis {

class SimChooser : public Chooser {
 public:
  /// `table` must outlive the chooser; `options.seed` and `threads` are replaced by the
  /// turn's seed and the calling thread.
  SimChooser(const SimOptions& options, const WinTable& table);
  /// What `sim` alone in a `cwg play` setting means: a few candidates, short rollouts.
  static SimOptions defaults();
  Action choose(Ranker& ranker, const game::Leaves& leaves, const SideView& view,
                std::uint64_t seed) const override;

 private:
  SimOptions options_;
  const WinTable& table_;
};

}  // namespace cwg::analysis
