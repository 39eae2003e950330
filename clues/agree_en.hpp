#pragma once
/// English clues that agree with their answer (issue 27): an inflected answer (PLANETS,
/// ERECTED, SPEEDING) clued through its stem's sense gets the clue term in the same form
/// ("celestial bodies", "raised"), or no clue of that sense when the form cannot be made:
/// no noun for a verb form, no verb for a plural noun, no proper noun in the plural. The
/// forms are made by the regular English rules and kept only when Hunspell's en_US list
/// spells them (or from a short table of irregular verbs).
#include <optional>
#include <string>
#include <string_view>

#include "clues/speller.hpp"

namespace cwg::clues::en {

/// How an answer is formed from the stem whose sense clues it.
enum class Form { Same, S, Past, Ing, Er, Est, Other };

/// The form of `answer` (A-Z) from `stem` (A-Z): PLANETS from PLANET is S, STOPPED from STOP
/// Past, RACING from RACE Ing, TELLS from TELL S; Other when no regular ending explains it.
Form form_of(std::string_view answer, std::string_view stem);

/// A WordNet meaning's part of speech from its "(noun)", "(verb)", "(adj)", "(adv)" tag.
enum class Pos { Noun, Verb, Adj, Adv, Unknown };
Pos pos_of(std::string_view tag);

/// The clue term `term` (one to a few words, as the thesaurus prints it) put in `form` as
/// a `pos` of that sense: a noun's last word (or the word before " of ") in the plural, a
/// verb's first word in the past, -ing or third person; nullopt when the form does not
/// exist for that part of speech, `term` is a proper noun, or no spelling the speller knows
/// comes out. `speller` may be null (then every rule-made form is taken).
std::optional<std::string> inflect(const std::string& term, Form form, Pos pos,
                                   const Speller* speller);

/// An adjective's or adverb's one-word term (lower case) compared with "more" or "most" for
/// an answer of `form` Er or Est (SANER "More rational", the editor's way where the term takes
/// no "-er"); nullopt for another form, part of speech or a term of several words.
std::optional<std::string> compared(const std::string& term, Form form, Pos pos);

/// A noun's (lower case) plural that no "-s" rule makes ("man": "men", "louse": "lice"), or
/// nullopt.
std::optional<std::string> irregular_plural(std::string_view noun);

/// One word (lower case) in `form`: "raise" Past "raised", "body" S (noun) "bodies".
std::optional<std::string> inflect_word(const std::string& word, Form form, Pos pos,
                                        const Speller* speller);

}  // namespace cwg::clues::en
