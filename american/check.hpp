#pragma once
/// The check of a filled black-square grid against its layout and the word list, written
/// apart from the fill engine and from blackgrid/ so that it shares no code with what it
/// checks: every across and down run of two or more squares is a word of the list, no
/// word appears twice, the given letters and black squares are kept, no square is empty.
#include <string>
#include <unordered_set>
#include <vector>

#include "formats/txt/txt_grid.hpp"

namespace cwg::american {

/// What is wrong with `filled` as a fill of `layout` (empty when it is a valid fill).
/// `words` holds the list's words in upper case.
std::vector<std::string> check_fill(const txt::Grid& layout, const txt::Grid& filled,
                                    const std::unordered_set<std::string>& words);

}  // namespace cwg::american
