#!/usr/bin/env python3
"""Regenerate tests/data/hostile/: small hostile input files for fanodeck.

Python 3 standard library only; the output is byte-for-byte deterministic (fixed gzip
mtime, no timestamps, no randomness), so running it again must leave `git status` clean.

    scripts/make-hostile.py                  # rewrite tests/data/hostile/ (stored corpus)
    scripts/make-hostile.py --out DIR        # the stored corpus into DIR instead
    scripts/make-hostile.py --big DIR        # also the large files made at test time only
                                             # (not stored: MBs each), into DIR

Each file reproduces one problem found by fuzzing or by hand (a dependency's panic, a hang,
a stack overflow, a memory bomb, an invisible symbol) or is a plain broken file that must be
refused with a clear error. See tests/data/hostile/README.md for what each one must do.
"""

import argparse
import base64
import gzip
import io
import os
import struct
import sys
import zlib

# --------------------------------------------------------------------------------------------
# PNG


def chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png(w, h, bit_depth, color_type, rows, extra=(), level=9):
    """A PNG of `w` x `h`; `rows` is the raw scanline data (filter bytes included);
    `extra` are (kind, data) chunks placed between IHDR and IDAT."""
    out = b"\x89PNG\r\n\x1a\n"
    out += chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, bit_depth, color_type, 0, 0, 0))
    for kind, data in extra:
        out += chunk(kind, data)
    out += chunk(b"IDAT", zlib.compress(rows, level))
    out += chunk(b"IEND", b"")
    return out


def png_rows(w, h, bytes_per_pixel, pixel: bytes):
    row = b"\x00" + pixel * w
    assert len(row) == 1 + w * bytes_per_pixel
    return row * h


def png_1bit_zero(w, h):
    """1-bit greyscale, every pixel black: compresses about 1000:1, decodes to w*h bytes
    (and four times that as RGBA)."""
    comp = zlib.compressobj(9)
    row = b"\x00" * (1 + (w + 7) // 8)
    parts = [comp.compress(row) for _ in range(h)]
    idat = b"".join(parts) + comp.flush()
    out = b"\x89PNG\r\n\x1a\n"
    out += chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 1, 0, 0, 0, 0))
    out += chunk(b"IDAT", idat)
    out += chunk(b"IEND", b"")
    return out


def png_header_only(w, h, bit_depth=8, color_type=6):
    """IHDR that declares w x h and one tiny IDAT: the decoder allocates before it fails."""
    return png(w, h, bit_depth, color_type, b"\x00" * 16)


# --------------------------------------------------------------------------------------------
# JPEG: a minimal baseline encoder for a flat colour (every 8x8 block has only a DC term).


def jpeg_flat(w, h, y=255):
    """Baseline YCbCr JPEG, 4:4:4, of one flat grey level `y` (255 = paper white)."""
    assert w % 8 == 0 and h % 8 == 0

    def marker(code, payload):
        return b"\xff" + bytes([code]) + struct.pack(">H", len(payload) + 2) + payload

    q = 8  # DC quantiser: (y - 128) * 8 / 8 = y - 128, category <= 7
    dqt = marker(0xDB, b"\x00" + bytes([q] * 64))
    sof = marker(0xC0, struct.pack(">BHHB", 8, h, w, 3) + b"\x01\x11\x00\x02\x11\x00\x03\x11\x00")
    # DC table: symbols 0 (code "0") and 7 (code "10"); AC table: EOB only (code "0").
    dc_bits = [1, 1] + [0] * 14
    dht_dc = marker(0xC4, b"\x00" + bytes(dc_bits) + bytes([0, 7]))
    ac_bits = [1] + [0] * 15
    dht_ac = marker(0xC4, b"\x10" + bytes(ac_bits) + bytes([0]))
    sos = marker(0xDA, b"\x03\x01\x00\x02\x00\x03\x00\x00\x3f\x00")
    level = y - 128
    assert 64 <= level <= 127, "this tiny encoder only does DC category 7 (bright greys)"
    bits = []
    blocks = (w // 8) * (h // 8)
    for b in range(blocks):
        if b == 0:
            bits += [1, 0] + [int(c) for c in format(level, "07b")]  # DC: cat 7, value
        else:
            bits += [0]  # DC difference 0
        bits += [0]  # EOB
        bits += [0, 0, 0, 0]  # Cb, Cr: DC 0 (cat 0), EOB
    while len(bits) % 8:
        bits.append(1)
    data = bytearray()
    for i in range(0, len(bits), 8):
        byte = int("".join(map(str, bits[i : i + 8])), 2)
        data.append(byte)
        if byte == 0xFF:
            data.append(0)
    return b"\xff\xd8" + dqt + sof + dht_dc + dht_ac + sos + bytes(data) + b"\xff\xd9"


# --------------------------------------------------------------------------------------------
# SVG

NS = 'xmlns="http://www.w3.org/2000/svg"'


def svg(body, attrs='viewBox="0 0 100 100"'):
    return f"<svg {NS} {attrs}>{body}</svg>\n".encode()


def gzip_bytes(data_chunks):
    buf = io.BytesIO()
    with gzip.GzipFile(fileobj=buf, mode="wb", compresslevel=9, mtime=0, filename="") as g:
        for c in data_chunks:
            g.write(c)
    return buf.getvalue()


def svgz_comment_bomb(megabytes):
    """An SVGZ whose SVG is one comment of `megabytes` MB of spaces."""
    spaces = b" " * (1 << 20)
    head = f'<svg {NS} viewBox="0 0 10 10"><rect width="5" height="5"/><!--'.encode()
    return gzip_bytes([head] + [spaces] * megabytes + [b"--></svg>"])


def nested_g(depth):
    return svg("<g>" * depth + '<rect width="50" height="50"/>' + "</g>" * depth)


# --------------------------------------------------------------------------------------------
# The stored corpus


def corpus():
    files = {}

    # --- png 0.18 palette.rs: a PLTE whose length is not a multiple of 3 panics
    #     (slice index out of range in create_rgba_palette).
    idx = png_rows(16, 16, 1, b"\x00")
    files["png-short-plte.png"] = png(16, 16, 8, 3, idx, [(b"PLTE", b"\xff\x00\x00\x00")])
    files["png-short-plte-trns.png"] = png(
        16, 16, 8, 3, idx, [(b"PLTE", b"\xff\x00\x00\x00\xff"), (b"tRNS", b"\x80")]
    )

    # --- memory bombs
    files["png-1bit-23000x23000.png"] = png_1bit_zero(23000, 23000)
    files["png-rgba16-65535x65535-header.png"] = png_header_only(65535, 65535, 16, 6)
    bomb = png_1bit_zero(16000, 16000)
    files["svg-data-url-png-16000x16000.svg"] = svg(
        f'<image width="100" height="100" href="data:image/png;base64,'
        f'{base64.b64encode(bomb).decode()}"/>'
    )
    # a filter region of 1e7 user units: asks for 655 TB and aborts
    files["svg-filter-region-1e7.svg"] = svg(
        '<filter id="f" filterUnits="userSpaceOnUse" x="0" y="0" width="1e7" height="1e7">'
        '<feFlood flood-color="red"/></filter><rect width="50" height="50" filter="url(#f)"/>'
    )
    # a region of 20000 units: 2.5 GB of filter pixels, and it is drawn
    files["svg-filter-region-20000.svg"] = svg(
        '<filter id="f" filterUnits="userSpaceOnUse" x="0" y="0" width="20000" height="20000">'
        '<feFlood flood-color="red"/></filter><rect width="50" height="50" filter="url(#f)"/>'
    )
    # a pattern tile scaled 5000 times: asks for 64 GB and aborts
    files["svg-pattern-transform-5000.svg"] = svg(
        '<pattern id="p" width="10" height="10" patternUnits="userSpaceOnUse" '
        'patternTransform="scale(5000)"><rect width="5" height="5"/></pattern>'
        '<g opacity=".5"><rect width="50" height="50" fill="url(#p)"/></g>'
    )
    files["svgz-bomb.svgz"] = svgz_comment_bomb(60)

    # --- hang: arcs of radius 1e30 (about 5 s each before any limit; 32 of them: minutes)
    arcs = "A1e30 1e30 0 1 1 1e30 5A1e30 1e30 0 1 1 0 1e30" * 16
    files["svg-arc-radius-1e30.svg"] = svg(
        f'<path d="M0 0{arcs}L50 50Z" stroke="red"/><rect width="50" height="50"/>'
    )

    # --- stack overflow: deep nesting
    files["svg-nested-g-5000.svg"] = nested_g(5000)

    # --- panics in dependencies on huge transforms (found by the fuzzer)
    blur = '<filter id="f"><feGaussianBlur stdDeviation="1"/></filter>'
    # tiny-skia-path rect.rs (to_int_rect unwrap): a filtered group scaled 1e10
    files["svg-huge-transform.svg"] = svg(
        blur + '<g filter="url(#f)" transform="scale(1e10)"><rect width="5" height="5"/></g>'
        '<rect width="50" height="50"/>'
    )
    # svg2pdf group.rs:91 (layer bbox transform unwrap): a filtered group moved 1e10 away
    files["svg-filtered-group.svg"] = svg(
        blur + '<g filter="url(#f)" transform="translate(1e10 1e10)"><rect width="5" height="5"/></g>'
        '<rect width="50" height="50"/>'
    )
    # the same svg2pdf unwrap without a filter: a half-transparent group moved 1e10 away
    files["svg-opacity-group-translate-1e10.svg"] = svg(
        '<g opacity="0.5" transform="translate(1e10 0)"><rect width="5" height="5"/></g>'
        '<rect width="50" height="50"/>'
    )
    # svg2pdf writes a PDF object lopdf cannot read back: "Object load error" without a name
    files["svg-opacity-scale-1e30.svg"] = svg(
        '<g opacity="0.5" transform="scale(1e30)"><rect width="5" height="5"/></g>'
        '<rect width="50" height="50"/>'
    )
    # fanodeck's own mask code panics (src/symbols/mask.rs) on a viewBox of 1e-38
    files["svg-viewbox-1e-38.svg"] = svg(
        '<rect width="5" height="5"/><rect width="50" height="50"/>', 'viewBox="0 0 1e-38 1e-38"'
    )

    # --- invisible symbols
    files["png-transparent.png"] = png(64, 64, 8, 6, png_rows(64, 64, 4, b"\x00\x00\x00\x00"))
    files["jpeg-white.jpg"] = jpeg_flat(64, 64, 255)

    # --- plain broken files: must be refused with a clear error naming the file
    files["empty.png"] = b""
    files["png-truncated.png"] = files["png-transparent.png"][:60]
    files["jpeg-truncated.jpg"] = files["jpeg-white.jpg"][:160]
    files["svg-not-xml.svg"] = b"<svg><g></svg>\n"
    files["text-named.png"] = b"This is a text file with a .png name.\n"

    # --- templates
    files["template-guide-width-1e30.toml"] = (
        b'paper = "a4"\ncards_per_sheet = 6\nguides = "circle"\nguide_width_mm = 1e30\n'
    )
    files["template-diameter-nan.toml"] = b'paper = "a4"\ncards_per_sheet = 6\ndiameter_mm = nan\n'
    return files


# --------------------------------------------------------------------------------------------
# Project files (the web page's "Save project": a ZIP of fanodeck-project.json and the files)


def zip_of(entries):
    """A ZIP of (name, deflated data, crc, size) entries, written by hand so that one deflated
    stream serves many entries (zipfile would deflate gigabytes again for each)."""
    out, central = b"", b""
    for name, packed, crc, size in entries:
        name = name.encode()
        fields = struct.pack("<HHHHHIII", 20, 0, 8, 0, 0x21, crc, len(packed), size)
        central += b"PK\x01\x02" + struct.pack("<H", 20) + fields
        central += struct.pack("<HHHHHII", len(name), 0, 0, 0, 0, 0, len(out)) + name
        out += b"PK\x03\x04" + fields + struct.pack("<HH", len(name), 0) + name + packed
    count = len(entries)
    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, count, count, len(central), len(out), 0)
    return out + central + end


def deflated(head, size):
    """`head` then zeros up to `size` bytes: (raw deflate, crc)."""
    comp = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed, crc = comp.compress(head), zlib.crc32(head)
    zeros = b"\0" * (1 << 20)
    left = size - len(head)
    while left > 0:
        part = zeros[: min(left, len(zeros))]
        packed += comp.compress(part)
        crc = zlib.crc32(part, crc)
        left -= len(part)
    return packed + comp.flush(), crc


def project_of(count, megabytes, head=b""):
    """A project asking for a 3-a-card deck whose `count` pictures are each `megabytes` MB of
    `head` then zeros: a 1.5 MB file that holds gigabytes."""
    size = megabytes << 20
    packed, crc = deflated(head, size)
    paths = [f"pictures/{i + 1:04}-zeros.png" for i in range(count)]
    listed = ",".join(f'{{"name":"zeros-{i + 1}.png","path":"{p}"}}' for i, p in enumerate(paths))
    settings = (
        '{"format":"fanodeck project","version":1,"madeBy":"make-hostile.py",'
        f'"request":{{"symbols":3}},"files":{{"pictures":[{listed}],"fonts":[]}},"page":{{}}}}'
    ).encode()
    comp = zlib.compressobj(9, zlib.DEFLATED, -15)
    entries = [("fanodeck-project.json", comp.compress(settings) + comp.flush(),
                zlib.crc32(settings), len(settings))]
    entries += [(p, packed, crc, size) for p in paths]
    return zip_of(entries)


def big_files():
    """Files made at test time only: too large to store."""
    return {
        # Projects of 1.5 MB whose pictures inflate to 1.5 GB (each within the 50 MB a file
        # may hold): zeros, and zeros behind a PNG's signature and header (a picture to
        # look at, so that only the limit on all of a project's files stops it).
        "project-30x50mb-zeros.zip": project_of(30, 50),
        "project-1500x1mb-zeros.zip": project_of(1500, 1),
        "project-1500x1mb-png-head.zip": project_of(1500, 1, png(1, 1, 8, 6, b"")[:33]),
        # 3 GB of comment in a 3 MB gzip
        "svgz-bomb-3g.svgz": svgz_comment_bomb(3072),
        # A words file whose first line is 10 MB long (and six ordinary words, so that with
        # --symbols 3 the deck needs the long one)
        "words-10mb-line.txt": b"a" * (10 * 1024 * 1024) + b"\ncat\ndog\nsun\nhat\ncup\nkey\n",
    }


def write(out_dir, files):
    os.makedirs(out_dir, exist_ok=True)
    for name, data in sorted(files.items()):
        with open(os.path.join(out_dir, name), "wb") as f:
            f.write(data)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    default = os.path.join(here, "..", "tests", "data", "hostile")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=default, help="folder of the stored corpus")
    parser.add_argument("--big", help="also write the large test-time-only files here")
    parser.add_argument("--no-corpus", action="store_true", help="only --big")
    args = parser.parse_args()
    if not args.no_corpus:
        files = corpus()
        write(args.out, files)
        total = sum(len(d) for d in files.values())
        print(f"{len(files)} files, {total} bytes in {os.path.normpath(args.out)}", file=sys.stderr)
    if args.big:
        write(args.big, big_files())


if __name__ == "__main__":
    main()
