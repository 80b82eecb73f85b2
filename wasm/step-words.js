// The words of a hint: one logical step (from steps() or hint()) told as a person would explain
// it, at three levels, in English or Chinese:
//
//   1 nudge    the technique and where to look: no digit, nothing removed
//   2 pattern  the reasoning: a chain as the inferences from its first node to its end, a loop
//              as a loop, a forcing chain branch by branch from each assumption, a contradiction
//              named as what it is
//   3 result   what is placed or removed, and in short why
//
// The form of the words comes from the step's data alone: the techniques() row's `inference`
// and the step's cells, houses, digits, links, placements and eliminations. There is no list of
// technique ids here, so a technique the engine adds is worded without a change to this file
// (one id is read: 'fullHouse', to tell a full house from a hidden single without candidates).
// Links are read as wasm/sudoku.d.ts ChainLink says: a strong link's to-node is true, a weak
// link's false; a path starts where a link does not go on from the one before; every path of a
// forcing step starts at an assumption. A separate module from sudoku.js (the package's
// "sudoku-wasm/words"), so that the engine's download does not carry the words.
import { SudokuError } from './errors.js';
import { onlyOptions, ownOptions } from './plain-data.js';

const LANGUAGES = ['en', 'zh'];
// Inferences whose links are several paths, each from an assumption.
const BRANCHED = new Set(['forcing', 'contradiction', 'dynamic', 'nested']);

// Each sentence in both languages, {name} filled by say(). An English sentence never starts
// with a cell name (a caller's cellName may write it in lower case), so every one starts with a
// word; a Chinese one may (Chinese has no case).
const WORDS = {
  en: {
    and: 'and',
    or: 'or',
    arrow: ' → ',
    sentenceGap: ' ',
    row: 'row {n}', column: 'column {n}', box: 'box {n}',
    rows: 'rows {n}', columns: 'columns {n}', boxes: 'boxes {n}',
    is: '{cell} is {digit}',
    isNot: '{cell} is not {digit}',
    were: '{cell} were {digit}',
    neither: '{cell} is neither {a} nor {b}',
    noneOf: '{cell} is none of {digits}',
    wereNot: '{cell} were not {digit}',
    groupIs2: 'one of {a} and {b} is {digit}',
    groupIs: 'one of {cells} is {digit}',
    groupIsNot2: 'neither {a} nor {b} is {digit}',
    groupIsNot: 'none of {cells} is {digit}',
    via: '{node} (by {name})',
    viaUnnamed: '{node} (by an inner step)',
    again: '{node} again',
    lineIf: 'If {start}: {path}.',
    lineSuppose: 'Suppose {start}: {path}.',
    lineAsAbove: 'If {start}: as above up to {node}, then {path}.',
    // Level 1
    look: 'Look at {where}.',
    lookCells: 'Look at {where}.',
    tipFullHouse: 'It has only one empty cell left.',
    tipHiddenSingle: 'One digit has only one place left there.',
    tipNakedSingle: 'Only one digit fits there.',
    tipPointing: 'In the box, one digit only fits along one line.',
    tipClaiming: 'In the line, one digit only fits inside one box.',
    tipNakedSubset: 'Some cells there hold only as many digits between them as there are cells.',
    tipHiddenSubset: 'Some digits there fit in only as many cells as there are digits.',
    tipFish: 'One digit’s places in some lines all lie in as many crossing lines.',
    tipWing: 'A few cells with few candidates leave one digit no way out.',
    tipChain: 'Follow a chain of links between candidates, from one end to the other.',
    tipLoop: 'Follow a chain of links between candidates that closes into a loop.',
    tipChainContradiction: 'Suppose one candidate there were true and follow the links: they lead back to it.',
    tipUniqueness: 'The puzzle has only one solution, so a pattern that would allow two must be avoided.',
    tipExclusion: 'Try the ways of filling these cells together: some of them break a rule.',
    tipContradiction: 'Suppose one candidate there were true and follow where it leads: to a contradiction.',
    tipBinary: 'Suppose one candidate true, then false: both ways lead to the same conclusion.',
    tipCellForcing: 'Try each candidate of the cell in turn: they all lead to the same conclusion.',
    tipRegionForcing: 'Try each place of one digit there in turn: they all lead to the same conclusion.',
    tipForcing: 'Try each possibility in turn: they all lead to the same conclusion.',
    tipPlayedOut: 'Play each out on the grid as it changes.',
    // Level 2: the easy inferences
    nakedSingle: 'Only {digit} fits in {cell}: the other {count} digits are already in its row, column or box.',
    nakedSingleMarks: 'Only {digit} fits in {cell}: every other digit is already in its row, column or box, or has been ruled out.',
    fullHouse: 'In {house}, only {cell} is still empty, so it takes the one digit missing there: {digit}.',
    hiddenSingle: 'In {house}, {digit} fits only in {cell}: every other empty cell there already sees {aDigit} in its row, column or box.',
    hiddenSingleMarks: 'In {house}, {digit} fits only in {cell}: every other empty cell there already sees {aDigit} in its row, column or box, or has had {digit} ruled out.',
    hiddenSingleOpen: 'In {house}, {digit} fits only in {cell}: no other empty cell of {house} can still hold {digit}.',
    intersection: 'In {in}, {digit} can only go in {also} ({cells}). So the {digit} of {also} must be in {in}, and the cells of {also} outside {in} cannot be {digit}.',
    intersectionInLine: 'In {in}, {digit} can only go in {also} ({cells}). So the {digit} of {also} must be in {in}, and the cells of {also} outside {in} cannot be {digit}.',
    nakedSubset: 'In {house}, the {count} cells {cells} hold only {digits} between them. Those {count} digits must fill those {count} cells, so no other cell of {house} can hold them.',
    hiddenSubset: 'In {house}, the digits {digits} fit only in {cells}. Those {count} cells must take those {count} digits, so they cannot hold any other.',
    fish: 'In {bases}, {digit} fits only in {cells}, all of them in {covers}. The {digit}s of those {count} {lines} therefore take {digit} in each of {covers}, so no other cell of {covers} can be {digit}.',
    fishFins: 'In {bases}, {digit} fits only in {cells}, all in {covers}, and in {fins} ({theFins}). If no fin is {digit}, the fish holds and no other cell of {covers} can be {digit}; if a fin is {digit}, the removed cells see it. Either way, {conclusion}.',
    wing: 'Between them, {cells} hold only {digits}. However they are filled, one of those that can be {digit}{holders} is {digit}, so a cell that sees all of those cannot be {digit}: {conclusion}.',
    holders: ' ({cells})',
    directSingle: 'That leaves {digit} one place in {house}: {cell} is {digit}.',
    directPlace: 'So {cell} is {digit}.',
    uniquenessRectangle: 'The cells {cells} lie on two rows, two columns and two boxes. Were they left with only {pair}, the two digits could swap places and the puzzle would have two solutions; it has one, so that must not happen.',
    uniquenessLoop: 'The cells {cells} form a loop, two in each of their rows, columns and boxes. Were they left with only {pair}, the two digits could swap places around the loop and the puzzle would have two solutions; it has one, so that must not happen.',
    uniquenessKeep: 'To avoid it, {conclusion}.',
    uniquenessExtra: 'To avoid it, the cells with candidates other than {pair} must take at least one of them, so {conclusion}.',
    uniquenessOne: 'Only {cell} has other candidates, so it must take one of them: {conclusion}.',
    uniquenessType2: 'To avoid it, one of {extra}, the cells with candidates other than {pair}, must take such a candidate. The only one they have is {digit}, so one of them is {digit}, and a cell that sees all of them cannot be {digit}: {conclusion}.',
    uniquenessType4: 'In {house}, {a} fits only in {c1} and {c2}, so one of them is {a}. Were the other {b}, the cells would be left with only {pair}. So {conclusion}.',
    uniquenessNaked: 'To avoid it, {c1} or {c2} must take {extrasOr}, their candidates other than {pair}: in {house} the two act as one cell holding only {extras}. With {others} that makes {count} cells holding only {digits}, so no other cell of {house} can be any of them: {conclusion}.',
    uniquenessHidden: 'To avoid it, {c1} and {c2}, the cells with other candidates, cannot both take {a} or {b}: at most one of them is {a} or {b}. They share {house}, where {digits} fit only in those two and in {others}; so {others} must take {count} of those digits and can hold no other: {conclusion}.',
    uniquenessBug: 'Unless {claim}, every empty cell would be left with exactly two candidates, each of them twice in each house: a grid like that has two solutions or none. The puzzle has one, so {conclusion}.',
    bugOneOf: 'one of {cells} is {digits}',
    bugGrave: 'Unless {claim}, every empty cell would be left with exactly two candidates, each of them twice in each house: a grid like that has two solutions or none.',
    bugType2: 'The puzzle has one, so one of them is {digit}, and a cell that sees all of them cannot be {digit}: {conclusion}.',
    bugType4: 'The puzzle has one, so one of them does. In {house}, {digit} fits only in {c1} and {c2}, so the other one is {digit}: each is {digit} or its other candidate, so {conclusion}.',
    bugType3: 'The puzzle has one, so one of them does. Their candidates beyond two are among {digits}, so in {house} they act as one cell holding only {digitsOr}. With {others} that makes {count} cells holding only {digits}, so no other cell of {house} can be any of them: {conclusion}.',
    bugBeyond: 'one of {cells} takes a candidate beyond two',
    exclusion: 'Try every way of filling {cells} together: each that puts {digit} in {target} repeats a digit in a house, or leaves a cell that sees them all with no candidate{excluders}. None is left, so {conclusion}.',
    excluders: ' ({cells})',
    exclusionPair: 'The candidates of {other} are {digits}. If {target} were {digit}, {other} could be none of them: {reasons}. So {conclusion}.',
    exclusionSame: '{digit} would repeat in {house}',
    exclusionEmpty: '{e} would leave {cell}, which holds only {pair}, with no candidate',
    // Level 2: chains
    so: 'So {conclusion}.',
    chainEnds: 'So {a} or {b}: at least one of the two is true. Either way, {conclusion}.',
    chainEndsSeen: 'So {a} or {b}: at least one of the two is true. Since {seers} {see} both, {conclusion}.',
    chainBack: 'The assumption leads to its own opposite, so it is false: {conclusion}.',
    chainBackTrue: 'Denying it leads back to it, so it is true: {conclusion}.',
    loop: 'The links close a loop through {cells}. Follow it from its first candidate, true and then false:',
    loopEnds: 'Either way, of the two ends of each weak link, one is true; a candidate that sees both ends of a weak link cannot be true.',
    // Level 2: forcing chains and contradictions
    binary: 'Either {yes} or {no}. Follow both:',
    cellForcing: 'The candidates of {cell} are {digits}, so one of them is true. Try each:',
    regionForcing: 'The {digit} of {house} must go in {cells}. Try each place:',
    forcingOther: 'At least one of these holds: {starts}. Try each:',
    contradictionIntro: 'Suppose {start}, and follow where it leads:',
    playedOut: 'Each line below is played out on the grid as it changes, with the deductions it allows.',
    bothWays: '{cell} would be {digit} and not {digit} at once: a contradiction',
    bothWaysGroup: '{node}, and also {notNode}: a contradiction',
    noCandidate: '{cell} would have no candidate left ({digits} {all} ruled out): a contradiction',
    noPlace: '{digit} would have no place left in {house} ({cells} {all} ruled out): a contradiction',
    both: 'both', all: 'all',
    contradictionThen: 'Then {why}.',
    refuted: 'So it cannot be that {start}: then {why}.',
    contradictionSo: 'So the assumption is false: {conclusion}.',
    forcingSo: 'Whichever holds, {conclusion}.',
    // Level 3
    resultPlace: 'Place {digit} in {cell}.',
    resultRemove: 'Remove {digit} from {cells}.',
    whyFullHouse: 'It is the last empty cell there.',
    whyHiddenSingle: 'It is the only place left for {digit} in {house}.',
    whyNakedSingle: 'It is the only digit the cell can still take.',
    whyIntersection: 'The {digit} of {also} is confined to {in}.',
    whyNakedSubset: '{digits} are locked in {cells}.',
    whyHiddenSubset: 'Those cells are taken by {digits}.',
    whyFish: 'The {digit}s of the fish fill {covers}.',
    whyWing: 'One cell of the wing holds the digit, and the removed candidates see every one that can.',
    whyChainEnds: 'One end of the chain is true, and the removed candidates see both ends.',
    whyChainBack: 'Were the result false, the chain would lead from there to the result itself.',
    whyLoop: 'Each weak link of the loop has one true end.',
    whyUniqueness: 'Otherwise the puzzle would have two solutions.',
    whyExclusion: 'Every way of filling the cells with it breaks a rule.',
    whyContradiction: 'Assuming the opposite leads to a contradiction.',
    whyForcing: 'Every possibility leads there.',
    whyShown: 'The pattern is marked on the board.',
    chainCells: 'A chain of strong and weak links on {digits} runs through {cells}. One of its two ends is true, and either way {conclusion}.',
  },
  zh: {
    and: '和',
    or: '或',
    arrow: ' → ',
    sentenceGap: '',
    row: '第 {n} 行', column: '第 {n} 列', box: '第 {n} 宫',
    rows: '第 {n} 行', columns: '第 {n} 列', boxes: '第 {n} 宫',
    is: '{cell} 是 {digit}',
    isNot: '{cell} 不是 {digit}',
    were: '{cell} 是 {digit}',
    neither: '{cell} 既不是 {a} 也不是 {b}',
    noneOf: '{cell} 不是 {digits} 中的任何一个',
    wereNot: '{cell} 不是 {digit}',
    groupIs2: '{a}、{b} 中有一格是 {digit}',
    groupIs: '{cells} 中有一格是 {digit}',
    groupIsNot2: '{a}、{b} 都不是 {digit}',
    groupIsNot: '{cells} 都不是 {digit}',
    via: '{node}（由{name}得出）',
    viaUnnamed: '{node}（由内层的推理得出）',
    again: '又回到 {node}',
    lineIf: '若 {start}：{path}。',
    lineSuppose: '假设 {start}：{path}。',
    lineAsAbove: '若 {start}：同上推到 {node}，然后 {path}。',
    look: '请看{where}。',
    lookCells: '请看 {where}。',
    tipFullHouse: '它只剩一个空格。',
    tipHiddenSingle: '有一个数字在这里只剩一个位置。',
    tipNakedSingle: '这一格只能填一个数字。',
    tipPointing: '在这个宫里，某个数字只能落在一条线上。',
    tipClaiming: '在这条线上，某个数字只能落在一个宫里。',
    tipNakedSubset: '这里有几个格子，它们合起来的候选数个数和格子数一样多。',
    tipHiddenSubset: '这里有几个数字，它们能填的格子数和数字个数一样多。',
    tipFish: '某个数字在几条线上的位置，全都落在同样多条交叉的线上。',
    tipWing: '几个候选数很少的格子，让某个数字无路可走。',
    tipChain: '沿着候选数之间的一串连线，从一端推到另一端。',
    tipLoop: '沿着候选数之间的一串连线推下去，它会首尾相接成环。',
    tipChainContradiction: '假设这里的某个候选数成立，沿着连线推下去：会推回到它自己。',
    tipUniqueness: '题目只有一个解，所以会导致两个解的形态必须避免。',
    tipExclusion: '把这几格一起填的各种方式都试一试：有些会违反规则。',
    tipContradiction: '假设这里的某个候选数成立，顺着推下去：会得出矛盾。',
    tipBinary: '假设某个候选数成立，再假设它不成立：两种情况得出同一个结论。',
    tipCellForcing: '逐一假设这一格的每个候选数：它们都得到同一个结论。',
    tipRegionForcing: '逐一假设某个数字在这里的每个位置：它们都得到同一个结论。',
    tipForcing: '逐一假设每种可能：它们都得到同一个结论。',
    tipPlayedOut: '每种可能都要在不断变化的盘面上推演。',
    nakedSingle: '{cell} 只能填 {digit}：其余{count}个数字已经出现在它所在的行、列或宫里。',
    nakedSingleMarks: '{cell} 只能填 {digit}：其余数字要么已经出现在它所在的行、列或宫里，要么已被排除。',
    fullHouse: '{house}只剩 {cell} 一个空格，它只能填这里缺少的数字 {digit}。',
    hiddenSingle: '在{house}中，{digit} 只能填在 {cell}：那里其他空格所在的行、列或宫里都已经有 {digit}。',
    hiddenSingleMarks: '在{house}中，{digit} 只能填在 {cell}：那里其他空格要么所在的行、列或宫里已经有 {digit}，要么已排除了 {digit}。',
    hiddenSingleOpen: '在{house}中，{digit} 只能填在 {cell}：{house}的其他空格都已不能填 {digit}。',
    intersection: '在{in}中，{digit} 只能填在{also}上（{cells}）。所以{also}的 {digit} 一定在{in}里，{also}在{in}以外的格子都不能填 {digit}。',
    intersectionInLine: '在{in}中，{digit} 只能填在{also}里（{cells}）。所以{also}的 {digit} 一定在{in}上，{also}在{in}以外的格子都不能填 {digit}。',
    nakedSubset: '在{house}中，{cells} 这{count}格合起来只有 {digits} 这几个候选数。这{count}个数字必须填在这{count}格里，所以{house}的其他格子都不能填它们。',
    hiddenSubset: '在{house}中，{digits} 只能填在 {cells}。这{count}格必须填这{count}个数字，所以不能填别的数字。',
    fish: '在{bases}中，{digit} 只能填在 {cells}，它们全都在{covers}上。所以这{count}条线上的 {digit} 占满了{covers}各自的 {digit}，{covers}的其他格子都不能填 {digit}。',
    fishFins: '在{bases}中，{digit} 只能填在 {cells}（全都在{covers}上）和鳍 {fins}。若鳍都不是 {digit}，鱼成立，{covers}的其他格子不能填 {digit}；若某个鳍是 {digit}，被删的格子能看到它。无论哪种情况，{conclusion}。',
    wing: '{cells} 合起来只有 {digits} 这几个候选数。无论怎么填，能填 {digit} 的那几格{holders}中总有一格是 {digit}，所以能同时看到它们的格子都不能填 {digit}：{conclusion}。',
    holders: '（{cells}）',
    directSingle: '这样 {digit} 在{house}中只剩一个位置：{cell} 是 {digit}。',
    directPlace: '所以 {cell} 是 {digit}。',
    uniquenessRectangle: '{cells} 这几格分布在两行、两列和两个宫里。如果它们只剩 {pair}，这两个数字就能互换位置，题目就会有两个解；题目只有一个解，所以不能出现这种情况。',
    uniquenessLoop: '{cells} 这几格连成一个环，每行、每列、每宫各有两格。如果它们只剩 {pair}，这两个数字就能沿着环互换位置，题目就会有两个解；题目只有一个解，所以不能出现这种情况。',
    uniquenessKeep: '为了避免这种情况，{conclusion}。',
    uniquenessExtra: '为了避免这种情况，有 {pair} 以外候选数的格子中至少有一格要填其中之一，所以 {conclusion}。',
    uniquenessOne: '只有 {cell} 还有别的候选数，所以它必须填其中之一：{conclusion}。',
    uniquenessType2: '为了避免这种情况，有别的候选数的 {extra} 中必有一格填别的数；它们别的候选数只有 {digit}，所以其中有一格是 {digit}，能同时看到它们的格子都不能是 {digit}：{conclusion}。',
    uniquenessType4: '在{house}中，{a} 只能填在 {c1}、{c2}，所以其中有一格是 {a}。如果另一格是 {b}，这几格就只剩 {pair}。所以 {conclusion}。',
    uniquenessNaked: '为了避免这种情况，{c1} 或 {c2} 必须填 {extrasOr}（它们 {pair} 以外的候选数）：在{house}中，这两格就像一格，只含 {extras}。加上 {others}，共{count}格只含 {digits}，所以{house}的其他格子都不能填这些数字：{conclusion}。',
    uniquenessHidden: '为了避免这种情况，有别的候选数的 {c1} 和 {c2} 不能都填 {a} 或 {b}：最多只有一格是 {a} 或 {b}。它们同在{house}，而那里 {digits} 只能填在这两格和 {others}；所以 {others} 必须填其中{count}个数字，不能填别的：{conclusion}。',
    uniquenessBug: '除非 {claim}，否则每个空格都将恰好剩两个候选数，每个候选数在每个区域里出现两次：这样的盘面要么有两个解，要么无解。题目只有一个解，所以 {conclusion}。',
    bugOneOf: '{cells} 中有一格是 {digits}',
    bugGrave: '除非 {claim}，否则每个空格都将恰好剩两个候选数，每个候选数在每个区域里出现两次：这样的盘面要么有两个解，要么无解。',
    bugType2: '题目只有一个解，所以其中有一格是 {digit}，能同时看到它们的格子都不能是 {digit}：{conclusion}。',
    bugType4: '题目只有一个解，所以其中有一格是这样。在{house}中，{digit} 只能填在 {c1}、{c2}，所以另一格是 {digit}：每格要么是 {digit}，要么是它多出的候选数，所以 {conclusion}。',
    bugType3: '题目只有一个解，所以其中有一格是这样。它们两个之外的候选数都在 {digits} 中，所以在{house}中它们就像一格，只含 {digits}。加上 {others}，共{count}格只含 {digits}，所以{house}的其他格子都不能填这些数字：{conclusion}。',
    bugBeyond: '{cells} 中有一格填两个之外的候选数',
    exclusion: '把 {cells} 一起填的每种方式都试一试：凡是在 {target} 填 {digit} 的，都会让某个区域出现重复数字，或让某个能同时看到它们的格子{excluders}没有候选数。一种都不剩，所以 {conclusion}。',
    excluders: '（{cells}）',
    exclusionPair: '{other} 的候选数是 {digits}。如果 {target} 是 {digit}，{other} 哪个都不能填：{reasons}。所以 {conclusion}。',
    exclusionSame: '{digit} 会在{house}中重复',
    exclusionEmpty: '填 {e} 会让只有 {pair} 的 {cell} 没有候选数',
    so: '因此 {conclusion}。',
    chainEnds: '所以 {a} 或 {b}：两者至少有一个成立。无论哪个成立，{conclusion}。',
    chainEndsSeen: '所以 {a} 或 {b}：两者至少有一个成立。{seers} 能同时看到这两格，所以 {conclusion}。',
    chainBack: '这个假设推出了它自己的反面，所以它不成立：{conclusion}。',
    chainBackTrue: '否定它又推回到它自己，所以它成立：{conclusion}。',
    loop: '这些连线经过 {cells} 首尾相接成环。从第一个候选数出发，先假设它成立，再假设它不成立：',
    loopEnds: '无论哪种情况，每条弱链的两端中都有一个成立；能同时看到一条弱链两端的候选数都不能成立。',
    binary: '要么 {yes}，要么 {no}。两种情况都推一推：',
    cellForcing: '{cell} 的候选数是 {digits}，其中必有一个成立。逐一试试：',
    regionForcing: '{digit} 在{house}中必须填在某一格：{cells}。逐一试试每个位置：',
    forcingOther: '以下至少有一个成立：{starts}。逐一试试：',
    contradictionIntro: '假设 {start}，顺着推下去：',
    playedOut: '下面每一行都在不断变化的盘面上推演，用上它所允许的推理。',
    bothWays: '{cell} 既是 {digit} 又不是 {digit}：矛盾',
    bothWaysGroup: '{node}，同时 {notNode}：矛盾',
    noCandidate: '{cell} 将没有任何候选数（{digits} {all}被排除）：矛盾',
    noPlace: '{digit} 在{house}中将无处可填（{cells} {all}被排除）：矛盾',
    both: '都', all: '都',
    contradictionThen: '那么 {why}。',
    refuted: '所以不可能 {start}：否则 {why}。',
    contradictionSo: '所以这个假设不成立：{conclusion}。',
    forcingSo: '无论哪种情况成立，{conclusion}。',
    resultPlace: '在 {cell} 填 {digit}。',
    resultRemove: '从 {cells} 删去 {digit}。',
    whyFullHouse: '它是那里最后一个空格。',
    whyHiddenSingle: '它是{house}中 {digit} 唯一能填的位置。',
    whyNakedSingle: '这是这一格唯一还能填的数字。',
    whyIntersection: '{also}的 {digit} 只能在{in}里。',
    whyNakedSubset: '{digits} 被锁定在 {cells} 里。',
    whyHiddenSubset: '这几格已被 {digits} 占用。',
    whyFish: '鱼的 {digit} 占满了{covers}。',
    whyWing: '这个翼上总有一格是这个数字，被删的候选数能看到所有可能是它的格子。',
    whyChainEnds: '链的两端至少有一个成立，被删的候选数能同时看到两端。',
    whyChainBack: '假如结果不成立，沿着链推下去反而会推出这个结果。',
    whyLoop: '环上每条弱链的两端都有一个成立。',
    whyUniqueness: '否则题目会有两个解。',
    whyExclusion: '把它填进去的每种方式都违反规则。',
    whyContradiction: '假设相反的情况会得出矛盾。',
    whyForcing: '每种可能都推出这个结论。',
    whyShown: '规律已在棋盘上标出。',
    chainCells: '一条关于 {digits} 的强弱链经过 {cells}。它的两端至少有一个成立，无论哪个成立，{conclusion}。',
  },
};

// Grid geometry: cells 0..N*N-1 row-major; houses rows 0..N-1, columns N..2N-1, boxes 2N..3N-1;
// boxes of boxRows x boxCols cells (2x2 on 4x4, 2 rows x 3 columns on 6x6, 3x3 on 9x9).
const GEOMETRIES = {
  4: { size: 4, boxRows: 2, boxCols: 2 },
  6: { size: 6, boxRows: 2, boxCols: 3 },
  9: { size: 9, boxRows: 3, boxCols: 3 },
};
for (const geometry of Object.values(GEOMETRIES)) {
  geometry.cellCount = geometry.size * geometry.size;
  geometry.houseCount = 3 * geometry.size;
}
// The geometry of the step being worded: set once at the entry of hintWords() and
// resultWords(), which run to the end without yielding, so one call never sees another's.
let g = GEOMETRIES[9];
const rowOf = (cell) => Math.floor(cell / g.size);
const colOf = (cell) => cell % g.size;
const boxOf = (cell) => Math.floor(rowOf(cell) / g.boxRows) * (g.size / g.boxCols) + Math.floor(colOf(cell) / g.boxCols);
const housesOf = (cell) => [rowOf(cell), g.size + colOf(cell), 2 * g.size + boxOf(cell)];
const inHouse = (cell, house) => housesOf(cell).includes(house);
const sees = (a, b) => a !== b && housesOf(a).some((h) => inHouse(b, h));
const isBox = (house) => house >= 2 * g.size;
const defaultCellName = (cell) => `r${rowOf(cell) + 1}c${colOf(cell) + 1}`;
const unique = (items) => [...new Set(items)];

/** The words of one language, with its plural rules and list joiner. */
function speaker(language, cellName, techniques) {
  const words = WORDS[language];
  const en = language === 'en';
  const plurals = new Intl.PluralRules(language);
  const say = (key, params = {}) => words[key].replace(/\{(\w+)\}/g, (_, name) => String(params[name] ?? `{${name}}`));
  // "a, b and c" (en), "a、b、c" (zh); `joiner` 'and' or 'or'.
  const list = (items, joiner = 'and') => {
    const parts = items.map(String);
    if (!en) return joiner === 'or' && parts.length > 1 ? `${parts.slice(0, -1).join('、')} ${words.or} ${parts.at(-1)}` : parts.join('、');
    return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} ${words[joiner]} ${parts.at(-1)}`;
  };
  const cell = (c) => {
    const name = cellName(c);
    if (typeof name !== 'string') throw new TypeError(`cellName must return a string; got ${name === null ? 'null' : typeof name} for cell ${c}`);
    return name;
  };
  const cells = (cs, joiner) => list(cs.map(cell), joiner);
  const kind = (h) => (h < g.size ? 'row' : h < 2 * g.size ? 'column' : 'box');
  const house = (h) => say(kind(h), { n: (h % g.size) + 1 });
  // Houses of one kind together: "rows 2, 4 and 7", "box 8 and column 3", "第 2、4、7 行".
  const houses = (hs) => {
    const groups = [];
    for (const h of hs) {
      const group = groups.find((g) => g.kind === kind(h));
      if (group) group.numbers.push((h % g.size) + 1);
      else groups.push({ kind: kind(h), numbers: [(h % g.size) + 1] });
    }
    return list(groups.map((g) => (g.numbers.length === 1 ? say(g.kind, { n: g.numbers[0] })
      : say(g.kind === 'box' ? 'boxes' : `${g.kind}s`, { n: list(g.numbers) }))));
  };
  // English article of a number as read aloud: an 8, an 11, an 18, an 80, a 5.
  const article = (n) => (/^(8|11|18)/.test(String(n)) && (String(n)[0] === '8' || String(n).length % 3 === 2) ? 'an' : 'a');
  const aDigit = (d) => (en ? `${article(d)} ${d}` : String(d));
  // A word with its plural by Intl.PluralRules: plural(3, 'line', 'lines').
  const plural = (n, one, other) => (en && plurals.select(n) === 'one' ? one : other);
  const capital = (text) => (en ? text.charAt(0).toUpperCase() + text.slice(1) : text);
  const nameOf = (id) => {
    const row = techniques?.find((r) => r.id === id);
    return row ? (en ? row.name : row.nameZh) : null;
  };
  // A technique named inside a sentence, as a person says it: its capitalised words in lower
  // case ("hidden pair", but "X-Wing"), and an article unless the name is an activity, a last
  // word in -ing ("by claiming", "by simple colouring", "by a forcing chain", "by an X-Wing").
  const inSentence = (name) => {
    if (!en) return name;
    const words = name.split(' ').map((w) => (/^[A-Z][a-z]+$/.test(w) ? w.toLowerCase() : w));
    const said = words.join(' ');
    if (/^[a-z]{5,}ing$/.test(words.at(-1))) return said;
    // "an" before a vowel sound: a vowel (not "uni-"), or a capital letter read "ef", "ex", ...
    const an = /^([aeio]|u(?!ni))/.test(said) || /^[AEFHILMNORSX](?![a-z])/.test(said);
    return `${an ? 'an' : 'a'} ${said}`;
  };
  // A count of things in words, for small counts ("the two cells", "这两格"); digits beyond.
  const NUMBER_WORDS = {
    en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
    zh: ['零', '一', '两', '三', '四', '五', '六', '七', '八', '九'],
  };
  const count = (n) => NUMBER_WORDS[language][n] ?? String(n);

  /** A node as a claim: "r1c4 is 5", "neither r1c4 nor r1c5 is 5". */
  function node({ cells: cs, digit }, truth) {
    if (cs.length === 1) return say(truth ? 'is' : 'isNot', { cell: cell(cs[0]), digit });
    if (cs.length === 2) return say(truth ? 'groupIs2' : 'groupIsNot2', { a: cell(cs[0]), b: cell(cs[1]), digit });
    return say(truth ? 'groupIs' : 'groupIsNot', { cells: cells(cs), digit });
  }

  /** A node as an assumption: "r1c4 were 5" (a group node as node() says it). */
  function supposed(n, truth) {
    return n.cells.length === 1 ? say(truth ? 'were' : 'wereNot', { cell: cell(n.cells[0]), digit: n.digit }) : node(n, truth);
  }

  /** A node reached along a path, with what proved it when an inner step did. */
  function reached(step) {
    const text = node(step.node, step.truth);
    if (!step.via) return text;
    const name = nameOf(step.via);
    if (!name) return say('viaUnnamed', { node: text });
    return say('via', { node: text, name: inSentence(name) });
  }

  return { say, list, cell, cells, house, houses, aDigit, plural, capital, count, node, supposed, reached, en, gap: words.sentenceGap };
}

// A link's two nodes: { cells, digit } (a group node's cells, else its one cell).
const fromNode = (link) => ({ cells: link.fromCells?.length ? [...link.fromCells] : [link.fromCell], digit: link.fromDigit });
const toNode = (link) => ({ cells: link.toCells?.length ? [...link.toCells] : [link.toCell], digit: link.toDigit });
const keyOf = (n) => `${n.digit}@${n.cells.join(',')}`;

/**
 * The step's links cut into paths: [{ start: { node, truth }, steps: [{ node, truth, via }] }].
 * A path starts where a link does not go on from the one before; its start is assumed true if
 * its first link is weak, false if strong or made by an inner step (a `via` link always starts
 * at a node that is false); a strong link's to-node is true, a weak one's false.
 */
function pathsOf(links) {
  const paths = [];
  let last = null;
  for (const link of links) {
    const from = fromNode(link);
    if (!last || keyOf(last) !== keyOf(from)) {
      paths.push({ start: { node: from, truth: !link.strong && !link.via }, steps: [] });
    }
    const to = toNode(link);
    paths.at(-1).steps.push({ node: to, truth: Boolean(link.strong), via: link.via || '' });
    last = to;
  }
  return paths;
}

// Whether a node reached as `truth` is the step's result: a placement reached true, an
// elimination reached false.
function concludes(step, { node, truth }) {
  if (node.cells.length !== 1) return false;
  const [cell] = node.cells;
  const list = truth ? step.placements : step.eliminations;
  return list.some((r) => r.cell === cell && r.digit === node.digit);
}

/**
 * The contradiction that the ends of one assumption's paths make, or null: the same candidate
 * reached true and false ({ kind: 'both' }), a cell whose candidates all end false ('cell'), a
 * digit whose places in a house all end false ('house'). Read from the ends alone: the engine
 * found them on its grid (the player's pencil marks, maybe), which a caller's candidates may not
 * match, and ends that are not the step's result are there only to make the contradiction.
 */
function contradictionOf(ends) {
  for (const a of ends) {
    const b = ends.find((e) => keyOf(e.node) === keyOf(a.node) && e.truth !== a.truth);
    if (b) return { kind: 'both', node: a.node };
  }
  const falseSingles = ends.filter((e) => !e.truth && e.node.cells.length === 1);
  const byCell = new Map();
  for (const e of falseSingles) {
    const [c] = e.node.cells;
    if (!byCell.has(c)) byCell.set(c, new Set());
    byCell.get(c).add(e.node.digit);
  }
  for (const [c, digits] of byCell) {
    if (digits.size >= 2) {
      return { kind: 'cell', cell: c, digits: [...digits].sort((x, y) => x - y) };
    }
  }
  const byDigit = new Map();
  for (const e of ends.filter((x) => !x.truth)) {
    if (!byDigit.has(e.node.digit)) byDigit.set(e.node.digit, new Set());
    for (const c of e.node.cells) byDigit.get(e.node.digit).add(c);
  }
  for (const [digit, set] of byDigit) {
    const cs = [...set].sort((x, y) => x - y);
    if (cs.length < 2) continue;
    const house = [...Array(g.houseCount).keys()].find((h) => cs.every((c) => inHouse(c, h)));
    if (house !== undefined) return { kind: 'house', digit, house, cells: cs };
  }
  return null;
}

/**
 * The assumptions of a branched step, in order: [{ start, paths, contradiction }], and its form:
 * 'contradiction' (one assumption refuted), 'binary' (a candidate true and false), 'cell' (each
 * candidate of a cell), 'region' (each place of a digit in a house) or 'other'.
 */
function branchesOf(step) {
  const assumptions = [];
  for (const path of pathsOf(step.links)) {
    const key = `${keyOf(path.start.node)}=${path.start.truth}`;
    let a = assumptions.find((x) => x.key === key);
    if (!a) assumptions.push(a = { key, start: path.start, paths: [] });
    a.paths.push(path);
  }
  for (const a of assumptions) {
    const ends = a.paths.map((p) => p.steps.at(-1));
    a.contradiction = ends.every((e) => concludes(step, e)) ? null : contradictionOf(ends);
  }
  const starts = assumptions.map((a) => a.start);
  const single = starts.every((s) => s.node.cells.length === 1);
  let form = 'other';
  let house = -1;
  if (assumptions.length === 1 && assumptions[0].contradiction) form = 'contradiction';
  else if (starts.length === 2 && keyOf(starts[0].node) === keyOf(starts[1].node) && starts[0].truth !== starts[1].truth) form = 'binary';
  else if (single && starts.length >= 2 && starts.every((s) => s.truth)) {
    const cellsOf = unique(starts.map((s) => s.node.cells[0]));
    const digits = unique(starts.map((s) => s.node.digit));
    if (cellsOf.length === 1 && digits.length === starts.length) form = 'cell';
    else if (digits.length === 1 && cellsOf.length === starts.length) {
      const known = step.houses.find((h) => cellsOf.every((c) => inHouse(c, h)));
      house = known ?? [...Array(g.houseCount).keys()].find((h) => cellsOf.every((c) => inHouse(c, h))) ?? -1;
      if (house >= 0) form = 'region';
    }
  }
  return { assumptions, form, house };
}

// The step's result as claims: "r5c2 is not 7", "r4c5 is 3", "r9c3 is neither 1 nor 3".
function conclusionOf(step, s) {
  const byCell = new Map();
  for (const { cell, digit } of step.eliminations) {
    if (!byCell.has(cell)) byCell.set(cell, []);
    byCell.get(cell).push(digit);
  }
  const claims = [
    ...step.placements.map(({ cell, digit }) => s.node({ cells: [cell], digit }, true)),
    ...[...byCell].map(([cell, digits]) => (digits.length === 1 ? s.node({ cells: [cell], digit: digits[0] }, false)
      : digits.length === 2 ? s.say('neither', { cell: s.cell(cell), a: digits[0], b: digits[1] })
        : s.say('noneOf', { cell: s.cell(cell), digits: s.list(digits) }))),
  ];
  return s.list(claims);
}

function contradictionText(c, s) {
  if (c.kind === 'both' && c.node.cells.length === 1) return s.say('bothWays', { cell: s.cell(c.node.cells[0]), digit: c.node.digit });
  if (c.kind === 'both') return s.say('bothWaysGroup', { node: s.node(c.node, true), notNode: s.node(c.node, false) });
  const all = s.say(Math.max(c.digits?.length ?? 0, c.cells?.length ?? 0) === 2 ? 'both' : 'all');
  if (c.kind === 'cell') return s.say('noCandidate', { cell: s.cell(c.cell), digits: s.list(c.digits), all });
  return s.say('noPlace', { digit: c.digit, house: s.house(c.house), cells: s.cells(c.cells), all });
}

// How many first steps two paths of one assumption share.
function sharedSteps(a, b) {
  let n = 0;
  while (n < a.steps.length - 1 && n < b.steps.length - 1 && keyOf(a.steps[n].node) === keyOf(b.steps[n].node)
    && a.steps[n].truth === b.steps[n].truth) ++n;
  return n;
}

// The lines of one assumption's paths. A path that repeats two or more first steps of an
// earlier one says so instead of repeating them (the most it can): "If r3c6 is 6: as above up
// to r1c1 is 6, then ...".
function assumptionLines(paths, s) {
  return paths.map((path, i) => {
    const shared = Math.max(0, ...paths.slice(0, i).map((earlier) => sharedSteps(earlier, path)));
    if (shared < 2) return pathLine(path, s);
    return s.say('lineAsAbove', {
      start: s.node(path.start.node, path.start.truth),
      node: s.reached(path.steps[shared - 1]),
      path: path.steps.slice(shared).map((x) => s.reached(x)).join(s.say('arrow')),
    });
  });
}

// One line of a path: "If r1c2 is 2: r9c2 is not 2 → r9c2 is 7 → r5c2 is not 7."
function pathLine(path, s, key = 'lineIf') {
  const start = (key === 'lineSuppose' ? s.supposed : s.node)(path.start.node, path.start.truth);
  return s.say(key, { start, path: path.steps.map((x) => s.reached(x)).join(s.say('arrow')) });
}

/** The words of a branched step (forcing, contradiction, dynamic, nested), at levels 1-3. */
function branchedWords(step, row, level, s) {
  const { assumptions, form, house } = branchesOf(step);
  const dynamic = row && (row.inference === 'dynamic' || row.inference === 'nested');
  if (level === 1) {
    const tip = { contradiction: 'tipContradiction', binary: 'tipBinary', cell: 'tipCellForcing', region: 'tipRegionForcing' }[form] ?? 'tipForcing';
    return [s.say(tip), ...(dynamic ? [s.say('tipPlayedOut')] : [])];
  }
  const conclusion = conclusionOf(step, s);
  if (level === 3) return { why: s.say(form === 'contradiction' ? 'whyContradiction' : 'whyForcing') };
  const paragraphs = [];
  const lines = [];
  const closing = [];
  if (form === 'contradiction') {
    const [a] = assumptions;
    paragraphs.push(s.say('contradictionIntro', { start: s.supposed(a.start.node, a.start.truth) }));
    lines.push(...assumptionLines(a.paths, s));
    closing.push(s.say('contradictionThen', { why: contradictionText(a.contradiction, s) }), s.say('contradictionSo', { conclusion }));
  } else {
    const starts = assumptions.map((a) => a.start);
    if (form === 'binary') {
      const node = starts[0].node;
      paragraphs.push(s.capital(s.say('binary', { yes: s.node(node, true), no: s.node(node, false) })));
    } else if (form === 'cell') {
      paragraphs.push(s.say('cellForcing', { cell: s.cell(starts[0].node.cells[0]), digits: s.list(starts.map((x) => x.node.digit).sort((x, y) => x - y)) }));
    } else if (form === 'region') {
      paragraphs.push(s.capital(s.say('regionForcing', { digit: starts[0].node.digit, house: s.house(house), cells: s.cells(starts.map((x) => x.node.cells[0]), 'or') })));
    } else {
      paragraphs.push(s.say('forcingOther', { starts: s.list(starts.map((x) => s.node(x.node, x.truth)), 'or') }));
    }
    for (const a of assumptions) lines.push(...assumptionLines(a.paths, s));
    for (const a of assumptions.filter((x) => x.contradiction)) {
      closing.push(s.say('refuted', { start: s.node(a.start.node, a.start.truth), why: contradictionText(a.contradiction, s) }));
    }
    closing.push(s.capital(s.say('forcingSo', { conclusion })));
  }
  // Said before the sentence that introduces the lines.
  if (dynamic) paragraphs.unshift(s.say('playedOut'));
  return { paragraphs, lines, closing };
}

/**
 * How a one-path chain reads: 'back' (it starts from a candidate assumed true and comes back to
 * it as false: the candidate is false), 'backTrue' (the reverse: it is true), 'loop' (it closes
 * on itself with the links alternating all round), or 'ends' (open: one of its ends is true).
 */
function chainForm(path) {
  const end = path.steps.at(-1);
  if (keyOf(end.node) !== keyOf(path.start.node)) return 'ends';
  if (path.start.truth && !end.truth) return 'back';
  if (!path.start.truth && end.truth) return 'backTrue';
  return 'loop';
}

/** The words of a step with one chain of links, at levels 1-3. */
function chainWords(step, level, s) {
  const paths = pathsOf(step.links);
  const path = paths[0];
  const form = paths.length === 1 ? chainForm(path) : 'ends';
  if (level === 1) return [s.say(form === 'loop' ? 'tipLoop' : form === 'ends' ? 'tipChain' : 'tipChainContradiction')];
  if (level === 3) return { why: s.say({ loop: 'whyLoop', ends: 'whyChainEnds' }[form] ?? 'whyChainBack') };
  const conclusion = conclusionOf(step, s);
  const lines = [];
  const closing = [];
  const paragraphs = [];
  if (form === 'back' || form === 'backTrue') {
    lines.push(pathLine(path, s, 'lineSuppose'));
    closing.push(s.say(form === 'back' ? 'chainBack' : 'chainBackTrue', { conclusion }));
  } else if (form === 'loop') {
    const loopCells = unique([path.start, ...path.steps].flatMap((x) => x.node.cells));
    paragraphs.push(s.say('loop', { cells: s.cells(loopCells) }));
    // Read forwards from the start as it is assumed, then backwards from its opposite.
    const forwards = { ...path, steps: [...path.steps.slice(0, -1), { ...path.steps.at(-1), again: true }] };
    lines.push(s.say('lineIf', {
      start: s.node(path.start.node, path.start.truth),
      path: forwards.steps.map((x) => (x.again ? s.say('again', { node: s.reached(x) }) : s.reached(x))).join(s.say('arrow')),
    }));
    const nodes = [path.start, ...path.steps];
    const back = nodes.slice(0, -1).reverse().map((x) => ({ ...x, truth: !x.truth }));
    lines.push(s.say('lineIf', {
      start: s.node(path.start.node, !path.start.truth),
      path: back.map((x, i) => (i === back.length - 1 ? s.say('again', { node: s.node(x.node, x.truth) }) : s.node(x.node, x.truth))).join(s.say('arrow')),
    }));
    closing.push(s.say('loopEnds'), s.say('so', { conclusion }));
  } else {
    for (const p of paths) lines.push(pathLine(p, s));
    const first = paths[0].start;
    const last = paths.at(-1).steps.at(-1);
    const a = s.node(first.node, !first.truth);
    const b = s.node(last.node, last.truth);
    // The removed cells that see both ends (same digit), named.
    const ends = [...first.node.cells, ...last.node.cells];
    const seers = first.node.digit === last.node.digit
      ? unique(step.eliminations.filter((e) => e.digit === first.node.digit && ends.every((c) => sees(e.cell, c))).map((e) => e.cell))
      : [];
    closing.push(seers.length
      ? s.say('chainEndsSeen', { a, b, seers: s.cells(seers), see: s.plural(seers.length, 'sees', 'see'), conclusion })
      : s.say('chainEnds', { a, b, conclusion }));
  }
  return { paragraphs, lines, closing };
}

const digitsOfGrid = () => Array.from({ length: g.size }, (_, i) => i + 1);
// The empty cells of `house` (with candidates), in order.
const cellsOfHouse = (house, candidates) => [...Array(g.cellCount).keys()].filter((c) => inHouse(c, house) && candidates[c]?.length);
// The sets of `k` items of `items`, in order.
function choose(items, k) {
  if (k === 0) return [[]];
  const out = [];
  items.forEach((item, i) => { for (const rest of choose(items.slice(i + 1), k - 1)) out.push([item, ...rest]); });
  return out;
}

/**
 * A unique rectangle's or loop's argument, from its cells, houses, digits and (when known) the
 * grid's candidates: the loop's two digits are those every one of its cells holds, the cells
 * with others are its "extra" cells. The type shows in the step: eliminations inside the loop
 * of its digits (one extra cell: type 1; a house where one digit is locked to two extra cells:
 * type 4), a digit every extra cell holds removed from the cells that see them all (type 2), a
 * house where the extra cells, as one cell, make a naked set with other cells (type 3) or leave
 * a hidden set to others (hidden type 3).
 */
function uniquenessLoopWords(step, s, candidates, conclusion) {
  const loop = step.cells;
  const known = candidates && loop.every((c) => candidates[c]?.length);
  let pair = step.digits.slice(0, 2);
  if (known) {
    const common = digitsOfGrid().filter((d) => loop.every((c) => candidates[c].includes(d)));
    if (common.length === 2) pair = common;
  }
  const params = { cells: s.cells(loop), pair: s.list(pair), conclusion };
  const intro = s.say(loop.length === 4 ? 'uniquenessRectangle' : 'uniquenessLoop', params);
  const extra = known ? loop.filter((c) => candidates[c].some((d) => !pair.includes(d))) : [];
  const elimCells = unique(step.eliminations.map((e) => e.cell));
  const elimDigits = unique(step.eliminations.map((e) => e.digit));
  const inLoop = elimCells.every((c) => loop.includes(c));
  const house = step.houses[0];
  let argument = null;
  if (inLoop && elimDigits.every((d) => pair.includes(d)) && elimCells.length === 1) {
    argument = s.say('uniquenessOne', { cell: s.cell(elimCells[0]), conclusion });
  } else if (inLoop && house !== undefined && elimDigits.length === 1 && elimCells.length === 2 && pair.includes(elimDigits[0])) {
    const b = elimDigits[0];
    const a = pair.find((d) => d !== b);
    argument = s.say('uniquenessType4', { house: s.house(house), a, b, c1: s.cell(elimCells[0]), c2: s.cell(elimCells[1]), pair: s.list(pair), conclusion });
  } else if (known && extra.length >= 2) {
    const extras = unique(extra.flatMap((c) => candidates[c].filter((d) => !pair.includes(d)))).sort((x, y) => x - y);
    if (house === undefined && extras.length === 1 && elimDigits.length === 1 && elimDigits[0] === extras[0]) {
      argument = s.say('uniquenessType2', { extra: s.cells(extra), pair: s.list(pair), digit: extras[0], conclusion });
    } else if (house !== undefined && extra.length === 2) {
      const [c1, c2] = extra;
      const rest = cellsOfHouse(house, candidates).filter((c) => c !== c1 && c !== c2);
      // Hidden: the step's digits (the loop's two and more) fit, beside c1 and c2, only in the
      // house's cells outside the loop that hold them, one fewer than the digits.
      const others = rest.filter((c) => !loop.includes(c) && candidates[c].some((d) => step.digits.includes(d)));
      if (step.digits.length >= 2 && others.length === step.digits.length - 1
        && elimCells.every((c) => others.includes(c)) && elimDigits.every((d) => !step.digits.includes(d))) {
        argument = s.say('uniquenessHidden', {
          c1: s.cell(c1), c2: s.cell(c2), house: s.house(house), a: pair[0], b: pair[1], digits: s.list(step.digits),
          others: s.cells(others), count: s.count(others.length), conclusion,
        });
      }
      // Naked: the two as one cell holding `extras`, with k - 1 cells the step leaves alone.
      for (let k = 2; k <= 8 && !argument; ++k) {
        for (const others of choose(rest.filter((c) => !elimCells.includes(c)), k - 1)) {
          const digits = unique([...extras, ...others.flatMap((c) => candidates[c])]).sort((x, y) => x - y);
          if (digits.length !== k || !elimDigits.every((d) => digits.includes(d))) continue;
          argument = s.say('uniquenessNaked', {
            c1: s.cell(c1), c2: s.cell(c2), extras: s.list(extras), extrasOr: s.list(extras, 'or'), pair: s.list(pair), house: s.house(house),
            others: s.cells(others), count: s.count(k), digits: s.list(digits), conclusion,
          });
          break;
        }
      }
    }
  }
  argument ??= s.say(inLoop && elimDigits.every((d) => pair.includes(d)) ? 'uniquenessKeep' : 'uniquenessExtra', params);
  return [intro, argument].join(s.gap);
}

/**
 * A BUG's argument: unless one of its cells (step.cells; with a naked set, the set's cells
 * too) takes a candidate beyond two, the grid would be a bivalue universal grave. The type
 * shows in the step: one cell (BUG+1), one extra digit removed from the cells that see them all
 * (type 2), a house where one digit is locked to two BUG cells that lose the rest (type 4), a
 * house where the BUG cells, as one cell, make a naked set with other cells (type 3).
 */
function bugWords(step, s, candidates, conclusion) {
  const claimOf = () => (step.placements.length ? s.list(step.placements.map(({ cell: c, digit: d }) => s.node({ cells: [c], digit: d }, true)))
    : step.cells.length === 1 ? s.node({ cells: step.cells, digit: step.digits[0] }, true)
      : s.say('bugOneOf', { cells: s.cells(step.cells), digits: s.list(step.digits, 'or') }));
  const generic = () => s.say('uniquenessBug', { claim: claimOf(), conclusion });
  const house = step.houses[0];
  const elimCells = unique(step.eliminations.map((e) => e.cell));
  const elimDigits = unique(step.eliminations.map((e) => e.digit));
  if (step.cells.length < 2) return generic();
  if (house === undefined && step.digits.length === 1 && elimCells.every((c) => !step.cells.includes(c))) {
    const digit = step.digits[0];
    return [s.say('bugGrave', { claim: s.say('bugOneOf', { cells: s.cells(step.cells), digits: digit }) }),
      s.say('bugType2', { digit, conclusion })].join(s.gap);
  }
  if (house !== undefined && step.digits.length === 1 && step.cells.length === 2 && elimCells.every((c) => step.cells.includes(c))) {
    const digit = step.digits[0];
    const [c1, c2] = step.cells;
    // Each cell's other candidates: what it keeps but the locked digit.
    const kept = (c) => (candidates?.[c] ?? []).filter((d) => d !== digit && !step.eliminations.some((e) => e.cell === c && e.digit === d));
    const claim = kept(c1).length && kept(c2).length
      ? s.list([c1, c2].map((c) => s.say('is', { cell: s.cell(c), digit: s.list(kept(c), 'or') })), 'or')
      : s.say('bugBeyond', { cells: s.cells(step.cells) });
    return [s.say('bugGrave', { claim }), s.say('bugType4', { house: s.house(house), digit, c1: s.cell(c1), c2: s.cell(c2), conclusion })].join(s.gap);
  }
  if (house !== undefined && candidates && elimDigits.every((d) => step.digits.includes(d))) {
    // The set's own cells hold only its digits, and are one fewer than its digits.
    const setCells = step.cells.filter((c) => candidates[c]?.length && candidates[c].every((d) => step.digits.includes(d)));
    const bugCells = step.cells.filter((c) => !setCells.includes(c));
    if (setCells.length === step.digits.length - 1 && bugCells.length >= 1) {
      return [s.say('bugGrave', { claim: s.say('bugBeyond', { cells: s.cells(bugCells) }) }),
        s.say('bugType3', { digits: s.list(step.digits), digitsOr: s.list(step.digits, 'or'), house: s.house(house), others: s.cells(setCells), count: s.count(step.digits.length), conclusion })].join(s.gap);
    }
  }
  return generic();
}

/**
 * An aligned exclusion's argument. For a pair (two cells), per removed candidate: each
 * candidate of the other cell either repeats the digit in a house they share or empties a cell
 * of two candidates that sees both (read from the grid's candidates). For a triplet, or
 * without candidates: the rule, with the cells that see all of the step's cells and hold two
 * or three candidates.
 */
function exclusionWords(step, s, candidates) {
  const elimCells = unique(step.eliminations.map((e) => e.cell));
  const elimDigits = unique(step.eliminations.map((e) => e.digit));
  const conclusion = conclusionOf(step, s);
  const seers = candidates ? [...Array(g.cellCount).keys()].filter((c) => !step.cells.includes(c) && (candidates[c]?.length ?? 0) >= 2
    && candidates[c].length <= 3 && step.cells.every((x) => sees(c, x))) : [];
  if (candidates && step.cells.length === 2 && step.cells.every((c) => candidates[c]?.length)) {
    const sentences = [];
    for (const { cell: target, digit } of step.eliminations) {
      const other = step.cells.find((c) => c !== target);
      const shared = [...Array(g.houseCount).keys()].find((h) => inHouse(target, h) && inHouse(other, h));
      const reasons = [];
      for (const e of candidates[other]) {
        if (e === digit && shared !== undefined) { reasons.push(s.say('exclusionSame', { digit, house: s.house(shared) })); continue; }
        const emptied = seers.find((c) => candidates[c].length === 2 && candidates[c].every((x) => x === digit || x === e));
        if (emptied === undefined) { reasons.length = 0; break; }
        reasons.push(s.say('exclusionEmpty', { e, pair: s.list([digit, e].sort((x, y) => x - y)), cell: s.cell(emptied) }));
      }
      if (!reasons.length) { sentences.length = 0; break; }
      sentences.push(s.say('exclusionPair', {
        other: s.cell(other), digits: s.list(candidates[other]), target: s.cell(target), digit,
        reasons: reasons.join(s.en ? '; ' : '；'), conclusion: s.node({ cells: [target], digit }, false),
      }));
    }
    if (sentences.length) return sentences.join(s.gap);
  }
  return s.say('exclusion', {
    cells: s.cells(step.cells), digit: s.list(elimDigits, 'or'), target: s.cells(elimCells, 'or'),
    excluders: seers.length ? s.say('excluders', { cells: s.cells(seers) }) : '', conclusion,
  });
}

/**
 * The hidden singles a "direct" step places after its eliminations, one sentence each: the
 * house through the placed cell where the removed candidates leave the digit that one place
 * (checked against the candidates when known).
 */
function directSingles(step, s, candidates) {
  return step.placements.map(({ cell, digit }) => {
    const removed = (c) => step.eliminations.some((e) => e.cell === c && e.digit === digit);
    const house = housesOf(cell).find((h) => (candidates
      ? [...Array(g.cellCount).keys()].every((c) => c === cell || !inHouse(c, h) || !candidates[c]?.includes(digit) || removed(c))
      : step.eliminations.some((e) => e.digit === digit && inHouse(e.cell, h))));
    return house === undefined ? s.say('directPlace', { cell: s.cell(cell), digit })
      : s.say('directSingle', { house: s.house(house), cell: s.cell(cell), digit });
  });
}

/** The words of the steps that carry no links, by their inference, at levels 1-3. */
function patternWords(step, inference, level, s, candidates) {
  const digit = step.digits[0];
  const cell = step.placements[0]?.cell ?? step.cells[0];
  const open = (c) => (candidates ? (candidates[c]?.length ?? 0) > 0 : true);
  const elimCells = unique(step.eliminations.map((e) => e.cell));
  const elimDigits = unique(step.eliminations.map((e) => e.digit));
  switch (inference) {
    case 'single': {
      const h = step.houses[0];
      const d = step.placements[0]?.digit ?? digit;
      // The other empty cells of the house (known only with candidates).
      const others = h === undefined || !candidates ? null
        : [...Array(g.cellCount).keys()].filter((c) => c !== cell && inHouse(c, h) && open(c));
      // A house with one empty cell left: a full house (the engine's own name for it, the one
      // technique id this file reads, or the candidates say so); with a house, a hidden single;
      // else a naked single.
      const full = h !== undefined && (step.technique === 'fullHouse' || others?.length === 0);
      if (level === 1) return [s.say(full ? 'tipFullHouse' : h !== undefined ? 'tipHiddenSingle' : 'tipNakedSingle')];
      if (level === 3) return { why: s.say(full ? 'whyFullHouse' : h !== undefined ? 'whyHiddenSingle' : 'whyNakedSingle', { digit: d, house: h === undefined ? '' : s.house(h) }) };
      if (full) return { paragraphs: [s.say('fullHouse', { cell: s.cell(cell), house: s.house(h), digit: d })] };
      if (h !== undefined) {
        // "Sees" only when the rules alone rule the digit out of every other empty cell.
        const key = !others ? 'hiddenSingleOpen' : others.every((c) => !candidates[c].includes(d)) ? 'hiddenSingle' : 'hiddenSingleMarks';
        return { paragraphs: [s.say(key, { house: s.house(h), digit: d, aDigit: s.aDigit(d), cell: s.cell(cell) })] };
      }
      // "The other eight digits" only when the rules alone leave the cell one candidate.
      const byRules = candidates?.[cell]?.length === 1;
      return { paragraphs: [s.say(byRules ? 'nakedSingle' : 'nakedSingleMarks', { cell: s.cell(cell), digit: d, count: s.count(g.size - 1) })] };
    }
    case 'intersection': {
      // The first house is the one the digit is confined in; the second the one it also lies in.
      const [inH, alsoH] = step.houses;
      const params = { in: s.house(inH), also: s.house(alsoH), digit, cells: s.cells(step.cells) };
      if (level === 1) return [s.say(isBox(inH) ? 'tipPointing' : 'tipClaiming')];
      if (level === 3) return { why: s.say('whyIntersection', params) };
      return { paragraphs: [[s.say(isBox(inH) ? 'intersection' : 'intersectionInLine', params), ...directSingles(step, s, candidates)].join(s.gap)] };
    }
    case 'subset': {
      // Hidden: the eliminations are other digits of the subset's own cells; naked: the
      // subset's digits in the house's other cells.
      const hidden = step.eliminations.every((e) => step.cells.includes(e.cell) && !step.digits.includes(e.digit));
      const params = { house: s.house(step.houses[0]), cells: s.cells(step.cells), digits: s.list(step.digits), count: s.count(step.cells.length) };
      if (level === 1) return [s.say(hidden ? 'tipHiddenSubset' : 'tipNakedSubset')];
      if (level === 3) return { why: s.capital(s.say(hidden ? 'whyHiddenSubset' : 'whyNakedSubset', params)) };
      return { paragraphs: [[s.say(hidden ? 'hiddenSubset' : 'nakedSubset', params), ...directSingles(step, s, candidates)].join(s.gap)] };
    }
    case 'fish': {
      // Houses: the base lines, then the crossing cover lines (and a finned fish's box, which
      // is not a cover); fins are pattern cells in no cover line.
      const lineKind = (h) => (h < g.size ? 0 : h < 2 * g.size ? 1 : 2);
      const bases = step.houses.filter((h) => lineKind(h) === lineKind(step.houses[0]));
      const covers = step.houses.filter((h) => lineKind(h) !== lineKind(bases[0]) && !isBox(h));
      const n = bases.length;
      const fins = step.cells.filter((c) => !covers.some((h) => inHouse(c, h)));
      const params = {
        bases: s.houses(bases), covers: s.houses(covers), digit, count: s.count(n),
        cells: s.cells(step.cells.filter((c) => !fins.includes(c))), fins: s.cells(fins),
        theFins: s.plural(fins.length, 'the fin', 'the fins'), conclusion: conclusionOf(step, s),
        lines: bases[0] < g.size ? s.plural(n, 'row', 'rows') : s.plural(n, 'column', 'columns'),
      };
      if (level === 1) return [s.say('tipFish')];
      if (level === 3) return { why: s.say('whyFish', params) };
      return { paragraphs: [s.say(fins.length ? 'fishFins' : 'fish', params)] };
    }
    case 'wing': {
      const z = elimDigits[0] ?? digit;
      const holders = candidates ? step.cells.filter((c) => candidates[c]?.includes(z)) : [];
      if (level === 1) return [s.say('tipWing')];
      if (level === 3) return { why: s.say('whyWing') };
      return {
        paragraphs: [s.say('wing', {
          cells: s.cells(step.cells), digits: s.list(step.digits), digit: z,
          holders: holders.length ? s.say('holders', { cells: s.cells(holders) }) : '', conclusion: conclusionOf(step, s),
        })],
      };
    }
    case 'uniqueness': {
      // Four or more cells two by two in rows and columns: a rectangle or loop of two digits;
      // else the one cell left with three candidates, or a few: a BUG.
      const rect = step.cells.length >= 4
        && step.cells.every((c) => step.cells.some((o) => o !== c && rowOf(o) === rowOf(c)) && step.cells.some((o) => o !== c && colOf(o) === colOf(c)));
      if (level === 1) return [s.say('tipUniqueness')];
      if (level === 3) return { why: s.say('whyUniqueness') };
      const conclusion = conclusionOf(step, s);
      if (rect) return { paragraphs: [uniquenessLoopWords(step, s, candidates, conclusion)] };
      return { paragraphs: [bugWords(step, s, candidates, conclusion)] };
    }
    case 'exclusion': {
      if (level === 1) return [s.say('tipExclusion')];
      if (level === 3) return { why: s.say('whyExclusion') };
      return { paragraphs: [exclusionWords(step, s, candidates)] };
    }
    case 'chain': {
      // A chain whose links the step does not carry: its cells and its result.
      if (level === 1) return [s.say('tipChain')];
      if (level === 3) return { why: s.say('whyChainEnds') };
      return { paragraphs: [s.say('chainCells', { digits: s.list(step.digits), cells: s.cells(step.cells), conclusion: conclusionOf(step, s) })] };
    }
    default:
      if (level === 1) return [];
      if (level === 3) return { why: s.say('whyShown') };
      return { paragraphs: [s.say('whyShown')] };
  }
}

/** "Place 7 in r4c5. Remove 4 from r4c3 and r5c3." in the language of `s`. */
function resultText(step, s) {
  const parts = step.placements.map(({ cell, digit }) => s.say('resultPlace', { cell: s.cell(cell), digit }));
  const byDigit = new Map();
  for (const { cell, digit } of step.eliminations) {
    if (!byDigit.has(digit)) byDigit.set(digit, []);
    byDigit.get(digit).push(cell);
  }
  // Digits removed from the same cells go together: "Remove 1 and 3 from r9c3."
  const byCells = new Map();
  for (const [digit, cs] of [...byDigit].sort((a, b) => a[0] - b[0])) {
    const key = cs.join(',');
    if (!byCells.has(key)) byCells.set(key, { cells: cs, digits: [] });
    byCells.get(key).digits.push(digit);
  }
  for (const { cells: cs, digits } of byCells.values()) parts.push(s.say('resultRemove', { cells: s.cells(cs), digit: s.list(digits) }));
  return parts.join(s.gap);
}

const HINT_OPTIONS = ['level', 'language', 'technique', 'techniques', 'cellName', 'candidates', 'size'];
const RESULT_OPTIONS = ['language', 'cellName', 'size'];

const isIndex = (value, count) => Number.isInteger(value) && value >= 0 && value < count;

/**
 * Throws TypeError naming the field when `step` is not shaped as a Step of steps() or hint()
 * on a grid of geometry `geometry`: cells 0..N*N-1, houses 0..3N-1, digits 1..N, links with
 * numeric cells and digits (group cells as arrays of cells), placements and eliminations as
 * { cell, digit }, and something placed or removed.
 */
function checkStep(step, geometry, what) {
  const fail = (field, expected) => { throw new TypeError(`${what}: step.${field} must be ${expected}`); };
  if (!step || typeof step !== 'object') throw new TypeError(`${what}: step must be a Step of steps() or hint()`);
  const { cellCount, houseCount, size } = geometry;
  const cellText = `a cell 0..${cellCount - 1} (a ${size}x${size} grid)`;
  const digitText = `a digit 1..${size}`;
  const isDigit = (d) => Number.isInteger(d) && d >= 1 && d <= size;
  for (const field of ['cells', 'houses', 'digits', 'links', 'placements', 'eliminations']) {
    if (!Array.isArray(step[field])) fail(field, 'an array');
  }
  step.cells.forEach((c, i) => { if (!isIndex(c, cellCount)) fail(`cells[${i}]`, cellText); });
  step.houses.forEach((h, i) => { if (!isIndex(h, houseCount)) fail(`houses[${i}]`, `a house 0..${houseCount - 1}`); });
  step.digits.forEach((d, i) => { if (!isDigit(d)) fail(`digits[${i}]`, digitText); });
  for (const field of ['placements', 'eliminations']) {
    step[field].forEach((r, i) => {
      if (!r || typeof r !== 'object') fail(`${field}[${i}]`, 'an object { cell, digit }');
      if (!isIndex(r.cell, cellCount)) fail(`${field}[${i}].cell`, cellText);
      if (!isDigit(r.digit)) fail(`${field}[${i}].digit`, digitText);
    });
  }
  if (!step.placements.length && !step.eliminations.length) fail('placements', 'non-empty, or step.eliminations');
  step.links.forEach((link, i) => {
    if (!link || typeof link !== 'object') fail(`links[${i}]`, 'a ChainLink object');
    for (const end of ['from', 'to']) {
      if (!isIndex(link[`${end}Cell`], cellCount)) fail(`links[${i}].${end}Cell`, cellText);
      if (!isDigit(link[`${end}Digit`])) fail(`links[${i}].${end}Digit`, digitText);
      const group = link[`${end}Cells`];
      if (group !== undefined && !(Array.isArray(group) && group.every((c) => isIndex(c, cellCount)))) {
        fail(`links[${i}].${end}Cells`, `an array of cells 0..${cellCount - 1}`);
      }
    }
    if (typeof link.strong !== 'boolean') fail(`links[${i}].strong`, 'a boolean');
    if (link.via !== undefined && typeof link.via !== 'string') fail(`links[${i}].via`, 'a string');
  });
}

/** The options of hintWords() (`what` 'hintWords') or resultWords(), own properties only, checked. */
function checkOptions(step, options, what) {
  const own = onlyOptions(ownOptions(options, `${what}: options`), what === 'hintWords' ? HINT_OPTIONS : RESULT_OPTIONS, what);
  const { level = 2, language = 'en', size = 9, cellName = defaultCellName } = own;
  let { technique = null, techniques = null, candidates = null } = own;
  if (![1, 2, 3].includes(level)) throw new SudokuError('badOption', `level must be 1, 2 or 3; got ${String(level)}`, { option: 'level' });
  if (!LANGUAGES.includes(language)) throw new SudokuError('badOption', `language must be 'en' or 'zh'; got ${String(language)}`, { option: 'language' });
  if (!Object.hasOwn(GEOMETRIES, String(size)) || typeof size !== 'number') {
    throw new SudokuError('badOption', `size must be 4, 6 or 9; got ${String(size)}`, { option: 'size' });
  }
  const geometry = GEOMETRIES[size];
  checkStep(step, geometry, what);
  if (typeof cellName !== 'function') throw new TypeError(`${what}: cellName must be a function`);
  if (technique !== null && (typeof technique !== 'object' || typeof technique.inference !== 'string')) {
    throw new TypeError(`${what}: technique must be a techniques() row`);
  }
  if (techniques !== null && !(Array.isArray(techniques) && techniques.every((r) => r && typeof r === 'object' && typeof r.id === 'string'))) {
    throw new TypeError(`${what}: techniques must be the array techniques() returns`);
  }
  if (candidates !== null && !(Array.isArray(candidates) && candidates.length === geometry.cellCount
    && candidates.every((c) => Array.isArray(c) && c.every((d) => Number.isInteger(d) && d >= 1 && d <= size)))) {
    throw new TypeError(`${what}: candidates must be an array of ${geometry.cellCount} arrays of digits 1..${size} (as candidates() gives them)`);
  }
  // The step's row: the one given, else the one of its technique in `techniques`. An inference
  // this file does not know (one the engine adds) is worded from the links alone.
  if (what === 'hintWords' && technique === null) {
    technique = techniques?.find((r) => r.id === step.technique) ?? null;
    if (technique === null || typeof technique.inference !== 'string') {
      throw new TypeError(`hintWords: options.technique (the step's row of techniques()) is missing, and no row of options.techniques has the id ${JSON.stringify(String(step.technique))}`);
    }
  }
  return { level, language, technique, techniques, cellName, candidates, geometry };
}

/**
 * What a hint says about `step` at one level, in English or Chinese.
 * `options` (own properties only): { level: 1 (the technique and where to look) | 2 (the
 * reasoning) | 3 (the result and why; default 2), language: 'en' | 'zh' (default 'en'),
 * technique: the step's row of techniques() (its `inference` decides the form; default: the row
 * of `techniques` whose id is step.technique), techniques: every row of techniques(), to find
 * the step's row and name the inner technique of a link's `via`, cellName: (cell) => string
 * (default 'r1c1'..), candidates: the grid's candidates by the rules (candidates(): N*N arrays of
 * digits, [] for a filled cell), so that a single says "sees" only when the rules alone rule the
 * digit out, and to name a wing's cells that hold its digit; without them the words claim
 * nothing they cannot know, size: 4 | 6 | 9 (default 9), the grid the step is on: cell =
 * N*row + column, houses rows 0..N-1, columns N..2N-1, boxes 2N..3N-1, named as the engine's
 * explanations name them (r2c3, box 2) }.
 * Returns { title (the technique's name), paragraphs (before the lines), lines (a chain's lines
 * or a forcing chain's branches, in order, each one sentence), closing (after the lines: the
 * contradiction and the conclusion), result (level 3: "Remove 8 from r3c4."; '' otherwise) }.
 * @throws TypeError (a step not shaped as a Step on the grid of `size`, naming the field; an
 * option of the wrong type or one it does not take; no `technique` and no row for the step in
 * `techniques`; a cellName that returns no string); SudokuError 'badOption' (a level, language
 * or size the words do not have, with `option`).
 */
export function hintWords(step, options = {}) {
  const { level, language, technique, techniques, cellName, candidates, geometry } = checkOptions(step, options, 'hintWords');
  g = geometry;
  const s = speaker(language, cellName, techniques);
  const en = language === 'en';
  const title = technique ? (en ? technique.name : technique.nameZh) : (en ? step.name : step.nameZh) ?? step.technique ?? '';
  const inference = technique?.inference ?? (step.links.length ? 'chain' : null);
  const words = step.links.length && (BRANCHED.has(inference) || (technique?.forcingLevel ?? 0) >= 1)
    ? (stepLevel) => branchedWords(step, technique, stepLevel, s)
    : step.links.length ? (stepLevel) => chainWords(step, stepLevel, s)
      : (stepLevel) => patternWords(step, inference, stepLevel, s, candidates);
  const out = { title, paragraphs: [], lines: [], closing: [], result: '' };
  if (level === 1) {
    // Where to look: the step's houses, else its cells, else the cells of its result.
    const cellsOfResult = unique([...step.placements, ...step.eliminations].map((r) => r.cell));
    const where = step.houses.length ? s.houses(step.houses) : s.cells(step.cells.length ? step.cells : cellsOfResult);
    out.paragraphs = [[s.say(step.houses.length ? 'look' : 'lookCells', { where }), ...words(1)].join(s.gap)];
  } else if (level === 2) {
    const { paragraphs = [], lines = [], closing = [] } = words(2);
    Object.assign(out, { paragraphs, lines, closing });
  } else {
    out.result = resultText(step, s);
    out.paragraphs = [words(3).why];
  }
  return out;
}

/**
 * The step's result in words, as hintWords() gives it at level 3: "Remove 8 from r3c4."
 * `options`: { language, cellName, size } as hintWords() takes them; errors as hintWords().
 */
export function resultWords(step, options = {}) {
  const { language, cellName, geometry } = checkOptions(step, options, 'resultWords');
  g = geometry;
  return resultText(step, speaker(language, cellName, null));
}
