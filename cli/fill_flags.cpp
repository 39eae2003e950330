#include "cli/fill_flags.hpp"

#include <boost/program_options.hpp>
#include <iostream>
#include <string>
#include <vector>

#include "cli/io_flags.hpp"
#include "core/input_error.hpp"

namespace cwg::cli {

namespace po = boost::program_options;

void add_word_control_flags(po::options_description& desc, bool theme) {
  desc.add_options()("ban", po::value<std::string>()->value_name("FILE"),
                     "never use the words of FILE (one a line, as a word list)")(
      "min-score", po::value<int>()->value_name("N"),
      "use only words scoring at least N (0-100) in a scored list (lines WORD;SCORE; a "
      "word without a score counts 50); the fill prefers higher-scoring words anyway "
      "(--word-preference)");
  if (theme)
    desc.add_options()("theme", po::value<std::string>()->value_name("FILE"),
                       "these words (one a line) must appear in every grid: each is written in "
                       "before the layout is designed, far from the others (another --seed, "
                       "other places); exit 3 naming the words that find no place");
}

WordControl word_control(const po::variables_map& vm) {
  WordControl control;
  if (vm.count("ban")) control.ban = vm["ban"].as<std::string>();
  if (vm.count("min-score")) control.min_score = vm["min-score"].as<int>();
  if (vm.count("theme")) control.theme = vm["theme"].as<std::string>();
  return control;
}

WordList load_controlled_wordlist(const po::variables_map& vm) {
  WordList list = load_wordlist(dict_path(vm));
  std::vector<std::string> problems;
  apply_word_control(word_control(vm), list, problems);
  if (!problems.empty()) throw InputError(problems.front());
  return list;
}

void add_clue_flags(po::options_description& desc, bool switches) {
  desc.add_options()("clues",
                     po::value<std::vector<std::string>>()->composing()->value_name("FILE"),
                     "a clue list: lines WORD<TAB>clue or WORD clue, or a filled-in sheet of cwg "
                     "words --tsv / cwg clue (repeatable: the first list that has a word gives "
                     "its clues; several lines for a word are alternatives)")(
      "lang", po::value<std::string>()->value_name("de|en"),
      "the thesaurus's language: de (mythes-de, the default for arrowwords) or en "
      "(mythes-en-us, the default for American grids)")(
      "thesaurus", po::value<std::string>()->value_name("FILE.idx|none"),
      "another MyThes thesaurus (FILE.idx with FILE.dat beside it), or none")(
      "dictionary", po::value<std::vector<std::string>>()->composing()->value_name("FILE|none"),
      "translations for the words the thesaurus lacks (\"engl.: Haus\" for HOUSE): a Ding "
      "file (German :: English) or a FreeDict freedict-XXX-deu.index (repeatable); none for "
      "none. Default with --lang de: /usr/share/trans/de-en (trans-de-en) and "
      "/usr/share/dictd/freedict-{fra,ita,spa,lat,swe}-deu.index, those installed");
  if (!switches) return;
  desc.add_options()("clue",
                     "write the clue sheet NAME.clues.tsv beside each output (and put the clues "
                     "into its --svg picture); words with a clue are preferred by the fill")(
      "clued-only",
      "fill with clueable words only (the --clues lists and the thesaurus); "
      "implies --clue; cwg solve then starts from the settings of --preset clued-only (words "
      "to 9 letters), beneath any preset, config file or flag given");
}

bool wants_clues(const po::variables_map& vm) {
  return vm.count("clue") || vm.count("clued-only");
}

std::unique_ptr<ClueData> load_clue_data(const po::variables_map& vm, clues::Lang lang,
                                         const clues::Needed& answers) {
  if (vm.count("lang")) {
    const std::string name = vm["lang"].as<std::string>();
    if (name != "de" && name != "en") throw InputError("--lang '" + name + "': de or en, please");
    lang = name == "de" ? clues::Lang::De : clues::Lang::En;
  }
  return clues::load_clue_data(
      vm.count("clues") ? vm["clues"].as<std::vector<std::string>>() : std::vector<std::string>{},
      vm.count("thesaurus") ? vm["thesaurus"].as<std::string>() : std::string(), lang,
      vm.count("dictionary") ? vm["dictionary"].as<std::vector<std::string>>()
                             : std::vector<std::string>{},
      answers);
}

bool clued_fill_list(const po::variables_map& vm, const ClueData& data, clues::Field field,
                     int bonus, bool designs, WordList& list, WordList* sure,
                     clues::ClueKeys* keys) {
  const std::string why = clues::fit_fill_list(data, field, bonus, vm.count("clued-only") > 0,
                                               designs, list, sure, keys);
  if (!why.empty()) std::cerr << "cwg: --clued-only: " << why << '\n';
  return why.empty();
}

}  // namespace cwg::cli
