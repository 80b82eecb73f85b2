// The Statistics panel: a <dialog> with the table per level (stats.js works the figures out),
// Export (a JSON file download through an <a download>) and Import (a file chosen by the player, merged record by
// record; the panel says how many records it took or why it refused the file).
import { today } from '../games/daily-puzzle.js';
import { t } from '../words/i18n.js';
import { exportText, importText, loadRecords, recentSolves, summary } from './stats.js';
import { drawChart } from './stats-chart.js';
import { formatTime } from '../play/timer.js';

const COLUMNS = ['played', 'solved', 'best', 'average', 'streak', 'bestStreak', 'run', 'hints'];
const HEADS = {
  played: 'statisticsPlayed', solved: 'statisticsSolved', best: 'statisticsBest', average: 'statisticsAverage',
  streak: 'statisticsStreak', bestStreak: 'statisticsBestStreak', run: 'statisticsRun', hints: 'statisticsHints',
};

const cellText = (column, value) => {
  if (column === 'best' || column === 'average') return value === null ? '—' : formatTime(value);
  return String(value);
};

/** The toolbar's Statistics button (play/buttons.js); createStatsView() wires it. */
export const statisticsButton = {
  id: 'statistics-open', label: 'statistics', className: 'later',
  words: { statistics: { en: 'Statistics', zh: '统计' } },
};

/**
 * `els`: { open (button), dialog, table, chart, exportButton, importButton, file (input
 * type=file), status, close }. `hintsCount()`: the setting that games won with hints set best
 * times. Returns { refreshText() }.
 */
export function createStatsView(els, hintsCount = () => false) {
  let status = null; // [key, params] of the last import's answer

  function drawTable() {
    const records = loadRecords();
    const { levels, all } = summary(records, today(), hintsCount());
    drawChart(els.chart, [1, 2, 3, 4, 5].map((level) => ({ level, solves: recentSolves(records, level) })));
    const head = document.createElement('tr');
    for (const key of ['statisticsLevel', ...COLUMNS.map((c) => HEADS[c])]) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.textContent = t(key);
      head.append(th);
    }
    const row = (name, figures, level) => {
      const tr = document.createElement('tr');
      tr.dataset.level = level;
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = name;
      tr.append(th);
      for (const column of COLUMNS) {
        const td = document.createElement('td');
        td.dataset.column = column;
        // On a phone each row is a card and each figure says its name (style.css).
        td.dataset.label = t(HEADS[column]);
        td.textContent = cellText(column, figures[column]);
        tr.append(td);
      }
      return tr;
    };
    const body = levels.map((figures) => row(t(`gradeOption${figures.level}`), figures, String(figures.level)));
    const thead = document.createElement('thead');
    thead.append(head);
    const tbody = document.createElement('tbody');
    tbody.append(...body);
    const tfoot = document.createElement('tfoot');
    tfoot.append(row(t('statisticsAll'), all, 'all'));
    els.table.replaceChildren(thead, tbody, tfoot);
  }

  function drawStatus() {
    // A refusal's reason is a key too, so it follows a change of language.
    const params = status?.[1].reason ? { ...status[1], reason: t(status[1].reason) } : status?.[1];
    els.status.textContent = status ? t(status[0], params) : '';
    els.status.dataset.key = status ? status[0] : '';
  }

  function say(key, params = {}) {
    status = [key, params];
    drawStatus();
  }

  els.open.addEventListener('click', () => {
    status = null;
    drawStatus();
    drawTable();
    els.dialog.showModal();
  });
  els.close.addEventListener('click', () => els.dialog.close());

  els.exportButton.addEventListener('click', () => {
    // A data: URL rather than a Blob's blob: URL: the page makes no blob: URLs at all (a blob:
    // URL could carry script; tests/web/csp.test.mjs checks), and 5,000 records fit well under
    // Chromium's 2 MB limit for a URL.
    const a = document.createElement('a');
    a.href = `data:application/json;charset=utf-8,${encodeURIComponent(exportText())}`;
    a.download = `sudoku-statistics-${today()}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    say('statisticsExported');
  });

  els.importButton.addEventListener('click', () => els.file.click());
  els.file.addEventListener('change', async () => {
    const [file] = els.file.files;
    els.file.value = '';
    if (!file) return;
    let text;
    try {
      text = await file.text();
    } catch {
      say('statisticsImportRefused', { reason: 'statisticsNotJson' });
      return;
    }
    const answer = importText(text);
    if (answer.refused) say('statisticsImportRefused', { reason: answer.refused });
    else say('statisticsImported', answer);
    drawTable();
  });

  return {
    /** Redraws the open panel in the page's language. */
    refreshText() {
      if (!els.dialog.open) return;
      drawTable();
      drawStatus();
    },
  };
}
