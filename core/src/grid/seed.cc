// Text seeds and batch seeds (seed.h).
#include "sudoku/seed.h"

#include "sudoku/rng.h"

namespace sudoku {

uint32_t SeedFromString(std::string_view text) {
  uint32_t hash = 2166136261u;
  for (const char c : text) {
    hash ^= static_cast<uint8_t>(c);
    hash *= 16777619u;
  }
  return hash;
}

uint32_t BatchSeed(uint32_t seed, uint32_t index) {
  if (index == 0) return seed;
  Rng rng(static_cast<uint64_t>(seed) << 32 | index);
  return static_cast<uint32_t>(rng.Next());
}

}  // namespace sudoku
