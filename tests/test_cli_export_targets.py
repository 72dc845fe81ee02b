"""Export to odd places: links, pipes, devices, an empty path; exported files follow the umask."""

from __future__ import annotations

import json
import os
import stat
import threading
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from tarbish_score.cli import ExitCode, main
from tarbish_score.exchange.files import write_atomic

DATA = Path(__file__).resolve().parent / "data"
KINDS = ["json", "csv", "pdf"]


@pytest.fixture
def data(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A data folder holding match 1 (the kitchen-standard sample)."""
    folder = tmp_path / "d"
    assert main(["--data-dir", str(folder), "import", str(DATA / "kitchen-standard.tarbish.json")]) == 0
    capsys.readouterr()
    return folder


@pytest.fixture
def umask_022() -> Iterator[None]:
    """The usual umask during the test."""
    old = os.umask(0o022)
    yield
    os.umask(old)


def _export(data: Path, kind: str, output: str, *extra: str) -> int:
    return main(["--data-dir", str(data), "export", "1", "--format", kind, "-o", output, *extra])


@pytest.mark.parametrize("kind", KINDS)
def test_export_through_a_link_writes_its_target_and_keeps_the_link(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str, qt_for_pdf: None
) -> None:
    real = tmp_path / "real" / f"sheet.{kind}"
    real.parent.mkdir()
    real.write_bytes(b"old")
    link = tmp_path / f"link.{kind}"
    link.symlink_to(real)
    assert _export(data, kind, str(link), "--force") == 0
    assert link.is_symlink()
    assert os.readlink(link) == str(real)
    written = real.read_bytes()
    assert written != b"old"
    assert written.startswith(b"%PDF" if kind == "pdf" else b"{" if kind == "json" else b"\xef\xbb\xbf")
    # No temporary file left beside the link or the target.
    assert sorted(p.name for p in real.parent.iterdir()) == [real.name]


@pytest.mark.parametrize("kind", KINDS)
def test_export_to_a_pipe_nobody_reads_is_refused_and_the_pipe_stays(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str, qt_for_pdf: None
) -> None:
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    assert _export(data, kind, str(pipe)) == ExitCode.CANNOT_WRITE
    err = capsys.readouterr().err
    assert err == f"tarbish-score: {pipe}: cannot write (it is a pipe and no program is reading it)\n"
    assert stat.S_ISFIFO(os.lstat(pipe).st_mode)


def test_export_to_a_pipe_with_a_reader_streams_into_it(data: Path, tmp_path: Path) -> None:
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    received: list[bytes] = []
    opened = threading.Event()

    def read() -> None:
        # O_NONBLOCK: the reader is open (so the writer finds it) without waiting for a writer.
        fd = os.open(pipe, os.O_RDONLY | os.O_NONBLOCK)
        opened.set()
        os.set_blocking(fd, True)
        chunks: list[bytes] = []
        while True:
            chunk = os.read(fd, 65536)
            if not chunk and chunks:
                break
            if chunk:
                chunks.append(chunk)
        os.close(fd)
        received.append(b"".join(chunks))

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    assert opened.wait(10)
    assert _export(data, "json", str(pipe)) == 0
    reader.join(10)
    assert not reader.is_alive()
    assert received[0].startswith(b"{") and b'"The MacNeils"' in received[0]
    assert stat.S_ISFIFO(os.lstat(pipe).st_mode)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full on this system")
@pytest.mark.parametrize("kind", KINDS)
def test_export_to_dev_full_says_the_disk_is_full_and_keeps_the_device(
    data: Path, capsys: pytest.CaptureFixture[str], kind: str, qt_for_pdf: None
) -> None:
    assert stat.S_ISCHR(os.stat("/dev/full").st_mode)
    assert _export(data, kind, "/dev/full") == ExitCode.CANNOT_WRITE
    assert capsys.readouterr().err == "tarbish-score: /dev/full: cannot write (the disk is full)\n"
    status = os.lstat("/dev/full")
    assert stat.S_ISCHR(status.st_mode)


def test_export_to_a_device_writes_in_place(data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # A null device of our own in tmp_path, so a broken export could never replace the system's /dev/null.
    device = tmp_path / "null"
    try:
        os.mknod(device, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    except (PermissionError, AttributeError):
        pytest.skip("cannot make a device node here")
    assert _export(data, "json", str(device)) == 0
    assert stat.S_ISCHR(os.lstat(device).st_mode)
    assert not [p.name for p in tmp_path.iterdir() if p.name.startswith(".null")]


def test_export_to_an_empty_path_says_so(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _export(data, "json", "") == 2
    assert capsys.readouterr().err == "tarbish-score: the output path is empty; name a file after -o\n"
    with pytest.raises(OSError, match="the path is empty"):
        write_atomic("", b"x")


def test_write_atomic_refuses_a_folder_and_a_socket(tmp_path: Path) -> None:
    import socket

    with pytest.raises(IsADirectoryError):
        write_atomic(tmp_path, b"x")
    path = tmp_path / "s.sock"
    with socket.socket(socket.AF_UNIX) as server:
        server.bind(str(path))
        with pytest.raises(OSError, match="socket"):
            write_atomic(path, b"x")
        assert stat.S_ISSOCK(os.lstat(path).st_mode)


@pytest.mark.parametrize("kind", KINDS)
def test_exported_files_follow_the_umask(
    data: Path, tmp_path: Path, umask_022: None, kind: str, qt_for_pdf: None, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / f"m.{kind}"
    assert _export(data, kind, str(out)) == 0
    assert stat.S_IMODE(out.stat().st_mode) == 0o644
    # An existing file keeps its own mode.
    out.chmod(0o640)
    assert _export(data, kind, str(out), "--force") == 0
    assert stat.S_IMODE(out.stat().st_mode) == 0o640


def test_a_backup_folder_and_its_files_follow_the_umask(
    data: Path, tmp_path: Path, umask_022: None, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "backup"
    assert main(["--data-dir", str(data), "export", "--all", "-o", str(folder)]) == 0
    assert stat.S_IMODE(folder.stat().st_mode) == 0o755
    modes = {p.name: stat.S_IMODE(p.stat().st_mode) for p in folder.iterdir()}
    today = date.today().isoformat()  # the match was imported today: its day in the archive
    assert modes == {"backup.json": 0o644, f"The MacNeils v The Gillis pair {today}.tarbish.json": 0o644}


def _two_matches(data: Path) -> None:
    """Match 2 beside match 1 in the archive: another match, other teams."""
    assert main(["--data-dir", str(data), "import", str(DATA / "family-minimal.tarbish.json")]) == 0


@pytest.mark.parametrize("kind", KINDS)
def test_export_never_replaces_another_matchs_file_unasked(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str, qt_for_pdf: None
) -> None:
    """Feature 13: match 2 exported over match 1's file is refused (one line, exit 1) unless --force."""
    _two_matches(data)
    out = tmp_path / "out" / f"x.{kind}"
    out.parent.mkdir()
    assert main(["--data-dir", str(data), "export", "1", "-o", str(out)]) == 0
    first = out.read_bytes()
    capsys.readouterr()
    assert main(["--data-dir", str(data), "export", "2", "-o", str(out)]) == ExitCode.CANNOT_WRITE
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        f"tarbish-score: {out} already exists; add --force to replace it, or give a folder after -o"
        " for a new dated file\n"
    )
    assert out.read_bytes() == first
    assert sorted(p.name for p in out.parent.iterdir()) == [out.name]
    assert main(["--data-dir", str(data), "export", "2", "-o", str(out), "--force"]) == 0
    assert out.read_bytes() != first


@pytest.mark.parametrize("kind", KINDS)
def test_export_into_a_folder_writes_the_dated_name_beside_what_is_there(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str, qt_for_pdf: None
) -> None:
    """``-o FOLDER``: the teams-and-day name, with " (2)" when that name is already taken."""
    today = date.today().isoformat()  # the match was imported today: its day in the archive
    folder = tmp_path / "sheets"
    folder.mkdir()
    suffix = ".tarbish.json" if kind == "json" else f".{kind}"
    name = f"The MacNeils v The Gillis pair {today}"
    assert _export(data, kind, str(folder)) == 0
    assert capsys.readouterr().out == f"{folder / (name + suffix)}\n"
    first = (folder / (name + suffix)).read_bytes()
    assert _export(data, kind, str(folder) + os.sep) == 0
    assert capsys.readouterr().out == f"{folder / (name + ' (2)' + suffix)}\n"
    assert sorted(p.name for p in folder.iterdir()) == sorted([name + suffix, name + " (2)" + suffix])
    assert (folder / (name + suffix)).read_bytes() == first


def test_export_help_names_force(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["export", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "--force" in text and "replace an existing file" in text
    assert "a folder: a new file named after the teams and the day" in text


def _folder_state(data: Path) -> dict[str, bytes | None]:
    """Every entry of the data folder with its bytes (None for a folder): what an export must not change."""
    return {p.name: (p.read_bytes() if p.is_file() else None) for p in sorted(data.iterdir())}


# Every spelling of a place in the data folder: the archive, its WAL, the lock, a new file, the folder itself,
# through "..", through a link to the folder and through a link to the archive file.
DATA_FOLDER_TARGETS = [
    ("archive", "{d}/archive.sqlite3"),
    ("wal", "{d}/archive.sqlite3-wal"),
    ("lock", "{d}/tarbish-score.lock"),
    ("new file", "{d}/new.tarbish.json"),
    ("folder", "{d}"),
    ("folder/", "{d}/"),
    ("dot-dot", "{d}/../d/archive.sqlite3"),
    ("dot-dot new", "{t}/elsewhere/../d/sheet.csv"),
    ("link to folder", "{t}/link-to-d/archive.sqlite3"),
    ("link to archive", "{t}/alias.json"),
]


@pytest.mark.parametrize(("name", "spelling"), DATA_FOLDER_TARGETS, ids=[n for n, _s in DATA_FOLDER_TARGETS])
def test_export_into_the_data_folder_is_refused_however_spelled(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, spelling: str
) -> None:
    """A bug once: ``export 1 -o DATA/archive.sqlite3`` replaced the archive with one match's JSON."""
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "link-to-d").symlink_to(data)
    (tmp_path / "alias.json").symlink_to(data / "archive.sqlite3")
    before = _folder_state(data)
    output = spelling.format(d=data, t=tmp_path)
    assert _export(data, "json", output, "--force") == ExitCode.CANNOT_WRITE
    err = capsys.readouterr().err
    assert err.startswith(f"tarbish-score: {output}: cannot write (it is in the folder that keeps the match archive")
    assert f"({data}); choose another folder)" in err
    assert _folder_state(data) == before
    assert main(["--data-dir", str(data), "list", "--json"]) == 0
    assert [m["id"] for m in json.loads(capsys.readouterr().out)] == [1]


@pytest.mark.parametrize("kind", ["json", "csv"])
def test_export_all_into_the_data_folder_is_refused(data: Path, capsys: pytest.CaptureFixture[str], kind: str) -> None:
    before = _folder_state(data)
    target = data / "backup"
    assert (
        main(["--data-dir", str(data), "export", "--all", "--format", kind, "-o", str(target)]) == ExitCode.CANNOT_WRITE
    )
    assert "it is in the folder that keeps the match archive" in capsys.readouterr().err
    assert _folder_state(data) == before


def test_a_hard_link_to_the_archive_is_not_an_export_target(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    twin = tmp_path / "twin.json"
    os.link(data / "archive.sqlite3", twin)
    assert _export(data, "json", str(twin), "--force") == ExitCode.CANNOT_WRITE
    assert "it is in the folder that keeps the match archive" in capsys.readouterr().err
    assert twin.read_bytes() == (data / "archive.sqlite3").read_bytes()


def test_export_beside_the_data_folder_still_works(data: Path, tmp_path: Path) -> None:
    out = tmp_path / "d-sheets" / "m.tarbish.json"  # a sibling whose name starts like the data folder's
    out.parent.mkdir()
    assert _export(data, "json", str(out)) == 0
    assert json.loads(out.read_text(encoding="utf-8"))["teams"][0]["name"] == "The MacNeils"
