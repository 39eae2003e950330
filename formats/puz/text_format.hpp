#pragma once
/// The Across Lite text format (`<ACROSS PUZZLE>`), which Across Lite imports: sections
/// <TITLE> <AUTHOR> <COPYRIGHT> <SIZE> <GRID> [<REBUS>] <ACROSS> <DOWN> <NOTEPAD>, values
/// on tab-indented lines, UTF-8.
#include <string>

#include "formats/puz/puz.hpp"

namespace cwg::puz {

/// The text of `p`. Version 1 (`<ACROSS PUZZLE>`) unless the puzzle has rebus squares or
/// circles, which need `<ACROSS PUZZLE V2>`: a rebus square is written as a symbol
/// (1-9, 0, then @#$%&*+?) explained in <REBUS> as `1:STAR:S`, circled squares as lower
/// case letters announced by `MARK;`. Throws PuzError(TextFormat) for a scrambled
/// solution (unlock it first) or more different rebus answers than symbols.
std::string format_text(const Puzzle& p, const std::string& name);

}  // namespace cwg::puz
