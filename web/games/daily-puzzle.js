// The daily puzzle of a date and level: the package's seeded generator, so every browser makes
// the same puzzle on the same day with no server. The seed is 'daily-YYYY-MM-DD-L'; a try that
// runs out of its work budget moves on to '-2', '-3', ... (work budgets are deterministic, so
// every browser moves on at the same try), while a timeout retries the same seed (time limits
// depend on the machine, so giving up that seed would split the players).
import { GENERATE_BUDGET, GENERATE_MS } from '../engine/limits.js';

/** Seeds tried before the page says today's puzzle of a level could not be made. */
export const DAILY_TRIES = 8;
/** Timeouts of one seed retried before giving up. */
export const DAILY_TIMEOUT_RETRIES = 2;

const pad = (n) => String(n).padStart(2, '0');

/** The player's local calendar date as 'YYYY-MM-DD'. */
export function today(now = new Date()) {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The seed of try `attempt` (1, 2, ...) of the daily puzzle of `date` and `level`. */
export const dailySeed = (date, level, attempt = 1) => `daily-${date}-${level}${attempt > 1 ? `-${attempt}` : ''}`;

/**
 * The daily puzzle of `date` ('YYYY-MM-DD') and graded `level` (1..5) from `worker` (a
 * SudokuWorker, or anything with within(ms).generate(options)). Resolves to generate()'s
 * GeneratedPuzzle plus `dailySeed`, the seed string that made it; rejects with the last try's
 * error.
 */
export async function makeDaily(worker, level, date, {
  tries = DAILY_TRIES, timeoutRetries = DAILY_TIMEOUT_RETRIES, budget = GENERATE_BUDGET, limitMs = GENERATE_MS,
} = {}) {
  let timeouts = 0;
  for (let attempt = 1; ;) {
    const seed = dailySeed(date, level, attempt);
    const options = { level, seed };
    if (budget !== undefined) options.budget = budget;
    try {
      return { ...(await worker.within(limitMs).generate(options)), dailySeed: seed };
    } catch (error) {
      if (error.code === 'budgetExhausted' && attempt < tries) {
        attempt += 1;
        timeouts = 0;
      } else if (error.code === 'timeout' && timeouts < timeoutRetries) {
        timeouts += 1;
      } else {
        throw error;
      }
    }
  }
}
