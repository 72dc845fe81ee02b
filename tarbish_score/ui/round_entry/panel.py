"""Round entry on the main window: keyboard first, a live preview, Enter records.

The flow for a plain round is: the caller's seat number (1-4), the trump key
(C D H S, N for no trump where allowed), the count typed as digits (``/``
first if the other team counted), Enter. Every field moves the focus on to the
next one. Runs (R) and bella (B) are one key away. The engine scores the
preview and refuses bad rounds; the panel only shows what it says.

This module lays the panel out and wires it; the fields are in
:mod:`.pickers`, :mod:`.count_edit` and :mod:`.runs_editor`, the preview in
:mod:`.preview`, the correction life-cycle in :mod:`.correction`, and the
round as typed and the entry's state (no Qt) in :mod:`.draft`.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from tarbish_score.qt import theme
from tarbish_score.qt.controller import MatchController
from tarbish_score.qt.key_names import with_keys
from tarbish_score.ui import letters
from tarbish_score.ui.elide import NAME_PX, elided
from tarbish_score.ui.round_entry.correction import CorrectionLifeCycle
from tarbish_score.ui.round_entry.count_edit import CountLine
from tarbish_score.ui.round_entry.draft import (
    FIELDS,
    THROWN_IN,
    EntryMode,
    EntryState,
    TypedRound,
    callers_of,
    correction_effect,
    field_of,
    refusal,
)
from tarbish_score.ui.round_entry.fields_area import EntryColumn, FieldsArea
from tarbish_score.ui.round_entry.form import EntryForm, missing_text
from tarbish_score.ui.round_entry.keys import ENTER_KEYS, panel_key, plain_key
from tarbish_score.ui.round_entry.pickers import BellaPicker, CallerPicker, TrumpPicker
from tarbish_score.ui.round_entry.preview import RoundPreview
from tarbish_score.ui.round_entry.runs_editor import RunsEditor
from tarbish_score.words.errors import error_text
from tarbish_score.words.game import player_label

if TYPE_CHECKING:
    # The engine is imported when a match starts, not at start-up (see bench/startup.py).
    from tarbish_score.model import Match, NoTrump, RoundInput, RunClaim, Suit, TarbishError

__all__ = ["RoundEntryPanel"]


class RoundEntryPanel(CorrectionLifeCycle, QFrame):
    """Enter a round on the main window, see its preview, and record it with Enter.

    Keys anywhere in the panel: Enter records, Esc clears (or cancels an edit),
    ``/`` switches which team's count is typed, R goes to the runs, B to bella,
    W marks a sweep where the rules give a bonus.

    Correcting a recorded round and inserting a forgotten one: :class:`.correction.CorrectionLifeCycle`.

    Signals:
        round_entered: a round was recorded or a correction saved; argument:
            the round's 0-based index.
        edit_cancelled: an edit was cancelled with Esc.
        correction_unchanged: a correction was saved as the round stood (nothing
            recorded); argument: the round's 0-based index.
        run_checker_requested: the run checker button was clicked.
        card_counter_requested: the card-point counter button was clicked.
    """

    round_entered = Signal(int)
    edit_cancelled = Signal()
    correction_unchanged = Signal(int)
    run_checker_requested = Signal()
    card_counter_requested = Signal()

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._state = EntryState()
        self.setObjectName("roundEntry")
        outer = EntryColumn(self)
        outer.setContentsMargins(6, 4, 6, 4)
        outer.setSpacing(4)
        self.title_label = QLabel(self)
        theme.style_label(self.title_label, bold=True, pixel_size=17)
        self.title_label.setWordWrap(True)

        self.form = QWidget(self)
        form = QGridLayout(self.form)
        form.setContentsMargins(0, 0, 0, 0)
        form.setHorizontalSpacing(8)
        form.setVerticalSpacing(1)
        # Only the fields scroll on a small screen: the verdict and Record below stay in sight.
        self.fields_area = FieldsArea([self.title_label, self.form], self)
        outer.addWidget(self.fields_area, 1)
        self.caller_picker = CallerPicker(self)
        self.trump_picker = TrumpPicker(self)
        self.count_line = CountLine(self)
        self.count_toggle = self.count_line.toggle
        self.count_edit = self.count_line.edit
        self.other_count_label = self.count_line.other_label
        self.runs_editor = RunsEditor(self)
        self.bella_picker = BellaPicker(self)
        shown = letters.language_letters()  # the letters this language types, for the labels
        self.sweep_check = QCheckBox(self.tr("Sweep: one team took all nine tricks  [{sweep}]").format(**shown), self)
        self.sweep_check.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.entry_form = EntryForm(
            self,
            form,
            [
                ("caller", self.tr("Caller\n(1-4)"), self.caller_picker),
                ("trump", self.tr("Trump\n({clubs} {diamonds} {hearts} {spades})").format(**shown), self.trump_picker),
                ("card_points", self.tr("Card points\n(/ = other team)"), self.count_line.layout),
                ("runs", self.tr("Runs  [{runs}]\nseat, then {twenty}/{fifty}").format(**shown), self.runs_editor),
                ("bella", self.tr("Bella  [{bella}]\n(0-4)").format(**shown), self.bella_picker),
                ("sweep", "", self.sweep_check),
            ],
        )
        self.row_labels = self.entry_form.row_labels
        self.error_labels = self.entry_form.error_labels
        self.end_button = self.entry_form.end_button
        self.count_cards_button = self.entry_form.count_cards_button
        self.settle_runs_button = self.entry_form.settle_runs_button

        self.preview = RoundPreview(self)
        outer.addWidget(self.preview)
        buttons = QHBoxLayout()
        self.record_button = QPushButton(self)
        self.record_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.record_button.setMinimumHeight(36)
        self.record_button.setStyleSheet(theme.main_button_style(theme.MADE_COLOUR))
        self.record_button.clicked.connect(self.record)
        self.cancel_button = QPushButton(with_keys(self.tr("Cancel edit  [{Esc}]")), self)
        self.cancel_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.cancel_button.clicked.connect(self.cancel_edit)
        buttons.addWidget(self.record_button, 1)
        buttons.addWidget(self.cancel_button)
        outer.addLayout(buttons)

        self.caller_picker.picked.connect(self._on_caller_picker_picked)
        self.trump_picker.picked.connect(self._on_trump_picker_picked)
        self.bella_picker.picked.connect(self._on_field_changed)
        self.count_edit.textChanged.connect(self._on_field_changed)
        self.count_toggle.clicked.connect(self.toggle_counting_team)
        self.runs_editor.changed.connect(self._on_field_changed)
        self.runs_editor.details_entered.connect(self._on_runs_editor_details_entered)
        self.runs_editor.focus_chain_changed.connect(self.link_tab_order)
        self.sweep_check.toggled.connect(self._on_field_changed)
        self.end_button.clicked.connect(self._on_end_button_clicked)
        self.count_cards_button.clicked.connect(self.card_counter_requested)
        self.settle_runs_button.clicked.connect(self.run_checker_requested)
        controller.match_changed.connect(self._on_controller_match_changed)
        #: The field that last had the keyboard focus: a draft put aside comes back there.
        self._last_field = "caller"
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._on_application_focus_changed)
        self._on_controller_match_changed()

    # --- state -------------------------------------------------------------------------

    @property
    def state(self) -> EntryState:
        """The entry's state (read it; the panel changes it)."""
        return self._state

    @property
    def problem(self) -> TarbishError | None:
        """The engine's objection to the round as typed, or None."""
        return self._state.problem

    @property
    def counting_team(self) -> int | None:
        """The team whose count is typed, or None until the caller is known."""
        return self._typed_round().counting_team

    def _match(self) -> Match | None:
        return self._controller.match

    def link_tab_order(self) -> None:
        """Tab order: caller, trump, count, runs (and their fields), bella."""
        chain: list[QWidget] = [self.caller_picker, self.trump_picker, self.count_edit]
        chain += self.runs_editor.focus_chain()
        chain.append(self.bella_picker)
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    # --- observing the controller ------------------------------------------------------

    def _on_controller_match_changed(self) -> None:
        match = self._match()
        dropped = self._correction_follows(match)
        if match is not None:
            rules = match.rules
            self.caller_picker.show_players(match, thrown_in_allowed=not rules.forced_dealer)
            self.trump_picker.show_suits(no_trump_allowed=rules.no_trump)
            self.bella_picker.show_players(match)
            self.runs_editor.show_players(match)
            self.sweep_check.setVisible(rules.sweep_bonus > 0)
            self.row_labels["sweep"].setVisible(rules.sweep_bonus > 0)
        elif self.caller_picker.buttons():
            # Undone back to "no match": no old names left on the buttons (none built at start-up).
            self.caller_picker.show_players(None, thrown_in_allowed=False)
            self.bella_picker.show_players(None)
            self.runs_editor.show_players(None)
        self.link_tab_order()
        if dropped:
            self._correction_dropped()
            return
        self._update_enabled()
        self._refresh()

    def _on_application_focus_changed(self, old: QWidget | None, now: QWidget | None) -> None:
        if now is None or not self.isAncestorOf(now):
            return
        for field in FIELDS[:-1]:  # the sweep has no focus of its own
            widget = self._field_widget(field)
            if now is widget or widget.isAncestorOf(now):
                self._last_field = field
                return

    def _update_enabled(self) -> None:
        match = self._match()
        editing = self._state.editing
        inserting = self._state.inserting
        open_for_entry = match is not None and (
            self._state.mode is not EntryMode.NEXT_ROUND or not self._finished(match)
        )
        self.form.setEnabled(open_for_entry)
        self.record_button.setEnabled(open_for_entry)
        self.cancel_button.setVisible(editing is not None)
        if match is None:
            self.title_label.setText(with_keys(self.tr("No match yet: press {Ctrl+N} to start one.")))
        elif editing is not None:
            self.title_label.setText(with_keys(self.tr("Correcting round {n} — {Esc} cancels")).format(n=editing + 1))
        elif inserting is not None:
            self.title_label.setText(self._insert_title(match, inserting))
        elif self._finished(match):
            self.title_label.setText(with_keys(self.tr("The match is over: {Ctrl+Shift+R} for a rematch.")))
        else:
            score = match.score
            font = self.title_label.font()
            self.title_label.setText(
                self.tr("Round {n}: {dealer} deals, {eldest} speaks first").format(
                    n=len(match.rounds) + 1,
                    dealer=elided(player_label(match, score.next_dealer), font, NAME_PX),
                    eldest=elided(player_label(match, score.next_eldest), font, NAME_PX),
                )
            )
        if inserting is not None:
            self.record_button.setText(with_keys(self.tr("Insert this round  [{Enter}]")))
        elif self._state.mode is EntryMode.NEXT_ROUND:
            self.record_button.setText(with_keys(self.tr("Record round  [{Enter}]")))
        else:
            self.record_button.setText(with_keys(self.tr("Save correction  [{Enter}]")))

    @staticmethod
    def _finished(match: Match) -> bool:
        from tarbish_score.model import TarbishError

        try:
            return match.score.finished
        except TarbishError:
            return True

    # --- field slots -------------------------------------------------------------------

    def _on_caller_picker_picked(self, value: object) -> None:
        self._state.round_changed()
        thrown = value == THROWN_IN
        # A count handed over before the caller was known belongs to that team.
        self._state.caller_picked(callers_of(value))
        for widget in (self.trump_picker, self.count_edit, self.runs_editor, self.bella_picker, self.count_toggle):
            widget.setEnabled(not thrown)
        self._refresh()
        if self.caller_picker.hasFocus() and not thrown:
            self.trump_picker.setFocus(Qt.FocusReason.TabFocusReason)

    def _on_trump_picker_picked(self, value: object) -> None:
        from tarbish_score.model import NoTrump

        self.bella_picker.setEnabled(value is not NoTrump.NONE)
        self._state.round_changed()
        if value is NoTrump.NONE:
            self.bella_picker.set_value(None)
        self._refresh()
        if self.trump_picker.hasFocus():
            self.count_edit.setFocus(Qt.FocusReason.TabFocusReason)

    def _on_field_changed(self, *_: object) -> None:
        """Bella, the count, the runs or the sweep changed: re-check the round."""
        self._state.round_changed()
        self._refresh()

    def _on_runs_editor_details_entered(self) -> None:
        from tarbish_score.model import MissingRunDetailError

        # On to the next detail the engine still needs, else back to the runs, ready for Enter.
        if isinstance(self._state.problem, MissingRunDetailError):
            self._focus_error(self._state.problem)
        else:
            self.runs_editor.setFocus(Qt.FocusReason.TabFocusReason)

    def toggle_counting_team(self) -> None:
        """Switch the typed count between the callers and their opponents (key /); a closed entry keeps it."""
        if not self.form.isEnabled():
            return
        self._state.toggle_counting_team()
        self._state.round_changed()
        self._refresh()

    # --- building the round ------------------------------------------------------------

    def _trump(self) -> Suit | NoTrump | None:
        from tarbish_score.model import NoTrump, Suit

        value = self.trump_picker.value
        return value if isinstance(value, Suit | NoTrump) else None

    def _typed_round(self) -> TypedRound:
        """The fields as typed (a correction keeps what the window does not edit)."""
        caller = self.caller_picker.value
        bella = self.bella_picker.value
        return TypedRound(
            caller=caller if isinstance(caller, int) else None,
            trump=self._trump(),
            count=self.count_edit.text(),
            count_by_callers=self._state.count_by_callers,
            runs=self.runs_editor.claims(),
            bella=bella if isinstance(bella, int) else None,
            sweep=self.sweep_check.isVisible() and self.sweep_check.isChecked(),
            base=self._state.edit_base,
        )

    def _draft(self) -> tuple[RoundInput | None, list[tuple[str, str]]]:
        """The round as typed, or what is still missing as ``(field, sentence)`` pairs."""
        typed = self._typed_round()
        missing = [(field, missing_text(field, typed.count)) for field in typed.missing()]
        return (None if missing else typed.build()), missing

    @property
    def typed_round(self) -> TypedRound:
        """The fields as typed now (the table view's strip shows them)."""
        return self._typed_round()

    def _refresh(self) -> None:
        """Re-show the count line, the preview and the errors for the round as typed."""
        match = self._match()
        if match is not None:
            self.count_line.refresh(match, self.counting_team, self._trump(), by_callers=self._state.count_by_callers)
        # Runs on both teams are what players argue about: offer the run checker.
        self.settle_runs_button.setVisible(len({callers_of(c.seat) for c in self.runs_editor.claims()}) > 1)
        self.entry_form.hide_errors()
        self.record_button.setEnabled(self.form.isEnabled())
        self._state.checking()
        if match is None:
            self.preview.show_waiting([])
            self.preview.hide_effect()
            return
        if self._state.editing is None:
            self.preview.hide_effect()
        else:
            # The totals now, until the correction as typed scores (then: now → after).
            self.preview.show_effect(match, None)
        from tarbish_score.model import MissingRunDetailError, TarbishError

        if self._state.mode is EntryMode.NEXT_ROUND and self._finished(match):
            self.preview.show_waiting(
                [with_keys(self.tr("The match is over. {Ctrl+Shift+R} starts a rematch, {Ctrl+N} a new match."))]
            )
            return
        for field, text in self._state.notes.items():
            self._show_error(field, text)
        round_input, missing = self._draft()
        if round_input is None:
            bad_count = next((t for f, t in missing if f == "card_points" and self.count_edit.text()), None)
            if bad_count is not None:
                # Typed but not a count (e.g. "-5"): say so at once, never drop the stray character.
                self._show_error("card_points", bad_count)
                self.preview.show_problem(bad_count)
                return
            self.preview.show_waiting([text for _, text in missing])
            if self._state.insist:
                for field, text in missing:
                    self._show_error(field, text)
            return
        try:
            result = self._controller.preview(round_input, self._entry_index())
        except TarbishError as error:
            self._state.refused(error)
            text = error_text(error, match, round_input.runs)
            self._show_error(field_of(error), text)
            if isinstance(error, MissingRunDetailError) and error.claim is not None:
                self.runs_editor.reveal_details(error.claim)
                if self.runs_editor.hasFocus():
                    # A run just typed needs a top card or suit: the field that takes it has the focus.
                    self._focus_error(error)
            self.preview.show_problem(text)
            return
        self.preview.show_result(match, round_input, result)
        self._show_correction_end(match, round_input)
        if self._state.editing is not None:
            self.preview.show_effect(match, correction_effect(match, self._state.editing, round_input))

    def _show_error(self, field: str, text: str) -> None:
        self.entry_form.show_error(field, text)

    def error_text_of(self, field: str) -> str:
        """The error shown next to ``field`` ("" if none)."""
        return self.entry_form.error_text_of(field)

    def _field_widget(self, field: str) -> QWidget:
        widgets: dict[str, QWidget] = {
            "caller": self.caller_picker,
            "trump": self.trump_picker,
            "card_points": self.count_edit,
            "runs": self.runs_editor,
            "bella": self.bella_picker,
            "sweep": self.caller_picker,
        }
        return widgets.get(field, self.caller_picker)

    # --- actions -----------------------------------------------------------------------

    def record(self) -> bool:
        """Record the round (or save the correction, or insert the forgotten round); bad input records nothing.

        Returns:
            True when the round was recorded (or its correction saved).
        """
        from tarbish_score.model import TarbishError

        match = self._match()
        state = self._state
        if match is None or (state.mode is EntryMode.NEXT_ROUND and self._finished(match)):
            return False  # closed: keys typed after the last round record nothing
        round_input, missing = self._draft()
        if round_input is None:
            state.insist_on_missing()
            self._refresh()
            self._field_widget(missing[0][0]).setFocus(Qt.FocusReason.OtherFocusReason)
            return False
        if state.inserting is not None:
            return self._insert(match, state.inserting, round_input)
        if state.mode is EntryMode.CORRECTING:
            return self._save_correction(match, round_input)
        index = len(match.rounds)
        try:
            self._controller.record_round(round_input)
        except TarbishError as error:
            self._refresh()
            self._refused_in_match(match, round_input, error)
            return False
        self.clear()
        self.round_entered.emit(index)
        return True

    def _refused_in_match(self, match: Match, round_input: RoundInput, error: TarbishError) -> None:
        """The match refused the round as typed: say why, unless the round alone was refused, and focus the field."""
        state = self._state
        if state.problem is None:
            # Valid alone, refused in the match (e.g. a correction ends it before a later round).
            text = error_text(error, match, round_input.runs)
            self._show_error(field_of(error), text)
            self.preview.show_problem(text)
            state.refused(error)
        self._focus_error(state.problem if state.problem is not None else error)

    def _focus_error(self, error: TarbishError) -> None:
        from tarbish_score.model import MissingRunDetailError

        if isinstance(error, MissingRunDetailError) and error.claim is not None:
            widget = self.runs_editor.detail_widget(error.claim, error.missing)
            if widget is not None:
                widget.setFocus(Qt.FocusReason.OtherFocusReason)
                return
        self._field_widget(field_of(error)).setFocus(Qt.FocusReason.OtherFocusReason)

    def clear(self) -> None:
        """Empty every field and get ready for the next round."""
        self._state.reset()
        self.caller_picker.set_value(None)
        self.trump_picker.set_value(None)
        self.bella_picker.set_value(None)
        self.count_edit.clear()
        self.runs_editor.clear()
        self.sweep_check.setChecked(False)
        for widget in (self.trump_picker, self.count_edit, self.runs_editor, self.bella_picker, self.count_toggle):
            widget.setEnabled(True)
        self._update_enabled()
        self._refresh()

    def focus_first_field(self) -> None:
        """Put the focus on the round entry: the caller, or the field last used while a round is half typed.

        With the entry closed (no match, or the match is over) the panel itself takes the
        focus: it says so, and keys typed there change nothing.
        """
        if not self.caller_picker.isEnabled():
            self.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        widget = self._field_widget(self._last_field)
        if self._typed_round().is_empty or not widget.isEnabled():
            widget = self.caller_picker
        widget.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- the run checker and the card-point counter ----------------------------------------

    @property
    def open_for_entry(self) -> bool:
        """True when a round can be entered or corrected now."""
        return self.form.isEnabled()

    @property
    def trump(self) -> Suit | NoTrump | None:
        """The trump picked so far (None: not yet)."""
        return self._trump()

    @property
    def eldest(self) -> int:
        """The eldest hand of the round being entered (or corrected); 0 without a match."""
        from tarbish_score.model import eldest_of

        match = self._match()
        if match is None:
            return 0
        index = self._entry_index()
        return eldest_of(match.dealer(len(match.rounds) if index is None else index))

    def apply_runs(self, claims: tuple[RunClaim, ...], trump: Suit | NoTrump | None = None) -> None:
        """Take the runs settled by the run checker; with ``trump``, also the trump if none is picked yet."""
        if trump is not None and self.trump_picker.value is None:
            self.trump_picker.pick(trump)
        self.runs_editor.set_claims(claims)
        self.runs_editor.changed.emit()

    def apply_card_points(self, team: int, points: int) -> None:
        """Take a count from the card-point counter: ``points`` card points of ``team`` (0 or 1)."""
        self._state.count_handed_over(team, callers_of(self.caller_picker.value))
        self.count_edit.setText(str(points))
        self._refresh()

    def _note_refusal(self, field: str) -> None:
        """Say why a key did nothing, in the engine's words: bella in a no-trump round, or thrown in."""
        match = self._match()
        if match is None:
            return
        error = refusal(field, self._trump(), match.rules)
        if error is not None:
            self._state.note(field, error_text(error, match))
            self._refresh()

    # --- keys for the whole panel ---------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter, Esc, /, and the runs, bella and sweep letters (R, B, W in English) work from every field."""
        key = event.key()
        own = panel_key(event)
        if key in ENTER_KEYS:
            self.record()
        elif key == Qt.Key.Key_Escape:
            self.cancel_edit()
        elif not plain_key(event) or not self.form.isEnabled():
            event.ignore()  # a closed entry (match over, no match) takes no letters
            return
        elif own == "/":
            self.toggle_counting_team()
        elif own == "runs" and self.runs_editor.isEnabled():
            self.runs_editor.setFocus(Qt.FocusReason.ShortcutFocusReason)
        elif own == "bella" and self.bella_picker.isEnabled():
            self.bella_picker.setFocus(Qt.FocusReason.ShortcutFocusReason)
        elif own == "bella" and self.form.isEnabled() and self.caller_picker.value != THROWN_IN:
            self._note_refusal("bella")
        elif key == Qt.Key.Key_0 and self.caller_picker.hasFocus():
            self._note_refusal("caller")
        elif own == "sweep" and self.sweep_check.isVisible():
            self.sweep_check.toggle()
        else:
            event.ignore()
            return
        event.accept()
