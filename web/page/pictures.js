// fanodeck's web page, the user's own pictures: files, folders and drops come in, each is
// checked by the engine as it arrives (so a bad one shows its error beside it, before any deck
// is made), and the list shows them with their names, warnings and a remove button.
//
// app.js creates the list with the page's state and its engine: `window.fanodeckPictures(page)`
// with page = {state, check(picture), changed()}; this file is loaded before it.
'use strict';

window.fanodeckPictures = (page) => {
  const $ = (id) => document.getElementById(id);
  const PICTURE = /\.(svg|svgz|png|jpe?g|jpe|jfif|webp|gif|bmp)$/i;

  // Files being read or checked; `settled()` waits until there are none.
  let pending = 0;
  let waiters = [];

  function busy(delta) {
    pending += delta;
    for (const waiter of waiters) waiter.update(pending);
    if (pending === 0) {
      for (const waiter of waiters) waiter.done();
      waiters = [];
    }
  }

  /** Resolves once every picture chosen so far is read and checked; `report(left)` meanwhile. */
  function settled(report) {
    if (pending === 0) return Promise.resolve();
    report(pending);
    return new Promise((done) => waiters.push({ update: report, done }));
  }

  async function addFiles(files) {
    const chosen = [...files].filter((f) => !f.name.startsWith('.') && PICTURE.test(f.name));
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
        const picture = { file, name: file, bytes: new Uint8Array(await f.arrayBuffer()), url: URL.createObjectURL(f), status: 'checking' };
        page.state.pictures.push(picture);
        fresh.push(picture);
      }
      // Folders and multiple choices come in any order; decks use pictures in name order.
      page.state.pictures.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
      showPictures();
      for (const picture of fresh) {
        await checkPicture(picture);
        release();
      }
    } finally {
      if (left > 0) busy(-left);
    }
  }

  async function checkPicture(picture) {
    try {
      const checked = await page.check(picture);
      picture.name = checked.name;
      picture.warnings = checked.warnings;
      picture.status = 'ok';
    } catch (error) {
      picture.status = 'bad';
      picture.message = error.crash ? `cannot be drawn: the engine stopped while reading it (${error.message})` : error.message;
    }
    showPictures();
  }

  function showPictures() {
    const list = $('pictures');
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
      li.append(img, name, file);
      if (picture.status === 'bad') {
        const error = document.createElement('span');
        error.className = 'error';
        error.setAttribute('role', 'alert');
        error.textContent = picture.message;
        li.append(error);
      }
      for (const warning of picture.warnings || []) {
        const note = document.createElement('span');
        note.className = 'note';
        note.textContent = warning;
        li.append(note);
      }
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'remove';
      remove.textContent = '×';
      remove.setAttribute('aria-label', `remove ${picture.file}`);
      remove.onclick = () => {
        URL.revokeObjectURL(picture.url);
        page.state.pictures = page.state.pictures.filter((p) => p !== picture);
        showPictures();
      };
      li.append(remove);
      list.append(li);
    }
    page.changed();
  }

  /** Every file of dropped folders, read through the entries API. */
  async function droppedFiles(items) {
    const files = [];
    const walk = async (entry) => {
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
      try {
        for (const picture of pictures) await checkPicture(picture);
      } finally {
        busy(-pictures.length);
      }
    });
    $('files').addEventListener('change', (e) => addFiles(e.target.files).then(() => { e.target.value = ''; }));
    $('folder').addEventListener('change', (e) => addFiles(e.target.files).then(() => { e.target.value = ''; }));
    $('clear-pictures').addEventListener('click', () => {
      for (const p of page.state.pictures) URL.revokeObjectURL(p.url);
      page.state.pictures = [];
      showPictures();
    });
    const drop = $('drop');
    drop.addEventListener('dragover', (e) => { e.preventDefault(); drop.classList.add('over'); });
    drop.addEventListener('dragleave', () => drop.classList.remove('over'));
    drop.addEventListener('drop', async (e) => {
      e.preventDefault();
      drop.classList.remove('over');
      const files = e.dataTransfer.items ? await droppedFiles(e.dataTransfer.items) : e.dataTransfer.files;
      await addFiles(files);
    });
  }

  return { show: showPictures, wire, settled };
};
