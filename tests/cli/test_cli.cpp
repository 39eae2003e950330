// The built `cwg` binary end to end: exit codes, messages on stderr, the table and the JSON.
// Grids and word lists are written to a temporary folder; the challenge samples are read
// from CWG_SHARED_DIR when present (tests that need them skip otherwise).
#include <gtest/gtest.h>
#include <unistd.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "tests/need.hpp"
#include "tests/test_util.hpp"

using cwg::test::ProcessRun;
using cwg::test::run_cwg;

namespace {

using cwg::test::quoted;
using cwg::test::read_all;

namespace fs = std::filesystem;

const fs::path kChallenge = fs::path(CWG_SHARED_DIR) / "challenge";
const fs::path kSharedDict = kChallenge / "useful" / "wordlist.txt";
const fs::path kSample1 = kChallenge / "samples" / "15x15_1_filled.cwg";
const fs::path kSample2 = kChallenge / "samples" / "15x15_2_filled.cwg";

// The README's 3x3 and a word list that makes it valid.
const char* const kReadme3x3 = "3\n3\n?L?\n?EI\n?AD\n0 0 4\n0 2 0\n1 0 3\n2 0 3\n";
const char* const kReadmeLayout = "3\n3\n?.?\n?..\n?..\n0 0 4\n0 2 0\n1 0 3\n2 0 3\n";
const char* const kReadmeWords = "lea\nid\nei\nad\n";

class Cli : public cwg::test::CwgTest {
 protected:
  fs::path readme_dict() { return write("words.txt", kReadmeWords); }
};

/// stderr holds exactly one line, "cwg: ...", that mentions `name`.
void expect_one_error_line(const ProcessRun& run, const std::string& name) {
  EXPECT_EQ(run.exit_code, 2) << run.err;
  EXPECT_EQ(run.err.rfind("cwg: ", 0), 0u) << run.err;
  EXPECT_NE(run.err.find(name), std::string::npos) << run.err;
  ASSERT_FALSE(run.err.empty());
  EXPECT_EQ(run.err.find('\n'), run.err.size() - 1) << run.err;
}

// ---- A minimal JSON reader, enough to check the shape of `--json`.

struct Json {
  enum Kind { Null, Bool, Number, String, Array, Object } kind = Null;
  bool boolean = false;
  double number = 0;
  std::string text;
  std::vector<Json> items;
  std::map<std::string, Json> members;
  bool has(const std::string& key) const { return members.count(key) > 0; }
  const Json& operator[](const std::string& key) const { return members.at(key); }
};

class JsonReader {
 public:
  explicit JsonReader(const std::string& text) : s_(text) {}
  Json document() {
    Json v = value();
    space();
    if (i_ != s_.size()) fail("trailing text");
    return v;
  }

 private:
  [[noreturn]] void fail(const std::string& what) {
    throw std::runtime_error("JSON: " + what + " at offset " + std::to_string(i_));
  }
  void space() {
    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
  }
  bool eat(char c) {
    space();
    if (i_ < s_.size() && s_[i_] == c) {
      ++i_;
      return true;
    }
    return false;
  }
  void expect(char c) {
    if (!eat(c)) fail(std::string("expected '") + c + "'");
  }
  bool word(const char* w) {
    const std::string_view sv(w);
    if (s_.compare(i_, sv.size(), sv) != 0) return false;
    i_ += sv.size();
    return true;
  }
  std::string string() {
    expect('"');
    std::string out;
    while (i_ < s_.size() && s_[i_] != '"') {
      char c = s_[i_++];
      if (static_cast<unsigned char>(c) < 0x20) fail("control character in string");
      if (c == '\\') {
        if (i_ >= s_.size()) fail("bad escape");
        const char e = s_[i_++];
        switch (e) {
          case 'n':
            out += '\n';
            break;
          case 't':
            out += '\t';
            break;
          case 'r':
            out += '\r';
            break;
          case 'b':
            out += '\b';
            break;
          case 'f':
            out += '\f';
            break;
          case 'u':
            if (i_ + 4 > s_.size()) fail("bad \\u");
            out += static_cast<char>(std::stoi(s_.substr(i_, 4), nullptr, 16));
            i_ += 4;
            break;
          case '"':
          case '\\':
          case '/':
            out += e;
            break;
          default:
            fail("bad escape");
        }
      } else {
        out += c;
      }
    }
    expect('"');
    return out;
  }
  Json value() {
    space();
    if (i_ >= s_.size()) fail("unexpected end");
    Json v;
    const char c = s_[i_];
    if (c == '{') {
      v.kind = Json::Object;
      ++i_;
      if (eat('}')) return v;
      do {
        space();
        std::string key = string();
        expect(':');
        v.members[key] = value();
      } while (eat(','));
      expect('}');
    } else if (c == '[') {
      v.kind = Json::Array;
      ++i_;
      if (eat(']')) return v;
      do v.items.push_back(value());
      while (eat(','));
      expect(']');
    } else if (c == '"') {
      v.kind = Json::String;
      v.text = string();
    } else if (word("true")) {
      v.kind = Json::Bool;
      v.boolean = true;
    } else if (word("false")) {
      v.kind = Json::Bool;
    } else if (word("null")) {
      v.kind = Json::Null;
    } else {
      std::size_t used = 0;
      try {
        v.number = std::stod(s_.substr(i_), &used);
      } catch (const std::exception&) {
        fail("bad value");
      }
      v.kind = Json::Number;
      i_ += used;
    }
    return v;
  }

  const std::string& s_;
  std::size_t i_ = 0;
};

Json parse_json(const std::string& text) {
  return JsonReader(text).document();
}

// ---- Exit codes and messages.

TEST_F(Cli, ValidGridExitsZero) {
  const fs::path grid = write("readme.cwg", kReadme3x3);
  const ProcessRun run = run_cwg({"score", grid.string(), "--dict", readme_dict().string()});
  EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("yes"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("59.17"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("65.08"), std::string::npos) << run.out;  // 59.17 * 1.1
  EXPECT_TRUE(run.err.empty()) << run.err;
}

TEST_F(Cli, ValidSampleExitsZero) {
  CWG_NEED(fs::exists(kSample2) && fs::exists(kSharedDict)) << "no challenge data";
  const ProcessRun run = run_cwg({"score", kSample2.string(), "--dict", kSharedDict.string()});
  EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("99.80"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("109.78"), std::string::npos) << run.out;
}

TEST_F(Cli, Sample1BreaksRule4) {
  CWG_NEED(fs::exists(kSample1) && fs::exists(kSharedDict)) << "no challenge data";
  const ProcessRun run = run_cwg({"score", kSample1.string(), "--dict", kSharedDict.string()});
  EXPECT_EQ(run.exit_code, 1) << run.out << run.err;
  EXPECT_NE(run.out.find("rule 4"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("(6, 1)"), std::string::npos) << run.out;
}

TEST_F(Cli, LayoutIsRatedButNotValid) {
  const fs::path grid = write("layout.cwg", kReadmeLayout);
  const ProcessRun run = run_cwg({"score", grid.string(), "--dict", readme_dict().string()});
  EXPECT_EQ(run.exit_code, 1) << run.out << run.err;
  EXPECT_NE(run.out.find("rule 1"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("59.17"), std::string::npos) << run.out;
}

TEST_F(Cli, MalformedGridExitsTwoNamingIt) {
  const fs::path grid = write("broken_grid.cwg", "2\n3\n?AB\n?C\n0 0 3\n");
  const ProcessRun run = run_cwg({"score", grid.string(), "--dict", readme_dict().string()});
  expect_one_error_line(run, "broken_grid.cwg");
}

TEST_F(Cli, ParseErrorInAnyFileGivesNoHalfReport) {
  const fs::path good = write("a_good.cwg", kReadme3x3);
  const fs::path bad = write("b_bad.cwg", "1\n3\n?A*\n0 0 3\n");
  const ProcessRun run =
      run_cwg({"score", good.string(), bad.string(), "--dict", readme_dict().string()});
  expect_one_error_line(run, "b_bad.cwg");
  EXPECT_TRUE(run.out.empty()) << run.out;
}

TEST_F(Cli, MissingFileExitsTwoNamingIt) {
  const ProcessRun run =
      run_cwg({"score", (dir_ / "no_such_grid.cwg").string(), "--dict", readme_dict().string()});
  expect_one_error_line(run, "no_such_grid.cwg");
}

// An input is never changed: render or clue with -o naming the grid itself is refused.
TEST_F(Cli, OutputOntoTheInputIsRefused) {
  const fs::path grid = write("readme.cwg", kReadme3x3);
  const fs::path clues = write("clues.txt", "LEA\tMeadow\n");
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"render", grid.string(), "-o", grid.string()},
        std::vector<std::string>{"clue", grid.string(), "--thesaurus", "none", "--clues",
                                 clues.string(), "-o", grid.string()}}) {
    const ProcessRun run = run_cwg(args);
    expect_one_error_line(run, "is the input itself");
    EXPECT_EQ(read_all(grid), kReadme3x3) << args[0];
  }
}

TEST_F(Cli, MissingDictExitsTwoNamingIt) {
  const fs::path grid = write("readme.cwg", kReadme3x3);
  const ProcessRun run =
      run_cwg({"score", grid.string(), "--dict", (dir_ / "no_such_words.txt").string()});
  expect_one_error_line(run, "no_such_words.txt");
}

// Started elsewhere without inputs, bench reads the checkout's test_cases/ as solve does
// (every grid read, then the word list, which is missing here), not ./test_cases.
TEST_F(Cli, BenchWithoutInputsReadsTheCheckoutsTestCases) {
  cwg::test::RunOptions elsewhere;
  elsewhere.cwd = dir_.string();
  const ProcessRun run =
      run_cwg({"bench", "--dict", (dir_ / "no_such_words.txt").string()}, elsewhere);
  expect_one_error_line(run, "no_such_words.txt");
  EXPECT_EQ(run.err.find("test_cases"), std::string::npos) << run.err;
}

TEST_F(Cli, UsageErrorsExitTwo) {
  ProcessRun run = run_cwg({"score", "--no-such-option"});
  expect_one_error_line(run, "--no-such-option");
  run = run_cwg({"score"});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_FALSE(run.err.empty());
}

TEST_F(Cli, Help) {
  const ProcessRun run = run_cwg({"score", "--help"});
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_NE(run.out.find("usage: cwg score"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("--dict"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("--spec"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("--json"), std::string::npos) << run.out;
}

TEST_F(Cli, FolderStandsForItsGrids) {
  write("grids/b.cwg", kReadmeLayout);
  write("grids/a.cwg", kReadme3x3);
  write("grids/notes.txt", "not a grid");
  const ProcessRun run =
      run_cwg({"score", "--json", (dir_ / "grids").string(), "--dict", readme_dict().string()});
  EXPECT_EQ(run.exit_code, 1) << run.err;
  const Json doc = parse_json(run.out);
  ASSERT_EQ(doc.items.size(), 2u);
  EXPECT_EQ(fs::path(doc.items[0]["file"].text).filename(), "a.cwg");
  EXPECT_TRUE(doc.items[0]["valid"].boolean);
  EXPECT_EQ(fs::path(doc.items[1]["file"].text).filename(), "b.cwg");
  EXPECT_FALSE(doc.items[1]["valid"].boolean);
  EXPECT_EQ(doc.items[1]["unfilled"].number, 5);
}

// ---- --spec

TEST_F(Cli, SpecFileAndFolder) {
  const fs::path grid = write("readme.cwg", kReadme3x3);
  const fs::path spec = write("specs/readme.cwg", "3\n3\n...\n...\n...\n");
  const std::string dict = readme_dict().string();
  EXPECT_EQ(run_cwg({"score", grid.string(), "--dict", dict, "--spec", spec.string()}).exit_code,
            0);
  EXPECT_EQ(run_cwg({"score", grid.string(), "--dict", dict, "--spec", (dir_ / "specs").string()})
                .exit_code,
            0);

  // A spec of another size is a mismatch: the grid is not valid.
  const fs::path other = write("other.cwg", "3\n4\n....\n....\n....\n");
  const ProcessRun mismatch =
      run_cwg({"score", grid.string(), "--dict", dict, "--spec", other.string()});
  EXPECT_EQ(mismatch.exit_code, 1) << mismatch.out << mismatch.err;

  // No grid of the same name in the spec folder: bad input.
  fs::create_directories(dir_ / "empty_specs");
  write("empty_specs/something_else.cwg", "3\n3\n...\n...\n...\n");
  const ProcessRun missing =
      run_cwg({"score", grid.string(), "--dict", dict, "--spec", (dir_ / "empty_specs").string()});
  expect_one_error_line(missing, "readme.cwg");
}

// ---- --json

TEST_F(Cli, JsonHasEveryKey) {
  std::vector<std::string> args = {"score", "--json"};
  std::string dict = readme_dict().string();
  const bool shared = fs::exists(kSample1) && fs::exists(kSample2) && fs::exists(kSharedDict);
  if (shared) {
    args.push_back(kSample1.string());
    args.push_back(kSample2.string());
    dict = kSharedDict.string();
  } else {
    args.push_back(write("readme.cwg", kReadme3x3).string());
  }
  args.push_back("--dict");
  args.push_back(dict);
  const ProcessRun run = run_cwg(args);
  EXPECT_EQ(run.exit_code, shared ? 1 : 0) << run.err;

  const Json doc = parse_json(run.out);
  ASSERT_EQ(doc.kind, Json::Array);
  ASSERT_EQ(doc.items.size(), shared ? 2u : 1u);
  for (const Json& g : doc.items) {
    ASSERT_EQ(g.kind, Json::Object);
    for (const char* key : {"file", "valid", "unfilled", "errors", "warnings", "ratings", "score",
                            "bonus_score", "figures"})
      EXPECT_TRUE(g.has(key)) << key;
    EXPECT_EQ(g["file"].kind, Json::String);
    EXPECT_EQ(g["valid"].kind, Json::Bool);
    EXPECT_EQ(g["unfilled"].kind, Json::Number);
    EXPECT_EQ(g["errors"].kind, Json::Array);
    EXPECT_EQ(g["warnings"].kind, Json::Array);
    ASSERT_EQ(g["ratings"].items.size(), 6u);
    double sum = 0;
    for (const Json& r : g["ratings"].items) {
      EXPECT_GE(r.number, 0);
      EXPECT_LE(r.number, 100);
      sum += r.number;
    }
    EXPECT_NEAR(g["score"].number, sum / 6, 1e-5);
    const double bonus = g["valid"].boolean ? g["score"].number * 1.1 : g["score"].number;
    EXPECT_NEAR(g["bonus_score"].number, bonus, 1e-5);
    const Json& f = g["figures"];
    for (const char* key : {"fields", "question_fields", "letters", "words", "uncrossed", "dead",
                            "double_fields", "question_pct", "uncrossed_pct", "double_pct",
                            "length_counts", "length_share", "cluster_sizes"})
      EXPECT_TRUE(f.has(key)) << key;
    EXPECT_EQ(f["length_share"].items.size(), 8u);
  }
  if (shared) {
    EXPECT_FALSE(doc.items[0]["valid"].boolean);
    ASSERT_FALSE(doc.items[0]["errors"].items.empty());
    EXPECT_NE(doc.items[0]["errors"].items[0].text.find("rule 4"), std::string::npos);
    EXPECT_TRUE(doc.items[1]["valid"].boolean);
    EXPECT_NEAR(doc.items[1]["score"].number, 99.80, 0.005);
    EXPECT_NEAR(doc.items[1]["bonus_score"].number, 109.78, 0.005);
  } else {
    EXPECT_NEAR(doc.items[0]["score"].number, 59.17, 0.005);
  }
}

TEST_F(Cli, JsonEscapesFileNames) {
  const fs::path grid = write("we\"ird\\name\t.cwg", kReadme3x3);
  const ProcessRun run =
      run_cwg({"score", "--json", grid.string(), "--dict", readme_dict().string()});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  const Json doc = parse_json(run.out);
  ASSERT_EQ(doc.items.size(), 1u);
  EXPECT_EQ(doc.items[0]["file"].text, grid.string());
}

}  // namespace
