#pragma once
/// Reading whole files and writing them atomically (temporary name, then rename).
#include <filesystem>
#include <string>
#include <string_view>

namespace cwg {

/// The whole file as bytes; throws InputError naming the path when it can't be read
/// or is larger than max_bytes.
std::string read_file(const std::filesystem::path& path, std::size_t max_bytes = 256u << 20);

/// Writes to a temporary file in the same folder and renames it into place, so a reader
/// never sees a half-written file. Throws InputError naming the path on failure.
void write_file_atomic(const std::filesystem::path& path, std::string_view bytes);

}  // namespace cwg
