#pragma once
/// One term of a MyThes meaning line, as the thesauri write it: "Bude (ugs.) (Oberbegriff)",
/// "city (generic term)", "(sich) freuen". The parenthesised notes are read into flags and
/// dropped from the text a puzzle prints.
#include <string>
#include <string_view>

#include "clues/regions.hpp"

namespace cwg::clues {

/// What a term is to the headword of its meaning.
enum class Relation { Synonym, Generic, Similar, Antonym };

struct Term {
  std::string text;                       ///< the printable words, notes removed
  Relation relation = Relation::Synonym;  ///< "(Oberbegriff)", "(generic term)" ...
  bool main_form = false;                 ///< "(Hauptform)": the usual word of its meaning
  bool offensive = false;                 ///< a vulgar or derogatory note (see terms.cpp)
  int register_penalty = 0;               ///< colloquial, dated, regional, technical ...
  /// "schweiz." or "österr.": the term is that land's German (regional_mark).
  std::string region;
  /// A trade's, a region's or the past's word ("Decke (fachspr., Jargon)", "Marille
  /// (österr.)", "Zähre (veraltet)"): a German clue's evidence (confidence.hpp).
  bool rare = false;
};

/// Reads one term (UTF-8).
Term parse_term(std::string_view raw);

}  // namespace cwg::clues
