// @ts-check
// fanodeck's web page, the name-dominoes tab: names (and synonyms) typed or the xkcd list,
// the board filled by the engine (through `window.fanodeck.dominoes`, defined in app.js)
// exactly as `fanodeck dominoes` fills it, the poster to download and the board drawn here.
// Its words are i18n/<language>/games.ftl's dominoes-*.
'use strict';

(() => {
  /** @type {Fanodeck.ById} */
  const $ = (id) => /** @type {any} */ (document.getElementById(id));
  /** @type {Fanodeck.NamesList | null} the built-in list's text */
  let xkcd = null;
  /** @type {string[]} */
  let urls = [];
  const i18n = window.fanodeckI18n;
  const status = $('dom-status');

  /** An engine's error as an argument: its sentence, said again on a change of language. @param {any} error */
  const reason = (error) => (error && error.text) || i18n.error(error);

  // The files' names have words.
  const fileNames = () => {
    $('dom-download').download = i18n.t('dominoes-poster-file');
    $('dom-manifest').download = i18n.t('dominoes-board-file');
  };
  fileNames();
  i18n.onChange(fileNames);

  // The form starts at the engine's defaults (the DominoesRequest `{}` means); app.js calls
  // this once the engine is ready.
  window.fanodeckDominoesDefaults = (defaults, list) => {
    $('dom-size').value = defaults.size;
    $('dom-seed').value = String(defaults.seed);
    $('dom-paper').value = defaults.paper;
    xkcd = list;
  };

  /** The request: the built-in list by name while the boxes still hold it unchanged. */
  function request() {
    /** @type {Fanodeck.DominoesRequest<string>} */
    const r = { size: $('dom-size').value.trim(), paper: $('dom-paper').value };
    const seed = $('dom-seed').value.trim();
    if (seed !== '') r.seed = Number(seed);
    const names = $('dom-names').value;
    const synonyms = $('dom-synonyms').value;
    if (xkcd && names === xkcd.names && synonyms === xkcd.synonyms) {
      r.list = 'xkcd';
    } else {
      r.names = names;
      if (synonyms.trim() !== '') r.synonyms = synonyms;
    }
    return r;
  }

  /**
   * The board as a grid: each tile's halves in its cells, neighbouring tiles told apart.
   * @param {Fanodeck.BoardManifest} manifest
   */
  function drawBoard(manifest) {
    const board = $('dom-board');
    board.replaceChildren();
    const cells = new Map();
    manifest.tiles.forEach((tile, t) => {
      tile.cells.forEach(([x, y], half) => cells.set(`${x},${y}`, { text: tile.names[half], t }));
    });
    // Only the rows and columns the tiles use, as the poster shows them.
    const xs = manifest.tiles.flatMap((t) => t.cells.map((c) => c[0]));
    const ys = manifest.tiles.flatMap((t) => t.cells.map((c) => c[1]));
    if (!xs.length) return;
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    board.style.gridTemplateColumns = `repeat(${x1 - x0 + 1}, minmax(3.6rem, 1fr))`;
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const cell = document.createElement('div');
        const found = cells.get(`${x},${y}`);
        cell.className = found ? `cell tile${found.t % 2 ? ' b' : ''}` : 'cell'; // l10n-ignore
        if (found) cell.textContent = found.text;
        board.append(cell);
      }
    }
  }

  async function make() {
    $('dom-make').disabled = true;
    i18n.say(status, 'dominoes-filling');
    status.className = '';
    try {
      const out = await window.fanodeck.dominoes(request());
      for (const url of urls) URL.revokeObjectURL(url);
      urls = [
        URL.createObjectURL(new Blob([out.pdf], { type: 'application/pdf' })),
        URL.createObjectURL(new Blob([out.manifestText], { type: 'application/json' })),
      ];
      $('dom-download').href = urls[0];
      $('dom-manifest').href = urls[1];
      $('dom-download').hidden = false;
      $('dom-manifest').hidden = false;
      const left = out.tiles - out.placed;
      i18n.say(status, left ? 'dominoes-placed-some' : 'dominoes-placed', { placed: out.placed, tiles: out.tiles });
      drawBoard(out.manifest);
    } catch (error) {
      // Nothing of an earlier board stays beside the error.
      $('dom-download').hidden = true;
      $('dom-manifest').hidden = true;
      $('dom-board').replaceChildren();
      i18n.say(status, 'dominoes-could-not-fill', { reason: reason(error) });
      status.className = 'error';
    } finally {
      $('dom-make').disabled = false;
    }
  }

  $('dom-make').addEventListener('click', make);
  $('dom-xkcd').addEventListener('click', () => {
    if (!xkcd) return;
    $('dom-names').value = xkcd.names;
    $('dom-synonyms').value = xkcd.synonyms;
  });
})();
