// The mend of a filled grid's weak words (mend.hpp), and the fill helpers solve.cpp shares.
#include "solver/mend.hpp"

#include <algorithm>

namespace cwg::arrowword::solver {

ArrowwordGrid filled_grid(const Layout& l, const std::vector<LayoutWord>& words,
                          const fill::FillProblem& p, const std::vector<int>& solution,
                          const Dictionary& dict) {
  ArrowwordGrid g = layout_to_grid(l, words);
  for (std::size_t s = 0; s < p.slots.size(); ++s) {
    const auto& slot = p.slots[s];
    const auto letters = dict.word(slot.length, solution[s]);
    for (int k = 0; k < slot.length; ++k)
      g.fields[static_cast<std::size_t>(slot.cells[static_cast<std::size_t>(k)])] =
          letter_char(letters[static_cast<std::size_t>(k)]);
  }
  return g;
}

void ban(fill::FillProblem& problem, const Dictionary& dict, const std::string& word) {
  std::vector<Letter> letters;
  for (char ch : word) letters.push_back(letter_code(ch));
  const int index = dict.find(letters);
  if (index < 0) return;
  const std::pair<int, int> banned{static_cast<int>(word.size()), index};
  if (std::find(problem.banned.begin(), problem.banned.end(), banned) == problem.banned.end())
    problem.banned.push_back(banned);
}

namespace {

/// The slots of `problem` whose word in `solution` is one of `named`.
std::vector<int> slots_of(const fill::FillProblem& problem, const std::vector<int>& solution,
                          const Dictionary& dict, const std::vector<std::string>& named) {
  std::vector<int> out;
  for (std::size_t s = 0; s < problem.slots.size(); ++s) {
    const std::string w = dict.text(problem.slots[s].length, solution[s]);
    if (std::find(named.begin(), named.end(), w) != named.end()) out.push_back(static_cast<int>(s));
  }
  return out;
}

}  // namespace

ArrowwordGrid mend_weak_words(const MendJob& job, std::vector<int> solution) {
  ArrowwordGrid grid = filled_grid(job.layout, job.words, job.problem, solution, job.dict);
  std::vector<std::string> weak = job.weak(grid, job.opts.seed);
  fill::FillOptions fill_opts = job.fill_opts;
  fill_opts.partial_restarts = 1;  // the refill starts from the fill it mends
  for (int round = 0; round < kMendRounds && !weak.empty() && !job.stop.stopped(); ++round) {
    fill_opts.partial_radius = round + 1;
    fill::FillStart start{solution, slots_of(job.problem, solution, job.dict, weak)};
    for (const std::string& w : weak) ban(job.problem, job.dict, w);
    const fill::WeightedRun run =
        fill::fill_weighted(job.problem, job.dict, fill_opts, job.stop, job.rng,
                            job.opts.fill_restarts, job.weights, &start);
    job.stats += run.stats;
    if (run.status != fill::FillStatus::Solved) continue;
    ArrowwordGrid trial = filled_grid(job.layout, job.words, job.problem, run.solution, job.dict);
    std::vector<std::string> now = job.weak(trial, job.opts.seed);
    const bool better =
        now.size() < weak.size() && (!job.check || job.check(trial, job.opts.seed).empty());
    if (!better) {
      for (const std::string& w : now) ban(job.problem, job.dict, w);  // not again
      continue;
    }
    solution = run.solution;
    grid = std::move(trial);
    weak = std::move(now);
  }
  return grid;
}

}  // namespace cwg::arrowword::solver
