"""Makes target/web/fanodeck.html: the page with its style, scripts and engine inlined, so it
works opened straight from the disk (file://) with no network.

The engine (.wasm) is gzip-compressed and base64-encoded into a text/plain script element;
the page inflates it with DecompressionStream. wasm-bindgen's glue and worker.js go in as text
too: a page opened from file:// may only start a worker from a Blob, which engine.js builds from
them. Usage: python3 web/inline.py target/web
"""

import base64
import gzip
import sys
from pathlib import Path


# The page's scripts besides engine.js, each inlined where index.html links it.
PARTS = ("fluent-bundle.js", "catalogues.js", "i18n.js", "pictures.js", "crops.js", "icons.js", "project.js", "app.js", "editor.js", "play.js", "set.js", "dominoes.js")


def escape(text: str) -> str:
    # Text in a <script> element ends at the first "</script": keep it from ending early.
    return text.replace("</script", "<\\/script")


def text_script(element_id: str, text: str) -> str:
    return f'<script type="text/plain" id="{element_id}">{escape(text)}</script>'


def main(out: Path) -> None:
    page = (out / "index.html").read_text(encoding="utf-8")
    style = (out / "style.css").read_text(encoding="utf-8")
    engine = (out / "engine.js").read_text(encoding="utf-8")
    parts = {name: (out / name).read_text(encoding="utf-8") for name in PARTS}
    glue = (out / "fanodeck_web.js").read_text(encoding="utf-8")
    worker = (out / "worker.js").read_text(encoding="utf-8")
    wasm = (out / "fanodeck_web_bg.wasm").read_bytes()
    # mtime=0: the same engine gives the same file, byte for byte.
    packed = base64.b64encode(gzip.compress(wasm, compresslevel=9, mtime=0)).decode("ascii")

    link = '<link rel="stylesheet" href="style.css">'
    script = '<script src="engine.js"></script>'
    part_scripts = {name: f'<script src="{name}"></script>' for name in parts}
    if link not in page or script not in page or any(t not in page for t in part_scripts.values()):
        sys.exit(f"inline.py: index.html no longer links style.css, engine.js and {', '.join(PARTS)}")
    page = page.replace(link, f"<style>\n{style}</style>")
    inlined = "\n".join([
        text_script("fanodeck-glue", glue),
        text_script("fanodeck-worker", worker),
        f'<script type="text/plain" id="fanodeck-wasm">{packed}</script>',
        f"<script>\n{escape(engine)}</script>",
    ])
    page = page.replace(script, inlined)
    for name, tag in part_scripts.items():
        page = page.replace(tag, f"<script>\n{escape(parts[name])}</script>")
    target = out / "fanodeck.html"
    target.write_text(page, encoding="utf-8")
    print(f"{target}: {target.stat().st_size / 1e6:.1f} MB (engine {len(wasm) / 1e6:.1f} MB, "
          f"{len(packed) / 1e6:.1f} MB inlined)")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "target/web"))
