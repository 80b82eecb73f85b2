// Thin wrappers over the compiler's bit builtins, so the engine reads as set operations.
#pragma once

#include <cstdint>

namespace sudoku {

inline int LowestBit(uint32_t x) { return __builtin_ctz(x); }       // x != 0
inline uint32_t ClearLowestBit(uint32_t x) { return x & (x - 1); }
inline int PopCount(uint32_t x) { return __builtin_popcount(x); }
inline bool HasOneBit(uint32_t x) { return x != 0 && (x & (x - 1)) == 0; }

}  // namespace sudoku
