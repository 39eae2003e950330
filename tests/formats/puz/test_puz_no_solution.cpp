// The .puz solution state at 0x32: 0 a plain solution, 4 scrambled, 2 no solution given
// (the grid holds placeholders). A file with 2 is made here from a real one, with its
// checksums recomputed by this test's own code (FORMAT.md's cksum_region), not the
// library's: info must say "not given" and pass every check, --json give the placeholders
// as the file holds them, unlock and lock refuse it, and convert keep its bytes.
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "tests/formats/puz/puz_test_util.hpp"
#include "tests/run_binary.hpp"

using cwg::test::ProcessRun;
using cwg::test::run_cwg;
using cwg::test::split_args;

namespace {

namespace fs = std::filesystem;
using cwg::test::read_all;

/// `s` quoted for the shell.
std::string q(const std::string& s) {
  return cwg::test::quoted(s);
}

std::uint16_t cksum(const std::string& s, std::size_t at, std::size_t len, std::uint16_t c) {
  for (std::size_t i = 0; i < len; ++i) {
    c = static_cast<std::uint16_t>((c & 1) ? (c >> 1) + 0x8000 : c >> 1);
    c = static_cast<std::uint16_t>(c + static_cast<unsigned char>(s[at + i]));
  }
  return c;
}

void put16(std::string& s, std::size_t at, std::uint16_t v) {
  s[at] = static_cast<char>(v & 0xff);
  s[at + 1] = static_cast<char>(v >> 8);
}

/// The checksum of the strings (title, author, copyright with their NUL when not empty,
/// the clues without it, the notes from version 1.3 on) from `c`.
std::uint16_t strings_cksum(const std::string& s, std::size_t at, std::size_t clues, bool notes,
                            std::uint16_t c) {
  for (std::size_t k = 0; k < 3 + clues + (notes ? 1 : 0); ++k) {
    const std::size_t len = s.find('\0', at) - at;
    const bool clue = k >= 3 && k < 3 + clues;
    if (clue || len > 0) c = cksum(s, at, clue ? len : len + 1, c);
    at += len + 1;
  }
  return c;
}

/// `bytes` (a .puz, junk before its header allowed) with 0x32 = 2, every white square of
/// the solution 'X', and the CIB, file and masked checksums made right again.
std::string without_solution(std::string bytes) {
  const std::size_t b = bytes.find("ACROSS&DOWN") - 2;  // the header
  const auto byte = [&](std::size_t at) { return static_cast<unsigned char>(bytes[b + at]); };
  const std::size_t w = byte(0x2C), h = byte(0x2D), clues = byte(0x2E) | byte(0x2F) << 8;
  const bool notes = byte(0x18) > '1' || (byte(0x18) == '1' && byte(0x1A) >= '3');
  const std::size_t sol = b + 0x34, grid = sol + w * h, strings = grid + w * h;
  put16(bytes, b + 0x32, 2);
  for (std::size_t i = 0; i < w * h; ++i)
    if (bytes[sol + i] != '.') bytes[sol + i] = 'X';
  const std::uint16_t cib = cksum(bytes, b + 0x2C, 8, 0);
  put16(bytes, b + 0x0E, cib);
  const std::uint16_t c_sol = cksum(bytes, sol, w * h, 0), c_grid = cksum(bytes, grid, w * h, 0);
  const std::uint16_t part = strings_cksum(bytes, strings, clues, notes, 0);
  const std::uint16_t through_grid = cksum(bytes, grid, w * h, cksum(bytes, sol, w * h, cib));
  put16(bytes, b + 0x00, strings_cksum(bytes, strings, clues, notes, through_grid));
  const char* mask = "ICHEATED";
  const std::uint16_t sums[4] = {cib, c_sol, c_grid, part};
  for (std::size_t i = 0; i < 4; ++i) {
    bytes[b + 0x10 + i] = static_cast<char>(mask[i] ^ (sums[i] & 0xff));
    bytes[b + 0x14 + i] = static_cast<char>(mask[4 + i] ^ (sums[i] >> 8));
  }
  return bytes;
}

class PuzNoSolution : public ::testing::Test {
 protected:
  void SetUp() override {
    CWG_REQUIRE_PUZ_DATA();
    dir_ = fs::temp_directory_path() / ("cwg_puz_nosol_" + std::to_string(::getpid()));
    fs::create_directories(dir_);
    file_ = (dir_ / "no_solution.puz").string();
    std::ofstream(file_, std::ios::binary)
        << without_solution(read_all(cwg::test::puz_dir() / "washpost.puz"));
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path dir_;
  std::string file_;
};

TEST_F(PuzNoSolution, InfoSaysNotGivenAndEveryCheckPasses) {
  const ProcessRun r = run_cwg(split_args("info " + q(file_)));
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("  solution:  not given\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("checks:    all pass"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("(key "), std::string::npos) << r.out;  // no key search
  EXPECT_EQ(r.out.find("XXX"), std::string::npos) << r.out;    // no placeholder as an answer
}

TEST_F(PuzNoSolution, JsonGivesThePlaceholdersMarkedWithheld) {
  const ProcessRun r = run_cwg(split_args("info --json " + q(file_)));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out).at(0);
  EXPECT_EQ(j["solution"], "withheld");
  EXPECT_EQ(j["scrambled"], false);
  EXPECT_FALSE(j.contains("keys"));
  ASSERT_FALSE(j["across"].empty());
  for (const char* list : {"across", "down"})
    for (const auto& e : j[list]) {
      const std::string a = e["answer"];
      EXPECT_FALSE(a.empty()) << e;
      EXPECT_EQ(a, std::string(a.size(), 'X')) << e;
    }
  // The real file's own answers for comparison: present, and not placeholders.
  const auto real = nlohmann::json::parse(
      run_cwg(split_args("info --json " + q((cwg::test::puz_dir() / "washpost.puz").string())))
          .out);
  EXPECT_EQ(real[0]["solution"], "present");
  EXPECT_EQ(real[0]["across"][0]["answer"].get<std::string>().size(),
            j["across"][0]["answer"].get<std::string>().size());
}

TEST_F(PuzNoSolution, UnlockAndLockRefuseAndWriteNothing) {
  const std::string out = (dir_ / "open.puz").string();
  for (const std::string& args : {"unlock " + q(file_) + " -o " + q(out),
                                  "unlock " + q(file_) + " -o " + q(out) + " --key 1234",
                                  "lock " + q(file_) + " -o " + q(out) + " --key 1234"}) {
    const ProcessRun r = run_cwg(split_args(args));
    EXPECT_EQ(r.exit_code, 2) << args << "\n" << r.out << r.err;
    EXPECT_NE(r.err.find("gives no solution"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("no_solution.puz"), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(out)) << args;
  }
}

TEST_F(PuzNoSolution, ConvertKeepsTheBytes) {
  const std::string out = (dir_ / "copy.puz").string();
  const ProcessRun r = run_cwg(split_args("convert " + q(file_) + " -o " + q(out)));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(read_all(out), read_all(file_));
  const std::string bytes = read_all(out);
  EXPECT_EQ(static_cast<unsigned char>(bytes[bytes.find("ACROSS&DOWN") - 2 + 0x32]), 2);
}

}  // namespace
