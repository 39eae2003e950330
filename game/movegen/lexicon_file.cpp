// A lexicon saved as its built GADDAG, and read back with every record checked.
#include "game/movegen/lexicon_file.hpp"

#include <cstdint>
#include <vector>

#include "core/hash.hpp"
#include "core/input_error.hpp"

namespace cwg::game {

namespace {

constexpr std::string_view kMagic = "cwgaddag";
constexpr std::uint32_t kVersion = 1;

class Writer {
 public:
  void u32(std::uint32_t v) { put(v, 4); }
  void u64(std::uint64_t v) { put(v, 8); }
  void text(const std::string& s) {
    u32(static_cast<std::uint32_t>(s.size()));
    out += s;
  }
  std::string out;

 private:
  void put(std::uint64_t v, int bytes) {
    for (int i = 0; i < bytes; ++i) out += static_cast<char>((v >> (8 * i)) & 0xFF);
  }
};

/// Reads the bytes in order; anything past the end is an InputError naming the byte.
class Reader {
 public:
  Reader(std::string_view bytes, const std::string& name) : bytes_(bytes), name_(name) {}
  std::uint32_t u32(const char* what) { return static_cast<std::uint32_t>(get(4, what)); }
  std::uint64_t u64(const char* what) { return get(8, what); }
  std::string text(const char* what, std::size_t most) {
    const std::size_t at = pos_;
    const std::uint32_t n = u32(what);
    if (n > most) fail(at, std::string(what) + " is " + std::to_string(n) + " bytes long");
    need(n, what);
    std::string s(bytes_.substr(pos_, n));
    pos_ += n;
    return s;
  }
  /// `count` u32 records into `out`.
  void records(std::uint32_t* out, std::size_t count) {
    need(count * 4, "the GADDAG's records");
    for (std::size_t i = 0; i < count; ++i) out[i] = u32("the GADDAG's records");
  }
  std::size_t pos() const { return pos_; }
  void skip(std::size_t n) {
    need(n, "the header");
    pos_ += n;
  }
  [[noreturn]] void fail(std::size_t at, const std::string& what) const {
    throw InputError(name_, 0, 0, "byte " + std::to_string(at) + ": " + what);
  }
  void need(std::size_t n, const char* what) const {
    if (bytes_.size() - pos_ < n)
      fail(pos_, std::string("the file ends inside ") + what + " (cut short?)");
  }

 private:
  std::uint64_t get(int n, const char* what) {
    need(static_cast<std::size_t>(n), what);
    std::uint64_t v = 0;
    for (int i = 0; i < n; ++i)
      v |= std::uint64_t{static_cast<unsigned char>(bytes_[pos_ + i])} << (8 * i);
    pos_ += static_cast<std::size_t>(n);
    return v;
  }
  std::string_view bytes_;
  const std::string& name_;
  std::size_t pos_ = 0;
};

std::vector<std::string> faces(const Distribution& dist) {
  std::vector<std::string> out;
  for (int code = 1; code <= dist.size(); ++code)
    out.push_back(dist.letter(static_cast<Tile>(code)).upper);
  return out;
}

std::string joined(const std::vector<std::string>& faces) {
  std::string s;
  for (const std::string& f : faces) s += (s.empty() ? "" : " ") + f;
  return s;
}

}  // namespace

/// Saves and reads the GADDAG's private fields (a friend of Gaddag).
class GaddagFile {
 public:
  static void write(const Gaddag& g, Writer& w) {
    w.u32(g.header_);
    w.u32(g.root_);
    w.u32(g.dawg_root_);
    for (const std::size_t v : {g.words_, g.nodes_, g.arcs_, g.dawg_nodes_, g.max_length_})
      w.u64(v);
    w.u64(g.size_);
    for (std::size_t i = 0; i < g.size_; ++i) w.u32(g.data_[i]);
  }

  static Gaddag read(Reader& r) {
    Gaddag g;
    const std::size_t header_at = r.pos();
    g.header_ = r.u32("the record header size");
    if (g.header_ != 2 && g.header_ != 3) r.fail(header_at, "record header size not 2 or 3");
    const std::size_t roots_at = r.pos();
    g.root_ = r.u32("the root");
    g.dawg_root_ = r.u32("the DAWG root");
    if (g.root_ == Gaddag::kNone || g.dawg_root_ == Gaddag::kNone) r.fail(roots_at, "no word");
    g.words_ = r.u64("the word count");
    g.nodes_ = r.u64("the node count");
    g.arcs_ = r.u64("the arc count");
    g.dawg_nodes_ = r.u64("the DAWG node count");
    const std::size_t length_at = r.pos();
    g.max_length_ = r.u64("the longest word's length");
    if (g.max_length_ > 64) r.fail(length_at, "longest word over 64 letters");
    const std::size_t size_at = r.pos();
    const std::uint64_t size = r.u64("the record count");
    if (size >= Gaddag::kNone) r.fail(size_at, "too many records");
    r.records(g.allocate(size), size);
    check(g, r, size_at);
    return g;
  }

 private:
  /// Every record reachable from the roots lies within the file, and no path loops: what
  /// the generator and the anagram filter rely on when they walk it.
  static void check(const Gaddag& g, const Reader& r, std::size_t at) {
    enum : std::uint8_t { kNew, kOpen, kDone };
    std::vector<std::uint8_t> state(g.size_, kNew);
    std::vector<std::pair<Gaddag::Node, std::uint32_t>> stack;  // node, next edge
    const auto fits = [&](Gaddag::Node n) {
      if (n >= g.size_ || g.size_ - n < g.header_) return false;
      const auto kids = static_cast<std::size_t>(__builtin_popcountll(g.letters(n)));
      return g.size_ - n - g.header_ >= kids;
    };
    const auto enter = [&](Gaddag::Node n) {
      if (!fits(n))
        r.fail(at, "a record points outside the records (node " + std::to_string(n) + ")");
      if (state[n] == kOpen)
        r.fail(at, "the records form a cycle (node " + std::to_string(n) + ")");
      if (state[n] == kDone) return;
      state[n] = kOpen;
      stack.emplace_back(n, 0);
    };
    for (const Gaddag::Node root : {g.root_, g.dawg_root_}) {
      if (root == Gaddag::kNone) continue;
      enter(root);
      while (!stack.empty()) {
        auto& [n, edge] = stack.back();
        // Edge 0 is the turn (◇) arc, then the letters' arcs in order.
        const auto kids = static_cast<std::uint32_t>(__builtin_popcountll(g.letters(n)));
        if (edge > kids) {
          state[n] = kDone;
          stack.pop_back();
          continue;
        }
        const Gaddag::Node next = edge == 0 ? g.turn(n) : g.data_[n + g.header_ + edge - 1];
        ++edge;
        if (next != Gaddag::kNone) enter(next);
      }
    }
  }
};

bool is_saved_gaddag(std::string_view bytes) {
  return bytes.substr(0, kMagic.size()) == kMagic;
}

std::string save_gaddag(const Lexicon& lex) {
  Writer w;
  w.out = kMagic;
  w.u32(kVersion);
  const std::vector<std::string> f = faces(lex.alphabet);
  w.u32(static_cast<std::uint32_t>(f.size()));
  for (const std::string& face : f) w.text(face);
  for (const std::size_t v : {lex.lines, lex.skipped, lex.duplicates, lex.first_skipped_line})
    w.u64(v);
  w.text(lex.first_skipped);
  GaddagFile::write(lex.gaddag, w);
  w.u64(fnv1a(w.out));
  return w.out;
}

Lexicon read_saved_gaddag(std::string_view bytes, const std::string& name,
                          const Distribution& dist) {
  if (!is_saved_gaddag(bytes)) Reader(bytes, name).fail(0, "not a saved GADDAG (cwg lexicon)");
  // The checksum first: a file cut short or altered is refused before its fields are read.
  if (bytes.size() < kMagic.size() + 8)
    Reader(bytes, name).fail(bytes.size(), "the file is cut short");
  const std::size_t body = bytes.size() - 8;
  Reader sum(bytes.substr(body), name);
  if (sum.u64("the checksum") != fnv1a(bytes.substr(0, body)))
    Reader(bytes, name).fail(body, "checksum mismatch: the file is cut short or altered");
  Reader r(bytes.substr(0, body), name);
  r.skip(kMagic.size());
  const std::size_t version_at = r.pos();
  if (const std::uint32_t v = r.u32("the version"); v != kVersion)
    r.fail(version_at, "format version " + std::to_string(v) + ", this cwg reads " +
                           std::to_string(kVersion) + " (save it again with cwg lexicon)");
  const std::size_t faces_at = r.pos();
  const std::uint32_t count = r.u32("the alphabet");
  std::vector<std::string> saved;
  for (std::uint32_t i = 0; i < count && i < 64; ++i) saved.push_back(r.text("a letter", 16));
  if (saved != faces(dist))
    r.fail(faces_at, "saved for the alphabet " + joined(saved) + ", not " + dist.name() + "'s (" +
                         joined(faces(dist)) + ")");
  Lexicon lex;
  lex.source = name;
  lex.alphabet = dist;
  lex.lines = r.u64("the line count");
  lex.skipped = r.u64("the skipped count");
  lex.duplicates = r.u64("the duplicate count");
  lex.first_skipped_line = r.u64("the first skipped line");
  lex.first_skipped = r.text("the first skipped line", 256);
  lex.gaddag = GaddagFile::read(r);
  if (r.pos() != body) r.fail(r.pos(), "bytes after the records");
  return lex;
}

}  // namespace cwg::game
