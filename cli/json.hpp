#pragma once
/// A small JSON writer for the CLI's --json output: escaped strings, numbers with fixed
/// decimals, nested arrays and objects, indented by two spaces. Header-only, no DOM: the
/// commands stream their reports through it.
#include <cmath>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace cwg::json {

/// `text` as a JSON string literal, quotes included. Valid UTF-8 passes through; control
/// characters are escaped, and a byte that is not part of valid UTF-8 is read as Latin-1
/// (\u00XX), so the output is always valid JSON whatever bytes a file name holds.
inline std::string quote(std::string_view text) {
  std::string out = "\"";
  auto hex = [&out](unsigned value) {
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "\\u%04x", value);
    out += buffer;
  };
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte < 0x80) {
      switch (byte) {
        case '"':
          out += "\\\"";
          break;
        case '\\':
          out += "\\\\";
          break;
        case '\n':
          out += "\\n";
          break;
        case '\r':
          out += "\\r";
          break;
        case '\t':
          out += "\\t";
          break;
        case '\b':
          out += "\\b";
          break;
        case '\f':
          out += "\\f";
          break;
        default:
          if (byte < 0x20 || byte == 0x7f)
            hex(byte);
          else
            out += static_cast<char>(byte);
      }
      ++i;
      continue;
    }
    // Length of a well-formed UTF-8 sequence starting here, 0 if it is not one.
    std::size_t length = 0;
    if (byte >= 0xc2 && byte <= 0xdf)
      length = 2;
    else if (byte >= 0xe0 && byte <= 0xef)
      length = 3;
    else if (byte >= 0xf0 && byte <= 0xf4)
      length = 4;
    if (length > 0 && i + length <= text.size()) {
      for (std::size_t k = 1; k < length; ++k)
        if ((static_cast<unsigned char>(text[i + k]) & 0xc0) != 0x80) length = 0;
    } else {
      length = 0;
    }
    if (length == 0) {
      hex(byte);
      ++i;
    } else {
      out.append(text.substr(i, length));
      i += length;
    }
  }
  out += '"';
  return out;
}

/// `value` with exactly `decimals` digits after the point; NaN and infinities (which JSON
/// cannot hold) become null.
inline std::string number(double value, int decimals) {
  if (!std::isfinite(value)) return "null";
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
  std::string out = buffer;
  // "-0.00" would read oddly in a report; it is zero.
  if (out[0] == '-' && out.find_first_not_of("-0.") == std::string::npos) out.erase(0, 1);
  return out;
}

/// Streams JSON into a string. Objects and arrays are written one member a line; an array
/// opened with `inline_items` keeps its items on one line (for short lists of numbers).
/// Inside an object, call key() before each value.
///
///   json::Writer w;
///   w.begin_object().key("file").value("a.cwg").key("ratings").begin_array(true);
///   for (double r : ratings) w.value(r, 4);
///   w.end_array().end_object();
///   std::cout << w.str() << '\n';
class Writer {
 public:
  Writer& begin_object() { return open('{', false); }
  Writer& end_object() { return close('}'); }
  Writer& begin_array(bool inline_items = false) { return open('[', inline_items); }
  Writer& end_array() { return close(']'); }

  Writer& key(std::string_view name) {
    separate();
    out_ += quote(name);
    out_ += ": ";
    after_key_ = true;
    return *this;
  }

  Writer& value(std::string_view text) { return raw(quote(text)); }
  Writer& value(const char* text) { return raw(quote(text)); }
  Writer& value(const std::string& text) { return raw(quote(text)); }
  Writer& value(bool b) { return raw(b ? "true" : "false"); }
  Writer& value(int n) { return raw(std::to_string(n)); }
  Writer& value(long n) { return raw(std::to_string(n)); }
  Writer& value(long long n) { return raw(std::to_string(n)); }
  Writer& value(unsigned long n) { return raw(std::to_string(n)); }
  Writer& value(unsigned long long n) { return raw(std::to_string(n)); }
  Writer& value(double x, int decimals) { return raw(number(x, decimals)); }
  Writer& null() { return raw("null"); }

  /// An array of strings in one call.
  Writer& strings(const std::vector<std::string>& items) {
    begin_array();
    for (const auto& item : items) value(item);
    return end_array();
  }

  /// Writes pre-formatted JSON as one value.
  Writer& raw(std::string_view json) {
    separate();
    out_ += json;
    return *this;
  }

  /// The text so far; complete once every array and object is closed.
  const std::string& str() const { return out_; }

 private:
  struct Level {
    bool inline_items;
    bool empty = true;
  };

  Writer& open(char bracket, bool inline_items) {
    separate();
    out_ += bracket;
    levels_.push_back({inline_items});
    return *this;
  }

  Writer& close(char bracket) {
    const Level level = levels_.back();
    levels_.pop_back();
    if (!level.empty && !level.inline_items) newline();
    out_ += bracket;
    return *this;
  }

  /// Before a key, or a value that has no key: a comma after the previous item and the
  /// line break and indent of this one.
  void separate() {
    if (after_key_) {
      after_key_ = false;
      return;
    }
    if (levels_.empty()) return;
    Level& level = levels_.back();
    if (!level.empty) out_ += level.inline_items ? ", " : ",";
    if (!level.inline_items) newline();
    level.empty = false;
  }

  void newline() {
    out_ += '\n';
    out_.append(2 * levels_.size(), ' ');
  }

  std::string out_;
  std::vector<Level> levels_;
  bool after_key_ = false;
};

}  // namespace cwg::json
