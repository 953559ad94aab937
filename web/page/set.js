// @ts-check
// fanodeck's web page, the SET tab: print the deck and count the SETs among cards typed as
// codes or clicked. The engine does both (through `window.fanodeck.set`, defined in app.js),
// exactly as `fanodeck set -o` and `fanodeck set count --list` do. Its words are
// i18n/<language>/games.ftl's set-*.
'use strict';

(() => {
  /** @type {Fanodeck.ById} */
  const $ = (id) => /** @type {any} */ (document.getElementById(id));
  const i18n = window.fanodeckI18n;
  const status = $('set-status');
  const result = $('set-result');
  // Attribute values in code order, for the clickable cards' labels: set-card-description's
  // selectors (the number as a number, for its plural).
  const SHAPES = ['oval', 'diamond', 'squiggle'];
  const SHADINGS = ['open', 'striped', 'solid'];
  const COLOURS = ['red', 'green', 'purple'];
  const NUMBERS = [3, 1, 2];
  /** @type {string | null} */
  let pdfUrl = null;
  let counting = 0;

  // The SET form starts at the engine's defaults (the SetRequest that `{}` means); app.js
  // calls this once the engine is ready.
  window.fanodeckSetDefaults = (defaults) => {
    $('set-paper').value = defaults.paper;
    $('set-palette').value = defaults.palette;
    $('set-attributes').value = String(defaults.attributes);
  };

  /** An engine's error as an argument: its sentence, said again on a change of language. @param {any} error */
  const reason = (error) => (error && error.text) || i18n.error(error);

  // The deck's file name has words.
  const fileName = () => {
    $('set-download').download = i18n.t('set-file');
  };
  fileName();
  i18n.onChange(fileName);

  function codes() {
    return $('set-codes').value.split(/[\s,;]+/).filter((c) => c.length > 0);
  }

  async function make() {
    $('set-make').disabled = true;
    i18n.say(status, 'set-making');
    status.className = '';
    try {
      const out = await window.fanodeck.set.deck({
        paper: $('set-paper').value,
        palette: $('set-palette').value,
        attributes: Number($('set-attributes').value),
      });
      if (pdfUrl) URL.revokeObjectURL(pdfUrl);
      pdfUrl = URL.createObjectURL(new Blob([out.pdf], { type: 'application/pdf' }));
      $('set-download').href = pdfUrl;
      $('set-download').hidden = false;
      i18n.say(status, 'set-made', { cards: out.cards, pages: out.pages });
    } catch (error) {
      i18n.say(status, 'set-could-not-make', { reason: reason(error) });
      status.className = 'error';
    } finally {
      $('set-make').disabled = false;
    }
  }

  async function count() {
    const typed = codes();
    const mine = ++counting;
    for (const button of /** @type {HTMLCollectionOf<HTMLElement>} */ ($('set-grid').children)) {
      button.setAttribute('aria-pressed', String(typed.includes(/** @type {string} */ (button.dataset.code))));
    }
    if (typed.length === 0) {
      i18n.say(result, null);
      return;
    }
    try {
      const out = await window.fanodeck.set.count(typed.join(' '));
      if (mine !== counting) return;
      const sets = out.list.map((s) => s.join(' ')).join(', ');
      i18n.say(result, 'set-counted', { cards: out.cards, sets: out.sets, list: sets });
      result.className = '';
    } catch (error) {
      if (mine !== counting) return;
      i18n.say(result, 'set-count-refused', { reason: reason(error) });
      result.className = 'error';
    }
  }

  /** @param {string} code */
  function toggle(code) {
    const typed = codes();
    const at = typed.indexOf(code);
    if (at >= 0) typed.splice(at, 1);
    else typed.push(code);
    $('set-codes').value = typed.join(' ');
    count();
  }

  // A small picture of a card for its button (the printed card is the engine's PDF): the
  // shapes upright side by side, open as an outline, striped lightly filled, solid filled.
  const INKS = ['#d61f26', '#008c45', '#5e2c94'];
  const PATHS = [
    'M-4,-7 a4,4 0 0 1 8,0 v14 a4,4 0 0 1 -8,0 z',
    'M0,-11 L4.5,0 L0,11 L-4.5,0 z',
    'M-1,-11 C5,-11 5,-4 2,0 C-1,4 3,9 1,11 C-5,12 -5,5 -2,0 C1,-4 -4,-10 -1,-11 z',
  ];

  /** @param {number[]} d the card's code's digits */
  function icon(d) {
    const n = [3, 1, 2][d[3]];
    const ink = INKS[d[2]];
    const fill = ['none', ink, ink][d[1]];
    const opacity = ['1', '0.35', '1'][d[1]];
    let shapes = '';
    for (let k = 0; k < n; k++) {
      const x = 20 + (k - (n - 1) / 2) * 12;
      shapes += `<path transform="translate(${x},13)" d="${PATHS[d[0]]}" fill="${fill}" fill-opacity="${opacity}" stroke="${ink}" stroke-width="1.4"/>`; // l10n-ignore
    }
    return `<svg viewBox="0 0 40 26" width="40" height="26" aria-hidden="true">${shapes}</svg>`; // l10n-ignore
  }

  function grid() {
    for (let i = 0; i < 81; i++) {
      const d = [Math.floor(i / 27), Math.floor(i / 9) % 3, Math.floor(i / 3) % 3, i % 3];
      const code = d.join('');
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.code = code;
      button.className = 'set-card';
      button.setAttribute('aria-pressed', 'false');
      const description = {
        id: 'set-card-description',
        args: { number: NUMBERS[d[3]], shading: SHADINGS[d[1]], colour: COLOURS[d[2]], shape: SHAPES[d[0]] },
      };
      i18n.say(button, 'set-card', { code, description });
      button.innerHTML = `<span class="code">${code}</span>${icon(d)}`; // l10n-ignore
      button.addEventListener('click', () => toggle(code));
      $('set-grid').append(button);
    }
  }

  grid();
  $('set-make').addEventListener('click', make);
  $('set-codes').addEventListener('input', count);
})();
