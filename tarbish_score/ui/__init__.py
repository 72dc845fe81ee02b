"""The Qt window of Tarabish Score (PySide6).

Nothing outside this package imports it, except the command line's lazy
``from tarbish_score.ui.app import run``. Widgets observe the engine in
:mod:`tarbish_score.model`; they never decide a rule themselves.
"""
