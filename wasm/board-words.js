// The board element's words (sudoku-board.js) in each language its `lang` attribute takes:
// cells' accessible names, the keypad's labels and the messages. One table; `en` is the
// fallback for a language it lacks and for a word a language lacks.

export const BOARD_WORDS = {
  en: {
    board: 'Sudoku',
    cellPosition: 'Row {row}, column {col}',
    cellGiven: '{digit}, given',
    cellEmpty: 'empty',
    cellMarks: 'notes {digits}',
    cellCandidates: 'candidates {digits}',
    cellConflict: 'conflict',
    pad: 'Keypad',
    erase: 'Erase',
    notes: 'Notes',
    undo: 'Undo',
    redo: 'Redo',
    loading: 'Loading the puzzle…',
    solved: 'Solved!',
    error: 'No puzzle to play: {message}',
    engineError: 'The engine did not answer: {message}',
    separator: ', ',
  },
  zh: {
    board: '数独',
    cellPosition: '第{row}行第{col}列',
    cellGiven: '{digit}，题目数字',
    cellEmpty: '空格',
    cellMarks: '笔记 {digits}',
    cellCandidates: '候选数 {digits}',
    cellConflict: '冲突',
    pad: '数字键盘',
    erase: '擦除',
    notes: '笔记',
    undo: '撤销',
    redo: '重做',
    loading: '正在载入题目…',
    solved: '完成！',
    error: '没有可玩的题目：{message}',
    engineError: '引擎没有回应：{message}',
    separator: '，',
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
