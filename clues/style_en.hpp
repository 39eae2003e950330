#pragma once
/// The house style of a clue printed beside an American grid (issue 27): it starts with a
/// capital letter, as every American paper prints it ("raise" -> "Raise"); a blank "___"
/// or a digit stays as it is. And the short form an editor makes of a WordNet gloss where it
/// stays a true definition (clues-en17: of the pooled judged rows, glosses with "or" were
/// 34 % good and 39 % "wordy, clumsy dictionary phrasing").
#include <string>
#include <string_view>
#include <vector>

namespace cwg {
namespace wordnet {
class WordNet;
struct Synset;
}  // namespace wordnet

namespace clues::en {

/// `clue` in the American house style.
std::string house_style(std::string clue);

/// `clue` with WordNet's British "grey" spelled as American papers spell it ("Greyish brown"
/// -> "Grayish brown" for TAUPE, judged "British spelling" 6 times; "Hard grey-black
/// mineral"); a capitalized "Grey" after the first word is a name's ("Zane ___").
std::string american_spelling(std::string clue);

/// The gloss `text` (as glosses() makes it, maybe with ": Abbr.") as an editor prints it:
/// - one alternative of the head's "or", the first: "Groove or furrow" -> "Groove", "Fish
///   eggs or egg-filled ovary" -> "Fish eggs", "Hostile or warlike attitude or nature" ->
///   "Hostile attitude"; not where the two are sister terms or opposites, whose union the
///   word is ("Father or mother", "Cotton or linen fabric", "Annual or perennial herb"), nor
///   where a phrase follows that may belong to the second ("Prank or piece of clowning");
/// - an ordinal in words: "7th letter of the Greek alphabet" -> "Seventh letter ...";
/// - "Month following March and preceding May" -> "Month after March".
std::string editor_gloss(std::string text, const wordnet::WordNet& wn);

/// A person's kind before the given names of a name's blank as an editor writes it:
/// "U.S. feminist and suffragist" -> "Feminist", "Italian violin maker in Cremona" ->
/// "Italian violin maker", "Swiss painter influenced by Kandinsky" -> "Swiss painter",
/// "Outstanding Italian operatic tenor" -> "Italian operatic tenor"; "and" only after a
/// person ("Dutch portrait and genre painter" stays). Where the kind after "and" is one
/// solvers know far better (`kinds`: the name's kinds in WordNet and their numbers of
/// instances; four times the first's or more), both stay, the second without its
/// adjectives: "English clergyman and metaphysical poet" -> "English clergyman and poet"
/// (DONNE, clues-en19).
std::string editor_person_kind(std::string kind, const wordnet::WordNet& wn,
                               const std::vector<std::pair<std::string, int>>& kinds = {});

/// `clue` of `answer` (A-Z) with the mark an editor adds for a meaning whose WordNet synsets
/// are `senses` (those of the thesaurus's meaning that hold the term, else all of the
/// headword's in its part of speech; a gloss's own), where WordNet says so of every one of
/// them: ", informally" (a colloquialism), ", slangily", ", archaically", ", in Britain", ",
/// in Scotland" (its usage and region domains, for the synset or the answer's word), ":
/// Prefix" (a combining form: NEO "Modern: Prefix"). No mark after ": Abbr." nor a region's
/// where the clue names it ("British solo dance performed by sailors"). (A clipped form is
/// not marked: of the pooled judged rows OLEO "Margarine", DELI "Food shop", TAXI "Cab" were
/// good 27 times of 27.)
std::string with_usage_mark(std::string clue, std::string_view answer,
                            const std::vector<const wordnet::Synset*>& senses);

}  // namespace clues::en
}  // namespace cwg
