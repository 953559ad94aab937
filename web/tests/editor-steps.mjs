// The card editor's steps as a person takes them, for the browser tests and the script that
// saves each release's project (save-release-project.mjs): drag a handle with the mouse, find
// a free spot by asking the engine, wait for what the editor says.

/** Drags from `from` to `to` (page pixels) with the mouse, in small steps. */
export async function mouseDrag(tab, from, to) {
  await tab.mouse.move(from.x, from.y);
  await tab.mouse.down();
  for (let i = 1; i <= 8; i++) await tab.mouse.move(from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8);
  await tab.mouse.up();
}

/** The centre of slot `slot`'s handle, and the editor's CSS pixels a millimetre. */
export async function handleAt(tab, slot) {
  return tab.evaluate((s) => {
    const h = document.querySelectorAll('#editor-handles .handle')[s].getBoundingClientRect();
    const img = document.getElementById('editor-card');
    return { x: h.left + h.width / 2, y: h.top + h.height / 2, k: (img.clientWidth / img.naturalWidth) * 5 };
  }, slot);
}

/** Waits for the editor's sentence to change from `before` and the editor to be free again
 * (a key pressed while it redraws is dropped), and gives the sentence. */
export async function said(tab, before) {
  // What a kept or refused step says (not what a drag says on the way).
  const final = /^(Moved|Turned|Made|Swapped|Not kept|Pinned|Re-rolled|Undone|Redone|The card is back|'.+' is no longer)/.source;
  await tab.waitForFunction(([b, f]) => {
    const say = document.getElementById('editor-say');
    return say.textContent !== b && new RegExp(f).test(say.textContent) && !say.dataset.busy;
  }, [before, final], { timeout: 30_000 });
  return tab.textContent('#editor-say');
}

/** A spot `steps` mm away from a symbol of the open card (the largest first) that the engine
 * says is free, with room around it since the mouse lands to a pixel: `{slot, dx, dy}`, or
 * null. Each symbol is tried toward the card's centre first, then along `ways`. */
export async function freeSpot(tab, largest, { ways, steps }) {
  return tab.evaluate(async ([largest, ways, steps]) => {
    const ps = window.fanodeck.editor.placements();
    const fits = async (slot, dx, dy) => (await window.fanodeck.editor.conflicts(ps.map((p, i) => (i === slot ? { ...p, x_mm: p.x_mm + dx, y_mm: p.y_mm + dy } : p)))).length === 0;
    const handles = document.querySelectorAll('#editor-handles .handle');
    const mine = (slot) => {
      const r = handles[slot].getBoundingClientRect();
      return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('.handle') === handles[slot];
    };
    for (const slot of [largest, ...ps.keys()]) {
      if (!mine(slot)) continue;
      const r = Math.hypot(ps[slot].x_mm, ps[slot].y_mm) || 1;
      for (const [ux, uy] of [[-ps[slot].x_mm / r, -ps[slot].y_mm / r], ...ways]) {
        for (const d of steps) {
          const [dx, dy] = [ux * d, uy * d];
          const around = [[0, 0], [0.3, 0], [-0.3, 0], [0, 0.3], [0, -0.3]];
          let ok = true;
          for (const [ex, ey] of around) if (!(await fits(slot, dx + ex, dy + ey))) { ok = false; break; }
          if (ok) return { slot, dx, dy };
        }
      }
    }
    return null;
  }, [largest, ways, steps]);
}

/** The four sides, then the four diagonals. */
export const SIDES = [[1, 0], [-1, 0], [0, 1], [0, -1]];
export const DIAGONALS = [[0.7, 0.7], [-0.7, 0.7], [0.7, -0.7], [-0.7, -0.7]];
