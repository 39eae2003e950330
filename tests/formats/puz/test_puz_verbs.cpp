// convert, lock and unlock on the model (formats/puz/verbs): the refusals, the notes on
// repaired checks and the key found, on the real files of ../shared/formats/puz.
#include <gtest/gtest.h>

#include "core/input_error.hpp"
#include "formats/puz/checksum.hpp"
#include "formats/puz/io.hpp"
#include "formats/puz/scramble.hpp"
#include "formats/puz/verbs.hpp"
#include "tests/formats/puz/puz_test_util.hpp"

namespace cwg::puz {
namespace {

using test::puz_dir;

TEST(PuzVerbs, KeyIsFourDigits) {
  EXPECT_EQ(parse_key("0042"), 42);
  for (const char* bad : {"123", "12a4", "12345", ""}) {
    try {
      parse_key(bad);
      ADD_FAILURE() << bad;
    } catch (const InputError& e) {
      EXPECT_EQ(std::string(e.what()),
                std::string("--key must be four digits, e.g. 1234 (got '") + bad + "')");
    }
  }
}

// A file whose checksums fail is refused, naming them; --repair writes it with each check
// said as repaired, the text format says each is left behind.
TEST(PuzVerbs, ConvertRefusesOrRepairs) {
  CWG_REQUIRE_PUZ_DATA();
  std::string bytes = test::read_all(puz_dir() / "nyt_v1_4.puz");
  bytes[0] = static_cast<char>(bytes[0] ^ 0x33);  // the file's checksum
  const Puzzle broken = parse(bytes, "b.puz");
  const Summary s = summarize(broken, "b.puz");
  ASSERT_EQ(s.errors.size(), 1u);
  const Converted refused = convert(broken, s, "b.puz", false, false);
  EXPECT_EQ(refused.refusal.rfind("b.puz: 1 failed check", 0), 0u) << refused.refusal;
  EXPECT_TRUE(refused.bytes.empty());
  const Converted repaired = convert(broken, s, "b.puz", false, true);
  EXPECT_EQ(repaired.refusal, "");
  EXPECT_TRUE(failed_checks(parse(repaired.bytes, "r")).empty());
  EXPECT_EQ(repaired.notes, "repaired " + s.errors[0] + "\n");
  const Converted text = convert(broken, s, "b.puz", true, true);
  EXPECT_EQ(text.notes, "left behind (the text format has no checksums): " + s.errors[0] + "\n");
  EXPECT_EQ(text.bytes.rfind("<ACROSS PUZZLE", 0), 0u);
  // A valid file asked to be repaired: nothing to repair, written back byte for byte.
  const std::string good = test::read_all(puz_dir() / "nyt_v1_4.puz");
  const Puzzle p = parse(good, "g.puz");
  const Converted same = convert(p, summarize(p, "g.puz"), "g.puz", false, true);
  EXPECT_EQ(same.bytes, good);
  EXPECT_EQ(same.notes, "nothing to repair: every check passes\n");
}

TEST(PuzVerbs, UnlockFindsTheKeyLockSaysNothingMore) {
  CWG_REQUIRE_PUZ_DATA();
  Puzzle p = parse(test::read_all(puz_dir() / "nyt_locked.puz"), "l.puz");
  const Unlocked u = unlock_with_key_found(p, -1, summarize(p, "l.puz"), "l.puz");
  EXPECT_EQ(u.key, 7844);
  EXPECT_EQ(u.note, "");
  EXPECT_FALSE(p.scrambled());
  EXPECT_EQ(lock_noting_other_keys(p, 7844, "l.puz"), "");
  EXPECT_TRUE(p.scrambled());
  EXPECT_EQ(find_keys(p), std::vector<int>{7844});
  // A scrambled file whose checksum fits no key cannot be repaired.
  p.scrambled_checksum ^= 0x5555;
  const Summary s = summarize(p, "l.puz");
  ASSERT_TRUE(s.keys.empty());
  EXPECT_EQ(convert(p, s, "l.puz", false, true).refusal,
            "l.puz: the scrambled-solution checksum fits no key; it cannot be repaired\n");
}

}  // namespace
}  // namespace cwg::puz
