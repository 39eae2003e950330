// convert, lock and unlock of a .puz on the model (formats/puz/verbs.hpp).
#include "formats/puz/verbs.hpp"

#include "core/input_error.hpp"
#include "formats/puz/info_text.hpp"
#include "formats/puz/io.hpp"
#include "formats/puz/scramble.hpp"
#include "formats/puz/text_format.hpp"

namespace cwg::puz {

int parse_key(const std::string& text) {
  if (text.size() != 4 || text.find_first_not_of("0123456789") != std::string::npos)
    throw InputError("--key must be four digits, e.g. 1234 (got '" + text + "')");
  return std::stoi(text);
}

Converted convert(const Puzzle& p, const Summary& s, const std::string& name, bool to_text,
                  bool repair) {
  Converted c;
  if (!repair) {
    c.refusal =
        failed_checks_text(name, s, "not written (--repair writes it with every checksum correct)");
    if (!c.refusal.empty()) return c;
  }
  if (p.scrambled() && s.keys.empty()) {
    c.refusal = name + ": the scrambled-solution checksum fits no key; it cannot be repaired\n";
    return c;
  }
  c.bytes = to_text ? format_text(p, name) : format(p);
  // The text format holds no checksums: a failed check is left behind, not repaired.
  const char* done = to_text ? "left behind (the text format has no checksums): " : "repaired ";
  for (const std::string& e : s.errors) c.notes += done + e + '\n';
  if (repair && s.errors.empty()) c.notes += "nothing to repair: every check passes\n";
  return c;
}

std::string lock_noting_other_keys(Puzzle& p, int key, const std::string& name) {
  lock(p, key, name);
  return other_keys_note(find_keys(p), key);
}

Unlocked unlock_with_key_found(Puzzle& p, int key, const Summary& s, const std::string& name) {
  Unlocked u{key, ""};
  if (key < 0) {
    u.key = unlock_key(p, s.keys, name);
    u.note = several_keys_note(s.keys, u.key);
  }
  unlock(p, u.key, name);
  return u;
}

}  // namespace cwg::puz
