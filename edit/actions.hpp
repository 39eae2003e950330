#pragma once
/// The reducer: an action (a JSON object, as the page sends it and the journal keeps it)
/// applied to a draft gives a new draft, or an EditError naming the field, the draft
/// untouched. The actions are listed in docs/editor.md (`POST /api/action`); undo and redo
/// are the session's (session.hpp), not the reducer's.
#include <nlohmann/json_fwd.hpp>
#include <stdexcept>
#include <string>

#include "edit/draft.hpp"

namespace cwg::edit {

/// What kind of wrong a request is; the server maps it to 400, 404, 409, 422.
enum class ErrorKind : std::uint8_t {
  Malformed,  ///< not JSON, a field missing or of the wrong type
  NotFound,   ///< an entry that does not exist
  Conflict,   ///< a locked cell, a stale version, nothing to undo
  Refused,    ///< well formed, but the rules refuse it (off the grid, a forbidden arrow)
};

class EditError : public std::runtime_error {
 public:
  EditError(ErrorKind kind, std::string path, const std::string& message)
      : std::runtime_error(message), kind_(kind), path_(std::move(path)) {}
  ErrorKind kind() const { return kind_; }
  /// A JSON pointer into the request ("/row"), "?name" for a query parameter, "" for all.
  const std::string& path() const { return path_; }

 private:
  ErrorKind kind_;
  std::string path_;
};

/// The draft after `action`. Throws EditError (the draft is not changed).
Draft reduce(const Draft& draft, const nlohmann::json& action);

/// Whether `arrows` (a bit set of types) may stand on (row, col) by SPEC.md rules 3 and 4;
/// "" when it may, else why (and the type at fault in `bad_type`, -1 for the pair).
std::string arrows_refused(const Draft& d, int row, int col, unsigned arrows, int& bad_type);

}  // namespace cwg::edit
