// The completion moment, and each game's place in the statistics: a game of a known level is
// recorded as played at the player's first move in it (a puzzle only looked at is not a game
// started, nor one abandoned), and as solved once, when it is won here (a reload of a won game
// is not a win: validated() in play.js only finishes a game that is not over).
// The panel sits over the solved board without blocking the page: the player may start the
// next game from it at once, or close it, or use any other control.
import { today } from '../games/daily-puzzle.js';
import { t } from '../words/i18n.js';
import { recordStart, recordWin } from '../stats/stats.js';
import { formatTime } from './timer.js';

/** The level a game counts under: the one it was made for, else its grade; 0 when unknown. */
export const levelOf = (game) => game?.level || game?.grade?.level || 0;

/**
 * `els`: { panel, facts (where the lines go), newGame, close }. `actions`: { dailyOf(game)
 * (its daily date or null), newPuzzle(level), hintsCount() (the setting: games won with hints
 * may set the best time) }. Returns { started(game), won(game), hide(),
 * refreshText() }.
 */
export function createCompletion(els, actions) {
  let result = null; // what the panel shows, kept to redraw it in another language
  const counted = new WeakSet(); // games whose start is recorded in this page's life

  function draw() {
    if (!result) return;
    const { ms, level, best, newBest, streak, run, daily, hints, hintsCount } = result;
    const lines = [['time', t('doneTime', { time: formatTime(ms) })]];
    if (hints) lines.push(['hints', t(hintsCount ? 'doneHints' : 'doneHintsNoBest', { count: hints })]);
    if (level) {
      lines.push(['level', t('doneLevel', { name: t(`grade${level}`) })]);
      if (newBest) lines.push(['best', t('doneNewBest')]);
      else if (best !== null) lines.push(['best', t('doneBest', { time: formatTime(best) })]);
      if (daily) lines.push(['streak', t('doneStreak', { days: streak })]);
      lines.push(['run', t('doneRun', { count: run })]);
    }
    els.facts.replaceChildren(...lines.map(([fact, text]) => {
      const p = document.createElement('p');
      p.dataset.fact = fact;
      p.textContent = text;
      return p;
    }));
    els.panel.classList.toggle('new-best', Boolean(newBest));
    els.panel.classList.toggle('with-hints', Boolean(hints));
  }

  function hide() {
    els.panel.hidden = true;
    result = null;
  }

  els.close.addEventListener('click', hide);
  els.newGame.addEventListener('click', () => {
    const level = result?.level;
    hide();
    actions.newPuzzle(level);
  });

  return {
    /** The player made a move in `game`: counts it as played, once. */
    started(game) {
      if (!game || game.completed || counted.has(game)) return;
      const level = levelOf(game);
      // A link's level is known once it is graded: it is counted then.
      if (!level) return;
      counted.add(game);
      // Started when it was opened: a daily opened before midnight counts for its own day.
      recordStart(game.puzzle, level, actions.dailyOf(game), game.startedAt);
    },
    /** The game was just won: records it and shows the panel. */
    won(game) {
      const level = levelOf(game);
      const daily = actions.dailyOf(game);
      const hintsCount = actions.hintsCount();
      const options = { at: game.startedAt, hints: game.hintsUsed, hintsCount };
      result = level
        ? { ...recordWin(game.puzzle, level, daily, game.completedMs, today(), options), daily, hintsCount }
        : { level: 0, ms: game.completedMs, hints: game.hintsUsed, hintsCount };
      draw();
      els.panel.hidden = false;
      els.newGame.focus({ preventScroll: true });
    },
    hide,
    refreshText: draw,
  };
}
