// `cwg edit FILE [--dict LIST] [--clues FILE]... [--port N] [--no-open] [--new RxC --kind K]`:
// the constructor in the browser (issue 28). The model, the engine and the server are
// edit/'s; this parses the flags, starts the server, prints the URL first and waits.
#include <unistd.h>

#include <boost/program_options.hpp>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <regex>
#include <string>
#include <thread>

#include "cli/commands.hpp"
#include "cli/inputs.hpp"
#include "cli/io_flags.hpp"
#include "core/input_error.hpp"
#include "core/interrupt.hpp"
#include "dict/dictionary.hpp"
#include "dict/taste.hpp"
#include "dict/wordlist.hpp"
#include "edit/server/server.hpp"
#include "edit/session.hpp"

namespace cwg::cli {

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace {

edit::NewGrid new_grid(const std::string& size, const std::string& kind) {
  static const std::regex shape(R"((\d{1,3})x(\d{1,3}))");
  std::smatch m;
  if (!std::regex_match(size, m, shape))
    throw InputError("edit: --new takes ROWSxCOLS, e.g. 15x15, not \"" + size + "\"");
  edit::NewGrid g;
  g.rows = std::stoi(m[1]);
  g.cols = std::stoi(m[2]);
  if (g.rows < 2 || g.cols < 2 || g.rows > 60 || g.cols > 60)
    throw InputError("edit: --new " + size + ": each side must be 2..60");
  if (kind == "american")
    g.kind = edit::Kind::American;
  else if (kind == "arrowword")
    g.kind = edit::Kind::Arrowword;
  else
    throw InputError("edit: --kind is arrowword or american, not \"" + kind + "\"");
  return g;
}

/// Whether a browser can be started here: a display and xdg-open (or macOS's open).
bool browser_here() {
  if (!std::getenv("DISPLAY") && !std::getenv("WAYLAND_DISPLAY")) return false;
  return std::system("command -v xdg-open >/dev/null 2>&1") == 0;
}

}  // namespace

int edit_main(const Args& args) {
  po::options_description desc(
      "cwg edit FILE [--dict LIST] [--clues FILE]... [--port N] [--no-open]\n"
      "cwg edit FILE --new RxC --kind arrowword|american\n\n"
      "Makes a puzzle by hand in the browser with the fill engine beside you: a local\n"
      "server on 127.0.0.1 whose URL (with its token) is the first line printed.\n"
      "FILE is a .cwg, .txt, .puz or .ipuz; every edit is journaled in FILE.cwg-journal\n"
      "until saved. Ctrl-C stops the server (docs/editor.md).\n\n"
      "options");
  desc.add_options()("help,h", "show this help")(
      "dict", po::value<std::string>()->value_name("LIST"),
      "the word list (default: the challenge list for an arrowword, "
      "/usr/share/dict/american-english for an American grid)")(
      "clues", po::value<std::vector<std::string>>()->value_name("FILE"),
      "a clue list (repeatable): clues of a .cwg or .txt, and suggestions")(
      "port", po::value<int>()->value_name("N")->default_value(0), "the port (0: a free one)")(
      "no-open", "do not start a browser")("new", po::value<std::string>()->value_name("RxC"),
                                           "make a new grid of R rows and C columns")(
      "kind", po::value<std::string>()->value_name("K"), "with --new: arrowword or american")(
      "threads", po::value<int>()->value_name("N")->default_value(0),
      "worker threads (0: the cores)");
  const auto parsed = parse_command("edit", args, desc);
  if (!parsed) return 0;
  const po::variables_map& vm = *parsed;
  const std::string file = single_input(vm, "edit", "FILE");
  edit::OpenOptions open;
  open.file = file;
  if (vm.count("new") != vm.count("kind")) throw InputError("edit: --new and --kind go together");
  if (vm.count("new"))
    open.create = new_grid(vm["new"].as<std::string>(), vm["kind"].as<std::string>());
  if (vm.count("clues")) open.clue_files = vm["clues"].as<std::vector<std::string>>();
  const int port = vm["port"].as<int>();
  if (port < 0 || port > 65535) throw InputError("edit: --port must be 0..65535");
  const int threads = vm["threads"].as<int>();
  if (threads < 0 || threads > 256) throw InputError("edit: --threads must be 0..256");

  edit::Session session(open);
  const fs::path list_path = vm.count("dict") ? fs::path(vm["dict"].as<std::string>())
                             : session.draft().kind == edit::Kind::Arrowword
                                 ? default_wordlist()
                                 : fs::path("/usr/share/dict/american-english");
  WordList list = load_wordlist(list_path);
  // An American grid's candidates and fills: no slur among them (as cwg fill's --taste 1).
  if (session.draft().kind != edit::Kind::Arrowword)
    remove_offensive(list, Taste::of(Taste::Lang::En));
  const Dictionary dict(list);
  const auto words = word_set(list.words);
  edit::server::Server server(session, {&dict, &words, open.clue_files},
                              {"127.0.0.1", port, "", threads});
  server.bind();
  std::cout << server.url() << std::endl;  // the first line: the tests and the maker read it
  std::cerr << "cwg edit: " << file << " ("
            << (session.draft().kind == edit::Kind::Arrowword ? "arrowword" : "american") << ' '
            << session.draft().rows << 'x' << session.draft().cols << "), " << dict.size()
            << " words of " << list_path.string() << "; Ctrl-C stops\n";
  if (!session.offer().actions.empty())
    std::cerr << "cwg edit: " << session.offer().actions.size()
              << " unsaved edits of an earlier run are kept in " << session.offer().file.string()
              << "; the page offers them\n";
  if (!vm.count("no-open") && browser_here()) [[maybe_unused]]
    const int ignored = std::system(("xdg-open '" + server.url() + "' >/dev/null 2>&1 &").c_str());

  install_interrupt_handlers();
  std::jthread watcher([&server](std::stop_token st) {
    while (!st.stop_requested() && !g_interrupted.load())
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    server.stop();
  });
  server.run();
  watcher.request_stop();
  if (session.dirty())
    std::cerr << "cwg edit: not saved; the edits are kept in "
              << edit::journal_path(session.file()).string() << " and offered at the next cwg edit "
              << file << '\n';
  return 0;
}

}  // namespace cwg::cli
