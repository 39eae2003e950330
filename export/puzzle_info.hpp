#pragma once
/// `cwg info` of puzzle files (.puz, .ipuz): each file read and reported in the order given,
/// as text or as one JSON array; a file that cannot be read is named and the others are
/// still reported.
#include <functional>
#include <ostream>
#include <string>
#include <vector>

namespace cwg::page {

/// .puz files: what each holds and which of its checksums hold. Exit 0 when every file is
/// valid, 1 when a readable one fails a check, 2 when one cannot be read ("cwg: MESSAGE"
/// on `err`, and an object saying so in the JSON).
int info_puz(const std::vector<std::string>& files, bool as_json, std::ostream& out,
             std::ostream& err);

/// .ipuz files: read and checked, with their words, clues and texts; exit 0, or 2 when one
/// cannot be read.
int info_ipuz(const std::vector<std::string>& files, bool as_json, std::ostream& out,
              std::ostream& err);

/// The family of an input of `cwg info` by its name: "puz", "ipuz", "game" (.gcg or .cgp)
/// or "unknown".
std::string info_family(const std::string& file);

/// Inputs of one family that one call of the family's info reads (a --dict lexicon is then
/// read once): file names, or `--cgp STRING`.
struct InfoRun {
  std::string family;  ///< as info_family()
  std::vector<std::string> args;
};

/// The inputs, in the order given, as runs of one family each; a file no info knows is a
/// run of its own, so that each is named in its own message.
std::vector<InfoRun> info_runs(const std::vector<InfoRun>& inputs);

/// One family's info of a run: its text, or with --json its JSON array, on the stream
/// given; returns its exit code.
using FamilyInfo = std::function<int(const InfoRun& run, std::ostream& out)>;

/// `cwg info` on inputs of several families (README, "JSON output"): each run read by
/// `info` in order, and with `json` their arrays joined into one on `out`. A run that
/// throws InputError, or is of no family, is named on `err` ("cwg: MESSAGE", exit 2), an
/// object says so in the JSON, and the others go on. Returns the highest exit code.
int info_mixed(const std::vector<InfoRun>& runs, bool as_json, const FamilyInfo& info,
               std::ostream& out, std::ostream& err);

}  // namespace cwg::page
