#!/usr/bin/env python3
"""Find import cycles between the crate's source files, and imports against the layer order.

    scripts/check-imports.py [--tests] [--web] [--root DIR] [--self-test]
    scripts/check-imports.py --doc [--root DIR]

Reads every .rs file reachable through `mod x;` from src/lib.rs and src/main.rs (and, with
--web, from web/src/lib.rs), works out which other source files each file refers to, and
fails (exit 1) when

  * the file-level graph has a cycle (each cycle is printed as `a.rs -> b.rs -> a.rs`, with
    the line that makes each step), or
  * a file imports from a module of a higher layer than its own (LAYERS below), or
  * a top-level module is missing from LAYERS (keep the table up to date).

--doc checks instead that ARCHITECTURE.md's code map names the same layers as LAYERS: a
heading `### Layer N: NAME` for each layer, with the same number and name, and under it an
entry in bold (**`src/plane/`**, **`src/error.rs`**) for each of the layer's modules and no
other; and that each module LAYERS lists exists. Each difference is printed as a sentence
saying what to change, and the exit code is 1.

What counts as a reference from file F to file G:

  * a `use` of a path that resolves into G (nested groups, `self`, `super::`, `crate::`,
    renames and globs; `pub use child::X` in a mod.rs is an edge mod.rs -> child);
  * a path written in code, e.g. `crate::render::goes_to_jpeg(x)` or `super::Code`, or one
    starting with a child module or a name brought in by `use`;
  * `fanodeck::...` from the binary (or web) crate: an edge into the library's file.

A module's references to its own submodules (a mod.rs calling or re-exporting its files, the
crate root re-exporting everything) are its shape, not imports, and are left out; the other
way (a file using its parent's items), between siblings and across folders, they count.

A path maps to the deepest module that is a file (`a::b` is src/a/b.rs or src/a/b/mod.rs;
otherwise it names an item of the file of `a`). A name a module only re-exports (`pub use`,
or a private `use` seen by a child through `super::`) is followed to the file that defines
it. A file's own `mod x;` declarations are not references. Comments (doc links included)
and strings are ignored.

Test-only code (`#[cfg(test)]` items, e.g. `mod tests { ... }`, and files declared with
`#[cfg(test)] mod x;`) is ignored by default (that is what CI runs); --tests counts it too
(--no-tests is accepted and is the default).

Python 3.11, standard library only.
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
import tomllib
from collections import defaultdict, deque
from dataclasses import dataclass, field
from pathlib import Path

# ---------------------------------------------------------------- the layer table
#
# Top-level modules of src/ from the bottom up: a file may import from its own layer and
# the layers below it, never from a layer above. A top-level module is the first component
# of a file's path under src/ without `.rs` (src/layout/pack/fill.rs is `layout`), except
# the crate roots, which are named `lib.rs` and `main.rs`. Every top-level module must be
# listed: a new or renamed one makes the check fail until it is placed here.
#
# Each layer has the name ARCHITECTURE.md's code map gives it (`### Layer N: NAME`); `--doc`
# checks that the two agree, layer by layer and module by module.
LAYERS: list[tuple[str, list[str]]] = [
    # The one error type, geometry, the guard, and the plane (stage 1 needs nothing else;
    # the error type carries the plane's SizeError), and the words every stage says (i18n).
    ("base", ["error", "geom", "guard", "plane", "i18n"]),
    ("symbols", ["symbols", "assets"]),
    ("layout", ["layout"]),
    ("print", ["print"]),
    ("render", ["render"]),
    ("pipeline", ["pipeline"]),
    ("requests", ["request", "project"]),
    ("games", ["games"]),
    ("library root", ["lib.rs"]),
    ("binary", ["cli", "main.rs"]),
]

# The document whose code map names the layers (`--doc`).
ARCHITECTURE = "ARCHITECTURE.md"

# The crates read: (folder of the sources, crate roots). The layer table applies to the first.
MAIN_SRC = "src"
MAIN_ROOTS = ["lib.rs", "main.rs"]
WEB_SRC = "web/src"
WEB_ROOTS = ["lib.rs"]

IDENT = r"(?:r#)?[A-Za-z_][A-Za-z0-9_]*"
KEYWORDS_NOT_MODULES = {"Self"}


# ---------------------------------------------------------------- reading Rust source


def strip_code(text: str) -> str:
    """The text with comments, strings and char literals blanked (newlines kept), so that
    offsets and line numbers still match the file."""
    out = list(text)
    n = len(text)
    i = 0

    def blank(a: int, b: int) -> None:
        for k in range(a, min(b, n)):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = text[i]
        if c == "/" and text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif c == "/" and text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(i, j)
            i = j
        elif c in "rb" and (m := re.match(r'(?:br|r)(#*)"', text[i:])) and (
            i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")
        ):
            close = '"' + m.group(1)
            j = text.find(close, i + m.end())
            j = n if j < 0 else j + len(close)
            blank(i + 1, j)
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            blank(i + 1, j)
            i = j + 1
        elif c == "'":
            if i + 1 < n and text[i + 1] == "\\":
                j = text.find("'", i + 2)
                if text.startswith("u{", i + 2):
                    j = text.find("'", text.find("}", i))
                j = n if j < 0 else j
                blank(i + 1, j)
                i = j + 1
            elif i + 2 < n and text[i + 2] == "'":
                blank(i + 1, i + 2)
                i += 3
            else:
                i += 1  # a lifetime
        else:
            i += 1
    return "".join(out)


def matching_close(code: str, start: int) -> int:
    """Offset just past the item that starts at `start`: its first `;` outside brackets,
    or the `}` that closes its first block."""
    depth = 0
    for k in range(start, len(code)):
        ch = code[k]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0 and ch == "}":
                return k + 1
            if depth < 0:
                return k
        elif ch == ";" and depth == 0:
            return k + 1
    return len(code)


TEST_ATTR = re.compile(r"#\s*\[\s*cfg\s*\(\s*(?:all\s*\(\s*)?test\b[^\]]*\]")
ATTR = re.compile(r"\s*#\s*!?\s*\[[^\]]*\]")


def test_ranges(code: str) -> list[tuple[int, int]]:
    """Spans of items under `#[cfg(test)]` (or `#[cfg(all(test, ...))]`)."""
    ranges = []
    for m in TEST_ATTR.finditer(code):
        pos = m.end()
        while a := ATTR.match(code, pos):  # further attributes of the same item
            pos = a.end()
        ranges.append((m.start(), matching_close(code, pos)))
    return ranges


def in_ranges(pos: int, ranges: list[tuple[int, int]]) -> bool:
    return any(a <= pos < b for a, b in ranges)


@dataclass
class UseTree:
    """One leaf of a `use` declaration: the path as written, and the name it binds."""

    segments: list[str]
    alias: str | None  # the name bound (None for a glob)
    glob: bool


def parse_use_tree(text: str) -> list[UseTree]:
    """Leaves of `a::b::{c, d::{self, e as f}, g::*}` (the text between `use` and `;`)."""
    tokens = re.findall(r"::|\{|\}|,|\*|" + IDENT, text)
    pos = 0

    def tree(prefix: list[str]) -> list[UseTree]:
        nonlocal pos
        segs = list(prefix)
        while pos < len(tokens):
            tok = tokens[pos]
            if tok == "::":
                pos += 1
            elif tok == "{":
                pos += 1
                leaves = []
                while pos < len(tokens) and tokens[pos] != "}":
                    if tokens[pos] == ",":
                        pos += 1
                        continue
                    leaves += tree(segs)
                pos += 1
                return leaves
            elif tok == "*":
                pos += 1
                return [UseTree(segs, None, True)]
            elif tok in (",", "}"):
                break
            elif tok == "as":
                alias = tokens[pos + 1] if pos + 1 < len(tokens) else "_"
                pos += 2
                return [UseTree(segs, alias, False)]
            else:
                segs.append(tok.removeprefix("r#"))
                pos += 1
        if segs and segs[-1] == "self":
            segs = segs[:-1]
        return [UseTree(segs, segs[-1] if segs else None, False)] if segs else []

    leaves = []
    while pos < len(tokens):
        if tokens[pos] in (",", "}"):
            pos += 1
            continue
        leaves += tree([])
    return leaves


@dataclass
class Ref:
    """A path written in a file, to be resolved into a file."""

    line: int
    text: str  # the source line, for messages
    modpath: tuple[str, ...]  # the module (file module plus inline ones) it is written in
    segments: list[str]
    is_use: bool
    test: bool


@dataclass
class SourceFile:
    path: Path  # relative to the root folder
    crate: str
    modpath: tuple[str, ...] = ()
    test_only: bool = False
    children: dict[str, str] = field(default_factory=dict)  # child module -> file key
    inline_mods: set[tuple[str, ...]] = field(default_factory=set)
    defined: dict[tuple[str, ...], set[str]] = field(default_factory=lambda: defaultdict(set))
    # module path -> name -> (absolute segments, is_test); globs under the name "*"
    aliases: dict[tuple[str, ...], dict[str, list]] = field(
        default_factory=lambda: defaultdict(lambda: defaultdict(list))
    )
    refs: list[Ref] = field(default_factory=list)
    child_decls: list[tuple[str, bool]] = field(default_factory=list)  # (name, test-only)
    # `#[macro_export] macro_rules! name`: named at the crate's root, defined in this file.
    exported_macros: set[str] = field(default_factory=set)

    @property
    def key(self) -> str:
        return self.path.as_posix()


class Crate:
    def __init__(self, name: str, src: Path, root_file: str, extern_name: str | None):
        self.name = name
        self.src = src
        self.root_file = root_file
        self.extern_name = extern_name  # how other crates call it (`fanodeck`), if a library
        self.modules: dict[tuple[str, ...], str] = {}  # module path -> file key
        self.exported_macros: dict[str, str] = {}  # macro at the root -> file that defines it


def parse_file(sf: SourceFile, text: str) -> None:
    """Fills in the file's child declarations, items, `use`s and written paths."""
    code = strip_code(text)
    tests = test_ranges(code)
    line_starts = [0] + [m.end() for m in re.finditer("\n", code)]
    lines = text.split("\n")

    def line_of(pos: int) -> int:
        lo, hi = 0, len(line_starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if line_starts[mid] <= pos:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1

    # Inline modules (`mod name { ... }`): their spans, so each position knows its module.
    inline = []  # (start, end, name)
    for m in re.finditer(r"\bmod\s+(" + IDENT + r")\s*\{", code):
        end = matching_close(code, m.end() - 1)
        inline.append((m.start(), end, m.group(1).removeprefix("r#")))

    def modpath_at(pos: int) -> tuple[str, ...]:
        names = [name for (a, b, name) in sorted(inline) if a < pos < b]
        return sf.modpath + tuple(names)

    for a, _, name in inline:
        sf.inline_mods.add(modpath_at(a) + (name,))

    # Brace depth, to tell a module's items from those in impl blocks and bodies.
    depth_at = [0] * (len(code) + 1)
    d = 0
    for k, ch in enumerate(code):
        depth_at[k] = d
        if ch == "{":
            d += 1
        elif ch == "}":
            d -= 1

    def module_level(pos: int) -> bool:
        opens = [a for (a, b, _) in inline if a < pos < b]
        base = depth_at[code.index("{", max(opens))] + 1 if opens else 0
        return depth_at[pos] == base

    # Child modules declared with `mod x;`.
    for m in re.finditer(r"(?:\bpub(?:\s*\([^)]*\))?\s+)?\bmod\s+(" + IDENT + r")\s*;", code):
        if modpath_at(m.start()) != sf.modpath:
            continue  # a file module inside an inline module: not supported (not used)
        sf.child_decls.append((m.group(1).removeprefix("r#"), in_ranges(m.start(), tests)))

    # Items the module defines (the names a path may end on in this file).
    item = re.compile(
        r"\b(?:fn|struct|enum|trait|type|const|static|union|mod)\s+(" + IDENT + r")"
        r"|\bmacro_rules!\s*(" + IDENT + r")"
    )
    for m in item.finditer(code):
        if module_level(m.start()):
            sf.defined[modpath_at(m.start())].add((m.group(1) or m.group(2)).removeprefix("r#"))
    for m in re.finditer(r"#\s*\[\s*macro_export\s*\]\s*macro_rules!\s*(" + IDENT + r")", code):
        sf.exported_macros.add(m.group(1))

    # `use` declarations; blanked afterwards so the written-path scan does not see them.
    blanked = list(code)
    for m in re.finditer(r"(?<![\w:])use\s", code):
        end = matching_close(code, m.end())
        body = code[m.end() : end].rstrip(";")
        pos, mp, is_test = m.start(), modpath_at(m.start()), in_ranges(m.start(), tests)
        line = line_of(pos)
        for leaf in parse_use_tree(body):
            sf.refs.append(
                Ref(line, lines[line - 1].strip(), mp, leaf.segments, True, is_test)
            )
            name = "*" if leaf.glob else leaf.alias
            if name and name != "_":
                sf.aliases[mp][name].append((leaf.segments, is_test, line))
        for k in range(m.start(), end):
            if blanked[k] != "\n":
                blanked[k] = " "
    code2 = "".join(blanked)

    # Paths written in code: `crate::a::b(..)`, `super::X`, `child::f()`, `alias::g`.
    path = re.compile(r"(?<![\w:])(" + IDENT + r"(?:\s*::\s*" + IDENT + r")+)")
    for m in path.finditer(code2):
        segs = [s.strip().removeprefix("r#") for s in m.group(1).split("::")]
        if segs[0] in KEYWORDS_NOT_MODULES:
            continue
        line = line_of(m.start())
        sf.refs.append(
            Ref(
                line,
                lines[line - 1].strip(),
                modpath_at(m.start()),
                segs,
                False,
                in_ranges(m.start(), tests),
            )
        )


# ---------------------------------------------------------------- the graph


@dataclass
class Edge:
    src: str
    dst: str
    line: int
    text: str
    test: bool


class Project:
    def __init__(self, root: Path, include_web: bool):
        self.root = root
        self.files: dict[str, SourceFile] = {}
        self.crates: list[Crate] = []
        self.problems: list[str] = []
        self.lib_by_extern: dict[str, Crate] = {}
        lib_name = self._lib_name(root / "Cargo.toml")
        crates = [(MAIN_SRC, r, lib_name if r == "lib.rs" else None) for r in MAIN_ROOTS]
        if include_web and (root / WEB_SRC).is_dir():
            web_name = self._lib_name(root / "web" / "Cargo.toml")
            crates += [(WEB_SRC, r, web_name) for r in WEB_ROOTS]
        for src, root_file, extern in crates:
            if not (root / src / root_file).is_file():
                continue
            crate = Crate(f"{src}/{root_file}", Path(src), root_file, extern)
            self.crates.append(crate)
            if extern:
                self.lib_by_extern[extern] = crate
        for crate in self.crates:
            self._load(crate)
        self.file_crate = {k: sf.crate for k, sf in self.files.items()}
        seen = set(self.files)
        for src in {c.src for c in self.crates}:
            for p in sorted((root / src).rglob("*.rs")):
                key = p.relative_to(root).as_posix()
                if key not in seen:
                    self.problems.append(f"{key}: not reached by any `mod` declaration (skipped)")

    @staticmethod
    def _lib_name(cargo_toml: Path) -> str | None:
        try:
            data = tomllib.loads(cargo_toml.read_text())
        except (OSError, tomllib.TOMLDecodeError):
            return None
        name = data.get("lib", {}).get("name") or data.get("package", {}).get("name")
        return name.replace("-", "_") if name else None

    def _load(self, crate: Crate) -> None:
        todo = [(crate.src / crate.root_file, (), False)]
        while todo:
            rel, modpath, test_only = todo.pop()
            key = rel.as_posix()
            crate.modules[modpath] = key
            sf = self.files.get(key)
            if sf is None:
                sf = SourceFile(rel, crate.name, modpath, test_only)
                text = (self.root / rel).read_text(encoding="utf-8")
                parse_file(sf, text)
                self.files[key] = sf
            for name in sf.exported_macros:
                crate.exported_macros[name] = key
            if rel.name in ("lib.rs", "main.rs", "mod.rs"):
                folder = rel.parent
            else:
                folder = rel.parent / rel.stem
            for name, test in sf.child_decls:
                options = [folder / f"{name}.rs", folder / name / "mod.rs"]
                found = [p for p in options if (self.root / p).is_file()]
                if not found:
                    self.problems.append(f"{key}: `mod {name};` has no file")
                    continue
                sf.children[name] = found[0].as_posix()
                todo.append((found[0], modpath + (name,), test_only or test))

    # -------------------------------------------------------- resolving paths

    def absolute(self, sf: SourceFile, modpath: tuple[str, ...], segs: list[str], is_use: bool):
        """(crate, absolute module path segments) of a written path, or None if it is not
        this project's (std, another crate, a local type)."""
        crate = self.crate_of(sf)
        first = segs[0]
        if first == "crate":
            return crate, list(segs[1:])
        if first in ("self", "super"):
            base = list(modpath)
            rest = list(segs)
            if rest[0] == "self":
                rest = rest[1:]
            while rest and rest[0] == "super":
                if not base:
                    return None
                base.pop()
                rest = rest[1:]
            return crate, base + rest
        if first in self.lib_by_extern and self.lib_by_extern[first] is not crate:
            return self.lib_by_extern[first], list(segs[1:])
        # A child module (file or inline) or a name brought in by `use` in this module.
        here = tuple(modpath)
        if here + (first,) in crate.modules or here + (first,) in sf.inline_mods:
            return crate, list(here) + list(segs)
        if first in sf.defined.get(here, ()):
            return crate, list(here) + list(segs)
        if first in sf.aliases.get(here, {}) and not (is_use and len(segs) == 1):
            target, _, _ = sf.aliases[here][first][0]
            if target == [first]:
                return None  # `use other_crate;`
            resolved = self.absolute(sf, modpath, target, True)
            if resolved:
                return resolved[0], resolved[1] + list(segs[1:])
        return None

    def crate_of(self, sf: SourceFile) -> Crate:
        return next(c for c in self.crates if c.name == sf.crate)

    def file_of(self, crate: Crate, segs: list[str], depth: int = 0) -> str:
        """The file that defines what an absolute path names (following re-exports)."""
        cur: tuple[str, ...] = ()
        k = 0
        while k < len(segs) and cur + (segs[k],) in crate.modules:
            cur += (segs[k],)
            k += 1
        key = crate.modules[cur]
        # A macro exported at the root belongs to the file that defines it.
        if not cur and segs and segs[0] in crate.exported_macros:
            return crate.exported_macros[segs[0]]
        if k == len(segs) or depth > 20:
            return key
        sf = self.files[key]
        # Walk into inline modules of that file.
        mp = cur
        while k < len(segs) and mp + (segs[k],) in sf.inline_mods:
            mp += (segs[k],)
            k += 1
        if k == len(segs):
            return key
        name = segs[k]
        if name in sf.defined.get(mp, ()):
            return key
        entries = sf.aliases.get(mp, {})
        for target, _test, _line in entries.get(name, []):
            res = self.absolute(sf, mp, target, True)
            if res:
                return self.file_of(res[0], res[1] + list(segs[k + 1 :]), depth + 1)
        for target, _test, _line in entries.get("*", []):
            res = self.absolute(sf, mp, target, True)
            if res:
                found = self.file_of(res[0], res[1] + list(segs[k:]), depth + 1)
                if found != self.file_of(res[0], res[1], depth + 1) or self._defines(
                    res[0], res[1], name
                ):
                    return found
        return key

    def _defines(self, crate: Crate, segs: list[str], name: str) -> bool:
        key = crate.modules.get(tuple(segs))
        return bool(key) and name in self.files[key].defined.get(tuple(segs), ())

    def edges(self, with_tests: bool) -> dict[tuple[str, str], Edge]:
        out: dict[tuple[str, str], Edge] = {}
        module_of = {k: path for c in self.crates for path, k in c.modules.items()}
        for key, sf in self.files.items():
            if sf.test_only and not with_tests:
                continue
            for ref in sf.refs:
                if ref.test and not with_tests:
                    continue
                res = self.absolute(sf, ref.modpath, ref.segments, ref.is_use)
                if res is None:
                    continue
                dst = self.file_of(*res)
                if dst == key or (self.files[dst].test_only and not with_tests):
                    continue
                # A module composes its own submodules (it declared them, calls them and
                # re-exports them): that is the folder's shape, not an import.
                here, there = module_of.get(key), module_of.get(dst)
                if here is not None and there is not None and there[: len(here)] == here:
                    if self.crate_of(sf) is self.crate_of(self.files[dst]):
                        continue
                test = ref.test or sf.test_only
                old = out.get((key, dst))
                if old is None or (old.test and not test) or (
                    old.test == test and not old.text.startswith("use") and ref.is_use
                ):
                    out[(key, dst)] = Edge(key, dst, ref.line, ref.text, test)
        return out


# ---------------------------------------------------------------- cycles and layers


def strongly_connected(nodes: list[str], adj: dict[str, list[str]]) -> list[list[str]]:
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = 0
    for start in nodes:
        if start in index:
            continue
        work = [(start, iter(adj[start]))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on.add(start)
        while work:
            v, it = work[-1]
            nxt = next(it, None)
            if nxt is not None:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on.add(nxt)
                    work.append((nxt, iter(adj[nxt])))
                elif nxt in on:
                    low[v] = min(low[v], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    comp = []
                    while True:
                        w = stack.pop()
                        on.discard(w)
                        comp.append(w)
                        if w == v:
                            break
                    if len(comp) > 1:
                        out.append(sorted(comp))
    return out


def cycles_of(comp: list[str], adj: dict[str, list[str]]) -> list[list[str]]:
    """For each edge inside the component, the shortest cycle through it (deduplicated):
    every edge of the tangle shows up in some printed cycle."""
    members = set(comp)
    found: dict[tuple[str, ...], list[str]] = {}
    for u in comp:
        for v in adj[u]:
            if v not in members:
                continue
            prev = {v: None}
            q = deque([v])
            while q and u not in prev:
                x = q.popleft()
                for y in adj[x]:
                    if y in members and y not in prev:
                        prev[y] = x
                        q.append(y)
            path = [u]  # u, back to v along the BFS tree
            while path[-1] != v:
                path.append(prev[path[-1]])
            ring = list(reversed(path))  # v ... u; the closing step is u -> v
            k = ring.index(min(ring))
            canon = tuple(ring[k:] + ring[:k])
            found.setdefault(canon, list(canon))
    return sorted(found.values(), key=lambda c: (len(c), c))


def layer_of(key: str) -> str | None:
    """The top-level module of a main-crate file, or None for other crates' files."""
    prefix = MAIN_SRC + "/"
    if not key.startswith(prefix):
        return None
    rest = key[len(prefix) :]
    if rest in MAIN_ROOTS:
        return rest
    return rest.split("/")[0].removesuffix(".rs")


def rank_table(layers: list[tuple[str, list[str]]] = LAYERS) -> dict[str, int]:
    ranks = {}
    for rank, (_, names) in enumerate(layers):
        for name in names:
            if name in ranks:
                raise SystemExit(f"check-imports: `{name}` is listed twice in LAYERS")
            ranks[name] = rank
    return ranks


def layer_name(rank: int) -> str:
    return f'layer {rank} "{LAYERS[rank][0]}"'


def check(root: Path, with_tests: bool, include_web: bool, out=sys.stdout) -> int:
    project = Project(root, include_web)
    if not project.files:
        print(f"check-imports: no crate root under {root / MAIN_SRC}", file=out)
        return 2
    edges = project.edges(with_tests)
    adj: dict[str, list[str]] = defaultdict(list)
    for src, dst in sorted(edges):
        adj[src].append(dst)
    nodes = sorted(project.files)
    for n in nodes:
        adj.setdefault(n, [])
    failures = 0

    def short(key: str) -> str:
        return key.removeprefix(MAIN_SRC + "/")

    for problem in project.problems:
        print(f"warning: {problem}", file=out)

    # Cycles.
    comps = strongly_connected(nodes, adj)
    cycle_count = 0
    for comp in comps:
        cycles = cycles_of(comp, adj)
        if len(comp) > 2:
            print(f"tangle of {len(comp)} files: {', '.join(map(short, comp))}", file=out)
        for cycle in cycles:
            cycle_count += 1
            ring = cycle + [cycle[0]]
            print("cycle: " + " -> ".join(map(short, ring)), file=out)
            for a, b in zip(ring, ring[1:]):
                e = edges[(a, b)]
                tag = " (test)" if e.test else ""
                print(f"    {short(a)}:{e.line}: {e.text}{tag}", file=out)
    failures += cycle_count

    # Layers.
    ranks = rank_table()
    unlisted = sorted({l for k in nodes if (l := layer_of(k)) and l not in ranks})
    for name in unlisted:
        files = [short(k) for k in nodes if layer_of(k) == name]
        print(
            f"unlisted module: `{name}` ({', '.join(files[:3])}{', ...' if len(files) > 3 else ''})"
            f" is not in LAYERS in {Path(__file__).name}: add it to the layer it belongs to"
            f" (and to {ARCHITECTURE}'s code map)",
            file=out,
        )
    failures += len(unlisted)
    wrong = 0
    for (src, dst), e in sorted(edges.items()):
        ls, ld = layer_of(src), layer_of(dst)
        if ls is None or ld is None or ls not in ranks or ld not in ranks:
            continue
        if ranks[ls] < ranks[ld]:
            wrong += 1
            tag = " (test)" if e.test else ""
            print(
                f"wrong-way import: {short(src)}:{e.line} ({layer_name(ranks[ls])}) imports"
                f" {short(dst)} ({layer_name(ranks[ld])}): {e.text}{tag}",
                file=out,
            )
    failures += wrong

    print(
        f"check-imports: {len(project.files)} files read, {len(edges)} edges"
        f" ({'with' if with_tests else 'without'} test-only code), {cycle_count} cycles,"
        f" {wrong} wrong-way imports, {len(unlisted)} unlisted modules",
        file=out,
    )
    return 1 if failures else 0


# ---------------------------------------------------------------- ARCHITECTURE.md


def module_of_entry(path: str) -> str:
    """The top-level module a code-map entry names: `src/plane/` and `src/plane/field.rs`
    are `plane`, `src/geom.rs` is `geom`, `src/lib.rs` is `lib.rs`."""
    rest = path.removeprefix(MAIN_SRC + "/").strip("/")
    if rest in MAIN_ROOTS:
        return rest
    return rest.split("/")[0].removesuffix(".rs")


def doc_layers(text: str) -> tuple[list[tuple[int, str, set[str]]], list[str]] | None:
    """The code map's layers, as (number, name, modules named in bold entries), and the bold
    `src/` entries that stand under no layer heading; None without a `## Code map`."""
    lines = text.splitlines()
    try:
        start = next(i for i, l in enumerate(lines) if l.strip().lower() == "## code map")
    except StopIteration:
        return None
    layers: list[tuple[int, str, set[str]]] = []
    stray: list[str] = []
    current: set[str] | None = None
    for line in lines[start + 1 :]:
        if line.startswith("## "):
            break
        if line.startswith("### "):
            m = re.fullmatch(r"### Layer (\d+): (.+?)\s*", line)
            current = None
            if m:
                current = set()
                layers.append((int(m.group(1)), m.group(2), current))
            continue
        for bold in re.findall(r"\*\*(.+?)\*\*", line):
            for path in re.findall(r"`(" + MAIN_SRC + r"/[^`]*)`", bold):
                if current is None:
                    stray.append(path)
                else:
                    current.add(module_of_entry(path))
    return layers, stray


def check_doc(root: Path, layers=LAYERS, out=sys.stdout) -> int:
    """ARCHITECTURE.md's code map against the layer table (see the module's doc)."""
    doc = root / ARCHITECTURE
    me = Path(__file__).name
    if not doc.is_file():
        print(f"check-imports --doc: no {ARCHITECTURE} in {root}", file=out)
        return 1
    parsed = doc_layers(doc.read_text(encoding="utf-8"))
    if parsed is None:
        print(f"check-imports --doc: {ARCHITECTURE} has no `## Code map` section", file=out)
        return 1
    found, stray = parsed
    ranks = rank_table(layers)
    problems: list[str] = []

    def heading(n: int, name: str) -> str:
        return f"`### Layer {n}: {name}`"

    by_number: dict[int, tuple[str, set[str]]] = {}
    for n, name, mods in found:
        if n in by_number:
            problems.append(f"{ARCHITECTURE} has two headings for layer {n}: keep one")
        by_number[n] = (name, mods)
    in_doc = {m: n for n, (_, mods) in by_number.items() for m in mods}
    for n, (name, mods) in enumerate(layers):
        if n not in by_number:
            problems.append(
                f"layer {n} \"{name}\" ({', '.join(mods)}) of LAYERS in {me} has no heading"
                f" {heading(n, name)} in {ARCHITECTURE}'s code map"
            )
            continue
        doc_name = by_number[n][0]
        if doc_name != name:
            problems.append(
                f"{ARCHITECTURE} calls layer {n} \"{doc_name}\" and LAYERS in {me} calls it"
                f" \"{name}\": give both the same name"
            )
        for m in mods:
            if m in by_number[n][1]:
                continue
            if m in in_doc:
                other = in_doc[m]
                problems.append(
                    f"`{m}` is in layer {n} \"{name}\" in LAYERS in {me}, but under"
                    f" {heading(other, by_number[other][0])} in {ARCHITECTURE}: move one of them"
                )
            else:
                problems.append(
                    f"`{m}` (layer {n} \"{name}\" in LAYERS in {me}) is missing from"
                    f" {ARCHITECTURE}'s code map: add an entry **`{entry_path(root, m)}`** under"
                    f" {heading(n, name)}"
                )
    for n, (name, mods) in sorted(by_number.items()):
        if n >= len(layers):
            problems.append(
                f"{ARCHITECTURE} has {heading(n, name)}, but LAYERS in {me} has only"
                f" {len(layers)} layers (0 to {len(layers) - 1})"
            )
        for m in sorted(mods):
            if m not in ranks:
                problems.append(
                    f"{ARCHITECTURE}'s code map names `{m}` under {heading(n, name)}, but LAYERS"
                    f" in {me} does not list it: add it there, or drop the entry"
                )
    for path in stray:
        problems.append(
            f"{ARCHITECTURE}'s code map names **`{path}`** under no `### Layer N: NAME` heading:"
            f" every module of {MAIN_SRC}/ belongs to a layer"
        )
    for m in ranks:
        if not entry_exists(root, m):
            problems.append(f"LAYERS in {me} lists `{m}`, but {entry_path(root, m)} does not exist")
    for p in problems:
        print(p, file=out)
    modules = sum(len(mods) for _, mods in layers)
    print(
        f"check-imports --doc: {ARCHITECTURE}'s code map against LAYERS ({len(layers)} layers,"
        f" {modules} modules): {len(problems)} differences",
        file=out,
    )
    return 1 if problems else 0


def entry_path(root: Path, module: str) -> str:
    if module in MAIN_ROOTS or (root / MAIN_SRC / f"{module}.rs").is_file():
        return f"{MAIN_SRC}/{module}" if module in MAIN_ROOTS else f"{MAIN_SRC}/{module}.rs"
    return f"{MAIN_SRC}/{module}/"


def entry_exists(root: Path, module: str) -> bool:
    src = root / MAIN_SRC
    if module in MAIN_ROOTS:
        return (src / module).is_file()
    return (src / f"{module}.rs").is_file() or (src / module / "mod.rs").is_file()


# ---------------------------------------------------------------- self-test


def verdict(name, code, want_code, wants, report):
    """Prints one self-test case's line (and why, when it failed); whether it passed."""
    missing = [w for w in wants if w not in report]
    ok = code == want_code and not missing
    print(f"{'ok  ' if ok else 'FAIL'} {name}")
    if not ok:
        print(f"     exit {code}, wanted {want_code}; missing {missing}")
        print("     " + report.replace("\n", "\n     "))
    return ok


def self_test() -> int:
    import io

    cases = {
        "clean tree": (
            {
                "lib.rs": "pub mod error;\npub mod plane;\npub use plane::Deck;\n"
                "pub use error::Error;\n",
                "error.rs": "pub enum Error { A }\n",
                "plane/mod.rs": "mod field;\npub use field::Field;\nuse crate::error::Error;\n"
                "pub struct Deck;\n",
                "plane/field.rs": "use super::super::error::Error;\npub struct Field;\n"
                "fn f() -> crate::Error { todo!() }\n",
            },
            0,
            ["0 cycles", "0 wrong-way"],
        ),
        "a macro exported at the root is its defining file's, not the root's": (
            {
                "lib.rs": "pub mod error;\npub mod plane;\n",
                "error.rs": "#[macro_export]\nmacro_rules! said { () => {} }\npub use crate::said;\n",
                "plane/mod.rs": "fn f() { crate::said!(); crate::error::said!(); }\n",
            },
            0,
            ["0 cycles", "0 wrong-way"],
        ),
        "a child using its parent's item, the parent re-exporting the child's: its shape": (
            {
                "lib.rs": "pub mod plane;\n",
                "plane/mod.rs": "mod field;\npub use field::Field;\npub struct Deck;\n",
                "plane/field.rs": "pub struct Field;\nfn f() -> super::Deck { todo!() }\n",
            },
            0,
            ["0 cycles"],
        ),
        "siblings through their parent's re-export": (
            {
                "lib.rs": "pub mod plane;\n",
                "plane/mod.rs": "mod field;\nmod sizes;\npub use sizes::Order;\n",
                "plane/field.rs": "pub struct Field;\nfn f() -> super::Order { todo!() }\n",
                "plane/sizes.rs": "pub struct Order;\nfn g() -> super::field::Field { todo!() }\n",
            },
            1,
            ["cycle: plane/field.rs -> plane/sizes.rs -> plane/field.rs"],
        ),
        "cycle through a nested use group": (
            {
                "lib.rs": "pub mod layout;\n",
                "layout/mod.rs": "mod outline;\nmod shape;\n",
                "layout/outline.rs": "use crate::layout::{shape::{self, Shape}, *};\n"
                "pub struct Room;\n",
                "layout/shape.rs": "use super::{outline::Room};\npub struct Shape;\n",
            },
            1,
            ["cycle: layout/outline.rs -> layout/shape.rs -> layout/outline.rs", "1 cycles"],
        ),
        "cycle through an inline path and a re-export": (
            {
                "lib.rs": "pub mod error;\npub mod plane;\n",
                "error.rs": "pub enum Error { Size(crate::plane::SizeError) }\n",
                "plane/mod.rs": "pub mod sizes;\npub use sizes::SizeError;\n",
                "plane/sizes.rs": "use crate::error::Error;\npub struct SizeError;\n",
            },
            1,
            ["cycle: error.rs -> plane/sizes.rs -> error.rs"],
        ),
        "wrong-way import": (
            {
                "lib.rs": "pub mod symbols;\npub mod render;\n",
                "symbols/mod.rs": "fn f() -> bool { crate::render::goes_to_jpeg(1, 2) }\n",
                "render/mod.rs": "mod image;\npub(crate) use image::goes_to_jpeg;\n",
                "render/image.rs": "pub(crate) fn goes_to_jpeg(w: u32, h: u32) -> bool { w > h }\n",
            },
            1,
            [
                'wrong-way import: symbols/mod.rs:1 (layer 1 "symbols") imports render/image.rs'
                ' (layer 4 "render")'
            ],
        ),
        "test-only code ignored, a parent's own mod is no edge, comments ignored": (
            {
                "lib.rs": "pub mod plane;\npub mod layout;\n",
                "plane/mod.rs": "// use crate::layout::X;\n/// [`crate::layout::X`]\n"
                'const S: &str = "crate::layout::X";\n'
                "#[cfg(test)]\nmod tests {\n    use crate::layout::X;\n    use super::*;\n}\n"
                "#[cfg(test)]\nmod more;\n",
                "plane/more.rs": "use crate::layout::X;\n",
                "layout/mod.rs": "pub struct X;\nuse crate::plane;\n",
            },
            0,
            ["0 cycles", "0 wrong-way"],
        ),
        "unlisted module": (
            {"lib.rs": "pub mod gizmo;\n", "gizmo.rs": "pub struct G;\n"},
            1,
            ["unlisted module: `gizmo`"],
        ),
    }
    failed = 0
    for name, (files, want_code, wants) in cases.items():
        with tempfile.TemporaryDirectory() as tmp:
            root = Path(tmp)
            for rel, text in files.items():
                p = root / "src" / rel
                p.parent.mkdir(parents=True, exist_ok=True)
                p.write_text(text)
            (root / "Cargo.toml").write_text('[package]\nname = "demo"\n')
            buf = io.StringIO()
            code = check(root, with_tests=False, include_web=False, out=buf)
            failed += not verdict(name, code, want_code, wants, buf.getvalue())
    # The same test tree with test code counted: the test module's import is then a
    # wrong-way import (plane -> layout) and the test file closes a cycle with layout.
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        files = cases["test-only code ignored, a parent's own mod is no edge, comments ignored"][0]
        for rel, text in files.items():
            p = root / "src" / rel
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_text(text)
        buf = io.StringIO()
        code = check(root, with_tests=True, include_web=False, out=buf)
        ok = code == 1 and "plane/mod.rs:6" in buf.getvalue() and "(test)" in buf.getvalue()
        print(f"{'ok  ' if ok else 'FAIL'} --tests counts test-only code")
        if not ok:
            failed += 1
            print("     " + buf.getvalue().replace("\n", "\n     "))
    failed += self_test_doc()
    print(f"self-test: {'all passed' if not failed else f'{failed} failed'}")
    return 1 if failed else 0


def self_test_doc() -> int:
    """--doc on a small tree of two layers: each case is (ARCHITECTURE.md's code map, the
    exit code wanted, words the report must hold)."""
    import io

    layers = [("base", ["error", "plane"]), ("binary", ["cli", "main.rs"])]
    files = ["main.rs", "error.rs", "plane/mod.rs", "cli/mod.rs"]
    good = (
        "# Architecture\n\n## Code map\n\n### Layer 0: base\n\n"
        "- **`src/error.rs`, `src/error/plain.rs`**: the error (`src/cli/` adds hints).\n"
        "- **`src/plane/`**: the plane.\n\n### Layer 1: binary\n\n**`src/main.rs`**\n\n"
        "**`src/cli/`** flags.\n\n### Outside the layers\n\n**`web/`** the page.\n\n"
        "## Invariants\n\n**`src/nowhere/`** is not in the code map.\n"
    )
    cases = {
        "the code map names every layer and module": (good, 0, ["0 differences"]),
        "a module missing from the code map": (
            good.replace("- **`src/plane/`**: the plane.\n", ""),
            1,
            ["`plane` (layer 0 \"base\" in LAYERS", "add an entry **`src/plane/`**"],
        ),
        "a module under another layer": (
            good.replace("**`src/cli/`** flags.\n", "").replace(
                "- **`src/plane/`**", "- **`src/cli/`** flags.\n- **`src/plane/`**"
            ),
            1,
            ["`cli` is in layer 1 \"binary\" in LAYERS", "under `### Layer 0: base`"],
        ),
        "a layer named otherwise": (
            good.replace("Layer 1: binary", "Layer 1: front end"),
            1,
            ['calls layer 1 "front end" and LAYERS', 'calls it "binary"'],
        ),
        "a module the table does not list, a layer it does not have, an entry under none": (
            good.replace("### Outside the layers\n", "### Layer 2: extra\n\n**`src/gizmo.rs`**\n")
            .replace("## Code map\n\n", "## Code map\n\n**`src/stray/`**\n\n"),
            1,
            ["LAYERS in check-imports.py does not list it", "has only 2 layers", "`src/stray/`"],
        ),
        "no code map": ("# Architecture\n", 1, ["no `## Code map` section"]),
    }
    failed = 0
    for name, (text, want_code, wants) in cases.items():
        with tempfile.TemporaryDirectory() as tmp:
            root = Path(tmp)
            for rel in files:
                (root / "src" / rel).parent.mkdir(parents=True, exist_ok=True)
                (root / "src" / rel).write_text("")
            (root / ARCHITECTURE).write_text(text)
            buf = io.StringIO()
            code = check_doc(root, layers, out=buf)
            failed += not verdict(f"--doc: {name}", code, want_code, wants, buf.getvalue())
    # A module the table lists that is not in src/.
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        for rel in files[:-1]:
            (root / "src" / rel).parent.mkdir(parents=True, exist_ok=True)
            (root / "src" / rel).write_text("")
        (root / ARCHITECTURE).write_text(good)
        buf = io.StringIO()
        code = check_doc(root, layers, out=buf)
        ok = code == 1 and "lists `cli`, but src/cli/ does not exist" in buf.getvalue()
        print(f"{'ok  ' if ok else 'FAIL'} --doc: a module the table lists that does not exist")
        if not ok:
            failed += 1
            print("     " + buf.getvalue().replace("\n", "\n     "))
    return failed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent)
    tests = parser.add_mutually_exclusive_group()
    tests.add_argument("--tests", action="store_true", help="count test-only code too")
    tests.add_argument("--no-tests", action="store_true", help="ignore test-only code (default)")
    parser.add_argument("--web", action="store_true", help="also read web/src (cycles only)")
    parser.add_argument("--self-test", action="store_true", help="check the checker")
    parser.add_argument(
        "--doc", action="store_true", help=f"check that {ARCHITECTURE}'s code map names LAYERS"
    )
    args = parser.parse_args()
    if args.self_test:
        return self_test()
    if args.doc:
        return check_doc(args.root)
    return check(args.root, with_tests=args.tests, include_web=args.web)


if __name__ == "__main__":
    sys.exit(main())
