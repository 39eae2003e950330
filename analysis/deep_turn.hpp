#pragma once
/// What `cwg analyze --sim` adds to an analysed turn (analysis/deep_analysis.hpp): its
/// candidates ranked by simulation, or, with the bag empty, the endgame solver's value and
/// best line with the value of the play made.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "analysis/sim.hpp"

namespace cwg::analysis {

/// A solved endgame line as players read it.
struct SolvedLine {
  std::vector<std::pair<std::string, int>> steps;  ///< play (as `cwg moves` prints it), score
  std::string end;                                 ///< "out", "six scoreless turns" or "depth"
  int end_points = 0;  ///< the end's rack points, for the player on turn at the start
};

/// The endgame of a turn: its value (the spread the player on turn gains to the end) and a
/// best line; the play made's value the same way (its score, then the opponent's best).
struct EndgameVerdict {
  int value = 0;
  bool exact = false;
  int depth = 0;
  SolvedLine line;
  std::optional<int> played_value;  ///< none for a play that is not legal
  bool played_exact = false;
};

struct DeepTurn {
  std::optional<SimResult> sim;  ///< the bag not empty: candidates by win chance, best first
  int played = -1;               ///< the play made's place in sim->candidates; -1: not there
  std::optional<EndgameVerdict> endgame;  ///< the bag empty
  std::string skipped;  ///< why neither was done ("partial rack", ...); "" when one was
  double seconds = 0;
};

}  // namespace cwg::analysis
