// Seeds: a seed written as text, and the seeds of the puzzles of a batch.
#pragma once

#include <cstdint>
#include <string_view>

namespace sudoku {

// FNV-1a, 32-bit (Fowler, Noll, Vo; offset basis 2166136261, prime 16777619) over the bytes of
// `text` (JS passes UTF-8). Turns a seed written as text into a number; the empty text gives the
// offset basis.
uint32_t SeedFromString(std::string_view text);

// The seed of puzzle `index` (0-based) of a batch started with `seed`: index 0 is `seed` itself,
// later ones are the low 32 bits of SplitMix64's first output from state (seed << 32 | index).
// GenerateMany reports these, so each batch member can be made again alone with Generate.
uint32_t BatchSeed(uint32_t seed, uint32_t index);

}  // namespace sudoku
