// One-sentence explanations of logical steps, in English and Chinese, in the field's notation
// (cells r5c3, 1-based; "row 5", "column 3", "box 4"; Chinese 第5行, 第3列, 第4宫).
// Text is made here from a Step; the solver never stores text.
#pragma once

#include <string>

#include "sudoku/logic.h"

namespace sudoku {

enum class Language : uint8_t { kEnglish, kChinese };

// "r5c3" for cell 40 (0..80 row-major); the same in both languages.
std::string CellName(int cell);

// "row 5" / "column 3" / "box 4" for house 0..26 (see grid.h); Chinese "第5行" / "第3列" / "第4宫".
std::string HouseName(int house, Language language);

// One sentence describing `step`, a step of a grid of `shape` (shape.h): the technique, its
// pattern and what it does, e.g. "Hidden Single: in box 4, 7 fits only r5c5, so r5c5 = 7."
// Never empty. A smaller grid's step is renumbered as on a 9x9 grid first (StepAsNineByNine),
// so its sentence names the small grid's cells and houses ("r2c3", "box 2", 第2宫).
std::string ExplainStep(const Step& step, Language language, const GridShape& shape = kShape9);

// The step of a grid of `shape` with its cells and houses renumbered as on a 9x9 grid
// (cell = 9 * row + column, row r -> house r, column c -> 9 + c, box b -> 18 + b): the names the
// explanations use (r2c3, "box 2") are then the right ones for a small grid too. A 9x9 step
// comes back as it is.
Step StepAsNineByNine(const Step& step, const GridShape& shape);

}  // namespace sudoku
