// @ts-check
// fanodeck's web page: the form of the Make tab, the deck's result and the tabs. The engine
// and the JS API are in engine.js, the user's pictures in pictures.js, projects in
// project.js, the bundled icons' grid in icons.js.
'use strict';

(() => {
  /** @type {Fanodeck.ById} */
  const $ = (id) => /** @type {any} */ (document.getElementById(id));
  const { ready, make, Engine } = window.fanodeckEngine;
  const engine = () => window.fanodeckEngine.engine;
  const i18n = window.fanodeckI18n;
  // `fanodeck.play.deal()` without options deals the form's deck.
  window.fanodeckEngine.formRequest = () => request();

  // ------------------------------------------------------------------ the page
  /** @type {Fanodeck.State} */
  const state = {
    pictures: [], // {file, name, bytes, url, status: 'checking'|'ok'|'bad', message, warnings}
    back: null, // {name, bytes}
    fonts: [], // [{name, bytes}], in the order they are asked for a letter
    fontsLoading: null, // the reading of fonts just chosen
    icons: [], // from the engine: {file, name, theme, svg}
    chosen: new Set(), // icon names
    sizes: [],
    limits: /** @type {any} */ (null), // from the engine, before any request is made: {defaults, symbols, ranges}
    pdfUrl: null,
    manifestUrl: null,
    making: false, // a deck is being made
    edits: { cards: [], weights: [] }, // the request's edits: cards fixed by hand (editor.js)
    manifest: null, // the manifest of the deck shown
    focus: [], // the photos' windows placed by hand (crops.js)
  };

  const FIELDS = /** @type {const} */ (['symbols', 'cards', 'seed', 'paper', 'perSheet', 'shape', 'corner', 'diameter', 'guides', 'bleed', 'cardColor', 'duplex', 'palette',
    'gap', 'margin', 'rotation', 'sizeRatio', 'minSize', 'words', 'dpi', 'backs', 'photoRim', 'photoRimColor', 'registration', 'boxTitle', 'paperThickness']);
  const CHECKS = /** @type {const} */ (['skipUnreadable', 'keyWhite', 'allowSimilar', 'legend', 'rules', 'box', 'pdfA', 'use-icons']);
  const DEFAULTS = /** @type {Record<string, any>} */ ({}); // each field's value, each box's checked

  function number(/** @type {typeof FIELDS[number]} */ id) {
    const text = $(id).value.trim();
    return text === '' ? undefined : Number(text);
  }

  function deckKind() {
    return /** @type {HTMLInputElement} */ (document.querySelector('input[name=deck]:checked')).value;
  }

  function sizeRow() {
    return state.sizes.find((r) => r.symbolsPerCard === Number($('symbols').value));
  }

  /** How many symbols the chosen deck needs. */
  function needed() {
    const row = sizeRow();
    if (!row || row.pictures == null) return 0;
    return deckKind() === 'affine' ? row.affinePictures : row.pictures;
  }

  /**
   * The pairs typed in the two columns, row by row: [[first, second], …]; blank rows stay, so
   * that an error's line number is the row's (the engine skips them), and `count` is the
   * number of rows with something in them.
   */
  function pairsList() {
    const lines = (/** @type {'pairs-first' | 'pairs-second'} */ id) => $(id).value.split('\n').map((w) => w.trim());
    const [first, second] = [lines('pairs-first'), lines('pairs-second')];
    const rows = [];
    for (let i = 0; i < Math.max(first.length, second.length); i++) rows.push([first[i] || '', second[i] || '']);
    while (rows.length && rows[rows.length - 1].join('') === '') rows.pop();
    return { rows, count: rows.filter((r) => r.join('') !== '').length };
  }

  function wordsList() {
    return $('words').value.split('\n').map((w) => w.trim()).filter((w) => w !== '');
  }

  function usablePictures() {
    return state.pictures.filter((p) => p.status !== 'bad' || !$('skipUnreadable').checked);
  }

  /** The request the form describes, in the engine's vocabulary. */
  function request() {
    /** @type {Fanodeck.Request} */
    const r = {
      symbols: Number($('symbols').value),
      deck: deckKind(),
      seed: number('seed') ?? state.limits.defaults.seed,
      paper: $('paper').value,
      perSheet: Number($('perSheet').value),
      gap: number('gap') ?? state.limits.defaults.gap,
      margin: number('margin') ?? state.limits.defaults.margin,
      rotation: $('rotation').value || undefined,
      sizeRatio: number('sizeRatio') ?? state.limits.defaults.sizeRatio,
      skipUnreadable: $('skipUnreadable').checked,
      keyWhite: $('keyWhite').checked,
      allowSimilar: $('allowSimilar').checked,
      legend: $('legend').checked,
      rules: $('rules').checked,
    };
    // The box: its title and the cards' thickness only with it, as the engine asks.
    if ($('box').checked) {
      r.box = true;
      if ($('boxTitle').value.trim()) r.boxTitle = $('boxTitle').value.trim();
      if (number('paperThickness') !== undefined) r.paperThickness = number('paperThickness');
    }
    if (number('cards') !== undefined) r.cards = number('cards');
    // An archival PDF records the day it was made: today's, in UTC as the CLI takes it.
    if ($('pdfA').checked) {
      r.pdfA = true;
      r.date = new Date().toISOString().slice(0, 10);
    }
    // The words the deck prints of its own (the legend's title) in the page's language.
    if (i18n.language !== 'en') r.language = i18n.language;
    if ($('shape').value !== 'round') r.shape = $('shape').value;
    if ($('shape').value === 'rounded' && number('corner') !== undefined) r.corner = number('corner');
    if (number('diameter') !== undefined) r.diameter = number('diameter');
    if (number('bleed') !== undefined) r.bleed = number('bleed');
    if ($('cardColor').value.toLowerCase() !== '#ffffff') r.cardColor = $('cardColor').value;
    if ($('guides').value === 'crop-marks') r.cropMarks = true;
    if ($('guides').value === 'none') r.noGuides = true;
    if ($('registration').value) r.registration = $('registration').value;
    const pictures = usablePictures();
    // The engine reuses a checked picture only if it was cut the same way (shape, rim, focus).
    if (pictures.length) r.pictures = pictures.map((p) => ({ name: p.file, bytes: p.bytes, prepared: p.prepared }));
    crops.addTo(r, pictures);
    const words = $('words').value;
    if (wordsList().length) {
      r.words = words;
      if ($('palette').value !== 'bright') r.palette = $('palette').value;
      if (state.fonts.length) r.fonts = state.fonts.map((f) => ({ name: f.name, bytes: f.bytes }));
    }
    const pairs = pairsList();
    if (pairs.count) {
      // A deck of pairs is its pairs: the engine refuses words or a choice of bundled
      // pictures beside them, and names the pictures no pair uses.
      r.pairs = pairs.rows.map((p) => p.join('\t')).join('\n');
      if (state.fonts.length) r.fonts = state.fonts.map((f) => ({ name: f.name, bytes: f.bytes }));
      if (!r.words) {
        if ($('palette').value !== 'bright') r.palette = $('palette').value;
        return finishRequest(r);
      }
    }
    const allIcons = state.chosen.size === state.icons.length;
    if (!$('use-icons').checked) r.only = [];
    else if (!(allIcons && !pictures.length && !wordsList().length)) {
      r.only = state.icons.filter((i) => state.chosen.has(i.name)).map((i) => i.name);
    }
    return finishRequest(r);
  }

  /** The printing options every request takes: the back and the print shop's resolution. */
  function finishRequest(/** @type {Fanodeck.Request} */ r) {
    if (state.back) {
      r.back = { name: state.back.name, bytes: state.back.bytes };
      // Fold-over backs need no duplex printer: the sheet is folded instead of turned.
      if ($('duplex').value === 'fold') r.backs = 'fold';
      else {
        r.duplex = $('duplex').value;
        if ($('backs').value) r.backs = $('backs').value;
      }
    }
    if (number('dpi') !== undefined) r.dpi = number('dpi');
    if (number('minSize') !== undefined) r.minSize = number('minSize');
    if (state.edits.cards.length || state.edits.weights.length) r.edits = JSON.parse(JSON.stringify(state.edits));
    return r;
  }

  // ---------------------------------------------------------------- settings in the URL
  function saveSettings() {
    const hash = settingsHash();
    history.replaceState(null, '', hash ? '#' + hash : location.pathname + location.search);
  }

  /** The form's settings that differ from the defaults, as the address keeps them. */
  function settingsHash() {
    const params = new URLSearchParams();
    for (const id of FIELDS) {
      const value = $(id).value;
      if (value !== DEFAULTS[id]) params.set(id, value);
    }
    for (const id of CHECKS) if ($(id).checked !== DEFAULTS[id]) params.set(id, $(id).checked ? '1' : '0');
    if (deckKind() !== 'projective') params.set('deck', deckKind());
    crops.hash(params);
    const off = state.icons.filter((i) => !state.chosen.has(i.name)).map((i) => i.name);
    if (off.length && off.length < state.icons.length) params.set('without', off.join(','));
    if (off.length === state.icons.length && state.icons.length) params.set('without', '*');
    return params.toString();
  }

  /**
   * Puts saved settings into the form: `{hash, pairsFirst, pairsSecond}` as the project keeps
   * them. Settings kept in the browser give way to an address that has its own (a link).
   * @param {Fanodeck.PageState} saved @param {boolean} [fromStorage]
   */
  function applySettings(saved, fromStorage) {
    // A project file opened speaks its language; the browser keeps its own choice.
    if (!fromStorage && saved.language) i18n.setLanguage(saved.language);
    if (!(fromStorage && location.hash.length > 1)) {
      for (const id of FIELDS) $(id).value = DEFAULTS[id];
      for (const id of CHECKS) $(id).checked = DEFAULTS[id];
      /** @type {HTMLInputElement} */ (document.querySelector('input[value=projective]')).checked = true;
      state.chosen = new Set(state.icons.map((i) => i.name));
      history.replaceState(null, '', saved.hash ? '#' + saved.hash : location.pathname + location.search);
      loadSettings();
    }
    $('pairs-first').value = saved.pairsFirst || '';
    $('pairs-second').value = saved.pairsSecond || '';
    state.edits = { cards: [], weights: [], ...(saved.edits || {}) };
    state.focus = saved.focus || [];
    editor.settle();
    fillIcons();
    $('icons').classList.toggle('off', !$('use-icons').checked);
    showCorner();
    changed();
  }

  function loadSettings() {
    const params = new URLSearchParams(location.hash.slice(1));
    for (const id of FIELDS) if (params.has(id)) $(id).value = /** @type {string} */ (params.get(id));
    for (const id of CHECKS) if (params.has(id)) $(id).checked = params.get(id) === '1';
    if (params.get('deck') === 'affine') /** @type {HTMLInputElement} */ (document.querySelector('input[value=affine]')).checked = true;
    crops.load(params);
    const without = params.get('without');
    if (without === '*') state.chosen.clear();
    else if (without) for (const name of without.split(',')) state.chosen.delete(name);
  }

  // ---------------------------------------------------------------- sizes
  function fillSizes() {
    const select = $('symbols');
    select.textContent = '';
    for (const row of state.sizes.filter((r) => r.symbolsPerCard <= 33)) {
      const option = document.createElement('option');
      option.value = String(row.symbolsPerCard);
      if (row.cards != null) i18n.say(option, 'size-option', { symbols: row.symbolsPerCard, cards: row.cards, pictures: row.pictures });
      else i18n.say(option, 'size-option-impossible', { symbols: row.symbolsPerCard, reason: row.reasonText });
      option.disabled = row.cards == null;
      select.append(option);
    }
    select.value = String(state.limits.defaults.symbols);
  }

  /** The form's defaults, `min` and `max` from the engine: no number is copied into the page. */
  function applyLimits(/** @type {Fanodeck.Limits} */ limits) {
    for (const [id, range] of Object.entries(limits.ranges)) {
      const input = /** @type {HTMLInputElement | null} */ (document.getElementById(id));
      if (!input) continue;
      input.min = String(range.min);
      input.max = String(range.max);
      const value = limits.defaults[id];
      if (typeof value === 'number') input.value = String(value);
    }
    $('seed').value = String(limits.defaults.seed);
    showCornerDefault();
  }

  /** The corner the engine rounds when the field is empty, a number in the page's language. */
  function showCornerDefault() {
    if (state.limits) $('corner').placeholder = i18n.number(state.limits.cornerMm);
  }

  function updateIconCount() {
    const count = $('icons-count');
    if (count) i18n.say(count, 'icons-chosen', { chosen: state.chosen.size, total: state.icons.length });
  }

  function updateNeed() {
    updateIconCount();
    const row = sizeRow();
    const note = $('size-note');
    if (row) {
      if (deckKind() === 'affine') i18n.say(note, 'size-note-affine', { cards: row.affineCards ?? 0, pictures: row.affinePictures ?? 0 });
      else i18n.say(note, 'size-note', { cards: row.cards ?? 0, pictures: row.pictures ?? 0 });
    }
    const have = pairsList().count || usablePictures().filter((p) => p.status !== 'bad').length
      + ($('use-icons').checked ? state.chosen.size : 0) + wordsList().length;
    const need = needed();
    const el = $('need');
    el.classList.toggle('ok', have >= need);
    el.classList.toggle('short', have < need);
    if (have >= need) i18n.say(el, 'need-enough', { need, have });
    else i18n.say(el, 'need-short', { need, have, missing: need - have });
  }

  // ---------------------------------------------------------------- bundled icons
  // The grid of bundled icons by theme lives in icons.js.
  const icons = window.fanodeckIcons({ state, changed: () => changed() });
  const fillIcons = icons.fill;

  // ---------------------------------------------------------------- own pictures
  // The list of the user's pictures lives in pictures.js.
  // Pictures are checked in several engines at once, up to one a core; the first is the
  // deck's own engine, and the others start as the pictures come.
  const checkers = /** @type {Fanodeck.Engine[]} */ ([]);
  function checker() {
    if (!checkers.length) checkers.push(engine());
    const cores = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 8));
    let best = checkers.reduce((a, b) => (b.pending < a.pending ? b : a));
    if (best.pending > 0 && checkers.length < cores) {
      best = new Engine(engine().sources);
      checkers.push(best);
    }
    return best;
  }

  /** The form's request without its files: what a picture's check needs to know. */
  function checkRequest() {
    const { pictures, back, fonts, words, pairs, ...rest } = request();
    return rest;
  }

  const ownPictures = window.fanodeckPictures({
    state,
    check: async (picture) => {
      await ready;
      return checker().run('check', { name: picture.file, bytes: picture.bytes, request: checkRequest() });
    },
    lookAlikes: async (looks) => {
      return window.fanodeckEngine.run('lookAlikes', { looks });
    },
    changed: () => {
      changed();
      crops.offer(); // a folder of photos is offered a shape
    },
    thumb: (picture, img) => crops.thumb(picture, img),
  });

  // Photos cut to a shape, their crops on the thumbnails: crops.js.
  const crops = window.fanodeckCrops({
    state, changed: () => changed(), show: () => ownPictures.show(),
    run: (type, payload) => window.fanodeckEngine.run(type, payload), checkRequest,
  });

  // ---------------------------------------------------------------- projects
  // Kept in the browser, saved and opened as files: project.js.
  const project = window.fanodeckProject({
    state,
    run: (type, payload) => window.fanodeckEngine.run(type, payload),
    request,
    snapshot: () => ({ hash: settingsHash(), pairsFirst: $('pairs-first').value, pairsSecond: $('pairs-second').value, edits: state.edits, focus: state.focus, language: i18n.language }),
    restore: applySettings,
    pictures: ownPictures,
    show: () => {
      showFonts();
      showBack();
    },
    busy: () => ownPictures.busy() || state.making,
    say: (id, args, error) => {
      const line = $('project-status');
      window.fanodeckSay(line, [{ id, args: args || undefined }], error);
      line.className = error ? 'bad' : '';
    },
  });
  // The language is kept with the project (and a deck's legend is printed in it).
  i18n.onChange(() => {
    project.keep();
    showCornerDefault();
  });

  // ---------------------------------------------------------------- cards fixed by hand
  // The deck's cards and their editor: editor.js. Its edits hold while the cards' content
  // does (not the paper, the sheet, the back, the bleed or the guides).
  const editor = window.fanodeckEditor({
    state, request, changed: () => changed(), remake: () => generate(),
    run: (type, payload) => window.fanodeckEngine.run(type, payload),
    // Puts the form back as the address keeps it (a change refused).
    revert: () => applySettings({ hash: location.hash.slice(1), pairsFirst: $('pairs-first').value, pairsSecond: $('pairs-second').value, edits: state.edits, focus: state.focus }),
  });
  // ---------------------------------------------------------------- generating
  /** Thumbnails drawn with the deck, before its PDF: the first cards, a sign it is coming (each
   * delays the PDF; the rest come after it, see editor.show). */
  const THUMBS_FIRST = 3;
  /** The thumbnails' resolution, pixels a millimetre. */
  const THUMB_PX = 1.8;
  function changed() {
    const dropped = editor.guard();
    updateNeed();
    saveSettings();
    project.keep();
    // The editor's sentence (which change dropped the cards fixed by hand) comes first.
    const before = typeof dropped === 'string' ? dropped.trim() : dropped;
    if (!$('generate').disabled && !$('result').hidden) setStatus([before, { id: 'make-settings-changed' }]);
  }

  /**
   * The status line: its sentences (see fanodeckSay); an error's technical text goes under a
   * "details" toggle after them.
   * @param {(Fanodeck.Text | string)[]} sentences @param {boolean} [bad] @param {Fanodeck.Failure} [error]
   */
  function setStatus(sentences, bad, error) {
    const line = $('status');
    window.fanodeckSay(line, sentences, error);
    line.className = bad ? 'bad' : '';
  }

  async function generate() {
    const button = $('generate');
    button.disabled = true;
    state.making = true;
    await state.fontsLoading;
    $('warnings').textContent = '';
    $('result').hidden = true;
    const bar = $('progress');
    bar.hidden = false;
    bar.value = 0;
    // The engine's stages, by their names: the bar's share of each and what the page says.
    const stages = /** @type {Record<string, [number[], string]>} */ ({
      'loading symbols': [[0, 0.2], 'make-stage-symbols'],
      'laying out': [[0.2, 0.75], 'make-stage-layout'],
      'writing PDF': [[0.95, 0.05], 'make-stage-pdf'],
    });
    let stage = [0, 0];
    let total = 1;
    let done = 0;
    const started = performance.now();
    try {
      // A deck made while own pictures are still being read or checked would leave them out:
      // wait for them, and say so.
      await ownPictures.settled((left) => setStatus([left > 0
        ? { id: 'make-waiting', args: { left } }
        : { id: 'make-comparing' }]));
      setStatus([{ id: 'make-making' }]);
      // The first few thumbnails as soon as the cards are laid out; the rest after the PDF
      // (editor.show).
      const out = await make(request(), {
        previews: THUMBS_FIRST,
        pxPerMm: THUMB_PX,
        onProgress: (kind, a, b) => {
          if (kind === 'stage') {
            const [weight, said] = stages[a] || [stage, ''];
            stage = weight;
            total = Math.max(1, b);
            done = 0;
            // A stage the page does not know is said by its name.
            setStatus([said ? { id: said } : { id: 'make-stage', args: { stage: String(a) } }]);
          } else if (kind === 'advance') {
            done += a;
          } else if (kind === 'card') {
            showEarly(a, b);
          } else if (kind === 'restart') {
            // Made again without a picture that stopped the engine: its first cards differ.
            $('result').hidden = true;
          }
          bar.value = stage[0] + stage[1] * Math.min(1, done / total);
        },
      });
      bar.value = 1;
      showWordsError(null);
      showResult(out, (performance.now() - started) / 1000);
      editor.settle();
    } catch (error) {
      $('result').hidden = true;
      $('result').classList.remove('making');
      setStatus([{ id: 'make-failed', args: { error: window.fanodeckSaid(error) } }], true, error);
      showWordsError(error);
      if (error.file) {
        const picture = state.pictures.find((p) => p.file === error.file);
        if (picture) {
          picture.status = 'bad';
          picture.message = error.message;
          picture.text = error.text;
          picture.detail = error.detail;
          ownPictures.show();
        }
      }
    } finally {
      bar.hidden = true;
      button.disabled = false;
      state.making = false;
    }
  }

  /** A card shown as soon as it is laid out, before the PDF is ready. */
  function showEarly(/** @type {number} */ index, /** @type {Fanodeck.Bytes} */ png) {
    const result = $('result');
    if (result.hidden) {
      state.manifest = null;
      editor.clear();
      result.classList.add('making');
      result.hidden = false;
      const summary = $('summary');
      i18n.say(summary, 'result-first-cards');
    }
    editor.add(index, png);
  }

  function showResult(/** @type {Fanodeck.Generated} */ out, /** @type {number} */ seconds) {
    $('result').classList.remove('making');
    for (const url of [state.pdfUrl, state.manifestUrl]) if (url) URL.revokeObjectURL(url);
    state.pdfUrl = URL.createObjectURL(new Blob([out.pdf], { type: 'application/pdf' }));
    state.manifestUrl = URL.createObjectURL(new Blob([out.manifest], { type: 'application/json' }));
    $('download-pdf').href = state.pdfUrl;
    $('download-manifest').href = state.manifestUrl;
    $('download-pdf').download = i18n.t('result-pdf-file');
    $('download-manifest').download = i18n.t('result-manifest-file');
    state.manifest = JSON.parse(out.manifest);
    crops.fromManifest(state.manifest);
    ownPictures.show();
    const cropSay = $('crop-say');
    i18n.say(cropSay, null);
    editor.show(out.previews, out.cards, THUMB_PX);
    const kb = Math.ceil(out.pdf.length / 1024);
    // `mixed` and `cutting` are the engine's sentences ({id, args}).
    const cutting = out.cutting;
    window.fanodeckSay($('summary'), [
      { id: 'result-summary', args: { cards: out.cards, perCard: out.symbolsPerCard, pages: out.pages, kb, seconds } },
      out.mixed && { id: 'result-mixed', args: { mixed: out.mixed } },
      cutting && { id: 'result-cutting', args: { cutting } },
    ]);
    setStatus([{ id: 'make-done' }]);
    for (const warning of out.warnings) {
      const li = document.createElement('li');
      window.fanodeckSay(li, [warning]);
      $('warnings').append(li);
    }
    $('result').hidden = false;
  }

  // ---------------------------------------------------------------- print shop
  // Each kind: its file's name and type, and what the page says while making it.
  const SHOP_FILES = {
    printFiles: ['shop-print-files-file', 'application/zip', 'shop-drawing-faces'],
    cutFiles: ['shop-cut-files-file', 'application/zip', 'shop-drawing-cuts'],
    cardPdf: ['shop-card-pdf-file', 'application/pdf', 'shop-making-pdf'],
  };

  /** Makes the print shop's `kind` (a key of SHOP_FILES) of the form's deck and saves it. */
  async function printShop(/** @type {'printFiles' | 'cutFiles' | 'cardPdf'} */ kind) {
    const buttons = [$('make-print-files'), $('make-cut-files'), $('make-card-pdf')];
    for (const b of buttons) b.disabled = true;
    const status = $('shop-status');
    status.className = '';
    const [file, type, doing] = SHOP_FILES[kind];
    window.fanodeckSay(status, [{ id: doing }]);
    try {
      await ownPictures.settled(() => {});
      const bytes = await window.fanodeck[kind](request());
      const name = i18n.t(file);
      window.fanodeckDownload(bytes, name, type);
      window.fanodeckSay(status, [{ id: 'shop-done', args: { file: name, kb: Math.ceil(bytes.length / 1024) } }]);
    } catch (error) {
      status.className = 'bad';
      window.fanodeckSay(status, [{ id: 'shop-failed', args: { error: window.fanodeckSaid(error) } }], error);
    } finally {
      for (const b of buttons) b.disabled = false;
    }
  }

  // ---------------------------------------------------------------- tabs
  // The tabs, in order: each tab button, the panel it shows, and its name. The Play tab's
  // code is in play.js, the SET tab's in set.js.
  const TABS = /** @type {const} */ ([['tab-make', 'form', 'make'], ['tab-play', 'play', 'play'], ['tab-set', 'set', 'set'],
    ['tab-dominoes', 'dominoes', 'dominoes']]);

  function showTab(/** @type {string} */ which) {
    for (const [tab, panel, name] of TABS) {
      const on = name === which;
      $(panel).hidden = !on;
      $(tab).setAttribute('aria-selected', String(on));
      $(tab).tabIndex = on ? 0 : -1;
    }
  }

  function wireTabs() {
    TABS.forEach(([tab, , name], i) => {
      $(tab).addEventListener('click', () => showTab(name));
      $(tab).addEventListener('keydown', (e) => {
        if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
        // The next tab is the one the arrow points to: to the left in a right-to-left page.
        const forward = (e.key === 'ArrowRight') !== (document.documentElement.dir === 'rtl');
        const [next, , nextName] = TABS[(i + (forward ? 1 : TABS.length - 1)) % TABS.length];
        showTab(nextName);
        $(next).focus();
      });
    });
  }

  // ---------------------------------------------------------------- wiring
  function wire() {
    for (const id of FIELDS) $(id).addEventListener('input', changed);
    for (const id of CHECKS) $(id).addEventListener('change', changed);
    for (const radio of document.querySelectorAll('input[name=deck]')) radio.addEventListener('change', changed);
    $('use-icons').addEventListener('change', () => {
      $('icons').classList.toggle('off', !$('use-icons').checked);
    });
    $('shape').addEventListener('input', showCorner);
    $('box').addEventListener('change', showCorner);
    ownPictures.wire();
    crops.wire();
    $('back').addEventListener('change', async (e) => {
      const f = /** @type {HTMLInputElement} */ (e.target).files?.[0];
      state.back = f ? { name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) } : null;
      showBack();
    });
    $('back-clear').addEventListener('click', () => {
      state.back = null;
      showBack();
    });
    for (const id of /** @type {const} */ (['pairs-first', 'pairs-second'])) $(id).addEventListener('input', changed);
    $('pairs-example').addEventListener('click', async () => {
      const text = await window.fanodeck.pairsList('animals-es');
      const rows = text.split('\n').filter((l) => l.trim() !== '').map((l) => l.split('\t'));
      $('pairs-first').value = rows.map((r) => r[0]).join('\n');
      $('pairs-second').value = rows.map((r) => r[1] || '').join('\n');
      changed();
    });
    $('fonts').addEventListener('change', (e) => {
      const input = /** @type {HTMLInputElement} */ (e.target);
      const files = [.../** @type {FileList} */ (input.files)];
      input.value = '';
      // Make waits for these reads: a font chosen just before pressing it is used.
      state.fontsLoading = (async () => {
        for (const f of files) state.fonts.push({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) });
        showFonts();
      })();
    });
    $('fonts-clear').addEventListener('click', () => {
      state.fonts = [];
      showFonts();
    });
    $('shuffle').addEventListener('click', () => {
      $('seed').value = String(Math.floor(Math.random() * 1e6));
      changed();
    });
    $('generate').addEventListener('click', generate);
    $('make-print-files').addEventListener('click', () => printShop('printFiles'));
    $('make-cut-files').addEventListener('click', () => printShop('cutFiles'));
    $('make-card-pdf').addEventListener('click', () => printShop('cardPdf'));
    wireTabs();
    project.wire();
  }

  /** The back picture chosen (a restored one is in no file field). */
  function showBack() {
    const name = $('back-name');
    if (state.back) i18n.say(name, 'print-back-name', { file: state.back.name });
    else i18n.say(name, null);
    $('back-clear').hidden = !state.back;
    // The field shows a file only while it is the back in use.
    if (!state.back || state.back.name !== $('back').files?.[0]?.name) $('back').value = '';
    changed();
  }

  /** The fonts chosen for the words, in the order they are asked for a letter. */
  function showFonts() {
    const names = state.fonts.map((f) => f.name);
    const list = $('fonts-list');
    if (names.length) i18n.say(list, 'fonts-list', { files: names.join(', ') });
    else i18n.say(list, null);
    $('fonts-clear').hidden = !names.length;
    $('words-error').hidden = true;
    changed();
  }

  /** An error about the words or their fonts is shown beside them too (its sentence). */
  function showWordsError(/** @type {Fanodeck.Failure | null} */ error) {
    const technical = (error && (error.detail || error.message)) || '';
    const about = /^(words file|font) '/.test(technical);
    const pairs = /^(pairs file|invalid pairs) '/.test(technical);
    for (const [id, shown] of /** @type {const} */ ([['words-error', about], ['pairs-error', pairs]])) {
      $(id).hidden = !shown;
      $(id).textContent = '';
      const sentence = document.createElement('span');
      if (shown) window.fanodeckSay(sentence, [window.fanodeckSaid(error)]);
      $(id).append(sentence);
      const details = shown && window.fanodeckDetails(error);
      if (details) $(id).append(' ', details);
    }
  }

  /** Only rounded cards have corners to set; only a box has a title and a depth. */
  function showCorner() {
    /** @type {HTMLElement} */ ($('corner').closest('.row')).hidden = $('shape').value !== 'rounded';
    for (const id of /** @type {const} */ (['boxTitle', 'paperThickness'])) {
      /** @type {HTMLElement} */ ($(id).closest('.row')).hidden = !$('box').checked;
    }
  }

  async function init() {
    wire();
    try {
      const info = await ready;
      state.icons = info.icons;
      state.sizes = info.sizes;
      state.limits = info.limits;
      state.chosen = new Set(info.icons.map((i) => i.name));
      $('version').textContent = info.version;
      applyLimits(info.limits);
      fillSizes();
      for (const id of FIELDS) DEFAULTS[id] = $(id).value;
      for (const id of CHECKS) DEFAULTS[id] = $(id).checked;
      window.fanodeckSetDefaults?.(info.setDefaults);
      window.fanodeckDominoesDefaults?.(info.dominoesDefaults, info.dominoesXkcd);
      loadSettings();
      showCorner();
      fillIcons();
      $('icons').classList.toggle('off', !$('use-icons').checked);
      updateNeed();
      // What was kept last time comes back before the first deck.
      await project.restore();
      $('generate').disabled = false;
      setStatus([{ id: 'make-ready' }]);
    } catch (error) {
      setStatus([{ id: 'engine-could-not-start', args: { reason: window.fanodeckSaid(error) } }], true);
    }
  }

  init();
})();
