#include "clues/sources.hpp"

#include <array>
#include <future>

#include "clues/confidence.hpp"
#include "clues/confidence_en.hpp"
#include "core/file_io.hpp"
#include "core/letters.hpp"
#include "core/workers.hpp"

namespace cwg::clues {

namespace {

/// The answers and the one-word terms the thesaurus offers for them: the dictionary reads
/// these terms' lines too, for their plurals (agree_de.hpp) and for what ranks them
/// (rank_de.hpp: the translations they share with their answer, how Ding marks them).
Needed with_terms(const Needed& answers, const Thesaurus& thesaurus) {
  Needed out = answers;
  for (const std::string& answer : answers.spellings())
    for (const Candidate& c : thesaurus.candidates(answer)) {
      if (c.text.find(' ') == std::string::npos)
        if (const auto spelled = normalize_word(c.text)) out.add(*spelled);
      if (const auto stem = normalize_word(c.headword)) out.add(*stem);  // REHE's Reh
    }
  return out;
}

}  // namespace

std::unique_ptr<ClueData> load_clue_data(const std::vector<std::string>& files,
                                         const std::string& thesaurus, Lang lang,
                                         const std::vector<std::string>& dictionaries,
                                         const Needed& answers) {
  auto data = std::make_unique<ClueData>();
  std::vector<std::filesystem::path> dicts(dictionaries.begin(), dictionaries.end());
  if (dictionaries.empty() && lang == Lang::De) dicts = default_dictionaries();
  if (dictionaries.size() == 1 && dictionaries[0] == "none") dicts.clear();
  const auto load_thesaurus = [&] {
    if (thesaurus != "none")
      data->thesaurus = std::make_unique<Thesaurus>(
          thesaurus.empty() ? default_thesaurus(lang) : std::filesystem::path(thesaurus), lang,
          answers);
  };
  for (const std::string& file : files) data->lists.add_file(file);
  if (!answers.all()) {
    // One grid's words (cwg clue): the thesaurus first, then the dictionaries read for its
    // words and their terms (a few per cent of the lines).
    load_thesaurus();
    if (!dicts.empty())
      data->dictionary = std::make_unique<Dictionary>(
          dicts, answers, data->thesaurus ? with_terms(answers, *data->thesaurus) : answers);
  } else {
    // Every word (a fill's list): the dictionaries are read beside the thesaurus; on two
    // cores the load takes the time of the larger of them.
    Background loader(1);
    std::future<std::unique_ptr<Dictionary>> dictionary;
    if (!dicts.empty())
      dictionary =
          loader.submit([dicts, answers] { return std::make_unique<Dictionary>(dicts, answers); });
    load_thesaurus();
    if (dictionary.valid()) data->dictionary = dictionary.get();
  }
  // With a thesaurus only: `--thesaurus none --dictionary none` asks for the lists alone.
  if (lang == Lang::De && thesaurus != "none") data->categories = std::make_unique<Categories>();
  return data;
}

std::string fit_fill_list(const ClueData& data, Field field, int bonus, bool only, bool designs,
                          WordList& list, WordList* first_try, ClueKeys* keys) {
  if (!only) {
    prefer_clueable(list, clueable_words(list, data.source(), field), bonus);
    return {};
  }
  // A wrong clue out rather than a bad one in: the German fill prefers the words whose clue
  // is sure (confidence.hpp; issue 27, clues-de6 and de7).
  // The American fill, the words whose best clue is confident (confidence_en.hpp, clues-en8).
  const bool german = data.thesaurus && data.thesaurus->lang() == Lang::De && data.dictionary;
  const bool english = data.thesaurus && data.thesaurus->lang() == Lang::En;
  std::vector<int> sure;
  WordKeys word_keys;
  std::vector<bool> clueable =
      surely_clued_words(list, data.source(), field, kSurelyCluedFrom,
                         german || english ? &sure : nullptr, english, keys ? &word_keys : nullptr);
  // A word whose clue would be unsure is left out (kUnsure), and from kConfidentFrom letters
  // on one whose clue is not confident: such words are many.
  for (std::size_t i = 0; german && i < clueable.size(); ++i)
    if ((list.words[i].size() >= kSureFrom && sure[i] < kUnsure) ||
        (list.words[i].size() >= kConfidentFrom && sure[i] < kConfident))
      clueable[i] = false;
  std::array<std::size_t, 6> short_words{};
  std::size_t count = 0;
  for (std::size_t i = 0; i < clueable.size(); ++i) {
    if (!clueable[i]) continue;
    ++count;
    if (list.words[i].size() < short_words.size()) ++short_words[list.words[i].size()];
  }
  std::size_t missing = 0;  // a length from 3 to 5 without a word (0: none missing)
  for (std::size_t len = 3; designs && len < short_words.size() && !missing; ++len)
    if (short_words[len] == 0) missing = len;
  if (count == 0 || missing)
    return "too few clueable words for a grid (" + std::to_string(count) + " of " +
           std::to_string(list.words.size()) + " in " + list.source +
           (missing ? ", none of " + std::to_string(missing) + " letters" : "") + ")";
  if (english) {
    // The weight alone moved few words of the bench grids (most slots are held by their
    // crossings): a first try without the unconfident longer words.
    // The middle band (a similar term, a later one) counts as confident here: left out of
    // the first try (9e6adfd) or preferred neither way (57ab253), the fill took more of the
    // lowest band (its share of the bench sets' clues rose in 3 of 3 and 2 of 3 sets;
    // clues-en10).
    std::vector<bool> first = clueable;
    if (first_try) {
      drop_unconfident(list, sure, kConfidentFirstFrom, kConfidentEnough, first, en::kMiddle);
      *first_try = list;
    }
    // keep_clueable drops words: the flags follow it.
    std::vector<bool> kept, kept_first;
    for (std::size_t i = 0; i < clueable.size(); ++i) {
      if (clueable[i]) kept.push_back(sure[i] >= en::kMiddle);
      if (first[i]) kept_first.push_back(sure[i] >= en::kMiddle);
    }
    if (first_try) {
      keep_clueable(*first_try, first);
      prefer_clueable(*first_try, kept_first, bonus);
    }
    keep_clueable(list, clueable, keys ? &word_keys : nullptr);
    prefer_clueable(list, kept, bonus);
  } else if (german) {
    // keep_clueable drops words: `sure` follows it.
    std::vector<int> kept;
    for (std::size_t i = 0; i < clueable.size(); ++i)
      if (clueable[i]) kept.push_back(sure[i]);
    keep_clueable(list, clueable, keys ? &word_keys : nullptr);
    prefer_confident(list, kept, bonus);
  } else {
    keep_clueable(list, clueable, keys ? &word_keys : nullptr);
  }
  if (keys) *keys = ClueKeys(list.words, std::move(word_keys));
  return {};
}

bool weak_clue_en(const ClueData& data, Field field, const std::string& word) {
  const std::lock_guard<std::mutex> lock(data.busy);
  for (const Candidate& c : data.source().candidates(word))
    if (printable(word, c.text, field) && en::middle_or_top(c)) return false;
  return true;
}

puzzle::ClueMap first_clues(const ClueLists& lists) {
  puzzle::ClueMap map;
  for (const std::string& word : lists.words()) map[word] = lists.candidates(word).front().text;
  return map;
}

std::filesystem::path sheet_path(const std::filesystem::path& output) {
  std::filesystem::path sheet = output;
  return sheet.replace_extension(".clues.tsv");
}

ClueSheet write_clue_sheet(const ClueData& data, const puzzle::Puzzle& p,
                           const std::filesystem::path& output, std::uint64_t seed) {
  ClueSheet sheet;
  {
    const std::lock_guard<std::mutex> lock(data.busy);
    sheet = clue_puzzle(p, data.source(), seed);
  }
  write_file_atomic(sheet_path(output), sheet_tsv(sheet));
  return sheet;
}

std::string unclued_note(const ClueSheet& sheet) {
  const auto missing = unclued(sheet);
  if (missing.empty()) return {};
  std::string note = "no clue for " + std::to_string(missing.size()) + " word" +
                     (missing.size() == 1 ? "" : "s") + ":";
  for (const std::string& w : missing) note += " " + w;
  return note;
}

}  // namespace cwg::clues
