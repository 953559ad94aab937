// @ts-check
// fanodeck's web page, the bundled icons: a grid by theme with "all" and "none" for each,
// whose choice is the request's `only` (and stays in the address as `without=`).
//
// app.js creates it: `window.fanodeckIcons(page)` with page = {state, changed()}; `fill()`
// draws the grid from `state.icons` and `state.chosen`.
'use strict';

window.fanodeckIcons = (page) => {
  /** @type {Fanodeck.ById} */
  const $ = (id) => /** @type {any} */ (document.getElementById(id));
  const { state } = page;
  const changed = () => page.changed();

  /** @param {string} svg */
  function svgUrl(svg) {
    return URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  }

  function fillIcons() {
    const box = $('icons');
    box.textContent = '';
    /** @type {string[]} */
    const themes = [];
    for (const icon of state.icons) if (!themes.includes(icon.theme)) themes.push(icon.theme);
    for (const theme of themes) {
      const icons = state.icons.filter((i) => i.theme === theme);
      const wrap = document.createElement('div');
      wrap.className = 'theme';
      const head = document.createElement('div');
      head.className = 'theme-head';
      const title = document.createElement('h4');
      // The theme's name (the engine's, in English) in the page's language.
      const named = { id: 'icons-theme', args: { theme } };
      window.fanodeckI18n.say(title, named.id, named.args);
      const count = document.createElement('span');
      count.className = 'count';
      const all = document.createElement('button');
      all.type = 'button';
      window.fanodeckI18n.say(all, 'icons-all', { theme: named });
      const none = document.createElement('button');
      none.type = 'button';
      window.fanodeckI18n.say(none, 'icons-none', { theme: named });
      head.append(title, count, all, none);
      const grid = document.createElement('div');
      grid.className = 'icon-grid';
      const buttons = icons.map((icon) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.title = icon.name;
        b.setAttribute('aria-label', icon.name);
        const img = document.createElement('img');
        img.alt = '';
        img.loading = 'lazy';
        img.src = svgUrl(icon.svg);
        b.append(img);
        b.onclick = () => {
          if (state.chosen.has(icon.name)) state.chosen.delete(icon.name);
          else state.chosen.add(icon.name);
          refresh();
        };
        grid.append(b);
        return /** @type {const} */ ([b, icon]);
      });
      const showCount = () => {
        const chosen = icons.filter((i) => state.chosen.has(i.name)).length;
        window.fanodeckI18n.say(count, 'icons-theme-count', { chosen, total: icons.length });
      };
      const refresh = () => {
        for (const [b, icon] of buttons) b.setAttribute('aria-pressed', String(state.chosen.has(icon.name)));
        showCount();
        changed();
      };
      all.onclick = () => { for (const i of icons) state.chosen.add(i.name); refresh(); };
      none.onclick = () => { for (const i of icons) state.chosen.delete(i.name); refresh(); };
      wrap.append(head, grid);
      box.append(wrap);
      for (const [b, icon] of buttons) b.setAttribute('aria-pressed', String(state.chosen.has(icon.name)));
      showCount();
    }
  }

  return { fill: fillIcons };
};
