"""Render the app icon from its SVG masters into the package: PNGs of every size and a Windows ``.ico``.

The masters are ``resources/icons/tarbish-score.svg`` (32 px and up) and
``resources/icons/tarbish-score-small.svg`` (16 and 24 px, drawn on the pixel grid so the pad and the
heart stay sharp). The output, committed as assets and shipped in the wheel, goes to
``tarbish_score/resources/icons/``:

- ``tarbish-score-<N>.png`` for N in :data:`SIZES` (the window icon and the hicolor theme sizes),
- ``tarbish-score.svg``, a copy of the large master (the hicolor ``scalable`` icon),
- ``tarbish-score.ico``, the sizes up to 256 px as PNG entries in one ICO container (Windows Vista
  and later read those; Qt's own ``ico`` writer stores one bitmap image per file).

Run from the repository root after changing a master: ``python tools/render_icons.py``.
``tests/test_icons.py`` renders afresh and checks the committed files against it.
"""

from __future__ import annotations

import shutil
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MASTERS = ROOT / "resources" / "icons"
LARGE = MASTERS / "tarbish-score.svg"
SMALL = MASTERS / "tarbish-score-small.svg"
OUTPUT = ROOT / "tarbish_score" / "resources" / "icons"

#: Every rendered size, in pixels (square).
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: The sizes drawn from the small master.
SMALL_SIZES = (16, 24)
#: The sizes inside the ``.ico`` (an ICO entry is at most 256 px).
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def master_for(size: int) -> Path:
    """The SVG master that ``size`` pixels are rendered from."""
    return SMALL if size in SMALL_SIZES else LARGE


def render_png(svg: Path, size: int) -> bytes:
    """``svg`` rendered at ``size`` x ``size`` pixels, as PNG bytes (transparent background).

    Raises:
        ValueError: the SVG cannot be read.
    """
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        raise RuntimeError("render_png needs a QGuiApplication")
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a readable SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG"):
        raise ValueError(f"{svg}: the {size} px render could not be written as PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO container holding ``pngs`` (size in pixels -> PNG bytes), smallest first.

    The ICONDIR header (reserved 0, type 1 = icon, count), one 16-byte ICONDIRENTRY per image
    (width and height, 0 meaning 256; colour count 0; reserved 0; planes 1; 32 bits per pixel;
    the data's length and offset), then the PNG data, as Windows Vista and later read it.

    Raises:
        ValueError: a size is above 256 px (an ICO entry cannot say it).
    """
    sizes = sorted(pngs)
    if any(size > 256 for size in sizes):
        raise ValueError("an ICO entry is at most 256 px")
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries = b""
    for size in sizes:
        side = size % 256  # 256 is written as 0
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(pngs[size]), offset)
        offset += len(pngs[size])
    return header + entries + b"".join(pngs[size] for size in sizes)


def render_all(output: Path = OUTPUT) -> list[Path]:
    """Write every PNG, the scalable SVG and the ``.ico`` into ``output``; return the files written."""
    output.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    pngs: dict[int, bytes] = {}
    for size in SIZES:
        pngs[size] = render_png(master_for(size), size)
        path = output / f"tarbish-score-{size}.png"
        path.write_bytes(pngs[size])
        written.append(path)
    svg = output / "tarbish-score.svg"
    shutil.copyfile(LARGE, svg)
    written.append(svg)
    ico = output / "tarbish-score.ico"
    ico.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    written.append(ico)
    return written


def main() -> int:
    """Render into the package; print each file written."""
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for path in render_all():
        print(path.relative_to(ROOT))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
