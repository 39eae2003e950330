#pragma once
/// The flags of the commands that fill or clue (solve, fill, clue): the puzzle maker's
/// control over the words (--ban FILE, --min-score N, --theme FILE, mapped onto
/// core/word_control's values) and the clue sources (issue 17: --clues FILE, repeatable,
/// --lang de|en, --thesaurus FILE.idx|none, and for solve and fill --clue and --clued-only).
/// The sources are read before any solving, so a bad list or a missing thesaurus ends the
/// run at once (exit 2). What is done with them is clues/sources.hpp's.
#include <boost/program_options/options_description.hpp>
#include <boost/program_options/variables_map.hpp>
#include <memory>

#include "clues/sources.hpp"
#include "dict/word_control.hpp"
#include "dict/wordlist.hpp"

namespace cwg::cli {

/// Adds --ban, --min-score and (with `theme`) --theme to `desc`.
void add_word_control_flags(boost::program_options::options_description& desc, bool theme = true);

/// The values of --ban, --min-score and --theme.
WordControl word_control(const boost::program_options::variables_map& vm);

/// The word list of --dict (or the default) with --ban and --min-score applied; throws
/// InputError naming the file (and line) of the first problem.
WordList load_controlled_wordlist(const boost::program_options::variables_map& vm);

using clues::ClueData;

/// Adds --clues, --lang and --thesaurus; with `switches` also --clue and --clued-only.
void add_clue_flags(boost::program_options::options_description& desc, bool switches);

/// Whether the flags ask for clues (--clue or --clued-only).
bool wants_clues(const boost::program_options::variables_map& vm);

/// Reads the sources the flags name (the thesaurus and dictionaries for `answers` only,
/// when named); `lang` is --lang's value when not given. Throws InputError naming the clue
/// list (and line) or thesaurus file that cannot be read, and an unknown --lang.
std::unique_ptr<ClueData> load_clue_data(const boost::program_options::variables_map& vm,
                                         clues::Lang lang, const clues::Needed& answers = {});

/// clues::fit_fill_list for --clued-only or --clue; false, having said why on stderr, when
/// too few words stay.
bool clued_fill_list(const boost::program_options::variables_map& vm, const ClueData& data,
                     clues::Field field, int bonus, bool designs, WordList& list,
                     WordList* sure = nullptr, clues::ClueKeys* keys = nullptr);

}  // namespace cwg::cli
