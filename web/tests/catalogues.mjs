// The catalogues' check (CI runs it through catalogues.test.mjs; alone: node web/tests/catalogues.mjs):
//  1. every language has English's files, and in each the same messages with the same
//     attributes, each parsed whole (no part Fluent skips as junk);
//  2. each message keeps English's placeables ($file, $count…), in its value and attributes;
//  3. every message is used: quoted in the page's code ('id', data-l10n-id="id") or, for
//     engine.ftl, named by the engine's Rust (text!("id"), Text::new("id"));
//  4. every id the code names is in English's catalogue;
//  5. no words of English in the page's code outside the catalogues: index.html's text and
//     its aria-label, title, alt and placeholder only on elements with data-l10n-id, and no
//     string in the scripts that reads as words (console messages and lines marked
//     `// l10n-ignore` aside);
//  6. web/page/fluent-bundle.js is the registry's @fluent/bundle, as web/tests/package.json pins it.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as acorn from 'acorn';
import * as walk from 'acorn-walk';
import fluent from '@fluent/bundle';

const { FluentResource } = fluent;
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const i18n = join(root, 'i18n');
const page = join(root, 'web', 'page');
/** Scripts of others, checked by their own projects. */
const VENDORED = new Set(['fluent-bundle.js']);
/** Words that are the same in every language: the name, and each language's own name. */
const NAMES = /\b(fanodeck|English|Français|Deutsch|Español)\b/g;
const WORDS = /[A-Za-z]{2,}[,;:!?]? [A-Za-z]{2,}/;

/**
 * Message `id` of language `tag`'s catalogues (a nested {id, args} said first), as the page
 * formats it: for tests that expect the catalogue's own words.
 */
export function say(tag, id, args) {
  const folder = join(i18n, tag);
  const bundle = new fluent.FluentBundle(tag, { useIsolating: tag === 'he' });
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.ftl')).sort()) {
    bundle.addResource(new FluentResource(readFileSync(join(folder, file), 'utf8')));
  }
  const message = bundle.getMessage(id);
  if (!message?.value) throw new Error(`i18n/${tag}: no message '${id}'`);
  const mark = tag === 'he' ? '\u200f' : '';
  const resolved = Object.fromEntries(Object.entries(args || {}).map(([k, v]) => [k, v !== null && typeof v === 'object' ? mark + say(tag, v.id, v.args) : v]));
  return bundle.formatPattern(message.value, resolved, []);
}

/** Every message of an .ftl text: id → {placeables of value and attributes, attribute names}. */
export function messages(text, where, problems) {
  const resource = new FluentResource(text);
  const found = new Map();
  const declared = [...text.matchAll(/^([a-z][a-z0-9-]*) *=/gm)].map((m) => m[1]);
  for (const entry of resource.body) {
    const placeables = new Set();
    const source = JSON.stringify(entry);
    for (const m of source.matchAll(/"type":"var","name":"([^"]+)"/g)) placeables.add(m[1]);
    found.set(entry.id, { placeables, attributes: Object.keys(entry.attributes).sort() });
  }
  for (const id of declared) {
    if (!found.has(id)) problems.push(`${where}: '${id}' does not parse (Fluent skips it)`);
  }
  if (found.size !== declared.length) {
    const seen = new Set();
    for (const id of declared) {
      if (seen.has(id)) problems.push(`${where}: '${id}' is written twice`);
      seen.add(id);
    }
  }
  return found;
}

function languages() {
  return readdirSync(i18n, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
}

function rustSources(folder, out = []) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) rustSources(path, out);
    // Doc comments show the macro with made-up ids.
    else if (entry.name.endsWith('.rs')) out.push(readFileSync(path, 'utf8').replace(/^\s*\/\/[\/!].*$/gm, ''));
  }
  return out;
}

/** Problems with the catalogues and the page's code, as lines; none: all is well. */
export function check() {
  const problems = [];
  const tags = languages();
  if (!tags.includes('en')) return ['i18n/en is missing'];
  const files = readdirSync(join(i18n, 'en')).filter((f) => f.endsWith('.ftl')).sort();
  /** @type {Map<string, Map<string, any>>} file → English messages */
  const english = new Map();
  for (const file of files) {
    english.set(file, messages(readFileSync(join(i18n, 'en', file), 'utf8'), `i18n/en/${file}`, problems));
  }
  const owner = new Map();
  for (const [file, found] of english) {
    for (const id of found.keys()) {
      if (owner.has(id)) problems.push(`'${id}' is in both i18n/en/${owner.get(id)} and i18n/en/${file}`);
      owner.set(id, file);
    }
  }
  for (const tag of tags.filter((t) => t !== 'en')) {
    const theirs = readdirSync(join(i18n, tag)).filter((f) => f.endsWith('.ftl')).sort();
    for (const file of files) {
      if (!theirs.includes(file)) {
        problems.push(`i18n/${tag}/${file} is missing`);
        continue;
      }
      const where = `i18n/${tag}/${file}`;
      const found = messages(readFileSync(join(i18n, tag, file), 'utf8'), where, problems);
      for (const [id, en] of /** @type {Map<string, any>} */ (english.get(file))) {
        const it = found.get(id);
        if (!it) {
          problems.push(`${where}: '${id}' is missing`);
          continue;
        }
        const a = [...en.placeables].sort().join(', ');
        const b = [...it.placeables].sort().join(', ');
        if (a !== b) problems.push(`${where}: '${id}' has the placeables {${b}}, English {${a}}`);
        if (en.attributes.join() !== it.attributes.join()) {
          problems.push(`${where}: '${id}' has the attributes [${it.attributes}], English [${en.attributes}]`);
        }
      }
      for (const id of found.keys()) {
        if (!english.get(file).has(id)) problems.push(`${where}: '${id}' is not in English's ${file}`);
      }
    }
    for (const file of theirs) if (!files.includes(file)) problems.push(`i18n/${tag}/${file} has no English ${file}`);
  }

  // What the code names.
  const scripts = readdirSync(page).filter((f) => f.endsWith('.js') && !VENDORED.has(f)).sort();
  const html = readFileSync(join(page, 'index.html'), 'utf8');
  const code = scripts.map((f) => readFileSync(join(page, f), 'utf8')).join('\n') + html;
  const rust = rustSources(join(root, 'src')).concat(rustSources(join(root, 'web', 'src'))).join('\n');
  const quoted = new Set([...code.matchAll(/['"`]([a-z][a-z0-9-]*)['"`]/g)].map((m) => m[1]));
  const named = new Set([...rust.matchAll(/(?:text!\(|Text::new\()\s*"([a-z][a-z0-9-]*)"/g)].map((m) => m[1]));
  for (const [id, file] of owner) {
    const used = file === 'engine.ftl' ? named.has(id) || quoted.has(id) : quoted.has(id);
    if (!used) problems.push(`i18n/en/${file}: '${id}' is not used`);
  }
  for (const id of named) if (!owner.has(id)) problems.push(`the engine names '${id}', which is not in i18n/en/engine.ftl`);
  const l10nIds = [
    ...html.matchAll(/data-l10n-id="([^"]+)"/g),
    ...code.matchAll(/\b(?:t|say)\([^'"`)]*?['"`]([a-z][a-z0-9-]*)['"`]/g),
  ].map((m) => m[1]);
  for (const id of l10nIds) if (!owner.has(id)) problems.push(`the page names '${id}', which is in no catalogue`);

  const vendored = readFileSync(join(page, 'fluent-bundle.js'));
  const registry = readFileSync(join(root, 'web', 'tests', 'node_modules', '@fluent', 'bundle', 'index.js'));
  if (!vendored.equals(registry)) problems.push('web/page/fluent-bundle.js differs from the registry\'s @fluent/bundle (web/tests/package.json)');
  problems.push(...wordsInHtml(html), ...scripts.flatMap((f) => wordsInScript(f, readFileSync(join(page, f), 'utf8'))));
  return problems;
}

/** index.html's words outside elements that carry a message. */
export function wordsInHtml(html) {
  const problems = [];
  const body = html.replace(/<!doctype[^>]*>/i, '').replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '');
  const VOID = new Set(['input', 'br', 'img', 'meta', 'link', 'hr', 'source', 'area', 'col', 'wbr']);
  /** @type {{tag: string, l10n: boolean}[]} */
  const stack = [];
  let line = 1;
  for (const m of body.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>|([^<]+)/g)) {
    const [all, tag, attributes, text] = m;
    const inside = stack.some((e) => e.l10n);
    if (text !== undefined) {
      const words = text.replace(NAMES, '').replace(/&[a-z]+;/g, ' ');
      if (/[A-Za-z]{2,}/.test(words) && !inside) problems.push(`index.html:${line}: words with no data-l10n-id: '${text.trim().replace(/\s+/g, ' ').slice(0, 60)}'`);
    } else if (all.startsWith('</')) {
      const at = stack.map((e) => e.tag).lastIndexOf(tag.toLowerCase());
      if (at >= 0) stack.length = at;
    } else {
      const l10n = /\bdata-l10n-id="/.test(attributes);
      for (const a of attributes.matchAll(/\b(aria-label|title|alt|placeholder|aria-description)="([^"]*)"/g)) {
        if (/[A-Za-z]{2,}/.test(a[2].replace(NAMES, '')) && !l10n) problems.push(`index.html:${line}: ${a[1]}="${a[2]}" with no data-l10n-id`);
      }
      if (!VOID.has(tag.toLowerCase()) && !attributes.endsWith('/')) stack.push({ tag: tag.toLowerCase(), l10n });
    }
    line += (all.match(/\n/g) || []).length;
  }
  return problems;
}

/** A script's strings that read as words, outside console messages and marked lines. */
export function wordsInScript(name, source) {
  const problems = [];
  const lines = source.split('\n');
  const ast = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'script', locations: true, allowHashBang: true });
  /** Ranges of console.*(…) calls, whose words are for developers. */
  const quiet = [];
  walk.simple(ast, {
    CallExpression(node) {
      const callee = node.callee;
      if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'console') {
        quiet.push([node.start, node.end]);
      }
    },
  });
  const report = (node, text) => {
    if (quiet.some(([a, b]) => node.start >= a && node.end <= b)) return;
    const at = node.loc.start.line;
    if (/\/\/ l10n-ignore\b/.test(lines[at - 1])) return;
    if (WORDS.test(text.replace(NAMES, ''))) problems.push(`${name}:${at}: words outside the catalogues: '${text.trim().replace(/\s+/g, ' ').slice(0, 60)}'`);
  };
  const directives = new Set();
  walk.simple(ast, {
    ExpressionStatement(node) {
      if (node.directive) directives.add(node.expression);
    },
  });
  walk.simple(ast, {
    Literal(node) {
      if (typeof node.value === 'string' && !directives.has(node)) report(node, node.value);
    },
    TemplateLiteral(node) {
      report(node, node.quasis.map((q) => q.value.cooked).join(' ').replace(/\s+/g, ' '));
    },
  });
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = check();
  for (const p of problems) console.log(p);
  console.log(problems.length ? `${problems.length} problems` : 'catalogues: all well');
  process.exit(problems.length ? 1 : 0);
}
