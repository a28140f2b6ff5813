"""The checker's verdicts against an independent reference implementation of Algorithm 1.

z3 confirms that what Prolog calls valid is entailed, but not the hop counts that
separate atomic from non-atomic steps (strict from "skip" proof accuracy), nor strict
from broad validity, nor the premises. ``algorithm1_oracle`` computes those from the same
definition by a different algorithm. Every step of thousands of random CoTs must get the
same validity and hop count from both, the premises the checker reports must derive
the step by themselves at the cost it reports, and z3 must find every valid step entailed
by the context (the oracle's own soundness): CoTs over random PrOntoQA-style theories
(cycles, negated consequents, modus tollens chains, shortcuts, converses, repeats) and
generated PrOntoQA examples, and CoTs without assumptions over the theories of every
PrOntoQA-OOD rule (and/or introduction and elimination, modus ponens over compound
antecedents and consequents, modus tollens through disjunctions, chains through rules
with conjunctive antecedents).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator

from algorithm1_oracle import (
    Ground,
    Literal,
    OracleState,
    Rule,
    Template,
    Theory,
    Verdict,
    constant_of,
    fact_costs,
    is_compound,
    is_rule,
    judge,
    rule_chain_cost,
)
from ood_grid import ood_examples

from pyverify.example import Example
from pyverify.generate import PrOntoQAConfig, generate
from pyverify.generate.ontology import unary_rule
from pyverify.language.lexicon import DEFAULT_LEXICON
from pyverify.language.parse import parse_sentence
from pyverify.language.realise import RealiseError, realise
from pyverify.logic import (
    And,
    Const,
    Formula,
    Kind,
    Not,
    Or,
    Pred,
    X,
    negate,
    rule,
    substitute,
    universal_rule,
)
from pyverify.verify import CheckOptions
from pyverify.verify.checker import MODUS_PONENS, STEP_BOUND_REASON, Checker

NOUNS = ["wumpus", "yumpus", "zumpus", "dumpus", "rompus", "numpus", "tumpus", "vumpus",
         "impus", "jompus", "gorpus", "shumpus", "lempus", "sterpus"]
ADJECTIVES = ["blue", "small", "metallic", "opaque", "happy", "dull", "sour", "loud"]


def _literal(f: Formula) -> tuple[Formula, int]:
    return (f.args[0], 0) if f.kind is Kind.NOT else (f, 1)


def ground_of(f: Formula) -> Ground:
    """A ground literal, conjunction or disjunction in the oracle's terms."""
    if f.kind in (Kind.AND, Kind.OR):
        return ("and" if f.kind is Kind.AND else "or", frozenset(ground_of(x) for x in f.args))
    atom, sign = _literal(f)
    return (atom.name, atom.args[0].name, sign)


def template_of(f: Formula) -> Template:
    if f.kind in (Kind.AND, Kind.OR):
        return ("and" if f.kind is Kind.AND else "or", frozenset(template_of(x) for x in f.args))
    atom, sign = _literal(f)
    return (atom.name, sign)


def step_of(f: Formula) -> Ground | Rule:
    parts = universal_rule(f)
    if parts is not None:
        return template_of(parts[0]), template_of(parts[1])
    return ground_of(f)


def fact_formula(lit: Literal) -> Formula:
    atom = Pred(lit[0], Const(lit[1]))
    return atom if lit[2] else Not(atom)


def rule_formula(r: Rule) -> Formula:
    (a, _), (b, t) = r
    return unary_rule(a, b, negated=not t)


def theory_of(context: tuple[Formula, ...]) -> Theory:
    theory = Theory(facts={}, rules={})
    for j, f in enumerate(context):
        (theory.rules if f.kind is Kind.FORALL else theory.facts).setdefault(step_of(f), j)
    return theory


def random_example(rnd: random.Random, k: int) -> Example:
    """A small random theory: rules between concepts (cycles allowed), some with negated
    consequents, and one to three facts about one entity."""
    concepts = rnd.sample(NOUNS, rnd.randint(3, 7))
    props = rnd.sample(ADJECTIVES, rnd.randint(1, 3))
    entity = rnd.choice(sorted(DEFAULT_LEXICON.names))
    rules: list[Formula] = []
    for _ in range(rnd.randint(2, 9)):
        a = rnd.choice(concepts)
        b = rnd.choice([c for c in concepts + props if c != a])
        f = unary_rule(a, b, negated=rnd.random() < 0.3)
        if f not in rules:
            rules.append(f)
    facts = []
    for _ in range(rnd.randint(1, 3)):
        f = fact_formula((rnd.choice(concepts + props), entity, int(rnd.random() < 0.75)))
        if f not in facts and negate(f) not in facts:
            facts.append(f)
    context = rules + facts
    rnd.shuffle(context)
    goal = rnd.choice(facts)
    return Example(
        id=f"random-{k}",
        context=tuple(realise(f, rnd) for f in context),
        query="True or false: " + realise(goal, rnd)[:-1] + ".",
        chain_of_thought=(realise(goal, rnd),),
        answer=True,
        context_fol=tuple(context),
        query_fol=goal,
        gold_fol=(goal,),
    )


def random_cot(rnd: random.Random, ex: Example) -> list[Formula]:
    """Steps a model might write: derivable and underivable facts, restated context
    rules, shortcuts and converses, random rules, repeats."""
    assert ex.context_fol is not None
    theory = theory_of(ex.context_fol)
    entity = next(iter(theory.facts))[1]
    templates = sorted({t for r in theory.rules for t in r} | {(p, s) for p, _, s in theory.facts})
    preds = sorted({p for p, _ in templates})
    derivable = sorted(fact_costs(theory, OracleState(), entity, broad=True))
    context_rules = sorted(theory.rules)
    steps: list[Formula] = []
    for _ in range(rnd.randint(1, 10)):
        r = rnd.random()
        if steps and r < 0.08:
            steps.append(rnd.choice(steps))
        elif r < 0.5:
            if derivable and rnd.random() < 0.75:
                lit = rnd.choice(derivable)
            else:
                lit = (rnd.choice(preds), entity, rnd.randint(0, 1))
            steps.append(fact_formula(lit))
        elif r < 0.7:
            steps.append(rule_formula(rnd.choice(context_rules)))
        else:
            if rnd.random() < 0.5 and context_rules:
                (x, _), (y, t) = rnd.choice(context_rules)
                onward = [r2[1] for r2 in context_rules if r2[0] == (y, 1)] if t else []
                if onward:  # a shortcut over x -> y -> z (broadly valid)
                    a, b = x, rnd.choice(onward)
                else:  # the converse of x -> y (invalid unless derivable)
                    a, b = y, (x, 1)
            else:
                a = rnd.choice([p for p, s in templates if s == 1] or preds)
                b = rnd.choice(templates)
            if b[0] != a:
                steps.append(rule_formula(((a, 1), b)))
    return steps


def jump_ahead(rnd: random.Random, ex: Example) -> list[Formula]:
    """The gold proof with a later fact written early (a jump, or a shortcut rule and the
    fact it gives: not canonical) and a few other gold steps repeated: the fact's own
    place in the proof restates it, with a canonical derivation by then (the
    re-derivation rule of ``judge``)."""
    assert ex.gold_fol is not None
    steps = list(ex.gold_fol)
    i = rnd.randrange(len(steps))
    later = [f for f in steps[i + 1 :] if f.kind is not Kind.FORALL]
    if later:
        target = rnd.choice(later)
        before = [f for f in steps[:i] if f.kind is Kind.PRED]
        if before and rnd.random() < 0.5:
            atom, sign = _literal(target)
            steps.insert(i, unary_rule(before[-1].name, atom.name, negated=not sign))
            i += 1
        steps.insert(i, target)
    for _ in range(rnd.randint(0, 2)):
        k = rnd.randrange(len(steps))
        steps.insert(rnd.randint(k + 1, len(steps)), steps[k])
    return steps


def examples(rnd: random.Random) -> list[Example]:
    out = [random_example(rnd, k) for k in range(160)]
    for ontology in ("fictional", "false", "true"):
        for hops in (1, 3, 5):
            config = PrOntoQAConfig(hops=hops, ontology=ontology, seed=5, n=8, ordering="random")
            out.extend(generate(config, validate=False))
    return out


#: The cheapest derivation of a step whose search may use up its inference limit
#: (CheckOptions.inference_limit); cheaper ones must be judged.
BOUND_MIN_COST = 12


def compare(
    ex: Example, cots: list[list[Formula]], rnd: random.Random
) -> tuple[int, list[str], list[str]]:
    """Steps compared, disagreements, and the steps whose search hit its bound."""
    assert ex.context_fol is not None
    theory = theory_of(ex.context_fol)
    texts = [" ".join(realise(f, rnd) for f in cot) for cot in cots]
    checker = Checker(ex, CheckOptions(cross_check=True))
    results = checker.check_many(texts)
    mp = checker.calculus == MODUS_PONENS  # (the PrOntoQA examples')
    n, problems, bound_hits = 0, [], []
    for cot, text, result in zip(cots, texts, results, strict=True):
        assert [s.formula for s in result.steps] == cot, text
        expected = judge(theory, [step_of(f) for f in cot], mp=mp)
        for step, want in zip(result.steps, expected, strict=True):
            n += 1
            got = Verdict(step.validity.value, step.hops)
            where = f"{ex.id} | {text} | step {step.index} {step.sentence!r}"
            if step.reason == STEP_BOUND_REASON and want.validity != "invalid":
                # the step's search used up its inference limit (reported, judged
                # invalid): only ever for a derivation far beyond any model's step
                if want.cost is None or want.cost < BOUND_MIN_COST:
                    problems.append(f"{where}: bound hit on a step of cost {want.cost}")
                bound_hits.append(where)
                continue
            if got != want:
                problems.append(f"{where}: checker {got}, oracle {want}")
                continue
            if want.validity == "invalid":
                continue
            if step.entailed is not True:  # z3: the context must entail every valid step
                problems.append(f"{where}: z3 finds it not entailed")
            assert step.atomic == (want.validity == "strict" and want.cost <= 1)
            # The premises alone (earlier steps free, context sentences one Ax each)
            # derive the step at the reported cost.
            given = OracleState()
            context = Theory(facts={}, rules={})
            for j in step.premise_steps:
                assert j < step.index and result.steps[j].validity.value != "invalid", where
                prem = step_of(result.steps[j].formula)
                (given.rules if is_rule(prem) else given.facts)[prem] = "strict"
            for j in step.premise_axioms:
                prem = step_of(ex.context_fol[j])
                (context.rules if is_rule(prem) else context.facts)[prem] = j
            goal = step_of(step.formula)
            if is_rule(goal):
                cost = (
                    0 if goal in given.rules
                    else 1 if goal in context.rules
                    else rule_chain_cost(context, given, goal)
                )
            else:
                costs = fact_costs(context, given, constant_of(goal), True, extra=(goal,))
                cost = costs.get(goal)
            if cost != step.hops:
                problems.append(f"{where}: its premises derive it at cost {cost}")
    return n, problems, bound_hits


def assert_agreement(
    batches: Iterable[tuple[Example, list[list[Formula]]]], rnd: random.Random,
    min_cots: int, min_steps: int,
) -> None:
    n_steps = n_cots = 0
    problems: list[str] = []
    bound_hits: list[str] = []
    for ex, cots in batches:
        n, p, b = compare(ex, cots, rnd)
        n_steps += n
        n_cots += len(cots)
        problems += p
        bound_hits += b
    summary = f"{len(problems)} of {n_steps} steps disagree:\n"
    assert not problems, summary + "\n".join(problems[:15])
    assert n_cots > min_cots and n_steps > min_steps
    # a bound hit is reported, not a wrong verdict, but it stays the rare exception
    assert len(bound_hits) * 1000 <= n_steps, "\n".join(bound_hits[:15])


def test_checker_agrees_with_the_reference_implementation() -> None:
    rnd = random.Random(2026)

    def batches() -> Iterator[tuple[Example, list[list[Formula]]]]:
        for ex in examples(rnd):
            cots = [random_cot(rnd, ex) for _ in range(12)]
            yield ex, [c for c in cots if c] + [jump_ahead(rnd, ex) for _ in range(4)]

    assert_agreement(batches(), rnd, 2000, 10000)


def test_the_random_cots_reach_every_verdict() -> None:
    """Strict atomic and non-atomic, broad, invalid, repeated, and modus tollens steps
    all occur, so the agreement above covers each."""
    rnd = random.Random(1)
    seen: set[str] = set()
    for ex in examples(rnd)[:80]:
        assert ex.context_fol is not None
        theory = theory_of(ex.context_fol)
        for _ in range(10):
            steps = [step_of(f) for f in random_cot(rnd, ex)]
            verdicts = judge(theory, steps)
            if verdicts != judge(theory, steps, tollens=False):
                seen.add("modus tollens")
            for v in verdicts:
                atomic = v.validity == "strict" and v.cost is not None and v.cost <= 1
                seen.add(f"{v.validity} {'atomic' if atomic else 'non-atomic'}")
                if v.cost == 0:
                    seen.add("repeat")
    assert seen >= {"strict atomic", "strict non-atomic", "broad non-atomic",
                    "invalid non-atomic", "repeat", "modus tollens"}


def test_the_random_cots_of_prontoqa_examples_reach_steps_beyond_modus_ponens() -> None:
    """On the PrOntoQA examples (judged in the modus-ponens calculus, seed 000 §4) some
    random steps are strictly valid only with the OOD rules (and/or introduction or
    elimination, modus tollens) and so broadly valid there: the agreement above covers
    the difference between the two calculi."""
    rnd = random.Random(1)
    prontoqa = [ex for ex in examples(rnd) if ex.metadata.get("generator") == "prontoqa"]
    assert prontoqa and all(Checker(ex).calculus == MODUS_PONENS for ex in prontoqa)
    beyond = 0
    for ex in prontoqa:
        assert ex.context_fol is not None
        theory = theory_of(ex.context_fol)
        for _ in range(10):
            steps = [step_of(f) for f in random_cot(rnd, ex)]
            for nd, mp in zip(judge(theory, steps), judge(theory, steps, mp=True), strict=True):
                if nd != mp:
                    assert (nd.validity, mp.validity) == ("strict", "broad"), (nd, mp)
                    beyond += 1
    assert beyond > 20


def formula_of(g: Ground) -> Formula:
    if is_compound(g):
        ops = [formula_of(x) for x in sorted(g[1])]
        return (And if g[0] == "and" else Or)(*ops)
    return fact_formula(g)


def random_compound_cot(rnd: random.Random, ex: Example) -> list[Formula]:
    """Steps over an OOD theory, without assumptions: derivable literals and compounds,
    restated context sentences, random rules and facts of every shape (shortcuts
    through conjunctive and disjunctive antecedents, converses), repeats."""
    assert ex.context_fol is not None
    theory = theory_of(ex.context_fol)
    entity = constant_of(next(iter(theory.facts)))
    templates = sorted(
        {lit for f in ex.context_fol if f.kind is Kind.FORALL for lit in f.args[0].walk()
         if lit.is_literal},
        key=str,
    )
    derivable = sorted(fact_costs(theory, OracleState(), entity, broad=True), key=str)

    def compound(k: int) -> Formula:
        ops = rnd.sample(templates, min(k, len(templates)))
        return ops[0] if len(ops) == 1 else (And if rnd.random() < 0.5 else Or)(*ops)

    steps: list[Formula] = []
    for _ in range(rnd.randint(1, 10)):
        r = rnd.random()
        if steps and r < 0.08:
            steps.append(rnd.choice(steps))
        elif r < 0.45 and derivable:
            steps.append(formula_of(rnd.choice(derivable)))
        elif r < 0.6:
            steps.append(rnd.choice(ex.context_fol))
        elif r < 0.85:
            steps.append(rule(compound(rnd.choice((1, 1, 2, 3))), compound(rnd.choice((1, 1, 2)))))
        else:
            steps.append(substitute(compound(rnd.choice((1, 2, 3))), X, Const(entity)))
    return steps


def test_checker_agrees_with_the_reference_implementation_on_ood_theories() -> None:
    """The same agreement over the theories of every PrOntoQA-OOD rule, with steps that
    use and-introduction and -elimination, or-introduction, modus ponens over compound
    antecedents and consequents, and modus tollens through disjunctive antecedents."""
    rnd = random.Random(11)

    def batches() -> Iterator[tuple[Example, list[list[Formula]]]]:
        for ex in ood_examples(5):
            cots = []
            for _ in range(12):
                cot = []
                for f in random_compound_cot(rnd, ex):
                    try:
                        parsed = parse_sentence(realise(f, rnd))
                    except RealiseError:
                        continue
                    if len(parsed) == 1 and parsed[0].formula is f:
                        cot.append(f)
                if cot:
                    cots.append(cot)
            yield ex, cots

    assert_agreement(batches(), rnd, 1000, 5000)
