#include "formats/puz/info_text.hpp"

#include <sstream>
#include <string>

#include "formats/puz/info_json.hpp"

namespace cwg::puz {

namespace {

/// A field's text whose lines after the first stand under the first (13 columns in: the
/// width of "  notes:     "), its line breaks "\n" (files write "\r\n" too), without the
/// ones it ends with.
std::string indented(const std::string& text) {
  std::string out;
  const std::size_t end = text.find_last_not_of("\r\n");
  for (std::size_t i = 0; end != std::string::npos && i <= end; ++i) {
    if (text[i] == '\r' && text[i + 1] == '\n') continue;
    out += text[i];
    if (text[i] == '\n') out += std::string(13, ' ');
  }
  return out;
}

/// The heading line: version, size, clue counts.
void heading(std::ostream& out, const std::string& file, const Puzzle& p, const Summary& s) {
  out << file << ": Across Lite .puz " << p.version()
      << (p.version_field() != p.version() ? " (field \"" + p.version_field() + "\")" : "") << ", "
      << p.width << "x" << p.height << ", " << p.clues.size() << " clues (" << s.across.size()
      << " across, " << s.down.size() << " down)" << (p.diagramless() ? ", diagramless" : "")
      << '\n';
  out << "  title:     " << s.title << "\n  author:    " << s.author
      << "\n  copyright: " << s.copyright << '\n';
  if (!s.notes.empty()) out << "  notes:     " << indented(s.notes) << '\n';
}

/// The solution's state with its keys, the extra sections and bytes outside the format.
void contents(std::ostream& out, const Puzzle& p, const Summary& s) {
  out << "  solution:  "
      << (s.solution == SolutionState::Withheld ? "not given" : solution_word(s.solution));
  for (std::size_t i = 0; i < s.keys.size(); ++i)
    out << (i ? ", " : " (key ") << key_text(s.keys[i]);
  out << (s.keys.empty() ? "" : ")") << '\n';
  if (!p.sections.empty()) {
    out << "  sections: ";
    for (const Section& sec : p.sections) out << ' ' << sec.name;
    out << " (" << s.extras.rebus_squares << " rebus squares, " << s.extras.circles << " circled";
    if (s.extras.ltim)
      out << ", timer " << s.extras.ltim->seconds << " s"
          << (s.extras.ltim->stopped ? " stopped" : " running");
    out << ")\n";
  }
  if (!p.preamble.empty())
    out << "  junk:      " << p.preamble.size() << " bytes before the header\n";
  if (!p.trailer.empty())
    out << "  junk:      " << p.trailer.size() << " bytes after the last section\n";
}

void checks_and_clues(std::ostream& out, const Puzzle& p, const Summary& s) {
  if (s.errors.empty()) {
    out << "  checks:    all pass (file, CIB, 4 masked, " << p.sections.size() << " section"
        << (p.sections.size() == 1 ? "" : "s") << (p.scrambled() ? ", scrambled solution" : "")
        << ")\n";
  } else {
    out << "  checks:    " << s.errors.size() << " FAILED\n";
    for (const std::string& e : s.errors) out << "    " << e << '\n';
  }
  for (const auto* list : {&s.across, &s.down}) {
    out << (list == &s.across ? "  across:\n" : "  down:\n");
    for (const Entry& e : *list)
      out << "    " << e.word.number << ". " << e.clue
          << (s.solution != SolutionState::Present ? "" : "  " + e.answer) << '\n';
  }
}

}  // namespace

std::string info_text(const std::string& file, const Puzzle& p, const Summary& s) {
  std::ostringstream out;
  heading(out, file, p, s);
  contents(out, p, s);
  checks_and_clues(out, p, s);
  return out.str();
}

std::string failed_checks_text(const std::string& file, const Summary& s, const std::string& what) {
  if (s.errors.empty()) return "";
  std::string text = file + ": " + std::to_string(s.errors.size()) + " failed check" +
                     (s.errors.size() == 1 ? "" : "s") + "; " + what + ":\n";
  for (const std::string& e : s.errors) text += "  " + e + '\n';
  return text;
}

std::string no_solution_text(const Puzzle& p) {
  if (p.scrambled()) return "the solution is scrambled (cwg unlock first)";
  return p.solution_withheld() ? "the solution is withheld" : "";
}

}  // namespace cwg::puz
