#pragma once
/// Test names for the cases of a value-parameterized suite, made from what each case is.
///
/// Without a name generator GoogleTest numbers the cases and gtest_discover_tests names each
/// ctest test by the printed value, for a struct its bytes ("48-byte object <...>"), which
/// hold pointers and so change with every build: `ctest -R` and the failure lists cannot
/// name a case twice the same way.
#include <cctype>
#include <cstddef>
#include <string>
#include <string_view>

namespace cwg::test {

/// `kind` ("bad-line", "unknown tile") in CamelCase ("BadLine", "UnknownTile"): a test
/// name holds only letters, digits and '_'.
inline std::string camel_case(std::string_view kind) {
  std::string name;
  bool word_start = true;
  for (char c : kind) {
    const auto u = static_cast<unsigned char>(c);
    if (!std::isalnum(u)) {
      word_start = true;
      continue;
    }
    name += word_start ? static_cast<char>(std::toupper(u)) : c;
    word_start = false;
  }
  return name.empty() ? "Case" : name;
}

/// The name of case `index` of `cases`: the kind `kind_of` gives it in CamelCase, numbered
/// from 2 on when earlier cases have the same kind ("RackNotInBag", "RackNotInBag2", ...).
/// Unique within the list, and the same from build to build.
template <class Cases, class KindOf>
std::string kind_case_name(const Cases& cases, std::size_t index, KindOf kind_of) {
  const std::string kind = camel_case(kind_of(cases[index]));
  int same = 0;
  for (std::size_t i = 0; i < index; ++i) same += camel_case(kind_of(cases[i])) == kind;
  return same == 0 ? kind : kind + std::to_string(same + 1);
}

}  // namespace cwg::test
