#pragma once
/// The journal beside a puzzle file (FILE.cwg-journal): a header line, then every action
/// the editor applied as one JSON line, written and flushed as it is applied, so a killed
/// server loses nothing. Replaying its actions onto the file it was made on gives the same
/// draft (the reducer is a pure function). A save empties it.
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace cwg::edit {

/// The journal's name for `file`.
std::filesystem::path journal_path(const std::filesystem::path& file);

/// What a journal holds: its header and its actions. A last line cut short (the process
/// killed mid-write) is left out, as is everything after a line that is no JSON object.
struct JournalContents {
  nlohmann::json header;
  std::vector<nlohmann::json> actions;
};
/// Reads `path`; an empty result when it is missing or has no header.
JournalContents read_journal(const std::filesystem::path& path);

/// The journals of earlier runs set aside beside `journal` (JOURNAL.prev, JOURNAL.prev.2,
/// JOURNAL.prev.3, ...: a higher number is a later run), oldest first. None is ever
/// overwritten: a run killed again before its offer was answered is set aside as the next.
std::vector<std::filesystem::path> set_aside_journals(const std::filesystem::path& journal);

/// The name the next journal set aside gets (after the highest one there).
std::filesystem::path next_set_aside(const std::filesystem::path& journal);

class Journal {
 public:
  explicit Journal(std::filesystem::path path, nlohmann::json header)
      : path_(std::move(path)), header_(std::move(header)) {}
  /// Appends one action (the file and its header made at the first); throws InputError
  /// naming the file when it cannot be written.
  void append(const nlohmann::json& action);
  /// Removes the file (after a save).
  void clear();
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
  nlohmann::json header_;
  std::ofstream out_;
};

}  // namespace cwg::edit
