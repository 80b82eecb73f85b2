#include "explain/explain_phrases.h"

#include "sudoku/bits.h"

namespace sudoku::detail {
namespace {

bool IsLatin(char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// Whether the UTF-8 character starting at `text[at]` is a Han character (CJK unified
// ideographs, U+3400-U+4DBF and U+4E00-U+9FFF); full-width punctuation such as "，" and "（"
// is not.
bool IsHanAt(std::string_view text, size_t at) {
  if (at + 3 > text.size()) return false;
  const auto b0 = static_cast<unsigned char>(text[at]);
  if ((b0 & 0xF0) != 0xE0) return false;  // Han characters are three bytes in UTF-8
  const auto b1 = static_cast<unsigned char>(text[at + 1]);
  const auto b2 = static_cast<unsigned char>(text[at + 2]);
  const unsigned code = ((b0 & 0x0Fu) << 12) | ((b1 & 0x3Fu) << 6) | (b2 & 0x3Fu);
  return (code >= 0x3400 && code <= 0x4DBF) || (code >= 0x4E00 && code <= 0x9FFF);
}

// Where the last UTF-8 character of non-empty `text` starts.
size_t LastCharAt(std::string_view text) {
  size_t at = text.size() - 1;
  while (at > 0 && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80) --at;
  return at;
}

}  // namespace

std::string ZhJoin(std::initializer_list<std::string_view> pieces) {
  std::string out;
  for (const std::string_view piece : pieces) {
    if (piece.empty()) continue;
    if (!out.empty()) {
      const bool latin_then_han = IsLatin(out.back()) && IsHanAt(piece, 0);
      const bool han_then_latin = IsHanAt(out, LastCharAt(out)) && IsLatin(piece.front());
      if (latin_then_han || han_then_latin) out += ' ';
    }
    out += piece;
  }
  return out;
}

std::string NameOf(Technique technique, Language language) {
  return IsChinese(language) ? TechniqueNameZh(technique) : TechniqueName(technique);
}

std::string DigitList(Mask digits, Language language) {
  std::string out;
  for (uint32_t m = digits; m; m = ClearLowestBit(m)) {
    if (!out.empty()) out += IsChinese(language) ? "、" : ",";
    out += static_cast<char>('1' + LowestBit(m));
  }
  return out;
}

std::string CellList(const std::vector<int>& cells, Language language) {
  std::string out;
  for (const int cell : cells) {
    if (!out.empty()) out += IsChinese(language) ? "、" : ", ";
    out += CellName(cell);
  }
  return out;
}

std::string HouseList(const std::vector<int>& houses, Language language) {
  std::string out;
  for (const int house : houses) {
    if (!out.empty()) out += IsChinese(language) ? "、" : ", ";
    out += HouseName(house, language);
  }
  return out;
}

std::string HouseAt(const Step& step, size_t index, Language language) {
  return index < step.houses.size() ? HouseName(step.houses[index], language) : "";
}

std::string EffectText(const Step& step, Language language) {
  const bool zh = IsChinese(language);
  std::string out;
  for (const Placement& p : step.placements) {
    if (!out.empty()) out += zh ? "，" : ", ";
    out += zh ? ZhJoin({CellName(p.cell), "填", std::to_string(p.digit)})
              : CellName(p.cell) + " = " + std::to_string(p.digit);
  }
  if (!step.eliminations.empty()) {
    std::string removed;
    for (const Elimination& e : step.eliminations) {
      if (!removed.empty()) removed += zh ? "、" : ", ";
      removed += zh ? ZhJoin({CellName(e.cell), "的", std::to_string(e.digit)})
                    : CellName(e.cell) + " <> " + std::to_string(e.digit);
    }
    if (zh) {
      out = ZhJoin({out, out.empty() ? "删去" : "，并删去", removed});
    } else {
      out += (out.empty() ? "" : ", and ") + removed;
    }
  }
  return out;
}

std::string Sentence(const Step& step, Language language, const std::string& why) {
  const std::string name = NameOf(step.technique, language);
  const std::string effect = EffectText(step, language);
  if (IsChinese(language)) return name + "：" + ZhJoin({why, "，因此", effect}) + "。";
  return name + ": " + why + ", so " + effect + ".";
}

}  // namespace sudoku::detail
