#include "american/stems.hpp"

#include <algorithm>
#include <array>

#include "core/letters.hpp"

namespace cwg::american {

bool extends_stem(std::string_view longer, std::string_view shorter) {
  if (shorter.size() < 3 || longer.size() <= shorter.size()) return false;
  const char last = shorter.back();
  const bool sibilant = last == 'S' || last == 'X' || last == 'Z' || last == 'O' ||
                        shorter.ends_with("CH") || shorter.ends_with("SH");
  // The ending after `base` (a prefix of `longer`): D only after an E (RACE, RACED; not TEN,
  // TEND), ES only after a hissing sound or an O (BOX, BOXES; not TON, TONES).
  const auto ends_as = [&](std::string_view base) {
    if (longer.size() <= base.size() || longer.substr(0, base.size()) != base) return false;
    const std::string_view rest = longer.substr(base.size());
    if (rest == "D") return last == 'E';
    if (rest == "ES") return sibilant;
    constexpr std::array<std::string_view, 7> endings = {"S",  "ED",  "ING", "INGS",
                                                         "ER", "ERS", "EST"};
    return std::find(endings.begin(), endings.end(), rest) != endings.end();
  };
  if (ends_as(shorter)) return true;
  // A doubled consonant: STOP, STOPPED.
  if (longer.size() > shorter.size() + 1 && longer[shorter.size()] == last &&
      ends_as(longer.substr(0, shorter.size() + 1)))
    return true;
  // A dropped E or a Y turned to I: RACE, RACING; CARRY, CARRIED.
  const std::string_view cut = shorter.substr(0, shorter.size() - 1);
  if ((last != 'E' && last != 'Y') || longer.substr(0, cut.size()) != cut) return false;
  const std::string_view rest = longer.substr(cut.size());
  if (last == 'E') return rest == "ING" || rest == "INGS";
  return rest == "IES" || rest == "IED" || rest == "IER" || rest == "IEST";
}

std::vector<std::string> stem_extensions(const std::vector<std::string>& words) {
  std::vector<std::string> out;
  for (const std::string& a : words)
    for (const std::string& b : words)
      if (extends_stem(a, b) && std::find(out.begin(), out.end(), a) == out.end()) out.push_back(a);
  return out;
}

namespace {

std::vector<std::string> words_of(const GridProblem& grid, const txt::Grid& filled) {
  std::vector<std::string> out;
  for (const auto& slot : grid.problem.slots) {
    std::string w;
    for (int cell : slot.cells) w += filled.squares[static_cast<std::size_t>(cell)];
    out.push_back(std::move(w));
  }
  return out;
}

}  // namespace

FillResult fill_layout_distinct_stems(const GridProblem& grid, const Dictionary& dict,
                                      const fill::FillOptions& opts, const StopToken& stop) {
  FillResult first = fill_layout(grid, dict, opts, stop);
  if (first.status != fill::FillStatus::Solved) return first;
  GridProblem again = grid;
  FillResult last = first;
  fill::FillOptions round_opts = opts;
  round_opts.max_attempts = kStemAttempts;
  for (int round = 0; round < kStemRounds; ++round) {
    const auto extra = stem_extensions(words_of(grid, last.grid));
    if (extra.empty()) return last;
    for (const std::string& w : extra) {
      std::vector<Letter> codes;
      for (char c : w) codes.push_back(letter_code(c));
      const int index = dict.find(codes);
      if (index >= 0) again.problem.banned.emplace_back(static_cast<int>(w.size()), index);
    }
    FillResult next = fill_layout(again, dict, round_opts, stop);
    if (next.status != fill::FillStatus::Solved) {
      last.cut = last.cut || next.status == fill::FillStatus::Stopped || next.cut;
      break;
    }
    next.stats = last.stats;  // the first fill's figures stand for the grid
    next.cut = next.cut || last.cut;
    last = std::move(next);
  }
  if (!stem_extensions(words_of(grid, last.grid)).empty()) {
    first.cut = last.cut;  // whether the rounds ran to their end decides which grid is kept
    return first;
  }
  return last;
}

FillResult fill_layout_sure_first(const GridProblem& grid, const Dictionary* sure,
                                  const Dictionary& dict, const fill::FillOptions& opts,
                                  const StopToken& stop) {
  if (!sure) return fill_layout_distinct_stems(grid, dict, opts, stop);
  fill::FillOptions first_opts = opts;
  first_opts.max_attempts = kSureAttempts;
  const StopToken guard(stop, kSureGuard);
  FillResult first = fill_layout_distinct_stems(grid, *sure, first_opts, guard);
  if (first.status == fill::FillStatus::Solved || stop.stopped()) return first;
  FillResult all = fill_layout_distinct_stems(grid, dict, opts, stop);
  all.stats += first.stats;
  all.cut = all.cut || first.status == fill::FillStatus::Stopped;
  return all;
}

}  // namespace cwg::american
