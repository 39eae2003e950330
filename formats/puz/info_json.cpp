#include "formats/puz/info_json.hpp"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <vector>

namespace cwg::puz {

const char* solution_word(SolutionState s) {
  return s == SolutionState::Present     ? "present"
         : s == SolutionState::Scrambled ? "scrambled"
                                         : "withheld";
}

namespace {

nlohmann::ordered_json entries_json(const std::vector<Entry>& list) {
  auto out = nlohmann::ordered_json::array();
  for (const Entry& e : list)
    out.push_back({{"number", e.word.number}, {"clue", e.clue}, {"answer", e.answer}});
  return out;
}

}  // namespace

nlohmann::ordered_json info_json(const std::string& file, const Puzzle& p, const Summary& s) {
  // The player's state: squares filled in, GEXT flags, RUSR rebus entries.
  int filled = 0, given = 0, incorrect = 0, user_rebus = 0;
  for (char c : p.state) filled += (c != kEmptySquare && !is_black(c)) ? 1 : 0;
  for (std::uint8_t g : s.extras.gext) {
    given += (g & kGextGiven) ? 1 : 0;
    incorrect += (g & kGextIncorrect) ? 1 : 0;
  }
  for (const std::string& r : s.extras.rusr) user_rebus += r.empty() ? 0 : 1;
  auto sections = nlohmann::ordered_json::array();
  for (const Section& sec : p.sections) sections.push_back(sec.name);

  nlohmann::ordered_json j = {{"file", file},
                              {"format", "puz"},
                              {"readable", true},
                              {"valid", s.errors.empty()},
                              {"errors", s.errors},
                              {"version", p.version()},
                              {"version_field", p.version_field()},
                              {"width", p.width},
                              {"height", p.height},
                              {"title", s.title},
                              {"author", s.author},
                              {"copyright", s.copyright},
                              {"notes", s.notes},
                              {"scrambled", p.scrambled()},
                              {"solution", solution_word(s.solution)}};
  if (p.scrambled()) j["keys"] = s.keys;  // most likely first
  j.update({{"diagramless", p.diagramless()},
            {"clues", p.clues.size()},
            {"across", entries_json(s.across)},
            {"down", entries_json(s.down)},
            {"rebus", s.extras.rebus_squares},
            {"circles", s.extras.circles},
            {"filled", filled},
            {"given", given},
            {"marked_incorrect", incorrect},
            {"user_rebus", user_rebus},
            {"sections", sections}});
  if (s.extras.ltim)
    j["timer"] = {{"seconds", s.extras.ltim->seconds}, {"stopped", s.extras.ltim->stopped}};
  j["bytes_before_header"] = p.preamble.size();
  j["bytes_after_sections"] = p.trailer.size();
  return j;
}

nlohmann::ordered_json unreadable_json(const std::string& file, const std::string& error) {
  return {{"file", file},
          {"format", "puz"},
          {"valid", false},
          {"readable", false},
          {"errors", {error}}};
}

}  // namespace cwg::puz
