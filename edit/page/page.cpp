#include "edit/page/page.hpp"

namespace cwg::edit {

// A stand-in until the page (branch editor-page) lands: it replaces this target.
std::string_view page_html() {
  return "<!doctype html><meta charset=\"utf-8\"><title>cwg edit</title>"
         "<p>The editor's page is missing from this build (edit/page/); the JSON API under /api "
         "works (docs/editor.md).</p>\n";
}

}  // namespace cwg::edit
