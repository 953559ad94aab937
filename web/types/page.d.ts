// The page's globals (web/page/*.js are classic scripts sharing `window`): what each file
// gives the others, and the elements they find by id. Types only: nothing here is shipped.

interface Window {
  /** The JS API (engine.js; project.js and editor.js add theirs). */
  fanodeck: Fanodeck.Api;
  /** The engine for the page's own files (engine.js). */
  fanodeckEngine: Fanodeck.EngineApi;
  /** An error's technical text as a "details" toggle; null when there is no more to say. */
  fanodeckDetails(error: { message?: string; detail?: string } | null | undefined): HTMLDetailsElement | null;
  /**
   * Writes `line`'s words: each part a sentence, a catalogue's message or words said as they
   * are (a string), empty parts left out; they follow a change of language. Then an error's
   * "details" toggle (fanodeckDetails).
   */
  fanodeckSay(line: HTMLElement, parts: (Fanodeck.Text | string | null | undefined | false)[], error?: { message?: string; detail?: string } | null): void;
  /** An engine's error as a sentence: its `text` ({id, args}), else its message. */
  fanodeckSaid(error: any): Fanodeck.Text | string;
  fanodeckDownload(bytes: BlobPart, name: string, type: string): void;
  fanodeckPictures(page: Fanodeck.PicturesPage): Fanodeck.Pictures;
  fanodeckCrops(page: { state: Fanodeck.State; changed(): void; show(): void; run: Fanodeck.Run; checkRequest(): Fanodeck.Request }): Fanodeck.Crops;
  fanodeckIcons(page: { state: Fanodeck.State; changed(): void }): { fill(): void };
  fanodeckProject(page: Fanodeck.ProjectPage): { wire(): void; restore(): Promise<void>; keep(): void };
  fanodeckEditor(page: Fanodeck.EditorPage): Fanodeck.Editor;
  /** The SET and dominoes tabs' forms take the engine's defaults (set.js, dominoes.js). */
  fanodeckSetDefaults?: (defaults: Fanodeck.Info['setDefaults']) => void;
  fanodeckDominoesDefaults?: (defaults: Fanodeck.Info['dominoesDefaults'], list: Fanodeck.NamesList) => void;
}

declare namespace Fanodeck {
  /** An error from the engine: `detail` its technical text; `crash` when it stopped on `file`. */
  type Failure = Error & { detail?: string; crash?: boolean; file?: string | null; panic?: string };

  interface Api {
    ready: Promise<Info>;
    play: { deal(options?: Request<NamedBytesIn>): Promise<Game>; card(index: number, pxPerMm?: number): Promise<Bytes> };
    set: { deck(options?: SetRequest): Promise<SetDeck>; count(codes: string): Promise<SetCount> };
    pairsList(name: string): Promise<string>;
    dominoes(options?: DominoesRequest<string | NamedBytesIn>): Promise<Omit<Dominoes, 'manifest'> & { manifest: BoardManifest; manifestText: string }>;
    generate(options?: Request<NamedBytesIn>): Promise<{ pdf: Bytes; manifest: Manifest; warnings: string[] }>;
    printFiles(options?: Request<NamedBytesIn>): Promise<Bytes>;
    cutFiles(options?: Request<NamedBytesIn>): Promise<Bytes>;
    cardPdf(options?: Request<NamedBytesIn>): Promise<Bytes>;
    project?: { save(): Promise<Bytes>; open(bytes: BytesIn, name?: string): Promise<void> };
    editor?: {
      open(index: number): Promise<void>; edits(): Edits; placements(): Placement[] | null;
      conflicts(placements: Placement[]): Promise<Conflict[]>;
    };
  }

  /** What project.js keeps in IndexedDB ('state', besides each picture's bytes). */
  interface Kept { version: number; names: string[]; page: PageState; fonts: NamedBytes[]; back: NamedBytes | null }
  /** A job sent to a worker, waiting for its answer. */
  interface Pending { resolve(value: any): void; reject(error: any): void; onProgress?: Progress }
  /** The worker's script (glue + worker.js) and the engine's bytes. */
  interface Sources { script: string; wasm: ArrayBuffer }
  /** One engine in a worker (engine.js's class). */
  interface Engine { sources: Sources; pending: number; info: Info | null; ready: Promise<Info>; run: Run }
  interface EngineApi {
    ready: Promise<Info>;
    make(options: Request<NamedBytesIn> | null | undefined, how?: { previews?: number; pxPerMm?: number; onProgress?: Progress }): Promise<Generated>;
    Engine: new (sources: Sources) => Engine;
    /** The deck's own engine, once `ready`. */
    readonly engine: Engine;
    run: Run;
    /** The form's deck (app.js sets it). */
    formRequest(): Request;
  }

  /** The page's state (app.js), which its parts share. */
  interface State {
    pictures: Picture[]; back: NamedBytes | null; fonts: NamedBytes[]; fontsLoading: Promise<void> | null;
    icons: Icon[]; chosen: Set<string>; sizes: SizeRow[];
    /** Set once the engine is ready, before any request is made. */
    limits: Limits;
    pdfUrl: string | null; manifestUrl: string | null; making: boolean; edits: Edits;
    manifest: Manifest | null; focus: Focus[];
  }
  /** One of the user's pictures (pictures.js). */
  interface Picture {
    file: string; name: string; bytes: Bytes; url: string; status: 'checking' | 'ok' | 'bad';
    /** Why it is bad: the engine's sentence in English (`message`), as {id, args} (`text`), technically (`detail`). */
    message?: string; text?: Text; detail?: string; warnings?: (Text | string)[]; prepared?: Bytes | null; look?: Bytes | null;
    /** The engine found it a photo (opaque, many colours). */
    photo?: boolean;
    alike?: { file: string; alike: number }[];
  }

  interface PicturesPage {
    state: State; check(picture: Picture): Promise<Checked>; lookAlikes(looks: (Bytes | null)[]): Promise<LookAlike[]>;
    changed(): void; thumb(picture: Picture, img: HTMLImageElement): HTMLElement;
  }
  interface Pictures {
    show(): void; wire(): void; settled(report: (left: number) => void): Promise<void>;
    add(files: Iterable<File>, listed?: () => void): Promise<void>; clear(): void; busy(): boolean;
  }
  interface Crops {
    wire(): void; shape(): string; addTo(r: Request, pictures: Picture[]): void; offer(): void;
    fromManifest(manifest: Manifest | null): void; thumb(picture: Picture, img: HTMLImageElement): HTMLElement;
    hash(params: URLSearchParams): void; load(params: URLSearchParams): void;
  }
  interface ProjectPage {
    state: State; run: Run; request(): Request; snapshot(): PageState;
    restore(saved: PageState, fromStorage: boolean): void; pictures: Pictures; show(): void;
    /** The project's status line: message `id` of page.ftl, and an error's details. */
    say(id: string, args?: TextArgs | null, error?: { message?: string; detail?: string } | null): void; busy(): boolean;
  }
  /**
   * The card open in the editor (editor.js's `ed`): `edit` the request's entry that makes its
   * placements (or null); `pinned` and `moved` slots; undo `history`, redo `future`, the
   * `last` step; the edits when it `opened`.
   */
  interface CardOpen {
    index: number; placements: Placement[]; edit: CardEdit | null; pinned: Set<number>; moved: Set<number>;
    selected: number | null; swapFrom: number | null; history: Snapshot[]; future: Snapshot[]; last: Snapshot; opened: string;
    /** Each slot's ink outline, `[x, y]` fractions of its box (the engine's `cardInks`); null until asked. */
    inks: [number, number][][] | null;
  }
  interface Snapshot { placements: Placement[]; edit: CardEdit | null; pinned: number[]; moved: number[] }
  /** A symbol being dragged in the editor: from where, turned by its knob or moved; with a
   * second finger down, pinched (made larger or smaller and turned) from `pinch`. */
  interface Drag {
    slot: number; x: number; y: number; turning: boolean; placements: Placement[]; moved: boolean; pointer: number;
    /** Where the first finger (or the mouse) is now. */
    at: [number, number];
    pinch: { pointer: number; distance: number; angle: number; base: Placement; other: [number, number] } | null;
  }
  interface EditorPage { state: State; run: Run; request(): Request; changed(): void; remake(): void; revert(): void }
  interface Editor {
    clear(): void; add(index: number, png: Bytes): void; show(previews: Bytes[], cards?: number, pxPerMm?: number): void;
    names(cards?: number[]): string; settle(): void; guard(): string;
  }

  /** `$(id)`: the page's element `id`, of the kind index.html has. */
  type ById = <K extends keyof Elements>(id: K) => HTMLElementTagNameMap[Elements[K]];
  /** The elements the scripts find by id, with their tags in index.html (check-types.sh checks them). */
  interface Elements {
    'tab-make': 'button'; 'tab-play': 'button'; 'tab-set': 'button'; 'tab-dominoes': 'button';
    'form': 'form'; 'project-save': 'button'; 'project-open': 'input'; 'start-over': 'button';
    'project-status': 'p'; 'symbols': 'select'; 'size-note': 'p'; 'cards': 'input'; 'need': 'p';
    'drop': 'div'; 'files': 'input'; 'folder': 'input'; 'clear-pictures': 'button';
    'skipUnreadable': 'input'; 'keyWhite': 'input'; 'allowSimilar': 'input';
    'photo-rim': 'details'; 'photo-offer': 'div'; 'photo-offer-say': 'p'; 'photo-offer-shapes': 'div';
    'photo-offer-squircle': 'button'; 'photo-offer-keep': 'button'; 'photoRim': 'input'; 'photoRimColor': 'input'; 'crop-say': 'p';
    'pictures-status': 'p'; 'pictures': 'ul'; 'words': 'textarea'; 'palette': 'select';
    'fonts': 'input'; 'fonts-list': 'p'; 'fonts-clear': 'button'; 'words-error': 'p';
    'pairs-first': 'textarea'; 'pairs-second': 'textarea'; 'pairs-example': 'button';
    'pairs-error': 'p'; 'use-icons': 'input'; 'icons-count': 'span'; 'icons': 'div';
    'paper': 'select'; 'perSheet': 'select'; 'shape': 'select'; 'corner': 'input';
    'diameter': 'input'; 'guides': 'select'; 'cardColor': 'input'; 'bleed': 'input';
    'back': 'input'; 'back-name': 'p'; 'back-clear': 'button'; 'duplex': 'select';
    'legend': 'input'; 'rules': 'input'; 'box': 'input'; 'boxTitle': 'input';
    'paperThickness': 'input'; 'pdfA': 'input'; 'seed': 'input'; 'shuffle': 'button'; 'gap': 'input'; 'margin': 'input';
    'rotation': 'select'; 'sizeRatio': 'input'; 'minSize': 'input'; 'generate': 'button';
    'progress': 'progress'; 'status': 'p'; 'warnings': 'ul'; 'result': 'section';
    'summary': 'p'; 'download-pdf': 'a'; 'download-manifest': 'a'; 'previews': 'div';
    'dpi': 'input'; 'backs': 'select'; 'registration': 'select'; 'make-print-files': 'button';
    'make-cut-files': 'button'; 'make-card-pdf': 'button'; 'shop-status': 'p';
    'play': 'section'; 'play-deal': 'button'; 'play-status': 'p'; 'play-score': 'p';
    'play-table': 'div'; 'play-card-0': 'div'; 'play-card-1': 'div'; 'set': 'section';
    'set-paper': 'select'; 'set-palette': 'select'; 'set-attributes': 'select';
    'set-make': 'button'; 'set-status': 'p'; 'set-download': 'a'; 'set-codes': 'textarea';
    'set-result': 'p'; 'set-grid': 'div'; 'dominoes': 'section'; 'dom-names': 'textarea';
    'dom-xkcd': 'button'; 'dom-synonyms': 'textarea'; 'dom-size': 'input'; 'dom-seed': 'input';
    'dom-paper': 'select'; 'dom-make': 'button'; 'dom-status': 'p'; 'dom-download': 'a';
    'dom-manifest': 'a'; 'dom-board': 'div'; 'version': 'span'; 'editor': 'dialog';
    'editor-title': 'h2'; 'editor-close': 'button'; 'editor-card': 'img';
    'editor-handles': 'div'; 'editor-say': 'p'; 'editor-undo': 'button';
    'editor-redo': 'button'; 'editor-pin': 'button'; 'editor-reroll': 'button';
    'editor-reset': 'button'; 'editor-larger': 'button';
  }
}

interface Window {
  /** The page's words (i18n.js). */
  fanodeckI18n: Fanodeck.I18n;
  /** Each language's catalogues as Fluent text, by tag (catalogues.js, made by the build). */
  FANODECK_CATALOGUES: Record<string, string>;
}

/** @fluent/bundle's UMD build (fluent-bundle.js): the part the page uses. */
declare namespace FluentBundle {
  type Pattern = string | object[];
  interface Message { id: string; value: Pattern | null; attributes: Record<string, Pattern> }
  class FluentResource {
    constructor(source: string);
  }
  class FluentBundle {
    constructor(locales: string | string[], options?: { useIsolating?: boolean });
    addResource(resource: FluentResource, options?: { allowOverrides?: boolean }): Error[];
    getMessage(id: string): Message | undefined;
    hasMessage(id: string): boolean;
    formatPattern(pattern: Pattern, args?: Record<string, string | number> | null, errors?: Error[] | null): string;
  }
}

declare namespace Fanodeck {
  interface LanguageInfo { tag: string; name: string; dir: 'ltr' | 'rtl' }
  /** The language a deck prints its own words in (`--language`). */
  interface Request<F> { language?: string }
  /** A project file keeps the page's language. */
  interface PageState { language?: string }
  /** An error's sentence as the catalogues' {id, args} too. */
  interface Plain { message: Text }
  interface I18n {
    readonly languages: LanguageInfo[];
    /** The page's language, a tag such as 'fr'. */
    readonly language: string;
    /** Message `id` in the page's language. */
    t(id: string, args?: TextArgs): string;
    /** A sentence from the engine ({id, args}) in the page's language; a string as it is. */
    text(text: Text | string | null | undefined): string;
    /** An engine's error in the page's language (its `text`), else its message. */
    error(error: any): string;
    /** Sets `element`'s words to message `id`, kept in step with the language; no id: empties it. */
    say(element: HTMLElement, id: string | null, args?: TextArgs): void;
    /** A number in the page's language (92,3 in French). */
    number(value: number, options?: Intl.NumberFormatOptions): string;
    setLanguage(tag: string): void;
    onChange(listener: (tag: string) => void): void;
    /** Writes the words of every element under `root` that carries data-l10n-id. */
    translate(root: ParentNode): void;
  }
}
