"""Build hooks: compile the translation catalogues into the package (``.qm`` files are never committed).

Everything else about the package is in ``pyproject.toml``. The ``.ts`` sources in
``resources/i18n/`` go into the sdist (``MANIFEST.in``); ``pyside6-lrelease`` (from
``PySide6-Essentials``, a build requirement) compiles them into
``tarbish_score/resources/i18n/tarbish_score_<lang>.qm`` of the wheel and of the sdist.
A wheel built from the sdist finds the compiled catalogues already there when the
compiler is missing.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist

SOURCES = Path("resources") / "i18n"
TARGET = Path("tarbish_score") / "resources" / "i18n"


def lrelease() -> str | None:
    """The path of Qt's catalogue compiler shipped with PySide6, or None."""
    spec = importlib.util.find_spec("PySide6")
    if spec is not None and spec.origin is not None:
        for name in ("lrelease", "lrelease.exe"):
            tool = Path(spec.origin).parent / name
            if tool.exists():
                return str(tool)
    return shutil.which("pyside6-lrelease")


def compile_catalogues(root: Path, target: Path) -> list[Path]:
    """Compile ``root/resources/i18n/*.ts`` into ``target`` (created); the ``.qm`` files written.

    Raises:
        RuntimeError: there are catalogues but no compiler, and no compiled ones to ship instead.
    """
    catalogues = sorted((root / SOURCES).glob("tarbish_score_*.ts"))
    tool = lrelease()
    if tool is None:
        if catalogues and not all((root / TARGET / f"{ts.stem}.qm").exists() for ts in catalogues):
            raise RuntimeError("pyside6-lrelease not found: install PySide6-Essentials to build")
        return []
    target.mkdir(parents=True, exist_ok=True)
    written = []
    for ts in catalogues:
        qm = target / f"{ts.stem}.qm"
        subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], check=True)
        written.append(qm)
    return written


class BuildPyWithCatalogues(build_py):  # type: ignore[misc]
    """``build_py`` that also puts the compiled catalogues into the built package."""

    def run(self) -> None:
        super().run()
        compile_catalogues(Path.cwd(), Path(self.build_lib) / TARGET)


class SdistWithCatalogues(sdist):  # type: ignore[misc]
    """``sdist`` that also carries the compiled catalogues (the ``.ts`` sources come by ``MANIFEST.in``)."""

    def make_release_tree(self, base_dir: str, files: list[str]) -> None:
        super().make_release_tree(base_dir, files)
        compile_catalogues(Path.cwd(), Path(base_dir) / TARGET)


if __name__ == "__main__":
    setup(cmdclass={"build_py": BuildPyWithCatalogues, "sdist": SdistWithCatalogues})
