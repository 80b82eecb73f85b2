// The phrases explanations are built from (internal to the explanation files): lists of
// digits, cells and houses, a step's effect, and the sentence frame around a formatter's reason.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/explain.h"

namespace sudoku::detail {

inline bool IsChinese(Language language) { return language == Language::kChinese; }

// Chinese text from pieces, spaced the way the sentences are: one space where a Han character
// meets a Latin letter or a digit (either way round), none anywhere else, so
// {"因此", "r5c5", "填", "7"} gives "因此 r5c5 填 7" and {"因此", "删去"} gives "因此删去".
std::string ZhJoin(std::initializer_list<std::string_view> pieces);

// The technique's display name in `language`.
std::string NameOf(Technique technique, Language language);

// "1,5,7" (zh "1、5、7") for a digit mask (bit d-1), in increasing order.
std::string DigitList(Mask digits, Language language);

// "r1c1, r1c5" (zh "r1c1、r1c5").
std::string CellList(const std::vector<int>& cells, Language language);

// "row 1, column 5" (zh "第1行、第5列").
std::string HouseList(const std::vector<int>& houses, Language language);

// The name of the step's index-th house, or "" when it has fewer.
std::string HouseAt(const Step& step, size_t index, Language language);

// What the step does: "r5c5 = 7" / "r1c4 <> 4, r1c5 <> 4" (zh "r5c5 填 7", "删去 r1c4 的 4").
std::string EffectText(const Step& step, Language language);

// The whole sentence around a reason: "Name: <why>, so <effect>." (zh "名称：<why>，因此 <effect>。",
// spaced by ZhJoin).
std::string Sentence(const Step& step, Language language, const std::string& why);

}  // namespace sudoku::detail
