#pragma once
/// The flags of PDF output (`-o FILE.pdf` of render and export): which output is a PDF,
/// and --paper, checked.
#include <boost/program_options.hpp>
#include <optional>
#include <string>

#include "print/pdf.hpp"

namespace cwg::cli {

/// Adds --paper to a command's options.
void add_pdf_options(boost::program_options::options_description& desc);

/// The PDF options for output `out` and --paper (print::pdf_options_for): nothing when
/// `out` is no PDF; InputError for a bad --paper.
std::optional<print::PdfOptions> pdf_options(const boost::program_options::variables_map& vm,
                                             const std::string& out, const std::string& command);

}  // namespace cwg::cli
