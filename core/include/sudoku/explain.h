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

// One sentence describing `step`: the technique, its pattern and what it does, e.g.
// "Hidden Single: in box 4, 7 fits only r5c5, so r5c5 = 7." Never empty.
std::string ExplainStep(const Step& step, Language language);

}  // namespace sudoku
