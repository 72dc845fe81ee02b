"""The harness itself, with plain files: Syncthing carries them, keeps both sides of a conflict, and
never leaves the loopback interface."""

from __future__ import annotations

import re
from pathlib import Path

from tests.syncthing.harness import SyncthingPair, syncthing_pair, wait_for
from tests.system import require

#: A Syncthing conflict copy of ``note.txt``: ``note.sync-conflict-YYYYMMDD-HHMMSS-DEVICE.txt``.
CONFLICT = re.compile(r"^note\.sync-conflict-\d{8}-\d{6}-[A-Z0-9]{7}\.txt$")


def test_a_file_written_on_one_laptop_arrives_on_the_other(pair: SyncthingPair) -> None:
    (pair.a.folder / "from-a.txt").write_text("recorded on a")
    (pair.b.folder / "from-b.txt").write_text("recorded on b")
    wait_for("from-a.txt on b", lambda: (pair.b.folder / "from-a.txt").is_file())
    wait_for("from-b.txt on a", lambda: (pair.a.folder / "from-b.txt").is_file())
    contents = pair.settle()
    assert sorted(contents) == ["from-a.txt", "from-b.txt"]
    assert (pair.b.folder / "from-a.txt").read_text() == "recorded on a"
    assert (pair.a.folder / "from-b.txt").read_text() == "recorded on b"


def test_a_change_on_both_laptops_apart_leaves_a_conflict_copy_of_one(pair: SyncthingPair) -> None:
    (pair.a.folder / "note.txt").write_text("first")
    wait_for("note.txt on b", lambda: (pair.b.folder / "note.txt").is_file())
    pair.settle()
    pair.disconnect()
    (pair.a.folder / "note.txt").write_text("changed on a")
    (pair.b.folder / "note.txt").write_text("changed on b, longer")
    for instance in pair.instances:
        instance.scan()
    assert not pair.a.connected(pair.b)
    assert (pair.b.folder / "note.txt").read_text() == "changed on b, longer"
    pair.reconnect()
    pair.settle()
    for instance in pair.instances:
        names = sorted(path.name for path in instance.folder.iterdir() if path.name != ".stfolder")
        assert len(names) == 2, names
        assert CONFLICT.match(names[0]), names
        assert names[1] == "note.txt"
        texts = {(instance.folder / name).read_text() for name in names}
        assert texts == {"changed on a", "changed on b, longer"}


def test_syncthing_stays_on_loopback(tmp_path: Path) -> None:
    """Every socket address either instance connects, sends or binds to is on loopback (strace)."""
    (strace,) = require("strace")
    wrap = (strace, "-f", "-qq", "--seccomp-bpf", "-e", "trace=connect,bind,sendto,sendmsg", "-o", "{home}/calls.txt")
    with syncthing_pair(tmp_path / "syncthing", wrap) as pair:
        (pair.a.folder / "note.txt").write_text("over loopback")
        pair.settle()
        pair.disconnect()
        pair.reconnect()
        pair.settle()
    seen: set[str] = set()
    for instance in pair.instances:
        calls = (instance.home / "calls.txt").read_text()
        assert "AF_INET6" not in calls, "an IPv6 socket address (only 127.0.0.1 is configured)"
        seen |= set(re.findall(r'inet_addr\("([^"]+)"\)', calls))
        families = set(re.findall(r"sa_family=(AF_\w+)", calls))
        assert families <= {"AF_INET", "AF_UNIX", "AF_NETLINK"}, families
    assert seen == {"127.0.0.1"}
