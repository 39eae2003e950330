#pragma once
/// Locked puzzles: Across Lite's scrambling of the solution with a 4-digit key, and the
/// search for the key by the scrambled-solution checksum at 0x1E.
///
/// The letters of the solution are read column by column, black squares left out; each of
/// the key's four digits then shifts every letter by the key digit at its position (mod 4),
/// rotates the string left by that digit and interleaves its two halves.
#include <string>
#include <string_view>
#include <vector>

#include "formats/puz/puz.hpp"

namespace cwg::puz {

/// Keys are 0000..9999.
constexpr int kKeyCount = 10000;

/// Scrambles / unscrambles a string of A..Z with `key` (the README's check: "AEBFCDG"
/// with 1234 gives "MLOOPKJ").
std::string scramble_letters(std::string_view letters, int key);
std::string unscramble_letters(std::string_view letters, int key);

/// The solution's white squares read column by column.
std::string column_letters(const Puzzle& p);

/// How much `letters` read like English: the mean log frequency of its letters in English
/// text. A wrong key shifts letters at random, so its unscrambling scores lower.
double english_likeness(std::string_view letters);

/// Every key whose unscrambling of `p`'s solution has the checksum stored at 0x1E (empty
/// when none does, or the solution holds a character that is no letter A..Z). The 16-bit
/// checksum lets several keys pass (nyt_diagramless.puz: 3285 and 7230); they come most
/// English-like unscrambling first, so keys.front() is the one to try.
std::vector<int> find_keys(const Puzzle& p);

/// The key to unlock `p` with when none is given: the first of `keys` (find_keys' order,
/// as Summary::keys holds it). Throws PuzError(Scramble) when the file gives no solution,
/// its solution is not scrambled, or no key passes.
int unlock_key(const Puzzle& p, const std::vector<int>& keys, const std::string& name);

/// Scrambles `p`'s solution with `key` and marks it locked (tag 4, checksum at 0x1E).
/// Throws PuzError(Scramble) when it is already scrambled, or a white square of the
/// solution is no letter A..Z.
void lock(Puzzle& p, int key, const std::string& name);

/// Unscrambles with `key` and marks it unlocked (tag 0, 0x1E zero, as in a file never
/// locked; Across Lite itself leaves the checksum there, seen in two NYT files). Throws
/// PuzError(Scramble) when `p` is not scrambled or the key gives the wrong checksum.
void unlock(Puzzle& p, int key, const std::string& name);

/// After locking with `key`: the warning that other keys of `keys` (find_keys of the locked
/// puzzle) pass the checksum too, and which one unlock without a key picks; "" when none does.
std::string other_keys_note(const std::vector<int>& keys, int key);

/// After unlocking with `used`, found among `keys`: the note that several keys passed and
/// why `used` was taken; "" when it was the only one.
std::string several_keys_note(const std::vector<int>& keys, int used);

}  // namespace cwg::puz
