// `cwg fill LAYOUT [options]`: fills the open fields of a fixed layout, an arrowword
// (.cwg, question fields and arrows fixed) or a black-square grid (.txt or .puz).
#include <boost/program_options.hpp>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "american/fill_file.hpp"
#include "american/stems.hpp"
#include "cli/commands.hpp"
#include "cli/fill_flags.hpp"
#include "cli/inputs.hpp"
#include "cli/io_flags.hpp"
#include "clues/english.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "core/interrupt.hpp"
#include "core/stats.hpp"
#include "core/text.hpp"
#include "dict/dictionary.hpp"
#include "dict/taste.hpp"
#include "fill/fill.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "grid/validate.hpp"
#include "puzzle/puzzle.hpp"
#include "solver/solver.hpp"

namespace cwg::cli {

using arrowword::solver::SolverOptions;
using fill::FillStatus;

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace {

/// The clue sources of fill's flags and the word list fitted to them, read before any
/// filling. --clue writes its sheet beside --out, so it needs one.
struct Words {
  std::unique_ptr<ClueData> clue_data;  ///< none without a clue flag
  WordList list;                        ///< --dict with --ban, --min-score and --clue applied
  /// An American --clued-only fill's first try: `list` without the words whose best clue is
  /// not confident (clues::fit_fill_list).
  std::optional<WordList> sure;
};

/// The Words of the flags; nullopt (exit 3, said why) when --clued-only leaves none.
std::optional<Words> read_words(const po::variables_map& vm, clues::Lang lang, clues::Field field,
                                const SolverOptions& opts) {
  if (wants_clues(vm) && !vm.count("out"))
    throw InputError("fill: --clue writes OUT.clues.tsv beside --out OUT; give --out");
  if (!wants_clues(vm) && !vm.count("clues") &&
      (vm.count("thesaurus") || vm.count("lang") || vm.count("dictionary")))
    throw InputError("fill: --lang, --thesaurus and --dictionary go with --clue");
  Words w;
  if (wants_clues(vm))
    w.clue_data = load_clue_data(vm, lang);
  else if (vm.count("clues"))  // --clues for a .puz: no thesaurus
    w.clue_data = clues::load_clue_data(vm["clues"].as<std::vector<std::string>>(), "none", lang);
  w.list = load_controlled_wordlist(vm);
  // An American grid is printed for everyone: no slur among its words (--taste 0 keeps them).
  if (lang == clues::Lang::En && opts.taste) remove_offensive(w.list, Taste::of(Taste::Lang::En));
  const bool sure = lang == clues::Lang::En && vm.count("clued-only");
  if (sure) w.sure.emplace();
  if (wants_clues(vm) && !clued_fill_list(vm, *w.clue_data, field, opts.clue_bonus, false, w.list,
                                          sure ? &*w.sure : nullptr))
    return std::nullopt;
  if (w.sure && w.sure->words.empty()) w.sure.reset();  // no thesaurus: no confidence
  return w;
}

/// Fills with Ctrl-C asking the search to stop; the seconds taken; with --verbose the search
/// figures on stderr.
template <class Fill>
auto timed_fill(const SolverOptions& opts, double& secs, Fill fill) {
  install_interrupt_handlers();
  const auto start = std::chrono::steady_clock::now();
  auto res = fill();
  secs = seconds_since(start);
  if (opts.verbose) std::cerr << "fill: " << fill::stats_text(res.stats) << '\n';
  return res;
}

/// Exit 3 and why, for a search that found no fill.
int report_no_fill(const std::string& path, FillStatus status, const std::string& reason,
                   const fill::FillStats& stats, double secs, bool interrupted) {
  std::cerr << "cwg: " << path << ": "
            << fill::no_fill_text(status, reason, secs, stats, interrupted) << '\n';
  return 3;
}

/// With --clue, the clue sheet of the filled puzzle `p` beside --out (a warning names the
/// words left without a clue).
void sheet_beside_out(const po::variables_map& vm, const Words& w, const puzzle::Puzzle& p,
                      const std::string& path, std::uint64_t seed) {
  if (!wants_clues(vm)) return;
  const clues::ClueSheet sheet =
      clues::write_clue_sheet(*w.clue_data, p, vm["out"].as<std::string>(), seed);
  if (const std::string note = clues::unclued_note(sheet); !note.empty())
    std::cerr << "cwg: " << path << ": warning: " << note << '\n';
}

void write_output(const po::variables_map& vm, const std::string& text) {
  if (vm.count("out"))
    write_file_atomic(vm["out"].as<std::string>(), text);
  else
    std::cout << text;
}

/// Whether --out names a .puz: refused for a .txt input, which has no puzzle to write.
bool out_is_puz(const po::variables_map& vm, bool from_puz) {
  const bool to_puz =
      vm.count("out") && fs::path(vm["out"].as<std::string>()).extension() == ".puz";
  if (to_puz && !from_puz)
    throw InputError(vm["out"].as<std::string>(), 0, 0,
                     "a .puz is written from a .puz input (its title, notes and sections); "
                     "use --out FILE.txt for a text grid");
  if (vm.count("clues") && !to_puz && !wants_clues(vm))
    throw InputError("fill: --clues goes with --out FILE.puz or --clue");
  return to_puz;
}

/// The black-square form, from a .txt grid or a .puz: every run of two or more open squares
/// is a word.
int fill_text(const std::string& path, const po::variables_map& vm, const SolverOptions& opts) {
  american::LayoutFile file = american::load_layout_file(path);
  american::FillOutputs out;
  out.to_puz = out_is_puz(vm, file.puzzle.has_value());
  const std::optional<Words> w = read_words(vm, clues::Lang::En, clues::Field::American, opts);
  if (!w) return 3;
  const Dictionary dict(w->list);
  double secs = 0;
  const std::optional<Dictionary> sure =
      w->sure ? std::optional<Dictionary>(std::in_place, *w->sure) : std::nullopt;
  // A word whose ranked clues are all of the lowest band: the fill mends it away.
  const american::WeakWord weak = [&](const std::string& word) {
    return clues::weak_clue_en(*w->clue_data, clues::Field::American, word);
  };
  // Two spellings of one word in one grid (TSAR and TZAR): the stem repair takes one out.
  const american::Twins twins = [](const std::string& word) {
    return clues::en::spelling_twins(word);
  };
  const american::FillResult res = timed_fill(opts, secs, [&] {
    const StopToken stop(grid_time(opts), &g_interrupted);
    return american::fill_layout_sure_first(file.grid, sure ? &*sure : nullptr, dict,
                                            fill_options(opts), stop, weak, twins);
  });
  if (res.status != FillStatus::Solved)
    return report_no_fill(path, res.status, res.reason, res.stats, secs, g_interrupted.load());
  if (res.cut) std::cerr << cut_note(path, opts);
  if (vm.count("out")) out.out = vm["out"].as<std::string>();
  out.clue_data = w->clue_data.get();
  out.clue_sheet = wants_clues(vm);
  out.seed = opts.seed;
  const auto r = american::write_filled(file, res.grid, word_set(w->list.words), out, path);
  for (const auto& m : r.messages) std::cerr << "cwg: " << path << ": " << m << '\n';
  std::cout << r.text;
  std::cerr << "filled " << path << " in " << text::fixed(secs, 2) << " s\n";
  return r.valid ? 0 : 1;
}

/// The arrowword form: question fields and arrows kept, the open fields filled.
int fill_arrowword(const std::string& path, const po::variables_map& vm,
                   const SolverOptions& opts) {
  const arrowword::ArrowwordGrid layout = cwgfile::load(path);
  arrowword::solver::check_fill_layout(layout, path);
  if (vm.count("clues") && !wants_clues(vm))
    throw InputError("fill: --clues goes with --out FILE.puz or --clue");
  const std::optional<Words> w = read_words(vm, clues::Lang::De, clues::Field::Half, opts);
  if (!w) return 3;
  const Dictionary dict(w->list);
  double secs = 0;
  const arrowword::solver::FillResult res = timed_fill(opts, secs, [&] {
    return arrowword::solver::fill_layout(layout, dict, opts, &g_interrupted);
  });
  if (res.status != FillStatus::Solved)
    return report_no_fill(path, res.status, res.reason, res.stats, secs,
                          res.status == FillStatus::Stopped);
  if (res.cut) std::cerr << cut_note(path, opts);
  const auto words = word_set(w->list.words);
  const arrowword::ValidationReport report = arrowword::validate(res.grid, &words);
  for (const auto& e : report.errors) std::cerr << "cwg: " << path << ": error: " << e << '\n';
  write_output(vm, cwgfile::format(res.grid));
  sheet_beside_out(vm, *w, puzzle::from_arrowword(res.grid), path, opts.seed);
  std::cerr << "filled " << path << " in " << text::fixed(secs, 2) << " s\n";
  return report.valid() ? 0 : 1;
}

}  // namespace

int fill_main(const std::vector<std::string>& args) {
  SolverOptions opts;
  po::options_description desc(
      "cwg fill LAYOUT [options]\n\n"
      "Fills the open fields of a fixed layout: an arrowword LAYOUT.cwg (question fields "
      "and arrows kept), a black-square GRID.txt (one line per row: '#' black, '.' empty, "
      "A-Z given; every run of two or more open squares is a word) or an Across Lite "
      "GRID.puz (black squares and the letters of the player's grid kept). Searches until a fill "
      "is found, it is proved that none exists (exit 3, naming why), or --time (default: "
      "--budget, 50 s) runs out "
      "(exit 3). --restarts and --patience do not apply.\n\noptions");
  add_help_and_dict(desc);
  desc.add_options()(
      "out,o", po::value<std::string>()->value_name("FILE"),
      "write the filled grid here (default: standard output); from a .puz, OUT.puz writes "
      "the puzzle with its solution filled and every checksum correct (its clues from --clues "
      "or --clue), OUT.txt the grid");
  add_word_control_flags(desc, false);
  add_clue_flags(desc, true);
  const auto parsed = parse_solver_command(args, desc, opts);
  if (!parsed) return 0;
  const auto& vm = *parsed;
  const std::string path = single_input(vm, "fill", "LAYOUT.cwg, GRID.txt or GRID.puz");
  if (vm.count("out")) {
    std::error_code ec;
    const fs::path out = vm["out"].as<std::string>();
    if (fs::exists(out, ec) && fs::equivalent(out, path, ec))
      throw InputError(out.string(), 0, 0,
                       "--out would overwrite the layout being filled; choose another file");
  }
  const std::string ext = fs::path(path).extension().string();
  if (ext == ".txt" || ext == ".puz") return fill_text(path, vm, opts);
  return fill_arrowword(path, vm, opts);
}

}  // namespace cwg::cli
