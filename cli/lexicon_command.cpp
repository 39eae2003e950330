// `cwg lexicon WORDS [-o OUT.gaddag] [--alphabet NAME]`: a word list built into its GADDAG
// once and saved, so that moves, analyze, play, sim, endgame and leaves read it in
// milliseconds (game/movegen/lexicon_file.hpp).
#include <boost/program_options.hpp>
#include <iostream>
#include <string>

#include "analysis/commands.hpp"
#include "cli/commands.hpp"
#include "cli/io_flags.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "game/movegen/lexicon_file.hpp"

namespace cwg::cli {

namespace po = boost::program_options;

int lexicon_main(const Args& args) {
  po::options_description desc(
      "usage: cwg lexicon WORDS.txt -o OUT.gaddag [--alphabet NAME]\n\n"
      "Builds the word list's GADDAG, the structure the board-game commands walk, and saves\n"
      "it: give OUT.gaddag to their --dict and they read it instead of building it again\n"
      "(SOWPODS: about 10 ms instead of half a second). The file holds the alphabet it was\n"
      "built with; a position of another alphabet refuses it. Exit 2 on bad input.\n\n"
      "options");
  std::string alphabet = "english";
  desc.add_options()("out,o", po::value<std::string>()->value_name("OUT.gaddag"),
                     "the file to write (required)")(
      "alphabet", po::value(&alphabet)->value_name("NAME"),
      "the tiles' letters: english (default) or polish, or a lexicon name that implies one "
      "(CSW21, NWL2023, OSPS49)");
  const auto parsed = parse_files("lexicon", args, desc);
  if (!parsed) return 0;
  if (parsed->inputs.size() != 1)
    throw InputError("lexicon: give exactly one WORDS.txt (see cwg lexicon --help)");
  const std::string& words = parsed->inputs[0];
  const game::Distribution* dist = game::Distribution::named(alphabet);
  if (!dist)
    throw InputError("lexicon: --alphabet '" + alphabet + "' is not english, polish or a " +
                     "lexicon name that implies one");
  const auto out = output_path("lexicon", parsed->vm, words);
  const game::Lexicon lex = analysis::load_game_lexicon(words, *dist, std::cerr);
  write_file_atomic(out, game::save_gaddag(lex));
  std::cerr << "cwg lexicon: " << lex.gaddag.word_count() << " words, "
            << lex.gaddag.memory_bytes() / 1024 << " KiB of records\n";
  say_wrote(out);
  return 0;
}

}  // namespace cwg::cli
