// The win-probability table: made from self-play, read and written as CSV.
#include "analysis/win_table.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <sstream>
#include <tuple>

#include "analysis/leave_file.hpp"
#include "analysis/selfplay.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "core/workers.hpp"

namespace cwg::analysis {

namespace {

/// One turn of a self-play game: the bag, the on-turn player's spread, whether they won.
struct Sample {
  int bag = 0;
  int spread = 0;
  double won = 0;  ///< 1, 0.5 for a draw, 0
};

std::vector<Sample> game_samples(Ranker& ranker, const game::Leaves& leaves, std::uint64_t seed,
                                 std::uint64_t index) {
  const game::Leaves* sides[2] = {&leaves, &leaves};
  std::vector<LoggedTurn> log;
  const GameRules rules;
  const GameResult r = play_game(ranker, sides, seed, index, rules, nullptr, &log);
  const int total = ranker.alphabet().total_tiles();
  int score[2] = {0, 0}, placed = 0;
  std::vector<Sample> out;
  for (const LoggedTurn& t : log) {
    const int p = t.player;
    const double won = r.score[p] > r.score[1 - p] ? 1.0 : r.score[p] == r.score[1 - p] ? 0.5 : 0.0;
    out.push_back(
        {std::max(0, total - placed - 2 * rules.rack_size), score[p] - score[1 - p], won});
    score[p] += t.action.score;
    if (t.action.kind == ActionKind::Play) placed += t.action.move.played;
  }
  return out;
}

/// Logistic regression of `won` on the spread by Newton's method; (a, b).
std::pair<double, double> fit(const std::vector<const Sample*>& xs) {
  double a = 0, b = 0.02;
  for (int it = 0; it < 30; ++it) {
    double ga = 0, gb = 0, haa = 0, hab = 0, hbb = 0;
    for (const Sample* s : xs) {
      const double x = s->spread / 100.0;
      const double p = 1 / (1 + std::exp(-(a + b * 100.0 * x)));
      const double w = p * (1 - p) + 1e-9;
      ga += s->won - p;
      gb += (s->won - p) * x;
      haa += w;
      hab += w * x;
      hbb += w * x * x;
    }
    // A weak prior keeps the curve finite where every game was won (or lost).
    haa += 1e-3;
    hbb += 1e-3;
    const double det = haa * hbb - hab * hab;
    if (det <= 0) break;
    const double da = (hbb * ga - hab * gb) / det, db = (haa * gb - hab * ga) / det;
    a += da;
    b += db / 100.0;
    if (std::abs(da) < 1e-7 && std::abs(db) < 1e-7) break;
  }
  return {a, b};
}

}  // namespace

double WinTable::win(double spread, int bag) const {
  const std::size_t k = static_cast<std::size_t>(std::clamp(bag, 0, kMaxBag));
  return 1 / (1 + std::exp(-(a[k] + b[k] * spread)));
}

std::string WinTable::csv(const std::string& comment) const {
  std::string out = "# " + comment + "\nbag,a,b\n";
  char line[96];
  for (int k = 0; k <= kMaxBag; ++k) {
    std::snprintf(line, sizeof line, "%d,%.6f,%.8f\n", k, a[static_cast<std::size_t>(k)],
                  b[static_cast<std::size_t>(k)]);
    out += line;
  }
  return out;
}

WinTable WinTable::parse(const std::string& text, const std::string& file) {
  WinTable t;
  std::istringstream in(text);
  std::string line;
  int number = 0, rows = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.empty() || line[0] == '#' || line == "bag,a,b") continue;
    int bag = -1;
    double a = 0, b = 0;
    char tail = 0;
    if (std::sscanf(line.c_str(), "%d,%lf,%lf%c", &bag, &a, &b, &tail) != 3 || bag < 0 ||
        bag > kMaxBag || !std::isfinite(a) || !std::isfinite(b))
      throw InputError(file, number, 1,
                       "expected `bag,a,b` with bag 0.." + std::to_string(kMaxBag));
    t.a[static_cast<std::size_t>(bag)] = a;
    t.b[static_cast<std::size_t>(bag)] = b;
    ++rows;
  }
  if (rows != kMaxBag + 1)
    throw InputError(
        file, 0, 0,
        "expected " + std::to_string(kMaxBag + 1) + " rows, found " + std::to_string(rows));
  return t;
}

WinTable WinTable::standard() {
  const std::string path =
      checkout_file(std::filesystem::path("data") / "winpct" / "english.csv").string();
  return parse(read_file(path), path);
}

WinTable make_win_table(const game::Lexicon& lexicon, std::uint64_t seed, std::int64_t games,
                        int threads) {
  const game::Leaves leaves = leaves_named("default", lexicon.alphabet);
  std::vector<std::vector<Sample>> per_game(static_cast<std::size_t>(games));
  std::atomic<std::int64_t> next{0};
  auto worker = [&] {
    Ranker ranker(lexicon, game::Rules{}, game::EquityRules{});
    for (std::int64_t i; (i = next++) < games;)
      per_game[static_cast<std::size_t>(i)] =
          game_samples(ranker, leaves, seed, static_cast<std::uint64_t>(i));
  };
  run_workers(threads, worker);
  std::vector<std::vector<const Sample*>> by_bag(WinTable::kMaxBag + 1);
  for (const auto& g : per_game)
    for (const Sample& s : g)
      by_bag[static_cast<std::size_t>(std::min(s.bag, WinTable::kMaxBag))].push_back(&s);
  WinTable t;
  for (int k = 0; k <= WinTable::kMaxBag; ++k) {
    // Thin bag counts borrow their neighbours' turns, up to 5 either side.
    std::vector<const Sample*> xs;
    for (int w = 0; w <= 5 && xs.size() < 2000; ++w) {
      xs.clear();
      for (int j = std::max(0, k - w); j <= std::min(WinTable::kMaxBag, k + w); ++j)
        xs.insert(xs.end(), by_bag[static_cast<std::size_t>(j)].begin(),
                  by_bag[static_cast<std::size_t>(j)].end());
    }
    if (xs.empty()) {
      if (k > 0) {
        t.a[static_cast<std::size_t>(k)] = t.a[static_cast<std::size_t>(k - 1)];
        t.b[static_cast<std::size_t>(k)] = t.b[static_cast<std::size_t>(k - 1)];
      }
      continue;
    }
    std::tie(t.a[static_cast<std::size_t>(k)], t.b[static_cast<std::size_t>(k)]) = fit(xs);
  }
  return t;
}

}  // namespace cwg::analysis
