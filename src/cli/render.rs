//! `fanodeck render`: the deck's PDF, and its manifest and PNG previews when asked.
//!
//! Files are written only after everything is generated in memory, through [`staging`]: an
//! error or Ctrl-C never leaves a half-written PDF or destroys the previous deck.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Result;
use clap::Args;
use fanodeck::{Error, Options, Request};
use rayon::prelude::*;

use super::args::{DeckArgs, LayoutArgs, PageArgs, SymbolArgs, deck_request};
use super::progress::Bar;
use super::{hints, staging};

/// `fanodeck render`.
#[derive(Debug, Clone, Args)]
pub struct RenderArgs {
    /// The PDF to write (replaced only once the new one is complete).
    #[arg(short, long, value_name = "FILE", default_value = "deck.pdf")]
    pub output: PathBuf,
    /// Also write a JSON manifest: every card's symbols and placements.
    #[arg(long, value_name = "FILE")]
    pub manifest: Option<PathBuf>,
    /// Also write one PNG preview per card into this folder.
    #[arg(long, value_name = "DIR")]
    pub png: Option<PathBuf>,
    /// Resolution of the PNG previews, dots per inch.
    #[arg(
        long,
        value_name = "DPI",
        default_value_t = fanodeck::request::DEFAULT_PREVIEW_DPI,
        requires = "png",
        allow_negative_numbers = true
    )]
    pub png_dpi: f32,
    /// Also write files for a print shop or a cutting machine into this folder: a PNG per
    /// card face (front-001.png …, back-001.png … with --back) with bleed (--bleed, default
    /// 3 mm; 0: transparent outside the card), and cards.csv.
    #[arg(long, value_name = "DIR", help_heading = "Print shop")]
    pub print_files: Option<PathBuf>,
    /// Resolution of --print-files, dots per inch, 72 to 1200 (default: the template's, 300).
    #[arg(
        long,
        value_name = "N",
        requires = "print_files",
        allow_negative_numbers = true,
        help_heading = "Print shop"
    )]
    pub dpi: Option<f32>,
    /// Also write each sheet's cut lines for a cutting machine into this folder:
    /// sheet-01.svg and sheet-01.dxf …, in mm, exactly where the sheets print their guides.
    #[arg(long, value_name = "DIR", help_heading = "Print shop")]
    pub cut_files: Option<PathBuf>,
    /// Also write a PDF of one card a page for a print shop: the card and its bleed, with
    /// TrimBox (the card) and BleedBox (the page).
    #[arg(long, value_name = "FILE", help_heading = "Print shop")]
    pub card_pdf: Option<PathBuf>,
    /// Where the backs go: fold (each back beside its front on the sheet: fold the sheet over
    /// its dashed middle line and glue, no double-sided printing), or in --card-pdf alternate
    /// (a back after each front) or last (one back page at the end). Needs --back.
    #[arg(long, value_name = "fold|alternate|last")]
    pub backs: Option<String>,
    /// Make the deck that a project file of the web page holds (its "Save project"): its
    /// pictures, words, fonts, back and settings, in place of the deck's flags.
    #[arg(
        long,
        value_name = "FILE",
        conflicts_with_all = [
            "DeckArgs", "SymbolArgs", "LayoutArgs", "template", "paper", "per_sheet", "shape",
            "corner", "diameter", "crop_marks", "card_color", "bleed", "guide_width",
            "no_guides", "registration", "back", "legend", "rules", "tuck_box", "box_title",
            "paper_thickness"
        ]
    )]
    pub project: Option<PathBuf>,
    /// Print the layout a manifest holds (--manifest's JSON, perhaps edited in a text
    /// editor) instead of laying the cards out: every symbol where it says, checked as the
    /// web page's editor checks a card (no overlap, inside the margin). The deck's flags (or
    /// --project) must make the deck it was written for.
    #[arg(long = "layout", value_name = "FILE")]
    pub layout_file: Option<PathBuf>,
    #[command(flatten)]
    pub deck: DeckArgs,
    #[command(flatten)]
    pub symbols: SymbolArgs,
    #[command(flatten)]
    pub layout: LayoutArgs,
    #[command(flatten)]
    pub page: PageArgs,
}

impl TryFrom<&RenderArgs> for Request {
    type Error = Error;

    fn try_from(args: &RenderArgs) -> Result<Self, Error> {
        if let Some(backs) = &args.backs
            && args.card_pdf.is_none()
            && !backs.trim().eq_ignore_ascii_case("fold")
        {
            let reason = fanodeck::i18n::text!("backs-for-card-pdf");
            return Err(Error::invalid("backs", backs, reason));
        }
        if let Some(path) = &args.project {
            let mut request = read_project(path)?.request;
            // The printer's and the print shop's flags still choose (for the project's back);
            // the project's own stand otherwise.
            let mut printer = Request::default();
            args.page.fill(&mut printer)?;
            request.duplex = printer.duplex.clone().or(request.duplex);
            request.back_offset = printer.back_offset.or(request.back_offset);
            // Folding asked for here replaces the project's duplex printing.
            if args.backs.as_deref().is_some_and(|b| b.trim().eq_ignore_ascii_case("fold")) {
                request.duplex = printer.duplex;
                request.back_offset = printer.back_offset;
            }
            request.dpi = args.dpi.or(request.dpi);
            request.backs = args.backs.clone().or(request.backs);
            request.layout_file = read_layout(args)?;
            return Ok(request);
        }
        let mut request = deck_request(&args.deck, &args.symbols)?;
        args.layout.fill(&mut request);
        args.page.fill(&mut request)?;
        request.dpi = args.dpi;
        request.backs = args.backs.clone();
        request.layout_file = read_layout(args)?;
        Ok(request)
    }
}

impl TryFrom<&RenderArgs> for Options {
    type Error = Error;

    fn try_from(args: &RenderArgs) -> Result<Self, Error> {
        fanodeck::request::PREVIEW_DPI.check(args.png_dpi)?;
        Request::try_from(args)?.into_options()
    }
}

/// The --layout file, read within the size a layout may have.
fn read_layout(args: &RenderArgs) -> Result<Option<fanodeck::symbols::NamedBytes>, Error> {
    let limit = fanodeck::render::manifest::MAX_LAYOUT_BYTES as u64;
    args.layout_file
        .as_deref()
        .map(|path| fanodeck::symbols::NamedBytes::read(path, limit))
        .transpose()
}

/// The project file at `path`, read from the file as it goes: only its settings and the
/// files the deck gets are held, within the size a project may have.
fn read_project(path: &std::path::Path) -> Result<fanodeck::Project, Error> {
    let file = std::fs::File::open(path).map_err(|e| Error::io(path, e))?;
    fanodeck::Project::from_reader(&path.display().to_string(), std::io::BufReader::new(file))
}

pub fn run(args: &RenderArgs) -> Result<ExitCode> {
    let mut args = args.clone();
    if args.output.extension().is_none() && !args.output.is_dir() {
        // `-o mydeck` means mydeck.pdf: a file without extension opens in nothing.
        args.output.set_extension("pdf");
        log::info!("writing '{}' (the PDF needs its .pdf)", args.output.display());
    }
    let args = &args;
    let options = Options::try_from(args).map_err(hints::explain)?;
    // Before the work: a target that cannot be written, or that is one of the inputs, is
    // found while nothing has been replaced.
    staging::check_targets(&args.output, args.manifest.as_deref(), &inputs(args))?;
    let others: Vec<&Path> =
        [Some(args.output.as_path()), args.manifest.as_deref()].into_iter().flatten().collect();
    if let Some(path) = &args.card_pdf {
        staging::check_card_pdf(path, &others, &inputs(args))?;
    }
    for (dir, what) in folders(args) {
        staging::check_folder(dir, what, &inputs(args))?;
    }
    let (print_dir, cut_dir) = (args.print_files.as_deref(), args.cut_files.as_deref());
    if print_dir.is_some() {
        // A resolution too high for the card's size is refused before the work.
        let outline = fanodeck::Sheet::new(&options.page).map_err(hints::explain)?.card_outline();
        options.page.print_shop.pixels(&outline).map_err(hints::explain)?;
    }
    staging::catch_interrupts();
    let bar = Bar::new();
    let output = fanodeck::generate_with_progress(&options, &bar).map_err(hints::explain)?;
    let pngs = match &args.png {
        Some(_) => output.card_pngs(args.png_dpi / 25.4)?,
        None => Vec::new(),
    };
    let shop_files = match print_dir {
        Some(_) => output.print_files()?,
        None => Vec::new(),
    };
    let cut_files = match cut_dir {
        Some(_) => output.cut_files()?,
        None => Vec::new(),
    };
    let card_pdf = args.card_pdf.as_ref().map(|_| output.card_pdf()).transpose()?;
    bar.finish();
    report_layout(&output, &options.layout);

    // The folders made for this run are removed again if their files cannot be written, so
    // that a failed run leaves nothing behind.
    let made: Vec<&Path> =
        folders(args).into_iter().map(|(dir, _)| dir).filter(|d| !d.exists()).collect();
    let shop = Shop { files: &shop_files, cut_files: &cut_files, card_pdf: card_pdf.as_deref() };
    let written = write(args, &output, &pngs, &shop);
    if written.is_err() {
        for dir in made {
            let _ = std::fs::remove_dir(dir);
        }
    }
    written?;
    if let Some(dir) = &args.png {
        remove_stale(dir, "preview", &previews(pngs.len()), is_preview_name);
    }
    if let Some(dir) = print_dir {
        let names = shop_files.iter().map(|(name, _)| name.clone()).collect();
        remove_stale(dir, "print file", &names, fanodeck::render::print_files::is_face_name);
        let shop = &options.page.print_shop;
        let (wide, high) = shop.pixels(&output.card_outline())?;
        // The size in words too: Cricut Design Space does not read a PNG's resolution, so
        // the maker types it in (docs/printing.md).
        let (w_mm, h_mm) = shop.page_mm(&output.card_outline());
        let short =
            |v: f32| format!("{v:.2}").trim_end_matches('0').trim_end_matches('.').to_string();
        let (size, inches) = (short, |mm: f32| short(mm / 25.4));
        log::info!(
            "wrote {} print files into '{}': {wide} × {high} px at {} dpi, {} mm bleed; each {} × {} mm ({} × {} in)",
            shop_files.len().saturating_sub(1),
            dir.display(),
            shop.dpi,
            shop.bleed_mm,
            size(w_mm),
            size(h_mm),
            inches(w_mm),
            inches(h_mm),
        );
    }
    if let Some(dir) = cut_dir {
        let names = cut_files.iter().map(|(name, _)| name.clone()).collect();
        remove_stale(dir, "cut file", &names, fanodeck::render::cut_files::is_cut_file_name);
        let boxed = cut_files.iter().any(|(name, _)| name == "box.svg");
        let sheets = match cut_files.len() / 2 - usize::from(boxed) {
            1 => "1 sheet".to_string(),
            n => format!("{n} sheets"),
        };
        let and_box = if boxed { ", and the box's in box.svg and box.dxf" } else { "" };
        log::info!(
            "wrote the cut lines of {sheets} into '{}' (sheet-N.svg and sheet-N.dxf, mm){and_box}",
            dir.display(),
        );
    }
    if let (Some(path), Some(pdf)) = (&args.card_pdf, &card_pdf) {
        log::info!("wrote the card PDF '{}' ({} KB)", path.display(), pdf.len().div_ceil(1024));
    }
    log::info!(
        "wrote '{}': {} cards of {} symbols ({} KB), seed {}",
        args.output.display(),
        output.deck.cards.len(),
        output.deck.symbols_per_card,
        output.pdf.len().div_ceil(1024),
        options.deck.seed,
    );
    if let Some(mixed) = output.makeup().mixed() {
        log::info!("the deck is made of {mixed}");
    }
    if let Some(cutting) = output.sheet.cutting() {
        log::info!("{cutting}");
    }
    if options.symbols.photo.shape == fanodeck::symbols::PhotoShape::Whole && output.all_photos() {
        log::info!(
            "every picture is a photo: --photo-shape squircle (or circle, rounded) cuts each \
             around its subject, so that it shows larger and they nestle on the cards"
        );
    }
    warn_pictures_here(args);
    Ok(ExitCode::SUCCESS)
}

/// Run in a folder of pictures without naming any, the deck is the bundled icons': say so,
/// since the pictures here are what a newcomer who typed `fanodeck render` may have meant.
fn warn_pictures_here(args: &RenderArgs) {
    let picked = &args.symbols;
    if picked.icons.is_some() || picked.words.is_some() || picked.pairs.is_some() {
        return;
    }
    if args.project.is_some() {
        return;
    }
    let Ok(entries) = std::fs::read_dir(".") else { return };
    let here = entries
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.file_type().is_ok_and(|kind| kind.is_file()))
        .filter(|entry| fanodeck::symbols::is_picture_file(&entry.path()))
        .take(1000)
        .count();
    if here > 0 {
        let pictures = if here == 1 { "picture" } else { "pictures" };
        log::warn!(
            "the deck is made of the bundled icons, not of the {here}{} {pictures} in this \
             folder; to use them, add --icons .",
            if here == 1000 { " or more" } else { "" },
        );
    }
}

/// With -v, the deck's layout figures (the benchmark's); with -vv, each card's.
fn report_layout(output: &fanodeck::Output, layout: &fanodeck::LayoutOptions) {
    if !log::log_enabled!(log::Level::Debug) || output.cards.is_empty() {
        return;
    }
    let masks: Vec<_> = output.symbols.iter().map(|s| s.mask(fanodeck::layout::MASK_PX)).collect();
    let outline = output.sheet.outline;
    let stats: Vec<_> = output
        .cards
        .par_iter()
        .map(|card| fanodeck::layout::card_stats(card, &masks, outline, layout))
        .collect();
    for (i, s) in stats.iter().enumerate() {
        log::trace!(
            "card {}: coverage {:.1} %, size ratio {:.2}, smallest gap {:.2} mm, margin {:.2} mm, \
             largest empty circle {:.2} R",
            i + 1,
            100.0 * s.coverage,
            s.size_ratio,
            s.min_gap_mm,
            s.min_margin_mm,
            s.largest_empty
        );
    }
    let median = |f: &dyn Fn(&fanodeck::layout::CardStats) -> f32| {
        let mut v: Vec<f32> = stats.iter().map(f).collect();
        v.sort_by(f32::total_cmp);
        v[v.len() / 2]
    };
    // The cards to preview: the one with the least ink and the one with the largest hole
    // (the first of equals).
    let lowest = stats.iter().enumerate().min_by(|a, b| a.1.coverage.total_cmp(&b.1.coverage));
    let holiest =
        stats.iter().enumerate().min_by(|a, b| b.1.largest_empty.total_cmp(&a.1.largest_empty));
    let (Some((low_card, low)), Some((hole_card, hole))) = (lowest, holiest) else {
        return;
    };
    let (low_card, hole_card) = (low_card + 1, hole_card + 1);
    let (low, hole) = (low.coverage, hole.largest_empty);
    // Holes are judged against the radius of a circle of the card's area (issue 39).
    let r = match outline {
        fanodeck::geom::CardOutline::Round { .. } => "",
        _ => ", R being the radius of a circle of the card's area",
    };
    log::debug!(
        "layout: coverage median {:.1} %, lowest {:.1} % (card {low_card}); size ratio median \
         {:.2}; smallest gap {:.2} mm; largest empty circle {hole:.2} R (card {hole_card}; \
         median {:.2} R; at most 0.20 R aimed at{r})",
        100.0 * median(&|s| s.coverage),
        100.0 * low,
        median(&|s| s.size_ratio),
        stats.iter().map(|s| s.min_gap_mm).fold(f32::INFINITY, f32::min),
        median(&|s| s.largest_empty),
    );
}

/// The files a render reads, which no output may overwrite; the folder stands for every
/// picture in it.
fn inputs(args: &RenderArgs) -> staging::Inputs {
    let files = [&args.symbols.words, &args.symbols.pairs, &args.page.back, &args.layout_file]
        .into_iter()
        .flatten()
        .chain(&args.symbols.font)
        .cloned()
        .chain(args.page.template.iter().map(std::path::PathBuf::from))
        .collect();
    staging::Inputs { files, folder: args.symbols.icons.clone() }
}

/// The files made for a print shop or a cutting machine, to be written with the rest.
struct Shop<'a> {
    /// `--print-files`.
    files: &'a [(String, Vec<u8>)],
    /// `--cut-files`.
    cut_files: &'a [(String, Vec<u8>)],
    /// `--card-pdf`.
    card_pdf: Option<&'a [u8]>,
}

/// Stages every file of the run, then puts them all in place together: a bad manifest path
/// cannot leave a new PDF beside an old manifest.
fn write(
    args: &RenderArgs,
    output: &fanodeck::Output,
    pngs: &[Vec<u8>],
    shop: &Shop,
) -> Result<()> {
    let mut files = staging::Staged::default();
    files.add(&args.output, &output.pdf)?;
    if let Some(path) = &args.manifest {
        let mut json = serde_json::to_vec_pretty(&output.manifest)?;
        json.push(b'\n');
        files.add(path, &json)?;
    }
    let names: Vec<String> = (0..pngs.len()).map(|i| preview_name(i, pngs.len())).collect();
    for (dir, what) in folders(args) {
        let folder: Vec<(&str, &[u8])> = match what {
            PREVIEWS => {
                names.iter().map(String::as_str).zip(pngs.iter().map(Vec::as_slice)).collect()
            }
            PRINT_FILES => shop.files.iter().map(|(n, b)| (n.as_str(), b.as_slice())).collect(),
            _ => shop.cut_files.iter().map(|(n, b)| (n.as_str(), b.as_slice())).collect(),
        };
        files.add_folder(dir, what, folder)?;
    }
    if let (Some(path), Some(pdf)) = (&args.card_pdf, shop.card_pdf) {
        files.add(path, pdf)?;
    }
    files.commit()
}

const PREVIEWS: &str = "previews";
const PRINT_FILES: &str = "print files";

/// The folders the run writes, each with what goes in it: the same checks and the same
/// staging for all.
fn folders(args: &RenderArgs) -> Vec<(&Path, &'static str)> {
    let asked =
        [(&args.png, PREVIEWS), (&args.print_files, PRINT_FILES), (&args.cut_files, "cut files")];
    asked.into_iter().filter_map(|(dir, what)| dir.as_deref().map(|d| (d, what))).collect()
}

/// `card-07.png`: numbered from 1, zero-padded so the files sort in deck order.
fn preview_name(index: usize, count: usize) -> String {
    let width = count.to_string().len().max(2);
    format!("card-{:0width$}.png", index + 1)
}

/// The names of `count` previews.
fn previews(count: usize) -> std::collections::BTreeSet<String> {
    (0..count).map(|i| preview_name(i, count)).collect()
}

/// Whether `name` is a preview's name (`card-N.png`).
fn is_preview_name(name: &str) -> bool {
    name.strip_prefix("card-")
        .and_then(|rest| rest.strip_suffix(".png"))
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// Removes files of `what` (named as `ours` tells) left in `dir` from an earlier, larger
/// deck or one with backs, so that no old card is taken for one of this deck.
fn remove_stale(
    dir: &Path,
    what: &str,
    current: &std::collections::BTreeSet<String>,
    ours: fn(&str) -> bool,
) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if ours(&name) && !current.contains(&name) && std::fs::remove_file(entry.path()).is_ok() {
            log::info!("removed old {what} '{}'", entry.path().display());
        }
    }
}
