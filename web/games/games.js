// Starting, opening and resuming games: a new puzzle of the chosen level, a share link, a pasted
// puzzle, a saved game. Each new one opens beside the others (saved-games.js keeps them all), so
// the game being played is never replaced; a puzzle already in the list is resumed instead. A
// puzzle that did not come from the generator is shown at once and then checked (its solutions
// counted) and graded by the engine.
import { Game } from '../game/game.js';
import { cellText, houseText, t } from '../words/i18n.js';
import { COUNT_MS, GENERATE_BUDGET, GENERATE_MS, GENERATE_TRIES, GRADE_MS } from '../engine/limits.js';
import { linkFromHash, shareUrl } from './share.js';
import {
  IN_PROGRESS_LIMIT, checkWins, deleteGame, findInProgress, inProgress, inProgressCount, loadSavedGames, saveGame, savedGame,
  setSessionSource,
} from '../storage/saved-games.js';
import { formatTime } from '../play/timer.js';

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

// A generated game nobody has touched, looked at for less than half a minute, holds no progress:
// leaving it for another does not keep it (pressing New puzzle a few times fills no list).
const untouched = (game) => game.source === 'generated' && game.elapsedMs < 30000
  && !game.history.length && !game.future.length
  && game.values.every((v, cell) => v === 0 || game.isGiven(cell)) && game.marks.every((m) => m === 0);

/**
 * The toolbar's New puzzle button and its key N (play/buttons.js); createGames() wires it. Its
 * label is the page's word, which the Explain view's button shares.
 */
export const newPuzzleButton = {
  id: 'play-new', label: 'newPuzzle', className: 'primary', disabled: true,
  key: { cap: 'N', does: 'keyDoesNew', whilePaused: true },
  words: { keyDoesNew: { en: 'New puzzle', zh: '新题目' } },
};

/**
 * `els`: { view (the Play section), newGame (button), level (select) }. `state`: the Play state
 * (play-state.js); this module owns state.game. `play`: { timer, hint, validation, share,
 * say(key, params, tone), render(), saveSettings(), winsChecked() } of the Play view.
 * Returns { start(), playPasted(puzzle, solution), openGenerated(made, options), resume(id),
 * remove(id), finished(), onFinished(listener), grading() }.
 */
export function createGames(els, state, play) {
  const { view } = els;
  let loadToken = 0;   // the game being made or loaded; a later one wins
  let grading = null;  // the game whose grade is being worked out
  let notice = null;   // [key, params, tone] of a message for the next game to show (a refused link)
  let making = 0;      // the loadToken of the puzzle being made, 0 when none
  let fullLink = null; // a link's full grid, to be named solved or not once the engine is there
  const finishedListeners = new Set();

  setSessionSource(() => ({ selected: state.selected, pencil: state.pencil }));

  function sayVerdict() {
    const { game } = state;
    if (game.solutions === 0) play.say('puzzleNoSolution', {}, 'error');
    else if (game.solutions > 1) play.say('puzzleNotUnique', {}, 'warning');
  }

  /** The game on screen is put aside (saved; or dropped when it holds no progress at all). */
  function leaveCurrent() {
    const old = state.game;
    play.timer.leave();
    if (!old || old.completed) return;
    if (untouched(old)) deleteGame(old.id);
    else saveGame(old);
  }

  /**
   * Shows `next` (a Game), putting aside the game on screen. `selected` and `pencil`: the
   * selection and pencil mode to restore (a resumed game); `say`: [key, params, tone] of a
   * message to show instead of the usual one.
   */
  function begin(next, { selected = null, pencil = false, say = null } = {}) {
    if (state.game && state.game !== next) leaveCurrent();
    play.hint.drop();
    state.game = next;
    showLevel(next);
    state.paused = false;
    state.stopped = false;
    state.checked = null;
    state.pencil = pencil;
    state.extra = new Set();
    state.conflicts = { text: '', cells: new Set() };
    state.selected = selected ?? next.values.findIndex((v) => v === 0);
    if (state.selected < 0) state.selected = 40;
    history.replaceState(null, '', shareUrl(next.puzzle));
    play.share.hide();
    play.say(null);
    if (next.completed) play.say('wonAgain', { time: formatTime(next.completedMs) }, 'success');
    else sayVerdict();
    if (say) play.say(...say);
    if (notice) {
      play.say(...notice);
      notice = null;
    }
    view.dataset.verdict = next.solutions === null ? 'checking' : ['none', 'unique'][next.solutions] ?? 'multiple';
    view.dataset.level = String(next.level);
    view.dataset.source = next.source;
    view.dataset.gameId = next.id;
    play.timer.save();
    play.timer.sync();
    play.validation.refresh();
    play.render();
    gradeCurrent();
    if (!view.dataset.firstBoardMs) view.dataset.firstBoardMs = performance.now().toFixed(1);
    if (!next.completed && inProgressCount() > IN_PROGRESS_LIMIT) {
      play.say('gamesMany', { count: inProgressCount() }, 'warning');
    }
  }

  /**
   * The Level menu shows the level of the game on screen (its grade, once known), so New puzzle
   * and Daily make one like it unless the player picks another; the saved setting is the
   * player's own choice, changed only by the menu.
   */
  function showLevel(game) {
    const level = game.grade?.level ?? game.level;
    if (Number.isInteger(level) && level >= 1 && level <= 5) els.level.value = String(level);
  }

  /** Resumes the saved game `record` (saved-games.js). */
  function resumeRecord(record, say = null) {
    ++loadToken;
    if (state.game?.id === record.id) return;
    const session = loadSavedGames();
    const here = session.current?.id === record.id;
    begin(new Game(record), {
      selected: here ? session.selected : record.selected, pencil: here ? session.pencil : record.pencil, say,
    });
    verify();
  }

  /**
   * Opens a generated puzzle (makePuzzle()'s or generate()'s answer, with its grade) as a new
   * game beside the others, or resumes the game of that puzzle if one is in progress.
   * `source`: a short word saved with the game ('generated'; e.g. 'daily'); `daily`: a daily
   * puzzle's date. Returns the Game.
   */
  function openGenerated(made, { source = 'generated', daily = null } = {}) {
    const same = findInProgress(made.puzzle);
    if (same) {
      resumeRecord(same);
      return state.game;
    }
    ++loadToken;
    // generate() graded the puzzle: it is never graded again. Its solution is the engine's
    // when it comes from generate() now; one kept from earlier (a daily puzzle read from
    // storage has none) is counted again first.
    const grade = { level: made.level, score: made.score, hardest: made.hardest };
    const solution = typeof made.solution === 'string' ? made.solution : null;
    const seed = Number.isInteger(made.seed) ? made.seed : null;
    begin(new Game({ puzzle: made.puzzle, solution, level: made.level, solutions: solution ? 1 : null, grade, source, seed, daily }));
    verify();
    return state.game;
  }

  async function newGame() {
    if (!state.engines) return;
    const mine = ++loadToken;
    making = mine;
    els.newGame.disabled = true;
    view.dataset.making = 'true';
    const level = Number(els.level.value);
    // Said again in the new language if it changes (messages.js).
    const name = () => t(`grade${level}`);
    play.say('making', { name }, 'info');
    try {
      const made = await makePuzzle(state.engines.work, level);
      if (mine !== loadToken) return;
      openGenerated(made);
    } catch (error) {
      if (mine !== loadToken) return;
      if (error.code === 'budgetExhausted') play.say('levelNotMade', { name, tries: GENERATE_TRIES }, 'warning');
      else if (error.code === 'timeout') play.say('generateTooSlow', { name }, 'warning');
      else play.say('engineError', { message: error.message }, 'error');
    } finally {
      if (making === mine) {
        making = 0;
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
    const known = (solutions, solution, verdict, why = ['puzzleNoSolution', {}, 'error']) => {
      // Givens without a solution are nothing to play: a game nobody has played yet is not kept.
      if (solutions === 0 && unplayed(game)) {
        refuse(game, why);
        return;
      }
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
        const why = ['puzzleConflict', { digit: error.digit, house: () => houseText(error.house),
          a: () => cellText(error.cell), b: () => cellText(error.otherCell) }, 'error'];
        known(0, null, 'none', why);
        if (state.game === game) play.say(...why);
        return;
      }
      view.dataset.verdict = error.code === 'timeout' ? 'timeout' : 'error';
      play.say(error.code === 'timeout' ? 'puzzleTooSlow' : 'engineError', { message: error.message }, 'warning');
    });
  }

  const unplayed = (game) => !game.completed && !game.history.length && !game.future.length
    && game.values.every((v, cell) => v === 0 || game.isGiven(cell));

  /**
   * Drops `game` (a link's puzzle whose givens have no solution: nothing to play, as Enter a
   * puzzle refuses it too) and shows the game played last before it, or a new puzzle; `why`
   * ([key, params, tone]) is said there.
   */
  function refuse(game, why) {
    play.timer.leave();
    deleteGame(game.id);
    state.game = null;
    const previous = inProgress()[0];
    if (previous) resumeRecord(previous, why);
    else {
      notice = why;
      newGame();
    }
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
        showLevel(game);
        play.timer.save();
      }
      done();
    }, done);
  }

  /**
   * A share link's puzzle: a full grid is only named (nothing to play, no clock); a puzzle in
   * progress is resumed; any other opens as a new game beside the others, whatever its
   * solutions (the verdict is said once they are counted).
   */
  function openLink(puzzle) {
    if (!puzzle.includes('.')) {
      if (state.game) history.replaceState(null, '', shareUrl(state.game.puzzle));
      fullLink = puzzle;
      sayFullLink();
      return;
    }
    // The page's own address after a reload: the game on screen, even once it is won.
    if (state.game?.puzzle === puzzle) return;
    const same = findInProgress(puzzle);
    if (same) {
      resumeRecord(same, ['linkResumed', {}, 'info']);
      return;
    }
    ++loadToken;
    begin(new Game({ puzzle, source: 'link' }));
    verify();
  }

  /** Says whether the full grid of a link is solved (validate() finds no conflict) or breaks a rule. */
  function sayFullLink() {
    if (!fullLink || !state.engines) return;
    const puzzle = fullLink;
    fullLink = null;
    state.engines.quick.validate(puzzle).then((conflicts) => {
      const key = conflicts.length ? 'linkFull' : 'linkSolved';
      // With no game on screen yet, the first one (being made) shows it.
      if (state.game) play.say(key, {}, 'info');
      else notice = [key, {}, 'info'];
    }, (error) => play.say('engineError', { message: error.message }, 'error'));
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
    if (link.puzzle) openLink(link.puzzle);
    else play.say('linkNotPuzzle', {}, 'warning');
  });

  // A share link, or the saved game, is drawn before the engine is ready: the board appears at
  // once and only checking the puzzle waits for the engine.
  const link = linkFromHash();
  const session = loadSavedGames();
  if (session.current) {
    begin(new Game(session.current), { selected: session.selected, pencil: session.pencil });
  }
  if (link?.puzzle) openLink(link.puzzle);
  else if (link) {
    if (state.game) play.say('linkNotPuzzle', {}, 'warning');
    else notice = ['linkNotPuzzle', {}, 'warning'];
  }

  return {
    /**
     * The engine is ready: checks and grades the game on screen, or makes the first one; then
     * checks the wins read from storage (saved-games.js checkWins()), after the game's own
     * questions on the quick worker. data-saved-wins says 'checking', then 'checked'.
     */
    start() {
      els.newGame.disabled = false;
      if (!state.game) newGame();
      else { verify(); gradeCurrent(); }
      sayFullLink();
      view.dataset.savedWins = 'checking';
      checkWins((grid) => state.engines.quick.validate(grid)).then(() => {
        view.dataset.savedWins = 'checked';
        play.winsChecked();
      });
    },
    /** Plays a puzzle entered by the user (already counted: exactly one solution), beside the others. */
    playPasted(puzzle, solution) {
      // The puzzle on screen: nothing to open, and the player hears that their progress is here.
      if (state.game?.puzzle === puzzle && !state.game.completed) { play.say('pasteOnScreen', {}, 'info'); return; }
      const same = findInProgress(puzzle);
      if (same) { resumeRecord(same, ['linkResumed', {}, 'info']); return; }
      ++loadToken;
      begin(new Game({ puzzle, solution, source: 'pasted', solutions: 1 }));
    },
    openGenerated,
    /** Resumes the saved game `id` (the Games list). */
    resume(id) {
      const record = savedGame(id);
      if (record) resumeRecord(record);
    },
    /** Deletes the saved game `id`; never the game on screen. */
    remove(id) {
      if (state.game?.id !== id) deleteGame(id);
    },
    /** The game on screen was just won (play.js): tells the listeners. */
    finished() {
      const { game } = state;
      for (const listener of finishedListeners) listener(game);
      view.dispatchEvent(new CustomEvent('gamefinished', { detail: { game } }));
    },
    /** `listener(game)` is called whenever a game is won (a daily puzzle, statistics). */
    onFinished(listener) { finishedListeners.add(listener); },
    /** A grade is being worked out for the game on screen. */
    grading: () => grading !== null && grading === state.game,
  };
}
