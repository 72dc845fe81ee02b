"""A match's identity across laptops: its ``uuid`` (docs/match-record.md, "A match's identity across laptops")."""

from __future__ import annotations

import re
import uuid
from typing import Final

__all__ = ["IDENTITY_NAMESPACE", "derived_match_uuid", "new_match_uuid", "read_uuid"]

#: The hyphenated 8-4-4-4-12 form, any case; the variant digit says RFC 4122 (8, 9, a or b).
_FORM: Final = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}", re.IGNORECASE)


#: The namespace of the identities worked out from a match's start (RFC 4122 version 5, SHA-1).
IDENTITY_NAMESPACE: Final = uuid.UUID("7b0e4c2a-3f1d-5a8e-9c6b-2d4f8a1e0c53")


def derived_match_uuid(start: str) -> str:
    """The identity of a match that has none yet, worked out from ``start``: a text naming the
    moment and table it was started at (the archive uses its first log entry, teams and first
    dealer), so two laptops holding copies of one older match give it the same identity.

    Returns:
        A version 5 RFC 4122 UUID in canonical lower-case form.
    """
    return str(uuid.uuid5(IDENTITY_NAMESPACE, start))


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
