"""A simulated reasoner that answers like the LLMs of seed 000 §5.4 (a test baseline).

It walks the example's actual context rules (``example.context_fol``) from the premise
fact, mostly writing valid atomic steps along the gold path. At a fork (a node with a
distractor parent or several outgoing rules) it follows a wrong rule with probability
``p_wrong_branch`` — restating the rule, or jumping straight to the derived fact — for a
few hops, then either returns to the gold path or concludes from the wrong branch. It
also skips rule sentences or whole hops (``p_skip_hop``), writes invalid steps
(``p_invalid``: a converse rule or an unsupported fact), writes a shortcut rule that
chains two rules into one (``p_shortcut``: ``Every cat is a mammal``, broadly valid by
transitivity, §4 of seed 000; on the gold path, or at the start of a wrong branch) and
flips the label (``p_label_flip``). The label comes from what it derived, so a wrong
branch can give a wrong label. Phrasing varies ("So", "Therefore,", "Since X, Y.", a
missing final period, "The answer is True.") so the parser's tolerance is exercised.

A proof that is not one such chain (PrOntoQA-OOD's and/or rules, proof by cases and by
contradiction, composed proofs) is written as its gold CoT with the errors of seed 002
A.3 instead (``BaselineReasoner._proof``, ``PROOF_PERTURBATIONS``).

Output is deterministic from ``(seed, example id, index)``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pyverify.example import Example
from pyverify.generate.seeding import derive_rng
from pyverify.language.parse import query_statement
from pyverify.language.realise import RealiseError, realise
from pyverify.logic import (
    Formula,
    Kind,
    Pred,
    X,
    instantiate_rule,
    negate,
    negation,
    predicates,
    rule,
    universal_rule,
)

PERTURBATIONS = (
    "wrong_branch",
    "wrong_branch_return",
    "wrong_branch_conclude",
    "jump_to_wrong_fact",
    "shortcut_rule",
    "wrong_branch_shortcut",
    "skip_rule",
    "skip_hop",
    "converse_rule",
    "unsupported_fact",
    "label_flip",
)
# The errors of proofs that are not one chain (BaselineReasoner._proof).
PROOF_PERTURBATIONS = (
    "unassumed",
    "direct_conclusion",
    "unsupported_fact",
    "distractor_deduction",
    "skip_rule",
    "skip_step",
    "label_flip",
)
PHRASINGS = ("prefix", "since", "no_final_period", "answer_is")
STYLES = ("plain", "chat")
# The chat style (style="chat"): what chat models wrap the same steps in.
_CHAT_FACT_LEADS = ("So", "Therefore,", "This means that", "From this, we can conclude that",
                    "It follows that", "Hence,", "We can deduce that", "That means")
_CHAT_RULE_LEADS = ("We know that", "According to the premises,", "The context states that",
                    "Recall that", "We also know that")
_CHAT_PREAMBLES = ("Let's think step by step.", "Sure! Let's reason through this.",
                   "Okay, let's break this down.")


@dataclass(frozen=True)
class BaselineAnswer:
    """The model-output text and what the reasoner did (perturbations, phrasings)."""

    text: str
    perturbations: tuple[str, ...]
    phrasings: tuple[str, ...]
    label: bool | None


class _Writer:
    """Collects CoT sentences, reusing context sentences for context LFs."""

    def __init__(self, ex: Example, rng: random.Random) -> None:
        assert ex.context_fol is not None
        self.rng = rng
        self.sentence_of = {f: s for f, s in zip(ex.context_fol, ex.context, strict=True)}
        self.sentences: list[str] = []
        self.kinds: list[str] = []  # per sentence: fact, rule, prefixed (a fact), since,
        # assume, contradiction
        self.derived: list[Formula] = []
        self.phrasings: list[str] = []

    def say(self, f: Formula, *, prefix_ok: bool = True) -> None:
        text = self.sentence_of.get(f)
        if text is None:
            text = realise(f, self.rng)
        self.add(text, f, "fact" if f.is_ground else "rule", prefix_ok=prefix_ok)

    def add(self, text: str, f: Formula, kind: str, *, prefix_ok: bool = True) -> None:
        """A sentence as written: ``kind`` fact, rule, since, assume or contradiction;
        a fact may get a discourse prefix (unless not ``prefix_ok``)."""
        if kind == "fact" and prefix_ok and self.rng.random() < 0.12:
            text = self.rng.choice(("So ", "Therefore, ", "Thus, ", "Hence ")) + text
            self.phrasings.append("prefix")
            kind = "prefixed"
        if kind in ("fact", "prefixed", "since"):
            self.derived.append(f)
        self.sentences.append(text)
        self.kinds.append(kind)

    def since(self, fact: Formula, conclusion: Formula) -> None:
        """``Since X, Y.`` (the rule left implicit)."""
        x = realise(fact, self.rng).rstrip(".")
        y = realise(conclusion, self.rng).rstrip(".")
        self.add(f"Since {x}, {y}.", conclusion, "since")
        self.phrasings.append("since")


@dataclass
class BaselineReasoner:
    """LLM-like answers with controlled error rates (seed 000 §5.3-§5.4)."""

    p_wrong_branch: float = 0.15
    p_skip_hop: float = 0.1
    p_invalid: float = 0.05
    p_label_flip: float = 0.05
    p_shortcut: float = 0.05
    seed: int = 0
    style: str = "plain"  # or "chat": the same steps in chat-model wording (_chat_text)

    def __post_init__(self) -> None:
        for name in ("p_wrong_branch", "p_skip_hop", "p_invalid", "p_label_flip",
                     "p_shortcut"):
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise ValueError(f"{name} must be a probability in [0, 1], got {value!r}")
        if self.style not in STYLES:
            raise ValueError(f"style must be one of {', '.join(STYLES)}, got {self.style!r}")

    def answer(self, example: Example, index: int = 0) -> str:
        """Model-output text: CoT sentences, then `` True``/`` False`` (none if proofs-only)."""
        return self.answer_with_trace(example, index).text

    def answer_with_trace(self, example: Example, index: int = 0) -> BaselineAnswer:
        if example.context_fol is None or example.gold_fol is None:
            raise ValueError(f"example {example.id} has no logical forms to reason over")
        rng = derive_rng(self.seed, index, f"baseline:{example.id}")
        w = _Writer(example, rng)
        done: list[str] = []
        if not _is_chain(example.gold_fol):
            self._proof(w, rng, example, done)
            return self._answer(w, rng, example, index, done, early=False)
        rules = [f for f in example.context_fol if universal_rule(f) is not None]
        gold = example.gold_fol
        hops = (len(gold) - 1) // 2
        w.say(gold[0], prefix_ok=False)
        # (its own stream: a draw for a shortcut leaves the other moves' draws as they were)
        chain = derive_rng(self.seed, index, f"shortcut:{example.id}")
        concluded_early = False
        hop = 0
        while hop < hops:
            fact, gold_rule, conclusion = gold[2 * hop], gold[2 * hop + 1], gold[2 * hop + 2]
            term = fact.args[0]
            if hop < hops - 1 and chain.random() < self.p_shortcut:
                # the two rules of this hop and the next as one, then the next conclusion
                shortcut = _chained(gold_rule, gold[2 * hop + 3])
                if shortcut is not None:
                    done.append("shortcut_rule")
                    w.say(shortcut)
                    w.say(gold[2 * hop + 4])
                    hop += 2
                    continue
            forks = [r for r in rules if r is not gold_rule and _applies(r, fact)]
            if forks and rng.random() < self.p_wrong_branch:
                done.append("wrong_branch")
                if self._wrong_branch(w, rng, rules, rng.choice(forks), term, done, chain):
                    concluded_early = True
                    break
            if rng.random() < self.p_invalid:
                self._invalid(w, rng, example, rules, term, done)
            if rng.random() < self.p_skip_hop:
                if hop < hops - 1 and rng.random() < 0.5:
                    done.append("skip_hop")  # rule + conclusion left out
                    hop += 1
                    continue
                done.append("skip_rule")
                if rng.random() < 0.3:
                    w.since(fact, conclusion)
                else:
                    w.say(conclusion)
            else:
                w.say(gold_rule)
                w.say(conclusion)
            hop += 1
        return self._answer(w, rng, example, index, done, concluded_early)

    def _answer(self, w: _Writer, rng: random.Random, example: Example, index: int,
                done: list[str], early: bool) -> BaselineAnswer:
        """The written steps as the answer text, with the label when the example has one."""
        label = None
        if example.answer is not None:
            label = self._label(example, w.derived, rng, early, "assume" in w.kinds)
            if rng.random() < self.p_label_flip:
                label = not label
                done.append("label_flip")
        if self.style == "chat":
            text = _chat_text(w, example, label, derive_rng(self.seed, index, f"chat:{example.id}"))
            return BaselineAnswer(text, tuple(done), (*w.phrasings, "chat"), label)
        text = " ".join(w.sentences)
        phrasings = list(w.phrasings)
        if rng.random() < 0.1 and text.endswith("."):
            text = text[:-1]
            phrasings.append("no_final_period")
        if label is not None:
            word = "True" if label else "False"
            if rng.random() < 0.1:
                text += f" The answer is {word}."
                phrasings.append("answer_is")
            else:
                text += f" {word}"
        return BaselineAnswer(text, tuple(done), tuple(phrasings), label)

    # ------------------------------------------------------------ moves

    def _wrong_branch(
        self,
        w: _Writer,
        rng: random.Random,
        rules: list[Formula],
        first: Formula,
        term: Formula,
        done: list[str],
        chain: random.Random | None = None,
    ) -> bool:
        """Follow ``first`` and a few more rules; True when the answer ends there. With
        ``p_shortcut`` (drawn from ``chain``) ``first`` and the rule after it are written
        as one shortcut rule, broadly valid and misleading."""
        inst = instantiate_rule(first, term)
        assert inst is not None
        shortcut = then = None
        if chain is not None and chain.random() < self.p_shortcut:
            then = next((r for r in rules if _applies(r, inst[1])), None)
            shortcut = None if then is None else _chained(first, then)
        if shortcut is not None and then is not None:
            done.append("wrong_branch_shortcut")
            w.say(shortcut)
            after = instantiate_rule(then, term)
            assert after is not None
            current = after[1]
        else:
            if rng.random() < 0.25:
                done.append("jump_to_wrong_fact")
            else:
                w.say(first)
            current = inst[1]
        w.say(current)
        for _ in range(rng.randint(0, 2)):
            nexts = [r for r in rules if _applies(r, current)]
            if not nexts:
                break
            r = rng.choice(nexts)
            step = instantiate_rule(r, term)
            assert step is not None
            w.say(r)
            w.say(step[1])
            current = step[1]
        if rng.random() < 0.5:
            done.append("wrong_branch_return")
            return False
        done.append("wrong_branch_conclude")
        return True

    def _invalid(
        self,
        w: _Writer,
        rng: random.Random,
        ex: Example,
        rules: list[Formula],
        term: Formula,
        done: list[str],
    ) -> None:
        # (neither a converse nor a fact the context states: in PrOntoQA-OOD's
        # ModusPonens contexts a distractor may be either)
        assert ex.context_fol is not None
        given = set(ex.context_fol)
        edges = [
            r for r in rules if (p := universal_rule(r)) and p[1].kind is Kind.PRED
            and p[0].kind is Kind.PRED and _converse(p) not in given
        ]
        concepts = sorted(
            {p[0].name for r in rules if (p := universal_rule(r)) and p[0].kind is Kind.PRED}
        )
        # not merely unstated: not entailed either (a concept above the entity's was a
        # valid non-atomic step, not the invalid one this move is to write)
        entailed = _entailed_concepts(term, given, rules)
        unsupported = [c for c in concepts if c not in entailed]
        if edges and (not unsupported or rng.random() < 0.5):
            parts = universal_rule(rng.choice(edges))
            assert parts is not None
            try:
                w.say(_converse(parts))
            except RealiseError:
                return
            done.append("converse_rule")
            return
        if unsupported:
            w.say(Pred(rng.choice(unsupported), term))
            done.append("unsupported_fact")

    # ------------------------------------------------------------ other proofs

    def _proof(self, w: _Writer, rng: random.Random, ex: Example, done: list[str]) -> None:
        """A proof that is not one chain of modus ponens (PrOntoQA-OOD's and/or rules,
        proof by cases, proof by contradiction, composed proofs; seed 002 §3): the gold
        CoT sentence by sentence, with the errors seed 002 shows LLMs making on such
        proofs (A.3, Figures 14-16). ``p_invalid``: a case split or a contradiction
        argument cut short, a hypothesis stated as a fact (``unassumed``: the goal drawn
        from one disjunct) or the contradiction's conclusion drawn at once
        (``direct_conclusion``), else an unsupported fact; ``p_wrong_branch``: a
        deduction from a distractor rule the proof does not need (§4.3: distractor
        sentences copied into the proof); ``p_skip_hop``: a rule (``skip_rule``) or a
        derived step (``skip_step``) left out."""
        assert ex.context_fol is not None and ex.gold_fol is not None
        steps = [(text.strip(), f, _sentence_kind(text.strip(), f))
                 for text, f in zip(ex.chain_of_thought, ex.gold_fol, strict=True)]
        given = {f for f in ex.context_fol if f.is_ground}
        if rng.random() < self.p_invalid:
            steps = _cut_short(steps, rng, done) or _unsupported(steps, ex, rng, done)
        if rng.random() < self.p_wrong_branch:
            steps = _distractor_deduction(steps, ex, given, w.sentence_of, rng, done)
        if rng.random() < self.p_skip_hop:
            steps = _skipped(steps, rng, done)
        for text, f, kind in steps:
            w.add(text, f, kind)

    def _label(
        self, ex: Example, derived: list[Formula], rng: random.Random, early: bool,
        hypothetical: bool = False,
    ) -> bool:
        """True when it derived the query, False when it derived the query's negation
        (for a compound query the De Morgan form: ``A ∧ B`` answers ``¬A ∨ ¬B``). In a
        proof with assumptions (``hypothetical``) what a case or a refuted assumption
        derived decides nothing (a proof by contradiction of ``¬A ∧ ¬B`` writes
        ``A ∨ B`` inside each case), so the conclusion, the last fact written, decides."""
        q = ex.query_fol
        assert q is not None
        if hypothetical:
            last = derived[-1] if derived else None
            if last is q:
                return True
            if last is not None and (last is negate(q) or last is negation(q)):
                return False
            return rng.random() < 0.5
        have = set(derived)
        if q in have:
            return True
        if negate(q) in have or negation(q) in have:
            return False
        # Nothing decides it: a guess, as a model that lost its way would.
        return rng.random() < 0.5


def _chat_text(w: _Writer, ex: Example, label: bool | None, rng: random.Random) -> str:
    """The CoT as a chat model writes it: a preamble, lead-ins on some facts and rules,
    numbered or bulleted lines, and the label as a Markdown answer or a verdict on the
    quoted query. Only the wording differs from the plain style: every sentence makes
    the same claim (tests/verify/test_chat_rewrites.py holds the verifier to that)."""
    lines = []
    for text, kind in zip(w.sentences, w.kinds, strict=True):
        if kind == "fact" and rng.random() < 0.5:
            text = f"{rng.choice(_CHAT_FACT_LEADS)} {text}"
        elif kind == "rule" and rng.random() < 0.5:
            text = f"{rng.choice(_CHAT_RULE_LEADS)} {text[0].lower()}{text[1:]}"
        lines.append(text)
    layout = rng.choice(("numbered", "bullets", "prose"))
    if layout == "numbered":
        body = "\n".join(f"{n}. {t}" for n, t in enumerate(lines, start=1))
    elif layout == "bullets":
        body = "\n".join(f"- {t}" for t in lines)
    else:
        body = " ".join(lines)
    text = f"{rng.choice(_CHAT_PREAMBLES)}\n\n{body}" if rng.random() < 0.5 else body
    if label is not None:
        word = "True" if label else "False"
        query = query_statement(ex.query).strip().rstrip(".")
        # a verdict on the quoted query also claims it (or its negation): only when the
        # CoT has already derived that, so the sentence adds a repeat, not a step
        claim = ex.query_fol if label else (negate(ex.query_fol) if ex.query_fol else None)
        if query and claim is not None and claim in w.derived and rng.random() < 0.4:
            text += f'\n\nTherefore, the statement "{query}" is {word.lower()}.'
        else:
            text += f"\n\n**Answer:** {word}"
    return text


def _converse(parts: tuple[Formula, Formula]) -> Formula:
    """``∀x(B(x) → A(x))`` of a rule ``∀x(A(x) → B(x))`` between two concepts."""
    return rule(Pred(parts[1].name, X), Pred(parts[0].name, X))


def _is_chain(gold: tuple[Formula, ...]) -> bool:
    """Whether a gold proof is one chain of modus ponens, fact, rule, fact, … (PrOntoQA's,
    and PrOntoQA-OOD's ModusPonens proofs): what answer_with_trace walks."""
    if len(gold) % 2 == 0:
        return False
    for k in range(0, len(gold) - 1, 2):
        fact, r, conclusion = gold[k], gold[k + 1], gold[k + 2]
        if fact.kind is not Kind.PRED or len(fact.args) != 1:
            return False
        inst = instantiate_rule(r, fact.args[0])  # (None for anything but a rule)
        if inst is None or inst[0] is not fact or inst[1] is not conclusion:
            return False
    return gold[0].kind is Kind.PRED


_Step = tuple[str, Formula, str]  # a sentence, its formula and its kind (_sentence_kind)


def _sentence_kind(text: str, f: Formula) -> str:
    if text.startswith("Assume "):
        return "assume"
    if text.startswith("This contradicts"):
        return "contradiction"
    if text.startswith("Since "):
        return "since"
    return "fact" if f.is_ground else "rule"


def _terms(steps: list[_Step]) -> list[Formula]:
    """The constants the proof's literal steps are about, in name order."""
    return sorted({f.args[0] for _, f, _ in steps if f.kind is Kind.PRED and f.args},
                  key=lambda t: t.name)


def _cut_short(steps: list[_Step], rng: random.Random, done: list[str]) -> list[_Step] | None:
    """A hypothetical subproof cut short (seed 002 A.3): its hypothesis stated as a fact,
    or a contradiction argument replaced by its conclusion; None when the proof has no
    hypothesis."""
    moves: list[tuple[str, list[_Step]]] = []
    for a, (text, f, kind) in enumerate(steps):
        if kind == "assume":
            claim = text[len("Assume "):]
            moves.append(("unassumed", [*steps[:a], (claim[:1].upper() + claim[1:], f, "fact"),
                                        *steps[a + 1:]]))
    for c, (_, _, kind) in enumerate(steps[:-1]):
        if kind != "contradiction":
            continue
        drawn = steps[c + 1][1]
        start = next((a for a in range(c - 1, -1, -1)
                      if steps[a][2] == "assume" and negate(steps[a][1]) is drawn), None)
        if start is not None:
            moves.append(("direct_conclusion", [*steps[:start], *steps[c + 1:]]))
    if not moves:
        return None
    name, out = rng.choice(moves)
    done.append(name)
    return out


def _entailed_concepts(term: Formula, given: set[Formula], rules: list[Formula]) -> set[str]:
    """The concepts the context makes ``term`` an instance of: those it states of it,
    closed under the rules between concepts."""
    up: dict[str, list[str]] = {}
    for r in rules:
        p = universal_rule(r)
        if p and p[0].kind is Kind.PRED and p[1].kind is Kind.PRED:
            up.setdefault(p[0].name, []).append(p[1].name)
    todo = [f.name for f in given if f.kind is Kind.PRED and f.args[0] == term]
    seen: set[str] = set()
    while todo:
        c = todo.pop()
        if c not in seen:
            seen.add(c)
            todo.extend(up.get(c, ()))
    return seen


def _unsupported(steps: list[_Step], ex: Example, rng: random.Random, done: list[str]
                 ) -> list[_Step]:
    """A fact about the proof's entity that nothing supports, somewhere in the proof: a
    concept of some rule's antecedent that no rule concludes and no context sentence
    states of anything (so no rule of the calculus derives it)."""
    assert ex.context_fol is not None
    terms = _terms(steps)
    antecedents: set[str] = set()
    supported: set[str] = set()
    for f in ex.context_fol:
        if (u := universal_rule(f)) is not None:
            antecedents |= predicates(u[0])
            supported |= predicates(u[1])
        else:
            supported |= predicates(f)
    options = [Pred(c, t) for t in terms for c in sorted(antecedents - supported)]
    if not options:
        return steps
    f = rng.choice(options)
    try:
        text = realise(f, rng)
    except RealiseError:
        return steps
    at = rng.randrange(len(steps) + 1)
    done.append("unsupported_fact")
    return [*steps[:at], (text, f, "fact"), *steps[at:]]


def _distractor_deduction(steps: list[_Step], ex: Example, given: set[Formula],
                          sentence_of: dict[Formula, str], rng: random.Random,
                          done: list[str]) -> list[_Step]:
    """A context rule the proof does not use, applied where its antecedent is established
    (a context fact, an earlier step before the first hypothesis, or after the proof its
    conclusion: what a hypothesis gives is not established once it is discharged), its
    conclusion drawn: valid, not needed."""
    assert ex.context_fol is not None
    used = {f for _, f, _ in steps}
    rules = [r for r in ex.context_fol if universal_rule(r) is not None and r not in used]
    terms = _terms(steps)
    known = set(given)
    places: list[tuple[int, Formula, Formula]] = []
    opening = next((k for k, s in enumerate(steps) if s[2] == "assume"), len(steps))
    ends = [len(steps)] if opening < len(steps) else []
    for at in [*range(opening + 1), *ends]:
        if at:
            known.add(steps[at - 1][1])
        for r in rules:
            for t in terms:
                inst = instantiate_rule(r, t)
                if inst is not None and inst[0] in known and inst[1] not in used:
                    places.append((at, r, inst[1]))
    if not places:
        return steps
    at, r, conclusion = rng.choice(places)
    try:
        text = realise(conclusion, rng)
    except RealiseError:
        return steps
    done.append("distractor_deduction")
    return [*steps[:at], (sentence_of[r], r, "rule"), (text, conclusion, "fact"), *steps[at:]]


def _skipped(steps: list[_Step], rng: random.Random, done: list[str]) -> list[_Step]:
    """One rule, or one derived step before the last, left out."""
    moves = [("skip_rule", i) for i, s in enumerate(steps) if s[2] == "rule"]
    moves += [("skip_step", i) for i, s in enumerate(steps[:-1]) if s[2] in ("fact", "since")]
    if not moves:
        return steps
    name, i = rng.choice(moves)
    done.append(name)
    return steps[:i] + steps[i + 1:]


def _chained(first: Formula, second: Formula) -> Formula | None:
    """``∀x(A(x) → C(x))`` from ``∀x(A(x) → B(x))`` and ``∀x(B(x) → C(x))`` (transitivity),
    or None when the second does not start where the first ends or the result would be
    a context-free tautology (A = C)."""
    p, q = universal_rule(first), universal_rule(second)
    if p is None or q is None or p[1] is not q[0] or p[0] is q[1]:
        return None
    return rule(p[0], q[1])


def _applies(r: Formula, fact: Formula) -> bool:
    """Whether rule ``∀x(A(x) → …)`` fires on the literal ``fact`` (A(c))."""
    parts = universal_rule(r)
    if parts is None or fact.kind is not Kind.PRED or not fact.args:
        return False
    inst = instantiate_rule(r, fact.args[0])
    return inst is not None and inst[0] is fact


def shuffled_variants(sentences: list[str], rng: random.Random, k: int) -> list[str]:
    """The CoT ``sentences`` joined, then k-1 variants with one or two random edits each
    (a sentence deleted, duplicated elsewhere, or two sentences swapped): cheap noisy
    CoTs for any rule, e.g. PrOntoQA-OOD proofs, where edits leave assumptions open or
    cases unclosed. Deterministic from ``rng``."""
    gold = [s.strip() for s in sentences]
    outs = [" ".join(gold)]
    while len(outs) < k:
        s = gold[:]
        for _ in range(rng.randint(1, 2)):
            i, j = rng.randrange(len(s)), rng.randrange(len(s))
            op = rng.choice(("delete", "duplicate", "swap"))
            if op == "delete" and len(s) > 1:
                del s[i]
            elif op == "duplicate":
                s.insert(j, s[i])
            else:
                s[i], s[j] = s[j], s[i]
        outs.append(" ".join(s))
    return outs
