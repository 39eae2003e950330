#pragma once
/// What every subcommand shares at the edge: the default word list, expanding FILE|DIR
/// arguments into .cwg files, telling input families apart.
#include <filesystem>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

namespace cwg::cli {

/// useful/wordlist.txt in the working folder if present, else in the folder above the one
/// the program is in (build/cwg: the checkout's), else the working folder's (missing) one.
std::filesystem::path default_wordlist();

/// Files stay as given (a missing or unreadable one is reported when it is read); a folder
/// becomes its *.cwg files sorted by name. Throws one InputError naming every folder that
/// cannot be read or holds no .cwg file.
std::vector<std::filesystem::path> expand_cwg_inputs(const std::vector<std::string>& args);

/// The file name's extension in lower case, with its dot (".puz"), by which every command
/// tells the families of its inputs and outputs apart.
std::string lower_extension(const std::filesystem::path& path);

/// The word list's words as a set, for the validator.
std::unordered_set<std::string> word_set(const std::vector<std::string>& words);

}  // namespace cwg::cli
