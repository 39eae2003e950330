// The read-out of a puzzle: words, clues, answers and checks.
#include "formats/puz/summary.hpp"

#include <cstdio>

#include "formats/puz/checksum.hpp"
#include "formats/puz/scramble.hpp"
#include "formats/puz/text.hpp"

namespace cwg::puz {

std::string square_answer(const Puzzle& p, const Extras& x, std::size_t i) {
  if (i < x.rebus.size() && !x.rebus[i].empty()) return decode_text(x.rebus[i], p.utf8());
  return decode_text(std::string_view(&p.solution[i], 1), p.utf8());
}

std::string key_text(int key) {
  char buffer[8];
  std::snprintf(buffer, sizeof buffer, "%04d", key);
  return buffer;
}

Summary summarize(const Puzzle& p, const std::string& name) {
  Summary s;
  const bool utf8 = p.utf8();
  s.title = decode_text(p.title, utf8);
  s.author = decode_text(p.author, utf8);
  s.copyright = decode_text(p.copyright, utf8);
  s.notes = decode_text(p.notes, utf8);
  s.extras = decode_extras(p, name);
  s.numbering = number_solution(p.width, p.height, p.solution);
  s.solution = p.scrambled()           ? SolutionState::Scrambled
               : p.solution_withheld() ? SolutionState::Withheld
                                       : SolutionState::Present;
  const auto& order = s.numbering.in_clue_order;
  for (std::size_t k = 0; k < order.size(); ++k) {
    Entry e{order[k], k < p.clues.size() ? decode_text(p.clues[k], utf8) : std::string(), {}};
    if (s.solution != SolutionState::Scrambled)  // withheld: the placeholders as held
      for (int i = 0; i < e.word.length; ++i) {
        const int r = e.word.row + (e.word.across ? 0 : i);
        const int c = e.word.col + (e.word.across ? i : 0);
        e.answer += square_answer(p, s.extras, p.index(r, c));
      }
    (e.word.across ? s.across : s.down).push_back(std::move(e));
  }
  s.errors = failed_checks(p);
  if (p.scrambled()) {
    s.keys = find_keys(p);
    if (s.keys.empty()) {
      char buffer[96];
      std::snprintf(buffer, sizeof buffer,
                    "scrambled-solution checksum: no key 0000-9999 unscrambles to 0x%04x",
                    static_cast<unsigned>(p.scrambled_checksum));
      s.errors.push_back(buffer);
    }
  }
  return s;
}

}  // namespace cwg::puz
