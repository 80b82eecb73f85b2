// Every string the page shows, one table per language. Keys are shared; {name} marks a value
// filled in by t(). A Play button's own words (its label, what its key does) are declared with
// the button, in the module of what it does, and join these tables through addWords().
// The words that name a cell come from the package's board element (board-words.js).
// The language comes from the saved choice, else navigator.language.
import { BOARD_WORDS, CELL_WORDS } from '../board-words.js';

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
    statsClues: '{clues, plural, one {# given} other {# givens}}',
    statsGraded: 'graded {name}, SE {score}',
    // Play view
    boardLabel: 'Sudoku board',
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
    keysHelp: 'Arrows move · 1–9 enter · Shift+1–9 or P for pencil marks · F fill notes · H hint · C check · ? all keys',
    cellMistake: 'marked by Check',
    won: 'Solved! Your time: {time}.',
    wonNotSaved: 'Solved! Your time: {time}. This win could not be saved: the browser’s storage is full or blocked. Delete some games under “Games” to make room.',
    wonAgain: 'Solved in {time}. Start a new puzzle when you are ready.',
    checkMistakes: '{count, plural, one {# cell breaks a rule or differs from the solution; it is marked.} other {# cells break a rule or differ from the solution; they are marked.}}',
    checkGood: 'No mistakes so far. {open, plural, one {# cell} other {# cells}} to go.',
    checkNoConflicts: 'No rule is broken. {open, plural, one {# cell} other {# cells}} to go.',
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
    pasteChecking: '{givens, plural, one {# given} other {# givens}} · counting solutions…',
    pasteUnique: 'Valid · {givens, plural, one {# given} other {# givens}} · exactly one solution.',
    pasteNone: 'Readable · {givens, plural, one {# given} other {# givens}} · but it has no solution.',
    pasteMultiple: 'Readable · {givens, plural, one {# given} other {# givens}} · but not unique: more than one solution.',
    pasteTimeout: '{givens, plural, one {# given} other {# givens}} · counting solutions took too long.',
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
    levelNotMade: 'No {name} puzzle could be made in {tries, plural, one {# try} other {# tries}}; press “New puzzle” to try again.',
    generateTooSlow: 'Making a {name} puzzle took too long, so the engine was restarted; press “New puzzle” to try again.',
    holesLevel: 'Holes per box',
    // Hints
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
    stepsIntro: 'Above: the first pass and the search solver’s result. Move the slider to follow {n, plural, one {the # logical step} other {the # logical steps one by one}}.',
    stepsNone: 'Logic finds no step in this puzzle.',
    stepsStuck: 'Logic stops after {n, plural, one {this # step} other {these # steps}}; the rest needs trial and error.',
    boardCandidatesStep: 'Candidates after this step',
    legendCandidatesStep: 'red: placed by the steps',
    boardPlacedStep: 'Placed so far',
    legendPlacedStep: 'red: placed by the steps',
    // Notes and keys (notes.js, keyboard.js, keys-help.js)
    autoNotes: 'Auto notes',
    notesFilled: 'Notes filled with the candidates of {count, plural, one {# empty cell} other {# empty cells}}. Undo takes them back.',
    keysTitle: 'Keys',
    close: 'Close',
    keySpace: 'Space',
    keyDoesMove: 'Move the selection (from anywhere on the Play view)',
    keyDoesRowEnds: 'First or last cell of the row',
    keyDoesTab: 'Next control: the whole board is one Tab stop',
    keyDoesDigit: 'Enter the digit (a pencil mark in pencil mode)',
    keyDoesMark: 'Add or remove that centre pencil mark (the cell is one of these)',
    keyDoesErase: 'Clear the cell',
    keyDoesPencil: 'Pencil mode (centre marks) on or off; the Pencil button goes on to Corner marks',
    keyDoesDismiss: 'Let the other selected cells go; else dismiss the hint',
    keyDoesSelectMore: 'Select several cells: a digit, a pencil mark or Erase then goes into all of them, as one move',
    keyShiftClick: 'Shift/Ctrl+click',
    keyDoesCorner: 'Add or remove that corner mark (the digit is in one of these cells of the box)',
    pencilCorner: 'Corner',
    keyDrag: 'drag',
    keyDoesPause: 'Pause or resume',
    keyDoesUndo: 'Undo',
    keyDoesRedo: 'Redo',
    // ---- daily puzzle, statistics, completion ----
    dailyLabel: 'Daily puzzle · {date}',
    dailyMaking: 'Making today’s {name} puzzle…',
    dailyOpened: 'Today’s {name} puzzle, {date}.',
    dailyResumed: 'Back to today’s {name} puzzle, {date}, where you left it.',
    dailyHere: 'This is today’s {name} puzzle.',
    dailyPastMaking: 'Making the {name} puzzle of {date}…',
    dailyPastOpened: 'The {name} daily puzzle of {date}. A past day’s puzzle does not count for the streak.',
    dailyNotMade: 'Today’s {name} puzzle could not be made in {tries, plural, one {# try} other {# tries}}.',
    dailyTooSlow: 'Making today’s {name} puzzle took too long, so the engine was restarted; press “Daily” to try again.',
    statisticsTitle: 'Statistics',
    statisticsLevel: 'Level',
    statisticsPlayed: 'Played',
    statisticsSolved: 'Solved',
    statisticsBest: 'Best time',
    statisticsAverage: 'Average time',
    statisticsStreak: 'Daily streak',
    statisticsBestStreak: 'Best streak',
    statisticsRun: 'Solved in a row',
    statisticsHints: 'Hints used',
    digitFirst: 'Digit first',
    paletteSetting: 'Cell colours',
    paletteHelp: 'The nine colours of Colour mode (key O)',
    paletteStandard: 'Standard',
    paletteSafe: 'Colour-blind safe',
    digitFirstHelp: 'Tap a digit on the keypad, then each cell that takes it (tap again to clear)',
    hintsCountSetting: 'Hints count for best times',
    hintsCountHelp: 'Off: a game won with hints is counted as solved but does not set a level’s best time',
    statisticsAll: 'All levels',
    statisticsNote: 'Streaks count the days in a row with a daily puzzle solved. A daily counts for its own day when it was started that day, even if finished after midnight; a past day’s puzzle played later does not. Days are your own calendar days, so clock changes never break a streak, and a date’s puzzle is the same in every time zone. “Solved in a row” ends when a game is left unsolved for another of its level. Everything is kept in this browser only.',
    statisticsExport: 'Export',
    statisticsImport: 'Import',
    statisticsClose: 'Close',
    statisticsExported: 'The statistics were saved as a file.',
    statisticsImported: 'Records imported: {took}. Already here: {known}. Could not be read: {bad}.',
    statisticsImportRefused: 'Nothing was imported: {reason}.',
    statisticsNotJson: 'the file is not a JSON file',
    statisticsNotOurs: 'the file is not a statistics export of this page',
    statisticsNewer: 'the file comes from a newer version of this page',
    statisticsNoRecords: 'the file holds no readable record',
    doneTitle: 'Solved!',
    doneTime: 'Time: {time}',
    doneLevel: 'Level: {name}',
    doneBest: 'Best time at this level: {time}',
    doneNewBest: 'A new best time at this level!',
    doneHints: '{count, plural, one {# hint} other {# hints}} used',
    doneHintsNoBest: '{count, plural, one {# hint} other {# hints}} used: a game won with hints does not set a best time',
    doneStreak: 'Daily streak: {days, plural, one {# day} other {# days}}',
    doneRun: 'Solved in a row at this level: {count}',
    doneNew: 'New puzzle',
    doneClose: 'Close',
    // Theme switch (dark mode)
    theme: 'Theme',
    themeSystem: 'System',
    themeLight: 'Light',
    themeDark: 'Dark',
    // Hints in three levels (their words are the package's, step-words.js), chain links, board
    // labels (hint.js, hint-links.js, board-labels.js)
    hintMore: 'Next hint',
    hintLevel1: 'Hint 1 of 3 · where to look',
    hintLevel2: 'Hint 2 of 3 · the pattern',
    hintLevel3: 'Hint 3 of 3 · the result',
    hintShowPattern: 'Show the pattern',
    hintShowResult: 'Show the result',
    hintNextKeys: 'Press H or the button below for more; Escape or any move dismisses the hint.',
    hintNext: 'Tap the button below for more; any move dismisses the hint.',
    hintPressAgainTouch: 'Tap “Apply hint” to make this step; any other move dismisses it.',
    legendStrong: 'strong link: if one is false, the other is true',
    legendWeak: 'weak link: if one is true, the other is false',
    boxNumbers: 'Box numbers',
    // Saved games and mistakes (games.js, games-panel.js, mistakes.js)
    gamesTitle: 'Your games',
    gamesInProgress: 'In progress',
    gamesFinished: 'Finished',
    gamesNone: 'No games in progress.',
    gamesNoneFinished: 'No finished games yet.',
    gamesPlaying: 'playing now',
    gamesUngraded: 'Not graded',
    gamesProgress: '{filled}/{open} filled',
    gamesSolved: 'solved',
    gamesUnchecked: 'not checked yet',
    gamesStarted: 'started {date}',
    gamesFinishedOn: 'solved {date}',
    gamesDelete: 'Delete',
    gamesDeleteAsk: 'Delete this game for good?',
    gamesDeleteYes: 'Delete',
    gamesKeep: 'Keep',
    gamesClose: 'Close',
    gamesMore: 'Show more ({left} not shown yet)',
    gamesMany: '{count, plural, one {# game is} other {# games are}} in progress. None is deleted on its own: finish or delete some under “Games”.',
    linkResumed: 'This puzzle is already among your games: your progress is back.',
    pasteOnScreen: 'This is the puzzle you are playing: your progress stays as it is.',
    linkSolved: 'The grid in this link is full and already solved: there is nothing to fill in, so it was not opened as a game.',
    linkFull: 'The grid in this link is full (and breaks a rule): there is nothing to fill in, so it was not opened as a game.',
    gridFullWrong: 'The grid is full but not solved: {count, plural, one {# cell breaks a rule; it is marked.} other {# cells break a rule; they are marked.}}',
    gridFullWrongCheck: 'The grid is full but not solved: {count, plural, one {# cell breaks a rule; it is marked.} other {# cells break a rule; they are marked.}} Check also marks every digit that differs from the solution.',
    mistakeCounter: 'Count mistakes',
    mistakeCount: 'Mistakes: {count}',
    mistakeCountOf: 'Mistakes: {count}/{limit}',
    mistakeLimit: 'Mistake limit',
    mistakeLimitHelp: 'After this many wrong digits the game is over; you may go on without the limit',
    mistakeLimitOff: 'Off',
    mistakeLimitReached: '{count, plural, one {# wrong digit} other {# wrong digits}}: the limit of {limit} is reached, and this game is over. Go on without the limit, or start a new puzzle.',
    mistakeLimitContinue: 'Continue without the limit',
    mistakeLimitGone: 'The mistake limit is off for this game. Play on!',
    mistakeNoSolution: 'The solution is not known, so entries cannot be compared with it.',
    gamesNotSaved: 'This game could not be saved: the browser’s storage is full or blocked. Delete some games under “Games” to make room.',
    savedWinWrong: 'This game was saved as solved, but its grid breaks a rule ({count, plural, one {# cell} other {# cells}}, marked): it goes on as a game in progress, with your digits.',
    // ---- Explain view tells its story (what the method does, the counters in plain words)
    explainAbout: 'The first pass writes in each empty cell the digits it could still hold, then fills every cell that has only one digit left (a naked single). Each digit it fills is crossed out of the other cells of its row, column and box, which may leave another cell with one digit, and so on until no such cell is left (board 3: new digits in red, the other cells keep their candidates). Next, before any guess, the method looks for a digit that has only one place left in a row, column or box (a hidden single), fills it, and uses both rules until nothing changes. If that does not finish the puzzle, the method guesses: it picks a cell with the fewest candidates, saves the grid, tries a digit, and goes back to the saved grid when the guess runs into a dead end. The line under the boards counts that work: cells filled by each phase, candidates crossed out, guesses, and times it had to go back.',
    statsStory: 'Generated in {gen} ms, solved in {solve} ms. The first pass filled {filled, plural, one {# cell} other {# cells}} (board 3). {singles} In all the method crossed out {ops, plural, one {# candidate} other {# candidates}} and {guesses}.',
    storyNoGuess: 'never had to guess',
    storyFirstSolved: 'That solved the puzzle.',
    storyHiddenNone: 'No digit then had only one place left in a row, column or box, so nothing more could be filled before a guess.',
    storyHidden: 'Then, before any guess, {hidden, plural, one {# hidden single} other {# hidden singles}} (a digit with only one place left in a row, column or box){naked, plural, =0 {} one { and the # naked single that followed} other { and the # naked singles that followed}} filled {more, plural, one {# more cell} other {# more cells}}.',
    storyGuessNoBack: 'guessed {saved, plural, one {once} other {# times}} without ever going back',
    storyGuesses: 'guessed {saved, plural, one {once} other {# times}}, going back {back, plural, one {once} other {# times}} after a dead end',
    // ---- settings dialog ----
    settingsTitle: 'Settings',
    conflictsHelp: 'Digits that break a rule are shown in red',
    autoNotesHelp: 'A digit you place is removed from the notes of its row, column and box',
    boxNumbersHelp: 'Numbers 1–9 at each box’s top-left corner, as hints name them',
    mistakeCounterHelp: 'Beside the clock: how many digits you entered differ from the solution',
    // booklet
    bookletTitle: 'Print a booklet',
    bookletNote: 'Puzzles to print or save as a PDF, with the solutions on the last pages. The same booklet number, grid, level and count make the same booklet again.',
    bookletSize: 'Grid',
    bookletCount: 'Puzzles',
    bookletPerPage: 'On a page',
    bookletPaper: 'Paper',
    bookletLetter: 'US Letter',
    bookletSeed: 'Booklet number',
    bookletMake: 'Make the booklet',
    bookletCancel: 'Cancel',
    bookletPrint: 'Print',
    bookletClose: 'Close',
    bookletCountBad: 'Choose from 1 to {max} puzzles.',
    bookletFormBad: 'Choose a grid, a level, how many on a page and a paper from the lists.',
    bookletMaking: 'Making puzzle {done} of {count}…',
    bookletReady: 'Ready: {count, plural, one {# puzzle} other {# puzzles}} on {pages, plural, one {# page} other {# pages}}, solutions on {solutionPages, plural, one {# page} other {# pages}}. Print, or choose “Save as PDF” in the print window.',
    bookletCancelled: 'Cancelled: no booklet was made.',
    bookletFailed: 'The booklet could not be made: {message}',
    bookletStamp: 'No. {number} · {level} · seed {seed}',
    bookletStampSized: 'No. {number} · {size} × {size} · {level} · seed {seed}',
    bookletFirst: 'First steps',
    bookletSolutionStamp: 'No. {number}',
    bookletHead: 'Sudoku booklet {booklet} · page {page} of {pages}',
    bookletSolutionsHead: 'Sudoku booklet {booklet} · solutions · page {page} of {pages}',
    // kids
    explainPlay: 'Play this puzzle',
    viewKids: 'Kids',
    kidsSizeGroup: 'Grid size',
    kidsNew: 'New puzzle',
    kidsPictures: 'Pictures',
    kidsShowTime: 'Clock',
    kidsBoard: 'Puzzle',
    kidsHint: 'Help me',
    kidsMaking: 'Making a puzzle…',
    kidsOtherTab: 'This puzzle is open in another tab too: its moves are here.',
    kidsNewAsk: 'Start a new puzzle?',
    kidsNewAskText: 'This puzzle is not finished yet. A new one takes its place.',
    kidsNewKeep: 'Keep playing',
    kidsNewYes: 'New puzzle',
    kidsOtherTabNew: 'A new puzzle was started in another tab.',
    kidsSizeName: '{n} × {n}',
    kidsDoneTitle: 'You did it!',
    kidsDoneText: 'Every row, every column and every box is full. Well done on the {size} puzzle!',
    kidsDoneTime: 'Every row, every column and every box is full. You finished the {size} puzzle in {time}!',
    kidsAgain: 'Another one',
    kidsRow: 'the {nth} row from the top',
    kidsColumn: 'the {nth} column from the left',
    kidsNth1: 'first', kidsNth2: 'second', kidsNth3: 'third', kidsNth4: 'fourth', kidsNth5: 'fifth',
    kidsNth6: 'sixth', kidsNth7: 'seventh', kidsNth8: 'eighth', kidsNth9: 'ninth',
    kidsBox_top_left: 'the top-left box', kidsBox_top_middle: 'the top-middle box', kidsBox_top_right: 'the top-right box',
    kidsBox_middle_left: 'the middle-left box', kidsBox_middle_middle: 'the middle box', kidsBox_middle_right: 'the middle-right box',
    kidsBox_bottom_left: 'the bottom-left box', kidsBox_bottom_middle: 'the bottom-middle box', kidsBox_bottom_right: 'the bottom-right box',
    kidsPicture1: 'the red circle', kidsPicture2: 'the blue square', kidsPicture3: 'the green triangle',
    kidsPicture4: 'the yellow star', kidsPicture5: 'the purple heart', kidsPicture6: 'the orange diamond',
    kidsFullHouse: 'Look at {where}: only one square is empty. Which one is missing there?',
    kidsHiddenSingle: 'Look at {where}. Where can {digit} go? Only one empty square there can take it.',
    kidsNakedSingle: 'Look at the square with the ring. Its row, its column and its box already have all the others but one. Which one is left?',
    kidsHarder: 'Look at the coloured squares: one of them can be filled in.',
    kidsAnswer: 'Here it is: {digit} goes in the square with the ring. Tap it on the keypad!',
    kidsWrong: 'Oops, {digit} does not belong in the square with the ring. Erase it and try again!',
    kidsNoHelp: 'There is nothing to help with right now.',
    // ---- Explain view: the search effort (grade().effort) in plain words
    effortLine: 'Search effort {effort}: a solver that knows only singles, and guesses when they stall, needs {effort} guesses on average over 16 random tries.',
    effortNone: 'Search effort 0: singles alone solve this puzzle, so a solver that knows only singles never has to guess.',
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
    keysHelp: '方向键移动 · 1–9 填数 · Shift+1–9 或 P 记笔记 · F 填入笔记 · H 提示 · C 检查 · ? 查看全部快捷键',
    cellMistake: '检查发现错误',
    won: '完成！用时 {time}。',
    wonNotSaved: '完成！用时 {time}。这次完成无法保存：浏览器的存储空间已满或被禁用。请在“棋局”中删除一些棋局以腾出空间。',
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
    // Notes and keys (notes.js, keyboard.js, keys-help.js)
    autoNotes: '自动笔记',
    notesFilled: '已为 {count} 个空格填入候选数笔记。撤销即可还原。',
    keysTitle: '快捷键',
    close: '关闭',
    keySpace: '空格键',
    keyDoesMove: '移动选中的格子（在游戏页面任何位置都可用）',
    keyDoesRowEnds: '跳到本行第一格或最后一格',
    keyDoesTab: '跳到下一个按钮；整个棋盘只占一次 Tab',
    keyDoesDigit: '填入数字（笔记模式下为记笔记）',
    keyDoesMark: '添加或删除这个笔记',
    keyDoesErase: '清除这一格',
    keyDoesPencil: '开关笔记模式（中心标记）；笔记按钮再按一次是角标模式',
    keyDoesDismiss: '取消其他选中的格子；否则关闭提示',
    keyDoesSelectMore: '选中多个格子：数字、铅笔标记或清除会一次用到所有选中的格子',
    keyShiftClick: 'Shift/Ctrl+点击',
    keyDoesCorner: '添加或去掉这个角标（这个数字在宫内这几个格子之一）',
    pencilCorner: '角标',
    keyDrag: '拖动',
    keyDoesPause: '暂停或继续',
    keyDoesUndo: '撤销',
    keyDoesRedo: '重做',
    // ---- 每日一题、统计、完成 ----
    dailyLabel: '每日一题 · {date}',
    dailyMaking: '正在生成今天的“{name}”题目…',
    dailyOpened: '今天的“{name}”题目（{date}）。',
    dailyResumed: '回到今天的“{name}”题目（{date}），从上次停下的地方继续。',
    dailyHere: '这就是今天的“{name}”题目。',
    dailyPastMaking: '正在生成 {date} 的“{name}”题目…',
    dailyPastOpened: '{date} 的“{name}”每日一题。过去某天的题不计入连续天数。',
    dailyNotMade: '尝试 {tries} 次仍未生成今天的“{name}”题目。',
    dailyTooSlow: '生成今天的“{name}”题目耗时过长，引擎已重新启动；请按“每日一题”再试。',
    statisticsTitle: '统计',
    statisticsLevel: '难度',
    statisticsPlayed: '已玩',
    statisticsSolved: '已解',
    statisticsBest: '最佳用时',
    statisticsAverage: '平均用时',
    statisticsStreak: '每日连续',
    statisticsBestStreak: '最长连续',
    statisticsRun: '连续解出',
    statisticsHints: '提示次数',
    digitFirst: '先选数字',
    paletteSetting: '格子颜色',
    paletteHelp: '颜色模式（O 键）的九种颜色',
    paletteStandard: '标准',
    paletteSafe: '色盲友好',
    digitFirstHelp: '先点键盘上的数字，再点要填它的每个格子（再点一次清除）',
    hintsCountSetting: '提示计入最佳用时',
    hintsCountHelp: '关闭时：用了提示的对局算作解出，但不计入该难度的最佳用时',
    statisticsAll: '全部难度',
    statisticsNote: '“每日连续”是连续解出每日一题的天数。每日一题在当天开始做就算当天的，即使过了午夜才做完；之后再做过去某天的题不算。日期按你自己的日历计算，所以夏令时调整不会打断连续天数；同一天的题目在所有时区都一样。“连续解出”在某局未解完就开始同难度的另一局时中断。所有数据只保存在这个浏览器中。',
    statisticsExport: '导出',
    statisticsImport: '导入',
    statisticsClose: '关闭',
    statisticsExported: '统计数据已保存为文件。',
    statisticsImported: '已导入 {took} 条记录；{known} 条已存在，{bad} 条无法读取。',
    statisticsImportRefused: '未导入任何内容：{reason}。',
    statisticsNotJson: '该文件不是 JSON 文件',
    statisticsNotOurs: '该文件不是本页面导出的统计数据',
    statisticsNewer: '该文件来自本页面的更新版本',
    statisticsNoRecords: '该文件中没有可读取的记录',
    doneTitle: '完成！',
    doneTime: '用时：{time}',
    doneLevel: '难度：{name}',
    doneBest: '该难度最佳用时：{time}',
    doneNewBest: '刷新了该难度的最佳用时！',
    doneHints: '用了 {count} 次提示',
    doneHintsNoBest: '用了 {count} 次提示：用了提示的对局不计最佳用时',
    doneStreak: '每日连续：{days} 天',
    doneRun: '该难度连续解出：{count} 局',
    doneNew: '新题目',
    doneClose: '关闭',
    // Theme switch (dark mode)
    theme: '主题',
    themeSystem: '跟随系统',
    themeLight: '浅色',
    themeDark: '深色',
    // 三级提示（文字来自程序包的 step-words.js）、链的连线、棋盘编号（hint.js、hint-links.js、board-labels.js）
    hintMore: '下一级提示',
    hintLevel1: '提示 1/3 · 看哪里',
    hintLevel2: '提示 2/3 · 找出规律',
    hintLevel3: '提示 3/3 · 结果',
    hintShowPattern: '显示规律',
    hintShowResult: '显示结果',
    hintNextKeys: '按 H 或下方的按钮继续；按 Esc 或做其他操作则取消提示。',
    hintNext: '点下方的按钮继续；做其他操作则取消提示。',
    hintPressAgainTouch: '点“应用提示”执行这一步；做其他操作则取消提示。',
    legendStrong: '强链：一个不成立，另一个就成立',
    legendWeak: '弱链：一个成立，另一个就不成立',
    boxNumbers: '宫号',
    // 保存的棋局与错误（games.js、games-panel.js、mistakes.js）
    gamesTitle: '我的棋局',
    gamesInProgress: '进行中',
    gamesFinished: '已完成',
    gamesNone: '没有进行中的棋局。',
    gamesNoneFinished: '还没有完成的棋局。',
    gamesPlaying: '正在进行',
    gamesUngraded: '未评级',
    gamesProgress: '已填 {filled}/{open}',
    gamesSolved: '已解出',
    gamesUnchecked: '尚未检查',
    gamesStarted: '开始于 {date}',
    gamesFinishedOn: '解出于 {date}',
    gamesDelete: '删除',
    gamesDeleteAsk: '确定永久删除这局吗？',
    gamesDeleteYes: '删除',
    gamesKeep: '保留',
    gamesClose: '关闭',
    gamesMore: '显示更多（还有 {left} 局未显示）',
    gamesMany: '共有 {count} 局正在进行。棋局不会被自动删除：请在“棋局”中完成或删除一些。',
    linkResumed: '这道题已在你的棋局中：已恢复你的进度。',
    pasteOnScreen: '这就是你正在做的题：你的进度保持不变。',
    linkSolved: '这个链接里的盘面已经填满并且是正确的解：没有可填的格子，因此没有作为一局打开。',
    linkFull: '这个链接里的盘面已经填满（且违反规则）：没有可填的格子，因此没有作为一局打开。',
    gridFullWrong: '盘面已填满，但还没有解对：有 {count} 个格子违反规则，已标出。',
    gridFullWrongCheck: '盘面已填满，但还没有解对：有 {count} 个格子违反规则，已标出。点“检查”还会标出所有与答案不同的数字。',
    mistakeCounter: '统计错误',
    mistakeCount: '错误：{count}',
    mistakeCountOf: '错误：{count}/{limit}',
    mistakeLimit: '错误上限',
    mistakeLimitHelp: '填错这么多个数字后本局结束；你可以不设上限继续',
    mistakeLimitOff: '关闭',
    mistakeLimitReached: '已填错 {count} 个数字，达到 {limit} 个的上限，本局结束。可以不设上限继续，或开始新题。',
    mistakeLimitContinue: '不设上限继续',
    mistakeLimitGone: '本局已取消错误上限。继续加油！',
    mistakeNoSolution: '答案未知，无法与答案比较。',
    gamesNotSaved: '这一局无法保存：浏览器的存储空间已满或被禁用。请在“棋局”中删除一些棋局以腾出空间。',
    savedWinWrong: '这一局保存时记为已解出，但盘面违反规则（{count} 个格子，已标出）：它作为进行中的棋局继续，你填的数字都在。',
    // ---- Explain view tells its story (what the method does, the counters in plain words)
    explainAbout: '第一轮先在每个空格里写上它还能填的数字，然后填上只剩一个数字的格子（唯一余数）。每填一个数，就把它从同一行、同一列、同一宫的其他格子里划掉，这可能又让别的格子只剩一个数字，如此连锁下去，直到没有这样的格子（第 3 个棋盘：红色是新填的数，其余格子保留候选数）。接着，在猜之前，方法再找在一行、一列或一宫里只剩一个位置的数字（排除法），把它填上，两条规则轮流用，直到再也填不出新数。如果这样还解不完，方法就开始猜：选一个候选数最少的格子，先把棋盘存下来，试填一个数字；一旦走进死路，就退回存下的棋盘换一个数再试。棋盘下面那行统计的就是这些工作：每一阶段填了几个格子、划掉了多少个候选数、猜了几次、退回了几次。',
    statsStory: '生成用时 {gen} 毫秒，求解用时 {solve} 毫秒。第一轮填出 {filled} 个格子（第 3 个棋盘）。{singles}这种方法一共划掉了 {ops} 个候选数，{guesses}。',
    storyNoGuess: '完全不用猜',
    storyFirstSolved: '这就解完了整道题。',
    storyHiddenNone: '这时没有哪个数字在一行、一列或一宫里只剩一个位置，所以猜之前再也填不出新数。',
    storyHidden: '接着，在猜之前，{hidden} 个数字在一行、一列或一宫里只剩一个位置（排除法），{naked, plural, =0 {} other {填上它们后又有 # 个格子只剩一个候选数（唯一余数），}}一共又填出 {more} 个格子。',
    storyGuessNoBack: '猜了 {saved} 次，一次也没有退回',
    storyGuesses: '猜了 {saved} 次，走进死路后退回 {back} 次',
    // ---- 设置 ----
    settingsTitle: '设置',
    conflictsHelp: '违反规则的数字显示为红色',
    autoNotesHelp: '填入一个数字后，自动从同行、同列、同宫的笔记中删去它',
    boxNumbersHelp: '在每宫左上角标出宫号 1–9，与提示中的叫法一致',
    mistakeCounterHelp: '在计时器旁显示：你填入的数字中有几个与答案不同',
    // booklet
    bookletTitle: '打印题册',
    bookletNote: '可打印或存为 PDF 的一组题目，答案在最后几页。题册编号、格子大小、级别和题数相同，做出的题册也相同。',
    bookletSize: '格子',
    bookletCount: '题数',
    bookletPerPage: '每页',
    bookletPaper: '纸张',
    bookletLetter: '美式 Letter',
    bookletSeed: '题册编号',
    bookletMake: '生成题册',
    bookletCancel: '取消',
    bookletPrint: '打印',
    bookletClose: '关闭',
    bookletCountBad: '题数请选 1 到 {max}。',
    bookletFormBad: '请从列表中选择格子、级别、每页题数和纸张。',
    bookletMaking: '正在生成第 {done} 题，共 {count} 题…',
    bookletReady: '已生成：{count} 道题，共 {pages} 页，答案 {solutionPages} 页。可直接打印，或在打印窗口中选“另存为 PDF”。',
    bookletCancelled: '已取消，没有生成题册。',
    bookletFailed: '无法生成题册：{message}',
    bookletStamp: '第 {number} 题 · {level} · 种子 {seed}',
    bookletStampSized: '第 {number} 题 · {size} × {size} · {level} · 种子 {seed}',
    bookletFirst: '入门',
    bookletSolutionStamp: '第 {number} 题',
    bookletHead: '数独题册 {booklet} · 第 {page} 页，共 {pages} 页',
    bookletSolutionsHead: '数独题册 {booklet} · 答案 · 第 {page} 页，共 {pages} 页',
    // kids
    explainPlay: '玩这道题',
    viewKids: '儿童',
    kidsSizeGroup: '格子大小',
    kidsNew: '新题目',
    kidsPictures: '图案',
    kidsShowTime: '计时',
    kidsBoard: '题目',
    kidsHint: '帮帮我',
    kidsMaking: '正在出题…',
    kidsOtherTab: '这道题也在另一个标签页中打开：那里的每一步这里也有。',
    kidsNewAsk: '开始一道新题吗？',
    kidsNewAskText: '这道题还没做完。新题会替换它。',
    kidsNewKeep: '继续做这道',
    kidsNewYes: '新题目',
    kidsOtherTabNew: '另一个标签页开始了一道新题。',
    kidsSizeName: '{n} × {n}',
    kidsDoneTitle: '你做到了！',
    kidsDoneText: '每一行、每一列、每一宫都填满了。{size} 的题目完成啦，真棒！',
    kidsDoneTime: '每一行、每一列、每一宫都填满了。你用 {time} 完成了 {size} 的题目！',
    kidsAgain: '再来一题',
    kidsRow: '从上往下第{nth}行',
    kidsColumn: '从左往右第{nth}列',
    kidsNth1: '一', kidsNth2: '二', kidsNth3: '三', kidsNth4: '四', kidsNth5: '五',
    kidsNth6: '六', kidsNth7: '七', kidsNth8: '八', kidsNth9: '九',
    kidsBox_top_left: '左上角的宫', kidsBox_top_middle: '上面中间的宫', kidsBox_top_right: '右上角的宫',
    kidsBox_middle_left: '左边中间的宫', kidsBox_middle_middle: '正中间的宫', kidsBox_middle_right: '右边中间的宫',
    kidsBox_bottom_left: '左下角的宫', kidsBox_bottom_middle: '下面中间的宫', kidsBox_bottom_right: '右下角的宫',
    kidsPicture1: '红色的圆', kidsPicture2: '蓝色的方块', kidsPicture3: '绿色的三角',
    kidsPicture4: '黄色的星星', kidsPicture5: '紫色的爱心', kidsPicture6: '橙色的菱形',
    kidsFullHouse: '看看{where}：只剩一个空格了。那里还缺哪一个？',
    kidsHiddenSingle: '看看{where}。{digit}能放在哪里？那里只有一个空格放得下它。',
    kidsNakedSingle: '看看带圆圈的格子。它所在的行、列和宫里，别的都已经有了，只差一个。是哪一个？',
    kidsHarder: '看看有颜色的格子：其中有一格可以填。',
    kidsAnswer: '找到了：{digit}放在带圆圈的格子里。在下面点它吧！',
    kidsWrong: '哎呀，{digit}不应该放在带圆圈的格子里。擦掉再试一次吧！',
    kidsNoHelp: '现在没有需要帮忙的地方。',
    // ---- 演示视图：搜索难度（grade().effort）的白话说明
    effortLine: '搜索难度 {effort}：一个只会用唯一数、卡住了就猜的解法，随机试 16 遍，平均要猜 {effort} 次。',
    effortNone: '搜索难度 0：只用唯一数就能解完这道题，只会用唯一数的解法一次也不用猜。',
  },
};

export const LANGUAGES = Object.keys(STRINGS);

/**
 * Adds words declared beside the code that shows them (a control's module: play/buttons.js),
 * `{ key: { en, zh } }`, to the tables t() reads. Each key is said once: one already in the
 * tables, or a word missing a language, is an error when the module loads.
 */
export function addWords(words) {
  for (const [key, texts] of Object.entries(words)) {
    for (const lang of LANGUAGES) {
      if (key in STRINGS[lang]) throw new Error(`The word "${key}" is declared twice`);
      if (typeof texts[lang] !== 'string') throw new Error(`The word "${key}" has no ${lang} text`);
    }
    for (const lang of LANGUAGES) STRINGS[lang][key] = texts[lang];
  }
}
// The words that name a cell are the package's board element's (board-words.js), so the page's
// boards and <sudoku-board> name a cell alike.
addWords(Object.fromEntries(CELL_WORDS.map((key) => [key, Object.fromEntries(LANGUAGES.map((lang) => [lang, BOARD_WORDS[lang][key]]))])));

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

// The index of the brace closing the one at `open`, or -1.
function closingBrace(text, open) {
  for (let i = open, depth = 0; i < text.length; ++i) {
    if (text[i] === '{') ++depth;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

const PLURAL = /^(\w+),\s*plural,/;
const BRANCH = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/;

// One {…} of a message: a value ({name}) or words chosen by a number ({name, plural, …}).
function placeholder(inner, params, lang) {
  if (/^\w+$/.test(inner)) return inner in params ? String(params[inner]) : `{${inner}}`;
  const plural = PLURAL.exec(inner);
  if (!plural || !(plural[1] in params)) return `{${inner}}`;
  const n = Number(params[plural[1]]);
  const branches = new Map();
  for (let rest = inner.slice(plural[0].length); ;) {
    const branch = BRANCH.exec(rest);
    if (!branch) break;
    const open = branch[0].length - 1;
    const close = closingBrace(rest, open);
    if (close < 0) break;
    branches.set(branch[1], rest.slice(open + 1, close));
    rest = rest.slice(close + 1);
  }
  const chosen = branches.get(`=${n}`) ?? branches.get(new Intl.PluralRules(lang).select(n)) ?? branches.get('other');
  // # is the number itself; the branch may hold placeholders of its own.
  return chosen === undefined ? `{${inner}}` : format(chosen.replaceAll('#', String(params[plural[1]])), params, lang);
}

// `text` with every placeholder filled; an unclosed brace and what follows stay as they are.
function format(text, params, lang) {
  let out = '';
  for (let i = 0; i < text.length;) {
    const open = text.indexOf('{', i);
    const close = open < 0 ? -1 : closingBrace(text, open);
    if (close < 0) return out + text.slice(i);
    out += text.slice(i, open) + placeholder(text.slice(open + 1, close), params, lang);
    i = close + 1;
  }
  return out;
}

/**
 * The string for `key` in the current language with its placeholders filled from `params`:
 * {name} is params.name; {name, plural, one {# cell breaks} other {# cells break}} chooses its
 * words by the number params.name, through Intl.PluralRules of the language (an exact branch
 * such as =0 first, then the language's category, then other), with # standing for the number
 * (the form of ICU MessageFormat's plural). English has one and other; Chinese has one form, so
 * its strings need no plural placeholder.
 */
export function t(key, params = {}) {
  const lang = STRINGS[language][key] !== undefined ? language : 'en';
  const text = STRINGS[lang][key] ?? key;
  return format(text, params, lang);
}

/** Fills every element carrying data-i18n="key" (text) or data-i18n-label="key" (aria-label). */
export function translatePage(root = document) {
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  document.title = t('title');
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-label]')) el.setAttribute('aria-label', t(el.dataset.i18nLabel));
  for (const el of root.querySelectorAll('[data-i18n-title]')) el.title = t(el.dataset.i18nTitle);
}

/** A house (0..26: rows, columns, boxes) in the page's language: "row 3", "第 3 行". */
export const houseText = (house) => t(house < 9 ? 'houseRow' : house < 18 ? 'houseColumn' : 'houseBox',
  { n: (house % 9) + 1 });

/** A cell (0..80) in the field's notation, the same in every language: "r3c5". */
export const cellText = (cell) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
