// The ruler's batch interface (../shared/bench/ref_solver.cc) around CountSolutions, so that the
// solver alone, with no JS wrapper, can be timed against the ruler in one node process:
//   node bench/ref_ratio.mjs REF_WASM ROUNDS SECONDS build-wasm/bench/solver-alone.wasm
// Build (from the repository root):
//   em++ -std=c++20 -O3 -fno-exceptions -fno-rtti -Icore/include -sSTANDALONE_WASM --no-entry \
//     -sINITIAL_MEMORY=16MB -sEXPORTED_FUNCTIONS=_ref_in,_ref_out,_ref_status,_ref_capacity,_ref_solve_batch \
//     -o build-wasm/bench/solver-alone.wasm bench/ruler_harness.cc core/src/solver/solver.cc
// Statuses as the ruler's: '0' none, '1' unique, '2' more; 81 digits per puzzle out.
#include <cstdint>

#include "sudoku/solver.h"

namespace {
constexpr int kBatch = 20000;
char g_in[81 * kBatch];
char g_out[81 * kBatch];
char g_status[kBatch];
}  // namespace

extern "C" {
char* ref_in() { return g_in; }
char* ref_out() { return g_out; }
char* ref_status() { return g_status; }
int ref_capacity() { return kBatch; }

int ref_solve_batch(int n, int limit) {
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
