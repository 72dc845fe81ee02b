"""The scoresheet's paper from the locale: US Letter in the Letter territories, A4 elsewhere."""

from __future__ import annotations

import pytest

from tarbish_score.exchange.paper import paper_for_locale, paper_from_environment


@pytest.mark.parametrize(
    ("locale", "paper"),
    [
        ("en_US", "letter"),
        ("en_US.UTF-8", "letter"),
        ("en_CA", "letter"),
        ("fr_CA.UTF-8", "letter"),
        ("es_MX", "letter"),
        ("es-MX", "letter"),
        ("en_PH", "letter"),
        ("es_CL", "letter"),
        ("es_CO", "letter"),
        ("es_VE", "letter"),
        ("es_CR", "letter"),
        ("es_GT", "letter"),
        ("es_PA", "letter"),
        ("es_DO", "letter"),
        ("es_SV", "letter"),
        ("es_PR", "letter"),
        ("es_NI", "letter"),
        ("en_BZ", "letter"),
        ("en_us", "letter"),
        ("fr_FR.UTF-8", "a4"),
        ("fr_BE", "a4"),
        ("en_GB", "a4"),
        ("en_IE", "a4"),
        ("es_ES", "a4"),
        ("es_AR", "a4"),
        ("es_419", "a4"),
        ("it_IT", "a4"),
        ("de_DE@euro", "a4"),
        ("sr_Latn_RS", "a4"),
        ("en", "a4"),
        ("C", "a4"),
        ("C.UTF-8", "a4"),
        ("POSIX", "a4"),
        ("", "a4"),
    ],
)
def test_the_locale_names_the_paper(locale: str, paper: str) -> None:
    assert paper_for_locale(locale) == paper


@pytest.mark.parametrize(
    ("environ", "paper"),
    [
        ({"LANG": "en_US.UTF-8"}, "letter"),
        ({"LANG": "fr_FR.UTF-8", "LC_PAPER": "fr_CA.UTF-8"}, "letter"),
        ({"LANG": "en_US.UTF-8", "LC_PAPER": "en_GB.UTF-8"}, "a4"),
        ({"LC_ALL": "it_IT.UTF-8", "LC_PAPER": "en_US.UTF-8"}, "a4"),
        ({"LC_ALL": "", "LANG": "es_MX.UTF-8"}, "letter"),
        ({}, None),
    ],
)
def test_the_environment_names_the_paper(environ: dict[str, str], paper: str | None) -> None:
    assert paper_from_environment(environ) == paper


@pytest.mark.parametrize(
    ("name", "paper"),
    [
        ("fr_CA", "letter"),
        ("es-MX", "letter"),
        ("en_US", "letter"),
        ("fr_FR", "a4"),
        ("fr", None),
        ("", None),
        (None, None),
    ],
)
def test_a_language_names_the_paper_only_when_it_names_a_region(name: str | None, paper: str | None) -> None:
    from tarbish_score.exchange.paper import paper_of_region

    assert paper_of_region(name) == paper
