#pragma once
/// What every subcommand shares at the edge: the default word list, and expanding
/// FILE|DIR arguments into .cwg files.
#include <filesystem>
#include <string>
#include <unordered_set>
#include <vector>

namespace cwg::cli {

/// useful/wordlist.txt in the current folder if present, else in the source tree cwg was
/// built from.
std::filesystem::path default_wordlist();

/// Files stay as given; a folder becomes its *.cwg files sorted by name. Throws InputError
/// for a path that does not exist or a folder without any .cwg file.
std::vector<std::filesystem::path> expand_cwg_inputs(const std::vector<std::string>& args);

/// The word list's words as a set, for the validator.
std::unordered_set<std::string> word_set(const std::vector<std::string>& words);

}  // namespace cwg::cli
