// @ts-check
// fanodeck's web page, the engine: its worker (the Rust library compiled to WebAssembly runs
// only in a Web Worker, so the page never freezes) and the JS API `window.fanodeck`. In the
// single-file page (fanodeck.html) the worker's code and the engine are inlined; on a static
// host they are fetched beside this file. Nothing is sent anywhere.
//
// app.js (the form) and the tabs' files use `window.fanodeckEngine`: {ready, make(options,
// {previews, pxPerMm, onProgress}), run(type, payload), Engine, engine (the deck's own),
// formRequest (set by app.js: the form's deck, for `fanodeck.play.deal()`)}, and the page's
// helpers `fanodeckDetails(error)` (an error's "details" toggle), `fanodeckSay(line, parts,
// error)` (a line's sentences, in the page's language) and `fanodeckDownload`.
'use strict';

/**
 * A "details" toggle holding an error's technical text (its `detail`), to put after the
 * sentence for people; null when there is no more to say.
 */
window.fanodeckDetails = (error) => {
  const detail = error && error.detail;
  if (!detail || detail === error.message) return null;
  const box = document.createElement('details');
  box.className = 'detail';
  const summary = document.createElement('summary');
  window.fanodeckI18n.say(summary, 'error-details');
  const text = document.createElement('code');
  // The engine's own technical words, in English, left to right in every page.
  text.lang = 'en';
  text.dir = 'ltr';
  text.textContent = detail;
  box.append(summary, text);
  return box;
};

/**
 * Writes `line`'s words: each part a sentence, a catalogue's message ({id, args}: the page's
 * or the engine's) or words said as they are (a string); parts left out when empty. The words
 * follow a change of language. After them, an error's "details" toggle if it has more to say.
 */
window.fanodeckSay = (line, parts, error) => {
  const i18n = window.fanodeckI18n;
  /** @param {HTMLElement} element @param {Fanodeck.Text | string} part */
  const say = (element, part) => {
    if (typeof part === 'string') i18n.say(element, 'untranslated', { words: part });
    else i18n.say(element, part.id, part.args);
  };
  const said = /** @type {(Fanodeck.Text | string)[]} */ (parts.filter((p) => p));
  const details = error ? window.fanodeckDetails(error) : null;
  i18n.say(line, null);
  if (said.length === 1 && !details) {
    say(line, said[0]);
    return;
  }
  said.forEach((part, i) => {
    const span = document.createElement('span');
    say(span, part);
    if (i > 0) line.append(' ');
    line.append(span);
  });
  if (details) line.append(' ', details);
};

/** An engine's error as a sentence for `fanodeckSay` or an argument: its {id, args}, else its message. @param {any} error */
window.fanodeckSaid = (error) => (error && error.text) || String((error && error.message) || error);

/** Saves `bytes` as a download named `name` (of MIME `type`). */
window.fanodeckDownload = (bytes, name, type) => {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

(() => {
  const $ = (/** @type {string} */ id) => document.getElementById(id);

  // ------------------------------------------------------------------ engine sources
  /** The worker's script (glue + worker.js) and the engine's bytes, inlined or fetched. */
  async function engineSources() {
    const inlined = $('fanodeck-wasm');
    if (inlined) {
      const packed = Uint8Array.from(atob(/** @type {string} */ (inlined.textContent).trim()), (c) => c.charCodeAt(0));
      const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream('gzip'));
      const wasm = await new Response(stream).arrayBuffer();
      // The inlined page has all three.
      return { script: /** @type {HTMLElement} */ ($('fanodeck-glue')).textContent + '\n'
        + /** @type {HTMLElement} */ ($('fanodeck-worker')).textContent, wasm };
    }
    const [glue, worker, wasm] = await Promise.all([
      fetch('fanodeck_web.js').then((r) => r.text()),
      fetch('worker.js').then((r) => r.text()),
      fetch('fanodeck_web_bg.wasm').then((r) => r.arrayBuffer()),
    ]);
    return { script: glue + '\n' + worker, wasm };
  }

  // ------------------------------------------------------------------ the worker
  /**
   * One engine in a worker, one job at a time. A crash (the engine panicked: WebAssembly
   * cannot recover) rejects the job with `{crash: true, file}` and starts a fresh worker.
   */
  class Engine {
    /** @param {Fanodeck.Sources} sources */
    constructor(sources) {
      this.sources = sources;
      this.nextId = 1;
      /** @type {Map<number, Fanodeck.Pending>} */
      this.jobs = new Map();
      this.queue = Promise.resolve();
      this.pending = 0;
      /** @type {Fanodeck.Info | null} */
      this.info = null;
      this.start();
    }

    start() {
      const url = URL.createObjectURL(new Blob([this.sources.script], { type: 'text/javascript' }));
      /** @type {Worker} */
      this.worker = new Worker(url);
      URL.revokeObjectURL(url);
      this.worker.onmessage = (event) => this.receive(event.data);
      this.worker.onerror = (event) => {
        event.preventDefault();
        const jobs = [...this.jobs.values()];
        this.jobs.clear();
        this.restart();
        // The panic's text goes to the details (technical, in English).
        for (const job of jobs) this.stopped(job, null, event.message || 'the worker failed'); // l10n-ignore
      };
      /** @type {Promise<Fanodeck.Info>} */
      this.ready = this.send('init', { wasm: this.sources.wasm.slice(0) }).then((info) => {
        this.info = info;
        return info;
      });
    }

    restart() {
      this.worker.terminate();
      this.start();
    }

    /** @param {any} message the worker's */
    receive(message) {
      const job = this.jobs.get(message.id);
      if (!job) return;
      if (message.type === 'progress') {
        if (job.onProgress) job.onProgress(message.kind, message.a, message.b);
        return;
      }
      this.jobs.delete(message.id);
      if (message.type === 'done') job.resolve(message.result);
      // `message` the sentence in English (the API's), `text` the same as {id, args} for the page.
      else if (message.type === 'error') job.reject(Object.assign(new Error(message.message), { detail: message.detail, text: message.text || undefined }));
      else if (message.type === 'crash') {
        this.restart();
        this.stopped(job, message.file, message.message);
      }
    }

    /**
     * Rejects `job`, whose engine stopped while reading `file` (or null): with the sentence
     * the library's table has for it, which the fresh engine gives; `crash` and `file` set.
     * @param {Fanodeck.Pending} job @param {string | null} file @param {string} panic
     */
    stopped(job, file, panic) {
      const fail = (/** @type {Fanodeck.Plain} */ { sentence, message, detail }) => job.reject(Object.assign(new Error(sentence), { detail, text: message, crash: true, file, panic }));
      this.ready
        .then(() => this.send('stoppedOn', { file, message: panic }))
        // The API's sentence is English; the page says `message`.
        .then(fail, () => fail({ sentence: `the engine stopped (${panic})`, message: { id: 'engine-stopped-on', args: { panic } }, detail: panic })); // l10n-ignore
    }

    /** @type {Fanodeck.Run} */
    send(type, payload, onProgress) {
      const id = this.nextId++;
      return new Promise((resolve, reject) => {
        this.jobs.set(id, { resolve, reject, onProgress });
        this.worker.postMessage({ id, type, ...payload });
      });
    }

    /** Runs jobs one after another (the worker has one thread anyway). @type {Fanodeck.Run} */
    run(type, payload, onProgress) {
      this.pending += 1;
      const job = this.queue.then(() => this.ready).then(() => this.send(type, payload, onProgress));
      this.queue = job.catch(() => {}).then(() => { this.pending -= 1; });
      return job;
    }
  }

  // ------------------------------------------------------------------ the JS API
  const bytesOf = (/** @type {Fanodeck.BytesIn} */ b) => (b instanceof Uint8Array ? b : new Uint8Array(b));

  /**
   * The request the engine takes: the CLI's options, camel-cased; files as Uint8Arrays.
   * @param {Fanodeck.Request<Fanodeck.NamedBytesIn>} options @returns {Fanodeck.Request}
   */
  function normalise(options) {
    /** @type {Fanodeck.Request<any>} */
    const request = { ...options };
    if (request.pictures) {
      request.pictures = request.pictures.map((p) => (p.prepared
        ? { name: p.name, bytes: bytesOf(p.bytes), prepared: bytesOf(p.prepared) }
        : { name: p.name, bytes: bytesOf(p.bytes) }));
    }
    if (request.back) request.back = { name: request.back.name, bytes: bytesOf(request.back.bytes) };
    if (request.fonts) request.fonts = request.fonts.map((f) => ({ name: f.name, bytes: bytesOf(f.bytes) }));
    return request;
  }

  /** @type {Engine} set before `ready` resolves */
  let engine = /** @type {any} */ (null);
  const ready = engineSources().then((sources) => {
    engine = new Engine(sources);
    return engine.ready;
  });

  /**
   * Makes a deck: resolves to `{pdf, manifest, warnings, previews, cards, pages}`. A picture
   * that stops the engine is named in the error; with `skipUnreadable` it is left out (with
   * a warning) and the deck made from the rest.
   * @type {Fanodeck.EngineApi['make']}
   */
  async function make(options, { previews = 0, pxPerMm = 3, onProgress } = {}) {
    await ready;
    let request = normalise(options || {});
    /** @type {Fanodeck.Text[]} */
    const skipped = [];
    for (;;) {
      try {
        const out = await engine.run('generate', { request, previews, pxPerMm }, onProgress);
        // Each warning a sentence ({id, args}) for the page to say in its language.
        out.warnings = /** @type {any[]} */ ([...skipped, ...out.warnings]);
        return out;
      } catch (error) {
        if (!error.crash) throw error;
        const file = error.file;
        const known = file && (request.pictures || []).some((p) => p.name === file);
        if (request.skipUnreadable && known) {
          skipped.push({ id: 'make-skipped', args: { detail: error.detail } });
          // `known`: the request has pictures.
          request = { ...request, pictures: /** @type {Fanodeck.NamedBytes[]} */ (request.pictures).filter((p) => p.name !== file) };
          if (onProgress) onProgress('restart');
          continue;
        }
        throw error;
      }
    }
  }

  window.fanodeck = {
    /** Resolves once the engine is loaded (to its icons, sizes and version). */
    ready,
    /**
     * SET: `await fanodeck.set.deck({paper, cardSize, palette, attributes, cards})` resolves to
     * `{pdf, manifest, cards, pages}` as `fanodeck set -o` makes them; `await
     * fanodeck.set.count('0000 1111 2222')` to `{cards, sets, list, setsMod7}`.
     */
    /**
     * Play: `await fanodeck.play.deal(options)` lays out the deck `options` describe (the
     * form's deck when left out) and deals a game as `fanodeck play` does: `{rounds: [{cards,
     * answer}], cards, names}`; `await fanodeck.play.card(index, pxPerMm)` draws card `index`
     * of that deck as a PNG.
     */
    play: {
      async deal(options) {
        await ready;
        return engine.run('play', { request: normalise(options || window.fanodeckEngine.formRequest()) });
      },
      async card(index, pxPerMm = 4) {
        await ready;
        return engine.run('playCard', { index, pxPerMm });
      },
    },
    set: {
      async deck(options) {
        await ready;
        return engine.run('setDeck', { request: options || {} });
      },
      async count(codes) {
        await ready;
        return engine.run('setCount', { codes: String(codes) });
      },
    },
    /** The text of a built-in pairs list (`animals-es`), as `--pairs builtin:NAME` reads it. */
    async pairsList(name) {
      await ready;
      return engine.run('pairsList', { name });
    },
    /**
     * Name dominoes: `await fanodeck.dominoes({names, synonyms, list, size, restarts,
     * variable, seed, paper})` fills the board as `fanodeck dominoes` does and resolves to
     * `{pdf, manifest, text, placed, tiles}`: the poster PDF and the manifest (parsed) are the
     * CLI's `-o` and `--manifest`, byte for byte. `names` and `synonyms` are text (or
     * `{name, bytes}` files); `list: 'xkcd'` is the built-in list with its synonyms.
     */
    async dominoes(options) {
      await ready;
      /** @type {Fanodeck.DominoesRequest<any>} */
      const request = { ...(options || {}) };
      for (const key of /** @type {const} */ (['names', 'synonyms'])) {
        const value = request[key];
        if (typeof value === 'string') request[key] = { name: key, bytes: new TextEncoder().encode(value) };
        else if (value) request[key] = { name: value.name, bytes: bytesOf(value.bytes) };
      }
      const out = await engine.run('dominoes', { request });
      return { ...out, manifest: JSON.parse(out.manifest), manifestText: out.manifest };
    },
    /**
     * `await fanodeck.generate(options)`: options as the CLI's flags, camel-cased (`symbols`,
     * `deck`, `cards`, `seed`, `paper`, `perSheet`, `words`, `pictures: [{name, bytes}]`,
     * `only: [icon names]`, `skipUnreadable`, …; `{}` is the default deck). Resolves to
     * `{pdf: Uint8Array, manifest: object, warnings: [string]}`, the warnings in the page's
     * language.
     */
    async generate(options) {
      const out = await make(options);
      return { pdf: out.pdf, manifest: JSON.parse(out.manifest), warnings: out.warnings.map((w) => window.fanodeckI18n.text(w)) };
    },
    /**
     * `await fanodeck.printFiles(options)`: the files `render --print-files` writes for the
     * same options (plus `dpi`, and `bleed`: 3 mm when not given), in one ZIP (`Uint8Array`).
     */
    async printFiles(options) {
      await ready;
      return engine.run('printFiles', { request: normalise(options || {}) });
    },
    /**
     * `await fanodeck.cutFiles(options)`: the files `render --cut-files` writes for the same
     * options (each sheet's cut lines as SVG and DXF, its registration marks apart), in one
     * ZIP (`Uint8Array`).
     */
    async cutFiles(options) {
      await ready;
      return engine.run('cutFiles', { request: normalise(options || {}) });
    },
    /**
     * `await fanodeck.cardPdf(options)`: the PDF `render --card-pdf` writes (one card a page,
     * `backs: 'last'` for one back page at the end), as a `Uint8Array`.
     */
    async cardPdf(options) {
      await ready;
      return engine.run('cardPdf', { request: normalise(options || {}) });
    },
  };


  window.fanodeckEngine = {
    ready,
    make,
    Engine,
    /** The deck's own engine (the first; pictures are checked in more). */
    get engine() {
      return engine;
    },
    /** Runs `type` on the deck's engine once it is loaded. */
    async run(type, payload, onProgress) {
      await ready;
      return engine.run(type, payload, onProgress);
    },
    formRequest: () => ({}),
  };
})();

// ------------------------------------------------------------------ installing the page
// Served over http(s) (the project's site), the page can be added to a home screen and works
// with no network: it links its manifest and icons and registers sw.js, which keeps the page in
// the browser's cache. Opened from the disk (file://) it does neither (no manifest or worker
// could load there): the single file holds everything already.
(() => {
  if (location.protocol !== 'https:' && location.protocol !== 'http:') return;
  /** @param {string} rel @param {string} href */
  const link = (rel, href, more = {}) => {
    const element = Object.assign(document.createElement('link'), { rel, href }, more);
    document.head.append(element);
  };
  link('manifest', 'manifest.webmanifest');
  link('icon', 'icon-192.png', { type: 'image/png', sizes: '192x192' });
  link('apple-touch-icon', 'icon-maskable-192.png');
  const theme = Object.assign(document.createElement('meta'), { name: 'theme-color', content: '#1d6fd1' });
  document.head.append(theme);
  // Only where the browser allows service workers (https:, or http: on this computer).
  if (!('serviceWorker' in navigator)) return;
  const register = () => navigator.serviceWorker.register('sw.js').catch((error) => {
    console.warn(`fanodeck: the page cannot be kept for use with no network (${error.message || error})`);
  });
  // After the page has loaded, so that keeping it does not slow its start.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
})();
