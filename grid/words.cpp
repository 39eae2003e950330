// The words of an arrowword as cwg words lists them (word_list.hpp).
#include "grid/words.hpp"

#include <cstdio>
#include <nlohmann/json.hpp>

namespace cwg::arrowword {

namespace {

/// printf of one line into a string (the lines are short: a field name, an arrow name).
template <class... T>
std::string line(const char* format, T... args) {
  char buffer[256];
  const int n = std::snprintf(buffer, sizeof buffer, format, args...);
  if (n < static_cast<int>(sizeof buffer)) return buffer;
  std::string out(static_cast<std::size_t>(n) + 1, '\0');
  std::snprintf(out.data(), out.size(), format, args...);
  out.pop_back();
  return out;
}

}  // namespace

std::vector<WordRow> word_rows(const ArrowwordGrid& grid) {
  std::vector<WordRow> rows;
  for (const Slot& slot : word_slots(grid)) {
    if (slot.length == 0) continue;
    rows.push_back(
        {grid.questions[static_cast<std::size_t>(slot.question)], slot, slot_text(grid, slot)});
  }
  return rows;
}

const char* direction_name(Dir d) {
  return d == Dir::Right ? "across" : "down";
}

nlohmann::ordered_json words_json(const std::string& file, const ArrowwordGrid& grid,
                                  const std::vector<WordRow>& rows,
                                  const std::vector<int>& solution_fields) {
  nlohmann::ordered_json doc;
  doc["file"] = file;
  doc["format"] = "cwg";
  nlohmann::ordered_json& all = doc["words"] = nlohmann::ordered_json::array();
  for (const WordRow& r : rows) {
    nlohmann::ordered_json w;
    w["question"] = {{"row", r.question.row}, {"col", r.question.col}};
    w["arrow"] = r.question.type;
    w["arrow_name"] = arrow_name(r.question.type);
    w["start"] = {{"row", r.slot.row}, {"col", r.slot.col}};
    w["direction"] = direction_name(r.slot.dir);
    w["length"] = r.slot.length;
    w["word"] = r.text;
    all.push_back(std::move(w));
  }
  doc["solution_word"] = nullptr;
  if (solution_fields.empty()) return doc;
  nlohmann::ordered_json& sw = doc["solution_word"];
  sw["word"] = "";  // first among the members, filled in below
  std::string word;
  for (std::size_t k = 0; k < solution_fields.size(); ++k) {
    const int f = solution_fields[k];
    const char letter = grid.fields[static_cast<std::size_t>(f)];
    word += letter;
    sw["fields"].push_back({{"number", k + 1},
                            {"row", f / grid.cols},
                            {"col", f % grid.cols},
                            {"letter", std::string(1, letter)}});
  }
  sw["word"] = word;
  return doc;
}

std::string words_table(const ArrowwordGrid& grid, const std::vector<WordRow>& rows,
                        const std::vector<int>& solution_fields) {
  std::string out =
      line("%-9s %-18s %-9s %-7s %6s  %s\n", "question", "arrow", "start", "dir", "length", "word");
  for (const WordRow& r : rows) {
    const std::string q = std::to_string(r.question.row) + "," + std::to_string(r.question.col);
    const std::string arrow = std::to_string(r.question.type) + " " + arrow_name(r.question.type);
    const std::string start = std::to_string(r.slot.row) + "," + std::to_string(r.slot.col);
    out += line("%-9s %-18s %-9s %-7s %6d  ", q.c_str(), arrow.c_str(), start.c_str(),
                direction_name(r.slot.dir), r.slot.length) +
           r.text + "\n";
  }
  out += std::to_string(rows.size()) + " words\n";
  if (solution_fields.empty()) return out;
  out += "solution word:";
  for (std::size_t k = 0; k < solution_fields.size(); ++k) {
    const int f = solution_fields[k];
    out += line(" %zu=%c(%d,%d)", k + 1, grid.fields[static_cast<std::size_t>(f)], f / grid.cols,
                f % grid.cols);
  }
  return out + "\n";
}

}  // namespace cwg::arrowword
