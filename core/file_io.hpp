#pragma once
/// Reading whole files and writing them atomically (temporary name, then rename).
#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>

namespace cwg {

/// What a file being written is called until it is complete: `path` + this suffix, in the
/// same folder, renamed to `path` at the end (and removed when writing fails).
inline constexpr const char* kTempSuffix = ".tmp-cwg";

/// The whole file as bytes; throws InputError naming the path (and why: missing, a folder,
/// permission denied, ...) when it can't be read or is larger than max_bytes. A regular
/// file's size is checked before anything is read.
std::string read_file(const std::filesystem::path& path, std::size_t max_bytes = 256u << 20);

/// A file's bytes, read-only: a regular file mapped into memory (nothing is copied: the clue
/// sources scan 25-30 MB files whole at each start), anything else read as read_file reads
/// it. Throws InputError as read_file does.
class FileBytes {
 public:
  explicit FileBytes(const std::filesystem::path& path, std::size_t max_bytes = 256u << 20);
  ~FileBytes();
  FileBytes(FileBytes&& other) noexcept;
  FileBytes(const FileBytes&) = delete;
  FileBytes& operator=(const FileBytes&) = delete;
  FileBytes& operator=(FileBytes&&) = delete;

  std::string_view view() const { return mapped_ ? std::string_view(mapped_, size_) : copy_; }

 private:
  const char* mapped_ = nullptr;  ///< the mapping, or none: then copy_
  std::size_t size_ = 0;
  std::string copy_;
};

/// Writes to `path` + kTempSuffix in the same folder, flushes it to the disk and renames it
/// into place, so a reader never sees a half-written file. Throws InputError naming the
/// path on failure, leaving no temporary file behind.
void write_file_atomic(const std::filesystem::path& path, std::string_view bytes);

/// A data file of the checkout, given relative to its root (`useful/wordlist.txt`,
/// `data/leaves/english.csv.gz`): in the working directory when it is there, else in the
/// folder above the running program (so `build/cwg` finds it from any folder), else in
/// `share/cwg/` of that folder (an installed `P/bin/cwg` reads `P/share/cwg/`), else the
/// relative path as given (its reader then names it as missing). Where the program was
/// compiled plays no part.
std::filesystem::path checkout_file(const std::filesystem::path& relative);

}  // namespace cwg
