"""Work on the translation catalogues (``resources/i18n/tarbish_score_<lang>.ts``) without Qt Linguist.

    python tools/catalogue.py stats                 # finished / unfinished messages per language
    python tools/catalogue.py todo fr [--all] > fr.json   # the unfinished messages (or all), as JSON
    python tools/catalogue.py fill fr fr.json       # write translations back (checked first)
    python tools/catalogue.py refresh               # bring every catalogue up to the code (after lupdate)
    python tools/catalogue.py check                 # fail when a catalogue is stale or unfinished (CI)
    python tools/catalogue.py compile               # .ts -> tarbish_score/resources/i18n/*.qm where out of date

``todo`` lists objects ``{"id", "context", "source", "comment", "note", "plural", "where",
"translation"}``; ``fill`` reads ``{"<id>": "text"}`` (or a list of forms for a plural
message: French, Spanish and Italian have two, singular then plural). A translation
must keep the source's ``{placeholders}``, ``%n``, ``%1``… and HTML tags, and may
carry at most one ``&`` accelerator; a message failing this is reported and left
unfinished.

``refresh`` runs ``pyside6-lupdate`` over the package into each catalogue, then marks
every message holding ``%n`` as a plural one (lupdate's Python parser marks only
``self.tr(text, "", n)``, never ``translate(context, text, None, n)``), keeping the
forms already written. English has a catalogue of its own holding only those
plural messages (``tarbish_score_en.ts``: "%n match kept" / "%n matches kept").

``check`` runs ``pyside6-lupdate`` over the package into a temporary copy of each
catalogue and fails when a message of the code is missing from the committed one
(a stale catalogue: refresh it with the command in ``resources/i18n/README.md``),
when the committed one keeps a message the code no longer has, or when any
message is unfinished.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "resources" / "i18n"
LANGUAGES = ("fr", "es", "it")
#: English: only the plural messages (the source text is the singular and the plural at once).
PLURALS_ONLY = "en"
CATALOGUES = (*LANGUAGES, PLURALS_ONLY)
PLURAL_FORMS = {"fr": 2, "es": 2, "it": 2, "en": 2}
_HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
_ACCELERATOR = re.compile(r"(?<!&)&(?=[^\s&;])")  # "&File", not "A & B", "&&" or "&amp;"
_PLACEHOLDER = re.compile(r"\{[^{}]*\}|%n|%L?\d|</?[a-zA-Z][^>]*>")


def catalogue_path(language: str) -> Path:
    return I18N / f"tarbish_score_{language}.ts"


def message_key(context: str, source: str, comment: str) -> tuple[str, str, str]:
    return (context, source, comment)


def message_id(context: str, source: str, comment: str) -> str:
    digest = hashlib.sha1("\x1f".join((context, source, comment)).encode("utf-8")).hexdigest()
    return digest[:10]


def _messages(root: ET.Element) -> list[tuple[str, ET.Element]]:
    found: list[tuple[str, ET.Element]] = []
    for context in root.findall("context"):
        name = context.findtext("name") or ""
        found.extend((name, message) for message in context.findall("message"))
    return found


def _unfinished(message: ET.Element) -> bool:
    translation = message.find("translation")
    return translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete")


def _text_of(message: ET.Element) -> str | list[str]:
    translation = message.find("translation")
    if translation is None:
        return ""
    forms = translation.findall("numerusform")
    if forms:
        return [form.text or "" for form in forms]
    return translation.text or ""


def _key_of(context: str, message: ET.Element) -> tuple[str, str, str]:
    return message_key(context, message.findtext("source") or "", message.findtext("comment") or "")


def todo(language: str, everything: bool) -> list[dict[str, object]]:
    root = ET.parse(catalogue_path(language)).getroot()
    rows: list[dict[str, object]] = []
    for context, message in _messages(root):
        if not everything and not _unfinished(message):
            continue
        key = _key_of(context, message)
        location = message.find("location")
        rows.append(
            {
                "id": message_id(*key),
                "context": context,
                "source": key[1],
                "comment": key[2],
                "note": message.findtext("extracomment") or "",
                "plural": message.get("numerus") == "yes",
                "where": "" if location is None else f"{location.get('filename', '')}:{location.get('line', '')}",
                "translation": _text_of(message),
            }
        )
    return rows


def _problems(source: str, text: str | list[str], plural: bool, language: str) -> list[str]:
    problems: list[str] = []
    forms = text if isinstance(text, list) else [text]
    if plural and len(forms) != PLURAL_FORMS[language]:
        problems.append(f"needs {PLURAL_FORMS[language]} plural forms, got {len(forms)}")
    if not plural and isinstance(text, list):
        problems.append("not a plural message: give one string")
    wanted = sorted(_PLACEHOLDER.findall(source))
    for form in forms:
        if not form.strip():
            problems.append("empty translation")
            continue
        got = sorted(_PLACEHOLDER.findall(form))
        if plural and "%n" in wanted and "%n" not in got:
            # a singular form may spell the one out ("une manche"); the plural form must keep %n
            if form is forms[-1]:
                problems.append("the plural form must keep %n")
            got = sorted([*got, "%n"])
        if got != wanted:
            problems.append(f"placeholders/tags {got} differ from the source's {wanted}")
        if len(_ACCELERATOR.findall(form)) > 1:
            problems.append("more than one & accelerator")
        if _ACCELERATOR.search(source) and not _ACCELERATOR.search(form):
            problems.append("the source has an & accelerator; keep one")
    return problems


def fill(language: str, answers: dict[str, str | list[str]]) -> tuple[int, list[str]]:
    path = catalogue_path(language)
    tree = ET.parse(path)
    root = tree.getroot()
    done = 0
    errors: list[str] = []
    by_id = {message_id(*_key_of(context, message)): message for context, message in _messages(root)}
    for identifier, text in answers.items():
        message = by_id.get(identifier)
        if message is None:
            errors.append(f"{identifier}: no such message (refresh the todo list)")
            continue
        source = message.findtext("source") or ""
        plural = message.get("numerus") == "yes"
        problems = _problems(source, text, plural, language)
        if problems:
            errors.append(f"{identifier} {source!r}: " + "; ".join(problems))
            continue
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        for child in list(translation):
            translation.remove(child)
        translation.text = None
        translation.attrib.pop("type", None)
        if plural:
            forms = text if isinstance(text, list) else [text]
            for form in forms:
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = text if isinstance(text, str) else text[0]
        done += 1
    ET.indent(tree, space="    ")
    path.write_text(_HEADER + ET.tostring(root, encoding="unicode") + "\n", encoding="utf-8")
    return done, errors


def stats() -> dict[str, tuple[int, int]]:
    counts: dict[str, tuple[int, int]] = {}
    for language in CATALOGUES:
        messages = _messages(ET.parse(catalogue_path(language)).getroot())
        unfinished = sum(1 for _, message in messages if _unfinished(message))
        counts[language] = (len(messages) - unfinished, unfinished)
    return counts


def _lupdate() -> str:
    tool = shutil.which("pyside6-lupdate")
    if tool is None:
        candidate = Path(sys.executable).with_name("pyside6-lupdate")
        if not candidate.exists():
            raise SystemExit("pyside6-lupdate not found: install PySide6-Essentials")
        tool = str(candidate)
    return tool


def _sources() -> list[str]:
    return sorted(str(path.relative_to(ROOT)) for path in (ROOT / "tarbish_score").rglob("*.py"))


def _run_lupdate(ts: Path, language: str) -> None:
    if not ts.exists():
        ts.parent.mkdir(parents=True, exist_ok=True)
        ts.write_text(f'{_HEADER}<TS version="2.1" language="{language}">\n</TS>\n', encoding="utf-8")
    subprocess.run(
        [_lupdate(), *_sources(), "-no-obsolete", "-silent", "-target-language", language, "-ts", str(ts)],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )


def _mark_plurals(ts: Path, language: str, before: dict[tuple[str, str, str], ET.Element]) -> None:
    """Make every ``%n`` message of ``ts`` a plural one, with the forms ``before`` had; English keeps only those."""
    tree = ET.parse(ts)
    root = tree.getroot()
    for context in root.findall("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            source = message.findtext("source") or ""
            if "%n" not in source:
                if language == PLURALS_ONLY:
                    context.remove(message)
                continue
            message.set("numerus", "yes")
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            old = before.get(_key_of(name, message))
            old_translation = None if old is None else old.find("translation")
            forms = [] if old_translation is None else [f.text or "" for f in old_translation.findall("numerusform")]
            if not forms and old_translation is not None and (old_translation.text or "").strip():
                forms = [old_translation.text or ""] * PLURAL_FORMS[language]  # was written as one form: redo
                translation.set("type", "unfinished")
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            for form in forms or [""] * PLURAL_FORMS[language]:
                ET.SubElement(translation, "numerusform").text = form
            finished = old_translation is not None and old_translation.findall("numerusform") and not _unfinished(old)
            if finished:
                translation.attrib.pop("type", None)
            else:
                translation.set("type", "unfinished")
        if not context.findall("message"):
            root.remove(context)
    ET.indent(tree, space="    ")
    ts.write_text(_HEADER + ET.tostring(root, encoding="unicode") + "\n", encoding="utf-8")


def refresh(languages: tuple[str, ...] = CATALOGUES) -> None:
    """Bring each catalogue up to the code: new messages unfinished, gone ones dropped, plurals marked."""
    for language in languages:
        path = catalogue_path(language)
        before = {} if not path.exists() else {_key_of(c, m): m for c, m in _messages(ET.parse(path).getroot())}
        _run_lupdate(path, language)
        _mark_plurals(path, language, before)


def check() -> list[str]:
    failures: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        for language in CATALOGUES:
            committed_path = catalogue_path(language)
            if not committed_path.exists():
                failures.append(f"{language}: no catalogue {committed_path.name}: run tools/catalogue.py refresh")
                continue
            fresh = Path(folder) / "resources" / "i18n" / committed_path.name
            fresh.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(committed_path, fresh)
            _run_lupdate(fresh, language)
            committed_messages = _messages(ET.parse(committed_path).getroot())
            committed = {_key_of(c, m) for c, m in committed_messages}
            code = {_key_of(c, m) for c, m in _messages(ET.parse(fresh).getroot())}
            if language == PLURALS_ONLY:
                code = {key for key in code if "%n" in key[1]}
            for context, source, _ in sorted(code - committed):
                failures.append(f"{language}: stale catalogue, missing [{context}] {source!r}")
            for context, source, _ in sorted(committed - code):
                failures.append(f"{language}: stale catalogue, the code no longer has [{context}] {source!r}")
            for context, message in committed_messages:
                source = message.findtext("source") or ""
                if "%n" in source and message.get("numerus") != "yes":
                    failures.append(f"{language}: not marked plural [{context}] {source!r} (run refresh)")
                elif _unfinished(message):
                    failures.append(f"{language}: unfinished [{context}] {source!r}")
    return failures


#: Where the window loads the compiled catalogues from (gitignored; the build puts them in the wheel).
COMPILED = ROOT / "tarbish_score" / "resources" / "i18n"


def _lrelease() -> str:
    tool = shutil.which("pyside6-lrelease") or str(Path(sys.executable).with_name("pyside6-lrelease"))
    if not Path(tool).exists():
        raise SystemExit("pyside6-lrelease not found: install PySide6-Essentials")
    return tool


def compile_catalogues(target: Path = COMPILED, *, force: bool = False) -> list[Path]:
    """Compile each ``.ts`` into ``target``, where its ``.qm`` is missing or older (for the editable
    install; a built wheel gets them from setup.py). Returns the ``.qm`` files written."""
    written: list[Path] = []
    for language in CATALOGUES:
        source = catalogue_path(language)
        compiled = target / f"{source.stem}.qm"
        if not force and compiled.exists() and compiled.stat().st_mtime >= source.stat().st_mtime:
            continue
        target.mkdir(parents=True, exist_ok=True)
        subprocess.run([_lrelease(), "-silent", str(source), "-qm", str(compiled)], check=True, capture_output=True)
        written.append(compiled)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("stats")
    todo_parser = commands.add_parser("todo")
    todo_parser.add_argument("language", choices=CATALOGUES)
    todo_parser.add_argument("--all", action="store_true")
    fill_parser = commands.add_parser("fill")
    fill_parser.add_argument("language", choices=CATALOGUES)
    fill_parser.add_argument("answers", type=Path)
    commands.add_parser("refresh")
    commands.add_parser("check")
    commands.add_parser("compile")
    options = parser.parse_args(argv)
    if options.command == "stats":
        for language, (finished, unfinished) in stats().items():
            print(f"{language}: {finished} finished, {unfinished} unfinished")
        return 0
    if options.command == "todo":
        json.dump(todo(options.language, options.all), sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0
    if options.command == "fill":
        answers = json.loads(options.answers.read_text(encoding="utf-8"))
        done, errors = fill(options.language, answers)
        print(f"{done} messages written")
        for error in errors:
            print(error, file=sys.stderr)
        return 1 if errors else 0
    if options.command == "compile":
        for compiled in compile_catalogues(force=True):
            print(compiled.relative_to(ROOT))
        return 0
    if options.command == "refresh":
        refresh()
        for language, (finished, unfinished) in stats().items():
            print(f"{language}: {finished} finished, {unfinished} unfinished")
        return 0
    failures = check()
    for failure in failures[:50]:
        print(failure, file=sys.stderr)
    if len(failures) > 50:
        print(f"… and {len(failures) - 50} more", file=sys.stderr)
    if failures:
        print(f"{len(failures)} catalogue problems: see resources/i18n/README.md", file=sys.stderr)
        return 1
    print("catalogues complete and current")
    return 0


if __name__ == "__main__":
    sys.exit(main())
