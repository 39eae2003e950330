#include "edit/session.hpp"

#include <nlohmann/json.hpp>
#include <system_error>

#include "core/extension.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "export/puzzle_files.hpp"
#include "puzzle/clue_sheet.hpp"
#include "puzzle/ipuz/ipuz.hpp"

namespace cwg::edit {

using nlohmann::json;

/// Locked entries in an .ipuz: [[column, row, "across"|"down"], ...] (ipuz's [col, row]).
inline constexpr const char* kLockedKey = "io.github.cwg:locked";

bool is_edit_format(const std::string& extension) {
  return extension == ".cwg" || extension == ".txt" || extension == ".puz" || extension == ".ipuz";
}

std::filesystem::path clue_sheet_path(const std::filesystem::path& cwg_file) {
  std::filesystem::path p = cwg_file;
  p.replace_extension(".clues.tsv");
  return p;
}

namespace {

const char* kind_name(Kind k) {
  return k == Kind::American ? "american" : "arrowword";
}

Draft open_file(const std::filesystem::path& file, const std::string& ext,
                const std::vector<std::string>& clue_files) {
  puzzle::ClueMap clues;
  std::vector<std::string> sheets = clue_files;
  if (ext == ".cwg" && std::filesystem::exists(clue_sheet_path(file)))
    sheets.insert(sheets.begin(), clue_sheet_path(file).string());
  if (ext == ".cwg" || ext == ".txt")
    for (const std::string& sheet : sheets)
      for (auto& [word, clue] : puzzle::parse_clues(read_file(sheet), sheet)) clues[word] = clue;
  Draft d = from_puzzle(page::read_puzzle_file(file.string(), ext, clues), file.string());
  if (ext == ".ipuz") {
    const json j = json::parse(read_file(file), nullptr, false);
    if (j.is_object() && j.contains(kLockedKey) && j[kLockedKey].is_array())
      for (const json& k : j[kLockedKey])
        if (k.is_array() && k.size() == 3 && k[0].is_number_integer() && k[1].is_number_integer() &&
            k[2].is_string())
          d.locks.insert({k[1].get<int>(), k[0].get<int>(), k[2].get<std::string>() == "across"});
    std::set<EntryKey> live;
    for (const Entry& e : entries(d))
      if (d.locks.count(e.key)) live.insert(e.key);
    d.locks = std::move(live);
  }
  return d;
}

/// `bytes` (format_ipuz's JSON object) with the locks added before its closing brace, so
/// the writer's layout (a row a line) stays.
std::string add_locks(std::string bytes, const Draft& d) {
  if (d.locks.empty()) return bytes;
  json locked = json::array();
  for (const EntryKey& k : d.locks) locked.push_back({k.col, k.row, k.across ? "across" : "down"});
  const auto end = bytes.rfind('}');
  if (end == std::string::npos) return bytes;
  bytes.insert(end, std::string(",\n\"") + kLockedKey + "\": " + locked.dump() + "\n");
  // The insertion lands after the last member, before '}': drop the newline that preceded '}'.
  return bytes;
}

std::string sheet_line(std::string word, std::string clue) {
  for (char& ch : clue)
    if (ch == '\t' || ch == '\n' || ch == '\r') ch = ' ';
  return word + '\t' + clue + '\n';
}

}  // namespace

Session::Session(const OpenOptions& options)
    : file_(options.file), extension_(lower_extension(options.file)) {
  if (!is_edit_format(extension_))
    throw InputError(file_.string() + ": cwg edit opens a .cwg, .txt, .puz or .ipuz file");
  const std::filesystem::path jpath = journal_path(file_);
  JournalContents earlier = read_journal(jpath);
  // Earlier runs' journals set aside and not yet answered, newest first.
  std::vector<std::pair<std::filesystem::path, JournalContents>> aside;
  for (const std::filesystem::path& p : set_aside_journals(jpath))
    aside.insert(aside.begin(), {p, read_journal(p)});
  // A file never saved is made again from a journal's header: the live one, else the newest.
  json header = earlier.header;
  for (const auto& [p, j] : aside)
    if (header.is_null()) header = j.header;
  Draft d;
  if (options.create) {
    if (std::filesystem::exists(file_))
      throw InputError(file_.string() +
                       ": exists already; --new makes a new file (leave --new out to edit it)");
    const NewGrid& g = *options.create;
    if (g.kind == Kind::Arrowword && extension_ == ".txt")
      throw InputError(file_.string() +
                       ": a .txt holds a black-square grid, not an arrowword (use .cwg or .ipuz)");
    if (g.kind == Kind::American && extension_ == ".cwg")
      throw InputError(
          file_.string() +
          ": a .cwg holds an arrowword, not an American grid (use .txt, .puz or .ipuz)");
    d = new_draft(g.kind, g.rows, g.cols);
  } else if (!std::filesystem::exists(file_)) {
    const json& h = header;
    if (!h.is_object() || !h.contains("rows") || !h.contains("cols") || !h.contains("kind"))
      throw InputError(file_.string() +
                       ": no such file (make one with --new RxC --kind arrowword|american)");
    d = new_draft(h["kind"] == "arrowword" ? Kind::Arrowword : Kind::American, h["rows"].get<int>(),
                  h["cols"].get<int>());
  } else {
    d = open_file(file_, extension_, options.clue_files);
  }
  current_ = std::make_shared<const Draft>(std::move(d));
  // A new file is unsaved until its first save: dirty from the start.
  saved_ = options.create || !std::filesystem::exists(file_) ? std::make_shared<const Draft>()
                                                             : current_;
  std::error_code ec;
  if (!earlier.actions.empty()) {
    // Set aside under a new name: an older run's unanswered edits are never overwritten.
    const std::filesystem::path prev = next_set_aside(jpath);
    std::filesystem::rename(jpath, prev, ec);
    if (ec) throw InputError(jpath.string() + ": cannot set the journal aside: " + ec.message());
    offers_.push_back({prev, std::move(earlier.actions)});
  } else {
    std::filesystem::remove(jpath, ec);
  }
  for (auto& [p, j] : aside)
    if (!j.actions.empty()) offers_.push_back({p, std::move(j.actions)});
  header = {{"cwg_journal", 1},
            {"file", file_.filename().string()},
            {"kind", kind_name(current_->kind)},
            {"rows", current_->rows},
            {"cols", current_->cols}};
  journal_ = std::make_unique<Journal>(jpath, std::move(header));
}

std::string Session::format() const {
  return extension_.substr(1);
}

void Session::push(std::shared_ptr<const Draft> next) {
  past_.push_back(current_);
  future_.clear();
  current_ = std::move(next);
}

void Session::act(const json& action) {
  if (!action.is_object())
    throw EditError(ErrorKind::Malformed, "", "an action must be a JSON object");
  json logged = action;
  logged.erase("version");
  const auto type = action.find("type");
  if (type != action.end() && type->is_string() && (*type == "undo" || *type == "redo")) {
    const bool undo = *type == "undo";
    auto& from = undo ? past_ : future_;
    auto& to = undo ? future_ : past_;
    if (from.empty())
      throw EditError(ErrorKind::Conflict, "/type", undo ? "nothing to undo" : "nothing to redo");
    journal_->append(logged);
    to.push_back(current_);
    current_ = from.back();
    from.pop_back();
  } else {
    auto next = std::make_shared<const Draft>(reduce(*current_, action));
    journal_->append(logged);
    push(std::move(next));
  }
  ++version_;
}

std::string Session::file_bytes(const std::string& extension,
                                std::vector<std::string>& warnings) const {
  puzzle::Puzzle p = to_puzzle(*current_);
  try {
    std::string bytes = page::format_puzzle_file(p, extension, file_.filename().string(), warnings);
    return extension == ".ipuz" ? add_locks(std::move(bytes), *current_) : bytes;
  } catch (const InputError& e) {
    throw EditError(ErrorKind::Conflict, "",
                    std::string("a ") + extension + " cannot hold this puzzle: " + e.what());
  }
}

SaveResult Session::save() {
  SaveResult r;
  const std::string bytes = file_bytes(extension_, r.warnings);
  std::string sheet;
  if (extension_ == ".cwg") {
    const puzzle::Puzzle p = to_puzzle(*current_);
    sheet = "# the clues of " + file_.filename().string() + " (cwg edit): WORD<TAB>clue\n";
    for (const puzzle::Entry& e : p.entries)
      if (!e.clue.empty() && !e.answer.empty())
        sheet += sheet_line(e.answer, e.clue);
      else if (!e.clue.empty())
        r.warnings.push_back("the clue of the entry at row " + std::to_string(e.row) + " col " +
                             std::to_string(e.col) +
                             " is not saved: a .cwg's clue sheet keys a clue by its word, and the "
                             "entry is not full");
  }
  write_file_atomic(file_, bytes);
  r.files.push_back(file_.string());
  r.bytes = bytes.size();
  if (extension_ == ".cwg") {
    write_file_atomic(clue_sheet_path(file_), sheet);
    r.files.push_back(clue_sheet_path(file_).string());
  }
  journal_->clear();
  saved_ = current_;
  return r;
}

const Offer& Session::offer() const {
  static const Offer kNone;
  return offers_.empty() ? kNone : offers_.front();
}

std::pair<int, std::string> Session::recover(bool accept) {
  int applied = 0;
  std::string stopped;
  if (offers_.empty()) return {0, ""};
  const Offer offered = std::move(offers_.front());
  offers_.erase(offers_.begin());
  if (accept)
    for (const json& a : offered.actions) {
      try {
        act(a);
        ++applied;
      } catch (const EditError& e) {
        stopped = "action " + std::to_string(applied + 1) + " (" + a.dump() + "): " + e.what();
        break;
      }
    }
  // Its actions are in this run's journal now (accepted) or dropped on the maker's word.
  std::error_code ec;
  std::filesystem::remove(offered.file, ec);
  return {applied, stopped};
}

json draft_json(const Draft& d) {
  const std::vector<Entry> es = entries(d);
  const std::vector<bool> locked = locked_cells(d, es);
  std::vector<int> number(d.cells.size(), 0);
  for (const Entry& e : es)
    if (e.number) number[static_cast<std::size_t>(e.cells[0])] = e.number;
  json cells = json::array();
  for (int r = 0; r < d.rows; ++r)
    for (int c = 0; c < d.cols; ++c) {
      const Cell& cell = d.at(r, c);
      const auto i = static_cast<std::size_t>(d.index(r, c));
      json j = {{"row", r}, {"col", c}};
      if (cell.kind == CellKind::Letter) {
        j["kind"] = "letter";
        j["letter"] = cell.letter ? std::string(1, cell.letter) : "";
        j["locked"] = static_cast<bool>(locked[i]);
        if (number[i]) j["number"] = number[i];
      } else if (cell.kind == CellKind::Block) {
        j["kind"] = "block";
      } else {
        j["kind"] = "question";
        json arrows = json::array();
        for (int t = 0; t < arrowword::kArrowTypes; ++t)
          if (cell.arrows & arrowword::arrow_bit(t)) arrows.push_back(t);
        j["arrows"] = std::move(arrows);
      }
      cells.push_back(std::move(j));
    }
  json entries_json = json::array();
  for (const Entry& e : es) {
    json j = {{"id", key_text(e.key)},
              {"row", e.key.row},
              {"col", e.key.col},
              {"direction", e.key.across ? "across" : "down"},
              {"length", e.length},
              {"number", e.number},
              {"pattern", pattern(d, e)},
              {"clue", d.clues.count(e.key) ? d.clues.at(e.key) : ""},
              {"locked", d.locks.count(e.key) > 0}};
    if (e.arrow >= 0) {
      j["question"] = {e.question_row, e.question_col};
      j["arrow"] = e.arrow;
    }
    entries_json.push_back(std::move(j));
  }
  return {{"cells", std::move(cells)}, {"entries", std::move(entries_json)}};
}

json Session::head_json() const {
  const Draft& d = *current_;
  static const char* const kSymmetry[] = {"none", "rotational", "mirror"};
  return {{"kind", kind_name(d.kind)},
          {"rows", d.rows},
          {"cols", d.cols},
          {"version", version_},
          {"file", file_.filename().string()},
          {"format", format()},
          {"dirty", dirty()},
          {"can_undo", can_undo()},
          {"can_redo", can_redo()},
          {"symmetry", kSymmetry[static_cast<int>(d.symmetry)]},
          {"title", d.title},
          {"author", d.author},
          {"notes", d.notes},
          {"copyright", d.copyright}};
}

std::shared_ptr<const json> Session::draft_json_of(const std::shared_ptr<const Draft>& d) const {
  if (json_of_[0].first != d) {
    if (json_of_[1].first != d) json_of_[1] = {d, std::make_shared<const json>(draft_json(*d))};
    std::swap(json_of_[0], json_of_[1]);  // the newest first: the older one goes next
  }
  return json_of_[0].second;
}

json Session::state_json() const {
  json j = head_json();
  j.update(*draft_json_of(current_));
  return j;
}

namespace {

/// Whether two entries' lists are the same slots (ids, numbers, lengths, questions, arrows).
bool same_slots(const json& a, const json& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    for (const char* k : {"id", "number", "length", "question", "arrow"})
      if (a[i].value(k, json()) != b[i].value(k, json())) return false;
  return true;
}

}  // namespace

json Session::changes_json(const std::shared_ptr<const Draft>& before,
                           std::int64_t base_version) const {
  const auto was_json = draft_json_of(before);
  const auto now_json = draft_json_of(current_);
  const json& was = *was_json;
  const json& now = *now_json;
  if (before->rows != current_->rows || before->cols != current_->cols ||
      !same_slots(was["entries"], now["entries"]))
    return state_json();
  json j = head_json();
  j["changes"] = true;
  j["base_version"] = base_version;
  json cells = json::array(), es = json::array();
  for (std::size_t i = 0; i < now["cells"].size(); ++i)
    if (now["cells"][i] != was["cells"][i]) cells.push_back(now["cells"][i]);
  for (std::size_t i = 0; i < now["entries"].size(); ++i)
    if (now["entries"][i] != was["entries"][i]) es.push_back(now["entries"][i]);
  j["cells"] = std::move(cells);
  j["entries"] = std::move(es);
  return j;
}

}  // namespace cwg::edit
