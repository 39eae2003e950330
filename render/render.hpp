#pragma once
/// Printable SVG pictures of a grid: the solution (letters) or the puzzle (empty letter
/// fields), the question fields with their arrows drawn as in the challenge's
/// arrowtypes.png, optional clue texts, and optional marks for what the ratings punish
/// (uncrossed and dead fields, clusters of question fields), as CrosswordDescription.png.
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "grid/grid.hpp"
#include "puzzle/clue_sheet.hpp"

namespace cwg::render {

/// Per-field flags behind ratings 2, 4 and 5, by the same definitions as rate().
enum FieldMark : std::uint8_t {
  kMarkUncrossed = 1,  ///< a letter field in exactly one word
  kMarkDead = 2,       ///< an uncrossed field with an uncrossed 4-neighbour
  kMarkCluster = 4,    ///< a question field in an 8-connected group of three or more
};

/// One byte of FieldMark bits per field, row-major like ArrowwordGrid::fields.
std::vector<std::uint8_t> mark_fields(const arrowword::ArrowwordGrid& grid);

enum class RenderView : std::uint8_t {
  Solution,  ///< letters as they stand in the grid
  Puzzle,    ///< every letter field empty: the picture gives no letter away
};

struct RenderOptions {
  RenderView view = RenderView::Solution;
  bool mark = false;  ///< colour uncrossed, dead and cluster fields; add a legend
  const puzzle::ClueMap* clues = nullptr;  ///< clue per word, written into the question fields
  double cell_mm = 10.0;                   ///< printed size of one field
  /// Fields of a solution word (pick_solution_fields), numbered 1..n in this order: drawn
  /// as numbered circles, with a row of numbered boxes under the grid.
  std::vector<int> solution_fields;
};

/// The whole SVG document (UTF-8, well-formed XML).
std::string render_svg(const arrowword::ArrowwordGrid& grid, const RenderOptions& options = {});

/// Where render_svg puts the fields, in the picture's user units: field (r, c) starts at
/// (x0 + c * cell, y0 + r * cell); the picture is width x height. For pages that lay
/// things over the picture; only for pictures without marks and solution word.
struct PictureFrame {
  double x0 = 0, y0 = 0, cell = 0, width = 0, height = 0;
};
PictureFrame picture_frame(const arrowword::ArrowwordGrid& grid);

}  // namespace cwg::render
