// `cwg info` of .puz and .ipuz files: one loop over the files, each family's report.
#include "export/puzzle_info.hpp"

#include <algorithm>
#include <functional>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/extension.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "formats/puz/info_json.hpp"
#include "formats/puz/info_text.hpp"
#include "formats/puz/io.hpp"
#include "formats/puz/summary.hpp"
#include "puzzle/info_json.hpp"
#include "puzzle/ipuz/ipuz.hpp"

namespace cwg::page {

namespace {

using Json = nlohmann::ordered_json;

/// A readable file's report (its text, or its object appended to `all`) and its exit code.
using Report = std::function<int(const std::string& file, std::ostream& out, Json& all)>;
/// The object of a file that cannot be read.
using Unreadable = std::function<Json(const std::string& file, const std::string& message)>;

int info_files(const std::vector<std::string>& files, bool as_json, const Report& report,
               const Unreadable& unreadable, std::ostream& out, std::ostream& err) {
  Json all = Json::array();
  int code = 0;
  for (const std::string& file : files) {
    try {
      code = std::max(code, report(file, out, all));
    } catch (const InputError& e) {
      // The other files are still reported; the run ends with exit 2.
      err << "cwg: " << e.what() << '\n';
      if (as_json) all.push_back(unreadable(file, e.what()));
      code = 2;
    }
  }
  // A file name need not be UTF-8: replace what is not, rather than fail.
  if (as_json) out << all.dump(2, ' ', false, Json::error_handler_t::replace) << '\n';
  return code;
}

}  // namespace

int info_puz(const std::vector<std::string>& files, bool as_json, std::ostream& out,
             std::ostream& err) {
  const Report report = [as_json](const std::string& file, std::ostream& o, Json& all) {
    const puz::Puzzle p = puz::load(file);
    const puz::Summary s = puz::summarize(p, file);
    if (as_json)
      all.push_back(puz::info_json(file, p, s));
    else
      o << puz::info_text(file, p, s);
    return s.errors.empty() ? 0 : 1;
  };
  return info_files(files, as_json, report, puz::unreadable_json, out, err);
}

int info_ipuz(const std::vector<std::string>& files, bool as_json, std::ostream& out,
              std::ostream& err) {
  const Report report = [as_json](const std::string& file, std::ostream& o, Json& all) {
    const puzzle::Puzzle p = ipuz::parse_ipuz(read_file(file), file);
    if (as_json)
      all.push_back(puzzle::info_json(file, "ipuz", p));
    else
      o << puzzle::info_text(file, "ipuz", p);
    return 0;
  };
  const Unreadable unreadable = [](const std::string& file, const std::string& message) {
    return puzzle::unreadable_json(file, "ipuz", message);
  };
  return info_files(files, as_json, report, unreadable, out, err);
}

std::string info_family(const std::string& file) {
  const std::string ext = lower_extension(file);
  if (ext == ".puz" || ext == ".ipuz") return ext.substr(1);
  if (ext == ".gcg" || ext == ".cgp") return "game";
  return "unknown";
}

std::vector<InfoRun> info_runs(const std::vector<InfoRun>& inputs) {
  std::vector<InfoRun> runs;
  for (const InfoRun& in : inputs) {
    if (runs.empty() || runs.back().family != in.family || in.family == "unknown")
      runs.push_back({in.family, {}});
    runs.back().args.insert(runs.back().args.end(), in.args.begin(), in.args.end());
  }
  return runs;
}

int info_mixed(const std::vector<InfoRun>& runs, bool as_json, const FamilyInfo& info,
               std::ostream& out, std::ostream& err) {
  Json all = Json::array();
  int code = 0;
  for (const InfoRun& run : runs) {
    try {
      if (run.family == "unknown")
        throw InputError(run.args.front(), 0, 0,
                         "not a file cwg info knows (.puz, .ipuz, .gcg or .cgp)");
      if (!as_json) {
        code = std::max(code, info(run, out));
        continue;
      }
      // Each family writes its own array: read back here and joined into one.
      std::ostringstream part;
      code = std::max(code, info(run, part));
      const Json objects = Json::parse(part.str(), nullptr, false);
      if (objects.is_array())
        for (const Json& o : objects) all.push_back(o);
    } catch (const InputError& e) {
      // As each family's info does for a file it cannot read: said, and the others go on.
      code = 2;
      err << "cwg: " << e.what() << '\n';
      if (as_json)
        all.push_back({{"file", run.args.front()},
                       {"format", nullptr},
                       {"valid", false},
                       {"errors", {e.what()}}});
    }
  }
  if (as_json) out << all.dump(2, ' ', false, Json::error_handler_t::replace) << '\n';
  return code;
}

}  // namespace cwg::page
