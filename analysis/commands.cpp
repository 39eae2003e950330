// `cwg play` and `cwg analyze` once their flags are read, and what the analysis commands
// share: the lexicon they play with.
#include "analysis/commands.hpp"

#include <filesystem>
#include <optional>

#include "analysis/game_analysis.hpp"
#include "analysis/leave_file.hpp"
#include "analysis/match.hpp"
#include "analysis/moves.hpp"
#include "core/cpu_clock.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "formats/gcg/gcg.hpp"
#include "formats/gcg/gcg_record.hpp"

namespace cwg::analysis {

std::string default_lexicon() {
  namespace fs = std::filesystem;
  const fs::path beside = checkout_file(fs::path("..") / "shared" / "lexicon" / "sowpods.txt");
  std::error_code ec;
  if (fs::exists(beside, ec)) return beside.string();
  // An installed cwg: cmake --install copies the list to P/share/cwg/lexicon/.
  const fs::path installed = checkout_file(fs::path("lexicon") / "sowpods.txt");
  return (fs::exists(installed, ec) ? installed : beside).string();
}

game::Lexicon load_game_lexicon(const std::string& path, const game::Distribution& dist,
                                std::ostream& err) {
  game::Lexicon lex = game::load_lexicon(path, dist);
  if (const std::string note = skipped_lines_note(lex, path); !note.empty())
    err << "cwg: " << note << '\n';
  return lex;
}

void check_games(std::int64_t games, const std::string& command) {
  if (games < 1 || games > 100'000'000)
    throw InputError(command + ": --games must be 1 .. 100000000");
}

std::string run_play(const PlayRequest& r, std::ostream& err) {
  const game::Distribution& dist = game::Distribution::english();
  const PlaySettings first = parse_play_settings(r.first, "--first", dist);
  const PlaySettings second = parse_play_settings(r.second, "--second", dist);
  const game::Lexicon lexicon = load_game_lexicon(r.dict, dist, err);
  const CpuClock clock;
  std::optional<WinTable> table;
  if (first.sim || second.sim) table = WinTable::standard();
  const MatchResult m = play_match(lexicon, first, second, r.seed, r.games, GameRules{}, r.threads,
                                   table ? &*table : nullptr);
  const MatchRun run{first.text, second.text, r.seed, r.threads, clock.wall(), clock.cpu()};
  return r.json ? match_json(m, run) : match_text(m, run);
}

std::string game_title(const gcg::Game& g, const std::string& path) {
  if (const auto title = g.pragma("title"); title && !title->empty()) return *title;
  std::string players;
  for (const gcg::Player& p : g.players)
    players += (players.empty() ? "" : " vs ") + (p.name.empty() ? p.nick : p.name);
  return players.empty() ? std::filesystem::path(path).filename().string() : players;
}

}  // namespace cwg::analysis
