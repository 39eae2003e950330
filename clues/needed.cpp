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

}  // namespace

Needed::Needed(const std::vector<std::string>& spellings) : all_(false) {
  for (const std::string& s : spellings) add(s);
}

void Needed::add(const std::string& spelled) {
  if (all_) return;
  set_.insert(spelled);
  // Terms are spelled in A-Z: anything else (an odd .puz answer) matches none of them.
  if (spelled.empty() ||
      !std::all_of(spelled.begin(), spelled.end(), [](char c) { return c >= 'A' && c <= 'Z'; }))
    return;
  lengths_[spelled[0] - 'A'] |= length_bit(spelled.size());
  any_lengths_ |= length_bit(spelled.size());
}

bool Needed::may_spell(std::string_view raw) const {
  if (all_) return true;
  // What normalize_word trims; neither it nor spell takes any other byte below 0x80 that is
  // not a letter.
  while (!raw.empty() && (raw.front() == ' ' || raw.front() == '\t' || raw.front() == '\r'))
    raw.remove_prefix(1);
  while (!raw.empty() && (raw.back() == ' ' || raw.back() == '\t' || raw.back() == '\r'))
    raw.remove_suffix(1);
  if (raw.empty()) return false;
  bool ascii = true;
  for (const char c : raw) {
    if (static_cast<unsigned char>(c) >= 0x80)
      ascii = false;
    else if (!ascii_letter(c))
      return false;
  }
  if (ascii) return (lengths_[(raw[0] | 0x20) - 'a'] & length_bit(raw.size())) != 0;
  // With letters beyond ASCII a byte gives one or two letters (Latin-1 "ä": AE) and two or
  // three bytes at least one (UTF-8 "é": E, "ẞ": SS): from half as many letters to twice.
  const std::uint32_t from = length_bit((raw.size() + 1) / 2);
  const std::uint32_t to = length_bit(2 * raw.size());
  const std::uint32_t range = (to | (to - 1)) & ~(from - 1);
  return (any_lengths_ & range) != 0;
}

}  // namespace cwg::clues
