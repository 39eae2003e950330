// The page put together from edit/page/: the skeleton's @NAME@ markers filled (export/'s
// fill_markers), each script its own element named in the policy by its hash.
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
  return page::fill_markers(skeleton, [](std::string_view marker, std::string& out) {
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
  });
}

}  // namespace

std::string_view page_html() {
  static const std::string page = assemble();
  return page;
}

}  // namespace cwg::edit
