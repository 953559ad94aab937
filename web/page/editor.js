// @ts-check
// fanodeck's web page, the deck's cards and the card editor: every card of the deck made last
// as a numbered thumbnail; a click (or Enter) opens the card large in a dialog where each
// symbol has a handle to move (pointer or arrow keys), turn (`[` `]` or the knob), resize
// (`+` `-` or the wheel), pin (P), swap (Shift+click or S) and make larger on every card.
// The engine, not the page, says whether a symbol fits (`cardConflicts`), lays a card out
// again (`relayoutCard`) and draws it (`editedCardPng`): a card fixed by hand is as valid as
// a generated one, and the request's `edits` make the same card in the CLI.
//
// app.js creates it: `window.fanodeckEditor(page)` with page = {state, run(type, payload),
// request(), changed(), remake(), revert()}; `state.edits` is the request's `edits` ({cards,
// weights}) and `state.manifest` the manifest of the deck shown. Returns {clear(), add(index,
// png), show(previews), names(cards), settle(), guard()}.
//
// Its words are i18n/<language>/editor.ftl's (through i18n.js): what it says under the card is
// kept as a message and its arguments, a list as nested messages, so that a change of language
// says it again; the labels it sets itself (thumbnails, handles) are set again then.
'use strict';

window.fanodeckEditor = (page) => {
  /** @type {Fanodeck.ById} */
  const $ = (id) => /** @type {any} */ (document.getElementById(id));
  const { state } = page;
  const I18n = window.fanodeckI18n;
  /** The editor's card, pixels a millimetre (a thumbnail's are app.js's). */
  const PX = 5;
  const STEP = { move: 1, fast: 5, turn: 5, grow: 1.05 };
  /** @type {<T>(value: T) => T} */
  const copy = (value) => JSON.parse(JSON.stringify(value));

  // ---------------------------------------------------------------- the cards grid
  let urls = /** @type {string[]} */ ([]);

  /** Which deck the grid shows: thumbnails still coming for an older one are dropped. */
  let generation = 0;
  /** Cards a thumbnail is asked for at a time, after the PDF: a screenful. */
  const BATCH = 12;

  function clear() {
    for (const url of urls) URL.revokeObjectURL(url);
    urls = [];
    generation += 1;
    $('previews').textContent = '';
  }

  /** Card `index` as a numbered thumbnail (a button once the deck is made). @type {Fanodeck.Editor['add']} */
  function add(index, png) {
    const url = URL.createObjectURL(new Blob([png], { type: 'image/png' }));
    urls.push(url);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'card-thumb';
    button.dataset.card = String(index);
    const img = document.createElement('img');
    img.src = url;
    img.alt = '';
    img.decoding = 'async';
    const number = document.createElement('span');
    number.className = 'number';
    number.textContent = String(index + 1);
    button.append(img, number);
    button.addEventListener('click', () => open(index));
    label(button);
    $('previews').append(button);
  }

  /** The card fixed last takes the focus back, lost when the deck was made again, once its
   * thumbnail among `first` … `last − 1` is there. */
  function focusBack(/** @type {number} */ first, /** @type {number} */ last) {
    if (refocus == null || refocus < first || refocus >= last) return;
    const back = refocus;
    refocus = null;
    if (!document.activeElement || document.activeElement === document.body) {
      /** @type {HTMLElement | null} */ ($('previews').querySelector(`.card-thumb[data-card="${back}"]`))?.focus();
    }
  }

  /**
   * The deck's cards, once made: the thumbnails drawn with it, then the rest of its `cards`,
   * a screenful at a time, so that the PDF is shown before them. The card fixed last takes
   * the focus back, lost when the deck was made again, once its thumbnail is there.
   * @type {Fanodeck.Editor['show']}
   */
  function show(previews, cards = previews.length, pxPerMm = 1.8) {
    clear();
    const deck = generation;
    previews.forEach((png, i) => add(i, png));
    focusBack(0, previews.length);
    if (refocus != null && refocus >= cards) refocus = null;
    (async () => {
      for (let first = previews.length; first < cards; first += BATCH) {
        // The engine draws them from the deck it kept; a newer deck stops them.
        const pngs = /** @type {Fanodeck.Bytes[]} */ (await page.run('cardPreviews', { first, count: BATCH, pxPerMm }).catch(() => []));
        if (deck !== generation || !pngs.length) return;
        pngs.forEach((png, k) => add(first + k, png));
        focusBack(first, first + pngs.length);
      }
    })();
  }

  /** @type {number | null} the card closed with changes, whose thumbnail the deck made again focuses */
  let refocus = null;

  function label(/** @type {HTMLElement} */ button) {
    const index = Number(button.dataset.card);
    const edited = state.edits.cards.some((e) => e.card === index);
    button.classList.toggle('edited', edited);
    button.setAttribute('aria-label', I18n.t(edited ? 'editor-thumb-edited' : 'editor-thumb', { card: index + 1 }));
  }

  // ---------------------------------------------------------------- lists, as messages
  /**
   * A list as nested messages, built from its end: "a, b and c" is editor-list-comma (a,
   * editor-list-and (b, c)); another `joiner` (a comma, a semicolon) joins each two alike.
   * @param {(string | number | Fanodeck.Text)[]} items @param {string} [joiner]
   * @returns {string | number | Fanodeck.Text}
   */
  function list(items, joiner = 'editor-list-and') {
    const n = items.length;
    if (n <= 1) return n ? items[0] : '';
    const and = joiner === 'editor-list-and';
    /** @type {Fanodeck.Text} */
    let said = and
      ? { id: 'editor-list-and', args: { first: items[n - 2], last: items[n - 1] } }
      : { id: joiner, args: { first: items[n - 2], rest: items[n - 1] } };
    for (let i = n - 3; i >= 0; i--) said = { id: and ? 'editor-list-comma' : joiner, args: { first: items[i], rest: said } };
    return said;
  }

  /** 'a', 'b', 'c': pictures' names. @param {string[]} names */
  const quoted = (names) => list(names.map((name) => ({ id: 'editor-quoted', args: { name } })), 'editor-list-comma');

  /** "cards 3 and 7": the cards changed by hand, counted from 1, as a message. @param {number[]} cards */
  function cardsText(cards) {
    const n = [...cards].sort((a, b) => a - b).map((c) => c + 1);
    return { id: 'editor-cards', args: { count: n.length, list: list(n) } };
  }

  /** "cards 3 and 7": the cards changed by hand, counted from 1. */
  function names(cards = state.edits.cards.map((e) => e.card)) {
    return I18n.text(cardsText(cards));
  }

  /** An engine's error as a message's argument: its sentence as a message, when it has one. @param {any} error */
  const reason = (error) => (error && error.text && typeof error.text.id === 'string' ? /** @type {Fanodeck.Text} */ (error.text) : I18n.error(error));

  // ---------------------------------------------------------------- the card being fixed
  /** @type {Fanodeck.CardOpen} the card open; null while none is (close, resize and the API's placements look) */
  let ed = /** @type {any} */ (null);

  function symbolName(/** @type {Fanodeck.Placement} */ p) {
    const symbol = /** @type {Fanodeck.Manifest} */ (state.manifest).symbols[p.symbol]; // a card open is the deck shown's
    const face = p.face != null && symbol.faces && symbol.faces[p.face];
    return (face || symbol).name;
  }

  const pinOf = (/** @type {Fanodeck.Placement} */ p) => ({ symbol: p.symbol, x: p.x_mm, y: p.y_mm, width: p.width_mm, height: p.height_mm, angle: p.rotation_deg });

  /** What the editor says under the card: message `id`. @param {string} id @param {Fanodeck.TextArgs} [args] @param {boolean} [bad] */
  function say(id, args, bad) {
    const box = $('editor-say');
    I18n.say(box, id, args);
    box.className = bad ? 'bad' : '';
  }

  function snapshot() {
    return { placements: copy(ed.placements), edit: ed.edit && copy(ed.edit), pinned: [...ed.pinned], moved: [...ed.moved] };
  }

  /** Keeps a step: the undo stack grows, the request's edit follows. */
  function step() {
    ed.history.push(ed.last);
    ed.future = [];
    ed.last = snapshot();
    keepEdit();
  }

  function restore(/** @type {Fanodeck.Snapshot} */ snap) {
    ed.placements = copy(snap.placements);
    ed.edit = snap.edit && copy(snap.edit);
    ed.pinned = new Set(snap.pinned);
    ed.moved = new Set(snap.moved);
    ed.last = snap;
    keepEdit();
    place();
    draw(ed.placements);
  }

  function undo() {
    if (!ed.history.length) return say('editor-nothing-to-undo');
    ed.future.push(ed.last);
    restore(/** @type {Fanodeck.Snapshot} */ (ed.history.pop()));
    say('editor-undone');
  }

  function redo() {
    if (!ed.future.length) return say('editor-nothing-to-redo');
    ed.history.push(ed.last);
    restore(/** @type {Fanodeck.Snapshot} */ (ed.future.pop()));
    say('editor-redone');
  }

  /** The card's entry in `state.edits.cards` (one a card) becomes `ed.edit`. */
  function keepEdit() {
    const cards = state.edits.cards.filter((e) => e.card !== ed.index);
    if (ed.edit) cards.push(copy(ed.edit));
    cards.sort((a, b) => a.card - b.card);
    state.edits.cards = cards;
    const thumb = /** @type {HTMLElement | null} */ (document.querySelector(`.card-thumb[data-card="${ed.index}"]`));
    if (thumb) label(thumb);
    $('editor-undo').disabled = !ed.history.length;
    $('editor-redo').disabled = !ed.future.length;
    page.changed();
  }

  /** A change by hand is kept as it is shown: every symbol of the card pinned where it is. */
  function frozen() {
    return { card: ed.index, reroll: ed.edit ? ed.edit.reroll : 0, pins: ed.placements.map(pinOf) };
  }

  // ---------------------------------------------------------------- the engine's word
  let drawing = /** @type {Promise<void> | null} */ (null);
  let queued = /** @type {Fanodeck.Placement[] | null} */ (null);
  /** The card and placements the picture shows: a drop where the drag was drawn last, an
   * undo to what is shown, draws nothing again. */
  let drawn = '';

  /** Draws `placements` on the card, one drawing at a time (the latest wins). */
  function draw(/** @type {Fanodeck.Placement[]} */ placements) {
    queued = placements;
    if (!drawing) {
      drawing = (async () => {
        await null; // so that `drawing` is set before the loop can end and clear it
        while (queued && ed) {
          const next = queued;
          queued = null;
          const key = JSON.stringify([ed.index, next]);
          if (key === drawn) continue;
          const png = await page.run('editedCardPng', { index: ed.index, placements: next, pxPerMm: PX });
          await showPng(png);
          drawn = key;
        }
        drawing = null;
      })().catch((error) => {
        drawing = null;
        say('editor-draw-failed', { reason: reason(error) }, true);
      });
    }
    return drawing;
  }

  async function showPng(/** @type {Fanodeck.Bytes} */ png) {
    const img = $('editor-card');
    const old = img.src;
    img.src = URL.createObjectURL(new Blob([png], { type: 'image/png' }));
    await img.decode().catch(() => {});
    if (img.naturalWidth) natural = [img.naturalWidth, img.naturalHeight];
    if (old) URL.revokeObjectURL(old);
  }

  /** What `placements` break, as messages; the handles of the symbols at fault turn red. */
  async function judge(/** @type {Fanodeck.Placement[]} */ placements) {
    const conflicts = await page.run('cardConflicts', { placements });
    const bad = new Set();
    const sentences = conflicts.map((c) => {
      bad.add(c.slot);
      if (c.kind === 'overlap') {
        bad.add(c.other);
        return /** @type {Fanodeck.Text} */ ({ id: 'editor-overlap', args: { name: symbolName(placements[c.slot]), other: symbolName(placements[c.other]) } });
      }
      return /** @type {Fanodeck.Text} */ ({ id: 'editor-edge', args: { name: symbolName(placements[c.slot]) } });
    });
    for (const h of handles()) h.classList.toggle('conflict', bad.has(Number(h.dataset.slot)));
    return sentences;
  }

  let judging = /** @type {Promise<void> | null} */ (null);
  let judgeNext = /** @type {Fanodeck.Placement[] | null} */ (null);

  /** While dragging: judged and drawn, throttled to one question at a time. */
  function preview(/** @type {Fanodeck.Placement[]} */ placements) {
    judgeNext = placements;
    if (judging) return;
    judging = (async () => {
      while (judgeNext) {
        const next = judgeNext;
        judgeNext = null;
        const sentences = await judge(next);
        // Dropped meanwhile: the drop judges and draws its own step.
        if (!drag) break;
        if (sentences.length) say('editor-conflicts', { conflicts: list(sentences, 'editor-list-semicolon') }, true);
        else say('editor-fits');
        await draw(next);
      }
      judging = null;
    })().catch(() => { judging = null; });
  }

  /**
   * Tries `placements` in place of the card's: kept (a step) when the engine finds nothing
   * wrong, else refused with its reasons and the card as it was.
   * @param {Fanodeck.Placement[]} placements @param {number[]} slots @param {Fanodeck.Text} what
   */
  async function attempt(placements, slots, what) {
    while (judging) await judging;
    const sentences = await judge(placements);
    if (sentences.length) {
      say('editor-not-kept', { reason: list(sentences, 'editor-list-semicolon') }, true);
      place();
      await draw(ed.placements);
      for (const h of handles()) h.classList.remove('conflict');
      return false;
    }
    ed.placements = placements;
    for (const slot of slots) ed.moved.add(slot);
    ed.edit = frozen();
    step();
    place();
    await draw(ed.placements);
    say(what.id, what.args);
    return true;
  }

  /** Card `ed.index` laid out again by the engine with `edit` (a re-roll, a reset). */
  async function relayout(/** @type {Fanodeck.CardEdit | null} */ edit, /** @type {Fanodeck.Text} */ what) {
    try {
      const out = await page.run('relayoutCard', { edit: edit || { card: ed.index, reroll: 0, pins: [] }, pxPerMm: PX });
      ed.placements = out.placements;
      ed.edit = edit;
      step();
      place();
      await showPng(out.png);
      drawn = JSON.stringify([ed.index, ed.placements]);
      say(what.id, what.args);
    } catch (error) {
      say('editor-not-kept', { reason: reason(error) }, true);
    }
  }

  // ---------------------------------------------------------------- changes
  /** @param {number} slot @param {(p: Fanodeck.Placement) => Partial<Fanodeck.Placement>} change */
  const changedPlacement = (slot, change) => ed.placements.map((p, i) => (i === slot ? { ...p, ...change(p) } : p));

  // What a change says ends with where the picture is now, so that a screen reader tells each
  // step (the same sentence twice in a row would not be read again).
  /** "12 mm right and 4 mm up from the centre": where `p` is on the card. @param {Fanodeck.Placement} p @returns {Fanodeck.Text} */
  function where(p) {
    /** @type {(v: number, plus: string, minus: string) => Fanodeck.Text | null} */
    const mm = (v, plus, minus) => (Math.round(v) === 0 ? null : { id: v > 0 ? plus : minus, args: { mm: Math.abs(Math.round(v)) } });
    const parts = [mm(p.x_mm, 'editor-right', 'editor-left'), mm(p.y_mm, 'editor-down', 'editor-up')].filter((m) => m !== null);
    return parts.length ? { id: 'editor-from-centre', args: { offset: list(parts) } } : { id: 'editor-at-centre' };
  }

  /** "upright", "15° clockwise", "upside down": how `p` is turned. @param {Fanodeck.Placement} p @returns {Fanodeck.Text} */
  function turned(p) {
    const degrees = Math.round(p.rotation_deg);
    if (degrees === 0) return { id: 'editor-upright' };
    if (Math.abs(degrees) === 180) return { id: 'editor-upside-down' };
    return { id: degrees > 0 ? 'editor-clockwise' : 'editor-anticlockwise', args: { degrees: Math.abs(degrees) } };
  }

  /** "Moved 'x': now …". @param {string} name @param {Fanodeck.Placement} p @returns {Fanodeck.Text} */
  const moved = (name, p) => ({ id: 'editor-moved', args: { name, where: where(p) } });
  /** "Turned 'x': now …". @param {string} name @param {Fanodeck.Placement} p @returns {Fanodeck.Text} */
  const turnedTo = (name, p) => ({ id: 'editor-turned', args: { name, how: turned(p) } });

  /** @param {number} slot @param {number} dx @param {number} dy */
  function move(slot, dx, dy) {
    const name = symbolName(ed.placements[slot]);
    const placements = changedPlacement(slot, (p) => ({ x_mm: p.x_mm + dx, y_mm: p.y_mm + dy }));
    return attempt(placements, [slot], moved(name, placements[slot]));
  }

  /** @param {number} slot @param {number} degrees */
  function turn(slot, degrees) {
    const name = symbolName(ed.placements[slot]);
    const angle = (/** @type {Fanodeck.Placement} */ p) => ((p.rotation_deg + degrees) % 360 + 540) % 360 - 180;
    const placements = changedPlacement(slot, (p) => ({ rotation_deg: angle(p) }));
    return attempt(placements, [slot], turnedTo(name, placements[slot]));
  }

  /** @param {number} slot @param {number} factor */
  function grow(slot, factor) {
    const name = symbolName(ed.placements[slot]);
    const placements = changedPlacement(slot, (p) => ({ width_mm: p.width_mm * factor, height_mm: p.height_mm * factor }));
    return attempt(placements, [slot], resized(name, placements[slot], factor));
  }

  /** "Made 'x' larger: now N mm across." (or smaller, by `factor`). @param {string} name @param {Fanodeck.Placement} p @param {number} factor @returns {Fanodeck.Text} */
  function resized(name, p, factor) {
    const across = Math.round(Math.max(p.width_mm, p.height_mm) * 10) / 10;
    return { id: factor > 1 ? 'editor-made-larger' : 'editor-made-smaller', args: { name, mm: across } };
  }

  /** Swaps two symbols' centres and sizes (each keeps its own shape). @param {number} a @param {number} b */
  function swap(a, b) {
    const [pa, pb] = [ed.placements[a], ed.placements[b]];
    const side = (/** @type {Fanodeck.Placement} */ p) => Math.max(p.width_mm, p.height_mm);
    const placements = ed.placements.map((p, i) => {
      if (i !== a && i !== b) return p;
      const [own, other] = i === a ? [pa, pb] : [pb, pa];
      const k = side(other) / side(own);
      return { ...own, x_mm: other.x_mm, y_mm: other.y_mm, width_mm: own.width_mm * k, height_mm: own.height_mm * k };
    });
    ed.swapFrom = null;
    return attempt(placements, [a, b], { id: 'editor-swapped', args: { first: symbolName(pa), second: symbolName(pb) } });
  }

  function togglePin(/** @type {number} */ slot) {
    const name = symbolName(ed.placements[slot]);
    if (ed.pinned.has(slot)) ed.pinned.delete(slot);
    else ed.pinned.add(slot);
    step();
    place();
    say(ed.pinned.has(slot) ? 'editor-pinned' : 'editor-unpinned', { name });
  }

  function reroll() {
    const keep = [...new Set([...ed.pinned, ...ed.moved])].sort((a, b) => a - b);
    const edit = { card: ed.index, reroll: (ed.edit ? ed.edit.reroll : 0) + 1, pins: keep.map((s) => pinOf(ed.placements[s])) };
    const names = keep.map((s) => symbolName(ed.placements[s]));
    return relayout(edit, keep.length
      ? { id: 'editor-rerolled-keeping', args: { layout: edit.reroll, names: quoted(names) } }
      : { id: 'editor-rerolled', args: { layout: edit.reroll } });
  }

  function reset() {
    ed.pinned = new Set();
    ed.moved = new Set();
    return relayout(null, { id: 'editor-reset-done' });
  }

  /** The selected symbol a quarter larger on every card (its weight, up to 2). */
  function larger() {
    const p = ed.placements[ed.selected ?? -1];
    if (!p) return say('editor-choose-first');
    const weights = state.edits.weights.filter((w) => w.symbol !== p.symbol);
    const old = (state.edits.weights.find((w) => w.symbol === p.symbol) || { weight: 1 }).weight;
    const weight = Math.min(2, Math.round(old * 125) / 100);
    if (weight === old) return say('editor-largest', { name: symbolName(p) });
    weights.push({ symbol: p.symbol, weight });
    weights.sort((a, b) => a.symbol - b.symbol);
    state.edits.weights = weights;
    page.changed();
    say('editor-weight', { name: symbolName(p), percent: Math.round((weight - 1) * 100) });
  }

  // ---------------------------------------------------------------- handles
  const handles = () => /** @type {HTMLElement[]} */ ([...$('editor-handles').children]);

  /** The card picture's size in pixels, kept while a new drawing loads (the image has none then). */
  let natural = [1, 1];

  /** Millimetres to the card picture's CSS pixels, and the card's centre there. */
  function frame() {
    const img = $('editor-card');
    const [w, h] = img.naturalWidth ? [img.naturalWidth, img.naturalHeight] : natural;
    const k = (img.clientWidth / w) * PX;
    return { k, cx: img.clientWidth / 2, cy: (img.clientWidth * h) / w / 2 };
  }

  /** Handles smaller than this, CSS pixels, are grown to it: a finger still finds them. */
  const LEAST = 16;
  const BOX = /** @type {[number, number][]} */ ([[0, 0], [1, 0], [1, 1], [0, 1]]);

  /**
   * Each handle outlines its picture's ink (its convex outline, turned with it), not the
   * picture's whole box: a click on a transparent corner reaches the picture beneath.
   */
  function place(placements = ed.placements) {
    const { k, cx, cy } = frame();
    const box = $('editor-handles');
    if (box.children.length !== placements.length) build(placements.length);
    handles().forEach((h, slot) => {
      const p = placements[slot];
      const [w, hgt] = [p.width_mm * k, p.height_mm * k];
      // The ink's corners in pixels from the box's top left; the handle is their box.
      let points = ((ed.inks && ed.inks[slot]) || BOX).map(([x, y]) => [x * w, y * hgt]);
      const xs = points.map((q) => q[0]);
      const ys = points.map((q) => q[1]);
      let [x0, y0, x1, y1] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
      if (x1 - x0 < LEAST || y1 - y0 < LEAST) {
        const [mx, my] = [(x0 + x1) / 2, (y0 + y1) / 2];
        [x0, x1] = [Math.min(x0, mx - LEAST / 2), Math.max(x1, mx + LEAST / 2)];
        [y0, y1] = [Math.min(y0, my - LEAST / 2), Math.max(y1, my + LEAST / 2)];
        points = [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
      }
      h.style.left = `${cx + p.x_mm * k - w / 2 + x0}px`;
      h.style.top = `${cy + p.y_mm * k - hgt / 2 + y0}px`;
      h.style.width = `${x1 - x0}px`;
      h.style.height = `${y1 - y0}px`;
      // Turned about the picture's centre, as the engine turns it.
      h.style.transformOrigin = `${w / 2 - x0}px ${hgt / 2 - y0}px`; // l10n-ignore
      h.style.transform = `rotate(${p.rotation_deg}deg)`;
      const outline = /** @type {SVGSVGElement} */ (h.querySelector('svg.ink'));
      outline.setAttribute('viewBox', `0 0 ${x1 - x0} ${y1 - y0}`);
      /** @type {SVGPolygonElement} */ (outline.firstElementChild).setAttribute('points', points.map(([x, y]) => `${(x - x0).toFixed(1)},${(y - y0).toFixed(1)}`).join(' '));
      h.classList.toggle('pinned', ed.pinned.has(slot));
      h.classList.toggle('selected', ed.selected === slot);
      h.classList.toggle('swap-from', ed.swapFrom === slot);
      const args = { name: symbolName(p), slot: slot + 1, count: placements.length };
      h.setAttribute('aria-label', I18n.t(ed.pinned.has(slot) ? 'editor-handle-pinned' : 'editor-handle', args));
    });
    const selected = placements[ed.selected ?? -1];
    const pin = $('editor-pin');
    const larger = $('editor-larger');
    pin.disabled = !selected;
    larger.disabled = !selected;
    pin.setAttribute('aria-pressed', String(ed.pinned.has(ed.selected ?? -1)));
    I18n.say(pin, ed.pinned.has(ed.selected ?? -1) ? 'editor-unpin' : 'editor-pin');
    if (selected) I18n.say(larger, 'editor-larger-named', { name: symbolName(selected) });
    else I18n.say(larger, 'editor-larger');
  }

  function build(/** @type {number} */ count) {
    const box = $('editor-handles');
    box.textContent = '';
    for (let slot = 0; slot < count; slot++) {
      const h = document.createElement('div');
      h.className = 'handle';
      h.tabIndex = 0;
      h.dataset.slot = String(slot);
      h.setAttribute('role', 'button');
      h.setAttribute('aria-roledescription', I18n.t('editor-handle-role'));
      h.setAttribute('aria-describedby', 'editor-keys');
      const pin = document.createElement('span');
      pin.className = 'pin-mark';
      pin.setAttribute('aria-hidden', 'true');
      // Drawn, not an emoji: a browser without an emoji font shows a box.
      pin.innerHTML = '<svg viewBox="0 0 16 16" width="16" height="16"><path d="M5 1h6l-1 5 3 3H9v6l-1 1-1-1V9H3l3-3z" fill="#b3261e" stroke="#fff" stroke-width="1"/></svg>'; // l10n-ignore
      const knob = document.createElement('span');
      knob.className = 'turn-knob';
      knob.setAttribute('aria-hidden', 'true');
      // The ink's outline: drawn, and the only part of the handle a pointer finds.
      const ink = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      ink.setAttribute('class', 'ink');
      ink.setAttribute('aria-hidden', 'true');
      ink.setAttribute('preserveAspectRatio', 'none');
      ink.append(document.createElementNS('http://www.w3.org/2000/svg', 'polygon'));
      h.append(ink, pin, knob);
      h.addEventListener('focus', () => select(slot));
      h.addEventListener('pointerdown', (e) => pointerDown(e, slot));
      h.addEventListener('pointermove', pointerMove);
      h.addEventListener('pointerup', pointerUp);
      h.addEventListener('pointercancel', pointerUp);
      h.addEventListener('keydown', (e) => key(e, slot));
      h.addEventListener('wheel', (e) => {
        e.preventDefault();
        if (!busy) run(() => grow(slot, e.deltaY < 0 ? STEP.grow : 1 / STEP.grow));
      }, { passive: false });
      box.append(h);
    }
  }

  function select(/** @type {number} */ slot) {
    if (ed.selected === slot) return;
    ed.selected = slot;
    place();
  }

  // One change at a time: a key held down waits for the engine's answer.
  let busy = false;
  async function run(/** @type {() => unknown} */ work) {
    busy = true;
    $('editor-say').dataset.busy = '1';
    try {
      await work();
    } finally {
      busy = false;
      delete $('editor-say').dataset.busy;
    }
  }

  let drag = /** @type {Fanodeck.Drag | null} */ (null);

  function pointerDown(/** @type {PointerEvent} */ e, /** @type {number} */ slot) {
    if (busy || e.button > 0) return;
    e.preventDefault();
    const h = /** @type {HTMLElement} */ (e.currentTarget);
    // Before the focus, which would select the picture clicked.
    if (e.shiftKey && ed.selected != null && ed.selected !== slot) {
      run(() => swap(/** @type {number} */ (ed.selected), slot));
      return;
    }
    h.focus();
    select(slot);
    h.setPointerCapture(e.pointerId);
    const turning = /** @type {Element} */ (e.target).classList.contains('turn-knob');
    drag = { slot, x: e.clientX, y: e.clientY, turning, placements: ed.placements, moved: false, pointer: e.pointerId, pinch: null, at: [e.clientX, e.clientY] };
  }

  // ---------------------------------------------------------------- pinch
  // A second finger down anywhere on the card while one holds a picture pinches it: the
  // fingers' spread makes it larger or smaller and their turn turns it, about its centre.
  const fingers = (/** @type {Fanodeck.Drag} */ d, /** @type {[number, number]} */ other) => {
    const [dx, dy] = [other[0] - d.at[0], other[1] - d.at[1]];
    return { distance: Math.max(Math.hypot(dx, dy), 1), angle: (Math.atan2(dy, dx) * 180) / Math.PI };
  };

  function pinchDown(/** @type {PointerEvent} */ e) {
    if (!drag || e.pointerId === drag.pointer) return;
    // Another pointer while one holds a picture never starts a gesture of its own.
    e.preventDefault();
    e.stopPropagation();
    if (drag.pinch || drag.turning || e.pointerType !== 'touch') return;
    /** @type {HTMLElement} */ ($('editor-card').parentElement).setPointerCapture(e.pointerId);
    drag.pinch = { pointer: e.pointerId, ...fingers(drag, [e.clientX, e.clientY]), base: drag.placements[drag.slot], other: [e.clientX, e.clientY] };
  }

  /** The pinched placements, from the fingers where they are now. */
  function pinched() {
    const d = /** @type {Fanodeck.Drag} */ (drag);
    const pinch = /** @type {NonNullable<Fanodeck.Drag['pinch']>} */ (d.pinch);
    const now = fingers(d, pinch.other);
    const factor = Math.min(4, Math.max(0.25, now.distance / pinch.distance));
    const b = pinch.base;
    const angle = Math.round((((b.rotation_deg + now.angle - pinch.angle) % 360) + 540) % 360 - 180);
    const round = (/** @type {number} */ v) => Math.round(v * 100) / 100;
    d.moved = true;
    // From the picture as the second finger found it (a move before it included).
    const pinchedTo = { ...b, width_mm: round(b.width_mm * factor), height_mm: round(b.height_mm * factor), rotation_deg: angle };
    d.placements = d.placements.map((p, i) => (i === d.slot ? pinchedTo : p));
    place(d.placements);
    preview(d.placements);
  }

  function pinchMove(/** @type {PointerEvent} */ e) {
    if (!drag || !drag.pinch || e.pointerId !== drag.pinch.pointer) return;
    drag.pinch.other = [e.clientX, e.clientY];
    pinched();
  }

  /** What a pinch says: larger or smaller when its size changed, else how it is turned. @param {Fanodeck.Drag} done */
  function pinchSaid(done) {
    const p = done.placements[done.slot];
    const base = /** @type {NonNullable<Fanodeck.Drag['pinch']>} */ (done.pinch).base;
    const name = symbolName(p);
    const factor = p.width_mm / base.width_mm;
    return Math.abs(factor - 1) < 0.02 ? turnedTo(name, p) : resized(name, p, factor);
  }

  /** Where placement `p`'s centre is on the screen (client pixels). @param {Fanodeck.Placement} p */
  function centreOf(p) {
    const { k, cx, cy } = frame();
    const r = $('editor-card').getBoundingClientRect();
    return [r.left + cx + p.x_mm * k, r.top + cy + p.y_mm * k];
  }

  function dragged(/** @type {PointerEvent} */ e) {
    const d = /** @type {Fanodeck.Drag} */ (drag); // pointerMove's
    const { k } = frame();
    const p = ed.placements[d.slot];
    if (d.turning) {
      const [x, y] = centreOf(p);
      const angle = (Math.atan2(e.clientY - y, e.clientX - x) * 180) / Math.PI + 90;
      return changedPlacement(d.slot, () => ({ rotation_deg: Math.round(((angle % 360) + 540) % 360 - 180) }));
    }
    const round = (/** @type {number} */ v) => Math.round(v * 100) / 100;
    return changedPlacement(d.slot, () => ({ x_mm: round(p.x_mm + (e.clientX - d.x) / k), y_mm: round(p.y_mm + (e.clientY - d.y) / k) }));
  }

  function pointerMove(/** @type {PointerEvent} */ e) {
    if (!drag || e.pointerId !== drag.pointer) return;
    drag.at = [e.clientX, e.clientY];
    if (drag.pinch) return pinched();
    if (!drag.moved && Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < 3) return;
    drag.moved = true;
    drag.placements = dragged(e);
    place(drag.placements);
    preview(drag.placements);
  }

  /** Either finger of a pinch, or the one of a drag, lifted: the step is tried. */
  function pointerUp(/** @type {PointerEvent} */ e) {
    if (!drag || (e.pointerId !== drag.pointer && e.pointerId !== drag.pinch?.pointer)) return;
    const done = drag;
    drag = null;
    const h = /** @type {HTMLElement} */ (e.currentTarget);
    if (h.hasPointerCapture(e.pointerId)) h.releasePointerCapture(e.pointerId);
    if (!done.moved || e.type === 'pointercancel') {
      abandon();
      return;
    }
    const name = symbolName(ed.placements[done.slot]);
    const p = done.placements[done.slot];
    const what = done.pinch ? pinchSaid(done) : done.turning ? turnedTo(name, p) : moved(name, p);
    run(() => attempt(done.placements, [done.slot], what));
  }

  /** A gesture given up (cancelled, or lifted where it began): the card as it was kept. */
  function abandon() {
    place();
    for (const h of handles()) h.classList.remove('conflict');
    draw(ed.placements);
  }

  function key(/** @type {KeyboardEvent} */ e, /** @type {number} */ slot) {
    const mod = e.ctrlKey || e.metaKey;
    if (mod || e.altKey) return;
    const big = e.shiftKey ? STEP.fast : STEP.move;
    const moves = /** @type {Record<string, [number, number]>} */ ({ ArrowLeft: [-big, 0], ArrowRight: [big, 0], ArrowUp: [0, -big], ArrowDown: [0, big] });
    let work = /** @type {(() => unknown) | null} */ (null);
    if (moves[e.key]) work = () => move(slot, ...moves[e.key]);
    else if (e.key === '[' || e.key === ']') work = () => turn(slot, e.key === ']' ? STEP.turn : -STEP.turn);
    else if (e.key === '+' || e.key === '=') work = () => grow(slot, STEP.grow);
    else if (e.key === '-' || e.key === '_') work = () => grow(slot, 1 / STEP.grow);
    else if (e.key === 'p' || e.key === 'P') work = () => togglePin(slot);
    else if (e.key === 's' || e.key === 'S') {
      if (ed.swapFrom != null && ed.swapFrom !== slot) work = () => swap(/** @type {number} */ (ed.swapFrom), slot);
      else {
        ed.swapFrom = ed.swapFrom === slot ? null : slot;
        place();
        if (ed.swapFrom == null) say('editor-swap-cancelled');
        else say('editor-swap-from', { name: symbolName(ed.placements[slot]) });
        e.preventDefault();
        return;
      }
    }
    if (!work) return;
    e.preventDefault();
    if (!busy) run(work);
  }

  // ---------------------------------------------------------------- the dialog
  async function open(/** @type {number} */ index) {
    if (!state.manifest || !state.manifest.cards[index]) return;
    const edit = state.edits.cards.find((e) => e.card === index) || null;
    const placements = copy(state.manifest.cards[index].symbols);
    ed = {
      index, placements, edit: edit && copy(edit), selected: null, swapFrom: null,
      // Pins kept by a re-roll; a card changed by hand has every symbol pinned as it is.
      pinned: new Set(edit && edit.pins.length < placements.length
        ? placements.map((p, i) => (edit.pins.some((pin) => pin.symbol === p.symbol) ? i : -1)).filter((i) => i >= 0) : []),
      moved: new Set(), history: [], future: [], opened: JSON.stringify(state.edits), last: /** @type {any} */ (null), inks: null,
    };
    ed.last = snapshot();
    const title = $('editor-title');
    I18n.say(title, 'editor-title', { card: index + 1 });
    say('editor-start');
    $('editor-undo').disabled = true;
    $('editor-redo').disabled = true;
    $('editor-handles').textContent = '';
    $('editor').showModal();
    drawn = '';
    const card = ed;
    try {
      // Without the inks, handles outline the pictures' boxes.
      const inks = page.run('cardInks', { placements }).catch(() => null);
      const [outlines] = await Promise.all([inks, draw(placements)]);
      if (ed !== card) return; // closed meanwhile, or another card opened
      ed.inks = outlines;
      place();
      handles()[0]?.focus();
    } catch (error) {
      say('editor-draw-failed', { reason: reason(error) }, true);
    }
  }

  function close() {
    if (!ed) return;
    const changed = JSON.stringify(state.edits) !== ed.opened;
    refocus = changed ? ed.index : null;
    ed = /** @type {any} */ (null);
    if ($('editor').open) $('editor').close();
    if (changed) page.remake();
  }

  function wire() {
    const stage = /** @type {HTMLElement} */ ($('editor-card').parentElement);
    stage.addEventListener('pointerdown', pinchDown, true);
    stage.addEventListener('pointermove', pinchMove);
    stage.addEventListener('pointerup', pointerUp);
    stage.addEventListener('pointercancel', pointerUp);
    $('editor-close').addEventListener('click', close);
    // The dialog's close event comes later: not for a card opened meanwhile.
    $('editor').addEventListener('close', () => !$('editor').open && close());
    $('editor-undo').addEventListener('click', () => !busy && undo());
    $('editor-redo').addEventListener('click', () => !busy && redo());
    $('editor-pin').addEventListener('click', () => ed.selected != null && togglePin(ed.selected));
    $('editor-reroll').addEventListener('click', () => !busy && run(reroll));
    $('editor-reset').addEventListener('click', () => !busy && run(reset));
    $('editor-larger').addEventListener('click', larger);
    $('editor').addEventListener('keydown', (e) => {
      if (!(e.ctrlKey || e.metaKey) || busy) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) undo();
      else if ((k === 'z' && e.shiftKey) || k === 'y') redo();
      else return;
      e.preventDefault();
    });
    window.addEventListener('resize', () => ed && place());
    // The labels set here, not by a data-l10n-id, in the new language (what the editor said
    // and its buttons follow by themselves).
    I18n.onChange(() => {
      for (const thumb of document.querySelectorAll('.card-thumb')) label(/** @type {HTMLElement} */ (thumb));
      for (const h of handles()) h.setAttribute('aria-roledescription', I18n.t('editor-handle-role'));
      if (ed && handles().length) place();
    });
  }

  // ---------------------------------------------------------------- edits and the form
  // The edits fix the deck shown: a change to the cards' content drops them, once said.
  /** The request's fields that make the cards' content, and the message that names each. @type {Record<string, string>} */
  const CONTENT = {
    symbols: 'editor-content-symbols', deck: 'editor-content-deck', cards: 'editor-content-cards', seed: 'editor-content-seed',
    shape: 'editor-content-shape', corner: 'editor-content-corner', diameter: 'editor-content-diameter', gap: 'editor-content-gap',
    margin: 'editor-content-margin', rotation: 'editor-content-rotation', sizeRatio: 'editor-content-size-ratio',
    minSize: 'editor-content-min-size', words: 'editor-content-words', pairs: 'editor-content-pairs', only: 'editor-content-pictures',
    pictures: 'editor-content-pictures', fonts: 'editor-content-fonts', keyWhite: 'editor-content-pictures',
    palette: 'editor-content-palette', photoShape: 'editor-content-photo-shape',
  };
  const named = (/** @type {Fanodeck.NamedBytes[] | undefined} */ files) => files && files.map((f) => `${f.name}:${f.bytes.length}`);
  const content = (/** @type {Record<string, any>} */ r) => Object.keys(CONTENT).map((k) => JSON.stringify(k === 'pictures' || k === 'fonts' ? named(r[k]) : r[k]));
  let shown = /** @type {string[] | null} */ (null); // the content of the deck shown, which the edits fix
  let guarding = false;

  /** The deck shown is the one the edits fix (after Make, after a project comes back). */
  function settle() {
    shown = state.manifest ? content(page.request()) : null;
  }

  /**
   * After a change to the form: '' when the edits still hold; else the sentence saying
   * which change dropped them (asked first: Cancel puts the form back when it can).
   */
  function guard() {
    if (guarding || !shown || !(state.edits.cards.length + state.edits.weights.length)) return '';
    const now = content(page.request());
    const what = [...new Set(Object.keys(CONTENT).filter((k, i) => now[i] !== /** @type {string[]} */ (shown)[i]).map((k) => CONTENT[k]))];
    if (!what.length) return '';
    const changes = state.edits.cards.length > 0;
    const args = { content: list(what.map((id) => ({ id }))), cards: cardsText(state.edits.cards.map((e) => e.card)) };
    if (!window.confirm(I18n.t(changes ? 'editor-drop-changes' : 'editor-drop-larger', args))) {
      const before = shown;
      guarding = true;
      page.revert();
      guarding = false;
      shown = before;
      if (JSON.stringify(content(page.request())) === JSON.stringify(shown)) return '';
    }
    state.edits = { cards: [], weights: [] };
    shown = null;
    for (const thumb of document.querySelectorAll('.card-thumb')) label(/** @type {HTMLElement} */ (thumb));
    return `${I18n.t(changes ? 'editor-dropped-changes' : 'editor-dropped-larger', args)} `;
  }

  wire();
  window.fanodeck.editor = {
    /** `fanodeck.editor.open(index)`: opens card `index` (0-based) of the deck shown. */
    open,
    /** The request's edits as they stand. */
    edits: () => copy(state.edits),
    /** The placements of the card open, as the editor holds them. */
    placements: () => ed && copy(ed.placements),
    /** `await fanodeck.editor.conflicts(placements)`: what the engine finds wrong. */
    conflicts: (placements) => page.run('cardConflicts', { placements }),
  };
  return { clear, add, show, names, settle, guard };
};
