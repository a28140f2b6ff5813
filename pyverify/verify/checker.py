"""Step-by-step verification of chains of thought (Algorithm 1 and Table 2, seed 000;
the natural-deduction rules and hypothetical reasoning of PrOntoQA-OOD, seed 002).

A :class:`Checker` compiles one example's theory into Prolog once and then classifies any
number of model outputs for it, all of them in a single Prolog call. Prolog decides, for
every step, whether it is provable from the context and the earlier steps, in how many
rule applications and from which premises; Python then adds what needs the gold proof:
utility (misleading / correct), ``off_path``, the proof path and the four proof metrics
of §4 (strict / skip / broad / valid), label accuracy, the first error (Figure 9) and the
wrong-branch lengths (Figure 10). Every step carries the ``Assume`` steps it still rests
on; a proof counts only when its conclusion rests on none.

Utility follows pyverify's operational reading of Table 2 (evaluation reference §1): a
valid fact step is misleading when it is not on the gold proof and all of its ground
premises are; a valid rule step is misleading when, instantiated at an entity of the gold
proof, its antecedent holds on the gold proof and its consequent does not. Unlike the
original (its GitHub issue #4) this catches jumps straight to a wrong derived fact as well
as restated wrong rules.
"""

from __future__ import annotations

import functools
import itertools
import operator
import weakref
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, fields, replace
from typing import TYPE_CHECKING, Any

from pyverify.caches import PER_SENTENCE
from pyverify.errors import SolverError, SolverUnavailable
from pyverify.example import OOD_GENERATOR, PRONTOQA_GENERATOR, Example
from pyverify.language.labels import (
    double_quoted_verdicts,
    map_option_letter,
    option_texts,
    split_label,
)
from pyverify.language.latex import has_math
from pyverify.language.lexicon import DEFAULT_LEXICON, Lexicon, context_vocabulary
from pyverify.language.parse import ParsedStep, parse_cot, parse_query, parse_sentence
from pyverify.language.split import CLOSERS, split_sentences
from pyverify.language.structured import JSON_NOTE, from_json_object
from pyverify.language.thinking import THINKING_OPEN_NOTE, THINKING_VALUES, without_thinking
from pyverify.logic import (
    Const,
    Formula,
    Kind,
    conjuncts,
    constants,
    instantiate_rule,
    negate,
    negation,
    to_tptp,
)
from pyverify.solvers.encode import encode_ground, encode_step, encode_theory, formula_key
from pyverify.solvers.prolog import PrologEngine
from pyverify.verify.results import (
    METRICS,
    NOT_JUDGED,
    TRUNCATED,
    ProofResult,
    StepKind,
    StepResult,
    Validity,
)

if TYPE_CHECKING:
    from pyverify.solvers.smt import Z3Checker

_RULE_NAMES = {
    0: None,
    1: "axiom",
    2: "MP",
    3: "repeat",
    4: "transitivity",
    5: "AndI",
    6: "AndE",
    7: "OrI",
    8: "MT",
    9: "OrE",
    10: "PbC",
    11: "assume",
    12: "contradiction",
}
_STRICT, _BROAD, _INVALID, _UNPARSEABLE = (
    Validity.STRICT,
    Validity.BROAD,
    Validity.INVALID,
    Validity.UNPARSEABLE,
)
_UNPARSEABLE_KIND = StepKind.UNPARSEABLE
_CONTRADICTION = StepKind.CONTRADICTION
# Sentences the metrics ignore: Backtrack to X / Try again (evaluation reference §4) and
# comments about the reasoning (Let's think step by step.).
_MARKER_KINDS = {StepKind.BACKTRACK, StepKind.RESTART, StepKind.COMMENT}
_ENCODE_KIND = {
    StepKind.FACT: "fact",
    StepKind.RULE: "fact",
    StepKind.ASSUMPTION: "assume",
    StepKind.CONTRADICTION: "contra",
}
# Checking with hypotheses (Assume / proof by cases / proof by contradiction) is
# supported; generators gate their gold-CoT check on this flag.
SUPPORTS_HYPOTHESES = True
_tids = itertools.count(1)
# The theories of Checkers dropped without close() (`Checker(ex).check_many(outputs)` in a
# loop): a finalizer notes each id here (only a list append: it may run inside any
# Prolog call), and the next Checker call unloads them, so their theories do not pile up
# in the engine.
_dropped: list[int] = []


def _unload_dropped(engine: PrologEngine) -> None:
    while _dropped:
        engine.call("pv_unload_goal", [str(_dropped.pop())])

#: The calculi a step can be strictly valid in (``CheckOptions.calculus``).
MODUS_PONENS = "modus-ponens"
NATURAL_DEDUCTION = "natural-deduction"
#: The reason of a step whose search used up its inference limit (judged invalid).
STEP_BOUND_REASON = f"{NOT_JUDGED}: solver bound hit (inference limit of the step)"
CALCULI = ("auto", MODUS_PONENS, NATURAL_DEDUCTION)
_CALCULUS_CODE = {MODUS_PONENS: "mp", NATURAL_DEDUCTION: "nd"}


def example_calculus(
    example: Example, calculus: str = "auto", formulas: Iterable[Formula | None] = ()
) -> str:
    """The calculus whose rules make a step of ``example`` strictly valid: ``calculus``
    itself unless it is ``"auto"``, which picks the one of the example's dataset.

    Strictly valid is "provable using only the deduction rules that appear in the gold
    proofs" (§4 of seed 000). PrOntoQA's gold proofs use Ax and Hop only (A.1): modus
    ponens; an and/or introduction or elimination, a modus tollens or a proof by cases
    or by contradiction is then broadly valid. PrOntoQA-OOD's are the natural-deduction
    rules of its generator (seed 002 §3; evaluation reference §1), all strict there. An
    example is PrOntoQA-OOD's when the OOD generator made it, when its rule (its
    metadata, or an original file's name) is not ModusPonens, when it comes with
    out-of-distribution demonstrations (``_OOD`` files), or when one of ``formulas``
    (its context and gold proof, as the checker reads them; the example's own logical
    forms by default) is a conjunction or disjunction or holds one, which no PrOntoQA
    sentence does; otherwise PrOntoQA's."""
    if calculus != "auto":
        return calculus
    meta = example.metadata
    rule = meta.get("rule")
    if (meta.get("generator") == OOD_GENERATOR or meta.get("ood_demonstrations")
            or (rule is not None and rule != "ModusPonens")):
        return NATURAL_DEDUCTION
    if meta.get("generator") == PRONTOQA_GENERATOR:  # (no walk: a Checker is made per check)
        return MODUS_PONENS
    if not formulas:
        formulas = (*(example.context_fol or ()), *(example.gold_fol or ()))
    compound = (Kind.AND, Kind.OR)
    if any(f is not None and any(n.kind in compound for n in f.walk()) for f in formulas):
        return NATURAL_DEDUCTION
    return MODUS_PONENS


@dataclass(frozen=True)
class CheckOptions:
    """Knobs of the checker; the defaults are the paper's semantics.

    ``adjacency``: the OOD evaluation's requirement that a modus-ponens step directly
    follows one of its premises (evaluation reference §4); off by default, the step is
    then only flagged ``non_adjacent``. ``compat_split``: split sentences as the original
    does (only ``.``/``;`` end a sentence; trailing text is dropped). ``cross_check``:
    have z3 confirm every step Prolog calls valid. ``max_sentences`` and ``max_chars``:
    the most of one output that is checked (a 10 MB output took 1.25 GB); the rest is
    not, and the result says so (``ProofResult.truncated``, one of its ``warnings``).
    ``inference_limit``: SWI-Prolog inferences one step's searches may use;
    ``output_inference_limit``: inferences all the steps of one output may use (about
    2 s at 20M: an output that loops until the model's token limit is cut off there, its
    remaining steps not judged and the result's ``bound_hit`` set, while the other
    outputs of the same ``check_many`` call are judged in full). Both are counts, not
    times, so a result is the same on any machine, and the same for an output checked
    alone or among others. ``thinking``: ``"check"`` judges a reasoning model's
    ``<think>…</think>`` like the rest of its output (a detour there leaves a proof
    correct, as beside any correct path); ``"skip"`` judges only what follows it
    (language/thinking.py), and an output that never closes its thinking has no proof
    and no label. ``calculus``: the rules whose steps are strictly valid,
    ``"modus-ponens"`` (PrOntoQA, seed 000: Ax and Hop; every other rule is broadly
    valid), ``"natural-deduction"`` (PrOntoQA-OOD, seed 002: all of them) or ``"auto"``,
    the one of each example's dataset (:func:`example_calculus`).
    """

    adjacency: bool = False
    compat_split: bool = False
    strict_grammar: bool = True
    cross_check: bool = False
    inference_limit: int = 300_000
    output_inference_limit: int = 20_000_000
    max_sentences: int = 20_000
    max_chars: int = 1_000_000
    thinking: str = "check"
    calculus: str = "auto"

    @functools.cached_property
    def _settings(self) -> dict[str, Any]:
        return self.settings()  # (made once per options: a Checker is made per example)

    def settings(self) -> dict[str, Any]:
        """The options that decide what a result says (every result records them, so
        ``check --resume`` can refuse to mix results judged differently); the budgets
        are left out: they decide only outputs that spend them, and say so."""
        return {
            "adjacency": self.adjacency,
            "thinking": self.thinking,
            "compat_split": self.compat_split,
            "strict_grammar": self.strict_grammar,
            "cross_check": self.cross_check,
            "calculus": self.calculus,
        }

    def __post_init__(self) -> None:
        for name in ("adjacency", "compat_split", "strict_grammar", "cross_check"):
            if not isinstance(getattr(self, name), bool):
                raise TypeError(f"{name} must be True or False, not {getattr(self, name)!r}")
        for name in ("inference_limit", "output_inference_limit", "max_sentences",
                     "max_chars"):
            value = getattr(self, name)
            # (a wrong bound made every step 'not judged', silently)
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise ValueError(f"{name} must be a positive integer, not {value!r}")
        if self.calculus not in CALCULI:
            raise ValueError(
                f"calculus must be one of {', '.join(map(repr, CALCULI))}, "
                f"not {self.calculus!r}"
            )
        if self.thinking not in THINKING_VALUES:
            raise ValueError(
                f"thinking must be one of {', '.join(map(repr, THINKING_VALUES))}, "
                f"not {self.thinking!r}"
            )


_DEFAULT_OPTIONS = CheckOptions()  # frozen: one instance serves every Checker


def _bounded(text: str, options: CheckOptions) -> tuple[str, str | None]:
    """The part of an output's proof text that is checked, at most ``max_chars``
    characters (the sentence the limit cuts through is left out whole) and
    ``max_sentences`` sentences, and the warning that says what was left out (None when
    nothing was)."""
    max_chars, max_sentences = options.max_chars, options.max_sentences
    if len(text) <= max_chars and len(text) <= max_sentences:  # a sentence has a character
        return text, None
    note = None
    sentences = None
    if len(text) > max_chars:
        head = text[:max_chars]
        sentences = split_sentences(head, options.compat_split)
        head = head[: sentences.pop().start] if sentences else ""
        note = (f"{TRUNCATED}: only its first {len(head):,} of {len(text):,} characters are "
                "checked (the limit per output)")
        text = head
    if len(text) > max_sentences:
        if sentences is None:
            sentences = split_sentences(text, options.compat_split)
        if len(sentences) > max_sentences:
            text = text[: sentences[max_sentences].start]
            note = (f"{TRUNCATED}: only its first {max_sentences:,} sentences are checked "
                    "(the limit per output)")
    return text, note


@dataclass
class _Prepared:
    steps: list[ParsedStep]
    formulas: list[Formula | None]
    keys: list[str | None]
    label: bool | None
    label_status: str
    encoded: list[str]  # one verify.pl step term per sentence
    warnings: list[str] = field(default_factory=list)


@dataclass
class _Request:
    """Outputs for one example, parsed, and the verify.pl goal that judges them
    (:func:`_sorted_goal`): distinct outputs in ``prepared``, each output's index into
    it in ``slots``."""

    prepared: list[_Prepared]
    slots: list[int]
    ids: list[str] | None
    goal: str
    order: list[int]
    shared: list[int]
    limits: str


class Checker:
    """Verifies model outputs against one example. Use as a context manager, or call
    :meth:`close` to drop the example's theory from Prolog."""

    def __init__(
        self,
        example: Example,
        options: CheckOptions | None = None,
        *,
        lexicon: Lexicon = DEFAULT_LEXICON,
        engine: PrologEngine | None = None,
    ) -> None:
        _require_example(example)
        _require_options(options)
        self.example = example
        self.options = options or _DEFAULT_OPTIONS
        if example.metadata.get("generator") not in (PRONTOQA_GENERATOR, OOD_GENERATOR):
            # an example from elsewhere may name entities and concepts of its own
            # (its query and gold proof too: `Fae is a wug.` makes `wugs` a noun)
            lexicon = context_vocabulary(
                (*example.context, example.query or "", *example.chain_of_thought), lexicon
            )
        self.lexicon = lexicon
        self.warnings: list[str] = []
        self._engine = engine
        self._tid: int | None = None

        self.context = self._context_formulas()
        # Extra proper names for the parser: constants of the ground context sentences
        # (rules have none) that the lexicon does not already know. Usually none, which
        # keeps the parse cache shared across examples (it is keyed on these names).
        forall = Kind.FORALL
        self.names = (
            frozenset().union(
                *[constants(f) for f in self.context if f is not None and f.kind is not forall]
            )
            - lexicon.names
        )
        self._gold_unread = False  # (set by _gold_formulas)
        self.gold = self._gold_formulas()
        self.gold_set = frozenset(self.gold)
        self.conclusion = self._conclusion()
        self.gold_entities = frozenset().union(
            *[constants(f) for f in self.gold if f.kind is not forall]
        )
        self.gold_keys = frozenset(_formula_key(f) for f in self.gold)
        self.conclusion_key = None if self.conclusion is None else _formula_key(self.conclusion)
        self._rule_cache: dict[Formula, bool] = {}
        self._metadata = dict(example.metadata)
        # a multiple-choice example's options (Logic-LM's "A) True"): an output that
        # answers with a letter ("The correct option is: B") answers with its text
        self._option_texts = option_texts(example.metadata.get("options")) or None
        self._settings = self.options._settings  # shared by the results (read-only)
        axioms = [f for f in self.context if f is not None]
        self._axiom_index = [j for j, f in enumerate(self.context) if f is not None]
        self._remap_axioms = len(self._axiom_index) != len(self.context)
        self.calculus = example_calculus(example, self.options.calculus,
                                         (*self.context, *self.gold))
        self._limits = (
            f"limits({self.options.inference_limit},{self.options.output_inference_limit},"
            f"{_CALCULUS_CODE[self.calculus]})"
        )
        self._theory, skipped = encode_theory(0, axioms)
        for j in skipped:
            self.warnings.append(
                f"context sentence {self._axiom_index[j]} is outside the Prolog calculus"
            )

    # ------------------------------------------------------------ set-up

    def _context_formulas(self) -> list[Formula | None]:
        ex = self.example
        if ex.context_fol is not None:
            return list(ex.context_fol)
        out: list[Formula | None] = []
        for i, sentence in enumerate(ex.context):
            parsed = parse_sentence(sentence, self.lexicon, strict=False)
            forms = [p.formula for p in parsed if p.kind in (StepKind.FACT, StepKind.RULE)]
            if len(forms) == 1 and len(parsed) == 1:
                out.append(forms[0])
            else:
                out.append(None)
                reason = parsed[0].reason if parsed else "empty"
                self.warnings.append(f"context sentence {i} not understood: {reason}")
        return out

    def _gold_formulas(self) -> list[Formula]:
        ex = self.example
        if ex.gold_fol is not None:
            return list(ex.gold_fol)
        text = " ".join(s.strip() for s in ex.chain_of_thought)
        steps = parse_cot(text, self.lexicon, names=self.names)
        gold = []
        for s in steps:
            p = s.parsed
            if p.kind in (StepKind.FACT, StepKind.RULE, StepKind.ASSUMPTION) and (
                p.formula is not None
            ):
                gold.append(p.formula)
            elif p.kind is _UNPARSEABLE_KIND:
                # never silently: the gold path, and the conclusion, would lack it
                self.warnings.append(f"gold proof sentence not understood: {s.sentence!r} "
                                     f"({p.reason})")
        self._gold_unread = bool(steps) and steps[-1].parsed.kind is _UNPARSEABLE_KIND
        return gold

    def _conclusion(self) -> Formula | None:
        """The gold proof's final conclusion: the last gold fact (§4 of seed 000); for a
        proofs-only example, the goal of its ``Prove:`` query."""
        if self.example.answer is None:
            goal = self._query()
            if goal is not None:
                return goal
        if not self._gold_unread:
            for f in reversed(self.gold):
                if f.kind is not Kind.FORALL:
                    return f
        # no gold proof, or its last sentence was not understood: the conclusion is the
        # query as the answer settles it (True: the query, False: its negation), never an
        # earlier gold step; None (no proof correct) when the query is not understood
        # either
        query = self._query()
        if query is None or self.example.answer is None:
            return None
        return query if self.example.answer else negate(query)

    def _query(self) -> Formula | None:
        """The query's formula: as the example records it, else parsed from its text."""
        ex = self.example
        return ex.query_fol or parse_query(ex.query, self.lexicon, names=self.names)

    @property
    def engine(self) -> PrologEngine:
        if self._engine is None:
            self._engine = PrologEngine.instance()
        return self._engine

    def _theory_term(self) -> str:
        """The compiled theory under a fresh theory id (recorded in ``self._tid``)."""
        self._tid = next(_tids)
        self._finalizer = weakref.finalize(self, _dropped.append, self._tid)
        return self._theory.replace("theory(0,", f"theory({self._tid},", 1)

    def close(self) -> None:
        if self._tid is not None:
            self._finalizer.detach()
            self.engine.call("pv_unload_goal", [str(self._tid)])
            self._tid = None

    def __enter__(self) -> Checker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------ checking

    def check(self, model_output: str, id: str | None = None) -> ProofResult:
        _output_text(model_output, "model_output")
        if id is not None:
            _output_text(id, "id")
        return self.check_many([model_output], ids=None if id is None else [id])[0]

    def check_many(
        self, outputs: Iterable[str], ids: Iterable[str] | None = None, *, once: bool = False
    ) -> list[ProofResult]:
        """Check several outputs for this example in one Prolog call.

        ``outputs`` is any iterable of strings (a list, a generator), ``ids`` (the results'
        ids, else the example's) one string per output. The first call also loads the
        theory (same call); with ``once=True`` the theory is dropped again in that call
        too (what the one-shot :func:`check` uses). :func:`check_together` does this for
        several examples in one call.
        """
        request = self._request(outputs, ids)
        if request is None:
            return []
        return self._answered(request, *self._ask(request, once))

    def _request(self, outputs: Iterable[str], ids: Iterable[str] | None) -> _Request | None:
        """The outputs parsed and their verify.pl goal (None for no outputs)."""
        outputs = _output_list(outputs, "outputs")
        if ids is not None:
            ids = _output_list(ids, "ids")
            if len(ids) != len(outputs):
                raise ValueError(f"{len(ids)} ids for {len(outputs)} outputs: one id per output")
        if not outputs:
            return None
        # Identical outputs (common among sampled rollouts) are parsed and checked once.
        prepared: list[_Prepared] = []
        seen: dict[str, int] = {}
        slots = []
        for text in outputs:
            k = seen.get(text)
            if k is None:
                k = seen[text] = len(prepared)
                prepared.append(self._prepare(text))
            slots.append(k)
        goal, order, shared = _sorted_goal(prepared)
        return _Request(prepared, slots, ids, goal, order, shared, self._limits)

    def _ask(self, request: _Request, once: bool) -> tuple[str | None, str]:
        """verify.pl's answer to a request (None when it gave none) and the warning that
        goes with no answer."""
        if _dropped:
            _unload_dropped(self.engine)
        try:
            if self._tid is not None:
                args = [str(self._tid), request.goal, request.limits]
                out = self.engine.call("pv_check_goal", args)
            elif once:  # (never stored, so its theory id, 0, is never looked up)
                out = self.engine.call(
                    "pv_once_goal", [self._theory, request.goal, request.limits]
                )
            else:
                out = self.engine.call(
                    "pv_load_check_goal", [self._theory_term(), request.goal, request.limits]
                )
        except SolverUnavailable:  # no solver at all: no verdict means anything
            raise
        except SolverError as exc:  # reported on this call's results only
            return None, str(exc)
        return out, "the solver failed to answer"

    def _answered(self, request: _Request, out: str | None, error: str) -> list[ProofResult]:
        """The results of a request, from verify.pl's answer ``out`` (None: no answer, and
        ``error`` says why on every result)."""
        prepared, order, shared = request.prepared, request.order, request.shared
        unanswered = False
        answers: list[list[str]] = [[] for _ in prepared]
        if out is None:
            unanswered = True
            for p in prepared:
                p.warnings.append(error)
        else:
            suffixes = out.split("|")
            if len(suffixes) == len(order):
                prev: list[str] = []
                for k, n, suffix in zip(order, shared, suffixes, strict=True):
                    prev = answers[k] = prev[:n] + (suffix.split(";") if suffix else [])
            if len(suffixes) != len(order) or any(
                len(a) != len(p.encoded) for a, p in zip(answers, prepared, strict=True)
            ):  # never expected; judge nothing rather than misalign
                for p in prepared:
                    p.warnings.append("solver answered for a different number of steps")
                unanswered, answers = True, [[] for _ in prepared]
        ids = request.ids
        results = []
        first: dict[int, ProofResult] = {}  # the result of each distinct output
        for j, k in enumerate(request.slots):
            rid = ids[j] if ids is not None else self.example.id
            done = first.get(k)
            if done is None:
                result = first[k] = self._finish(prepared[k], answers[k], rid, unanswered)
            else:  # the same output again: the same verdicts, its own id, steps, dicts
                result = replace(done, id=rid, proof_correct=dict(done.proof_correct),
                                 metadata=dict(self._metadata),
                                 steps=tuple([StepResult(*_step_fields(s)) for s in done.steps]))
            results.append(result)
        return results

    def _prepare(self, output: str) -> _Prepared:
        notes = []
        if output[:1] == "{" or output[:256].lstrip()[:1] == "{":  # (no copy of it all)
            unwrapped = from_json_object(output)  # '{"reasoning": …, "answer": …}'
            if unwrapped is not None:
                output = unwrapped
                notes.append(JSON_NOTE)
        if self._option_texts is not None:
            output = map_option_letter(output, self._option_texts)
        output = double_quoted_verdicts(output)
        if self.options.thinking == "skip" and "<" in output:
            output, unclosed = without_thinking(output)  # (same length: spans hold)
            if unclosed:
                notes.append(THINKING_OPEN_NOTE)
        split = split_label(output)  # the label at the end of all of it
        proof, truncated = _bounded(split.proof, self.options)
        steps = parse_cot(
            proof,
            self.lexicon,
            names=self.names,
            compat=self.options.compat_split,
            strict=self.options.strict_grammar,
            context=self.context,
        )
        rows = [_step_info(s.parsed.kind, s.parsed.formula) for s in steps]
        if rows:
            formulas, keys, encoded = (list(col) for col in zip(*rows, strict=True))
            # (scans in C, not a loop over steps; a conditional may be LaTeX: latex.py)
            if "If " in proof or "if " in proof or has_math(proof):
                _close_conditionals(steps, encoded, proof)
        else:
            formulas, keys, encoded = [], [], []
        label = split.label
        if split.claim and steps and truncated is None:  # else the claim was cut off
            end = split.claim_end
            claim = steps[-1] if end is None else next(
                (s for s in reversed(steps) if s.end <= end), None)  # claims follow it
            label = self._claim_label(None if claim is None else claim.parsed.formula, label)
        return _Prepared(
            steps=steps,
            formulas=formulas,
            keys=keys,
            label=label,
            label_status=split.status if self.example.answer is not None else "not-applicable",
            encoded=encoded,
            warnings=notes if truncated is None else [*notes, truncated],
        )

    def _claim_label(self, claim: Formula | None, word: bool | None) -> bool | None:
        """The label of an output that ends ``the statement "X" is true|false``: True when
        the claim that sentence makes (X, or X negated) is the query, False when it is the
        query's negation (``"Fae is not a cat" is false`` answers ``Fae is a cat`` with
        True), else the verdict word as written."""
        if claim is None or self.example.answer is None:
            return word
        query = self._query()
        if query is None:
            return word
        if claim is query:
            return True
        if claim is negate(query) or claim is negation(query):  # (¬(A ∧ B), or ¬A ∨ ¬B)
            return False
        return word

    def _finish(
        self, prep: _Prepared, raw: list[str], rid: str, unanswered: bool
    ) -> ProofResult:
        """Turn Prolog's verdicts for one CoT into StepResults and a ProofResult.

        Per-step facts are gathered in flat lists first and every StepResult is built
        exactly once (this runs for every step of every CoT, so it avoids attribute and
        enum lookups in its loops).
        """
        n = len(prep.steps)
        formulas = prep.formulas
        validity: list[Validity | None] = [None] * n
        valid = [False] * n
        atomic: list[bool | None] = [None] * n
        cost: list[int | None] = [None] * n  # hops, for valid steps only
        rules: list[str | None] = [None] * n
        prem_steps: list[tuple[int, ...]] = [()] * n
        prem_ax: list[tuple[int, ...]] = [()] * n
        hyps: list[tuple[int, ...]] = [()] * n
        reasons: list[str | None] = [None] * n
        bound_hit = unanswered
        axiom_index = self._axiom_index
        remap = self._remap_axioms
        n_raw = len(raw)
        cut = None  # the first step not judged because the output's budget was spent
        for i, ps in enumerate(prep.steps):
            kind = ps.parsed.kind
            if kind is _UNPARSEABLE_KIND:
                validity[i] = _UNPARSEABLE
                reasons[i] = ps.parsed.reason
                continue
            if kind in _MARKER_KINDS:
                continue
            fields = raw[i] if i < n_raw else "9"
            d = _decode_step(fields)
            v = d[0]
            if v is not None:
                validity[i] = v
                valid[i] = True
                atomic[i] = d[1]
                cost[i] = d[2]
                rules[i] = d[3]
                prem_steps[i] = d[4]
                if d[5]:
                    prem_ax[i] = tuple(axiom_index[j] for j in d[5]) if remap else d[5]
                hyps[i] = d[6]
            elif fields[0] == "0":
                validity[i] = _INVALID
                reasons[i] = "not provable from the context and the earlier steps"
            elif fields[0] == "3":
                validity[i] = _INVALID
                bound_hit = True
                reasons[i] = STEP_BOUND_REASON
            elif fields[0] == "4":
                validity[i] = _INVALID
                bound_hit = True
                reasons[i] = f"{NOT_JUDGED}: solver bound hit (inference limit of the output)"
                if cut is None:
                    cut = i
            else:
                validity[i] = _INVALID
                reasons[i] = (
                    f"{NOT_JUDGED}: the solver gave no answer"
                    if unanswered
                    else "outside the calculus of this checker (not a unary literal or rule)"
                )

        misleading = self._misleading(formulas, prep.keys, valid, prem_steps, prem_ax)
        non_adjacent = self._non_adjacent(validity, rules, prem_steps, formulas)
        entailed: list[bool | None] = [None] * n
        warnings = [ps.parsed.warnings for ps in prep.steps]
        if self.options.cross_check:
            entailed, z3_warnings = self._cross_check(prep.steps, formulas, valid, hyps)
            for i, w in enumerate(z3_warnings):
                if w:
                    warnings[i] = warnings[i] + w

        proof_correct, conclusion_step, on_path = self._proof_metrics(
            prep.keys, validity, atomic, non_adjacent, prem_steps, hyps, rules
        )
        gold = self.gold_keys
        keys = prep.keys
        steps = []
        first_nc = None
        for i, ps in enumerate(prep.steps):
            p = ps.parsed
            step = StepResult(
                i,
                ps.sentence,
                ps.start,
                ps.end,
                p.kind,
                p.formula,
                validity[i],
                atomic[i],
                cost[i],
                misleading[i],
                valid[i] and keys[i] not in gold and i not in on_path,
                rules[i] == "repeat",
                non_adjacent[i],
                rules[i],
                prem_steps[i],
                prem_ax[i],
                p.prefix,
                reasons[i],
                warnings[i],
                entailed[i],
                hyps[i],
            )
            steps.append(step)
            if (
                first_nc is None
                and validity[i] is not None
                and not (atomic[i] and validity[i] is _STRICT and not misleading[i])
            ):
                first_nc = i
        return ProofResult(
            id=rid,
            steps=tuple(steps),
            proof_correct=proof_correct,
            label_gold=self.example.answer,
            label_predicted=prep.label,
            label_status=prep.label_status,
            conclusion_step=conclusion_step,
            first_non_canonical=first_nc,
            first_error=None if proof_correct["strict"] else first_nc,
            wrong_branch_lengths=self._wrong_branches(steps) if True in misleading else (),
            bound_hit=bound_hit,
            warnings=self._result_warnings(prep, cut),
            metadata=dict(self._metadata),  # each result its own: the dict is mutable
            options=self._settings,
        )

    def _result_warnings(self, prep: _Prepared, cut: int | None) -> tuple[str, ...]:
        warnings = self.warnings + prep.warnings
        if cut is not None:
            last = len(prep.steps) - 1
            steps = f"step {cut}" if cut == last else f"steps {cut}-{last}"
            warnings = [
                *warnings,
                f"{steps} not judged: the output used up its solver budget "
                f"({self.options.output_inference_limit:,} inferences)",
            ]
        return tuple(warnings)

    # ------------------------------------------------------------ utility

    def _misleading(
        self,
        formulas: list[Formula | None],
        keys: list[str | None],
        valid: list[bool],
        prem_steps: list[tuple[int, ...]],
        prem_ax: list[tuple[int, ...]],
    ) -> list[bool]:
        """Utility (Table 2, seed 000), read operationally (evaluation reference §1).

        (Plain loops: this runs for every valid step of every CoT.)"""
        gold = self.gold_set
        gold_keys = self.gold_keys
        context = self.context
        rule_cache = self._rule_cache
        forall = Kind.FORALL
        out = [False] * len(formulas)
        for i, f in enumerate(formulas):
            if not valid[i] or f is None or keys[i] in gold_keys:
                continue
            if f.kind is forall:
                cached = rule_cache.get(f)
                if cached is None:
                    cached = rule_cache[f] = self._rule_misleading(f)
                out[i] = cached
                continue
            # every ground premise (rules ignored) is on the gold proof, and there is one
            # (in any order of its conjuncts or disjuncts: compared by key)
            grounded = False
            for g in [formulas[k] for k in prem_steps[i]] + [context[j] for j in prem_ax[i]]:
                if g is not None and g.kind is not forall:
                    if g not in gold and _formula_key(g) not in gold_keys:
                        break
                    grounded = True
            else:
                out[i] = grounded
        return out

    def _rule_misleading(self, f: Formula) -> bool:
        """Instantiated at a gold entity, the antecedent holds on the gold proof and the
        consequent does not."""
        gold = self.gold_set
        for c in self.gold_entities:
            inst = instantiate_rule(f, Const(c))
            if inst is None:
                return False
            ante, cons = inst
            if all(a in gold for a in conjuncts(ante)) and not all(
                x in gold for x in conjuncts(cons)
            ):
                return True
        return False

    @staticmethod
    def _non_adjacent(
        validity: list[Validity | None],
        rules: list[str | None],
        prem_steps: list[tuple[int, ...]],
        formulas: list[Formula | None],
    ) -> list[bool]:
        """OOD adjacency (evaluation reference §4): a modus-ponens, modus-tollens or
        and-elimination step must use the nearest earlier logical step (markers
        skipped), or a restatement of one of its premises."""
        out = [False] * len(validity)
        prev: int | None = None
        for i, v in enumerate(validity):
            if rules[i] in ("MP", "MT", "AndE") and prem_steps[i] and prev is not None:
                if prev not in prem_steps[i] and not any(
                    formulas[k] is formulas[prev] for k in prem_steps[i]
                ):
                    out[i] = True
            if v is not None:
                prev = i
        return out

    # ------------------------------------------------------------ z3

    def _cross_check(
        self,
        steps: list[ParsedStep],
        formulas: list[Formula | None],
        valid: list[bool],
        hyps: list[tuple[int, ...]],
    ) -> tuple[list[bool | None], list[tuple[str, ...]]]:
        """z3's independent verdict on every step Prolog calls valid: is it entailed by
        the context together with the assumptions the step still rests on?

        Checked against the context (plus those assumed formulas) alone, with one solver
        per hypothesis set and push/pop per step: the stronger claim (earlier valid steps
        are themselves entailed), and a "no" is a disagreement between the two solvers,
        a bug, reported on the step. A valid contradiction step is confirmed by the
        context plus its assumptions being inconsistent.
        """
        from pyverify.solvers.smt import Verdict

        n = len(formulas)
        entailed: list[bool | None] = [None] * n
        warnings: list[tuple[str, ...]] = [()] * n
        groups: dict[tuple[int, ...], list[int]] = {}
        for i in range(n):
            if valid[i] and formulas[i] is not None:
                groups.setdefault(hyps[i], []).append(i)
        context = [f for f in self.context if f is not None]
        for i in range(n):
            if valid[i] and steps[i].parsed.kind is StepKind.CONTRADICTION:
                assumed = [formulas[h] for h in hyps[i] if formulas[h] is not None]
                consistent = _z3_checker().consistent(context + assumed)  # type: ignore[operator]
                entailed[i] = None if consistent is None else not consistent
                if consistent:
                    warnings[i] = ("z3 disagrees: nothing contradictory under these assumptions",)
        for hyp, todo in groups.items():
            assumed = [formulas[h] for h in hyp if formulas[h] is not None]
            verdicts = _z3_checker().entails_batch(
                context + assumed,
                [formulas[i] for i in todo],  # type: ignore[misc]
            )
            for i, verdict in zip(todo, verdicts, strict=True):
                entailed[i] = None if verdict is Verdict.UNKNOWN else verdict is Verdict.ENTAILED
                if entailed[i] is False:
                    warnings[i] = ("z3 disagrees: the step is not entailed",)
        return entailed, warnings

    # ------------------------------------------------------------ proof level

    def _proof_metrics(
        self,
        keys: list[str | None],
        validity: list[Validity | None],
        atomic: list[bool | None],
        non_adjacent: list[bool],
        prem_steps: list[tuple[int, ...]],
        hyps: list[tuple[int, ...]],
        rules: list[str | None],
    ) -> tuple[dict[str, bool], int | None, frozenset[int]]:
        """§4 of seed 000: a proof is correct when a path of steps reaches the gold
        conclusion; strict / skip / broad / valid say which steps the path may hold. The
        conclusion must rest on no open assumption (seed 002; evaluation reference §4).
        Returns the metrics, the conclusion step and the steps its derivation rests on
        (the premises Prolog chose). When that path misses a metric and a formula was
        stated more than once, the metric is decided as Algorithm 1 of seed 000 does
        with its stricter condition: only steps the metric allows are proved (added to
        S), so a premise may be any earlier statement of the same formula that the
        metric allows (:func:`_metric_paths`)."""
        proof_correct = {m: False for m in METRICS}
        conclusion_step = None
        on_path: frozenset[int] = frozenset()
        best = -1
        target = self.conclusion_key
        if target is None:
            return proof_correct, None, on_path
        ends = []
        for c, key in enumerate(keys):
            if key != target or hyps[c]:
                continue
            if validity[c] is not _STRICT and validity[c] is not _BROAD:
                continue
            ends.append(c)
            path = _support(c, prem_steps)
            ok = self._path_metrics(path, validity, atomic, non_adjacent)
            score = sum(ok.values())
            if score > best:
                best, conclusion_step, on_path = score, c, path
            for m in METRICS:
                proof_correct[m] = proof_correct[m] or ok[m]
        if ends and not all(proof_correct.values()):
            stated = [k for k, v in zip(keys, validity, strict=True)
                      if v is _STRICT or v is _BROAD]
            if len(set(stated)) < len(stated):
                adjacency = non_adjacent if self.options.adjacency else None
                missing = [m for m in METRICS if not proof_correct[m]]
                for m, ok_steps in _metric_paths(
                    missing, keys, validity, atomic, adjacency, prem_steps, hyps, rules
                ).items():
                    proof_correct[m] = proof_correct[m] or any(ok_steps[c] for c in ends)
        return proof_correct, conclusion_step, on_path

    def _path_metrics(
        self,
        path: frozenset[int],
        validity: list[Validity | None],
        atomic: list[bool | None],
        non_adjacent: list[bool],
    ) -> dict[str, bool]:
        if self.options.adjacency and any(non_adjacent[i] for i in path):
            return {m: False for m in METRICS}
        allowed = _ALL_METRICS.intersection(
            *[_metrics_allowing(validity[i], atomic[i]) for i in path]
        )
        return {"strict": "strict" in allowed, "skip": "skip" in allowed,
                "broad": "broad" in allowed, "valid": "valid" in allowed}

    def _wrong_branches(self, steps: list[StepResult]) -> tuple[int, ...]:
        """Figure 10 of seed 000: after each strictly-valid atomic misleading step that
        starts a branch, the number of steps until the CoT is back on the gold proof."""
        logical = [s for s in steps if s.validity is not None]
        lengths = []
        for k, s in enumerate(logical):
            if not (s.validity is _STRICT and s.atomic and s.misleading):
                continue
            if k > 0 and logical[k - 1].misleading:
                continue  # same branch
            for n, later in enumerate(logical[k + 1 :], start=1):
                if later.formula is not None and later.formula in self.gold_set:
                    lengths.append(n)
                    break
        return tuple(lengths)


# A StepResult's fields in order: a copy is StepResult(*_step_fields(step)) (~0.7 µs,
# against ~4 µs for copy.copy or dataclasses.replace).
_step_fields = operator.attrgetter(*[f.name for f in fields(StepResult)])

_ALL_METRICS = frozenset(METRICS)
_NOT_ATOMIC_METRICS = frozenset({"skip", "valid"})
_BROAD_METRICS = frozenset({"broad", "valid"})
_NO_METRICS: frozenset[str] = frozenset()


def _metrics_allowing(validity: Validity | None, atomic: bool | None) -> frozenset[str]:
    """The metrics whose proof path may hold a step (§4 of seed 000): a strictly valid
    atomic step, all four; a non-atomic one, skip and valid; a broadly valid step, broad
    and valid; any other step, none."""
    if validity is _STRICT:
        return _ALL_METRICS if atomic else _NOT_ATOMIC_METRICS
    if validity is _BROAD:
        return _BROAD_METRICS
    return _NO_METRICS


#: Rules whose premises must rest on exactly the assumptions Prolog's did: a proof by
#: cases uses each case's result under that case's assumption, a proof by contradiction
#: discharges the assumption its contradiction rests on.
_EXACT_PREMISES = frozenset({"OrE", "PbC"})


def _metric_paths(
    metrics: list[str],
    keys: list[str | None],
    validity: list[Validity | None],
    atomic: list[bool | None],
    non_adjacent: list[bool] | None,
    prem_steps: list[tuple[int, ...]],
    hyps: list[tuple[int, ...]],
    rules: list[str | None],
) -> dict[str, list[bool]]:
    """For each of ``metrics``, which steps are proved using only steps it allows (Algorithm 1
    of seed 000 with its stricter condition: a step is added to S only when the metric
    allows it). A step's premises are those Prolog chose, or any earlier statement of
    the same formula that rests on no other assumption (on the same ones, for the rules
    of _EXACT_PREMISES): the model may restate a fact canonically after first claiming
    it with a skipped hop, and a later step that uses it is proved from the canonical
    statement."""
    n = len(keys)
    out = {}
    for m in metrics:
        ok = [False] * n
        proved: dict[str | None, list[int]] = {}
        for i in range(n):
            if m not in _metrics_allowing(validity[i], atomic[i]) or (
                non_adjacent is not None and non_adjacent[i]
            ):
                continue
            exact = rules[i] in _EXACT_PREMISES
            for k in prem_steps[i]:
                if k >= i or ok[k]:
                    continue
                within = set(hyps[k])
                if not any(
                    j < i and (hyps[j] == hyps[k] if exact else within.issuperset(hyps[j]))
                    for j in proved.get(keys[k], ())
                ):
                    break
            else:
                ok[i] = True
                if rules[i] != "assume" or i in hyps[i]:
                    # (an assumption of what was already derived rests on nothing new, but
                    # proves nothing either: 'If Fae is a cat, then …' after a skipped hop
                    # to 'Fae is a cat' is no canonical statement of it)
                    proved.setdefault(keys[i], []).append(i)
        out[m] = ok
    return out


def _support(step: int, prem_steps: list[tuple[int, ...]]) -> frozenset[int]:
    """The steps a step's derivation rests on, itself included (premises are earlier)."""
    seen = {step}
    todo = [step]
    while todo:
        node = todo.pop()
        for k in prem_steps[node]:
            if k < node and k not in seen:
                seen.add(k)
                todo.append(k)
    return frozenset(seen)


# verify.pl's answer for one step ("V Cost Rule NS S.. NA A.. NH H..", see its header),
# decoded once per distinct line: the same lines recur across steps and CoTs.
@functools.lru_cache(maxsize=PER_SENTENCE)
def _decode_step(fields: str) -> tuple:
    """(validity, atomic, cost, rule, premise steps, premise axioms, hypotheses) of a
    valid step; (None,) for any other line."""
    v = fields[0]
    if v != "1" and v != "2":
        return (None,)
    nums = list(map(int, fields.split()))
    c = nums[1]
    ns = nums[3]
    na = nums[4 + ns]
    return (
        _STRICT if v == "1" else _BROAD,
        v == "1" and c <= 1,  # broadly-valid steps are never atomic (§4, seed 000)
        c,
        _RULE_NAMES[nums[2]],
        tuple(nums[4 : 4 + ns]),
        tuple(nums[5 + ns : 5 + ns + na]),
        tuple(nums[6 + ns + na :]) if nums[5 + ns + na] else (),
    )


@functools.lru_cache(maxsize=PER_SENTENCE)
def _formula_key(f: Formula) -> str:
    """Canonical key of a formula: equal for formulas equal up to conjunct / disjunct
    order; a formula outside the Prolog calculus is keyed by its text."""
    return formula_key(f) or "txt:" + to_tptp(f)


def _close_conditionals(steps: list[ParsedStep], encoded: list[str], text: str) -> None:
    """``If X, then Y``: X's assumption (``assume(X)``, the prefix "If") becomes
    ``cond(X, N)``, closed by verify.pl after the N steps that follow it up to the last
    of its sentence (a reason in brackets after the full stop comes before that one). A
    sentence that ends in ';' goes on in the next one on its line: ``If X, then A, so B;
    C, so D.`` is one conditional; a contradiction right after the conditional is its
    last step (``If X were A, it would be B. But that contradicts …``), and so is one
    that ends the next sentence after a claim (``… But Rex is not blue, so this is a
    contradiction``). (``If X: A`` heads a case, an assumption: tolerant.py's
    _if_colon.)"""
    for i, ps in enumerate(steps):
        if ps.parsed.prefix == "If" and ps.parsed.kind is StepKind.ASSUMPTION:
            if encoded[i] != "skip":  # assume(X): X is inside the calculus
                # the sentence's steps, and any reason from the next line inserted among
                # them (parse_cot): a scan that stops where the sentence's steps end
                last, j, start = i, i + 1, ps.start
                while j < len(steps):
                    step = steps[j]
                    if step.start != start and step.parsed.prefix != "because":
                        prev = steps[j - 1]
                        if not (prev.sentence.rstrip(CLOSERS).endswith(";")
                                and "\n" not in text[prev.end : step.start]):
                            break
                        start = step.start  # 'If X: A; B': B is still the case's
                    if step.start == start:
                        last = j
                    j += 1
                nxt = steps[last + 1 : last + 3]
                if nxt and nxt[0].parsed.kind is _CONTRADICTION:
                    # 'If Polly were an impus, … Polly would be a lorpus. But that
                    # contradicts …': the contradiction the conditional leads to is its
                    # last step, so the next one may discharge X (proof by contradiction)
                    last += 1
                elif (len(nxt) == 2 and nxt[0].parsed.kind is StepKind.FACT
                      and nxt[1].parsed.kind is _CONTRADICTION and nxt[1].start == nxt[0].start):
                    # '… then Rex would be blue. But Rex is not blue, so this is a
                    # contradiction': so too a claim and the contradiction in one sentence
                    last += 2
                encoded[i] = f"cond({encode_ground(ps.parsed.formula)},{last - i})"


# What _prepare needs of a parsed step, a pure function of its kind and formula (keyed on
# those two, whose hashes are C-level, rather than on the Parsed dataclass, whose hash is
# computed in Python on every call): the formula the metrics see, its key, and the
# verify.pl step term.
@functools.lru_cache(maxsize=PER_SENTENCE)
def _step_info(
    kind: StepKind, formula: Formula | None
) -> tuple[Formula | None, str | None, str]:
    code = _ENCODE_KIND.get(kind)
    # A contradiction's formula is the fact contradicted, not a conclusion.
    f = formula if code is not None and code != "contra" else None
    return (
        f,
        None if f is None else _formula_key(f),
        "skip" if code is None else encode_step(formula, code),
    )


def _sorted_goal(prepared: list[_Prepared]) -> tuple[str, list[int], list[int]]:
    """``sorted(s(Step0, Step1, …), [c(L, Suffix), …])``, the order the CoTs are sent in,
    and for each of them L, the number of leading steps it shares with the one before.

    Each distinct step term goes into the table once and the CoTs become lists of table
    indices, sent in lexicographic order so that neighbours share their longest common
    prefix; only the steps after it are judged (prolog/verify.pl, ``check_sorted``).
    A step's verdict is a function of the theory and the steps before it, which is
    exactly what a shared prefix fixes.
    """
    index: dict[str, int] = {}
    seqs = [[index.setdefault(e, len(index)) for e in p.encoded] for p in prepared]
    order = sorted(range(len(seqs)), key=seqs.__getitem__) if len(seqs) > 1 else [0]
    parts = []
    shared = []
    prev: list[int] = []
    for k in order:
        seq = seqs[k]
        n = 0
        m = min(len(seq), len(prev))
        while n < m and seq[n] == prev[n]:
            n += 1
        shared.append(n)
        parts.append(f"c({n},[{','.join(map(str, seq[n:]))}])")
        prev = seq
    table = ",".join(index) if index else "skip"
    return f"sorted(s({table}),[{','.join(parts)}])", order, shared


def require_solvers(options: CheckOptions | None = None) -> None:
    """Raise :class:`~pyverify.errors.SolverUnavailable` (saying how to install it) unless
    SWI-Prolog starts, and z3 too when ``options`` cross-check: a run that cannot judge
    anything stops before reading its input instead of reporting every step unjudged."""
    PrologEngine.instance()
    if options is not None and options.cross_check:
        _z3_checker()


@functools.lru_cache(maxsize=1)
def _z3_checker() -> Z3Checker:
    """One z3 checker per process (z3 is imported only when cross-checking)."""
    from pyverify.solvers.smt import Z3Checker

    return Z3Checker()


def _kind(value: object) -> str:
    return "None" if value is None else type(value).__name__


def _require_example(value: object) -> Example:
    if not isinstance(value, Example):
        hint = (" (a record of an input format becomes one with "
                "pyverify.example_from_record(record))") if isinstance(value, Mapping) else ""
        raise TypeError(f"example must be a pyverify Example, not {_kind(value)}{hint}")
    return value


def _require_options(value: object) -> None:
    if value is not None and not isinstance(value, CheckOptions):
        raise TypeError(f"options must be a CheckOptions, not {_kind(value)}")


def _output_text(value: object, name: str) -> str:
    """``value`` if it is a string; else a TypeError saying what to pass (str() of bytes or
    of a list used to be checked as if it were the model's text)."""
    if isinstance(value, str):
        return value
    hint = (
        " (decode the bytes first)"
        if isinstance(value, (bytes, bytearray))
        else " (several outputs: check_many)"
        if isinstance(value, (list, tuple))
        else ""
    )
    raise TypeError(f"{name} must be a str, not {_kind(value)}{hint}")


def _output_list(values: object, name: str) -> list[str]:
    """``values``, an iterable of strings, as a list; a single string (whose characters
    would be checked one by one), a non-iterable or a non-string item is a TypeError."""
    if isinstance(values, (str, bytes, bytearray)):
        raise TypeError(
            f"{name} must be an iterable of str, not a single {_kind(values)} "
            f"(for one: [{name[:-1]}])"
        )
    try:
        out = list(values)  # type: ignore[call-overload]
    except TypeError:
        raise TypeError(f"{name} must be an iterable of str, not {_kind(values)}") from None
    for i, value in enumerate(out):
        _output_text(value, f"{name}[{i}]")
    return out


def check(example: Example, model_output: str, options: CheckOptions | None = None) -> ProofResult:
    """Verify one model output against one example (one Prolog call in all)."""
    _output_text(model_output, "model_output")
    return Checker(example, options).check_many([model_output], once=True)[0]


def check_many(
    example: Example, outputs: Iterable[str], options: CheckOptions | None = None
) -> list[ProofResult]:
    """Verify several model outputs (samples, rollouts; any iterable of strings) for one
    example in one call."""
    return Checker(example, options).check_many(outputs, once=True)


def check_batch(
    pairs: Iterable[tuple[Example, Iterable[str]]], options: CheckOptions | None = None
) -> list[list[ProofResult]]:
    """:func:`check_many` for every ``(example, outputs)`` pair, their checks in one
    Prolog call per 64 examples (:func:`check_together`): the same results, less time
    per example when examples have few outputs each."""
    _require_options(options)
    return _checked_batch([_pair(pair) for pair in pairs], options)


def _checked_batch(
    pairs: list[tuple[Example, list[str]]], options: CheckOptions | None
) -> list[list[ProofResult]]:
    """:func:`check_batch` for pairs already checked by :func:`_pair` (check_parallel
    checks each pair once, before it travels to a worker)."""
    return check_together([(Checker(example, options), outputs) for example, outputs in pairs])


#: The most examples whose checks share one Prolog call (check_together): a call's goal
#: text and terms grow with it, and 64 already saves nearly all a call costs.
_TOGETHER = 64


def check_together(jobs: Iterable[tuple[Checker, Iterable[str]]]) -> list[list[ProofResult]]:
    """``checker.check_many(outputs, once=True)`` for every ``(checker, outputs)`` pair,
    the one-shot checks of the pairs in one Prolog call per 64 (verify.pl's
    pv_batch_goal/2), in order. The results are those of the separate calls; only the
    cost differs: a call of its own cost a 5-hop example with one output ~25-40 µs more
    (the call, reading the goal texts, the answer string), 15-25 % of its check in
    alternating rounds of 64 examples. A checker with a stored theory (its earlier
    check_many was not ``once``), one with another engine than the first, and an example
    whose check in the batch failed or raised are asked on their own (the results of the
    last then say why, as check_many's would)."""
    jobs = list(jobs)
    requests = [checker._request(outputs, None) for checker, outputs in jobs]
    answers: list[tuple[str | None, str] | None] = [None] * len(jobs)
    batch = [
        i for i, (checker, _) in enumerate(jobs)
        if requests[i] is not None and checker._tid is None
    ]
    if len(batch) < 2:
        batch = []  # (one is asked on its own, below)
    else:
        engine = jobs[batch[0]][0].engine
        batch = [i for i in batch if jobs[i][0].engine is engine]
    for start in range(0, len(batch), _TOGETHER):
        calls = batch[start : start + _TOGETHER]
        items = []
        for i in calls:
            checker, request = jobs[i][0], requests[i]
            assert request is not None
            # (one-shot: never stored, so no item's theory id, 0, is looked up)
            items.append(f"o({checker._theory},{request.goal},{request.limits})")
        try:
            out = engine.call("pv_batch_goal", ["[" + ",".join(items) + "]"])
        except SolverError:
            out = None  # each is asked again on its own, and reports what it gets
        parts = [] if out is None else out.split("#")
        if len(parts) == len(calls):
            for i, part in zip(calls, parts, strict=True):
                if part != "!":
                    answers[i] = (part, "the solver failed to answer")
    results = []
    for (checker, _), request, answer in zip(jobs, requests, answers, strict=True):
        if request is None:
            results.append([])
            continue
        if answer is None:
            answer = checker._ask(request, True)
        results.append(checker._answered(request, *answer))
    return results


def _pair(item: object) -> tuple[Example, list[str]]:
    """One ``(example, outputs)`` item of :func:`check_parallel`, checked before it travels
    to a worker."""
    try:
        example, outputs = item  # type: ignore[misc]
    except (TypeError, ValueError):
        raise TypeError(f"items must be (example, outputs) pairs, not {_kind(item)}") from None
    return _require_example(example), _output_list(outputs, "outputs")


def check_parallel(
    items: Iterable[tuple[Example, Iterable[str]]],
    options: CheckOptions | None = None,
    *,
    jobs: int | None = None,
) -> Iterator[list[ProofResult]]:
    """:func:`check_many` for every ``(example, outputs)`` pair, in ``jobs`` spawned
    worker processes (default: one per core; each has its own SWI-Prolog engine, as
    pyswip is not thread-safe), yielding each pair's results in input order. The input
    is read only a few batches ahead of the results, so it may be any long stream;
    pairs travel in batches of about ``pyverify.parallel.BATCH_OUTPUTS`` outputs, and
    the pairs of a batch are checked in one Prolog call (:func:`check_batch`).
    ``jobs=1`` checks in this process."""
    from pyverify.parallel import BATCH_OUTPUTS, batched, cpu_count, ordered_map

    if jobs is not None and (not isinstance(jobs, int) or isinstance(jobs, bool) or jobs < 0):
        raise ValueError(f"jobs must be a positive integer (0 or None: one per core), "
                         f"not {jobs!r}")
    jobs = jobs or cpu_count()
    _require_options(options)
    pairs = (_pair(item) for item in items)
    if jobs == 1:
        for batch in batched(pairs, BATCH_OUTPUTS, lambda pair: len(pair[1])):
            yield from _checked_batch(batch, options)
        return
    for results in ordered_map(
        _check_pairs,
        (
            (batch, options)
            for batch in batched(pairs, BATCH_OUTPUTS, lambda pair: len(pair[1]))
        ),
        jobs=jobs,
    ):
        yield from results


def _check_pairs(
    batch: tuple[list[tuple[Example, list[str]]], CheckOptions | None],
) -> list[list[ProofResult]]:
    """A worker's share of :func:`check_parallel`."""
    pairs, options = batch
    return _checked_batch(pairs, options)
