#include "from_js.h"

#include <cmath>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

#include "sudoku/parse.h"
#include "to_js.h"

namespace sudoku::wasm {
namespace {

using val = JsValue;

// A string seed is hashed to 32 bits; longer text would only be copied into the WASM heap (which
// never shrinks) to make the same kind of number.
constexpr size_t kMaxSeedLength = 1024;

constexpr const char* kLevelNames[] = {"easy", "medium", "hard", "expert", "extreme"};

// typeof only: anything more (instanceof, a property) could run a caller's proxy trap, and an
// exception thrown through the engine's frames would leave its stack unwound.
std::string TypeName(const val& value) {
  if (value.isNull()) return "null";
  return value.typeOf().as<std::string>();
}

// The UTF-8 bytes of a well-formed UTF-16 string; false at a lone surrogate, whose replacement
// character would give two different strings the same seed.
bool Utf8Of(const std::u16string& text, std::string* out) {
  for (size_t i = 0; i < text.size(); ++i) {
    uint32_t c = text[i];
    if (c >= 0xD800 && c <= 0xDFFF) {
      const bool pair = c <= 0xDBFF && i + 1 < text.size() && text[i + 1] >= 0xDC00 &&
                        text[i + 1] <= 0xDFFF;
      if (!pair) return false;
      c = 0x10000 + ((c - 0xD800) << 10) + (text[++i] - 0xDC00);
    }
    if (c < 0x80) {
      out->push_back(static_cast<char>(c));
    } else if (c < 0x800) {
      out->push_back(static_cast<char>(0xC0 | (c >> 6)));
      out->push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else if (c < 0x10000) {
      out->push_back(static_cast<char>(0xE0 | (c >> 12)));
      out->push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
      out->push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else {
      out->push_back(static_cast<char>(0xF0 | (c >> 18)));
      out->push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
      out->push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
      out->push_back(static_cast<char>(0x80 | (c & 0x3F)));
    }
  }
  return true;
}

}  // namespace

OptionsReader::OptionsReader(const val& options, const char* what)
    : options_(options), what_(what), absent_(options.isUndefined()), error_(val::undefined()) {}

void OptionsReader::RejectOthers() {
  if (!ok() || absent_) return;
  const val names = OwnKeys(options_);
  const int count = names["length"].as<int>();
  for (int i = 0; i < count; ++i) {
    const std::string name = names[i].as<std::string>();
    if (options_[name].isUndefined()) continue;  // an option set to undefined is left out
    bool known = false;
    for (int k = 0; k < read_count_; ++k) known = known || name == read_[k];
    if (known) continue;
    std::string list;
    for (int k = 0; k < read_count_; ++k) list += std::string(k == 0 ? "" : ", ") + read_[k];
    val problem = val::object();
    problem.set("code", std::string("typeError"));
    problem.set("option", name);
    problem.set("detail", "is not an option of " + std::string(what_) +
                              (list.empty() ? " (it takes none)" : " (known: " + list + ")"));
    Fail(problem);
    return;
  }
}

val OptionsReader::Explain(const Error& error) const {
  val result = ToJs(error);
  if (error.option != nullptr) {
    const val got = options_[std::string(error.option)];
    if (!got.isUndefined()) result.set("got", got);
  }
  return result;
}

std::optional<val> OptionsReader::Get(const char* name) {
  if (read_count_ < kMaxOptions) read_[read_count_++] = name;
  if (!ok() || absent_) return std::nullopt;
  val value = options_[std::string(name)];
  if (value.isUndefined()) return std::nullopt;
  return value;
}

void OptionsReader::Fail(val error) {
  if (ok()) error_ = std::move(error);
}

void OptionsReader::BadType(const char* name, const char* detail) {
  val problem = TypeErrorToJs(name, detail);
  problem.set("got", TypeName(options_[std::string(name)]));
  Fail(problem);
}

void OptionsReader::Integer(const char* name, int* out) {
  const auto value = Get(name);
  if (!value) return;
  if (!value->isNumber()) return BadType(name, "must be a number");
  const double number = value->as<double>();
  if (number != std::floor(number)) {
    Fail(Explain(BadOption(name, "must be an integer")));
    return;
  }
  // Far outside any option's range: the core's check gives the message with the real range.
  *out = number > 1e9 ? 1000000000 : number < -1e9 ? -1000000000 : static_cast<int>(number);
}

void OptionsReader::Integer64(const char* name, uint64_t low, uint64_t high, const char* detail,
                              uint64_t* out) {
  const auto value = Get(name);
  if (!value) return;
  if (!value->isNumber()) return BadType(name, "must be a number");
  const double number = value->as<double>();
  if (number != std::floor(number) || number < static_cast<double>(low) ||
      number > static_cast<double>(high)) {
    Fail(Explain(BadOption(name, detail)));
    return;
  }
  *out = static_cast<uint64_t>(number);
}

void OptionsReader::IntegerIn(const char* name, int low, int high, const char* detail, int* out) {
  const auto value = Get(name);
  if (!value) return;
  if (!value->isNumber()) return BadType(name, "must be a number");
  const double number = value->as<double>();
  if (number != std::floor(number) || number < low || number > high) {
    Fail(Explain(BadOption(name, detail)));
    return;
  }
  *out = static_cast<int>(number);
}

void OptionsReader::Boolean(const char* name, bool* out) {
  const auto value = Get(name);
  if (!value) return;
  if (!value->isTrue() && !value->isFalse()) return BadType(name, "must be true or false");
  *out = value->isTrue();
}

void OptionsReader::Milliseconds(const char* name, uint32_t* out) {
  const auto value = Get(name);
  if (!value || !value->isNumber()) return;
  // The wrapper checked the limit before the call (millisecondsOption in wasm/plain-data.js, the
  // one place the rule of a time limit is written): a number of ms above 0 and at most 2^32-1.
  // Read here rounded up, and kept in that range whatever a raw call passes.
  const double ms = value->as<double>();
  *out = ms >= 4294967295.0 ? UINT32_MAX : ms > 1 ? static_cast<uint32_t>(std::ceil(ms)) : 1;
}

void OptionsReader::Seed(const char* name, uint32_t* out) {
  const auto value = Get(name);
  if (!value) return;
  if (value->isNumber()) {
    const double number = value->as<double>();
    if (number != std::floor(number) || number < 0 || number > 4294967295.0) {
      Fail(Explain(BadOption(name, "must be an integer from 0 to 4294967295, or a string")));
      return;
    }
    *out = static_cast<uint32_t>(number);
    return;
  }
  if (!value->isString()) return BadType(name, "must be a number or a string");
  if ((*value)["length"].as<size_t>() > kMaxSeedLength) {
    Fail(Explain(BadOption(name, "may be a string of at most 1024 characters")));
    return;
  }
  std::string bytes;
  if (!Utf8Of(value->as<std::u16string>(), &bytes)) {
    Fail(Explain(BadOption(name, "must be a well-formed string (it holds a lone surrogate)")));
    return;
  }
  *out = SeedFromString(bytes);
}

void OptionsReader::Symmetry(const char* name, sudoku::Symmetry* out) {
  const auto value = Get(name);
  if (!value) return;
  if (!value->isString()) return BadType(name, "must be a string");
  if (!SymmetryFromName(value->as<std::string>(), out)) {
    Fail(Explain(BadOption(name, "must be one of none, rotational (also rotational180), "
                                 "rotational90, mirrorHorizontal, mirrorVertical, diagonal, "
                                 "antiDiagonal")));
  }
}

void OptionsReader::Level(const char* name, int* out, bool* first_steps) {
  const auto value = Get(name);
  if (!value) return;
  constexpr const char* kDetail =
      "must be 0-5 or one of first, easy, medium, hard, expert, extreme";
  if ((value->isString() && value->as<std::string>() == "first") ||
      (value->isNumber() && value->as<double>() == 0)) {
    *first_steps = true;
    return;
  }
  if (value->isString()) {
    const std::string text = value->as<std::string>();
    for (int level = 1; level <= 5; ++level) {
      if (text == kLevelNames[level - 1]) {
        *out = level;
        return;
      }
    }
    Fail(Explain(BadOption(name, kDetail)));
    return;
  }
  IntegerIn(name, 1, 5, kDetail, out);
}

void OptionsReader::Scale(const char* name, sudoku::RatingScale* out) {
  const auto value = Get(name);
  if (!value) return;
  if (!value->isString()) return BadType(name, "must be a string");
  const std::string text = value->as<std::string>();
  for (const RatingScale scale : {RatingScale::kSukaku, RatingScale::kSe}) {
    if (text == RatingScaleId(scale)) {
      *out = scale;
      return;
    }
  }
  Fail(Explain(BadOption(name, "must be sukaku or se")));
}

void OptionsReader::ScoreRange(const char* name, int* low, int* high) {
  const auto value = Get(name);
  if (!value) return;
  // Each item read once (the wrapper hands over a copy, plain data: wasm/plain-data.js). What is
  // not two numbers goes to the core's check as NaN, which it refuses as any bad range.
  const double nan = std::nan("");
  const bool pair = value->isArray() && (*value)["length"].as<double>() == 2;
  const val min = pair ? (*value)[0] : val::undefined();
  const val max = pair ? (*value)[1] : val::undefined();
  const double from = min.isNumber() ? min.as<double>() : nan;
  const double to = max.isNumber() ? max.as<double>() : nan;
  const Error error = ScoreRangeInTenths(from, to, low, high);
  if (error.status != Status::kOk) Fail(Explain(error));
}

namespace {

// Reads row I of kGenerateOptionRows by its kind (generator.h). Unrolled over the rows at
// compile time: only the names and ranges are read at run time.
template <size_t I>
void ReadGenerateOption(OptionsReader& reader, GenerateOptions& options) {
  constexpr GenerateOptionRow row = kGenerateOptionRows[I];
  constexpr OptionKind kind = row.kind;
  if constexpr (kind == OptionKind::kSize) {
    reader.Integer(row.name, &options.size);  // the core names the sizes it knows
  } else if constexpr (kind == OptionKind::kInteger) {
    reader.Integer(row.name, &(options.*row.member));
  } else if constexpr (kind == OptionKind::kIntegerIn) {
    reader.IntegerIn(row.name, static_cast<int>(row.low), static_cast<int>(row.high), row.detail,
                     &(options.*row.member));
  } else if constexpr (kind == OptionKind::kBoolean) {
    reader.Boolean(row.name, &(options.*row.flag));
  } else if constexpr (kind == OptionKind::kBudget) {
    reader.Integer64(row.name, row.low, row.high, row.detail, &options.budget);
  } else if constexpr (kind == OptionKind::kMilliseconds) {
    reader.Milliseconds(row.name, &options.time_limit_ms);
  } else if constexpr (kind == OptionKind::kSeed) {
    reader.Seed(row.name, &options.seed);
  } else if constexpr (kind == OptionKind::kSymmetry) {
    reader.Symmetry(row.name, &options.symmetry);
  } else if constexpr (kind == OptionKind::kLevel) {
    reader.Level(row.name, &options.level, &options.first_steps);
  } else if constexpr (kind == OptionKind::kScoreRange) {
    reader.ScoreRange(row.name, &options.score_min, &options.score_max);
  } else {
    static_assert(kind == OptionKind::kScale, "a kind without a reader");
    reader.Scale(row.name, &options.scale);
  }
}

template <size_t... I>
void ReadGenerateOptionRows(OptionsReader& reader, GenerateOptions& options,
                            std::index_sequence<I...>) {
  (ReadGenerateOption<I>(reader, options), ...);
}

}  // namespace

GenerateOptions ReadGenerateOptions(OptionsReader& reader, uint32_t random_seed) {
  GenerateOptions options;
  options.seed = random_seed;
  ReadGenerateOptionRows(reader, options, std::make_index_sequence<kGenerateOptionCount>());
  reader.RejectOthers();
  return options;
}

uint32_t ReadLimit(OptionsReader& reader) {
  int limit = 2;
  reader.IntegerIn("limit", 1, 1'000'000, "must be an integer from 1 to 1000000", &limit);
  return static_cast<uint32_t>(limit);
}

BatchOptions ReadBatchOptions(OptionsReader& reader) {
  BatchOptions options;
  options.limit = ReadLimit(reader);
  // Guesses: 0 leaves only the puzzles that need none.
  reader.Integer64("budget", 0, uint64_t{1} << 53,
                   "must be a whole number of guesses from 0 to 2^53", &options.guess_budget);
  reader.Milliseconds("timeLimitMs", &options.time_limit_ms);
  reader.RejectOthers();
  return options;
}

SizedGrid ReadPuzzleText(const std::string& text, bool check_rules) {
  return ParseAnySize(text, check_rules);
}

val ReadHintState(const val& state, HintRequest* request, GridShape* shape) {
  const std::string puzzle_text = state["puzzle"].as<std::string>();
  const SizedGrid puzzle = ReadPuzzleText(puzzle_text, true);
  if (puzzle.parsed.error.status != Status::kOk) {
    return ParseErrorToJs(puzzle.parsed, puzzle_text, puzzle.shape);
  }
  request->puzzle = puzzle.parsed.grid;
  *shape = puzzle.shape;
  // The player's grid may hold two equal digits: that is a mistake the hint points at, not a
  // caller error, so only its cells are read here. It is the puzzle's size or wrong.
  const std::string values_text = state["values"].as<std::string>();
  const SizedGrid values = ReadPuzzleText(values_text, false);
  ParseResult values_parsed = values.parsed;
  if (values_parsed.error.status == Status::kOk && values.shape != puzzle.shape) {
    values_parsed.error = Error{Status::kBadLength, values.shape.cells()};
  }
  if (values_parsed.error.status != Status::kOk) {
    // A wrong length is measured against the puzzle's size.
    const bool length = values_parsed.error.status == Status::kBadLength;
    val error = ParseErrorToJs(values_parsed, values_text, length ? puzzle.shape : values.shape,
                               length);
    error.set("option", std::string("values"));
    return error;
  }
  request->values = values_parsed.grid;
  const val marks = state["candidates"];
  if (marks.isUndefined()) return val::undefined();
  const int cells = puzzle.shape.cells();
  const char* const kShape = puzzle.shape.size == 4 ? "must be an array of 16 arrays of digits"
                             : puzzle.shape.size == 6 ? "must be an array of 36 arrays of digits"
                                                      : "must be an array of 81 arrays of digits";
  if (!marks.isArray() || marks["length"].as<double>() != cells) {
    return TypeErrorToJs("candidates", kShape);
  }
  const int size = puzzle.shape.size;
  const char* const kDigits = size == 4 ? "must hold only digits 1-4"
                              : size == 6 ? "must hold only digits 1-6"
                                          : "must hold only digits 1-9";
  PencilMarks mask{};
  for (int cell = 0; cell < cells; ++cell) {
    const val digits = marks[cell];
    if (!digits.isArray()) return TypeErrorToJs("candidates", kShape);
    // A longer array than 4,096 comes as its length alone (wasm/plain-data.js, MAX_ITEMS): its
    // items are holes, and reading one would look it up on Array.prototype, where another
    // script's getter may wait. It is refused by its length alone.
    const double count = digits["length"].as<double>();
    if (count > 4096) {
      val error = ToJs(BadOption("candidates", kDigits, cell), puzzle.shape);
      error.set("got", digits["length"]);
      return error;
    }
    for (int i = 0; i < count; ++i) {
      const val digit = digits[i];
      const double d = digit.isNumber() ? digit.as<double>() : 0;
      if (!(d >= 1 && d <= size && d == std::floor(d))) {
        val error = ToJs(BadOption("candidates", kDigits, cell), puzzle.shape);
        error.set("got", digit);
        return error;
      }
      mask[cell] |= DigitBit(static_cast<int>(d));
    }
  }
  request->marks = mask;
  return val::undefined();
}

}  // namespace sudoku::wasm
