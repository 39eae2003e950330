// The leave model (weighted ridge regression, solved by Cholesky) and the full table.
#include "analysis/leave_fit.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>

#include "game/equity.hpp"

namespace cwg::analysis {

namespace {

constexpr int kBalanceRange = 6;  ///< vowels minus consonants, clamped to +-6
constexpr int kBalances = 2 * kBalanceRange + 1;

/// Solves (a) x = b in place for a symmetric positive definite `a` (n x n, row-major).
std::vector<double> cholesky_solve(std::vector<double> a, std::vector<double> b, int n) {
  auto at = [&a, n](int i, int j) -> double& { return a[static_cast<std::size_t>(i * n + j)]; };
  for (int j = 0; j < n; ++j) {
    double d = at(j, j);
    for (int k = 0; k < j; ++k) d -= at(j, k) * at(j, k);
    assert(d > 0);
    at(j, j) = std::sqrt(d);
    for (int i = j + 1; i < n; ++i) {
      double s = at(i, j);
      for (int k = 0; k < j; ++k) s -= at(i, k) * at(j, k);
      at(i, j) = s / at(j, j);
    }
  }
  for (int i = 0; i < n; ++i) {  // L y = b
    for (int k = 0; k < i; ++k)
      b[static_cast<std::size_t>(i)] -= at(i, k) * b[static_cast<std::size_t>(k)];
    b[static_cast<std::size_t>(i)] /= at(i, i);
  }
  for (int i = n - 1; i >= 0; --i) {  // L^T x = y
    for (int k = i + 1; k < n; ++k)
      b[static_cast<std::size_t>(i)] -= at(k, i) * b[static_cast<std::size_t>(k)];
    b[static_cast<std::size_t>(i)] /= at(i, i);
  }
  return b;
}

double mean_of(const LeaveStat& s) {
  return s.count > 0 ? static_cast<double>(s.milli) / 1000.0 / static_cast<double>(s.count) : 0;
}

}  // namespace

LeaveModel::LeaveModel(const game::Distribution& dist) {
  tiles_ = dist.size() + 1;
  dims_ = 2 * tiles_ + kBalances + tiles_ * (tiles_ - 1) / 2;
  vowel_.resize(static_cast<std::size_t>(tiles_));
  for (int t = 1; t < tiles_; ++t)
    vowel_[static_cast<std::size_t>(t)] = game::is_vowel(dist, static_cast<game::Tile>(t));
  coef_.assign(static_cast<std::size_t>(dims_), 0.0);
}

template <class Add>
void LeaveModel::each_feature(const game::TileString& leave, Add&& add) const {
  int count[64] = {};
  int balance = 0;
  for (const game::Tile t : leave) {
    ++count[t];
    if (t != game::kBlank) balance += vowel_[t] ? 1 : -1;
  }
  int present[64];
  int distinct = 0;
  for (int t = 0; t < tiles_; ++t) {
    if (count[t] == 0) continue;
    present[distinct++] = t;
    add(t, count[t]);
    if (count[t] > 1) add(tiles_ + t, count[t] - 1);
  }
  balance = std::clamp(balance, -kBalanceRange, kBalanceRange);
  add(2 * tiles_ + balance + kBalanceRange, 1.0);
  const int pairs = 2 * tiles_ + kBalances;
  for (int i = 0; i < distinct; ++i)
    for (int j = i + 1; j < distinct; ++j) {
      const int x = present[i], y = present[j];  // x < y: pair index in the upper triangle
      add(pairs + x * tiles_ - x * (x + 1) / 2 + (y - x - 1), 1.0);
    }
}

void LeaveModel::fit(const LeaveCounts& counts, const FitOptions& options) {
  const auto n = static_cast<std::size_t>(dims_);
  std::vector<double> a(n * n, 0.0), b(n, 0.0);
  for (std::size_t i = 0; i < n; ++i) a[i * n + i] = options.ridge;
  const double average = mean_of(counts.total);
  std::vector<std::pair<int, double>> f;
  for (const auto& [key, stat] : counts.leaves) {
    const game::TileString leave = game::leave_tiles(key);
    if (static_cast<int>(leave.size()) > options.max_tiles) continue;
    const double w = static_cast<double>(stat.count);
    const double y = mean_of(stat) - average;
    f.clear();
    each_feature(leave, [&](int i, double v) { f.emplace_back(i, v); });
    for (const auto& [i, vi] : f) {
      b[static_cast<std::size_t>(i)] += w * vi * y;
      for (const auto& [j, vj] : f)
        a[static_cast<std::size_t>(i) * n + static_cast<std::size_t>(j)] += w * vi * vj;
    }
  }
  coef_ = cholesky_solve(std::move(a), std::move(b), dims_);
}

double LeaveModel::value(const game::TileString& leave) const {
  double v = 0;
  each_feature(leave, [&](int i, double x) { v += coef_[static_cast<std::size_t>(i)] * x; });
  return v;
}

namespace {

/// Calls `visit` with every multiset of 1..max_tiles tiles the bag holds.
template <class Visit>
void each_leave(const game::Distribution& dist, int max_tiles, game::Tile from,
                game::TileString& leave, Visit& visit) {
  if (!leave.empty()) visit(leave);
  if (static_cast<int>(leave.size()) == max_tiles) return;
  for (int t = from; t <= dist.size(); ++t) {
    const auto tile = static_cast<game::Tile>(t);
    const auto held = std::count(leave.begin(), leave.end(), tile);
    if (held >= dist.count(tile)) continue;
    leave.push_back(tile);
    each_leave(dist, max_tiles, tile, leave, visit);
    leave.pop_back();
  }
}

}  // namespace

game::Leaves fit_leaves(const LeaveCounts& counts, const game::Distribution& dist,
                        const FitOptions& options) {
  LeaveModel model(dist);
  model.fit(counts, options);
  const double average = mean_of(counts.total);
  std::vector<std::pair<game::LeaveKey, double>> entries;
  game::TileString leave;
  auto visit = [&](const game::TileString& l) {
    const game::LeaveKey key = game::leave_key(l.data(), static_cast<int>(l.size()));
    double v = model.value(l);
    const auto it = counts.leaves.find(key);
    if (it != counts.leaves.end() && it->second.count >= options.min_count) {
      const auto n = static_cast<double>(it->second.count);
      v = (n * (mean_of(it->second) - average) + options.prior * v) / (n + options.prior);
    }
    // Three decimals, as the CSV holds them: a table read back is the table written.
    entries.emplace_back(key, std::round(v * 1000.0) / 1000.0);
  };
  each_leave(dist, options.max_tiles, 0, leave, visit);
  return game::Leaves(std::move(entries));
}

game::Leaves learn_leaves(const game::Lexicon& lexicon, const game::Leaves& start,
                          const LearnPlan& plan, const std::function<void(int)>& on_start,
                          const std::function<void(int, const LeaveCounts&)>& on_played) {
  game::Leaves current = start;
  for (int g = 0; g < plan.generations; ++g) {
    if (on_start) on_start(g);
    const GameShare share{plan.seed + static_cast<std::uint64_t>(g), plan.games, 1, 1};
    const LeaveCounts counts =
        collect_leave_counts(lexicon, current, share, plan.rules, plan.threads);
    if (on_played) on_played(g, counts);
    current = fit_leaves(counts, lexicon.alphabet, plan.fit);
  }
  return current;
}

}  // namespace cwg::analysis
