#pragma once
/// The dictionaries' text as both halves of clues/dictionary read it: dictionary_read.cpp
/// (the files, into the index) and dictionary.cpp (the lines of an answer, into clues).
/// Internal to clues/.
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cwg::clues {

/// Splits `s` at `sep` outside brackets ("Aal {m} (auf der Speisekarte; gebraten)").
std::vector<std::string_view> split_top(std::string_view s, std::string_view sep);

/// Whether a Ding note ("[vulg.]", "[pej.]" ...) marks an offensive sense.
bool offensive_tag(std::string_view tag);

/// A term without an interjection's mark ("Ciao!", "Tschüss!": CIAO is a German word).
std::string_view bare_word(std::string_view term);

/// A word's spelling in the grid: umlauts spelled out, other accents dropped (café ->
/// CAFE); none for a phrase, a number or an abbreviation with a dot.
std::optional<std::string> spell(std::string_view word);

/// A spelling (A-Z) with its umlauts' AE, OE, UE as the plain vowel (FLAEMIN: FLAMIN), so
/// that a word and its forms compare by stem.
std::string fold_umlauts(std::string spelled);

/// Whether `term` is the feminine of the word spelled `answer` (or its plural): Ding pairs
/// "Ire {m}; Irin {f}", "Flame {m}; Flämin {f}" in one subentry, FreeDict "Esel, Eselin", and
/// the pair is no synonym (judged wrong: FLAME "Flämin", IRE "Irin", ANE "frz.: Eselin").
bool feminine_of(const std::string& answer, const std::string& term);

/// A foreign word's gender as its ending tells it (clues-de36): Italian, Spanish and
/// Portuguese -A feminine and -O masculine, Latin -A, -US and -UM; French endings say too
/// little. `lang` is the FreeDict file's ("it"), `spelled` the word (A-Z).
enum class Gender { kUnknown, kMasculine, kFeminine, kNeuter };
Gender gender_by_ending(const std::string& lang, std::string_view spelled);

/// The spelling of a one-word term, an English verb's "to" left off.
std::optional<std::string> term_spelling(std::string_view text, bool english);

/// The line of `text` that starts at `offset`, without its line end.
std::string_view line_at(std::string_view text, std::size_t offset);

/// The index's key of a spelling.
std::uint64_t spelling_hash(std::string_view s);

/// The hash (spelling_hash) of a Ding line's first term as parse_term writes it, its notes in
/// brackets left off and its spaces single ("Abholung {f} (von jdm./etw.); ..." hashes
/// "Abholung", "etw. verkaufen {vt}" "etw. verkaufen"); none for a term of more than two
/// words. One pass over the term's bytes, nothing copied: every line of a file is read so.
std::optional<std::uint64_t> first_term_hash(std::string_view line);

/// Where a line is: the Ding file's number << kOffsetBits | its byte offset.
inline constexpr std::uint64_t kOffsetBits = 40;
inline constexpr std::uint64_t kOffsetMask = (1ull << kOffsetBits) - 1;

/// The longest answer the dictionaries index (cwg's grids have words to 13 letters).
inline constexpr std::size_t kLongest = 15;

/// A dictd index number (base64 digits, most significant first); none if it is not one.
std::optional<std::uint64_t> b64(std::string_view s);

/// One line of a dictd index: the headword and where its entry is in the data file.
struct IndexLine {
  std::string_view word;
  std::uint64_t off = 0, len = 0;
};
/// `line` read as 'word<TAB>offset<TAB>length'; none if it is not one.
std::optional<IndexLine> index_line(std::string_view line);

/// A FreeDict dictionary's data file beside its index (NAME.index: NAME.dict.dz), both
/// there: InputError naming the one that is missing.
std::filesystem::path freedict_data(const std::filesystem::path& index);

/// A dictzip file read a few entries at a time (dictionary_read.cpp).
class Dictzip;
struct DictzipDelete {
  void operator()(Dictzip* d) const;
};
/// Opens `path` (its bytes are read; InputError when it is missing).
std::unique_ptr<Dictzip, DictzipDelete> open_dictzip(const std::filesystem::path& path);
/// The text's bytes [off, off + len), none past its end (a gzip file without dictzip's
/// chunks is inflated whole at the first call).
std::optional<std::string> dictzip_text(Dictzip& file, std::uint64_t off, std::uint64_t len);

}  // namespace cwg::clues
