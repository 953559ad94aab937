// @ts-check
// The engine's worker: runs fanodeck (WebAssembly) off the page's thread, so the page never
// freezes. The page builds this worker from a Blob holding wasm-bindgen's glue (which defines
// `wasm_bindgen`) followed by this file, and sends the engine's bytes in the first message.
//
// WebAssembly cannot unwind: a panic in the engine stops this instance for good. The engine
// names every picture before it reads it (progress "loading") and reports the panic's text
// through `self.fanodeckPanic`; on a trap this worker tells the page which file it was on,
// and the page starts a fresh worker.
'use strict';

/** @type {string | null} */
let lastFile = null;
/** @type {string | null} */
let lastPanic = null;
let broken = false;

self.fanodeckPanic = (message) => {
  lastPanic = message;
};

/** @param {number} id @param {any} error */
function crashReport(id, error) {
  broken = true;
  self.postMessage({
    id,
    type: 'crash',
    file: lastFile,
    message: lastPanic || String(error && error.message || error),
  });
}

/** @param {number} id @param {() => {result: unknown, transfer?: Transferable[]}} work */
function run(id, work) {
  lastFile = null;
  lastPanic = null;
  try {
    const { result, transfer } = work();
    self.postMessage({ id, type: 'done', result }, transfer || []);
  } catch (error) {
    if (error instanceof WebAssembly.RuntimeError || broken) {
      crashReport(id, error);
    } else {
      // The engine's errors carry the sentence for people (message, in English; text, the
      // same as {id, args} for the page to say in its language) and the technical text.
      const message = String(error && error.message || error);
      self.postMessage({ id, type: 'error', message, detail: (error && error.detail) || message, text: (error && error.text) || null });
    }
  }
}

self.onmessage = async (event) => {
  const { id, type } = /** @type {{id: number, type: Fanodeck.JobName}} */ (event.data);
  if (type === 'init') {
    try {
      await wasm_bindgen({ module_or_path: event.data.wasm });
      self.postMessage({
        id,
        type: 'done',
        result: {
          icons: wasm_bindgen.icons(),
          sizes: wasm_bindgen.sizes(),
          limits: wasm_bindgen.limits(),
          setDefaults: wasm_bindgen.set_defaults(),
          dominoesDefaults: wasm_bindgen.dominoes_defaults(),
          dominoesXkcd: wasm_bindgen.dominoes_list('xkcd'),
          version: wasm_bindgen.version(),
        },
      });
    } catch (error) {
      self.postMessage({
        id,
        type: 'error',
        message: 'the engine did not start: ' + error, // l10n-ignore: the API's English; the page says `text`
        text: { id: 'engine-did-not-start', args: { error: String(error) } },
      });
    }
    return;
  }
  if (broken) {
    // The panic's text, shown in the details (technical, in English).
    self.postMessage({ id, type: 'crash', file: null, message: 'the engine had stopped' }); // l10n-ignore
    return;
  }
  if (type === 'generate') {
    const { request, previews, pxPerMm } = event.data;
    run(id, () => {
      /** @type {Fanodeck.Progress} */
      const progress = (kind, a, b) => {
        if (kind === 'loading') lastFile = a;
        // Past loading, a crash is no picture's.
        if (kind === 'stage' && a !== 'loading symbols') lastFile = null; // l10n-ignore: the engine's stage name
        // A card drawn early goes to the page at once (its own copy of the bytes).
        self.postMessage({ id, type: 'progress', kind, a, b }, kind === 'card' ? [b.buffer] : []);
      };
      const out = wasm_bindgen.generate(request, previews, pxPerMm, progress);
      const transfer = [out.pdf.buffer, ...out.previews.map((p) => p.buffer)];
      return { result: out, transfer };
    });
  } else if (type === 'printFiles' || type === 'cardPdf' || type === 'cutFiles') {
    // The print shop's files: the ZIP of `render --print-files` or of `--cut-files`, or
    // `--card-pdf`.
    run(id, () => {
      /** @type {Fanodeck.Progress} */
      const progress = (kind, a) => {
        if (kind === 'loading') lastFile = a;
      };
      const make = { printFiles: wasm_bindgen.print_files, cardPdf: wasm_bindgen.card_pdf,
        cutFiles: wasm_bindgen.cut_files }[type];
      const bytes = make(event.data.request, progress);
      return { result: bytes, transfer: [bytes.buffer] };
    });
  } else if (type === 'check') {
    const { name, bytes, request } = event.data;
    run(id, () => {
      lastFile = name;
      const checked = wasm_bindgen.check_picture(name, bytes, request);
      return { result: checked, transfer: checked.prepared ? [checked.prepared.buffer] : [] };
    });
  } else if (type === 'shapePreviews') {
    // The offer of a shape for a folder of photos (crops.js): one photo in each shape.
    run(id, () => {
      const { name, bytes, request, px } = event.data;
      const pngs = wasm_bindgen.shape_previews(name, bytes, request, px);
      return { result: pngs, transfer: pngs.map((/** @type {Uint8Array} */ png) => png.buffer) };
    });
  } else if (type === 'lookAlikes') {
    run(id, () => ({ result: wasm_bindgen.look_alikes(event.data.looks.map((/** @type {Uint8Array | null} */ l) => l || null)) }));
  } else if (type === 'projectSave') {
    run(id, () => {
      const bytes = wasm_bindgen.project_save(event.data.request, event.data.page);
      return { result: bytes, transfer: [bytes.buffer] };
    });
  } else if (type === 'projectOpen') {
    run(id, () => ({ result: wasm_bindgen.project_open(event.data.name, event.data.bytes) }));
  } else if (type === 'stoppedOn') {
    run(id, () => ({ result: wasm_bindgen.stopped_on(event.data.file, event.data.message) }));
  } else if (type === 'name') {
    run(id, () => ({ result: wasm_bindgen.symbol_name(event.data.name) }));
  } else if (type === 'play') {
    // The Play tab: lay the deck out once (kept in the engine), then draw cards as dealt.
    run(id, () => {
      /** @type {Fanodeck.Progress} */
      const progress = (kind, a) => {
        if (kind === 'loading') lastFile = a;
      };
      return { result: wasm_bindgen.play(event.data.request, progress) };
    });
  } else if (type === 'playCard') {
    run(id, () => {
      const png = wasm_bindgen.play_card(event.data.index, event.data.pxPerMm);
      return { result: png, transfer: [png.buffer] };
    });
  } else if (type === 'cardConflicts') {
    // The card editor (editor.js): the last deck made judges, lays out and draws a card.
    run(id, () => ({ result: wasm_bindgen.card_conflicts(event.data.placements) }));
  } else if (type === 'cardInks') {
    run(id, () => ({ result: wasm_bindgen.card_inks(event.data.placements) }));
  } else if (type === 'cardPreviews') {
    // The thumbnails the deck did not draw before its PDF (app.js asks for them after it).
    run(id, () => {
      const { first, count, pxPerMm } = event.data;
      const pngs = wasm_bindgen.card_previews(first, count, pxPerMm);
      return { result: pngs, transfer: pngs.map((/** @type {Uint8Array} */ png) => png.buffer) };
    });
  } else if (type === 'editedCardPng') {
    run(id, () => {
      const { index, placements, pxPerMm } = event.data;
      const png = wasm_bindgen.edited_card_png(index, placements, pxPerMm);
      return { result: png, transfer: [png.buffer] };
    });
  } else if (type === 'relayoutCard') {
    run(id, () => {
      const out = wasm_bindgen.relayout_card(event.data.edit, event.data.pxPerMm);
      return { result: out, transfer: [out.png.buffer] };
    });
  } else if (type === 'setDeck') {
    // The SET tab: the deck's PDF, as `fanodeck set -o` makes it.
    run(id, () => {
      const out = wasm_bindgen.set_deck(event.data.request);
      return { result: out, transfer: [out.pdf.buffer] };
    });
  } else if (type === 'dominoes') {
    // The dominoes tab: the board and its poster, as `fanodeck dominoes` makes them.
    run(id, () => {
      const out = wasm_bindgen.dominoes(event.data.request);
      return { result: out, transfer: [out.pdf.buffer] };
    });
  } else if (type === 'pairsList') {
    run(id, () => ({ result: wasm_bindgen.pairs_list(event.data.name) }));
  } else if (type === 'setCount') {
    run(id, () => ({ result: wasm_bindgen.set_count(event.data.codes) }));
  }
};
