// The statistics as a picture: for each level, the solve times of its last games as bars, oldest
// on the left, so a player sees whether they are getting faster. A game won with hints is drawn
// hatched. SVG in the page's own colours (light and dark), as wide as the dialog; its words are
// HTML around it, so they keep the page's text sizes on a 360 px phone.
import { addWords, t } from '../words/i18n.js';
import { formatTime } from '../play/timer.js';

addWords({
  statisticsChartTitle: { en: 'Solve times, last games', zh: '最近几局的用时' },
  statisticsChartLevel: {
    en: '{name}: the last {count, plural, one {# game} other {# games}}, up to {longest}',
    zh: '{name}：最近 {count} 局，最长 {longest}',
  },
  statisticsChartKey: { en: 'Hatched: won with hints.', zh: '斜线：用了提示。' },
  statisticsChartNone: { en: 'Solve a game to see its time here.', zh: '解出一局后，用时会显示在这里。' },
});

const SVG = 'http://www.w3.org/2000/svg';
const WIDTH = 300;
const HEIGHT = 60;

function svgElement(name, attributes) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

/** One level's bars: `solves` [{ ms, hints, on }] oldest first. */
function bars(solves, label) {
  const svg = svgElement('svg', {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`, preserveAspectRatio: 'none', role: 'img', 'aria-label': label, class: 'stats-bars',
  });
  // One hatch for every chart: identical, so the first one in the page serves them all.
  const pattern = svgElement('pattern', { id: 'stats-hatch', width: 6, height: 6, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' });
  pattern.append(svgElement('rect', { width: 3, height: 6, class: 'stats-bar-hatch' }));
  svg.append(svgElement('defs', {}));
  svg.firstChild.append(pattern);
  const longest = Math.max(...solves.map((s) => s.ms));
  const slot = WIDTH / Math.max(solves.length, 10);
  solves.forEach((solve, i) => {
    const height = Math.max(2, (solve.ms / longest) * (HEIGHT - 2));
    const bar = svgElement('rect', {
      x: i * slot + slot * 0.15, y: HEIGHT - height, width: slot * 0.7, height, rx: 1.5,
      class: solve.hints ? 'stats-bar with-hints' : 'stats-bar',
    });
    const title = svgElement('title', {});
    title.textContent = `${formatTime(solve.ms)}${solve.on ? ` · ${solve.on}` : ''}${solve.hints ? ` · ${t('doneHints', { count: solve.hints })}` : ''}`;
    bar.append(title);
    svg.append(bar);
  });
  return svg;
}

/**
 * Fills `el` with one chart per level that has solved games: `rows` [{ level, solves }] (stats.js
 * recentSolves() of each level). Says so when there are none.
 */
export function drawChart(el, rows) {
  const heading = document.createElement('h3');
  heading.className = 'stats-chart-title';
  heading.textContent = t('statisticsChartTitle');
  const shown = rows.filter((row) => row.solves.length);
  const parts = [heading];
  for (const { level, solves } of shown) {
    const figure = document.createElement('figure');
    figure.className = 'stats-chart-level';
    figure.dataset.level = String(level);
    const caption = document.createElement('figcaption');
    caption.textContent = t('statisticsChartLevel', {
      name: t(`grade${level}`), count: solves.length, longest: formatTime(Math.max(...solves.map((s) => s.ms))),
    });
    figure.append(caption, bars(solves, caption.textContent));
    parts.push(figure);
  }
  const note = document.createElement('p');
  note.className = 'stats-chart-key';
  note.textContent = shown.length ? t('statisticsChartKey') : t('statisticsChartNone');
  parts.push(note);
  el.replaceChildren(...parts);
}
