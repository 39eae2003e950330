// Solution and rebus sections from per-square answers.
#include "formats/puz/answers.hpp"

#include <algorithm>
#include <cassert>
#include <map>

#include "formats/puz/sections.hpp"

namespace cwg::puz {

namespace {

/// Where a new section goes: the order Across Lite writes them in.
int rank(const std::string& name) {
  const char* order[] = {"GRBS", "RTBL", "LTIM", "GEXT", "RUSR"};
  for (int i = 0; i < 5; ++i)
    if (name == order[i]) return i;
  return 5;
}

void put_section(Puzzle& p, const std::string& name, std::string data) {
  if (Section* s = p.section(name)) {
    s->data = std::move(data);
    s->terminator = '\0';
    return;
  }
  Section s;
  s.name = name;
  s.data = std::move(data);
  const auto at = std::find_if(p.sections.begin(), p.sections.end(),
                               [&](const Section& o) { return rank(o.name) > rank(name); });
  p.sections.insert(at, std::move(s));
}

}  // namespace

void set_answers(Puzzle& p, const std::vector<std::string>& answers, const std::string& name) {
  assert(answers.size() == p.solution.size());
  if (p.scrambled())
    throw PuzError(ErrorKind::Scramble, name, 0x32,
                   "the solution is scrambled; unlock it before filling");
  // The fill gives the solution the file lacked (0x32 was 2).
  p.scrambled_tag = static_cast<std::uint16_t>(p.scrambled_tag & ~kNoSolutionTag);
  // Answers the RTBL already has keep their keys, so refilling a puzzle with its own
  // answers gives its bytes back; new answers take the smallest free key.
  std::map<std::string, int> old_key;
  for (const auto& [key, answer] : decode_extras(p, name).rtbl) old_key.emplace(answer, key);
  std::map<std::string, int> key_of;
  std::map<int, std::string> table;
  auto key_for = [&](const std::string& answer) {
    if (const auto it = key_of.find(answer); it != key_of.end()) return it->second;
    int key = 0;
    if (const auto it = old_key.find(answer); it != old_key.end() && !table.count(it->second)) {
      key = it->second;
    } else {
      auto taken = [&](int k) {
        if (table.count(k)) return true;
        for (const auto& [a, ok] : old_key)
          if (ok == k && !key_of.count(a) && std::count(answers.begin(), answers.end(), a))
            return true;
        return false;
      };
      while (taken(key)) ++key;
    }
    key_of.emplace(answer, key);
    table[key] = answer;
    return key;
  };
  std::string grbs(p.solution.size(), '\0');
  for (std::size_t i = 0; i < answers.size(); ++i) {
    assert(answers[i].empty() == is_black(p.solution[i]));
    if (answers[i].empty()) continue;
    p.solution[i] = answers[i][0];
    if (answers[i].size() == 1) continue;
    const int key = key_for(answers[i]);
    if (key >= 254)
      throw PuzError(ErrorKind::BadSection, name, "more than 254 different rebus answers");
    grbs[i] = static_cast<char>(key + 1);
  }
  if (table.empty()) {
    std::erase_if(p.sections,
                  [](const Section& s) { return s.name == "GRBS" || s.name == "RTBL"; });
    return;
  }
  put_section(p, "GRBS", grbs);
  put_section(p, "RTBL", encode_rtbl(table));
}

}  // namespace cwg::puz
