"""Per-item random streams: every item is rebuilt from ``(seed, index)`` alone.

The stream is seeded from a SHA-256 hash of the seed, the index and a purpose string, so
neighbouring seeds never share streams (reasoning-gym's ``Random(seed + idx)`` makes
seed 1 / item 0 equal seed 0 / item 1) and separate parts of one item (the test
example, each in-context example) draw from independent streams.
"""

from __future__ import annotations

import hashlib
import random


def derive_seed(seed: int, index: int, purpose: str = "item") -> int:
    """A 64-bit integer derived from ``(seed, index, purpose)``."""
    digest = hashlib.sha256(f"{seed}:{index}:{purpose}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def derive_rng(seed: int, index: int, purpose: str = "item") -> random.Random:
    """A fresh ``random.Random`` for one purpose of one item."""
    return random.Random(derive_seed(seed, index, purpose))
