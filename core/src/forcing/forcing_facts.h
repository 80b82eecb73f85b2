// What forcing chains reason about, as numbers and tables (internal to the forcing-chain files):
// candidates and facts, sets of facts, and where each cell sits in its three houses.
//
//   node = cell * 9 + digit - 1          one candidate, 0..728
//   fact = 2 * node + (true ? 1 : 0)     "the candidate is true" or "... is false", 0..1457
//
// A fact and its opposite differ in the lowest bit only, so a set of facts holding both is
// found with one mask per word (StaticClosures::HasOpposites).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "sudoku/bits.h"
#include "sudoku/grid.h"

namespace sudoku::detail::forcing {

inline constexpr int kNodes = kCells * kDigits;
inline constexpr int kFacts = 2 * kNodes;  // fact = 2 * node + (true ? 1 : 0)

inline int NodeOf(int cell, int digit) { return cell * 9 + digit - 1; }
inline int CellOfNode(int node) { return node / 9; }
inline int DigitOfNode(int node) { return node % 9 + 1; }
inline int FactOf(int node, bool is_true) { return 2 * node + (is_true ? 1 : 0); }
inline int Opposite(int fact) { return fact ^ 1; }

// A set of facts as 1,458 bits.
struct FactSet {
  std::array<uint64_t, (kFacts + 63) / 64> words{};
  void Add(int f) { words[f >> 6] |= uint64_t{1} << (f & 63); }
  bool Has(int f) const { return (words[f >> 6] >> (f & 63)) & 1; }
  // Keeps the facts also in `o`; whether any is left.
  bool IntersectWith(const FactSet& o) {
    uint64_t any = 0;
    for (size_t i = 0; i < words.size(); ++i) any |= words[i] &= o.words[i];
    return any != 0;
  }
  bool Empty() const {
    uint64_t any = 0;
    for (const uint64_t w : words) any |= w;
    return any == 0;
  }
  void UnionWith(const FactSet& o) {
    for (size_t i = 0; i < words.size(); ++i) words[i] |= o.words[i];
  }
  template <typename F>
  void ForEach(F&& f) const {
    for (size_t i = 0; i < words.size(); ++i) {
      for (uint64_t w = words[i]; w; w &= w - 1) f(static_cast<int>(i * 64 + __builtin_ctzll(w)));
    }
  }
};

// Position of each cell inside each of its three houses (bit k of LogicView::where is
// kHouseCells[house][k]), and the houses through each cell as a mask over 0..26.
struct CellHouses {
  std::array<std::array<uint8_t, 3>, kCells> house{};
  std::array<std::array<uint8_t, 3>, kCells> index{};
  std::array<uint32_t, kCells> mask{};
};
constexpr CellHouses MakeCellHouses() {
  CellHouses t{};
  std::array<int, kCells> filled{};
  for (int house = 0; house < kHouses; ++house) {
    for (int k = 0; k < 9; ++k) {
      const int cell = kHouseCells[house][k];
      t.house[cell][filled[cell]] = static_cast<uint8_t>(house);
      t.index[cell][filled[cell]] = static_cast<uint8_t>(k);
      t.mask[cell] |= uint32_t{1} << house;
      ++filled[cell];
    }
  }
  return t;
}
inline constexpr CellHouses kCellHouses = MakeCellHouses();

// The places of each digit in each house, bit k the house's k-th cell (as LogicView::where),
// made from per-cell candidate masks: the propagators keep them beside a working grid, so that
// a house rule reads one mask instead of scanning the house's cells.
using HousePlaces = std::array<std::array<uint16_t, kHouses>, kDigits>;
inline HousePlaces PlacesOf(const std::array<Mask, kCells>& candidates) {
  HousePlaces places{};
  for (int cell = 0; cell < kCells; ++cell) {
    for (int k = 0; k < 3; ++k) {
      for (uint32_t m = candidates[cell]; m; m = ClearLowestBit(m)) {
        places[LowestBit(m)][kCellHouses.house[cell][k]] |=
            static_cast<uint16_t>(1u << kCellHouses.index[cell][k]);
      }
    }
  }
  return places;
}

}  // namespace sudoku::detail::forcing
