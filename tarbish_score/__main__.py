"""``python -m tarbish_score``: the same as the ``tarbish-score`` command."""

import sys

from tarbish_score.cli import main

sys.exit(main())
