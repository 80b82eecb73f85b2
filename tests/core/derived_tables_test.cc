// The sections of the documents derived from the engine's tables (tests/tools/derived_tables.h)
// are what tools/tables.sh writes: from the technique registry, the TechniqueId and Inference
// unions of wasm/sudoku.d.ts and core/TECHNIQUES.md's technique table; from the generate options'
// rows, the GenerateOptions members of the d.ts, wasm/API.md's options table and
// tests/wasm/generate-options.mjs.
#include <gtest/gtest.h>

#include <fstream>
#include <optional>
#include <sstream>
#include <string>

#include "derived_tables.h"

namespace sudoku {
namespace {

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in.good()) << "cannot open " << path;
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(DerivedTables, EverySectionIsWhatToolsTablesShWrites) {
  for (const tables::DerivedSection& section : tables::DerivedSections()) {
    const std::string content = ReadFile(std::string(SUDOKU_TESTS_DIR) + "/../" + section.file);
    const std::optional<std::string> written = tables::SectionIn(content, section.name);
    ASSERT_TRUE(written.has_value())
        << section.file << " lacks the markers of section " << section.name;
    EXPECT_EQ(*written, section.text())
        << section.name << " in " << section.file
        << " is not what the engine's tables say: run tools/tables.sh";
  }
}

// Rewriting a section keeps its markers and the text around them, so a second run finds it.
TEST(DerivedTables, ASectionIsReplacedBetweenItsMarkers) {
  const std::string file =
      "before\n<!-- t: written by tools/tables.sh from x; do not edit -->\nold\n"
      "<!-- end of t -->\nafter\n";
  const std::optional<std::string> rewritten = tables::WithSection(file, "t", "| new |\n", true);
  ASSERT_TRUE(rewritten.has_value());
  EXPECT_EQ(*rewritten,
            "before\n<!-- t: written by tools/tables.sh from x; do not edit -->\n\n| new |\n\n"
            "<!-- end of t -->\nafter\n");
  EXPECT_EQ(tables::SectionIn(*rewritten, "t"), "| new |\n");
  EXPECT_FALSE(tables::SectionIn(file, "u").has_value());
  EXPECT_FALSE(tables::WithSection("no markers\n", "t", "x\n", false).has_value());
}

}  // namespace
}  // namespace sudoku
