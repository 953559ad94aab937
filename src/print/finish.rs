//! Turning printpdf's document into stable, compact bytes.
//!
//! printpdf names resources and the trailer `/ID` from a process-global counter and writes
//! 1970 dates; two renders in one process would differ. We name every resource ourselves
//! (see `pdf.rs`), replace the info dictionary, merge identical streams (each converted
//! icon carries its own copy of svg2pdf's sRGB profile) and derive `/ID` from the content.

use std::collections::BTreeMap;

use lopdf::{Object, ObjectId};
use printpdf::{PdfDocument, PdfSaveOptions};

use crate::error::{Error, Result};

/// Serialises with fixed metadata and a content-derived `/ID`, compressing what is not yet.
pub(crate) fn finish(doc: &PdfDocument, compress: bool) -> Result<Vec<u8>> {
    finish_with(doc, compress, |_| {})
}

/// [`finish`], letting `edit` change the document first (what printpdf cannot write, such
/// as a page's `/BleedBox`).
pub(crate) fn finish_with(
    doc: &PdfDocument,
    compress: bool,
    edit: impl FnOnce(&mut lopdf::Document),
) -> Result<Vec<u8>> {
    let save = PdfSaveOptions {
        optimize: false,
        subset_fonts: false,
        secure: true,
        image_optimization: None,
    };
    let mut warnings = Vec::new();
    let mut lo = doc.to_lopdf_document(&save, &mut warnings);
    for w in &warnings {
        crate::i18n::warn(crate::i18n::text!("warning-pdf", message = w.msg.as_str()));
    }
    // Soft masks and transparency groups need PDF 1.4; say 1.7 like svg2pdf's pages.
    lo.version = "1.7".to_string();
    // printpdf's info dictionary holds 1970 dates and empty strings: replace it.
    if let Ok(info) = lo.trailer.get(b"Info").and_then(Object::as_reference) {
        lo.objects.remove(&info);
    }
    let info = lopdf::Dictionary::from_iter([
        ("Producer", Object::string_literal("fanodeck")),
        ("Title", Object::string_literal("fanodeck deck")),
    ]);
    let info_id = lo.add_object(info);
    lo.trailer.set("Info", info_id);
    edit(&mut lo);
    if compress {
        // Deflates only streams without a filter: svg2pdf's streams and JPEGs already have one.
        lo.compress();
    }
    merge_duplicate_streams(&mut lo);
    let id = content_hash(&lo);
    let id = Object::String(id.to_vec(), lopdf::StringFormat::Hexadecimal);
    lo.trailer.set("ID", Object::Array(vec![id.clone(), id]));
    let mut bytes = Vec::new();
    lo.save_to(&mut bytes).map_err(|e| Error::Pdf(e.to_string()))?;
    Ok(bytes)
}

/// Keeps one copy of each set of byte-identical streams and points every reference at it.
/// Repeats until nothing merges, since merging can make the streams that refer to the copies
/// identical in turn.
fn merge_duplicate_streams(doc: &mut lopdf::Document) {
    for _ in 0..8 {
        let mut first: BTreeMap<(String, [u8; 16]), Vec<ObjectId>> = BTreeMap::new();
        for (id, object) in &doc.objects {
            if let Object::Stream(s) = object {
                let key = (format!("{:?}", s.dict), fnv128(&[&s.content]));
                first.entry(key).or_default().push(*id);
            }
        }
        let mut replace: BTreeMap<ObjectId, ObjectId> = BTreeMap::new();
        for ids in first.values() {
            let keep = ids[0];
            for &dup in &ids[1..] {
                // The hash only groups candidates; merge only on equal bytes.
                let same = match (doc.objects.get(&keep), doc.objects.get(&dup)) {
                    (Some(Object::Stream(a)), Some(Object::Stream(b))) => a.content == b.content,
                    _ => false,
                };
                if same {
                    replace.insert(dup, keep);
                }
            }
        }
        if replace.is_empty() {
            return;
        }
        for dup in replace.keys() {
            doc.objects.remove(dup);
        }
        for object in doc.objects.values_mut() {
            redirect(object, &replace);
        }
        redirect_dict(&mut doc.trailer, &replace);
    }
}

fn redirect(object: &mut Object, replace: &BTreeMap<ObjectId, ObjectId>) {
    match object {
        Object::Reference(id) => {
            if let Some(keep) = replace.get(id) {
                *id = *keep;
            }
        }
        Object::Array(items) => items.iter_mut().for_each(|o| redirect(o, replace)),
        Object::Dictionary(dict) => redirect_dict(dict, replace),
        Object::Stream(stream) => redirect_dict(&mut stream.dict, replace),
        _ => {}
    }
}

fn redirect_dict(dict: &mut lopdf::Dictionary, replace: &BTreeMap<ObjectId, ObjectId>) {
    for (_, value) in dict.iter_mut() {
        redirect(value, replace);
    }
}

/// Two FNV-1a 64-bit hashes with different offsets, over `parts` in order.
fn fnv128(parts: &[&[u8]]) -> [u8; 16] {
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let mut h = [0xcbf2_9ce4_8422_2325_u64, 0x6c62_272e_07bb_0142_u64];
    for part in parts {
        for &b in *part {
            for v in h.iter_mut() {
                *v = (*v ^ u64::from(b)).wrapping_mul(PRIME);
            }
        }
    }
    let mut out = [0u8; 16];
    out[..8].copy_from_slice(&h[0].to_be_bytes());
    out[8..].copy_from_slice(&h[1].to_be_bytes());
    out
}

/// A stable `/ID`: a hash of every object, in id order.
fn content_hash(doc: &lopdf::Document) -> [u8; 16] {
    let mut text = Vec::new();
    let mut contents: Vec<&[u8]> = Vec::new();
    for (id, object) in &doc.objects {
        text.extend_from_slice(&id.0.to_le_bytes());
        match object {
            Object::Stream(s) => {
                text.extend_from_slice(format!("{:?}", s.dict).as_bytes());
                contents.push(&s.content);
            }
            other => text.extend_from_slice(format!("{other:?}").as_bytes()),
        }
    }
    contents.push(&text);
    fnv128(&contents)
}

#[cfg(test)]
mod tests {
    use super::*;
    use lopdf::{Dictionary, Stream};

    #[test]
    fn identical_streams_are_merged_and_references_follow() {
        let mut doc = lopdf::Document::with_version("1.7");
        let a = doc.add_object(Stream::new(Dictionary::new(), b"same".to_vec()));
        let b = doc.add_object(Stream::new(Dictionary::new(), b"same".to_vec()));
        let c = doc.add_object(Stream::new(Dictionary::new(), b"other".to_vec()));
        // Two wrappers that differ only by which copy they point at become equal too.
        let wa = doc.add_object(Stream::new(
            Dictionary::from_iter([("X", Object::Reference(a))]),
            b"w".to_vec(),
        ));
        let wb = doc.add_object(Stream::new(
            Dictionary::from_iter([("X", Object::Reference(b))]),
            b"w".to_vec(),
        ));
        let root = doc.add_object(Dictionary::from_iter([
            ("A", Object::Reference(wa)),
            ("B", Object::Reference(wb)),
            ("C", Object::Reference(c)),
        ]));
        merge_duplicate_streams(&mut doc);
        assert!(!doc.objects.contains_key(&b) && !doc.objects.contains_key(&wb));
        let root = doc.get_dictionary(root).unwrap();
        assert_eq!(root.get(b"B").unwrap().as_reference().unwrap(), wa);
        assert_eq!(root.get(b"C").unwrap().as_reference().unwrap(), c);
        let wrapper = doc.get_object(wa).unwrap().as_stream().unwrap();
        assert_eq!(wrapper.dict.get(b"X").unwrap().as_reference().unwrap(), a);
    }
}
