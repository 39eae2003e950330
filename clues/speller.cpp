#include "clues/speller.hpp"

#include <hunspell/hunspell.hxx>

namespace cwg::clues {

Speller::Speller(const std::string& aff, const std::string& dic)
    : hunspell_(std::make_unique<Hunspell>(aff.c_str(), dic.c_str())) {}

Speller::~Speller() = default;

std::vector<std::string> Speller::stem(const std::string& word) const {
  const std::lock_guard<std::mutex> hold(lock_);
  return hunspell_->stem(word);
}

bool Speller::spell(const std::string& word) const {
  {
    const std::lock_guard<std::mutex> hold(spelled_lock_);
    if (const auto it = spelled_.find(word); it != spelled_.end()) return it->second;
  }
  bool spelled = false;
  {
    const std::lock_guard<std::mutex> hold(lock_);
    spelled = hunspell_->spell(word);
  }
  const std::lock_guard<std::mutex> hold(spelled_lock_);
  spelled_.emplace(word, spelled);
  return spelled;
}

}  // namespace cwg::clues
