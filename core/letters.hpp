#pragma once
/// Letters are encoded once, at the boundary, into codes 0..25; the solver never sees a
/// `char` of input. Ä Ö Ü ß become AE OE UE SS.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace cwg {

using Letter = std::uint8_t;
constexpr int kAlphabet = 26;
using LetterMask = std::uint32_t;  ///< bit l set = letter l possible
constexpr LetterMask kAllLetters = (1u << kAlphabet) - 1;

inline Letter letter_code(char c) {
  return static_cast<Letter>(c - 'A');
}
inline char letter_char(Letter l) {
  return static_cast<char>('A' + l);
}

/// Normalizes one word as written in a word list (UTF-8 or Latin-1, any case) into 'A'..'Z':
/// umlauts and ß are transliterated. Returns nullopt when it holds any other non-letter
/// (digits, hyphens, apostrophes, other accents, invalid bytes) or is empty.
std::optional<std::string> normalize_word(std::string_view raw);

}  // namespace cwg
