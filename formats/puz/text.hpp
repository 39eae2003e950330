#pragma once
/// The .puz string encodings at the edge: version 1.x strings are ISO-8859-1 (Across Lite
/// on Windows also wrote Windows-1252 curly quotes and dashes in 0x80..0x9F), 2.0 strings
/// are UTF-8. Everything cwg prints is UTF-8.
#include <string>
#include <string_view>

namespace cwg::puz {

/// `raw` as UTF-8. For a UTF-8 file, valid UTF-8 passes unchanged; anything else is read
/// byte by byte as ISO-8859-1 with the Windows-1252 characters in 0x80..0x9F.
std::string decode_text(std::string_view raw, bool utf8_file);

/// UTF-8 `text` as a file's bytes. For a 1.x file a character outside ISO-8859-1 and
/// Windows-1252 becomes '?', and `lossy` (when given) is set.
std::string encode_text(std::string_view text, bool utf8_file, bool* lossy = nullptr);

}  // namespace cwg::puz
