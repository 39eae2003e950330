// Scrambling as Across Lite does it (the algorithm Mike Richards described in the comments
// of the format's description).
#include "formats/puz/scramble.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <utility>

#include "formats/puz/checksum.hpp"
#include "formats/puz/summary.hpp"

namespace cwg::puz {

namespace {

std::array<int, 4> digits(int key) {
  return {key / 1000 % 10, key / 100 % 10, key / 10 % 10, key % 10};
}

bool all_letters(std::string_view s) {
  for (char c : s)
    if (c < 'A' || c > 'Z') return false;
  return true;
}

/// Second half and first half alternate: "ABCDEFG" -> "DAEBFCG" (odd length: the last
/// letter stays last).
void interleave(std::string& s, std::string& tmp) {
  const std::size_t mid = s.size() / 2;
  tmp.resize(s.size());
  for (std::size_t i = 0; i < mid; ++i) {
    tmp[2 * i] = s[mid + i];
    tmp[2 * i + 1] = s[i];
  }
  if (s.size() % 2) tmp.back() = s.back();
  s.swap(tmp);
}

void deinterleave(std::string& s, std::string& tmp) {
  const std::size_t mid = s.size() / 2;
  tmp.resize(s.size());
  for (std::size_t i = 0; i < mid; ++i) {
    tmp[mid + i] = s[2 * i];
    tmp[i] = s[2 * i + 1];
  }
  if (s.size() % 2) tmp.back() = s.back();
  s.swap(tmp);
}

void shift(std::string& s, const std::array<int, 4>& key, int sign) {
  for (std::size_t i = 0; i < s.size(); ++i) {
    const int v = (s[i] - 'A' + sign * key[i % 4] + 26) % 26;
    s[i] = static_cast<char>('A' + v);
  }
}

void rotate_left(std::string& s, std::size_t k) {
  if (s.empty()) return;
  k %= s.size();
  s = s.substr(k) + s.substr(0, k);
}

void put_column_letters(Puzzle& p, const std::string& letters) {
  std::size_t k = 0;
  for (int c = 0; c < p.width; ++c)
    for (int r = 0; r < p.height; ++r)
      if (!is_black(p.solution[p.index(r, c)])) p.solution[p.index(r, c)] = letters[k++];
}

}  // namespace

std::string scramble_letters(std::string_view letters, int key) {
  const auto d = digits(key);
  std::string s(letters), tmp;
  for (int k : d) {
    shift(s, d, +1);
    rotate_left(s, static_cast<std::size_t>(k));
    interleave(s, tmp);
  }
  return s;
}

std::string unscramble_letters(std::string_view letters, int key) {
  const auto d = digits(key);
  std::string s(letters), tmp;
  for (int i = 3; i >= 0; --i) {
    deinterleave(s, tmp);
    if (!s.empty())
      rotate_left(s,
                  s.size() - static_cast<std::size_t>(d[static_cast<std::size_t>(i)]) % s.size());
    shift(s, d, -1);
  }
  return s;
}

std::string column_letters(const Puzzle& p) {
  std::string out;
  for (int c = 0; c < p.width; ++c)
    for (int r = 0; r < p.height; ++r)
      if (!is_black(p.solution[p.index(r, c)])) out += p.solution[p.index(r, c)];
  return out;
}

double english_likeness(std::string_view letters) {
  // Letter frequencies of English text, per ten thousand letters.
  static constexpr std::array<double, 26> kPerTenThousand = {
      817, 149, 278, 425, 1270, 223, 202, 609, 697, 15,  77, 403, 241,
      675, 751, 193, 10,  599,  633, 906, 276, 98,  236, 15, 197, 7};
  if (letters.empty()) return 0;
  double sum = 0;
  for (char c : letters)
    if (c >= 'A' && c <= 'Z') sum += std::log(kPerTenThousand[static_cast<std::size_t>(c - 'A')]);
  return sum / static_cast<double>(letters.size());
}

std::vector<int> find_keys(const Puzzle& p) {
  const std::string letters = column_letters(p);
  if (!all_letters(letters)) return {};
  std::vector<std::pair<double, int>> passing;  // likeness, key
  for (int key = 0; key < kKeyCount; ++key) {
    const std::string plain = unscramble_letters(letters, key);
    if (cksum_region(plain) == p.scrambled_checksum)
      passing.emplace_back(english_likeness(plain), key);
  }
  std::stable_sort(passing.begin(), passing.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<int> keys;
  for (const auto& [likeness, key] : passing) keys.push_back(key);
  return keys;
}

void lock(Puzzle& p, int key, const std::string& name) {
  if (p.solution_not_given())
    throw PuzError(ErrorKind::Scramble, name, 0x32,
                   "the file gives no solution (0x32 is 2: placeholders): nothing to lock");
  if (p.scrambled())
    throw PuzError(ErrorKind::Scramble, name, 0x32, "the solution is already scrambled");
  const std::string letters = column_letters(p);
  if (!all_letters(letters))
    throw PuzError(ErrorKind::Scramble, name,
                   "only a solution of letters A-Z can be scrambled (it holds other characters)");
  p.scrambled_checksum = cksum_region(letters);
  put_column_letters(p, scramble_letters(letters, key));
  p.scrambled_tag = kScrambledTag;
}

void unlock(Puzzle& p, int key, const std::string& name) {
  // A key would pass the 16-bit checksum of placeholders now and then, and "unlock" them.
  if (p.solution_not_given())
    throw PuzError(ErrorKind::Scramble, name, 0x32,
                   "the file gives no solution (0x32 is 2: placeholders): nothing to unlock");
  if (!p.scrambled())
    throw PuzError(ErrorKind::Scramble, name, 0x32, "the solution is not scrambled");
  const std::string letters = column_letters(p);
  if (!all_letters(letters))
    throw PuzError(ErrorKind::Scramble, name,
                   "the scrambled solution holds characters other than A-Z");
  const std::string plain = unscramble_letters(letters, key);
  if (cksum_region(plain) != p.scrambled_checksum)
    throw PuzError(
        ErrorKind::Scramble, name,
        "key " + std::to_string(key) + " does not unscramble the solution (its checksum differs)");
  put_column_letters(p, plain);
  p.scrambled_tag = 0;
  p.scrambled_checksum = 0;
}

int unlock_key(const Puzzle& p, const std::vector<int>& keys, const std::string& name) {
  if (p.solution_not_given())
    throw PuzError(ErrorKind::Scramble, name, 0x32,
                   "the file gives no solution (0x32 is 2: placeholders): nothing to unlock");
  if (!p.scrambled())
    throw PuzError(ErrorKind::Scramble, name, 0x32, "the solution is not scrambled");
  if (keys.empty())
    throw PuzError(ErrorKind::Scramble, name, 0x1E, "no key 0000-9999 passes the checksum");
  return keys.front();
}

std::string other_keys_note(const std::vector<int>& keys, int key) {
  if (keys.size() < 2) return "";
  std::string note = std::to_string(keys.size() - 1) + " other key" +
                     (keys.size() == 2 ? " also passes" : "s also pass") + " the checksum:";
  for (int k : keys)
    if (k != key) note += ' ' + key_text(k);
  return note + (keys.front() == key
                     ? "; unlock without --key still picks " + key_text(key)
                     : "; unlock without --key would pick " + key_text(keys.front()));
}

std::string several_keys_note(const std::vector<int>& keys, int used) {
  if (keys.size() < 2) return "";
  std::string note = std::to_string(keys.size()) + " keys pass the checksum:";
  for (int k : keys) note += ' ' + key_text(k);
  return note + "; used " + key_text(used) +
         ", whose solution reads most like English (--key NNNN for another)";
}

}  // namespace cwg::puz
