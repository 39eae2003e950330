#pragma once
/// ipuz text fields are HTML: plain text goes in with & < > escaped and comes out with
/// entities decoded, so decode(escape(s)) == s for every s.
#include <string>
#include <string_view>

namespace cwg::ipuz {

/// `text` with & < > written as entities.
std::string escape_html(std::string_view text);

/// `html` with the entities &amp; &lt; &gt; &quot; &apos; &nbsp; &#N; &#xN; decoded (as
/// UTF-8) and the formatting tags the ipuz spec allows (<i>, </i>, <b>, <br/>, ...) dropped,
/// <br> as a space; anything else, other tags included, is kept as it stands.
std::string decode_html(std::string_view html);

}  // namespace cwg::ipuz
