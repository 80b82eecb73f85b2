// The Explain view: the original demo's four boards side by side,
//   solution | puzzle | candidates after the first pass | solved (solver's digits in red),
// and a step slider under them that walks through the logical solve: at step k board 3 shows
// the candidates left after the first k steps and board 4 the digits placed by them. Step 0 is
// the original picture (first pass, search solver).
import { buildBoard, setCell } from '../board/board.js';
import { PEERS, HOUSES } from '../grid.js';
import { t, getLanguage } from '../words/i18n.js';

const BOARDS = [
  { kind: 'solution', caption: 'boardSolution' },
  { kind: 'puzzle', caption: 'boardPuzzle' },
  { kind: 'candidates', caption: 'boardCandidates', legend: 'legendCandidates',
    stepCaption: 'boardCandidatesStep', stepLegend: 'legendCandidatesStep' },
  { kind: 'solved', caption: 'boardSolved', legend: 'legendSolved',
    stepCaption: 'boardPlacedStep', stepLegend: 'legendPlacedStep' },
];

const digitAt = (text, cell) => (text && text[cell] >= '1' && text[cell] <= '9' ? Number(text[cell]) : 0);
const bit = (digit) => 1 << (digit - 1);
const digitsOf = (mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & bit(d));

/**
 * The grid after each logical step: states[k] = { values, marks, placed } after the first k
 * steps (marks: candidate masks of open cells; placed: cells filled by a step). `candidates`:
 * the engine's candidates() of the puzzle, where step 1 starts.
 */
function replay(puzzle, steps, candidates) {
  const values = Array.from({ length: 81 }, (_, cell) => digitAt(puzzle, cell));
  const marks = candidates.map((digits) => digits.reduce((mask, d) => mask | bit(d), 0));
  const placed = new Array(81).fill(false);
  const states = [{ values: [...values], marks: [...marks], placed: [...placed] }];
  for (const step of steps) {
    for (const { cell, digit } of step.placements) {
      values[cell] = digit;
      marks[cell] = 0;
      placed[cell] = true;
      // Geometry: a placed digit leaves its peers' candidates.
      for (const peer of PEERS[cell]) marks[peer] &= ~bit(digit);
    }
    for (const { cell, digit } of step.eliminations) marks[cell] &= ~bit(digit);
    states.push({ values: [...values], marks: [...marks], placed: [...placed] });
  }
  return states;
}

/**
 * Builds the four empty boards into `container` at once, so the page has its shape before data.
 * `stepEls`: { box, slider, count, text, note } of the step slider (box: its container, moved in
 * among the boards).
 */
export function createExplainView(container, statsLine, stepEls, effortLine) {
  const boards = {};
  const captions = {};
  for (const { kind, caption, legend } of BOARDS) {
    const figure = document.createElement('figure');
    figure.className = 'board-figure';
    const { table, cells } = buildBoard(kind);
    const figcaption = document.createElement('figcaption');
    const title = document.createElement('span');
    title.className = 'caption';
    title.dataset.i18n = caption;
    title.textContent = t(caption);
    figcaption.append(title);
    captions[kind] = { title };
    if (legend) {
      const note = document.createElement('span');
      note.className = 'legend';
      note.dataset.i18n = legend;
      note.textContent = t(legend);
      figcaption.append(note);
      captions[kind].note = note;
    }
    figure.append(table, figcaption);
    container.append(figure);
    boards[kind] = cells;
  }
  // The step slider joins the boards' flow right after board 3: where the boards stack (a phone)
  // it stays between the two boards it changes; wide screens show it after all four (style.css).
  if (stepEls.box) container.insertBefore(stepEls.box, container.lastElementChild);

  let last = null;
  // grade().effort of the puzzle on screen, or null while it is not known.
  let effort = null;
  // The logical solve of the puzzle on screen: { outcome, steps, states } or a state word.
  let solve = null;
  let stepsState = 'idle'; // idle | working | ready | failed

  // Random holes make puzzles of any difficulty; generate() grades each one.
  const graded = (game) => (game.level
    ? ` · ${t('statsGraded', { name: t(`grade${game.level}`), score: game.score.toFixed(1) })}`
    : '');

  // The demo's counters in people's words, phase by phase: cells the first pass filled (board 3),
  // what the singles before any guess filled, candidates crossed out, guesses (saved states) and
  // going back after a dead end (backtracks).
  const singles = ({ firstPass, beforeGuess }) => {
    const { hiddenSingles: hidden, nakedSingles: naked } = beforeGuess;
    if (!firstPass.values.includes(0)) return t('storyFirstSolved');
    return hidden ? t('storyHidden', { hidden, naked, more: hidden + naked }) : t('storyHiddenNone');
  };
  const guesses = ({ savedStates: saved, backtracks: back }) => {
    if (saved === 0) return t('storyNoGuess');
    return t(back === 0 ? 'storyGuessNoBack' : 'storyGuesses', { saved, back });
  };

  const writeStats = () => {
    if (!last) return;
    const { game, explained } = last;
    statsLine.textContent = `${t('statsStory', {
      gen: game.ms.toFixed(1),
      solve: explained.ms.toFixed(1),
      filled: explained.firstPass.deduced.filter(Boolean).length,
      singles: singles(explained),
      ops: explained.counters.candidateOps,
      guesses: guesses(explained.counters),
    })} ${t('statsClues', { clues: game.clues })}${graded(game)}`;
  };

  // The search effort beside the demo's counters, in plain words.
  const writeEffort = () => {
    if (!effortLine) return;
    if (effort === null) effortLine.textContent = '';
    else effortLine.textContent = effort === 0 ? t('effortNone') : t('effortLine', { effort: effort.toFixed(1) });
  };

  function setCaptions(stepMode) {
    for (const { kind, caption, legend, stepCaption, stepLegend } of BOARDS) {
      if (!stepCaption) continue;
      const { title, note } = captions[kind];
      title.dataset.i18n = stepMode ? stepCaption : caption;
      title.textContent = t(title.dataset.i18n);
      note.dataset.i18n = stepMode ? stepLegend : legend;
      note.textContent = t(note.dataset.i18n);
    }
  }

  /** Boards 3 and 4 as the original demo draws them: first pass, then the search solver. */
  function drawOriginal() {
    const { game, explained } = last;
    const { values, candidates, deduced } = explained.firstPass;
    for (let cell = 0; cell < 81; ++cell) {
      const given = digitAt(game.puzzle, cell);
      setCell(boards.candidates[cell], values[cell]
        ? { digit: values[cell], classes: deduced[cell] ? ['red'] : ['given'] }
        : { candidates: candidates[cell] });
      setCell(boards.solved[cell], {
        digit: digitAt(explained.solution, cell),
        classes: given ? ['given'] : ['red'],
      });
    }
    setCaptions(false);
  }

  /** Boards 3 and 4 after logical step k (1-based), the step's cells marked on board 3. */
  function drawStep(k) {
    const state = solve.states[k];
    const step = solve.steps[k - 1];
    const touched = new Set([...step.cells, ...step.placements.map((p) => p.cell),
      ...step.eliminations.map((e) => e.cell)]);
    const house = new Set(step.houses.flatMap((h) => HOUSES[h] ?? []));
    for (let cell = 0; cell < 81; ++cell) {
      const v = state.values[cell];
      const marks = [touched.has(cell) ? 'step-cell' : '', house.has(cell) ? 'step-house' : ''].filter(Boolean);
      setCell(boards.candidates[cell], v
        ? { digit: v, classes: [state.placed[cell] ? 'red' : 'given', ...marks] }
        : { candidates: digitsOf(state.marks[cell]), classes: marks });
      setCell(boards.solved[cell], v
        ? { digit: v, classes: [state.placed[cell] ? 'red' : 'given', ...(step.placements.some((p) => p.cell === cell) ? ['step-cell'] : [])] }
        : {});
    }
    setCaptions(true);
  }

  function writeStepText() {
    const { slider, count, text, note } = stepEls;
    note.textContent = '';
    if (stepsState === 'working') {
      count.textContent = t('stepsWorking');
      text.textContent = '';
      return;
    }
    if (stepsState === 'failed') {
      count.textContent = '';
      text.textContent = t(solve?.reason ?? 'stepsFailed');
      return;
    }
    if (stepsState !== 'ready') { count.textContent = ''; text.textContent = ''; return; }
    const n = solve.steps.length;
    const k = Number(slider.value);
    const valueText = t('stepOf', { k, n });
    slider.setAttribute('aria-valuetext', valueText);
    count.textContent = valueText;
    if (k === 0) {
      text.textContent = n ? t('stepsIntro', { n }) : t('stepsNone');
    } else {
      const step = solve.steps[k - 1];
      text.textContent = step.explanation[getLanguage()] ?? step.explanation.en;
    }
    if (solve.outcome === 'stuck') note.textContent = t('stepsStuck', { n });
  }

  function update() {
    if (!last) return;
    const k = stepsState === 'ready' ? Number(stepEls.slider.value) : 0;
    if (k === 0) drawOriginal(); else drawStep(k);
    container.dataset.step = String(k);
    writeStepText();
  }

  stepEls.slider.addEventListener('input', update);

  return {
    /** `game` from generate(), `explained` from explain() of the same puzzle. */
    show(game, explained) {
      last = { game, explained };
      effort = null;
      writeEffort();
      solve = null;
      stepsState = 'idle';
      stepEls.slider.value = '0';
      stepEls.slider.max = '0';
      stepEls.slider.disabled = true;
      for (let cell = 0; cell < 81; ++cell) {
        const given = digitAt(game.puzzle, cell);
        setCell(boards.solution[cell], { digit: digitAt(game.solution, cell) });
        setCell(boards.puzzle[cell], { digit: given, classes: given ? ['given'] : [] });
      }
      update();
      writeStats();
    },
    /** The logical steps are being worked out (in the worker). */
    stepsWorking() {
      stepsState = 'working';
      stepEls.slider.disabled = true;
      writeStepText();
    },
    /** `result` from steps() of the puzzle on screen, `candidates` from candidates() of it. */
    showSteps(result, candidates) {
      solve = { outcome: result.outcome, steps: result.steps, states: replay(last.game.puzzle, result.steps, candidates) };
      stepsState = 'ready';
      stepEls.slider.max = String(result.steps.length);
      stepEls.slider.value = '0';
      stepEls.slider.disabled = result.steps.length === 0;
      // Step 0 is already on screen (show() drew it); only the text changes.
      container.dataset.step = '0';
      writeStepText();
    },
    /** The steps could not be had; `reason` is a string key (e.g. 'stepsTooSlow'). */
    stepsFailed(reason) {
      solve = { reason };
      stepsState = 'failed';
      stepEls.slider.disabled = true;
      update();
    },
    /** `value` is grade().effort of the puzzle on screen, or null when it could not be had. */
    showEffort(value) {
      effort = value;
      writeEffort();
    },
    refreshText() { writeStats(); writeStepText(); writeEffort(); },
  };
}
