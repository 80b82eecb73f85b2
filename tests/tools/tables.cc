// sudoku_tables: writes the sections of the documents derived from the engine's tables
// (derived_tables.h) into the checkout whose folder it is given, or prints one section.
//
// Usage: sudoku_tables CHECKOUT       rewrite every section in place, naming each file changed
//        sudoku_tables --print NAME   print section NAME
// Run through tools/tables.sh, which builds it first.
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "derived_tables.h"

namespace {

using sudoku::tables::DerivedSection;
using sudoku::tables::DerivedSections;

bool Read(const std::string& path, std::string& content) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::stringstream text;
  text << in.rdbuf();
  content = text.str();
  return true;
}

// Rewrites every section of the checkout at `root`; 0 on success, 1 when a file or a section's
// markers are missing.
int WriteAll(const std::string& root) {
  int status = 0;
  for (const DerivedSection& section : DerivedSections()) {
    const std::string path = root + "/" + section.file;
    std::string content;
    if (!Read(path, content)) {
      std::cerr << "tables: cannot read " << path << "\n";
      return 1;
    }
    const std::string file = section.file;
    const bool markdown = file.size() > 3 && file.substr(file.size() - 3) == ".md";
    const auto written = sudoku::tables::WithSection(content, section.name, section.text(), markdown);
    if (!written) {
      std::cerr << "tables: " << section.file << " has no markers for section " << section.name
                << " (a line with \"" << section.name << ": written by tools/tables.sh\", then one "
                << "with \"end of " << section.name << "\")\n";
      status = 1;
      continue;
    }
    if (*written == content) continue;
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << *written;
    if (!out) {
      std::cerr << "tables: cannot write " << path << "\n";
      return 1;
    }
    std::cout << "tables: wrote " << section.name << " in " << section.file << "\n";
  }
  return status;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string first = argc > 1 ? argv[1] : "";
  if (argc == 3 && first == "--print") {
    for (const DerivedSection& section : DerivedSections()) {
      if (section.name == std::string(argv[2])) {
        std::cout << section.text();
        return 0;
      }
    }
    std::cerr << "tables: no section named " << argv[2] << "\n";
    return 2;
  }
  if (argc != 2 || first.starts_with("-")) {
    std::cerr << "usage: sudoku_tables CHECKOUT | sudoku_tables --print NAME\n";
    return 2;
  }
  return WriteAll(first);
}
