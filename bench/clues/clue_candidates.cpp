// Every printable English clue of the answers on standard input (one A-Z word a line), as
// the American chooser sees them: answer, place among the printable ones, clue as printed,
// rank, source, generic, sense, inflected, confidence (clues/confidence_en.hpp). Used by
// bench/clue_confidence_en.py to calibrate the confidence on the pooled judged pairs.
#include <iostream>
#include <set>
#include <string>

#include "clues/choose.hpp"
#include "clues/style_en.hpp"
#include "clues/thesaurus.hpp"

int main(int argc, char** argv) {
  // "rough": the fill's unranked candidates (ClueSource::candidates(w, false)).
  const bool ranked = !(argc > 1 && std::string(argv[1]) == "rough");
  using namespace cwg::clues;
  std::set<std::string> words;
  for (std::string w; std::getline(std::cin, w);)
    if (!w.empty()) words.insert(w);
  Needed answers;
  for (const std::string& w : words) answers.add(w);
  const Thesaurus t(default_thesaurus(Lang::En), Lang::En, answers);
  const ClueSource source{nullptr, &t};
  for (const std::string& w : words) {
    int place = 0;
    for (const Candidate& c : source.candidates(w, ranked)) {
      if (!printable(w, c.text, Field::American)) continue;
      std::cout << w << '\t' << place++ << '\t' << en::house_style(c.text) << '\t' << c.rank << '\t'
                << c.source << '\t' << c.generic << '\t' << c.sense << '\t' << c.inflected << '\n';
    }
  }
}
