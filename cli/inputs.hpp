#pragma once
/// What every subcommand shares at the edge: the default word list, telling input families
/// apart.
#include <filesystem>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

namespace cwg::cli {

/// useful/wordlist.txt in the working folder if present, else in the folder above the one
/// the program is in (build/cwg: the checkout's), else the working folder's (missing) one.
std::filesystem::path default_wordlist();

/// The word list's words as a set, for the validator.
std::unordered_set<std::string> word_set(const std::vector<std::string>& words);

}  // namespace cwg::cli
