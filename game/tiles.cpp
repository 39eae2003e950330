#include "game/tiles.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <stdexcept>
#include <tuple>

#include "core/input_error.hpp"

namespace cwg::game {

namespace {

// One code point from UTF-8 (lead byte checked only as far as needed for case mapping).
char32_t decode(std::string_view s, std::size_t i, std::size_t len) {
  const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
  if (len == 1) return b(0);
  if (len == 2) return static_cast<char32_t>(((b(0) & 0x1F) << 6) | (b(1) & 0x3F));
  if (len == 3)
    return static_cast<char32_t>(((b(0) & 0x0F) << 12) | ((b(1) & 0x3F) << 6) | (b(2) & 0x3F));
  return static_cast<char32_t>(((b(0) & 0x07) << 18) | ((b(1) & 0x3F) << 12) |
                               ((b(2) & 0x3F) << 6) | (b(3) & 0x3F));
}

void encode_to(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

// Latin Extended-A pairs capitals with the next code point, except in 0x139..0x148 and
// 0x179..0x17E where the capital is the odd one (and 0x130/0x131/0x138/0x178 stand alone).
bool ext_a_pair_odd(char32_t c) {
  return (c >= 0x139 && c <= 0x148) || (c >= 0x179 && c <= 0x17E);
}

char32_t lower_cp(char32_t c) {
  if (c < 0x80) return (c >= 'A' && c <= 'Z') ? c + 32 : c;
  if ((c >= 0xC0 && c <= 0xDE && c != 0xD7) || (c >= 0x391 && c <= 0x3AB && c != 0x3A2) ||
      (c >= 0x410 && c <= 0x42F))
    return c + 32;
  if (c >= 0x400 && c <= 0x40F) return c + 80;
  if (c >= 0x100 && c <= 0x17F && c != 0x130 && c != 0x131 && c != 0x138 && c != 0x178 &&
      c != 0x149 && c != 0x17F) {
    const bool capital = ext_a_pair_odd(c) ? (c % 2 == 1) : (c % 2 == 0);
    return capital ? c + 1 : c;
  }
  return c;
}

char32_t upper_cp(char32_t c) {
  if (c < 0x80) return (c >= 'a' && c <= 'z') ? c - 32 : c;
  if ((c >= 0xE0 && c <= 0xFE && c != 0xF7) || (c >= 0x3B1 && c <= 0x3CB && c != 0x3C2) ||
      (c >= 0x430 && c <= 0x44F))
    return c - 32;
  if (c >= 0x450 && c <= 0x45F) return c - 80;
  if (c >= 0x100 && c <= 0x17F && c != 0x130 && c != 0x131 && c != 0x138 && c != 0x178 &&
      c != 0x149 && c != 0x17F) {
    const bool small = ext_a_pair_odd(c) ? (c % 2 == 0) : (c % 2 == 1);
    return small ? c - 1 : c;
  }
  return c;
}

template <typename Map>
std::string map_cps(std::string_view s, Map map) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t len = utf8_length(s, i);
    if (len == 1 && static_cast<unsigned char>(s[i]) >= 0x80) {
      out += s[i];  // not UTF-8: keep the byte as it is
    } else {
      encode_to(out, map(decode(s, i, len)));
    }
    i += len;
  }
  return out;
}

std::vector<LetterInfo> table(std::initializer_list<std::tuple<const char*, int, int>> rows) {
  std::vector<LetterInfo> letters;
  for (const auto& [face, count, value] : rows)
    letters.push_back({face, utf8_lower(face), count, value});
  return letters;
}

}  // namespace

std::size_t utf8_length(std::string_view s, std::size_t i) {
  const auto lead = static_cast<unsigned char>(s[i]);
  std::size_t len = 1;
  if (lead >= 0xF0 && lead <= 0xF4)
    len = 4;
  else if (lead >= 0xE0)
    len = 3;
  else if (lead >= 0xC2 && lead < 0xE0)
    len = 2;
  if (lead > 0xF4) len = 1;
  if (i + len > s.size()) return 1;
  for (std::size_t k = 1; k < len; ++k)
    if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return 1;
  return len;
}

int utf8_column(std::string_view s, std::size_t byte) {
  int col = 1;
  for (std::size_t i = 0; i < byte && i < s.size(); ++col) i += utf8_length(s, i);
  return col;
}

std::string utf8_lower(std::string_view s) {
  return map_cps(s, lower_cp);
}
std::string utf8_upper(std::string_view s) {
  return map_cps(s, upper_cp);
}

Distribution::Distribution(std::string name, std::vector<LetterInfo> letters, int blanks)
    : name_(std::move(name)), letters_(std::move(letters)), blanks_(blanks) {
  if (letters_.size() > static_cast<std::size_t>(kMaxLetters))
    throw std::length_error("a distribution holds at most 63 letters");
  index_faces();
}

void Distribution::index_faces() {
  longest_face_ = 1;
  byte_face_.fill(0xFF);
  byte_face_[static_cast<unsigned char>('?')] = kBlank;
  // Lower-case faces first so that an upper-case face equal to one (a caseless letter)
  // keeps the letter, as tile_of's table order does.
  for (std::size_t i = letters_.size(); i-- > 0;) {
    const LetterInfo& l = letters_[i];
    longest_face_ = std::max({longest_face_, l.upper.size(), l.lower.size()});
    if (l.lower.size() == 1)
      byte_face_[static_cast<unsigned char>(l.lower[0])] = as_blank(static_cast<Tile>(i + 1));
  }
  for (std::size_t i = letters_.size(); i-- > 0;) {
    const LetterInfo& l = letters_[i];
    if (l.upper.size() == 1)
      byte_face_[static_cast<unsigned char>(l.upper[0])] = static_cast<Tile>(i + 1);
  }
}

const Distribution& Distribution::english() {
  static const Distribution d(
      "english",
      table({{"A", 9, 1}, {"B", 2, 3}, {"C", 2, 3}, {"D", 4, 2}, {"E", 12, 1}, {"F", 2, 4},
             {"G", 3, 2}, {"H", 2, 4}, {"I", 9, 1}, {"J", 1, 8}, {"K", 1, 5},  {"L", 4, 1},
             {"M", 2, 3}, {"N", 6, 1}, {"O", 8, 1}, {"P", 2, 3}, {"Q", 1, 10}, {"R", 6, 1},
             {"S", 4, 1}, {"T", 6, 1}, {"U", 4, 1}, {"V", 2, 4}, {"W", 2, 4},  {"X", 1, 8},
             {"Y", 2, 4}, {"Z", 1, 10}}),
      2);
  return d;
}

const Distribution& Distribution::polish() {
  static const Distribution d(
      "polish", table({{"A", 9, 1}, {"Ą", 1, 5}, {"B", 2, 3}, {"C", 3, 2}, {"Ć", 1, 6}, {"D", 3, 2},
                       {"E", 7, 1}, {"Ę", 1, 5}, {"F", 1, 5}, {"G", 2, 3}, {"H", 2, 3}, {"I", 8, 1},
                       {"J", 2, 3}, {"K", 3, 2}, {"L", 3, 2}, {"Ł", 2, 3}, {"M", 3, 2}, {"N", 5, 1},
                       {"Ń", 1, 7}, {"O", 6, 1}, {"Ó", 1, 5}, {"P", 3, 2}, {"R", 4, 1}, {"S", 4, 1},
                       {"Ś", 1, 5}, {"T", 3, 2}, {"U", 2, 3}, {"W", 4, 1}, {"Y", 4, 2}, {"Z", 5, 1},
                       {"Ź", 1, 9}, {"Ż", 1, 5}}),
      2);
  return d;
}

const Distribution* Distribution::named(std::string_view name) {
  const std::string up = utf8_upper(name);
  if (up == "ENGLISH") return &english();
  if (up == "POLISH") return &polish();
  for (const char* prefix : {"NWL", "CSW", "TWL", "OSPD", "OTCWL", "OWL", "ODS_EN", "ECWL"})
    if (up.rfind(prefix, 0) == 0) return &english();
  if (up.rfind("OSPS", 0) == 0) return &polish();
  return nullptr;
}

Distribution Distribution::parse(std::string_view text, const std::string& file) {
  std::vector<LetterInfo> letters;
  int blanks = 0;
  bool blank_seen = false;
  int line_no = 0;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);  // CR LF is one line end
    pos = end + 1;
    ++line_no;
    std::vector<std::pair<std::string_view, std::size_t>> fields;
    for (std::size_t i = 0; i < line.size();) {
      if (line[i] == ' ' || line[i] == '\t') {
        ++i;
        continue;
      }
      if (line[i] == '#') break;
      std::size_t j = line.find_first_of(" \t", i);
      if (j == std::string_view::npos) j = line.size();
      fields.emplace_back(line.substr(i, j - i), i);
      i = j;
    }
    if (fields.empty()) continue;
    const auto fail = [&](std::size_t at, const std::string& msg) {
      throw InputError(file, line_no, utf8_column(line, at), msg);
    };
    if (fields.size() != 3) fail(fields[0].second, "expected `letter count value`");
    int numbers[2] = {0, 0};
    for (int k = 0; k < 2; ++k) {
      const auto [field, at] = fields[static_cast<std::size_t>(k) + 1];
      const auto r = std::from_chars(field.data(), field.data() + field.size(), numbers[k]);
      if (r.ec != std::errc() || r.ptr != field.data() + field.size() || numbers[k] < 0 ||
          numbers[k] > 1000)
        fail(at, std::string(k == 0 ? "count" : "value") + " is not a number from 0 to 1000");
    }
    const std::string face(fields[0].first);
    if (face == "?") {
      if (blank_seen) fail(fields[0].second, "the blank is listed twice");
      blank_seen = true;
      blanks = numbers[0];
      continue;
    }
    const std::string upper = utf8_upper(face);
    for (const LetterInfo& l : letters)
      if (l.upper == upper) fail(fields[0].second, "letter " + face + " is listed twice");
    if (upper.find_first_of("?[]/|~.-_0123456789") != std::string::npos)
      fail(fields[0].second, "a letter may not hold ? [ ] / | ~ . - _ or digits");
    if (letters.size() == static_cast<std::size_t>(kMaxLetters))
      fail(fields[0].second, "more than 63 letters");
    letters.push_back({upper, utf8_lower(upper), numbers[0], numbers[1]});
  }
  if (letters.empty()) throw InputError(file, 0, 0, "no letters in the distribution");
  return Distribution(file, std::move(letters), blanks);
}

int Distribution::total_tiles() const {
  int total = blanks_;
  for (const LetterInfo& l : letters_) total += l.count;
  return total;
}

std::string Distribution::face(Tile t) const {
  if (t == kBlank) return "?";
  return is_designated_blank(t) ? letter(t).lower : letter(t).upper;
}

std::string Distribution::text(const TileString& tiles, bool bracket) const {
  std::string out;
  for (Tile t : tiles) {
    const std::string f = face(t);
    const bool multi = utf8_length(f, 0) < f.size();
    if (bracket && multi) out += '[';
    out += f;
    if (bracket && multi) out += ']';
  }
  return out;
}

std::optional<Tile> Distribution::tile_of(std::string_view s) const {
  if (s.size() == 1) {
    const Tile t = byte_face_[static_cast<unsigned char>(s[0])];
    if (t != 0xFF) return t;
    return std::nullopt;
  }
  for (std::size_t i = 0; i < letters_.size(); ++i) {
    if (letters_[i].upper == s) return static_cast<Tile>(i + 1);
    if (letters_[i].lower == s) return as_blank(static_cast<Tile>(i + 1));
  }
  return std::nullopt;
}

std::size_t Distribution::match_prefix(std::string_view s, Tile& out) const {
  for (std::size_t len = std::min(longest_face_, s.size()); len > 0; --len) {
    if (auto t = tile_of(s.substr(0, len))) {
      out = *t;
      return len;
    }
  }
  return 0;
}

std::optional<TileString> Distribution::encode(std::string_view s, std::size_t* bad_at) const {
  TileString tiles;
  tiles.reserve(s.size());  // a face is one byte or more: one allocation
  for (std::size_t i = 0; i < s.size();) {
    Tile t = 0;
    const std::size_t n = match_prefix(s.substr(i), t);
    if (n == 0) {
      if (bad_at) *bad_at = i;
      return std::nullopt;
    }
    tiles.push_back(t);
    i += n;
  }
  return tiles;
}

}  // namespace cwg::game
