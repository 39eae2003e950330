#include "clues/needed.hpp"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstring>

#include "core/text.hpp"
#include "core/workers.hpp"

namespace cwg::clues {

namespace {

/// The bits of Needed::hash_bits_: 2^16, a few per cent set by a grid's 900 words.
constexpr std::size_t kHashBits = std::size_t{1} << 16;

/// A hash of `letters` upper-cased (ASCII letters), where in Needed::hash_bits_ it goes.
std::size_t upper_hash(std::string_view letters) {
  std::uint64_t h = 0xcbf29ce484222325ull;  // FNV-1a
  for (const char c : letters) h = (h ^ static_cast<unsigned char>(c & ~0x20)) * 0x100000001b3ull;
  return static_cast<std::size_t>((h ^ (h >> 29)) % kHashBits);
}

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

/// Length bits from `from` to `to` letters.
std::uint32_t lengths_between(std::size_t from, std::size_t to) {
  const std::uint32_t low = length_bit(from), high = length_bit(to);
  return (high | (high - 1)) & ~(low - 1);
}

/// Bit 7 of byte k of `bytes` to bit 56 + k: each product lands on its own bit, no carry.
std::uint64_t byte_bits(std::uint64_t bytes) {
  return ((bytes >> 7) * 0x0102040810204080ull) >> 56;
}

/// Bit k of `letters`: whether byte k of `p` (8 bytes) is a letter, an ASCII letter or from
/// 0x80; of `high`, whether it is from 0x80. Each byte's test without a branch: its
/// lower-cased low 7 bits from 'a' to 'z' (adding 0x1F and 0x05 carries into bit 7 at 'a'
/// and past 'z', never into the next byte), or bit 7.
void letter_bits8(const char* p, std::uint64_t& letters, std::uint64_t& high) {
  std::uint64_t x;
  std::memcpy(&x, p, 8);
  constexpr std::uint64_t ones = 0x0101010101010101ull;
  const std::uint64_t t = (x | 0x20 * ones) & 0x7F * ones;
  const std::uint64_t ge_a = t + 0x1F * ones, gt_z = t + 0x05 * ones;
  letters = byte_bits((x | (ge_a & ~gt_z)) & 0x80 * ones);
  high = byte_bits(x & 0x80 * ones);
}

}  // namespace

bool Needed::run_may_spell(std::string_view run, std::size_t high) const {
  if (all_) return true;
  // First a look at the ASCII letters at its ends and the lengths it may spell (as
  // may_spell_other counts them), which lets most runs go; then may_spell's own test (for
  // plain ASCII letters here, without its look at each byte).
  const std::size_t n = run.size();
  if (!ascii_letter(run[0]) || !ascii_letter(run[n - 1])) return may_spell(run);
  const int first = letter(run[0]), last = letter(run[n - 1]);
  const std::uint32_t lengths =
      high == 0 ? length_bit(n) : lengths_between(n - high + (high + 1) / 2, n + high);
  if ((ends_[first * 26 + last] & lengths) == 0) return false;
  if (high != 0 || n > 30) return may_spell(run);
  return (letters_[letters_at(first, letter(run[n > 1]), last)] >> n & 1) != 0 &&
         has_upper_cased(run);
}

std::vector<Needed::Run> Needed::runs_that_may_spell(std::string_view text) const {
  // A large file in pieces on two cores (the thesaurus's and Ding's 26-28 MB: about 30 ms
  // each), each piece ending at a byte that is no letter: every run lies within one piece,
  // and the pieces' runs in order are the whole text's, whatever thread read which. Eight
  // pieces: a second thread that starts late (or finds its core busy) still takes a share.
  if (text.size() < kParallelFrom) return runs_in(text, 0);
  constexpr int kPieces = 8;
  std::array<std::size_t, kPieces + 1> ends{};
  for (int k = 1; k <= kPieces; ++k) {
    std::size_t end = std::max(ends[k - 1], text.size() / kPieces * k);
    while (end < text.size() && text::word_byte(text[end])) ++end;
    ends[k] = k == kPieces ? text.size() : end;
  }
  std::array<std::vector<Run>, kPieces> pieces;
  std::atomic<int> next{0};
  run_workers(std::min(2, worker_count(0)), [&] {
    for (int k = next++; k < kPieces; k = next++)
      pieces[k] = runs_in(text.substr(ends[k], ends[k + 1] - ends[k]), ends[k]);
  });
  std::vector<Run> out;
  for (const std::vector<Run>& piece : pieces) out.insert(out.end(), piece.begin(), piece.end());
  return out;
}

std::vector<Needed::Run> Needed::runs_in(std::string_view text, std::size_t base) const {
  std::vector<Run> out;
  constexpr std::size_t none = std::string_view::npos;
  std::size_t start = none;  // where the open run began
  std::size_t high = 0;      // its bytes from 0x80 so far
  const auto close = [&](std::size_t end) {
    if (run_may_spell(text.substr(start, end - start), high))
      out.push_back({base + start, end - start});
    start = none;
  };
  std::size_t block = 0;
  for (; block + 64 <= text.size(); block += 64) {
    std::uint64_t letters = 0, highs = 0;
    for (int w = 0; w < 8; ++w) {
      std::uint64_t l, h;
      letter_bits8(text.data() + block + 8 * w, l, h);
      letters |= l << (8 * w);
      highs |= h << (8 * w);
    }
    for (int pos = 0; pos < 64;) {
      if (start == none) {
        const std::uint64_t ahead = letters >> pos;  // zeros shifted in: no letter
        if (ahead == 0) break;
        pos += std::countr_zero(ahead);
        start = block + pos;
        high = 0;
      }
      const std::uint64_t others = ~letters >> pos;  // zeros shifted in: the run goes on
      if (others == 0) {
        high += std::popcount(highs >> pos);
        break;
      }
      const int end = pos + std::countr_zero(others);  // below 64
      high += std::popcount((highs >> pos) & ((std::uint64_t{1} << (end - pos)) - 1));
      pos = end;
      close(block + pos);
    }
  }
  for (std::size_t i = block; i < text.size(); ++i) {
    if (!text::word_byte(text[i])) {
      if (start != none) close(i);
      continue;
    }
    if (start == none) start = i, high = 0;
    high += static_cast<unsigned char>(text[i]) >= 0x80;
  }
  if (start != none) close(text.size());
  return out;
}

Needed::Needed(const std::vector<std::string>& spellings)
    : all_(false), letters_(26 * 26 * 26), hash_bits_(kHashBits / 64) {
  for (const std::string& s : spellings) add(s);
}

void Needed::add(const std::string& spelled) {
  if (all_) return;
  set_.insert(spelled);
  // Terms are spelled in A-Z: anything else (an odd .puz answer) matches none of them.
  if (spelled.empty() ||
      !std::all_of(spelled.begin(), spelled.end(), [](char c) { return c >= 'A' && c <= 'Z'; }))
    return;
  const std::size_t at = upper_hash(spelled);
  hash_bits_[at / 64] |= std::uint64_t{1} << (at % 64);
  const std::uint32_t bit = length_bit(spelled.size());
  lengths_[letter(spelled[0])] |= bit;
  any_lengths_ |= bit;
  const std::size_t n = spelled.size();
  letters_[letters_at(letter(spelled[0]), letter(spelled[n > 1]), letter(spelled[n - 1]))] |= bit;
  ends_[letter(spelled[0]) * 26 + letter(spelled[n - 1])] |= bit;
}

bool Needed::has_upper_cased(std::string_view ascii_letters) const {
  const std::size_t at = upper_hash(ascii_letters);
  if ((hash_bits_[at / 64] >> (at % 64) & 1) == 0) return false;
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
  const std::uint32_t range = lengths_between(n - high + (high + 1) / 2, n + high);
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
