// The public calls of print/: paper names, and a puzzle's PDF by its kind.
#include "print/pdf.hpp"

#include <algorithm>
#include <cctype>

#include "print/page.hpp"

namespace cwg::print {

std::optional<Paper> paper_from_name(std::string_view name) {
  std::string lower(name);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (lower == "a4") return Paper::A4;
  if (lower == "letter") return Paper::Letter;
  return std::nullopt;
}

}  // namespace cwg::print
