#include "clues/sheet.hpp"

#include <map>
#include <nlohmann/json.hpp>
#include <utility>

#include "clues/confidence.hpp"
#include "clues/confidence_en.hpp"
#include "clues/style_en.hpp"
#include "puzzle/clue_sheet.hpp"

namespace cwg::clues {

namespace {

const char* direction_name(puzzle::Direction d) {
  return d == puzzle::Direction::Across ? "across" : "down";
}

/// A clue on one line of the sheet: tabs and line ends would split its row.
std::string one_line(const std::string& text) {
  std::string out = text;
  for (char& ch : out)
    if (ch == '\t' || ch == '\n' || ch == '\r') ch = ' ';
  return out;
}

}  // namespace

std::vector<Field> clue_fields(const puzzle::Puzzle& p) {
  std::vector<Field> fields(p.entries.size(), Field::American);
  if (p.kind != puzzle::Kind::Arrowword) return fields;
  std::map<std::pair<int, int>, int> in_field;
  for (const puzzle::Entry& e : p.entries) ++in_field[{e.question_row, e.question_col}];
  for (std::size_t i = 0; i < p.entries.size(); ++i) {
    const puzzle::Entry& e = p.entries[i];
    fields[i] = in_field[{e.question_row, e.question_col}] >= 2 ? Field::Half : Field::Whole;
  }
  return fields;
}

namespace {

/// An entry with a word to clue (not an arrow into nothing, not an open word).
bool has_answer(const puzzle::Entry& e) {
  return e.length != 0 && !e.answer.empty();
}

}  // namespace

Needed puzzle_answers(const puzzle::Puzzle& p) {
  Needed out(std::vector<std::string>{});
  for (const puzzle::Entry& e : p.entries)
    if (has_answer(e)) out.add(e.answer);
  return out;
}

ClueSheet clue_puzzle(const puzzle::Puzzle& p, const ClueSource& source, std::uint64_t seed) {
  ClueSheet sheet;
  sheet.kind = p.kind;
  const std::vector<Field> fields = clue_fields(p);
  std::vector<Wanted> wanted;
  for (std::size_t i = 0; i < p.entries.size(); ++i) {
    const puzzle::Entry& e = p.entries[i];
    if (!has_answer(e)) continue;
    sheet.rows.push_back({e, ""});
    wanted.push_back({e.answer, fields[i]});
  }
  const std::vector<Chosen> chosen = choose_clues(wanted, source, seed);
  for (std::size_t i = 0; i < chosen.size(); ++i) {
    sheet.rows[i].entry.clue = chosen[i].text;
    sheet.rows[i].source = chosen[i].source;
  }
  return sheet;
}

std::string candidates_tsv(const std::vector<std::string>& words, const ClueSource& source,
                           Lang lang) {
  const bool english = lang == Lang::En;
  const Field field = english ? Field::American : Field::Half;
  std::string out =
      "word\tclue\tsource\trank\tgeneric\tconfirmed\tshared\tevidence\t"
      "confidence\tprintable\tsense\tinflected\tsimilar\n";
  for (const std::string& w : words)
    for (const Candidate& c : source.candidates(w)) {
      const std::string text = english ? en::house_style(c.text) : c.text;
      out += w + '\t' + one_line(text) + '\t' + c.source + '\t' + std::to_string(c.rank) + '\t' +
             (c.generic ? "1" : "0") + '\t' + (c.confirmed ? "1" : "0") + '\t' +
             std::to_string(c.shared) + '\t' + evidence_letters(c.evidence) + '\t' +
             std::to_string(english ? en::confidence(c) : confidence(c)) + '\t' +
             (printable(w, c.text, field) ? "1" : "0") + '\t' + std::to_string(c.sense) + '\t' +
             (c.inflected ? "1" : "0") + '\t' + (c.similar ? "1" : "0") + '\n';
    }
  return out;
}

std::string sheet_tsv(const ClueSheet& sheet) {
  std::string out;
  if (sheet.kind == puzzle::Kind::Arrowword) {
    out = std::string(puzzle::kWordsTsvHeader) +
          "start_row\tstart_col\tdirection\tlength\tword\tclue\tsource\n";
    for (const SheetRow& r : sheet.rows) {
      const puzzle::Entry& e = r.entry;
      out += std::to_string(e.question_row) + '\t' + std::to_string(e.question_col) + '\t' +
             std::to_string(e.arrow) + '\t' + std::to_string(e.row) + '\t' + std::to_string(e.col) +
             '\t' + direction_name(e.direction) + '\t' + std::to_string(e.length) + '\t' +
             e.answer + '\t' + one_line(e.clue) + '\t' + r.source + '\n';
    }
    return out;
  }
  out = std::string(puzzle::kAmericanSheetHeader) + "row\tcol\tlength\tword\tclue\tsource\n";
  for (const SheetRow& r : sheet.rows) {
    const puzzle::Entry& e = r.entry;
    out += std::to_string(e.number) + '\t' + direction_name(e.direction) + '\t' +
           std::to_string(e.row) + '\t' + std::to_string(e.col) + '\t' + std::to_string(e.length) +
           '\t' + e.answer + '\t' + one_line(e.clue) + '\t' + r.source + '\n';
  }
  return out;
}

nlohmann::ordered_json sheet_json(const std::string& file, const std::string& format,
                                  const ClueSheet& sheet) {
  nlohmann::ordered_json doc;
  doc["file"] = file;
  doc["format"] = format;
  nlohmann::ordered_json& words = doc["words"] = nlohmann::ordered_json::array();
  for (const SheetRow& r : sheet.rows) {
    const puzzle::Entry& e = r.entry;
    nlohmann::ordered_json w;
    if (sheet.kind == puzzle::Kind::Arrowword) {
      w["question"] = {{"row", e.question_row}, {"col", e.question_col}};
      w["arrow"] = e.arrow;
    } else {
      w["number"] = e.number;
    }
    w["start"] = {{"row", e.row}, {"col", e.col}};
    w["direction"] = e.direction == puzzle::Direction::Across ? "across" : "down";
    w["length"] = e.length;
    w["word"] = e.answer;
    w["clue"] = e.clue.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(e.clue);
    w["source"] = r.source.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(r.source);
    words.push_back(std::move(w));
  }
  doc["unclued"] = unclued(sheet);
  return doc;
}

std::vector<std::string> unclued(const ClueSheet& sheet) {
  std::vector<std::string> out;
  for (const SheetRow& r : sheet.rows)
    if (r.entry.clue.empty()) out.push_back(r.entry.answer);
  return out;
}

puzzle::ClueMap clue_map(const ClueSheet& sheet) {
  puzzle::ClueMap map;
  for (const SheetRow& r : sheet.rows)
    if (!r.entry.clue.empty()) map.emplace(r.entry.answer, r.entry.clue);
  return map;
}

}  // namespace cwg::clues
