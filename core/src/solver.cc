#include "sudoku/solver.h"

#include <array>

#include "sudoku/bits.h"

namespace sudoku {
namespace {

// Masks inside a 27-bit band word (see the diagram in solver.h).
constexpr uint32_t kBandAll = 0x7FFFFFF;
constexpr uint32_t RowMask(int row_in_band) { return 0x1FFu << (9 * row_in_band); }
constexpr uint32_t BoxMask(int box_in_band) { return 0x1C0E07u << (3 * box_in_band); }
constexpr uint32_t ColumnMask(int column) { return 0x40201u << column; }

// Cells of the same band that share a row or box with bit p (p itself excluded).
constexpr std::array<uint32_t, 27> MakeBandPeers() {
  std::array<uint32_t, 27> peers{};
  for (int p = 0; p < 27; ++p) {
    peers[p] = (RowMask(p / 9) | BoxMask((p % 9) / 3)) & ~(1u << p);
  }
  return peers;
}
constexpr auto kBandPeers = MakeBandPeers();

// Locked candidates inside a band, as a table. Within one band a digit fills each of the three
// rows once and each of the three boxes once, so its placements there form a permutation
// row -> box. Given which (row, box) segments still hold the digit (9 bits, bit 3*row + box), the
// table keeps only the segments that lie on some permutation made of available segments.
// This is pointing and claiming inside the band and a little more; 0 means no permutation fits.
constexpr std::array<uint16_t, 512> MakeBandPermutationClosure() {
  constexpr int kPermutations[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                       {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  std::array<uint16_t, 512> closure{};
  for (int occupied = 0; occupied < 512; ++occupied) {
    int allowed = 0;
    for (const auto& box_of_row : kPermutations) {
      int segments = 0;
      for (int row = 0; row < 3; ++row) segments |= 1 << (3 * row + box_of_row[row]);
      if ((segments & occupied) == segments) allowed |= segments;
    }
    closure[occupied] = static_cast<uint16_t>(allowed);
  }
  return closure;
}
constexpr auto kBandClosure = MakeBandPermutationClosure();

// 9 segment bits -> the 27 cell bits they cover.
constexpr std::array<uint32_t, 512> MakeSegmentCells() {
  std::array<uint32_t, 512> cells{};
  for (int segments = 0; segments < 512; ++segments) {
    for (int s = 0; s < 9; ++s) {
      if (segments & (1 << s)) cells[segments] |= 0x7u << (9 * (s / 3) + 3 * (s % 3));
    }
  }
  return cells;
}
constexpr auto kSegmentCells = MakeSegmentCells();

// Which of a row's three box segments are non-empty (9 row bits -> 3 bits).
inline uint32_t SegmentsOfRow(uint32_t row_bits) {
  return static_cast<uint32_t>((row_bits & 0x7) != 0) |
         static_cast<uint32_t>((row_bits & 0x38) != 0) << 1 |
         static_cast<uint32_t>((row_bits & 0x1C0) != 0) << 2;
}

struct Board {
  uint32_t candidates[9][3];  // [digit - 1][band]: 27-bit band words, placed digits included
  uint32_t unsolved[3];       // [band]: cells not yet placed
};

class Search {
 public:
  explicit Search(SolveStats& stats) : stats_(stats) {}

  // Places digit index d (0..8) at bit p of band b and removes it from the peers.
  void Place(Board& board, int d, int b, int p) {
    const uint32_t bit = 1u << p;
    board.unsolved[b] &= ~bit;
    for (auto& digit_words : board.candidates) digit_words[b] &= ~bit;
    board.candidates[d][b] = (board.candidates[d][b] & ~kBandPeers[p]) | bit;
    const uint32_t other_columns = ~ColumnMask(p % 9);
    board.candidates[d][(b + 1) % 3] &= other_columns;
    board.candidates[d][(b + 2) % 3] &= other_columns;
    ++stats_.placements;
  }

  // Naked and hidden singles and band locked candidates, to a fixed point.
  // Returns false on a contradiction (a cell, row, column or box left without a place).
  bool Propagate(Board& board) {
    for (;;) {
      if ((board.unsolved[0] | board.unsolved[1] | board.unsolved[2]) == 0) return true;
      bool progress = false;
      if (!NakedSingles(board, progress)) return false;
      for (int d = 0; d < 9; ++d) {
        if (!HiddenSinglesInBands(board, d, progress)) return false;
        if (!HiddenSinglesInColumns(board, d, progress)) return false;
      }
      if (!progress) return true;
    }
  }

 private:
  bool NakedSingles(Board& board, bool& progress) {
    for (int b = 0; b < 3; ++b) {
      const uint32_t unsolved = board.unsolved[b];
      if (unsolved == 0) continue;
      // Bit-sliced count: which cells have at least one / at least two candidates.
      uint32_t once = 0, twice = 0;
      for (const auto& digit_words : board.candidates) {
        const uint32_t c = digit_words[b];
        twice |= once & c;
        once |= c;
      }
      if (unsolved & ~once) return false;
      for (uint32_t singles = unsolved & ~twice; singles; singles = ClearLowestBit(singles)) {
        const int p = LowestBit(singles);
        const uint32_t bit = 1u << p;
        int d = 0;
        while (d < 9 && !(board.candidates[d][b] & bit)) ++d;
        if (d == 9) return false;  // an earlier single of this pass took its last candidate
        Place(board, d, b, p);
        progress = true;
      }
    }
    return true;
  }

  bool HiddenSinglesInBands(Board& board, int d, bool& progress) {
    for (int b = 0; b < 3; ++b) {
      uint32_t word = board.candidates[d][b];
      const uint32_t occupied = SegmentsOfRow(word & 0x1FF) |
                                SegmentsOfRow((word >> 9) & 0x1FF) << 3 |
                                SegmentsOfRow(word >> 18) << 6;
      const uint32_t allowed = kBandClosure[occupied];
      if (allowed == 0) return false;
      if (allowed != occupied) {
        word &= kSegmentCells[allowed];
        board.candidates[d][b] = word;
        progress = true;
      }
      for (int i = 0; i < 3; ++i) {
        const uint32_t row = word & RowMask(i);
        if (HasOneBit(row) && (row & board.unsolved[b])) {
          Place(board, d, b, LowestBit(row));
          word = board.candidates[d][b];
          progress = true;
        }
        const uint32_t box = word & BoxMask(i);
        if (HasOneBit(box) && (box & board.unsolved[b])) {
          Place(board, d, b, LowestBit(box));
          word = board.candidates[d][b];
          progress = true;
        }
      }
    }
    return true;
  }

  bool HiddenSinglesInColumns(Board& board, int d, bool& progress) {
    uint32_t once = 0, twice = 0;
    for (int b = 0; b < 3; ++b) {
      const uint32_t word = board.candidates[d][b];
      for (int i = 0; i < 3; ++i) {
        const uint32_t row = (word >> (9 * i)) & 0x1FF;
        twice |= once & row;
        once |= row;
      }
    }
    if (once != 0x1FF) return false;
    for (uint32_t singles = once & ~twice; singles; singles = ClearLowestBit(singles)) {
      const uint32_t column = ColumnMask(LowestBit(singles));
      for (int b = 0; b < 3; ++b) {
        const uint32_t cell = board.candidates[d][b] & column;
        if (cell & board.unsolved[b]) {
          Place(board, d, b, LowestBit(cell));
          progress = true;
        }
      }
    }
    return true;
  }

  SolveStats& stats_;
};

// The cell to branch on: a cell with two candidates if there is one, else one with the fewest.
// Returns false when every cell is placed.
bool ChooseBranchCell(const Board& board, int& band, int& bit) {
  int best_count = 10;
  for (int b = 0; b < 3; ++b) {
    const uint32_t unsolved = board.unsolved[b];
    if (unsolved == 0) continue;
    uint32_t once = 0, twice = 0, thrice = 0;
    for (const auto& digit_words : board.candidates) {
      const uint32_t c = digit_words[b] & unsolved;
      thrice |= twice & c;
      twice |= once & c;
      once |= c;
    }
    const uint32_t pairs = twice & ~thrice;
    if (pairs) {
      band = b;
      bit = LowestBit(pairs);
      return true;
    }
    for (uint32_t cells = unsolved; cells; cells = ClearLowestBit(cells)) {
      const int p = LowestBit(cells);
      int count = 0;
      for (const auto& digit_words : board.candidates) count += (digit_words[b] >> p) & 1;
      if (count < best_count) {
        best_count = count;
        band = b;
        bit = p;
      }
    }
  }
  return best_count < 10;
}

Mask CandidatesOf(const Board& board, int b, int p) {
  Mask mask = 0;
  for (int d = 0; d < 9; ++d) mask |= static_cast<Mask>(((board.candidates[d][b] >> p) & 1) << d);
  return mask;
}

Grid ToGrid(const Board& board) {
  Grid grid{};
  for (int d = 0; d < 9; ++d) {
    for (int b = 0; b < 3; ++b) {
      for (uint32_t w = board.candidates[d][b]; w; w = ClearLowestBit(w)) {
        grid[27 * b + LowestBit(w)] = static_cast<uint8_t>(d + 1);
      }
    }
  }
  return grid;
}

// A saved state: the board before the guess and the candidates of the cell still to try.
struct Frame {
  Board board;
  uint8_t band;
  uint8_t bit;
  Mask untried;
};

}  // namespace

CountResult CountSolutions(const Grid& puzzle, uint32_t limit, uint64_t guess_budget) {
  CountResult result;
  if (limit == 0) limit = 1;
  Search search(result.stats);

  Board board;
  for (auto& digit_words : board.candidates) {
    for (auto& word : digit_words) word = kBandAll;
  }
  for (auto& word : board.unsolved) word = kBandAll;
  for (int cell = 0; cell < kCells; ++cell) {
    const int value = puzzle[cell];
    if (value == 0) continue;
    const int b = cell / 27, p = cell % 27;
    if (value > 9 || !(board.candidates[value - 1][b] & (1u << p))) return result;
    search.Place(board, value - 1, b, p);
  }

  Frame stack[kCells];
  int depth = 0;
  bool alive = search.Propagate(board);
  for (;;) {
    if (alive) {
      int b, p;
      if (!ChooseBranchCell(board, b, p)) {
        if (result.count == 0) result.solution = ToGrid(board);
        if (static_cast<uint32_t>(++result.count) >= limit) return result;
      } else {
        if (result.stats.guesses >= guess_budget) {
          result.budget_exhausted = true;
          return result;
        }
        const Mask candidates = CandidatesOf(board, b, p);
        Frame& frame = stack[depth++];
        frame.board = board;
        frame.band = static_cast<uint8_t>(b);
        frame.bit = static_cast<uint8_t>(p);
        frame.untried = static_cast<Mask>(ClearLowestBit(candidates));
        ++result.stats.guesses;
        search.Place(board, LowestBit(candidates), b, p);
        alive = search.Propagate(board);
        continue;
      }
    }
    // Dead end or solution counted: resume the newest saved state that has candidates left.
    while (depth > 0 && stack[depth - 1].untried == 0) --depth;
    if (depth == 0) return result;
    Frame& frame = stack[depth - 1];
    ++result.stats.backtracks;
    board = frame.board;
    const int d = LowestBit(frame.untried);
    frame.untried = static_cast<Mask>(ClearLowestBit(frame.untried));
    search.Place(board, d, frame.band, frame.bit);
    alive = search.Propagate(board);
  }
}

}  // namespace sudoku
