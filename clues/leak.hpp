#pragma once
/// Whether a clue gives its answer away: it contains the answer, is contained in it, or one
/// of its words shares four consecutive letters with it, compared upper-cased with Ä Ö Ü ß
/// spelled AE OE UE SS (as the grid spells the answer).
#include <string>
#include <string_view>
#include <vector>

namespace cwg::clues {

/// The words of a clue in the grid's spelling (A-Z, umlauts spelled out); characters that
/// are no letter separate words.
std::vector<std::string> clue_words(std::string_view clue);

/// True when `clue` (UTF-8) leaks `answer` (A-Z). With `english_endings`, four letters shared
/// only in an ending both words have are no leak (American clues: "Mindlessly" for
/// SENSELESSLY, "Explorers" for ADVENTURERS; see shares_only_ending).
bool leaks(std::string_view answer, std::string_view clue, bool english_endings = false);

/// Whether every run of four letters `word` shares with `answer` lies in the ending both
/// have, that ending is at most six letters long and each word keeps three letters or more
/// before it: an inflection or a suffix in common (-ERS, -LESSLY, -ICALLY), no root.
bool shares_only_ending(std::string_view answer, std::string_view word);

/// True when `clue` is a spelling variant of `answer`: one word of the answer's length that
/// differs from it in one letter (OPA "Opi", TAXI "Taxe", KUWAIT "Kuweit") or in two
/// neighbours swapped (ALE "Äl"), or, from four letters on, one with a letter more or less
/// (DNEPR "Dnjepr", ARAS "Araks"), or the same word where German writes a sound two ways
/// (PH and F, TH and T, C and K or Z, Y and I, a letter doubled: PHOTO "Foto", KOKA "Coca",
/// KALZIT "Calcit").
bool variant(std::string_view answer, std::string_view clue);

/// Letters to change, put in or leave out to make `a` of `b` (Levenshtein; short words).
std::size_t edit_distance(std::string_view a, std::string_view b);

/// True when `clue` is one word (or an abbreviation's letters: "Ges.m.b.H."), beginning with the
/// answer's letter, two letters' edits from it (a letter changed, put in or left out, twice) and
/// the longer of the two has five letters or more: in German the same word in another spelling or a
/// dialect's (ADE "adieu", TRIREME "Triere", ERLE "Eller", DELFIN "Delphin").
/// So is one word of another length whose spelling, folded as variant() folds it, is one
/// letter from the answer's (DING "Thing", SOFIE "Sophia"), or the same once a French loan's
/// spellings are folded as German writes them (SAUCE "Soße").
bool near_variant(std::string_view answer, std::string_view clue);

/// True when `word` (A-Z) is `answer` as German spells the same word: alike once an H after a
/// consonant (not a CH's after the first letter) is left out and C is written K, not the same
/// letters (RHUM "Rum", KHI "Chi", GLUCOSE "Glukose", TEMA "Thema", CORK "Kork"). A
/// translation so spelled says nothing (clues-de36); a cognate of other letters does (MER
/// "Meer", TEA "Tee", ELK "Elch", HIM "ihm").
bool loan_spelling(std::string_view answer, std::string_view word);

/// True when a word of `clue` is the answer's root with its own endings (German, clues-de26):
/// the answer less one derivational or inflectional ending (-ISCH, -LICH, -HAFT, -UNG,
/// -IG, -OS, -US, -ERN, -EN, -E, -N), the word less a "ge-" or "be-" and up to three endings
/// (-IGT, -IG, -ISCH, -LICH, -VOLL, -LOS, -HAFT, -SAM, -UNG, -EN, -IER, -ER, -ES, -EM, -E, -T),
/// umlauts folded, the root three letters or more: SATT "gesättigt", REUIG "reuevoll", ETHOS
/// "ethische Gesinnung", EILIG "in Eile", GLAESERN "aus Glas", AMTEN "amtieren". A compound
/// keeps its other part (ERDKRUSTE "Erdrinde").
bool root_leak(std::string_view answer, std::string_view clue);

/// True when a word of `clue` is a compound that holds the answer in another spelling
/// (German, clues-de16): its end is the answer less a final E (BOEE "Windbö") or the answer
/// with one letter more (FOEN "Haarföhn", TONE "Farbtöne"), or the answer's stem (less a
/// final E, EN or N; three letters or more) follows a prefix (ENGE "Verengung", "Einengung"),
/// or a word of it is the answer in the other spelling of a sound (PUNKTO "in puncto").
bool compound_leak(std::string_view answer, std::string_view clue);

}  // namespace cwg::clues
