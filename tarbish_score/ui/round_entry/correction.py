"""The round entry's correction life-cycle: a recorded round opened, corrected and saved, or a forgotten
round typed and inserted; and the round half typed put aside meanwhile, then brought back.

:class:`CorrectionLifeCycle` is the part of :class:`~tarbish_score.ui.round_entry.panel.RoundEntryPanel`
that opens and ends a correction or an insertion; the panel is built from it (it never imports the
panel). What the entry is doing, and the draft put aside, are :class:`~.draft.EntryState`'s (no Qt).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from tarbish_score.qt.key_names import with_keys
from tarbish_score.ui.elide import NAME_PX, elided
from tarbish_score.ui.round_entry.draft import THROWN_IN, EntryMode, SavedDraft, TypedRound, field_of
from tarbish_score.words.game import correction_end_text, player_label

if TYPE_CHECKING:
    from PySide6.QtCore import Signal
    from PySide6.QtWidgets import QCheckBox, QFrame, QLabel, QPushButton

    from tarbish_score.model import Match, RoundInput, TarbishError
    from tarbish_score.qt.controller import MatchController
    from tarbish_score.ui.round_entry.count_edit import CountEdit
    from tarbish_score.ui.round_entry.draft import EntryState
    from tarbish_score.ui.round_entry.pickers import BellaPicker, CallerPicker, TrumpPicker
    from tarbish_score.ui.round_entry.preview import RoundPreview
    from tarbish_score.ui.round_entry.runs_editor import RunsEditor

    _Frame = QFrame
else:
    _Frame = object

__all__ = ["CorrectionLifeCycle"]


class CorrectionLifeCycle(_Frame):
    """Opening a recorded round for correction, or a forgotten round for insertion, and ending either.

    A correction opens the recorded round as it was typed, with the focus on the count; a round half
    typed before it is put aside and comes back when the correction (or insertion) is saved,
    cancelled, or undone. Mixed into the round entry panel, whose fields and signals it uses.
    """

    if TYPE_CHECKING:
        # What the life-cycle uses of the panel it is part of.
        round_entered: ClassVar[Signal]
        edit_cancelled: ClassVar[Signal]
        correction_unchanged: ClassVar[Signal]
        _controller: MatchController
        _state: EntryState
        _last_field: str
        title_label: QLabel
        caller_picker: CallerPicker
        trump_picker: TrumpPicker
        count_edit: CountEdit
        runs_editor: RunsEditor
        bella_picker: BellaPicker
        sweep_check: QCheckBox
        end_button: QPushButton
        record_button: QPushButton
        preview: RoundPreview

        def _match(self) -> Match | None: ...
        def clear(self) -> None: ...
        def focus_first_field(self) -> None: ...
        def _update_enabled(self) -> None: ...
        def _refresh(self) -> None: ...
        def _typed_round(self) -> TypedRound: ...
        def _draft(self) -> tuple[RoundInput | None, list[tuple[str, str]]]: ...
        def _show_error(self, field: str, text: str) -> None: ...
        def _focus_error(self, error: TarbishError) -> None: ...
        def _refused_in_match(self, match: Match, round_input: RoundInput, error: TarbishError) -> None: ...
        def _on_caller_picker_picked(self, value: object) -> None: ...

    @property
    def editing_index(self) -> int | None:
        """The round being corrected (0-based), or None when entering the next round."""
        return self._state.editing

    @property
    def inserting_index(self) -> int | None:
        """Where the forgotten round being typed goes (0-based: before that round), or None."""
        return self._state.inserting

    def _entry_index(self) -> int | None:
        """The round the fields stand for (0-based: a correction or an insertion), None for the next round."""
        return self._state.entry_index

    def _correction_follows(self, match: Match | None) -> bool:
        """The match changed (to ``match``): True when the round being corrected, or the one a forgotten
        round was to go before, is gone (undone, or another match)."""
        was_open = self._state.mode is not EntryMode.NEXT_ROUND
        self._state.match_changed(None if match is None else len(match.rounds))
        return was_open and self._state.mode is EntryMode.NEXT_ROUND

    def _correction_dropped(self) -> None:
        """The round being corrected (or inserted before) is gone: the round put aside comes back."""
        focus = QApplication.focusWidget()
        self._end_correction(focus=focus is not None and self.isAncestorOf(focus))

    # --- correcting a recorded round ------------------------------------------------------------

    def begin_edit(self, index: int) -> None:
        """Open recorded round ``index`` (0-based) for correction, as it was typed; the focus goes to the count.

        A round half typed for the next round is put aside and comes back when the correction
        is saved or cancelled (or the corrected round is undone).
        """
        match = self._match()
        if match is None or not 0 <= index < len(match.rounds):
            return
        state = self._state
        # Switching from a correction or an insertion keeps the round put aside by the first.
        aside = self._aside_to_keep()
        self.clear()
        r = match.rounds[index]
        state.begin_correction(index, r, aside)
        self._update_enabled()
        self._show_typed(TypedRound.of_round(r))
        self._refresh()
        if r.thrown_in:
            self.focus_first_field()
        else:
            # The count is what is most often corrected: typing replaces it.
            self.count_edit.setFocus(Qt.FocusReason.OtherFocusReason)
            self.count_edit.selectAll()

    def _aside_to_keep(self) -> SavedDraft | None:
        """The draft to put aside when a correction or an insertion opens.

        Entering the next round: the round half typed. Already correcting or inserting: the
        draft put aside when that began (the fields show the other round, not the draft).
        """
        if self._state.mode is EntryMode.NEXT_ROUND:
            return self._draft_aside()
        return self._state.aside

    def _draft_aside(self) -> SavedDraft | None:
        """The round half typed, to be put aside while a correction is open (None: nothing typed)."""
        typed = self._typed_round()
        if typed.is_empty:
            return None
        return SavedDraft(typed, self._last_field)

    def _show_typed(self, typed: TypedRound) -> None:
        """Fill the fields with ``typed`` (a recorded round to correct, or a draft coming back)."""
        from tarbish_score.model import NoTrump

        self.caller_picker.set_value(typed.caller)
        if typed.caller == THROWN_IN:
            self._on_caller_picker_picked(THROWN_IN)
            return
        self.trump_picker.set_value(typed.trump)
        self.bella_picker.setEnabled(typed.trump is not NoTrump.NONE)
        self.bella_picker.set_value(typed.bella)
        self.runs_editor.set_claims(typed.runs)
        self.sweep_check.setChecked(typed.sweep)
        self.count_edit.setText(typed.count)

    def _end_correction(self, *, focus: bool = True) -> None:
        """The correction or insertion is over (saved, cancelled or undone): the round put aside comes back,
        else empty fields.

        Args:
            focus: put the focus back in the round entry (where the round put aside was being typed).
        """
        aside = self._state.take_aside()
        self.clear()
        if aside is not None:
            self._state.resume_draft(aside)
            self._last_field = aside.field
            self._show_typed(aside.typed)
            self._refresh()
        if focus:
            self.focus_first_field()

    def cancel_edit(self) -> None:
        """Stop correcting a round (a round put aside comes back) or inserting one; else the fields empty."""
        if self._state.mode is not EntryMode.NEXT_ROUND:
            self._end_correction()
            self.edit_cancelled.emit()
            return
        self.clear()
        self.focus_first_field()

    def _save_correction(self, match: Match, round_input: RoundInput) -> bool:
        """Save the correction as typed (Enter); True when it was saved, and the correction ends.

        A correction typed as the round stands records nothing: it ends, and ``correction_unchanged``
        says so. A correction the match refuses stays open; one that would end the match sends the
        focus to the one way on, the end button.
        """
        from tarbish_score.model import TarbishError

        state = self._state
        index = state.saving_correction()
        try:
            changed = self._controller.edit_round(index, round_input)
        except TarbishError as error:
            state.correction_refused(index)
            self._refresh()
            if state.ending is not None:
                # The correction ends the match: the next Enter must be a deliberate choice.
                state.refused(error)
                self.end_button.setFocus(Qt.FocusReason.OtherFocusReason)
            else:
                self._refused_in_match(match, round_input, error)
            return False
        self._end_correction(focus=False)
        if changed:
            self.round_entered.emit(index)
        else:
            # Nothing to save: no undo step, no log entry; the correction just ends.
            self.correction_unchanged.emit(index)
        return changed

    def _show_correction_end(self, match: Match, round_input: RoundInput) -> None:
        """A correction that makes the match end before its last round: explain it and offer the one way out."""
        from tarbish_score.model import TarbishError

        index = self._state.editing
        if index is None:
            return
        try:
            ended = match.correction_ending_match(index, round_input)
        except TarbishError:
            return
        if ended is None:
            return
        self._state.correction_ends_match(ended)
        self._show_error("card_points", correction_end_text(ended, len(match.rounds)))
        self.end_button.show()
        # Saving it as it stands is impossible: the one way on is the button (or Esc to cancel).
        self.record_button.setEnabled(False)

    def _on_end_button_clicked(self) -> None:
        """Save the correction that ends the match and remove the rounds after the end (one undoable change)."""
        from tarbish_score.model import TarbishError

        round_input, _ = self._draft()
        index = self._state.editing
        if round_input is None or index is None:
            return
        try:
            self._controller.edit_round_ending_match(index, round_input)
        except TarbishError:
            self._refresh()
            return
        self._end_correction(focus=False)
        self.round_entered.emit(index)

    # --- inserting a forgotten round ------------------------------------------------------------

    def begin_insert(self, index: int) -> None:
        """Type a forgotten round that goes before recorded round ``index`` (0-based).

        The fields empty; Enter inserts the round (later rounds renumber and their
        dealers move on one seat, docs/rules.md section 1), Esc cancels. A round half typed
        for the next round is put aside and comes back when the forgotten round is inserted
        or cancelled (or the round it was to go before is undone), as with a correction.
        """
        match = self._match()
        if match is None or not 0 <= index < len(match.rounds):
            return
        aside = self._aside_to_keep()
        self.clear()
        self._state.begin_insertion(index, aside)
        self._update_enabled()
        self._refresh()
        self.focus_first_field()

    def _insert_title(self, match: Match, index: int) -> str:
        from tarbish_score.model import eldest_of

        font = self.title_label.font()
        dealer = match.dealer(index)
        text = QCoreApplication.translate(
            "RoundEntryPanel",
            "Forgotten round, put in before round {n}: {dealer} dealt, {eldest} spoke first."
            " {Enter} inserts, {Esc} cancels",
        )
        return with_keys(text).format(
            n=index + 1,
            dealer=elided(player_label(match, dealer), font, NAME_PX),
            eldest=elided(player_label(match, eldest_of(dealer)), font, NAME_PX),
        )

    def _insert(self, match: Match, index: int, round_input: RoundInput) -> bool:
        """Insert ``round_input`` before round ``index``; a refusal is shown and the fields stay."""
        from tarbish_score.model import TarbishError
        from tarbish_score.words.compare import insert_refusal_text

        try:
            self._controller.insert_round(index, round_input)
        except TarbishError as error:
            self._refresh()
            text = insert_refusal_text(error, match)
            self._show_error(field_of(error), text)
            self.preview.show_problem(text)
            self._state.refused(error)
            self._focus_error(error)
            return False
        self._end_correction(focus=False)
        self.round_entered.emit(index)
        return True
