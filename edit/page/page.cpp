// The page put together from edit/page/: the skeleton's @NAME@ markers filled in one pass,
// so text put in (a style sheet, a script) is never searched for markers.
#include "edit/page/page.hpp"

#include <cassert>
#include <string>

#include "edit/page/assets.hpp"
#include "export/html.hpp"

namespace cwg::edit {

namespace {

using page_assets::Asset;
using page_assets::assets;

bool is_script(std::string_view name) {
  return name.ends_with(".js");
}

/// Nothing from anywhere but the page itself and its own server's /api; only the page's own
/// scripts run.
std::string policy() {
  std::string out = "default-src 'none'; script-src";
  for (const Asset& a : assets())
    if (is_script(a.name)) out += " " + page::script_hash_source(a.sha256_hex);
  return out +
         "; style-src 'unsafe-inline'; img-src data:; connect-src 'self'; "
         "base-uri 'none'; form-action 'none'";
}

std::string assemble() {
  std::string_view skeleton;
  for (const Asset& a : assets())
    if (a.name == "page.html") skeleton = a.bytes;
  assert(!skeleton.empty() && "page.html missing from edit/page/CMakeLists.txt");
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
    const std::string_view marker = skeleton.substr(open + 1, close - open - 1);
    if (marker == "CSP") {
      out += policy();
    } else if (marker == "VERSION") {
      out += CWG_VERSION;
    } else if (marker == "STYLE") {
      for (const Asset& a : assets())
        if (a.name.ends_with(".css")) out += a.bytes;
    } else if (marker == "SCRIPTS") {
      // Each file its own element: the policy names each by the hash of its bytes.
      for (const Asset& a : assets()) {
        if (!is_script(a.name)) continue;
        out += "<script>";
        out += a.bytes;
        out += "</script>\n";
      }
    } else {
      assert(false && "an unknown marker in edit/page/page.html");
    }
    at = close + 1;
  }
  return out;
}

}  // namespace

std::string_view page_html() {
  static const std::string page = assemble();
  return page;
}

}  // namespace cwg::edit
