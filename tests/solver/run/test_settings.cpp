// The solver's settings as flags, INI keys and presets (solver/run/settings.hpp): which
// layer wins, where each value came from, the two spellings of a name, the range checks.
#include <gtest/gtest.h>

#include <boost/program_options.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/input_error.hpp"
#include "solver/run/settings.hpp"
#include "tests/test_util.hpp"

namespace {

namespace po = boost::program_options;
using namespace cwg::arrowword::run;
using cwg::arrowword::solver::SolverOptions;

/// The solver flags plus --clued-only (a switch preset) and the positional inputs.
struct Parser {
  SolverOptions opts;
  po::options_description all;
  Parser() {
    add_solver_flags(all, opts);
    all.add_options()("clued-only", "")("input", po::value<std::vector<std::string>>());
  }
  ResolvedOptions run(const std::vector<std::string>& args, const std::string& config = "",
                      const std::string& switch_preset = "") {
    return resolve_options(args, all, config, switch_preset);
  }
};

std::string temp_ini(const std::string& text) {
  const auto path = cwg::test::scratch_path("settings.ini");
  std::ofstream(path) << text;
  return path.string();
}

TEST(Settings, FlagBeatsFileBeatsPresetBeatsDefault) {
  Parser p;
  const std::string ini = temp_ini("patience = 7\nlayout_moves = 77\n");
  const ResolvedOptions r = p.run({"--preset", "fast", "--layout-moves", "99", "g.cwg"}, ini);
  EXPECT_EQ(p.opts.layout_moves, 99);  // flag over file and preset
  EXPECT_EQ(p.opts.patience, 7);       // file over preset (fast: 10)
  EXPECT_EQ(p.opts.budget, 15.0);      // preset over default (50)
  EXPECT_EQ(p.opts.max_word, 13);      // default
  EXPECT_EQ(r.sources.at("layout-moves"), OptionSource::Flag);
  EXPECT_EQ(r.sources.at("patience"), OptionSource::File);
  EXPECT_EQ(r.sources.at("budget"), OptionSource::Preset);
  EXPECT_EQ(r.sources.count("max-word"), 0u);
  EXPECT_EQ(r.vm["input"].as<std::vector<std::string>>(), std::vector<std::string>{"g.cwg"});
}

TEST(Settings, SwitchPresetOnlyWhenItsFlagIsGivenAndBelowEverythingElse) {
  Parser off;
  off.run({}, "", "clued-only");
  EXPECT_EQ(off.opts.max_word, 13);
  Parser on;
  const ResolvedOptions r = on.run({"--clued-only"}, "", "clued-only");
  EXPECT_EQ(on.opts.max_word, 9);
  EXPECT_EQ(r.sources.at("max-word"), OptionSource::Switch);
  Parser flag;
  flag.run({"--clued-only", "--max-word", "11"}, "", "clued-only");
  EXPECT_EQ(flag.opts.max_word, 11);
}

TEST(Settings, PrintConfigsHeadsEachConfigurationWithItsName) {
  Parser a, b;
  const ResolvedOptions ra = a.run({"--seed", "5"});
  const ResolvedOptions rb = b.run({"--preset", "quality"});
  std::ostringstream one, two, both;
  print_config(one, a.opts, ra);
  print_config(two, b.opts, rb);
  print_configs(both, {{a.opts, ra}, {b.opts, rb}}, {"flags", "q"});
  EXPECT_EQ(both.str(),
            "# configuration flags\n" + one.str() + "\n# configuration q\n" + two.str() + "\n");
}

TEST(Settings, PrintConfigNamesEachSourceAndReadsBack) {
  Parser p;
  const ResolvedOptions r = p.run({"--preset", "quality", "--seed", "5"});
  std::ostringstream out;
  print_config(out, p.opts, r);
  const std::string text = out.str();
  EXPECT_NE(text.find("# preset quality\n"), std::string::npos);
  EXPECT_NE(text.find("seed = 5                     # flag\n"), std::string::npos);
  EXPECT_NE(text.find("budget = 240                 # preset quality\n"), std::string::npos);
  EXPECT_NE(text.find("max-word = 13                # default\n"), std::string::npos);
  Parser back;
  back.run({}, temp_ini(text));
  EXPECT_EQ(back.opts.seed, 5u);
  EXPECT_EQ(back.opts.budget, 240.0);
  EXPECT_EQ(back.opts.layout_moves, 1000);
}

TEST(Settings, BadValuesAreInputErrorsNamingThem) {
  auto message = [](const std::vector<std::string>& args, const std::string& config = "") {
    try {
      Parser().run(args, config);
    } catch (const cwg::InputError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(message({"--patience", "0"}), "--patience 0 is out of range 1..1000000");
  EXPECT_EQ(message({"--preset", "zzz"}),
            "unknown preset 'zzz' (there are: fast, quality, clued-only)");
  EXPECT_NE(message({}, "/no/such/file.ini").find("config file cannot be read"), std::string::npos);
  const std::string ini = temp_ini("bogus_key = 1\n");
  EXPECT_NE(message({}, ini).find(ini), std::string::npos);
}

TEST(Settings, StoreArgsTakesEitherSpellingAndTheInputs) {
  Parser p;
  po::variables_map vm;
  store_args({"--layout_moves", "5", "a.cwg", "--seed=3", "b.cwg"}, p.all, vm);
  EXPECT_EQ(vm["layout-moves"].as<int>(), 5);
  EXPECT_EQ(vm["seed"].as<std::uint64_t>(), 3u);
  EXPECT_EQ(vm["input"].as<std::vector<std::string>>(),
            (std::vector<std::string>{"a.cwg", "b.cwg"}));
  po::variables_map bad;
  EXPECT_THROW(store_args({"--no-such-flag"}, p.all, bad), po::error);
}

TEST(Settings, EachBenchConfigurationIsItsFileUnderTheFlags) {
  const std::string a = temp_ini("patience = 7\nseed = 9\n");
  const std::vector<Config> configs =
      resolve_configs({"--seed", "4", "g.cwg"}, {"", a}, [](SolverOptions& opts) {
        po::options_description desc;
        add_solver_flags(desc, opts, true);
        return desc;
      });
  ASSERT_EQ(configs.size(), 2u);
  EXPECT_EQ(configs[0].opts.patience, 40);
  EXPECT_EQ(configs[0].opts.seed, 4u);
  EXPECT_EQ(configs[1].opts.patience, 7);
  EXPECT_EQ(configs[1].opts.seed, 4u) << "the flag wins over the file";
  EXPECT_EQ(configs[1].resolved.config, a);
  EXPECT_EQ(configs[1].resolved.sources.at("patience"), OptionSource::File);
}

TEST(Settings, EitherSpellingOfANameIsDashed) {
  EXPECT_EQ(dashed_flags({"--layout_moves=5", "--max_word", "a_b.cwg", "-q", "--"}),
            (std::vector<std::string>{"--layout-moves=5", "--max-word", "a_b.cwg", "-q", "--"}));
  EXPECT_EQ(dashed_ini_keys("# a_b = c\nlayout_moves = x_y\n[s_t]\nmax_word=9"),
            "# a_b = c\nlayout-moves = x_y\n[s_t]\nmax-word=9");
  EXPECT_EQ(dashed("fill_restarts"), "fill-restarts");
}

}  // namespace
