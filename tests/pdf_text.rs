//! Words in the PDF as real text: a words deck and a legend carry their fonts (subsets) and
//! the text each glyph stands for, so that a reader can select, search and read them aloud;
//! the document says its title, and its language where it prints words of its own.

use fanodeck::Request;
use lopdf::Document;

fn pdf(request: Request) -> Vec<u8> {
    fanodeck::generate(&request.to_options().unwrap()).unwrap().pdf
}

fn contains(haystack: &[u8], needle: &str) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle.as_bytes())
}

/// The text every content stream shows (pages' and forms'), in order, its two-byte glyph
/// codes read through the fonts' ToUnicode maps, as a PDF reader's copy and search do.
pub(crate) fn text_of(bytes: &[u8]) -> String {
    let doc = Document::load_mem(bytes).unwrap();
    let streams = || {
        doc.objects.values().filter_map(|o| o.as_stream().ok()).map(|s| {
            let mut s = s.clone();
            let _ = s.decompress();
            s
        })
    };
    // Glyph code -> text, from every `beginbfchar` section (one font in these decks).
    let mut map = std::collections::HashMap::new();
    for stream in streams() {
        let cmap = String::from_utf8_lossy(&stream.content).into_owned();
        for section in cmap.split("beginbfchar").skip(1) {
            let section = section.split("endbfchar").next().unwrap_or("");
            for line in section.lines() {
                let hex: Vec<&str> =
                    line.split(['<', '>']).map(str::trim).filter(|s| !s.is_empty()).collect();
                if let [code, text] = hex[..] {
                    let units: Vec<u16> = (0..text.len() / 4)
                        .map(|i| u16::from_str_radix(&text[4 * i..4 * i + 4], 16).unwrap())
                        .collect();
                    let code = u16::from_str_radix(code, 16).unwrap();
                    map.insert(code, String::from_utf16_lossy(&units));
                }
            }
        }
    }
    let mut text = String::new();
    for stream in streams() {
        let Ok(content) = lopdf::content::Content::decode(&stream.content) else { continue };
        for op in content.operations {
            let strings: Vec<&lopdf::Object> = match op.operator.as_str() {
                "Tj" => op.operands.iter().collect(),
                "TJ" => {
                    op.operands.iter().flat_map(|o| o.as_array().into_iter().flatten()).collect()
                }
                "ET" => {
                    text.push(' ');
                    continue;
                }
                _ => continue,
            };
            for s in strings {
                if let lopdf::Object::String(codes, _) = s {
                    for pair in codes.chunks(2) {
                        let code = u16::from_be_bytes([pair[0], *pair.get(1).unwrap_or(&0)]);
                        text.push_str(map.get(&code).map_or("?", String::as_str));
                    }
                }
            }
        }
    }
    text
}

fn words_request(words: &str) -> Request {
    Request { symbols: 3, seed: 3, words: Some(words.to_string()), ..Request::default() }
}

#[test]
fn a_words_deck_prints_its_words_as_text_in_an_embedded_font() {
    let words = "cat\ndog\nsun\nmoon\nhouse\ntree\nfish\n";
    let bytes = pdf(words_request(words));
    assert!(contains(&bytes, "/FontFile2"), "the font is embedded");
    assert!(contains(&bytes, "/ToUnicode"), "each glyph says its letters");
    assert!(contains(&bytes, "Andika"), "the bundled font, by name");
    let text = text_of(&bytes);
    for word in words.lines() {
        assert!(text.contains(word), "'{word}' cannot be found in the PDF's text: {text}");
    }
}

#[test]
fn the_legend_names_are_text_and_the_document_says_its_title_and_language() {
    let plain = pdf(Request { symbols: 3, seed: 3, ..Request::default() });
    assert!(contains(&plain, "fanodeck deck"), "the title");
    assert!(!contains(&plain, "/Lang"), "a deck of pictures alone says no language");
    assert!(!contains(&plain, "/FontFile2"), "and embeds no font");
    let request = Request {
        symbols: 3,
        seed: 3,
        legend: true,
        language: fanodeck::Language::Fr,
        ..Request::default()
    };
    let legend = pdf(request);
    assert!(contains(&legend, "/Lang(fr)"), "the legend's language");
    let text = text_of(&legend);
    assert!(text.contains("dog") && text.contains("cat"), "the names: {text}");
    assert!(text.contains("images"), "the French title: {text}");
}

#[test]
fn an_archival_words_deck_embeds_its_fonts_as_pdf_a_allows() {
    let words = words_request("ant\nbee\nowl\nfox\nelk\nyak\ncow\n");
    let request = Request { pdf_a: true, date: Some("2026-11-29".into()), ..words };
    let bytes = pdf(request);
    assert!(contains(&bytes, "pdfaid:part") && contains(&bytes, "/FontFile2"));
}
