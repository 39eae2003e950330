#include "american/stems.hpp"

#include <algorithm>
#include <array>
#include <functional>
#include <map>

#include "core/letters.hpp"
#include "core/rng.hpp"

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
  if (longer.size() > shorter.size() + 1 && longer.starts_with(shorter) &&
      longer[shorter.size()] == last && ends_as(longer.substr(0, shorter.size() + 1)))
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

/// The index of `word` among its length's words in `dict`, -1 when it has none.
int index_in(const Dictionary& dict, const std::string& word) {
  std::vector<Letter> codes;
  for (char c : word) codes.push_back(letter_code(c));
  return dict.find(codes);
}

/// The squares a mend opens around slot `s`: its own, and with `reach` 1 those of every
/// slot crossing it too.
std::vector<char> mend_region(const GridProblem& grid, std::size_t s, int reach) {
  const fill::FillProblem& p = grid.problem;
  std::vector<char> open(static_cast<std::size_t>(p.cells), 0);
  for (int cell : p.slots[s].cells) open[static_cast<std::size_t>(cell)] = 1;
  for (int r = 0; r < reach; ++r) {
    const std::vector<char> before = open;
    for (std::size_t cell = 0; cell < before.size(); ++cell) {
      if (before[cell] == 0) continue;
      for (const fill::SlotAt& at : p.cell_slots[cell])
        for (int other : p.slots[static_cast<std::size_t>(at.slot)].cells)
          open[static_cast<std::size_t>(other)] = 1;
    }
  }
  return open;
}

/// Fills the `open` squares of `filled` anew from `sure`: every slot through one of them
/// takes a word of `sure` other than `banned` (its other squares keep their letters), and
/// no word of the slots outside. False (`filled` as it was) when no such fill is found.
bool refill_region(const GridProblem& grid, txt::Grid& filled, const std::vector<char>& open,
                   const Dictionary& sure, const std::vector<std::pair<int, int>>& banned,
                   const fill::FillOptions& opts, const StopToken& stop, fill::FillStats& stats) {
  const fill::FillProblem& whole = grid.problem;
  fill::FillProblem sub;
  sub.banned = banned;
  std::vector<int> index(static_cast<std::size_t>(whole.cells), -1);
  const std::vector<std::string> words = words_of(grid, filled);
  for (std::size_t s = 0; s < whole.slots.size(); ++s) {
    const auto& cells = whole.slots[s].cells;
    if (std::none_of(cells.begin(), cells.end(),
                     [&](int c) { return open[static_cast<std::size_t>(c)] != 0; })) {
      if (const int i = index_in(sure, words[s]); i >= 0)
        sub.banned.emplace_back(static_cast<int>(words[s].size()), i);
      continue;
    }
    fill::FillSlot slot{whole.slots[s].length, {}};
    for (int c : cells) {
      const auto k = static_cast<std::size_t>(c);
      if (index[k] < 0) {
        index[k] = sub.cells++;
        sub.cell_mask.push_back(open[k] ? whole.cell_mask[k]
                                        : LetterMask{1u << letter_code(filled.squares[k])});
      }
      slot.cells.push_back(index[k]);
    }
    sub.slots.push_back(std::move(slot));
  }
  fill::link_crossings(sub);
  const fill::FillAnswer answer = fill::fill_grid(sub, sure, opts, stop);
  stats += answer.stats;
  if (answer.status != fill::FillStatus::Solved) return false;
  std::vector<int> cell_of(static_cast<std::size_t>(sub.cells));
  for (std::size_t k = 0; k < index.size(); ++k)
    if (index[k] >= 0) cell_of[static_cast<std::size_t>(index[k])] = static_cast<int>(k);
  for (std::size_t s = 0; s < sub.slots.size(); ++s) {
    const std::string word = fill::answer_word(sub, sure, answer, static_cast<int>(s));
    for (std::size_t k = 0; k < word.size(); ++k)
      filled.squares[static_cast<std::size_t>(
          cell_of[static_cast<std::size_t>(sub.slots[s].cells[k])])] = word[k];
  }
  return true;
}

/// How a repair fills slots anew (refill_slot): from which words, never bringing which
/// (read at each fill: the list may grow between them), in how many regions around a slot
/// (each a crossing wider: mend_region), with how many fills of each region and which fill
/// options (their seed set for each try).
struct Refill {
  const GridProblem& grid;
  const Dictionary& dict;
  const std::vector<std::pair<int, int>>& banned;  ///< (length, index in dict)
  int reaches = 1;
  int tries = 1;
  fill::FillOptions opts;
  const StopToken& stop;
};

/// Whether slot `s` was filled anew in `filled`: its squares, then those of its crossing
/// words too (mend_region), `refill.tries` fills of each region (seeded from `seed` and the
/// try; a region with no fill goes on to the wider one), the first whose grid `better`
/// accepts kept. The fills' work is added to `stats`.
bool refill_slot(const Refill& refill, std::size_t s, std::uint64_t seed,
                 const std::function<bool(const txt::Grid&)>& better, txt::Grid& filled,
                 fill::FillStats& stats) {
  fill::FillOptions opts = refill.opts;
  for (int k = 0; k < refill.reaches * refill.tries; ++k) {
    const int reach = k / refill.tries;
    std::uint64_t state = seed ^ static_cast<std::uint64_t>(k);
    opts.seed = splitmix64(state);
    txt::Grid trial = filled;
    if (!refill_region(refill.grid, trial, mend_region(refill.grid, s, reach), refill.dict,
                       refill.banned, opts, refill.stop, stats)) {
      k = (reach + 1) * refill.tries - 1;  // no fill of this region: the wider one
      continue;
    }
    if (!better(trial)) continue;
    filled = std::move(trial);
    return true;
  }
  return false;
}

/// The seed of slot `s`'s tries in pass `round` of a repair: `tag` tells the repairs apart.
std::uint64_t repair_seed(std::uint64_t seed, std::uint64_t tag, int round, std::size_t slots,
                          std::size_t s) {
  return seed ^ tag ^ ((static_cast<std::uint64_t>(round) * slots + s) * 16);
}

/// Bans (length, index in `dict`) of `words`, added to `banned` each once.
void ban_words(const Dictionary& dict, const std::vector<std::string>& words,
               std::vector<std::pair<int, int>>& banned) {
  for (const std::string& w : words) {
    const std::pair<int, int> ban(static_cast<int>(w.size()), index_in(dict, w));
    if (ban.second >= 0 && std::find(banned.begin(), banned.end(), ban) == banned.end())
      banned.push_back(ban);
  }
}

/// The words that share a stem with `word` (extends_stem either way round): `word` with an
/// ending, and `word` less one; not all of them words.
std::vector<std::string> stem_partners(const std::string& word) {
  constexpr std::array<std::string_view, 13> endings = {
      "S", "ES", "D", "ED", "ING", "INGS", "ER", "ERS", "EST", "IES", "IED", "IER", "IEST"};
  std::vector<std::string> out;
  const auto add = [&](std::string p, bool longer) {
    if (longer ? extends_stem(p, word) : extends_stem(word, p)) out.push_back(std::move(p));
  };
  const std::string cut = word.substr(0, word.empty() ? 0 : word.size() - 1);
  for (const std::string_view e : endings) {
    add(word + std::string(e), true);
    if (!word.empty()) add(word + word.back() + std::string(e), true);
    add(cut + std::string(e), true);
    if (word.size() <= e.size() || !word.ends_with(e)) continue;
    const std::string base = word.substr(0, word.size() - e.size());
    add(base, false);
    add(base.substr(0, base.size() - 1), false);
    add(base + "E", false);
    add(base + "Y", false);
  }
  return out;
}

/// The pairs of a grid's words an editor does not print together: sharing a stem
/// (extends_stem) or spelling one word two ways (`twins`, each word's asked once).
class Clashes {
 public:
  explicit Clashes(const Twins& twins) : twins_(twins) {}
  /// One word of each pair of `words`, each once: a stem pair's longer word, the later
  /// spelling of two.
  std::vector<std::string> of(const std::vector<std::string>& words) {
    std::vector<std::string> out = stem_extensions(words);
    for (const std::string& a : words)
      for (const std::string& b : twins(a))
        if (a < b && std::find(words.begin(), words.end(), b) != words.end() &&
            std::find(out.begin(), out.end(), b) == out.end())
          out.push_back(b);
    return out;
  }
  /// Whether `word` is either word of a pair of `words`.
  bool pairs(const std::vector<std::string>& words, const std::string& word) {
    const std::vector<std::string>& spellings = twins(word);
    return std::any_of(words.begin(), words.end(), [&](const std::string& other) {
      return extends_stem(word, other) || extends_stem(other, word) ||
             std::find(spellings.begin(), spellings.end(), other) != spellings.end();
    });
  }
  /// The words that would pair with `word`: stem_partners and its other spellings.
  std::vector<std::string> partners(const std::string& word) {
    std::vector<std::string> out = stem_partners(word);
    const std::vector<std::string>& spellings = twins(word);
    out.insert(out.end(), spellings.begin(), spellings.end());
    return out;
  }

 private:
  const std::vector<std::string>& twins(const std::string& word) {
    auto it = known_.find(word);
    if (it == known_.end())
      it = known_.emplace(word, twins_ ? twins_(word) : std::vector<std::string>{}).first;
    return it->second;
  }
  const Twins& twins_;
  std::map<std::string, std::vector<std::string>> known_;
};

/// The words of a grid whose clue would be weak, known so far: each asked once.
class WeakWords {
 public:
  WeakWords(const Dictionary& sure, const WeakWord& weak) : sure_(sure), weak_(weak) {}
  bool operator()(const std::string& word) {
    const auto it = known_.find(word);
    if (it != known_.end()) return it->second;
    const int i = index_in(sure_, word);
    const bool out = i < 0 || (weak_ && weak_(word));
    if (out && i >= 0) banned_.emplace_back(static_cast<int>(word.size()), i);
    known_.emplace(word, out);
    return out;
  }
  /// The weak words found so far that `sure` has, as fill problem bans.
  const std::vector<std::pair<int, int>>& banned() const { return banned_; }
  int count(const std::vector<std::string>& words) {
    return static_cast<int>(std::count_if(words.begin(), words.end(),
                                          [&](const std::string& w) { return (*this)(w); }));
  }

 private:
  const Dictionary& sure_;
  const WeakWord& weak_;
  std::map<std::string, bool> known_;
  std::vector<std::pair<int, int>> banned_;
};

}  // namespace

FillResult mend_weak_words(const GridProblem& grid, FillResult fill, const Dictionary& sure,
                           const WeakWord& weak, const fill::FillOptions& opts,
                           const StopToken& stop, const Twins& twins) {
  if (fill.status != fill::FillStatus::Solved) return fill;
  WeakWords is_weak(sure, weak);
  Clashes clashes(twins);
  Refill refill{.grid = grid,
                .dict = sure,
                .banned = is_weak.banned(),
                .reaches = 2,
                .tries = kMendTries,
                .opts = opts,
                .stop = stop};
  refill.opts.max_attempts = kMendAttempts;
  const std::size_t slots = grid.problem.slots.size();
  for (int round = 0; round < kMendRounds; ++round) {
    bool mended = false;
    for (std::size_t s = 0; s < slots && !stop.stopped(); ++s) {
      const std::vector<std::string> words = words_of(grid, fill.grid);
      if (!is_weak(words[s])) continue;
      const int before = is_weak.count(words);
      const std::size_t pairs = clashes.of(words).size();
      // A new weak word is banned from the next try (WeakWords::banned).
      const auto better = [&](const txt::Grid& trial) {
        const std::vector<std::string> now = words_of(grid, trial);
        return is_weak.count(now) < before && clashes.of(now).size() <= pairs;
      };
      mended |= refill_slot(refill, s, repair_seed(opts.seed, 0, round, slots, s), better,
                            fill.grid, fill.stats);
    }
    if (stop.stopped()) {
      fill.cut = true;
      return fill;
    }
    if (!mended) break;
  }
  return fill;
}

FillResult fill_layout_distinct_stems(const GridProblem& grid, const Dictionary& dict,
                                      const fill::FillOptions& opts, const StopToken& stop,
                                      const Twins& twins) {
  FillResult fill = fill_layout(grid, dict, opts, stop);
  if (fill.status != fill::FillStatus::Solved) return fill;
  Clashes clashes(twins);
  std::vector<std::pair<int, int>> banned;
  // The words that would pair with one of the grid's: no fill of a region brings one.
  std::vector<std::pair<int, int>> partners;
  Refill refill{.grid = grid,
                .dict = dict,
                .banned = partners,
                .reaches = kStemReaches,
                .tries = kStemTries,
                .opts = opts,
                .stop = stop};
  refill.opts.max_attempts = kStemAttempts;
  const std::size_t slots = grid.problem.slots.size();
  for (int round = 0; round < kStemRounds; ++round) {
    bool repaired = false;
    for (std::size_t s = 0; s < slots && !stop.stopped(); ++s) {
      const std::vector<std::string> words = words_of(grid, fill.grid);
      const std::vector<std::string> longer = clashes.of(words);
      if (longer.empty()) return fill;
      if (!clashes.pairs(words, words[s])) continue;
      ban_words(dict, longer, banned);
      partners = banned;
      for (const std::string& w : words) ban_words(dict, clashes.partners(w), partners);
      // A fill that keeps as many pairs bans its longer words from the next try.
      const auto better = [&](const txt::Grid& trial) {
        const std::vector<std::string> now = clashes.of(words_of(grid, trial));
        if (now.size() < longer.size()) return true;
        ban_words(dict, now, partners);
        return false;
      };
      repaired |= refill_slot(refill, s, repair_seed(opts.seed, kStemTag, round, slots, s), better,
                              fill.grid, fill.stats);
    }
    if (stop.stopped()) {
      fill.cut = true;
      return fill;
    }
    if (!repaired) break;
  }
  return fill;
}

FillResult fill_layout_sure_first(const GridProblem& grid, const Dictionary* sure,
                                  const Dictionary& dict, const fill::FillOptions& opts,
                                  const StopToken& stop, const WeakWord& weak, const Twins& twins) {
  if (!sure) return fill_layout_distinct_stems(grid, dict, opts, stop, twins);
  fill::FillOptions first_opts = opts;
  first_opts.max_attempts = kSureAttempts;
  const StopToken guard(stop, kSureGuard);
  FillResult first = fill_layout_distinct_stems(grid, *sure, first_opts, guard, twins);
  if (first.status == fill::FillStatus::Solved || stop.stopped())
    return mend_weak_words(grid, std::move(first), *sure, weak, opts, stop, twins);
  FillResult all = fill_layout_distinct_stems(grid, dict, opts, stop, twins);
  all.stats += first.stats;
  all.cut = all.cut || first.status == fill::FillStatus::Stopped;
  return mend_weak_words(grid, std::move(all), *sure, weak, opts, stop, twins);
}

}  // namespace cwg::american
