// Building the GADDAG: the forward DAWG from the sorted words, then the reversed part from
// the sorted reversed prefixes, both by incremental construction with hash-consing of each
// finished node (Daciuk, Mihov, Watson & Watson 2000, "Incremental construction of minimal
// acyclic finite-state automata", the sorted-input algorithm).
#include "game/movegen/gaddag.hpp"

#include <sys/mman.h>

#include <algorithm>
#include <cassert>
#include <cstring>
#include <new>

namespace cwg::game {

void WordBuffer::add(std::span<const Tile> word) {
  letters.insert(letters.end(), word.begin(), word.end());
  starts.push_back(static_cast<std::uint32_t>(letters.size()));
}

bool Gaddag::contains(std::span<const Tile> word) const {
  if (word.empty() || dawg_root_ == kNone) return false;
  Node n = dawg_root_;
  for (const Tile t : word) {
    if (t == 0 || t > kMaxLetters) return false;
    n = child(n, t);
    if (n == kNone) return false;
  }
  return accepts(n);
}

class GaddagBuilder {
 public:
  using Node = Gaddag::Node;

  /// A finished node while building: its mask, ◇ target and where its children start.
  struct NodeData {
    LetterSet mask = 0;
    std::uint32_t first = 0;
    Node turn = Gaddag::kNone;
  };
  std::vector<NodeData> nodes;
  std::vector<Node> arcs;

  explicit GaddagBuilder(std::size_t expected) : table_(std::size_t{1} << 16, 0) {
    nodes.reserve(expected);
    arcs.reserve(expected * 2);
  }

  /// A node still being built: one per depth on the path of the last string added.
  struct Open {
    LetterSet mask = 0;
    Node turn = Gaddag::kNone;
    int kids = 0;
    Node kid[kMaxLetters];
    void reset() {
      mask = 0;
      turn = Gaddag::kNone;
      kids = 0;
    }
    void add(Tile letter, Node n) {
      mask |= letter_bit(letter);
      kid[kids++] = n;
    }
  };

  /// The node equal to `o` (same accept flag, ◇ target and children), made when new.
  Node intern(const Open& o) {
    std::uint64_t h = o.mask * 0x9E3779B97F4A7C15ull ^ (o.turn + 0x632BE59BD9B4E019ull);
    for (int i = 0; i < o.kids; ++i) h = (h ^ o.kid[i]) * 0xBF58476D1CE4E5B9ull;
    h ^= h >> 29;
    std::size_t mask = table_.size() - 1;
    std::size_t slot = h & mask;
    while (table_[slot] != 0) {
      const Node id = table_[slot] - 1;
      const NodeData& d = nodes[id];
      if (d.mask == o.mask && d.turn == o.turn &&
          (o.kids == 0 || std::memcmp(arcs.data() + d.first, o.kid, sizeof(Node) * o.kids) == 0))
        return id;
      slot = (slot + 1) & mask;
    }
    const Node id = static_cast<Node>(nodes.size());
    nodes.push_back({o.mask, static_cast<std::uint32_t>(arcs.size()), o.turn});
    arcs.insert(arcs.end(), o.kid, o.kid + o.kids);
    table_[slot] = id + 1;
    hashes_.push_back(h);
    if (2 * nodes.size() > table_.size()) grow();
    return id;
  }

  /// Adds sorted distinct strings (string i has length len(i) and letter t at(i, t)) as
  /// an automaton; `finish(open, i)` marks the node where string i ends. Calls
  /// `closed(i, depth, node)` for each finished node with a string that passes through it.
  /// Returns the root.
  template <class Len, class At, class Finish, class Closed>
  Node add_sorted(std::size_t count, std::size_t max_len, Len len, At at, Finish finish,
                  Closed closed) {
    std::vector<Open> open(max_len + 1);
    open[0].reset();
    std::size_t prev = 0, prev_len = 0;
    bool have_prev = false;
    auto close_to = [&](std::size_t depth) {
      for (std::size_t d = prev_len; d > depth; --d) {
        const Node id = intern(open[d]);
        closed(prev, d, id);
        open[d - 1].add(at(prev, d - 1), id);
      }
    };
    for (std::size_t i = 0; i < count; ++i) {
      const std::size_t n = len(i);
      if (n == 0) continue;
      std::size_t k = 0;
      if (have_prev) {
        const std::size_t m = std::min(n, prev_len);
        while (k < m && at(prev, k) == at(i, k)) ++k;
        if (k == n && k == prev_len) continue;  // a duplicate
      }
      close_to(k);
      for (std::size_t d = k + 1; d <= n; ++d) open[d].reset();
      finish(open[n], i);
      prev = i;
      prev_len = n;
      have_prev = true;
    }
    if (have_prev) close_to(0);
    return intern(open[0]);
  }

 private:
  void grow() {
    std::vector<std::uint32_t> bigger(table_.size() * 2, 0);
    const std::size_t mask = bigger.size() - 1;
    for (std::size_t id = 0; id < hashes_.size(); ++id) {
      std::size_t slot = hashes_[id] & mask;
      while (bigger[slot] != 0) slot = (slot + 1) & mask;
      bigger[slot] = static_cast<std::uint32_t>(id + 1);
    }
    table_.swap(bigger);
  }

  std::vector<std::uint32_t> table_;   ///< open addressing: node id + 1, 0 = free
  std::vector<std::uint64_t> hashes_;  ///< per node, for growing the table

 public:
  /// Lays the nodes out as records in `g`, breadth first from the two roots.
  void pack(Gaddag& g, Node root, Node dawg_root) const {
    LetterSet all = 0;
    for (const NodeData& d : nodes) all |= d.mask;
    const Node header = (all >> 32) != 0 ? 3 : 2;
    g.header_ = header;
    std::vector<Node> order, at(nodes.size(), Gaddag::kNone);
    order.reserve(nodes.size());
    std::size_t words = 0;
    auto visit = [&](Node n) {
      if (n == Gaddag::kNone || at[n] != Gaddag::kNone) return;
      at[n] = static_cast<Node>(words);
      words +=
          header + static_cast<std::size_t>(__builtin_popcountll(nodes[n].mask & ~LetterSet{1}));
      order.push_back(n);
    };
    visit(root);
    visit(dawg_root);
    for (std::size_t i = 0; i < order.size(); ++i) {
      const NodeData& d = nodes[order[i]];
      visit(d.turn);
      const int kids = __builtin_popcountll(d.mask & ~LetterSet{1});
      for (int k = 0; k < kids; ++k) visit(arcs[d.first + static_cast<std::uint32_t>(k)]);
    }
    assert(words < Gaddag::kNone);
    std::uint32_t* mem = g.allocate(words);
    for (const Node n : order) {
      const NodeData& d = nodes[n];
      std::uint32_t* rec = mem + at[n];
      rec[0] = static_cast<std::uint32_t>(d.mask);
      if (header == 3) rec[1] = static_cast<std::uint32_t>(d.mask >> 32);
      rec[header - 1] = d.turn == Gaddag::kNone ? Gaddag::kNone : at[d.turn];
      const int kids = __builtin_popcountll(d.mask & ~LetterSet{1});
      for (int k = 0; k < kids; ++k)
        rec[header + static_cast<Node>(k)] = at[arcs[d.first + static_cast<std::uint32_t>(k)]];
    }
    g.root_ = at[root];
    g.dawg_root_ = at[dawg_root];
    g.nodes_ = order.size();
    g.arcs_ = words - header * order.size();
  }
};

std::uint32_t* Gaddag::allocate(std::size_t words) {
  // 2 MB aligned and advised, so the kernel may back it with transparent huge pages.
  constexpr std::size_t kHuge = std::size_t{2} << 20;
  const std::size_t bytes =
      (std::max<std::size_t>(words, 1) * sizeof(std::uint32_t) + kHuge - 1) / kHuge * kHuge;
  auto* mem = static_cast<std::uint32_t*>(std::aligned_alloc(kHuge, bytes));
  if (!mem) throw std::bad_alloc();
  madvise(mem, bytes, MADV_HUGEPAGE);
  storage_.reset(mem);
  data_ = mem;
  size_ = words;
  return mem;
}

namespace {

/// A distinct prefix of a word: where its letters are and the forward node it leads to.
struct Prefix {
  std::uint64_t key;  ///< first 10 letters of the reversed prefix, 6 bits each, for sorting
  std::uint32_t start;
  std::uint32_t len;
  Gaddag::Node state;
};

}  // namespace

Gaddag Gaddag::build(const WordBuffer& words) {
  Gaddag g;
  const Tile* letters = words.letters.data();
  std::size_t max_len = 0;
  for (std::size_t i = 0; i < words.size(); ++i) max_len = std::max(max_len, words.word(i).size());
  assert(std::all_of(words.letters.begin(), words.letters.end(),
                     [](Tile t) { return t >= 1 && t <= kMaxLetters; }));
  g.max_length_ = max_len;

  // Word lists usually come sorted: check before paying for a sort.
  std::vector<std::uint32_t> order(words.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<std::uint32_t>(i);
  auto word_less = [&](std::uint32_t a, std::uint32_t b) {
    const auto x = words.word(a), y = words.word(b);
    return std::lexicographical_compare(x.begin(), x.end(), y.begin(), y.end());
  };
  if (!std::is_sorted(order.begin(), order.end(), word_less))
    std::sort(order.begin(), order.end(), word_less);

  GaddagBuilder builder(words.size() * 3);
  std::vector<Prefix> prefixes;
  prefixes.reserve(words.size() * 3);

  // Pass 1: the forward DAWG; every finished node is the state of one distinct prefix.
  const Node dawg_root = builder.add_sorted(
      order.size(), max_len, [&](std::size_t i) { return words.word(order[i]).size(); },
      [&](std::size_t i, std::size_t t) { return letters[words.starts[order[i]] + t]; },
      [&](GaddagBuilder::Open& o, std::size_t) {
        o.mask |= 1;
        ++g.words_;
      },
      [&](std::size_t i, std::size_t depth, Node id) {
        prefixes.push_back({0, words.starts[order[i]], static_cast<std::uint32_t>(depth), id});
      });
  g.dawg_nodes_ = builder.nodes.size();

  // Pass 2: the reversed prefixes, each ending in a ◇ arc to its forward state.
  for (Prefix& p : prefixes) {
    std::uint64_t key = 0;
    for (std::uint32_t t = 0; t < 10; ++t)
      key = key << 6 | (t < p.len ? letters[p.start + p.len - 1 - t] : 0u);
    p.key = key;
  }
  auto rev_at = [&](const Prefix& p, std::size_t t) { return letters[p.start + p.len - 1 - t]; };
  std::sort(prefixes.begin(), prefixes.end(), [&](const Prefix& a, const Prefix& b) {
    if (a.key != b.key) return a.key < b.key;
    for (std::size_t t = 10; t < a.len && t < b.len; ++t)
      if (rev_at(a, t) != rev_at(b, t)) return rev_at(a, t) < rev_at(b, t);
    return a.len < b.len;
  });
  const Node root = builder.add_sorted(
      prefixes.size(), max_len, [&](std::size_t i) { return std::size_t{prefixes[i].len}; },
      [&](std::size_t i, std::size_t t) { return rev_at(prefixes[i], t); },
      [&](GaddagBuilder::Open& o, std::size_t i) {
        o.turn = prefixes[i].state;
        if (builder.nodes[o.turn].mask & 1) o.mask |= 1;
      },
      [](std::size_t, std::size_t, Node) {});
  builder.pack(g, root, dawg_root);
  return g;
}

}  // namespace cwg::game
