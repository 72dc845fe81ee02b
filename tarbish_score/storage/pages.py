"""Match records read straight from the pages of a damaged SQLite file, without SQLite.

Internal to :mod:`tarbish_score.storage` (:mod:`.salvage` calls it). When the schema, a
table's root page or the file header is damaged, SQLite cannot find the tables at all,
yet most pages still hold their rows. The Python build's ``sqlite3`` offers no recovery
extension, so this module reads the file format itself (https://sqlite.org/fileformat2.html):

- the page size is bytes 16-17 of the header (1 meaning 65536); when that is damaged, each
  power of two from 512 to 65536 is tried and the one that finds the most records is kept;
- every page whose type byte is 0x0D (a leaf page of a table B-tree) is read cell by cell
  through its cell pointer array: a varint payload length, a varint rowid, then the
  payload, continued on a chain of overflow pages when it is longer than the page holds;
- the payload is a record: a header of varint serial types, then the values.

Every text value that is a JSON object of a match record (``"format"`` is
``tarbish-score-match``) is a candidate, under its row's id (the ``records`` table's
``match_id`` and version 0's ``matches.id`` are both the rowid). Nothing is written; a
cell that does not parse is passed over.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Final

__all__ = ["PAGE_SIZES", "page_records"]

#: Every page size SQLite allows.
PAGE_SIZES: Final = tuple(2**n for n in range(9, 17))
_LEAF_TABLE: Final = 0x0D
_MARK: Final = b'"tarbish-score-match"'
_INT_SIZES: Final = {1: 1, 2: 2, 3: 3, 4: 4, 5: 6, 6: 8}


def page_records(path: Path, *, max_bytes: int = 1 << 32) -> dict[int, list[str]]:
    """Every match record text a damaged SQLite file still holds in its table leaf pages.

    Args:
        path: the damaged file (only read).
        max_bytes: files larger than this are read only this far.

    Returns:
        ``{id: [record text, ...]}``: each text is a JSON object naming the match record format;
        an id may have more than one text (an older copy left on a freed page), in file order.
        Empty when the file cannot be read.
    """
    try:
        with path.open("rb") as file:
            data = file.read(max_bytes)
    except OSError:
        return {}
    if _MARK not in data:
        return {}
    stated = _stated_page_size(data)
    reserved = data[20] if len(data) > 20 and stated is not None else 0
    best: dict[int, list[str]] = {}
    for size in sorted(PAGE_SIZES, key=lambda s: s != stated):
        found = _scan(data, size, size - reserved if size == stated else size)
        if sum(map(len, found.values())) > sum(map(len, best.values())):
            best = found
    return best


def _stated_page_size(data: bytes) -> int | None:
    if len(data) < 100:
        return None
    value = int.from_bytes(data[16:18], "big")
    size = 65536 if value == 1 else value
    return size if size in PAGE_SIZES else None


def _scan(data: bytes, size: int, usable: int) -> dict[int, list[str]]:
    found: dict[int, list[str]] = {}
    for number in range(1, len(data) // size + 1):
        start = (number - 1) * size
        page = data[start : start + size]
        header = 100 if number == 1 else 0
        if len(page) < header + 8 or page[header] != _LEAF_TABLE:
            continue
        for rowid, payload in _cells(data, page, header, size, usable):
            for text in _texts(payload):
                found.setdefault(rowid, []).append(text)
    return found


def _cells(data: bytes, page: bytes, header: int, size: int, usable: int) -> Iterator[tuple[int, bytes]]:
    """``(rowid, payload)`` of each cell of a table leaf page that parses."""
    count = int.from_bytes(page[header + 3 : header + 5], "big")
    for index in range(min(count, (size - header - 8) // 2)):
        at = header + 8 + 2 * index
        offset = int.from_bytes(page[at : at + 2], "big")
        if not header + 8 <= offset < size:
            continue
        try:
            length, offset = _varint(page, offset)
            rowid, offset = _varint(page, offset)
            payload = _payload(data, page, offset, length, size, usable)
        except (IndexError, ValueError):
            continue
        if payload is not None:
            yield rowid, payload


def _payload(data: bytes, page: bytes, offset: int, length: int, size: int, usable: int) -> bytes | None:
    """The whole payload of a cell, following its overflow pages; None when the chain is broken."""
    most = usable - 35
    if length <= most:
        local = length
    else:
        least = (usable - 12) * 32 // 255 - 23
        local = least + (length - least) % (usable - 4)
        if local > most:
            local = least
    if offset + local > len(page) or length > len(data):
        return None
    parts = [page[offset : offset + local]]
    have = local
    if have < length:
        following = int.from_bytes(page[offset + local : offset + local + 4], "big")
        visited: set[int] = set()
        while have < length:
            if following < 1 or following in visited or following * size > len(data):
                return None
            visited.add(following)
            start = (following - 1) * size
            chunk = data[start + 4 : start + usable][: length - have]
            parts.append(chunk)
            have += len(chunk)
            following = int.from_bytes(data[start : start + 4], "big")
    return b"".join(parts)


def _texts(payload: bytes) -> Iterator[str]:
    """The values of a record that are match record texts."""
    if _MARK not in payload:
        return
    types = []
    try:
        header_size, offset = _varint(payload, 0)
        while offset < header_size:
            serial, offset = _varint(payload, offset)
            types.append(serial)
    except IndexError:  # a damaged header runs past the payload
        return
    at = header_size
    for serial in types:
        if serial >= 13 and serial % 2:
            width = (serial - 13) // 2
            raw = payload[at : at + width]
            if _MARK in raw and len(raw) == width:
                text = _match_text(raw)
                if text is not None:
                    yield text
        elif serial >= 12:
            width = (serial - 12) // 2
        else:
            width = _INT_SIZES.get(serial, 8 if serial == 7 else 0)
        at += width


def _match_text(raw: bytes) -> str | None:
    try:
        text = raw.decode("utf-8")
        data = json.loads(text)
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    return text if isinstance(data, dict) and data.get("format") == "tarbish-score-match" else None


def _varint(data: bytes, offset: int) -> tuple[int, int]:
    """SQLite's varint at ``offset``: ``(value, offset after it)`` (1-9 bytes, big-endian, 7 bits each).

    Raises:
        IndexError: it runs past the end of ``data``.
    """
    value = 0
    for index in range(8):
        byte = data[offset + index]
        value = (value << 7) | (byte & 0x7F)
        if byte < 0x80:
            return value, offset + index + 1
    return (value << 8) | data[offset + 8], offset + 9
