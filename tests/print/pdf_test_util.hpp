#pragma once
/// Reading a PDF back with poppler's command-line tools (pdftotext, pdfinfo, pdffonts):
/// what a reader of the file sees, found by code that shares nothing with the writer.
#include <cmath>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "tests/need.hpp"
#include "tests/test_util.hpp"

namespace cwg::test {

/// Skips the test when poppler-utils are not installed (fails it when CI is set).
#define CWG_REQUIRE_POPPLER()                                                          \
  CWG_NEED(::cwg::test::installed("pdftotext") && ::cwg::test::installed("pdfinfo") && \
           ::cwg::test::installed("pdffonts"))                                         \
      << "poppler-utils (pdftotext, pdfinfo, pdffonts) missing"

class PdfTest : public CwgTest {
 protected:
  /// The standard output of a poppler tool run on `pdf`; fails the test when it fails.
  std::string poppler(const std::string& tool, std::vector<std::string> args,
                      const std::string& pdf) const {
    args.insert(args.end(), {pdf, "-"});
    const ProcessRun run = run_program(tool, args);
    EXPECT_EQ(run.exit_code, 0) << tool << ": " << run.err;
    return run.out;
  }
  std::string pdfinfo(const std::string& pdf) const {
    const ProcessRun run = run_program("pdfinfo", {pdf});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    return run.out;
  }
  /// The text of page `page` (from 1), in reading order, or laid out as on the page.
  std::string page_text(const std::string& pdf, int page, bool layout = false) const {
    const std::string p = std::to_string(page);
    std::vector<std::string> args = {"-f", p, "-l", p};
    if (layout) args.insert(args.begin(), "-layout");
    return poppler("pdftotext", args, pdf);
  }
  int page_count(const std::string& pdf) const {
    const std::string info = pdfinfo(pdf);
    const std::size_t at = info.find("Pages:");
    return at == std::string::npos ? -1 : std::atoi(info.c_str() + at + 6);
  }
  /// "595x842": the first page's size in whole points.
  std::string page_size(const std::string& pdf) const {
    const std::string info = pdfinfo(pdf);
    const std::size_t at = info.find("Page size:");
    if (at == std::string::npos) return "";
    std::istringstream in(info.substr(at + 10));
    double w = 0, h = 0;
    std::string by;
    in >> w >> by >> h;
    return std::to_string(std::lround(w)) + "x" + std::to_string(std::lround(h));
  }
  /// Each font pdffonts lists: its name and whether it is embedded.
  std::vector<std::pair<std::string, bool>> fonts(const std::string& pdf) const {
    const ProcessRun run = run_program("pdffonts", {pdf});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    std::vector<std::pair<std::string, bool>> out;
    std::istringstream lines(run.out);
    std::string line;
    for (int k = 0; std::getline(lines, line); ++k) {
      if (k < 2 || line.empty()) continue;  // the header and its rule
      std::vector<std::string> words;
      std::istringstream in(line);
      for (std::string w; in >> w;) words.push_back(w);
      // name type... encoding emb sub uni object-id generation
      if (words.size() >= 6) out.emplace_back(words[0], words[words.size() - 5] == "yes");
    }
    return out;
  }
};

/// `text` with every run of white space one space, trimmed.
inline std::string squeeze(const std::string& text) {
  std::string out;
  for (char c : text) {
    const bool space = c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f';
    if (space) {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += c;
    }
  }
  if (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

/// The lines of `text` with their spaces removed, empty ones left out.
inline std::vector<std::string> packed_lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    std::string packed;
    for (char c : line)
      if (c != ' ' && c != '\f' && c != '\r') packed += c;
    if (!packed.empty()) out.push_back(packed);
  }
  return out;
}

/// Whether `rows` stand in `lines` one after another, in order (other lines may come
/// before and after the run, none inside it).
inline bool has_rows(const std::vector<std::string>& lines, const std::vector<std::string>& rows) {
  for (std::size_t start = 0; start + rows.size() <= lines.size(); ++start) {
    std::size_t k = 0;
    while (k < rows.size() && lines[start + k] == rows[k]) ++k;
    if (k == rows.size()) return true;
  }
  return false;
}

}  // namespace cwg::test
