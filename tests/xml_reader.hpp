#pragma once
/// A minimal XML reader for the tests of cwg's SVG pictures: enough to prove a picture
/// well-formed (it throws on broken markup) and to query its elements, attributes and text.
#include <cstddef>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace cwg::test {

struct Node {
  std::string name;
  std::map<std::string, std::string> attrs;
  std::vector<std::unique_ptr<Node>> children;
  std::string text;  // character data directly inside, entities decoded
};

class XmlReader {
 public:
  explicit XmlReader(std::string s) : s_(std::move(s)) {}

  /// The root element; throws std::runtime_error (with the offset) when not well-formed.
  std::unique_ptr<Node> document() {
    skip_space();
    if (s_.compare(i_, 5, "<?xml") == 0) {
      const auto end = s_.find("?>", i_);
      if (end == std::string::npos) fail("unterminated declaration");
      i_ = end + 2;
    }
    skip_space();
    auto root = element();
    skip_space();
    if (i_ != s_.size()) fail("content after the root element");
    return root;
  }

 private:
  [[noreturn]] void fail(const std::string& what) {
    throw std::runtime_error(what + " at offset " + std::to_string(i_));
  }
  void skip_space() {
    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
  }
  std::string name() {
    const std::size_t start = i_;
    while (i_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[i_])) || s_[i_] == '-' ||
                              s_[i_] == ':' || s_[i_] == '_' || s_[i_] == '.'))
      ++i_;
    if (i_ == start) fail("expected a name");
    return s_.substr(start, i_ - start);
  }
  /// Character data up to `stop`, entities decoded; a raw '<' or a bad '&' is an error.
  std::string chars(char stop) {
    std::string out;
    while (i_ < s_.size() && s_[i_] != stop) {
      if (s_[i_] == '<') fail("raw '<' in character data");
      if (s_[i_] == '&') {
        const auto end = s_.find(';', i_);
        if (end == std::string::npos) fail("unterminated entity");
        const std::string entity = s_.substr(i_ + 1, end - i_ - 1);
        static const std::map<std::string, std::string> known = {
            {"amp", "&"}, {"lt", "<"}, {"gt", ">"}, {"quot", "\""}, {"apos", "'"}};
        if (known.count(entity))
          out += known.at(entity);
        else if (entity.size() < 2 || entity[0] != '#')
          fail("unknown entity &" + entity + ";");
        i_ = end + 1;
        continue;
      }
      out += s_[i_++];
    }
    return out;
  }
  std::unique_ptr<Node> element() {
    if (i_ >= s_.size() || s_[i_] != '<') fail("expected '<'");
    ++i_;
    auto node = std::make_unique<Node>();
    node->name = name();
    for (;;) {
      skip_space();
      if (i_ >= s_.size()) fail("unterminated tag");
      if (s_.compare(i_, 2, "/>") == 0) {
        i_ += 2;
        return node;
      }
      if (s_[i_] == '>') {
        ++i_;
        break;
      }
      const std::string key = name();
      if (s_.compare(i_, 2, "=\"") != 0) fail("expected =\" after " + key);
      i_ += 2;
      const std::string value = chars('"');
      if (i_ >= s_.size()) fail("unterminated attribute");
      ++i_;
      if (!node->attrs.emplace(key, value).second) fail("attribute " + key + " twice");
    }
    for (;;) {
      node->text += chars('<');
      if (i_ >= s_.size()) fail("unterminated element " + node->name);
      if (s_.compare(i_, 2, "</") == 0) {
        i_ += 2;
        if (name() != node->name) fail("mismatched end tag for " + node->name);
        skip_space();
        if (i_ >= s_.size() || s_[i_] != '>') fail("expected '>'");
        ++i_;
        return node;
      }
      node->children.push_back(element());
    }
  }

  std::string s_;
  std::size_t i_ = 0;
};

inline std::unique_ptr<Node> parse_xml(const std::string& text) {
  return XmlReader(text).document();
}

inline const Node* find_id(const Node& node, const std::string& id) {
  if (node.attrs.count("id") && node.attrs.at("id") == id) return &node;
  for (const auto& child : node.children)
    if (const Node* found = find_id(*child, id)) return found;
  return nullptr;
}

/// All character data under `node`, concatenated.
inline std::string all_text(const Node& node) {
  std::string out = node.text;
  for (const auto& child : node.children) out += all_text(*child);
  return out;
}

}  // namespace cwg::test
