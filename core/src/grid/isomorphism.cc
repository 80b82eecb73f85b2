// RandomIsomorphism and Apply (isomorphism.h).
#include "sudoku/isomorphism.h"

namespace sudoku {

Isomorphism RandomIsomorphism(Rng& rng) {
  Isomorphism iso;
  rng.Shuffle(iso.digits.data() + 1, 9);
  for (std::array<uint8_t, 9>* order : {&iso.rows, &iso.columns}) {
    int bands[3] = {0, 1, 2};
    rng.Shuffle(bands, 3);
    for (int band = 0; band < 3; ++band) {
      int inner[3] = {0, 1, 2};
      rng.Shuffle(inner, 3);
      for (int k = 0; k < 3; ++k) (*order)[3 * band + k] = static_cast<uint8_t>(3 * bands[band] + inner[k]);
    }
  }
  iso.transpose = rng.Below(2) == 1;
  return iso;
}

Grid Apply(const Isomorphism& iso, const Grid& grid) {
  Grid out{};
  for (int row = 0; row < 9; ++row) {
    for (int column = 0; column < 9; ++column) {
      const int from = iso.transpose ? CellAt(iso.columns[column], iso.rows[row])
                                     : CellAt(iso.rows[row], iso.columns[column]);
      out[CellAt(row, column)] = iso.digits[grid[from]];
    }
  }
  return out;
}

}  // namespace sudoku
