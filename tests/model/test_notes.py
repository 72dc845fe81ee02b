from __future__ import annotations

import pytest

from tarbish_score.model import MAX_NOTE_LENGTH, TarbishError, check_note, clean_note


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("Legion hall, Friday", "Legion hall, Friday"),
        ("  misdeal \n\n by Dan\t(2nd time)  ", "misdeal by Dan (2nd time)"),
        ("re\x00ne\x1bge", "renege"),
        ("a\u202eb\u00adc", "abc"),  # a bidi override and a soft hyphen
        ("Cé\u0301ilidh 👨\u200d👩\u200d👧", "Cé\u0301ilidh 👨\u200d👩\u200d👧"),  # joiners stay
        ("\ue000x\U000e0001", "x"),  # private use and a tag character
        (" \n\t ", ""),
    ],
)
def test_clean_note_keeps_one_line_of_text(typed: str, kept: str) -> None:
    assert clean_note(typed) == kept


SCOTLAND = "\U0001f3f4\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f"
WALES = "\U0001f3f4\U000e0067\U000e0062\U000e0077\U000e006c\U000e0073\U000e007f"


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        (f"Cape Breton v Glasgow {SCOTLAND}", f"Cape Breton v Glasgow {SCOTLAND}"),  # a flag's tag sequence
        (SCOTLAND + WALES, SCOTLAND + WALES),
        ("\u2764\ufe0f \U0001f44d\U0001f3fd 1\ufe0f\u20e3", "\u2764\ufe0f \U0001f44d\U0001f3fd 1\ufe0f\u20e3"),
        ("\U000e0067\U000e0062\U000e007fx", "x"),  # tags with no emoji before them
        ("a\U000e0067\U000e0062\U000e007f", "a"),  # after a letter: hidden text, not a flag
        ("\U0001f3f4\U000e0067\U000e0062 ok", "\U0001f3f4 ok"),  # never ended by the cancel tag
        ("\U0001f3f4\U000e007f", "\U0001f3f4"),  # a cancel tag alone
    ],
)
def test_clean_note_keeps_emoji_sequences_and_drops_stray_tags(typed: str, kept: str) -> None:
    assert clean_note(typed) == kept


def test_a_flag_counts_as_the_characters_it_is_made_of() -> None:
    assert len(SCOTLAND) == 7
    assert check_note(SCOTLAND * 28) == SCOTLAND * 28  # 196 characters
    with pytest.raises(TarbishError):
        check_note(SCOTLAND * 29)


def test_check_note_takes_up_to_the_limit_after_cleaning() -> None:
    at_limit = "x" * MAX_NOTE_LENGTH
    assert check_note(at_limit) == at_limit
    assert check_note("  " + at_limit + "\n\n") == at_limit
    with pytest.raises(TarbishError) as caught:
        check_note(at_limit + "y")
    assert caught.value.code == "note_length"
    assert caught.value.field == "note"
    assert caught.value.params == {"length": MAX_NOTE_LENGTH + 1, "limit": MAX_NOTE_LENGTH}


def test_check_note_refuses_what_is_not_text() -> None:
    with pytest.raises(TarbishError) as caught:
        check_note(12, field="rounds[0].note")
    assert (caught.value.code, caught.value.field) == ("note_type", "rounds[0].note")
