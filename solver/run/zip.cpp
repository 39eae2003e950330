#include "solver/run/zip.hpp"

#include <zip.h>

#include <system_error>

#include "core/file_io.hpp"
#include "core/input_error.hpp"

namespace cwg::arrowword::run {

void write_zip(const std::filesystem::path& path,
               const std::vector<std::pair<std::string, std::string>>& entries) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (fs::is_directory(path, ec))
    throw InputError(path.string(), 0, 0, "zip cannot be written: is a folder");
  if (entries.empty()) {
    // libzip deletes an archive left without entries; the empty zip is its end record alone.
    static constexpr char kEmptyZip[22] = {'P', 'K', 5, 6};  // the rest is zero
    write_file_atomic(path, std::string_view(kEmptyZip, sizeof kEmptyZip));
    return;
  }
  // libzip itself writes to a temporary file beside its target and renames it at
  // zip_close(); its target is our temporary name, renamed into place only when complete.
  fs::path tmp = path;
  tmp += kTempSuffix;
  int err = 0;
  zip_t* zip = zip_open(tmp.c_str(), ZIP_CREATE | ZIP_TRUNCATE, &err);
  if (!zip) {
    zip_error_t error;
    zip_error_init_with_code(&error, err);
    const std::string why = zip_error_strerror(&error);
    zip_error_fini(&error);
    throw InputError(path.string(), 0, 0, "zip cannot be created: " + why);
  }
  auto fail = [&](const std::string& what) {
    zip_discard(zip);
    fs::remove(tmp, ec);
    throw InputError(path.string(), 0, 0, what);
  };
  for (const auto& [name, content] : entries) {
    // libzip reads the buffers at zip_close(); `entries` outlives it.
    zip_source_t* src = zip_source_buffer(zip, content.data(), content.size(), 0);
    if (!src) fail("zip entry cannot be made");
    if (zip_file_add(zip, name.c_str(), src, ZIP_FL_ENC_UTF_8 | ZIP_FL_OVERWRITE) < 0) {
      zip_source_free(src);
      fail("zip entry " + name + " cannot be added");
    }
  }
  if (zip_close(zip) != 0) {
    const std::string why = zip_strerror(zip);
    fail("zip cannot be written: " + why);
  }
  fs::rename(tmp, path, ec);
  if (ec) {
    const std::string why = ec.message();
    fs::remove(tmp, ec);
    throw InputError(path.string(), 0, 0, "zip cannot be written: " + why);
  }
}

}  // namespace cwg::arrowword::run
