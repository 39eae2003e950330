#pragma once
/// The flags of the puzzle maker's control over the words of a run (--ban FILE, --min-score
/// N, --theme FILE) mapped onto core/word_control's values.
#include <boost/program_options/options_description.hpp>
#include <boost/program_options/variables_map.hpp>

#include "core/word_control.hpp"
#include "core/wordlist.hpp"

namespace cwg::cli {

/// Adds --ban, --min-score and (with `theme`) --theme to `desc`.
void add_word_control_flags(boost::program_options::options_description& desc, bool theme = true);

/// The values of --ban, --min-score and --theme.
WordControl word_control(const boost::program_options::variables_map& vm);

/// The word list of --dict (or the default) with --ban and --min-score applied; throws
/// InputError naming the file (and line) of the first problem.
WordList load_controlled_wordlist(const boost::program_options::variables_map& vm);

}  // namespace cwg::cli
