// Propagation records kept for reuse (internal to the forcing-chain files).
//
// A forcing search fills one record per candidate and truth value (hundreds), and allocating
// and freeing them was a large share of its time; so finished searches hand their records back
// and the next search takes them from here. The pool never holds more records than one search
// used at once. One pool per thread, so searches on different threads share nothing.
#pragma once

#include <memory>
#include <vector>

#include "forcing/forcing_propagation.h"

namespace sudoku::detail::forcing {

// This thread's pool of finished records.
inline std::vector<std::unique_ptr<Propagation>>& RecordPool() {
  thread_local std::vector<std::unique_ptr<Propagation>> pool;
  return pool;
}

// A record holding only `assumption`: a pooled one reset, or a new one when the pool is empty.
inline std::unique_ptr<Propagation> NewRecord(int assumption) {
  auto& pool = RecordPool();
  if (pool.empty()) return std::make_unique<Propagation>(assumption);
  std::unique_ptr<Propagation> p = std::move(pool.back());
  pool.pop_back();
  p->Reset(assumption);
  return p;
}

}  // namespace sudoku::detail::forcing
