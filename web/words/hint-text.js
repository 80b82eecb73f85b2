// What the hint box says at each of the three levels of a step, in the page's language, made
// from the step's fields (technique, cells, houses, digits, links, placements, eliminations):
//
//   1 nudge    the technique and where to look: no digit, nothing removed
//   2 pattern  why: plain words for the easy techniques, the engine's reason for the others,
//              and a forcing chain's branches written out link by link
//   3 result   what is placed or removed
//
// The engine's own sentence (step.explanation) ends with its result, so level 2 shows only the
// part before it. What kind of step it is comes from the engine too: `technique`, the step's row
// of techniques() (inference, forcingLevel), so a technique the engine adds is worded without
// any change here.
import { t, getLanguage, houseText, cellText } from './i18n.js';

const isBox = (house) => house >= 18;

// Techniques whose level-1 tip and level-2 wording are the page's own.
const TIPS = {
  fullHouse: 'hintTipFullHouse',
  hiddenSingleBox: 'hintTipHiddenSingle',
  hiddenSingleLine: 'hintTipHiddenSingle',
  nakedSingle: 'hintTipNakedSingle',
  pointing: 'hintTipPointing',
  directPointing: 'hintTipPointing',
  claiming: 'hintTipClaiming',
  directClaiming: 'hintTipClaiming',
};

/**
 * Whether steps of `technique` (their techniques() row, or null while the rows are not known)
 * are forcing chains: several branches, each from one assumption, all reaching the same result
 * (every forcing-chain level, 1 and up).
 */
export const isForcing = (technique) => (technique?.forcingLevel ?? 0) >= 1;

// From forcing level 2 up (dynamic and nested chains, played out on the grid as it changes) a
// branch's links are where it starts and ends, the steps between played out on the grid.
const isSummarised = (technique) => (technique?.forcingLevel ?? 0) >= 2;

const zh = () => getLanguage() === 'zh';
const list = (items) => {
  const parts = items.map(String);
  if (zh()) return parts.join('、');
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} ${t('hintAnd')} ${parts.at(-1)}`;
};
const cellList = (cells) => list(cells.map(cellText));

/** The step's name in the page's language. */
export const stepName = (step) => (zh() ? step.nameZh : step.name);

/**
 * Level 1: where to look (the houses, else the cells), and what to look for. `technique`: the
 * step's techniques() row (or null).
 */
export function nudgeText(step, technique) {
  const where = step.houses.length
    ? t('hintNudgeHouses', { where: list(step.houses.map(houseText)) })
    : t('hintNudgeCells', { where: cellList(step.cells) });
  const tip = TIPS[step.technique] ? t(TIPS[step.technique])
    : step.links.length ? t(isForcing(technique) ? 'hintTipForcing' : 'hintTipChain') : '';
  return [where, tip].filter(Boolean).join(zh() ? '' : ' ');
}

// The engine's reason alone: "Name: <why>, so <effect>." -> "<why>." (zh "名称：<why>，因此 <effect>。").
function engineReason(step) {
  const text = step.explanation[getLanguage()] ?? step.explanation.en;
  const [nameEnd, soAt] = zh() ? [text.indexOf('：'), text.lastIndexOf('，因此')] : [text.indexOf(': '), text.lastIndexOf(', so ')];
  if (soAt < 0) return '';
  const why = text.slice(nameEnd >= 0 && nameEnd < soAt ? nameEnd + (zh() ? 1 : 2) : 0, soAt);
  return zh() ? `${why}。` : `${why.charAt(0).toUpperCase()}${why.slice(1)}.`;
}

// Plain words a child can follow, for the techniques in TIPS. `candidates`: candidates() of
// the grid (by the rules alone), to tell "already in its row, column or box" from "ruled out
// in the pencil marks".
function plainWords(step, candidates) {
  const digit = step.digits[0];
  const cell = step.cells[0];
  switch (step.technique) {
    case 'nakedSingle': {
      const byRules = candidates?.[cell]?.length === 1;
      return t(byRules ? 'plainNakedSingle' : 'plainNakedSingleMarks', { cell: cellText(cell), digit });
    }
    case 'fullHouse':
      return t('plainFullHouse', { cell: cellText(cell), house: houseText(step.houses[0]), digit: step.placements[0]?.digit ?? digit });
    case 'hiddenSingleBox':
    case 'hiddenSingleLine': {
      const house = step.houses[0];
      return t('plainHiddenSingle', { house: houseText(house), digit, cell: cellText(cell) });
    }
    case 'pointing':
    case 'directPointing':
    case 'claiming':
    case 'directClaiming': {
      const box = step.houses.find(isBox);
      const line = step.houses.find((h) => !isBox(h));
      if (box === undefined || line === undefined) return '';
      const pointing = step.technique.endsWith('ointing');
      return t(pointing ? 'plainPointing' : 'plainClaiming', {
        box: houseText(box), line: houseText(line), digit, cells: cellList(step.cells),
      });
    }
    default:
      return '';
  }
}

/**
 * A forcing chain's links cut into branches (a branch starts where a link does not go on from
 * the one before), each as { start: { cell, digit }, nodes: [{ cell, digit, truth }] } where
 * truth is true (the candidate is the cell's digit), false (it is not) or null (the link alone
 * does not say). The start of a branch is assumed `startTruth` (true for a forcing chain's
 * assumptions); a weak link from a true candidate makes the next false, a strong link from a
 * false one makes the next true.
 */
export function branchesOf(step, startTruth = true) {
  const branches = [];
  let current = null;
  for (const link of step.links) {
    const last = current?.nodes.at(-1);
    if (!last || last.cell !== link.fromCell || last.digit !== link.fromDigit) {
      current = { start: { cell: link.fromCell, digit: link.fromDigit }, nodes: [] };
      current.nodes.push({ cell: link.fromCell, digit: link.fromDigit, truth: startTruth });
      branches.push(current);
    }
    const from = current.nodes.at(-1).truth;
    const truth = !link.strong && from === true ? false : link.strong && from === false ? true : null;
    current.nodes.push({ cell: link.toCell, digit: link.toDigit, truth });
  }
  return branches;
}

const nodeText = ({ cell, digit, truth }) => t(truth === true ? 'chainIs' : truth === false ? 'chainIsNot' : 'chainMaybe',
  { cell: cellText(cell), digit });

/** One line per branch of a forcing chain: "If r9c3 is 7: r9c3 is not 5 → r6c3 is 5 → …". */
export function branchLines(step) {
  return branchesOf(step).map(({ start, nodes }) => t('chainBranch', {
    start: t('chainIs', { cell: cellText(start.cell), digit: start.digit }),
    path: nodes.slice(1).map(nodeText).join(' → '),
  }));
}

/**
 * A chain that starts with a strong link (X-Chain, AIC, XY-Chain, Skyscraper...) read from "if
 * its first candidate is false" to its last being true, so that one of its two ends must be
 * true: [the reading, the conclusion], or [] when the links do not alternate that way or the
 * step is a forcing chain (`technique`: its techniques() row).
 */
export function chainLines(step, technique) {
  if (isForcing(technique) || !step.links.length || !step.links[0].strong) return [];
  const branches = branchesOf(step, false);
  if (branches.length !== 1) return [];
  const [{ start, nodes }] = branches;
  const end = nodes.at(-1);
  if (nodes.some((node) => node.truth === null) || end.truth !== true) return [];
  const first = { cell: start.cell, digit: start.digit, truth: true };
  return [
    t('chainRead', { start: t('chainIsNot', { cell: cellText(start.cell), digit: start.digit }), path: nodes.slice(1).map(nodeText).join(' → ') }),
    t('chainEnds', { a: nodeText(first), b: nodeText(end) }),
  ];
}

/**
 * Level 2: why, in words (plain for the easy techniques). Also notes for forcing chains, from
 * `technique`, the step's techniques() row (or null).
 */
export function patternText(step, candidates, technique) {
  const main = plainWords(step, candidates) || engineReason(step) || t('hintPatternShown');
  const notes = [];
  if (isForcing(technique)) notes.push(t(isSummarised(technique) ? 'hintBranchesSummarised' : 'hintBranches'));
  return { main, notes };
}

/** Level 3: what the step does, in words: "Place 7 in r4c5." / "Remove 4 from r4c3 and r5c3." */
export function resultText(step) {
  const parts = step.placements.map(({ cell, digit }) => t('resultPlace', { cell: cellText(cell), digit }));
  const byDigit = new Map();
  for (const { cell, digit } of step.eliminations) {
    if (!byDigit.has(digit)) byDigit.set(digit, []);
    byDigit.get(digit).push(cell);
  }
  for (const [digit, cells] of [...byDigit].sort((a, b) => a[0] - b[0])) {
    parts.push(t('resultRemove', { cells: cellList(cells), digit }));
  }
  return parts.join(zh() ? '' : ' ');
}
