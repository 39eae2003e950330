#include "edit/fill_job.hpp"

#include <algorithm>
#include <chrono>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <stdexcept>

#include "core/text.hpp"
#include "edit/engine.hpp"
#include "solver/solver.hpp"

namespace cwg::edit {

using nlohmann::json;

namespace {

json set_grid_action(const Draft& d) {
  json a = {{"type", "set_grid"}, {"grid", grid_rows(d)}};
  if (d.kind == Kind::Arrowword) {
    json qs = json::array();
    for (int r = 0; r < d.rows; ++r)
      for (int c = 0; c < d.cols; ++c)
        for (int t = 0; t < arrowword::kArrowTypes; ++t)
          if (d.at(r, c).kind == CellKind::Question &&
              (d.at(r, c).arrows & arrowword::arrow_bit(t)))
            qs.push_back({r, c, t});
    a["questions"] = std::move(qs);
  }
  return a;
}

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

/// The entries a region fill must keep fillable: those outside the region through one of
/// its cells. Their letters constrain the region's words; their other cells stay as they are.
std::set<EntryKey> crossing_region(const std::vector<Entry>& es, const std::set<EntryKey>& region,
                                   const std::vector<bool>& in_region) {
  std::set<EntryKey> out;
  if (region.empty()) return out;
  for (const Entry& e : es)
    if (!region.count(e.key) && std::any_of(e.cells.begin(), e.cells.end(), [&](int i) {
          return in_region[static_cast<std::size_t>(i)];
        }))
      out.insert(e.key);
  return out;
}

/// The letters around the given layout, with the fill engine directly: one slot per entry
/// to fill, the kept letters as one-letter masks. A region fill also has a slot for every
/// entry crossing it (its letters kept, its empty cells open) whose word is not written:
/// the region's letters must leave each crossing a word, not only the region's entries.
FillOutcome fill_letters(const Draft& d, const FillRequest& request, const Dictionary& dict,
                         const std::atomic<bool>& cancel, const FillProgress& progress) {
  const auto t0 = std::chrono::steady_clock::now();
  const std::vector<Entry> es = entries(d);
  const std::vector<bool> locked = locked_cells(d, es);
  std::set<EntryKey> region(request.region.begin(), request.region.end());
  for (const EntryKey& k : region)
    if (std::none_of(es.begin(), es.end(), [&](const Entry& e) { return e.key == k; }))
      throw std::invalid_argument("no entry " + key_text(k) + " in the grid");
  std::vector<bool> in_region(d.cells.size(), region.empty());
  for (const Entry& e : es)
    if (region.count(e.key))
      for (const int i : e.cells) in_region[static_cast<std::size_t>(i)] = true;
  const std::set<EntryKey> crossing = crossing_region(es, region, in_region);
  std::vector<bool> kept(d.cells.size(), false);
  for (std::size_t i = 0; i < d.cells.size(); ++i)
    kept[i] = d.cells[i].letter && (locked[i] || request.keep_letters || !in_region[i]);

  fill::FillProblem problem;
  std::map<int, int> cell_of;  // draft cell -> problem cell
  std::vector<const Entry*> slot_entry;
  std::vector<bool> written;  // per slot: its word goes into the grid (not a crossing's)
  for (const Entry& e : es) {
    const bool all_kept = std::all_of(e.cells.begin(), e.cells.end(),
                                      [&](int i) { return kept[static_cast<std::size_t>(i)]; });
    if (all_kept) {
      // A word that stays: no slot may take it again.
      const std::vector<int> codes = pattern_codes(d, e);
      std::vector<Letter> word(codes.begin(), codes.end());
      if (const int w = e.length <= dict.max_length() ? dict.find(word) : -1; w >= 0)
        problem.banned.push_back({e.length, w});
      continue;
    }
    if (!region.empty() && !region.count(e.key) && !crossing.count(e.key)) continue;
    fill::FillSlot slot;
    slot.length = e.length;
    for (const int i : e.cells) {
      const auto [it, added] = cell_of.try_emplace(i, problem.cells);
      if (added) {
        ++problem.cells;
        const char l = d.cells[static_cast<std::size_t>(i)].letter;
        problem.cell_mask.push_back(
            kept[static_cast<std::size_t>(i)] ? LetterMask{1u} << letter_code(l) : kAllLetters);
      }
      slot.cells.push_back(it->second);
    }
    problem.slots.push_back(std::move(slot));
    slot_entry.push_back(&e);
    written.push_back(!crossing.count(e.key));
  }
  FillOutcome out;
  if (problem.slots.empty()) {
    out.message = "nothing to fill: every entry is locked or kept";
    return out;
  }
  fill::link_crossings(problem);
  fill::FillOptions opts;
  opts.seed = request.seed;
  opts.threads = request.threads;
  opts.max_attempts = request.attempts > 0 ? request.attempts : kLetterAttempts;
  const StopToken stop(request.seconds, &cancel, request.clock);
  const fill::FillAnswer answer =
      fill::fill_grid(problem, dict, opts, stop, [&](const fill::FillStats& so_far) {
        if (progress) progress(so_far.attempts, so_far.nodes);
      });
  out.stats = answer.stats;
  out.attempts = answer.stats.attempts;
  const bool cancelled = cancel.load();
  out.cut = answer.cut && !cancelled;
  if (answer.status != fill::FillStatus::Solved) {
    out.end = cancelled ? FillEnd::Cancelled : FillEnd::Failed;
    std::string reason;
    if (answer.slot >= 0)
      reason = "entry " + key_text(slot_entry[static_cast<std::size_t>(answer.slot)]->key);
    out.message =
        fill::no_fill_text(answer.status, reason, seconds_since(t0), answer.stats, cancelled);
    return out;
  }
  Draft n = d;
  for (std::size_t s = 0; s < problem.slots.size(); ++s) {
    if (!written[s]) continue;
    const Entry& e = *slot_entry[s];
    const auto word = dict.word(e.length, answer.words[s]);
    for (std::size_t k = 0; k < word.size(); ++k)
      n.cells[static_cast<std::size_t>(e.cells[k])].letter = letter_char(word[k]);
  }
  out.end = FillEnd::Done;
  out.action = set_grid_action(n);
  out.message = "filled " + std::to_string(std::count(written.begin(), written.end(), true)) +
                " entries in " + text::fixed(seconds_since(t0), 3) + " s (" +
                fill::stats_text(answer.stats) + ")";
  return out;
}

/// An arrowword's unlocked part designed and filled by the solver: the locked entries'
/// letters and the question fields that point into them stay, the rest is open.
FillOutcome design(const Draft& d, const FillRequest& request, const Dictionary& dict,
                   const std::atomic<bool>& cancel, const FillProgress& progress) {
  const auto t0 = std::chrono::steady_clock::now();
  const std::vector<Entry> es = entries(d);
  const std::vector<bool> locked = locked_cells(d, es);
  Draft open = d;
  std::set<int> kept_questions;
  for (const Entry& e : es)
    if (d.locks.count(e.key)) kept_questions.insert(d.index(e.question_row, e.question_col));
  for (std::size_t i = 0; i < d.cells.size(); ++i) {
    Cell& cell = open.cells[i];
    if (cell.kind == CellKind::Letter && !locked[i]) cell.letter = 0;
    if (cell.kind == CellKind::Question && !kept_questions.count(static_cast<int>(i)))
      cell = Cell{};
  }
  // Only the arrows that lead into locked entries stay on a kept question field.
  for (const int q : kept_questions) open.cells[static_cast<std::size_t>(q)].arrows = 0;
  for (const Entry& e : es)
    if (d.locks.count(e.key))
      open.at(e.question_row, e.question_col).arrows |=
          static_cast<std::uint8_t>(arrowword::arrow_bit(e.arrow));
  arrowword::solver::SolverOptions opts;
  opts.seed = request.seed;
  opts.threads = request.threads;
  opts.restarts = request.attempts > 0 ? request.attempts : kDesignAttempts;
  const StopToken stop(request.seconds, &cancel, request.clock);
  const arrowword::solver::SolveResult r = arrowword::solver::solve_grid(
      to_arrowword_grid(open), dict, opts, stop, [&](const arrowword::solver::SolveProgress& p) {
        if (progress) progress(p.attempts, -1);  // the solver counts no nodes for us
      });
  FillOutcome out;
  out.stats = r.stats;
  out.attempts = r.attempts;
  const bool cancelled = cancel.load();
  out.cut = r.cut && !cancelled;
  if (!r.filled) {
    out.end = cancelled ? FillEnd::Cancelled : FillEnd::Failed;
    // As a letters fill says it (fill::not_found_text), in layouts: the solver's own "none
    // found after 3 attempts" does not say of what.
    out.message = "no layout found in " + text::fixed(seconds_since(t0), 1) + " s (" +
                  text::counted(r.attempts, "attempt") + ")";
    return out;
  }
  Draft n = d;
  for (int row = 0; row < d.rows; ++row)
    for (int col = 0; col < d.cols; ++col) {
      const char ch = r.grid.at(row, col);
      Cell& cell = n.at(row, col);
      if (ch == arrowword::kQuestionField)
        cell = {CellKind::Question, 0, '#', 0};
      else if (arrowword::is_letter_char(ch) || ch == arrowword::kEmptyField)
        cell = {CellKind::Letter, ch == '.' ? char(0) : ch, '#', 0};
    }
  for (const arrowword::Question& q : r.grid.questions)
    n.at(q.row, q.col).arrows |= static_cast<std::uint8_t>(arrowword::arrow_bit(q.type));
  out.end = FillEnd::Done;
  out.action = set_grid_action(n);
  out.message = "designed and filled in " + text::fixed(seconds_since(t0), 3) +
                " s, layout score " + text::fixed(r.score, 2) + " (" +
                text::counted(r.attempts, "attempt") + ")";
  return out;
}

}  // namespace

FillOutcome run_fill(const Draft& d, const FillRequest& request, const Dictionary& dict,
                     const std::atomic<bool>& cancel, const FillProgress& progress) {
  FillOutcome out = request.design && d.kind == Kind::Arrowword
                        ? design(d, request, dict, cancel, progress)
                        : fill_letters(d, request, dict, cancel, progress);
  if (out.cut) out.cut_note = fill::cut_text(request.seconds);
  return out;
}

}  // namespace cwg::edit
