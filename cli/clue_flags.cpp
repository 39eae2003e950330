#include "cli/clue_flags.hpp"

#include <array>
#include <boost/program_options.hpp>
#include <iostream>
#include <string>
#include <vector>

#include "core/file_io.hpp"
#include "core/input_error.hpp"

namespace cwg::cli {

namespace po = boost::program_options;

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
      "another MyThes thesaurus (FILE.idx with FILE.dat beside it), or none");
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

std::unique_ptr<ClueData> load_clue_data(const po::variables_map& vm, clues::Lang lang) {
  if (vm.count("lang")) {
    const std::string name = vm["lang"].as<std::string>();
    if (name != "de" && name != "en") throw InputError("--lang '" + name + "': de or en, please");
    lang = name == "de" ? clues::Lang::De : clues::Lang::En;
  }
  auto data = std::make_unique<ClueData>();
  if (vm.count("clues"))
    for (const std::string& file : vm["clues"].as<std::vector<std::string>>())
      data->lists.add_file(file);
  const std::string thesaurus =
      vm.count("thesaurus") ? vm["thesaurus"].as<std::string>() : std::string();
  if (thesaurus != "none")
    data->thesaurus = std::make_unique<clues::Thesaurus>(
        thesaurus.empty() ? clues::default_thesaurus(lang) : std::filesystem::path(thesaurus),
        lang);
  return data;
}

bool clued_fill_list(const po::variables_map& vm, const ClueData& data, clues::Field field,
                     int bonus, bool designs, WordList& list) {
  if (!vm.count("clued-only")) {
    clues::prefer_clueable(list, clues::clueable_words(list, data.source(), field), bonus);
    return true;
  }
  const std::vector<bool> clueable =
      clues::surely_clued_words(list, data.source(), field, kSurelyCluedFrom);
  std::array<std::size_t, 6> short_words{};
  std::size_t count = 0;
  for (std::size_t i = 0; i < clueable.size(); ++i) {
    if (!clueable[i]) continue;
    ++count;
    if (list.words[i].size() < short_words.size()) ++short_words[list.words[i].size()];
  }
  std::size_t missing = 0;  // a length from 3 to 5 without a word (0: none missing)
  for (std::size_t len = 3; designs && len < short_words.size() && !missing; ++len)
    if (short_words[len] == 0) missing = len;
  if (count == 0 || missing) {
    std::cerr << "cwg: --clued-only: too few clueable words for a grid (" << count << " of "
              << list.words.size() << " in " << list.source;
    if (missing) std::cerr << ", none of " << missing << " letters";
    std::cerr << ")\n";
    return false;
  }
  clues::keep_clueable(list, clueable);
  return true;
}

puzzle::ClueMap first_clues(const clues::ClueLists& lists) {
  puzzle::ClueMap map;
  for (const std::string& word : lists.words()) map[word] = lists.candidates(word).front().text;
  return map;
}

std::filesystem::path sheet_path(const std::filesystem::path& output) {
  std::filesystem::path sheet = output;
  return sheet.replace_extension(".clues.tsv");
}

clues::ClueSheet write_clue_sheet(const ClueData& data, const puzzle::Puzzle& p,
                                  const std::filesystem::path& output, std::uint64_t seed) {
  clues::ClueSheet sheet;
  {
    const std::lock_guard<std::mutex> lock(data.busy);
    sheet = clues::clue_puzzle(p, data.source(), seed);
  }
  write_file_atomic(sheet_path(output), clues::sheet_tsv(sheet));
  return sheet;
}

std::string unclued_note(const clues::ClueSheet& sheet) {
  const auto missing = clues::unclued(sheet);
  if (missing.empty()) return {};
  std::string note = "no clue for " + std::to_string(missing.size()) + " word" +
                     (missing.size() == 1 ? "" : "s") + ":";
  for (const std::string& w : missing) note += " " + w;
  return note;
}

}  // namespace cwg::cli
