// The page assembled from export/page/: the skeleton's @NAME@ markers are filled in one pass
// over the skeleton, so text put in (a style sheet, the data) is never searched for markers.
#include "export/html.hpp"

#include <cassert>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <vector>

#include "export/assets.hpp"

namespace cwg::page {

namespace {

std::string_view asset(std::string_view name) {
  for (const Asset& a : assets())
    if (a.name == name) return a.bytes;
  assert(false && "an export/page/ file missing from export/CMakeLists.txt");
  return {};
}

std::string_view asset_sha256(std::string_view name) {
  for (const Asset& a : assets())
    if (a.name == name) return a.sha256_hex;
  assert(false && "an export/page/ file missing from export/CMakeLists.txt");
  return {};
}

std::string hex_to_bytes(std::string_view hex) {
  auto nibble = [](char c) { return c <= '9' ? c - '0' : c - 'a' + 10; };
  std::string out;
  for (std::size_t i = 0; i + 1 < hex.size(); i += 2)
    out += static_cast<char>(nibble(hex[i]) * 16 + nibble(hex[i + 1]));
  return out;
}

/// The scripts of a page, in the order they run.
std::vector<std::string_view> scripts(PageKind kind) {
  if (kind == PageKind::Solve) return {"keys.js", "solve_view.js", "solve.js"};
  return {"game.js"};
}

/// The policy: nothing from the network or from anywhere but the page itself; only the
/// page's own scripts run (by their hashes, so an injected script or handler would not);
/// pictures only as data: URLs; styles inline.
std::string policy(PageKind kind) {
  std::string out = "default-src 'none'; script-src";
  for (const std::string_view name : scripts(kind))
    out += " " + script_hash_source(asset_sha256(name));
  return out + "; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";
}

}  // namespace

std::string base64(std::string_view bytes) {
  static constexpr char kAlphabet[] =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  std::size_t i = 0;
  for (; i + 2 < bytes.size(); i += 3) {
    const std::uint32_t v = static_cast<std::uint32_t>(
        static_cast<unsigned char>(bytes[i]) << 16 | static_cast<unsigned char>(bytes[i + 1]) << 8 |
        static_cast<unsigned char>(bytes[i + 2]));
    for (int shift = 18; shift >= 0; shift -= 6) out += kAlphabet[(v >> shift) & 63];
  }
  const std::size_t rest = bytes.size() - i;
  if (rest > 0) {
    std::uint32_t v = static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[i]) << 16);
    if (rest == 2) v |= static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[i + 1]) << 8);
    out += kAlphabet[(v >> 18) & 63];
    out += kAlphabet[(v >> 12) & 63];
    out += rest == 2 ? kAlphabet[(v >> 6) & 63] : '=';
    out += '=';
  }
  return out;
}

std::string script_hash_source(std::string_view sha256_hex) {
  return "'sha256-" + base64(hex_to_bytes(sha256_hex)) + "'";
}

std::string data_url(std::string_view mime, std::string_view bytes) {
  return "data:" + std::string(mime) + ";base64," + base64(bytes);
}

std::string script_json(const nlohmann::json& data) {
  const std::string text = data.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  std::string out;
  out.reserve(text.size() + text.size() / 16);
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '<') {
      out += "\\u003c";
    } else if (c == '>') {
      out += "\\u003e";
    } else if (c == '&') {
      out += "\\u0026";
    } else if (c == '\xe2' && i + 2 < text.size() && text[i + 1] == '\x80' &&
               (text[i + 2] == '\xa8' || text[i + 2] == '\xa9')) {
      // U+2028 and U+2029: line ends to older JavaScript parsers.
      out += text[i + 2] == '\xa8' ? "\\u2028" : "\\u2029";
      i += 2;
    } else {
      out += c;
    }
  }
  return out;
}

std::string fill_markers(std::string_view skeleton,
                         const std::function<void(std::string_view, std::string&)>& fill) {
  std::string out;
  std::size_t at = 0;
  while (at < skeleton.size()) {
    const std::size_t open = skeleton.find('@', at);
    const std::size_t close = open == std::string_view::npos ? open : skeleton.find('@', open + 1);
    if (close == std::string_view::npos) {
      out += skeleton.substr(at);
      break;
    }
    out += skeleton.substr(at, open - at);
    fill(skeleton.substr(open + 1, close - open - 1), out);
    at = close + 1;
  }
  return out;
}

std::string html_page(PageKind kind, const nlohmann::json& data) {
  const bool solve = kind == PageKind::Solve;
  return fill_markers(asset("page.html"), [&](std::string_view marker, std::string& out) {
    if (marker == "CSP") {
      out += policy(kind);
    } else if (marker == "VERSION") {
      out += CWG_VERSION;
    } else if (marker == "STYLE") {
      out += asset("base.css");
      if (solve) out += asset("squares.css");  // the squares as the editor draws them too
      out += asset(solve ? "solve.css" : "game.css");
    } else if (marker == "DATA") {
      out += script_json(data);
    } else if (marker == "SCRIPTS") {
      // Each file its own element: the policy names each by the hash of its bytes.
      for (const std::string_view name : scripts(kind)) {
        out += "<script>";
        out += asset(name);
        out += "</script>\n";
      }
    } else {
      assert(false && "an unknown marker in export/page/page.html");
    }
  });
}

}  // namespace cwg::page
