// The Explain view: the original demo's four boards side by side.
//   solution | puzzle | candidates after the first pass | solved (solver's digits in red)
import { buildBoard, setCell } from './board.js';
import { t } from './i18n.js';

const BOARDS = [
  { kind: 'solution', caption: 'boardSolution' },
  { kind: 'puzzle', caption: 'boardPuzzle' },
  { kind: 'candidates', caption: 'boardCandidates', legend: 'legendCandidates' },
  { kind: 'solved', caption: 'boardSolved', legend: 'legendSolved' },
];

const digitAt = (text, cell) => (text && text[cell] >= '1' && text[cell] <= '9' ? Number(text[cell]) : 0);

/** Builds the four empty boards into `container` at once, so the page has its shape before data. */
export function createExplainView(container, statsLine) {
  const boards = {};
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
    if (legend) {
      const note = document.createElement('span');
      note.className = 'legend';
      note.dataset.i18n = legend;
      note.textContent = t(legend);
      figcaption.append(note);
    }
    figure.append(table, figcaption);
    container.append(figure);
    boards[kind] = cells;
  }

  let last = null;
  const writeStats = () => {
    if (!last) return;
    const { game, explained } = last;
    const c = explained.counters;
    statsLine.textContent = `${t('stats', {
      gen: game.ms.toFixed(1),
      solve: explained.ms.toFixed(1),
      ops: c.candidateOps,
      saved: c.savedStates,
      back: c.backtracks,
    })} · ${t('statsClues', { clues: game.clues })}`;
  };

  return {
    /** `game` from generate(), `explained` from explain() of the same puzzle. */
    show(game, explained) {
      last = { game, explained };
      const { values, candidates, deduced } = explained.firstPass;
      for (let cell = 0; cell < 81; ++cell) {
        const given = digitAt(game.puzzle, cell);
        setCell(boards.solution[cell], { digit: digitAt(game.solution, cell) });
        setCell(boards.puzzle[cell], { digit: given, classes: given ? ['given'] : [] });
        setCell(boards.candidates[cell], values[cell]
          ? { digit: values[cell], classes: deduced[cell] ? ['red'] : ['given'] }
          : { candidates: candidates[cell] });
        setCell(boards.solved[cell], {
          digit: digitAt(explained.solution, cell),
          classes: given ? ['given'] : ['red'],
        });
      }
      writeStats();
    },
    refreshText: writeStats,
  };
}
