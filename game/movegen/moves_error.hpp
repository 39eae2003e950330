#pragma once
/// Bad input to the move generator: a lexicon it cannot use, a rack it cannot play from.
#include <string>

#include "core/input_error.hpp"

namespace cwg::game {

enum class MovesErrorKind {
  EmptyLexicon,  ///< no word of the distribution's alphabet in the word list
  NoRack,        ///< the player on turn has no known tile
  TooManyTiles,  ///< the rack holds more of a tile than the distribution has
};

const char* moves_error_kind_name(MovesErrorKind kind);

/// "file:line:column: message" (InputError) with the kind, for tests.
class MovesError : public InputError {
 public:
  MovesError(MovesErrorKind kind, const std::string& file, int line, int column,
             const std::string& message)
      : InputError(file, line, column, message), kind_(kind) {}
  MovesErrorKind kind() const { return kind_; }

 private:
  MovesErrorKind kind_;
};

}  // namespace cwg::game
