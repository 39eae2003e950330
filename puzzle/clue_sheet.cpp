// Clue files: `WORD<TAB>clue` or `WORD clue` a line, or a `cwg words --tsv` template with
// its clue column filled; words spelled the way the word lists spell them.
#include "puzzle/clue_sheet.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "core/input_error.hpp"
#include "core/text.hpp"

namespace cwg::puzzle {

namespace {

/// The answer as the grid holds it: A-Z, umlauts spelled out, anything else dropped.
/// `text` is UTF-8.
std::string answer_key(std::string_view text) {
  std::string key;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto b = static_cast<unsigned char>(text[i]);
    if (b >= 'a' && b <= 'z') {
      key += static_cast<char>(b - 'a' + 'A');
    } else if (b >= 'A' && b <= 'Z') {
      key += static_cast<char>(b);
    } else if (b == 0xc3 && i + 1 < text.size()) {
      switch (static_cast<unsigned char>(text[++i])) {
        case 0x84:
        case 0xa4:
          key += "AE";
          break;
        case 0x96:
        case 0xb6:
          key += "OE";
          break;
        case 0x9c:
        case 0xbc:
          key += "UE";
          break;
        case 0x9f:
          key += "SS";
          break;
        default:
          break;
      }
    }
  }
  return key;
}

std::vector<std::string> split_tabs(std::string_view line) {
  std::vector<std::string> cells;
  std::size_t start = 0;
  for (;;) {
    const auto tab = line.find('\t', start);
    cells.emplace_back(line.substr(start, tab == std::string_view::npos ? line.npos : tab - start));
    if (tab == std::string_view::npos) return cells;
    start = tab + 1;
  }
}

std::string trim(std::string_view s) {
  const auto first = s.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return {};
  const auto last = s.find_last_not_of(" \t\r");
  return std::string(s.substr(first, last - first + 1));
}

}  // namespace

std::vector<ClueLine> parse_clue_lines(std::string_view text, const std::string& name) {
  const std::string utf8 = text::valid_utf8(text) ? std::string(text) : text::latin1_to_utf8(text);
  std::vector<ClueLine> clues;
  // A `cwg words --tsv` template: its header names the columns; the word and clue columns
  // are read, rows without a clue skipped.
  int word_col = -1, clue_col = -1;
  std::size_t pos = 0;
  for (int line_no = 1; pos < utf8.size(); ++line_no) {
    std::size_t end = utf8.find('\n', pos);
    if (end == std::string::npos) end = utf8.size();
    const std::string_view line(utf8.data() + pos, end - pos);
    pos = end + 1;
    const std::string stripped = trim(line);
    if (stripped.empty() || stripped[0] == '#') continue;
    if (line_no == 1 &&
        (stripped.rfind(kWordsTsvHeader, 0) == 0 || stripped.rfind(kAmericanSheetHeader, 0) == 0)) {
      const auto cells = split_tabs(line);
      for (std::size_t c = 0; c < cells.size(); ++c) {
        if (trim(cells[c]) == "word") word_col = static_cast<int>(c);
        if (trim(cells[c]) == "clue") clue_col = static_cast<int>(c);
      }
      if (word_col < 0 || clue_col < 0)
        throw InputError(name, 1, 1, "template header without a word and a clue column");
      continue;
    }
    std::string word_text, clue_text;
    if (word_col >= 0) {
      const auto cells = split_tabs(line);
      if (cells.size() <= static_cast<std::size_t>(word_col)) continue;  // no word yet
      word_text = cells[static_cast<std::size_t>(word_col)];
      if (cells.size() > static_cast<std::size_t>(clue_col))
        clue_text = cells[static_cast<std::size_t>(clue_col)];
      if (trim(clue_text).empty() || trim(word_text).empty()) continue;
    } else {
      // WORD, then a tab or any run of spaces, then the clue.
      const auto gap = stripped.find_first_of(" \t");
      if (gap == std::string::npos)
        throw InputError(name, line_no, 1, "expected WORD and a clue after it");
      word_text = stripped.substr(0, gap);
      clue_text = stripped.substr(gap);
    }
    const std::string word = answer_key(word_text);
    if (word.empty()) throw InputError(name, line_no, 1, "no letters in the word");
    std::string clue;
    for (char ch : trim(clue_text))
      clue += (static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f) ? ' ' : ch;
    clues.push_back({word, clue, line_no});
  }
  return clues;
}

ClueMap parse_clues(std::string_view text, const std::string& name) {
  ClueMap clues;
  for (ClueLine& line : parse_clue_lines(text, name)) clues[line.word] = std::move(line.clue);
  return clues;
}

ClueCoverage clue_coverage(const std::vector<std::string>& words, const ClueMap& clues) {
  ClueCoverage out;
  for (const std::string& word : words)
    if (!word.empty() && !clues.count(word)) out.missing.push_back(word);
  for (const auto& [word, clue] : clues)
    if (std::find(words.begin(), words.end(), word) == words.end()) out.unused.push_back(word);
  return out;
}

std::string words_template(const std::vector<arrowword::WordRow>& rows) {
  std::string out =
      std::string(kWordsTsvHeader) + "start_row\tstart_col\tdirection\tlength\tword\tclue\n";
  for (const arrowword::WordRow& r : rows) {
    for (int n : {r.question.row, r.question.col, r.question.type, r.slot.row, r.slot.col})
      out += std::to_string(n) + '\t';
    out += std::string(arrowword::direction_name(r.slot.dir)) + '\t' +
           std::to_string(r.slot.length) + '\t' + r.text + "\t\n";
  }
  return out;
}

std::vector<std::string> coverage_warnings(const ClueCoverage& coverage, const std::string& path) {
  std::vector<std::string> lines;
  auto name_some = [&](const std::string& what, const std::vector<std::string>& list) {
    if (!list.empty())
      lines.push_back(path + ": " + what + " (" + std::to_string(list.size()) +
                      "):" + some_words(list));
  };
  name_some("warning: no clue for these words", coverage.missing);
  name_some("warning: clues for words not in the grid", coverage.unused);
  return lines;
}

std::string some_words(const std::vector<std::string>& words, std::size_t shown) {
  std::string out;
  for (std::size_t i = 0; i < words.size() && i < shown; ++i) out += ' ' + words[i];
  return out + (words.size() > shown ? " ..." : "");
}

}  // namespace cwg::puzzle
