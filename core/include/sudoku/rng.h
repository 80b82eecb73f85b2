// The one source of randomness: a seeded SplitMix64 generator with our own bounded-integer and
// shuffle functions. std::uniform_int_distribution and std::shuffle are not used on purpose:
// libstdc++ (native) and libc++ (Emscripten) implement them differently, and "same seed, same
// puzzle" must hold across both builds. Everything here is plain 64-bit integer arithmetic.
//
// SplitMix64: Steele, Lea and Flood, "Fast splittable pseudorandom number generators" (OOPSLA
// 2014); constants as published there.
#pragma once

#include <cstdint>
#include <utility>

namespace sudoku {

class Rng {
 public:
  explicit Rng(uint64_t seed) : state_(seed) {}

  uint64_t Next() {
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }

  // Uniform integer in [0, bound), bound >= 1, by rejection (no modulo bias).
  uint32_t Below(uint32_t bound) {
    const uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
    uint64_t x;
    do {
      x = Next();
    } while (x >= limit);
    return static_cast<uint32_t>(x % bound);
  }

  // Uniform integer in [low, high].
  int Between(int low, int high) {
    return low + static_cast<int>(Below(static_cast<uint32_t>(high - low + 1)));
  }

  // Fisher-Yates shuffle of items[0..count).
  template <typename T>
  void Shuffle(T* items, int count) {
    for (int i = count - 1; i > 0; --i) {
      std::swap(items[i], items[Below(static_cast<uint32_t>(i + 1))]);
    }
  }

 private:
  uint64_t state_;
};

}  // namespace sudoku
