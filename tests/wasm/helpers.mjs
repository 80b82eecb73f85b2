// Shared helpers for the node tests of the built module (dist/).
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

// SUDOKU_DIST=<folder> tests another build of the module (tools/checked-wasm-tests.sh).
export const DIST = process.env.SUDOKU_DIST
  ? pathToFileURL(process.env.SUDOKU_DIST.replace(/\/?$/, '/'))
  : new URL('../../dist/', import.meta.url);
export const DATA = fileURLToPath(new URL('../../../shared/data/', import.meta.url));

/** Lines of a shared puzzle set: [{ puzzle, columns }] (first `max` lines when given). */
export function readSet(name, max = Infinity) {
  return readFileSync(DATA + name, 'utf8').split('\n').filter(Boolean).slice(0, max)
    .map((line) => { const [puzzle, ...columns] = line.split('\t'); return { puzzle, columns }; });
}

/** The solutions file that goes with a set. */
export function readSolutions(name, max = Infinity) {
  return readFileSync(DATA + name.replace(/\.txt$/, '.solutions.txt'), 'utf8')
    .split('\n').filter(Boolean).slice(0, max);
}

export { solves } from '../rules.mjs';

const SYMMETRY_IDS = { rotational: 'rotational' };

/**
 * The seed -> puzzle rows of tests/data/recorded_seeds.tsv (recorded from the native build):
 * [{ kind: 'generate'|'holes', options, puzzle }], options ready for generate().
 */
export function readRecordedSeeds() {
  const text = readFileSync(new URL('../data/recorded_seeds.tsv', import.meta.url), 'utf8');
  return text.split('\n').filter((line) => line && !line.startsWith('#')).map((line) => {
    const [kind, clues, symmetry, minimal, seed, puzzle] = line.split('\t');
    const options = { seed: Number(seed) };
    if (kind === 'holes') {
      options.holesPerBox = Number(clues);
    } else {
      if (Number(clues)) options.clues = Number(clues);
      if (symmetry !== 'none') options.symmetry = SYMMETRY_IDS[symmetry] ?? symmetry;
      if (minimal === '1') options.minimal = true;
    }
    return { kind, options, puzzle };
  });
}
