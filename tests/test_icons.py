"""The app icon's rendered files (tools/render_icons.py) against a fresh render of the SVG masters."""

from __future__ import annotations

import struct

import pytest
from PySide6.QtGui import QImage

from tarbish_score.desktop import ICON_SIZES, ICONS_DIR
from tools import render_icons


def _image(data: bytes) -> QImage:
    image = QImage.fromData(data, "PNG")
    assert not image.isNull()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def _opaque_share(image: QImage) -> float:
    """The share of the pixels that are not transparent (0.0 to 1.0)."""
    pixels = [image.pixelColor(x, y).alpha() for x in range(image.width()) for y in range(image.height())]
    return sum(1 for alpha in pixels if alpha > 0) / len(pixels)


def _difference(a: QImage, b: QImage) -> float:
    """The mean difference of two images of one size, per channel (0 to 255)."""
    total = 0
    for x in range(a.width()):
        for y in range(a.height()):
            pa, pb = a.pixelColor(x, y), b.pixelColor(x, y)
            total += sum(
                abs(u - v)
                for u, v in zip(pa.getRgb()[:4], pb.getRgb()[:4], strict=True)  # type: ignore[index]
            )
    return total / (a.width() * a.height() * 4)


def test_the_tool_and_the_package_agree_on_the_sizes() -> None:
    assert render_icons.SIZES == ICON_SIZES
    assert render_icons.OUTPUT == ICONS_DIR


@pytest.mark.parametrize("size", [16, 24, 32, 48, 64, 128, 256])  # 512 is slow to compare, and like 256
def test_each_committed_png_is_a_fresh_render_of_its_master(qapp: object, size: int) -> None:
    committed = _image((ICONS_DIR / f"tarbish-score-{size}.png").read_bytes())
    fresh = _image(render_icons.render_png(render_icons.master_for(size), size))
    assert (committed.width(), committed.height()) == (fresh.width(), fresh.height()) == (size, size)
    assert _opaque_share(committed) > 0.5  # the pad and the heart, not a blank square
    # Rendered by another Qt, edges may differ a little; a changed master differs a lot.
    assert _difference(committed, fresh) < 2.0


def test_the_512_px_png_is_that_size_and_not_blank() -> None:
    image = QImage(str(ICONS_DIR / "tarbish-score-512.png"))
    assert (image.width(), image.height()) == (512, 512)
    assert image.pixelColor(128, 256).alpha() == 255  # inside the pad


def test_the_scalable_icon_is_the_master() -> None:
    assert (ICONS_DIR / "tarbish-score.svg").read_bytes() == render_icons.LARGE.read_bytes()


def test_the_ico_holds_png_entries_of_every_size_to_256() -> None:
    data = (ICONS_DIR / "tarbish-score.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, len(render_icons.ICO_SIZES))
    sizes = []
    for index in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * index)
        image = _image(data[offset : offset + length])
        side = width or 256
        assert (image.width(), image.height(), planes, bits) == (side, side, 1, 32)
        assert height == width
        sizes.append(side)
    assert sizes == list(render_icons.ICO_SIZES)


def test_the_ico_reads_back_through_qt(qapp: object) -> None:
    from PySide6.QtGui import QImageReader

    reader = QImageReader(str(ICONS_DIR / "tarbish-score.ico"))
    assert reader.canRead()
    assert reader.imageCount() == len(render_icons.ICO_SIZES)


def test_an_ico_entry_cannot_be_above_256_px() -> None:
    with pytest.raises(ValueError, match="at most 256"):
        render_icons.ico_bytes({512: b""})
