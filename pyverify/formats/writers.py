"""Writers: pyverify JSONL (prontoqa-formats.md §8) and the original PrOntoQA JSON (§1).

Output is deterministic: the same examples give byte-identical files (fixed key order,
``\\n`` line ends, no timestamps). ``example_from_json`` reads pyverify's own records
back; the logical forms are recovered by parsing the sentences again and checked
against the stored TPTP strings, so a record whose text and ``fol`` disagree is refused.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

from pyverify.caches import PER_SENTENCE
from pyverify.errors import InputError
from pyverify.example import Example, GoldStep
from pyverify.logic import Formula, to_tptp

PathOrFile = str | Path | IO[str]


@contextmanager
def _open_for_writing(target: PathOrFile) -> Iterator[IO[str]]:
    if isinstance(target, (str, Path)):
        with open(target, "w", encoding="utf-8", newline="\n") as fh:
            yield fh
    else:
        yield target


def _label(answer: bool | None) -> str | None:
    return None if answer is None else ("True" if answer else "False")


# ---------------------------------------------------------------- pyverify JSONL


def example_to_json(ex: Example) -> dict[str, Any]:
    """The pyverify JSONL record of one example (§8): a superset of ``test_example``."""
    record: dict[str, Any] = {
        "id": ex.id,
        "question": ex.question,
        "query": ex.query,
        "chain_of_thought": list(ex.chain_of_thought),
        "answer": _label(ex.answer),
        "context": list(ex.context),
        "metadata": dict(ex.metadata),
    }
    if ex.context_fol is not None:
        fol: dict[str, Any] = {"context": [to_tptp(f) for f in ex.context_fol]}
        fol["query"] = to_tptp(ex.query_fol) if ex.query_fol is not None else None
        if ex.gold_fol is not None and ex.gold_steps is not None:
            fol["gold"] = [
                {"fol": to_tptp(f), "rule": s.rule, "premises": list(s.premises)}
                for f, s in zip(ex.gold_fol, ex.gold_steps, strict=True)
            ]
        record["fol"] = fol
    if ex.in_context:
        record["in_context"] = [example_to_json(ic) for ic in ex.in_context]
    return record


def _dumps(record: Mapping[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(", ", ": "))


def write_jsonl(examples: Iterable[Example], path_or_file: PathOrFile) -> int:
    """Write one JSON record per line; returns the number written. Streams."""
    count = 0
    with _open_for_writing(path_or_file) as fh:
        for ex in examples:
            fh.write(_dumps(example_to_json(ex)))
            fh.write("\n")
            count += 1
    return count


def _require(record: Mapping[str, Any], key: str, kind: type, where: str) -> Any:
    value = record.get(key)
    if not isinstance(value, kind):
        raise InputError(f"{where}: field '{key}' must be a {kind.__name__}")
    return value


@functools.lru_cache(maxsize=PER_SENTENCE)
def _sentence_lf(sentence: str) -> Formula | None:
    """The formula of a context or gold sentence that is one fact or rule, else None
    (memoised: a data set's sentences recur across its records)."""
    from pyverify.language.parse import parse_sentence
    from pyverify.verify.results import StepKind

    parsed = parse_sentence(sentence)
    if len(parsed) != 1 or parsed[0].kind not in (StepKind.FACT, StepKind.RULE):
        return None
    return parsed[0].formula


_MARKERS = ("assume", "contradicts", "OrE")


@functools.lru_cache(maxsize=PER_SENTENCE)
def _recorded_lf(sentence: str, expected: str, rule: str) -> Formula | None:
    """The formula of a sentence when it is the one the record gives (printed as TPTP),
    else None. For a gold step whose rule is a PrOntoQA-OOD marker, the formula is X of
    ``Assume X.`` / ``This contradicts with X.`` and C of ``Since D, C.``. Memoised on
    all three: a data set's sentences and their LFs recur across its records."""
    if rule not in _MARKERS:
        formula = _sentence_lf(sentence)
    else:
        from pyverify.language.parse import parse_sentence
        from pyverify.verify.results import StepKind

        parsed = parse_sentence(sentence)
        if rule == "OrE":
            formula = parsed[1].formula if len(parsed) == 2 else None
        else:
            kind = StepKind.ASSUMPTION if rule == "assume" else StepKind.CONTRADICTION
            formula = parsed[0].formula if len(parsed) == 1 and parsed[0].kind is kind else None
    return formula if formula is not None and to_tptp(formula) == expected else None


def _parse_lf(sentence: str, expected: object, where: str) -> Formula:
    formula = _recorded_lf(sentence, expected, "") if type(expected) is str else None
    if formula is not None:
        return formula
    formula = _sentence_lf(sentence)
    if formula is None:
        raise InputError(f"{where}: sentence {sentence!r} does not parse")
    raise InputError(
        f"{where}: sentence {sentence!r} parses to {to_tptp(formula)}, the record says "
        f"{expected}"
    )


def _parse_gold_lf(sentence: str, expected: str, rule: str, where: str) -> Formula:
    """A gold step's LF: as :func:`_parse_lf`, plus the PrOntoQA-OOD markers."""
    if rule not in _MARKERS:
        return _parse_lf(sentence, expected, where)
    formula = _recorded_lf(sentence, expected, rule)
    if formula is None:
        raise InputError(f"{where}: {rule} sentence {sentence!r} does not parse to {expected}")
    return formula


#: How deeply an example's metadata may nest: far beyond any real use, and far from the
#: depth at which pickling it for a worker process (``check -j``) or for the packed
#: example store overflows Python's stack (about 500).
MAX_METADATA_DEPTH = 64


def _nested_deeper(value: Any, limit: int) -> bool:
    """Whether ``value`` has arrays or objects nested more than ``limit`` deep
    (iterative: it is the deep values this is asked about)."""
    todo = [(value, 1)]
    while todo:
        node, depth = todo.pop()
        if isinstance(node, (dict, list)):
            if depth > limit:
                return True
            todo.extend((v, depth + 1) for v in (node.values() if isinstance(node, dict) else node))
    return False


def metadata_from_json(record: Mapping[str, Any], where: str) -> dict[str, Any]:
    """A record's ``metadata`` object ({} when absent), checked to be an object nested
    at most :data:`MAX_METADATA_DEPTH` levels."""
    metadata = record.get("metadata", {})
    if not isinstance(metadata, dict):
        raise InputError(f"{where}: field 'metadata' must be an object")
    if _nested_deeper(metadata, MAX_METADATA_DEPTH):
        raise InputError(
            f"{where}: field 'metadata' is nested more than {MAX_METADATA_DEPTH} levels deep"
        )
    return metadata


def example_from_json(record: Mapping[str, Any]) -> Example:
    """An Example from a pyverify JSONL record (inverse of :func:`example_to_json`)."""
    from pyverify.language.parse import parse_query
    from pyverify.language.split import split_sentences

    raw_id = record.get("id")
    if isinstance(raw_id, int) and not isinstance(raw_id, bool):
        ex_id = str(raw_id)  # (as a prediction's integer id is read: they must join)
    elif isinstance(raw_id, str):
        ex_id = raw_id
    else:
        what = "missing" if raw_id is None else f"a {type(raw_id).__name__}"
        raise InputError(f"record: field 'id' must be a string or an integer, not {what}")
    where = f"record {ex_id!r}"
    question = _require(record, "question", str, where)
    context_value = record.get("context")
    if context_value is None:
        context = tuple(s.text for s in split_sentences(question))
    elif isinstance(context_value, list) and all(isinstance(s, str) for s in context_value):
        context = tuple(context_value)
    else:
        raise InputError(f"{where}: field 'context' must be a list of strings")
    query = _require(record, "query", str, where)
    cot_value = _require(record, "chain_of_thought", list, where)
    if not all(isinstance(s, str) for s in cot_value):
        raise InputError(f"{where}: field 'chain_of_thought' must be a list of strings")
    cot = tuple(cot_value)
    answer_value = record.get("answer")
    if answer_value not in (None, "True", "False"):
        raise InputError(f"{where}: field 'answer' must be \"True\", \"False\" or null")
    answer = None if answer_value is None else answer_value == "True"
    metadata = metadata_from_json(record, where)

    context_fol = query_fol = gold_fol = None
    gold_steps = None
    fol = record.get("fol")
    if fol is not None:
        if not isinstance(fol, dict):
            raise InputError(f"{where}: field 'fol' must be an object")
        ctx_tptp = _require(fol, "context", list, where)
        if len(ctx_tptp) != len(context):
            raise InputError(f"{where}: fol.context is not aligned with the context")
        context_fol = tuple(
            [_parse_lf(s, t, where) for s, t in zip(context, ctx_tptp, strict=True)]
        )
        if fol.get("query") is not None:
            query_fol = parse_query(query)
            if query_fol is None or to_tptp(query_fol) != fol["query"]:
                raise InputError(f"{where}: query {query!r} does not parse to {fol['query']}")
        gold = fol.get("gold")
        if gold is not None:
            if not isinstance(gold, list) or len(gold) != len(cot):
                raise InputError(f"{where}: fol.gold is not aligned with chain_of_thought")
            n = len(cot)
            for g in gold:
                premises = g.get("premises", []) if isinstance(g, dict) else None
                if type(premises) is not list or not all(
                    [type(k) is int and 0 <= k < n for k in premises]
                ):
                    raise InputError(
                        f"{where}: every fol.gold entry must be an object whose 'premises' "
                        "are indices of chain_of_thought steps"
                    )
            lfs, steps = [], []
            for s, g in zip(cot, gold, strict=True):
                rule = str(g.get("rule"))
                lfs.append(_parse_gold_lf(s, str(g.get("fol")), rule, where))
                steps.append(GoldStep(rule, tuple(g.get("premises", []))))
            gold_fol, gold_steps = tuple(lfs), tuple(steps)
    in_context_value = record.get("in_context", [])
    if not isinstance(in_context_value, list):
        raise InputError(f"{where}: field 'in_context' must be a list")
    for ic in in_context_value:
        # An in-context example is a record without in-context examples of its own (a
        # prompt's demonstrations are not prompts), so reading one never recurses.
        if not isinstance(ic, dict) or ic.get("in_context"):
            raise InputError(
                f"{where}: every 'in_context' entry must be an example record without "
                "'in_context' of its own"
            )
    return Example(
        id=ex_id,
        context=context,
        query=query,
        chain_of_thought=cot,
        answer=answer,
        context_fol=context_fol,
        query_fol=query_fol,
        gold_fol=gold_fol,
        gold_steps=gold_steps,
        metadata=metadata,
        in_context=tuple(example_from_json(ic) for ic in in_context_value),
    )


# ---------------------------------------------------------------- original JSON


def _test_example(ex: Example) -> dict[str, Any]:
    obj: dict[str, Any] = {
        "question": ex.question,
        "query": ex.query,
        "chain_of_thought": list(ex.chain_of_thought),
    }
    if ex.answer is not None:
        obj["answer"] = _label(ex.answer)
    return obj


def to_prontoqa_document(examples: Iterable[Example]) -> dict[str, Any]:
    """``{"example1": {"in_context_example0": …, "test_example": …}, …}`` (§1)."""
    doc: dict[str, Any] = {}
    for n, ex in enumerate(examples, start=1):
        entry: dict[str, Any] = {}
        for k, ic in enumerate(ex.in_context):
            entry[f"in_context_example{k}"] = _test_example(ic)
        entry["test_example"] = _test_example(ex)
        doc[f"example{n}"] = entry
    return doc


def write_prontoqa_json(examples: Iterable[Example], path_or_file: PathOrFile) -> int:
    """The original generator's JSON (one-space indentation); returns the example count."""
    doc = to_prontoqa_document(examples)
    with _open_for_writing(path_or_file) as fh:
        json.dump(doc, fh, indent=1)
    return len(doc)
