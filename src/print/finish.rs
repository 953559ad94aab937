//! The document: its pictures and pages, written by krilla into reproducible bytes.
//!
//! Every product collects [`Page`]s of [`Op`]s and its pictures in a [`Doc`]; `finish`
//! replays them onto krilla's pages in order. Each picture becomes one PDF object the first
//! time a page draws it (an SVG as a form, a bitmap as an image), and every later use refers
//! to it. krilla names objects by their content and writes no dates or random ids, so the
//! same deck gives the same bytes on every run and target.

use krilla::Document;
use krilla::SerializeSettings;
use krilla::color::rgb;
use krilla::configure::{Archival, Configuration, ConfigurationBuilder};
use krilla::error::KrillaError;
use krilla::geom::{PathBuilder, Rect, Size, Transform};
use krilla::graphic::Graphic;
use krilla::metadata::DateTime;
use krilla::metadata::Metadata;
use krilla::page::PageSettings;
use krilla::paint::{Fill, FillRule, Stroke};
use krilla::surface::Surface;

use super::art::{Art, Drawable, Picture, pictures};
use super::draw::{Op, Page, Paint, Seg, Shape, box_pt};
use super::image::Bitmap;
use super::{Day, Rgb};
use crate::error::{Error, Result};
use crate::guard::refusal::Refusal;
use crate::symbols::Symbol;

/// A PDF being made: what it says of itself, and the pictures its pages draw.
pub(crate) struct Doc {
    /// The document's title.
    title: String,
    /// The language of the words it prints (a BCP 47 tag), if it prints any.
    language: Option<String>,
    /// Whether page content is compressed.
    compress: bool,
    /// PDF/A-2b, made on this day, if asked for.
    archival: Option<Day>,
    pictures: Vec<Picture>,
}

impl Doc {
    /// An empty document titled `title`.
    pub(crate) fn new(title: &str, compress: bool) -> Doc {
        Doc {
            title: title.to_string(),
            language: None,
            compress,
            archival: None,
            pictures: Vec::new(),
        }
    }

    /// Makes the document PDF/A-2b (for archives: everything it needs inside it, checked by
    /// krilla's validator as it is written), dated `day`, as PDF/A requires a date.
    pub(crate) fn set_archival(&mut self, day: Option<Day>) {
        self.archival = day;
    }

    /// Says the document prints words in `tag`'s language.
    pub(crate) fn set_language(&mut self, tag: &str) {
        self.language = Some(tag.to_string());
    }

    /// Adds `symbols` as pictures (prepared in parallel) and gives back their arts.
    pub(crate) fn add_arts(&mut self, symbols: &[&Symbol]) -> Result<Vec<Art>> {
        let (new, arts) = pictures(symbols, self.pictures.len())?;
        self.pictures.extend(new);
        Ok(arts)
    }

    /// The PDF of `pages`.
    pub(crate) fn finish(self, pages: &[Page]) -> Result<Vec<u8>> {
        let configuration = match self.archival {
            Some(_) => ConfigurationBuilder::new()
                .with_archival_validator(Archival::A2_B)
                .finish()
                .map_err(|e| Error::Pdf(format!("PDF/A cannot be set up: {e:?}")))?,
            None => Configuration::default(),
        };
        let settings = SerializeSettings {
            compress_content_streams: self.compress,
            // Archives read the document's description from its XMP metadata.
            xmp_metadata: self.archival.is_some(),
            enable_tagging: false,
            configuration,
            ..SerializeSettings::default()
        };
        let mut document = Document::new_with(settings);
        let mut metadata = Metadata::new().title(self.title.clone()).producer("fanodeck".into());
        if let Some(language) = &self.language {
            metadata = metadata.language(language.clone());
        }
        if let Some(Day { year, month, day }) = self.archival {
            metadata = metadata.creation_date(DateTime::new(year).month(month).day(day));
        }
        document.set_metadata(metadata);
        let mut made: Vec<Option<Graphic>> = vec![None; self.pictures.len()];
        let mut fonts = super::text::FontCache::default();
        for page in pages {
            let (w, h) = (box_pt(page.width_mm), box_pt(page.height_mm));
            let size =
                Size::from_wh(w, h).ok_or_else(|| Error::Pdf(format!("a page of {w} × {h} pt")))?;
            let mut settings = PageSettings::new(size);
            let to_pt = |[l, t, r, b]: [f32; 4]| {
                Rect::from_ltrb(box_pt(l), box_pt(t), box_pt(r), box_pt(b))
            };
            if let Some(trim) = page.boxes.trim {
                settings = settings.with_trim_box(to_pt(trim));
            }
            if let Some(bleed) = page.boxes.bleed {
                settings = settings.with_bleed_box(to_pt(bleed));
            }
            let mut pdf_page = document.start_page_with(settings);
            let mut surface = pdf_page.surface();
            let k = 1.0 / crate::geom::MM_PER_PT;
            surface.push_transform(&Transform::from_scale(k, k));
            let drawn = self.replay(&mut surface, &page.ops, &mut made, &mut fonts);
            surface.pop();
            surface.finish();
            pdf_page.finish();
            drawn?;
        }
        document.finish().map_err(|e| self.failure(e))
    }

    /// krilla's refusal as our error, naming the picture it is about when it says which.
    fn failure(&self, error: KrillaError) -> Error {
        let picture = |location: Option<std::num::NonZeroU64>| {
            location.and_then(|l| self.pictures.get(l.get() as usize - 1))
        };
        match error {
            KrillaError::Image(_, location, message) => match picture(location) {
                Some(p) => p.bad(Refusal::damaged(format!("a picture inside it: {message}"))),
                None => Error::Pdf(format!("a picture cannot be written: {message}")),
            },
            KrillaError::Validation(errors) => {
                let about = errors.iter().find_map(|(e, _)| picture(location_of(e)));
                let list: Vec<String> = errors.iter().map(|(e, _)| format!("{e:?}")).collect();
                let reason = format!("the PDF cannot be made PDF/A-2b: {}", list.join("; "));
                match about {
                    Some(p) => p.bad(Refusal::damaged(reason)),
                    None => Error::Pdf(reason),
                }
            }
            other => Error::Pdf(format!("the PDF cannot be written: {other:?}")),
        }
    }

    /// Draws `ops` on `surface`, making each picture's object the first time it is drawn.
    /// Leaves the surface as it found it, even on an error.
    fn replay(
        &self,
        surface: &mut Surface,
        ops: &[Op],
        made: &mut [Option<Graphic>],
        fonts: &mut super::text::FontCache,
    ) -> Result<()> {
        // How many krilla pushes each open Save has to undo.
        let mut saves: Vec<usize> = vec![0];
        let mut result = Ok(());
        for op in ops {
            match op {
                Op::Save => saves.push(0),
                Op::Restore => {
                    if saves.len() > 1 {
                        let pushes = saves.pop().unwrap_or(0);
                        (0..pushes).for_each(|_| surface.pop());
                    }
                }
                Op::Path(shape, how) => {
                    let Some(path) = path(shape) else { continue };
                    match *how {
                        Paint::Fill(colour) => {
                            surface.set_stroke(None);
                            surface.set_fill(Some(Fill {
                                paint: krilla_rgb(colour).into(),
                                ..Fill::default()
                            }));
                            surface.draw_path(&path);
                        }
                        Paint::Stroke(width, colour) => {
                            surface.set_fill(None);
                            surface.set_stroke(Some(Stroke {
                                paint: krilla_rgb(colour).into(),
                                width,
                                ..Stroke::default()
                            }));
                            surface.draw_path(&path);
                        }
                        Paint::Clip => {
                            surface.push_clip_path(&path, &FillRule::NonZero);
                            if let Some(n) = saves.last_mut() {
                                *n += 1;
                            }
                        }
                    }
                }
                Op::Art(art, t) => {
                    if let Err(e) = self.draw(surface, art, t, made, fonts) {
                        result = Err(e);
                        break;
                    }
                }
            }
        }
        for pushes in saves {
            (0..pushes).for_each(|_| surface.pop());
        }
        result
    }

    /// Draws one art with transform `t`.
    fn draw(
        &self,
        surface: &mut Surface,
        art: &Art,
        t: &usvg::Transform,
        made: &mut [Option<Graphic>],
        fonts: &mut super::text::FontCache,
    ) -> Result<()> {
        let picture = self
            .pictures
            .get(art.id)
            .ok_or_else(|| Error::Pdf(format!("picture {} was never added", art.id)))?;
        let t = Transform::from_row(t.sx, t.ky, t.kx, t.sy, t.tx, t.ty);
        // What krilla finds wrong with this picture, now or when it writes it, names it.
        if let Some(location) = std::num::NonZeroU64::new(art.id as u64 + 1) {
            surface.set_location(location);
        }
        surface.push_transform(&t);
        let drawn = match &picture.drawable {
            Drawable::Bitmap(Bitmap::Plain(image)) => match bitmap_size(picture) {
                Some(size) => {
                    surface.draw_image(image.clone(), size);
                    Ok(())
                }
                None => Err(picture.bad(Refusal::damaged("it has no size"))),
            },
            // Words are written where they are drawn (a few glyph codes each time), so that
            // no form's box can cut their ink; a font that cannot be text gives outlines.
            Drawable::Lettering(lettering) => match super::text::draw(surface, lettering, fonts) {
                Ok(true) => Ok(()),
                Ok(false) => self.draw_form(surface, art.id, picture, made),
                Err(reason) => Err(picture.bad(reason)),
            },
            Drawable::Bitmap(Bitmap::Cut { .. }) | Drawable::Vector(_) => {
                self.draw_form(surface, art.id, picture, made)
            }
        };
        surface.pop();
        surface.reset_location();
        drawn
    }

    /// Draws picture `id` as its form, made the first time.
    fn draw_form(
        &self,
        surface: &mut Surface,
        id: usize,
        picture: &Picture,
        made: &mut [Option<Graphic>],
    ) -> Result<()> {
        match made.get_mut(id) {
            Some(Some(graphic)) => {
                surface.draw_graphic(graphic.clone());
                Ok(())
            }
            Some(slot) => {
                let graphic = self.make(surface, picture)?;
                surface.draw_graphic(graphic.clone());
                *slot = Some(graphic);
                Ok(())
            }
            None => Err(Error::Pdf(format!("picture {id} was never added"))),
        }
    }

    /// The form of a picture drawn by reference: an SVG, or a photo cut to its shape.
    fn make(&self, surface: &mut Surface, picture: &Picture) -> Result<Graphic> {
        match &picture.drawable {
            // Words in a font that cannot be text: their outlines.
            Drawable::Lettering(lettering) => super::vector::graphic(surface, &lettering.outlines)
                .map_err(|reason| picture.bad(reason)),
            Drawable::Vector(tree) => {
                let made = crate::guard::catch_panic(|| super::vector::graphic(surface, tree));
                made.and_then(|g| g).map_err(|reason| picture.bad(reason))
            }
            Drawable::Bitmap(Bitmap::Cut { photo, shaped }) => {
                let size = bitmap_size(picture)
                    .ok_or_else(|| picture.bad(Refusal::damaged("it has no size")))?;
                let mut builder = surface.stream_builder();
                let mut inner = builder.surface();
                super::shaped::draw(&mut inner, photo, shaped, size)
                    .ok_or_else(|| picture.bad(Refusal::damaged("its cut cannot be drawn")))?;
                inner.finish();
                Ok(Graphic::new(builder.finish(), false))
            }
            Drawable::Bitmap(Bitmap::Plain(_)) => {
                Err(Error::Pdf("a plain image is drawn directly".to_string()))
            }
        }
    }
}

/// Where a PDF/A rule was broken, when krilla says.
fn location_of(error: &krilla::configure::ValidationError) -> Option<std::num::NonZeroU64> {
    use krilla::configure::ValidationError as V;
    match error {
        V::ContainsNotDefGlyph(_, location, _)
        | V::Transparency(location)
        | V::ImageInterpolation(location) => *location,
        _ => None,
    }
}

/// A bitmap's box: its pixel size.
fn bitmap_size(picture: &Picture) -> Option<Size> {
    Size::from_wh(picture.size.0, picture.size.1)
}

fn krilla_rgb(c: Rgb) -> rgb::Color {
    rgb::Color::new(c.0, c.1, c.2)
}

/// A shape as krilla's path.
fn path(shape: &Shape) -> Option<krilla::geom::Path> {
    let mut builder = PathBuilder::new();
    for seg in &shape.0 {
        match *seg {
            Seg::MoveTo(x, y) => builder.move_to(x, y),
            Seg::LineTo(x, y) => builder.line_to(x, y),
            Seg::QuadTo(x1, y1, x, y) => builder.quad_to(x1, y1, x, y),
            Seg::CubicTo(x1, y1, x2, y2, x, y) => builder.cubic_to(x1, y1, x2, y2, x, y),
            Seg::Close => builder.close(),
        }
    }
    builder.finish()
}
