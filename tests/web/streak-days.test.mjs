// Days that are right (issue 30, item 8), in node, in several time zones: a daily counts for the
// local day it was started, however late it was finished; streaks run across the March and
// October clock changes; the same date gives the same puzzle in every time zone. The page's own
// midnight and Berlin clock-change games are played in Chromium by daily.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { DIST, nodeEngine } from './helpers.mjs';

const { summary } = await import(new URL('stats/stats.js', pathToFileURL(DIST)).href);
const { makeDaily } = await import(new URL('games/daily-puzzle.js', pathToFileURL(DIST)).href);

const id = (n) => `${String(n).padStart(3, '1').replace(/0/g, '9')}${'.'.repeat(78)}`;

/** Runs `body` with the process's time zone set to `zone` (node reads TZ again when it changes). */
function inZone(zone, body) {
  const was = process.env.TZ;
  process.env.TZ = zone;
  try { return body(); } finally {
    if (was === undefined) delete process.env.TZ; else process.env.TZ = was;
  }
}

/** A daily of `date` started at local time `start` and solved at local `end` (both 'YYYY-MM-DDTHH:MM'). */
const daily = (n, date, start, end) => ({
  id: id(n), level: 2, at: new Date(start).getTime(), daily: date, ms: new Date(end).getTime() - new Date(start).getTime(),
  on: end.slice(0, 10),
});
const streakOf = (records, today) => {
  const { streak, bestStreak } = summary(records, today).levels[1];
  return { streak, bestStreak };
};

for (const zone of ['UTC', 'Europe/Berlin', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata']) {
  test(`${zone}: started at 23:58 and solved at 00:01 counts for the day it was started`, () => inZone(zone, () => {
    const records = [daily(1, '2026-06-10', '2026-06-10T23:58', '2026-06-11T00:01')];
    assert.deepEqual(streakOf(records, '2026-06-11'), { streak: 1, bestStreak: 1 });
    // The next two days make it three, not "best streak 2".
    records.push(daily(2, '2026-06-11', '2026-06-11T09:00', '2026-06-11T09:10'));
    records.push(daily(3, '2026-06-12', '2026-06-12T23:50', '2026-06-13T00:20'));
    assert.deepEqual(streakOf(records, '2026-06-13'), { streak: 3, bestStreak: 3 });
    // A day's puzzle played on a later day (from the archive) does not count for its day.
    const late = [...records, daily(4, '2026-06-14', '2026-06-16T10:00', '2026-06-16T10:30')];
    assert.deepEqual(streakOf(late, '2026-06-16'), { streak: 0, bestStreak: 3 });
  }));

  test(`${zone}: a week of dailies across the March and October clock changes is one streak`, () => inZone(zone, () => {
    // Europe changes on the last Sundays of March and October, the US on 8 March and 1 November
    // 2026, Sydney on 5 April and 4 October: each week below holds a change somewhere.
    for (const days of [['2026-03-05', 7], ['2026-03-26', 7], ['2026-04-02', 7], ['2026-10-01', 7], ['2026-10-22', 7], ['2026-10-29', 7]]) {
      const [first, count] = days;
      const records = [];
      for (let i = 0; i < count; ++i) {
        const date = new Date(`${first}T12:00`);
        date.setDate(date.getDate() + i);
        const d = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
        // Late at night, some finished after midnight.
        const next = new Date(`${d}T12:00`);
        next.setDate(next.getDate() + 1);
        const n = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
        records.push(i % 2 ? daily(i + 1, d, `${d}T23:59`, `${n}T00:02`) : daily(i + 1, d, `${d}T01:30`, `${d}T02:45`));
      }
      const last = records.at(-1).daily;
      assert.deepEqual(streakOf(records, last), { streak: count, bestStreak: count }, `${zone} from ${first}`);
    }
  }));
}

test('the same date gives the same daily puzzle in every time zone', async () => {
  const engine = await nodeEngine();
  const worker = { within: () => ({ generate: async (options) => engine.generate(options) }) };
  const made = [];
  for (const zone of ['Pacific/Kiritimati', 'UTC', 'America/Los_Angeles']) {
    process.env.TZ = zone;
    made.push((await makeDaily(worker, 2, '2026-03-29')).puzzle);
  }
  delete process.env.TZ;
  assert.equal(new Set(made).size, 1);
  assert.equal(made[0], engine.generate({ level: 2, seed: 'daily-2026-03-29-2' }).puzzle);
});
