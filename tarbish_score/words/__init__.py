"""Every sentence the program says about the game, one place each, and never Qt.

- :mod:`.game`: suits, trump, outcomes, runs, players, deciding steps, the line.
- :mod:`.errors`: the engine's errors and warnings as what to fix.
- :mod:`.rules`: presets and rule switches.
- :mod:`.explain`: why a round scored as it did (loaded only when needed).
- :mod:`.summary`: the "Copy result" sentences.
- :mod:`.translation`: the hook the window wires to Qt, so ``pyside6-lupdate``
  sees every ``translate("Context", "text")`` call here.

Import the submodules, not this package's names: :mod:`.explain` loads the
engine, and the window's first paint must not.
"""

from tarbish_score.words.translation import install_translator, translate

__all__ = ["install_translator", "translate"]
