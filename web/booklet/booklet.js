// The booklet dialog: choose the grid, level, how many puzzles (1-100), how many on a page
// (1, 2, 4 or 6), the paper (A4 or US Letter) and the booklet's number; the puzzles are made in
// a worker of their own (so the game on screen keeps its engine), with a progress bar and a
// Cancel; the sheets (booklet-sheets.js) then go to the browser's print, where "Save as PDF"
// makes a file. The same number, grid, level and count make the same booklet again.
import { startBatchEngine } from '../engine/engines.js';
import { bookletSheets } from './booklet-sheets.js';
import { closeOnBackdrop } from '../page/dialogs.js';
import { t } from '../words/i18n.js';
import { GENERATE_MS, GENERATE_TRIES } from '../engine/limits.js';

export const MAX_PUZZLES = 100;
export const PER_PAGE = [1, 2, 4, 6];
const levelOf = (value) => (value === 'first' ? 'first' : Number(value));

/**
 * The levels of each grid size from the engine's sizes() rows, as the level menu and the seeds
 * spell them: { 4: ['first', 1], ... } ('first' is the children's First steps, the engine's
 * level 0). The engine alone says which levels a size takes.
 */
export const levelsBySize = (sizes) => Object.fromEntries(sizes.map(({ size, levels }) =>
  [size, levels.map((level) => (level === 0 ? 'first' : level))]));
const PAPERS = ['a4', 'letter'];

/**
 * The seed of puzzle `number` (1-based) of a booklet, for generate(): a string the engine hashes,
 * so the booklet's number, grid and level fix every puzzle. `attempt` > 0 when that seed's search
 * ran out of budget.
 */
export const puzzleSeed = (booklet, size, level, number, attempt = 0) =>
  `booklet ${booklet} size ${size} level ${level} no. ${number}${attempt ? ` try ${attempt + 1}` : ''}`;

const randomBooklet = () => String(1 + Math.floor(Math.random() * 999999));

/** The toolbar's Booklet button (play/buttons.js); createBooklet() wires it. */
export const bookletButton = {
  id: 'booklet-open', label: 'booklet', className: 'later', popup: 'dialog',
  words: { booklet: { en: 'Booklet', zh: '题册' } },
};

/**
 * `els`: { open, dialog, size, level, count, perPage, paper, seed, progress, status, make,
 * print, close, sheets (the container the print stylesheet shows) }. `defaultLevel()`: the
 * level the dialog starts at (the Play view's). `engineSizes()`: a promise of the engine's
 * sizes() (the levels each grid takes). Returns { start(), refreshText() }: start() once the
 * engine is there, to ask it for the levels before the dialog opens.
 */
export function createBooklet(els, { defaultLevel, engineSizes }) {
  const root = document.documentElement;
  let making = null; // { cancelled, worker } while puzzles are being made
  let made = null; // { entries, perPage, paper, booklet } of the last booklet
  let status = null; // [key, params]
  let levels = null; // a promise of levelsBySize(), asked again after a failure

  const knownLevels = () => {
    if (!levels) {
      levels = Promise.resolve().then(engineSizes).then(levelsBySize);
      levels.catch(() => { levels = null; });
    }
    return levels;
  };

  function say(key, params = {}) {
    status = [key, params];
    els.status.textContent = t(key, params);
    els.status.dataset.key = key;
  }

  /** The form's values, or { error } naming the field that is wrong. `allowed`: levelsBySize(). */
  function request(allowed) {
    const size = Number(els.size.value);
    const level = levelOf(els.level.value);
    const count = Number(els.count.value);
    const perPage = Number(els.perPage.value);
    const paper = els.paper.value;
    if (!Number.isInteger(count) || count < 1 || count > MAX_PUZZLES) return { error: 'bookletCountBad' };
    if (!allowed[size]?.includes(level) || !PER_PAGE.includes(perPage) || !PAPERS.includes(paper)) {
      return { error: 'bookletFormBad' };
    }
    if (!els.seed.value.trim()) els.seed.value = randomBooklet();
    return { size, level, count, perPage, paper, booklet: els.seed.value.trim() };
  }

  async function makeOne(worker, { size, level, booklet }, number) {
    for (let attempt = 0; ; ++attempt) {
      const options = { level, seed: puzzleSeed(booklet, size, level, number, attempt) };
      if (size !== 9) options.size = size;
      try {
        return await worker.within(GENERATE_MS).generate(options);
      } catch (error) {
        // A seed whose search ran out of budget is followed by the next one, the same each time.
        if (error?.code !== 'budgetExhausted' || attempt + 1 >= GENERATE_TRIES) throw error;
      }
    }
  }

  function draw() {
    if (!made) {
      els.sheets.replaceChildren();
      return;
    }
    els.sheets.dataset.paper = made.paper;
    els.sheets.replaceChildren(...bookletSheets(made.entries, made.perPage, made.booklet));
  }

  function showIdle() {
    els.make.dataset.i18n = 'bookletMake';
    els.make.textContent = t('bookletMake');
    els.print.disabled = !made;
    // Once a booklet is ready, printing it is the next step.
    els.print.classList.toggle('primary', Boolean(made));
    els.make.classList.toggle('primary', !made);
    for (const field of [els.size, els.level, els.count, els.perPage, els.paper, els.seed]) field.disabled = false;
  }

  async function make() {
    let allowed;
    try {
      allowed = await knownLevels();
    } catch (error) {
      say('bookletFailed', { message: error?.message ?? String(error) });
      return;
    }
    if (making) return; // a second press while the levels came
    const wanted = request(allowed);
    if (wanted.error) {
      say(wanted.error, { max: MAX_PUZZLES });
      return;
    }
    making = { cancelled: false, worker: null };
    const mine = making;
    // The booklet made before goes: Print never prints one the form no longer describes.
    made = null;
    draw();
    delete root.dataset.print;
    els.make.dataset.i18n = 'bookletCancel';
    els.make.textContent = t('bookletCancel');
    els.print.disabled = true;
    for (const field of [els.size, els.level, els.count, els.perPage, els.paper, els.seed]) field.disabled = true;
    els.progress.max = wanted.count;
    els.progress.value = 0;
    els.progress.hidden = false;
    say('bookletMaking', { done: 0, count: wanted.count });
    try {
      mine.worker = await startBatchEngine();
      const entries = [];
      for (let number = 1; number <= wanted.count && !mine.cancelled; ++number) {
        const puzzle = await makeOne(mine.worker, wanted, number);
        entries.push({ number, puzzle: puzzle.puzzle, solution: puzzle.solution, size: wanted.size, level: wanted.level, seed: puzzle.seed });
        els.progress.value = number;
        say('bookletMaking', { done: number, count: wanted.count });
      }
      if (mine.cancelled) throw new Error('cancelled');
      made = { entries, perPage: wanted.perPage, paper: wanted.paper, booklet: wanted.booklet };
      draw();
      if (els.dialog.open) root.dataset.print = 'booklet';
      const sheets = els.sheets.querySelectorAll('.sheet');
      say('bookletReady', {
        count: entries.length, pages: els.sheets.querySelectorAll('.sheet.puzzles').length,
        solutionPages: sheets.length - els.sheets.querySelectorAll('.sheet.puzzles').length,
      });
    } catch (error) {
      if (mine.cancelled) say('bookletCancelled');
      else say('bookletFailed', { message: error?.message ?? String(error) });
    } finally {
      mine.worker?.terminate();
      making = null;
      els.progress.hidden = true;
      showIdle();
    }
  }

  // The levels the chosen size takes, as the engine says; another is put back to First steps.
  // Until the engine has said, every level stays offered (make() checks again).
  async function fitLevels() {
    let allowed;
    try {
      allowed = (await knownLevels())[Number(els.size.value)];
    } catch {
      return;
    }
    if (!allowed) return;
    for (const option of els.level.options) option.disabled = !allowed.includes(levelOf(option.value));
    if (els.level.selectedOptions[0]?.disabled) els.level.value = 'first';
    els.level.dataset.size = els.size.value;
  }
  els.size.addEventListener('change', fitLevels);

  els.open.addEventListener('click', () => {
    if (!made && !making) {
      els.level.value = String(defaultLevel());
      fitLevels();
    }
    if (made) root.dataset.print = 'booklet';
    els.dialog.showModal();
  });
  els.make.addEventListener('click', () => {
    if (!making) {
      make();
      return;
    }
    making.cancelled = true;
    making.worker?.terminate(); // the call in flight rejects at once
  });
  els.print.addEventListener('click', () => window.print());
  els.close.addEventListener('click', () => els.dialog.close());
  // Closed, the page prints the game again; the booklet stays for the next opening.
  els.dialog.addEventListener('close', () => { delete root.dataset.print; });
  closeOnBackdrop(els.dialog);
  showIdle();

  return {
    start() {
      knownLevels().then(fitLevels, () => {});
    },
    refreshText() {
      if (status) say(...status);
      els.make.textContent = t(els.make.dataset.i18n);
      draw();
    },
  };
}
