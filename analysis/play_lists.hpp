#pragma once
/// The plays `cwg moves` lists for a position: by score from the move generator, or by
/// equity through a Ranker with leave values (the committed English table is used for
/// English positions only, unless another table is named); and a position's listing as
/// text lines and as a JSON object.
#include <map>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

#include "analysis/listed_positions.hpp"
#include "analysis/ranking.hpp"
#include "game/movegen/move_text.hpp"

namespace cwg::analysis {

class PlayLister {
 public:
  /// `top` 0: every play; `leaves`: default|none|FILE, for RankBy::Equity.
  PlayLister(game::RankBy by, std::size_t top, std::string leaves)
      : by_(by), top_(top), leaves_(std::move(leaves)) {}

  /// The plays of `pos` as listed: the `top` best found directly (`count` unset), else
  /// every play, ranked (`count` their number). `generator` is made for `lexicon`.
  std::vector<game::MoveText> list(const game::ListedPosition& pos, const game::Lexicon& lexicon,
                                   game::MoveGenerator& generator,
                                   std::optional<std::size_t>& count);

 private:
  game::RankBy by_;
  std::size_t top_;
  std::string leaves_;
  /// Per distribution: its leave values and a ranker, made on first use.
  std::map<std::string, std::pair<game::Leaves, std::unique_ptr<Ranker>>> by_dist_;
};

/// A position's object inside its file's `positions`: `line` (0 for --cgp), `rack`, `count`
/// (null with --top), `board_words_not_in_lexicon` and `moves` (coord, word, tiles, score,
/// bingo, and equity when ranked by it).
nlohmann::ordered_json position_json(const game::ListedPosition& pos,
                                     const std::vector<std::string>& unknown,
                                     const std::vector<game::MoveText>& moves,
                                     std::optional<std::size_t> count, bool equity);

/// A position's listing as text: with `heading`, "# WHERE rack RACK: N plays" (or "top N"),
/// then "8D RETSINA 66" per play (with the equity to one decimal when ranked by it).
std::string position_text(const game::ListedPosition& pos, const std::vector<game::MoveText>& moves,
                          std::optional<std::size_t> count, std::size_t top, bool equity,
                          bool heading);

}  // namespace cwg::analysis
