#!/usr/bin/env bash
# The web page end to end in a real browser: builds the page (scripts/build-web.sh) and the
# CLI (debug profile), installs Debian's chromium when missing and playwright-core from the
# lockfile (no browser download), then runs web/tests/e2e.test.mjs with node's test runner.
# Screenshots go to target/web-screenshots/.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ ! -x /usr/bin/chromium ]]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
if ! command -v node >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm >/dev/null
fi

bash scripts/build-web.sh
# The test profile's CLI, which `cargo test` has built (the PDF is the same in every profile).
cargo build
(cd web/tests && npm ci --no-audit --no-fund --loglevel=error)
cd web/tests
node --test catalogues.test.mjs e2e.test.mjs editor.test.mjs offer.test.mjs offline.test.mjs a11y.test.mjs languages.test.mjs
