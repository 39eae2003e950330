#include "solver/run/results.hpp"

#include <set>

#include "core/input_error.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "grid/solution_word.hpp"
#include "grid/validate.hpp"
#include "scoring/ratings.hpp"

namespace cwg::arrowword::run {

namespace fs = std::filesystem;

Verdict judge(const ArrowwordGrid& grid, bool valid, const Requirements& req) {
  Verdict v;
  v.ok = valid;
  if (v.ok && !req.theme_words.empty()) {
    const std::vector<std::string> qw = question_words(grid);
    const std::set<std::string> grid_words(qw.begin(), qw.end());
    for (const std::string& word : req.theme_words)
      if (!grid_words.count(word)) v.theme_missing += " " + word;
    v.ok = v.theme_missing.empty();
  }
  if (v.ok && !req.solution_word.empty()) {
    v.solution_fields = pick_solution_fields(grid, req.solution_word, &v.unspellable);
    v.ok = !v.solution_fields.empty();
  }
  return v;
}

std::optional<KeptGrid> valid_grid_at(const fs::path& path, const ArrowwordGrid* spec,
                                      const std::unordered_set<std::string>& words) {
  std::error_code ec;
  if (!fs::is_regular_file(path, ec)) return std::nullopt;
  try {
    const ArrowwordGrid grid = cwgfile::load(path);
    ValidationReport check = validate(grid, &words);
    if (spec) check_against_spec(grid, *spec, check);
    if (!check.valid()) return std::nullopt;
    return KeptGrid{cwgfile::format(grid), rate(grid).score};
  } catch (const InputError&) {
    return std::nullopt;  // not a grid we can use: a new one replaces it
  }
}

std::map<std::string, ArrowwordGrid> read_cases(const fs::path& folder) {
  std::map<std::string, ArrowwordGrid> cases;
  std::error_code ec;
  if (!fs::is_directory(folder, ec)) return cases;
  for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
    if (it->path().extension() != ".cwg") continue;
    try {
      cases.emplace(it->path().filename().string(), cwgfile::load(it->path()));
    } catch (const InputError&) {
      continue;  // a test case we cannot read gives no spec; its grid is still validated
    }
  }
  return cases;
}

std::vector<std::pair<std::string, std::string>> submission(
    const fs::path& out_dir, const std::map<std::string, const ArrowwordGrid*>& specs,
    const std::unordered_set<std::string>& words) {
  std::vector<std::pair<std::string, std::string>> entries;
  for (const auto& [name, spec] : specs)
    if (auto grid = valid_grid_at(out_dir / name, spec, words))
      entries.emplace_back(name, grid->text);
  return entries;
}

}  // namespace cwg::arrowword::run
