"""The PrOntoQA generator: reproducibility, every setting validates, shapes of the data."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from pyverify.errors import ConfigError, GenerationError
from pyverify.example import Example
from pyverify.generate import PrOntoQAConfig, generate, generate_one, validate_example
from pyverify.generate.seeding import derive_seed
from pyverify.logic import Kind, Not, Pred, X, negate, universal_rule

SETTINGS = list(
    itertools.product(
        ["fictional", "true", "false"], ["postorder", "preorder", "random"], [True, False],
        [1, 3, 5, 7],
    )
)


def test_same_seed_and_index_give_identical_examples() -> None:
    config = PrOntoQAConfig(hops=3, few_shot=2, seed=11)
    assert generate_one(config, 5) == generate_one(config, 5)
    assert list(generate(config.__class__(hops=3, seed=11, n=3))) == [
        generate_one(PrOntoQAConfig(hops=3, seed=11, n=3), i) for i in range(3)
    ]


def test_neighbouring_seeds_do_not_share_streams() -> None:
    a = generate_one(PrOntoQAConfig(hops=3, seed=1), 0)
    b = generate_one(PrOntoQAConfig(hops=3, seed=0), 1)
    assert a.context != b.context
    assert derive_seed(1, 0) != derive_seed(0, 1)
    # in-context examples differ from each other and from the test example
    ex = generate_one(PrOntoQAConfig(hops=3, few_shot=3), 0)
    contexts = {ex.context, *(ic.context for ic in ex.in_context)}
    assert len(contexts) == 4


@pytest.mark.parametrize(("ontology", "ordering", "distractors", "hops"), SETTINGS)
def test_every_setting_yields_valid_examples(
    ontology: str, ordering: str, distractors: bool, hops: int
) -> None:
    knobs = dict(hops=hops, ontology=ontology, ordering=ordering,
                 distractors=distractors, n=3, seed=hops)
    if ontology == "false" and hops == 9 and distractors:
        # beyond the false ontology's ten nouns: refused up front, naming the knob
        with pytest.raises(ConfigError, match="too many for ontology='false'"):
            PrOntoQAConfig(**knobs)  # type: ignore[arg-type]
        return
    config = PrOntoQAConfig(**knobs)  # type: ignore[arg-type]
    for ex in generate(config):  # generate() validates; re-check explicitly too
        validate_example(ex)
        _check_shape(ex, config)


@pytest.mark.parametrize("ontology", ["fictional", "true", "false"])
def test_proofs_only(ontology: str) -> None:
    for ex in generate(PrOntoQAConfig(hops=3, ontology=ontology, proofs_only=True, n=5)):
        assert ex.answer is None
        assert ex.query.startswith("Prove: ")
        assert ex.query_fol is ex.gold_fol[-1]


def _check_shape(ex: Example, config: PrOntoQAConfig) -> None:
    assert ex.context_fol is not None and ex.gold_fol is not None
    assert len(ex.chain_of_thought) == 1 + 2 * config.hops
    assert ex.context[-1] == ex.chain_of_thought[0]  # premise fact last
    assert ex.gold_steps is not None
    assert [s.rule for s in ex.gold_steps] == ["axiom"] + ["axiom", "MP"] * config.hops
    # the conclusion is a (possibly negated) property, never a concept
    conclusion = ex.gold_fol[-1]
    assert conclusion.is_literal
    assert ex.query.startswith("True or false: ")
    assert ex.query_fol in (conclusion, negate(conclusion))
    assert ex.answer is (ex.query_fol is conclusion)
    md = ex.metadata
    assert md["hops"] == config.hops and md["ontology"] == config.ontology
    assert md["seed"] == config.seed and md["source_dataset"] == "pyverify-prontoqa"
    if config.distractors:
        # A.2: another concept's rule carries the negation of the conclusion
        atom = conclusion.args[0] if conclusion.kind is Kind.NOT else conclusion
        open_lit = Pred(atom.name, X)
        wanted = open_lit if conclusion.kind is Kind.NOT else Not(open_lit)
        consequents = [p[1] for f in ex.context_fol if (p := universal_rule(f)) is not None]
        assert wanted in consequents, ex.question


def test_postorder_follows_proof_order_and_preorder_reverses_it() -> None:
    for ordering, expect_forward in (("postorder", True), ("preorder", False)):
        config = PrOntoQAConfig(hops=5, ordering=ordering, distractors=False, n=5)
        for ex in generate(config):
            assert ex.context_fol is not None and ex.gold_fol is not None
            positions = [ex.context_fol.index(f) for f in ex.gold_fol[1::2]]
            assert (positions == sorted(positions)) is expect_forward
            assert (positions == sorted(positions, reverse=True)) is not expect_forward


def test_distractor_parents_create_forks() -> None:
    """Main's distractor parents only on request (seed 000's data has none)."""
    ex = generate_one(PrOntoQAConfig(hops=3, distractor_parents=True), 0)
    assert ex.metadata["distractor_parent_count"] >= 1
    assert ex.id == "prontoqa-3hop-fictional-distractorparents-s0-0"
    plain = generate_one(PrOntoQAConfig(hops=3), 0)
    assert plain.metadata["distractor_parent_count"] == 0 and plain.metadata["a2_distractor"]
    none = generate_one(PrOntoQAConfig(hops=3, distractors=False), 0)
    assert none.metadata["distractor_parent_count"] == 0
    assert none.metadata["a2_distractor"] is None


def test_ontologies_have_the_papers_shape_and_size() -> None:
    """Seed 000 §3: linear ontologies of 3 to 10 concepts, the start node uniform over
    where the proof fits (it was always 0-1 concepts above the bottom of the chain, with
    1-2 above the proof, and main's distractor parents on every proof node)."""
    below: Counter[int] = Counter()
    sizes: Counter[int] = Counter()
    for hops in (1, 3, 5):
        for ex in generate(PrOntoQAConfig(hops=hops, n=200, seed=11), validate=False):
            concepts = ex.metadata["concepts"]
            sizes[len(concepts) + (ex.metadata["a2_distractor"] is not None)] += 1
            start = ex.gold_fol[0].name  # type: ignore[index]
            below[concepts.index(start)] += 1
            assert len(concepts) >= hops + 1  # the proof and a fork above its last hop
    assert min(sizes) <= 4 and max(sizes) == 10
    assert max(below) >= 5  # (was at most 1)


def test_the_root_has_no_property_and_every_proof_node_its_parent_on_request() -> None:
    """The original and the paper's Figures 7 and 11 give the chain's root no property;
    with distractor parents the paper-sized chain had used up the names, and a proof
    node lost its parent (4 of 5 at 5 hops, silently)."""
    for ex in generate(PrOntoQAConfig(hops=5, n=30, seed=2, distractor_parents=True)):
        assert ex.metadata["distractor_parent_count"] == 5
    for ex in generate(PrOntoQAConfig(hops=3, n=30, seed=2), validate=False):
        root = ex.metadata["concepts"][-1]
        assert not any(f.kind is Kind.FORALL and universal_rule(f)[0].name == root  # type: ignore[index]
                       for f in ex.context_fol or ())


def test_ids_differ_between_data_sets_of_one_seed() -> None:
    """Two data sets of one seed gave different questions one id (a join of predictions
    by id mixed them); every knob that changes the question is in the id."""
    configs = [PrOntoQAConfig(hops=1, n=3, seed=7, **knobs) for knobs in (
        {}, {"ordering": "preorder"}, {"distractors": False}, {"proofs_only": True},
        {"distractor_parents": True}, {"distinct_families": False})]
    ids = [ex.id for c in configs for ex in generate(c, validate=False)]
    assert len(ids) == len(set(ids))
    assert ids[0] == "prontoqa-1hop-fictional-s7-0"
    shots = generate(PrOntoQAConfig(hops=1, n=3, seed=7, few_shot=2), validate=False)
    assert [ex.id for ex in shots] == ids[:3]  # (the same questions)


def test_true_ontology_with_distractors_uses_real_nouns() -> None:
    for ex in generate(PrOntoQAConfig(hops=3, ontology="true", n=20)):
        assert ex.metadata["a2_distractor"] in {
            "sheep", "snake", "bacteria", "spider", "nematode", "whale", "even number",
            "composite number", "negative number", "imaginary number"}


def test_validation_catches_a_wrong_label() -> None:
    ex = generate_one(PrOntoQAConfig(hops=2), 0)
    broken = Example(id=ex.id, context=ex.context, query=ex.query,
                     chain_of_thought=ex.chain_of_thought, answer=not ex.answer,
                     context_fol=ex.context_fol, query_fol=ex.query_fol, gold_fol=ex.gold_fol,
                     gold_steps=ex.gold_steps, metadata=ex.metadata)
    with pytest.raises(GenerationError, match="label"):
        validate_example(broken)


def test_validation_catches_a_sentence_that_does_not_match_its_lf() -> None:
    ex = generate_one(PrOntoQAConfig(hops=2), 0)
    assert ex.context_fol is not None
    swapped = (ex.context[1], ex.context[0], *ex.context[2:])
    broken = Example(id=ex.id, context=swapped, query=ex.query,
                     chain_of_thought=ex.chain_of_thought, answer=ex.answer,
                     context_fol=ex.context_fol, query_fol=ex.query_fol, gold_fol=ex.gold_fol,
                     gold_steps=ex.gold_steps, metadata=ex.metadata)
    with pytest.raises(GenerationError, match="parses to"):
        validate_example(broken)
