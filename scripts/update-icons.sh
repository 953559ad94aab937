#!/usr/bin/env bash
# Regenerates icons/ (the bundled default symbols) from the npm package @iconify-json/noto.
#
# The selection and its order live in icons/default-icons.tsv (file name, human name, code
# point, the icon's name in the package). Each icon is written as a standalone SVG on the
# package's 128x128 viewBox. Needs npm and node; run from anywhere: scripts/update-icons.sh
set -euo pipefail

version=1.2.9
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$work" && npm pack --silent "@iconify-json/noto@$version" >/dev/null && tar xzf iconify-json-noto-*.tgz)

node - "$work/package/icons.json" "$repo/icons/default-icons.tsv" "$repo/icons" <<'JS'
const fs = require("fs");
const [iconsJson, tsv, outDir] = process.argv.slice(2);
const set = JSON.parse(fs.readFileSync(iconsJson, "utf8"));
const rows = fs.readFileSync(tsv, "utf8").trim().split("\n").slice(1).map((l) => l.split("\t"));
for (const f of fs.readdirSync(outDir)) if (f.endsWith(".svg")) fs.unlinkSync(`${outDir}/${f}`);
const resolve = (name) => {
  // An alias points at a parent icon (and may add transforms, which this set does not use).
  let icon = set.icons[name];
  if (!icon && set.aliases && set.aliases[name]) icon = set.icons[set.aliases[name].parent];
  if (!icon) throw new Error(`icon '${name}' is not in @iconify-json/noto`);
  return icon;
};
for (const [file, , , noto] of rows) {
  const icon = resolve(noto);
  const w = icon.width || set.width || 16, h = icon.height || set.height || 16;
  const l = icon.left || 0, t = icon.top || 0;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${w}" height="${h}" viewBox="${l} ${t} ${w} ${h}">${icon.body}</svg>\n`;
  fs.writeFileSync(`${outDir}/${file}`, svg);
}
console.log(`wrote ${rows.length} icons to ${outDir}`);
JS

cp /usr/share/common-licenses/Apache-2.0 "$repo/icons/LICENSE" 2>/dev/null ||
  echo "note: /usr/share/common-licenses/Apache-2.0 not found; icons/LICENSE left as it is" >&2
