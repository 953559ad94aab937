#!/usr/bin/env python3
"""Check the licence of every crate the program and the web page ship, as `cargo deny check
licenses` would.

    scripts/check-licences.py [--self-test]

The PDF stack moved to krilla, which brought in new crates; every crate compiled into the CLI
or the web page must carry a licence compatible with distributing fanodeck under MIT OR
Apache-2.0. This reads `cargo metadata --locked`, walks the resolved graph from fanodeck and
fanodeck-web along normal and build edges (not dev; every platform counts, the conservative
choice), evaluates each crate's SPDX `license` against ALLOWED, prints each expression with
its crate count, and exits 1 listing the refused crates, what pulls them in and where they are.
"""
import json, os, subprocess, sys
from collections import Counter

ALLOWED = {
    "MIT",                             # permissive; half of the project's own licence
    "Apache-2.0",                      # permissive, with a patent grant; the other half
    "Apache-2.0 WITH LLVM-exception",  # Apache-2.0, minus its notice duties for compiled code
    "BSD-2-Clause",                    # permissive
    "BSD-3-Clause",                    # permissive, plus: no endorsement by the authors' names
    "ISC",                             # permissive, MIT-like
    "Zlib",                            # permissive
    "Unicode-3.0",                     # Unicode's data and tables, permissive
    "Unicode-DFS-2016",                # the older Unicode data licence, permissive
    "BSL-1.0",                         # Boost: permissive, no notice needed in binaries
    "CC0-1.0",                         # public-domain dedication
    "0BSD",                            # permissive without conditions
    "MPL-2.0",                         # file-level copyleft: fine for a binary that does not
                                       # modify those files (say where their source is)
    "OFL-1.1",                         # fonts; here in case a crate declares it
    "Unlicense",                       # public-domain dedication
    "NCSA",                            # LLVM's old BSD-style licence (libfuzzer-sys, reached only
                                       # through rav1e's cfg(fuzzing), which no build sets)
}
# Crates with no `license`, only a `license_file`, whose file someone has read:
# name -> why it is acceptable. Empty until someone has looked.
EXCEPTIONS: dict[str, str] = {}
ROOTS = ("fanodeck", "fanodeck-web")
OPERATORS = ("AND", "OR", "WITH")


def allowed(expr):
    """Whether the SPDX expression is satisfied by ALLOWED: OR needs one side, AND both; WITH
    binds tightest, then AND, then OR. `A/B` (the old form) means `A OR B`. ValueError if bad."""
    spaced = expr.replace("/", " OR ").replace("(", " ( ").replace(")", " ) ")
    tokens = [t.upper() if t.upper() in OPERATORS else t for t in spaced.split()] + [None]
    pos = 0

    def take(want=None):
        nonlocal pos
        tok = tokens[pos]
        if tok is None or (want and tok != want) or (not want and tok in OPERATORS + ("(", ")")):
            raise ValueError(f"bad licence expression {expr!r} at token {pos + 1}")
        pos += 1
        return tok

    def joined(op, part):  # part op part op ...
        results = [part()]
        while tokens[pos] == op:
            take(op); results.append(part())
        return results

    def single():  # ( expression ) | licence [WITH exception]
        if tokens[pos] == "(":
            take("("); value = either(); take(")")
            return value
        licence = take()
        if tokens[pos] == "WITH":
            take("WITH"); licence += " WITH " + take()
        return licence in ALLOWED

    either = lambda: any(joined("OR", lambda: all(joined("AND", single))))
    value = either()
    if tokens[pos] is not None:
        raise ValueError(f"bad licence expression {expr!r}: unexpected {tokens[pos]!r}")
    return value


def reachable(meta):
    """Package id -> the id that first pulled it in (None for a root), along non-dev edges."""
    names = {p["id"]: p["name"] for p in meta["packages"]}
    nodes = {n["id"]: n for n in meta["resolve"]["nodes"]}
    roots = [i for i in meta["workspace_members"] if names[i] in ROOTS]
    if len(roots) != len(ROOTS):
        sys.exit(f"check-licences: workspace members {ROOTS} not all found")
    parent, todo = dict.fromkeys(roots), list(roots)
    while todo:
        here = todo.pop(0)
        for dep in nodes[here]["deps"]:
            shipped = any(k["kind"] in (None, "build") for k in dep["dep_kinds"])
            if shipped and dep["pkg"] not in parent:
                parent[dep["pkg"]] = here
                todo.append(dep["pkg"])
    return parent


def self_test():
    cases = [("MIT OR GPL-3.0", True), ("MIT AND GPL-3.0", False), ("GPL-2.0", False),
             ("(MIT OR Apache-2.0) AND Unicode-3.0", True), ("MIT/Apache-2.0", True),
             ("(MIT OR Apache-2.0) AND GPL-2.0", False), ("Apache-2.0 WITH LLVM-exception", True),
             ("GPL-2.0 WITH Classpath-exception-2.0", False), ("MIT WITH LLVM-exception", False),
             ("MIT AND (GPL-3.0 OR Zlib)", True), ("GPL-3.0 or MIT", True)]
    cases += [(bad, ValueError) for bad in ("MIT OR", "(MIT", "MIT Apache-2.0", "AND MIT", "")]
    results = []
    for expr, want in cases:
        try:
            results.append((expr, want, allowed(expr)))
        except ValueError:
            results.append((expr, want, ValueError))
    # A tiny graph: c is only a dev-dependency of fanodeck, b a build-dependency of a.
    edge = lambda i, kind: {"pkg": i, "dep_kinds": [{"kind": kind, "target": None}]}
    deps = {"fanodeck": [edge("a", None), edge("c", "dev")], "fanodeck-web": [edge("fanodeck", None)],
            "a": [edge("b", "build")], "b": [], "c": []}
    meta = {"packages": [{"id": i, "name": i} for i in deps], "workspace_members": list(ROOTS),
            "resolve": {"nodes": [{"id": i, "deps": d} for i, d in deps.items()]}}
    results.append(("graph walk", ["a", "b", "fanodeck", "fanodeck-web"], sorted(reachable(meta))))
    wrong = [r for r in results if r[1] != r[2]]
    for case, want, got in wrong:
        print(f"self-test: {case!r}: expected {want}, got {got}")
    print(f"self-test: {len(results) - len(wrong)} of {len(results)} passed")
    return 1 if wrong else 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    if sys.argv[1:]:
        sys.exit("usage: scripts/check-licences.py [--self-test]")
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    meta = json.loads(subprocess.run(["cargo", "metadata", "--format-version", "1", "--locked"],
                                     check=True, stdout=subprocess.PIPE).stdout)
    packages = {p["id"]: p for p in meta["packages"]}
    parent = reachable(meta)
    crates = [packages[i] for i in parent if parent[i] is not None]  # not our own two
    counts, refused = Counter(), []
    for p in crates:
        expr, folder = p["license"], os.path.dirname(p["manifest_path"])
        if expr is None:  # only a licence file: a person must read it
            expr = f"no `license`; read {os.path.join(folder, p['license_file'] or '?')}"
            ok = p["name"] in EXCEPTIONS
        else:
            try:
                ok = allowed(expr)
            except ValueError as e:
                ok, expr = False, str(e)
        counts[expr] += 1
        if not ok:
            refused.append((p, expr, folder))
    for expr, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"{n:5}  {expr}")
    if not refused:
        print(f"licences: {len(crates)} crates, all allowed")
        return 0
    print(f"licences: {len(refused)} of {len(crates)} crates refused:")
    for p, expr, folder in sorted(refused, key=lambda r: (r[0]["name"], r[0]["version"])):
        chain, pid = [], p["id"]
        while pid is not None:
            chain.append(packages[pid]["name"]); pid = parent[pid]
        print(f"  {p['name']} {p['version']}: {expr}")
        print(f"    pulled in by {' -> '.join(reversed(chain))}")
        print(f"    files in {folder}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
