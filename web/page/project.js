// fanodeck's web page, projects: the pictures, fonts, back, words and settings are kept in
// the browser's own storage (IndexedDB) and come back after a reload or when the page is
// opened again; "Save project" writes them as one file (a ZIP the engine makes) and "Open
// project" reads one back, on this computer or another; "Start over" clears them. Nothing is
// uploaded anywhere.
//
// app.js creates it: `window.fanodeckProject(page)` with page = {state, run(type, payload),
// request(), snapshot(), restore(saved), pictures: {add(files), clear()}, show(), say(text,
// error)}; it adds `fanodeck.project.save()` and `fanodeck.project.open(bytes)`.
'use strict';

window.fanodeckProject = (page) => {
  const $ = (id) => document.getElementById(id);
  const DB = 'fanodeck';
  const KEY = 'project';

  /** The database, or null where the browser has none to give (private windows, settings). */
  const database = new Promise((resolve) => {
    let opening;
    try {
      opening = indexedDB.open(DB, 1);
    } catch (error) {
      resolve(null);
      return;
    }
    opening.onupgradeneeded = () => {
      opening.result.createObjectStore('pictures');
      opening.result.createObjectStore('state');
    };
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => resolve(null);
    opening.onblocked = () => resolve(null);
  });

  /** Runs `work(transaction)` on `stores`; resolves to its result once written. */
  function transaction(db, stores, mode, work) {
    return new Promise((resolve, reject) => {
      const t = db.transaction(stores, mode);
      const result = work(t);
      t.oncomplete = () => resolve(result);
      t.onerror = () => reject(t.error);
      t.onabort = () => reject(t.error || new Error('the browser stopped the writing'));
    });
  }

  const request = (r) => new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });

  // Picture names already in storage, so that a change writes only what changed.
  let stored = new Set();
  // Nothing is kept before what was kept last time is back, nor while starting over.
  let keeping = false;
  let timer = null;
  let failed = false;

  /** Says once that nothing can be kept, and why; the page works on without it. */
  function cannotKeep(error) {
    if (failed) return;
    failed = true;
    const why = error && error.name === 'QuotaExceededError' ? 'its storage is full' : 'it keeps nothing here (a private window, or its settings)';
    page.say(`This browser cannot keep your pictures for next time: ${why}. Use "Save project" to keep them in a file.`, error);
  }

  /** Keeps the page's pictures and settings, a moment after the last change. */
  function keep() {
    if (!keeping || failed) return;
    clearTimeout(timer);
    timer = setTimeout(() => keepNow().catch(cannotKeep), 300);
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

  /** Brings back what was kept last time, if anything; then keeps every change. */
  async function restore() {
    const db = await database;
    try {
      if (!db) return;
      const [saved, names, files] = await transaction(db, ['pictures', 'state'], 'readonly', (t) => [
        request(t.objectStore('state').get(KEY)),
        request(t.objectStore('pictures').getAllKeys()),
        request(t.objectStore('pictures').getAll()),
      ]).then((reads) => Promise.all(reads));
      if (!saved) return;
      stored = new Set(names);
      await bringBack(saved.page, saved.fonts, saved.back, names.map((name, i) => new File([files[i]], name)), true);
      const count = names.length;
      const what = count ? `Your ${count} picture${count === 1 ? '' : 's'}, words and settings` : 'Your words and settings';
      page.say(`${what} from last time are back. "Start over" clears them.`);
    } catch (error) {
      cannotKeep(error);
    } finally {
      keeping = true;
    }
  }

  /** Puts a project into the page: its form, fonts, back and pictures (checked again). */
  async function bringBack(saved, fonts, back, pictures, fromStorage) {
    page.pictures.clear();
    page.state.fonts = (fonts || []).map((f) => ({ name: f.name, bytes: new Uint8Array(f.bytes) }));
    page.state.back = back ? { name: back.name, bytes: new Uint8Array(back.bytes) } : null;
    page.restore(saved || {}, fromStorage);
    page.show();
    await page.pictures.add(pictures);
  }

  /** The project file of the page as it is: every picture chosen, even those refused. */
  async function save() {
    const r = page.request();
    r.pictures = page.state.pictures.map((p) => ({ name: p.file, bytes: p.bytes }));
    if (page.state.fonts.length) r.fonts = page.state.fonts.map((f) => ({ name: f.name, bytes: f.bytes }));
    return page.run('projectSave', { request: r, page: page.snapshot() });
  }

  /** Opens a project file's bytes (`name` for messages) in place of the page's project. */
  async function open(bytes, name = 'project.zip') {
    const project = await page.run('projectOpen', { name, bytes: bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes) });
    const r = project.request;
    const files = (r.pictures || []).map((p) => new File([p.bytes], p.name));
    await bringBack(project.page, r.fonts, r.back, files, false);
    keep();
  }

  /** Clears what is kept and the page, back to its defaults, once the user confirms. */
  async function startOver() {
    const count = page.state.pictures.length;
    const pictures = count ? `your ${count} picture${count === 1 ? '' : 's'}, ` : '';
    if (!window.confirm(`Start over? This removes ${pictures}your words and your settings from this page and this browser. A saved project file stays as it is.`)) return;
    keeping = false;
    clearTimeout(timer);
    const db = await database;
    if (db) {
      await transaction(db, ['pictures', 'state'], 'readwrite', (t) => {
        t.objectStore('pictures').clear();
        t.objectStore('state').clear();
      }).catch(() => {});
    }
    history.replaceState(null, '', location.pathname + location.search);
    location.reload();
  }

  function download(bytes, name) {
    const url = URL.createObjectURL(new Blob([bytes], { type: 'application/zip' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }

  function wire() {
    $('project-save').addEventListener('click', async () => {
      try {
        const bytes = await save();
        download(bytes, 'fanodeck-project.zip');
        page.say(`Saved: fanodeck-project.zip (${Math.ceil(bytes.length / 1024)} KB). Open it here or on another computer with "Open project".`);
      } catch (error) {
        page.say(`Could not save the project: ${error.message}`, error);
      }
    });
    $('project-open').addEventListener('change', async (e) => {
      const file = e.target.files[0];
      e.target.value = '';
      if (!file) return;
      try {
        await open(new Uint8Array(await file.arrayBuffer()), file.name);
        page.say(`Opened ${file.name}.`);
      } catch (error) {
        page.say(`Could not open ${file.name}: ${error.message}`, error);
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
