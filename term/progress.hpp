#pragma once
/// Rows of a report that appear in input order while the work behind them runs in any
/// order. On a terminal every row being worked on is a live line, redrawn a few times a
/// second with ANSI cursor moves, that turns into the finished row in place; elsewhere
/// (pipes, files, CI logs) each row is printed once, when it and the rows before it are done.
///
/// A library of its own (cwg::term: what cwg draws on a terminal), not cli/: the board
/// redraws from a thread of its own, and the command line starts none.
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <functional>
#include <mutex>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

namespace cwg::term {

/// True when `file` is a terminal that understands cursor moves (TERM is not "dumb").
bool is_live_terminal(std::FILE* file);

class ProgressBoard {
 public:
  /// What a live line shows about a row being worked on.
  struct Live {
    std::string name;
    std::chrono::steady_clock::time_point start;
    double budget_s = 0;  ///< time allowed, for the bar
    int attempts = 0;
    double best = -1;         ///< best score so far, -1 for none yet
    std::string note;         ///< anything else, free text
    int attempt_budget = 0;   ///< above 0: the round ends after this many attempts, not budget_s
    int attempts_before = 0;  ///< the attempts of earlier rounds (`attempts` counts them too)
  };
  /// Formats a live line; `width` is the terminal's width (lines are cut to it anyway).
  using Formatter = std::function<std::string(const Live&, int width)>;

  /// `rows` rows written to `out`; `live` turns on the redrawn live lines. `separator` is
  /// printed between two rows' texts (",\n" between the objects of a JSON array).
  ProgressBoard(std::size_t rows, std::FILE* out, bool live, Formatter format,
                std::string separator = {});
  ~ProgressBoard();
  ProgressBoard(const ProgressBoard&) = delete;
  ProgressBoard& operator=(const ProgressBoard&) = delete;

  /// Row `i` is being worked on (Live says what the arguments are); its start is now, its
  /// best none yet.
  void start(std::size_t i, std::string name, double budget_s, std::string note = {},
             int attempt_budget = 0, int attempts_before = 0);
  void update(std::size_t i, int attempts, double best);
  /// Row `i` is done: `text` (whole lines, may be empty) is its final form. Text starting
  /// with "cwg: " goes to stderr.
  void finish(std::size_t i, std::string text);
  /// Prints what is left and stops the redrawing; the board stays usable for nothing else.
  /// The destructor calls it.
  void close();
  /// Whether some row's text has been printed to `out` (not counting stderr).
  bool printed_any();

 private:
  enum class State { Waiting, Running, Done };
  struct Row {
    State state = State::Waiting;
    Live live;
    std::string text;
  };
  void redraw_locked();
  void commit_locked(std::string& buffer);

  std::FILE* out_;
  bool live_;
  Formatter format_;
  std::vector<Row> rows_;
  std::size_t committed_ = 0;  // rows printed for good
  int drawn_ = 0;              // live lines on screen below the committed rows
  bool closed_ = false;        // the redrawing thread is asked to stop through its token too
  std::string separator_;
  bool printed_any_ = false;
  std::mutex mutex_;
  std::condition_variable_any wake_;
  std::jthread ticker_;  // last: it starts once the rest is made, and is joined first
};

/// "[#####.....]" of `cells` cells for `fraction` 0..1 (Unicode blocks on a UTF-8 locale).
std::string progress_bar(double fraction, int cells);

}  // namespace cwg::term
