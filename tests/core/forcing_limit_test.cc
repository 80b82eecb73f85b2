// Binary static forcing chains under a limit take a shorter road: only as deep as a conclusion
// under the limit can lie. Its step must be the one the unlimited search finds: that search's
// best step when that is rated below the limit, else none.
#include <gtest/gtest.h>

#include "sudoku/logic.h"
#include "sudoku/logic_detail.h"
#include "test_data.h"

namespace sudoku {
namespace {

using testing::GridOf;
using testing::ReadPuzzleSet;

TEST(ForcingLimit, BinaryOnlySearchFindsTheFullSearchsStep) {
  int states = 0, found = 0;
  // The rated sample spans SE 2.5-9.3 in rising order; the upper part reaches forcing chains.
  const auto rated = ReadPuzzleSet("sudoku_exchange_rated_sample.txt");
  const size_t stride = 60 * testing::SampleFactor();
  for (size_t i = rated.size() / 2; i < rated.size(); i += stride) {
    const LogicSolve solve = SolveLogically(GridOf(rated[i].puzzle));
    CandidateGrid grid = CandidatesFromValues(GridOf(rated[i].puzzle));
    for (const Step& step : solve.steps) {
      if (step.rating >= 65) {
        // A limit no chain reaches: every propagation goes as deep as it can.
        const detail::LogicView view(grid);
        Step full;
        const bool full_found = detail::FindStaticForcingChain(view, 1000, full);
        for (const int limit : {73, 76, 80, 90}) {
          Step quick;
          const bool quick_found = detail::FindStaticForcingChain(view, limit, quick);
          const bool expected = full_found && full.rating < limit;
          ASSERT_EQ(quick_found, expected) << rated[i].puzzle << " limit " << limit;
          if (expected) {
            EXPECT_TRUE(quick == full) << rated[i].puzzle << " limit " << limit;
            ++found;
          }
        }
        ++states;
      }
      ApplyStep(step, grid);
    }
  }
  // Both cases occur: steps found under a limit and states with none.
  EXPECT_GT(found, 0);
  EXPECT_LT(found, 4 * states);
}

}  // namespace
}  // namespace sudoku
