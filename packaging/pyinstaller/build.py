"""Build Tarabish Score as one folder with PyInstaller: ``dist/tarbish-score/``.

First compiles the translation catalogues (``resources/i18n/*.ts``) with ``pyside6-lrelease`` into
``tarbish_score/resources/i18n/*.qm``, so the bundle speaks every finished language even where the wheel
build has not run; then runs PyInstaller on ``tarbish-score.spec`` beside this file. Needs the ``bundle``
extra (``pip install -e ".[bundle]"``). Works on Linux, Windows and macOS (see README.md here).

Usage: ``python packaging/pyinstaller/build.py [--dist DIR] [--work DIR]``
(defaults: ``dist/`` and ``build/pyinstaller/`` in the repository, both ignored by git).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SPEC = HERE / "tarbish-score.spec"
CATALOGUES = ROOT / "resources" / "i18n"
COMPILED = ROOT / "tarbish_score" / "resources" / "i18n"


def lrelease() -> str:
    """The ``pyside6-lrelease`` of the running Python (its scripts folder first, then ``PATH``).

    Raises:
        SystemExit: none is found (PySide6 is not installed).
    """
    scripts = Path(sys.executable).parent
    for name in ("pyside6-lrelease", "pyside6-lrelease.exe"):
        if (scripts / name).is_file():
            return str(scripts / name)
    found = shutil.which("pyside6-lrelease")
    if found is None:
        raise SystemExit("pyside6-lrelease not found: install PySide6-Essentials in this Python")
    return found


def compile_translations() -> list[Path]:
    """Compile every ``resources/i18n/*.ts`` into ``tarbish_score/resources/i18n/*.qm``.

    Returns:
        The ``.qm`` files written, one per catalogue.

    Raises:
        subprocess.CalledProcessError: lrelease refused a catalogue.
    """
    COMPILED.mkdir(parents=True, exist_ok=True)
    tool = lrelease()
    written = []
    for catalogue in sorted(CATALOGUES.glob("*.ts")):
        target = COMPILED / catalogue.with_suffix(".qm").name
        subprocess.run([tool, "-silent", str(catalogue), "-qm", str(target)], check=True)
        written.append(target)
    return written


def build(dist: Path, work: Path) -> Path:
    """Compile the translations and run PyInstaller.

    Returns:
        The bundle's folder (``dist/tarbish-score``).

    Raises:
        subprocess.CalledProcessError: lrelease or PyInstaller failed.
    """
    for qm in compile_translations():
        print(f"compiled {qm.relative_to(ROOT)}")
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level=WARN"]
    command += ["--distpath", str(dist), "--workpath", str(work), str(SPEC)]
    subprocess.run(command, check=True, cwd=ROOT)
    return dist / "tarbish-score"


def bundle_size(folder: Path) -> int:
    """Bytes of the files in ``folder`` unpacked (links counted once, as the link)."""
    return sum(path.lstat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


def main(argv: list[str] | None = None) -> int:
    """Build the bundle; print where it is and its size."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the bundle goes (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller", help="PyInstaller's scratch")
    args = parser.parse_args(argv)
    folder = build(args.dist.resolve(), args.work.resolve())
    size = bundle_size(folder)
    print(f"bundle: {folder} ({size / 1e6:.1f} MB unpacked)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
