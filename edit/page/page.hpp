#pragma once
/// The editor's page: one self-contained HTML file (CSS and JavaScript inline).
#include <string_view>

namespace cwg::edit {

std::string_view page_html();

}  // namespace cwg::edit
