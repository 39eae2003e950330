#include "edit/review.hpp"

#include <nlohmann/json.hpp>
#include <regex>

#include "clues/choose.hpp"
#include "clues/leak.hpp"
#include "clues/needed.hpp"
#include "clues/sources.hpp"
#include "grid/validate.hpp"
#include "scoring/ratings.hpp"

namespace cwg::edit {

using nlohmann::json;

namespace {

/// A validator message as a finding: its rule ("rule N: ...") and the first field it names
/// ("(row, col)").
json finding(const std::string& message, const char* severity) {
  static const std::regex rule(R"(rule (\d+))"), cell(R"(\((\d+), (\d+)\))");
  json f = {{"severity", severity}, {"message", message}};
  std::smatch m;
  if (std::regex_search(message, m, rule)) f["rule"] = std::stoi(m[1]);
  if (std::regex_search(message, m, cell)) {
    f["row"] = std::stoi(m[1]);
    f["col"] = std::stoi(m[2]);
  }
  return f;
}

}  // namespace

json score_json(const Draft& d, const std::unordered_set<std::string>* words) {
  const arrowword::ArrowwordGrid g = to_arrowword_grid(d);
  const arrowword::Ratings r = arrowword::rate(g);
  const arrowword::ValidationReport v = arrowword::validate(g, words);
  json ratings = json::object();
  for (int i = 0; i < arrowword::kRatingCount; ++i)
    ratings[arrowword::kRatingNames[static_cast<std::size_t>(i)]] =
        r.value[static_cast<std::size_t>(i)];
  json findings = json::array();
  for (const std::string& e : v.errors) findings.push_back(finding(e, "error"));
  for (const std::string& w : v.warnings) findings.push_back(finding(w, "warning"));
  const bool filled = v.unfilled == 0;
  return {{"ratings", ratings},
          {"score", r.score},
          {"bonus_score", arrowword::bonus_score(r.score, v.valid() && filled && words)},
          {"valid", v.valid()},
          {"filled", filled},
          {"findings", findings}};
}

bool shares_field(const Draft& d, const Entry& e) {
  return e.question_row >= 0 &&
         std::popcount(static_cast<unsigned>(d.at(e.question_row, e.question_col).arrows)) > 1;
}

namespace {

clues::Field field_of(const Draft& d, const Entry& e) {
  if (d.kind == Kind::American) return clues::Field::American;
  return shares_field(d, e) ? clues::Field::Half : clues::Field::Whole;
}

}  // namespace

ClueSuggestion check_clue(const Draft& d, const Entry& e, const std::string& answer,
                          const std::string& clue) {
  ClueSuggestion s;
  s.text = clue;
  s.leak = !answer.empty() && clues::leaks(answer, clue);
  // printable() is "leaks nothing and fits": what is left when it does not leak is the length.
  s.too_long = !s.leak && !answer.empty() && !clues::printable(answer, clue, field_of(d, e));
  return s;
}

std::vector<ClueSuggestion> suggest_clues(const Draft& d, const Entry& e, const std::string& answer,
                                          const std::vector<std::string>& clue_files, int limit) {
  const clues::Lang lang = d.kind == Kind::Arrowword ? clues::Lang::De : clues::Lang::En;
  // Only this answer is looked up: the sources keep just its entries (as cwg clue does).
  const auto data = clues::load_clue_data(clue_files, "", lang, {}, clues::Needed({answer}));
  std::vector<ClueSuggestion> out;
  for (const clues::Candidate& c : data->source().candidates(answer)) {
    if (static_cast<int>(out.size()) >= limit) break;
    ClueSuggestion s = check_clue(d, e, answer, c.text);
    s.source = c.source;
    out.push_back(std::move(s));
  }
  return out;
}

}  // namespace cwg::edit
