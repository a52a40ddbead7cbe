"""``python -m ixconv.bench.dw_layers``: its layer and tile syntax, and one small run end to end."""

from __future__ import annotations

import pytest

from ixconv.bench import dw_layers
from ixconv.cpu import host


def test_layer_and_tile_syntax() -> None:
    assert dw_layers.parse_layer("56x56x72:3:1") == (56, 56, 72, 3, 1)
    with pytest.raises(ValueError, match="HxWxC:K:S"):
        dw_layers.parse_layer("56x56:3")
    spec = dw_layers.tile_spec("3x3", host().isa, 5, 2)
    assert (spec.vectors, spec.pixels, spec.kernel_width, spec.stride, spec.taps) == (3, 3, 5, 2, 25)
    with pytest.raises(ValueError, match="VxP"):
        dw_layers.tile_spec("3", host().isa, 3, 1)


def test_one_small_run(capsys) -> None:
    dw_layers.main(["--layers", "9x7x40:3:2", "--tiles", "2x4,3x3", "--runs", "1", "--rounds", "1"])
    out = capsys.readouterr().out
    line = [row for row in out.splitlines() if "9x7x40:3:2" in row][0]
    assert "2x4" in line and "3x3" in line and "default" in line and "1.00x" in line
