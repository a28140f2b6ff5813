"""Prolog and z3 agree on every step of thousands of generated and perturbed CoTs.

Prolog decides validity within the papers' calculus; z3 decides entailment. In the
PrOntoQA fragment (unary literals, rules with one literal antecedent) the two must agree
in both directions for ground facts: a fact is derivable by Ax/Hop steps exactly when the
context entails it. For rules, Prolog-valid (an axiom, or broadly valid by transitivity)
must imply entailed. A disagreement is a bug in one of the two.
"""

from __future__ import annotations

import random

from ood_grid import ood_examples

from pyverify.example import OOD_RULES
from pyverify.generate import PrOntoQAConfig, generate
from pyverify.generate.baseline import BaselineReasoner
from pyverify.language.realise import RealiseError, realise
from pyverify.logic import And, Kind, Or, X, negate, rule, substitute
from pyverify.verify import CheckOptions, Validity
from pyverify.verify.checker import Checker


def perturbations(ex, rnd: random.Random) -> list[str]:  # type: ignore[no-untyped-def]
    """Gold, a dropped rule, a dropped hop, a shortcut, a converse and a shuffled CoT."""
    gold = [s.strip() for s in ex.chain_of_thought]
    rules = [i for i, f in enumerate(ex.gold_fol) if f.kind is Kind.FORALL]
    out = [" ".join(gold)]
    k = rnd.choice(rules)
    out.append(" ".join(gold[:k] + gold[k + 1 :]))
    if len(rules) > 1:
        k = rnd.choice(rules[:-1])
        out.append(" ".join(gold[:k] + gold[k + 2 :]))
        j = rnd.randrange(len(rules) - 1)
        a, b = rules[j], rules[j + 1]
        shortcut = realise(
            rule(ex.gold_fol[a].args[0].args[0], ex.gold_fol[b].args[0].args[1]), rnd
        )
        out.append(" ".join(gold[:a] + [shortcut] + gold[b + 1 :]))
    k = rnd.choice(rules)
    ante, cons = ex.gold_fol[k].args[0].args
    if cons.kind is Kind.PRED:
        out.append(" ".join(gold[: k + 2] + [realise(rule(cons, ante), rnd)] + gold[k + 2 :]))
    shuffled = gold[:]
    rnd.shuffle(shuffled)
    out.append(" ".join(shuffled))
    return out


def test_prolog_and_z3_agree_on_thousands_of_cots() -> None:
    rnd = random.Random(7)
    reasoner = BaselineReasoner(p_wrong_branch=0.3, p_skip_hop=0.2, p_invalid=0.2, seed=3)
    options = CheckOptions(cross_check=True)
    n_cots = n_steps = 0
    classes: set[str] = set()
    disagreements: list[str] = []
    for ontology in ("fictional", "false", "true"):
        for hops in (1, 3, 5):
            config = PrOntoQAConfig(hops=hops, ontology=ontology, seed=11, n=30, ordering="random")
            for ex in generate(config, validate=False):
                outputs = perturbations(ex, rnd) + [reasoner.answer(ex, k) for k in range(4)]
                with Checker(ex, options) as checker:
                    results = checker.check_many(outputs)
                for result in results:
                    n_cots += 1
                    for s in result.steps:
                        if s.formula is None or s.validity is None:
                            continue
                        n_steps += 1
                        classes.add(s.step_class.value)
                        valid = s.validity in (Validity.STRICT, Validity.BROAD)
                        if valid and s.entailed is not True:
                            disagreements.append(
                                f"valid, z3 {s.entailed}: {s.sentence!r} in {ex.id}"
                            )
                        if not valid and s.formula.kind is not Kind.FORALL:
                            # completeness for facts: z3 must not find it entailed
                            verdict = checker_z3_entails(checker, s.formula)
                            if verdict:
                                disagreements.append(
                                    f"invalid, z3 entailed: {s.sentence!r} in {ex.id}"
                                )
    assert n_cots >= 2000
    assert not disagreements, disagreements[:10]
    # the corpus exercises every step class
    assert {
        "canonical",
        "strict-atomic-misleading",
        "strict-nonatomic-correct",
        "broad-correct",
        "invalid",
    } <= classes


def checker_z3_entails(checker: Checker, formula) -> bool:  # type: ignore[no-untyped-def]
    from pyverify.solvers.smt import Verdict, Z3Checker

    z3 = Z3Checker()
    premises = [f for f in checker.context if f is not None]
    return z3.entails(premises, formula) is Verdict.ENTAILED


def ood_perturbations(ex, rnd: random.Random) -> list[str]:  # type: ignore[no-untyped-def]
    """Gold plus random deletions, duplications, swaps and truncations."""
    gold = [s.strip() for s in ex.chain_of_thought]
    out = [" ".join(gold)]
    for _ in range(7):
        s = gold[:]
        for _ in range(rnd.randint(1, 3)):
            op = rnd.choice(["delete", "duplicate", "swap", "truncate"])
            k = rnd.randrange(len(s))
            if op == "delete" and len(s) > 1:
                del s[k]
            elif op == "duplicate":
                s.insert(rnd.randrange(len(s) + 1), s[k])
            elif op == "swap" and len(s) > 1:
                j = rnd.randrange(len(s))
                s[k], s[j] = s[j], s[k]
            elif op == "truncate" and k > 0:
                s = s[:k]
        out.append(" ".join(s))
    return out


def test_prolog_and_z3_agree_on_thousands_of_ood_cots() -> None:
    """Soundness on OOD data: every step Prolog calls valid is entailed by the context
    and the assumptions it rests on; every valid contradiction is a real inconsistency.
    (Completeness does not hold here: a conclusion reached only by an unstated case
    analysis is entailed but is no single step of the calculus.)"""
    from pyverify.generate.ood import OODConfig, generate_ood_one

    rnd = random.Random(13)
    options = CheckOptions(cross_check=True)
    n_cots = 0
    rules_seen: set[str] = set()
    disagreements: list[str] = []
    grid = [
        (rule, depth, width)
        for rule in OOD_RULES
        for depth in (1, 2, 3)
        for width in (2, 3)
        if not (rule == "Composed" and depth < 2) and not (rule == "ModusPonens" and width > 2)
    ]
    for rule_name, depth, width in grid:
        config = OODConfig(rule=rule_name, depth=depth, width=width, seed=depth + width, n=8)
        for index in range(8):
            ex = generate_ood_one(config, index)
            with Checker(ex, options) as checker:
                results = checker.check_many(ood_perturbations(ex, rnd))
            for result in results:
                n_cots += 1
                for s in result.steps:
                    if s.validity not in (Validity.STRICT, Validity.BROAD):
                        continue
                    if s.rule:
                        rules_seen.add(s.rule)
                    if (
                        s.formula is not None or s.kind.value == "contradiction"
                    ) and s.entailed is not True:
                        disagreements.append(
                            f"{s.sentence!r} (rule {s.rule}, hyps {s.hypotheses}) in {ex.id}"
                        )
    assert n_cots >= 2000
    assert not disagreements, disagreements[:10]
    assert {"MP", "AndI", "AndE", "OrI", "OrE", "PbC", "assume", "contradiction"} <= rules_seen


def _random_ood_step(rnd: random.Random, templates: list, entity):  # type: ignore[no-untyped-def,type-arg]
    """A rule or fact over the theory's vocabulary, of any shape the grammar writes:
    literal, conjunctive or disjunctive antecedent, conjunctive or disjunctive consequent,
    or a fact about the entity (literal, conjunction, disjunction)."""

    def compound(k: int):  # type: ignore[no-untyped-def]
        ops = rnd.sample(templates, min(k, len(templates)))
        if len(ops) == 1:
            return ops[0]
        return (And if rnd.random() < 0.5 else Or)(*ops)

    if rnd.random() < 0.6:
        ante = compound(rnd.choice((1, 1, 2, 3)))
        cons = compound(rnd.choice((1, 1, 2)))
        return rule(ante, cons, var=X.name)
    body = compound(rnd.choice((1, 2, 3)))
    return substitute(body, X, entity)


def test_random_rule_and_fact_steps_on_ood_theories_are_sound() -> None:
    """Steps no generator writes, among the gold steps: random rules and facts of every
    shape over each OOD theory's predicates (shortcuts through rules with conjunctive or
    disjunctive antecedents, converses, mixed compounds), assumptions of random literals
    and contradictions claimed anywhere. Whatever Prolog calls valid, z3 must find
    entailed under the assumptions it rests on, and every valid contradiction must be
    one (a broadly-valid rule once chained through one conjunct of a conjunctive
    antecedent)."""
    from pyverify.language.parse import parse_sentence

    rnd = random.Random(29)
    options = CheckOptions(cross_check=True)
    n_valid = n_steps = 0
    broad_rules = 0
    rules: set[str | None] = set()
    disagreements: list[str] = []
    for ex in ood_examples(6):
        assert ex.context_fol is not None
        templates = sorted(
            {
                lit
                for f in ex.context_fol
                if f.kind is Kind.FORALL
                for lit in f.args[0].walk()
                if lit.is_literal
            },
            key=str,
        )
        entities = sorted(
            {c for f in ex.context_fol for c in f.walk() if c.kind is Kind.CONST}, key=str
        )
        if not templates or not entities:
            continue
        cots = []
        for _ in range(8):
            sentences = list(ex.chain_of_thought)
            for _ in range(rnd.randint(1, 5)):
                r = rnd.random()
                if r < 0.15:
                    text = "This is a contradiction."
                elif r < 0.3:
                    lit = substitute(rnd.choice(templates), X, rnd.choice(entities))
                    text = rnd.choice(("Assume ", "This contradicts with "))
                    text += realise(lit if rnd.random() < 0.5 else negate(lit), rnd)
                else:
                    step = _random_ood_step(rnd, templates, rnd.choice(entities))
                    try:
                        text = realise(step, rnd)
                    except RealiseError:
                        continue
                    parsed = parse_sentence(text)
                    if len(parsed) != 1 or parsed[0].formula is not step:
                        continue
                sentences.insert(rnd.randint(0, len(sentences)), text)
            cots.append(" ".join(sentences))
        with Checker(ex, options) as checker:
            results = checker.check_many(cots)
        for result in results:
            for s in result.steps:
                n_steps += 1
                if s.validity not in (Validity.STRICT, Validity.BROAD):
                    continue
                n_valid += 1
                rules.add(s.rule)
                if s.rule == "transitivity":
                    broad_rules += 1
                if (
                    s.formula is not None or s.kind.value == "contradiction"
                ) and s.entailed is not True:
                    disagreements.append(f"{s.sentence!r} (rule {s.rule}) in {ex.id}")
    assert not disagreements, disagreements[:10]
    assert n_steps > 5000 and broad_rules > 50 and {"assume", "contradiction", "PbC"} <= rules
