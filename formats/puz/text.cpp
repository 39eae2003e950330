// The .puz string encodings, through core/text.
#include "formats/puz/text.hpp"

#include "core/text.hpp"

namespace cwg::puz {

std::string decode_text(std::string_view raw, bool utf8_file) {
  if (utf8_file && text::valid_utf8(raw)) return std::string(raw);
  return text::cp1252_to_utf8(raw);
}

std::string encode_text(std::string_view text, bool utf8_file, bool* lossy) {
  if (utf8_file) return std::string(text);
  return text::utf8_to_cp1252(text, lossy);
}

}  // namespace cwg::puz
