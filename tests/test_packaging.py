"""The wheel and the sdist carry the compiled catalogues (and the sdist their sources): build both and list them."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tarfile
import textwrap
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("fr", "es", "it")
#: What the build reads from the source tree (no build products: no .qm, no caches, no egg-info).
SOURCES = ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "tarbish_score", "resources")

# The setuptools backend called in a child process, without build isolation: nothing is downloaded
# (setuptools and PySide6-Essentials, the build requirements, are installed with the test extras).
_BUILD = textwrap.dedent(
    """
    import sys
    from setuptools import build_meta
    kind, out = sys.argv[1], sys.argv[2]
    print(getattr(build_meta, "build_" + kind)(out))
    """
)


def _build(kind: str, source: Path, out: Path) -> Path:
    done = subprocess.run(
        [sys.executable, "-c", _BUILD, kind, str(out)], cwd=source, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return out / done.stdout.strip().splitlines()[-1]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(the sdist, a wheel built from that sdist), from a copy of the source tree without compiled catalogues."""
    pytest.importorskip("PySide6")
    pytest.importorskip("setuptools")
    folder = tmp_path_factory.mktemp("packaging")
    source = folder / "source"
    source.mkdir()
    ignore = shutil.ignore_patterns("*.qm", "__pycache__", "*.egg-info")
    for name in SOURCES:
        path = ROOT / name
        if path.is_dir():
            shutil.copytree(path, source / name, ignore=ignore)
        else:
            shutil.copy2(path, source / name)
    dist = folder / "dist"
    sdist = _build("sdist", source, dist)
    with tarfile.open(sdist) as archive:
        archive.extractall(folder / "unpacked", filter="data")
    (unpacked,) = (folder / "unpacked").iterdir()
    wheel = _build("wheel", unpacked, dist)
    return sdist, wheel


def test_the_sdist_carries_the_catalogues_and_their_sources(built: tuple[Path, Path]) -> None:
    sdist, _wheel = built
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    for language in LANGUAGES:
        assert f"resources/i18n/tarbish_score_{language}.ts" in names
        assert f"tarbish_score/resources/i18n/tarbish_score_{language}.qm" in names
    assert "setup.py" in names


def test_the_wheel_carries_the_compiled_catalogues(built: tuple[Path, Path]) -> None:
    _sdist, wheel = built
    with zipfile.ZipFile(wheel) as archive:
        catalogues = {
            name: archive.read(name) for name in archive.namelist() if name.startswith("tarbish_score/resources/i18n/")
        }
    assert sorted(catalogues) == [
        f"tarbish_score/resources/i18n/tarbish_score_{lang}.qm" for lang in ("en", "es", "fr", "it")
    ]
    for data in catalogues.values():
        assert data.startswith(bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd"))  # Qt's .qm magic number
    assert not any(name.endswith(".ts") for name in catalogues)


def test_the_build_and_the_install_ask_for_the_same_pyside6_range() -> None:
    # pyproject.toml: the build compiles the catalogues with the same PySide6 the app runs on, from the floor
    # .ci/run tests at (6.11: 6.6 and 6.7 fail the suite).
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    build = [req for req in project["build-system"]["requires"] if req.startswith("PySide6-Essentials")]
    run = [req for req in project["project"]["dependencies"] if req.startswith("PySide6-Essentials")]
    assert build == run == ["PySide6-Essentials>=6.11,<6.12"]
