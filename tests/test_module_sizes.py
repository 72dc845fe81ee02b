"""No module of the package is over 600 lines: a module that grows past it becomes a package of its sections.

The one exemption is the archive's API (``storage/store.py``): ``MatchStore`` is one transaction-holding
class that reads best whole.
"""

from __future__ import annotations

from pathlib import Path

import tarbish_score

PACKAGE = Path(tarbish_score.__file__).resolve().parent
#: The most lines a module of the package may have.
LIMIT = 600
#: Modules allowed over the limit, for good (paths relative to the package).
EXEMPT = frozenset({"storage/store.py"})


def _lines(module: str) -> int:
    """The lines of ``module`` (a path relative to the package); 0 when it is gone (split into a package)."""
    path = PACKAGE / module
    return len(path.read_text(encoding="utf-8").splitlines()) if path.is_file() else 0


def _modules() -> list[str]:
    return sorted(path.relative_to(PACKAGE).as_posix() for path in PACKAGE.rglob("*.py"))


def test_no_module_is_over_the_limit() -> None:
    modules = _modules()
    assert len(modules) > 50  # the package itself was found, not an empty folder
    over = {module: _lines(module) for module in modules if module not in EXEMPT}
    assert {module: lines for module, lines in over.items() if lines > LIMIT} == {}


def test_each_exemption_is_still_needed() -> None:
    # A module that shrank under the limit loses its exemption.
    assert {module: _lines(module) > LIMIT for module in EXEMPT} == dict.fromkeys(EXEMPT, True)
