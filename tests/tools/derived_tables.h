// The sections of the documents that are derived from the engine's own tables (the technique
// registry): written by tools/tables.sh (the sudoku_tables program), checked by
// tests/core/derived_tables_test.cc. Each fact is written once, in the engine; these sections
// only repeat it where a reader of the documents or the TypeScript types looks for it.
//
// A section sits between two marker lines of its file, in that file's comment syntax:
//   <!-- NAME: written by tools/tables.sh from SOURCE; do not edit -->
//   ...the section...
//   <!-- end of NAME -->
// (`// NAME: written by ...` and `// end of NAME` in a .d.ts). The markers are written by hand
// once, where the section belongs; everything between them is replaced.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace sudoku::tables {

// One derived section: the file it lives in (relative to the checkout), its marker name, and
// the function that writes its text (whole lines, each ending in '\n').
struct DerivedSection {
  const char* file;
  const char* name;
  std::string (*text)();
};

// Every derived section, grouped by file.
std::span<const DerivedSection> DerivedSections();

// The text between the markers of section `name` in `content` (a file's whole text), without
// the blank lines that open or close it; nullopt when the markers are missing.
std::optional<std::string> SectionIn(std::string_view content, std::string_view name);

// `content` with the text between the markers of section `name` replaced by `text` (set off by
// blank lines in a Markdown file, which a table needs); nullopt when the markers are missing.
std::optional<std::string> WithSection(std::string_view content, std::string_view name,
                                       std::string_view text, bool markdown);

}  // namespace sudoku::tables
