// Every string the page shows, one table per language. Keys are shared; {name} marks a value
// filled in by t(). The language comes from the saved choice, else navigator.language.

const STRINGS = {
  en: {
    title: 'Sudoku',
    viewPlay: 'Play',
    viewExplain: 'Explain',
    level: 'Level',
    level1: '1 · Easy',
    level2: '2 · Medium',
    level3: '3 · Hard',
    level4: '4 · Hardest',
    newPuzzle: 'New puzzle',
    language: 'Language',
    loading: 'Loading the engine…',
    engineFailed: 'The engine could not be loaded: {message}',
    boardSolution: 'Solution',
    boardPuzzle: 'Puzzle',
    boardCandidates: 'Candidates after the first pass',
    boardSolved: 'Solved',
    legendCandidates: 'red: placed by the first pass',
    legendSolved: 'red: filled in by the solver',
    stats: 'Generated in {gen} ms · solved in {solve} ms · candidate operations {ops} · saved states {saved} · backtracks {back}',
    statsClues: '{clues} givens',
    // Play view
    boardLabel: 'Sudoku board',
    enterPuzzle: 'Enter a puzzle',
    share: 'Share link',
    shareLinkLabel: 'Link to this puzzle',
    shareCopied: 'Link copied to the clipboard.',
    shareCopyManually: 'Copy the link below to share this puzzle.',
    time: 'Time',
    pause: 'Pause',
    resume: 'Resume',
    pausedNote: 'Paused',
    conflicts: 'Conflicts',
    conflictsShown: 'Shown',
    conflictsHidden: 'Hidden',
    keypad: 'Digits',
    keypadDigit: '{digit}, {left} left to place',
    erase: 'Erase',
    pencil: 'Pencil',
    pencilHelp: 'Pencil marks (P)',
    undo: 'Undo',
    redo: 'Redo',
    check: 'Check',
    keysHelp: 'Arrows or Tab move · 1–9 enter · Shift+1–9 or P for pencil marks · Backspace clears · Ctrl+Z / Ctrl+Y undo and redo',
    listSeparator: ', ',
    cellPosition: 'row {row}, column {col}',
    cellEmpty: 'empty',
    cellGiven: '{digit}, given',
    cellMarks: 'pencil marks {digits}',
    cellConflict: 'conflict',
    cellMistake: 'marked by Check',
    won: 'Solved! Your time: {time}.',
    wonAgain: 'Solved in {time}. Start a new puzzle when you are ready.',
    checkMistakes: '{count} cell(s) break a rule or differ from the solution; they are marked.',
    checkGood: 'No mistakes so far. {open} cell(s) to go.',
    checkNoConflicts: 'No rule is broken. {open} cell(s) to go.',
    puzzleNoSolution: 'This puzzle has no solution.',
    puzzleNotUnique: 'This puzzle has more than one solution; any grid that keeps the rules wins.',
    puzzleTooSlow: 'Checking this puzzle took too long; Check can only look for broken rules.',
    // Enter-a-puzzle dialog
    pasteTitle: 'Enter a puzzle',
    pasteLabel: 'Puzzle: 81 digits, with . or 0 for blanks; spaces, lines and | - + are ignored',
    pastePlay: 'Play this puzzle',
    cancel: 'Cancel',
    pasteHint: 'Paste or type a puzzle.',
    pasteBadLength: 'Not 81 cells: found {found}.',
    pasteBadChar: '{cell} is neither a digit 1–9 nor a blank.',
    pasteConflict: 'Digit {digit} appears twice in {house} ({a} and {b}).',
    pasteUnreadable: 'Not a puzzle: {message}',
    pasteChecking: '{givens} givens · counting solutions…',
    pasteUnique: 'Valid · {givens} givens · exactly one solution.',
    pasteNone: 'Readable · {givens} givens · but it has no solution.',
    pasteMultiple: 'Readable · {givens} givens · but not unique: more than one solution.',
    pasteTimeout: '{givens} givens · counting solutions took too long.',
    houseRow: 'row {n}',
    houseColumn: 'column {n}',
    houseBox: 'box {n}',
  },
  zh: {
    title: '数独',
    viewPlay: '游戏',
    viewExplain: '解析',
    level: '难度',
    level1: '1 · 简单',
    level2: '2 · 中等',
    level3: '3 · 困难',
    level4: '4 · 最难',
    newPuzzle: '新题目',
    language: '语言',
    loading: '正在加载引擎…',
    engineFailed: '无法加载引擎：{message}',
    boardSolution: '完整答案',
    boardPuzzle: '题目',
    boardCandidates: '第一轮后的候选数',
    boardSolved: '求解结果',
    legendCandidates: '红色：第一轮确定的数字',
    legendSolved: '红色：求解器填入的数字',
    stats: '生成用时 {gen} 毫秒 · 求解用时 {solve} 毫秒 · 候选数操作 {ops} 次 · 保存状态 {saved} 次 · 回溯 {back} 次',
    statsClues: '{clues} 个提示数',
    // Play view
    boardLabel: '数独棋盘',
    enterPuzzle: '输入题目',
    share: '分享链接',
    shareLinkLabel: '本题链接',
    shareCopied: '链接已复制到剪贴板。',
    shareCopyManually: '复制下面的链接即可分享本题。',
    time: '用时',
    pause: '暂停',
    resume: '继续',
    pausedNote: '已暂停',
    conflicts: '冲突',
    conflictsShown: '显示',
    conflictsHidden: '隐藏',
    keypad: '数字',
    keypadDigit: '{digit}，还可填 {left} 个',
    erase: '清除',
    pencil: '笔记',
    pencilHelp: '候选笔记（P）',
    undo: '撤销',
    redo: '重做',
    check: '检查',
    keysHelp: '方向键或 Tab 移动 · 1–9 填数 · Shift+1–9 或 P 记笔记 · Backspace 清除 · Ctrl+Z / Ctrl+Y 撤销与重做',
    listSeparator: '，',
    cellPosition: '第 {row} 行，第 {col} 列',
    cellEmpty: '空',
    cellGiven: '{digit}，题目给定',
    cellMarks: '笔记 {digits}',
    cellConflict: '冲突',
    cellMistake: '检查发现错误',
    won: '完成！用时 {time}。',
    wonAgain: '已完成，用时 {time}。准备好了就开始新题目吧。',
    checkMistakes: '有 {count} 格违反规则或与答案不符，已标出。',
    checkGood: '目前没有错误，还剩 {open} 格。',
    checkNoConflicts: '没有违反规则，还剩 {open} 格。',
    puzzleNoSolution: '此题无解。',
    puzzleNotUnique: '此题有多个解；任何符合规则的填法都算完成。',
    puzzleTooSlow: '检查此题耗时过长；“检查”只能查找违反规则之处。',
    // Enter-a-puzzle dialog
    pasteTitle: '输入题目',
    pasteLabel: '题目：81 个数字，空格用 . 或 0 表示；空白、换行和 | - + 会被忽略',
    pastePlay: '开始这道题',
    cancel: '取消',
    pasteHint: '粘贴或输入一道题目。',
    pasteBadLength: '不是 81 格：共 {found} 格。',
    pasteBadChar: '{cell} 既不是 1–9 的数字，也不是空格。',
    pasteConflict: '数字 {digit} 在{house}中出现两次（{a} 和 {b}）。',
    pasteUnreadable: '无法识别：{message}',
    pasteChecking: '{givens} 个提示数 · 正在计算解的个数…',
    pasteUnique: '有效 · {givens} 个提示数 · 唯一解。',
    pasteNone: '可以识别 · {givens} 个提示数 · 但无解。',
    pasteMultiple: '可以识别 · {givens} 个提示数 · 但解不唯一：有多个解。',
    pasteTimeout: '{givens} 个提示数 · 计算解的个数耗时过长。',
    houseRow: '第 {n} 行',
    houseColumn: '第 {n} 列',
    houseBox: '第 {n} 宫',
  },
};

export const LANGUAGES = Object.keys(STRINGS);
const STORAGE_KEY = 'sudoku.language';

function initialLanguage() {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved && STRINGS[saved]) return saved;
  } catch {
    // Storage may be blocked; the browser language still applies.
  }
  const wanted = (navigator.languages && navigator.languages[0]) || navigator.language || 'en';
  return wanted.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

let language = initialLanguage();
const listeners = new Set();

export const getLanguage = () => language;

/** Switches language, remembers it, and tells every listener to re-render its text. */
export function setLanguage(next) {
  if (!STRINGS[next] || next === language) return;
  language = next;
  try { localStorage.setItem(STORAGE_KEY, next); } catch { /* not remembered, still switched */ }
  document.documentElement.lang = next === 'zh' ? 'zh-CN' : 'en';
  for (const listener of listeners) listener(next);
}

export const onLanguageChange = (listener) => listeners.add(listener);

/** The string for `key` in the current language with {name} placeholders filled from `params`. */
export function t(key, params = {}) {
  const text = STRINGS[language][key] ?? STRINGS.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => (name in params ? String(params[name]) : `{${name}}`));
}

/** Fills every element carrying data-i18n="key" (text) or data-i18n-label="key" (aria-label). */
export function translatePage(root = document) {
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-label]')) el.setAttribute('aria-label', t(el.dataset.i18nLabel));
  for (const el of root.querySelectorAll('[data-i18n-title]')) el.title = t(el.dataset.i18nTitle);
}
