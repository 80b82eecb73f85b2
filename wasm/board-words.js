// The board element's words (sudoku-board.js) in each language its `lang` attribute takes:
// cells' accessible names, the keypad's labels and the messages. One table; `en` is the
// fallback for a language it lacks and for a word a language lacks. The words that name a cell
// (CELL_WORDS) are the page's too: its i18n.js takes them from here, so a cell is named alike in
// the page's boards and in <sudoku-board>.

/** The keys of the words that name a cell, which the page shares. */
export const CELL_WORDS = ['listSeparator', 'cellPosition', 'cellEmpty', 'cellGiven', 'cellMarks', 'cellConflict'];

export const BOARD_WORDS = {
  en: {
    board: 'Sudoku',
    listSeparator: ', ',
    cellPosition: 'row {row}, column {col}',
    cellEmpty: 'empty',
    cellGiven: '{digit}, given',
    cellMarks: 'pencil marks {digits}',
    cellConflict: 'conflict',
    cellCandidates: 'candidates {digits}',
    rowName: 'row {row}',
    pad: 'Keypad',
    erase: 'Erase',
    notes: 'Notes',
    undo: 'Undo',
    redo: 'Redo',
    loading: 'Loading the puzzle…',
    solved: 'Solved!',
    noSolution: 'This puzzle has no solution: no grid fills it by the rules.',
    error: 'No puzzle to play: {message}',
    engineError: 'The engine did not answer: {message}',
  },
  zh: {
    board: '数独',
    listSeparator: '，',
    cellPosition: '第 {row} 行，第 {col} 列',
    cellEmpty: '空',
    cellGiven: '{digit}，题目给定',
    cellMarks: '笔记 {digits}',
    cellConflict: '冲突',
    cellCandidates: '候选数 {digits}',
    rowName: '第 {row} 行',
    pad: '数字键盘',
    erase: '擦除',
    notes: '笔记',
    undo: '撤销',
    redo: '重做',
    loading: '正在载入题目…',
    solved: '完成！',
    noSolution: '这道题无解：没有符合规则的填法。',
    error: '没有可玩的题目：{message}',
    engineError: '引擎没有回应：{message}',
  },
};

/**
 * The word `key` in language `lang` (a BCP 47 tag such as 'zh-CN' uses its first part), its
 * {name} placeholders filled from `params`.
 */
export function boardWord(lang, key, params = {}) {
  const words = BOARD_WORDS[String(lang ?? '').toLowerCase().split('-')[0]] ?? BOARD_WORDS.en;
  const text = words[key] ?? BOARD_WORDS.en[key];
  return text.replace(/\{(\w+)\}/g, (_, name) => String(params[name]));
}
