"""``python -m ixconv ...`` is the ``ixconv`` command (for environments without the console script on PATH)."""

import sys

from ixconv.cli import main

sys.exit(main())
