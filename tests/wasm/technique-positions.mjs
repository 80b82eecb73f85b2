// The fixed positions of tests/data/technique-positions.tsv (written by
// tools/technique-positions.mjs): one per technique id, on which hint() gives a step of that
// technique, and the ids hint() never gives, with the reason.
import { readFileSync } from 'node:fs';

const FILE = new URL('../data/technique-positions.tsv', import.meta.url);

const rows = readFileSync(FILE, 'utf8').split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split('\t'));

/**
 * The positions, in the order of techniques(): [{ id, source, line, step, rating, input }].
 * `source` and `line` name the puzzle's file of ../shared/data and its line (1-based); `step` is
 * how many steps of its solve path (steps()) come before the position; `rating` is the hint's
 * step's. `input` is hint()'s argument: `puzzle` and `values` (81 characters, '.' empty) and
 * `candidates` (81 arrays of digits, [] for a filled cell).
 */
export const positions = rows.filter((row) => row[1] !== 'none')
  .map(([id, source, line, step, rating, puzzle, values, marks]) => ({
    id,
    source,
    line: Number(line),
    step: Number(step),
    rating: Number(rating),
    input: { puzzle, values, candidates: marks.split(',').map((group) => [...group].map(Number)) },
  }));

/** The ids hint() never gives, each with the reason: [{ id, reason }] (rows whose source is 'none'). */
export const unreachable = rows.filter((row) => row[1] === 'none')
  .map(([id, , reason]) => ({ id, reason }));

/** The position of technique `id`, or undefined when it has none. */
export const positionOf = (id) => positions.find((p) => p.id === id);

const ROW_STEPS = new URL('../data/technique-row-steps.tsv', import.meta.url);

/**
 * The steps of tests/data/technique-row-steps.tsv (written by tools/row-steps.sh): for each
 * technique hint() never gives, a real position and the step its own search finds there, in the
 * order of the file: [{ id, source, line, step: the Step (hint()'s shape, less its
 * explanation), index (how many steps of the solve path come before), rating, input }].
 */
export const rowSteps = readFileSync(ROW_STEPS, 'utf8').split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split('\t'))
  .map(([id, source, line, index, rating, puzzle, values, marks, step]) => ({
    id,
    source,
    line: Number(line),
    index: Number(index),
    rating: Number(rating),
    step: JSON.parse(step),
    input: { puzzle, values, candidates: marks.split(',').map((group) => [...group].map(Number)) },
  }));

/** The recorded step of technique `id` (rowSteps), or undefined. */
export const rowStepOf = (id) => rowSteps.find((p) => p.id === id);
