//! Hints that name command-line flags, added to library errors (the library never mentions
//! flags: it does not know how it was called).

use fanodeck::Error;
use fanodeck::plane::{Existence, size_table};

/// Turns a library error into the message the user reads, with a hint where one helps.
pub fn explain(error: Error) -> anyhow::Error {
    let hint = match &error {
        Error::ImpossibleSize(size) => Some(size_hint(size)),
        Error::TooFewSymbols { symbols_per_card, needed, found, what, .. } => {
            Some(too_few(*symbols_per_card, *needed, *found, what))
        }
        Error::DiameterTooLarge { max_mm, per_sheet, .. } => {
            Some(diameter_hint(*max_mm, *per_sheet))
        }
        Error::BadSymbol { reason, .. } => Some(format!(
            "{}; or use --skip-unreadable to leave such files out with a warning",
            reason.kind.sentence()
        )),
        Error::SimilarSymbols { .. } => {
            Some("use two different pictures, or --allow-similar if they really differ".to_string())
        }
        Error::Layout { .. } => Some("try a smaller --gap or --margin, or fewer --symbols".into()),
        _ => None,
    };
    match hint {
        Some(hint) => anyhow::Error::new(error).context(format!("hint: {hint}")),
        None => anyhow::Error::new(error),
    }
}

/// "use --symbols 6 or --symbols 8 (add --deck affine for fewer cards)…": the nearest sizes
/// as flags, and where to see them all.
fn size_hint(error: &fanodeck::plane::SizeError) -> String {
    let sizes: Vec<String> = [error.smaller, error.larger]
        .into_iter()
        .flatten()
        .map(|s| format!("--symbols {}", s.symbols_per_card))
        .collect();
    match sizes.is_empty() {
        true => "run 'fanodeck sizes' for every possible deck".to_string(),
        false => format!(
            "use {} (with --deck affine for a deck of one picture fewer); 'fanodeck sizes' \
             lists every deck",
            sizes.join(" or ")
        ),
    }
}

/// Smallest card diameter worth suggesting, mm: below it the symbols are too small to play.
const MIN_SUGGESTED_DIAMETER_MM: f32 = 20.0;

/// What to do about a diameter that does not fit: a diameter that does (never a uselessly
/// small one), and fewer cards a sheet unless the sheet already has the fewest.
fn diameter_hint(max_mm: f32, per_sheet: usize) -> String {
    let mut options = Vec::new();
    if max_mm.floor() >= MIN_SUGGESTED_DIAMETER_MM {
        options.push(format!("--diameter {:.0} or less", max_mm.floor()));
    }
    if per_sheet > 4 {
        options.push("--per-sheet 4 for larger cards".to_string());
    }
    if options.is_empty() {
        "use a template with a smaller margin_mm, gap_mm or bleed_mm".to_string()
    } else {
        format!("use {}", options.join(", or "))
    }
}

/// "add 17 pictures, or use --symbols 6 (31 cards) …": the decks the pictures found can make.
fn too_few(symbols_per_card: usize, needed: usize, found: usize, what: &str) -> String {
    let mut options = Vec::new();
    let possible = size_table().into_iter().filter(|r| r.existence == Existence::Exists);
    for row in possible.filter(|r| r.symbols <= found).collect::<Vec<_>>().into_iter().rev() {
        if options.len() == 3 {
            break;
        }
        options.push(format!("--symbols {} ({} cards)", row.symbols_per_card, row.cards));
    }
    // The affine deck of the asked size needs one picture fewer than the projective one.
    let q = symbols_per_card.saturating_sub(1);
    let affine = q * q + q;
    if affine < needed && affine <= found {
        options.insert(0, format!("--deck affine ({} cards)", q * q));
    }
    let missing = needed - found;
    // "add 1 word", "add 3 pictures", "add 2 pictures or words".
    let what = match (missing, what) {
        (1, "words") => "word".to_string(),
        (1, "pictures") => "picture".to_string(),
        (1, _) => "picture or word".to_string(),
        (_, what) => what.to_string(),
    };
    let add = format!("add {missing} {what}");
    if options.is_empty() { add } else { format!("{add}, or use {}", options.join(", or ")) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diameter_hint_suggests_only_what_helps() {
        let six = diameter_hint(86.3, 6);
        assert_eq!(six, "use --diameter 86 or less, or --per-sheet 4 for larger cards");
        assert_eq!(diameter_hint(120.7, 4), "use --diameter 120 or less");
        assert_eq!(diameter_hint(12.0, 6), "use --per-sheet 4 for larger cards");
        let stuck = diameter_hint(19.9, 4);
        assert!(!stuck.contains("--diameter") && stuck.contains("margin_mm"), "{stuck}");
    }
}
