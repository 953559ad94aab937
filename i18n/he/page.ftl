# fanodeck's web page: the header, the language menu and the tabs.

language-label = שפה

# Translators: numbers ($count, $cards, $kb…) are formatted by your language; add plural
# variants ({ $count -> [one] … *[other] … }) wherever your language needs them. A message may
# hold <em>, <strong>, <kbd> and <code>, and no other markup. "fanodeck" is a name: keep it.

## The page's head and the tabs

page-title = fanodeck: ליצור משחק קלפים משלכם – למצוא את התמונה המשותפת
page-lead = ליצור משחק קלפים משלכם בסגנון <em>דובל</em> (<em>Dobble</em>): לכל שני קלפים יש בדיוק תמונה משותפת אחת. בוחרים תמונות, לוחצים על <strong>ליצור את החפיסה</strong>, מדפיסים את קובץ ה-PDF בגודל 100%, גוזרים את הקלפים ומשחקים.
page-private = הכול קורה במחשב הזה: התמונות והמילים לא יוצאות ממנו, ושום דבר לא מועלה לאינטרנט.
# The row of tabs, as a screen reader names it.
tab-list =
    .aria-label = מה עושים
tab-make-deck = יצירת חפיסה
tab-play-game = משחק
# The card game SET, by its name.
tab-set-game = SET
tab-name-dominoes = דומינו שמות

## Your project: kept in this browser, saved and opened as a file

project-heading = הפרויקט שלכם
project-hint = התמונות, המילים וההגדרות נשמרים בדפדפן הזה לפעם הבאה; שום דבר לא מועלה לשום מקום. כדי להעביר אותם למחשב אחר, שומרים את הפרויקט ופותחים אותו שם.
project-save-button = לשמור את הפרויקט
project-open-button = לפתוח פרויקט…
project-start-over = להתחיל מחדש
# The name of the project file saved: keep ".zip", and no spaces.
project-file = fanodeck-project.zip
# $file: the project file's name; $kb: its size in kilobytes.
project-saved = נשמר: { $file } ({ $kb } KB). אפשר לפתוח אותו כאן או במחשב אחר עם "לפתוח פרויקט".
# $error: why, a sentence of the engine's.
project-save-failed = לא ניתן היה לשמור את הפרויקט: { $error }
# $file: the project file's name.
project-opened = הקובץ { $file } נפתח.
# $error: why, a sentence of the engine's.
project-open-failed = לא ניתן היה לפתוח את הפרויקט: { $error }
project-cannot-keep-full = הדפדפן הזה לא יכול לשמור את התמונות לפעם הבאה: האחסון שלו מלא. כדי לשמור אותן בקובץ, לוחצים על "לשמור את הפרויקט".
project-cannot-keep-off = הדפדפן הזה לא יכול לשמור את התמונות לפעם הבאה: הוא לא שומר כאן כלום (בחלון פרטי, או בגלל ההגדרות שלו). כדי לשמור אותן בקובץ, לוחצים על "לשמור את הפרויקט".
# $count: how many pictures came back.
project-restored = { $count ->
    [one] התמונה, המילים וההגדרות מהפעם הקודמת חזרו. "להתחיל מחדש" מוחק אותם.
    [two] שתי התמונות, המילים וההגדרות מהפעם הקודמת חזרו. "להתחיל מחדש" מוחק אותם.
   *[other] { $count } התמונות, המילים וההגדרות מהפעם הקודמת חזרו. "להתחיל מחדש" מוחק אותם.
}
project-restored-settings = המילים וההגדרות מהפעם הקודמת חזרו. "להתחיל מחדש" מוחק אותם.
project-restore-failed = לא ניתן היה לקרוא את מה שהדפדפן הזה שמר מהפעם הקודמת; מעכשיו השינויים נשמרים.
# Asked before starting over; $count: how many pictures the page holds.
project-start-over-confirm = { $count ->
    [0] להתחיל מחדש? הפעולה מוחקת את המילים ואת ההגדרות מהדף הזה ומהדפדפן הזה. קובץ פרויקט שכבר נשמר נשאר כמו שהוא.
    [one] להתחיל מחדש? הפעולה מוחקת את התמונה, את המילים ואת ההגדרות מהדף הזה ומהדפדפן הזה. קובץ פרויקט שכבר נשמר נשאר כמו שהוא.
    [two] להתחיל מחדש? הפעולה מוחקת את שתי התמונות, את המילים ואת ההגדרות מהדף הזה ומהדפדפן הזה. קובץ פרויקט שכבר נשמר נשאר כמו שהוא.
   *[other] להתחיל מחדש? הפעולה מוחקת את { $count } התמונות, את המילים ואת ההגדרות מהדף הזה ומהדפדפן הזה. קובץ פרויקט שכבר נשמר נשאר כמו שהוא.
}
project-clear-failed = לא ניתן היה למחוק את מה שהדפדפן הזה שמר: שום דבר לא נמחק.

## Step 1: how big a deck

size-heading = כמה גדולה החפיסה?
size-symbols = תמונות בכל קלף
# A choice of the menu: $symbols pictures on each card make $cards cards from $pictures pictures.
size-option = { $symbols } בקלף: { $cards } קלפים מ-{ $pictures } תמונות
# A size the engine cannot make; $reason: why, in the engine's words.
size-option-impossible = { $symbols } בקלף: לא אפשרי ({ $reason })
size-note = { $cards } קלפים מ-{ $pictures } תמונות. לילדים קטנים כדאי לנסות 6 בקלף (31 קלפים).
size-note-affine = תמונה אחת פחות: { $cards } קלפים מ-{ $pictures } תמונות.
size-kind = סוג החפיסה
size-full = חפיסה מלאה
size-affine = תמונה אחת פחות
size-cards = כמה קלפים להשאיר
# The field left empty keeps every card.
size-cards-input =
    .placeholder = כולם
# $need: how many different symbols the deck needs; $have: how many the page has.
need-enough = לחפיסה צריך { $need } תמונות או מילים שונות; יש כרגע { $have }.
# $missing: how many more are needed.
need-short = לחפיסה צריך { $need } תמונות או מילים שונות; יש כרגע { $have }: צריך להוסיף עוד { $missing }, או לבחור פחות תמונות בכל קלף.

## Step 2: the pictures

pictures-heading = אילו תמונות?
pictures-own = התמונות שלכם
pictures-drop = אפשר לגרור לכאן תמונות או תיקייה (SVG, PNG, JPEG, WebP, GIF, BMP), או
pictures-choose = לבחור תמונות…
pictures-choose-folder = לבחור תיקייה…
pictures-remove-all = להסיר הכול
pictures-more = עוד על התמונות
pictures-skip-unreadable = לדלג על תמונות שאי אפשר לקרוא
pictures-key-white = להפוך רקע לבן לשקוף
pictures-allow-similar = לאפשר תמונות שנראות דומות
pictures-list =
    .aria-label = התמונות שלכם
# $done of $total pictures chosen are checked so far.
pictures-checking = בודקים את התמונות: { $done } מתוך { $total } נבדקו…
pictures-checked = { $count ->
    [one] תמונה אחת נבדקה.
    [two] שתי תמונות נבדקו.
   *[other] { $count } תמונות נבדקו.
}
# After "1 picture checked.": that one cannot be used.
pictures-bad-it = אי אפשר להשתמש בה: הסיבה מופיעה לידה.
# One of several pictures cannot be used.
pictures-bad-one = באחת מהן אי אפשר להשתמש: הסיבה מופיעה לידה.
# $bad of the pictures cannot be used.
pictures-bad-some = ב-{ $bad } מהן אי אפשר להשתמש: הסיבה מופיעה ליד כל אחת.
pictures-bad-all = אי אפשר להשתמש באף אחת מהן: הסיבה מופיעה ליד כל אחת.
# $count files chosen are no pictures; $files: their names.
pictures-left-out = { $count ->
    [one] קובץ אחד הושמט כי הוא לא תמונה (אפשר להשתמש ב-SVG, PNG, JPEG, WebP, GIF או BMP): { $files }.
    [two] שני קבצים הושמטו כי הם לא תמונות (אפשר להשתמש ב-SVG, PNG, JPEG, WebP, GIF או BMP): { $files }.
   *[other] { $count } קבצים הושמטו כי הם לא תמונות (אפשר להשתמש ב-SVG, PNG, JPEG, WebP, GIF או BMP): { $files }.
}
# Beside a picture; $file: the other picture's name; $alike: how alike, in per cent.
pictures-look-alike = נראית כמעט זהה ל-{ $file } (דמיון של { $alike } אחוזים): השחקנים לא יוכלו להבחין ביניהן
# The button that removes a picture from the list; $file: its name.
pictures-remove = ×
    .aria-label = להסיר את { $file }

## Photos cut to a shape

crops-shape = צורת הצילומים: הצילומים נחתכים סביב מה שרואים בהם, כדי שישתלבו זה בזה כמו האייקונים
crops-whole = שלם
crops-circle = עיגול
crops-rounded = פינות מעוגלות
# A square with rounded sides, between a square and a circle.
crops-squircle = ריבוע עגלגל
crops-offer = כל { $count } התמונות הן צילומים. כשהן גזורות סביב מה שכל אחת מראה, הן מודפסות גדולות יותר ומשתלבות בקלפים כמו הסמלים; הריבוע העגלגל שומר כמעט על כל הצילום. הנה אחת מהן בכל צורה:
crops-offer-squircle = לגזור אותן לריבוע עגלגל
crops-offer-keep = להשאיר אותן שלמות
crops-rim = מסגרת לצילומים החתוכים
crops-rim-width = עובי המסגרת, מ"מ (0 = בלי מסגרת)
crops-rim-colour = צבע המסגרת
# <kbd>Delete</kbd>: the key (Entf on German keyboards, for example).
crops-help = אחרי שהחפיסה נוצרת, בכל צילום מוצג החלק שנשמר: אפשר לגרור אותו, או ללחוץ על הצילום ולהזיז במקשי החיצים (עם Shift: רחוק יותר); המחוון שמתחתיו מגדיל (זום); <kbd>Delete</kbd> נותן למנוע לבחור שוב.
crops-changed = החיתוך השתנה: צריך ליצור את החפיסה שוב כדי לראות אותו.
# A photo's thumbnail showing the part kept, as a screen reader names it; $file: the photo's name.
crops-crop =
    .aria-roledescription = חיתוך
    .aria-label = החיתוך של { $file }
# The slider under a photo; $file: the photo's name.
crops-zoom =
    .aria-label = זום של { $file }

## Words and their fonts

words-heading = מילים
words-hint = מילה אחת או ביטוי קצר בכל שורה; הן מופיעות על הקלפים באותיות ברורות ועבות. אפשר להשאיר ריק כדי להשתמש רק בתמונות.
# An example of words, one a line.
words-input =
    .placeholder =
        שמש
        ירח
        תפוח
fonts-summary = צבעי המילים וגופנים (לעברית, ערבית, הינדי, תאית…)
words-palette = צבעי המילים
words-palette-bright = עזים
words-palette-cb = מתאימים לעיוורון צבעים
fonts-label = גופנים למילים (לא חובה). הגופן המובנה מצייר אותיות לטיניות, יווניות וקיריליות; לעברית, ערבית, הינדי, תאית… צריך להוסיף קובץ גופן מסוג TTF או OTF (למשל Noto Sans Hebrew). כל גופן שמוסיפים בא אחרי אלה שלפניו: הגופנים המאוחרים מציירים את האותיות שחסרות בגופנים הקודמים.
# $files: the font files' names, in order.
fonts-list = גופנים, לפי הסדר: { $files }
fonts-clear = להסיר את הגופנים

## Picture–word pairs

pairs-summary = זוגות של תמונה ומילה (חפיסת אוצר מילים)
# Keep <code>icon:dog</code> as it is: the bundled pictures' names are English.
pairs-help = חפיסת אוצר מילים: לכל סמל יש שני צדדים, וכל צד מופיע בערך בחצי מהקלפים של הסמל, כך שהשחקנים מתאימים תמונה למילה שלה (או מילה לתרגום שלה). בכל שורה, צד ראשון ובשורה המקבילה הצד השני שלו: מילה, <code>icon:dog</code> לתמונה מוכנה, או שם הקובץ של אחת מהתמונות שלכם (<code>cat.jpg</code>). חפיסת זוגות בנויה רק מהזוגות שלה.
pairs-first = צד ראשון
# An example, one face a line: keep "icon:dog" and "icon:cat" (bundled pictures' names).
pairs-first-input =
    .placeholder =
        icon:dog
        icon:cat
        sun
pairs-second = צד שני
# The second faces of the example: the same in another language (here Spanish).
pairs-second-input =
    .placeholder =
        כלב
        חתול
        שמש
# The built-in list: 57 animals, each with its name in Spanish.
pairs-example = לנסות: 57 בעלי חיים ושמותיהם בספרדית

## The bundled pictures

icons-heading = תמונות מוכנות
icons-use = להשתמש בתמונות המוכנות (אחרי התמונות שלכם ולפני המילים)
icons-choose = לבחור מתוכן:
# $chosen of the $total bundled pictures are chosen.
icons-chosen = { $chosen } מתוך { $total } נבחרו
# A group of bundled pictures, by the engine's name for it ($theme).
icons-theme = { $theme ->
    [activities] פעילויות
    [animals] בעלי חיים
    [food] אוכל
    [objects] חפצים
    [people] אנשים
    [smileys] סמיילים
    [travel] נסיעות ומקומות
   *[other] { $theme }
}
# Chooses every picture of a group; $theme: the group's name.
icons-all = הכול
    .aria-label = לבחור את כל התמונות בקבוצה { $theme }
icons-none = אף אחת
    .aria-label = לא לבחור אף תמונה בקבוצה { $theme }
# $chosen of the group's $total pictures are chosen.
icons-theme-count = { $chosen } מתוך { $total }

## Step 3: printing

print-heading = הדפסה
print-paper = נייר
print-paper-letter = Letter (ארה"ב)
print-per-sheet = קלפים בכל דף
print-per-sheet-6 = 6 (קלפים קטנים יותר)
print-per-sheet-4 = 4 (קלפים גדולים יותר)
print-shape = צורת הקלף
print-shape-round = עגול
print-shape-square = ריבוע: הכי מהיר לגזור, אפשר לחתוך כמה דפים יחד בגיליוטינה
print-shape-rounded = ריבוע עם פינות מעוגלות: חותכים ישר, ואז מעגלים את הפינות במעגל פינות
print-shape-hexagon = משושה, למכונת חיתוך
print-corner = עיגול הפינות, מ"מ
print-diameter = רוחב הקלף, מ"מ
# The field left empty: the largest card that fits the sheet.
print-diameter-input =
    .placeholder = הכי גדול שנכנס
print-guides = סימוני חיתוך
print-guides-line = קו חיתוך דק
print-guides-marks = סימנים בפינות
print-guides-none = בלי
print-card-colour = צבע הקלף
print-bleed = גלישת צבע מעבר לקו החיתוך, מ"מ
print-back = תמונה לגב הקלף
# $file: the back picture's name.
print-back-name = גב הקלף: { $file }
print-back-clear = להסיר את הגב
print-duplex = בהדפסה דו-צדדית, הדף מתהפך
print-duplex-long = על הצד הארוך (הרגיל)
print-duplex-short = על הצד הקצר
print-duplex-fold = בכלל לא: מקפלים את הדף
print-legend = להוסיף דף עם השמות של כל התמונות
print-rules = להוסיף דף שמסביר איך משחקים, בשפה שנבחרה כאן
print-box = להוסיף קופסה לקלפים, בגודל שמתאים לחפיסה, לגזירה ולקיפול
print-box-title = כותרת על הקופסה
print-paper-thickness = עובי של קלף אחד, מ"מ (העומק של הקופסה)
print-pdf-a = ליצור PDF לארכיון (PDF/A), כמו שבתי ספר וספריות שומרים
print-seed = מספר ערבוב
print-shuffle = לערבב
layout-summary = פריסה
layout-gap = רווח בין התמונות, מ"מ
layout-margin = רווח עד קצה הקלף, מ"מ
layout-rotation = סיבוב
layout-rotation-mixed = תמונות בכל זווית, מילים כמעט ישרות
layout-rotation-free = כל זווית
layout-rotation-little = קצת (עד 30 מעלות לכל צד)
layout-rotation-none = ישר
layout-size-ratio = יחס בין התמונה הגדולה ביותר לקטנה ביותר
layout-min-size = התמונה הקטנה ביותר, % מהקלף
# The field left empty: no smallest size.
layout-min-size-input =
    .placeholder = כל גודל

## Making the deck

make-heading = יצירת החפיסה
make-button = ליצור את החפיסה
make-starting = מפעילים את המנוע…
make-ready = הכול מוכן.
# $reason: why, in the engine's or the browser's words.
engine-could-not-start = לא ניתן היה להפעיל את המנוע: { $reason }
# $error: the browser's words for what went wrong.
engine-did-not-start = המנוע לא התחיל לפעול: { $error }
# $panic: the engine's technical words, in English.
engine-stopped-on = המנוע נעצר ({ $panic })
# $left: how many of the pictures chosen are not checked yet.
make-waiting = { $left ->
    [one] מחכים שעוד תמונה אחת תיבדק…
    [two] מחכים שעוד שתי תמונות ייבדקו…
   *[other] מחכים שעוד { $left } תמונות ייבדקו…
}
make-comparing = משווים בין התמונות כדי למצוא תמונות דומות…
make-making = יוצרים את החפיסה…
make-stage-symbols = יוצרים את החפיסה: טוענים את הסמלים…
make-stage-layout = יוצרים את החפיסה: מסדרים את הקלפים…
make-stage-pdf = יוצרים את החפיסה: כותבים את קובץ ה-PDF…
# A step of the engine's the page does not know; $stage: its name, in English.
make-stage = יוצרים את החפיסה: { $stage }…
# $error: why, a sentence of the engine's.
make-failed = לא ניתן היה ליצור את החפיסה: { $error }
make-done = מוכן. אפשר להוריד את קובץ ה-PDF למטה.
make-settings-changed = ההגדרות השתנו: צריך ליצור את החפיסה שוב כדי לראות אותן.
# A warning: a picture that stopped the engine was left out; $detail: the engine's technical words, in English.
make-skipped = { $detail }; התמונה לא נכללה
# The toggle that shows an error's technical text (in English).
error-details = פרטים

## The deck made

result-heading = החפיסה שלכם
result-first-cards = הקלפים הראשונים, בזמן ששאר החפיסה נוצרת…
# $cards cards of $perCard pictures each, on $pages pages of $kb kilobytes; $seconds: how long it took.
result-summary =
    { $cards ->
        [one] קלף אחד עם { $perCard } תמונות
       *[other] { $cards } קלפים עם { $perCard } תמונות בכל אחד
    } { $pages ->
        [one] בעמוד אחד
        [two] בשני עמודים
       *[other] ב-{ $pages } עמודים
    } ({ $kb } KB), זמן היצירה: { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } שניות.
# $mixed: what the symbols are, in the engine's words ("3 of your pictures and 54 bundled icons").
result-mixed = החפיסה כוללת { $mixed }.
# $cutting: how to cut the sheets, in the engine's words.
result-cutting = { $cutting }.
result-download-pdf = להוריד את ה-PDF
result-download-manifest = להוריד את קובץ התיאור (JSON)
# The names of the files downloaded: keep the extension, and no spaces.
result-pdf-file = deck.pdf
result-manifest-file = deck.json
result-print-hint = להדפיס ב-<strong>100% / גודל ממשי</strong>, ולא ב"התאמה לדף". הנה כל הקלפים; לוחצים על קלף כדי לתקן אותו ידנית:

## Files for a print shop or a cutting machine

shop-summary = קבצים לבית דפוס או למכונת חיתוך
shop-hint = תמונה אחת לכל צד של קלף, עם גלישת צבע מעבר לקו החיתוך (הגלישה שהוגדרה למעלה, או 3 מ"מ אם השדה ריק; 0 משאיר את מה שמחוץ לקלף שקוף), וקובץ <code>cards.csv</code> שמפרט את התמונות שבכל קלף; או קובץ PDF עם קלף אחד בכל עמוד. לפני שמזמינים, כדאי לבדוק את הגודל בתבנית של בית הדפוס עצמו. Cricut Design Space לא קורא את גודל התמונה מתוך הקובץ: בזמן ההעלאה צריך להקליד את רוחב הקלף ועוד פעמיים את גלישת הצבע.
shop-dpi = רזולוציית התמונות, dpi
shop-backs = גב הקלפים בקובץ ה-PDF של הקלפים
shop-backs-each = גב אחרי כל צד קדמי
shop-backs-last = עמוד גב אחד בסוף
shop-registration = סימני רישום על הדפים
shop-registration-none = בלי
# Silhouette: a maker of cutting machines; "Type 1" is the name of its marks.
shop-registration-silhouette = Silhouette להדפסה וחיתוך (Type 1, אורך 20 מ"מ, עובי 0.5 מ"מ, 10 מ"מ מהקצה)
shop-registration-silhouette-4 = Silhouette Cameo 5, ארבעה סימנים בפינות (אורך 20 מ"מ, עובי 0.3 מ"מ, 10 מ"מ מהקצה)
# Studio: Silhouette Studio, the cutting machine's program; <code>registration</code> is a layer's name in the files: keep it.
shop-silhouette-hint = עם סימני Silhouette, על הדפים מודפסים סימני Type 1 של Studio, והקלפים מוקטנים כדי להתרחק מהם; צריך להגדיר אותו אורך, אותו עובי ואותו מרחק מהקצה גם ב-Silhouette Studio. קובצי החיתוך כוללים את קווי החיתוך של כל דף כקובצי SVG ו-DXF במילימטרים, ואת הסימנים בשכבה נפרדת (<code>registration</code>) שצריך למחוק לפני החיתוך.
shop-print-files = להוריד קובצי הדפסה (ZIP)
shop-cut-files = להוריד קובצי חיתוך (ZIP)
shop-card-pdf = להוריד PDF של הקלפים
# The names of the files downloaded: keep the extension, and no spaces.
shop-print-files-file = print-files.zip
shop-cut-files-file = cut-files.zip
shop-card-pdf-file = cards.pdf
shop-drawing-faces = מציירים את כל צדי הקלפים…
shop-drawing-cuts = מציירים את קווי החיתוך של כל דף…
shop-making-pdf = יוצרים את ה-PDF של הקלפים…
# $file: the file downloaded; $kb: its size in kilobytes.
shop-done = מוכן: { $file } ({ $kb } KB).
# $error: why, a sentence of the engine's.
shop-failed = לא ניתן היה ליצור את הקבצים: { $error }

## The foot of the page

footer-credits = תמונות: Noto Emoji (Apache 2.0); גופן: Andika (SIL OFL).
footer-share = אפשר לשתף את ההגדרות האלה באמצעות כתובת הדף (התמונות שלכם לא נכללות בה).
