// @ts-check
// fanodeck's web page, its languages: every word the page shows comes from one catalogue per
// language (i18n/<language>/*.ftl, Project Fluent's format, formatted by @fluent/bundle with the
// browser's plural rules and number formats), the engine's own sentences included: the engine
// sends a sentence as {id, args} and the page says it here, so that a message already shown
// follows a change of language.
//
// An element whose words are a message carries data-l10n-id (and data-l10n-args, JSON); its
// text and the attributes the message names (aria-label, title, alt, placeholder) are
// (re)written on every change of language. A translation may hold <em>, <strong>, <kbd> and
// <code>, and no other markup.
//
// The language is the one chosen last (kept in this browser and in a saved project), else the
// first of the browser's languages the page speaks, else English.
'use strict';

(() => {
  /** @type {Fanodeck.LanguageInfo[]} */
  const LANGUAGES = [
    { tag: 'en', name: 'English', dir: 'ltr' },
    { tag: 'fr', name: 'Français', dir: 'ltr' },
    { tag: 'de', name: 'Deutsch', dir: 'ltr' },
    { tag: 'es', name: 'Español', dir: 'ltr' },
    { tag: 'he', name: 'עברית', dir: 'rtl' },
  ];
  const KEY = 'fanodeck.language';
  const MARKUP = new Set(['EM', 'STRONG', 'KBD', 'CODE', 'B', 'I']);
  const ATTRIBUTES = new Set(['aria-label', 'title', 'alt', 'placeholder', 'aria-description', 'aria-roledescription', 'aria-valuetext']);

  /** @type {Map<string, FluentBundle.FluentBundle>} */
  const bundles = new Map();
  /** Language `tag`'s catalogues, parsed the first time they are asked for. @param {string} tag */
  function bundleOf(tag) {
    let bundle = bundles.get(tag);
    if (!bundle) {
      // Marks that isolate a placeable keep a file name's letters in order in right-to-left
      // sentences; elsewhere they are left out.
      bundle = new FluentBundle.FluentBundle(tag, { useIsolating: tag === 'he' });
      const errors = bundle.addResource(new FluentBundle.FluentResource(window.FANODECK_CATALOGUES[tag] || ''));
      for (const error of errors) console.error(`i18n/${tag}: ${error.message}`);
      bundles.set(tag, bundle);
    }
    return bundle;
  }

  /** The first of `wanted` (BCP 47 tags, most wanted first) the page speaks. @param {readonly string[]} wanted */
  function negotiate(wanted) {
    for (const tag of wanted) {
      const primary = String(tag).toLowerCase().split(/[-_]/)[0];
      const found = LANGUAGES.find((l) => l.tag === primary || (primary === 'iw' && l.tag === 'he'));
      if (found) return found.tag;
    }
    return 'en';
  }

  /** @param {string | null | undefined} tag */
  const known = (tag) => LANGUAGES.some((l) => l.tag === tag);

  let stored = null;
  try {
    stored = localStorage.getItem(KEY);
  } catch (error) {
    // No storage (a private window, a file:// page in some browsers): the browser's choice.
  }
  let current = known(stored) ? /** @type {string} */ (stored) : negotiate(navigator.languages || [navigator.language]);
  /** @type {((tag: string) => void)[]} */
  const listeners = [];

  /**
   * The arguments as Fluent takes them: a sentence of the engine's ({id, args}) said first.
   * @param {Fanodeck.TextArgs | undefined} args @param {string} tag
   * @returns {Record<string, string | number>}
   */
  function resolve(args, tag) {
    /** @type {Record<string, string | number>} */
    const out = {};
    // A sentence inside a right-to-left one starts with a right-to-left mark: the isolate
    // Fluent puts around it takes its direction from its first letter, and a list of numbers
    // or quoted names has none of its own.
    const mark = tag === 'he' ? '\u200f' : '';
    for (const [name, value] of Object.entries(args || {})) {
      out[name] = value !== null && typeof value === 'object' ? mark + format(value.id, value.args, tag) : value;
    }
    return out;
  }

  /**
   * Message `id` in language `tag` (English where that catalogue lacks it, which CI forbids).
   * @param {string} id @param {Fanodeck.TextArgs | undefined} args @param {string} tag
   */
  function format(id, args, tag) {
    const found = message(id, tag);
    if (!found || found.value == null) {
      console.error(`i18n: no message '${id}'`);
      return id;
    }
    /** @type {Error[]} */
    const errors = [];
    const said = found.bundle.formatPattern(found.value, resolve(args, tag), errors);
    for (const error of errors) console.error(`i18n/${tag} ${id}: ${error.message}`);
    return said;
  }

  /** @param {string} id @param {string} tag */
  function message(id, tag) {
    for (const t of [tag, 'en']) {
      const bundle = bundleOf(t);
      const m = bundle.getMessage(id);
      if (m) return { bundle, value: m.value, attributes: m.attributes };
    }
    return null;
  }

  /** @param {string} text */
  const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

  /**
   * `text` (a translation) as `element`'s content: as text, or, where the catalogue's message
   * itself holds markup (`markup`), with only its few text-level elements kept as elements
   * (its arguments were escaped, so a file named `a<b>` stays words).
   * @param {Element} element @param {string} text @param {boolean} markup
   */
  function fill(element, text, markup) {
    if (!markup) {
      element.textContent = text;
      return;
    }
    const parsed = new DOMParser().parseFromString(`<body>${text}</body>`, 'text/html').body;
    /** @param {Node} from @param {Node} to */
    const copy = (from, to) => {
      for (const node of Array.from(from.childNodes)) {
        if (node.nodeType === Node.ELEMENT_NODE && MARKUP.has(/** @type {Element} */ (node).tagName)) {
          const kept = document.createElement(/** @type {Element} */ (node).tagName.toLowerCase());
          copy(node, kept);
          to.appendChild(kept);
        } else {
          to.appendChild(document.createTextNode(node.textContent || ''));
        }
      }
    };
    element.textContent = '';
    copy(parsed, element);
  }

  /** Writes one element's words from its data-l10n-id. @param {HTMLElement} element */
  function translate(element) {
    const id = element.dataset.l10nId;
    if (!id) return;
    const found = message(id, current);
    if (!found) {
      console.error(`i18n: no message '${id}'`);
      return;
    }
    const args = resolve(element.dataset.l10nArgs ? JSON.parse(element.dataset.l10nArgs) : {}, current);
    /** @type {Error[]} */
    const errors = [];
    if (found.value != null) {
      const markup = JSON.stringify(found.value).includes('<');
      const safe = markup ? Object.fromEntries(Object.entries(args).map(([k, v]) => [k, typeof v === 'string' ? escape(v) : v])) : args;
      fill(element, found.bundle.formatPattern(found.value, safe, errors), markup);
    }
    for (const [name, pattern] of Object.entries(found.attributes)) {
      if (ATTRIBUTES.has(name)) element.setAttribute(name, found.bundle.formatPattern(pattern, args, errors));
    }
    for (const error of errors) console.error(`i18n/${current} ${id}: ${error.message}`);
  }

  /** Every element under `root` that carries a message. @param {ParentNode} root */
  function translateAll(root) {
    if (root instanceof HTMLElement && root.dataset.l10nId) translate(root);
    for (const element of root.querySelectorAll('[data-l10n-id]')) translate(/** @type {HTMLElement} */ (element));
  }

  function applyLanguage() {
    const language = /** @type {Fanodeck.LanguageInfo} */ (LANGUAGES.find((l) => l.tag === current));
    document.documentElement.lang = language.tag;
    document.documentElement.dir = language.dir;
    translateAll(document);
  }

  /** @type {Fanodeck.I18n} */
  const i18n = {
    languages: LANGUAGES,
    get language() {
      return current;
    },
    t: (id, args) => format(id, args, current),
    text(text) {
      if (text && typeof text === 'object' && typeof text.id === 'string') return format(text.id, text.args, current);
      return String(text ?? '');
    },
    error(error) {
      return error && error.text ? i18n.text(error.text) : String((error && error.message) || error);
    },
    say(element, id, args) {
      if (!id) {
        delete element.dataset.l10nId;
        delete element.dataset.l10nArgs;
        element.textContent = '';
        return;
      }
      element.dataset.l10nId = id;
      if (args && Object.keys(args).length) element.dataset.l10nArgs = JSON.stringify(args);
      else delete element.dataset.l10nArgs;
      translate(element);
    },
    number: (value, options) => new Intl.NumberFormat(current, options).format(value),
    setLanguage(tag) {
      if (!known(tag) || tag === current) return;
      current = tag;
      try {
        localStorage.setItem(KEY, tag);
      } catch (error) {
        // Remembered with the project all the same.
      }
      applyLanguage();
      for (const listener of listeners) listener(tag);
    },
    onChange(listener) {
      listeners.push(listener);
    },
    translate: translateAll,
  };
  window.fanodeckI18n = i18n;

  // The menu on every tab: each language by its own name.
  const menu = /** @type {HTMLSelectElement | null} */ (document.getElementById('language'));
  if (menu) {
    for (const { tag, name } of LANGUAGES) {
      const option = document.createElement('option');
      option.value = tag;
      option.lang = tag;
      option.textContent = name;
      menu.append(option);
    }
    menu.value = current;
    menu.addEventListener('change', () => i18n.setLanguage(menu.value));
    i18n.onChange((tag) => {
      menu.value = tag;
    });
  }
  applyLanguage();
})();
