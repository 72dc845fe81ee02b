"""A written PDF read back: each page's text, the paper it is on, the pages images are drawn on.

Through pypdf (the test extra), not a system program, so the README's test command needs nothing
but Python. pypdf is imported only when a PDF is read: the modules that import this one still load
in the run without PySide6 (tests/noqt.ini), which writes no PDF.
"""

from __future__ import annotations

import unicodedata
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pypdf import PdfReader

#: Each paper the scoresheet is printed on: its portrait size in points (1/72 inch).
PAPERS = {"A4": (595.276, 841.89), "letter": (612.0, 792.0)}


def _reader(path: Path) -> PdfReader:
    from pypdf import PdfReader

    return PdfReader(path)


def page_texts(path: Path) -> list[str]:
    """Each page's text, laid out as on the page: one line of text per printed line, cells apart by spaces.

    NFKC-normalised (the PDF's font sets "fi" as one ligature glyph, and a no-break space reads as a space);
    the tabs pypdf puts between the words of one run of text read as spaces.
    """
    pages = [page.extract_text(extraction_mode="layout") for page in _reader(path).pages]
    return [unicodedata.normalize("NFKC", text).replace("\t", " ") for text in pages]


def flat_text(path: Path) -> str:
    """Every page's words in reading order, one space apart (a phrase a line break may split reads whole)."""
    return " ".join(word for text in page_texts(path) for word in text.split())


def paper(path: Path) -> str:
    """The paper every page is on: a name of :data:`PAPERS`, or the size in points ("500 x 700").

    Raises:
        AssertionError: the pages are not all the same size.
    """
    boxes = {(float(page.mediabox.width), float(page.mediabox.height)) for page in _reader(path).pages}
    assert len(boxes) == 1, f"pages of different sizes: {sorted(boxes)}"
    ((width, height),) = boxes
    for name, (paper_width, paper_height) in PAPERS.items():
        # Within a point: a PDF writer may round the size to whole points (A4: 595 x 842).
        if abs(width - paper_width) <= 1 and abs(height - paper_height) <= 1:
            return name
    return f"{width:g} x {height:g}"


def image_pages(path: Path) -> list[int]:
    """The page number (from 1) of every image drawn, page by page: [2] is one image, on page 2."""
    return [number for number, page in enumerate(_reader(path).pages, start=1) for _ in range(len(page.images))]
