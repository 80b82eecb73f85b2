// The Play view, put together: one board to solve by mouse, touch or keyboard. Each part lives
// in its own module and gets the shared state (play-state.js) and the few calls it needs:
//
//   play-board.js    the cells               moves.js        the player's moves
//   keyboard.js      keys                    keys-help.js    the Keys panel
//   controls.js      the buttons             timer.js        the clock
//   hint.js          the hint and its box    hint-links.js   a chain hint's arrows
//   board-labels.js  row, column, box numbers
//   validation.js    conflicts, the win      mistakes.js     full-but-wrong, the counter, the limit
//   notes.js         Fill, Auto notes        messages.js     the message line
//   games.js         new, link, saved games  games-panel.js  the Games dialog
//   other-tabs.js    the same games played in another tab
//   daily.js         the daily puzzle        completion.js   the win, recorded in the statistics
//   daily-archive.js every day's daily puzzle, a calendar
//   stats-view.js    the Statistics dialog   settings-panel.js  the Settings dialog
//   booklet.js       the booklet to print (booklet-sheets.js lays out its pages)
//   share-button.js, grade-badge.js, print-facts.js (the printed page's level, date and seed)
//   buttons.js       the declared buttons: drawn from the lists below, their words and keys
//
// A change to the grid goes through changed(): the digit is drawn at once, and validate()'s
// answer (conflict marks, the win) follows from the quick worker.
import { createCompletion } from './completion.js';
import { createControls } from './controls.js';
import { createDaily, dailyButton } from '../games/daily.js';
import { archiveButton, createDailyArchive } from '../games/daily-archive.js';
import { createBoardLabels } from '../board/board-labels.js';
import { bookletButton, createBooklet } from '../booklet/booklet.js';
import { declareButtons, placeButtons, wireButtons } from './buttons.js';
import { createGames, newPuzzleButton } from '../games/games.js';
import { createGamesPanel, gamesButton } from '../games/games-panel.js';
import { followGamesInOtherTabs } from '../games/other-tabs.js';
import { renderGrade } from './grade-badge.js';
import { createHint, hintButton } from './hint.js';
import { createHintLinks } from '../board/hint-links.js';
import { wireKeyboard } from './keyboard.js';
import { createKeysHelp, keysButton } from './keys-help.js';
import { createMessageLine } from '../words/messages.js';
import { makeMessageDismissable } from './message-sheet.js';
import { createMistakes } from './mistakes.js';
import { checkButton, createMoves } from './moves.js';
import { createNotes, fillNotesButton } from './notes.js';
import { enterPuzzleButton } from '../games/paste.js';
import { createPlayBoard } from '../board/play-board.js';
import { createPlayState } from './play-state.js';
import { colourButton } from './colours.js';
import { printFacts } from './print-facts.js';
import { saveFailed, saveSession } from '../storage/saved-games.js';
import { createSettingsPanel, settingsButton } from './settings-panel.js';
import { createShareButton, shareButton } from './share-button.js';
import { createStatsView, statisticsButton } from '../stats/stats-view.js';
import { createTimer, formatTime } from './timer.js';
import { createValidation } from './validation.js';

const $ = (id) => document.getElementById(id);

// The declared buttons (buttons.js), in the order they stand: the toolbar's after the Level
// menu, the pad's rows after the digits, Erase/Pencil and Undo/Redo. A button is one line here;
// its words join the page's table as this module loads.
const TOOLBAR = [
  newPuzzleButton,
  dailyButton,
  archiveButton,
  enterPuzzleButton,
  gamesButton,
  shareButton,
  statisticsButton,
  bookletButton,
  settingsButton,
];
const PAD = [
  [hintButton, checkButton],
  [fillNotesButton, keysButton],
  [colourButton],
];
const BUTTONS = [...TOOLBAR, ...PAD.flat()];
declareButtons(BUTTONS);

/**
 * Wires the Play view (the elements of index.html's #play-view). `settings` is shared with the
 * page and saved by `saveSettings()`. Returns { start(engines), playPasted(puzzle, solution),
 * show(), hide(), refreshText() }.
 */
export function createPlayView(settings, saveSettings) {
  const view = $('play-view');
  placeButtons($('toolbar-buttons'), TOOLBAR);
  placeButtons($('pad-buttons'), PAD);
  const state = createPlayState(settings);
  const message = createMessageLine($('play-message'));
  makeMessageDismissable($('play-message'));
  const { say } = message;
  let games = null;
  let daily = null;
  let shownGame = null; // the game last drawn, to notice a new one

  function render() {
    const { game } = state;
    if (game !== shownGame) {
      // A new game closes the last game's completion panel.
      shownGame = game;
      completion.hide();
    }
    daily?.render();
    if (game) {
      const conflicts = mistakes.conflictsToShow(validation.shown());
      board.draw({
        game, selected: state.selected, conflicts, checked: state.checked, hint: hint.marks(),
        digit: state.settings.digitFirst ? state.digit : null, extra: state.extra, palette: state.settings.palette,
        paused: state.paused, won: game.completed,
      });
      view.dataset.puzzle = game.puzzle;
      view.dataset.values = game.values.join('');
      // The grid the conflict marks are for: equal to data-values once validate() has answered.
      view.dataset.validated = state.conflicts.text.replace(/\./g, '0');
      view.dataset.hint = state.hint ? state.hint.answer.kind : '';
      view.dataset.hintLevel = state.hint?.answer.step ? String(state.hint.level) : '';
      view.dataset.gradeLevel = game.grade ? String(game.grade.level) : '';
      $('print-facts').textContent = printFacts(game, daily?.dateOf(game) ?? null);
    }
    hint.renderBox();
    links.draw(game ? hint.links() : []);
    renderGrade($('grade'), game, Boolean(games?.grading()), state.techniques);
    controls.render();
    notes.render();
    mistakes.render();
    timer.sync();
    // The selection and pencil mode come back on reload.
    if (game) saveSession(game);
    view.dataset.state = !game ? 'loading' : game.completed ? 'won' : state.paused ? 'paused' : 'playing';
  }

  /** After every change of the grid: drop what was about the old grid, save, ask validate(). */
  function changed() {
    state.checked = null;
    // A move in a game deleted in another tab keeps it after all (other-tabs.js).
    if (state.game) delete state.game.deletedElsewhere;
    hint.drop();
    message.clearAfterMove();
    timer.save();
    completion.started(state.game);
    // Never lost silently: the player hears when the browser keeps no copy.
    if (saveFailed()) say('gamesNotSaved', {}, 'warning');
    validation.refresh();
    render();
  }

  // Won exactly when the last blank is filled and validate() finds no conflict in that grid.
  // A win read from storage (game.claimedMs) is settled by the same answer: kept (not won again:
  // no statistics, no panel) when the grid is solved, else the game goes on from its values.
  function validated(cells) {
    const { game } = state;
    if (game.claimedMs !== null) {
      const solved = cells.size === 0 && game.filled;
      game.settleClaim(solved);
      timer.save();
      timer.sync();
      if (solved) say('wonAgain', { time: formatTime(game.completedMs) }, 'success');
      else say('savedWinWrong', { count: cells.size }, 'warning');
      render();
      return;
    }
    if (cells.size === 0 && game.filled && !game.completed) {
      timer.save();
      game.finish();
      timer.save();
      // A win the browser would not store is said, beside the time.
      const key = saveFailed() ? 'wonNotSaved' : 'won';
      say(game.open ? key : 'puzzleComplete', { time: formatTime(game.completedMs) }, 'success');
      if (game.open) completion.won(game);
      games.finished();
    } else mistakes.answered(cells);
    render();
  }

  const completion = createCompletion({
    panel: $('completion'), facts: $('completion-facts'), newGame: $('completion-new'), close: $('completion-close'),
  }, {
    dailyOf: (game) => daily?.dateOf(game) ?? null,
    hintsCount: () => state.settings.hintsCount,
    // The same level as the game just won: chosen in the level menu, then New puzzle.
    newPuzzle(level) {
      const menu = $('play-level');
      if (level && menu.value !== String(level)) {
        menu.value = String(level);
        menu.dispatchEvent(new Event('change'));
      }
      $('play-new').click();
    },
  });
  const booklet = createBooklet({
    open: $('booklet-open'), dialog: $('booklet-dialog'), size: $('booklet-size'), level: $('booklet-level'),
    count: $('booklet-count'), perPage: $('booklet-per-page'), paper: $('booklet-paper'), seed: $('booklet-seed'),
    progress: $('booklet-progress'), status: $('booklet-status'), make: $('booklet-make'), print: $('booklet-print'),
    close: $('booklet-close'), sheets: $('booklet-sheets'),
  }, { defaultLevel: () => state.settings.level, engineSizes: () => state.engines.quick.sizes() });
  const statsView = createStatsView({
    open: $('statistics-open'), dialog: $('statistics-dialog'), table: $('statistics-table'), chart: $('statistics-chart'),
    exportButton: $('statistics-export'), importButton: $('statistics-import'), file: $('statistics-file'),
    status: $('statistics-status'), close: $('statistics-close'),
  }, () => settings.hintsCount);
  const board = createPlayBoard($('play-board'), (cell, { add = null, drag = false } = {}) => {
    if (state.paused) return;
    if (add) moves.extend(cell, { toggle: add === 'toggle' });
    else if (drag) moves.select(cell);
    else moves.tap(cell);
  });
  const wrap = $('play-board').parentElement;
  createBoardLabels(wrap, board.cells, $('box-numbers'), settings, saveSettings);
  const links = createHintLinks(wrap, board.cells);
  const validation = createValidation(state, {
    onAnswer: validated,
    onError: (error) => say('engineError', { message: error.message }, 'error'),
  });
  const timer = createTimer($('timer'), state, render);
  const hint = createHint($('hint-box'), state, {
    select: (cell, options) => moves.select(cell, options), changed, render, say, save: () => timer.save(),
  });
  const moves = createMoves(state, board.cells, { changed, render, say, conflicts: () => validation.current() });
  const setPaused = (paused) => {
    // A game the mistake limit ended resumes only without the limit (mistakes.js).
    if (!paused && state.stopped) return;
    if (!timer.setPaused(paused)) return;
    render();
    if (!paused) board.cells[state.selected].focus();
  };
  const controls = createControls({
    keypad: $('keypad'), erase: $('erase'), pencil: $('pencil'), colour: $('colour'), undo: $('undo'), redo: $('redo'),
    hint: $('hint'), check: $('check'), pause: $('pause'), resume: $('resume'), cover: $('pause-cover'),
    pausedNote: $('paused-note'),
  }, state, { moves, setPaused });
  const notes = createNotes({ fill: $('fill-notes'), auto: $('auto-notes') }, state, { changed, render, say, saveSettings });
  $('auto-notes').addEventListener('change', notes.toggleAuto);
  createSettingsPanel({ dialog: $('settings-dialog'), open: $('settings-open'), close: $('settings-close') });
  const keysHelp = createKeysHelp({
    dialog: $('keys-dialog'), list: $('keys-list'), open: $('keys-open'), close: $('keys-close'),
  }, BUTTONS);
  wireKeyboard(view, $('play-board'), state, {
    moves, hint, declared: BUTTONS, buttons: { pause: $('pause') },
  });
  const mistakes = createMistakes({
    toggle: $('mistake-counter'), limit: $('mistake-limit'), counter: $('mistakes'), note: $('limit-note'), resume: $('limit-continue'),
  }, state, { saveSettings, render: () => render(), say, setPaused, save: () => timer.save() });
  const share = createShareButton({ button: $('share'), box: $('share-box'), link: $('share-link') }, state, say);

  // The Settings choices that are one field of the saved settings each: the control shows the
  // saved value, and a change is saved and drawn (`then` runs first, for what else it resets).
  const settingControls = [
    { id: 'palette', key: 'palette' },
    { id: 'digit-first', key: 'digitFirst', then: () => { state.digit = null; } },
    { id: 'hints-count', key: 'hintsCount' },
    { id: 'conflicts', key: 'conflicts' },
  ];
  for (const { id, key, then } of settingControls) {
    const control = $(id);
    const field = control.type === 'checkbox' ? 'checked' : 'value';
    control[field] = settings[key];
    control.addEventListener('change', () => {
      settings[key] = control[field];
      then?.();
      saveSettings();
      render();
    });
  }

  games = createGames({ view, newGame: $('play-new'), level: $('play-level') }, state, {
    timer, hint, validation, share, say, render, saveSettings,
    // The wins read from storage are checked: an open Games dialog shows what they turned out to be.
    winsChecked: () => gamesPanel.refresh(),
  });
  daily = createDaily({ button: $('daily'), level: $('play-level'), label: $('daily-label') }, state, {
    openGenerated: games.openGenerated, say, render,
  });
  const archive = createDailyArchive({
    open: $('archive-open'), dialog: $('archive-dialog'), title: $('archive-title'), previous: $('archive-previous'),
    next: $('archive-next'), days: $('archive-days'), level: $('archive-level'), close: $('archive-close'),
  }, { level: () => Number($('play-level').value), openDay: (date) => daily.openDay(date) });
  const gamesPanel = createGamesPanel({
    open: $('games-open'), dialog: $('games-dialog'), list: $('games-list'), history: $('games-history'),
    close: $('games-close'),
  }, {
    current: () => state.game && { ...state.game.toJSON(), elapsedMs: timer.elapsed(), completed: state.game.completed },
    resume: (id) => { games.resume(id); if (state.game) board.cells[state.selected].focus(); },
    remove: (id) => games.remove(id),
  });
  followGamesInOtherTabs(state, { timer, hint, validation, say, render, listChanged: () => gamesPanel.refresh() });
  wireButtons(BUTTONS, { state, moves, notes, hint, say, changed, render });
  render();

  return {
    /** Gives the view its engine workers; checks the game on screen or makes the first one. */
    start(engines) {
      state.engines = engines;
      engines.quick.techniques().then((rows) => {
        state.techniques = new Map(rows.map((row) => [row.id, row]));
        render();
      }, () => {});
      booklet.start();
      games.start();
      validation.refresh();
      render();
    },
    /** Plays a puzzle entered by the user (already checked to be unique). */
    playPasted(puzzle, solution) {
      games.playPasted(puzzle, solution);
      board.cells[state.selected].focus();
    },
    /** Opens a generated puzzle as a new game beside the others (games.js openGenerated()). */
    openGenerated: (made, options) => games.openGenerated(made, options),
    /** `listener(game)` is called whenever a game is won. */
    onFinished: (listener) => games.onFinished(listener),
    show() { timer.show(); render(); },
    hide() { timer.hide(); },
    refreshText() {
      message.refreshText();
      keysHelp.refreshText();
      completion.refreshText();
      statsView.refreshText();
      booklet.refreshText();
      gamesPanel.refreshText();
      archive.refreshText();
      render();
    },
  };
}
