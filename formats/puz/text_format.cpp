// The Across Lite text format writer.
#include "formats/puz/text_format.hpp"

#include <map>

#include "formats/puz/summary.hpp"
#include "formats/puz/text.hpp"

namespace cwg::puz {

namespace {

constexpr char kRebusSymbols[] = "1234567890@#$%&*+?";

/// One value line: tab-indented, line breaks inside the value become spaces.
std::string value_line(const std::string& text) {
  std::string out = "\t";
  for (char c : text) out += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
  return out + "\n";
}

char lower(char c) {
  return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

}  // namespace

std::string format_text(const Puzzle& p, const std::string& name) {
  if (p.scrambled())
    throw PuzError(ErrorKind::TextFormat, name,
                   "the solution is scrambled; unlock it first (cwg unlock)");
  const Summary s = summarize(p, name);
  const Extras& x = s.extras;
  const bool marks = x.circles > 0;
  const bool v2 = marks || x.rebus_squares > 0;

  std::map<std::string, char> symbol_of;  // full answer -> grid symbol, in first-seen order
  std::string rebus_lines;
  std::string grid;
  for (int r = 0; r < p.height; ++r) {
    grid += '\t';
    for (int c = 0; c < p.width; ++c) {
      const std::size_t i = p.index(r, c);
      char ch = p.solution[i];
      if (!x.rebus[i].empty()) {
        auto [it, fresh] = symbol_of.emplace(x.rebus[i], '\0');
        if (fresh) {
          const std::size_t n = symbol_of.size() - 1;
          if (n + 1 >= sizeof kRebusSymbols)
            throw PuzError(ErrorKind::TextFormat, name,
                           "more than " + std::to_string(sizeof kRebusSymbols - 1) +
                               " different rebus answers; the text format has no more symbols");
          it->second = kRebusSymbols[n];
          rebus_lines += value_line(std::string(1, it->second) + ":" +
                                    decode_text(x.rebus[i], p.utf8()) + ":" + ch);
        }
        ch = it->second;
      } else if (marks && !x.gext.empty() && (x.gext[i] & kGextCircled)) {
        ch = lower(ch);
      }
      grid += ch;
    }
    grid += '\n';
  }

  std::string out = v2 ? "<ACROSS PUZZLE V2>\n" : "<ACROSS PUZZLE>\n";
  out += "<TITLE>\n" + value_line(s.title);
  out += "<AUTHOR>\n" + value_line(s.author);
  out += "<COPYRIGHT>\n" + value_line(s.copyright);
  out += "<SIZE>\n" + value_line(std::to_string(p.width) + "x" + std::to_string(p.height));
  out += "<GRID>\n" + grid;
  if (v2 && (marks || !rebus_lines.empty()))
    out += "<REBUS>\n" + (marks ? value_line("MARK;") : std::string()) + rebus_lines;
  out += "<ACROSS>\n";
  for (const Entry& e : s.across) out += value_line(e.clue);
  out += "<DOWN>\n";
  for (const Entry& e : s.down) out += value_line(e.clue);
  out += "<NOTEPAD>\n";
  if (!s.notes.empty()) {
    // Line ends as '\n' whatever the file used (\r\n, \r).
    for (std::size_t i = 0; i < s.notes.size(); ++i) {
      const char c = s.notes[i];
      if (c == '\r' && i + 1 < s.notes.size() && s.notes[i + 1] == '\n') continue;
      out += c == '\r' ? '\n' : c;
    }
    if (out.back() != '\n') out += '\n';
  }
  return out;
}

}  // namespace cwg::puz
