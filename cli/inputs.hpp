#pragma once
/// What every subcommand shares at the edge: the default word list and lexicon, telling
/// input families apart.
#include <boost/program_options/variables_map.hpp>
#include <filesystem>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

namespace cwg::cli {

/// useful/wordlist.txt in the working folder if present, else in the folder above the one
/// the program is in (build/cwg: the checkout's), else the working folder's (missing) one.
std::filesystem::path default_wordlist();

/// The English lexicon of the game commands when no --dict is given: SOWPODS of the shared
/// data beside the checkout (../shared/lexicon/sowpods.txt), found as the word list is; the
/// committed leave table was learned with it.
std::filesystem::path default_lexicon();

/// The flag's value, else default_lexicon(), with the words --help shows for it.
std::string lexicon_flag(const boost::program_options::variables_map& vm);
inline constexpr const char* kLexiconHelp =
    "the word list, one word a line (default: ../shared/lexicon/sowpods.txt beside the "
    "checkout, English)";

/// The file name's extension in lower case, with its dot (".puz"), by which every command
/// tells the families of its inputs and outputs apart.
std::string lower_extension(const std::filesystem::path& path);

/// The word list's words as a set, for the validator.
std::unordered_set<std::string> word_set(const std::vector<std::string>& words);

}  // namespace cwg::cli
