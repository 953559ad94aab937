//! Pictures in a terminal: the escape sequences of the three common protocols, and how to
//! tell which one a terminal speaks.
//!
//! There is no reliable way to ask a terminal without switching it to raw mode and waiting
//! for an answer that many never send, so [`detect`] goes by what terminals announce in their
//! environment, and says `None` when unsure: names are always a fine way to play.
//! `FANODECK_PICTURES=kitty|iterm|sixel|none` overrides the guess.

use std::io::Cursor;

use base64::Engine as _;
use image::{Rgba, RgbaImage};

use fanodeck::{Error, Result};

/// A terminal graphics protocol.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Protocol {
    /// kitty's graphics protocol (kitty, Ghostty, WezTerm): PNG sent in base64 chunks.
    Kitty,
    /// iTerm2's inline images (iTerm2, WezTerm): one OSC 1337 sequence with the PNG.
    Iterm,
    /// DEC sixel (foot, mlterm, xterm started with sixel, mintty): pixels six rows a band
    /// from a palette.
    Sixel,
}

impl std::str::FromStr for Protocol {
    type Err = Error;
    fn from_str(s: &str) -> Result<Protocol> {
        match s.trim().to_ascii_lowercase().as_str() {
            "kitty" => Ok(Protocol::Kitty),
            "iterm" | "iterm2" => Ok(Protocol::Iterm),
            "sixel" => Ok(Protocol::Sixel),
            _ => {
                let reason = fanodeck::Text::as_is("expected kitty, iterm, sixel or none");
                Err(Error::invalid("picture protocol", s, reason))
            }
        }
    }
}

/// The protocol the terminal described by `env` (a look-up of environment variables)
/// understands, if it says so. `FANODECK_PICTURES` wins; an unknown value there is an error.
pub fn detect(env: impl Fn(&str) -> Option<String>) -> Result<Option<Protocol>> {
    if let Some(forced) = env("FANODECK_PICTURES") {
        return match forced.trim().to_ascii_lowercase().as_str() {
            "none" | "off" | "" => Ok(None),
            other => other.parse().map(Some),
        };
    }
    let term = env("TERM").unwrap_or_default().to_ascii_lowercase();
    let program = env("TERM_PROGRAM").unwrap_or_default().to_ascii_lowercase();
    if env("KITTY_WINDOW_ID").is_some() || term == "xterm-kitty" || term == "xterm-ghostty" {
        return Ok(Some(Protocol::Kitty));
    }
    if program == "ghostty" {
        return Ok(Some(Protocol::Kitty));
    }
    if program == "iterm.app"
        || program == "wezterm"
        || env("LC_TERMINAL").as_deref() == Some("iTerm2")
    {
        return Ok(Some(Protocol::Iterm));
    }
    if term.contains("sixel")
        || term.starts_with("foot")
        || term.starts_with("mlterm")
        || program == "mintty"
    {
        return Ok(Some(Protocol::Sixel));
    }
    Ok(None)
}

/// PNG images (cards) set side by side on white with `gap` pixels between, as one PNG.
pub fn side_by_side(pngs: &[Vec<u8>], gap: u32) -> Result<Vec<u8>> {
    let images: Vec<RgbaImage> = pngs
        .iter()
        .map(|png| {
            image::load_from_memory(png)
                .map(|i| i.to_rgba8())
                .map_err(|e| Error::Preview(format!("cannot read a card picture: {e}")))
        })
        .collect::<Result<_>>()?;
    let width =
        images.iter().map(|i| i.width()).sum::<u32>() + gap * images.len().saturating_sub(1) as u32;
    let height = images.iter().map(|i| i.height()).max().unwrap_or(1);
    let mut out = RgbaImage::from_pixel(width.max(1), height, Rgba([255, 255, 255, 255]));
    let mut x = 0;
    for image in &images {
        image::imageops::overlay(&mut out, image, i64::from(x), 0);
        x += image.width() + gap;
    }
    let mut bytes = Vec::new();
    out.write_to(&mut Cursor::new(&mut bytes), image::ImageFormat::Png)
        .map_err(|e| Error::Preview(e.to_string()))?;
    Ok(bytes)
}

/// The escape sequence that shows `png` at the cursor in `protocol`, followed by a newline.
pub fn encode(protocol: Protocol, png: &[u8]) -> Result<Vec<u8>> {
    let b64 = base64::engine::general_purpose::STANDARD.encode(png);
    let mut out = Vec::with_capacity(b64.len() + 64);
    match protocol {
        Protocol::Kitty => {
            // At most 4096 bytes of base64 a chunk; m=1 says more follow.
            let chunks: Vec<&[u8]> = b64.as_bytes().chunks(4096).collect();
            for (i, chunk) in chunks.iter().enumerate() {
                let more = u8::from(i + 1 < chunks.len());
                let keys = if i == 0 { format!("a=T,f=100,m={more}") } else { format!("m={more}") };
                out.extend_from_slice(format!("\x1b_G{keys};").as_bytes());
                out.extend_from_slice(chunk);
                out.extend_from_slice(b"\x1b\\");
            }
        }
        Protocol::Iterm => {
            let head = format!("\x1b]1337;File=inline=1;size={};preserveAspectRatio=1:", png.len());
            out.extend_from_slice(head.as_bytes());
            out.extend_from_slice(b64.as_bytes());
            out.push(0x07);
        }
        Protocol::Sixel => {
            let image = image::load_from_memory(png)
                .map_err(|e| Error::Preview(format!("cannot read a card picture: {e}")))?
                .to_rgba8();
            out = sixel(&image);
        }
    }
    out.push(b'\n');
    Ok(out)
}

/// The palette index of a pixel: 6 levels of red, green and blue (216 colours), on white
/// where transparent.
fn level(p: &Rgba<u8>) -> usize {
    let a = u32::from(p[3]);
    let over = |c: u8| (u32::from(c) * a + 255 * (255 - a)) / 255;
    let six = |c: u32| ((c * 5 + 127) / 255) as usize;
    six(over(p[0])) * 36 + six(over(p[1])) * 6 + six(over(p[2]))
}

/// `image` as a sixel sequence with a 216-colour palette.
fn sixel(image: &RgbaImage) -> Vec<u8> {
    let (w, h) = (image.width() as usize, image.height() as usize);
    let mut out = format!("\x1bPq\"1;1;{w};{h}").into_bytes();
    for i in 0..216 {
        let pct = |l: usize| l * 100 / 5;
        out.extend_from_slice(
            format!("#{i};2;{};{};{}", pct(i / 36), pct(i / 6 % 6), pct(i % 6)).as_bytes(),
        );
    }
    let index: Vec<usize> = image.pixels().map(level).collect();
    for band in (0..h).step_by(6) {
        // For each colour in the band, a row of six-pixel columns: bit k is row band + k.
        let mut rows: Vec<Option<Vec<u8>>> = vec![None; 216];
        for k in 0..6.min(h - band) {
            for x in 0..w {
                let c = index[(band + k) * w + x];
                rows[c].get_or_insert_with(|| vec![0; w])[x] |= 1 << k;
            }
        }
        let mut first = true;
        for (c, row) in rows.iter().enumerate() {
            let Some(row) = row else { continue };
            if !first {
                out.push(b'$');
            }
            first = false;
            out.extend_from_slice(format!("#{c}").as_bytes());
            let mut x = 0;
            while x < w {
                let run = row[x..].iter().take_while(|&&b| b == row[x]).count();
                let ch = 63 + row[x];
                if run > 3 {
                    out.extend_from_slice(format!("!{run}").as_bytes());
                    out.push(ch);
                } else {
                    out.extend(std::iter::repeat_n(ch, run));
                }
                x += run;
            }
        }
        out.push(b'-');
    }
    out.extend_from_slice(b"\x1b\\");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> + use<> {
        let pairs: Vec<(String, String)> =
            pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        move |key| pairs.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone())
    }

    #[test]
    fn terminals_are_told_apart_by_their_environment() {
        assert_eq!(detect(env(&[("TERM", "xterm-kitty")])).unwrap(), Some(Protocol::Kitty));
        assert_eq!(
            detect(env(&[("KITTY_WINDOW_ID", "1"), ("TERM", "xterm")])).unwrap(),
            Some(Protocol::Kitty)
        );
        assert_eq!(detect(env(&[("TERM_PROGRAM", "iTerm.app")])).unwrap(), Some(Protocol::Iterm));
        assert_eq!(detect(env(&[("TERM", "foot")])).unwrap(), Some(Protocol::Sixel));
        assert_eq!(detect(env(&[("TERM", "xterm-256color")])).unwrap(), None);
        assert_eq!(detect(env(&[])).unwrap(), None);
        let forced = [("FANODECK_PICTURES", "sixel"), ("TERM", "xterm-kitty")];
        assert_eq!(detect(env(&forced)).unwrap(), Some(Protocol::Sixel));
        assert_eq!(
            detect(env(&[("FANODECK_PICTURES", "none"), ("TERM", "xterm-kitty")])).unwrap(),
            None
        );
        assert!(detect(env(&[("FANODECK_PICTURES", "vt100")])).is_err());
    }

    fn png(w: u32, h: u32, colour: [u8; 4]) -> Vec<u8> {
        let mut bytes = Vec::new();
        RgbaImage::from_pixel(w, h, Rgba(colour))
            .write_to(&mut Cursor::new(&mut bytes), image::ImageFormat::Png)
            .unwrap();
        bytes
    }

    #[test]
    fn each_protocol_wraps_the_picture() {
        let red = png(8, 7, [255, 0, 0, 255]);
        let kitty = encode(Protocol::Kitty, &red).unwrap();
        assert!(kitty.starts_with(b"\x1b_Ga=T,f=100,m=0;") && kitty.ends_with(b"\x1b\\\n"));
        let big = png(300, 300, [10, 200, 30, 128]);
        let kitty = String::from_utf8(encode(Protocol::Kitty, &big).unwrap()).unwrap();
        assert_eq!(kitty.matches("\x1b_G").count(), kitty.matches("\x1b\\").count());
        let iterm = String::from_utf8(encode(Protocol::Iterm, &red).unwrap()).unwrap();
        assert!(iterm.starts_with(&format!("\x1b]1337;File=inline=1;size={};", red.len())));
        let sixel = String::from_utf8(encode(Protocol::Sixel, &red).unwrap()).unwrap();
        assert!(sixel.starts_with("\x1bPq\"1;1;8;7#0;2;0;0;0"), "{}", &sixel[..40]);
        // Pure red is palette entry 5·36; 8 columns of six rows, then one of one row.
        assert!(sixel.contains("#180!8~-#180!8@-\x1b\\"), "{}", &sixel[sixel.len() - 40..]);
    }

    #[test]
    fn cards_are_set_side_by_side() {
        let both =
            side_by_side(&[png(10, 20, [0, 0, 0, 255]), png(30, 10, [0, 0, 0, 255])], 4).unwrap();
        let image = image::load_from_memory(&both).unwrap();
        assert_eq!((image.width(), image.height()), (44, 20));
        assert!(side_by_side(&[b"not a png".to_vec()], 4).is_err());
    }
}
