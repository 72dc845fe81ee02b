"""Screenshots of the real window on the screens players have: the installed app under Xvfb and openbox.

Usage: ``python tools/screen_shots.py [OUTPUT_DIR]`` (default docs/screenshots/; needs Xvfb, openbox and
xdotool: ``apt-get install xvfb openbox xdotool``).

Each shot opens a match being played (the first four rounds of tests/data/kitchen-standard.tarbish.json)
in a fresh data folder, on a screen of its size, in its language and theme, shows the undo banner where asked (the last
round deleted from the history by the keyboard: F6, Delete, F6), begins the next round (the preview's
verdict shows) and saves the whole screen, window manager and all, from Xvfb's frame buffer. The real-window
suite's harness (tests/xwindow/desktop.py) runs it all.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # this process only reads and writes images

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtGui import QGuiApplication  # noqa: E402

from tests.xwindow.desktop import desktop, running_app  # noqa: E402

SAMPLE = ROOT / "tests" / "data" / "kitchen-standard.tarbish.json"
#: The letter for spades where it is not the English one (docs/keys.md: French and Spanish pique, "P").
SPADES = {"fr": "p", "es": "p", "it": "p"}
#: The rounds of the sample played before the shot (of its five: the match is not over).
ROUNDS = 4


@dataclass(frozen=True)
class Shot:
    """One screenshot: the screen's size, the window's language and theme, and whether a banner shows."""

    width: int
    height: int
    language: str
    theme: str
    banner: bool

    @property
    def name(self) -> str:
        return f"{self.width}x{self.height}-{self.language}-{self.theme}{'-banner' if self.banner else ''}.png"


SHOTS = (Shot(1024, 600, "fr", "dark", banner=False), Shot(1366, 768, "en", "light", banner=True))


def take(shot: Shot, out: Path) -> Path:
    """Take ``shot`` into ``out``; the file written."""
    with tempfile.TemporaryDirectory(prefix="tarbish-screen-") as temporary:
        folder = Path(temporary)
        config = folder / "config"
        config.mkdir(mode=0o700)
        (config / "settings.ini").write_text(f"[view]\ntheme={shot.theme}\n", encoding="utf-8")
        record = json.loads(SAMPLE.read_text(encoding="utf-8"))
        record["rounds"] = record["rounds"][:ROUNDS]  # still being played: the dealer line, the entry open
        played = folder / "played.tarbish.json"
        played.write_text(json.dumps(record), encoding="utf-8")
        with (
            desktop(folder, shot.width, shot.height) as screen,
            running_app(screen, folder, "--language", shot.language, str(played)) as app,
        ):
            opened = app.state(
                "the match", lambda state: state["active"] == "MainWindow" and state["focus"] == "caller_picker"
            )
            if shot.banner:
                screen.keys("F6", "Delete")
                totals = opened["parts"]["cell_totals"]["text"]
                app.state("the round deleted", lambda state: state["parts"]["cell_totals"]["text"] != totals)
                screen.keys("F6")
                app.state("the round entry", lambda state: state["focus"] == "caller_picker")
            # The next round begun in spades, by the language's letter (docs/keys.md): the verdict shows.
            screen.keys("2", SPADES.get(shot.language, "s"), "7", "0")
            app.state("the verdict", lambda state: state["parts"]["verdict"]["text"] != "")
            app.state("a repaint")  # one more turn of the window's event loop: the screen has caught up
            path = out / shot.name
            if not screen.screenshot().save(str(path)):
                raise SystemExit(f"could not save {path}")
    return path


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    _app = QGuiApplication(argv[:1])
    for shot in SHOTS:
        print(take(shot, out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
