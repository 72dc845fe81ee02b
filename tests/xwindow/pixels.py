"""What a screenshot shows in a part's rectangle: the part as Qt rendered it, its text whole and legible.

The checks read the real screen, not the widget: :func:`problems` holds the screenshot's rectangle of a
part against the part's own rendering (the same pixels, so nothing covers it and it sits where Qt
thinks), then finds the text's ink there (the pixels that stand out from the commonest colour, its
background) and asks that the ink be legible (its strongest pixel at least 3:1 against the background,
WCAG's large-text ratio), that it be as wide and as tall as the text's ink in the part's font (a glyph
missing, cut or elided is narrower or shorter), and that it touch no edge of the rectangle (text cut by
it). For digits (:func:`glyphs`) each digit is counted as a column of ink of its own.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import NDArray
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage

#: Ink: a pixel at least this contrast away from the background (faint anti-aliasing is not ink).
INK = 1.6
#: The strongest ink pixel of legible text against its background (WCAG AA, large text).
LEGIBLE = 3.0
#: At most this share of a part's pixels may differ between the screen and the part's own rendering.
SAME = 0.03


def rgb(image: QImage) -> NDArray[np.float64]:
    """``image``'s pixels as an array of rows of (red, green, blue), 0 … 255."""
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    width, height = image.width(), image.height()
    raw = np.frombuffer(image.constBits(), dtype=np.uint8, count=image.sizeInBytes())
    rows = raw.reshape(height, image.bytesPerLine())[:, : width * 4].reshape(height, width, 4)
    return rows[:, :, 2::-1].astype(np.float64)  # B G R A in memory -> R G B


def luminance(pixels: NDArray[np.float64]) -> NDArray[np.float64]:
    """WCAG relative luminance of each pixel."""
    c = pixels / 255
    linear = np.where(c <= 0.03928, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    return np.asarray(linear @ np.array([0.2126, 0.7152, 0.0722]))


def background(pixels: NDArray[np.float64]) -> NDArray[np.float64]:
    """The commonest colour of ``pixels``."""
    colours, counts = np.unique(pixels.reshape(-1, 3), axis=0, return_counts=True)
    return np.asarray(colours[counts.argmax()])


def contrast_map(pixels: NDArray[np.float64]) -> NDArray[np.float64]:
    """Each pixel's WCAG contrast ratio against the commonest colour."""
    lit = luminance(pixels)
    ground = float(luminance(background(pixels)[None, None, :])[0, 0])
    return np.asarray((np.maximum(lit, ground) + 0.05) / (np.minimum(lit, ground) + 0.05))


def glyphs(ink: NDArray[np.bool_]) -> int:
    """How many runs of inked columns ``ink`` has (digits stand apart: one run each)."""
    columns = ink.any(axis=0).astype(int)
    return int(np.count_nonzero(np.diff(np.concatenate(([0], columns))) == 1))


def problems(screen: QImage, rect: QRect, own: QImage, part: dict[str, Any], *, inset: int = 0) -> list[str]:
    """What is wrong with the part at ``rect`` on ``screen`` (empty when nothing): see the module.

    ``own`` is the part's own rendering; ``inset`` leaves a frame of that many pixels out of the ink
    checks (a button's border, a badge's rounded corners are not its text): the text must not reach it.
    """
    text = part["text"]
    if not part["shown"]:
        return [f"{text!r} is not shown"]
    if not screen.rect().contains(rect):
        return [f"{text!r} at {rect.getRect()} is not wholly on the {screen.width()}×{screen.height()} screen"]
    shot = screen.copy(rect)
    found: list[str] = []
    if own.size() == shot.size():
        differ = np.abs(rgb(shot) - rgb(own)).max(axis=2) > 24
        if differ.mean() > SAME:
            found.append(f"{text!r}: {differ.mean():.0%} of its pixels on the screen are not what it painted")
    else:
        found.append(f"{text!r}: painted {own.width()}×{own.height()}, shown {shot.width()}×{shot.height()}")
    pixels = rgb(shot)
    if inset:
        pixels = pixels[inset:-inset, inset:-inset]
    contrasts = contrast_map(pixels)
    ink = contrasts >= INK
    if not text.strip():
        return found
    if not ink.any():
        return [*found, f"{text!r}: no text on the screen"]
    if contrasts.max() < LEGIBLE:
        found.append(f"{text!r}: its text stands out {contrasts.max():.1f}:1 from its background (< {LEGIBLE}:1)")
    rows, columns = np.nonzero(ink)
    width, height = columns.max() - columns.min() + 1, rows.max() - rows.min() + 1
    if width < 0.9 * part["ink_w"] - 2 or height < 0.85 * part["ink_h"] - 2:
        found.append(f"{text!r} is cut: its ink is {width}×{height} px, the text's is {part['ink_w']}×{part['ink_h']}")
    last_row, last_column = ink.shape[0] - 1, ink.shape[1] - 1
    if rows.min() == 0 or columns.min() == 0 or rows.max() == last_row or columns.max() == last_column:
        found.append(f"{text!r} touches the edge of its {rect.width()}×{rect.height()} box: cut")
    if text.replace(" ", "").replace("–", "").isdigit():
        expected = len(text.replace(" ", ""))
        if glyphs(ink) != expected:
            found.append(f"{text!r}: {glyphs(ink)} glyphs on the screen, {expected} written")
    return found
