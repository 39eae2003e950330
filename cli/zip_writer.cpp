#include "cli/zip_writer.hpp"

#include <zip.h>

#include "common/input_error.hpp"

namespace cwg::cli {

void write_zip(const std::filesystem::path& path,
               const std::vector<std::pair<std::string, std::string>>& entries) {
  std::filesystem::path tmp = path;
  tmp += ".tmp-cwg";
  int err = 0;
  zip_t* zip = zip_open(tmp.c_str(), ZIP_CREATE | ZIP_TRUNCATE, &err);
  if (!zip) throw InputError(path.string(), 0, 0, "zip cannot be created");
  auto fail = [&](const std::string& what) {
    zip_discard(zip);
    std::error_code ec;
    std::filesystem::remove(tmp, ec);
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
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    std::filesystem::remove(tmp, ec);
    throw InputError(path.string(), 0, 0, "zip cannot be written (rename failed)");
  }
}

}  // namespace cwg::cli
