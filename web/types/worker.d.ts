// The engine's worker (worker.js): wasm-bindgen's glue (`--target no-modules`) defines
// `wasm_bindgen`, the engine's exports (web/src/*.rs `#[wasm_bindgen]`) with their Rust names;
// the engine reports a panic through `self.fanodeckPanic`. Types only: nothing here is shipped.

declare var fanodeckPanic: (message: string) => void;

declare const wasm_bindgen: {
  /** Loads the engine from its bytes (or compiled module). */
  (init: { module_or_path: BufferSource | WebAssembly.Module }): Promise<unknown>;
  version(): string;
  icons(): Fanodeck.Icon[];
  sizes(): Fanodeck.SizeRow[];
  limits(): Fanodeck.Limits;
  generate(request: Fanodeck.Request, previews: number, pxPerMm: number, progress: Fanodeck.Progress): Fanodeck.Generated;
  print_files(request: Fanodeck.Request, progress: Fanodeck.Progress): Fanodeck.Bytes;
  cut_files(request: Fanodeck.Request, progress: Fanodeck.Progress): Fanodeck.Bytes;
  card_pdf(request: Fanodeck.Request, progress: Fanodeck.Progress): Fanodeck.Bytes;
  check_picture(fileName: string, bytes: Uint8Array, request: Fanodeck.Request): Fanodeck.Checked;
  look_alikes(looks: (Uint8Array | null)[]): Fanodeck.LookAlike[];
  pairs_list(name: string): string;
  project_save(request: Fanodeck.Request, page: Fanodeck.PageState): Fanodeck.Bytes;
  project_open(name: string, bytes: Uint8Array): Fanodeck.Project;
  stopped_on(file: string | null | undefined, message: string): Fanodeck.Plain;
  symbol_name(fileName: string): string;
  play(request: Fanodeck.Request, progress: Fanodeck.Progress): Fanodeck.Game;
  play_card(index: number, pxPerMm: number): Fanodeck.Bytes;
  card_conflicts(placements: Fanodeck.Placement[]): Fanodeck.Conflict[];
  card_inks(placements: Fanodeck.Placement[]): [number, number][][];
  shape_previews(name: string, bytes: Fanodeck.Bytes, request: Fanodeck.Request, px: number): Fanodeck.Bytes[];
  card_previews(first: number, count: number, pxPerMm: number): Fanodeck.Bytes[];
  edited_card_png(index: number, placements: Fanodeck.Placement[], pxPerMm: number): Fanodeck.Bytes;
  relayout_card(edit: Fanodeck.CardEdit, pxPerMm: number): Fanodeck.Relaid;
  set_deck(request: Fanodeck.SetRequest | null | undefined): Fanodeck.SetDeck;
  set_defaults(): Fanodeck.SetRequest;
  set_count(codes: string): Fanodeck.SetCount;
  set_card_names(code: string): string[];
  dominoes(request: Fanodeck.DominoesRequest): Fanodeck.Dominoes;
  dominoes_defaults(): Fanodeck.DominoesRequest;
  dominoes_list(name: string): Fanodeck.NamesList;
};
