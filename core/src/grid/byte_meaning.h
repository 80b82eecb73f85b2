// What each byte means in a puzzle text, shared by the 9x9 readers (parse.cc) and the readers of
// every shape (parse_shape.cc). Internal to core.
#pragma once

#include <array>
#include <cstdint>

namespace sudoku::detail {

// A cell value 0..9, kIgnored (layout characters between cells) or kBadByte. A table, because
// batches parse millions of characters.
inline constexpr int8_t kIgnored = -1;
inline constexpr int8_t kBadByte = -2;
constexpr std::array<int8_t, 256> MakeByteMeaning() {
  std::array<int8_t, 256> meaning{};
  for (auto& m : meaning) m = kBadByte;
  for (char c : {' ', '\t', '\r', '\n', '|', '-', '+'}) meaning[static_cast<uint8_t>(c)] = kIgnored;
  meaning['.'] = meaning['0'] = 0;
  for (int digit = 1; digit <= 9; ++digit) meaning['0' + digit] = static_cast<int8_t>(digit);
  return meaning;
}
inline constexpr auto kByteMeaning = MakeByteMeaning();

}  // namespace sudoku::detail
