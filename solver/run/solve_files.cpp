#include "solver/run/solve_files.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <optional>

#include "clues/fill_words.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "grid/solution_word.hpp"
#include "puzzle/puzzle.hpp"
#include "render/render.hpp"
#include "scoring/ratings.hpp"
#include "solver/run/outputs.hpp"
#include "solver/run/zip.hpp"

namespace cwg::arrowword::run {

namespace fs = std::filesystem;

fs::path cases_folder() {
  return checkout_file("test_cases");
}

std::vector<std::string> inputs_or_cases(const std::vector<std::string>& given) {
  return given.empty() ? std::vector<std::string>{cases_folder().string()} : given;
}

std::vector<fs::path> expand_cwg_inputs(const std::vector<std::string>& args) {
  std::vector<fs::path> files;
  std::vector<std::string> problems;
  for (const auto& arg : args) {
    const fs::path path(arg);
    std::error_code ec;
    if (!fs::is_directory(path, ec)) {
      // Read later: its reader names it, with why it can't be read, together with the
      // problems of every other input.
      files.push_back(path);
      continue;
    }
    std::vector<fs::path> found;
    for (fs::directory_iterator it(path, ec), end; !ec && it != end; it.increment(ec))
      if (it->path().extension() == ".cwg" && !fs::is_directory(it->path(), ec))
        found.push_back(it->path());
    if (ec) {
      problems.push_back(InputError(arg, 0, 0, "folder cannot be read: " + ec.message()).what());
      continue;
    }
    if (found.empty()) {
      problems.push_back(InputError(arg, 0, 0, "folder holds no .cwg file").what());
      continue;
    }
    std::sort(found.begin(), found.end());
    files.insert(files.end(), found.begin(), found.end());
  }
  if (!problems.empty()) {
    // One message, a line per problem; main() puts "cwg: " before the first.
    std::string all = problems[0];
    for (std::size_t i = 1; i < problems.size(); ++i) all += "\ncwg: " + problems[i];
    throw InputError(all);
  }
  return files;
}

std::vector<std::string> name_collisions(const std::vector<fs::path>& files) {
  std::vector<std::string> problems;
  std::map<std::string, int> names;
  for (const auto& f : files)
    if (++names[f.filename().string()] == 2)
      problems.push_back(f.string() + ": two inputs share the name " + f.filename().string() +
                         "; their outputs would collide");
  return problems;
}

std::vector<std::string> theme_problems(const std::vector<ThemeWord>& theme,
                                        const std::string& theme_file,
                                        const std::vector<ArrowwordGrid>& grids,
                                        const std::vector<fs::path>& files) {
  std::vector<std::string> problems;
  for (const ThemeWord& t : theme)
    for (std::size_t g = 0; g < grids.size(); ++g)
      if (static_cast<int>(t.word.size()) > std::max(grids[g].rows, grids[g].cols))
        problems.push_back(InputError(theme_file, t.line, 1,
                                      "theme word " + t.word + " (" +
                                          std::to_string(t.word.size()) +
                                          " letters) is longer than " + files[g].string() + " (" +
                                          std::to_string(grids[g].rows) + " x " +
                                          std::to_string(grids[g].cols) + ")")
                               .what());
  return problems;
}

ThemedGrids place_theme(const std::vector<ArrowwordGrid>& grids, const std::vector<fs::path>& files,
                        const std::vector<std::string>& words, std::uint64_t seed) {
  ThemedGrids out;
  for (std::size_t g = 0; g < grids.size(); ++g) {
    ThemeResult r = place_theme_words(grids[g], words, seed + g);
    if (!r.not_placed.empty()) {
      std::string message = files[g].string() + ": no place for the theme words:";
      for (const auto& w : r.not_placed) message += ' ' + w;
      out.problems.push_back(message);
    }
    out.placements.push_back(r.placed);
    out.grids.push_back(std::move(r.grid));
  }
  return out;
}

std::vector<std::string> write_theme(SolveInputs& in, std::uint64_t seed) {
  in.placements.resize(in.grids.size());
  if (in.theme.empty()) return {};
  ThemedGrids themed = place_theme(in.grids, in.files, in.requirements.theme_words, seed);
  if (!themed.problems.empty()) return themed.problems;
  in.themed = std::move(themed.grids);
  in.placements = std::move(themed.placements);
  add_theme_words(in.list, in.theme);
  return {};
}

void read_grids_and_words(const std::vector<std::string>& inputs, const fs::path& dict,
                          const fs::path& out_dir, const fs::path& zip, const WordControl& control,
                          SolveInputs& in, std::vector<std::string>& problems) {
  in.files = expand_cwg_inputs(inputs);
  for (const auto& f : in.files) {
    try {
      in.grids.push_back(cwgfile::load(f));
    } catch (const InputError& e) {
      problems.push_back(e.what());
    }
  }
  for (auto& p : output_problems(in.files, dict, out_dir, zip)) problems.push_back(p);
  for (auto& p : name_collisions(in.files)) problems.push_back(p);
  try {
    in.list = load_wordlist(dict);
  } catch (const InputError& e) {
    problems.push_back(e.what());
  }
  apply_word_control(control, in.list, problems);
}

void read_theme_words(const WordControl& control, SolveInputs& in,
                      std::vector<std::string>& problems) {
  in.theme = read_theme(control, problems);
  for (const ThemeWord& t : in.theme) in.requirements.theme_words.push_back(t.word);
  if (!in.theme.empty())
    for (auto& p : theme_problems(in.theme, *control.theme, in.grids, in.files))
      problems.push_back(p);
}

namespace {

/// The clue sheet of `grid` beside `output` (and its clues into `clue_text`), and with `svg`
/// its picture with those clues; returns the sheet's warning.
std::string clue_and_draw(const fs::path& output, const ArrowwordGrid& grid,
                          const std::vector<int>& solution_fields, const clues::ClueData* clue_data,
                          bool svg, std::uint64_t seed) {
  puzzle::ClueMap clue_text;
  std::string note;
  if (clue_data) {
    const clues::ClueSheet sheet =
        clues::write_clue_sheet(*clue_data, puzzle::from_arrowword(grid), output, seed);
    note = clues::unclued_note(sheet);
    clue_text = clues::clue_map(sheet);
  }
  if (!svg) return note;
  render::RenderOptions picture;
  picture.solution_fields = solution_fields;
  if (clue_data) picture.clues = &clue_text;
  write_file_atomic(fs::path(output).replace_extension(".svg"), render::render_svg(grid, picture));
  return note;
}

}  // namespace

std::string write_grid_files(const fs::path& output, const ArrowwordGrid& made,
                             const std::optional<KeptGrid>& kept,
                             const std::vector<int>& made_fields, const std::string& solution_word,
                             const clues::ClueData* clue_data, bool svg, std::uint64_t seed) {
  if (!kept) {
    write_file_atomic(output, cwgfile::format(made));
    return clue_and_draw(output, made, made_fields, clue_data, svg, seed);
  }
  if (!clue_data) return {};
  // A kept grid's sheet is new, so its picture is redrawn to show the same clues.
  const ArrowwordGrid grid = cwgfile::parse(kept->text, output.filename().string());
  return clue_and_draw(
      output, grid,
      solution_word.empty() ? std::vector<int>() : pick_solution_fields(grid, solution_word),
      clue_data, svg, seed);
}

GridRow grid_row(const SolveInputs& in, std::size_t g, const fs::path& out_dir,
                 const BatchOutcome& outcome) {
  GridRow row;
  row.name = in.files[g].filename().string();
  row.file = in.files[g].string();
  row.output = (out_dir / row.name).string();
  row.outcome = &outcome;
  return row;
}

solver::GridCheck clue_check(const SolveInputs& in) {
  if (!in.clued_only || !in.clue_data) return {};
  // The keys come made with the list, before the run's clock starts: made at a grid's first
  // word left without a clue they took 4.5-7 s of CPU out of a 40x40's first round, under the
  // clue data's lock, and a 40x40 at load could end its round without a fill.
  const clues::ClueData* data = in.clue_data.get();
  const clues::ClueKeys* keys = &in.clue_keys;
  // The words left without a clue, and the list's words whose every clue the grid has used
  // (they would go without one too if the refill brought them in).
  return [data, keys](const ArrowwordGrid& grid, std::uint64_t seed) {
    const std::lock_guard<std::mutex> lock(data->busy);
    const clues::ClueSheet sheet =
        clues::clue_puzzle(puzzle::from_arrowword(grid), data->source(), seed);
    std::vector<std::string> out = clues::unclued(sheet);
    if (out.empty()) return out;
    std::vector<std::string> used;
    std::unordered_set<std::string> in_grid;
    for (const clues::SheetRow& r : sheet.rows) {
      in_grid.insert(r.entry.answer);
      if (!r.entry.clue.empty()) used.push_back(clues::repeat_key(r.entry.clue));
    }
    for (std::string& w : keys->all_taken(used))
      if (!in_grid.count(w)) out.push_back(std::move(w));
    return out;
  };
}

solver::GridCheck weak_check(const SolveInputs& in) {
  const clues::ClueData* data = in.clue_data.get();
  if (!in.clued_only || !data || !data->dictionary || !data->thesaurus ||
      data->thesaurus->lang() != clues::Lang::De)
    return {};
  struct Known {
    std::map<std::string, bool> weak;  // per word asked so far
    std::mutex busy;
  };
  auto known = std::make_shared<Known>();
  return [data, known](const ArrowwordGrid& grid, std::uint64_t) {
    std::vector<std::string> out;
    WordList ask;
    const puzzle::Puzzle p = puzzle::from_arrowword(grid);
    const std::lock_guard<std::mutex> lock(known->busy);
    for (const puzzle::Entry& e : p.entries)
      if (!e.answer.empty() && !known->weak.count(e.answer)) ask.words.push_back(e.answer);
    std::sort(ask.words.begin(), ask.words.end());
    ask.words.erase(std::unique(ask.words.begin(), ask.words.end()), ask.words.end());
    if (!ask.words.empty()) {
      std::vector<int> sure;
      const std::lock_guard<std::mutex> reading(data->busy);
      clues::surely_clued_words(ask, data->source(), clues::Field::Half, clues::kSurelyCluedFrom,
                                &sure);
      for (std::size_t i = 0; i < ask.words.size(); ++i)
        known->weak[ask.words[i]] = sure[i] < kWeakBelow;
    }
    for (const puzzle::Entry& e : p.entries)
      if (!e.answer.empty() && known->weak[e.answer]) out.push_back(e.answer);
    return out;
  };
}

Tally finish_grid(GridRow& row, const SolveInputs& in, std::size_t g,
                  const std::unordered_set<std::string>& words, const WordScores& scores,
                  bool force, bool svg, std::uint64_t seed) {
  Tally tally;
  const BatchOutcome& outcome = *row.outcome;
  row.earlier = valid_grid_at(row.output, &in.grids[g], words);
  if (row.earlier) tally.final_score = row.earlier->score;
  if (outcome.interrupted) return tally;
  row.verdict = judge(outcome.result.grid, outcome.valid, in.requirements);
  tally.ok = row.verdict.ok;
  row.bonus = bonus_score(outcome.ratings.score, tally.ok);
  row.word_score_mean = scores.mean(outcome.result.grid);
  row.theme = in.placements[g];
  if (!tally.ok) return tally;
  if (keeps_earlier(row.earlier, outcome.ratings.score, force)) row.kept = row.earlier;
  row.clue_note =
      write_grid_files(row.output, outcome.result.grid, row.kept, row.verdict.solution_fields,
                       in.requirements.solution_word, in.clue_data.get(), svg, seed);
  if (!row.kept) tally.final_score = outcome.ratings.score;
  return tally;
}

std::size_t write_submission(const fs::path& out_dir, const fs::path& zip, const fs::path& cases,
                             const std::vector<fs::path>& files,
                             const std::vector<ArrowwordGrid>& grids,
                             const std::unordered_set<std::string>& words) {
  const std::map<std::string, ArrowwordGrid> case_grids = read_cases(cases);
  std::map<std::string, const ArrowwordGrid*> specs;
  for (const auto& [name, grid] : case_grids) specs[name] = &grid;
  for (std::size_t g = 0; g < grids.size(); ++g) specs[files[g].filename().string()] = &grids[g];
  const auto entries = submission(out_dir, specs, words);
  if (!entries.empty()) write_zip(zip, entries);
  return entries.size();
}

}  // namespace cwg::arrowword::run
