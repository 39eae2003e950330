#include "edit/journal.hpp"

#include <system_error>

#include "core/input_error.hpp"

namespace cwg::edit {

std::filesystem::path journal_path(const std::filesystem::path& file) {
  return std::filesystem::path(file.string() + ".cwg-journal");
}

JournalContents read_journal(const std::filesystem::path& path) {
  JournalContents out;
  std::ifstream in(path, std::ios::binary);
  if (!in) return out;
  std::string line;
  bool first = true;
  while (std::getline(in, line)) {
    if (in.eof()) break;  // no '\n' after it: cut short
    nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_discarded() || !j.is_object()) break;
    if (first) {
      if (!j.contains("cwg_journal")) return {};
      out.header = std::move(j);
      first = false;
    } else {
      out.actions.push_back(std::move(j));
    }
  }
  return out;
}

void Journal::append(const nlohmann::json& action) {
  if (!out_.is_open()) {
    out_.open(path_, std::ios::binary | std::ios::trunc);
    if (!out_) throw InputError(path_.string() + ": cannot write the journal");
    out_ << header_.dump() << '\n';
  }
  out_ << action.dump() << '\n';
  out_.flush();
  if (!out_) throw InputError(path_.string() + ": cannot write the journal");
}

void Journal::clear() {
  if (out_.is_open()) out_.close();
  std::error_code ec;
  std::filesystem::remove(path_, ec);
}

}  // namespace cwg::edit
