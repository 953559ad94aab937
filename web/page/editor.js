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
'use strict';

window.fanodeckEditor = (page) => {
  /** @type {Fanodeck.ById} */
  const $ = (id) => /** @type {any} */ (document.getElementById(id));
  const { state } = page;
  /** The editor's card, pixels a millimetre (a thumbnail's are app.js's). */
  const PX = 5;
  const STEP = { move: 1, fast: 5, turn: 5, grow: 1.05 };
  /** @type {<T>(value: T) => T} */
  const copy = (value) => JSON.parse(JSON.stringify(value));

  // ---------------------------------------------------------------- the cards grid
  let urls = /** @type {string[]} */ ([]);

  function clear() {
    for (const url of urls) URL.revokeObjectURL(url);
    urls = [];
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

  /** The deck's cards, once made. @type {Fanodeck.Editor['show']} */
  function show(previews) {
    clear();
    previews.forEach((png, i) => add(i, png));
    // The card fixed last takes the focus back, lost when the deck was made again.
    const back = refocus;
    refocus = null;
    if (back != null && (!document.activeElement || document.activeElement === document.body)) {
      /** @type {HTMLElement | null} */ ($('previews').querySelector(`.card-thumb[data-card="${back}"]`))?.focus();
    }
  }

  /** @type {number | null} the card closed with changes, whose thumbnail the deck made again focuses */
  let refocus = null;

  function label(/** @type {HTMLElement} */ button) {
    const index = Number(button.dataset.card);
    const edited = state.edits.cards.some((e) => e.card === index);
    button.classList.toggle('edited', edited);
    button.setAttribute('aria-label', `Card ${index + 1}${edited ? ', changed by hand' : ''}: open to fix it`);
  }

  /** "cards 3 and 7": the cards changed by hand, counted from 1. */
  function names(cards = state.edits.cards.map((e) => e.card)) {
    const n = [...cards].sort((a, b) => a - b).map((c) => String(c + 1));
    if (n.length <= 1) return `card ${n.join('')}`;
    return `cards ${n.slice(0, -1).join(', ')} and ${n[n.length - 1]}`;
  }

  // ---------------------------------------------------------------- the card being fixed
  /** @type {Fanodeck.CardOpen} the card open; null while none is (close, resize and the API's placements look) */
  let ed = /** @type {any} */ (null);

  function symbolName(/** @type {Fanodeck.Placement} */ p) {
    const symbol = /** @type {Fanodeck.Manifest} */ (state.manifest).symbols[p.symbol]; // a card open is the deck shown's
    const face = p.face != null && symbol.faces && symbol.faces[p.face];
    return (face || symbol).name;
  }

  const pinOf = (/** @type {Fanodeck.Placement} */ p) => ({ symbol: p.symbol, x: p.x_mm, y: p.y_mm, width: p.width_mm, height: p.height_mm, angle: p.rotation_deg });

  /** @param {string} text @param {boolean} [bad] */
  function say(text, bad) {
    $('editor-say').textContent = text;
    $('editor-say').className = bad ? 'bad' : '';
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
    if (!ed.history.length) return say('Nothing to undo.');
    ed.future.push(ed.last);
    restore(/** @type {Fanodeck.Snapshot} */ (ed.history.pop()));
    say('Undone.');
  }

  function redo() {
    if (!ed.future.length) return say('Nothing to redo.');
    ed.history.push(ed.last);
    restore(/** @type {Fanodeck.Snapshot} */ (ed.future.pop()));
    say('Redone.');
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

  /** Draws `placements` on the card, one drawing at a time (the latest wins). */
  function draw(/** @type {Fanodeck.Placement[]} */ placements) {
    queued = placements;
    if (!drawing) {
      drawing = (async () => {
        while (queued) {
          const next = queued;
          queued = null;
          const png = await page.run('editedCardPng', { index: ed.index, placements: next, pxPerMm: PX });
          await showPng(png);
        }
        drawing = null;
      })().catch((error) => {
        drawing = null;
        say(`Could not draw the card: ${error.message}`, true);
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

  /** What `placements` break, as sentences; the handles of the symbols at fault turn red. */
  async function judge(/** @type {Fanodeck.Placement[]} */ placements) {
    const conflicts = await page.run('cardConflicts', { placements });
    const bad = new Set();
    const sentences = conflicts.map((c) => {
      bad.add(c.slot);
      if (c.kind === 'overlap') {
        bad.add(c.other);
        return `'${symbolName(placements[c.slot])}' would overlap '${symbolName(placements[c.other])}'`;
      }
      return `'${symbolName(placements[c.slot])}' would cross the card's edge`;
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
        say(sentences.length ? `${sentences.join('; ')}.` : 'Fits.', sentences.length > 0);
        await draw(next);
      }
      judging = null;
    })().catch(() => { judging = null; });
  }

  /**
   * Tries `placements` in place of the card's: kept (a step) when the engine finds nothing
   * wrong, else refused with its reasons and the card as it was.
   * @param {Fanodeck.Placement[]} placements @param {number[]} slots @param {string} what
   */
  async function attempt(placements, slots, what) {
    while (judging) await judging;
    const sentences = await judge(placements);
    if (sentences.length) {
      say(`Not kept: ${sentences.join('; ')}.`, true);
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
    say(what);
    return true;
  }

  /** Card `ed.index` laid out again by the engine with `edit` (a re-roll, a reset). */
  async function relayout(/** @type {Fanodeck.CardEdit | null} */ edit, /** @type {string} */ what) {
    try {
      const out = await page.run('relayoutCard', { edit: edit || { card: ed.index, reroll: 0, pins: [] }, pxPerMm: PX });
      ed.placements = out.placements;
      ed.edit = edit;
      step();
      place();
      await showPng(out.png);
      say(what);
    } catch (error) {
      say(`Not kept: ${error.message}.`, true);
    }
  }

  // ---------------------------------------------------------------- changes
  /** @param {number} slot @param {(p: Fanodeck.Placement) => Partial<Fanodeck.Placement>} change */
  const changedPlacement = (slot, change) => ed.placements.map((p, i) => (i === slot ? { ...p, ...change(p) } : p));

  // What a change says ends with where the picture is now, so that a screen reader tells each
  // step (the same sentence twice in a row would not be read again).
  /** "12 mm right and 4 mm up from the centre": where `p` is on the card. @param {Fanodeck.Placement} p */
  function where(p) {
    const mm = (/** @type {number} */ v, /** @type {string} */ plus, /** @type {string} */ minus) => (Math.round(v) === 0 ? '' : `${Math.abs(Math.round(v))} mm ${v > 0 ? plus : minus}`);
    const parts = [mm(p.x_mm, 'right', 'left'), mm(p.y_mm, 'down', 'up')].filter(Boolean);
    return parts.length ? `${parts.join(' and ')} from the centre` : 'at the centre';
  }

  /** "upright", "15° clockwise", "upside down": how `p` is turned. @param {Fanodeck.Placement} p */
  function turned(p) {
    const degrees = Math.round(p.rotation_deg);
    if (degrees === 0) return 'upright';
    if (Math.abs(degrees) === 180) return 'upside down';
    return `${Math.abs(degrees)}° ${degrees > 0 ? 'clockwise' : 'anticlockwise'}`;
  }

  /** @param {number} slot @param {number} dx @param {number} dy */
  function move(slot, dx, dy) {
    const name = symbolName(ed.placements[slot]);
    const placements = changedPlacement(slot, (p) => ({ x_mm: p.x_mm + dx, y_mm: p.y_mm + dy }));
    return attempt(placements, [slot], `Moved '${name}': now ${where(placements[slot])}.`);
  }

  /** @param {number} slot @param {number} degrees */
  function turn(slot, degrees) {
    const name = symbolName(ed.placements[slot]);
    const angle = (/** @type {Fanodeck.Placement} */ p) => ((p.rotation_deg + degrees) % 360 + 540) % 360 - 180;
    const placements = changedPlacement(slot, (p) => ({ rotation_deg: angle(p) }));
    return attempt(placements, [slot], `Turned '${name}': now ${turned(placements[slot])}.`);
  }

  /** @param {number} slot @param {number} factor */
  function grow(slot, factor) {
    const name = symbolName(ed.placements[slot]);
    const placements = changedPlacement(slot, (p) => ({ width_mm: p.width_mm * factor, height_mm: p.height_mm * factor }));
    const across = Math.round(Math.max(placements[slot].width_mm, placements[slot].height_mm) * 10) / 10;
    return attempt(placements, [slot], `Made '${name}' ${factor > 1 ? 'larger' : 'smaller'}: now ${across} mm across.`);
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
    return attempt(placements, [a, b], `Swapped '${symbolName(pa)}' and '${symbolName(pb)}'.`);
  }

  function togglePin(/** @type {number} */ slot) {
    const name = symbolName(ed.placements[slot]);
    if (ed.pinned.has(slot)) ed.pinned.delete(slot);
    else ed.pinned.add(slot);
    step();
    place();
    say(ed.pinned.has(slot) ? `Pinned '${name}': a re-roll keeps it where it is.` : `'${name}' is no longer pinned.`);
  }

  function reroll() {
    const keep = [...new Set([...ed.pinned, ...ed.moved])].sort((a, b) => a - b);
    const edit = { card: ed.index, reroll: (ed.edit ? ed.edit.reroll : 0) + 1, pins: keep.map((s) => pinOf(ed.placements[s])) };
    const kept = keep.length ? `, keeping ${keep.map((s) => `'${symbolName(ed.placements[s])}'`).join(', ')}` : '';
    return relayout(edit, `Re-rolled (layout ${edit.reroll})${kept}.`);
  }

  function reset() {
    ed.pinned = new Set();
    ed.moved = new Set();
    return relayout(null, 'The card is back as the deck made it.');
  }

  /** The selected symbol a quarter larger on every card (its weight, up to 2). */
  function larger() {
    const p = ed.placements[ed.selected ?? -1];
    if (!p) return say('Choose a picture first.');
    const weights = state.edits.weights.filter((w) => w.symbol !== p.symbol);
    const old = (state.edits.weights.find((w) => w.symbol === p.symbol) || { weight: 1 }).weight;
    const weight = Math.min(2, Math.round(old * 125) / 100);
    if (weight === old) return say(`'${symbolName(p)}' is already as large as it can be made (twice its size).`);
    weights.push({ symbol: p.symbol, weight });
    weights.sort((a, b) => a.symbol - b.symbol);
    state.edits.weights = weights;
    page.changed();
    say(`'${symbolName(p)}' will be ${Math.round((weight - 1) * 100)} % larger on every card once the deck is made again (cards fixed by hand keep theirs).`);
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

  function place(placements = ed.placements) {
    const { k, cx, cy } = frame();
    const box = $('editor-handles');
    if (box.children.length !== placements.length) build(placements.length);
    handles().forEach((h, slot) => {
      const p = placements[slot];
      const [w, hgt] = [Math.max(p.width_mm * k, 16), Math.max(p.height_mm * k, 16)];
      h.style.left = `${cx + p.x_mm * k - w / 2}px`;
      h.style.top = `${cy + p.y_mm * k - hgt / 2}px`;
      h.style.width = `${w}px`;
      h.style.height = `${hgt}px`;
      h.style.transform = `rotate(${p.rotation_deg}deg)`;
      h.classList.toggle('pinned', ed.pinned.has(slot));
      h.classList.toggle('selected', ed.selected === slot);
      h.classList.toggle('swap-from', ed.swapFrom === slot);
      const pinned = ed.pinned.has(slot) ? ', pinned' : '';
      h.setAttribute('aria-label', `${symbolName(p)}, picture ${slot + 1} of ${placements.length}${pinned}`);
    });
    const selected = placements[ed.selected ?? -1];
    $('editor-pin').disabled = !selected;
    $('editor-larger').disabled = !selected;
    $('editor-pin').setAttribute('aria-pressed', String(ed.pinned.has(ed.selected ?? -1)));
    $('editor-pin').textContent = ed.pinned.has(ed.selected ?? -1) ? 'Unpin' : 'Pin';
    $('editor-larger').textContent = selected ? `Make '${symbolName(selected)}' larger on every card` : 'Make this picture larger on every card';
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
      h.setAttribute('aria-roledescription', 'movable picture');
      h.setAttribute('aria-describedby', 'editor-keys');
      const pin = document.createElement('span');
      pin.className = 'pin-mark';
      pin.setAttribute('aria-hidden', 'true');
      // Drawn, not an emoji: a browser without an emoji font shows a box.
      pin.innerHTML = '<svg viewBox="0 0 16 16" width="16" height="16"><path d="M5 1h6l-1 5 3 3H9v6l-1 1-1-1V9H3l3-3z" fill="#b3261e" stroke="#fff" stroke-width="1"/></svg>';
      const knob = document.createElement('span');
      knob.className = 'turn-knob';
      knob.setAttribute('aria-hidden', 'true');
      h.append(pin, knob);
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
    h.focus();
    if (e.shiftKey && ed.selected != null && ed.selected !== slot) {
      run(() => swap(/** @type {number} */ (ed.selected), slot));
      return;
    }
    select(slot);
    h.setPointerCapture(e.pointerId);
    const turning = /** @type {Element} */ (e.target).classList.contains('turn-knob');
    drag = { slot, x: e.clientX, y: e.clientY, turning, placements: ed.placements, moved: false };
  }

  function dragged(/** @type {PointerEvent} */ e) {
    const d = /** @type {Fanodeck.Drag} */ (drag); // pointerMove's
    const { k } = frame();
    const p = ed.placements[d.slot];
    if (d.turning) {
      const r = /** @type {HTMLElement} */ (e.currentTarget).getBoundingClientRect();
      const angle = (Math.atan2(e.clientY - (r.top + r.height / 2), e.clientX - (r.left + r.width / 2)) * 180) / Math.PI + 90;
      return changedPlacement(d.slot, () => ({ rotation_deg: Math.round(((angle % 360) + 540) % 360 - 180) }));
    }
    const round = (/** @type {number} */ v) => Math.round(v * 100) / 100;
    return changedPlacement(d.slot, () => ({ x_mm: round(p.x_mm + (e.clientX - d.x) / k), y_mm: round(p.y_mm + (e.clientY - d.y) / k) }));
  }

  function pointerMove(/** @type {PointerEvent} */ e) {
    if (!drag) return;
    if (!drag.moved && Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < 3) return;
    drag.moved = true;
    drag.placements = dragged(e);
    place(drag.placements);
    preview(drag.placements);
  }

  function pointerUp(/** @type {PointerEvent} */ e) {
    if (!drag) return;
    const done = drag;
    drag = null;
    const h = /** @type {HTMLElement} */ (e.currentTarget);
    if (h.hasPointerCapture(e.pointerId)) h.releasePointerCapture(e.pointerId);
    if (!done.moved || e.type === 'pointercancel') {
      place();
      return;
    }
    const name = symbolName(ed.placements[done.slot]);
    const p = done.placements[done.slot];
    run(() => attempt(done.placements, [done.slot], done.turning ? `Turned '${name}': now ${turned(p)}.` : `Moved '${name}': now ${where(p)}.`));
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
        say(ed.swapFrom == null ? 'Swap cancelled.' : `Swap '${symbolName(ed.placements[slot])}' with…: choose another picture and press S.`);
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
      moved: new Set(), history: [], future: [], opened: JSON.stringify(state.edits), last: /** @type {any} */ (null),
    };
    ed.last = snapshot();
    $('editor-title').textContent = `Card ${index + 1}`;
    say('Choose a picture: drag it, or use the keys below.');
    $('editor-undo').disabled = true;
    $('editor-redo').disabled = true;
    $('editor-handles').textContent = '';
    $('editor').showModal();
    try {
      await draw(placements);
      place();
      handles()[0]?.focus();
    } catch (error) {
      say(`Could not draw the card: ${error.message}`, true);
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
    $('editor-close').addEventListener('click', close);
    $('editor').addEventListener('close', close);
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
  }

  // ---------------------------------------------------------------- edits and the form
  // The edits fix the deck shown: a change to the cards' content drops them, once said.
  /** @type {Record<string, string>} */
  const CONTENT = {
    symbols: 'the pictures a card', deck: 'the kind of deck', cards: 'the number of cards', seed: 'the shuffle number',
    shape: 'the card shape', corner: 'the corners', diameter: 'the card size', gap: 'the space between pictures',
    margin: 'the space to the edge', rotation: 'the turning', sizeRatio: 'the largest / smallest picture',
    minSize: 'the smallest picture', words: 'the words', pairs: 'the pairs', only: 'the pictures',
    pictures: 'the pictures', fonts: 'the fonts', keyWhite: 'the pictures', palette: 'the colours', photoShape: 'the photo shape',
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
    const list = what.length > 1 ? `${what.slice(0, -1).join(', ')} and ${what[what.length - 1]}` : what[0];
    const cards = state.edits.cards.length ? `your changes to ${names()}` : 'the pictures you made larger';
    const sentence = `Changing ${list} drops ${cards}.`;
    if (!window.confirm(sentence)) {
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
    return `${sentence.replace(' drops ', ' dropped ')} `;
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
