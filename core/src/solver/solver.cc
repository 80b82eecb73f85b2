#include "sudoku/solver.h"

#include <array>

#include "sudoku/bits.h"
#include "solver/small_solver.h"

namespace sudoku {
namespace {

// Masks inside a 27-bit band word (see the diagram in solver.h).
constexpr uint32_t kBandAll = 0x7FFFFFF;
constexpr uint32_t RowMask(int row_in_band) { return 0x1FFu << (9 * row_in_band); }
constexpr uint32_t BoxMask(int box_in_band) { return 0x1C0E07u << (3 * box_in_band); }

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

// A row's 9 bits -> which of its three box segments are non-empty (bits 0-2) and which hold
// exactly one cell (bits 3-5), as a table.
constexpr std::array<uint8_t, 512> MakeRowSegments() {
  std::array<uint8_t, 512> segments{};
  for (int row = 0; row < 512; ++row) {
    int occupied = 0, single = 0;
    for (int s = 0; s < 3; ++s) {
      const int part = (row >> (3 * s)) & 7;
      if (part != 0) occupied |= 1 << s;
      if (part == 1 || part == 2 || part == 4) single |= 1 << s;
    }
    segments[row] = static_cast<uint8_t>(occupied | single << 3);
  }
  return segments;
}
constexpr auto kRowSegments = MakeRowSegments();

// Segments (9 bits, bit 3 * row + box) that are the only non-empty segment of their row or of
// their box: a digit's cell there is a hidden single if the segment holds one cell.
constexpr std::array<uint16_t, 512> MakeLoneSegments() {
  std::array<uint16_t, 512> lone{};
  for (int occupied = 0; occupied < 512; ++occupied) {
    for (int s = 0; s < 9; ++s) {
      if (!(occupied & (1 << s))) continue;
      const int row = 0x7 << (3 * (s / 3)), box = 0x49 << (s % 3);
      if ((occupied & row) == (1 << s) || (occupied & box) == (1 << s)) lone[occupied] |= 1 << s;
    }
  }
  return lone;
}
constexpr auto kLoneSegments = MakeLoneSegments();

struct Board {
  uint32_t candidates[9][3];  // [digit - 1][band]: 27-bit band words, placed digits included
  uint32_t unsolved[3];       // [band]: cells not yet placed
};

// Cells of the band that share a row or box with any cell of `cells`, the cells themselves
// included when they see each other.
inline uint32_t BandPeersOf(uint32_t cells) {
  uint32_t peers = 0;
  for (; cells; cells = ClearLowestBit(cells)) peers |= kBandPeers[LowestBit(cells)];
  return peers;
}

// Columns (9 bits) touched by the cells of a band word.
inline uint32_t ColumnsOf(uint32_t cells) { return (cells | cells >> 9 | cells >> 18) & 0x1FF; }

// The three rows of a 9-bit column set, as a band word.
inline uint32_t ColumnCells(uint32_t columns) { return columns * 0x40201u; }

class Search {
 public:
  explicit Search(SolveStats& stats) : stats_(stats) {}

  // Places digit index d in every cell of `cells` (bits of band b, none placed yet) and removes
  // the digit from their peers and the cells from the other digits (skipped for naked singles,
  // whose cells hold no other digit). Returns false if two of the cells see each other. Marks
  // what changed so Propagate looks only at that.
  template <bool kClearOtherDigits = true>
  bool Place(Board& board, int d, int b, uint32_t cells) {
    uint32_t& word = board.candidates[d][b];
    const uint32_t kept = word & ~BandPeersOf(cells);
    if ((kept & cells) != cells) return false;
    board.unsolved[b] &= ~cells;
    // Both loops below are written without branches: whether a word holds the cells is a coin
    // toss the processor mispredicts, and the branch-free form took about 10% off the hard sets'
    // time in WebAssembly (core/solver-design.md, the step table). The first clears all nine
    // digits, d's own word included, which the line after it sets: no test of e == d is left.
    if constexpr (kClearOtherDigits) {
      for (int e = 0; e < 9; ++e) {
        uint32_t& other = board.candidates[e][b];
        const uint32_t changed = other & cells;
        other ^= changed;
        dirty_words_ |= static_cast<uint32_t>(changed != 0) << (3 * e + b);
      }
    }
    word = kept;
    const uint32_t columns = ColumnCells(ColumnsOf(cells));
    for (int o : {kNextBand[b], kNextBand[kNextBand[b]]}) {
      uint32_t& other = board.candidates[d][o];
      const uint32_t changed = other & columns;
      other ^= changed;
      const uint32_t hit = changed != 0;
      dirty_words_ |= hit << (3 * d + o);
      dirty_bands_ |= hit << o;
    }
    dirty_words_ |= 1u << (3 * d + b);
    dirty_bands_ |= 1u << b;
    stats_.placements += PopCount(cells);
    return true;
  }

  // Naked and hidden singles and band locked candidates, to a fixed point, looking only at what
  // changed since the last fixed point. Returns false on a contradiction (a cell, row, column or
  // box left without a place for some digit).
  bool Propagate(Board& board) {
    const bool alive = PropagateDirty(board);
    dirty_words_ = dirty_bands_ = dirty_columns_ = 0;
    return alive;
  }

  // Marks everything as changed (a fresh board).
  void MarkAllDirty() {
    dirty_words_ = (1u << 27) - 1;
    dirty_bands_ = 7;
  }

 private:
  static constexpr int kNextBand[3] = {1, 2, 0};

  // Cheapest passes first: naked singles of changed bands, then the changed digit words of the
  // bands, and a digit's columns and stacks only once no band work is left, since they span all
  // three bands and most column passes find nothing (14% fewer instructions on hard puzzles than
  // interleaving them, same fixed point).
  bool PropagateDirty(Board& board) {
    while (dirty_words_ | dirty_bands_ | dirty_columns_) {
      while (dirty_bands_) {
        const int b = LowestBit(dirty_bands_);
        dirty_bands_ = ClearLowestBit(dirty_bands_);
        if (!NakedSingles(board, b)) return false;
      }
      if ((board.unsolved[0] | board.unsolved[1] | board.unsolved[2]) == 0) return true;
      if (dirty_words_) {
        while (dirty_words_) {
          // All three bands of the digit, changed or not: skipping the unchanged ones saved
          // less than mispredicting which they are cost (3-6% in WebAssembly).
          const int d = LowestBit(dirty_words_) / 3;
          dirty_words_ &= ~(7u << (3 * d));
          dirty_columns_ |= 1u << d;
          for (int b = 0; b < 3; ++b) {
            if (!HiddenSinglesInBand(board, d, b)) return false;
          }
        }
        continue;
      }
      const int d = LowestBit(dirty_columns_);
      dirty_columns_ = ClearLowestBit(dirty_columns_);
      if (!HiddenSinglesInColumns(board, d)) return false;
    }
    return true;
  }

  // Cells of band b with exactly one candidate left: placed, one digit at a time.
  bool NakedSingles(Board& board, int b) {
    const uint32_t unsolved = board.unsolved[b];
    if (unsolved == 0) return true;
    // Bit-sliced count: which cells have at least one / at least two candidates.
    uint32_t once = 0, twice = 0;
    for (const auto& digit_words : board.candidates) {
      const uint32_t c = digit_words[b];
      twice |= once & c;
      once |= c;
    }
    if (unsolved & ~once) return false;
    const uint32_t singles = unsolved & ~twice;
    if (singles == 0) return true;
    // The digits of the singles first, without branches, then a loop over just those: testing
    // each of the nine digits in turn was a branch the processor mispredicted (the change and
    // the two like it in ChooseBranchCell and Place took 13-17% off the hard sets' time).
    uint32_t digits = 0;
    for (int d = 0; d < 9; ++d) {
      digits |= static_cast<uint32_t>((board.candidates[d][b] & singles) != 0) << d;
    }
    uint32_t left = singles;
    for (; digits; digits = ClearLowestBit(digits)) {
      const int d = LowestBit(digits);
      // Re-read: an earlier digit's placement may have emptied one of these cells (the next
      // pass over the band then finds it empty).
      const uint32_t cells = board.candidates[d][b] & left;
      if (!Place<false>(board, d, b, cells)) return false;
      left &= ~cells;
    }
    return true;
  }

  // Band locked candidates and hidden singles of the rows and boxes of one digit word.
  bool HiddenSinglesInBand(Board& board, int d, int b) {
    uint32_t word = board.candidates[d][b];
    const uint32_t r0 = kRowSegments[word & 0x1FF], r1 = kRowSegments[(word >> 9) & 0x1FF],
                   r2 = kRowSegments[word >> 18];
    const uint32_t occupied = (r0 & 7) | (r1 & 7) << 3 | (r2 & 7) << 6;
    const uint32_t allowed = kBandClosure[occupied];
    if (allowed == 0) return false;
    if (allowed != occupied) {
      word &= kSegmentCells[allowed];
      board.candidates[d][b] = word;
      dirty_bands_ |= 1u << b;
    }
    // Removing whole segments leaves the others as they were, so "holds one cell" still holds.
    const uint32_t one_cell = r0 >> 3 | (r1 >> 3) << 3 | (r2 >> 3) << 6;
    const uint32_t singles =
        word & kSegmentCells[kLoneSegments[allowed] & one_cell] & board.unsolved[b];
    return singles == 0 || Place(board, d, b, singles);
  }

  // Locked candidates inside each stack: within a stack a digit fills each of the three
  // columns once and each of the three boxes (one per band) once, so the band-permutation
  // closure applies to the (band, column) segments of the stack as well.
  bool StackClosure(Board& board, int d) {
    uint32_t columns_of_band[3];
    for (int b = 0; b < 3; ++b) columns_of_band[b] = ColumnsOf(board.candidates[d][b]);
    for (int s = 0; s < 3; ++s) {
      const uint32_t occupied = ((columns_of_band[0] >> (3 * s)) & 7) |
                                ((columns_of_band[1] >> (3 * s)) & 7) << 3 |
                                ((columns_of_band[2] >> (3 * s)) & 7) << 6;
      const uint32_t allowed = kBandClosure[occupied];
      if (allowed == 0) return false;
      if (allowed == occupied) continue;
      const uint32_t removed = occupied & ~allowed;
      for (int b = 0; b < 3; ++b) {
        const uint32_t columns = ((removed >> (3 * b)) & 7) << (3 * s);
        if (columns) {
          board.candidates[d][b] &= ~ColumnCells(columns);
          dirty_words_ |= 1u << (3 * d + b);
          dirty_bands_ |= 1u << b;
        }
      }
    }
    return true;
  }

  bool HiddenSinglesInColumns(Board& board, int d) {
    if (!StackClosure(board, d)) return false;
    // Per column: at least one candidate, at least two, at least one in an unsolved cell.
    uint32_t once = 0, twice = 0, open = 0;
    for (int b = 0; b < 3; ++b) {
      const uint32_t word = board.candidates[d][b];
      const uint32_t r0 = word & 0x1FF, r1 = (word >> 9) & 0x1FF, r2 = word >> 18;
      const uint32_t band_once = r0 | r1 | r2;
      twice |= (once & band_once) | (r0 & r1) | (r0 & r2) | (r1 & r2);
      once |= band_once;
      open |= ColumnsOf(word & board.unsolved[b]);
    }
    if (once != 0x1FF) return false;
    const uint32_t singles = once & ~twice & open & 0x1FF;
    if (singles == 0) return true;
    const uint32_t columns = ColumnCells(singles);
    for (int b = 0; b < 3; ++b) {
      const uint32_t cells = board.candidates[d][b] & columns & board.unsolved[b];
      if (cells && !Place(board, d, b, cells)) return false;
    }
    return true;
  }

  SolveStats& stats_;
  uint32_t dirty_words_ = 0;  // bit 3 * d + b: the word of digit index d in band b changed
  uint32_t dirty_columns_ = 0;  // bit d: the columns and stacks of digit index d need a pass
  uint32_t dirty_bands_ = 0;  // bit b: some cell of band b lost a candidate
};

// The cell to branch on. Among the cells with two candidates (there nearly always is one), the
// one whose guess reaches furthest: for each of its two digits, every open peer holding the digit
// counts 1, and 3 if it is itself a two-candidate cell (which either guess may turn into a naked
// single, so propagation goes on from there). Measured against counting every open peer alike,
// over a ruler solver in WebAssembly (core/solver-design.md): guesses per puzzle 11.75 -> 8.71 on
// magictour_top1465 and 134.95 -> 116.22 on forum_hardest_1106, time 19% and 13% less; weighting
// three-candidate peers as well, or 3 and 4 for pairs, did no better on both sets. Without any
// two-candidate cell, a cell with the fewest candidates. Returns false when every cell is placed.
constexpr int kOtherBands[3][2] = {{1, 2}, {2, 0}, {0, 1}};

bool ChooseBranchCell(const Board& board, int& band, int& bit) {
  uint32_t pairs[3] = {0, 0, 0};
  for (int b = 0; b < 3; ++b) {
    const uint32_t unsolved = board.unsolved[b];
    uint32_t once = 0, twice = 0, thrice = 0;
    for (const auto& digit_words : board.candidates) {
      const uint32_t c = digit_words[b] & unsolved;
      thrice |= twice & c;
      twice |= once & c;
      once |= c;
    }
    pairs[b] = twice & ~thrice;
  }
  if (pairs[0] | pairs[1] | pairs[2]) {
    uint32_t open[9][3];  // each digit's cells not yet placed, once for every cell scored below
    for (int d = 0; d < 9; ++d) {
      for (int b = 0; b < 3; ++b) open[d][b] = board.candidates[d][b] & board.unsolved[b];
    }
    int best_score = -1;
    for (int b = 0; b < 3; ++b) {
      const int o1 = kOtherBands[b][0], o2 = kOtherBands[b][1];
      for (uint32_t cells = pairs[b]; cells; cells = ClearLowestBit(cells)) {
        const int p = LowestBit(cells);
        const uint32_t column = ColumnCells(1u << (p % 9));
        int score = 0;
        uint32_t digits = 0;  // the cell's two digits, found without branches
        for (int d = 0; d < 9; ++d) digits |= ((open[d][b] >> p) & 1) << d;
        for (; digits; digits = ClearLowestBit(digits)) {
          const int d = LowestBit(digits);
          const uint32_t near = open[d][b] & kBandPeers[p];
          // The column's cells in the other two bands, side by side in one word: the second
          // band's bits move up one place, onto no bit of the first's.
          const uint32_t above = open[d][o1] & column, below = open[d][o2] & column;
          const uint32_t across = above | below << 1;
          const uint32_t across_pairs = (above & pairs[o1]) | (below & pairs[o2]) << 1;
          score += PopCount(near) + PopCount(across) +
                   2 * (PopCount(near & pairs[b]) + PopCount(across_pairs));
        }
        if (score > best_score) {
          best_score = score;
          band = b;
          bit = p;
        }
      }
    }
    return true;
  }
  int best_count = 10;
  for (int b = 0; b < 3; ++b) {
    for (uint32_t cells = board.unsolved[b]; cells; cells = ClearLowestBit(cells)) {
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

// Places every given at once: each digit leaves the rows, boxes and columns of its givens, and
// the givens' cells leave the other digits (board.candidates holds only the given's digit there
// on entry). Returns false when two givens of a digit share a house, or an exclusion took a
// given's digit.
bool PlaceGivens(Board& board, const uint32_t (&givens)[9][3], const uint32_t (&given_cells)[3]) {
  for (int d = 0; d < 9; ++d) {
    uint32_t columns[3];
    for (int b = 0; b < 3; ++b) {
      const uint32_t cells = givens[d][b];
      if ((board.candidates[d][b] & cells) != cells) return false;
      columns[b] = ColumnsOf(cells);
      uint32_t peers = 0;
      int houses = 0;
      for (int k = 0; k < 3; ++k) {
        if (cells & RowMask(k)) { peers |= RowMask(k); ++houses; }
        if (cells & BoxMask(k)) { peers |= BoxMask(k); houses += 8; }
      }
      const int n = PopCount(cells);
      // n givens in a band lie in n distinct rows, n distinct boxes and n distinct columns.
      if (houses != 9 * n || PopCount(columns[b]) != n) return false;
      board.candidates[d][b] = (board.candidates[d][b] & ~peers) | cells;
    }
    if ((columns[0] & columns[1]) | (columns[0] & columns[2]) | (columns[1] & columns[2])) return false;
    for (int b = 0; b < 3; ++b) {
      const uint32_t elsewhere = ColumnCells(columns[(b + 1) % 3] | columns[(b + 2) % 3]);
      board.candidates[d][b] &= ~elsewhere;
    }
  }
  for (int b = 0; b < 3; ++b) board.unsolved[b] = kBandAll & ~given_cells[b];
  return true;
}

// A saved state: the board before the guess and the candidates of the cell still to try.
struct Frame {
  Board board;
  uint8_t band;
  uint8_t bit;
  Mask untried;
};

// The search behind every entry point. When `solutions` is given, solution k (0-based, in the
// order found) is also written to solutions[k]; that test runs once per solution found, so the
// counting path does the same work as before listing existed (callgrind: the same instruction
// count over every set). Not inlined into its three callers: inlined copies came out 2.5% slower
// on hard puzzles in WebAssembly (measured against the one out-of-line search).
[[gnu::noinline]] CountResult RunSearch(const Grid& puzzle, const Exclusion* excluded,
                                        int excluded_count, uint32_t limit, uint64_t guess_budget,
                                        Grid* solutions) {
  CountResult result;
  if (limit == 0) limit = 1;
  Search search(result.stats);

  // The givens are placed all at once, each band's and each digit's with a few masks (finding
  // givens that break a rule): placing them one by one, as naked singles of the first
  // propagation, took a fifth of the time on puzzles that singles solve (kaggle_bryanpark_9999:
  // 4.06 -> 5.04 times a ruler solver's rate in WebAssembly, core/solver-design.md).
  uint32_t givens[9][3] = {};
  uint32_t given_cells[3] = {0, 0, 0};
  for (int b = 0; b < 3; ++b) {
    for (int p = 0; p < 27; ++p) {
      const int value = puzzle[27 * b + p];
      if (value == 0) continue;
      if (value > 9) return result;
      givens[value - 1][b] |= 1u << p;
      given_cells[b] |= 1u << p;
    }
  }
  Board board;
  for (int d = 0; d < 9; ++d) {
    for (int b = 0; b < 3; ++b) {
      board.candidates[d][b] = (kBandAll & ~given_cells[b]) | givens[d][b];
    }
  }
  for (int i = 0; i < excluded_count; ++i) {
    const int cell = excluded[i].cell, digit = excluded[i].digit;
    if (cell < 0 || cell >= kCells || digit < 1 || digit > 9) continue;
    board.candidates[digit - 1][cell / 27] &= ~(1u << (cell % 27));
  }
  if (!PlaceGivens(board, givens, given_cells)) return result;
  result.stats.placements += PopCount(given_cells[0]) + PopCount(given_cells[1]) + PopCount(given_cells[2]);
  search.MarkAllDirty();

  Frame stack[kCells];
  int depth = 0;
  bool alive = search.Propagate(board);
  for (;;) {
    if (alive) {
      int b = 0, p = 0;  // set by ChooseBranchCell when it returns true
      if (!ChooseBranchCell(board, b, p)) {
        if (result.count == 0) result.solution = ToGrid(board);
        if (solutions != nullptr) solutions[result.count] = ToGrid(board);
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
        search.Place(board, LowestBit(candidates), b, 1u << p);
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
    search.Place(board, d, frame.band, 1u << frame.bit);
    alive = search.Propagate(board);
  }
}

}  // namespace

CountResult CountSolutions(const Grid& puzzle, uint32_t limit, uint64_t guess_budget) {
  return RunSearch(puzzle, nullptr, 0, limit, guess_budget, nullptr);
}

CountResult CountSolutions(const Grid& puzzle, uint32_t limit, uint64_t guess_budget,
                           const GridShape& shape) {
  if (shape.size != 9) return CountSmallSolutions(puzzle, shape, limit, guess_budget);
  return RunSearch(puzzle, nullptr, 0, limit, guess_budget, nullptr);
}

CountResult CountSolutionsExcluding(const Grid& puzzle, const Exclusion* excluded,
                                    int excluded_count, uint32_t limit, uint64_t guess_budget) {
  return RunSearch(puzzle, excluded, excluded_count, limit, guess_budget, nullptr);
}

CountResult EnumerateSolutions(const Grid& puzzle, uint32_t limit, uint64_t guess_budget,
                               Grid* solutions) {
  return RunSearch(puzzle, nullptr, 0, limit, guess_budget, solutions);
}

}  // namespace sudoku
