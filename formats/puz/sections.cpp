// Extra sections (FORMAT.md, "Extra Sections"; RUSR as Across Lite writes it: one
// NUL-terminated string per square).
#include "formats/puz/sections.hpp"

#include <cstdio>

namespace cwg::puz {

namespace {

[[noreturn]] void bad(const Section& s, const std::string& file, const std::string& why) {
  throw PuzError(ErrorKind::BadSection, file, s.offset, "section " + s.name + ": " + why);
}

std::vector<std::uint8_t> board(const Section& s, const Puzzle& p, const std::string& file) {
  const std::size_t squares = p.solution.size();
  if (s.data.size() != squares)
    bad(s, file,
        "length " + std::to_string(s.data.size()) + ", expected one byte per square (" +
            std::to_string(squares) + ")");
  return std::vector<std::uint8_t>(s.data.begin(), s.data.end());
}

std::map<int, std::string> parse_rtbl(const Section& s, const std::string& file) {
  std::map<int, std::string> table;
  std::size_t pos = 0;
  const std::string& d = s.data;
  while (pos < d.size()) {
    const std::size_t colon = d.find(':', pos);
    const std::size_t semi = d.find(';', pos);
    if (colon == std::string::npos || semi == std::string::npos || semi < colon)
      bad(s, file, "entry at data byte " + std::to_string(pos) + " is not 'NN:ANSWER;'");
    int key = 0;
    bool digits = false;
    for (std::size_t i = pos; i < colon; ++i) {
      if (d[i] == ' ' && !digits) continue;
      if (d[i] < '0' || d[i] > '9' || key > 999)
        bad(s, file, "key at data byte " + std::to_string(pos) + " is not a number");
      key = key * 10 + (d[i] - '0');
      digits = true;
    }
    if (!digits) bad(s, file, "entry at data byte " + std::to_string(pos) + " has no key");
    table[key] = d.substr(colon + 1, semi - colon - 1);
    pos = semi + 1;
  }
  return table;
}

std::vector<std::string> parse_rusr(const Section& s, const Puzzle& p, const std::string& file) {
  std::vector<std::string> entries;
  entries.reserve(p.solution.size());
  std::size_t pos = 0;
  while (entries.size() < p.solution.size()) {
    const std::size_t nul = s.data.find('\0', pos);
    if (nul == std::string::npos)
      bad(s, file,
          "holds " + std::to_string(entries.size()) + " entries, expected one per square (" +
              std::to_string(p.solution.size()) + ")");
    entries.push_back(s.data.substr(pos, nul - pos));
    pos = nul + 1;
  }
  if (pos != s.data.size()) bad(s, file, "bytes after the last square's entry");
  return entries;
}

Timer parse_ltim(const Section& s, const std::string& file) {
  Timer t;
  const std::size_t comma = s.data.find(',');
  auto number = [&](std::size_t from, std::size_t to) {
    if (from >= to) bad(s, file, "expected 'SECONDS,STOPPED'");
    long v = 0;
    for (std::size_t i = from; i < to; ++i) {
      if (s.data[i] < '0' || s.data[i] > '9' || v > 100000000)
        bad(s, file, "expected 'SECONDS,STOPPED'");
      v = v * 10 + (s.data[i] - '0');
    }
    return v;
  };
  if (comma == std::string::npos) bad(s, file, "expected 'SECONDS,STOPPED'");
  t.seconds = number(0, comma);
  t.stopped = number(comma + 1, s.data.size()) != 0;
  return t;
}

}  // namespace

Extras decode_extras(const Puzzle& p, const std::string& file) {
  Extras x;
  x.rebus.assign(p.solution.size(), "");
  if (const Section* s = p.section("RTBL")) x.rtbl = parse_rtbl(*s, file);
  if (const Section* s = p.section("GRBS")) {
    x.grbs = board(*s, p, file);
    for (std::size_t i = 0; i < x.grbs.size(); ++i) {
      if (x.grbs[i] == 0) continue;
      const auto it = x.rtbl.find(x.grbs[i] - 1);
      if (it == x.rtbl.end())
        bad(*s, file,
            "square " + std::to_string(i) + " names rebus key " + std::to_string(x.grbs[i] - 1) +
                ", which RTBL lacks");
      x.rebus[i] = it->second;
      ++x.rebus_squares;
    }
  }
  if (const Section* s = p.section("GEXT")) {
    x.gext = board(*s, p, file);
    for (std::uint8_t g : x.gext) x.circles += (g & kGextCircled) ? 1 : 0;
  }
  if (const Section* s = p.section("RUSR")) x.rusr = parse_rusr(*s, p, file);
  if (const Section* s = p.section("LTIM")) x.ltim = parse_ltim(*s, file);
  return x;
}

std::string encode_rtbl(const std::map<int, std::string>& table) {
  std::string out;
  for (const auto& [key, answer] : table) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%2d:", key);
    out += buffer;
    out += answer;
    out += ';';
  }
  return out;
}

}  // namespace cwg::puz
