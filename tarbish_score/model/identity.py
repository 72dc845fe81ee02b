"""A match's identity across laptops: its ``uuid`` (docs/match-record.md, "A match's identity across laptops")."""

from __future__ import annotations

import re
import uuid
from typing import Final

__all__ = ["new_match_uuid", "read_uuid"]

#: The hyphenated 8-4-4-4-12 form, any case; the variant digit says RFC 4122 (8, 9, a or b).
_FORM: Final = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}", re.IGNORECASE)


def new_match_uuid() -> str:
    """A new match identity: a random (version 4) RFC 4122 UUID in its canonical lower-case form."""
    return str(uuid.uuid4())


def read_uuid(value: object) -> str | None:
    """``value`` as a canonical lower-case RFC 4122 UUID, or None when it is not one.

    Upper-case hex digits are taken (and written lower-case); braces, ``urn:uuid:`` and missing
    hyphens are not, nor the nil UUID or another variant than RFC 4122's.
    """
    if not isinstance(value, str) or _FORM.fullmatch(value) is None:
        return None
    return value.lower()
