# fanodeck's web page, the card editor: the deck's cards as thumbnails, and the dialog where a
# card is fixed by hand (a picture moved, turned, resized, pinned, swapped). English is the
# source; every language has every id, with the same placeables.
# $name, $other, $first, $second: a picture's name as the person chose it (a file's name or a
# word), which stays as it is. Numbers are formatted by the language (92.3 in English, 92,3 in
# French). $card, $slot: counted from 1.

## The deck's cards, each a button that opens it in the editor (their aria-label)

editor-thumb = קלף { $card }: לפתוח כדי לתקן
editor-thumb-edited = קלף { $card }, שונה ידנית: לפתוח כדי לתקן

## The dialog

editor-title = קלף { $card }
editor-done = סיום
editor-undo = לבטל
editor-redo = לבצע שוב
# Pins the picture chosen, so that a re-roll keeps it where it is; Unpin undoes it.
editor-pin = להצמיד
editor-unpin = לבטל הצמדה
# Lays the card out again (another draw of the dice); pinned and moved pictures stay.
editor-reroll = לסדר מחדש
editor-reset = לאפס את הקלף
editor-larger = להגדיל את התמונה הזו בכל הקלפים
editor-larger-named = להגדיל את '{ $name }' בכל הקלפים
# Under the card; the keys are in <kbd>, which a translation keeps.
editor-keys = גוררים תמונה, או מגיעים אליה עם Tab ומזיזים במקשי החיצים (עם Shift: 5 מ"מ); <kbd>[</kbd> <kbd>]</kbd> מסובבים אותה,
    <kbd>+</kbd> <kbd>-</kbd> או גלגלת העכבר משנים את הגודל שלה, <kbd>P</kbd> מצמיד אותה כך שסידור מחדש לא יזיז אותה, <kbd>S</kbd> על שתי
    תמונות (או Shift+לחיצה) מחליף ביניהן; <kbd>Ctrl</kbd>+<kbd>Z</kbd> מבטל. תמונה שהייתה עולה על תמונה
    אחרת או חורגת מהקצה חוזרת למקומה.

## Each picture's handle on the card, for screen readers

editor-handle = { $name }, תמונה { $slot } מתוך { $count }
editor-handle-pinned = { $name }, תמונה { $slot } מתוך { $count }, מוצמדת
# What a handle is (aria-roledescription), said instead of "button".
editor-handle-role = תמונה שאפשר להזיז

## What the editor says under the card, after each step

editor-start = לבחור תמונה: לגרור אותה, או להשתמש במקשים שמפורטים למטה.
editor-choose-first = קודם צריך לבחור תמונה.
editor-nothing-to-undo = אין מה לבטל.
editor-undone = בוטל.
editor-nothing-to-redo = אין מה לבצע שוב.
editor-redone = בוצע שוב.
# $reason: the engine's sentence.
editor-draw-failed = לא ניתן היה לצייר את הקלף: { $reason }
# While a picture is dragged: it may be put there.
editor-fits = יש מקום.
# While a picture is dragged: $conflicts, what it would break (editor-overlap, editor-edge).
editor-conflicts = { $conflicts }.
# A change refused; $reason: what it would break (editor-overlap, editor-edge), or the engine's sentence.
editor-not-kept = השינוי לא נשמר: { $reason }.
editor-overlap = התמונה '{ $name }' תעלה על '{ $other }'
editor-edge = התמונה '{ $name }' תחרוג מקצה הקלף
# $where: editor-at-centre or editor-from-centre.
editor-moved = התמונה '{ $name }' הוזזה: עכשיו { $where }.
editor-at-centre = במרכז
# $offset: one of editor-right, editor-left, editor-down, editor-up, or one across and one up or down.
# (Hebrew: each starts with a word, so that editor-list-and joins them with a bare ו.)
editor-from-centre = { $offset } מהמרכז
editor-right = ימינה ב-{ $mm } מ"מ
editor-left = שמאלה ב-{ $mm } מ"מ
editor-down = למטה ב-{ $mm } מ"מ
editor-up = למעלה ב-{ $mm } מ"מ
# $how: editor-upright, editor-upside-down, editor-clockwise or editor-anticlockwise.
editor-turned = התמונה '{ $name }' סובבה: עכשיו היא { $how }.
editor-upright = ישרה
editor-upside-down = הפוכה
editor-clockwise = מסובבת ב-{ $degrees } מעלות עם כיוון השעון
editor-anticlockwise = מסובבת ב-{ $degrees } מעלות נגד כיוון השעון
# $mm: the picture's width or height, whichever is larger.
editor-made-larger = התמונה '{ $name }' הוגדלה: עכשיו היא בגודל { NUMBER($mm, maximumFractionDigits: 1) } מ"מ.
editor-made-smaller = התמונה '{ $name }' הוקטנה: עכשיו היא בגודל { NUMBER($mm, maximumFractionDigits: 1) } מ"מ.
editor-swapped = התמונות '{ $first }' ו-'{ $second }' החליפו מקומות.
editor-swap-from = החלפת '{ $name }' עם…: לבחור תמונה אחרת וללחוץ על S.
editor-swap-cancelled = ההחלפה בוטלה.
editor-pinned = התמונה '{ $name }' הוצמדה: סידור מחדש ישאיר אותה במקומה.
editor-unpinned = התמונה '{ $name }' כבר לא מוצמדת.
# $layout: how many times the card was laid out again.
editor-rerolled = הקלף סודר מחדש (סידור { $layout }).
# $names: the pictures kept where they were (each editor-quoted, in a list).
editor-rerolled-keeping = הקלף סודר מחדש (סידור { $layout }), בלי להזיז את { $names }.
editor-reset-done = הקלף חזר להיות כמו שהחפיסה יצרה אותו.
editor-largest = התמונה '{ $name }' כבר בגודל המרבי האפשרי (פי שניים מהגודל שלה).
# $percent: how much larger than the others it is drawn on every card.
editor-weight = התמונה '{ $name }' תהיה גדולה ב-{ $percent } אחוזים בכל הקלפים אחרי שיוצרים את החפיסה שוב (קלפים שתוקנו ידנית שומרים על הגודל שלהם).

## Lists, built from the end: "a, b and c" is editor-list-comma (a, editor-list-and (b, c))

# Hebrew: "ו-" before a number (a card's number), a bare "ו" before a word (any text).
editor-list-and = { $last ->
        [one] { $first } ו-{ $last }
        [two] { $first } ו-{ $last }
        [other] { $first } ו-{ $last }
       *[text] { $first } ו{ $last }
    }
editor-list-comma = { $first }, { $rest }
# Between the reasons a change is refused.
editor-list-semicolon = { $first }; { $rest }
# A picture's name in a list.
editor-quoted = '{ $name }'
# $list: the cards' numbers (a number, or a list of them).
editor-cards = { $count ->
    [one] קלף { $list }
   *[other] קלפים { $list }
}

## A change to the form that drops the cards fixed by hand: asked first, then said.
## $content: what changed (the editor-content- messages, in a list); $cards: editor-cards.

editor-drop-changes = שינוי { $content } יבטל את השינויים שנעשו ב{ $cards }.
editor-drop-larger = שינוי { $content } יבטל את ההגדלה של התמונות שהוגדלו.
editor-dropped-changes = שינוי { $content } ביטל את השינויים שנעשו ב{ $cards }.
editor-dropped-larger = שינוי { $content } ביטל את ההגדלה של התמונות שהוגדלו.
editor-content-symbols = מספר התמונות בכל קלף
editor-content-deck = סוג החפיסה
editor-content-cards = מספר הקלפים
editor-content-seed = מספר הערבוב
editor-content-shape = צורת הקלף
editor-content-corner = הפינות
editor-content-diameter = גודל הקלף
editor-content-gap = הרווח בין התמונות
editor-content-margin = הרווח עד הקצה
editor-content-rotation = הסיבוב
editor-content-size-ratio = היחס בין התמונה הגדולה לקטנה
editor-content-min-size = גודל התמונה הקטנה ביותר
editor-content-words = המילים
editor-content-pairs = הזוגות
editor-content-pictures = התמונות
editor-content-fonts = הגופנים
editor-content-palette = הצבעים
editor-content-photo-shape = צורת הצילומים
