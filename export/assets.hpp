#pragma once
/// The page's own files (export/page/: the HTML skeleton, style sheets, scripts), built into
/// the program by export/embed.cmake so that `cwg export` needs no file beside it.
#include <string_view>
#include <vector>

namespace cwg::page {

/// One file of export/page/: its name, its bytes and their SHA-256 in hex.
struct Asset {
  std::string_view name;
  std::string_view bytes;
  std::string_view sha256_hex;
};

/// Every file of export/page/, in the order CMakeLists.txt lists them.
const std::vector<Asset>& assets();

}  // namespace cwg::page
