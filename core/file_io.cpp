// Reading and writing whole files with POSIX calls, so every failure has its errno to
// name, a regular file's size is checked before anything is read, and opening a FIFO
// without a writer does not hang.
#include "core/file_io.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>

#include "core/input_error.hpp"

namespace cwg {

namespace {

/// The name a message shows for a path: the empty path is shown as ''.
std::string shown(const std::filesystem::path& path) {
  return path.empty() ? std::string("''") : path.string();
}

std::string reason(int error) {
  switch (error) {
    case ENOENT:
      return "no such file or folder";
    case EACCES:
    case EPERM:
      return "permission denied";
    case EISDIR:
      return "is a folder, expected a file";
    case ENOTDIR:
      return "a part of the path is not a folder";
    case ENOSPC:
      return "no space left on the device";
    default:
      return std::strerror(error);
  }
}

/// Closes the descriptor when it goes out of scope.
class Fd {
 public:
  explicit Fd(int fd) : fd_(fd) {}
  ~Fd() {
    if (fd_ >= 0) ::close(fd_);
  }
  Fd(Fd&& other) noexcept : fd_(other.fd_) { other.fd_ = -1; }
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  int get() const { return fd_; }
  /// Closes now; returns close()'s errno, 0 on success.
  int close() {
    if (fd_ < 0) return 0;
    const int fd = fd_;
    fd_ = -1;
    return ::close(fd) == 0 ? 0 : errno;
  }

 private:
  int fd_;
};

std::string mib(std::size_t bytes) {
  return std::to_string(bytes >> 20) + " MiB";
}

}  // namespace

namespace {

/// Opens `path` for reading, refusing a folder and a regular file larger than max_bytes;
/// `st` gets its status.
Fd open_to_read(const std::filesystem::path& path, std::size_t max_bytes, struct stat& st) {
  // O_NONBLOCK only for the open: a FIFO without a writer would block it. Reads block as
  // usual afterwards, and a FIFO without a writer reads as empty.
  Fd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK));
  if (fd.get() < 0) throw InputError(shown(path), 0, 0, reason(errno));
  if (::fstat(fd.get(), &st) != 0) throw InputError(shown(path), 0, 0, reason(errno));
  if (S_ISDIR(st.st_mode)) throw InputError(shown(path), 0, 0, "is a folder, expected a file");
  if (S_ISREG(st.st_mode) && static_cast<unsigned long long>(st.st_size) > max_bytes)
    throw InputError(shown(path), 0, 0,
                     "is " + mib(static_cast<std::size_t>(st.st_size)) + ", more than the " +
                         mib(max_bytes) + " accepted");
  const int flags = ::fcntl(fd.get(), F_GETFL);
  if (flags >= 0) ::fcntl(fd.get(), F_SETFL, flags & ~O_NONBLOCK);
  return fd;
}

std::string read_all(const Fd& fd, const struct stat& st, const std::filesystem::path& path,
                     std::size_t max_bytes) {
  std::string bytes;
  if (S_ISREG(st.st_mode)) bytes.reserve(static_cast<std::size_t>(st.st_size));
  char buffer[1 << 16];
  for (;;) {
    const ssize_t n = ::read(fd.get(), buffer, sizeof buffer);
    if (n == 0) break;
    if (n < 0) {
      if (errno == EINTR) continue;
      throw InputError(shown(path), 0, 0, "read error: " + reason(errno));
    }
    // Devices and pipes have no size to check up front: stop once past the limit.
    if (bytes.size() + static_cast<std::size_t>(n) > max_bytes)
      throw InputError(shown(path), 0, 0, "is larger than the " + mib(max_bytes) + " accepted");
    bytes.append(buffer, static_cast<std::size_t>(n));
  }
  return bytes;
}

}  // namespace

std::string read_file(const std::filesystem::path& path, std::size_t max_bytes) {
  struct stat st {};
  const Fd fd = open_to_read(path, max_bytes, st);
  return read_all(fd, st, path, max_bytes);
}

FileBytes::FileBytes(const std::filesystem::path& path, std::size_t max_bytes) {
  struct stat st {};
  const Fd fd = open_to_read(path, max_bytes, st);
  if (S_ISREG(st.st_mode) && st.st_size > 0) {
    // Pages read in at once: the callers read the whole file.
    void* at = ::mmap(nullptr, static_cast<std::size_t>(st.st_size), PROT_READ,
                      MAP_PRIVATE | MAP_POPULATE, fd.get(), 0);
    if (at != MAP_FAILED) {
      mapped_ = static_cast<const char*>(at);
      size_ = static_cast<std::size_t>(st.st_size);
      return;
    }
  }
  copy_ = read_all(fd, st, path, max_bytes);
}

FileBytes::~FileBytes() {
  if (mapped_) ::munmap(const_cast<char*>(mapped_), size_);
}

FileBytes::FileBytes(FileBytes&& other) noexcept
    : mapped_(other.mapped_), size_(other.size_), copy_(std::move(other.copy_)) {
  other.mapped_ = nullptr;
}

void write_file_atomic(const std::filesystem::path& path, std::string_view bytes) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    throw InputError(shown(path), 0, 0, "cannot be written: is a folder");
  std::filesystem::path tmp = path;
  tmp += kTempSuffix;
  Fd fd(::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666));
  if (fd.get() < 0) {
    const int error = errno;
    const std::filesystem::path folder = path.parent_path();
    if (error == ENOENT && !folder.empty() && !std::filesystem::exists(folder, ec))
      throw InputError(shown(path), 0, 0,
                       "cannot be written: folder " + folder.string() + " does not exist");
    throw InputError(shown(path), 0, 0, "cannot be written: " + reason(error));
  }
  auto fail = [&](int error) {
    fd.close();
    ::unlink(tmp.c_str());
    throw InputError(shown(path), 0, 0, "cannot be written: " + reason(error));
  };
  for (std::size_t done = 0; done < bytes.size();) {
    const ssize_t n = ::write(fd.get(), bytes.data() + done, bytes.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      fail(errno);
    }
    done += static_cast<std::size_t>(n);
  }
  // On the disk before the rename, so that a crash leaves the old file or the new one, never
  // an empty one.
  if (::fsync(fd.get()) != 0 && errno != EINVAL) fail(errno);
  if (const int error = fd.close()) fail(error);
  if (::rename(tmp.c_str(), path.c_str()) != 0) fail(errno);
}

std::filesystem::path checkout_file(const std::filesystem::path& relative) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (fs::exists(relative, ec)) return relative;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return relative;
  // A checkout's build/cwg finds the checkout's file; an installed P/bin/cwg finds
  // P/share/cwg/ (cmake --install).
  const fs::path above = exe.parent_path().parent_path();
  for (const fs::path& place : {above / relative, above / "share" / "cwg" / relative}) {
    if (fs::exists(place, ec)) return place;
  }
  return relative;
}

}  // namespace cwg
