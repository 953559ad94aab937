// @ts-check
// fanodeck's web page, photos cut to a shape: the "Photo shape" choice and its rim, and each
// photo's crop drawn on its thumbnail. The engine cuts an opaque photo to the shape around its
// subject; once a deck is made, the manifest says which window it kept (`crop`), and the
// thumbnail shows that window outlined and the rest dimmed. The maker moves the window with
// the pointer (mouse or touch) or the arrow keys and tightens it with a zoom slider; that sets
// the picture's entry in the request's `focus` (the window's centre as fractions of the photo,
// and the zoom), and the deck is made again with it.
//
// When every picture chosen is a photo (the engine says which are) and they are kept whole,
// the page offers the squircle with one click, beside one of the photos in each shape as the
// engine would cut it; the maker chooses.
//
// app.js creates it: `window.fanodeckCrops(page)` with page = {state, changed(), show(),
// run(type, payload), checkRequest()} (show: the pictures' list drawn again); it returns
// {wire(), shape(), addTo(request, pictures), fromManifest(manifest), thumb(picture, img),
// hash(params), load(params), offer()}; `state.focus` holds the focus entries.
'use strict';

window.fanodeckCrops = (page) => {
  /** @type {Fanodeck.ById} */
  const $ = (id) => /** @type {any} */ (document.getElementById(id));
  const SVG = 'http://www.w3.org/2000/svg';
  const { state } = page;
  state.focus = state.focus || []; // [{name, x, y, zoom}], as the request takes them
  // The windows the last deck kept, by picture file name: {center: [x, y], size: [w, h]}.
  /** @type {Map<string | undefined, Fanodeck.Crop>} */
  let kept = new Map();
  // Arrow keys move the window by this share of the photo (Shift: five times as far).
  const STEP = 0.02;
  const ZOOM = { min: 1, max: 3, step: 0.1 };

  /** The photo shape chosen: 'whole', 'circle', 'rounded' or 'squircle'. */
  function shape() {
    const checked = /** @type {HTMLInputElement | null} */ (document.querySelector('input[name=photoShape]:checked'));
    return checked ? checked.value : 'whole';
  }

  /** Adds the photo cut to the request `r`, whose own pictures are `pictures`. @type {Fanodeck.Crops['addTo']} */
  function addTo(r, pictures) {
    const cut = shape();
    if (cut === 'whole') return;
    r.photoShape = cut;
    const rim = $('photoRim').value.trim();
    if (rim !== '') r.photoRim = Number(rim);
    if ($('photoRimColor').value.toLowerCase() !== '#ffffff') r.photoRimColor = $('photoRimColor').value;
    // The engine refuses a focus that names no picture of the deck.
    const names = new Set(pictures.map((p) => p.file));
    const focus = state.focus.filter((f) => names.has(f.name));
    if (focus.length) r.focus = focus.map((f) => ({ name: f.name, x: f.x, y: f.y, zoom: f.zoom }));
  }

  /** Reads the windows kept from a deck's manifest (each cut photo's `crop`). @type {Fanodeck.Crops['fromManifest']} */
  function fromManifest(manifest) {
    kept = new Map();
    for (const symbol of (manifest && manifest.symbols) || []) {
      if (!symbol.crop || !symbol.source) continue;
      kept.set(symbol.source.split(/[\\/]/).pop(), symbol.crop);
    }
  }

  /** The photo shape in the address (only when not the whole photo). @param {URLSearchParams} params */
  function hash(params) {
    if (shape() !== 'whole') params.set('photoShape', shape());
  }

  /** @param {URLSearchParams} params */
  function load(params) {
    const value = params.get('photoShape') || 'whole';
    const radio = /** @type {HTMLInputElement | null} */ (document.querySelector(`input[name=photoShape][value="${value}"]`));
    if (radio) radio.checked = true;
    showRim();
  }

  // ------------------------------------------------------------------ the shape's outline
  const CORNER = 0.4; // the rounded square's corner, in half sides (the engine's)

  /**
   * How far (u, v), in half sides from the centre, is inside the outline; < 0 outside.
   * @param {string} cut @param {number} u @param {number} v
   */
  function inside(cut, u, v) {
    const [ax, ay] = [Math.abs(u), Math.abs(v)];
    if (cut === 'circle') return 1 - Math.hypot(u, v);
    if (cut === 'squircle') return 1 - Math.sqrt(Math.sqrt(ax ** 4 + ay ** 4));
    if (cut === 'rounded') {
      const [qx, qy] = [Math.max(ax - 1 + CORNER, 0), Math.max(ay - 1 + CORNER, 0)];
      return CORNER - (Math.hypot(qx, qy) + Math.min(Math.max(ax - 1 + CORNER, ay - 1 + CORNER), 0));
    }
    return 1 - Math.max(ax, ay);
  }

  /**
   * How far from the centre, in half sides, the outline of `cut` lies along the unit
   * direction (dx, dy): where `inside` is 0, in closed form.
   * @param {string} cut @param {number} dx @param {number} dy
   */
  function edge(cut, dx, dy) {
    const [ax, ay] = [Math.abs(dx), Math.abs(dy)];
    if (cut === 'circle') return 1;
    if (cut === 'squircle') return (ax ** 4 + ay ** 4) ** -0.25;
    const flat = 1 / Math.max(ax, ay);
    if (cut !== 'rounded' || Math.min(ax, ay) * flat <= 1 - CORNER) return flat;
    // On the corner's circle, of radius CORNER about (c, c): |r·d − (c, c)| = CORNER.
    const c = 1 - CORNER;
    const b = c * (ax + ay);
    return b + Math.sqrt(b * b - 2 * c * c + CORNER * CORNER);
  }

  /**
   * The outline of `cut` around (cx, cy) with half side `half`, as SVG path data.
   * @param {string} cut @param {number} cx @param {number} cy @param {number} half
   */
  function outline(cut, cx, cy, half) {
    const points = [];
    for (let k = 0; k < 96; k++) {
      const [dx, dy] = [Math.cos((k * Math.PI) / 48), Math.sin((k * Math.PI) / 48)];
      const r = edge(cut, dx, dy) * half;
      points.push(`${(cx + dx * r).toFixed(2)},${(cy + dy * r).toFixed(2)}`);
    }
    return `M${points.join('L')}Z`;
  }

  // ------------------------------------------------------------------ thumbnails
  /** The picture's focus entry, if the maker placed its window. */
  const focusOf = (/** @type {string} */ file) => state.focus.find((f) => f.name === file);

  /**
   * The window to draw, in fractions of the photo: {x, y, w, h, zoom}, from the focus (as
   * the engine places it) or else the last deck's crop; null when neither is known.
   * @typedef {{x: number, y: number, w: number, h: number, zoom: number}} CropWindow
   * @param {string} file @param {number} nw @param {number} nh @returns {CropWindow | null}
   */
  function windowOf(file, nw, nh) {
    const focus = focusOf(file);
    if (focus) {
      const side = Math.min(nw, nh) / focus.zoom;
      const [w, h] = [side / nw, side / nh];
      return { x: clamp(focus.x, w / 2, 1 - w / 2), y: clamp(focus.y, h / 2, 1 - h / 2), w, h, zoom: focus.zoom };
    }
    const crop = kept.get(file);
    if (!crop) return null;
    // The engine found the subject at the largest window (zoom 1).
    return { x: crop.center[0], y: crop.center[1], w: crop.size[0], h: crop.size[1], zoom: 1 };
  }

  /** @param {number} v @param {number} lo @param {number} hi */
  const clamp = (v, lo, hi) => Math.min(Math.max(v, Math.min(lo, hi)), Math.max(lo, hi));

  /**
   * Whether the picture can be cut: a bitmap, checked, and cut by the last deck if known.
   * @param {Fanodeck.Picture} picture
   */
  function croppable(picture) {
    if (shape() === 'whole' || picture.status !== 'ok' || /\.svgz?$/i.test(picture.file)) return false;
    // After a deck with cut photos, a picture it did not cut has transparency: not cut.
    return kept.size === 0 || kept.has(picture.file);
  }

  /**
   * The thumbnail of `picture` (its `img`), with its crop drawn and movable when the photo
   * shape cuts it.
   * @type {Fanodeck.Crops['thumb']}
   */
  function thumb(picture, img) {
    if (!croppable(picture)) return img;
    const box = document.createElement('div');
    box.className = 'crop';
    box.tabIndex = 0;
    box.setAttribute('role', 'group');
    // Its aria-roledescription and aria-label, in the page's language.
    window.fanodeckI18n.say(box, 'crops-crop', { file: picture.file });
    box.setAttribute('aria-describedby', 'crop-help');
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('aria-hidden', 'true');
    const shade = document.createElementNS(SVG, 'path');
    shade.setAttribute('class', 'shade');
    shade.setAttribute('fill-rule', 'evenodd');
    const edge = document.createElementNS(SVG, 'path');
    edge.setAttribute('class', 'edge');
    svg.append(shade, edge);
    const zoom = document.createElement('input');
    Object.assign(zoom, { type: 'range', min: ZOOM.min, max: ZOOM.max, step: ZOOM.step, className: 'zoom' });
    window.fanodeckI18n.say(zoom, 'crops-zoom', { file: picture.file });
    box.append(img, svg);
    const wrap = document.createElement('div');
    wrap.className = 'crop-wrap';
    wrap.append(box, zoom);

    /** @type {[number, number] | null} the photo's natural [width, height], once loaded */
    let size = null;
    const draw = () => {
      if (!size) return;
      const [nw, nh] = size;
      svg.setAttribute('viewBox', `0 0 ${nw} ${nh}`);
      const win = windowOf(picture.file, nw, nh);
      box.classList.toggle('unknown', !win);
      zoom.value = String(win ? win.zoom : 1);
      if (!win) {
        shade.setAttribute('d', '');
        edge.setAttribute('d', '');
        return;
      }
      const path = outline(shape(), win.x * nw, win.y * nh, (win.w * nw) / 2);
      shade.setAttribute('d', `M0,0H${nw}V${nh}H0Z${path}`);
      edge.setAttribute('d', path);
    };
    const loaded = () => {
      if (!img.naturalWidth) return;
      size = [img.naturalWidth, img.naturalHeight];
      draw();
    };
    if (img.complete) loaded();
    img.addEventListener('load', loaded);

    /**
     * Places the window's centre at (x, y), fractions, with `z` its zoom; kept as focus.
     * @param {number} x @param {number} y @param {number} z
     */
    const place = (x, y, z) => {
      if (!size) return;
      const [nw, nh] = size;
      const side = Math.min(nw, nh) / z;
      const [w, h] = [side / nw, side / nh];
      const round = (/** @type {number} */ v) => Math.round(v * 1e4) / 1e4;
      const entry = { name: picture.file, x: round(clamp(x, w / 2, 1 - w / 2)), y: round(clamp(y, h / 2, 1 - h / 2)), zoom: round(z) };
      state.focus = state.focus.filter((f) => f.name !== picture.file).concat([entry]);
      draw();
    };
    /** @returns {CropWindow | {x: number, y: number, zoom: number, w?: undefined, h?: undefined}} */
    const current = () => (size && windowOf(picture.file, size[0], size[1])) || { x: 0.5, y: 0.5, zoom: 1 };

    // The pointer: a press inside the window drags it; elsewhere, it centres it there.
    const at = (/** @type {PointerEvent} */ event) => {
      const point = svg.createSVGPoint();
      [point.x, point.y] = [event.clientX, event.clientY];
      // Pointer events come to a drawn photo, its size known.
      const local = point.matrixTransform(/** @type {DOMMatrix} */ (svg.getScreenCTM()).inverse());
      const [nw, nh] = /** @type {[number, number]} */ (size);
      return [local.x / nw, local.y / nh];
    };
    /** @type {{dx: number, dy: number, zoom: number} | null} */
    let grab = null;
    box.addEventListener('pointerdown', (event) => {
      if (!size || event.button > 0) return;
      event.preventDefault();
      box.focus();
      const [x, y] = at(event);
      const win = current();
      const within = win.w && Math.abs(x - win.x) <= win.w / 2 && Math.abs(y - win.y) <= win.h / 2;
      grab = within ? { dx: win.x - x, dy: win.y - y, zoom: win.zoom } : { dx: 0, dy: 0, zoom: win.zoom };
      box.setPointerCapture(event.pointerId);
      place(x + grab.dx, y + grab.dy, grab.zoom);
    });
    box.addEventListener('pointermove', (event) => {
      if (!grab) return;
      const [x, y] = at(event);
      place(x + grab.dx, y + grab.dy, grab.zoom);
    });
    const release = () => {
      if (!grab) return;
      grab = null;
      moved();
    };
    box.addEventListener('pointerup', release);
    box.addEventListener('pointercancel', release);
    box.addEventListener('keydown', (event) => {
      if ((event.key === 'Delete' || event.key === 'Backspace') && focusOf(picture.file)) {
        // The engine finds the subject again.
        event.preventDefault();
        state.focus = state.focus.filter((f) => f.name !== picture.file);
        draw();
        moved();
        return;
      }
      const step = event.shiftKey ? STEP * 5 : STEP;
      const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[event.key];
      if (!delta || !size) return;
      event.preventDefault();
      const win = current();
      place(win.x + delta[0], win.y + delta[1], win.zoom);
      moved();
    });
    zoom.addEventListener('input', () => {
      const win = current();
      place(win.x, win.y, Number(zoom.value));
    });
    zoom.addEventListener('change', moved);
    return wrap;
  }

  /** A window moved: kept, and the deck is to be made again. */
  function moved() {
    page.changed();
    const line = $('crop-say');
    const shown = !$('result').hidden;
    if (line) window.fanodeckI18n.say(line, shown ? 'crops-changed' : null);
  }

  // ------------------------------------------------------------------ the offer
  const SHAPES = ['whole', 'circle', 'rounded', 'squircle'];
  /** The picture the offer shows (null when none is shown), and whether "keep them whole" was said. */
  let offered = /** @type {Fanodeck.Picture | null} */ (null);
  let declined = false;

  /**
   * Makes `change` to the offer without moving what has the focus on the screen: the offer sits
   * above the pictures, and it comes while the maker may be tabbing through their list.
   * @param {() => void} change
   */
  function steady(change) {
    const box = $('photo-offer');
    const el = document.activeElement;
    // Only what follows the offer moves with it (not what is in it, which it may hide).
    const below = el && el !== document.body && !box.contains(el) && box.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING;
    const held = below ? el : null;
    const before = held?.getBoundingClientRect().top ?? 0;
    change();
    if (held && held.isConnected && held.getClientRects().length) window.scrollBy(0, held.getBoundingClientRect().top - before);
  }

  /**
   * Shows the offer when every picture chosen (two or more, each read) is a photo kept whole;
   * else hides it.
   */
  async function offer() {
    const pictures = state.pictures;
    const all = pictures.length >= 2 && pictures.every((p) => p.status === 'ok' && p.photo);
    const box = $('photo-offer');
    const first = pictures[0];
    const list = $('photo-offer-shapes');
    const line = $('photo-offer-say');
    steady(() => {
      box.hidden = !all || declined || shape() !== 'whole';
      if (box.hidden) return;
      window.fanodeckI18n.say(line, 'crops-offer', { count: pictures.length });
      if (offered !== first) list.textContent = '';
    });
    if (box.hidden) {
      offered = null;
      return;
    }
    if (offered === first) return;
    offered = first;
    /** @type {Fanodeck.Bytes[]} */
    let pngs;
    try {
      pngs = await page.run('shapePreviews', { name: first.file, bytes: first.bytes, request: page.checkRequest(), px: 160 });
    } catch {
      return; // the offer stands without its pictures
    }
    if (offered !== first) return; // another picture, or none, is offered now
    steady(() => SHAPES.forEach((cut, i) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'photo-offer-shape';
      button.dataset.shape = cut;
      const img = document.createElement('img');
      img.src = URL.createObjectURL(new Blob([pngs[i]], { type: 'image/png' }));
      img.alt = '';
      const done = () => URL.revokeObjectURL(img.src);
      img.addEventListener('load', done, { once: true });
      img.addEventListener('error', done, { once: true });
      const caption = document.createElement('span');
      caption.dataset.l10nId = `crops-${cut}`;
      window.fanodeckI18n.say(caption, `crops-${cut}`);
      button.append(img, caption);
      button.addEventListener('click', () => choose(cut));
      list.append(button);
    }));
  }

  /** The maker's choice of shape, from the offer: as if the radio were clicked. @param {string} cut */
  function choose(cut) {
    if (cut === 'whole') declined = true;
    const radio = /** @type {HTMLInputElement | null} */ (document.querySelector(`input[name=photoShape][value="${cut}"]`));
    if (!radio) return;
    radio.checked = true;
    radio.dispatchEvent(new Event('change', { bubbles: true }));
    offer();
    radio.focus();
  }

  // ------------------------------------------------------------------ the form
  function showRim() {
    $('photo-rim').hidden = shape() === 'whole';
  }

  function wire() {
    for (const radio of document.querySelectorAll('input[name=photoShape]')) {
      radio.addEventListener('change', () => {
        showRim();
        page.show();
        offer();
      });
    }
    $('photo-offer-squircle').addEventListener('click', () => choose('squircle'));
    $('photo-offer-keep').addEventListener('click', () => choose('whole'));
    showRim();
  }

  return { wire, shape, addTo, fromManifest, thumb, hash, load, offer };
};
