"""Renders decks with three PDF engines (poppler's pdftoppm, MuPDF's mutool, Ghostscript) and
compares them pairwise, so a deck prints the same whatever reads it: the mean difference per
pixel stays small, and no engine leaves out a symbol or the guides (its ink coverage matches
the others').

Usage: python3 scripts/print-fidelity.py FANODECK_BINARY WORK_DIR
Prints one line per deck and engine pair and exits 1 if any pair differs too much.
"""

import json
import math
import struct
import subprocess
import sys
import zlib
from pathlib import Path

# 100 dpi: at 50 dpi poppler and Ghostscript put each glyph of a word's text on the pixel
# grid (up to half a pixel, 0.25 mm, off where MuPDF and the outlines have it), which is
# rasterising, not printing; at 100 dpi the 2.5 mm blocks average it away.
DPI = 100
# Antialiasing, image sampling and colour handling differ a little between engines; a
# missing symbol (a 2.5 mm block turning from ink to paper) or guide costs far more.
MAX_MEAN_DIFF = 4.0  # out of 255, over the page's 2.5 mm blocks
MAX_BLOCK_DIFF = 60.0  # out of 255, the worst block
MAX_INK_RATIO = 1.12  # the engine with the most ink over the one with the least


def png(path: Path, width: int, height: int, pixel) -> None:
    rows = b"".join(
        b"\x00" + b"".join(bytes(pixel(x, y)) for x in range(width)) for y in range(height)
    )

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                     + chunk(b"IDAT", zlib.compress(rows, 6)) + chunk(b"IEND", b""))


def photos(folder: Path, count: int) -> None:
    """Opaque 'photos' (gradients and rings): big enough to be embedded as JPEG."""
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(count):
        def pixel(x, y, i=i):
            ring = ((x - 200) ** 2 + (y - 150) ** 2) // (900 + 97 * i) % 2
            return ((x * (i + 3)) % 256, (y * 2 + 40 * i) % 256, 200 if ring else 60)
        png(folder / f"{i:02}-photo.png", 400, 300, pixel)


def read_ppm(path: Path):
    """A binary PPM (P6): magic, width, height and maximum, with # comments between."""
    data = path.read_bytes()
    fields, at = [], 0
    while len(fields) < 4:
        while data[at:at + 1].isspace():
            at += 1
        if data[at:at + 1] == b"#":
            at = data.index(b"\n", at) + 1
            continue
        end = at
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[at:end])
        at = end
    assert fields[0] == b"P6", path
    width, height = int(fields[1]), int(fields[2])
    pixels = data[at + 1: at + 1 + width * height * 3]
    return width, height, pixels


def render(engine: str, pdf: Path, out: Path) -> Path:
    target = out.with_suffix(".ppm")
    if engine == "poppler":
        subprocess.run(["pdftoppm", "-r", str(DPI), "-f", "1", "-l", "1", "-singlefile",
                        str(pdf), str(out)], check=True)
    elif engine == "mupdf":
        subprocess.run(["mutool", "draw", "-q", "-r", str(DPI), "-o", str(target), str(pdf), "1"],
                       check=True, stderr=subprocess.DEVNULL)
    else:
        subprocess.run(["gs", "-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-sDEVICE=ppmraw",
                        f"-r{DPI}", "-dFirstPage=1", "-dLastPage=1", "-dTextAlphaBits=4",
                        "-dGraphicsAlphaBits=4", f"-sOutputFile={target}", str(pdf)], check=True)
    return target


BLOCK = 10  # pixels a side: 2.5 mm at 100 dpi


def blocks(image, width: int, height: int):
    """Mean grey level of each BLOCK × BLOCK square: engines sample fine detail (photo
    texture, edges) differently, and averaging hides that, but not a missing picture."""
    w, _, p = image
    out = []
    for by in range(0, height - BLOCK + 1, BLOCK):
        for bx in range(0, width - BLOCK + 1, BLOCK):
            total = 0
            for y in range(by, by + BLOCK):
                row = p[(y * w + bx) * 3: (y * w + bx + BLOCK) * 3]
                total += sum(row)
            out.append(total / (BLOCK * BLOCK * 3))
    return out


def compare(a, b):
    """Mean and largest difference of the block means, out of 255."""
    w, h = min(a[0], b[0]), min(a[1], b[1])
    diffs = [abs(x - y) for x, y in zip(blocks(a, w, h), blocks(b, w, h))]
    return sum(diffs) / len(diffs), max(diffs)


def ink(image) -> int:
    """Pixels clearly not white paper."""
    w, h, p = image
    return sum(1 for i in range(0, w * h * 3, 3) if p[i] + p[i + 1] + p[i + 2] < 3 * 235)


def guides_seen(image, manifest) -> float:
    """The share of points on the cut circles of page 1 where the engine drew the guide: a
    pixel darker than paper within a pixel of the circle."""
    w, h, p = image
    px_per_mm = DPI / 25.4
    seen = total = 0
    for card in (c for c in manifest["cards"] if c["page"] == 1):
        cx, cy = (v * px_per_mm for v in card["center_mm"])
        r = card["diameter_mm"] / 2 * px_per_mm
        for k in range(72):
            a = 2 * math.pi * k / 72
            x, y = round(cx + r * math.cos(a)), round(cy + r * math.sin(a))
            total += 1
            near = [
                sum(p[((y + dy) * w + x + dx) * 3: ((y + dy) * w + x + dx) * 3 + 3])
                for dx in (-1, 0, 1)
                for dy in (-1, 0, 1)
                if 0 <= x + dx < w and 0 <= y + dy < h
            ]
            seen += min(near) < 3 * 245
    return seen / max(1, total)


def main() -> int:
    fanodeck, work = Path(sys.argv[1]), Path(sys.argv[2])
    work.mkdir(parents=True, exist_ok=True)
    photos(work / "photos", 7)
    decks = {
        "default": [],
        "photos": ["--icons", str(work / "photos"), "--symbols", "3"],
        "words": ["--words", "builtin:en-early", "--legend"],
    }
    failed = False
    for name, args in decks.items():
        pdf = work / f"{name}.pdf"
        manifest_path = work / f"{name}.json"
        subprocess.run([str(fanodeck), "render", "-q", "-o", str(pdf), "--manifest",
                        str(manifest_path), *args], check=True)
        manifest = json.loads(manifest_path.read_text())
        images = {e: read_ppm(render(e, pdf, work / f"{name}-{e}")) for e in ("poppler", "mupdf", "gs")}
        inks = {e: ink(img) for e, img in images.items()}
        for engine, image in images.items():
            share = guides_seen(image, manifest)
            ok = share >= 0.9
            failed |= not ok
            print(f"{name:8} {engine:>7} draws the cut guides at {share:.0%} of the points "
                  f"(≥ 90 %)  {'ok' if ok else 'MISSING'}")
        engines = list(images)
        for i, a in enumerate(engines):
            for b in engines[i + 1:]:
                mean, worst = compare(images[a], images[b])
                ratio = max(inks[a], inks[b]) / max(1, min(inks[a], inks[b]))
                ok = mean <= MAX_MEAN_DIFF and worst <= MAX_BLOCK_DIFF and ratio <= MAX_INK_RATIO
                failed |= not ok
                print(f"{name:8} {a:>7} vs {b:<7} difference mean {mean:4.2f} (≤ {MAX_MEAN_DIFF}) "
                      f"worst {worst:5.1f} (≤ {MAX_BLOCK_DIFF}), ink ratio {ratio:.3f} "
                      f"(≤ {MAX_INK_RATIO})  {'ok' if ok else 'DIFFERENT'}")
    print(("print fidelity: " + ("1 passed, 0 failed" if not failed else "0 passed, 1 failed")))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
