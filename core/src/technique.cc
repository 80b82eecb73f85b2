#include "sudoku/technique.h"

#include <array>
#include <cstddef>

namespace sudoku {
namespace {

struct TechniqueInfo {
  int rating;  // tenths, SE v1.2.1 scale (see technique.h)
  const char* id;
  const char* name;
  const char* name_zh;
};

// Indexed by Technique; the static_assert below keeps the table and the enum in step.
constexpr std::array<TechniqueInfo, kTechniqueCount> kInfo = {{
    {10, "fullHouse", "Full House", "唯一空格"},
    {12, "hiddenSingleBox", "Hidden Single (box)", "宫内排除"},
    {15, "hiddenSingleLine", "Hidden Single", "行列排除"},
    {17, "directPointing", "Direct Pointing", "直观宫区块"},
    {19, "directClaiming", "Direct Claiming", "直观行列区块"},
    {20, "directHiddenPair", "Direct Hidden Pair", "直观隐性数对"},
    {23, "nakedSingle", "Naked Single", "唯一余数"},
    {25, "directHiddenTriple", "Direct Hidden Triple", "直观隐性三数组"},
    {26, "pointing", "Pointing", "宫区块"},
    {28, "claiming", "Claiming", "行列区块"},
    {30, "nakedPair", "Naked Pair", "显性数对"},
    {32, "xWing", "X-Wing", "X翼"},
    {34, "hiddenPair", "Hidden Pair", "隐性数对"},
    {36, "nakedTriple", "Naked Triple", "显性三数组"},
    {38, "swordfish", "Swordfish", "剑鱼"},
    {40, "hiddenTriple", "Hidden Triple", "隐性三数组"},
    {42, "xyWing", "XY-Wing", "XY翼"},
    {44, "xyzWing", "XYZ-Wing", "XYZ翼"},
    {45, "uniqueRectangleType1", "Unique Rectangle Type 1", "唯一矩形（类型1）"},
    {45, "uniqueRectangleType2", "Unique Rectangle Type 2", "唯一矩形（类型2）"},
    {45, "uniqueRectangleType4", "Unique Rectangle Type 4", "唯一矩形（类型4）"},
    {46, "uniqueRectangleType3", "Unique Rectangle Type 3", "唯一矩形（类型3）"},
    {46, "uniqueLoop", "Unique Loop", "唯一环"},
    {50, "nakedQuad", "Naked Quad", "显性四数组"},
    {52, "jellyfish", "Jellyfish", "水母"},
    {54, "hiddenQuad", "Hidden Quad", "隐性四数组"},
    {56, "bugPlusOne", "BUG+1", "全双值坟墓+1"},
    {62, "alignedPairExclusion", "Aligned Pair Exclusion", "数对排除"},
    {40, "skyscraper", "Skyscraper", "摩天楼"},
    {41, "twoStringKite", "Two-String Kite", "双线风筝"},
    {42, "emptyRectangle", "Empty Rectangle", "空矩形"},
    {65, "finnedXWing", "Finned X-Wing", "鳍X翼"},
    {66, "finnedSwordfish", "Finned Swordfish", "鳍剑鱼"},
    {67, "finnedJellyfish", "Finned Jellyfish", "鳍水母"},
    {65, "xChain", "X-Chain", "X链"},
    {65, "simpleColouring", "Simple Colouring", "简单染色"},
    {66, "wWing", "W-Wing", "W翼"},
    {66, "xyChain", "XY-Chain", "XY链"},
    {70, "aic", "Alternating Inference Chain", "交替推理链"},
    {70, "forcingChain", "Forcing Chain", "强制链"},
    {75, "nishioForcingChain", "Nishio Forcing Chain", "归谬强制链"},
    {80, "cellForcingChain", "Cell Forcing Chain", "单元格强制链"},
    {80, "regionForcingChain", "Region Forcing Chain", "区域强制链"},
    {85, "dynamicForcingChain", "Dynamic Forcing Chain", "动态强制链"},
    {90, "dynamicForcingChainPlus", "Dynamic Forcing Chain (+)", "增强动态强制链"},
    {95, "nestedForcingChain", "Nested Forcing Chain", "嵌套强制链"},
}};
static_assert(kInfo.size() == static_cast<std::size_t>(Technique::kCount));

const TechniqueInfo& Info(Technique technique) {
  const int index = static_cast<int>(technique);
  return kInfo[index >= 0 && index < kTechniqueCount ? index : 0];
}

}  // namespace

int TechniqueBaseRating(Technique technique) { return Info(technique).rating; }
const char* TechniqueId(Technique technique) { return Info(technique).id; }
const char* TechniqueName(Technique technique) { return Info(technique).name; }
const char* TechniqueNameZh(Technique technique) { return Info(technique).name_zh; }

int ChainLengthBonus(int nodes) {
  // SE counts the chain's length beyond its two ends against thresholds that grow by x3/2 and
  // x4/3 in turn: 4, 6, 8, 12, 16, 24, 32, ... Each threshold passed adds 0.1.
  int bonus = 0;
  int threshold = 4;
  bool odd = false;
  for (const int length = nodes - 2; length > threshold; odd = !odd) {
    ++bonus;
    threshold = odd ? threshold * 4 / 3 : threshold * 3 / 2;
  }
  return bonus;
}

}  // namespace sudoku
