// The engine's values as the page and its worker pass them, from web/src/*.rs and the
// library's serde types (src/request.rs, …): a misspelt field or a changed export fails
// scripts/check-types.sh. Types only: nothing here is shipped.

declare namespace Fanodeck {
  /** A sentence of the engine's or the page's: a catalogue's message id and its arguments. */
  interface Text { id: string; args?: TextArgs }
  type TextArgs = Record<string, string | number | Text>;
  /** Bytes from the engine, the browser or IndexedDB. */
  type Bytes = Uint8Array<ArrayBuffer>;
  /** A file as the engine reads it (`request::File`); `prepared` is a checked picture. */
  interface NamedBytes { name: string; bytes: Bytes; prepared?: Bytes | null }
  /** A file given to the JS API, whose bytes may be any buffer. */
  interface NamedBytesIn { name: string; bytes: BytesIn; prepared?: BytesIn | null }
  type BytesIn = ArrayBuffer | ArrayLike<number>;

  /** A deck's options, the CLI's flags camel-cased (`Request`; unknown keys are refused). */
  interface Request<F = NamedBytes> {
    preset?: string; symbols?: number; deck?: string; cards?: number; dual?: boolean; seed?: number;
    only?: string[]; theme?: string[]; exclude?: string[]; pictures?: F[]; words?: string;
    wordsName?: string; pairs?: string; palette?: string; fonts?: F[]; skipUnreadable?: boolean;
    keyWhite?: boolean; allowSimilar?: boolean; photoShape?: string; photoRim?: number;
    photoRimColor?: string; focus?: Focus[]; gap?: number; margin?: number; rotation?: string;
    sizeRatio?: number; minSize?: number; edits?: Edits; template?: string; templateText?: string;
    paper?: string; perSheet?: number; shape?: string; corner?: number; diameter?: number;
    guideWidth?: number; cropMarks?: boolean; noGuides?: boolean; registration?: string;
    cardColor?: string; bleed?: number; back?: F; duplex?: string; backOffset?: [number, number];
    legend?: boolean; rules?: boolean; box?: boolean; boxTitle?: string; paperThickness?: number;
    language?: string; pdfA?: boolean; date?: string; dpi?: number; backs?: string;
  }
  /** Where a cut photo's subject is: fractions of the photo, and the zoom. */
  interface Focus { name: string; x: number; y: number; zoom: number }
  /** Cards fixed by hand and symbols made larger on every card (`layout::Edits`). */
  interface Edits { cards: CardEdit[]; weights: { symbol: number; weight: number }[] }
  interface CardEdit { card: number; reroll: number; pins: Pin[] }
  interface Pin { symbol: number; x: number; y: number; width: number; height?: number; angle?: number }
  /** A symbol on a card, the manifest's form (`layout::Placement`). */
  interface Placement {
    symbol: number; x_mm: number; y_mm: number; width_mm: number; height_mm: number;
    rotation_deg: number; tint?: number; face?: number;
  }
  type Conflict = { kind: 'overlap'; slot: number; other: number } | { kind: 'margin'; slot: number };

  /** The deck's manifest (`render::Manifest`), as `--manifest` writes it. */
  interface Manifest {
    seed: number; order: number; paper: { width_mm: number; height_mm: number };
    symbols: ManifestSymbol[]; cards: { index: number; page: number; symbols: Placement[] }[];
  }
  interface ManifestSymbol {
    id: number; name: string; source: string; colors?: string[]; faces?: ManifestSymbol[];
    crop?: Crop;
  }
  /** The window a cut photo kept, in fractions of the photo. */
  interface Crop { shape: string; center: [number, number]; size: [number, number] }

  /** What the engine says once loaded (worker.js's `init`). */
  interface Info {
    icons: Icon[]; sizes: SizeRow[]; limits: Limits; setDefaults: Defaults<SetRequest, 'cards' | 'back'>;
    dominoesDefaults: Defaults<DominoesRequest, 'list' | 'names' | 'synonyms'>; dominoesXkcd: NamesList; version: string;
  }
  /** What `{}` means: every field given but the `Optional` ones. */
  type Defaults<T, Optional extends keyof T> = Required<Omit<T, Optional>> & Pick<T, Optional>;
  interface Icon { file: string; name: string; theme: string; svg: string }
  /** A row of `fanodeck sizes`: the deck's numbers, or why no deck of this size exists. */
  type SizeRow = { symbolsPerCard: number; order: number } & (
    | { cards: number; pictures: number; affineCards: number; affinePictures: number; reason?: undefined; reasonText?: undefined }
    | { cards?: undefined; pictures?: undefined; affineCards?: undefined; affinePictures?: undefined; reason: string; reasonText: Text });
  /** The form's defaults and ranges (`request::Limits`); `defaults` is every field's. */
  interface Limits {
    defaults: Request & { [key: string]: unknown }; symbols: number[];
    ranges: { [key: string]: { min: number; max: number } }; cornerMm: number;
  }
  interface NamesList { names: string; synonyms: string }

  /** A deck made (`Generated`). */
  interface Generated {
    pdf: Bytes; manifest: string; warnings: Text[]; previews: Bytes[]; cards: number;
    symbolsPerCard: number; pages: number; makeup: object; mixed?: Text; cutting?: Text;
  }
  /** A picture checked (`check_picture`). */
  interface Checked { name: string; warnings: Text[]; prepared?: Bytes; look?: Bytes; photo: boolean }
  interface LookAlike { first: number; second: number; alike: number }
  interface Relaid { placements: Placement[]; png: Bytes }
  /** An error as the page tells it: the sentence for people and the technical text. */
  interface Plain { sentence: string; detail: string }
  /** A project file opened: its request (files included) and the page's own state. */
  interface Project { request: Request; page: PageState | null }
  /** What the page keeps besides the request (app.js's snapshot). */
  interface PageState { hash?: string; pairsFirst?: string; pairsSecond?: string; edits?: Edits; focus?: Focus[] }
  /** A game of the Play tab (`PlayGame`). */
  interface Game {
    names: string[]; diameterMm: number; rounds: { cards: [number, number]; answer: number }[];
    cards: { symbol: number; label: string; x: number; y: number; width: number; height: number; rotation: number }[][];
  }
  interface SetRequest { paper?: string; cardSize?: string; palette?: string; attributes?: number; cards?: string; back?: NamedBytes }
  interface SetDeck { pdf: Bytes; manifest: string; cards: number; pages: number }
  interface SetCount { cards: number; sets: number; list: [string, string, string][]; setsMod7: number }
  interface DominoesRequest<F = NamedBytes> {
    list?: string; names?: F; synonyms?: F; size?: string; restarts?: number; variable?: boolean;
    seed?: number; paper?: string;
  }
  interface Dominoes { pdf: Bytes; manifest: string; text: string; placed: number; tiles: number }
  interface BoardManifest { width: number; height: number; tiles: { names: string[]; cells: [number, number][] }[] }

  /**
   * The engine's progress: ('stage', name, total), ('advance', done), ('loading', file),
   * ('card', index, png); and the page's own ('restart').
   */
  type Progress = (kind: 'stage' | 'advance' | 'loading' | 'card' | 'restart', a?: any, b?: any) => void;

  /** The worker's jobs (worker.js): each one's payload and what it resolves to. */
  interface Jobs {
    init: { payload: { wasm: ArrayBuffer }; result: Info };
    generate: { payload: { request: Request; previews: number; pxPerMm: number }; result: Generated };
    printFiles: { payload: { request: Request }; result: Bytes };
    cutFiles: { payload: { request: Request }; result: Bytes };
    cardPdf: { payload: { request: Request }; result: Bytes };
    check: { payload: { name: string; bytes: Bytes; request: Request }; result: Checked };
    lookAlikes: { payload: { looks: (Bytes | null)[] }; result: LookAlike[] };
    projectSave: { payload: { request: Request; page: PageState }; result: Bytes };
    projectOpen: { payload: { name: string; bytes: Uint8Array }; result: Project };
    stoppedOn: { payload: { file: string | null; message: string }; result: Plain };
    name: { payload: { name: string }; result: string };
    play: { payload: { request: Request }; result: Game };
    playCard: { payload: { index: number; pxPerMm: number }; result: Bytes };
    cardConflicts: { payload: { placements: Placement[] }; result: Conflict[] };
    cardInks: { payload: { placements: Placement[] }; result: [number, number][][] };
    shapePreviews: { payload: { name: string; bytes: Bytes; request: Request; px: number }; result: Bytes[] };
    cardPreviews: { payload: { first: number; count: number; pxPerMm: number }; result: Bytes[] };
    editedCardPng: { payload: { index: number; placements: Placement[]; pxPerMm: number }; result: Bytes };
    relayoutCard: { payload: { edit: CardEdit; pxPerMm: number }; result: Relaid };
    setDeck: { payload: { request: SetRequest }; result: SetDeck };
    dominoes: { payload: { request: DominoesRequest }; result: Dominoes };
    pairsList: { payload: { name: string }; result: string };
    setCount: { payload: { codes: string }; result: SetCount };
  }
  type JobName = keyof Jobs;
  /** Runs job `type` on an engine. */
  type Run = <T extends JobName>(type: T, payload: Jobs[T]['payload'], onProgress?: Progress) => Promise<Jobs[T]['result']>;
}
