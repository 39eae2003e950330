#pragma once
/// The one row shape of cwg's options tables (fill/options.hpp, solver/options.hpp, which
/// includes the fill rows): X(name, type, default, min, max, help), a knob each, with its
/// flag and INI key (the name, dashed), its range and its `--help` line. Each table is an
/// X-macro list of such rows; this is what a row becomes in its options struct.

/// A field of the options struct, holding the row's default.
#define CWG_OPTION_FIELD(name, type, def, lo, hi, help) type name = def;
