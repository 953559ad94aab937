# fanodeck's web page: the three game tabs, Play, SET and Name dominoes. English is the source;
# every language has every id, with the same placeables. A message may hold <em>, <strong>,
# <kbd> and <code>, and no other markup. Numbers are formatted by the language.
# $reason: the engine's sentence saying what went wrong, already in the page's language.

## Play: two cards of the deck dealt big; click the picture they share

play-title = למצוא את התמונה המשותפת
# "Make a deck" is the first tab's name: say it as that tab says it.
play-hint = מחלקים שני קלפים מהחפיסה שנבחרה בלשונית <em>יצירת חפיסה</em>: לוחצים על התמונה ששניהם חולקים, כמה שיותר מהר.
play-deal = לחלק משחק חדש
play-dealing = מחלקים…
play-click-shared = ללחוץ על התמונה שמופיעה בשני הקלפים.
play-could-not-deal = לא ניתן היה לחלק: { $reason }
# A card's picture, for people who cannot see it; $number counts from 1.
play-card =
    .alt = קלף { $number }
# While playing: $round of $rounds rounds; $correct answers right out of $played.
play-round = סיבוב { $round } מתוך { $rounds } · תשובות נכונות: { $correct } מתוך { $played }
play-correct = נכון!
# $name: the picture both cards shared (its name as the deck's maker gave it).
play-incorrect = לא נכון! (התשובה: { $name })
# At the end: $seconds, the average time to answer, in seconds.
play-final-score = תשובות נכונות: { $correct } מתוך { $played }, זמן תשובה ממוצע: { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } שניות

## SET: print the deck, count the SETs among cards ("SET" is the game's name)

set-title = SET
set-hint = 81 קלפים, ולכל אחד ארבע תכונות, כל אחת עם שלושה ערכים אפשריים: צורה, מילוי, צבע ומספר. שלושה קלפים הם SET כשבכל תכונה הם כולם זהים או כולם שונים.
set-print-title = הדפסת החפיסה
set-paper = נייר
# The North American paper size.
set-paper-letter = Letter
set-colours = צבעים
set-palette-classic = אדום, ירוק, סגול
set-palette-cb = מתאימים לעיוורון צבעים
set-cards = קלפים
set-cards-81 = 81: המשחק המלא
set-cards-27 = 27: צורה אחת בכל קלף
set-cards-9 = 9: צורה מלאה אחת בכל קלף
set-make = ליצור חפיסת SET
set-download = להוריד את ה-PDF
# The downloaded deck's file name.
set-file = set.pdf
set-making = יוצרים את החפיסה…
set-made =
    { $cards ->
        [one] קלף אחד
        [two] שני קלפים
       *[other] { $cards } קלפים
    } { $pages ->
        [one] בעמוד אחד
        [two] בשני עמודים
       *[other] ב-{ $pages } עמודים
    }. להדפיס ב-100% / גודל ממשי, ואז לגזור לאורך הקווים האפורים.
set-could-not-make = לא ניתן היה ליצור את החפיסה: { $reason }
set-count-title = כמה SET יש?
# The codes' digits stay as they are: the engine reads them.
set-codes-hint = להקליד קודים (ארבע ספרות, כל אחת 0, 1 או 2: צורה – 0 אליפסה, 1 מעוין, 2 גל; מילוי – 0 ריק, 1 מפוספס, 2 מלא; צבע – 0 אדום, 1 ירוק, 2 סגול; מספר – 0 שלוש, 1 אחת, 2 שתיים), או ללחוץ על קלפים למטה.
set-codes =
    .aria-label = קודים של קלפים
set-grid =
    .aria-label = 81 הקלפים: ללחוץ כדי להוסיף או להסיר
# The cards typed or clicked: $cards cards hold $sets SETs; $list, the SETs as codes
# (0000 1111 2222, 1212 0121 2000).
set-counted =
    { $cards ->
        [one] קלף אחד
        [two] שני קלפים
       *[other] { $cards } קלפים
    }, { $sets ->
        [0] אין SET
        [one] SET אחד: { $list }
       *[other] { $sets } SET: { $list }
    }
# Why the codes could not be counted (a bad or repeated code), as the engine says it.
set-count-refused = { $reason }
# A card of the grid, as a phrase ("two striped green diamonds"): $number is 1, 2 or 3;
# $shading open, striped or solid; $colour red, green or purple; $shape oval, diamond or
# squiggle. Order the words, and make them agree, as the language needs.
# (Hebrew: אליפסה is feminine, מעוין and גל masculine; the adjectives follow the noun.)
set-card-description =
    { $shape ->
        [oval]
            { $number ->
                [1] אליפסה אחת { $colour ->
                    [red] אדומה
                    [green] ירוקה
                   *[purple] סגולה
                } { $shading ->
                    [open] ריקה
                    [striped] מפוספסת
                   *[solid] מלאה
                }
               *[other] { $number ->
                    [2] שתי
                   *[3] שלוש
                } אליפסות { $colour ->
                    [red] אדומות
                    [green] ירוקות
                   *[purple] סגולות
                } { $shading ->
                    [open] ריקות
                    [striped] מפוספסות
                   *[solid] מלאות
                }
            }
        [diamond]
            { $number ->
                [1] מעוין אחד { $colour ->
                    [red] אדום
                    [green] ירוק
                   *[purple] סגול
                } { $shading ->
                    [open] ריק
                    [striped] מפוספס
                   *[solid] מלא
                }
               *[other] { $number ->
                    [2] שני
                   *[3] שלושה
                } מעוינים { $colour ->
                    [red] אדומים
                    [green] ירוקים
                   *[purple] סגולים
                } { $shading ->
                    [open] ריקים
                    [striped] מפוספסים
                   *[solid] מלאים
                }
            }
       *[squiggle]
            { $number ->
                [1] גל אחד { $colour ->
                    [red] אדום
                    [green] ירוק
                   *[purple] סגול
                } { $shading ->
                    [open] ריק
                    [striped] מפוספס
                   *[solid] מלא
                }
               *[other] { $number ->
                    [2] שני
                   *[3] שלושה
                } גלים { $colour ->
                    [red] אדומים
                    [green] ירוקים
                   *[purple] סגולים
                } { $shading ->
                    [open] ריקים
                    [striped] מפוספסים
                   *[solid] מלאים
                }
            }
    }
# A card's button: $code, its four digits; $description, the phrase above.
set-card =
    .title = { $description }
    .aria-label = { $code }: { $description }

## Name dominoes: names in two halves laid on a board, printed as a poster

dominoes-title = דומינו שמות
dominoes-hint = כמו ב-xkcd 1970: כל אבן היא שם שמחולק לשני חצאים (ANNE | FRANK), ומניחים את האבנים כך שכל שני חצאים שנוגעים זה בזה יוצרים יחד שם או שיש להם אותה משמעות (FRANK = HONEST). הדף ממלא לוח בכמה שיותר מהשמות שלכם ומדפיס אותו כפוסטר.
dominoes-names-label = שמות, אחד בכל שורה (שם פרטי ושם משפחה, או מילה משני חלקים)
# Examples of names, one a line: famous names of the language may do better.
# (Hebrew: kept in Latin letters: the poster's bundled font draws no Hebrew.)
dominoes-names =
    .placeholder =
        Anne Frank
        Frank Sinatra
        Ella Fitzgerald
dominoes-use-xkcd = להשתמש בשמות של xkcd 1970 (עם המילים הנרדפות שלהם)
# Keep the = sign: the engine reads it.
dominoes-synonyms-label = מילים נרדפות, קבוצה אחת בכל שורה, מחוברות ב-<code>=</code> (לא חובה)
# An example of a group of words that mean the same, joined by = (no spaces).
dominoes-synonyms =
    .placeholder = frank=honest
# The board's size in cells, as columns x rows (16x24).
dominoes-size = לוח, משבצות
dominoes-seed = מספר ערבוב
dominoes-paper = נייר
# The North American paper size.
dominoes-paper-letter = Letter
dominoes-make = למלא את הלוח
dominoes-download-poster = להוריד את הפוסטר (PDF)
dominoes-download-board = להוריד את הלוח (JSON)
# The downloaded files' names.
dominoes-poster-file = dominoes.pdf
dominoes-board-file = dominoes.json
dominoes-board =
    .aria-label = הלוח
dominoes-filling = ממלאים את הלוח…
# $placed of the $tiles names found a place.
dominoes-placed =
    { $placed ->
        [one] שם אחד מתוך { $tiles } נמצא על הלוח.
        [two] שני שמות מתוך { $tiles } נמצאים על הלוח.
       *[other] { $placed } מתוך { $tiles } שמות נמצאים על הלוח.
    }
dominoes-placed-some =
    { $placed ->
        [one] שם אחד מתוך { $tiles } נמצא על הלוח.
        [two] שני שמות מתוך { $tiles } נמצאים על הלוח.
       *[other] { $placed } מתוך { $tiles } שמות נמצאים על הלוח.
    } לשאר השמות לא נמצא מקום שבו הם מתאימים: בלוח גדול יותר אולי ייכנסו יותר.
dominoes-could-not-fill = לא ניתן היה למלא את הלוח: { $reason }
