//! One picture file, from its bytes to a symbol that is known to draw: parsed or decoded
//! within the limits (an SVG's embedded pictures read through), measured (its ink mask),
//! checked to show something, all behind [`crate::guard::isolated`].
//!
//! Doing every step that can fail here, while the picture is still one file among many, is
//! what lets `skip_unreadable` skip it: once the layout has placed it on cards, a failure
//! could only end the run.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::format::Format;
use super::svg_text::SvgFonts;
use super::{MASK_PX, Raster, Symbol, SymbolKind, SymbolOptions, display_name, raster, svg};
use crate::guard;
use crate::guard::refusal::Refusal;
use crate::i18n::Text;

/// Below this share of a bitmap's pixels showing ink, a picture is nearly invisible on its
/// card, which is worth a warning (it still plays: the layout scales its ink up).
const FAINT_SHARE: f64 = 0.001;

/// Resolution for SVGs with filters when no print size is known, pixels along the longer side.
const FILTER_FALLBACK_PX: u32 = 1024;

/// What a picture becomes: the symbol and the warnings about it, for the caller to log in
/// file order.
pub(crate) type Loaded = (Symbol, Vec<Text>);

/// A picture to load: the path it is known by, its format, and the folder its links may
/// reach (`None`: no linked files).
#[derive(Debug, Clone)]
pub(crate) struct Source {
    pub(crate) path: PathBuf,
    pub(crate) format: Format,
    pub(crate) dir: Option<PathBuf>,
}

/// Parses an SVG (the folder check, which keeps the tree) within the limits, isolated; its
/// text is set in `fonts`.
pub(crate) fn parse_svg(
    source: &Source,
    data: Vec<u8>,
    fonts: Arc<SvgFonts>,
) -> Result<svg::Parsed, Refusal> {
    let (name, dir) = (file_name(&source.path), source.dir.clone());
    guard::isolated(move || svg::parse(&data, &name, dir.as_deref(), &fonts))
}

/// Checks a bitmap's header (the folder check) within the limits, isolated.
pub(crate) fn check_bitmap(format: image::ImageFormat, data: Vec<u8>) -> Result<(), Refusal> {
    guard::isolated(move || raster::check_header(&data, format).map(|_| ()))
}

/// Loads a picture completely: `tree` is an SVG already parsed by the folder check, else
/// `data` is decoded. Isolated; the error is the reason, callers add the path.
pub(crate) fn load(
    source: &Source,
    data: Vec<u8>,
    tree: Option<Arc<usvg::Tree>>,
    options: &SymbolOptions,
) -> Result<Loaded, Refusal> {
    let (source, options) = (source.clone(), options.clone());
    guard::isolated(move || load_here(&source, data, tree, &options))
}

fn load_here(
    source: &Source,
    data: Vec<u8>,
    tree: Option<Arc<usvg::Tree>>,
    options: &SymbolOptions,
) -> Result<Loaded, Refusal> {
    let name = file_name(&source.path);
    let mut warnings = Vec::new();
    let mut crop = None;
    let kind = match (source.format, tree) {
        (Format::Svg, Some(tree)) => vector_kind(tree, options),
        (Format::Svg, None) => {
            let fonts = SvgFonts::of(&options.fonts);
            let parsed = svg::parse(&data, &name, source.dir.as_deref(), &fonts)?;
            warnings.extend(parsed.warnings);
            vector_kind(Arc::new(parsed.tree), options)
        }
        (Format::Bitmap(format), _) => cut_if_photo(&name, data, format, options, &mut crop),
        (Format::Foreign(kind), _) => Err(super::foreign::refusal(kind, &source.path)),
    }?;
    let keyed = options.key_white && matches!(source.format, Format::Bitmap(_));
    if let Some(warning) = visibility(&kind, keyed)? {
        warnings.push(crate::i18n::text!("warning-icon", file = &source.path, warning = warning));
    }
    let stem = source.path.file_stem().map(|s| s.to_string_lossy()).unwrap_or_default();
    let mut symbol = Symbol::new(display_name(&stem), source.path.display().to_string(), kind);
    symbol.crop = crop;
    // Measured now, behind the guard: the layout asks for exactly this mask.
    let mask = symbol.mask(MASK_PX);
    let inked = mask.alpha.iter().filter(|&&a| a >= super::mask::INK_THRESHOLD).count();
    if inked == 0 {
        return Err(invisible(keyed));
    }
    if let SymbolKind::Vector(_) = &symbol.kind {
        // The mask covers the ink's box, a share of the picture given by its frame.
        let [x0, y0, x1, y1] = mask.frame;
        let share = f64::from((x1 - x0) * (y1 - y0)) * inked as f64 / mask.alpha.len() as f64;
        if let Some(warning) = faint(share, false) {
            warnings.push(crate::i18n::text!(
                "warning-icon",
                file = &source.path,
                warning = warning
            ));
        }
    }
    // Accepted and measured: from now on kept as the PDF stores it, compressed, as the
    // layout needs only the mask (see `packed`).
    // The raster is this symbol's alone here, so it is changed in place, not copied.
    if let SymbolKind::Raster(raster) = &mut symbol.kind {
        Arc::make_mut(raster).store();
    }
    Ok((symbol, warnings))
}

/// A bitmap decoded at print size, and if it is an opaque photo and a shape is asked for,
/// cut to it around its subject (decoded larger by as much as the cut leaves out, so the cut
/// keeps its print resolution); `crop` says what was kept.
fn cut_if_photo(
    name: &str,
    data: Vec<u8>,
    format: image::ImageFormat,
    options: &SymbolOptions,
    crop: &mut Option<super::Crop>,
) -> Result<SymbolKind, Refusal> {
    let cut = &options.photo;
    let print_px = options.max_px();
    let mut max_px = print_px;
    let sized = |w: u32, h: u32, alpha: bool| {
        // A picture with an alpha channel is decoded as it would be whole: it is most likely
        // clip-art, never cut (and if opaque after all, cut at its print size).
        if cut.shape != super::PhotoShape::Whole && print_px > 0 && !alpha {
            max_px = super::photo::cut_decode_px(w, h, print_px);
        }
        max_px
    };
    let mut raster = raster::decode_sized(data, format, sized, options.key_white)?;
    if cut.shape == super::PhotoShape::Whole || !raster.opaque {
        let (w, h) = raster.dimensions();
        if max_px != print_px && w.max(h) > print_px {
            // Decoded larger to be cut, then keyed clear: kept at print size as any other.
            let pixels =
                raster.image().ok_or_else(|| Refusal::stopped("its pixels cannot be read back"))?;
            let image = raster::shrink_to(&pixels, print_px);
            raster = super::Raster::new(image, raster.opaque, None);
        }
        return Ok(SymbolKind::Raster(Arc::new(raster)));
    }
    let focus = cut.focus_for(name);
    let print_mm = options.max_print_mm.unwrap_or(60.0);
    let (raster, kept) = super::cut::cut_photo(&raster, cut, focus, (print_mm, print_px))?;
    *crop = Some(kept);
    Ok(SymbolKind::Raster(Arc::new(raster)))
}

/// An SVG stays vector, unless it has filters: they are drawn as a bitmap at print
/// resolution instead, by resvg, exactly as the layout measured them.
fn vector_kind(tree: Arc<usvg::Tree>, options: &SymbolOptions) -> Result<SymbolKind, Refusal> {
    if !has_filters(tree.root()) {
        return Ok(SymbolKind::Vector(tree));
    }
    let px = match options.max_px() {
        0 => FILTER_FALLBACK_PX,
        px => px,
    };
    let size = tree.size();
    let scale = px as f32 / size.width().max(size.height());
    let w = (size.width() * scale).round().max(1.0) as u32;
    let h = (size.height() * scale).round().max(1.0) as u32;
    let mut pixmap = resvg::tiny_skia::Pixmap::new(w, h)
        .ok_or_else(|| Refusal::too_complex(format!("cannot be drawn at {w} × {h} px")))?;
    let transform = resvg::tiny_skia::Transform::from_scale(scale, scale);
    resvg::render(&tree, transform, &mut pixmap.as_mut());
    let image = raster::from_premultiplied(pixmap.data(), w, h);
    let opaque = image.pixels().all(|p| p.0[3] == 255);
    Ok(SymbolKind::Raster(Arc::new(Raster::new(image, opaque, None))))
}

/// Whether any group of the picture (or of its clip paths, masks and patterns) has a filter.
fn has_filters(group: &usvg::Group) -> bool {
    if !group.filters().is_empty() {
        return true;
    }
    group.children().iter().any(|node| {
        let mut found = matches!(node, usvg::Node::Group(g) if has_filters(g));
        node.subroots(|root| found |= has_filters(root));
        found
    })
}

/// Refuses a bitmap with no visible pixel and warns about one with almost none. Vectors are
/// judged by their mask (see [`load_here`]).
fn visibility(kind: &SymbolKind, keyed: bool) -> Result<Option<Text>, Refusal> {
    let SymbolKind::Raster(raster) = kind else { return Ok(None) };
    let (w, h) = raster.dimensions();
    let total = u64::from(w) * u64::from(h);
    let image = raster.image().ok_or_else(|| Refusal::stopped("its pixels cannot be read back"))?;
    let inked = image.pixels().filter(|p| p.0[3] >= super::mask::INK_THRESHOLD).count() as u64;
    if inked == 0 {
        return Err(invisible(keyed));
    }
    Ok(faint(inked as f64 / total as f64, keyed))
}

/// The warning for a picture of which only `share` (0 to 1) shows ink, if that is little.
fn faint(share: f64, keyed: bool) -> Option<Text> {
    (share < FAINT_SHARE).then(|| {
        // To two decimals, as the number is said.
        let percent = format!("{:.2}", share * 100.0).parse().unwrap_or(share * 100.0);
        match keyed {
            true => crate::i18n::text!("faint-picture-keyed", percent = percent),
            false => crate::i18n::text!("faint-picture", percent = percent),
        }
    })
}

fn invisible(keyed: bool) -> Refusal {
    Refusal::invisible(match keyed {
        true => {
            "has nothing visible once white is keyed out (every pixel is white or \
                 transparent)"
        }
        false => "has nothing visible (every pixel is transparent)",
    })
}

/// The file's name without its folder, for warnings about it.
pub(crate) fn file_name(path: &Path) -> String {
    path.file_name().unwrap_or(path.as_os_str()).to_string_lossy().into_owned()
}
