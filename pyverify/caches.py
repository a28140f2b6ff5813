"""The size of pyverify's memo caches, in one place.

Parsing a sentence, keying and encoding its formula, printing it, decoding Prolog's
answer for it, instantiating a rule at an entity, building a generator's rule from its
words and writing a rule's SMT-LIB text for OOD validation are pure functions, memoised
by bounded LRU caches (``functools``), so what recurs (the vocabulary of a dataset, the
shared steps of sampled CoTs) is handled once. Each cache holds at most
``PER_SENTENCE`` entries. Memory therefore has a ceiling whatever the input: with every
sentence new (random words, the worst case printed by ``benchmarks/bench_verify.py``)
the caches stop growing at about 75 MB in all, while a stream of PrOntoQA CoTs fills
them to a fraction of that (about 20,000 distinct sentences per cache after 100,000
5-hop CoTs). The parser's memo of bulleted and numbered sentences (a
:class:`BoundedCache`, filled by those alone) can add as much again when every sentence
is new and bulleted.
"""

from __future__ import annotations

PER_SENTENCE = 1 << 15


class BoundedCache(dict):  # type: ignore[type-arg]
    """A memo that can be read without being filled: ``get`` looks up, ``put`` stores and
    drops the oldest entry beyond ``PER_SENTENCE`` (first in, first out)."""

    def put(self, key: object, value: object) -> None:
        if len(self) >= PER_SENTENCE:
            try:
                del self[next(iter(self))]
            except (KeyError, StopIteration, RuntimeError):  # another thread got there
                pass
        self[key] = value

    def cache_clear(self) -> None:
        self.clear()
