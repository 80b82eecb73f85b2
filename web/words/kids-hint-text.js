// What the children's "Help me" says, in words a six-year-old can follow: houses by where they
// are ("the top-left box", "the second row from the top"), never r2c7. Two steps: first where
// to look, then the answer. The engine finds the step (hint()); this only words it.
import { boxShape } from '../grid.js';
import { t } from './i18n.js';

/** A house (engine numbering: rows 0..n-1, columns n..2n-1, boxes 2n..3n-1) in children's words. */
export function kidsHouse(n, house) {
  const kind = Math.floor(house / n);
  const index = house % n;
  if (kind === 0) return t('kidsRow', { nth: t(`kidsNth${index + 1}`) });
  if (kind === 1) return t('kidsColumn', { nth: t(`kidsNth${index + 1}`) });
  const [boxRows, boxCols] = boxShape(n);
  const bands = n / boxRows;
  const stacks = n / boxCols;
  const band = Math.floor(index / stacks);
  const stack = index % stacks;
  const vertical = bands === 2 ? ['top', 'bottom'][band] : ['top', 'middle', 'bottom'][band];
  const horizontal = stacks === 2 ? ['left', 'right'][stack] : ['left', 'middle', 'right'][stack];
  return t(`kidsBox_${vertical}_${horizontal}`);
}

/** A digit as the child sees it: the number, or its picture's name when pictures are on. */
export const kidsDigit = (digit, pictures) => (pictures && digit <= 6 ? t(`kidsPicture${digit}`) : String(digit));

/**
 * The words of `answer` (hint()'s result) at `level` 1 (where to look) or 2 (the answer), for an
 * n x n grid. Returns { text, house (or -1), cell (or -1) } for the board to tint.
 */
export function kidsHintText(answer, level, n, pictures) {
  if (answer.kind === 'wrongValue') {
    return { text: t('kidsWrong', { digit: kidsDigit(answer.digit, pictures) }), house: -1, cell: answer.cell };
  }
  if (answer.kind !== 'step' || !answer.step) return { text: t('kidsNoHelp'), house: -1, cell: -1 };
  const { step } = answer;
  const place = step.placements[0];
  const house = step.houses[0] ?? -1;
  const digit = place ? kidsDigit(place.digit, pictures) : '';
  const where = house >= 0 ? kidsHouse(n, house) : '';
  if (level >= 2 && place) return { text: t('kidsAnswer', { digit }), house, cell: place.cell };
  switch (step.technique) {
    case 'fullHouse': return { text: t('kidsFullHouse', { where }), house, cell: -1 };
    case 'hiddenSingleBox':
    case 'hiddenSingleLine': return { text: t('kidsHiddenSingle', { where, digit }), house, cell: -1 };
    case 'nakedSingle': return { text: t('kidsNakedSingle'), house: -1, cell: place?.cell ?? -1 };
    default: return { text: t('kidsHarder'), house, cell: -1 };
  }
}
