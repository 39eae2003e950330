// The independent checker for SPEC.md rules 1–7.
//
// Like a SAT solver's proof checker, it shares no code with what the solver uses: it has its
// own arrow table and its own run walk instead of word_slots()/bent_allowed(), and reads the
// field characters directly. The duplication is intended: a bug in the grid model must not be
// able to hide behind the very helper that is supposed to catch it.
#include "grid/validate.hpp"

#include <algorithm>
#include <cstddef>
#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace cwg::arrowword {
namespace {

/// Messages of one kind beyond this many are summed up in one "... and K more" line.
constexpr int kMaxMessagesPerRule = 20;
/// Fields listed by name in one message, e.g. rule 2's uncovered letters.
constexpr int kMaxFieldsListed = 10;

enum class Way { Right, Down };

/// SPEC.md's arrow table, written down again on purpose (see the top of this file).
struct Walk {
  int dr;  ///< start = question field + (dr, dc)
  int dc;
  Way way;
  bool bent;
};
constexpr Walk kWalks[6] = {
    {1, 0, Way::Down, false},  {1, 0, Way::Right, true}, {0, -1, Way::Down, true},
    {0, 1, Way::Right, false}, {0, 1, Way::Down, true},  {-1, 0, Way::Right, true},
};

bool letter(char c) {
  return c >= 'A' && c <= 'Z';
}
bool empty(char c) {
  return c == '.';
}
bool island(char c) {
  return c == ' ' || c == '-';
}
bool question_mark(char c) {
  return c == '?';
}

std::string field_name(int r, int c) {
  return "(" + std::to_string(r) + ", " + std::to_string(c) + ")";
}
const char* way_name(Way w) {
  return w == Way::Right ? "right" : "down";
}

std::string char_name(char c) {
  auto byte = static_cast<unsigned char>(c);
  if (byte >= 0x20 && byte < 0x7f) return std::string("'") + c + "'";
  return "byte " + std::to_string(byte);
}

/// Read-only view of the fields, with "outside" answered here rather than by ArrowwordGrid's
/// helpers.
class Fields {
 public:
  explicit Fields(const ArrowwordGrid& g) : g_(g) {}
  bool inside(int r, int c) const { return r >= 0 && c >= 0 && r < g_.rows && c < g_.cols; }
  char get(int r, int c) const {
    return g_.fields[static_cast<std::size_t>(r) * static_cast<std::size_t>(g_.cols) +
                     static_cast<std::size_t>(c)];
  }
  /// Outside the grid counts as an island, as for the border in rule 4.
  bool island_or_border(int r, int c) const { return !inside(r, c) || island(get(r, c)); }
  bool letter_or_empty(int r, int c) const {
    return inside(r, c) && (letter(get(r, c)) || empty(get(r, c)));
  }

 private:
  const ArrowwordGrid& g_;
};

/// Collects messages per rule, at most kMaxMessagesPerRule each, and writes them out in rule
/// order so a report reads from rule 1 to rule 7.
class Messages {
 public:
  void add(int rule, std::string text) {
    Bucket& b = buckets_[rule];
    if (b.shown.size() < static_cast<std::size_t>(kMaxMessagesPerRule))
      b.shown.push_back("rule " + std::to_string(rule) + ": " + std::move(text));
    else
      ++b.more;
  }
  void write(ValidationReport& report) const {
    for (const auto& [rule, b] : buckets_) {
      auto& out = rule <= 5 ? report.errors : report.warnings;
      out.insert(out.end(), b.shown.begin(), b.shown.end());
      if (b.more > 0)
        out.push_back("rule " + std::to_string(rule) + ": ... and " + std::to_string(b.more) +
                      " more");
    }
  }

 private:
  struct Bucket {
    std::vector<std::string> shown;
    long long more = 0;
  };
  std::map<int, Bucket> buckets_;
};

/// One question's word as the validator sees it.
struct Word {
  int question = 0;
  int qr = 0, qc = 0, type = 0;
  int sr = 0, sc = 0;  ///< start field
  Way way = Way::Right;
  bool start_ok = false;  ///< start inside the grid and a letter or '.'
  bool repeated = false;  ///< another question addresses the same start and way first
  int length = 0;
  std::string text;  ///< the run's characters ('.' included)
};

std::string question_name(const Word& w) {
  return "question " + field_name(w.qr, w.qc) + " type " + std::to_string(w.type);
}

bool allowed_pair(int a, int b) {
  if (a > b) std::swap(a, b);
  return (a == 0 && b == 3) || (a == 0 && b == 2) || (a == 0 && b == 4) || (a == 1 && b == 3) ||
         (a == 3 && b == 5);
}

// Rule 1: every non-blocked field is a question field or a letter. Counts the '.' fields
// into report.unfilled.
void check_rule1(const ArrowwordGrid& grid, const Fields& f, Messages& msg,
                 ValidationReport& report) {
  int first_empty_r = -1, first_empty_c = -1;
  for (int r = 0; r < grid.rows; ++r)
    for (int c = 0; c < grid.cols; ++c) {
      const char ch = f.get(r, c);
      if (empty(ch)) {
        if (report.unfilled++ == 0) first_empty_r = r, first_empty_c = c;
      } else if (!letter(ch) && !island(ch) && !question_mark(ch)) {
        msg.add(1, "field " + field_name(r, c) + " holds " + char_name(ch) +
                       ", expected '?', 'A'-'Z', ' ' or '-'");
      }
    }
  if (report.unfilled > 0)
    msg.add(1, std::to_string(report.unfilled) +
                   (report.unfilled == 1 ? " field is" : " fields are") +
                   " still empty ('.'), the first at " + field_name(first_empty_r, first_empty_c));
}

// Rule 3, part one: each question inside the grid, of a known type, on a '?' field.
// Questions outside or of an unknown type take no further part: the rest are returned.
std::vector<Word> check_questions(const ArrowwordGrid& grid, const Fields& f, Messages& msg) {
  std::vector<Word> list;
  list.reserve(grid.questions.size());
  for (std::size_t i = 0; i < grid.questions.size(); ++i) {
    const Question& q = grid.questions[i];
    const std::string name =
        "question " + field_name(q.row, q.col) + " type " + std::to_string(q.type);
    if (!f.inside(q.row, q.col)) {
      msg.add(3, name + " stands outside the grid");
      continue;
    }
    if (q.type < 0 || q.type > 5) {
      msg.add(3, name + " has an unknown arrow type (expected 0..5)");
      continue;
    }
    if (!question_mark(f.get(q.row, q.col)))
      msg.add(3, name + " stands on " + char_name(f.get(q.row, q.col)) + ", expected a '?' field");
    Word w;
    w.question = static_cast<int>(i);
    w.qr = q.row;
    w.qc = q.col;
    w.type = q.type;
    list.push_back(w);
  }
  return list;
}

// Rule 3, part two: every '?' holds one or two questions, two only as an allowed pair.
void check_question_fields(const ArrowwordGrid& grid, const Fields& f,
                           const std::vector<Word>& list, Messages& msg) {
  std::vector<std::pair<int, int>> at;  // (field index, type), sorted
  at.reserve(list.size());
  for (const Word& w : list) at.emplace_back(w.qr * grid.cols + w.qc, w.type);
  std::sort(at.begin(), at.end());
  std::size_t k = 0;
  for (int r = 0; r < grid.rows; ++r)
    for (int c = 0; c < grid.cols; ++c) {
      const int index = r * grid.cols + c;
      std::vector<int> types;
      while (k < at.size() && at[k].first < index) ++k;
      while (k < at.size() && at[k].first == index) types.push_back(at[k++].second);
      if (!question_mark(f.get(r, c))) continue;  // already reported by check_questions
      if (types.empty()) {
        msg.add(3, "question field " + field_name(r, c) + " holds no question");
      } else if (types.size() > 2) {
        msg.add(3, "question field " + field_name(r, c) + " holds " + std::to_string(types.size()) +
                       " questions, at most 2 allowed");
      } else if (types.size() == 2 && !allowed_pair(types[0], types[1])) {
        msg.add(3, "question field " + field_name(r, c) + " holds types " +
                       std::to_string(types[0]) + " and " + std::to_string(types[1]) +
                       ", allowed pairs are {0,3} {0,2} {0,4} {3,1} {3,5}");
      }
    }
}

// Rule 4: bent arrows only in row 0, column 0, or right of / below an island.
void check_rule4(const Fields& f, const std::vector<Word>& list, Messages& msg) {
  for (const Word& w : list) {
    if (!kWalks[w.type].bent) continue;
    const bool ok = w.qr == 0 || w.qc == 0 || f.island_or_border(w.qr, w.qc - 1) ||
                    f.island_or_border(w.qr - 1, w.qc);
    if (!ok)
      msg.add(4, question_name(w) + " has a bent arrow away from row 0, column 0 and islands");
  }
}

// Rule 5, the walk itself: start, length, word list. Fills each word's start, way and text.
void walk_words(const Fields& f, const std::unordered_set<std::string>* words,
                std::vector<Word>& list, Messages& msg) {
  for (Word& w : list) {
    const Walk& walk = kWalks[w.type];
    w.sr = w.qr + walk.dr;
    w.sc = w.qc + walk.dc;
    w.way = walk.way;
    const std::string start = field_name(w.sr, w.sc);
    if (!f.inside(w.sr, w.sc)) {
      msg.add(5, question_name(w) + ": its word would start at " + start + ", outside the grid");
      continue;
    }
    if (!f.letter_or_empty(w.sr, w.sc)) {
      msg.add(5, question_name(w) + ": its word would start at " + start + ", which holds " +
                     char_name(f.get(w.sr, w.sc)) + ", not a letter");
      continue;
    }
    w.start_ok = true;
    const int dr = w.way == Way::Down ? 1 : 0;
    const int dc = w.way == Way::Right ? 1 : 0;
    for (int r = w.sr, c = w.sc; f.letter_or_empty(r, c); r += dr, c += dc) w.text += f.get(r, c);
    w.length = static_cast<int>(w.text.size());
    if (w.length < 2) {
      msg.add(5, question_name(w) + ": its word at " + start + " " + way_name(w.way) +
                     " has length " + std::to_string(w.length) + ", expected at least 2");
      continue;
    }
    if (words != nullptr && w.text.find('.') == std::string::npos && !words->contains(w.text))
      msg.add(5, question_name(w) + ": word " + w.text + " at " + start + " " + way_name(w.way) +
                     " is not in the word list");
  }
}

// Rule 5, one question per start and way. Marks the later ones repeated.
void check_repeats(std::vector<Word>& list, Messages& msg) {
  std::map<std::tuple<int, int, Way>, const Word*> seen;
  for (Word& w : list) {
    if (!w.start_ok) continue;
    auto [it, fresh] = seen.emplace(std::tuple(w.sr, w.sc, w.way), &w);
    w.repeated = !fresh;
    if (!fresh)
      msg.add(5, question_name(*it->second) + " and " + question_name(w) +
                     " both address the word at " + field_name(w.sr, w.sc) + " " + way_name(w.way));
  }
}

// Rule 2: every letter (and every '.', a letter to be) lies in at least one word.
void check_rule2(const ArrowwordGrid& grid, const Fields& f, const std::vector<Word>& list,
                 Messages& msg) {
  std::vector<char> covered(grid.fields.size(), 0);
  for (const Word& w : list) {
    if (!w.start_ok || w.length < 2) continue;
    const int dr = w.way == Way::Down ? 1 : 0;
    const int dc = w.way == Way::Right ? 1 : 0;
    for (int k = 0; k < w.length; ++k)
      covered[static_cast<std::size_t>((w.sr + k * dr) * grid.cols + w.sc + k * dc)] = 1;
  }
  int uncovered = 0;
  std::string listed;
  for (int r = 0; r < grid.rows; ++r)
    for (int c = 0; c < grid.cols; ++c) {
      if (!f.letter_or_empty(r, c) || covered[static_cast<std::size_t>(r * grid.cols + c)])
        continue;
      if (uncovered < kMaxFieldsListed) listed += (uncovered ? ", " : "") + field_name(r, c);
      ++uncovered;
    }
  if (uncovered > 0)
    msg.add(2, std::to_string(uncovered) +
                   (uncovered == 1 ? " letter field belongs" : " letter fields belong") +
                   " to no word: " + listed + (uncovered > kMaxFieldsListed ? ", ..." : ""));
}

// Rule 6 (warning): no word starts in the middle of a run.
void check_rule6(const Fields& f, const std::vector<Word>& list, Messages& msg) {
  for (const Word& w : list) {
    if (!w.start_ok || w.length < 2) continue;
    const int pr = w.way == Way::Down ? w.sr - 1 : w.sr;
    const int pc = w.way == Way::Right ? w.sc - 1 : w.sc;
    if (f.letter_or_empty(pr, pc))
      msg.add(6, question_name(w) + ": its word at " + field_name(w.sr, w.sc) + " " +
                     way_name(w.way) + " starts in the middle of a run (" + field_name(pr, pc) +
                     " before it is a letter)");
  }
}

// Rule 7 (warning): no word twice. Only complete words are compared; a word addressed twice
// is rule 5's error, not a repetition.
void check_rule7(const std::vector<Word>& list, Messages& msg) {
  std::map<std::string, std::vector<const Word*>> by_text;
  for (const Word& w : list)
    if (w.start_ok && !w.repeated && w.length >= 2 && w.text.find('.') == std::string::npos)
      by_text[w.text].push_back(&w);
  for (const auto& [text, uses] : by_text) {
    if (uses.size() < 2) continue;
    std::string where;
    for (std::size_t k = 0; k < uses.size() && k < kMaxFieldsListed; ++k)
      where +=
          (k ? ", " : "") + field_name(uses[k]->sr, uses[k]->sc) + " " + way_name(uses[k]->way);
    if (uses.size() > kMaxFieldsListed) where += ", ...";
    msg.add(7, "word " + text + " appears " + std::to_string(uses.size()) + " times: " + where);
  }
}

}  // namespace

// The rules in the order they depend on each other (rule 5's walk gives the words rules 2,
// 6 and 7 look at); Messages puts the report back in rule order.
ValidationReport validate(const ArrowwordGrid& grid, const std::unordered_set<std::string>* words) {
  ValidationReport report;
  if (grid.rows < 1 || grid.cols < 1 ||
      grid.fields.size() != static_cast<std::size_t>(grid.rows) * grid.cols) {
    report.errors.push_back("grid: " + std::to_string(grid.fields.size()) +
                            " fields for a grid of " + std::to_string(grid.rows) + " x " +
                            std::to_string(grid.cols));
    return report;
  }
  const Fields f(grid);
  Messages msg;
  check_rule1(grid, f, msg, report);
  std::vector<Word> list = check_questions(grid, f, msg);
  check_question_fields(grid, f, list, msg);
  check_rule4(f, list, msg);
  walk_words(f, words, list, msg);
  check_repeats(list, msg);
  check_rule2(grid, f, list, msg);
  check_rule6(f, list, msg);
  check_rule7(list, msg);
  msg.write(report);
  return report;
}

void check_against_spec(const ArrowwordGrid& grid, const ArrowwordGrid& spec,
                        ValidationReport& report) {
  if (grid.rows != spec.rows || grid.cols != spec.cols) {
    report.errors.push_back("spec: the grid is " + std::to_string(grid.rows) + " x " +
                            std::to_string(grid.cols) + ", the test case " +
                            std::to_string(spec.rows) + " x " + std::to_string(spec.cols));
    return;
  }
  if (grid.fields.size() != spec.fields.size() ||
      grid.fields.size() != static_cast<std::size_t>(grid.rows) * grid.cols) {
    report.errors.push_back("spec: field counts do not match the size");
    return;
  }
  const Fields g(grid);
  const Fields s(spec);
  long long shown = 0, more = 0;
  auto add = [&](std::string text) {
    if (shown < kMaxMessagesPerRule) {
      report.errors.push_back("spec: " + std::move(text));
      ++shown;
    } else {
      ++more;
    }
  };
  for (int r = 0; r < grid.rows; ++r)
    for (int c = 0; c < grid.cols; ++c) {
      const char want = s.get(r, c);
      const char have = g.get(r, c);
      if (want == have) continue;
      const std::string at = "field " + field_name(r, c);
      if (island(want))
        add(at + " must stay blocked as " + char_name(want) + ", holds " + char_name(have));
      else if (island(have))
        add(at + " is blocked (" + char_name(have) + ") but not in the test case");
      else if (letter(want) || question_mark(want))
        add(at + " must keep " + char_name(want) + " from the test case, holds " + char_name(have));
    }
  if (more > 0) report.errors.push_back("spec: ... and " + std::to_string(more) + " more");
}

}  // namespace cwg::arrowword
