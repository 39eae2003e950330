#include "solver/run/score_files.hpp"

#include "core/input_error.hpp"
#include "formats/cwg/cwg_io.hpp"

namespace cwg::arrowword::run {

namespace fs = std::filesystem;

ScoreInputs read_score_inputs(const std::vector<fs::path>& files,
                              const std::optional<fs::path>& spec) {
  std::error_code ec;
  if (spec && !fs::exists(*spec, ec))
    throw InputError(spec->string(), 0, 0, "no such file or folder");
  ScoreInputs in;
  in.grids.reserve(files.size());
  for (const auto& file : files) {
    in.grids.push_back(cwgfile::load(file));
    in.specs.push_back(spec ? std::optional<ArrowwordGrid>(cwgfile::load(spec_file(file, *spec)))
                            : std::nullopt);
  }
  return in;
}

std::vector<GridReport> score_grids(const std::vector<fs::path>& files, const ScoreInputs& in,
                                    const std::unordered_set<std::string>& words) {
  std::vector<GridReport> reports;
  reports.reserve(files.size());
  for (std::size_t i = 0; i < files.size(); ++i)
    reports.push_back(check_and_rate(files[i].string(), in.grids[i], &words,
                                     in.specs[i] ? &*in.specs[i] : nullptr));
  return reports;
}

}  // namespace cwg::arrowword::run
