import subprocess
import sys


def test_model_does_not_import_qt() -> None:
    code = (
        "import sys, tarbish_score.model, tarbish_score.cli, tarbish_score.report; "
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')); "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip() == "[]"
