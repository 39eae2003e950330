#include "cli/word_control.hpp"

#include <boost/program_options.hpp>

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

}  // namespace cwg::cli
