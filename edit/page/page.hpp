#pragma once
/// The page of `cwg edit`: one self-contained HTML document (its style sheet and scripts
/// inline) that talks only to the server that served it, through /api.
#include <string_view>

namespace cwg::edit {

/// The whole page, made once on first use. Its Content-Security-Policy lets only its own
/// scripts run (named by their hashes), loads nothing, and lets it fetch only from its own
/// origin ('self': the server's /api).
std::string_view page_html();

}  // namespace cwg::edit
