// Every string the page shows, one table per language. Keys are shared; {name} marks a value
// filled in by t(). The language comes from the saved choice, else navigator.language.

const STRINGS = {
  en: {
    title: 'Sudoku',
    viewPlay: 'Play',
    viewExplain: 'Explain',
    level: 'Level',
    level1: '1 · 1–4 holes',
    level2: '2 · 2–5 holes',
    level3: '3 · 3–6 holes',
    level4: '4 · 4–7 holes',
    newPuzzle: 'New puzzle',
    language: 'Language',
    loading: 'Loading the engine…',
    engineFailed: 'The engine could not be loaded: {message}',
    engineError: 'The engine reported an error: {message}',
    boardSolution: 'Solution',
    boardPuzzle: 'Puzzle',
    boardCandidates: 'Candidates after the first pass',
    boardSolved: 'Solved',
    legendCandidates: 'red: placed by the first pass',
    legendSolved: 'red: filled in by the solver',
    statsClues: '{clues} givens',
    statsGraded: 'graded {name}, SE {score}',
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
    keypadLeft: '{left} left to place',
    erase: 'Erase',
    pencil: 'Pencil',
    pencilHelp: 'Pencil marks (P)',
    undo: 'Undo',
    redo: 'Redo',
    check: 'Check',
    keysHelp: 'Arrows or Tab move · 1–9 enter · Shift+1–9 or P for pencil marks · Backspace clears · H hint · Ctrl+Z / Ctrl+Y undo and redo',
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
    puzzleConflict: 'This puzzle breaks a rule: digit {digit} appears twice in {house} ({a} and {b}).',
    puzzleNotUnique: 'This puzzle has more than one solution; any grid that keeps the rules wins.',
    puzzleTooSlow: 'Checking this puzzle took too long, so the engine was restarted; Check can only look for broken rules.',
    puzzleComplete: 'This grid is already complete: there is nothing to fill in.',
    linkNotPuzzle: 'This link does not hold a puzzle.',
    // Enter-a-puzzle dialog
    pasteTitle: 'Enter a puzzle',
    pasteLabel: 'Puzzle: 81 digits, with . or 0 for blanks; spaces, lines and | - + are ignored',
    pastePlay: 'Play this puzzle',
    cancel: 'Cancel',
    pasteHint: 'Paste or type a puzzle.',
    pasteBadLength: 'Not 81 cells: found {found}.',
    pasteTooLong: 'Far too long to be a puzzle (81 cells).',
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
    // Graded levels (the engine's grade: hardest technique needed, on the SE scale)
    gradeOption1: '1 · Easy',
    gradeOption2: '2 · Medium',
    gradeOption3: '3 · Hard',
    gradeOption4: '4 · Expert',
    gradeOption5: '5 · Extreme',
    grade1: 'Easy',
    grade2: 'Medium',
    grade3: 'Hard',
    grade4: 'Expert',
    grade5: 'Extreme',
    gradeLine: '{name} · SE {score}',
    gradeHardest: 'Hardest technique needed: {name}',
    gradeWorking: 'Grading…',
    making: 'Making a puzzle: {name}…',
    levelNotMade: 'No {name} puzzle could be made in {tries} tries; press “New puzzle” to try again.',
    generateTooSlow: 'Making a {name} puzzle took too long, so the engine was restarted; press “New puzzle” to try again.',
    holesLevel: 'Holes per box',
    // Hints
    hint: 'Hint',
    hintApply: 'Apply hint',
    hintWorking: 'Thinking…',
    hintTitle: '{name} · SE {rating}',
    hintPressAgain: 'Press “Apply hint” (or H) to make this step; any other move dismisses it.',
    hintApplied: 'Applied: {name}.',
    hintTooSlow: 'Finding a hint took too long, so the engine was restarted; try again, or make a move first.',
    hintKind_wrongValue: 'Row {row}, column {col} conflicts with the solution. Fix it first.',
    hintKind_wrongCandidate: 'The pencil marks of row {row}, column {col} no longer hold the digit this cell needs.',
    hintKind_solved: 'The puzzle is already solved.',
    hintKind_notUnique: 'Hints need a puzzle with exactly one solution; this one has more.',
    hintKind_noSolution: 'This puzzle has no solution, so there is no hint.',
    hintKind_noLogicalStep: 'No logical step found from here; the remaining cells need trial and error.',
    cellHintWrong: 'conflicts with the solution',
    cellHintPlace: 'hint: place {digit}',
    cellHintElim: 'hint: remove {digits}',
    cellHintPattern: 'part of the hint',
    // Step slider
    stepsLabel: 'Logical steps',
    stepsWorking: 'Working out the logical steps…',
    stepsFailed: 'The logical steps could not be worked out.',
    stepsTooSlow: 'Working out the logical steps took too long for this puzzle, so the engine was restarted.',
    stepOf: 'Step {k} of {n}',
    stepsIntro: 'Above: the first pass and the search solver’s result. Move the slider to follow the {n} logical steps one by one.',
    stepsNone: 'Logic finds no step in this puzzle.',
    stepsStuck: 'Logic stops after these {n} steps; the rest needs trial and error.',
    boardCandidatesStep: 'Candidates after this step',
    legendCandidatesStep: 'red: placed by the steps',
    boardPlacedStep: 'Placed so far',
    legendPlacedStep: 'red: placed by the steps',
    // ---- Explain view tells its story (what the method does, the counters in plain words)
    explainAbout: 'The first pass writes in each empty cell the digits it could still hold, then fills every cell that has only one digit left and every digit that has only one place left in its row, column or box, over and over until nothing changes (board 3, new digits in red). If that does not finish the puzzle, the method guesses: it picks a cell with the fewest candidates, saves the grid, tries a digit, and goes back to the saved grid when the guess runs into a dead end. The line under the boards counts that work: candidates crossed out, guesses, and times it had to go back.',
    statsStory: 'Generated in {gen} ms, solved in {solve} ms. The method crossed out {ops} candidates and {guesses}.',
    storyNoGuess: 'never had to guess',
    storyGuessNoBack: 'guessed {saved} without ever going back',
    storyGuesses: 'guessed {saved}, going back {back} after a dead end',
    storyOnce: 'once',
    storyTimes: '{n} times',
  },
  zh: {
    title: '数独',
    viewPlay: '游戏',
    viewExplain: '解析',
    level: '难度',
    level1: '1 · 挖 1–4 格',
    level2: '2 · 挖 2–5 格',
    level3: '3 · 挖 3–6 格',
    level4: '4 · 挖 4–7 格',
    newPuzzle: '新题目',
    language: '语言',
    loading: '正在加载引擎…',
    engineFailed: '无法加载引擎：{message}',
    engineError: '引擎出错：{message}',
    boardSolution: '完整答案',
    boardPuzzle: '题目',
    boardCandidates: '第一轮后的候选数',
    boardSolved: '求解结果',
    legendCandidates: '红色：第一轮确定的数字',
    legendSolved: '红色：求解器填入的数字',
    statsClues: '{clues} 个提示数',
    statsGraded: '评级：{name}，SE {score}',
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
    keypadLeft: '还可填 {left} 个',
    erase: '清除',
    pencil: '笔记',
    pencilHelp: '候选笔记（P）',
    undo: '撤销',
    redo: '重做',
    check: '检查',
    keysHelp: '方向键或 Tab 移动 · 1–9 填数 · Shift+1–9 或 P 记笔记 · Backspace 清除 · H 提示 · Ctrl+Z / Ctrl+Y 撤销与重做',
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
    puzzleConflict: '此题违反规则：数字 {digit} 在{house}中出现两次（{a} 和 {b}）。',
    puzzleNotUnique: '此题有多个解；任何符合规则的填法都算完成。',
    puzzleTooSlow: '检查此题耗时过长，引擎已重新启动；“检查”只能查找违反规则之处。',
    puzzleComplete: '这个盘面已经填满，没有需要填的格子。',
    linkNotPuzzle: '这个链接里没有题目。',
    // Enter-a-puzzle dialog
    pasteTitle: '输入题目',
    pasteLabel: '题目：81 个数字，空格用 . 或 0 表示；空白、换行和 | - + 会被忽略',
    pastePlay: '开始这道题',
    cancel: '取消',
    pasteHint: '粘贴或输入一道题目。',
    pasteBadLength: '不是 81 格：共 {found} 格。',
    pasteTooLong: '内容太长，不是一道数独（81 格）。',
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
    // Graded levels
    gradeOption1: '1 · 简单',
    gradeOption2: '2 · 中等',
    gradeOption3: '3 · 困难',
    gradeOption4: '4 · 专家',
    gradeOption5: '5 · 极难',
    grade1: '简单',
    grade2: '中等',
    grade3: '困难',
    grade4: '专家',
    grade5: '极难',
    gradeLine: '{name} · SE {score}',
    gradeHardest: '所需最难技巧：{name}',
    gradeWorking: '正在评级…',
    making: '正在生成题目：{name}…',
    levelNotMade: '尝试 {tries} 次仍未生成“{name}”题目；请按“新题目”再试。',
    generateTooSlow: '生成“{name}”题目耗时过长，引擎已重新启动；请按“新题目”再试。',
    holesLevel: '每宫空格数',
    // Hints
    hint: '提示',
    hintApply: '应用提示',
    hintWorking: '思考中…',
    hintTitle: '{name} · SE {rating}',
    hintPressAgain: '按“应用提示”（或 H）执行这一步；做其他操作则取消提示。',
    hintApplied: '已应用：{name}。',
    hintTooSlow: '寻找提示耗时过长，引擎已重新启动；请再试一次，或先走一步。',
    hintKind_wrongValue: '第 {row} 行第 {col} 列与答案不符，请先改正。',
    hintKind_wrongCandidate: '第 {row} 行第 {col} 列的笔记里已经没有这一格需要的数字。',
    hintKind_solved: '这道题已经完成。',
    hintKind_notUnique: '提示只适用于唯一解的题目；这道题有多个解。',
    hintKind_noSolution: '此题无解，无法提示。',
    hintKind_noLogicalStep: '从这里找不到逻辑步骤；剩下的格子需要试填。',
    cellHintWrong: '与答案不符',
    cellHintPlace: '提示：填 {digit}',
    cellHintElim: '提示：删去 {digits}',
    cellHintPattern: '提示涉及的格子',
    // Step slider
    stepsLabel: '逻辑步骤',
    stepsWorking: '正在推算逻辑步骤…',
    stepsFailed: '无法推算逻辑步骤。',
    stepsTooSlow: '这道题推算逻辑步骤耗时过长，引擎已重新启动。',
    stepOf: '第 {k} 步，共 {n} 步',
    stepsIntro: '上方：第一轮结果与搜索求解器的答案。拖动滑块，逐步查看 {n} 个逻辑步骤。',
    stepsNone: '逻辑方法在这道题中找不到任何步骤。',
    stepsStuck: '逻辑方法在这 {n} 步之后无法继续；剩下的需要试填。',
    boardCandidatesStep: '这一步之后的候选数',
    legendCandidatesStep: '红色：逻辑步骤填入的数字',
    boardPlacedStep: '目前已填入',
    legendPlacedStep: '红色：逻辑步骤填入的数字',
    // ---- Explain view tells its story (what the method does, the counters in plain words)
    explainAbout: '第一轮先在每个空格里写上它还能填的数字，然后反复填数：某格只剩一个数字就填它，某个数字在一行、一列或一宫里只剩一个位置就填在那里，直到再也填不出新数（第 3 个棋盘，红色是新填的数）。如果这样还解不完，方法就开始猜：选一个候选数最少的格子，先把棋盘存下来，试填一个数字；一旦走进死路，就退回存下的棋盘换一个数再试。棋盘下面那行统计的就是这些工作：划掉了多少个候选数、猜了几次、退回了几次。',
    statsStory: '生成用时 {gen} 毫秒，求解用时 {solve} 毫秒。这种方法划掉了 {ops} 个候选数，{guesses}。',
    storyNoGuess: '完全不用猜',
    storyGuessNoBack: '猜了 {saved}，一次也没有退回',
    storyGuesses: '猜了 {saved}，走进死路后退回 {back}',
    storyOnce: '1 次',
    storyTimes: '{n} 次',
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

/** A house (0..26: rows, columns, boxes) in the page's language: "row 3", "第 3 行". */
export const houseText = (house) => t(house < 9 ? 'houseRow' : house < 18 ? 'houseColumn' : 'houseBox',
  { n: (house % 9) + 1 });

/** A cell (0..80) in the field's notation, the same in every language: "r3c5". */
export const cellText = (cell) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
