// The derived sections (derived_tables.h): each written from the engine's tables.
#include "derived_tables.h"

#include <array>
#include <cstddef>
#include <utility>
#include <vector>

#include "sudoku/generator.h"
#include "sudoku/technique.h"
#include "sudoku/technique_registry.h"

namespace sudoku::tables {
namespace {

// The width the TypeScript unions are wrapped at, as the rest of the d.ts.
constexpr size_t kLineWidth = 100;

// `export type NAME =` and the quoted ids as a union, wrapped at kLineWidth, ending in ';'.
std::string Union(const std::string& name, const std::vector<std::string>& ids) {
  std::string text = "export type " + name + " =\n";
  std::string line = " ";
  for (const std::string& id : ids) {
    const std::string item = " | '" + id + "'";
    if (line.size() + item.size() > kLineWidth) {
      text += line + "\n";
      line = " ";
    }
    line += item;
  }
  return text + line + ";\n";
}

// The ids of TechniqueId, in search order.
std::string TechniqueIds() {
  std::vector<std::string> ids;
  for (const TechniqueInfo& info : Techniques()) ids.push_back(info.id);
  return Union("TechniqueId", ids);
}

// The kinds of Inference, in enum order.
std::string Inferences() {
  std::vector<std::string> ids;
  for (int i = 0; i < kInferenceCount; ++i) ids.push_back(InferenceId(static_cast<Inference>(i)));
  return Union("Inference", ids);
}

// "2.3", or "6.5+" when a step may rate above the base; "—" when the scale lacks the technique.
std::string RatingText(int rating, RatingRule rule) {
  if (rating == 0) return "—";
  const std::string text = std::to_string(rating / 10) + "." + std::to_string(rating % 10);
  return rule == RatingRule::kBase ? text : text + "+";
}

// core/TECHNIQUES.md's table: one row per registry row, in search order, with a dagger after
// a hint pattern's name.
std::string TechniqueTable() {
  std::string text = "| id | technique | Sukaku rating | SE 1.2.1 rating |\n|---|---|---|---|\n";
  for (const detail::TechniqueRow& row : detail::TechniqueRows()) {
    text += "| `" + std::string(row.id) + "` | " + row.name + (row.hint_pattern ? "†" : "") +
            " | " + RatingText(detail::RatingOn(row, RatingScale::kSukaku), row.rating_rule) +
            " | " + RatingText(detail::RatingOn(row, RatingScale::kSe), row.rating_rule) + " |\n";
  }
  return text;
}

// `text` as the lines of a comment, each `prefix` and words up to kLineWidth.
std::string Wrapped(const std::string& prefix, const std::string& text) {
  std::string out;
  std::string line = prefix;
  size_t at = 0;
  while (at < text.size()) {
    size_t end = text.find(' ', at);
    if (end == std::string::npos) end = text.size();
    const std::string word = text.substr(at, end - at);
    if (line.size() > prefix.size() && line.size() + 1 + word.size() > kLineWidth) {
      out += line + "\n";
      line = prefix;
    }
    line += (line.size() > prefix.size() ? " " : "") + word;
    at = end + 1;
  }
  return out + line + "\n";
}

// The members of GenerateOptions in wasm/sudoku.d.ts, each with its meaning as its comment.
std::string GenerateOptionMembers() {
  std::string text;
  for (const GenerateOptionRow& row : kGenerateOptionRows) {
    const std::string one_line = std::string("  /** ") + row.meaning + " */";
    text += one_line.size() <= kLineWidth ? one_line + "\n"
                                          : "  /**\n" + Wrapped("   * ", row.meaning) + "   */\n";
    text += std::string("  ") + row.name + "?: " + row.type + ";\n";
  }
  return text;
}

// wasm/API.md's table of generate's options.
std::string GenerateOptionTable() {
  std::string text = "| option | meaning |\n|---|---|\n";
  for (const GenerateOptionRow& row : kGenerateOptionRows) {
    text += std::string("| `") + row.name + "` | " + row.meaning + " |\n";
  }
  return text;
}

// tests/wasm/generate-options.mjs: every option with a value it takes, one it refuses and one
// that asks for something.
std::string GenerateOptionValues() {
  std::string text = "export const generateOptions = [\n";
  for (const GenerateOptionRow& row : kGenerateOptionRows) {
    text += std::string("  { name: '") + row.name + "', type: '" + row.type +
            "', example: " + row.example + ", bad: " + (row.bad ? row.bad : "undefined") +
            ", asking: " + (row.asking ? row.asking : "undefined") + " },\n";
  }
  return text + "];\n";
}

constexpr std::array kSections = {
    DerivedSection{"wasm/sudoku.d.ts", "techniqueIds", TechniqueIds},
    DerivedSection{"wasm/sudoku.d.ts", "inferences", Inferences},
    DerivedSection{"core/TECHNIQUES.md", "techniques", TechniqueTable},
    DerivedSection{"wasm/sudoku.d.ts", "generateOptionMembers", GenerateOptionMembers},
    DerivedSection{"wasm/API.md", "generateOptionTable", GenerateOptionTable},
    DerivedSection{"tests/wasm/generate-options.mjs", "generateOptionValues", GenerateOptionValues},
};

// The line of `content` at or after `from` that holds `marker`: [begin, end) of the line with
// its '\n', or npos.
std::pair<size_t, size_t> LineWith(std::string_view content, std::string_view marker,
                                   size_t from) {
  const size_t at = content.find(marker, from);
  if (at == std::string_view::npos) return {at, at};
  const size_t begin = content.rfind('\n', at);
  const size_t end = content.find('\n', at);
  return {begin == std::string_view::npos ? 0 : begin + 1,
          end == std::string_view::npos ? content.size() : end + 1};
}

// [begin, end) of the text between the markers of `name`, or npos.
std::pair<size_t, size_t> Between(std::string_view content, std::string_view name) {
  const std::string open = std::string(name) + ": written by tools/tables.sh";
  const std::string close = "end of " + std::string(name);
  const auto [open_begin, open_end] = LineWith(content, open, 0);
  if (open_begin == std::string_view::npos) return {open_begin, open_begin};
  const auto [close_begin, close_end] = LineWith(content, close, open_end);
  if (close_begin == std::string_view::npos) return {close_begin, close_begin};
  return {open_end, close_begin};
}

}  // namespace

std::span<const DerivedSection> DerivedSections() { return kSections; }

std::optional<std::string> SectionIn(std::string_view content, std::string_view name) {
  const auto [begin, end] = Between(content, name);
  if (begin == std::string_view::npos) return std::nullopt;
  std::string_view text = content.substr(begin, end - begin);
  while (text.starts_with('\n')) text.remove_prefix(1);
  while (text.ends_with("\n\n")) text.remove_suffix(1);
  return std::string(text);
}

std::optional<std::string> WithSection(std::string_view content, std::string_view name,
                                       std::string_view text, bool markdown) {
  const auto [begin, end] = Between(content, name);
  if (begin == std::string_view::npos) return std::nullopt;
  const std::string_view gap = markdown ? "\n" : "";
  return std::string(content.substr(0, begin)) + std::string(gap) + std::string(text) +
         std::string(gap) + std::string(content.substr(end));
}

}  // namespace sudoku::tables
