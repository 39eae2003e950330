#pragma once
/// Shared by the clue tests.
#include <string>
#include <vector>

#include "clues/thesaurus.hpp"

namespace cwg::clues::test {

/// The texts of `all`, in their order.
inline std::vector<std::string> texts(const std::vector<Candidate>& all) {
  std::vector<std::string> out;
  for (const Candidate& c : all) out.push_back(c.text);
  return out;
}

}  // namespace cwg::clues::test
