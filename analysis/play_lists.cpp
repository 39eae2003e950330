// The plays of a position as `cwg moves` lists them.
#include "analysis/play_lists.hpp"

#include <cstdio>
#include <nlohmann/json.hpp>

#include "analysis/leave_file.hpp"

namespace cwg::analysis {

std::vector<game::MoveText> PlayLister::list(const game::ListedPosition& pos,
                                             const game::Lexicon& lexicon,
                                             game::MoveGenerator& generator,
                                             std::optional<std::size_t>& count) {
  game::MoveList list;
  if (by_ == game::RankBy::Equity) {
    auto& [leaves, ranker] = by_dist_[pos.dist->name()];
    if (!ranker) {
      // The committed table is English: another alphabet ranks with none unless given one.
      const bool english = pos.dist->name() == game::Distribution::english().name();
      leaves = leaves_named(leaves_ == "default" && !english ? "none" : leaves_, *pos.dist);
      ranker = std::make_unique<Ranker>(lexicon, pos.rules, game::EquityRules{});
    }
    Turn turn;
    turn.board = &pos.board;
    turn.rack = pos.rack;
    turn.situation = situation_of(pos.board, pos.rack, *pos.dist, pos.rules.rack_size);
    ranker->plays_by_equity(turn, leaves, pos.rules, top_, list);
    if (top_ == 0) count = list.size();
    return game::moves_text(list, pos.board, *pos.dist);
  }
  if (top_ > 0) {
    generator.generate_best(pos.board, pos.rack, pos.rules, top_, list);
    count.reset();
  } else {
    generator.generate(pos.board, pos.rack, pos.rules, list);
    count = list.size();
    list.keep_best(0, by_);
  }
  return game::moves_text(list, pos.board, *pos.dist);
}

nlohmann::ordered_json position_json(const game::ListedPosition& pos,
                                     const std::vector<std::string>& unknown,
                                     const std::vector<game::MoveText>& moves,
                                     std::optional<std::size_t> count, bool equity) {
  using OrderedJson = nlohmann::ordered_json;
  OrderedJson list = OrderedJson::array();
  for (const auto& m : moves) {
    OrderedJson move = {{"coord", m.coord},
                        {"word", m.word},
                        {"tiles", m.tiles},
                        {"score", m.move.score},
                        {"bingo", m.move.bingo}};
    if (equity) move["equity"] = m.move.equity;
    list.push_back(std::move(move));
  }
  return OrderedJson{{"line", pos.line},
                     {"rack", pos.dist->text(pos.rack)},
                     {"count", count ? OrderedJson(*count) : OrderedJson(nullptr)},
                     {"board_words_not_in_lexicon", unknown},
                     {"moves", std::move(list)}};
}

std::string position_text(const game::ListedPosition& pos, const std::vector<game::MoveText>& moves,
                          std::optional<std::size_t> count, std::size_t top, bool equity,
                          bool heading) {
  std::string text;
  if (heading)
    text += "# " + pos.where + " rack " + pos.dist->text(pos.rack) + ": " +
            (count ? std::to_string(*count) + (*count == 1 ? " play\n" : " plays\n")
                   : "top " + std::to_string(top) + "\n");
  char value[32] = "";
  for (const auto& m : moves) {
    if (equity) std::snprintf(value, sizeof value, " %.1f", m.move.equity);
    text += m.coord + " " + m.word + " " + std::to_string(m.move.score) + value + "\n";
  }
  return text;
}

}  // namespace cwg::analysis
