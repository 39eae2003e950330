#pragma once
/// Shared by the game and analysis tests: ../shared, and the sowpods lexicon built once per
/// test binary (building its GADDAG is seconds under the sanitizers).
#include <gtest/gtest.h>

#include <filesystem>
#include <memory>

#include "game/movegen/lexicon.hpp"
#include "tests/need.hpp"

namespace cwg::test {

inline const std::filesystem::path kShared(CWG_SHARED_DIR);

inline std::filesystem::path sowpods_path() {
  return kShared / "lexicon" / "sowpods.txt";
}

/// The lexicon to give --dict and load_lexicon(): sowpods as the build saved it with
/// `cwg lexicon` (tests/CMakeLists.txt), read in milliseconds, where each test would
/// otherwise build its GADDAG again (seconds under the sanitizers, one process a test);
/// the word list itself when the build has none. The tests of reading and building a word
/// list read sowpods_path().
inline std::filesystem::path sowpods_dict() {
  const std::filesystem::path saved(CWG_SOWPODS_GADDAG);
  return std::filesystem::exists(saved) ? saved : sowpods_path();
}

/// The English sowpods lexicon, or nullptr when ../shared is absent.
inline const game::Lexicon* sowpods() {
  static const std::unique_ptr<game::Lexicon> lexicon =
      std::filesystem::exists(sowpods_path()) ? std::make_unique<game::Lexicon>(game::load_lexicon(
                                                    sowpods_dict(), game::Distribution::english()))
                                              : nullptr;
  return lexicon.get();
}

#define CWG_NEED_SOWPODS()                                      \
  do {                                                          \
    CWG_NEED(::cwg::test::sowpods()) << "no ../shared/lexicon"; \
  } while (0)

}  // namespace cwg::test
