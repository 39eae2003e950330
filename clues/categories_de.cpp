// CLDR's XML is read by our own scan for the few elements used: its lines are regular
// (one element per line, attributes in a fixed order), and a missing element only means a
// category less.
#include "clues/categories_de.hpp"

#include <array>
#include <map>
#include <set>
#include <string_view>

#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "core/letters.hpp"

namespace cwg::clues {

namespace fs = std::filesystem;

fs::path default_cldr() {
  return "/usr/share/unicode/cldr/common";
}

fs::path default_iso_subdivisions() {
  return "/usr/share/iso-codes/json/iso_3166-2.json";
}

namespace {

/// The value of attribute `name` in element text `element` ("" when absent).
std::string attribute(std::string_view element, std::string_view name) {
  const std::string key = " " + std::string(name) + "=\"";
  const std::size_t at = element.find(key);
  if (at == element.npos) return {};
  const std::size_t from = at + key.size(), to = element.find('"', from);
  return to == element.npos ? std::string() : std::string(element.substr(from, to - from));
}

/// Each element `<tag ...>` of `text` (from `<tag ` to its first '>'), with what follows up
/// to the next '<' (its text content).
template <class F>
void each_element(std::string_view text, std::string_view tag, F&& f) {
  const std::string open = "<" + std::string(tag) + " ";
  for (std::size_t at = text.find(open); at != text.npos; at = text.find(open, at + 1)) {
    const std::size_t end = text.find('>', at);
    if (end == text.npos) return;
    const std::size_t content_end = text.find('<', end);
    f(text.substr(at, end - at), text.substr(end + 1, content_end - end - 1));
  }
}

/// "in" and a region's name as a clue says it, where the plain "in NAME" is wrong.
std::string in_region(const std::string& code, const std::string& name) {
  static const std::map<std::string, std::string> phrase = {{"018", "im südlichen Afrika"},
                                                            {"029", "in der Karibik"},
                                                            {"053", "in Ozeanien"},
                                                            {"057", "in Mikronesien"}};
  const auto it = phrase.find(code);
  return it != phrase.end() ? it->second : "in " + name;
}

/// A continent's short adjective as arrowwords print it ("afrik. Staat"), for a second state
/// of one continent in a grid whose "Staat in Afrika" is taken; "" where none is usual
/// ("amerik." reads as the United States).
std::string continent_short(const std::string& code) {
  static const std::map<std::string, std::string> adjective = {
      {"002", "afrik."}, {"142", "asiat."}, {"150", "europ."}};
  const auto it = adjective.find(code);
  return it != adjective.end() ? it->second : std::string();
}

/// "in" and a country's name, the article where German needs one (in der Schweiz, im Iran).
std::string in_country(const std::string& code, const std::string& name) {
  static const std::map<std::string, std::string> phrase = {{"CH", "in der Schweiz"},
                                                            {"TR", "in der Türkei"},
                                                            {"UA", "in der Ukraine"},
                                                            {"SK", "in der Slowakei"},
                                                            {"MN", "in der Mongolei"},
                                                            {"US", "in den USA"},
                                                            {"NL", "in den Niederlanden"},
                                                            {"PH", "auf den Philippinen"},
                                                            {"IQ", "im Irak"},
                                                            {"IR", "im Iran"},
                                                            {"YE", "im Jemen"},
                                                            {"LB", "im Libanon"},
                                                            {"OM", "im Oman"},
                                                            {"SD", "im Sudan"},
                                                            {"TD", "im Tschad"},
                                                            {"NE", "im Niger"},
                                                            {"GB", "in Großbritannien"},
                                                            {"VA", "im Vatikan"},
                                                            {"AE", "in den Emiraten"},
                                                            {"KY", "auf den Kaimaninseln"}};
  const auto it = phrase.find(code);
  return it != phrase.end() ? it->second : "in " + name;
}

}  // namespace

namespace {

/// The string value of `"key": "..."` in `line` ("" when absent); iso-codes' JSON writes
/// one key a line and no escapes in names but \" and \u, which only make a name no answer.
std::string json_value(std::string_view line, std::string_view key) {
  const std::string quoted = "\"" + std::string(key) + "\": \"";
  const std::size_t at = line.find(quoted);
  if (at == line.npos) return {};
  const std::size_t from = at + quoted.size(), to = line.find('"', from);
  return to == line.npos ? std::string() : std::string(line.substr(from, to - from));
}

}  // namespace

Categories::Categories(const fs::path& cldr, const fs::path& iso) {
  const fs::path names_file = cldr / "main" / "de.xml";
  const fs::path data_file = cldr / "supplemental" / "supplementalData.xml";
  std::error_code ec;
  for (const fs::path& f : {names_file, data_file})
    if (!fs::is_regular_file(f, ec))
      throw InputError(f.string() +
                       ": missing or unreadable CLDR file (Debian: unicode-cldr-core)");
  const FileBytes names_bytes(names_file), data_bytes(data_file);
  const std::string_view names = names_bytes.view(), data = data_bytes.view();
  // Territory and region names: the plain ones (no alt="short" or "variant").
  std::map<std::string, std::string> territory;
  each_element(names, "territory", [&](std::string_view e, std::string_view content) {
    if (attribute(e, "alt").empty()) territory[attribute(e, "type")] = std::string(content);
  });
  if (territory.empty()) throw InputError(names_file.string() + ": no territory names");
  // Leaf regions (numeric groups that contain countries) and UN members.
  std::map<std::string, std::string> region_of;  // country -> region code
  std::set<std::string> un;
  each_element(data, "group", [&](std::string_view e, std::string_view) {
    const std::string type = attribute(e, "type"), status = attribute(e, "status");
    const std::string contains = attribute(e, "contains");
    std::vector<std::string> codes;
    for (std::size_t at = 0; at < contains.size(); at += 3) codes.push_back(contains.substr(at, 2));
    if (type == "UN") un.insert(codes.begin(), codes.end());
    if (!status.empty() || type.size() != 3 || type[0] < '0' || type[0] > '9') return;
    for (const std::string& c : codes)
      if (c.size() == 2 && c[0] >= 'A' && c[0] <= 'Z' && c[1] >= 'A') region_of.emplace(c, type);
  });
  // The continent too: "Staat in Westafrika" does not fit a question field, "Staat in
  // Afrika" does (the chooser takes the first that fits).
  std::map<std::string, std::string> continent_of;  // region -> continent
  each_element(data, "group", [&](std::string_view e, std::string_view) {
    const std::string type = attribute(e, "type");
    if (!attribute(e, "status").empty() ||
        (type != "002" && type != "019" && type != "142" && type != "150" && type != "009"))
      return;
    const std::string contains = attribute(e, "contains");
    for (std::size_t at = 0; at + 3 <= contains.size(); at += 4)
      continent_of.emplace(contains.substr(at, 3), type);
  });
  for (const auto& [country, region] : region_of) {
    if (!un.count(country) || !territory.count(country) || !territory.count(region)) continue;
    const auto spelled = normalize_word(territory[country]);
    if (!spelled) continue;
    clues_[*spelled].push_back("Staat " + in_region(region, territory[region]));
    const auto continent = continent_of.find(region);
    if (continent == continent_of.end() || !territory.count(continent->second)) continue;
    clues_[*spelled].push_back("Staat in " + territory[continent->second]);
    if (const std::string short_form = continent_short(continent->second); !short_form.empty())
      clues_[*spelled].push_back(short_form + " Staat");
  }
  // Currencies in use (a <currency> without "to" or tender="false") -> their countries.
  std::map<std::string, std::set<std::string>> used_in;
  std::string region;
  const std::size_t from = data.find("<currencyData>"), to = data.find("</currencyData>");
  const std::string_view currency_data =
      from == data.npos || to == data.npos ? std::string_view() : data.substr(from, to - from);
  std::size_t at = 0;
  while ((at = currency_data.find('<', at)) != currency_data.npos) {
    const std::size_t end = currency_data.find('>', at);
    if (end == currency_data.npos) break;
    const std::string_view e = currency_data.substr(at, end - at);
    at = end;
    if (e.rfind("<region ", 0) == 0) region = attribute(e, "iso3166");
    if (e.rfind("<currency ", 0) == 0 && attribute(e, "to").empty() &&
        attribute(e, "tender") != "false")
      used_in[attribute(e, "iso4217")].insert(region);
  }
  // A currency's German name, its last word the answer (Japanischer Yen: YEN); a word that
  // names the currency of several countries (Dollar, Krone) is no clue of one.
  std::map<std::string, std::set<std::string>> countries_of;  // spelling -> countries
  each_element(names, "currency", [&](std::string_view e, std::string_view) {
    const std::string code = attribute(e, "type");
    const std::size_t start = static_cast<std::size_t>(e.data() - names.data());
    const std::size_t dn = names.find("<displayName>", start);
    const std::size_t close = names.find("</currency>", start);
    if (dn == names.npos || dn > close || !used_in.count(code)) return;
    const std::size_t text_from = dn + 13, text_to = names.find('<', text_from);
    std::string_view name = names.substr(text_from, text_to - text_from);
    name = name.substr(name.rfind(' ') == name.npos ? 0 : name.rfind(' ') + 1);
    if (const auto spelled = normalize_word(name))
      countries_of[*spelled].insert(used_in[code].begin(), used_in[code].end());
  });
  for (const auto& [spelled, countries] : countries_of)
    if (countries.size() == 1 && territory.count(*countries.begin()))
      clues_[spelled].push_back("Währung " +
                                in_country(*countries.begin(), territory[*countries.begin()]));
  if (iso.empty()) return;
  // ISO 3166-2: "code": "EE-793" then "name": "Tartu"; the country is the code's first part.
  if (!fs::is_regular_file(iso, ec))
    throw InputError(iso.string() + ": missing or unreadable ISO 3166-2 file (Debian: iso-codes)");
  const FileBytes iso_bytes(iso);
  std::map<std::string, std::set<std::string>> subdivision_of;  // spelling -> countries
  std::string country;
  const std::string_view text = iso_bytes.view();
  for (std::size_t pos = 0; pos < text.size();) {
    const std::size_t end = std::min(text.find('\n', pos), text.size());
    const std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    if (const std::string code = json_value(line, "code"); !code.empty())
      country = code.substr(0, code.find('-'));
    if (const std::string name = json_value(line, "name"); !name.empty() && !country.empty())
      if (const auto spelled = normalize_word(name)) subdivision_of[*spelled].insert(country);
  }
  if (subdivision_of.empty()) throw InputError(iso.string() + ": no subdivision names");
  for (const auto& [spelled, countries] : subdivision_of)
    if (countries.size() == 1 && territory.count(*countries.begin()))
      place_in_[spelled] = in_country(*countries.begin(), territory[*countries.begin()]);
}

std::string Categories::place_in(const std::string& spelled) const {
  const auto it = place_in_.find(spelled);
  return it == place_in_.end() ? std::string() : it->second;
}

std::vector<Candidate> Categories::candidates(const std::string& answer) const {
  std::vector<Candidate> out;
  const auto it = clues_.find(answer);
  if (it == clues_.end()) return out;
  int rank = 0;
  for (const std::string& clue : it->second) out.push_back({clue, "cldr", rank++, {}, false});
  return out;
}

}  // namespace cwg::clues
