#pragma once
/// One self-contained HTML page: the skeleton of export/page/page.html with its style
/// sheets, its script and its data inside. The data goes in as JSON in a
/// <script type="application/json"> element, escaped so that no text of a puzzle can end
/// that element; the page's Content-Security-Policy lets only its own script run (named by
/// its hash) and loads nothing from anywhere (images only as data: URLs).
#include <functional>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>

namespace cwg::page {

enum class PageKind {
  Solve,  ///< a puzzle to solve (solve.css, solve.js)
  Game,   ///< a game record to step through (game.css, game.js)
};

/// `data` as JSON text that may stand inside a <script> element: every `<`, `>`, `&`,
/// U+2028 and U+2029 written as a \u escape (they occur only inside strings). Invalid UTF-8
/// becomes U+FFFD.
std::string script_json(const nlohmann::json& data);

/// An image as a data: URL (base64), the one way the page shows pictures.
std::string data_url(std::string_view mime, std::string_view bytes);

/// Base64 (RFC 4648, with padding).
std::string base64(std::string_view bytes);

/// A Content-Security-Policy source naming a script by its SHA-256 (given in hex, as
/// embed.cmake writes it): 'sha256-BASE64'.
std::string script_hash_source(std::string_view sha256_hex);

/// `skeleton` with each @NAME@ marker replaced by what `fill(NAME, out)` appends to out, in
/// one pass: text put in is never searched for markers.
std::string fill_markers(std::string_view skeleton,
                         const std::function<void(std::string_view, std::string&)>& fill);

/// The whole page of `kind` with `data` inside.
std::string html_page(PageKind kind, const nlohmann::json& data);

}  // namespace cwg::page
