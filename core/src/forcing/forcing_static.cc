#include "forcing/forcing_static.h"

#include <algorithm>

namespace sudoku::detail::forcing {

void ClosuresDeleter::operator()(const StaticClosures* closures) const { delete closures; }

namespace {

// Per cell, the "off" facts of every digit in its peers.
struct PeerOffFacts {
  std::array<FactSet, kCells> of{};
};
PeerOffFacts MakePeerOffFacts() {
  PeerOffFacts t;
  for (int cell = 0; cell < kCells; ++cell) {
    kPeerSets[cell].ForEach([&](int peer) {
      for (int digit = 1; digit <= 9; ++digit) t.of[cell].Add(FactOf(NodeOf(peer, digit), false));
    });
  }
  return t;
}
const PeerOffFacts kPeerOffFacts = MakePeerOffFacts();

}  // namespace

void StaticClosures::BuildLinks() {
  // Which facts have links of their own, from the tests below that make them: an "on" fact of
  // a cell with other candidates, or with peers holding the digit; an "off" fact of a bivalue
  // cell, or of a digit with two places in one of the cell's houses.
  std::array<uint16_t, kHouses> two_places{};
  for (int house = 0; house < kHouses; ++house) {
    for (int digit = 1; digit <= 9; ++digit) {
      if (PopCount9(view_.where[digit - 1][house]) != 2) continue;
      two_places[house] |= static_cast<uint16_t>(DigitBit(digit));
    }
  }
  size_t most = 0;
  for (int cell = 0; cell < kCells; ++cell) {
    const Mask candidates = view_.CandidatesOf(cell);
    if (candidates == 0) continue;
    most += PopCount9(candidates);
    const auto& houses = kCellHouses.house[cell];
    off_links_[cell] =
        PopCount(candidates) == 2
            ? candidates
            : static_cast<Mask>(candidates & (two_places[houses[0]] | two_places[houses[1]] |
                                              two_places[houses[2]]));
    if (PopCount9(candidates) >= 2) {
      on_links_[cell] = candidates;
    } else if (!(kPeerSets[cell] & view_.cells_of[LowestBit(candidates)]).Empty()) {
      on_links_[cell] = candidates;
    }
  }
  // Per digit, the cells whose "off" fact of it has links; the others' go to lone_off_.
  std::array<CellSet, kDigits> deep_off{};
  for (int digit = 1; digit <= 9; ++digit) {
    view_.cells_of[digit - 1].ForEach([&](int cell) {
      if (off_links_[cell] & DigitBit(digit)) {
        deep_off[digit - 1].Add(cell);
      } else {
        lone_off_[digit - 1].Add(FactOf(NodeOf(cell, digit), false));
      }
    });
  }
  // At most 20 peers and 8 other candidates from "on", 4 links from "off".
  targets_.reset(new int16_t[32 * most + 1]);
  int16_t* const targets = targets_.get();
  int n = 0;
  for (int cell = 0; cell < kCells; ++cell) {
    const Mask candidates = view_.CandidatesOf(cell);
    for (int digit = 1; digit <= 9; ++digit) {
      const int off = FactOf(NodeOf(cell, digit), false);
      const int on = off + 1;
      begin_[off] = n;
      if (!(candidates & DigitBit(digit))) {
        deep_end_[off] = begin_[on] = deep_end_[on] = n;
        continue;
      }
      // "off": the other candidate of a bivalue cell, the other place of the digit in a house
      int16_t lone[4];
      int lone_count = 0;
      const auto link_on = [&](int to_cell, int to_digit) {
        const int16_t to = static_cast<int16_t>(FactOf(NodeOf(to_cell, to_digit), true));
        if (on_links_[to_cell] & DigitBit(to_digit)) {
          targets[n++] = to;
        } else {
          lone[lone_count++] = to;
        }
      };
      if (PopCount(candidates) == 2) link_on(cell, LowestBit(candidates & ~DigitBit(digit)) + 1);
      for (int i = 0; i < 3; ++i) {
        const int house = kCellHouses.house[cell][i];
        const uint32_t places = view_.where[digit - 1][house];
        if (PopCount9(places) != 2) continue;
        const uint32_t other = places & ~(1u << kCellHouses.index[cell][i]);
        link_on(kHouseCells[house][LowestBit(other)], digit);
      }
      deep_end_[off] = n;
      for (int i = 0; i < lone_count; ++i) targets[n++] = lone[i];
      // "on": the digit off in every peer, the cell's other candidates off (those with links)
      begin_[on] = n;
      (kPeerSets[cell] & view_.cells_of[digit - 1] & deep_off[digit - 1]).ForEach([&](int peer) {
        targets[n++] = static_cast<int16_t>(FactOf(NodeOf(peer, digit), false));
      });
      const Mask deep_others = static_cast<Mask>(candidates & off_links_[cell] & ~DigitBit(digit));
      for (uint32_t m = deep_others; m; m = ClearLowestBit(m)) {
        targets[n++] = static_cast<int16_t>(FactOf(NodeOf(cell, LowestBit(m) + 1), false));
      }
      deep_end_[on] = n;
    }
  }
  begin_[kFacts] = n;
}

const FactSet& StaticClosures::LoneClosure(int fact) const {
  component_[fact] = static_cast<int16_t>(closure_.size());
  closure_.emplace_back().Add(fact);
  return closure_.back();
}

void StaticClosures::Components() {
  index_.fill(-1);
  int next_index = 0;
  std::vector<int16_t> stack;
  std::vector<Frame> calls;
  for (int cell = 0; cell < kCells; ++cell) {
    for (uint32_t m = view_.CandidatesOf(cell); m; m = ClearLowestBit(m)) {
      const int off = FactOf(NodeOf(cell, LowestBit(m) + 1), false);
      for (const int root : {off, off + 1}) {
        if (!HasLinks(root)) {
          // A fact that leads nowhere (most "off" facts): no component; the search below never
          // enters it, and a closure that reaches it takes its bit (its own set: Of).
          component_[root] = -1;
          continue;
        }
        if (index_[root] >= 0) continue;
        Search(root, next_index, stack, calls);
      }
    }
  }
}

void StaticClosures::Search(int root, int& next_index, std::vector<int16_t>& stack,
                            std::vector<Frame>& calls) {
  calls.push_back({root, begin_[root]});
  index_[root] = low_[root] = static_cast<int16_t>(next_index++);
  stack.push_back(static_cast<int16_t>(root));
  on_stack_[root] = true;
  const int16_t* const targets = targets_.get();
  while (!calls.empty()) {
    Frame& frame = calls.back();
    const int v = frame.fact;
    if (frame.link < deep_end_[v]) {
      const int w = targets[frame.link++];
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
      // Members' links lead into this component or into completed ones. A completed closure
      // holds the closure of every fact in it, so a fact with links already in this one (a
      // member, or in a closure joined before) brings nothing new.
      for (size_t k = first; k < stack.size(); ++k) {
        const int member = stack[k];
        for (int link = begin_[member]; link < deep_end_[member]; ++link) {
          const int w = targets[link];
          if (closure.Has(w)) continue;
          closure.UnionWith(closure_[component_[w]]);
        }
        for (int link = deep_end_[member]; link < LinksEnd(member); ++link) {
          closure.Add(targets[link]);
        }
        if (member & 1) {  // its links to "off" facts that lead nowhere
          const int cell = CellOfNode(member / 2);
          const int digit = DigitOfNode(member / 2);
          const FactSet& peers = kPeerOffFacts.of[cell];
          const FactSet& lone = lone_off_[digit - 1];
          for (size_t i = 0; i < closure.words.size(); ++i) {
            closure.words[i] |= peers.words[i] & lone.words[i];
          }
          for (uint32_t m = view_.CandidatesOf(cell) & ~off_links_[cell] & ~DigitBit(digit); m;
               m = ClearLowestBit(m)) {
            closure.Add(FactOf(NodeOf(cell, LowestBit(m) + 1), false));
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

}  // namespace sudoku::detail::forcing
