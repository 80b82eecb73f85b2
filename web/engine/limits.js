// How long the page lets each engine call run, in one place. A limit counts from when the
// worker starts the call (the package's within(ms)); past it that worker is restarted, the call
// fails with code 'timeout' and the page says so. The values are far above what the calls take
// on this machine kind (see bench/README.md), so only a runaway call reaches them.

/** A hint: the hardest positions need nested forcing chains, seconds on a slow machine. */
export const HINT_MS = 30000;
/** The Explain view's whole logical solve (steps()): the forum's hardest puzzles, whose nested
 * forcing chains are searched as Sudoku Explainer searches them, take up to about 40 s. */
export const STEPS_MS = 120000;
/** Grading a puzzle that came without a grade (a link, a pasted or an old saved puzzle); as long
 * as a whole solve. */
export const GRADE_MS = 120000;
/** Counting the solutions of a link's or a pasted puzzle (solve with limit 2). */
export const COUNT_MS = 5000;
/** One generate() call; its own work budget normally ends it long before. */
export const GENERATE_MS = 60000;

/** generate({ level }) calls, each with a new seed, before the page says no puzzle was made. */
export const GENERATE_TRIES = 3;
/** The work budget of one generate() call; undefined: the engine's default. */
export const GENERATE_BUDGET = undefined;
