// --paper and the PDF output's name.
#include "cli/print_flags.hpp"

#include "cli/inputs.hpp"
#include "core/input_error.hpp"

namespace cwg::cli {

namespace po = boost::program_options;

void add_pdf_options(po::options_description& desc) {
  desc.add_options()("paper", po::value<std::string>()->value_name("a4|letter"),
                     "paper size of a PDF output (-o FILE.pdf): a4 (the default) or letter");
}

bool is_pdf_output(const std::string& out) {
  return out != "-" && lower_extension(out) == ".pdf";
}

std::optional<print::PdfOptions> pdf_options(const po::variables_map& vm, const std::string& out,
                                             const std::string& command) {
  const bool pdf = is_pdf_output(out);
  if (!vm.count("paper")) {
    if (!pdf) return std::nullopt;
    return print::PdfOptions{};
  }
  const std::string name = vm["paper"].as<std::string>();
  if (!pdf)
    throw InputError(command + ": --paper is for PDF output (-o FILE.pdf), not " +
                     (out == "-" ? std::string("standard output") : out));
  const std::optional<print::Paper> paper = print::paper_from_name(name);
  if (!paper) throw InputError(command + ": --paper '" + name + "': the paper is a4 or letter");
  print::PdfOptions options;
  options.paper = *paper;
  return options;
}

}  // namespace cwg::cli
