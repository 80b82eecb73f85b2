#include "sudoku/search_effort.h"

#include <array>
#include <vector>

#include "sudoku/bits.h"
#include "sudoku/rng.h"

namespace sudoku {
namespace {

// One node of the search: the values and candidates after propagation. Plain arrays, copied
// whole when the search branches (the search keeps one per level, at most 81).
struct Board {
  Grid values{};
  std::array<Mask, kCells> candidates{};
};

// Places `digit` in `cell` and removes it from the peers. False when a peer is left without a
// candidate (the board is then dead).
bool Place(Board& board, int cell, int digit) {
  const Mask bit = DigitBit(digit);
  board.values[cell] = static_cast<uint8_t>(digit);
  board.candidates[cell] = 0;
  for (const uint8_t peer : kPeers[cell]) {
    if (board.values[peer] != 0) continue;
    board.candidates[peer] = static_cast<Mask>(board.candidates[peer] & ~bit);
    if (board.candidates[peer] == 0) return false;
  }
  return true;
}

// Naked and hidden singles until neither applies. False on a contradiction: a cell without
// candidates, or a digit with no place left in a house that lacks it.
bool Propagate(Board& board) {
  for (bool changed = true; changed;) {
    changed = false;
    for (int cell = 0; cell < kCells; ++cell) {
      if (board.values[cell] != 0) continue;
      const Mask mask = board.candidates[cell];
      if (mask == 0) return false;
      if (HasOneBit(mask)) {
        if (!Place(board, cell, LowestBit(mask) + 1)) return false;
        changed = true;
      }
    }
    for (const auto& house : kHouseCells) {
      // Digits seen at least once and at least twice among the house's empty cells, and the
      // digits already placed in it.
      Mask once = 0, twice = 0, placed = 0;
      for (const uint8_t cell : house) {
        const Mask mask = board.candidates[cell];
        twice = static_cast<Mask>(twice | (once & mask));
        once = static_cast<Mask>(once | mask);
        if (board.values[cell] != 0) placed = static_cast<Mask>(placed | DigitBit(board.values[cell]));
      }
      if ((once | placed) != kAllDigits) return false;
      Mask single = static_cast<Mask>(once & ~twice);
      while (single != 0) {
        const int digit = LowestBit(single) + 1;
        single = static_cast<Mask>(ClearLowestBit(single));
        for (const uint8_t cell : house) {
          if (board.values[cell] != 0 || (board.candidates[cell] & DigitBit(digit)) == 0) continue;
          if (!Place(board, cell, digit)) return false;
          changed = true;
          break;
        }
      }
    }
  }
  return true;
}

// A cell with the fewest candidates, drawn at random among the cells that tie, or -1 when the
// board is full. The random draw matters: with the first such cell in reading order, the mean
// ranks the Kaggle set at 0.87 instead of 0.94 (bench/README.md, "Search effort"), because the
// runs then differ only in their digit orders.
int BranchCell(const Board& board, Rng& rng) {
  std::array<uint8_t, kCells> ties{};
  int count = 0, fewest = 10;
  for (int cell = 0; cell < kCells; ++cell) {
    if (board.values[cell] != 0) continue;
    const int n = PopCount9(board.candidates[cell]);
    if (n < fewest) {
      fewest = n;
      count = 0;
    }
    if (n == fewest) ties[count++] = static_cast<uint8_t>(cell);
  }
  return count == 0 ? -1 : ties[rng.Below(static_cast<uint32_t>(count))];
}

int EmptyCellCount(const Board& board) {
  int empty = 0;
  for (int cell = 0; cell < kCells; ++cell) empty += board.values[cell] == 0 ? 1 : 0;
  return empty;
}

// A saved branch point: the board before the guess, the cell and the digits still to try.
struct Frame {
  Board board;
  int cell = 0;
  std::array<uint8_t, 9> order{};
  int count = 0;
  int next = 0;
};

// Guesses (branch points) of one run, or -1 when the puzzle has no solution. Stops when
// `budget` guesses were made without a solution, setting budget_hit.
// `board` ends as the solution when one is found.
int64_t GuessesOfOneRun(const Board& start, Rng& rng, uint64_t budget, bool& budget_hit,
                        Board& board) {
  std::vector<Frame> stack;
  stack.reserve(kCells);
  board = start;
  int64_t guesses = 0;
  bool alive = true;  // `start` is propagated
  while (true) {
    if (alive) {
      const int cell = BranchCell(board, rng);
      if (cell < 0) return guesses;  // solved
      if (static_cast<uint64_t>(guesses) >= budget) {
        budget_hit = true;
        return guesses;
      }
      ++guesses;
      Frame frame;
      frame.board = board;
      frame.cell = cell;
      for (Mask m = board.candidates[cell]; m != 0; m = static_cast<Mask>(ClearLowestBit(m))) {
        frame.order[frame.count++] = static_cast<uint8_t>(LowestBit(m) + 1);
      }
      rng.Shuffle(frame.order.data(), frame.count);
      stack.push_back(frame);
    }
    // Try the next digit of the innermost branch point that has one left.
    while (!stack.empty() && stack.back().next == stack.back().count) stack.pop_back();
    if (stack.empty()) return -1;
    Frame& frame = stack.back();
    board = frame.board;
    alive = Place(board, frame.cell, frame.order[frame.next++]) && Propagate(board);
  }
}

}  // namespace

SearchEffortResult SearchEffort(const Grid& puzzle, int runs, uint64_t seed,
                                uint64_t guess_budget) {
  SearchEffortResult result;
  if (runs < 1) runs = 1;
  Board start;
  for (int cell = 0; cell < kCells; ++cell) start.candidates[cell] = puzzle[cell] ? 0 : kAllDigits;
  for (int cell = 0; cell < kCells; ++cell) {
    const int digit = puzzle[cell];
    if (digit == 0) continue;
    if (digit > 9) return result;
    // Two equal givens in a house: no solution.
    for (const uint8_t peer : kPeers[cell]) {
      if (puzzle[peer] == digit) return result;
    }
    start.values[cell] = static_cast<uint8_t>(digit);
    for (const uint8_t peer : kPeers[cell]) {
      start.candidates[peer] = static_cast<Mask>(start.candidates[peer] & ~DigitBit(digit));
    }
  }
  for (int cell = 0; cell < kCells; ++cell) {
    if (start.values[cell] == 0 && start.candidates[cell] == 0) return result;
  }
  // Singles are the same in every run: propagate once. A puzzle they solve (or refute) needs no
  // random runs at all.
  if (!Propagate(start)) return result;
  if (EmptyCellCount(start) == 0) {
    result.runs = runs;
    result.solution = start.values;
    return result;
  }
  int64_t total = 0;
  for (int run = 0; run < runs; ++run) {
    Rng rng(seed + static_cast<uint64_t>(run));
    bool budget_hit = false;
    Board end;
    const int64_t guesses = GuessesOfOneRun(start, rng, guess_budget, budget_hit, end);
    if (guesses < 0) return SearchEffortResult{};  // no solution: every run says so
    result.budget_exhausted |= budget_hit;
    total += guesses;
    ++result.runs;
    result.solution = end.values;
  }
  if (result.runs > 0) result.mean_guesses = static_cast<double>(total) / result.runs;
  return result;
}

}  // namespace sudoku
