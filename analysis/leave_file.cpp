// Leave files: plain or gzip CSV.
#include "analysis/leave_file.hpp"

#include <zlib.h>

#include <map>
#include <mutex>

#include "core/file_io.hpp"
#include "core/input_error.hpp"

namespace cwg::analysis {

namespace {

bool gzip_name(const std::filesystem::path& path) {
  return path.extension() == ".gz";
}

std::string gunzip(const std::string& bytes, const std::string& file) {
  z_stream z{};
  if (inflateInit2(&z, 16 + MAX_WBITS) != Z_OK) throw InputError(file + ": cannot start gzip");
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
  z.avail_in = static_cast<uInt>(bytes.size());
  std::string out;
  char buffer[1 << 16];
  int rc = Z_OK;
  while (rc == Z_OK) {
    z.next_out = reinterpret_cast<Bytef*>(buffer);
    z.avail_out = sizeof buffer;
    rc = inflate(&z, Z_NO_FLUSH);
    out.append(buffer, sizeof buffer - z.avail_out);
    if (out.size() > (512u << 20)) rc = Z_MEM_ERROR;
  }
  const auto offset = z.total_in;
  inflateEnd(&z);
  if (rc != Z_STREAM_END)
    throw InputError(file + ": byte " + std::to_string(offset) +
                     ": not a complete gzip stream (cut short or corrupt)");
  return out;
}

std::string gzip(const std::string& text) {
  z_stream z{};
  deflateInit2(&z, 9, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
  std::string out(deflateBound(&z, static_cast<uLong>(text.size())), '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(text.data()));
  z.avail_in = static_cast<uInt>(text.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  deflate(&z, Z_FINISH);
  out.resize(z.total_out);
  deflateEnd(&z);
  return out;
}

}  // namespace

std::filesystem::path default_leaves_path() {
  return checkout_file(std::filesystem::path("data") / "leaves" / "english.csv.gz");
}

game::Leaves load_leaves(const std::filesystem::path& path, const game::Distribution& dist) {
  std::string bytes = read_file(path);
  if (gzip_name(path)) bytes = gunzip(bytes, path.string());
  return game::parse_leaves_csv(bytes, path.string(), dist);
}

void save_leaves(const std::filesystem::path& path, const game::Leaves& leaves,
                 const game::Distribution& dist) {
  const std::string text = game::leaves_csv(leaves, dist);
  write_file_atomic(path, gzip_name(path) ? gzip(text) : text);
}

game::Leaves leaves_named(const std::string& name, const game::Distribution& dist) {
  if (name == "none") return {};
  if (name != "default") return load_leaves(name, dist);
  // The committed table is parsed once a process (914,624 lines): a match of two default
  // sides asks for it twice, and so do the tests of the settings.
  static std::mutex mutex;
  static std::map<std::string, game::Leaves> read;
  const std::filesystem::path path = default_leaves_path();
  const std::string key = path.string() + '\n' + dist.name();
  const std::lock_guard lock(mutex);
  auto it = read.find(key);
  if (it == read.end()) it = read.emplace(key, load_leaves(path, dist)).first;
  return it->second;
}

}  // namespace cwg::analysis
