// --paper and the PDF output's name.
#include "cli/print_flags.hpp"

namespace cwg::cli {

namespace po = boost::program_options;

void add_pdf_options(po::options_description& desc) {
  desc.add_options()("paper", po::value<std::string>()->value_name("a4|letter"),
                     "paper size of a PDF output (-o FILE.pdf): a4 (the default) or letter");
}

std::optional<print::PdfOptions> pdf_options(const po::variables_map& vm, const std::string& out,
                                             const std::string& command) {
  return print::pdf_options_for(
      out, vm.count("paper") ? std::optional(vm["paper"].as<std::string>()) : std::nullopt,
      command);
}

}  // namespace cwg::cli
