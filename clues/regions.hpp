#pragma once
/// German words one land uses (Swiss, Austrian): how the sources mark them and how the house
/// style prints the mark.
#include <string>
#include <string_view>

namespace cwg::clues {

/// The house style's mark of a German word one land uses ("schweiz.", "österr.",
/// "österr./schweiz.") for a note of OpenThesaurus ("schweiz.", "ugs., schweiz.") or the tags
/// of a Ding term ("Schw.", "Ös. Schw."); "" for any other note (südd., regional: a solver
/// does not know which land to think of).
std::string regional_mark(std::string_view note);

}  // namespace cwg::clues
