#include "term/progress.hpp"

#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <string_view>

namespace cwg::term {

namespace {

constexpr auto kRedrawPeriod = std::chrono::milliseconds(200);

int terminal_width(std::FILE* file) {
  winsize size{};
  if (::ioctl(::fileno(file), TIOCGWINSZ, &size) == 0 && size.ws_col > 0) return size.ws_col;
  return 80;
}

bool utf8_locale() {
  for (const char* name : {"LC_ALL", "LC_CTYPE", "LANG"}) {
    const char* value = std::getenv(name);
    if (!value || !*value) continue;
    std::string v(value);
    std::transform(v.begin(), v.end(), v.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return v.find("utf-8") != std::string::npos || v.find("utf8") != std::string::npos;
  }
  return false;
}

/// `line` cut to `width` characters (UTF-8 aware), so that it never wraps: a wrapped
/// line would throw off the cursor moves of the next redraw.
std::string cut(std::string_view line, int width) {
  int chars = 0;
  for (std::size_t i = 0; i < line.size(); ++i) {
    if ((static_cast<unsigned char>(line[i]) & 0xc0) == 0x80) continue;
    if (chars++ == width) return std::string(line.substr(0, i));
  }
  return std::string(line);
}

std::string first_line(const std::string& text) {
  return text.substr(0, text.find('\n'));
}

}  // namespace

bool is_live_terminal(std::FILE* file) {
  const char* term = std::getenv("TERM");
  return ::isatty(::fileno(file)) && term && *term && std::string_view(term) != "dumb";
}

std::string progress_bar(double fraction, int cells) {
  static const bool unicode = utf8_locale();
  fraction = std::clamp(fraction, 0.0, 1.0);
  const int full = static_cast<int>(fraction * cells + 0.5);
  std::string bar = "[";
  for (int k = 0; k < cells; ++k)
    bar += k < full ? (unicode ? "\u2588" : "#") : (unicode ? "\u00b7" : ".");
  return bar + "]";
}

ProgressBoard::ProgressBoard(std::size_t rows, std::FILE* out, bool live, Formatter format,
                             std::string separator)
    : out_(out),
      live_(live),
      format_(std::move(format)),
      rows_(rows),
      separator_(std::move(separator)) {
  if (live_)
    ticker_ = std::jthread([this](std::stop_token stop) {
      std::unique_lock<std::mutex> lock(mutex_);
      while (!closed_ && !stop.stop_requested()) {
        wake_.wait_for(lock, stop, kRedrawPeriod, [] { return false; });
        if (!closed_ && !stop.stop_requested()) redraw_locked();
      }
    });
}

ProgressBoard::~ProgressBoard() {
  close();
}

void ProgressBoard::start(std::size_t i, std::string name, double budget_s, std::string note,
                          int attempt_budget, int attempts_before) {
  std::lock_guard<std::mutex> lock(mutex_);
  Row& row = rows_[i];
  row.state = State::Running;
  row.live.name = std::move(name);
  row.live.start = std::chrono::steady_clock::now();
  row.live.budget_s = budget_s;
  row.live.note = std::move(note);
  row.live.attempts = attempts_before;
  row.live.best = -1;
  row.live.attempt_budget = attempt_budget;
  row.live.attempts_before = attempts_before;
}

void ProgressBoard::update(std::size_t i, int attempts, double best) {
  std::lock_guard<std::mutex> lock(mutex_);
  rows_[i].live.attempts = attempts;
  rows_[i].live.best = best;
}

void ProgressBoard::finish(std::size_t i, std::string text) {
  std::lock_guard<std::mutex> lock(mutex_);
  rows_[i].state = State::Done;
  rows_[i].text = std::move(text);
  if (live_)
    redraw_locked();
  else {
    std::string buffer;
    commit_locked(buffer);
  }
}

void ProgressBoard::close() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (closed_) return;
    closed_ = true;
    if (live_) {
      redraw_locked();   // commits what is done, leaves nothing live that is done
      if (drawn_ > 0) {  // rows never finished (interrupted): clear their lines
        std::fprintf(out_, "\x1b[%dF\x1b[J", drawn_);
        drawn_ = 0;
      }
      std::fflush(out_);
    }
  }
  ticker_.request_stop();  // wakes its wait at once
  if (ticker_.joinable()) ticker_.join();
}

bool ProgressBoard::printed_any() {
  std::lock_guard<std::mutex> lock(mutex_);
  return printed_any_;
}

/// Prints the finished rows at the front, in order. `buffer` holds terminal output not yet
/// written; it is flushed before anything goes to stderr, so the two stay in order.
void ProgressBoard::commit_locked(std::string& buffer) {
  while (committed_ < rows_.size() && rows_[committed_].state == State::Done) {
    const std::string& text = rows_[committed_++].text;
    if (text.empty()) continue;
    if (text.rfind("cwg: ", 0) == 0) {
      if (live_) buffer += "\x1b[2K";
      std::fputs(buffer.c_str(), out_);
      std::fflush(out_);
      buffer.clear();
      std::fputs(text.c_str(), stderr);
      std::fflush(stderr);
      continue;
    }
    if (printed_any_) buffer += separator_;
    printed_any_ = true;
    if (!live_) {
      buffer += text;
      continue;
    }
    std::size_t pos = 0;
    while (pos < text.size()) {
      const std::size_t end = text.find('\n', pos);
      const std::size_t stop = end == std::string::npos ? text.size() : end;
      buffer += "\x1b[2K" + text.substr(pos, stop - pos) + "\n";
      pos = stop + 1;
    }
  }
  std::fputs(buffer.c_str(), out_);
  std::fflush(out_);
  buffer.clear();
}

void ProgressBoard::redraw_locked() {
  const int width = terminal_width(out_);
  std::string buffer;
  // Back to the first live line: "cursor previous line" drawn_ times, to column 1.
  if (drawn_ > 0) buffer += "\x1b[" + std::to_string(drawn_) + "F";
  drawn_ = 0;
  commit_locked(buffer);
  for (std::size_t i = committed_; i < rows_.size(); ++i) {
    const Row& row = rows_[i];
    if (row.state == State::Waiting) continue;
    const std::string line =
        row.state == State::Done ? first_line(row.text) : format_(row.live, width);
    buffer += "\x1b[2K" + cut(line, width - 1) + "\n";
    ++drawn_;
  }
  buffer += "\x1b[J";  // anything below, from a longer previous drawing
  std::fputs(buffer.c_str(), out_);
  std::fflush(out_);
}

}  // namespace cwg::term
