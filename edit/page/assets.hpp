#pragma once
/// The files of edit/page/ (skeleton, style sheet, scripts), built into the program by
/// export/embed.cmake so that `cwg edit` needs no file beside it.
#include <string_view>
#include <vector>

namespace cwg::edit::page_assets {

/// One file of edit/page/: its name, its bytes and their SHA-256 in hex.
struct Asset {
  std::string_view name;
  std::string_view bytes;
  std::string_view sha256_hex;
};

/// Every file of edit/page/, in the order edit/page/CMakeLists.txt lists them.
const std::vector<Asset>& assets();

}  // namespace cwg::edit::page_assets
