// @ts-check
// fanodeck's web page, projects: the pictures, fonts, back, words and settings are kept in
// the browser's own storage (IndexedDB) and come back after a reload or when the page is
// opened again; "Save project" writes them as one file (a ZIP the engine makes) and "Open
// project" reads one back, on this computer or another; "Start over" clears them. Nothing is
// uploaded anywhere.
//
// app.js creates it: `window.fanodeckProject(page)` with page = {state, run(type, payload),
// request(), snapshot(), restore(saved, fromStorage), pictures: {add(files, listed), clear()},
// show(), say(id, args, error), busy()}; it adds `fanodeck.project.save()` and `fanodeck.project.open(bytes)`.
'use strict';

window.fanodeckProject = (page) => {
  /** @type {Fanodeck.ById} */
  const $ = (id) => /** @type {any} */ (document.getElementById(id));
  const DB = 'fanodeck';
  const KEY = 'project';

  /**
   * The database, or null where the browser has none to give (private windows, settings), or
   * takes too long to give it (the page does not wait for it to start).
   */
  const database = new Promise((resolve) => {
    let opening;
    try {
      opening = indexedDB.open(DB, 1);
    } catch (error) {
      resolve(null);
      return;
    }
    setTimeout(() => resolve(null), 5000);
    opening.onupgradeneeded = () => {
      opening.result.createObjectStore('pictures');
      opening.result.createObjectStore('state');
    };
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => resolve(null);
    opening.onblocked = () => resolve(null);
  });

  /**
   * Runs `work(transaction)` on `stores`; resolves to its result once written.
   * @template T @param {IDBDatabase} db @param {string[]} stores @param {IDBTransactionMode} mode
   * @param {(t: IDBTransaction) => T} work @returns {Promise<T>}
   */
  function transaction(db, stores, mode, work) {
    return new Promise((resolve, reject) => {
      const t = db.transaction(stores, mode);
      const result = work(t);
      t.oncomplete = () => resolve(result);
      // The failed request's error (the transaction's own is not set yet when it fires).
      t.onerror = (event) => reject(/** @type {IDBRequest} */ (event.target).error || t.error);
      // Never shown: the page says why nothing is kept by the error's name.
      t.onabort = () => reject(t.error || new Error('the browser stopped the writing')); // l10n-ignore
    });
  }

  /** @template T @param {IDBRequest<T>} r @returns {Promise<T>} */
  const request = (r) => new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });

  // Picture names already in storage, so that a change writes only what changed.
  let stored = new Set();
  // Nothing is kept before what was kept last time is back, nor while starting over; a
  // change meanwhile is kept once it is back.
  let keeping = false;
  let waiting = false;
  /** @type {number | undefined} */
  let timer;
  let failed = false;
  // Writes one after another: one that started before a picture was removed must not undo
  // the removal.
  let writing = Promise.resolve();

  /**
   * Says once that nothing can be kept, and why, and forgets what an earlier write kept.
   * @param {{name?: string, message?: string, detail?: string} | null} error
   */
  async function cannotKeep(error) {
    if (failed) return;
    failed = true;
    const full = error && error.name === 'QuotaExceededError';
    page.say(full ? 'project-cannot-keep-full' : 'project-cannot-keep-off', null, error);
    // What is kept would come back next time as the latest: it is not.
    const db = await database;
    if (db) await forget(db).catch(() => {});
  }

  /** Keeps the page's pictures and settings, a moment after the last change. */
  function keep() {
    if (failed) return;
    if (!keeping) {
      waiting = true;
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(() => {
      // Writing 50 photos takes the computer's time: not while pictures are checked or a
      // deck is made.
      if (page.busy()) keep();
      else writing = writing.then(keepNow).catch(cannotKeep);
    }, page.busy() ? 1000 : 300);
  }

  /** Clears what is kept. @param {IDBDatabase} db */
  function forget(db) {
    return transaction(db, ['pictures', 'state'], 'readwrite', (t) => {
      t.objectStore('pictures').clear();
      t.objectStore('state').clear();
    }).then(() => {
      stored = new Set();
    });
  }

  async function keepNow() {
    const db = await database;
    if (!db) {
      cannotKeep(null);
      return;
    }
    const pictures = page.state.pictures;
    const names = new Set(pictures.map((p) => p.file));
    const saved = {
      version: 1,
      // The pictures in the page's order; only these come back, whatever else is stored.
      names: [...names],
      page: page.snapshot(),
      fonts: page.state.fonts.map((f) => ({ name: f.name, bytes: f.bytes })),
      back: page.state.back && { name: page.state.back.name, bytes: page.state.back.bytes },
    };
    await transaction(db, ['pictures', 'state'], 'readwrite', (t) => {
      const store = t.objectStore('pictures');
      for (const p of pictures) if (!stored.has(p.file)) store.put(p.bytes, p.file);
      for (const name of stored) if (!names.has(name)) store.delete(name);
      t.objectStore('state').put(saved, KEY);
    });
    stored = names;
  }

  /**
   * Brings back what was kept last time, if anything; then keeps every change. Resolves once
   * the pictures are listed (their checks go on; making a deck waits for them).
   */
  async function restore() {
    const db = await database;
    try {
      if (!db) return;
      /** @type {Fanodeck.Kept | undefined} */
      const saved = await transaction(db, ['state'], 'readonly', (t) => request(t.objectStore('state').get(KEY)));
      if (!saved) return;
      const names = saved.names || [];
      const files = await transaction(db, ['pictures'], 'readonly', (t) => Promise.all(names.map((name) => request(t.objectStore('pictures').get(name)))));
      const found = names.filter((name, i) => files[i]);
      stored = new Set(found);
      const pictures = found.map((name) => new File([files[names.indexOf(name)]], name));
      await new Promise((listed) => bringBack(saved.page, saved.fonts, saved.back, pictures, true, listed));
      const count = found.length;
      if (count) page.say('project-restored', { count });
      else page.say('project-restored-settings');
    } catch (error) {
      page.say('project-restore-failed', null, error);
    } finally {
      keeping = true;
      if (waiting) keep();
    }
  }

  /**
   * Puts a project into the page: its form, fonts, back and pictures; resolves once the
   * pictures are checked again.
   * @param {Fanodeck.PageState | undefined} saved @param {Fanodeck.NamedBytes[] | undefined} fonts
   * @param {Fanodeck.NamedBytes | null | undefined} back @param {File[]} pictures
   * @param {boolean} fromStorage @param {(value?: unknown) => void} [listed]
   */
  function bringBack(saved, fonts, back, pictures, fromStorage, listed) {
    page.pictures.clear();
    page.state.fonts = (fonts || []).map((f) => ({ name: f.name, bytes: new Uint8Array(f.bytes) }));
    page.state.back = back ? { name: back.name, bytes: new Uint8Array(back.bytes) } : null;
    page.restore(saved || {}, fromStorage);
    page.show();
    return page.pictures.add(pictures, listed);
  }

  /** The project file of the page as it is: every picture chosen, even those refused. */
  async function save() {
    const r = page.request();
    r.pictures = page.state.pictures.map((p) => ({ name: p.file, bytes: p.bytes }));
    if (page.state.fonts.length) r.fonts = page.state.fonts.map((f) => ({ name: f.name, bytes: f.bytes }));
    return page.run('projectSave', { request: r, page: page.snapshot() });
  }

  /**
   * Opens a project file's bytes (`name` for messages) in place of the page's project.
   * @param {Fanodeck.BytesIn} bytes @param {string} [name]
   */
  async function open(bytes, name = 'project.zip') {
    const project = await page.run('projectOpen', { name, bytes: bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes) });
    const r = project.request;
    const files = (r.pictures || []).map((p) => new File([p.bytes], p.name));
    // Another project's pictures may have the kept ones' names: what is kept starts afresh.
    const db = await database;
    await (writing = writing.then(() => db && forget(db)).catch(() => {}));
    // The cards fixed by hand are the request's (a project the CLI wrote has no page state).
    await bringBack({ ...(project.page || {}), edits: r.edits, focus: r.focus }, r.fonts, r.back, files, false);
    keep();
  }

  /** Clears what is kept and the page, back to its defaults, once the user confirms. */
  async function startOver() {
    const count = page.state.pictures.length;
    if (!window.confirm(window.fanodeckI18n.t('project-start-over-confirm', { count }))) return;
    keeping = false;
    clearTimeout(timer);
    const db = await database;
    try {
      await writing;
      if (db) await forget(db);
    } catch (error) {
      keeping = true;
      page.say('project-clear-failed', null, error);
      return;
    }
    history.replaceState(null, '', location.pathname + location.search);
    location.reload();
  }

  function wire() {
    $('project-save').addEventListener('click', async () => {
      try {
        const bytes = await save();
        const name = window.fanodeckI18n.t('project-file');
        window.fanodeckDownload(bytes, name, 'application/zip');
        page.say('project-saved', { file: name, kb: Math.ceil(bytes.length / 1024) });
      } catch (error) {
        page.say('project-save-failed', { error: window.fanodeckSaid(error) }, error);
      }
    });
    $('project-open').addEventListener('change', async (e) => {
      const input = /** @type {HTMLInputElement} */ (e.target);
      const file = input.files?.[0];
      input.value = '';
      if (!file) return;
      try {
        await open(new Uint8Array(await file.arrayBuffer()), file.name);
        page.say('project-opened', { file: file.name });
      } catch (error) {
        page.say('project-open-failed', { error: window.fanodeckSaid(error) }, error);
      }
    });
    $('start-over').addEventListener('click', startOver);
  }

  window.fanodeck.project = {
    /** `await fanodeck.project.save()`: the page's project file (a ZIP), as a `Uint8Array`. */
    save,
    /** `await fanodeck.project.open(bytes)`: puts a project file into the page. */
    open,
  };

  return { wire, restore, keep };
};
