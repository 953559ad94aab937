"""Packs a folder into a .tar.gz or a .zip that is the same byte for byte whenever the files
are: entries in name order, every time stamp SOURCE_DATE_EPOCH (the release's commit time),
owner root, modes 755 for programs and 644 for the rest, no host names or user names.

Usage: python3 scripts/pack.py OUT.tar.gz|OUT.zip DIR
The archive holds DIR itself (its name as the top folder), as release archives do. Python's
own tarfile, gzip and zipfile, so that it runs the same on Linux, macOS and Windows runners.
"""

import gzip
import io
import os
import sys
import tarfile
import time
import zipfile
from pathlib import Path


def entries(root: Path):
    """Every file and folder below root, folders before their files, in name order."""
    found = [root]
    for folder, dirs, files in os.walk(root):
        dirs.sort()
        base = Path(folder)
        found.extend(base / name for name in sorted(dirs + files))
    return sorted(found, key=lambda p: p.relative_to(root.parent).as_posix())


def mode(path: Path) -> int:
    if path.is_dir() or os.access(path, os.X_OK) or path.suffix == ".exe":
        return 0o755
    return 0o644


def pack_tar(out: Path, root: Path, stamp: int) -> None:
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for path in entries(root):
            info = tarfile.TarInfo(path.relative_to(root.parent).as_posix())
            info.mtime = stamp
            info.mode = mode(path)
            info.uid = info.gid = 0
            info.uname = info.gname = "root"
            if path.is_dir():
                info.type = tarfile.DIRTYPE
                tar.addfile(info)
            else:
                data = path.read_bytes()
                info.size = len(data)
                tar.addfile(info, io.BytesIO(data))
    # mtime and no file name in the gzip header: only the bytes decide.
    with open(out, "wb") as file:
        with gzip.GzipFile(filename="", mode="wb", fileobj=file, compresslevel=9, mtime=stamp) as gz:
            gz.write(raw.getvalue())


def pack_zip(out: Path, root: Path, stamp: int) -> None:
    # ZIP's time stamps start in 1980 and have no time zone: the UTC date of the stamp.
    when = time.gmtime(max(stamp, 315532800))[:6]
    with zipfile.ZipFile(out, "w") as archive:
        for path in entries(root):
            name = path.relative_to(root.parent).as_posix()
            if path.is_dir():
                name += "/"
            info = zipfile.ZipInfo(name, date_time=when)
            info.create_system = 3  # Unix, so that the modes below are read
            info.external_attr = ((0o040000 if path.is_dir() else 0o100000) | mode(path)) << 16
            if path.is_dir():
                archive.writestr(info, b"")
            else:
                info.compress_type = zipfile.ZIP_DEFLATED
                archive.writestr(info, path.read_bytes(), compresslevel=9)


def main() -> None:
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    out, root = Path(sys.argv[1]), Path(sys.argv[2]).resolve()
    if not root.is_dir():
        sys.exit(f"pack.py: '{root}' is not a folder")
    stamp = int(os.environ.get("SOURCE_DATE_EPOCH", "0"))
    if out.name.endswith(".tar.gz"):
        pack_tar(out, root, stamp)
    elif out.suffix == ".zip":
        pack_zip(out, root, stamp)
    else:
        sys.exit(f"pack.py: '{out}': the archive's name ends in .tar.gz or .zip")


if __name__ == "__main__":
    main()
