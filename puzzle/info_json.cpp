#include "puzzle/info_json.hpp"

#include <nlohmann/json.hpp>
#include <sstream>
#include <utility>

namespace cwg::puzzle {

Counts count(const Puzzle& p) {
  Counts n;
  for (const Entry& e : p.entries) {
    (e.direction == Direction::Across ? n.across : n.down) += 1;
    n.clued += !e.clue.empty();
  }
  for (const Cell& c : p.cells) {
    if (c.kind != CellKind::Letter) continue;
    ++n.letters;
    n.known += !c.solution.empty();
    n.circles += c.circled;
    n.rebus += c.solution.size() > 1;
  }
  return n;
}

nlohmann::ordered_json info_json(const std::string& file, const std::string& format,
                                 const Puzzle& p) {
  const Counts n = count(p);
  nlohmann::ordered_json j = {{"file", file},
                              {"format", format},
                              {"valid", true},
                              {"kind", p.kind == Kind::Arrowword ? "arrowword" : "american"},
                              {"width", p.width},
                              {"height", p.height},
                              {"title", p.title},
                              {"author", p.author},
                              {"copyright", p.copyright},
                              {"notes", p.notes},
                              {"letters", n.letters},
                              {"solution_known", n.known},
                              {"circles", n.circles},
                              {"rebus_squares", n.rebus}};
  auto words = nlohmann::ordered_json::array();
  for (const Entry& e : p.entries) {
    nlohmann::ordered_json w = {{"direction", e.direction == Direction::Across ? "across" : "down"},
                                {"row", e.row},
                                {"col", e.col},
                                {"length", e.length},
                                {"answer", e.answer},
                                {"clue", e.clue}};
    if (p.kind == Kind::Arrowword) {
      w["question"] = {e.question_row, e.question_col};
      w["arrow"] = e.arrow;
    } else {
      w["number"] = e.number;
    }
    words.push_back(std::move(w));
  }
  j["words"] = std::move(words);
  return j;
}

nlohmann::ordered_json unreadable_json(const std::string& file, const std::string& format,
                                       const std::string& error) {
  return {{"file", file}, {"format", format}, {"valid", false}, {"errors", {error}}};
}

std::string info_text(const std::string& file, const std::string& format, const Puzzle& p) {
  const Counts n = count(p);
  std::ostringstream out;
  out << file << ": " << format << ' '
      << (p.kind == Kind::Arrowword ? "arrowword" : "American crossword") << ", " << p.width << "x"
      << p.height << '\n';
  for (auto [key, text] : {std::pair{"title", &p.title}, std::pair{"author", &p.author},
                           std::pair{"copyright", &p.copyright}})
    if (!text->empty()) out << "  " << key << ": " << *text << '\n';
  out << "  words: " << n.across << " across, " << n.down << " down; " << n.clued
      << " with a clue\n"
      << "  solution: " << n.known << " of " << n.letters << " letter squares known";
  if (n.rebus) out << ", " << n.rebus << " rebus squares";
  if (n.circles) out << ", " << n.circles << " circled";
  out << '\n';
  return out.str();
}

}  // namespace cwg::puzzle
