// The Explain view's puzzles: one from the original demo's generator (generate({ holesPerBox }),
// graded like every generated puzzle) whose first pass leaves candidates, the demo's own solve of
// it (explain(); both from chooseExplained), then its logical
// steps for the slider (steps(), starting from the candidates() of the puzzle) and its search
// effort (grade().effort, beside the demo's counters). All of it runs in the work worker, the
// candidates in the quick one.
import { createExplainView } from './explain-view.js';
import { chooseExplained } from './choose.js';
import { STEPS_MS } from '../engine/limits.js';

const $ = (id) => document.getElementById(id);

/**
 * Wires the Explain view (index.html's #explain-view). `settings.holes` (1..4) is the chosen
 * holes per box, saved by `saveSettings()`; `onError(error)` shows an engine failure;
 * `onPlay(made)` plays the puzzle on screen (generate()'s answer, grade included) in Play.
 * Returns { start(engines), show(), refreshText() }.
 */
export function createExplain(settings, saveSettings, onError, onPlay) {
  const section = $('explain-view');
  const holes = $('explain-level');
  const newButton = $('explain-new');
  const playButton = $('explain-play');
  let shown = null; // the generated puzzle on screen
  const view = createExplainView($('boards'), $('stats'), {
    box: $('steps'), slider: $('step-slider'), count: $('step-count'), text: $('step-text'), note: $('step-note'),
  }, $('effort'));
  let engines = null;
  let token = 0;

  function loadSteps(puzzle, mine) {
    section.dataset.steps = 'working';
    view.stepsWorking();
    Promise.all([engines.work.within(STEPS_MS).steps(puzzle), engines.quick.candidates(puzzle)]).then(([result, candidates]) => {
      if (mine !== token) return;
      view.showSteps(result, candidates);
      section.dataset.steps = 'ready';
    }, (error) => {
      if (mine !== token) return;
      // A timeout restarted the work worker (the package does that); the next puzzle gets a fresh one.
      view.stepsFailed(error.code === 'timeout' ? 'stepsTooSlow' : 'stepsFailed');
      section.dataset.steps = error.code === 'timeout' ? 'timeout' : 'error';
    });
  }

  // The search effort comes from grade(), after the steps in the same worker.
  function loadEffort(puzzle, mine) {
    section.dataset.effort = 'working';
    engines.work.within(STEPS_MS).grade(puzzle).then((graded) => {
      if (mine !== token) return;
      view.showEffort(graded.effort);
      section.dataset.effort = 'ready';
    }, () => {
      if (mine !== token) return;
      view.showEffort(null);
      section.dataset.effort = 'failed';
    });
  }

  async function newPuzzle() {
    if (!engines) return;
    const mine = ++token;
    newButton.disabled = true;
    section.dataset.state = 'busy';
    try {
      const holesPerBox = Number(holes.value);
      const { game, explained } = await chooseExplained(engines.work, holesPerBox);
      if (mine !== token) return;
      view.show(game, explained);
      shown = game;
      playButton.disabled = false;
      section.dataset.puzzle = game.puzzle;
      section.dataset.level = String(holesPerBox);
      section.dataset.grade = String(game.level);
      section.dataset.state = 'ready';
      loadSteps(game.puzzle, mine);
      loadEffort(game.puzzle, mine);
    } catch (error) {
      if (mine !== token) return;
      onError(error);
      section.dataset.state = 'error';
    } finally {
      if (mine === token) newButton.disabled = false;
    }
  }

  newButton.addEventListener('click', newPuzzle);
  // The demo's puzzles keep many givens: gentle enough for a child to play.
  playButton.addEventListener('click', () => { if (shown) onPlay(shown); });
  holes.value = String(settings.holes);
  holes.addEventListener('change', () => {
    settings.holes = Number(holes.value);
    saveSettings();
  });

  return {
    start(ready) {
      engines = ready;
      newButton.disabled = false;
      if (!section.hidden) newPuzzle();
    },
    /** The view is shown: it makes its first puzzle only when somebody looks at it. */
    show() {
      if (!section.dataset.puzzle && engines && section.dataset.state !== 'busy') newPuzzle();
    },
    refreshText: () => view.refreshText(),
  };
}
