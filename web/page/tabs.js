// The Play / Kids / Explain tabs (WAI-ARIA tabs: arrow keys move between them, Home and End go to
// the first and the last, one tab stop).

/** Wires the [role="tab"] buttons; `onShow(name)` shows view `name`. Returns { show(name) }. */
export function createTabs(onShow) {
  const tabs = [...document.querySelectorAll('[role="tab"]')];

  function show(name, { focus = false } = {}) {
    for (const tab of tabs) {
      const on = tab.dataset.view === name;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      if (on && focus) tab.focus();
      document.getElementById(tab.getAttribute('aria-controls')).hidden = !on;
    }
    onShow(name);
  }

  for (const tab of tabs) {
    tab.addEventListener('click', () => show(tab.dataset.view));
    tab.addEventListener('keydown', (event) => {
      const at = tabs.indexOf(tab);
      const next = { ArrowRight: tabs[(at + 1) % tabs.length], ArrowLeft: tabs[(at + tabs.length - 1) % tabs.length],
        Home: tabs[0], End: tabs[tabs.length - 1] }[event.key];
      if (!next) return;
      event.preventDefault();
      show(next.dataset.view, { focus: true });
    });
  }
  return { show };
}
