#include "forcing/forcing_static.h"

#include <algorithm>

namespace sudoku::detail::forcing {

void ClosuresDeleter::operator()(const StaticClosures* closures) const { delete closures; }

void StaticClosures::BuildLinks() {
  begin_.fill(0);
  targets_.clear();
  for (int fact = 0; fact < kFacts; ++fact) {
    const int node = fact / 2;
    const int cell = CellOfNode(node);
    const int digit = DigitOfNode(node);
    begin_[fact] = static_cast<int>(targets_.size());
    if (!view_.Has(cell, digit)) continue;
    if (fact & 1) {
      (kPeerSets[cell] & view_.cells_of[digit - 1]).ForEach([&](int peer) {
        targets_.push_back(static_cast<int16_t>(FactOf(NodeOf(peer, digit), false)));
      });
      for (uint32_t m = view_.CandidatesOf(cell) & ~DigitBit(digit); m; m = ClearLowestBit(m)) {
        targets_.push_back(static_cast<int16_t>(FactOf(NodeOf(cell, LowestBit(m) + 1), false)));
      }
    } else {
      const Mask candidates = view_.CandidatesOf(cell);
      if (PopCount(candidates) == 2) {
        targets_.push_back(static_cast<int16_t>(
            FactOf(NodeOf(cell, LowestBit(candidates & ~DigitBit(digit)) + 1), true)));
      }
      for (int i = 0; i < 3; ++i) {
        const int house = kCellHouses.house[cell][i];
        const uint32_t places = view_.where[digit - 1][house];
        if (PopCount9(places) != 2) continue;
        const uint32_t other = places & ~(1u << kCellHouses.index[cell][i]);
        targets_.push_back(
            static_cast<int16_t>(FactOf(NodeOf(kHouseCells[house][LowestBit(other)], digit), true)));
      }
    }
  }
  end_ = static_cast<int>(targets_.size());
}

void StaticClosures::Components() {
  index_.fill(-1);
  lone_.clear();
  int next_index = 0;
  std::vector<int16_t> stack;
  struct Frame {
    int fact;
    int link;
  };
  std::vector<Frame> calls;
  for (int root = 0; root < kFacts; ++root) {
    if (index_[root] >= 0 || !view_.Has(CellOfNode(root / 2), DigitOfNode(root / 2))) continue;
    calls.push_back({root, begin_[root]});
    index_[root] = low_[root] = static_cast<int16_t>(next_index++);
    stack.push_back(static_cast<int16_t>(root));
    on_stack_[root] = true;
    while (!calls.empty()) {
      Frame& frame = calls.back();
      const int v = frame.fact;
      if (frame.link < LinksEnd(v)) {
        const int w = targets_[frame.link++];
        if (index_[w] < 0 && LinksEnd(w) == begin_[w]) {
          // A fact that leads nowhere (most "off" facts): its own component, complete at once.
          index_[w] = low_[w] = static_cast<int16_t>(next_index++);
          component_[w] = static_cast<int16_t>(closure_.size());
          closure_.emplace_back().Add(w);
          lone_.push_back(static_cast<int16_t>(w));
          continue;
        }
        if (index_[w] < 0) {
          index_[w] = low_[w] = static_cast<int16_t>(next_index++);
          stack.push_back(static_cast<int16_t>(w));
          on_stack_[w] = true;
          calls.push_back({w, begin_[w]});
        } else if (on_stack_[w]) {
          low_[v] = std::min(low_[v], index_[w]);
        }
        continue;
      }
      if (low_[v] == index_[v]) {
        const int id = static_cast<int>(closure_.size());
        closure_.emplace_back();
        FactSet& closure = closure_.back();
        const size_t first = stack.size() - static_cast<size_t>(std::find(stack.rbegin(), stack.rend(), v) - stack.rbegin()) - 1;
        for (size_t k = first; k < stack.size(); ++k) {
          const int member = stack[k];
          on_stack_[member] = false;
          component_[member] = static_cast<int16_t>(id);
          closure.Add(member);
        }
        // A fact that leads nowhere (most "off" facts) is its own closure: one bit to add
        // where it is reached, not a whole set to join.
        const bool lone = stack.size() - first == 1 && LinksEnd(v) == begin_[v];
        lone_.push_back(static_cast<int16_t>(lone ? v : -1));
        // Members' links lead into this component or into completed ones.
        for (size_t k = first; k < stack.size(); ++k) {
          const int member = stack[k];
          for (int link = begin_[member]; link < LinksEnd(member); ++link) {
            const int c = component_[targets_[link]];
            if (c == id) continue;
            if (lone_[c] >= 0) {
              closure.Add(lone_[c]);
            } else {
              closure.UnionWith(closure_[c]);
            }
          }
        }
        stack.resize(first);
      }
      calls.pop_back();
      if (!calls.empty()) {
        const int u = calls.back().fact;
        low_[u] = std::min(low_[u], low_[v]);
      }
    }
  }
}

}  // namespace sudoku::detail::forcing
