"""The desktop files (tarbish_score.desktop): what ships, ``install-desktop`` into a temporary XDG_DATA_HOME."""

from __future__ import annotations

import configparser
import os
import select
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tarbish_score import desktop
from tarbish_score.cli import ExitCode, main

from .system import require

LINUX = desktop.LINUX_DIR
ENTRY = LINUX / f"{desktop.APP_ID}.desktop"
METAINFO = LINUX / f"{desktop.APP_ID}.metainfo.xml"
MIME_XML = LINUX / f"{desktop.APP_ID}.mime.xml"
PACKAGING = Path(__file__).resolve().parent.parent / "packaging" / "linux"
SAMPLE = Path(__file__).parent / "data" / "kitchen-standard.tarbish.json"
CACHE_TOOLS = ("update-desktop-database", "update-mime-database", "gtk-update-icon-cache")


def _tree(folder: Path) -> list[str]:
    return sorted(str(path.relative_to(folder)) for path in folder.rglob("*")) if folder.exists() else []


def _entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys keep their case
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def _validator(name: str) -> str:
    (found,) = require(name)
    return found


@pytest.fixture(autouse=True)
def not_root(monkeypatch: pytest.MonkeyPatch) -> None:
    """As a user, not root (CI runs as root): ``install-desktop`` without ``--user`` never reaches /usr/local."""
    monkeypatch.setattr(os, "geteuid", lambda: 1000, raising=False)


@pytest.fixture
def no_cache_tools(monkeypatch: pytest.MonkeyPatch) -> None:
    """As on a desktop without the cache programs: install-desktop writes the files and nothing else."""
    real_which = shutil.which

    def which(name: str, *args: object, **kwargs: object) -> str | None:
        return None if name in CACHE_TOOLS else real_which(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(shutil, "which", which)


# --- what ships ---------------------------------------------------------------------------


def test_the_desktop_entry_passes_desktop_file_validate() -> None:
    result = subprocess.run([_validator("desktop-file-validate"), str(ENTRY)], capture_output=True, text=True)
    assert (result.returncode, result.stdout + result.stderr) == (0, "")


def test_the_metainfo_passes_appstreamcli_validate() -> None:
    result = subprocess.run(
        [_validator("appstreamcli"), "validate", "--no-net", "--no-color", str(METAINFO)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    problems = [line for line in result.stdout.splitlines() if line.startswith(("E:", "W:"))]
    assert problems == []


def test_the_entry_the_metainfo_and_the_file_type_name_one_id_and_one_type() -> None:
    entry = _entry(ENTRY)
    assert entry["Icon"] == desktop.APP_ID
    assert entry["Exec"] == f"{desktop.PROGRAM} %f"
    assert entry["MimeType"] == f"{desktop.MIME_TYPE};"
    assert entry["Categories"] == "Game;CardGame;"
    assert {lang for lang in ("fr", "es", "it") if f"Name[{lang}]" in entry and f"Comment[{lang}]" in entry} == {
        "fr",
        "es",
        "it",
    }
    metainfo = METAINFO.read_text(encoding="utf-8")
    assert f"<id>{desktop.APP_ID}</id>" in metainfo
    assert f'<launchable type="desktop-id">{desktop.APP_ID}.desktop</launchable>' in metainfo
    assert f"<mediatype>{desktop.MIME_TYPE}</mediatype>" in metainfo
    assert f"<binary>{desktop.PROGRAM}</binary>" in metainfo
    assert '<release version="0.1.0"' in metainfo
    mime = MIME_XML.read_text(encoding="utf-8")
    assert f'<mime-type type="{desktop.MIME_TYPE}">' in mime
    assert '<glob pattern="*.tarbish.json" weight="60"/>' in mime  # above *.json's default 50


def test_the_metainfo_screenshots_are_files_in_docs_screenshots() -> None:
    import re

    names = re.findall(r"/docs/screenshots/([\w.-]+\.png)</image>", METAINFO.read_text(encoding="utf-8"))
    assert len(names) == 3
    screenshots = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
    assert [name for name in names if not (screenshots / name).is_file()] == []


def test_packaging_linux_holds_the_shipped_files() -> None:
    for name in (ENTRY.name, METAINFO.name, MIME_XML.name):
        assert (PACKAGING / name).read_bytes() == (LINUX / name).read_bytes()
    assert (PACKAGING / f"{desktop.APP_ID}.svg").read_bytes() == (desktop.ICONS_DIR / "tarbish-score.svg").read_bytes()


def test_every_shipped_file_is_there() -> None:
    missing = [str(placed.source) for placed in desktop.placements(Path("/share")) if not placed.source.is_file()]
    assert missing == []


# --- install-desktop ----------------------------------------------------------------------


def test_data_home_follows_the_xdg_base_directory_specification(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", "/elsewhere/share")
    assert desktop.data_home() == Path("/elsewhere/share")
    monkeypatch.setenv("XDG_DATA_HOME", "relative/share")  # ignored, as the specification says
    assert desktop.data_home() == Path.home() / ".local" / "share"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert desktop.data_home() == Path.home() / ".local" / "share"
    assert desktop.data_home(system=True) == Path("/usr/local/share")


@pytest.mark.usefixtures("no_cache_tools")
def test_install_desktop_puts_each_file_where_the_xdg_specifications_say(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    share = Path(os.environ["XDG_DATA_HOME"])
    assert main(["install-desktop", "--user"]) == 0
    app = desktop.APP_ID
    expected = [f"applications/{app}.desktop", f"mime/packages/{app}.xml", f"icons/hicolor/scalable/apps/{app}.svg"]
    expected += [f"icons/hicolor/{n}x{n}/apps/{app}.png" for n in (16, 24, 32, 48, 64, 128, 256, 512)]
    assert [path for path in _tree(share) if (share / path).is_file()] == sorted(expected)
    assert (share / f"icons/hicolor/48x48/apps/{app}.png").read_bytes() == (
        desktop.ICONS_DIR / "tarbish-score-48.png"
    ).read_bytes()
    assert (share / f"mime/packages/{app}.xml").read_bytes() == MIME_XML.read_bytes()
    out = capsys.readouterr().out
    assert f"installed 11 files into {share}" in out
    assert "log out and in" in out  # no cache program ran


@pytest.mark.usefixtures("no_cache_tools")
def test_the_installed_entry_runs_the_installed_program(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    program = tmp_path / "my venv" / "bin" / "tarbish-score"  # a space: the Exec value quotes it
    program.parent.mkdir(parents=True)
    program.write_text("#!/bin/sh\n", encoding="utf-8")
    monkeypatch.setattr(sys, "argv", [str(program), "install-desktop"])
    assert main(["install-desktop"]) == 0
    installed = Path(os.environ["XDG_DATA_HOME"]) / "applications" / f"{desktop.APP_ID}.desktop"
    entry = _entry(installed)
    assert entry["Exec"] == f'"{program}" %f'
    assert shlex.split(entry["Exec"]) == [str(program), "%f"]
    assert entry["TryExec"] == str(program)
    assert entry["Icon"] == desktop.APP_ID
    if shutil.which("desktop-file-validate"):
        result = subprocess.run(["desktop-file-validate", str(installed)], capture_output=True, text=True)
        assert (result.returncode, result.stdout) == (0, "")


def test_without_the_script_the_entry_runs_this_python(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "argv", ["-c"])
    monkeypatch.setattr(shutil, "which", lambda *args, **kwargs: None)
    assert desktop.program_command() == [str(Path(sys.executable).absolute()), "-m", "tarbish_score"]


def test_exec_quotes_what_the_desktop_entry_specification_reserves() -> None:
    assert desktop.desktop_exec(["/usr/bin/tarbish-score"]) == "/usr/bin/tarbish-score %f"
    assert desktop.desktop_exec(["/a b/tarbish-score"]) == '"/a b/tarbish-score" %f'
    assert desktop.desktop_exec(['/a"$`\\/x']) == '"/a\\\\"\\\\$\\\\`\\\\\\\\/x" %f'
    # GLib looks for the first program before it expands %%: a path with % is run through /bin/sh.
    assert desktop.desktop_exec(["/100%/x"]) == '/bin/sh -c "exec \\\\"\\\\$0\\\\" \\\\"\\\\$@\\\\"" "/100%%/x" %f'
    assert desktop.desktop_exec(["/usr/bin/python3", "-m", "50%"]) == '/usr/bin/python3 -m "50%%" %f'


def test_glib_launches_an_installed_entry_whose_program_path_holds_a_percent_sign(tmp_path: Path) -> None:
    gio = shutil.which("gio")
    if gio is None:
        pytest.skip("gio (GLib) is not installed")
    program = tmp_path / "100% sure" / "tarbish-score"
    program.parent.mkdir()
    ran = tmp_path / "ran"
    os.mkfifo(ran)
    program.write_text(f'#!/bin/sh\nprintf "%s\\n" "$0" "$@" > "{ran}"\n', encoding="utf-8")
    program.chmod(0o755)
    (share := tmp_path / "share").mkdir()
    desktop.install(share, [str(program)])
    entry = share / "applications" / f"{desktop.APP_ID}.desktop"
    opened = tmp_path / "a 50% match.tarbish.json"
    reader = os.open(ran, os.O_RDONLY | os.O_NONBLOCK)  # gio returns once the program is started
    keeper = os.open(ran, os.O_WRONLY)  # a writer of our own: no end of file before the program writes
    try:
        result = subprocess.run([gio, "launch", str(entry), str(opened)], capture_output=True, text=True, timeout=30)
        assert (result.returncode, result.stderr) == (0, "")
        said = b""
        while said.count(b"\n") < 2 and select.select([reader], [], [], 30)[0]:
            said += os.read(reader, 4096)
    finally:
        os.close(keeper)
        os.close(reader)
    assert said.decode().splitlines() == [str(program), str(opened)]
    assert _entry(entry)["TryExec"] == str(program)


@pytest.mark.usefixtures("no_cache_tools")
def test_uninstall_leaves_the_data_folder_as_it_found_it(capsys: pytest.CaptureFixture[str]) -> None:
    share = Path(os.environ["XDG_DATA_HOME"])
    other = share / "icons" / "hicolor" / "48x48" / "apps" / "another-app.png"
    other.parent.mkdir(parents=True)
    other.write_bytes(b"another app's icon")
    before = _tree(share)
    assert main(["install-desktop"]) == 0
    assert main(["install-desktop", "--uninstall"]) == 0
    assert _tree(share) == before
    assert other.read_bytes() == b"another app's icon"
    assert "removed 11 files" in capsys.readouterr().out


def test_install_and_uninstall_refresh_the_desktop_caches() -> None:
    require(*CACHE_TOOLS)
    share = Path(os.environ["XDG_DATA_HOME"])
    assert main(["install-desktop", "--user"]) == 0
    # The file type is known, above plain JSON; the menu knows the entry opens it; the icon cache is written.
    assert "60:application/x-tarbish-match:*.tarbish.json" in (share / "mime" / "globs2").read_text(encoding="utf-8")
    assert (share / "mime" / "application" / "x-tarbish-match.xml").is_file()
    mimeinfo = (share / "applications" / "mimeinfo.cache").read_text(encoding="utf-8")
    assert f"{desktop.MIME_TYPE}={desktop.APP_ID}.desktop;" in mimeinfo
    assert (share / "icons" / "hicolor" / "icon-theme.cache").is_file()
    assert main(["install-desktop", "--uninstall"]) == 0
    assert [placed.target for placed in desktop.placements(share) if placed.target.exists()] == []
    assert not (share / "mime" / "application" / "x-tarbish-match.xml").exists()
    assert not (share / "mime").exists()  # the database was the app's alone: nothing of it is left


def test_a_folder_that_cannot_be_written_is_one_line(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the data folder should be", encoding="utf-8")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocked))
    assert main(["install-desktop", "--user"]) == ExitCode.CANNOT_WRITE
    err = capsys.readouterr().err
    assert err.startswith(f"tarbish-score: cannot write in {blocked} (")
    assert len(err.splitlines()) == 1


@pytest.mark.parametrize("uid", [0, 1000])
def test_the_default_is_the_users_folder_for_install_and_uninstall_alike(
    monkeypatch: pytest.MonkeyPatch, uid: int
) -> None:
    seen: list[Path] = []
    monkeypatch.setattr(os, "geteuid", lambda: uid, raising=False)
    monkeypatch.setattr(desktop, "install", lambda share, command: seen.append(share) or [])
    monkeypatch.setattr(desktop, "uninstall", lambda share, refresh: seen.append(share) or [])
    monkeypatch.setattr(desktop, "refresh_caches", lambda share: [])
    assert main(["install-desktop"]) == 0
    assert main(["install-desktop", "--uninstall"]) == 0
    assert main(["install-desktop", "--user"]) == 0
    assert main(["install-desktop", "--user", "--uninstall"]) == 0
    assert seen == [Path(os.environ["XDG_DATA_HOME"])] * 4


def test_system_is_asked_for_and_needs_root(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    seen: list[Path] = []
    monkeypatch.setattr(desktop, "install", lambda share, command: seen.append(share) or [])
    monkeypatch.setattr(desktop, "uninstall", lambda share, refresh: seen.append(share) or [])
    monkeypatch.setattr(desktop, "refresh_caches", lambda share: [])
    assert main(["install-desktop", "--system"]) == 2
    assert "run it as root" in capsys.readouterr().err
    monkeypatch.setattr(os, "geteuid", lambda: 0, raising=False)
    assert main(["install-desktop", "--system"]) == 0
    assert main(["install-desktop", "--system", "--uninstall"]) == 0
    assert seen == [Path("/usr/local/share")] * 2
    with pytest.raises(SystemExit):
        main(["install-desktop", "--system", "--user"])


@pytest.mark.usefixtures("no_cache_tools")
def test_uninstall_where_nothing_was_installed_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    share = Path(os.environ["XDG_DATA_HOME"])
    assert main(["install-desktop", "--uninstall", "--user"]) == 0
    assert capsys.readouterr().out == f"nothing of Tarabish Score's was installed in {share}\n"
    assert _tree(share) == []


def _cache_tools() -> None:
    require(*CACHE_TOOLS)


def test_uninstall_with_the_cache_tools_leaves_no_cache_it_caused() -> None:
    _cache_tools()
    share = Path(os.environ["XDG_DATA_HOME"])
    assert main(["install-desktop"]) == 0
    assert (share / "mime" / "mime.cache").is_file() and (share / "applications" / "mimeinfo.cache").is_file()
    assert main(["install-desktop", "--uninstall"]) == 0
    assert _tree(share) == []


def test_uninstall_keeps_the_caches_of_another_apps_files() -> None:
    _cache_tools()
    share = Path(os.environ["XDG_DATA_HOME"])
    other_entry = share / "applications" / "org.example.Other.desktop"
    other_entry.parent.mkdir(parents=True)
    other_entry.write_text(
        "[Desktop Entry]\nType=Application\nName=Other\nExec=other %f\nMimeType=text/x-other;\n", encoding="utf-8"
    )
    other_type = share / "mime" / "packages" / "org.example.Other.xml"
    other_type.parent.mkdir(parents=True)
    other_type.write_text(
        '<?xml version="1.0"?>\n<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">'
        '<mime-type type="text/x-other"><comment>Other</comment><glob pattern="*.other"/></mime-type></mime-info>\n',
        encoding="utf-8",
    )
    assert main(["install-desktop"]) == 0
    assert main(["install-desktop", "--uninstall"]) == 0
    assert other_entry.is_file() and other_type.is_file()
    assert "text/x-other=org.example.Other.desktop;" in (share / "applications" / "mimeinfo.cache").read_text(
        encoding="utf-8"
    )
    globs = (share / "mime" / "globs2").read_text(encoding="utf-8")
    assert "*.other" in globs and "tarbish" not in globs
    assert (share / "mime" / "text" / "x-other.xml").is_file()
    assert not (share / "mime" / "application").exists()


@pytest.mark.usefixtures("no_cache_tools")
def test_uninstall_names_the_target_when_only_a_system_install_is_there(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    system = tmp_path / "usr-local-share"
    monkeypatch.setattr(desktop, "SYSTEM_DATA_DIR", system)
    entry = desktop.placements(system)[0].target
    entry.parent.mkdir(parents=True)
    entry.write_text("[Desktop Entry]\n", encoding="utf-8")
    share = Path(os.environ["XDG_DATA_HOME"])
    assert main(["install-desktop", "--uninstall"]) == 0
    assert capsys.readouterr().out == (
        f"nothing of Tarabish Score's was installed in {share} (it is installed for every user: {entry}; "
        "uninstall that with --system, as root)\n"
    )
