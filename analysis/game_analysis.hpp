#pragma once
/// The analysis of a game record, as players read Quackle's: for every turn whose rack the
/// record gives, the best actions by equity, the one made, its rank and the equity it gave
/// up; the phonies played and the bingos missed; per player, the totals.
#include <optional>
#include <string>
#include <vector>

#include "analysis/deep_turn.hpp"
#include "analysis/ranking.hpp"
#include "game/board.hpp"
#include "game/leaves.hpp"
#include "game/replay.hpp"

namespace cwg::analysis {

struct AnalyzedTurn {
  int event = 0;  ///< 1-based event number in the record
  int line = 0;   ///< its line in the file
  std::size_t player = 0;
  game::TileString rack;
  game::Board board = game::Board::standard();  ///< before the turn
  game::EquitySituation situation;  ///< the bag and the unseen tiles, as the player could count
  std::vector<int> scores;          ///< each player's score before the turn
  /// The action made, valued by what the turn earned: a withdrawn play scores 0 and keeps
  /// the rack (the pass's equity); a phony that stood, the record's score.
  Action played;
  /// 1-based place of the play made among all legal actions (ties share a place); 0 when
  /// it is none of them (a phony, or a play the rules refuse: `problems` says why).
  int rank = 0;
  std::vector<Action> best;  ///< the first `top` actions by equity
  /// The best legal action's equity less what the turn earned: >= 0 for a legal action; an
  /// illegal one that stood (a phony unchallenged) may have earned more (below 0).
  double equity_lost = 0;
  std::vector<std::string> phonies;  ///< words the play formed that the lexicon lacks
  /// What makes the action made illegal besides phonies (the replay's problems of its
  /// event: tiles the rack lacks, a placement the rules refuse, an exchange too late).
  std::vector<std::string> problems;
  bool withdrawn = false;  ///< the play was challenged off (the next event took it back)
  /// The record gives fewer tiles than a full rack while the bag held more (many records
  /// write only the tiles played): the plays listed are those of these tiles alone.
  bool partial_rack = false;
  std::optional<Action> missed_bingo;  ///< the best bingo, when one was there and not played
  int zero_turns = 0;                  ///< scoreless turns in a row before this one
  std::optional<DeepTurn> deep;        ///< `analyze --sim`: simulation or the endgame
};

struct PlayerTotals {
  std::string name;
  int turns = 0;       ///< turns analysed
  int best_plays = 0;  ///< turns whose play made ranked first
  double equity_lost = 0;
  int phonies = 0;
  int bingos = 0;
  int bingos_missed = 0;
};

/// A player's simulated turns and endgames (`analyze --sim`): the play made best by
/// simulation, the win chance lost; the best play made in endgames, the spread lost.
struct DeepTotals {
  int sims = 0, sim_best = 0;
  double win_lost = 0;
  int endgames = 0, endgame_best = 0, spread_lost = 0;
};

struct GameAnalysis {
  std::vector<AnalyzedTurn> turns;
  std::vector<PlayerTotals> players;
  int skipped = 0;  ///< turns not analysed: the rack unknown, or exchanged tiles not named
};

/// Analyses `record` (replayed with `dist` on the standard board) with `ranker`'s lexicon
/// and `leaves`; `top` best actions are kept per turn.
GameAnalysis analyze_game(const game::Record& record, const game::Distribution& dist,
                          Ranker& ranker, const game::Leaves& leaves, std::size_t top);

/// The deep totals of player `p` over the turns deepened.
DeepTotals deep_totals(const GameAnalysis& analysis, std::size_t p);

/// A self-contained HTML page of the analysis (no script, no outside file; every text
/// escaped): per turn the best actions and two boards, the play made and the best one.
std::string analysis_html(const GameAnalysis& analysis, const game::Distribution& dist,
                          const std::string& title);

/// The analysis as a text table: a line per turn (the play made, its rank, the best, the
/// equity lost, phonies and a missed bingo), then the totals per player.
std::string analysis_text(const GameAnalysis& analysis, const game::Distribution& dist);
/// The analysis as JSON (the repository's shape: an array of one object, opening with
/// `file` and `format`, then `turns`, `players`, `skipped`), with a line end.
std::string analysis_json(const std::string& file, const GameAnalysis& analysis,
                          const game::Distribution& dist);

/// The tiles the player on turn cannot see (the bag and the opponent's rack: with the bag
/// empty, the opponent's rack), or nullopt when the board and rack leave no such set (a
/// partial rack, or tiles the distribution cannot supply).
std::optional<game::TileString> unseen_tiles(const AnalyzedTurn& t, const game::Distribution& d);

/// An action as a record writes it: "8D WORD" (the whole main word, blanks lower case),
/// "-ABC" for an exchange, "-" for the pass.
std::string action_text(const Action& a, const game::Board& board, const game::Distribution& d);

}  // namespace cwg::analysis
