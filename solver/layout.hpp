#pragma once
/// The layout phase: where question fields go and which arrows they carry. All six ratings
/// depend on the layout alone, so the score is reached here; the fill phase then only has
/// to find letters. Its parts, one job each:
/// - layout_model.hpp (layout.cpp): the model, from and back to a grid, a random start;
/// - arrows.hpp: the arrow rules (which fields may clue a run, which type sets a field may
///   carry);
/// - clues.hpp: the runs and the clue greedy, derive_clues() on a whole layout;
/// - layout_eval.hpp: the evaluation from the ratings' figures (scoring/figures.hpp);
/// - layout_state.hpp: the same evaluation kept up to date move by move;
/// - layout_anneal.hpp: the annealer over field kinds.
#include "solver/arrows.hpp"
#include "solver/clues.hpp"
#include "solver/layout_anneal.hpp"
#include "solver/layout_eval.hpp"
#include "solver/layout_model.hpp"
#include "solver/layout_state.hpp"
