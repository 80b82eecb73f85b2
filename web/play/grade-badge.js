// The grade shown beside the timer: the puzzle's level and Sudoku Explainer score, with the
// hardest technique needed as its tooltip; "Grading…" while the engine works it out.
import { t, getLanguage } from '../words/i18n.js';

/**
 * Draws the grade of `game` (null: none) into `el`. `grading`: a grade is being worked out.
 * `techniques`: the engine's techniques() rows by id (a Map), or null.
 */
export function renderGrade(el, game, grading, techniques) {
  const grade = game?.grade;
  if (!grade) {
    el.textContent = grading ? t('gradeWorking') : '';
    el.removeAttribute('data-level');
    el.title = '';
    return;
  }
  el.dataset.level = String(grade.level);
  el.textContent = t('gradeLine', { name: t(`grade${grade.level}`), score: grade.score.toFixed(1) });
  const technique = grade.hardest && techniques?.get(grade.hardest);
  // Names come from the engine's registry only: an id made into words reads "Aic", "Xy Wing".
  // Until the registry has loaded there is no tooltip.
  const name = technique ? (getLanguage() === 'zh' ? technique.nameZh : technique.name) : null;
  el.title = name ? t('gradeHardest', { name }) : '';
}
