"""The sentences of the "Copy result" summary (:mod:`tarbish_score.exchange.summary` builds it).

English by default, as ``str.format`` templates marked for the catalogue; the
window asks for :func:`translated_labels` so the summary it copies is in the
user's language.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from tarbish_score.words.translation import QT_TRANSLATE_NOOP, plain_english, translate

__all__ = ["SummaryLabels", "translated_labels"]


@dataclass(frozen=True)
class SummaryLabels:
    """The sentences of the summary, as ``str.format`` templates (translate them all together).

    Placeholders: ``{a}``/``{b}`` team names, ``{a_players}``/``{b_players}``,
    ``{score_a}``/``{score_b}``, ``{team}``, ``{player}``, ``{n}`` (a round
    number or a count), ``{target}``, ``{points}``.
    """

    heading: str = QT_TRANSLATE_NOOP("Summary", "Tarabish: {a} {score_a} – {b} {score_b}")
    teams: str = QT_TRANSLATE_NOOP("Summary", "{a} ({a_players}) against {b} ({b_players})")
    players: str = QT_TRANSLATE_NOOP("Summary", "{first} & {second}")
    # Counts (%n: the rounds), in their English source: :meth:`counted` picks the plural form.
    won: str = QT_TRANSLATE_NOOP("Summary", "{team} won after %n round(s).")
    drawn: str = QT_TRANSLATE_NOOP("Summary", "Drawn after %n round(s).")
    in_progress: str = QT_TRANSLATE_NOOP("Summary", "In progress after %n round(s); first to {target} wins.")
    notable: str = QT_TRANSLATE_NOOP("Summary", "Notable rounds:")
    round_line: str = QT_TRANSLATE_NOOP("Summary", "Round {n}: {text}")
    bait: str = QT_TRANSLATE_NOOP("Summary", "{player} called and {team} went bait")
    half_bait: str = QT_TRANSLATE_NOOP("Summary", "{player} called and {team} went half bait")
    fifty: str = QT_TRANSLATE_NOOP("Summary", "{player} scored a fifty ({points} in runs)")
    sweep: str = QT_TRANSLATE_NOOP("Summary", "{team} took all nine tricks")
    joiner: str = QT_TRANSLATE_NOOP("Summary", "; ")
    #: True: the labels are the user's language (:func:`translated_labels`), counts included.
    translated: bool = False

    def counted(self, template: str, n: int) -> str:
        """``template`` (one of the count sentences) with ``n`` in the right plural form: the user's
        language when :attr:`translated`, else plain English ("after 1 round", "after 2 rounds")."""
        return translate("Summary", template, None, n) if self.translated else plain_english(template, n)


def translated_labels() -> SummaryLabels:
    """The summary's sentences in the user's language (through the installed translator)."""
    english = SummaryLabels()
    counts = {"won", "drawn", "in_progress"}  # translated with their count, in counted()
    words = {
        f.name: getattr(english, f.name) if f.name in counts else translate("Summary", getattr(english, f.name))
        for f in fields(english)
        if f.name != "translated"
    }
    return SummaryLabels(**words, translated=True)
