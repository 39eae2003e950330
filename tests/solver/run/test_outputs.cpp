// Where a solve run writes (solver/run/outputs.hpp), checked before any work, on files
// made in a temporary folder.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "solver/run/outputs.hpp"

namespace {

namespace fs = std::filesystem;
using cwg::arrowword::run::not_writable;
using cwg::arrowword::run::output_problems;

class Outputs : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("cwg_run_outputs_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path write(const std::string& name, const std::string& text) {
    const fs::path p = dir_ / name;
    fs::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary) << text;
    return p;
  }
  fs::path dir_;
};

TEST_F(Outputs, ProtectTheInputs) {
  const fs::path a = write("in/a.cwg", "1\n1\n?\n");
  const fs::path words = write("words.txt", "ab\n");
  EXPECT_TRUE(output_problems({a}, words, dir_ / "out", dir_ / "r.zip").empty());
  EXPECT_TRUE(output_problems({a}, words, dir_ / "in2", "r.zip").empty());
  auto has = [](const std::vector<std::string>& problems, const std::string& text) {
    for (const auto& p : problems)
      if (p.find(text) != std::string::npos) return true;
    return false;
  };
  EXPECT_TRUE(has(output_problems({a}, words, dir_ / "in", dir_ / "r.zip"), "would overwrite"));
  EXPECT_TRUE(has(output_problems({a}, words, dir_ / "in" / ".." / "in", dir_ / "r.zip"),
                  "would overwrite this input"));
  EXPECT_TRUE(has(output_problems({a}, words, dir_ / "out", a), "--zip"));
  EXPECT_TRUE(has(output_problems({a}, words, dir_ / "out", words), "word list"));
  EXPECT_TRUE(has(output_problems({a}, words, dir_ / "out", dir_ / "in"), "folder"));
  EXPECT_TRUE(
      has(output_problems({a}, words, dir_ / "out", dir_ / "nope" / "r.zip"), "does not exist"));
  EXPECT_TRUE(has(output_problems({a}, words, words, dir_ / "r.zip"), "expected a folder"));
}

TEST_F(Outputs, AZipThatIsNoSubmissionIsNotReplaced) {
  const fs::path a = write("in/a.cwg", "1\n1\n?\n");
  const fs::path words = write("words.txt", "ab\n");
  write("notes.zip", "my notes");
  const auto problems = output_problems({a}, words, dir_ / "out", dir_ / "notes.zip");
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_NE(problems[0].find("not a zip"), std::string::npos) << problems[0];
  write("old.zip", "PK\x05\x06");  // an earlier submission may be replaced
  EXPECT_TRUE(output_problems({a}, words, dir_ / "out", dir_ / "old.zip").empty());
}

TEST_F(Outputs, AWritableFolderLeavesNoProbeBehind) {
  EXPECT_FALSE(not_writable(dir_));
  EXPECT_TRUE(fs::is_empty(dir_));
  EXPECT_TRUE(not_writable(dir_ / "missing"));
}

}  // namespace
