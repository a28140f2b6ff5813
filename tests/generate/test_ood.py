"""PrOntoQA-OOD generator (issue 3, generation half): every rule × width × depth,
composed proofs, distractor modes, demonstrations, configuration errors, validation."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

import pytest

from pyverify.errors import ConfigError, GenerationError
from pyverify.example import Example, GoldStep
from pyverify.generate import create, generator_names
from pyverify.generate.ood import (
    OODConfig,
    demonstration_plan,
    generate_ood,
    generate_ood_one,
    linearize,
    ood_file_name,
)
from pyverify.generate.ood_rules import (
    FAMILY_SIZES,
    RULES,
    Vocab,
    adjectives_fit,
    build_and_elim,
    build_and_intro,
    build_or_intro,
)
from pyverify.generate.ood_validate import (
    check_z3,
    check_z3_many,
    hypotheses_supported,
    reference_z3_verdicts,
    validate_ood_example,
    validate_ood_examples,
)
from pyverify.language import parse_sentence
from pyverify.language.parse import parse_query
from pyverify.logic import Kind, Not, Or, negate, negation, predicates
from pyverify.verify.checker import check
from pyverify.verify.results import StepKind

SINGLE_RULES = [r for r in RULES if r != "Composed"]
BUILDERS = {"AndIntro": build_and_intro, "AndElim": build_and_elim, "OrIntro": build_or_intro}
# ModusPonens has no width (only 2, its one property per concept, is accepted)
GRID = [(rule, width, depth)
        for rule, width, depth in itertools.product(SINGLE_RULES, [2, 3, 4], [1, 2, 3, 4])
        if rule != "ModusPonens" or width == 2]


def _width(rule: str, width: int) -> int:
    """``width``, or 2 for ModusPonens (which has no width and refuses any other)."""
    return 2 if rule == "ModusPonens" else width


def _check_example(ex: Example, config: OODConfig) -> None:
    validate_ood_example(ex)  # generate_ood validated already; an explicit second pass
    assert ex.gold_fol is not None and ex.gold_steps is not None
    assert ex.metadata["rule"] == config.rule
    assert ex.metadata["depth"] == config.depth and ex.metadata["width"] == config.width
    for knob, value in config.knobs().items():
        assert ex.metadata[knob] == value
    # every CoT sentence round-trips, with the marker kinds of grammar §4
    for sentence, lf, step in zip(ex.chain_of_thought, ex.gold_fol, ex.gold_steps, strict=True):
        parsed = parse_sentence(sentence)
        if step.rule == "assume":
            assert sentence.startswith("Assume ")
            assert [(p.kind, p.formula) for p in parsed] == [(StepKind.ASSUMPTION, lf)]
        elif step.rule == "contradicts":
            assert sentence.startswith("This contradicts with ")
            assert [(p.kind, p.formula) for p in parsed] == [(StepKind.CONTRADICTION, lf)]
        elif step.rule == "OrE":
            assert sentence.startswith("Since ")
            assert len(parsed) == 2 and parsed[1].formula is lf
            assert parsed[0].formula.kind is Kind.OR
        else:
            assert [p.formula for p in parsed] == [lf]
    assert ex.query.startswith("Prove: ") and ex.answer is None
    assert ex.query_fol is ex.gold_fol[-1]


@pytest.mark.parametrize(("rule", "width", "depth"), GRID)
def test_every_rule_width_and_depth(rule: str, width: int, depth: int) -> None:
    config = OODConfig(rule=rule, depth=depth, width=width, n=2, seed=depth * 10 + width)
    examples = list(generate_ood(config))
    assert len(examples) == 2
    for i, ex in enumerate(examples):
        _check_example(ex, config)
        assert ex == generate_ood_one(config, i)  # reproducible from (seed, index)
    assert examples[0].context != examples[1].context
    assert examples[0].metadata["width_applies"] is (rule != "ModusPonens")


@pytest.mark.parametrize(("rule", "depth", "width"), [
    ("OrElim", 2, 2), ("OrElim", 4, 4), ("ProofByContra", 3, 2), ("ProofByContra", 4, 4)])
def test_or_elim_and_contradiction_beyond_depth_one(rule: str, depth: int, width: int) -> None:
    ex = generate_ood_one(OODConfig(rule=rule, depth=depth, width=width), 0)
    assert ex.gold_steps is not None
    assumes = [i for i, s in enumerate(ex.gold_steps) if s.rule == "assume"]
    assert len(assumes) == width
    mps = sum(1 for s in ex.gold_steps if s.rule == "MP")
    assert mps == width * depth  # depth rule applications inside every case
    if rule == "ProofByContra":
        assert sum(1 for s in ex.gold_steps if s.rule == "PbC") == width
        assert ex.gold_steps[-1].rule == "AndI"
    else:
        assert ex.gold_steps[-1].rule == "OrE"


@pytest.mark.parametrize(("depth", "width"), list(itertools.product([1, 2, 4], [2, 3, 4])))
def test_composed(depth: int, width: int) -> None:
    rule_types = 3
    config = OODConfig(rule="Composed", depth=depth, width=width, rule_types=rule_types, n=4,
                       seed=depth + width)
    for i, ex in enumerate(generate_ood(config)):
        _check_example(ex, config)
        assert len(ex.metadata["proof_rule_types"]) >= rule_types
        assert depth <= ex.metadata["proof_height"] <= depth + 1  # depth = minimum depth
        assert ex == generate_ood_one(config, i)
        _check_composed_constraints(ex)


def _check_composed_constraints(ex: Example) -> None:
    assert ex.gold_fol is not None and ex.gold_steps is not None
    steps = ex.gold_steps
    deps: list[frozenset[int]] = []
    for i, s in enumerate(steps):
        # no introduction directly followed by its elimination
        if s.rule == "AndE":
            assert steps[s.premises[0]].rule != "AndI"
        if s.rule == "OrE":
            assert all(steps[p].rule != "OrI" for p in s.premises)
        d = frozenset().union(*(deps[p] for p in s.premises)) if s.premises else frozenset()
        if s.rule == "assume":
            d = frozenset({i})
        elif s.rule == "OrE":
            cases = [deps[p] for p in s.premises if ex.gold_fol[p] is ex.gold_fol[i]]
            assert all(len(c) == 1 for c in cases)  # one hypothesis per case, none nested
            d = d - frozenset().union(*cases)
        elif s.rule == "PbC":
            assert deps[s.premises[1]] == {s.premises[0]}  # only its own hypothesis
            d = d - {s.premises[0]}
        if s.rule in ("OrE", "PbC"):
            assert not d  # OrElim / ProofByContra never inside a hypothesis
        deps.append(d)
    # no tautological goal: the goal does not follow from the rules alone
    assert reference_z3_verdicts(ex)[1][1] == "not-entailed"


def test_width_defaults_per_rule() -> None:
    """Composed proofs have 3 operands unless told otherwise, as the original's always do
    (and as its file names and pyverify's reader assume); every other rule has 2."""
    assert OODConfig(rule="Composed").width == 3
    assert OODConfig(rule="OrElim").width == 2 and OODConfig(rule="ModusPonens").width == 2
    ex = generate_ood_one(OODConfig(rule="Composed", depth=2), 0)
    compounds = [f for f in ex.gold_fol if f.kind in (Kind.AND, Kind.OR)]
    assert compounds and all(len(f.args) == 3 for f in compounds)


def test_composed_depth_is_the_papers_minimum_depth() -> None:
    """Seed 002 Figure 15 shows a composed example of "minimum depth 2 and four rule
    types": the original builds `2hop` composed proofs to depth 1 + hops, so its depth-2
    proofs are 2 or 3 high, and height 3 holds four rule types (height 2 only three)."""
    config = OODConfig(rule="Composed", depth=2, width=3, rule_types=4, n=6)
    for ex in generate_ood(config):
        assert len(ex.metadata["proof_rule_types"]) >= 4
        assert ex.metadata["proof_height"] in (2, 3)
    assert ood_file_name(config) == "2hop_Composed_0shot_4ruletypes_random_noadj.json"
    five = generate_ood_one(OODConfig(rule="Composed", depth=2, width=2, rule_types=5), 0)
    assert len(five.metadata["proof_rule_types"]) == 5
    six = generate_ood_one(OODConfig(rule="Composed", depth=3, width=2, rule_types=6), 0)
    assert len(six.metadata["proof_rule_types"]) == 6


@pytest.mark.parametrize(("depth", "width", "rule_types", "index"), [
    (2, 2, 5, 122), (3, 2, 6, 723), (4, 4, 6, 392),
])
def test_composed_unlucky_items_still_generate(
    depth: int, width: int, rule_types: int, index: int
) -> None:
    """These items found no proof in 200 attempts, so e.g. `--rule Composed --depth 2
    --width 2 --rule-types 5 -n 200` died at item 122: half of the attempts allowed one
    branching step, too few for five rule types, and the other half fail ~95% of the
    time each. Now the later attempts still allow enough, and there are more of them."""
    config = OODConfig(rule="Composed", depth=depth, width=width, rule_types=rule_types)
    ex = generate_ood_one(config, index)
    assert len(ex.metadata["proof_rule_types"]) >= rule_types
    assert depth <= ex.metadata["proof_height"] <= depth + 1
    assert ex.metadata["composed_attempts"] > 100


# ---------------------------------------------------------------- gold CoT shapes


def test_or_elim_shape_matches_the_original() -> None:
    ex = generate_ood_one(OODConfig(rule="OrElim", depth=1, width=2, seed=5), 0)
    cot = ex.chain_of_thought
    assert [s.rule for s in ex.gold_steps] == [
        "assume", "axiom", "MP", "assume", "axiom", "MP", "OrE"]
    assert cot[0].startswith("Assume ") and cot[3].startswith("Assume ")
    assert cot[2].endswith(".\n\n") and cot[5].endswith(".\n\n")
    assert cot[6].startswith("Since ") and not cot[6].endswith("\n")
    assert [c.endswith("\n\n") for c in cot] == [False, False, True, False, False, True, False]
    # the Since sentence names the premise disjunction of the context
    disj = parse_sentence(cot[6])[0].formula
    assert disj in ex.context_fol
    assert disj is Or(ex.gold_fol[0], ex.gold_fol[3])
    assert ex.gold_steps[6] == GoldStep("OrE", (2, 5))


def test_proof_by_contradiction_shape_matches_the_original() -> None:
    ex = generate_ood_one(OODConfig(rule="ProofByContra", depth=1, width=2, seed=2), 0)
    rules = [s.rule for s in ex.gold_steps]
    assert rules == ["assume", "OrI", "axiom", "MP", "contradicts", "PbC"] * 2 + ["AndI"]
    cot = ex.chain_of_thought
    assert cot[4].startswith("This contradicts with ") and cot[5].endswith("\n\n")
    assert cot[11].endswith("\n\n") and not cot[12].endswith("\n")
    premise = ex.gold_fol[4]
    assert premise.kind is Kind.NOT and premise in ex.context_fol
    assert ex.gold_fol[3] is negate(premise)
    # the conjunction lists the cases in CoT order
    assert ex.gold_fol[-1].args == (ex.gold_fol[5], ex.gold_fol[11])
    assert ex.gold_fol[5] is Not(ex.gold_fol[0])
    assert ex.gold_steps[5] == GoldStep("PbC", (0, 4))
    assert ex.gold_steps[4] == GoldStep("contradicts", (3,))


def test_and_intro_and_elim_and_or_intro_shapes() -> None:
    ai = generate_ood_one(OODConfig(rule="AndIntro", depth=1, width=2, adjectives=True), 0)
    assert [s.rule for s in ai.gold_steps] == ["axiom", "axiom", "AndI"]
    assert ai.gold_steps[2].premises == (1, 0)  # conjunct order; stated noun first
    ae = generate_ood_one(OODConfig(rule="AndElim", depth=2, width=3), 0)
    assert [s.rule for s in ae.gold_steps] == ["axiom", "AndE", "axiom", "MP", "AndE"]
    oi = generate_ood_one(OODConfig(rule="OrIntro", depth=2, width=3), 0)
    assert [s.rule for s in oi.gold_steps] == ["axiom", "OrI", "axiom", "MP", "OrI"]
    assert oi.gold_fol[-1].kind is Kind.OR and len(oi.gold_fol[-1].args) == 3


def test_linearize_marks_hypotheses_first() -> None:
    ex = generate_ood_one(OODConfig(rule="Composed", depth=4, width=3, seed=3), 1)
    assert ex.gold_steps is not None
    for i, s in enumerate(ex.gold_steps):
        if s.rule in ("OrE", "PbC"):
            assert all(p < i for p in s.premises)
    assert callable(linearize)


# ---------------------------------------------------------------- labels


@pytest.mark.parametrize("rule", RULES)
def test_true_or_false_queries_with_labels(rule: str) -> None:
    """Every rule has ``True or false:`` queries (issue 3): the goal, or its negation
    with De Morgan's laws for a compound goal, which the parser reads back."""
    config = OODConfig(rule=rule, depth=2, width=_width(rule, 3), proofs_only=False, n=12)
    labels = set()
    for ex in generate_ood(config):
        validate_ood_example(ex)
        assert ex.query.startswith("True or false: ")
        assert ex.answer in (True, False)
        labels.add(ex.answer)
        expected = ex.query_fol if ex.answer else negation(ex.query_fol)
        assert expected is ex.gold_fol[-1]
        assert parse_query(ex.query) is ex.query_fol
        if ex.answer is False and ex.gold_fol[-1].kind in (Kind.AND, Kind.OR):
            assert ex.query_fol.kind is not Kind.NOT  # (a sentence, not 'it is not that …')
    assert labels == {True, False}


def test_a_false_compound_query_is_the_goal_negated_by_de_morgan() -> None:
    goal_and = next(ex for ex in generate_ood(
        OODConfig(rule="ProofByContra", width=3, proofs_only=False, n=12, seed=2))
        if ex.answer is False)
    # the goal 'Wren is not a A, not a B and not a C' asked as 'Wren is a A, a B, or a C'
    assert goal_and.gold_fol[-1].kind is Kind.AND
    assert goal_and.query_fol.kind is Kind.OR
    assert all(a.kind is Kind.PRED for a in goal_and.query_fol.args)
    assert [negate(a) for a in goal_and.query_fol.args] == list(goal_and.gold_fol[-1].args)
    # the gold CoT with the label False is strictly correct, its label correct
    result = check(goal_and, " ".join(goal_and.chain_of_thought) + " False")
    assert result.label_correct is True and all(result.proof_correct.values())
    flipped = check(goal_and, " ".join(goal_and.chain_of_thought) + " True")
    assert flipped.label_correct is False


def test_labelled_data_with_ood_demonstrations() -> None:
    config = OODConfig(rule="AndIntro", depth=2, width=3, proofs_only=False, few_shot=2,
                       ood_demonstrations=True, n=3, seed=1)
    for ex in generate_ood(config):
        assert ex.answer in (True, False)
        assert all(shot.answer in (True, False) and shot.query.startswith("True or false: ")
                   for shot in ex.in_context)
        assert {shot.metadata["rule"] for shot in ex.in_context} != {"AndIntro"}


# ---------------------------------------------------------------- configuration


@pytest.mark.parametrize(("knobs", "match"), [
    ({"rule": "Composed", "depth": 2, "rule_types": 6}, "impossible at depth=2"),
    ({"rule": "Composed", "depth": 1, "rule_types": 4}, "impossible at depth=1"),
    ({"rule": "Composed", "depth": 4, "rule_types": 7}, "only 6 deduction rules"),
    ({"rule": "Composed", "depth": 6}, "too deep"),
    ({"rule": "Composed", "width": 6}, "too wide"),
    ({"rule": "AndIntro", "rule_types": 2}, "rule_types applies to rule='Composed' only"),
    # (it was silently ignored)
    ({"rule": "ModusPonens", "width": 3}, "not to rule='ModusPonens'"),
    ({"rule": "OrElim", "depth": 4, "width": 17}, "concept names"),
    ({"rule": "AndIntro", "width": 15}, "distinct property families|adjectives"),
    ({"rule": "Mystery"}, "rule must be one of"),
    ({"width": 1}, "width must be >= 2"),
    ({"depth": 0}, "depth must be >= 1"),
    ({"distractors": "some"}, "distractors must be one of"),
    ({"ordering": "inorder"}, "ordering must be one of"),
    ({"adjectives": 1}, "adjectives must be True or False"),
    ({"ood_demonstrations": True}, "needs few_shot >= 1"),
    # demonstrations of other rules, depths or widths must fit the names too (they used
    # to fail mid-run: 'OrIntro ran out of adjectives ... at depth=6, width=6')
    ({"rule": "AndElim", "depth": 6, "width": 6, "few_shot": 2, "ood_demonstrations": True},
     "its in-context examples include AndIntro proofs of depth=6, width=6"),
    ({"rule": "OrElim", "width": 20, "few_shot": 1, "ood_demonstrations": True},
     "in-context examples include AndIntro proofs of depth=3, width=20"),
])
def test_impossible_combinations_are_config_errors(knobs: dict, match: str) -> None:
    with pytest.raises(ConfigError, match=match):
        OODConfig(**knobs)


def test_name_budget_is_exact_at_its_edge() -> None:
    # the largest OrElim the names allow in each mode generates; one more width is refused
    for mode in ("none", "relevant", "irrelevant"):
        widest = max(w for w in range(2, 60)
                     if _accepts(rule="OrElim", depth=4, width=w, distractors=mode))
        list(generate_ood(OODConfig(rule="OrElim", depth=4, width=widest, distractors=mode,
                                    n=3)))
        assert not _accepts(rule="OrElim", depth=4, width=widest + 1, distractors=mode)


@pytest.mark.parametrize("rule", ["AndIntro", "AndElim", "OrIntro"])
def test_accepted_adjective_groups_never_run_out_mid_proof(rule: str) -> None:
    """A conjunction's or disjunction's adjectives come from pairwise different families.
    Random families used to run the small families dry, so accepted settings (AndIntro
    depth 4 width 6: item 1) failed mid-run with 'ran out of adjectives'; now every
    accepted setting generates, and the plan the draws follow is exactly what they take."""
    for depth, width, mode in itertools.product(range(1, 8), range(2, 15),
                                                ("none", "relevant", "irrelevant")):
        if not _accepts(rule=rule, depth=depth, width=width, distractors=mode):
            continue
        config = OODConfig(rule=rule, depth=depth, width=width, distractors=mode, n=25)
        assert len(list(generate_ood(config, validate=False))) == 25
        for seed in range(10):
            v = Vocab(random.Random(seed))
            BUILDERS[rule](v, depth, width, mode != "none")
            assert v.adj_plan == []
    list(generate_ood(OODConfig(rule="AndIntro", depth=4, width=6, n=3)))  # validated


@pytest.mark.parametrize(("knobs", "groups"), [
    # 45 adjectives for 45, but four draws of 11 need 44 from the families' 43 with at
    # most four adjectives each: refused up front instead of failing every item
    ({"rule": "OrIntro", "depth": 2, "width": 12}, 4),
    ({"rule": "AndIntro", "depth": 2, "width": 12}, 4),
])
def test_adjective_groups_the_families_cannot_supply_are_config_errors(
    knobs: dict, groups: int
) -> None:
    with pytest.raises(ConfigError, match=f"draws {groups} groups .* different property "
                                          "families"):
        OODConfig(**knobs)
    assert not adjectives_fit(FAMILY_SIZES, [11, 11, 11, 11])
    assert adjectives_fit(FAMILY_SIZES, [11, 11, 11, 1, 1])


def _accepts(**knobs: object) -> bool:
    try:
        OODConfig(**knobs)  # type: ignore[arg-type]
    except ConfigError:
        return False
    return True


# ---------------------------------------------------------------- distractors


def _gold_predicates(ex: Example) -> set[str]:
    out: set[str] = set()
    for f in ex.gold_fol:
        out |= predicates(f)
    return out


@pytest.mark.parametrize("rule", SINGLE_RULES + ["Composed"])
def test_distractor_modes_give_distinct_contexts(rule: str) -> None:
    kw = {"rule": rule, "depth": 2, "width": _width(rule, 3), "seed": 4}
    by_mode = {m: generate_ood_one(OODConfig(distractors=m, **kw), 0)
               for m in ("none", "relevant", "irrelevant")}
    contexts = {m: ex.context for m, ex in by_mode.items()}
    assert len(set(contexts.values())) == 3
    none, relevant, irrelevant = by_mode["none"], by_mode["relevant"], by_mode["irrelevant"]
    # none: only what the proof uses
    used = _gold_predicates(none)
    assert all(predicates(f) <= used | _implicit_predicates(none) for f in none.context_fol)
    assert len(relevant.context) > len(none.context)
    assert len(irrelevant.context) > len(none.context)
    # relevant distractors touch the proof's concepts; irrelevant ones never do
    gold = _gold_predicates(relevant)
    extra = [f for f in relevant.context_fol if not predicates(f) <= gold]
    assert any(predicates(f) & gold for f in extra)
    gold_i = _gold_predicates(irrelevant)
    extra_i = [f for f in irrelevant.context_fol if not predicates(f) <= gold_i]
    assert extra_i and not any(predicates(f) & gold_i for f in extra_i)
    # facts about another entity: the A.7 distractors of AndIntro, OrElim and
    # ProofByContra (a composed proof without those gets distractor rules only)
    entity = irrelevant.metadata["entity"]
    with_facts = {"AndIntro", "OrElim", "ProofByContra"}
    if rule != "Composed" or with_facts & set(irrelevant.metadata["proof_rule_types"]):
        assert any(f.is_ground and entity not in str(f) for f in extra_i)


def _implicit_predicates(ex: Example) -> set[str]:
    return set()


def _premises(ex: Example, kind: Kind) -> list:
    return [f for f in ex.context_fol if f.is_ground and f.kind is kind]


def test_no_shortcut_heuristic_finds_the_answer() -> None:
    # OrElim: several disjunctions about the entity, several rules into the goal concept,
    # and a second concept provable by cases from the same disjuncts (A.7)
    oe = generate_ood_one(OODConfig(rule="OrElim", depth=2, width=3), 0)
    assert len(_premises(oe, Kind.OR)) >= 2
    goal = oe.gold_fol[-1].name
    into_goal = [f for f in oe.context_fol if not f.is_ground and f.args[0].args[1].name == goal]
    assert len(into_goal) > 3
    # ProofByContra: several negated premises, several rules with the same antecedent
    pc = generate_ood_one(OODConfig(rule="ProofByContra", depth=2, width=3), 0)
    assert len(_premises(pc, Kind.NOT)) >= 2
    antes = [f.args[0].args[0] for f in pc.context_fol if not f.is_ground]
    assert any(antes.count(a) >= 2 for a in antes if a.kind is Kind.OR)
    # ModusPonens / AndElim / OrIntro / AndIntro: some proof concept has two outgoing rules
    for rule in ("ModusPonens", "AndElim", "OrIntro", "AndIntro"):
        ex = generate_ood_one(OODConfig(rule=rule, depth=3, width=_width(rule, 3)), 0)
        rule_antes = [f.args[0].args[0] for f in ex.context_fol if not f.is_ground]
        gold_preds = _gold_predicates(ex)
        heads = [predicates(a) & gold_preds for a in rule_antes]
        assert len([h for h in heads if h]) > len([f for f in ex.gold_fol if not f.is_ground])


@pytest.mark.parametrize("ordering", ["postorder", "preorder", "random"])
def test_orderings(ordering: str) -> None:
    ex = generate_ood_one(OODConfig(rule="AndIntro", depth=3, width=2, ordering=ordering,
                                    distractors="none"), 0)
    rules_in_context = [f for f in ex.context_fol if not f.is_ground]
    rules_in_proof = [f for f, s in zip(ex.gold_fol, ex.gold_steps, strict=True) if not f.is_ground]
    if ordering == "postorder":
        assert rules_in_context == rules_in_proof
    elif ordering == "preorder":
        assert rules_in_context == rules_in_proof[::-1]
    # facts come last
    kinds = [f.is_ground for f in ex.context_fol]
    assert kinds == sorted(kinds)


# ---------------------------------------------------------------- demonstrations


def test_in_distribution_few_shot() -> None:
    config = OODConfig(rule="OrElim", depth=2, width=3, few_shot=3, n=2)
    for ex in generate_ood(config):
        assert len(ex.in_context) == 3
        for ic in ex.in_context:
            assert (ic.metadata["rule"], ic.metadata["depth"], ic.metadata["width"]) == \
                ("OrElim", 2, 3)
            assert ic.context != ex.context
            validate_ood_example(ic)


POOLS = {
    "ModusPonens": {"AndIntro", "AndElim", "OrIntro"},
    "AndIntro": {"ModusPonens", "AndElim", "OrIntro", "OrElim"},
    "AndElim": {"ModusPonens", "AndIntro", "OrIntro", "OrElim", "ProofByContra"},
    "OrIntro": {"ModusPonens", "AndIntro", "AndElim", "OrElim"},
    "OrElim": {"ModusPonens", "AndIntro", "AndElim", "OrIntro", "ProofByContra"},
    "ProofByContra": {"ModusPonens", "AndIntro", "AndElim", "OrIntro", "OrElim"},
}


@pytest.mark.parametrize("rule", SINGLE_RULES)
def test_ood_demonstrations_come_from_other_rules(rule: str) -> None:
    config = OODConfig(rule=rule, depth=2, width=_width(rule, 3), few_shot=8,
                       ood_demonstrations=True, n=3)
    seen: set[str] = set()
    for ex in generate_ood(config):
        assert len(ex.in_context) == 8
        for ic in ex.in_context:
            r = ic.metadata["rule"]
            seen.add(r)
            assert r in POOLS[rule] and r != rule
            if r in ("OrElim", "ProofByContra"):
                assert ic.metadata["depth"] == 1
            elif rule == "ModusPonens":
                assert (ic.metadata["depth"], ic.metadata["width"]) == (1, 4)
            elif rule in ("OrElim", "ProofByContra"):
                assert ic.metadata["depth"] == 3
            assert ic.answer is None
    assert len(seen) >= 2


def test_every_accepted_ood_demonstration_setting_generates() -> None:
    for rule, depth, width in itertools.product(SINGLE_RULES, range(1, 7), range(2, 10)):
        if _accepts(rule=rule, depth=depth, width=width, few_shot=4, ood_demonstrations=True):
            config = OODConfig(rule=rule, depth=depth, width=width, few_shot=4,
                               ood_demonstrations=True, n=2)
            assert len(list(generate_ood(config, validate=False))) == 2


def test_composed_ood_demonstrations_cover_the_test_rule_types() -> None:
    config = OODConfig(rule="Composed", depth=4, width=3, few_shot=8,
                       ood_demonstrations=True, n=3)
    for ex in generate_ood(config):
        types = set(ex.metadata["proof_rule_types"])
        demo_rules = [ic.metadata["rule"] for ic in ex.in_context]
        assert set(demo_rules) == types  # exactly the test proof's types, each at least once


def test_demonstration_plan_is_deterministic() -> None:
    from pyverify.generate.seeding import derive_rng

    config = OODConfig(rule="AndElim", depth=2, few_shot=4, ood_demonstrations=True)
    test = generate_ood_one(replace(config, few_shot=0, ood_demonstrations=False), 0)
    a = demonstration_plan(config, test, derive_rng(0, 0, "demonstrations"))
    b = demonstration_plan(config, test, derive_rng(0, 0, "demonstrations"))
    assert a == b and len(a) == 4


# ---------------------------------------------------------------- validation can fail


def _broken(ex: Example, **changes: object) -> Example:
    return replace(ex, **changes)  # type: ignore[arg-type]


def test_validation_rejects_a_dropped_case() -> None:
    ex = generate_ood_one(OODConfig(rule="OrElim", depth=1, width=3), 0)
    # drop the third case (its three steps) and renumber the Since step
    keep = list(range(6)) + [9]
    steps = list(ex.gold_steps)
    since = GoldStep("OrE", (2, 5))
    bad = _broken(ex, chain_of_thought=tuple(ex.chain_of_thought[i] for i in keep),
                  gold_fol=tuple(ex.gold_fol[i] for i in keep),
                  gold_steps=tuple(steps[i] for i in keep[:-1]) + (since,))
    with pytest.raises(GenerationError, match="disjunction"):
        validate_ood_example(bad)


def test_validation_rejects_a_contradiction_with_a_missing_fact() -> None:
    ex = generate_ood_one(OODConfig(rule="ProofByContra", depth=1, width=2,
                                    distractors="none"), 0)
    premise = ex.gold_fol[4]
    i = ex.context_fol.index(premise)
    bad = _broken(ex, context=ex.context[:i] + ex.context[i + 1:],
                  context_fol=ex.context_fol[:i] + ex.context_fol[i + 1:])
    with pytest.raises(GenerationError, match="not in the context"):
        validate_ood_example(bad)


def test_validation_rejects_an_undischarged_hypothesis() -> None:
    ex = generate_ood_one(OODConfig(rule="OrElim", depth=1, width=2), 0)
    # stop after the first case: its conclusion still depends on 'Assume'
    bad = _broken(ex, chain_of_thought=ex.chain_of_thought[:3], gold_fol=ex.gold_fol[:3],
                  gold_steps=ex.gold_steps[:3], query_fol=ex.gold_fol[2])
    with pytest.raises(GenerationError, match="still depends on hypotheses"):
        validate_ood_example(bad)


def test_validation_rejects_a_text_that_does_not_parse_to_its_lf() -> None:
    ex = generate_ood_one(OODConfig(rule="ProofByContra", depth=1, width=2), 0)
    cot = list(ex.chain_of_thought)
    cot[4] = "This is a contradiction."
    with pytest.raises(GenerationError, match="parses to"):
        validate_ood_example(_broken(ex, chain_of_thought=tuple(cot)))


def test_z3_rejects_inconsistent_context_and_tautologies() -> None:
    ex = generate_ood_one(OODConfig(rule="OrElim", depth=1, width=2, distractors="none"), 0)
    goal = ex.gold_fol[-1]
    inconsistent = _broken(ex, context_fol=ex.context_fol + (Not(goal),))
    with pytest.raises(GenerationError, match="inconsistent"):
        check_z3(inconsistent)
    # the goal asserted as a rule-free fact: still entailed; but a goal that follows from
    # the rules alone is reported
    taut = Or(goal, Not(goal))
    with pytest.raises(GenerationError, match="rules alone"):
        check_z3(_broken(ex, gold_fol=ex.gold_fol[:-1] + (taut,)))


@pytest.mark.parametrize("where", [0, 3, 7])
def test_z3_batch_reports_the_example_that_fails(where: int) -> None:
    """The batch's three joint questions pass only when every example passes; a failing
    example is found and named whatever its place in the batch, for each question."""
    batch = list(generate_ood(OODConfig(rule="OrElim", depth=1, width=2, seed=5, n=8,
                                        distractors="none")))
    check_z3_many(batch)  # all good
    ex = batch[where]
    goal = ex.gold_fol[-1]
    unrelated = Or(goal, Not(goal))  # entailed by anything, and by the rules alone
    broken = {
        "inconsistent": _broken(ex, context_fol=ex.context_fol + (Not(goal),)),
        "not entailed": _broken(ex, context_fol=tuple(f for f in ex.context_fol
                                                      if not f.is_ground)),
        "rules alone": _broken(ex, gold_fol=ex.gold_fol[:-1] + (unrelated,)),
    }
    for message, bad in broken.items():
        with pytest.raises(GenerationError, match=f"{ex.id} failed validation: .*{message}"):
            check_z3_many([*batch[:where], bad, *batch[where + 1:]])


def test_batch_validation_names_the_example_whose_gold_cot_fails(monkeypatch) -> None:
    import pyverify.verify.checker as checker

    batch = list(generate_ood(OODConfig(rule="ProofByContra", n=6), validate=False))
    validate_ood_examples(batch)  # all good
    real = checker.check_batch

    def one_wrong(pairs, options=None):  # the fourth example's gold CoT judged wrong
        results = real(pairs, options)
        results[3] = [replace(results[3][0], proof_correct={"strict": False})]
        return results

    monkeypatch.setattr(checker, "check_batch", one_wrong)
    with pytest.raises(GenerationError, match=f"{batch[3].id} failed validation: gold CoT"):
        validate_ood_examples(batch)


@pytest.mark.parametrize("rule", RULES)
def test_lean_z3_encoding_agrees_with_the_z3_checker(rule: str) -> None:
    kw = {"width": _width(rule, 3), "depth": 2}
    for ex in generate_ood(OODConfig(rule=rule, n=3, **kw)):
        consistent, (goal, alone) = reference_z3_verdicts(ex)
        assert consistent is True and goal == "entailed" and alone == "not-entailed"


def test_step_verifier_runs_only_when_it_supports_hypotheses(monkeypatch) -> None:
    import pyverify.verify.checker as checker

    ex = generate_ood_one(OODConfig(rule="OrElim", depth=1, width=2), 0)
    calls = []

    class _Failing:
        proof_correct = {"strict": False}
        label_correct = None
        label_status = "none"

    def fake_check(example: Example, output: str) -> _Failing:
        calls.append(output)
        return _Failing()

    monkeypatch.setattr(checker, "check", fake_check, raising=False)
    monkeypatch.setattr(checker, "SUPPORTS_HYPOTHESES", False, raising=False)
    assert not hypotheses_supported()
    validate_ood_example(ex)
    assert calls == []
    monkeypatch.setattr(checker, "SUPPORTS_HYPOTHESES", True, raising=False)
    assert hypotheses_supported()
    with pytest.raises(GenerationError, match="not strictly correct"):
        validate_ood_example(ex)
    assert calls and calls[0].startswith("Assume ")


# ---------------------------------------------------------------- registry


def test_registered_by_name() -> None:
    assert "prontoqa-ood" in generator_names()
    examples = list(create("prontoqa-ood", rule="OrElim", depth=2, width=2, n=2))
    assert [ex.metadata["rule"] for ex in examples] == ["OrElim", "OrElim"]
    with pytest.raises(ConfigError):
        list(create("prontoqa-ood", rule="OrElim", bogus=1))


@pytest.mark.parametrize("mode", ["relevant", "irrelevant"])
def test_composed_depth_4_gets_its_distractors(mode: str) -> None:
    """At the paper's composed setting (minimum depth 4, width 3, relevant distractors)
    every example gets its A.7 distractors. Irrelevant ones, which the original refuses
    for Composed, take a second set of names, and proofs 5 high run out of them now and
    then: the metadata says so instead of staying silent."""
    exs = list(generate_ood(OODConfig(rule="Composed", depth=4, width=3, seed=1, n=60,
                                      distractors=mode)))
    complete = [ex for ex in exs if ex.metadata["distractors_complete"] is True]
    assert len(complete) >= (60 if mode == "relevant" else 57)
    assert all(ex.metadata["distractors_complete"] is False for ex in exs
               if ex not in complete)
    assert min(ex.metadata["distractor_sentences"] for ex in complete) >= 5
