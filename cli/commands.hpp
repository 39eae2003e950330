#pragma once
/// The subcommands of `cwg`. Each takes the arguments after its name and returns the exit
/// code: 0 ok, 1 some input invalid (a grid breaks a rule, a checksum fails, a record does
/// not replay), 2 bad input or usage, 3 no fill found. InputError escaping a command is
/// reported by main() as one line on stderr with exit 2.
#include <iostream>
#include <optional>
#include <string>
#include <vector>

namespace cwg::cli {

using Args = std::vector<std::string>;

// Arrowwords (.cwg) and the fill engine.
int score_main(const Args& args);
int solve_main(const Args& args);
int fill_main(const Args& args);
int render_main(const Args& args);
int bench_main(const Args& args);
int words_main(const Args& args);
/// `cwg match PATTERN`: the words of the list that fit a pattern.
int match_main(const Args& args);
/// `cwg clue GRID`: the clue sheet of a filled grid (cli/clue_command.cpp).
int clue_main(const Args& args);

// Across Lite .puz (cli/puz_commands.cpp): `verb` is info, convert, render, lock or unlock;
// convert also takes a .cwg input with a .puz output (the arrowword export). Info writes its
// report on `out` (so that cwg info on several families joins the reports).
int puz_main(const std::string& verb, const Args& args, std::ostream& out = std::cout);

// ipuz (cli/ipuz_commands.cpp): `verb` is convert (to or from .ipuz) or info.
int ipuz_main(const std::string& verb, const Args& args, std::ostream& out = std::cout);
/// Whether a command names an .ipuz file (as input or as -o OUT): it goes to ipuz_main.
bool ipuz_involved(const Args& args);

/// `cwg info` on inputs of several families (.puz, .ipuz, .gcg/.cgp): each file read by its
/// own family's info, in the order given, one JSON array with --json (cli/info_mixed.cpp).
/// nullopt when every input is of one family: the caller dispatches as for one file.
std::optional<int> info_mixed(const Args& args);

// The crossword board game (cli/game_commands.cpp): `verb` is info, convert or render, on
// GCG game records and CGP positions.
int game_main(const std::string& verb, const Args& args, std::ostream& out = std::cout);

// Every legal play of a position (cli/moves_command.cpp).
int moves_main(const Args& args);

// A page to solve a puzzle in, or to step through a game, in a browser
// (cli/export_command.cpp).
int export_main(const Args& args);
// The constructor in the browser (cli/edit_command.cpp, edit/).
int edit_main(const Args& args);
// Game analysis (analysis/): leave values from self-play, self-play matches, the analysis
// of a game record.
int leaves_main(const Args& args);
int play_main(const Args& args);
int analyze_main(const Args& args);
/// `cwg endgame`: exact endgames (cli/endgame_command.cpp).
int endgame_main(const Args& args);
/// `cwg lexicon`: a word list's GADDAG saved (cli/lexicon_command.cpp).
int lexicon_main(const Args& args);
/// `cwg sim` and `cwg winpct`: simulation and its win table (cli/sim_command.cpp).
int sim_main(const Args& args);
int winpct_main(const Args& args);

/// The file family a command's input belongs to, from its name: "cwg", "puz", "gcg",
/// "cgp", "txt" or "ipuz" (a plain-text black-square grid); `--cgp STRING` counts as "cgp".
/// Throws InputError naming the input when it is none of these.
std::string input_family(const Args& args);

}  // namespace cwg::cli
