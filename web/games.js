// Starting and loading games: a new puzzle of the chosen level, a share link, the saved game,
// a pasted puzzle. A puzzle that did not come from the generator is shown at once and then
// checked (its solutions counted) and graded by the engine.
import { Game } from './game.js';
import { cellText, houseText, t } from './i18n.js';
import { COUNT_MS, GENERATE_BUDGET, GENERATE_MS, GENERATE_TRIES, GRADE_MS } from './limits.js';
import { linkFromHash, shareUrl } from './share.js';
import { loadGame } from './storage.js';
import { formatTime } from './timer.js';

const randomSeed = () => crypto.getRandomValues(new Uint32Array(1))[0];

/**
 * A new puzzle of graded `level` (1..5) from `worker` (a SudokuWorker): generate({ level })
 * with a fresh seed; when a try runs out of its work budget ('budgetExhausted'), another seed,
 * at most `tries` tries in all. Resolves to the GeneratedPuzzle (with its level, score and
 * hardest technique); rejects with the last try's error.
 */
export async function makePuzzle(worker, level, {
  tries = GENERATE_TRIES, budget = GENERATE_BUDGET, limitMs = GENERATE_MS, seed = randomSeed,
} = {}) {
  for (let attempt = 1; ; ++attempt) {
    const options = { level, seed: seed() };
    if (budget !== undefined) options.budget = budget;
    try {
      return await worker.within(limitMs).generate(options);
    } catch (error) {
      if (error.code !== 'budgetExhausted' || attempt >= tries) throw error;
    }
  }
}

/**
 * `els`: { view (the Play section), newGame (button), level (select) }. `state`: the Play state
 * (play-state.js); this module owns state.game. `play`: { timer, hint, validation, share,
 * say(key, params, tone), render(), saveSettings() } of the Play view.
 * Returns { start(), playPasted(puzzle, solution), grading() }.
 */
export function createGames(els, state, play) {
  const { view } = els;
  let loadToken = 0;   // the game being made or loaded; a later one wins
  let grading = null;  // the game whose grade is being worked out
  let notice = null;   // a message for the next game to show (a link that held no puzzle)

  function sayVerdict() {
    const { game } = state;
    if (game.solutions === 0) play.say('puzzleNoSolution', {}, 'error');
    else if (game.solutions > 1) play.say('puzzleNotUnique', {}, 'warning');
  }

  function begin(next) {
    play.timer.leave();
    play.hint.drop();
    state.game = next;
    state.paused = false;
    state.checked = null;
    state.conflicts = { text: '', cells: new Set() };
    state.selected = next.values.findIndex((v) => v === 0);
    if (state.selected < 0) state.selected = 40;
    history.replaceState(null, '', shareUrl(next.puzzle));
    play.share.hide();
    play.say(null);
    if (next.completed) play.say('wonAgain', { time: formatTime(next.completedMs) }, 'success');
    else sayVerdict();
    if (notice) {
      play.say(notice, {}, 'warning');
      notice = null;
    }
    view.dataset.verdict = next.solutions === null ? 'checking' : ['none', 'unique'][next.solutions] ?? 'multiple';
    view.dataset.level = String(next.level);
    view.dataset.source = next.source;
    play.timer.save();
    play.timer.sync();
    play.validation.refresh();
    play.render();
    gradeCurrent();
    if (!view.dataset.firstBoardMs) view.dataset.firstBoardMs = performance.now().toFixed(1);
  }

  async function newGame() {
    if (!state.engines) return;
    const mine = ++loadToken;
    els.newGame.disabled = true;
    view.dataset.making = 'true';
    const level = Number(els.level.value);
    const name = t(`grade${level}`);
    play.say('making', { name }, 'info');
    try {
      const made = await makePuzzle(state.engines.work, level);
      if (mine !== loadToken) return;
      // generate() graded the puzzle: it is never graded again.
      const grade = { level: made.level, score: made.score, hardest: made.hardest };
      begin(new Game({ puzzle: made.puzzle, solution: made.solution, level: made.level, solutions: 1, grade }));
    } catch (error) {
      if (mine !== loadToken) return;
      if (error.code === 'budgetExhausted') play.say('levelNotMade', { name, tries: GENERATE_TRIES }, 'warning');
      else if (error.code === 'timeout') play.say('generateTooSlow', { name }, 'warning');
      else play.say('engineError', { message: error.message }, 'error');
    } finally {
      if (mine === loadToken) {
        els.newGame.disabled = false;
        delete view.dataset.making;
      }
    }
  }

  /** Counts the solutions of the puzzle on screen (quick worker), when that is not known yet. */
  function verify() {
    const { game, engines } = state;
    if (!game || !engines || game.solutions !== null) return;
    view.dataset.verdict = 'checking';
    const known = (solutions, solution, verdict) => {
      game.solutions = solutions;
      game.solution = solution;
      view.dataset.verdict = verdict;
      sayVerdict();
      play.timer.save();
      play.render();
      gradeCurrent();
    };
    engines.quick.within(COUNT_MS).solve(game.puzzle, { limit: 2 }).then((result) => {
      if (state.game !== game) return;
      known(result.count, result.count === 1 ? result.solution : null, result.status);
    }, (error) => {
      if (state.game !== game) return;
      // Givens that break a rule: no solution, and the engine names the clash, which is said.
      if (error.code === 'conflictingGivens') {
        known(0, null, 'none');
        play.say('puzzleConflict', { digit: error.digit, house: houseText(error.house),
          a: cellText(error.cell), b: cellText(error.otherCell) }, 'error');
        return;
      }
      view.dataset.verdict = error.code === 'timeout' ? 'timeout' : 'error';
      play.say(error.code === 'timeout' ? 'puzzleTooSlow' : 'engineError', { message: error.message }, 'warning');
    });
  }

  /** Grades a puzzle that did not come with a grade (link, pasted, saved before grading). */
  function gradeCurrent() {
    const { game, engines } = state;
    if (!game || !engines || game.grade || game.solutions !== 1 || grading === game) return;
    grading = game;
    const done = () => {
      if (grading === game) grading = null;
      play.render();
    };
    engines.work.within(GRADE_MS).grade(game.puzzle).then((grade) => {
      if (state.game === game && grade.level >= 1) {
        game.grade = { level: grade.level, score: grade.score, hardest: grade.hardest };
        play.timer.save();
      }
      done();
    }, done);
  }

  /** Starts a puzzle that did not come from the generator (a link; saved progress of it). */
  function playPuzzle(puzzle, source, saved = null) {
    ++loadToken;
    begin(new Game({ ...(saved ?? {}), puzzle, source, level: saved?.level ?? 0, solutions: saved?.solutions ?? null }));
    verify();
  }

  els.newGame.addEventListener('click', newGame);
  els.level.value = String(state.settings.level);
  els.level.addEventListener('change', () => {
    state.settings.level = Number(els.level.value);
    play.saveSettings();
  });
  window.addEventListener('hashchange', () => {
    const link = linkFromHash();
    if (!link || (state.game && link.puzzle === state.game.puzzle)) return;
    if (link.puzzle) playPuzzle(link.puzzle, 'link');
    else play.say('linkNotPuzzle', {}, 'warning');
  });

  // A share link, or the saved game, is drawn before the engine is ready: the board appears at
  // once and only checking the puzzle waits for the engine.
  const link = linkFromHash();
  const saved = loadGame();
  if (link?.puzzle) playPuzzle(link.puzzle, 'link', saved?.puzzle === link.puzzle ? saved : null);
  else {
    if (link) notice = 'linkNotPuzzle';
    if (saved) begin(new Game(saved));
  }

  return {
    /** The engine is ready: checks and grades the game on screen, or makes the first one. */
    start() {
      els.newGame.disabled = false;
      if (!state.game) newGame();
      else { verify(); gradeCurrent(); }
    },
    /** Plays a puzzle entered by the user (already counted: exactly one solution). */
    playPasted(puzzle, solution) {
      ++loadToken;
      begin(new Game({ puzzle, solution, source: 'pasted', solutions: 1 }));
    },
    /** A grade is being worked out for the game on screen. */
    grading: () => grading !== null && grading === state.game,
    /**
     * Starts a game from a generated puzzle (generate()'s result, graded: { puzzle, solution,
     * level, score, hardest }); `source` names where it came from (e.g. 'daily'), `saved` is
     * progress of it to resume ({ values, marks, elapsedMs, completedMs }) or null.
     */
    openPuzzle(made, { source = 'generated', saved = null } = {}) {
      ++loadToken;
      const grade = { level: made.level, score: made.score, hardest: made.hardest };
      begin(new Game({ ...(saved ?? {}), puzzle: made.puzzle, solution: made.solution, level: made.level, source, solutions: 1, grade }));
    },
  };
}
