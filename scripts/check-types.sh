#!/usr/bin/env bash
# The web page's JavaScript type-checked: TypeScript's checker (tsc, pinned in web/tests'
# lockfile) over web/page/*.js, plain JavaScript with JSDoc types, and the declarations in
# web/types/, strict, nothing emitted: the page's scripts as the window runs them
# (web/tsconfig.json), the engine's worker (web/tsconfig.worker.json) and the service worker
# (web/tsconfig.sw.json). Then each element web/types/page.d.ts lists must be in
# web/page/index.html with that tag. Exits non-zero on any error.
# Installs web/tests' node packages (npm ci) when they are missing or another TypeScript.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v node >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm >/dev/null
fi
version() { node -p "try { require('./$1').$2 } catch { '' }"; }
if [[ $(version web/tests/node_modules/typescript/package.json version) \
      != "$(version web/tests/package.json devDependencies.typescript)" ]]; then
    (cd web/tests && npm ci --no-audit --no-fund --loglevel=error)
fi

status=0
for config in web/tsconfig.json web/tsconfig.worker.json web/tsconfig.sw.json; do
    web/tests/node_modules/.bin/tsc -p "$config" || status=1
done

# `$(id)` is typed by this list: a wrong id or tag in it would type the page wrongly.
python3 - <<'EOF' || status=1
import re, sys
page = open("web/page/index.html", encoding="utf-8").read()
tags = {m[2]: m[1] for m in re.finditer(r'<(\w+)\b[^>]*?\sid="([^"]+)"', page)}
types = open("web/types/page.d.ts", encoding="utf-8").read()
listed = re.search(r"interface Elements \{(.*?)\n  \}", types, re.S)[1]
wrong = 0
for id, tag in re.findall(r"'([^']+)': '(\w+)';", listed):
    if tags.get(id) != tag:
        there = f"a <{tags[id]}>" if id in tags else "not there"
        print(f"web/types/page.d.ts: Elements has '{id}': '{tag}', but in web/page/index.html it is {there}")
        wrong += 1
sys.exit(1 if wrong else 0)
EOF
exit $status
