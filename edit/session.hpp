#pragma once
/// One editing session on one file: the current draft and its history (a stack of
/// immutable drafts each way: undo is the previous value), the journal, the version count,
/// open and save in the file's format. Not thread-safe: the server holds one lock around it.
#include <cstdint>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "edit/actions.hpp"
#include "edit/draft.hpp"
#include "edit/journal.hpp"

namespace cwg::edit {

/// A new grid (`cwg edit FILE --new 15x15 --kind american`).
struct NewGrid {
  Kind kind = Kind::American;
  int rows = 15;
  int cols = 15;
};

struct OpenOptions {
  std::filesystem::path file;
  std::optional<NewGrid> create;        ///< FILE must not exist then
  std::vector<std::string> clue_files;  ///< clue lists for a .cwg or .txt (which carry none)
};

/// The formats the editor opens and saves, by extension.
bool is_edit_format(const std::string& extension);

/// The .cwg file's clue sheet: NAME.clues.tsv beside NAME.cwg.
std::filesystem::path clue_sheet_path(const std::filesystem::path& cwg_file);

struct SaveResult {
  std::vector<std::string> files;  ///< written, FILE first
  std::size_t bytes = 0;           ///< FILE's size
  std::vector<std::string> warnings;
};

/// Unsaved edits of an earlier run found at open.
struct Offer {
  std::filesystem::path file;  ///< where they were set aside
  std::vector<nlohmann::json> actions;
};

class Session {
 public:
  /// Opens FILE (or makes a new draft); throws InputError naming the file. A journal left by
  /// an earlier run is set aside as FILE.cwg-journal.prev and offered (offer()).
  explicit Session(const OpenOptions& options);

  const Draft& draft() const { return *current_; }
  std::shared_ptr<const Draft> snapshot() const { return current_; }
  std::int64_t version() const { return version_; }
  bool can_undo() const { return !past_.empty(); }
  bool can_redo() const { return !future_.empty(); }
  bool dirty() const { return *current_ != *saved_; }
  const std::filesystem::path& file() const { return file_; }
  std::string format() const;  ///< "ipuz", "cwg", "puz" or "txt"

  /// Applies an action (undo and redo included), journals it and counts a version. Throws
  /// EditError with nothing changed. An action that changes nothing is still journaled and
  /// counted (the page asked for it), except a set_meta that changes nothing.
  void act(const nlohmann::json& action);

  /// Writes FILE atomically in its format (and a .cwg's clue sheet); empties the journal.
  /// Throws EditError (Conflict) naming what the format cannot hold, InputError when writing fails.
  SaveResult save();

  /// The puzzle's bytes in `extension`'s format (".ipuz", ".puz", ".cwg", ".txt").
  std::string file_bytes(const std::string& extension, std::vector<std::string>& warnings) const;

  const Offer& offer() const { return offer_; }
  /// Replays the offered actions (accept) or drops them; returns how many were applied and,
  /// when one could not be, why (the rest are not applied).
  std::pair<int, std::string> recover(bool accept);

  /// The state as `GET /api/state` gives it (docs/editor.md).
  nlohmann::json state_json() const;

  /// The state after an action as changes against `before` (the draft at `base_version`):
  /// every field of the state but "cells" and "entries", the cells whose look changed and the
  /// entries whose pattern, clue or lock changed, with "changes": true. When the entries
  /// themselves changed (a block, a new grid) it is the whole state. A keystroke's answer is
  /// then a few hundred bytes, not the 27 kB of a 15x15's state.
  nlohmann::json changes_json(const std::shared_ptr<const Draft>& before,
                              std::int64_t base_version) const;

 private:
  nlohmann::json head_json() const;
  /// draft_json of `d`, remembered for the last two drafts asked (the state before an
  /// action is usually the one drawn last).
  std::shared_ptr<const nlohmann::json> draft_json_of(const std::shared_ptr<const Draft>& d) const;
  void push(std::shared_ptr<const Draft> next);
  std::filesystem::path file_;
  std::string extension_;
  std::shared_ptr<const Draft> current_;
  std::shared_ptr<const Draft> saved_;
  std::vector<std::shared_ptr<const Draft>> past_;
  std::vector<std::shared_ptr<const Draft>> future_;
  std::int64_t version_ = 0;
  std::unique_ptr<Journal> journal_;
  Offer offer_;
  mutable std::pair<std::shared_ptr<const Draft>, std::shared_ptr<const nlohmann::json>>
      json_of_[2];
};

/// The cells and entries of `d` as JSON (the "cells" and "entries" of the state).
nlohmann::json draft_json(const Draft& d);

}  // namespace cwg::edit
