// The colour theme. 'system' follows prefers-color-scheme; 'light' and 'dark' set data-theme on
// <html>, which sets the color-scheme that style.css's light-dark() colours follow. The browser's
// bar colour (theme-color) is read back from the page's background, so it is never a second copy
// of a colour.

export const THEMES = ['system', 'light', 'dark'];
const systemDark = matchMedia('(prefers-color-scheme: dark)');

function syncThemeColor() {
  const meta = document.querySelector('meta[name="theme-color"]');
  // The used colour: a custom property reads back as its light-dark() text, not a colour.
  const colour = getComputedStyle(document.documentElement).backgroundColor;
  if (meta && colour) meta.content = colour;
}

/** Applies `choice` ('system' | 'light' | 'dark'; anything else counts as 'system') to the page. */
export function applyTheme(choice) {
  const root = document.documentElement;
  if (choice === 'light' || choice === 'dark') root.dataset.theme = choice;
  else delete root.dataset.theme;
  syncThemeColor();
}

/**
 * Wires the theme <select>: shows `settings.theme`, and on a change applies it and saves it
 * with `save()`. The system's own switch between light and dark is followed while on 'system'.
 */
export function createThemeSwitch(select, settings, save) {
  select.value = settings.theme;
  select.addEventListener('change', () => {
    settings.theme = THEMES.includes(select.value) ? select.value : 'system';
    save();
    applyTheme(settings.theme);
  });
  systemDark.addEventListener('change', syncThemeColor);
}
