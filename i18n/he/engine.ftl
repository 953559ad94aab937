# fanodeck's engine: the sentences its errors and warnings say to people, and the words a deck
# prints. English is the source; every language has every id, with the same placeables.
# $file, $first, $second: file names as the person chose them. Numbers are formatted by the
# language (92.3 in English, 92,3 in French).
# (Hebrew: a code word that starts with a sign (--font, ±DEG, #rrggbb) is written as a string
# literal, { "--font" }, so that the page isolates it and its sign stays on its left.)

## Options

invalid-option = הערך '{ $value }' של { $name } לא תקין: { $reason }
expected-language = צריך להיות en, fr, de, es או he

## Options' names, as invalid-option says them

option-attribute-value = התכונה
option-attributes = מספר התכונות
option-back-offset = הסטת הגב
option-backs = גב הקלפים
option-bleed = גלישת הצבע מעבר לקו החיתוך
option-box = הקופסה
option-box-title = הכותרת על הקופסה
option-board-size = גודל הלוח
option-card-code = קוד הקלף
option-card-colour = צבע הקלף
option-card-index = מספר הקלף
option-card-size = גודל הקלף
option-cards = הקלפים
option-cards-per-sheet = מספר הקלפים בכל דף
option-date = תאריך
option-colour = הצבע
option-corner = עיגול הפינות
option-deck-kind = סוג החפיסה
option-diameter = רוחב הקלף
option-dominoes-request = ההגדרות של דומינו השמות
option-dpi = רזולוציית התמונות
option-duplex = ההיפוך בהדפסה דו-צדדית
option-focus = חיתוך הצילום
option-font = הגופן
option-gap = הרווח בין התמונות
option-guide-width = עובי קו החיתוך
option-guides = סימוני החיתוך
option-icon = התמונה המוכנה
option-language = השפה
option-margin = הרווח עד קצה הקלף
option-names = השמות
option-pairs = הזוגות
option-palette = הצבעים
option-paper = הנייר
option-paper-thickness = עובי הנייר
option-photo-rim = עובי המסגרת
option-photo-shape = צורת הצילומים
option-picture-protocol = פרוטוקול התמונות במסוף
option-png-resolution = רזולוציית ה-PNG
option-preset = ערכת ההגדרות
option-preview-resolution = רזולוציית התצוגה המקדימה
option-registration = סימני הרישום
option-request = ההגדרות
option-restarts = מספר ההתחלות מחדש
option-rim-colour = צבע המסגרת
option-rotation = הסיבוב
option-rotation-limit = מגבלת הסיבוב
option-rounds = מספר הסיבובים
option-set-request = ההגדרות של SET
option-shape = צורת הקלף
option-sheet-setting = הגדרת הדף
option-size-ratio = היחס בין התמונה הגדולה ביותר לקטנה ביותר
option-smallest-size = גודל התמונה הקטנה ביותר
option-symbol = הסמל
option-symbol-names = שמות הסמלים
option-synonyms = המילים הנרדפות
option-theme = קבוצת התמונות
option-weight = ההגדלה
option-words = המילים

## Why an option is refused, said after it

expected-shape = צריך להיות round, square, rounded או hexagon
corner-too-large = בקלף ברוחב { $size } מ"מ, עיגול הפינות יכול להיות לכל היותר { $most } מ"מ (חצי מהצלע)
# $shape: shape-square, shape-round…
corner-not-rounded = אפשר לקבוע את עיגול הפינות רק בקלפים עם פינות מעוגלות, ולא בקלפים בצורת { $shape }
must-be-number = צריך להיות מספר
# $min: a number; $max: a number or an amount (amount-mm…).
must-be-from-to = צריך להיות בין { $min } ל-{ $max }
must-be-at-least = צריך להיות לפחות { $min }
must-be-at-most = צריך להיות לכל היותר { $max }
amount-mm = { $n } מ"מ
amount-percent = { $n } אחוזים
amount-dpi = { $n } dpi
expected-preset = צריך להיות 'junior' (החפיסה הקלה יותר)
expected-colour = צריך להיות צבע, למשל { $example }
not-a-text-file = זה לא קובץ טקסט (צריך לשמור אותו כטקסט פשוט בקידוד UTF-8)
needs-a-back = צריך גם תמונה לגב הקלף
needs-a-box = מתאים רק לקופסה: צריך להוסיף { "--box" }
title-too-long = ארוך מ-{ $most } תווים
choose-one = אפשר לבחור רק אחד מהם
expected-photo-shape = צריך להיות whole, circle, rounded או squircle
# $x, $y, $zoom: the numbers as written.
focus-place = המיקום של הנושא בצילום, { $x } { $y }, צריך להיות שני שברים בין 0 ל-1 (0.5 0.5 זה האמצע)
focus-zoom = הזום { $zoom } צריך להיות 1 (החיתוך הגדול ביותר) או יותר
focus-no-such-picture = זו לא אחת מהתמונות של החפיסה
# $themes, $names: the names, separated by commas.
no-such-theme = אין קבוצה כזו (הקבוצות הן { $themes })
no-such-icon = אין תמונה מוכנה בשם הזה
icon-chosen-twice = היא נבחרה פעמיים
no-such-builtin = אין פריט מובנה בשם הזה (יש: { $names })
pairs-alone = חפיסת זוגות בנויה רק מהזוגות שלה: במקום להוסיף בנפרד תמונות, תמונות מוכנות (icon:NAME) ומילים, צריך לכתוב אותן בקובץ הזוגות
expected-palette-words = צריך להיות 'bright' (צבעים עזים) או 'cb' (מתאימים לעיוורון צבעים)
deck-no-cards = אין קלפים בחפיסה
card-index-range = בחפיסה יש { $cards } קלפים (0 עד { $last })
deck-has-cards = בחפיסה יש { $cards } קלפים
expected-registration = צריך להיות 'silhouette' (סימני ההדפסה והחיתוך של Silhouette Studio), 'silhouette-4' (ארבעת סימני הפינות של Cameo 5) או 'none'
# $card: length-a-mm or length-an-mm ("an 80 mm").
preview-too-large = קלף ברוחב { $card } צריך לצאת ברוחב של 1 עד { $most } פיקסלים
expected-backs = צריך להיות 'alternate' (גב אחרי כל צד קדמי), 'last' (עמוד גב אחד בסוף) או 'fold' (כל גב ליד הצד הקדמי שלו, לקיפול)
backs-for-card-pdf = עם 'alternate' ועם 'last' גבי הקלפים נכנסים לקובץ ה-PDF של הקלפים: צריך להוסיף { "--card-pdf FILE" }, או לבחור 'fold'
fold-one-side = גבים לקיפול מודפסים ליד הצדדים הקדמיים, על צד אחד של הנייר: צריך להסיר את ההגדרות של הדפסה דו-צדדית
registration-fold = דף לקיפול מקופל לפני החיתוך, וכך מוסתרים הסימנים שבפינות התחתונות שלו: כדי לחתוך במכונה, צריך להדפיס את הגבים בהדפסה דו-צדדית
print-file-too-large = קלף ברוחב { $card } עם גלישת צבע של { $bleed } מ"מ ייצא בגודל { $width } × { $height } פיקסלים, יותר מ-{ $side } בכל צד (הרזולוציה הגבוהה ביותר שמתאימה היא { $dpi } dpi)
expected-duplex = צריך להיות 'long' או 'short' (הצד שעליו המדפסת הופכת את הדף)
expected-per-sheet = צריך להיות 4 או 6
expected-guides = צריך להיות 'circle', 'crop-marks' או 'none'
# $name: option-margin, option-gap…
sheet-setting = הערך של { $name } צריך להיות מספר סופי של מ"מ, 0 או יותר
back-offset-numbers = צריך להיות שני מספרים במ"מ
must-be-positive-mm = צריך להיות מספר חיובי במ"מ
must-be-mm-or-more = צריך להיות { $min } מ"מ או יותר
# $paper: A4, Letter or A3.
registration-no-room = הסימנים לא משאירים מקום ל-{ $columns } × { $rows } קלפים על דף { $paper }
margin-no-room = לא נשאר מקום לקלפים על דף { $paper }
# $margin: length-a-mm or length-an-mm.
bleed-no-room = בין הקלפים צריך רווח של פעמיים גלישת הצבע ({ $gap } מ"מ), ואז לא נשאר מקום ל-{ $columns } × { $rows } קלפים על דף { $paper } עם שוליים של { $margin }
gap-no-room = לא נשאר מקום ל-{ $columns } × { $rows } קלפים על דף { $paper } עם שוליים של { $margin }
deck-has-pictures = בחפיסה יש { $pictures } תמונות
not-a-photo = זה לא צילום
expected-rotation = צריך להיות free, none, או { "±DEG" }, למשל ±15
rotation-limit-range = המגבלה צריכה להיות בין 0 ל-180 מעלות
must-be-between = צריך להיות בין { $min } ל-{ $max }
must-be-between-degrees = צריך להיות בין { $min } ל-{ $max } מעלות
min-size-share = צריך להיות בין { $min } ל-{ $max } מרוחב הקלף
min-size-too-large = הסמלים של קלף { $card } לא נכנסים בגודל הזה; כדאי להשאיר את ההגדרה הזו ריקה
min-size-at-most = הסמלים של קלף { $card } לא נכנסים בגודל הזה; בחפיסה הזו אפשר לכל היותר { $most } אחוזים
symbol-no-mask = אין לו מסכה
expected-deck-kind = צריך להיות 'projective' (חפיסה מלאה) או 'affine' (תמונה אחת פחות)
# $choices: the names, each quoted, as a list (list-or).
expected-one-of = צריך להיות { $choices }
expected-rgb = צריך להיות { "'#rrggbb'" }
expected-date = היה צריך להיות תאריך בכתיב YYYY-MM-DD, למשל 2026-11-29
pdf-a-needs-a-date = קובץ PDF/A שומר את היום שבו נוצר: צריך לתת את התאריך (YYYY-MM-DD)
board-side-range = כל צלע צריכה להיות באורך של 1 עד { $most } משבצות
must-be-one-to = צריך להיות בין 1 ל-{ $most }
expected-board-size = צריך להיות רוחב x גובה במשבצות, למשל 16x24
names-not-both = אפשר להשתמש ברשימה מובנית או לכתוב שמות, אבל לא את שניהם
names-none = צריך לכתוב שמות או לבחור רשימה מובנית (xkcd)
deck-has-symbols = בחפיסה יש { $symbols } סמלים
code-digits-count = בקוד יש בין 1 ל-{ $most } ספרות
code-digits = כל ספרה צריכה להיות 0, 1 או 2
# $attribute: shape, shading, colour or number; $values: its three values, separated by commas.
attribute-values = הערך של { $attribute } יכול להיות רק אחד מאלה: { $values }
code-four-attributes = לקלף מודפס יש לכל היותר ארבע תכונות
code-expected = בקוד יש בין 1 ל-{ $most } ספרות, כל אחת 0, 1 או 2, למשל 1212
code-same-length = בכל הקודים צריכות להיות { $digits } ספרות, כמו ב-'{ $first }'
code-twice = הקלף מופיע פעמיים
expected-palette-set = צריך להיות 'classic' (אדום, ירוק, סגול) או 'cb' (מתאימים לעיוורון צבעים)
expected-card-size = צריך להיות רוחב x גובה במ"מ, למשל 89x57
expected-attributes = אפשר 2 (9 קלפים), 3 (27) או 4 (81)
code-printed = לקלף מודפס יש ארבע ספרות: צורה, מילוי, צבע, מספר
cards-none = צריך לכתוב לפחות קוד אחד של קלף להדפסה
set-card-size = כל צלע של קלף צריכה להיות לפחות 20 מ"מ, והקלף צריך להיכנס בדף של { $width }×{ $height } מ"מ, בתוך שוליים של { $margin } מ"מ
table-cards = על השולחן צריכים להיות 3 עד { $most } קלפים

## Pictures: why one is refused, said after the file's name

picture-refused = '{ $file }': { $reason }
picture-not-a-picture = הקובץ הזה הוא לא תמונה: אפשר להשתמש בתמונות SVG, PNG, JPEG, WebP, GIF או BMP
picture-damaged = התמונה הזו פגומה, או שהיא לא תמונה: אפשר לפתוח אותה ולשמור אותה שוב, או לבחור תמונה אחרת
picture-too-large = התמונה הזו גדולה מדי: { $width } × { $height } פיקסלים, והמקסימום הוא { $megapixels } מגה-פיקסל ו-{ $side } פיקסלים בכל צד; צריך להקטין אותה קודם
picture-file-too-large = הקובץ הזה גדול מדי: המקסימום הוא { $megabytes } MB; צריך להקטין אותו קודם
picture-too-much-memory = כדי לפתוח את התמונה הזו צריך יותר מדי זיכרון: אפשר לשמור אותה קודם בגודל קטן יותר, או כקובץ JPEG או PNG רגיל
picture-too-complex = הציור הזה דורש יותר ממה שאפשר לצייר בבטחה (יותר מדי חלקים, או גדלים חריגים מאוד): אפשר לשמור אותו במקום זאת כתמונת PNG
picture-too-deep = בציור הזה יש יותר מדי שכבות בתוך שכבות, ואי אפשר לצייר אותו בבטחה: אפשר לשמור אותו במקום זאת כתמונת PNG
picture-nothing-visible = שום דבר מהתמונה הזו לא ייראה על קלף: היא ריקה או שקופה
picture-unsupported = זה צילום בפורמט HEIC (של iPhone) או AVIF, ועדיין אי אפשר לקרוא אותו: צריך לשמור אותו קודם כ-JPEG (בפרטים מוסבר איך)
picture-too-slow = לוקח יותר מדי זמן לצייר את התמונה הזו (יותר מ-{ $seconds } שניות): אפשר לשמור אותה כתמונה פשוטה יותר או כ-PNG
picture-engine-stopped = התמונה הזו עצרה את מנוע הציור, כך שכנראה היא פגומה: אפשר לפתוח אותה ולשמור אותה שוב, או לבחור תמונה אחרת

## Errors in plain words

same-picture = התמונות '{ $first }' ו-'{ $second }' הן אותה תמונה: כל סמל צריך להיות תמונה אחרת, ולכן צריך להסיר אחת מהן
similar-pictures = התמונות '{ $first }' ו-'{ $second }' נראות כמעט זהות (דמיון של { $alike } אחוזים): השחקנים לא יוכלו להבחין ביניהן על קלף, ולכן צריך להסיר אחת מהן (או לאפשר תמונות שנראות דומות, אם הן באמת שונות)
bad-font = '{ $file }': הגופן הזה פגום, או שהוא לא גופן: צריך להשתמש בקובץ גופן מסוג TTF או OTF
file-not-found = '{ $file }' לא נמצא
file-unreadable = לא ניתן היה לקרוא או לכתוב את '{ $file }'
layout-failed = התמונות לא נכנסות בקלף { $card }: אפשר לנסות רווח קטן יותר בין התמונות או עד קצה הקלף, או פחות תמונות בכל קלף
project-refused = '{ $file }': { $reason }
pdf-failed = לא ניתן היה ליצור את קובץ ה-PDF (בפרטים מוסבר למה)
preview-failed = לא ניתן היה לצייר את התמונה של אחד הקלפים (בפרטים מוסבר למה)
print-files-failed = לא ניתן היה ליצור את הקבצים לבית הדפוס (בפרטים מוסבר למה)
engine-stopped = המנוע נעצר באופן לא צפוי: אפשר לנסות שוב, ואם הוא נעצר שוב, לטעון מחדש את הדף
card-count = אי אפשר להשאיר { $requested } קלפים: בחפיסה הזו יש { $available } (אפשר 1 עד { $available })
deck-file-refused = קובץ החפיסה '{ $file }': { $reason }
word-twice = קובץ המילים '{ $file }': המילה '{ $word }' מופיעה פעמיים (בשורות { $first } ו-{ $second })
# $what: symbols-pictures, symbols-words…; $source: where they were looked for (source-…);
# $sourceCount: 1 if that is named in the singular ('pics', the 1 picture given), 2 if in the
# plural (the 12 pictures given, 'pics' and 'words.txt' together).
# (Hebrew: "יש" is the same in the singular and the plural.)
too-few-symbols = עם { $perCard } סמלים בכל קלף צריך { $needed } { $what } בלי כפילויות, אבל { $sourceCount ->
        [one] ב{ $source } יש
       *[other] ב{ $source } יש
    } רק { $found }
symbols-pictures = תמונות
symbols-words = מילים
symbols-pictures-or-words = תמונות או מילים
symbols-pairs = זוגות
words-file-line = קובץ המילים '{ $file }', שורה { $line }: { $reason }
pairs-file-line = קובץ הזוגות '{ $file }', שורה { $line }: { $reason }
focus-file-line = קובץ החיתוך '{ $file }', שורה { $line }: { $reason }
no-words = בקובץ המילים '{ $file }' אין מילים (צריך לכתוב מילה אחת או ביטוי קצר בכל שורה)
text-undrawable = אי אפשר לצייר את '{ $text }': { $reason }
edit-refused = { $reason }
edit-refused-card = קלף { $card }: { $reason }
edit-refused-layout = קובץ הפריסה '{ $file }': { $reason }
edit-refused-layout-card = קובץ הפריסה '{ $file }': קלף { $card }: { $reason }
# $shape: shape-round, shape-square…
diameter-too-large = { $perSheet } קלפים בצורת { $shape } ברוחב { $diameter } מ"מ לא נכנסים בדף { $paper }: הרוחב המרבי הוא { NUMBER($max, minimumFractionDigits: 1) } מ"מ
diameter-too-large-marks = { $perSheet } קלפים בצורת { $shape } ברוחב { $diameter } מ"מ לא נכנסים בדף { $paper } לצד סימני הרישום של Silhouette: הרוחב המרבי הוא { NUMBER($max, minimumFractionDigits: 1) } מ"מ
template-refused = התבנית '{ $name }': { $reason }
names-file-refused = קובץ השמות '{ $file }': { $reason }
synonyms-file-refused = קובץ המילים הנרדפות '{ $file }': { $reason }

## Printed on the legend sheet

legend-title = { $symbols } התמונות של החפיסה הזו  ·  { $cards } קלפים עם { $perCard } תמונות בכל אחד
## Printed on the tuck box (--box): its sides say the deck's size.
box-numbers = { $cards } קלפים · { $perCard } תמונות בכל אחד
box-too-large = קופסה ל-{ $cards } קלפים ברוחב { $size } מ"מ, בערימה בעובי { $depth } מ"מ, צריכה { $width } × { $height } מ"מ של נייר, יותר ממה שיש: מתאימים קלפים ברוחב של עד { NUMBER($largest, minimumFractionDigits: 1) } מ"מ ({ "--diameter" }), או שצריך ערימה דקה יותר ({ "--paper-thickness" }, { "--cards" })
box-too-deep = קופסה ל-{ $cards } קלפים בערימה בעובי { $depth } מ"מ לא נכנסת בדף בשום גודל קלף: צריך ערימה דקה יותר ({ "--paper-thickness" }, { "--cards" })
## Printed on the rules page (--rules): the classic ways to play a matching deck.
rules-title = איך משחקים
rules-deck = בחפיסה הזו יש { $cards } קלפים, בכל קלף { $perCard } תמונות, ובסך הכול { $symbols } תמונות. לכל שני קלפים יש בדיוק תמונה משותפת אחת: צריך למצוא אותה לפני כולם ולומר את שמה.
rules-tower-name = המגדל
rules-tower = מחלקים לכל משתתף קלף אחד הפוך, ואת שאר הקלפים מניחים בערימה גלויה באמצע. כולם הופכים את הקלף שלהם. מי שמזהה תמונה שמופיעה גם בקלף שלו וגם בקלף העליון בערימה, אומר את שמה, לוקח את הקלף הזה ומניח אותו על הקלף שלו. כשהערימה נגמרת, מנצח מי שיש לו הערימה הגבוהה ביותר.
rules-well-name = הבאר
rules-well = מחלקים את כל הקלפים חוץ מאחד, הפוכים ובמספר שווה; את הקלף האחרון מניחים גלוי באמצע. כולם הופכים את הקלף העליון בחבילה שלהם. מי שמוצא את התמונה שמשותפת לקלף שלו ולקלף שבאמצע, אומר אותה ומניח את הקלף שלו מעליו. מי שנפטר ראשון מכל הקלפים שלו מנצח.
rules-potato-name = תפוח אדמה לוהט
rules-potato = משחקים כמה סיבובים קצרים. כל משתתף מחזיק קלף אחד הפוך על כף היד. בספירה עד שלוש, כולם חושפים את הקלף: מי שמזהה תמונה שמשותפת לקלף שלו ולקלף של משתתף אחר, אומר אותה ומניח את הקלפים שלו על הקלפים של המשתתף האחר. מי שנשאר בסוף עם כל הקלפים מפסיד בסיבוב; אחרי חמישה סיבובים, מנצח מי שהפסיד הכי מעט פעמים.
rules-catch-name = תופסים את כולם
rules-catch = מניחים קלף אחד הפוך באמצע, ומסביבו קלפים גלויים, כמספר המשתתפים. הופכים את הקלף שבאמצע. מי שמזהה תמונה שמשותפת לקלף שבאמצע ולאחד הקלפים שמסביב, אומר אותה ולוקח את הקלף הזה. כשלא נשארים קלפים, מחלקים סיבוב חדש; בסוף מנצח מי שתפס הכי הרבה קלפים.
rules-gift-name = המתנה המורעלת
rules-gift = מחלקים לכל משתתף קלף אחד הפוך, ואת שאר הקלפים מניחים בערימה גלויה באמצע. כולם הופכים את הקלף שלהם. מי שמזהה תמונה שמשותפת לקלף העליון בערימה ולקלף של משתתף אחר, אומר אותה ומניח את הקלף מהערימה על הקלף של המשתתף האחר: מתנה שאף אחד לא רוצה. כשהערימה נגמרת, מנצח מי שיש לו הכי מעט קלפים.
rules-end = מערבבים את הקלפים בין משחק למשחק. מי שאומר תמונה לא נכונה מחכה לקלף הבא. ילדים קטנים יכולים לשחק בלי למהר: משחקים לפי התור ועוזרים זה לזה לחפש.
legend-title-pairs = { $symbols } הסמלים של החפיסה הזו, לכל אחד שני צדדים  ·  { $cards } קלפים עם { $perCard } סמלים בכל אחד

## Printed on the duplex test sheet

# (Hebrew: in duplex-step-fix, each --back-offset follows a Latin letter, so that its dashes
# stay on its left in right-to-left text.)
duplex-flip-long = היפוך על הצד הארוך
duplex-flip-short = היפוך על הצד הקצר
duplex-step-print = בדיקת הדפסה דו-צדדית: להדפיס את שני העמודים על דף אחד, משני הצדדים, { $flip }, ב-100% (גודל ממשי).
duplex-step-hold = להחזיק את הדף מול חלון. כל צלב אדום שבגב הדף נראה דרך הנייר ליד סרגל:
duplex-step-read = לקרוא כמה מ"מ הוא רחוק מהמרכז ימינה (X) ולמטה (Y); שמאלה ולמעלה זה מינוס.
duplex-step-fix = אחר כך ליצור את החפיסה עם ההפך של X,Y: --back-offset -X,-Y. למשל X = 2, Y = -1: --back-offset -2,1.
duplex-back = גב

## Deck sizes

size-impossible-bruck-ryser = בלתי אפשרי (משפט ברוק–רייזר)
size-impossible-lam = בלתי אפשרי (החיפוש הממוחשב של לאם, 1989)
size-unknown = לא ידוע: לא ידוע על מישור כזה (בעיה פתוחה)
size-not-a-number = '{ $given }' הוא לא מספר שלם של סמלים בכל קלף; הגדלים האפשריים הם מ-3 בכל קלף (7 קלפים) ועד { $most } בכל קלף ({ $cards } קלפים)
size-too-few = { $given } סמלים בכל קלף זה מעט מדי
size-no-plane-bruck-ryser = עם { $given } סמלים בכל קלף צריך מישור פרויקטיבי מסדר { $order }, ואין כזה (משפט ברוק–רייזר)
size-no-plane-lam = עם { $given } סמלים בכל קלף צריך מישור פרויקטיבי מסדר { $order }, ואין כזה (החיפוש הממוחשב של לאם, 1989)
size-no-plane-known = עם { $given } סמלים בכל קלף צריך מישור פרויקטיבי מסדר { $order }, ולא ידוע על כזה: אם הוא קיים, זו בעיה פתוחה
size-far-too-large = { $given } סמלים בכל קלף זה הרבה מעבר לסדר הגדול ביותר שנתמך, { $max }
size-too-large = עם { $given } סמלים בכל קלף צריך מישור פרויקטיבי מסדר { $order }, מעל הסדר הגדול ביותר שנתמך, { $max }
# $problem: one of the size-… messages above; $smaller, $larger, $size: size-choice.
size-nearest = { $problem }; הגדלים הקרובים: { $smaller } או { $larger }
size-largest = { $problem }; הגודל הגדול ביותר הוא { $size }
size-smallest = { $problem }; הגודל הקטן ביותר הוא { $size }
size-choice = { $perCard } בכל קלף ({ $cards } קלפים, או { $affine } עם תמונה אחת פחות)

## Where a deck's symbols come from, said in errors and warnings

source-bundled-icons = ערכת התמונות המוכנות
# A folder or a file, as the person named it.
source-file = '{ $file }'
source-pictures-given = { $count ->
        [one] התמונה האחת שלכם
        [two] שתי התמונות שלכם
       *[other] כל { $count } התמונות שלכם
    }
source-icons-chosen = { $count ->
        [one] התמונה המוכנה שנבחרה
        [two] שתי התמונות המוכנות שנבחרו
       *[other] כל { $count } התמונות המוכנות שנבחרו
    }
source-and = { $first } ו{ $rest }
source-together = { $sources } יחד

## Card shapes

shape-round = עיגול
shape-square = ריבוע
shape-rounded = ריבוע עם פינות מעוגלות
shape-hexagon = משושה

## Lengths and lists, said inside other sentences

# A length with the article English reads it with: "an 8 mm margin", "a 3 mm gap".
# (Hebrew has no such article: both are the same.)
length-a-mm = { $mm } מ"מ
length-an-mm = { $mm } מ"מ
list-comma = { $first }, { $rest }
list-or = { $first } או { $last }
list-and = { $first } וגם { $last }

## Words, pairs and focus files, said after the file and line

# $what: focus-x, focus-y or focus-the-zoom.
focus-not-a-number = הערך '{ $value }' של { $what } הוא לא מספר
focus-x = x
focus-y = y
focus-the-zoom = הזום
focus-line = צריך לכתוב את שם הקובץ של תמונה, x ו-y (ואם רוצים, גם זום), מופרדים בטאבים או בפסיקים
focus-twice = עבור '{ $name }' כבר יש חיתוך בשורה קודמת
focus-not-a-picture = '{ $name }' היא לא אחת מהתמונות של החפיסה
focus-not-a-picture-meant = '{ $name }' היא לא אחת מהתמונות של החפיסה: צריך לכתוב את שם הקובץ שלה, '{ $meant }'
# $pictures: the first file names, each quoted, separated by commas.
focus-not-a-picture-among = '{ $name }' היא לא אחת מהתמונות של החפיסה ({ $pictures })
focus-not-a-picture-among-more = '{ $name }' היא לא אחת מהתמונות של החפיסה ({ $pictures }, … { $count } בסך הכול)
not-utf8 = זה לא טקסט בקידוד UTF-8 (צריך לשמור את הקובץ בקידוד UTF-8)
# $line: the line as written.
pair-more-than-two = בשורה '{ $line }' יש יותר משני צדדים: בכל שורה סמל אחד, כלומר צד והצד השני שלו
pair-not-two = בשורה '{ $line }' אין שני צדדים: צריך לכתוב את התמונה או המילה ואת הצד השני שלה, מופרדים בטאב או בפסיק, למשל 'cat.png, חתול' או 'icon:dog, כלב'
pair-face-twice = הצד '{ $face }' מופיע פעמיים (בשורות { $first } ו-{ $second }): כל צד צריך להיות שונה
pairs-none = אין בקובץ זוגות (צריך לכתוב זוג אחד בכל שורה)
pair-no-such-icon = אין תמונה מוכנה בשם '{ $name }' (הפקודה `fanodeck icons` מציגה את כולן)
pair-word-too-long = ב-'{ $word }' יש יותר מ-{ $most } תווים
pair-no-picture-in-folder = אין תמונה בשם '{ $name }' בתיקייה של קובץ הזוגות
pair-no-picture-in = אין תמונה בשם '{ $name }' בתיקייה '{ $folder }'
pair-no-picture-given = אין תמונה בשם '{ $name }' בין התמונות שלכם
word-too-long = בשורה יש { $chars } תווים; במילה או בביטוי יכולים להיות לכל היותר { $most }
# $character: the character as Unicode names it, e.g. U+0E01 THAI CHARACTER KO KAI.
no-font-can-draw = אף גופן לא יכול לצייר את '{ $word }', כי יש בו את התו { $character } (צריך לתת { "--font" } עם גופן שיש בו את התו)
no-font-has-character = לאף גופן אין את התו { $character } (צריך לתת { "--font" } עם גופן שיש בו את התו)
text-draws-nothing = הטקסט לא מצייר כלום
text-outlines-failed = אי אפשר לצייר את קווי המתאר: { $reason }

## Pictures an SVG links to, said in a warning

link-not-allowed = היא מקשרת ל-'{ $href }', ותמונה כזו לא יכולה לקשר לקבצים
link-not-a-file = היא מקשרת ל-'{ $href }', שהוא לא קובץ בתיקייה של התמונה
link-missing = התמונה המקושרת '{ $href }' חסרה
link-outside = התמונה המקושרת '{ $href }' נמצאת מחוץ לתיקייה של התמונה
link-unreadable = התמונה המקושרת '{ $href }': { $reason }
link-refused = התמונה המקושרת '{ $href }': { $reason }
link-not-svg = התמונה המקושרת '{ $href }' היא לא קובץ SVG תקין: { $reason }
link-not-a-picture = התמונה המקושרת '{ $href }' היא לא קובץ PNG, JPEG, GIF, WebP או SVG

## Hand edits and layout files (the card editor shows these)

# $what: layout-cards, layout-no-such-card or layout-card-differs.
layout-of-another-deck = { $what }: זו הפריסה של חפיסה אחרת (תמונות, מספר ערבוב או גודל אחרים)
layout-cards = יש בה { $cards } קלפים, ובחפיסה הזו { $deck }
layout-no-such-card = אין בפריסה קלף כזה
# $given, $wanted: the symbols' names, separated by commas.
layout-card-differs = מופיעים בו { $given }, ובקלף של החפיסה הזו מופיעים { $wanted }
layout-too-large = הקובץ גדול מ-{ $megabytes } MB, יותר ממה שפריסה יכולה להכיל
layout-not-text = זו לא פריסה: פריסה היא טקסט JSON של קובץ תיאור
# $reason: the JSON reader's words, as they are.
layout-not-json = זו לא פריסה שהכלי כתב (JSON של קובץ תיאור): { $reason }
edit-no-such-card = קלף { $card } לא נמצא בחפיסה הזו, שיש בה { $cards } קלפים
edit-twice = נערך פעמיים
edit-reroll-past = אין סידור { $reroll }: הסידור האחרון הוא { $last }
edit-pinned-twice = הסמל { $symbol } מוצמד פעמיים
edit-no-such-symbol = הסמל { $symbol } לא נמצא בחפיסה הזו ({ $symbols } סמלים)
edit-pin-not-a-number = להצמדה של הסמל { $symbol } יש גודל או מיקום שאינם מספר
# $symbol, $first, $second: symbol-named or symbol-numbered.
edit-not-on-card = { $symbol } לא נמצא בקלף הזה
edit-pin-crosses-margin = ההצמדה של { $symbol } חורגת לתוך הרווח עד קצה הקלף
edit-pins-overlap = ההצמדות של { $first } ושל { $second } עולות זו על זו
# $reason: pack-margin-no-room or pack-no-fit.
edit-pins-leave-no-room = הסמלים המוצמדים לא משאירים מקום לאחרים ({ $reason })
symbol-named = '{ $name }'
symbol-numbered = סמל { $id }

## Laying out cards

layout-no-mask = לסמל { $symbol } אין מסכה (ניתנו { $masks } מסכות)
# $margin, $gap: length-a-mm or length-an-mm.
pack-margin-no-room = רווח של { $margin } עד הקצה לא משאיר מקום בקלף ברוחב { $size } מ"מ
pack-no-fit = עם רווח של { $gap } בין התמונות ורווח של { $margin } עד הקצה, התמונות לא נכנסות בקלף של { $size } מ"מ, אפילו בגודל { $smallest } מ"מ

## Sheet templates

# $builtin: the built-in templates' names, separated by commas.
template-no-such-file = אין תבנית מובנית בשם הזה (התבניות המובנות: { $builtin }), ואין קובץ כזה
template-no-such-builtin = אין תבנית מובנית בשם הזה (התבניות המובנות: { $builtin })
template-unreadable = אי אפשר לקרוא את הקובץ: { $reason }
template-not-utf8 = זה לא טקסט בקידוד UTF-8
# $name: option-paper, option-shape…
template-option = { $name } '{ $value }': { $reason }
# $key: the template's setting as written in the file (margin_mm).
template-length = { $key } = { $value }: צריך להיות אורך בין { $min } ל-{ $max } מ"מ
template-dpi = print_dpi = { $value }: צריך להיות בין { $min } ל-{ $max } dpi

## Sheets

sheet-cutting = { $cards } קלפים בכל דף, צמודים זה לזה; { $cuts } חיתוכים ישרים דרך כל ערימת הדפים

## What a deck is made of, when bundled icons stand beside the maker's own symbols

# $parts: makeup-your-pictures, makeup-words and makeup-bundled-icons, as a list (list-and).
makeup-mixed = { $parts }
makeup-your-pictures = { $count ->
        [one] תמונה אחת שלכם
        [two] שתיים מהתמונות שלכם
       *[other] { $count } מהתמונות שלכם
    }
makeup-words = { $count ->
        [one] מילה אחת
        [two] שתי מילים
       *[other] { $count } מילים
    }
makeup-bundled-icons = { $count ->
        [one] תמונה מוכנה אחת
        [two] שתי תמונות מוכנות
       *[other] { $count } תמונות מוכנות
    }

## Project files (the page's "Save project"), said after the file's name

project-zip-failed = אי אפשר לכתוב את קובץ ה-ZIP: { $reason }
project-not-one = זה לא פרויקט של fanodeck (צריך לפתוח קובץ שנשמר עם "לשמור את הפרויקט")
project-holds-too-many = יש בו { $files } קבצים, יותר מ-{ $most }
# $by: the program that saved it ("fanodeck 0.3.0"), or project-made-by-unknown.
project-newer = הוא נשמר בגרסה חדשה יותר של fanodeck ({ $by }, גרסת פרויקט { $version }); הגרסה הזו פותחת רק את גרסה { $opens }: צריך לפתוח אותו בגרסה החדשה יותר של fanodeck
project-made-by-unknown = לא ידוע
project-lists-too-many = ברשימה שלו יש { $files } קבצים, יותר מ-{ $most }
# $path: the file's place in the project, e.g. pictures/001-cat.png.
project-listed-twice = '{ $path }' מופיע ברשימה פעמיים או לא במקומו: הפרויקט פגום
# $reason: the settings reader's words, as they are.
project-unknown-settings = יש בו הגדרות שהגרסה הזו של fanodeck לא מכירה ({ $reason }): צריך לפתוח אותו בגרסה חדשה יותר של fanodeck
project-settings-damaged = אי אפשר לקרוא את ההגדרות שלו (הפרויקט פגום): { $reason }
project-entry-over-budget = '{ $path }' גדול מדי: יחד עם הקבצים שלפניו, הוא עובר את { $megabytes } MB שפרויקט יכול להכיל בסך הכול
project-entry-too-large = '{ $path }' גדול מדי: יותר מ-{ $megabytes } MB, הגודל המרבי של קובץ כזה
project-entry-damaged = אי אפשר לקרוא ממנו את '{ $path }' (הפרויקט פגום): { $reason }
project-entry-missing = '{ $path }' חסר בו: הפרויקט פגום
# $kind: project-kind-…
project-entry-not-kind = '{ $path }' הוא לא { $kind }: הפרויקט פגום
project-kind-settings = ההגדרות של הפרויקט
project-kind-picture = תמונה (קובץ PNG, JPEG, WebP, GIF, BMP או SVG)
project-kind-font = גופן (קובץ TrueType או OpenType)

## Names and synonyms files (dominoes), said after the file's name

names-file-too-large = בקובץ יש { $bytes } בתים; קובץ שמות יכול להיות לכל היותר { $megabytes } MB
synonyms-file-too-large = בקובץ יש { $bytes } בתים; קובץ מילים נרדפות יכול להיות לכל היותר { $megabytes } MB
line-not-utf8 = שורה { $line } היא לא טקסט בקידוד UTF-8 (צריך לשמור את הקובץ בקידוד UTF-8)
name-too-long = שורה { $line }: בשם '{ $start }…' יש { $chars } תווים; בשם יכולים להיות לכל היותר { $most }
names-too-many = יותר מ-{ $most } שמות (זו המגבלה)
names-empty = אין בו שמות (צריך לכתוב שמות מופרדים בפסיקים או בשורות חדשות, למשל 'Tim Cook, Frank Lloyd Wright, Prince')
synonyms-not-a-group = שורה { $line }: '{ $entry }' היא לא קבוצה (צריך לחבר שמות עם '=', למשל COOK=COOKE=COOKIE)
synonym-too-long = שורה { $line }: ב-'{ $start }…' יש יותר מ-{ $most } תווים

## Deck files (cards --json, manifests)

deck-not-json = זה לא JSON תקין: { $reason }
deck-no-cards-list = אין רשימת 'cards' ברמה העליונה
deck-cards-not-a-list = 'cards' היא לא רשימה
# $index: the card's number counted from 0.
deck-card = קלף { $index } (הספירה מתחילה מ-0): { $reason }
deck-card-no-symbols = אובייקט בלי רשימת 'symbols'
# $found, $placement, $entry: JSON as written.
deck-card-not-a-list = צריכה להיות רשימה של מזהי סמלים, אבל נמצא { $found }
deck-placement-no-id = למיקום { $placement } אין מזהה 'symbol' שהוא מספר שלם
deck-not-an-id = { $entry } הוא לא מזהה של סמל (מספר שלם)

## Warnings

warning-focus-file-whole = קובץ החיתוך '{ $file }' לא משנה כלום: הצילומים מודפסים שלמים; כדי לחתוך אותם סביב מה שרואים בהם, צריך לבחור צורת צילומים (עיגול, פינות מעוגלות או ריבוע עגלגל)
warning-focus-whole = החיתוך שנבחר לצילומים לא משנה כלום: הצילומים מודפסים שלמים; כדי לחתוך אותם סביב מה שרואים בהם, צריך לבחור צורת צילומים (עיגול, פינות מעוגלות או ריבוע עגלגל)
# $reason: the technical words of the check, as they are.
warning-embedded-svg = התמונה '{ $file }': תמונת SVG שמוטמעת בה לא תצויר (הסיבה: { $reason })
# $reason: link-…
warning-link-not-drawn = התמונה '{ $file }': { $reason }; התמונה המקושרת לא תצויר
warning-svg-letters = התמונה '{ $file }': בטקסט שבה יש אותיות שאף גופן לא יכול לצייר, והן הושמטו: { $letters }; צריך לתת גופן (--font) שיש בו אותן
# $warning: faint-picture… below.
warning-icon = התמונה '{ $file }': { $warning }
faint-picture = רק { NUMBER($percent, minimumFractionDigits: 2) } אחוזים מהתמונה נראים; אולי יהיה קשה לזהות אותה
faint-picture-keyed = רק { NUMBER($percent, minimumFractionDigits: 2) } אחוזים מהתמונה נראים אחרי שהרקע הלבן הופך לשקוף; אולי יהיה קשה לזהות אותה
# $error: the error's technical words, as they are.
warning-skipped = { $error }; הקובץ לא נכלל
# $links: each link and where it leads, separated by commas.
warning-links-outside = { $count ->
        [one] קישור אחד בתיקייה '{ $folder }' מוביל אל מחוץ לה, ולכן לא נכלל: { $links }
        [two] שני קישורים בתיקייה '{ $folder }' מובילים אל מחוץ לה, ולכן לא נכללו: { $links }
       *[other] { $count } קישורים בתיקייה '{ $folder }' מובילים אל מחוץ לה, ולכן לא נכללו: { $links }
    }
# $entries: the first file names, separated by commas.
warning-not-pictures = { $count ->
        [one] פריט אחד בתיקייה '{ $folder }' הוא לא תמונה, ולכן לא נכלל: { $entries }
        [two] שני פריטים בתיקייה '{ $folder }' הם לא תמונות, ולכן לא נכללו: { $entries }
       *[other] { $count } פריטים בתיקייה '{ $folder }' הם לא תמונות, ולכן לא נכללו: { $entries }
    }
warning-not-pictures-more = { $count ->
        [one] פריט אחד בתיקייה '{ $folder }' הוא לא תמונה, ולכן לא נכלל: { $entries } ועוד { $more }
        [two] שני פריטים בתיקייה '{ $folder }' הם לא תמונות, ולכן לא נכללו: { $entries } ועוד { $more }
       *[other] { $count } פריטים בתיקייה '{ $folder }' הם לא תמונות, ולכן לא נכללו: { $entries } ועוד { $more }
    }
# $what: symbols-pictures…; $source: source-…; $unused: the names, separated by commas.
warning-unused = החפיסה משתמשת ב-{ $needed } מתוך { $total } { $what } ({ $source }); לא נכללו: { $unused }
warning-unused-more = החפיסה משתמשת ב-{ $needed } מתוך { $total } { $what } ({ $source }); לא נכללו: { $unused } ועוד { $more }
# $pictures: the file names, separated by commas.
warning-pictures-unpaired = התמונות האלה לא מופיעות באף זוג של החפיסה, ולכן הן לא נכללו: { $pictures }
# $source: where the picture came from (its file, builtin:…, text:…).
warning-legend-name = דף השמות: סמל { $number } '{ $name }' ({ $source }): הגופן של דף השמות לא יכול לצייר את כל התווים בשם שלו, ולכן הוא מופיע בו כ-'{ $shown }'
warning-white-bleed = לגלישת צבע של { $bleed } מ"מ אין השפעה נראית: צבע הרקע של התבנית הוא לבן ({ "#ffffff" }); כדאי להשתמש בתבנית עם צבע רקע, כמו a4-6-bleed
# $message: the PDF writer's words, as they are.
warning-font-letters = הגופן לא יכול לצייר את כל האותיות של '{ $line }', ולכן מופיע במקומו '{ $shown }'

## The page's engine (web), about what the page sent

# $reason: the reader's words, as they are.
web-invalid-options = הגדרות לא תקינות: { $reason }
# $options: every option's name, separated by commas.
web-no-such-option = ההגדרה '{ $key }' לא תקינה: אין הגדרה כזו (ההגדרות הן { $options })
web-manifest-failed = קובץ התיאור: { $reason }
web-no-game = אין משחק: צריך לחלק משחק חדש קודם

## Words that are not fanodeck's (a decoder's, a parser's, the system's), said as they are

untranslated = { $words }

## The card editor (web)

# Asked to fix a card before a deck is made (the page's editor opens only on a deck made).
editor-no-deck = קודם צריך ליצור את החפיסה: עדיין אין קלף לתקן

## Games (web)

# The options the page sent for a SET deck or a dominoes board could not be read; $reason says
# why, in the engine's technical words.
set-invalid-options = הגדרות לא תקינות: { $reason }
dominoes-invalid-options = הגדרות לא תקינות: { $reason }
