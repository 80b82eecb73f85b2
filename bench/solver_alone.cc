// The 9x9 counting solver alone (CountSolutions), behind a batch interface and no JS wrapper, so
// that bench/tdoku_ratio.mjs can time the in-WASM rate beside solveMany and tdoku in one node
// process. Build (from the repository root; tools/bench.sh does):
//   em++ -std=c++20 -O3 -fno-exceptions -fno-rtti -Icore/include -Icore/src -sSTANDALONE_WASM \
//     --no-entry -sINITIAL_MEMORY=16MB \
//     -sEXPORTED_FUNCTIONS=_alone_in,_alone_out,_alone_status,_alone_capacity,_alone_solve_batch \
//     -o build-wasm/bench/solver-alone.wasm bench/solver_alone.cc core/src/solver/solver.cc \
//     core/src/solver/small_solver.cc
// alone_in: 81 bytes per puzzle, packed ('1'-'9' givens, anything else blank); alone_solve_batch(n,
// limit) writes one status per puzzle to alone_status ('0' none, '1' unique, '2' more) and 81
// digits per puzzle to alone_out.
#include <cstdint>

#include "sudoku/solver.h"

namespace {
constexpr int kBatch = 20000;
char g_in[81 * kBatch];
char g_out[81 * kBatch];
char g_status[kBatch];
}  // namespace

extern "C" {
char* alone_in() { return g_in; }
char* alone_out() { return g_out; }
char* alone_status() { return g_status; }
int alone_capacity() { return kBatch; }

int alone_solve_batch(int n, int limit) {
  for (int i = 0; i < n; ++i) {
    sudoku::Grid grid{};
    for (int c = 0; c < 81; ++c) {
      const char ch = g_in[81 * i + c];
      grid[c] = static_cast<uint8_t>(ch >= '1' && ch <= '9' ? ch - '0' : 0);
    }
    const sudoku::CountResult result = sudoku::CountSolutions(grid, static_cast<uint32_t>(limit));
    g_status[i] = static_cast<char>('0' + (result.count > 2 ? 2 : result.count));
    for (int c = 0; c < 81; ++c) g_out[81 * i + c] = static_cast<char>('0' + result.solution[c]);
  }
  return 0;
}
}
