# fanodeck's web page: the header, the language menu and the tabs.

language-label = Sprache

# Translators: numbers ($count, $cards, $kb…) are formatted by your language; add plural
# variants ({ $count -> [one] … *[other] … }) wherever your language needs them. A message may
# hold <em>, <strong>, <kbd> and <code>, and no other markup. "fanodeck" is a name: keep it.

## The page's head and the tabs

page-title = fanodeck: Ihr eigenes Kartenspiel – wer findet das gleiche Bild?
page-lead = Gestalten Sie Ihr eigenes Kartenspiel wie <em>Dobble</em>: Je zwei Karten haben genau ein Bild gemeinsam. Wählen Sie Bilder aus, klicken Sie auf <strong>Deck erstellen</strong>, drucken Sie das PDF mit 100 % Größe, schneiden Sie die Karten aus und spielen Sie los.
page-private = Alles geschieht auf diesem Gerät: Ihre Bilder und Wörter verlassen es nie, und nichts wird hochgeladen.
# The row of tabs, as a screen reader names it.
tab-list =
    .aria-label = Was möchten Sie tun?
tab-make-deck = Deck bauen
tab-play-game = Spielen
# The card game SET, by its name.
tab-set-game = SET
tab-name-dominoes = Namens-Domino

## Your project: kept in this browser, saved and opened as a file

project-heading = Ihr Projekt
project-hint = Ihre Bilder, Wörter und Einstellungen werden für das nächste Mal in diesem Browser aufbewahrt; nichts wird irgendwohin hochgeladen. Um sie auf einen anderen Computer mitzunehmen, speichern Sie das Projekt und öffnen Sie es dort.
project-save-button = Projekt speichern
project-open-button = Projekt öffnen…
project-start-over = Neu anfangen
# The name of the project file saved: keep ".zip", and no spaces.
project-file = fanodeck-projekt.zip
# $file: the project file's name; $kb: its size in kilobytes.
project-saved = Gespeichert: { $file } ({ $kb } KB). Öffnen Sie die Datei hier oder auf einem anderen Computer mit „Projekt öffnen“.
# $error: why, a sentence of the engine's.
project-save-failed = Das Projekt konnte nicht gespeichert werden: { $error }
# $file: the project file's name.
project-opened = Geöffnet: { $file }.
# $error: why, a sentence of the engine's.
project-open-failed = Das Projekt konnte nicht geöffnet werden: { $error }
project-cannot-keep-full = Dieser Browser kann Ihre Bilder nicht für das nächste Mal aufbewahren: Sein Speicher ist voll. Mit „Projekt speichern“ sichern Sie sie in einer Datei.
project-cannot-keep-off = Dieser Browser kann Ihre Bilder nicht für das nächste Mal aufbewahren: Er speichert hier nichts (wegen eines privaten Fensters oder seiner Einstellungen). Mit „Projekt speichern“ sichern Sie sie in einer Datei.
# $count: how many pictures came back.
project-restored = { $count ->
    [one] Ihr Bild, Ihre Wörter und Einstellungen vom letzten Mal sind wieder da. „Neu anfangen“ löscht sie.
   *[other] Ihre { $count } Bilder, Wörter und Einstellungen vom letzten Mal sind wieder da. „Neu anfangen“ löscht sie.
}
project-restored-settings = Ihre Wörter und Einstellungen vom letzten Mal sind wieder da. „Neu anfangen“ löscht sie.
project-restore-failed = Was dieser Browser vom letzten Mal aufbewahrt hat, ließ sich nicht wieder einlesen; Ihre Änderungen werden ab jetzt aufbewahrt.
# Asked before starting over; $count: how many pictures the page holds.
project-start-over-confirm = { $count ->
    [0] Neu anfangen? Dadurch werden Ihre Wörter und Ihre Einstellungen von dieser Seite und aus diesem Browser entfernt. Eine gespeicherte Projektdatei bleibt, wie sie ist.
    [one] Neu anfangen? Dadurch werden Ihr Bild, Ihre Wörter und Ihre Einstellungen von dieser Seite und aus diesem Browser entfernt. Eine gespeicherte Projektdatei bleibt, wie sie ist.
   *[other] Neu anfangen? Dadurch werden Ihre { $count } Bilder, Ihre Wörter und Ihre Einstellungen von dieser Seite und aus diesem Browser entfernt. Eine gespeicherte Projektdatei bleibt, wie sie ist.
}
project-clear-failed = Was dieser Browser aufbewahrt hat, ließ sich nicht löschen: Es wurde nichts entfernt.

## Step 1: how big a deck

size-heading = Wie groß soll das Deck sein?
size-symbols = Bilder pro Karte
# A choice of the menu: $symbols pictures on each card make $cards cards from $pictures pictures.
size-option = { $symbols } pro Karte: { $cards } Karten aus { $pictures } Bildern
# A size the engine cannot make; $reason: why, in the engine's words.
size-option-impossible = { $symbols } pro Karte: nicht möglich ({ $reason })
size-note = { $cards } Karten aus { $pictures } Bildern. Für kleine Kinder: Versuchen Sie 6 pro Karte (31 Karten).
size-note-affine = Ein Bild weniger: { $cards } Karten aus { $pictures } Bildern.
size-kind = Art des Decks
size-full = vollständiges Deck
size-affine = ein Bild weniger
size-cards = Nur so viele Karten behalten
# The field left empty keeps every card.
size-cards-input =
    .placeholder = alle
# $need: how many different symbols the deck needs; $have: how many the page has.
need-enough = Das Deck braucht { $need } verschiedene Bilder oder Wörter; Sie haben { $have }.
# $missing: how many more are needed.
need-short = Das Deck braucht { $need } verschiedene Bilder oder Wörter; Sie haben { $have }: Fügen Sie { $missing } weitere hinzu oder wählen Sie weniger Bilder pro Karte.

## Step 2: the pictures

pictures-heading = Welche Bilder?
pictures-own = Ihre eigenen Bilder
pictures-drop = Ziehen Sie Bilder oder einen Ordner hierher (SVG, PNG, JPEG, WebP, GIF, BMP) oder
pictures-choose = Bilder wählen…
pictures-choose-folder = Ordner wählen…
pictures-remove-all = Alle entfernen
pictures-more = Mehr zu den Bildern
pictures-skip-unreadable = Bilder überspringen, die sich nicht lesen lassen
pictures-key-white = weiße Hintergründe durchsichtig machen
pictures-allow-similar = ähnlich aussehende Bilder erlauben
pictures-list =
    .aria-label = Ihre Bilder
# $done of $total pictures chosen are checked so far.
pictures-checking = Ihre Bilder werden geprüft: { $done } von { $total } geprüft…
pictures-checked = { $count ->
    [one] { $count } Bild geprüft.
   *[other] { $count } Bilder geprüft.
}
# After "1 picture checked.": that one cannot be used.
pictures-bad-it = Es kann nicht verwendet werden: Den Grund sehen Sie daneben.
# One of several pictures cannot be used.
pictures-bad-one = Eines davon kann nicht verwendet werden: Den Grund sehen Sie daneben.
# $bad of the pictures cannot be used.
pictures-bad-some = { $bad } davon können nicht verwendet werden: Den Grund sehen Sie jeweils daneben.
pictures-bad-all = Keines davon kann verwendet werden: Den Grund sehen Sie jeweils daneben.
# $count files chosen are no pictures; $files: their names.
pictures-left-out = { $count ->
    [one] Ausgelassen: { $count } Datei, die kein Bild ist (verwenden Sie SVG, PNG, JPEG, WebP, GIF oder BMP): { $files }.
   *[other] Ausgelassen: { $count } Dateien, die keine Bilder sind (verwenden Sie SVG, PNG, JPEG, WebP, GIF oder BMP): { $files }.
}
# Beside a picture; $file: the other picture's name; $alike: how alike, in per cent.
pictures-look-alike = sieht fast genauso aus wie { $file } ({ $alike } % ähnlich): Beim Spielen könnte man sie nicht unterscheiden
# The button that removes a picture from the list; $file: its name.
pictures-remove = ×
    .aria-label = { $file } entfernen

## Photos cut to a shape

crops-shape = Fotoform: Fotos werden rund um ihr Motiv ausgeschnitten, damit sie sich wie die Symbole eng aneinanderfügen
crops-whole = ganz
crops-circle = Kreis
crops-rounded = abgerundet
# A square with rounded sides, between a square and a circle.
crops-squircle = weiches Quadrat
crops-offer = Alle { $count } Bilder sind Fotos. Um das Gezeigte herum ausgeschnitten, werden sie größer gedruckt und schmiegen sich wie die Symbole auf den Karten aneinander; das weiche Quadrat behält fast das ganze Foto. Hier eines davon in jeder Form:
crops-offer-squircle = Als weiches Quadrat ausschneiden
crops-offer-keep = Ganz lassen
crops-rim = Rand der ausgeschnittenen Fotos
crops-rim-width = Randbreite, mm (0 für keinen)
crops-rim-colour = Randfarbe
# <kbd>Delete</kbd>: the key (Entf on German keyboards, for example).
crops-help = Sobald das Deck erstellt ist, zeigt jedes Foto den Ausschnitt, der verwendet wird: Ziehen Sie ihn, oder klicken Sie auf das Foto und verwenden Sie die Pfeiltasten (Umschalt: größere Schritte); mit dem Schieberegler darunter zoomen Sie hinein; <kbd>Entf</kbd> lässt das Programm den Ausschnitt neu wählen.
crops-changed = Ausschnitt geändert: Erstellen Sie das Deck neu, um ihn zu sehen.
# A photo's thumbnail showing the part kept, as a screen reader names it; $file: the photo's name.
crops-crop =
    .aria-roledescription = Ausschnitt
    .aria-label = Ausschnitt von { $file }
# The slider under a photo; $file: the photo's name.
crops-zoom =
    .aria-label = Zoom für { $file }

## Words and their fonts

words-heading = Wörter
words-hint = Ein Wort oder eine kurze Wendung pro Zeile; sie werden in klaren, fetten Buchstaben gezeichnet. Lassen Sie das Feld leer, wenn Sie nur Bilder möchten.
# An example of words, one a line.
words-input =
    .placeholder =
        Sonne
        Mond
        Apfel
fonts-summary = Wortfarben und Schriften (für Arabisch, Hebräisch, Hindi, Thai…)
words-palette = Wortfarben
words-palette-bright = kräftig
words-palette-cb = für Farbenblinde geeignet
fonts-label = Schriften für die Wörter (optional). Die mitgelieferte Schrift zeichnet lateinische, griechische und kyrillische Buchstaben; für Arabisch, Hebräisch, Hindi, Thai… fügen Sie eine Schriftdatei hinzu (.ttf oder .otf, zum Beispiel Noto Sans Arabic). Jede hinzugefügte Schrift kommt nach den vorherigen: Spätere Schriften zeichnen die Buchstaben, die den früheren fehlen.
# $files: the font files' names, in order.
fonts-list = Schriften, in dieser Reihenfolge: { $files }
fonts-clear = Schriften entfernen

## Picture–word pairs

pairs-summary = Bild-Wort-Paare (ein Vokabel-Deck)
# Keep <code>icon:dog</code> as it is: the bundled pictures' names are English.
pairs-help = Ein Vokabel-Deck: Jedes Symbol gibt es in zwei Fassungen, die jeweils auf etwa der Hälfte seiner Karten erscheinen, sodass man beim Spielen ein Bild seinem Wort zuordnet (oder ein Wort seiner Übersetzung). Zeile für Zeile eine erste Fassung und ihre zweite Fassung: ein Wort, <code>icon:dog</code> für ein mitgeliefertes Bild oder der Dateiname eines Ihrer Bilder (<code>cat.jpg</code>). Ein Deck aus Paaren besteht nur aus seinen Paaren.
pairs-first = Erste Fassungen
# An example, one face a line: keep "icon:dog" and "icon:cat" (bundled pictures' names).
pairs-first-input =
    .placeholder =
        icon:dog
        icon:cat
        Sonne
pairs-second = Zweite Fassungen
# The second faces of the example: the same in another language (here Spanish).
pairs-second-input =
    .placeholder =
        perro
        gato
        sol
# The built-in list: 57 animals, each with its name in Spanish.
pairs-example = Beispiel: 57 Tiere und ihre spanischen Namen

## The bundled pictures

icons-heading = Mitgelieferte Bilder
icons-use = die mitgelieferten Bilder verwenden (nach Ihren eigenen Bildern und vor den Wörtern)
icons-choose = Daraus auswählen:
# $chosen of the $total bundled pictures are chosen.
icons-chosen = { $chosen } von { $total } ausgewählt
# A group of bundled pictures, by the engine's name for it ($theme).
icons-theme = { $theme ->
    [activities] Aktivitäten
    [animals] Tiere
    [food] Essen
    [objects] Gegenstände
    [people] Menschen
    [smileys] Smileys
    [travel] Reisen
   *[other] { $theme }
}
# Chooses every picture of a group; $theme: the group's name.
icons-all = alle
    .aria-label = { $theme }: alle auswählen
icons-none = keine
    .aria-label = { $theme }: keine auswählen
# $chosen of the group's $total pictures are chosen.
icons-theme-count = { $chosen } von { $total }

## Step 3: printing

print-heading = Drucken
print-paper = Papier
print-paper-letter = US Letter
print-per-sheet = Karten pro Blatt
print-per-sheet-6 = 6 (kleinere Karten)
print-per-sheet-4 = 4 (größere Karten)
print-shape = Kartenform
print-shape-round = rund
print-shape-square = quadratisch: am schnellsten geschnitten, die Blätter gestapelt im Papierschneider
print-shape-rounded = quadratisch mit runden Ecken: gerade schneiden, dann mit dem Eckenrunder
print-shape-hexagon = Sechseck, für einen Schneideplotter
print-corner = Runde Ecken, mm
print-diameter = Kartenbreite, mm
# The field left empty: the largest card that fits the sheet.
print-diameter-input =
    .placeholder = größtmöglich
print-guides = Schnitthilfen
print-guides-line = eine dünne Schnittlinie
print-guides-marks = Eckmarken
print-guides-none = keine
print-card-colour = Kartenfarbe
print-bleed = Farbe über den Schnitt hinaus, mm
print-back = Bild für die Rückseite
# $file: the back picture's name.
print-back-name = Rückseite: { $file }
print-back-clear = Rückseite entfernen
print-duplex = Beim beidseitigen Druck wird das Blatt gewendet
print-duplex-long = an der langen Kante (üblich)
print-duplex-short = an der kurzen Kante
print-duplex-fold = gar nicht: ich falte das Blatt
print-legend = ein Blatt mit den Namen aller Bilder hinzufügen
print-rules = ein Blatt mit den Spielregeln hinzufügen, in der Sprache der Seite
print-box = eine Schachtel für die Karten hinzufügen, passend zum Deck, zum Ausschneiden und Falten
print-box-title = Titel auf der Schachtel
print-paper-thickness = Dicke einer Karte, mm (die Tiefe der Schachtel)
print-pdf-a = ein Archiv-PDF (PDF/A) machen, wie Schulen und Bibliotheken es aufbewahren
print-seed = Misch-Nummer
print-shuffle = Mischen
layout-summary = Anordnung
layout-gap = Abstand zwischen Bildern, mm
layout-margin = Abstand zum Kartenrand, mm
layout-rotation = Drehung
layout-rotation-mixed = Bilder beliebig, Wörter fast aufrecht
layout-rotation-free = beliebig
layout-rotation-little = ein wenig (±30°)
layout-rotation-none = aufrecht
layout-size-ratio = Größtes / kleinstes Bild
layout-min-size = Kleinstes Bild, % der Karte
# The field left empty: no smallest size.
layout-min-size-input =
    .placeholder = beliebig

## Making the deck

make-heading = Deck erstellen
make-button = Deck erstellen
make-starting = Das Programm wird gestartet…
make-ready = Bereit.
# $reason: why, in the engine's or the browser's words.
engine-could-not-start = Das Programm konnte nicht starten: { $reason }
# $error: the browser's words for what went wrong.
engine-did-not-start = das Programm ist nicht gestartet: { $error }
# $panic: the engine's technical words, in English.
engine-stopped-on = das Programm ist stehen geblieben ({ $panic })
# $left: how many of the pictures chosen are not checked yet.
make-waiting = Warten, bis Ihre Bilder geprüft sind (noch { $left })…
make-comparing = Ihre Bilder werden auf Ähnlichkeit verglichen…
make-making = Das Deck wird erstellt…
make-stage-symbols = Das Deck wird erstellt: Symbole werden geladen…
make-stage-layout = Das Deck wird erstellt: Bilder werden angeordnet…
make-stage-pdf = Das Deck wird erstellt: PDF wird geschrieben…
# A step of the engine's the page does not know; $stage: its name, in English.
make-stage = Das Deck wird erstellt: { $stage }…
# $error: why, a sentence of the engine's.
make-failed = Das Deck konnte nicht erstellt werden: { $error }
make-done = Fertig. Laden Sie das PDF unten herunter.
make-settings-changed = Einstellungen geändert: Erstellen Sie das Deck neu, um sie zu sehen.
# A warning: a picture that stopped the engine was left out; $detail: the engine's technical words, in English.
make-skipped = { $detail }; übersprungen
# The toggle that shows an error's technical text (in English).
error-details = Details

## The deck made

result-heading = Ihr Deck
result-first-cards = Die ersten Karten, während der Rest des Decks erstellt wird…
# $cards cards of $perCard pictures each, on $pages pages of $kb kilobytes; $seconds: how long it took.
result-summary = { $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
} mit je { $perCard } Bildern auf { $pages ->
    [one] { $pages } Seite
   *[other] { $pages } Seiten
} ({ $kb } KB), erstellt in { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s.
# $mixed: what the symbols are, in the engine's words ("3 of your pictures and 54 bundled icons").
result-mixed = Im Deck: { $mixed }.
# $cutting: how to cut the sheets, in the engine's words.
result-cutting = { $cutting }.
result-download-pdf = PDF herunterladen
result-download-manifest = Manifest herunterladen (JSON)
# The names of the files downloaded: keep the extension, and no spaces.
result-pdf-file = deck.pdf
result-manifest-file = deck.json
result-print-hint = Drucken Sie mit <strong>100 % / Originalgröße</strong>, nicht mit „An Seite anpassen“. Hier alle Karten; öffnen Sie eine, um sie von Hand anzupassen:

## Files for a print shop or a cutting machine

shop-summary = Dateien für eine Druckerei oder einen Schneideplotter
shop-hint = Ein Bild pro Kartenseite, mit Farbe über den Schnitt hinaus (so viel wie oben bei „Farbe über den Schnitt hinaus“ eingestellt, 3 mm, wenn das Feld leer ist; 0 lässt die Fläche außerhalb der Karte durchsichtig), und <code>cards.csv</code> mit den Bildern jeder Karte; oder ein PDF mit einer Karte pro Seite. Prüfen Sie vor der Bestellung die Größe anhand der Vorlage Ihrer Druckerei. Cricut Design Space liest die Größe eines Bildes nicht aus der Datei: Geben Sie beim Hochladen die Breite der Karte plus zweimal die Farbe über den Schnitt hinaus ein.
shop-dpi = Auflösung der Bilder, dpi
shop-backs = Rückseiten im Karten-PDF
shop-backs-each = eine Rückseite nach jeder Vorderseite
shop-backs-last = eine Rückseite am Ende
shop-registration = Passermarken auf den Blättern
shop-registration-none = keine
# Silhouette: a maker of cutting machines; "Type 1" is the name of its marks.
shop-registration-silhouette = Silhouette Print & Cut (Type 1, 20 mm, 0,5 mm dick, 10 mm Einzug)
shop-registration-silhouette-4 = Silhouette Cameo 5, vier Eckmarken (20 mm, 0,3 mm dick, 10 mm Einzug)
# Studio: Silhouette Studio, the cutting machine's program; <code>registration</code> is a layer's name in the files: keep it.
shop-silhouette-hint = Mit Silhouette-Marken tragen die Blätter die Type-1-Marken von Studio, und die Karten werden kleiner, um Abstand zu ihnen zu halten; stellen Sie in Silhouette Studio dieselbe Länge, Dicke und denselben Einzug ein. Die Schnittdateien enthalten die Schnittlinien jedes Blatts als SVG und DXF in mm, die Marken in einer eigenen Ebene (<code>registration</code>), die Sie vor dem Schneiden löschen.
shop-print-files = Druckdateien herunterladen (ZIP)
shop-cut-files = Schnittdateien herunterladen (ZIP)
shop-card-pdf = Karten-PDF herunterladen
# The names of the files downloaded: keep the extension, and no spaces.
shop-print-files-file = druckdateien.zip
shop-cut-files-file = schnittdateien.zip
shop-card-pdf-file = karten.pdf
shop-drawing-faces = Alle Kartenseiten werden gezeichnet…
shop-drawing-cuts = Die Schnittlinien jedes Blatts werden gezeichnet…
shop-making-pdf = Das Karten-PDF wird erstellt…
# $file: the file downloaded; $kb: its size in kilobytes.
shop-done = Fertig: { $file } ({ $kb } KB).
# $error: why, a sentence of the engine's.
shop-failed = Die Dateien konnten nicht erstellt werden: { $error }

## The foot of the page

footer-credits = Bilder: Noto Emoji (Apache 2.0); Schrift: Andika (SIL OFL).
footer-share = Die Adresse dieser Seite enthält diese Einstellungen: Teilen Sie sie, um die Einstellungen weiterzugeben (Ihre eigenen Bilder sind nicht darin enthalten).
