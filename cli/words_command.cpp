// `cwg words FILE.cwg [--json | --tsv]`: every word of an arrowword with its question field,
// arrow, start, direction and length: the list a puzzle maker writes clues for. --tsv is a
// template with an empty clue column that `cwg render --clues` reads back.
#include <boost/program_options.hpp>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "arrowword/grid.hpp"
#include "cli/commands.hpp"
#include "cli/grid_json.hpp"
#include "cli/run_support.hpp"
#include "core/input_error.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "puzzle/clue_sheet.hpp"

namespace cwg::cli {

using arrowword::arrow_name;
using arrowword::ArrowwordGrid;
using arrowword::Dir;
using arrowword::Question;
using arrowword::Slot;
using arrowword::slot_text;
using arrowword::word_slots;

namespace po = boost::program_options;

namespace {

const char* dir_name(Dir d) {
  return d == Dir::Right ? "across" : "down";
}

}  // namespace

int words_main(const Args& args) {
  po::options_description desc(
      "cwg words FILE.cwg [--json | --tsv]\n\n"
      "Lists every word of the grid: its question field (row and column counted from 0, as\n"
      "in the .cwg file), the arrow type, where the word starts, its direction and length,\n"
      "and the word itself (with '.' where the grid has no letter yet). --tsv writes a\n"
      "template with an empty clue column: fill it in and give it to cwg render --clues.\n\n"
      "options");
  desc.add_options()("help,h", "show this help")(
      "json", "print a JSON array of one object: the file, its words, the solution word's fields")(
      "tsv", "print tab-separated columns with a header and an empty clue column")(
      "solution-word", po::value<std::string>()->value_name("WORD"),
      "also list the fields, numbered 1..n, whose letters spell WORD (as cwg render "
      "--solution-word marks them)");
  const auto parsed = parse_command("words", args, desc);
  if (!parsed) return 0;
  const po::variables_map& vm = *parsed;
  if (vm.count("json") && vm.count("tsv"))
    throw InputError("words: --json and --tsv exclude each other");
  const std::string path = single_input(vm, "words", "FILE.cwg");
  const ArrowwordGrid grid = cwgfile::load(path);
  const std::vector<Slot> slots = word_slots(grid);
  std::vector<int> solution;
  if (vm.count("solution-word"))
    solution = solution_fields_or_throw(grid, vm["solution-word"].as<std::string>(), path);

  struct Row {
    const Question* q;
    const Slot* slot;
    std::string word;
  };
  std::vector<Row> rows;
  for (const Slot& slot : slots) {
    if (slot.length == 0) continue;  // an arrow into nothing: the validator's business
    rows.push_back(
        {&grid.questions[static_cast<std::size_t>(slot.question)], &slot, slot_text(grid, slot)});
  }

  if (vm.count("json")) {
    nlohmann::ordered_json doc;
    doc["file"] = path;
    doc["format"] = "cwg";
    nlohmann::ordered_json& all = doc["words"] = nlohmann::ordered_json::array();
    for (const Row& r : rows) {
      nlohmann::ordered_json w;
      w["question"] = {{"row", r.q->row}, {"col", r.q->col}};
      w["arrow"] = r.q->type;
      w["arrow_name"] = arrow_name(r.q->type);
      w["start"] = {{"row", r.slot->row}, {"col", r.slot->col}};
      w["direction"] = dir_name(r.slot->dir);
      w["length"] = r.slot->length;
      w["word"] = r.word;
      all.push_back(std::move(w));
    }
    doc["solution_word"] = nullptr;
    if (!solution.empty()) {
      nlohmann::ordered_json& sw = doc["solution_word"];
      sw["word"] = "";
      for (std::size_t k = 0; k < solution.size(); ++k) {
        const int f = solution[k];
        const char letter = grid.fields[static_cast<std::size_t>(f)];
        sw["word"] = sw["word"].get<std::string>() + letter;
        sw["fields"].push_back({{"number", k + 1},
                                {"row", f / grid.cols},
                                {"col", f % grid.cols},
                                {"letter", std::string(1, letter)}});
      }
    }
    // One object per input file inside an array, as every --json output (README).
    std::cout << dump_json(nlohmann::ordered_json::array({std::move(doc)})) << '\n';
  } else if (vm.count("tsv")) {
    std::cout << puzzle::kWordsTsvHeader << "start_row\tstart_col\tdirection\tlength\tword\tclue\n";
    for (const Row& r : rows)
      std::cout << r.q->row << '\t' << r.q->col << '\t' << r.q->type << '\t' << r.slot->row << '\t'
                << r.slot->col << '\t' << dir_name(r.slot->dir) << '\t' << r.slot->length << '\t'
                << r.word << "\t\n";
  } else {
    std::printf("%-9s %-18s %-9s %-7s %6s  %s\n", "question", "arrow", "start", "dir", "length",
                "word");
    for (const Row& r : rows) {
      const std::string q = std::to_string(r.q->row) + "," + std::to_string(r.q->col);
      const std::string arrow = std::to_string(r.q->type) + " " + arrow_name(r.q->type);
      const std::string start = std::to_string(r.slot->row) + "," + std::to_string(r.slot->col);
      std::printf("%-9s %-18s %-9s %-7s %6d  %s\n", q.c_str(), arrow.c_str(), start.c_str(),
                  dir_name(r.slot->dir), r.slot->length, r.word.c_str());
    }
    std::printf("%zu words\n", rows.size());
    if (!solution.empty()) {
      std::printf("solution word:");
      for (std::size_t k = 0; k < solution.size(); ++k)
        std::printf(" %zu=%c(%d,%d)", k + 1, grid.fields[static_cast<std::size_t>(solution[k])],
                    solution[k] / grid.cols, solution[k] % grid.cols);
      std::printf("\n");
    }
  }
  return 0;
}

}  // namespace cwg::cli
