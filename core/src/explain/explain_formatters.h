// The explanation formatters, one per family of techniques (internal; the technique registry
// names one for every technique). Each returns the whole sentence for a step of its family in
// `language`: the technique's name, the pattern in words, then what the step does.
#pragma once

#include <string>

#include "sudoku/explain.h"

namespace sudoku::detail {

// Pattern techniques (explain_patterns.cc).
std::string ExplainFullHouse(const Step& step, Language language);
std::string ExplainHiddenSingle(const Step& step, Language language);
std::string ExplainNakedSingle(const Step& step, Language language);
std::string ExplainLockedCandidates(const Step& step, Language language);  // and direct forms
std::string ExplainNakedSubset(const Step& step, Language language);
std::string ExplainHiddenSubset(const Step& step, Language language);  // and direct forms
std::string ExplainFish(const Step& step, Language language);           // basic and finned
std::string ExplainWing(const Step& step, Language language);           // XY, XYZ, W
std::string ExplainUniqueness(const Step& step, Language language);     // rectangles, loops
std::string ExplainUniqueHidden(const Step& step, Language language);   // hidden UR type 3
std::string ExplainBugPlusOne(const Step& step, Language language);
std::string ExplainBug(const Step& step, Language language);  // BUG types 2, 3 and 4
std::string ExplainAlignedPairExclusion(const Step& step, Language language);
std::string ExplainAlignedTripletExclusion(const Step& step, Language language);
std::string ExplainSingleDigitChain(const Step& step, Language language);
std::string ExplainChain(const Step& step, Language language);  // XY-chain, AIC

// Forcing chains (explain_forcing.cc).
std::string ExplainForcingChain(const Step& step, Language language);
std::string ExplainNishioForcingChain(const Step& step, Language language);
std::string ExplainCellForcingChain(const Step& step, Language language);
std::string ExplainRegionForcingChain(const Step& step, Language language);
std::string ExplainDynamicForcingChain(const Step& step, Language language);  // levels 2-4

}  // namespace sudoku::detail
