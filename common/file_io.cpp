#include "common/file_io.hpp"

#include <cstdio>
#include <fstream>
#include <system_error>

#include "common/input_error.hpp"

namespace cwg {

std::string read_file(const std::filesystem::path& path, std::size_t max_bytes) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    throw InputError(path.string(), 0, 0, "is a folder, expected a file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path.string(), 0, 0, "cannot be read");
  std::string bytes;
  char buffer[1 << 16];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
    bytes.append(buffer, static_cast<std::size_t>(in.gcount()));
    if (bytes.size() > max_bytes)
      throw InputError(path.string(), 0, 0,
                       "is larger than " + std::to_string(max_bytes >> 20) + " MiB");
  }
  if (in.bad()) throw InputError(path.string(), 0, 0, "read error");
  return bytes;
}

void write_file_atomic(const std::filesystem::path& path, std::string_view bytes) {
  std::filesystem::path tmp = path;
  tmp += ".tmp-cwg";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) throw InputError(path.string(), 0, 0, "cannot be written");
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    out.flush();
    if (!out) {
      std::error_code ec;
      std::filesystem::remove(tmp, ec);
      throw InputError(path.string(), 0, 0, "write failed");
    }
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    std::filesystem::remove(tmp, ec);
    throw InputError(path.string(), 0, 0, "cannot be written (rename failed)");
  }
}

}  // namespace cwg
