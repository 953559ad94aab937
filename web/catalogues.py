"""Writes the page's catalogues as one script: `self.FANODECK_CATALOGUES = {"en": "…", …}`, each
language's i18n/<language>/*.ftl joined in name order (the engine's sentences, engine.ftl, with
the page's own). Usage: python3 web/catalogues.py i18n target/web/catalogues.js
"""

import json
import sys
from pathlib import Path


def main(folder: Path, target: Path) -> None:
    catalogues = {}
    for language in sorted(p for p in folder.iterdir() if p.is_dir()):
        files = sorted(language.glob("*.ftl"))
        if not files:
            sys.exit(f"catalogues.py: {language} has no .ftl file")
        catalogues[language.name] = "\n".join(f.read_text(encoding="utf-8") for f in files)
    text = json.dumps(catalogues, ensure_ascii=False, sort_keys=True, indent=0)
    target.write_text(f"// Made by web/catalogues.py from i18n/.\nself.FANODECK_CATALOGUES = {text};\n", encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))
