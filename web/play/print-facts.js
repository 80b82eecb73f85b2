// The line a printed puzzle carries above its board (shown on paper only): the level and SE score,
// the date (a daily puzzle's own day, said as the daily puzzle's, else the day it is printed),
// and how to have it again: the generator's seed at that level, and the link that opens it on
// this page.
import { addWords, t } from '../words/i18n.js';
import { dateText } from '../games/daily.js';
import { today } from '../games/daily-puzzle.js';
import { shareUrl } from '../games/share.js';

addWords({
  printSeed: { en: 'seed {seed} at level {level}', zh: '种子 {seed}（难度 {level}）' },
  printScore: { en: 'SE {score}', zh: 'SE {score}' },
});

/**
 * The print line of `game` (game.js): its parts joined by ' · '. `daily`: its daily date
 * ('YYYY-MM-DD') or null. Levels are named in the page's language.
 */
export function printFacts(game, daily) {
  const level = game.grade?.level ?? game.level;
  const parts = [];
  if (level >= 1 && level <= 5) parts.push(t(`grade${level}`));
  if (game.grade) parts.push(t('printScore', { score: game.grade.score.toFixed(1) }));
  parts.push(daily === null ? dateText(today()) : t('dailyLabel', { date: dateText(daily) }));
  if (game.seed !== null && game.level >= 1) parts.push(t('printSeed', { seed: game.seed, level: game.level }));
  parts.push(shareUrl(game.puzzle));
  return parts.join(' · ');
}
