#include "clues/needed.hpp"

#include <algorithm>

namespace cwg::clues {

namespace {

std::uint32_t length_bit(std::size_t n) {
  return 1u << std::min<std::size_t>(n, 31);
}

bool ascii_letter(char c) {
  return (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
}

int letter(char c) {
  return (c | 0x20) - 'a';
}

/// Where a spelling of letters `first`, `second` ... `last` (each 0-25; a one-letter word's
/// second is its first) is in letters_.
std::size_t letters_at(int first, int second, int last) {
  return (static_cast<std::size_t>(first) * 26 + second) * 26 + last;
}

}  // namespace

Needed::Needed(const std::vector<std::string>& spellings) : all_(false), letters_(26 * 26 * 26) {
  for (const std::string& s : spellings) add(s);
}

void Needed::add(const std::string& spelled) {
  if (all_) return;
  set_.insert(spelled);
  // Terms are spelled in A-Z: anything else (an odd .puz answer) matches none of them.
  if (spelled.empty() ||
      !std::all_of(spelled.begin(), spelled.end(), [](char c) { return c >= 'A' && c <= 'Z'; }))
    return;
  const std::uint32_t bit = length_bit(spelled.size());
  lengths_[letter(spelled[0])] |= bit;
  any_lengths_ |= bit;
  const std::size_t n = spelled.size();
  letters_[letters_at(letter(spelled[0]), letter(spelled[n > 1]), letter(spelled[n - 1]))] |= bit;
  ends_[letter(spelled[0]) * 26 + letter(spelled[n - 1])] |= bit;
}

bool Needed::has_upper_cased(std::string_view ascii_letters) const {
  std::string upper(ascii_letters);
  for (char& c : upper) c = static_cast<char>(c & ~0x20);
  return set_.count(upper) > 0;
}

bool Needed::may_spell_other(std::string_view raw) const {
  // What normalize_word trims; neither it nor spell takes any other byte below 0x80 that is
  // not a letter.
  while (!raw.empty() && (raw.front() == ' ' || raw.front() == '\t' || raw.front() == '\r'))
    raw.remove_prefix(1);
  while (!raw.empty() && (raw.back() == ' ' || raw.back() == '\t' || raw.back() == '\r'))
    raw.remove_suffix(1);
  if (raw.empty()) return false;
  std::size_t high = 0;  // bytes from 0x80
  for (const char c : raw) {
    if (static_cast<unsigned char>(c) >= 0x80)
      ++high;
    else if (!ascii_letter(c))
      return false;
  }
  const std::size_t n = raw.size();
  if (high == 0) {  // spelled as it is, upper-cased: the table first, then the word itself
    if ((letters_[letters_at(letter(raw[0]), letter(raw[n > 1]), letter(raw[n - 1]))] &
         length_bit(n)) == 0)
      return false;
    return has_upper_cased(raw);
  }
  // A byte from 0x80 gives from half a letter (UTF-8 "é" -> E, "ẞ" -> SS) to two (Latin-1
  // "ä" -> AE), an ASCII letter itself; ASCII letters at the ends are the spelling's own.
  const std::uint32_t from = length_bit(n - high + (high + 1) / 2);
  const std::uint32_t to = length_bit(n - high + 2 * high);
  const std::uint32_t range = (to | (to - 1)) & ~(from - 1);
  const bool first = ascii_letter(raw[0]), last = ascii_letter(raw[n - 1]);
  std::uint32_t lengths = any_lengths_;
  if (first && last && ascii_letter(raw[1]))
    lengths = letters_[letters_at(letter(raw[0]), letter(raw[1]), letter(raw[n - 1]))];
  else if (first && last)
    lengths = ends_[letter(raw[0]) * 26 + letter(raw[n - 1])];
  else if (first)
    lengths = lengths_[letter(raw[0])];
  return (lengths & range) != 0;
}

}  // namespace cwg::clues
