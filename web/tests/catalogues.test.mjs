// The catalogue check (catalogues.mjs) in CI, and proof that it catches what it is for: an
// English sentence written into the page's code, a message missing from a language, a
// placeable lost in translation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, messages, wordsInHtml, wordsInScript } from './catalogues.mjs';

test('every language has every message, each used, with its placeables, and the page has no words outside them', () => {
  assert.deepEqual(check(), []);
});

test('English written into the page\'s HTML or scripts is found', () => {
  assert.equal(wordsInHtml('<p>Choose your pictures</p>').length, 1);
  assert.equal(wordsInHtml('<button aria-label="Close the editor" data-x="1">×</button>').length, 1);
  assert.deepEqual(wordsInHtml('<p data-l10n-id="x">Choose your pictures</p><p><span data-l10n-id="y">Choose <em>them</em></span></p>'), []);
  assert.deepEqual(wordsInHtml('<h1>fanodeck</h1><option>Français</option>'), []);
  assert.equal(wordsInScript('a.js', "el.textContent = 'Made the deck';").length, 1);
  assert.equal(wordsInScript('a.js', 'el.textContent = `Made ${n} cards`;').length, 1);
  assert.deepEqual(wordsInScript('a.js', "'use strict';\nconsole.error('the engine failed here');\nel.className = 'card thumb'; // l10n-ignore\nsay(el, 'make-done');"), []);
});

test('a message missing, broken or without its placeable is found', () => {
  const problems = [];
  const found = messages('a = one { $file }\nb = { $count ->\n    [one] one\n   *[other] { $count } more\n}\nc = { broken\n', 'x.ftl', problems);
  assert.deepEqual([...found.keys()], ['a', 'b']);
  assert.deepEqual([...found.get('a').placeables], ['file']);
  assert.deepEqual([...found.get('b').placeables], ['count']);
  assert.deepEqual(problems, ["x.ftl: 'c' does not parse (Fluent skips it)"]);
});
