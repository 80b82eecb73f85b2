// The Games dialog: the games in progress to resume (level, progress, time, started), each with a
// Delete that asks first, and the finished games below. The lists come from saved-games.js; the
// game on screen is drawn from its live state.
//
// A list of thousands is drawn a page at a time and changed row by row: Show more adds the next
// rows after those drawn, Delete, Keep and the confirming Delete redraw or remove their one row,
// and Resume closes the dialog. Redrawing every row drawn on each click took seconds with
// 10,000 games (bench/games_panel.mjs).
import { getLanguage, t } from '../words/i18n.js';
import { finishedGames, inProgress, savedGame } from '../storage/saved-games.js';
import { isDate } from '../storage/storage.js';
import { formatTime } from '../play/timer.js';

// Rows of each list drawn at a time: the dialog opens at once whatever the number of saved games
// (10,000 rows took seconds to build and lay out); "Show more" draws the next rows.
export const PAGE_ROWS = 50;

// One date format per language, made once: making one per row cost more than the row. A date
// out of range (saved-games.js treats it as missing) is no text.
const dateFormats = new Map();
function dateText(ms) {
  if (!isDate(ms)) return '';
  const locale = getLanguage() === 'zh' ? 'zh-CN' : 'en';
  if (!dateFormats.has(locale)) {
    dateFormats.set(locale, new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }));
  }
  return dateFormats.get(locale).format(new Date(ms));
}

const startedText = (game) => (isDate(game.startedAt) ? t('gamesStarted', { date: dateText(game.startedAt) }) : '');

function levelText(game) {
  const level = game.grade?.level ?? game.level;
  return level >= 1 && level <= 5 ? t(`grade${level}`) : t('gamesUngraded');
}

function progress(game) {
  let open = 0;
  let filled = 0;
  for (let cell = 0; cell < 81; ++cell) {
    if (game.puzzle[cell] !== '.') continue;
    open += 1;
    if (game.values[cell]) filled += 1;
  }
  return { filled, open };
}

const span = (className, text) => {
  const el = document.createElement('span');
  el.className = className;
  el.textContent = text;
  return el;
};

const button = (className, key) => {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = className;
  el.textContent = t(key);
  return el;
};

/** The toolbar's Games button (play/buttons.js); createGamesPanel() wires it. */
export const gamesButton = {
  id: 'games-open', label: 'games', className: 'later', popup: 'dialog',
  words: { games: { en: 'Games', zh: '棋局' } },
};

/**
 * `els`: { open (toolbar button), dialog, list, history, close }. `games`: { current() (the Game
 * on screen, its time up to now in elapsedMs), resume(id), remove(id) }.
 * Returns { open(), refresh(), refreshText() }.
 */
export function createGamesPanel(els, games) {
  let confirming = null; // the id whose Delete is asking "are you sure?"
  let playing = [];      // the games in progress listed (not the one on screen), as when drawn
  let shown = PAGE_ROWS; // how many of them are drawn (more after "Show more")
  let currentId = null;  // the game on screen when the lists were drawn

  // A finished game is a checked win (completedMs), a win read from storage not checked yet
  // (claimedMs: never called solved), or a game found not won that waits there for room in
  // storage (saved-games.js): its progress, as a game in progress.
  function row(game, { current = false, finished = false } = {}) {
    const li = document.createElement('li');
    li.className = `game-row${current ? ' current' : ''}`;
    li.dataset.gameId = game.id;
    const { filled, open } = progress(game);
    const main = document.createElement(current || finished ? 'div' : 'button');
    main.className = 'game-main';
    if (!current && !finished) {
      main.type = 'button';
      main.dataset.action = 'resume';
    }
    const won = finished && game.completedMs !== null;
    const unchecked = finished && !won && game.claimedMs !== null;
    main.append(
      span('game-level', levelText(game)),
      span('game-progress', won ? t('gamesSolved') : unchecked ? t('gamesUnchecked') : t('gamesProgress', { filled, open })),
      span('game-time', formatTime(won ? game.completedMs : game.elapsedMs)),
      span('game-date', won && isDate(game.finishedAt) ? t('gamesFinishedOn', { date: dateText(game.finishedAt) }) : startedText(game)),
    );
    if (current) main.append(span('game-now', t('gamesPlaying')));
    li.append(main);
    // The game on screen is never deleted from under the player, finished or not.
    if (current || currentId === game.id) return li;
    if (confirming === game.id) {
      const ask = document.createElement('span');
      ask.className = 'game-confirm';
      ask.append(span('game-ask', t('gamesDeleteAsk')), button('game-delete-yes danger', 'gamesDeleteYes'),
        button('game-keep', 'gamesKeep'));
      ask.lastChild.dataset.action = 'keep';
      ask.children[1].dataset.action = 'delete-yes';
      li.append(ask);
    } else {
      const remove = button('game-delete', 'gamesDelete');
      remove.dataset.action = 'delete';
      const started = startedText(game);
      remove.setAttribute('aria-label', `${t('gamesDelete')}: ${levelText(game)}${started ? `, ${started}` : ''}`);
      li.append(remove);
    }
    return li;
  }

  const empty = (key) => Object.assign(document.createElement('li'), { className: 'games-empty', textContent: t(key) });

  /** The "Show more" row, last in the list, saying how many are not drawn yet; gone when none is left. */
  function updateMore() {
    let li = els.list.querySelector(':scope > .games-more');
    const left = playing.length - Math.min(shown, playing.length);
    if (!left) {
      li?.remove();
      return;
    }
    if (!li) {
      li = document.createElement('li');
      li.className = 'games-more';
      const more = button('game-more', 'gamesMore');
      more.dataset.action = 'more';
      li.append(more);
      els.list.append(li);
    }
    li.firstChild.textContent = t('gamesMore', { left });
  }

  /** Draws both lists afresh: on opening, and when the language or the saved games change. */
  function render() {
    const current = games.current();
    currentId = current?.id ?? null;
    const playingNow = Boolean(current && !current.completed);
    playing = inProgress().filter((g) => g.id !== currentId);
    const rows = playing.slice(0, shown).map((game) => row(game));
    if (playingNow) rows.unshift(row(current, { current: true }));
    els.list.replaceChildren(...rows);
    updateMore();
    if (!rows.length) els.list.append(empty('gamesNone'));
    // The game on screen is listed once: in progress while it is (a win not checked yet is).
    const done = finishedGames().filter((g) => !(playingNow && g.id === currentId));
    els.history.replaceChildren(...done.map((game) => row(game, { finished: true })));
    if (!done.length) els.history.append(empty('gamesNoneFinished'));
  }

  /** The next rows, after those drawn; the keyboard goes on where they start. */
  function showMore() {
    const first = Math.min(shown, playing.length);
    shown += PAGE_ROWS;
    const added = playing.slice(first, shown).map((game) => row(game));
    const more = els.list.querySelector(':scope > .games-more');
    if (more) more.before(...added);
    else els.list.append(...added);
    updateMore();
    (added[0]?.querySelector('.game-main') ?? els.list.querySelector('.game-more') ?? els.close).focus();
  }

  /** Draws the row of `id` again (its Delete asking or not); returns the new row. */
  function redraw(id) {
    const li = els.dialog.querySelector(`li[data-game-id="${id}"]`);
    if (!li) return null;
    const finished = li.parentElement === els.history;
    const game = finished ? finishedGames().find((g) => g.id === id) : savedGame(id);
    if (!game) {
      li.remove();
      return null;
    }
    const next = row(game, { finished });
    li.replaceWith(next);
    return next;
  }

  /** The game `id` was deleted: its row goes, and the list says what is left. */
  function removed(id) {
    const li = els.dialog.querySelector(`li[data-game-id="${id}"]`);
    if (!li) return;
    const list = li.parentElement;
    li.remove();
    if (list === els.list) {
      const index = playing.findIndex((g) => g.id === id);
      if (index >= 0) {
        playing.splice(index, 1);
        if (index < shown) shown -= 1;
      }
      updateMore();
    }
    if (!list.querySelector('li[data-game-id]') && !list.querySelector('.games-more')) {
      list.append(empty(list === els.list ? 'gamesNone' : 'gamesNoneFinished'));
    }
  }

  function onClick(event) {
    const target = event.target.closest('[data-action]');
    if (target?.dataset.action === 'more') {
      showMore();
      return;
    }
    const li = target?.closest('li[data-game-id]');
    if (!li) return;
    const id = li.dataset.gameId;
    switch (target.dataset.action) {
      case 'resume':
        els.dialog.close();
        games.resume(id);
        return;
      case 'delete': {
        // One row asks at a time: the one that was asking goes back to its Delete.
        const was = confirming;
        confirming = id;
        if (was !== null && was !== id) redraw(was);
        break;
      }
      case 'keep': confirming = null; break;
      case 'delete-yes':
        confirming = null;
        games.remove(id);
        if (!savedGame(id)) {
          removed(id);
          els.close.focus();
          return;
        }
        break;
      default: return;
    }
    const next = redraw(id);
    // Keep the keyboard where the player was: on Keep while asking (the safe answer), else on the row.
    (next?.querySelector('.game-keep') ?? next?.querySelector('.game-delete') ?? els.close).focus();
  }

  els.list.addEventListener('click', onClick);
  els.history.addEventListener('click', onClick);
  els.close.addEventListener('click', () => els.dialog.close());
  els.open.addEventListener('click', () => {
    confirming = null;
    shown = PAGE_ROWS;
    render();
    els.dialog.showModal();
  });

  return {
    open() { els.open.click(); },
    /** The saved games changed while the dialog may be open: it shows them as they are now. */
    refresh() { if (els.dialog.open) render(); },
    refreshText() { if (els.dialog.open) render(); },
  };
}
