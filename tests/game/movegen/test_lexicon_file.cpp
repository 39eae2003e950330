// The saved GADDAG (cwg lexicon): what is read back is what was built, and a file cut short,
// altered, forged with a good checksum or made for another alphabet is refused by name.
#include <gtest/gtest.h>

#include <string>

#include "core/input_error.hpp"
#include "game/movegen/lexicon.hpp"
#include "game/movegen/lexicon_file.hpp"

namespace cwg::game {
namespace {

const char* const kWords = "cat\ncats\nact\nacts\nscat\ntacos\ncoast\ncostal\nq?\nCAT\n";

Lexicon small() {
  return parse_lexicon(kWords, "small.txt", Distribution::english());
}

std::string refusal(const std::string& bytes, const Distribution& dist = Distribution::english()) {
  try {
    read_saved_gaddag(bytes, "small.gaddag", dist);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

/// The file's checksum recomputed (FNV-1a 64 of everything before its last 8 bytes), as a
/// forger would: written here, not taken from lexicon_file.cpp.
std::string with_checksum(std::string bytes) {
  bytes.resize(bytes.size() - 8);
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (const char c : bytes) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ull;
  for (int i = 0; i < 8; ++i) bytes += static_cast<char>((h >> (8 * i)) & 0xFF);
  return bytes;
}

/// Where the records start: the file ends with the records (u32 each) and the checksum.
std::size_t records_at(const std::string& bytes, const Lexicon& lex) {
  return bytes.size() - 8 - lex.gaddag.memory_bytes();
}

TEST(LexiconFile, ReadsBackWhatWasBuilt) {
  const Lexicon lex = small();
  const std::string bytes = save_gaddag(lex);
  ASSERT_TRUE(is_saved_gaddag(bytes));
  EXPECT_FALSE(is_saved_gaddag(kWords));
  const Lexicon back = read_saved_gaddag(bytes, "small.gaddag", Distribution::english());
  EXPECT_EQ(save_gaddag(back), bytes);
  EXPECT_EQ(back.source, "small.gaddag");
  EXPECT_EQ(back.gaddag.word_count(), lex.gaddag.word_count());
  EXPECT_EQ(back.lines, 10u);
  EXPECT_EQ(back.skipped, 1u);
  EXPECT_EQ(back.duplicates, 1u);
  EXPECT_EQ(back.first_skipped, "q?");
  EXPECT_EQ(back.first_skipped_line, 9u);
  for (const std::string word : {"CAT", "CATS", "ACT", "ACTS", "SCAT", "TACOS", "COAST", "COSTAL"})
    EXPECT_TRUE(back.gaddag.contains(*Distribution::english().encode(word))) << word;
  EXPECT_FALSE(back.gaddag.contains(*Distribution::english().encode("COATS")));
}

TEST(LexiconFile, EveryCutAndEveryAlteredByteIsRefusedByName) {
  const std::string bytes = save_gaddag(small());
  for (std::size_t n = 0; n < bytes.size(); ++n) {
    const std::string cut = refusal(bytes.substr(0, n));
    EXPECT_NE(cut.find("small.gaddag: byte "), std::string::npos) << n << ": " << cut;
    std::string altered = bytes;
    altered[n] = static_cast<char>(altered[n] ^ 0x41);
    const std::string why = refusal(altered);
    EXPECT_NE(why.find("small.gaddag: byte "), std::string::npos) << n << ": " << why;
  }
}

TEST(LexiconFile, ForgedRecordsAreRefusedBeforeAnythingWalksThem) {
  const Lexicon lex = small();
  const std::string bytes = save_gaddag(lex);
  const std::size_t at = records_at(bytes, lex);
  // The first record's turn arc (its second u32: the letters' mask fits in one) pointed past
  // the end, then at the record itself: a loop.
  std::string outside = bytes;
  outside[at + 4] = outside[at + 5] = outside[at + 6] = static_cast<char>(0x7F);
  EXPECT_NE(refusal(with_checksum(outside)).find("points outside the records"), std::string::npos)
      << refusal(with_checksum(outside));
  std::string loop = bytes;
  for (int b = 0; b < 4; ++b) loop[at + 4 + static_cast<std::size_t>(b)] = 0;
  EXPECT_NE(refusal(with_checksum(loop)).find("cycle"), std::string::npos)
      << refusal(with_checksum(loop));
}

TEST(LexiconFile, AnotherAlphabetIsRefused) {
  const std::string why = refusal(save_gaddag(small()), Distribution::polish());
  EXPECT_NE(why.find("saved for the alphabet A B C"), std::string::npos) << why;
  EXPECT_NE(why.find("not polish's"), std::string::npos) << why;
}

}  // namespace
}  // namespace cwg::game
