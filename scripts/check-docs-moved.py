#!/usr/bin/env python3
"""Checks that nothing a user could look for was lost when the long README was split.

Usage: python3 scripts/check-docs-moved.py [REV] [--strict]

REV is a git revision whose README.md is the old, long one (default: the newest commit whose
README.md still had more than 400 lines, i.e. the commit before the split). Its README is
compared with today's documentation: README.md, every Markdown file under docs/, and
ARCHITECTURE.md and CONTRIBUTING.md when they exist.

It lists
  - the old README's headings, as a checklist: old heading -> the file that has it now
    (headings may be reworded: a heading found nowhere is matched to the closest one);
  - every `--flag` the old README names that no new file names;
  - every figure with a unit (`0.48 s`, `50.6 %`, `6 min 41 s`, `92.3 mm`) that no new file
    holds;
  - every message the old README quotes (a refusal such as `invalid gap '-1': must be at least
    0 mm`, or an `error:` line of an example) that no new file quotes.

Exit status: 1 if a flag is missing (or, with --strict, a figure or a message), else 0.
"""

import difflib
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
OLD_README_LINES = 400

# A number: digits with an optional decimal part, thousands separated by a space
# ("51 040") or a comma ("1,086"), an optional range ("0.7–1.1").
NUMBER = r"\d+(?:[ ,]\d{3})*(?:\.\d+)?"
RANGE = rf"{NUMBER}(?:\s*[–-]\s*{NUMBER})?"
UNITS = ["min", "ms", "s", "%", "mm", "MB", "MiB", "GB", "KB", "kB", "px", "dpi", "in", "R", "°"]
UNIT = "|".join(re.escape(u) for u in sorted(UNITS, key=len, reverse=True))
# "6 min 41 s" first, then a number and its unit; the unit ends where a word would.
FIGURE = re.compile(
    rf"(?<![\w.])(?:{NUMBER}\s+min\s+{NUMBER}\s+s|[±+−-]?{RANGE}\s*(?:{UNIT}))(?![\w])"
)
FLAG = re.compile(r"(?<![\w-])--[a-z][a-z0-9-]*[a-z0-9]")
# Headings whose text moves to a developer's document that others write.
MOVED_TO = {
    "development": "CONTRIBUTING.md",
    "architecture": "ARCHITECTURE.md",
    "fuzzing": "CONTRIBUTING.md",
}


def git(*args):
    return subprocess.run(
        ["git", "-C", str(ROOT), *args], check=True, capture_output=True, text=True
    ).stdout


def default_revision():
    """The newest commit whose README.md was still the long one."""
    for rev in git("log", "--format=%H", "--", "README.md").split():
        try:
            text = git("show", f"{rev}:README.md")
        except subprocess.CalledProcessError:
            continue
        if text.count("\n") > OLD_README_LINES:
            return rev
    sys.exit(f"no commit has a README.md of more than {OLD_README_LINES} lines: give REV")


def normalise(text):
    """One space for every run of white space (a figure may be broken across lines), no
    Markdown emphasis or code marks, no-break spaces as spaces."""
    text = text.replace("\u00a0", " ").replace("\u202f", " ")
    text = re.sub(r"[`*]", "", text)
    return re.sub(r"\s+", " ", text)


def headings(text):
    """Markdown headings outside code blocks, as (level, title)."""
    found, fence = [], None
    for line in text.splitlines():
        stripped = line.lstrip()
        if stripped.startswith("```") or stripped.startswith("~~~"):
            marker = stripped[:3]
            fence = None if fence == marker else (fence or marker)
            continue
        if fence is None:
            match = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", line)
            if match:
                found.append((len(match.group(1)), match.group(2)))
    return found


def messages(text):
    """The messages the README quotes: `error:`/`hint:` lines of its text blocks, and code
    spans that read like a message (a quoted name and a colon, or `invalid …`, `card N: …`)."""
    found, prose, fence = [], [], None
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("```"):
            fence = None if fence is not None else stripped[3:]
            continue
        if fence is None:
            prose.append(line)
        elif fence == "text" and re.match(r"(error|hint|warning): ", stripped):
            found.append(stripped)
    for span in re.findall(r"`([^`]+)`", normalise_space("\n".join(prose))):
        quoted_name = re.search(r"'[^']+'", span) and ": " in span
        worded = re.match(r"(error|hint|warning|invalid)\b|card \d+ |cannot be ", span)
        if len(span) >= 20 and (quoted_name or worded):
            found.append(span)
    return list(dict.fromkeys(found))


def normalise_space(text):
    return re.sub(r"\s+", " ", text.replace("\u00a0", " "))


def plain_title(title):
    return normalise(title).strip().lower()


def contains(text, figure):
    """Whether `text` holds `figure` as a whole figure ("3 mm" is not in "13 mm")."""
    return re.search(rf"(?<![\w.]){re.escape(figure)}(?![\w])", text) is not None


def new_files():
    files = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    files += [ROOT / name for name in ("ARCHITECTURE.md", "CONTRIBUTING.md")]
    return [f for f in files if f.is_file()]


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    strict = "--strict" in sys.argv[1:]
    rev = args[0] if args else default_revision()
    old = git("show", f"{rev}:README.md")

    files = new_files()
    texts = {f.relative_to(ROOT).as_posix(): f.read_text(encoding="utf-8") for f in files}
    everything = normalise("\n".join(texts.values()))
    new_headings = [
        (plain_title(title), name, title)
        for name, text in texts.items()
        for _, title in headings(text)
    ]

    print(f"old README: {rev[:12]}:README.md ({old.count(chr(10))} lines)")
    print(f"new docs: {', '.join(texts)}")
    print()

    print("Headings (old heading -> where it is now):")
    for level, title in headings(old):
        key = plain_title(title)
        exact = [(name, t) for k, name, t in new_headings if k == key]
        if exact:
            name, _ = exact[0]
            print(f"  [x] {'#' * level} {title} -> {name}")
            continue
        if key in MOVED_TO:
            target = MOVED_TO[key]
            state = "" if (ROOT / target).is_file() else " (not written yet)"
            print(f"  [~] {'#' * level} {title} -> {target}{state}")
            continue
        titles = [k for k, _, _ in new_headings]
        close = difflib.get_close_matches(key, titles, n=1, cutoff=0.5)
        if close:
            k = close[0]
            name, new_title = next((n, t) for kk, n, t in new_headings if kk == k)
            print(f"  [~] {'#' * level} {title} -> {name} (as \"{new_title}\"?)")
        else:
            print(f"  [ ] {'#' * level} {title} -> ?")
    print()

    flags = sorted(set(FLAG.findall(old)))
    missing_flags = [
        f for f in flags if not re.search(rf"(?<![\w-]){re.escape(f)}(?![\w-])", everything)
    ]
    print(f"Flags: {len(flags)} in the old README, {len(missing_flags)} missing")
    for flag in missing_flags:
        print(f"  missing flag: {flag}")
    print()

    figures = []
    for match in FIGURE.finditer(normalise(old)):
        figure = match.group(0).strip()
        if figure not in figures:
            figures.append(figure)
    missing_figures = [f for f in figures if not contains(everything, f)]
    print(f"Figures: {len(figures)} in the old README, {len(missing_figures)} missing")
    for figure in missing_figures:
        print(f"  missing figure: {figure}")

    print()

    quoted = messages(old)
    spaced = normalise_space("\n".join(texts.values()))
    missing_messages = [m for m in quoted if normalise_space(m) not in spaced]
    print(f"Messages: {len(quoted)} quoted in the old README, {len(missing_messages)} missing")
    for message in missing_messages:
        print(f"  missing message: {message}")

    if missing_flags or (strict and (missing_figures or missing_messages)):
        sys.exit(1)


if __name__ == "__main__":
    main()
