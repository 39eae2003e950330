// Self-play matches between two settings.
#include "analysis/match.hpp"

#include <algorithm>
#include <atomic>
#include <cassert>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "analysis/leave_file.hpp"
#include "analysis/sim_player.hpp"
#include "core/input_error.hpp"
#include "core/workers.hpp"

namespace cwg::analysis {

double MatchResult::win_rate() const {
  return games ? (static_cast<double>(wins[0]) + 0.5 * static_cast<double>(draws)) /
                     static_cast<double>(games)
               : 0.0;
}

std::pair<double, double> MatchResult::ci95() const {
  if (games == 0) return {0.0, 1.0};
  const double n = static_cast<double>(games);
  const double p = win_rate();
  // Mean of squares of the outcomes: 1 per win, 1/4 per draw.
  const double squares = (static_cast<double>(wins[0]) + 0.25 * static_cast<double>(draws)) / n;
  const double variance = std::max(0.0, squares - p * p);
  const double half = 1.96 * std::sqrt(variance / n);
  return {std::max(0.0, p - half), std::min(1.0, p + half)};
}

double MatchResult::mean_spread() const {
  return games ? static_cast<double>(spread) / static_cast<double>(games) : 0.0;
}

double MatchResult::bingos_per_game() const {
  return games ? static_cast<double>(bingos[0] + bingos[1]) / static_cast<double>(games) : 0.0;
}

MatchResult play_match(const game::Lexicon& lexicon, const PlaySettings& first,
                       const PlaySettings& second, std::uint64_t seed, std::int64_t games,
                       const GameRules& rules, int threads, const WinTable* table) {
  std::optional<SimChooser> sim[2];
  const PlaySettings* settings[2] = {&first, &second};
  for (int s = 0; s < 2; ++s)
    if (settings[s]->sim) {
      assert(table);
      sim[s].emplace(*settings[s]->sim, *table);
    }
  std::vector<GameResult> results(static_cast<std::size_t>(games));
  std::atomic<std::int64_t> next{0};
  auto worker = [&] {
    game::Rules move_rules;
    move_rules.rack_size = rules.rack_size;
    Ranker ranker(lexicon, move_rules, game::EquityRules{});
    for (;;) {
      const std::int64_t i = next.fetch_add(1);
      if (i >= games) break;
      const bool first_starts = i % 2 == 0;
      const int a = first_starts ? 0 : 1;  // the setting of the side that starts
      const game::Leaves* sides[2] = {&settings[a]->leaves, &settings[1 - a]->leaves};
      const Chooser* choosers[2] = {sim[a] ? &*sim[a] : nullptr,
                                    sim[1 - a] ? &*sim[1 - a] : nullptr};
      GameResult r = play_game(ranker, sides, seed, static_cast<std::uint64_t>(i), rules, nullptr,
                               nullptr, choosers);
      if (!first_starts) {  // as (first setting, second setting)
        std::swap(r.score[0], r.score[1]);
        std::swap(r.bingos[0], r.bingos[1]);
      }
      results[static_cast<std::size_t>(i)] = r;
    }
  };
  run_workers(threads, worker);
  MatchResult m;
  m.games = games;
  for (const GameResult& r : results) {
    const int diff = r.score[0] - r.score[1];
    m.spread += diff;
    (diff > 0 ? m.wins[0] : diff < 0 ? m.wins[1] : m.draws) += 1;
    m.bingos[0] += r.bingos[0];
    m.bingos[1] += r.bingos[1];
  }
  return m;
}

namespace {

std::string fixed(double v, int decimals) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, v);
  return buffer;
}

std::string percent(double v) {
  return fixed(100.0 * v, 1) + " %";
}

/// The value of `pair` (key=value) as a number in [low, high]; InputError otherwise.
double setting_number(const std::string& value, double low, double high, bool integer,
                      const std::string& where) {
  std::size_t used = 0;
  double v = 0;
  try {
    v = std::stod(value, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != value.size() || !(v >= low && v <= high) || (integer && v != std::floor(v)))
    throw InputError(where + ": the value must be " + (integer ? "an integer " : "a number ") +
                     fixed(low, integer ? 0 : 1) + " .. " + fixed(high, integer ? 0 : 1));
  return v;
}

}  // namespace

PlaySettings parse_play_settings(const std::string& text, const std::string& option,
                                 const game::Distribution& dist) {
  PlaySettings s;
  s.text = text;
  std::string rest = text;
  if (rest == "sim" || rest.rfind("sim:", 0) == 0) {
    s.sim = SimChooser::defaults();
    rest = rest.size() > 4 ? rest.substr(4) : "";
  }
  const std::string help =
      s.sim ? "leaves=default|none|FILE, candidates=N, plies=K, iterations=N, margin=E, batch=N"
            : "leaves=default|none|FILE, or sim:... for a simulating side";
  if (!s.sim && rest.empty())
    throw InputError(option + " '" + text + "': no setting (" + help + ")");
  std::vector<std::string> given;
  std::size_t at = 0;
  while (!rest.empty() && at <= rest.size()) {
    const std::size_t comma = std::min(rest.find(',', at), rest.size());
    const std::string pair = rest.substr(at, comma - at);
    at = comma + 1;
    const std::size_t eq = pair.find('=');
    const std::string key = pair.substr(0, eq);
    const std::string value = eq == std::string::npos ? "" : pair.substr(eq + 1);
    const std::string where = option + " '" + text + "': '" + pair + "'";
    const bool sim_key = key == "candidates" || key == "plies" || key == "iterations" ||
                         key == "margin" || key == "batch";
    if (eq == std::string::npos || value.empty() || (key != "leaves" && !sim_key) ||
        (sim_key && !s.sim))
      throw InputError(where + " is not a setting (" + help + ")");
    if (std::find(given.begin(), given.end(), key) != given.end())
      throw InputError(option + " '" + text + "': " + key + "= given twice");
    given.push_back(key);
    if (key == "leaves") {
      s.leaves = leaves_named(value, dist);
    } else if (key == "candidates") {
      s.sim->candidates = static_cast<int>(setting_number(value, 1, 1000, true, where));
    } else if (key == "plies") {
      s.sim->plies = static_cast<int>(setting_number(value, 0, 50, true, where));
    } else if (key == "iterations") {
      s.sim->iterations =
          static_cast<std::int64_t>(setting_number(value, 1, 1'000'000, true, where));
    } else if (key == "margin") {
      s.sim->margin = setting_number(value, 0, 1000, false, where);
    } else {
      s.sim->batch = static_cast<int>(setting_number(value, 1, 10'000, true, where));
    }
  }
  // The committed table unless the side names its own (leaves=none reads no file).
  if (std::find(given.begin(), given.end(), "leaves") == given.end())
    s.leaves = leaves_named("default", dist);
  return s;
}

std::string match_text(const MatchResult& m, const MatchRun& run) {
  const auto [low, high] = m.ci95();
  return std::to_string(m.games) + " games: first (" + run.first + ") " +
         std::to_string(m.wins[0]) + " wins, second (" + run.second + ") " +
         std::to_string(m.wins[1]) + " wins, " + std::to_string(m.draws) + " draws\n" +
         "win rate of the first " + percent(m.win_rate()) + " (95 % interval " + percent(low) +
         " - " + percent(high) + "), mean spread " + fixed(m.mean_spread(), 1) + ", " +
         fixed(m.bingos_per_game(), 2) + " bingos a game\n" + fixed(run.seconds, 1) + " s, " +
         fixed(static_cast<double>(m.games) / run.cpu_seconds, 1) + " games per CPU second on " +
         std::to_string(run.threads) + (run.threads == 1 ? " thread\n" : " threads\n");
}

std::string match_json(const MatchResult& m, const MatchRun& run) {
  const auto [low, high] = m.ci95();
  const nlohmann::ordered_json j = {{"games", m.games},
                                    {"wins", {m.wins[0], m.wins[1]}},
                                    {"draws", m.draws},
                                    {"win_rate", m.win_rate()},
                                    {"ci95", {low, high}},
                                    {"mean_spread", m.mean_spread()},
                                    {"bingos_per_game", m.bingos_per_game()},
                                    {"first", run.first},
                                    {"second", run.second},
                                    {"seed", run.seed},
                                    {"threads", run.threads},
                                    {"seconds", run.seconds},
                                    {"cpu_seconds", run.cpu_seconds}};
  return j.dump() + "\n";
}

}  // namespace cwg::analysis
