// The daily archive: a calendar of every day the page has daily puzzles for, from FIRST_DAY to
// today, a month at a time. A day whose daily puzzle (at the Level menu's level) was solved is
// marked; any day opens its puzzle (daily.js openDay()), the same one every browser makes for
// that date. The level's daily streak stands above the calendar, as the statistics count it
// (a past day's puzzle played later does not add to it). The arrow keys move between days (a
// week up and down), into the month before or after.
import { addWords, getLanguage, t } from '../words/i18n.js';
import { today } from './daily-puzzle.js';
import { loadRecords, summary } from '../stats/stats.js';

/** The first day of daily puzzles: the archive starts here. */
export const FIRST_DAY = '2026-01-01';

/** The toolbar's Archive button (play/buttons.js); createDailyArchive() wires it. */
export const archiveButton = {
  id: 'archive-open', label: 'archive', className: 'later', popup: 'dialog',
  help: 'archiveHelp',
  words: {
    archive: { en: 'Archive', zh: '往期' },
    archiveHelp: { en: 'Every day’s daily puzzle, from 1 January 2026', zh: '每一天的每日一题，从 2026 年 1 月 1 日起' },
    archiveTitle: { en: 'Daily puzzles', zh: '每日一题' },
    archiveLevel: { en: '{name} puzzles. Daily streak: {streak, plural, one {# day} other {# days}} (best {best}).', zh: '“{name}”题目。每日连续：{streak} 天（最长 {best} 天）。' },
    archiveSince: { en: 'Daily puzzles start on 1 January 2026. ✓ solved.', zh: '每日一题从 2026 年 1 月 1 日开始。✓ 已解出。' },
    archivePrevious: { en: 'Previous month', zh: '上个月' },
    archiveNext: { en: 'Next month', zh: '下个月' },
    archiveDay: { en: '{date}', zh: '{date}' },
    archiveDaySolved: { en: '{date}, solved', zh: '{date}，已解出' },
  },
};

const pad = (n) => String(n).padStart(2, '0');
const dateOf = (year, month, day) => `${year}-${pad(month + 1)}-${pad(day)}`;
// 'YYYY-MM-DD' moved by `days` calendar days.
const shiftDate = (date, days) => {
  const [y, m, d] = date.split('-').map(Number);
  const moved = new Date(y, m - 1, d + days);
  return dateOf(moved.getFullYear(), moved.getMonth(), moved.getDate());
};
const ARROW_DAYS = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * `els`: { open (button), dialog, title (the month), previous, next, days (the grid), level (the
 * line above it), close }. `actions`: { level() (the Level menu's level), openDay(date) }.
 * Returns { refreshText() }.
 */
export function createDailyArchive(els, actions) {
  let month = null; // [year, month 0..11] shown

  const locale = () => (getLanguage() === 'zh' ? 'zh-CN' : 'en');

  function draw() {
    const [year, m] = month;
    const level = actions.level();
    const now = today();
    const records = loadRecords();
    const solved = new Set(records.filter((r) => r.daily && r.level === level && r.ms !== null).map((r) => r.daily));
    const figures = summary(records, now).levels[level - 1];
    els.level.textContent = t('archiveLevel', { name: t(`grade${level}`), streak: figures.streak, best: figures.bestStreak });
    els.title.textContent = new Intl.DateTimeFormat(locale(), { month: 'long', year: 'numeric' }).format(new Date(year, m, 1));
    const first = FIRST_DAY.split('-').map(Number);
    const [ty, tm] = now.split('-').map(Number);
    els.previous.disabled = year * 12 + m <= first[0] * 12 + first[1] - 1;
    els.next.disabled = year * 12 + m >= ty * 12 + tm - 1;
    // Monday first; the days of the week named as the page's language names them.
    const names = [...Array(7)].map((_, i) => new Intl.DateTimeFormat(locale(), { weekday: 'narrow' }).format(new Date(2026, 0, 5 + i)));
    const cells = names.map((name) => {
      const head = document.createElement('span');
      head.className = 'archive-weekday';
      head.setAttribute('aria-hidden', 'true');
      head.textContent = name;
      return head;
    });
    const lead = (new Date(year, m, 1).getDay() + 6) % 7;
    for (let i = 0; i < lead; ++i) cells.push(document.createElement('span'));
    const days = new Date(year, m + 1, 0).getDate();
    const long = new Intl.DateTimeFormat(locale(), { dateStyle: 'long' });
    for (let day = 1; day <= days; ++day) {
      const date = dateOf(year, m, day);
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'archive-day';
      button.dataset.date = date;
      button.textContent = String(day);
      const done = solved.has(date);
      button.classList.toggle('solved', done);
      button.classList.toggle('today', date === now);
      button.disabled = date < FIRST_DAY || date > now;
      button.setAttribute('aria-label', t(done ? 'archiveDaySolved' : 'archiveDay', { date: long.format(new Date(year, m, day)) }));
      if (date === now) button.setAttribute('aria-current', 'date');
      cells.push(button);
    }
    els.days.replaceChildren(...cells);
  }

  els.open.addEventListener('click', () => {
    const [y, m] = today().split('-').map(Number);
    month = [y, m - 1];
    draw();
    els.dialog.showModal();
    els.days.querySelector('.archive-day.today')?.focus();
  });
  // A month button that the step disables (at the first or the last month) hands the focus to
  // the other one, so that the keyboard is never left on nothing.
  const step = (by, button, other) => {
    const [y, m] = month;
    const next = new Date(y, m + by, 1);
    month = [next.getFullYear(), next.getMonth()];
    draw();
    if (button.disabled) other.focus();
  };
  els.previous.addEventListener('click', () => step(-1, els.previous, els.next));
  els.next.addEventListener('click', () => step(1, els.next, els.previous));
  els.days.addEventListener('keydown', (event) => {
    const from = event.target.closest('.archive-day');
    const by = ARROW_DAYS[event.key];
    if (!from || by === undefined) return;
    event.preventDefault();
    const date = shiftDate(from.dataset.date, by);
    if (date < FIRST_DAY || date > today()) return;
    const [y, m] = date.split('-').map(Number);
    if (y !== month[0] || m - 1 !== month[1]) {
      month = [y, m - 1];
      draw();
    }
    els.days.querySelector(`.archive-day[data-date="${date}"]`).focus();
  });
  els.close.addEventListener('click', () => els.dialog.close());
  els.days.addEventListener('click', (event) => {
    const button = event.target.closest('.archive-day');
    if (!button || button.disabled) return;
    els.dialog.close();
    actions.openDay(button.dataset.date);
  });

  return {
    /** Redraws the open calendar in the page's language. */
    refreshText() { if (els.dialog.open) draw(); },
  };
}
