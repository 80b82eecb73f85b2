// The Explain view's puzzle: one from the original demo's generator whose first pass leaves
// candidates for board 3. The first pass places naked singles only (as the demo's did), and on
// many puzzles with 4-7 holes per box that alone fills every cell (15 of seeds 1-50); such a
// puzzle shows board 3 equal to board 4, so the view takes the next one.

/** Puzzles tried before the view shows one whose first pass fills every cell anyway. */
export const EXPLAIN_TRIES = 12;

// A seeded call's tries are seeds apart by 2^32 / golden ratio, so the tries of nearby seeds
// (1, 2, 3, ...) are different puzzles.
const SEED_STRIDE = 0x9e3779b9;

/**
 * The puzzle the Explain view shows and the demo's solve of it: generate({ holesPerBox, seed })
 * and explain() of it, for up to EXPLAIN_TRIES puzzles, stopping at the first whose first pass
 * leaves an open cell (which then holds two or more candidates: a single would have been
 * placed). `engine`: the package's engine, in a worker or not (its answers are awaited);
 * `holesPerBox` 1..4; `seed` (optional, 0..2^32-1): try k uses seed + k * SEED_STRIDE
 * (mod 2^32), so one seed always gives the same puzzle; without it every try is random.
 * Returns { game, explained, tries }: generate()'s and explain()'s answers, and the puzzles
 * made (1..EXPLAIN_TRIES).
 * Engine errors (SudokuError) are thrown as they come.
 */
export async function chooseExplained(engine, holesPerBox, seed) {
  let chosen = null;
  for (let k = 0; k < EXPLAIN_TRIES; ++k) {
    const options = seed === undefined
      ? { holesPerBox }
      : { holesPerBox, seed: (seed + k * SEED_STRIDE) % 2 ** 32 };
    const game = await engine.generate(options);
    const explained = await engine.explain(game.puzzle);
    chosen = { game, explained, tries: k + 1 };
    if (explained.firstPass.values.includes(0)) break;
  }
  return chosen;
}
