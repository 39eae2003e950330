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

/// Whether `out` names a PDF (its extension is .pdf, any case).
bool is_pdf_output(const std::string& out);

/// The PDF options for output `out`: nothing when `out` is no PDF. Throws InputError
/// naming --paper when its value is not a4 or letter, or when it is given for another
/// output than a PDF.
std::optional<print::PdfOptions> pdf_options(const boost::program_options::variables_map& vm,
                                             const std::string& out, const std::string& command);

}  // namespace cwg::cli
