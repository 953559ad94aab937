// @ts-check
// fanodeck's web page, the user's own pictures: files, folders and drops come in, each is
// checked by the engine as it arrives (so a bad one shows its error beside it, before any deck
// is made), and the list shows them with their names, warnings and a remove button.
//
// Pictures are checked several at once (app.js spreads them over its engines); a line says
// how many are checked, and photos that look almost the same are marked on both.
//
// app.js creates the list with the page's state and its engine: `window.fanodeckPictures(page)`
// with page = {state, check(picture), lookAlikes(looks), changed(), thumb(picture, img)}; this file is loaded
// before it.
'use strict';

window.fanodeckPictures = (page) => {
  /** @type {Fanodeck.ById} */
  const $ = (id) => /** @type {any} */ (document.getElementById(id));
  const PICTURE = /\.(svg|svgz|png|jpe?g|jpe|jfif|webp|gif|bmp|heic|heif|avif)$/i;

  // Files being read or checked; `settled()` waits until there are none.
  let pending = 0;
  /** @type {{update: (left: number) => void, done: () => void}[]} */
  let waiters = [];

  // How many of the files chosen since the list was last settled are checked, for the line.
  let batch = 0;

  /** @param {number} delta */
  function busy(delta) {
    pending += delta;
    if (delta > 0) batch += delta;
    for (const waiter of waiters) waiter.update(pending);
    showProgress();
    if (pending === 0) {
      batch = 0;
      findLookAlikes().finally(() => {
        // More pictures may have come meanwhile: then the waiters wait for those too.
        if (pending > 0) return;
        for (const waiter of waiters) waiter.done();
        waiters = [];
      });
    }
  }

  function showProgress() {
    const line = $('pictures-status');
    const count = page.state.pictures.length;
    /** @type {(Fanodeck.Text | null)[]} */
    const sentences = [];
    if (pending > 0) sentences.push({ id: 'pictures-checking', args: { done: batch - pending, total: batch } });
    else if (count) {
      const bad = page.state.pictures.filter((p) => p.status === 'bad').length;
      sentences.push({ id: 'pictures-checked', args: { count } });
      if (bad === 1) sentences.push(count === 1 ? { id: 'pictures-bad-it' } : { id: 'pictures-bad-one' });
      else if (bad > 1) sentences.push(bad === count ? { id: 'pictures-bad-all' } : { id: 'pictures-bad-some', args: { bad } });
    }
    if (leftOut.length) sentences.push({ id: 'pictures-left-out', args: { count: leftOut.length, files: leftOut.join(', ') } });
    window.fanodeckSay(line, sentences);
  }

  /** Marks photos that look almost the same, on both, as the deck would refuse them. */
  async function findLookAlikes() {
    const pictures = page.state.pictures;
    for (const picture of pictures) picture.alike = [];
    const looks = pictures.map((p) => (p.status === 'ok' && p.look) || null);
    if (looks.filter(Boolean).length > 1) {
      try {
        for (const { first, second, alike } of await page.lookAlikes(looks)) {
          pictures[first].alike?.push({ file: pictures[second].file, alike });
          pictures[second].alike?.push({ file: pictures[first].file, alike });
        }
      } catch (error) {
        // Only a hint: the deck itself refuses look-alikes with its own message.
      }
    }
    showPictures();
  }

  /** Resolves once every picture chosen so far is read and checked; `report(left)` meanwhile. @type {Fanodeck.Pictures['settled']} */
  function settled(report) {
    if (pending === 0) return Promise.resolve();
    report(pending);
    return new Promise((done) => waiters.push({ update: report, done }));
  }

  // Files chosen that are not pictures (by their names), said under the list, not dropped
  // without a word.
  /** @type {string[]} */
  let leftOut = [];

  /** Reads and lists `files`, then checks them; `listed()` is called once all are listed. @type {Fanodeck.Pictures['add']} */
  async function addFiles(files, listed = () => {}) {
    const visible = [...files].filter((f) => !f.name.startsWith('.'));
    const chosen = visible.filter((f) => PICTURE.test(f.name));
    leftOut = visible.filter((f) => !PICTURE.test(f.name)).map((f) => f.name);
    // Each file counts as pending until it is read and checked (or passed over as a repeat).
    let left = chosen.length;
    const release = () => { left -= 1; busy(-1); };
    busy(left);
    try {
      const fresh = [];
      for (const f of chosen) {
        const file = f.name;
        if (page.state.pictures.some((p) => p.file === file)) {
          release();
          continue;
        }
        /** @type {Fanodeck.Picture} */
        const picture = { file, name: file, bytes: new Uint8Array(await f.arrayBuffer()), url: URL.createObjectURL(f), status: 'checking' };
        page.state.pictures.push(picture);
        fresh.push(picture);
      }
      // Folders and multiple choices come in any order; decks use pictures in name order.
      page.state.pictures.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
      showPictures();
      listed();
      await Promise.all(fresh.map((picture) => checkPicture(picture).then(release)));
    } finally {
      listed();
      if (left > 0) busy(-left);
    }
  }

  /** @param {Fanodeck.Picture} picture */
  async function checkPicture(picture) {
    try {
      const checked = await page.check(picture);
      picture.name = checked.name;
      picture.warnings = checked.warnings;
      picture.prepared = checked.prepared;
      picture.look = checked.look;
      picture.photo = checked.photo;
      picture.status = 'ok';
    } catch (error) {
      picture.status = 'bad';
      picture.prepared = null;
      picture.look = null;
      picture.message = error.message;
      picture.text = error.text;
      picture.detail = error.detail;
    }
    showPictures();
  }

  /** What in a picture's entry takes the focus: its crop, zoom, details and remove button. */
  const CONTROLS = ['.crop', 'input.zoom', 'summary', 'button.remove']; // l10n-ignore

  function showPictures() {
    const list = $('pictures');
    // The list is drawn anew as each picture is checked: the focus stays on its control.
    const had = list.contains(document.activeElement) ? /** @type {HTMLElement} */ (document.activeElement) : null;
    const entry = had?.closest('li');
    const held = had && entry && { file: entry.dataset.file, control: CONTROLS.find((c) => had.matches(c)), at: [...list.children].indexOf(entry) };
    list.textContent = '';
    for (const picture of page.state.pictures) {
      const li = document.createElement('li');
      li.className = picture.status;
      li.dataset.file = picture.file;
      const img = document.createElement('img');
      img.alt = '';
      // A file the browser cannot show either gets a plain grey box, not a broken-image sign.
      img.onerror = () => img.classList.add('unshown');
      img.src = picture.url;
      const name = document.createElement('span');
      name.className = 'name';
      name.textContent = picture.status === 'checking' ? '…' : picture.name;
      const file = document.createElement('span');
      file.className = 'file';
      file.textContent = picture.file;
      li.append(page.thumb(picture, img), name, file);
      if (picture.status === 'bad') {
        const error = document.createElement('span');
        error.className = 'error';
        error.setAttribute('role', 'alert');
        // The file is named above: the sentence goes on without repeating it.
        window.fanodeckSay(error, [withoutName(picture)]);
        li.append(error);
        const details = window.fanodeckDetails({ message: picture.message, detail: picture.detail });
        if (details) li.append(details);
      }
      for (const other of picture.alike || []) {
        const note = document.createElement('span');
        note.className = $('allowSimilar').checked ? 'note' : 'error';
        window.fanodeckI18n.say(note, 'pictures-look-alike', { file: other.file, alike: other.alike });
        li.append(note);
      }
      for (const warning of picture.warnings || []) {
        const note = document.createElement('span');
        note.className = 'note';
        window.fanodeckSay(note, [warning]);
        li.append(note);
      }
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'remove';
      window.fanodeckI18n.say(remove, 'pictures-remove', { file: picture.file });
      remove.onclick = () => {
        URL.revokeObjectURL(picture.url);
        page.state.pictures = page.state.pictures.filter((p) => p !== picture);
        if (picture.alike && picture.alike.length) findLookAlikes();
        else showPictures();
        showProgress();
      };
      li.append(remove);
      list.append(li);
    }
    if (held && held.control) {
      // The same picture's control; if the picture went, the one now in its place (or last).
      const entries = [...list.children];
      const now = entries.find((li) => /** @type {HTMLElement} */ (li).dataset.file === held.file) || entries[Math.min(held.at, entries.length - 1)];
      /** @type {HTMLElement | null | undefined} */ (now?.querySelector(held.control) || now?.querySelector('button.remove'))?.focus({ preventScroll: true });
    }
    page.changed();
  }

  /**
   * Why `picture` went bad, without its file's name, which the list shows above: the engine's
   * sentence ({id, args}, a refusal naming the file and its reason) or its English message.
   * @param {Fanodeck.Picture} picture @returns {Fanodeck.Text | string}
   */
  function withoutName(picture) {
    const text = picture.text;
    if (text && text.args && text.args.file === picture.file && text.args.reason) return /** @type {Fanodeck.Text | string} */ (text.args.reason);
    if (text) return text;
    const message = picture.message || ''; // said when it went bad
    const named = `'${picture.file}': `;
    return message.startsWith(named) ? message.slice(named.length) : message;
  }

  /** Every file of dropped folders, read through the entries API. @param {DataTransferItemList} items */
  async function droppedFiles(items) {
    /** @type {File[]} */
    const files = [];
    const walk = async (/** @type {any} */ entry) => {
      if (entry.isFile) files.push(await new Promise((ok, fail) => entry.file(ok, fail)));
      else if (entry.isDirectory) {
        const reader = entry.createReader();
        for (;;) {
          const batch = await new Promise((ok, fail) => reader.readEntries(ok, fail));
          if (!batch.length) break;
          for (const e of batch) await walk(e);
        }
      }
    };
    const entries = [...items].map((i) => i.webkitGetAsEntry && i.webkitGetAsEntry()).filter(Boolean);
    for (const entry of entries) await walk(entry);
    return files;
  }

  function wire() {
    $('keyWhite').addEventListener('change', async () => {
      const pictures = [...page.state.pictures];
      busy(pictures.length);
      await Promise.all(pictures.map((picture) => checkPicture(picture).finally(() => busy(-1))));
    });
    $('allowSimilar').addEventListener('change', showPictures);
    for (const input of [$('files'), $('folder')]) {
      input.addEventListener('change', () => addFiles(/** @type {FileList} */ (input.files)).then(() => { input.value = ''; }));
    }
    $('clear-pictures').addEventListener('click', clear);
    const drop = $('drop');
    drop.addEventListener('dragover', (e) => { e.preventDefault(); drop.classList.add('over'); });
    drop.addEventListener('dragleave', () => drop.classList.remove('over'));
    drop.addEventListener('drop', async (e) => {
      e.preventDefault();
      drop.classList.remove('over');
      const data = /** @type {DataTransfer} */ (e.dataTransfer); // a drop's
      const files = data.items ? await droppedFiles(data.items) : data.files;
      await addFiles(files);
    });
  }

  /** Removes every picture. */
  function clear() {
    for (const p of page.state.pictures) URL.revokeObjectURL(p.url);
    page.state.pictures = [];
    leftOut = [];
    showPictures();
    showProgress();
  }

  return { show: showPictures, wire, settled, add: addFiles, clear, busy: () => pending > 0 };
};
