// The names and ratings of technique.h, read from the registry (technique_registry.cc).
#include "sudoku/technique.h"

#include <cstddef>

namespace sudoku {
namespace {

const TechniqueInfo& InfoOf(Technique technique) {
  const std::span<const TechniqueInfo> all = Techniques();
  const size_t index = static_cast<size_t>(technique);
  return all[index < all.size() ? index : 0];
}

}  // namespace

int TechniqueBaseRating(Technique technique) { return InfoOf(technique).rating; }
const char* TechniqueId(Technique technique) { return InfoOf(technique).id; }
const char* TechniqueName(Technique technique) { return InfoOf(technique).name; }
const char* TechniqueNameZh(Technique technique) { return InfoOf(technique).name_zh; }

int ChainLengthBonus(int nodes) {
  // SE counts the chain's length beyond its two ends against thresholds that grow by x3/2 and
  // x4/3 in turn: 4, 6, 8, 12, 16, 24, 32, ... Each threshold passed adds 0.1.
  int bonus = 0;
  int threshold = 4;
  bool odd = false;
  for (const int length = nodes - 2; length > threshold; odd = !odd) {
    ++bonus;
    threshold = odd ? threshold * 4 / 3 : threshold * 3 / 2;
  }
  return bonus;
}

}  // namespace sudoku
