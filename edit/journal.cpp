#include "edit/journal.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
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

namespace {

/// The run number of a set-aside journal's name (JOURNAL.prev is 1, JOURNAL.prev.N is N),
/// 0 for any other name.
int set_aside_number(const std::string& name, const std::string& journal) {
  const std::string base = journal + ".prev";
  if (name == base) return 1;
  if (name.size() <= base.size() + 1 || name.compare(0, base.size() + 1, base + ".") != 0) return 0;
  const std::string digits = name.substr(base.size() + 1);
  if (digits.size() > 6 || digits.find_first_not_of("0123456789") != std::string::npos) return 0;
  return std::stoi(digits);
}

std::vector<std::pair<int, std::filesystem::path>> numbered(const std::filesystem::path& journal) {
  std::vector<std::pair<int, std::filesystem::path>> out;
  std::error_code ec;
  const std::filesystem::path dir =
      journal.parent_path().empty() ? std::filesystem::path(".") : journal.parent_path();
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec))
    if (const int n =
            set_aside_number(entry.path().filename().string(), journal.filename().string());
        n > 0)
      out.emplace_back(n, journal.parent_path() / entry.path().filename());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

std::vector<std::filesystem::path> set_aside_journals(const std::filesystem::path& journal) {
  std::vector<std::filesystem::path> out;
  for (auto& [n, path] : numbered(journal)) out.push_back(std::move(path));
  return out;
}

std::filesystem::path next_set_aside(const std::filesystem::path& journal) {
  const auto have = numbered(journal);
  const int n = have.empty() ? 1 : have.back().first + 1;
  return std::filesystem::path(journal.string() +
                               (n == 1 ? ".prev" : ".prev." + std::to_string(n)));
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
