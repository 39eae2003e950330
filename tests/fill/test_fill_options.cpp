// The options table: every row of the fill engine's table and of the solver's is read by
// some code (a knob nothing reads would be a lie in --help), and --verbose offers only the
// levels it implements.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

std::string read_all(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

/// The row names of the X-macro table `table` in `header`.
std::vector<std::string> row_names(const std::string& header) {
  std::vector<std::string> names;
  const std::regex row(R"(\bX\((\w+),)");
  for (auto it = std::sregex_iterator(header.begin(), header.end(), row);
       it != std::sregex_iterator(); ++it)
    names.push_back((*it)[1]);
  return names;
}

TEST(FillOptions, EveryRowIsRead) {
  const fs::path root = CWG_SOURCE_DIR;
  std::string tables, code;
  for (const char* t : {"fill/options.hpp", "solver/options.hpp"}) tables += read_all(root / t);
  // Code = every source of the libraries and commands that take these options, minus the
  // tables themselves and the flag/INI plumbing (it names every row through the macro).
  for (const char* dir : {"fill", "solver", "solver/run", "cli"})
    for (const auto& e : fs::directory_iterator(root / dir)) {
      const auto name = e.path().filename().string();
      if (name == "options.hpp" || name.rfind("settings", 0) == 0) continue;
      if (e.path().extension() == ".cpp" || e.path().extension() == ".hpp")
        code += read_all(e.path());
    }
  const auto names = row_names(tables);
  ASSERT_GT(names.size(), 15u);
  for (const auto& n : names) {
    const std::regex use("\\.\\s*" + n + "\\b");
    EXPECT_TRUE(std::regex_search(code, use)) << "option row '" << n << "' is read by nothing";
  }
}

TEST(FillOptions, VerboseOffersOnlyWhatIsImplemented) {
  const std::string table = read_all(fs::path(CWG_SOURCE_DIR) / "solver/options.hpp");
  const std::regex verbose(R"(X\(verbose, int, 0, 0, (\d+),)");
  std::smatch m;
  ASSERT_TRUE(std::regex_search(table, m, verbose));
  EXPECT_EQ(m[1], "1") << "--verbose promises levels that nothing prints";
}

}  // namespace
