"""PrOntoQA (ModusPonens) generator: seed 000 §3 and the original v1/main behaviour.

Per item: build a chain ontology (:mod:`pyverify.generate.ontology`), read the proof
off it (premise, then per hop a rule and its conclusion; the last rule is the top
node's property), render context, query and chain of thought with the language
package, and check the result (:mod:`pyverify.generate.validate`) before returning it.
Every item is a function of ``(config, index)`` alone (:mod:`pyverify.generate.seeding`).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from pyverify.example import PRONTOQA_GENERATOR, Example, GoldStep
from pyverify.generate.config import (
    PrOntoQAConfig,
    check_request,
    items_in_batches,
    with_in_context,
)
from pyverify.generate.ontology import ChainOntology, build_ontology
from pyverify.generate.registry import GeneratorSpec, register
from pyverify.generate.seeding import derive_rng
from pyverify.language.realise import realise, realise_query
from pyverify.logic import Formula, Pred, negate

GENERATOR_NAME = PRONTOQA_GENERATOR
GENERATOR_VERSION = "2.0"  # 2.0 (stop 44): chains of the paper's shape and size
SOURCE_DATASET = "pyverify-prontoqa"


# ---------------------------------------------------------------- context order


def _node_blocks(ont: ChainOntology, rng: random.Random, top_down: bool) -> list[Formula]:
    """Context rules node by node: bottom-up (postorder) or top-down (preorder).

    Per node the original emits its property and the edge to its parent (postorder:
    property, edge; preorder: edge, property). A distractor parent's edge is shuffled
    with the real edge so position does not give the gold branch away; the distractor
    parent's property comes on its side of the edge (after it bottom-up, before it
    top-down).
    """
    parents = ont.parent_map
    last = len(ont.chain) - 1
    order = range(last, -1, -1) if top_down else range(last + 1)
    out: list[Formula] = []
    for i in order:
        prop = ont.chain[i].property_rule()
        edges: list[Formula] = []
        if i < last:
            edges.append(ont.edge(i))
        parent_prop: Formula | None = None
        if i in parents:
            edges.append(ont.parent_edge(i))
            parent_prop = parents[i].property_rule()
        rng.shuffle(edges)
        if top_down:
            if parent_prop is not None:
                out.append(parent_prop)
            out.extend(edges)
            if prop is not None:
                out.append(prop)
        else:
            if prop is not None:
                out.append(prop)
            out.extend(edges)
            if parent_prop is not None:
                out.append(parent_prop)
    return out


def context_formulas(ont: ChainOntology, ordering: str, rng: random.Random) -> list[Formula]:
    """The context LFs in the configured order, the A.2 distractor at a random
    position, the premise fact last."""
    rules = _node_blocks(ont, rng, top_down=ordering == "preorder")
    if ordering == "random":
        rng.shuffle(rules)
    a2 = ont.a2_rule()
    if a2 is not None:
        rules.insert(rng.randrange(len(rules) + 1), a2)
    return [*rules, ont.premise()]


# ---------------------------------------------------------------- gold proof


def gold_proof(ont: ChainOntology) -> tuple[list[Formula], list[GoldStep]]:
    """Premise, then per hop (rule, conclusion); the last rule is the top's property."""
    entity = ont.entity_term
    fol: list[Formula] = [ont.premise()]
    steps: list[GoldStep] = [GoldStep("axiom")]
    for hop in range(ont.hops):
        node = ont.start + hop
        fact_index = len(fol) - 1
        if hop < ont.hops - 1:
            rule_f = ont.edge(node)
            conclusion = Pred(ont.chain[node + 1].name, entity)
        else:
            prop_rule = ont.chain[node].property_rule()
            assert prop_rule is not None
            rule_f = prop_rule
            conclusion = ont.conclusion()
        fol.append(rule_f)
        steps.append(GoldStep("axiom"))
        fol.append(conclusion)
        steps.append(GoldStep("MP", (fact_index, len(fol) - 2)))
    return fol, steps


# ---------------------------------------------------------------- items


def _example_id(config: PrOntoQAConfig, index: int) -> str:
    """``prontoqa-3hop-fictional-s7-0``, with every knob that changes the question and is
    not at its default (``prontoqa-3hop-fictional-preorder-nodistractor-s7-0``), so two
    data sets of one seed never share an id for different questions (few-shot does not
    change the test question: its ids stay those of the 0-shot set)."""
    parts = [f"prontoqa-{config.hops}hop-{config.ontology}"]
    if config.ordering != "postorder":
        parts.append(config.ordering)
    if config.proofs_only:
        parts.append("proofsonly")
    if not config.distractors:
        parts.append("nodistractor")
    if config.distractor_parents:
        parts.append("distractorparents")
    if not config.distinct_families:
        parts.append("nodistinctfamilies")
    return "-".join(parts) + f"-s{config.seed}-{index}"


def _build(config: PrOntoQAConfig, rng: random.Random, example_id: str, index: int) -> Example:
    ont = build_ontology(config, rng)
    ctx_fol = context_formulas(ont, config.ordering, rng)
    ctx_sentences = [realise(f, rng) for f in ctx_fol]
    sentence_of = dict(zip(ctx_fol, ctx_sentences, strict=True))

    gold_fol, gold_steps = gold_proof(ont)
    cot = [sentence_of.get(f) or realise(f, rng) for f in gold_fol]

    conclusion = gold_fol[-1]
    if config.proofs_only:
        query_fol, answer = conclusion, None
    elif rng.random() < 0.5:
        query_fol, answer = conclusion, True
    else:
        query_fol, answer = negate(conclusion), False
    query = realise_query(query_fol, config.proofs_only, rng)

    metadata = {
        "source_dataset": SOURCE_DATASET,
        "source_index": index,
        "generator": GENERATOR_NAME,
        "generator_version": GENERATOR_VERSION,
        **config.knobs(),
        "rule": "ModusPonens",
        "width": 2,
        "distractor_mode": "relevant" if config.distractors else "none",
        "entity": ont.entity,
        "concepts": [c.name for c in ont.chain],
        "distractor_parent_count": len(ont.parents),
        "a2_distractor": ont.a2.name if ont.a2 is not None else None,
    }
    return Example(
        id=example_id,
        context=tuple(ctx_sentences),
        query=query,
        chain_of_thought=tuple(cot),
        answer=answer,
        context_fol=tuple(ctx_fol),
        query_fol=query_fol,
        gold_fol=tuple(gold_fol),
        gold_steps=tuple(gold_steps),
        metadata=metadata,
    )


def generate_one(config: PrOntoQAConfig, index: int, *, validate: bool = True) -> Example:
    """Item ``index`` of the data set ``config`` describes, with its in-context examples.

    The test example draws from ``(seed, index, "test")``, in-context example k from
    ``(seed, index, "in-context:k")``. With ``validate`` every example is checked
    (:func:`pyverify.generate.validate.validate_example`); a failure raises
    GenerationError.
    """
    check_request(config, PrOntoQAConfig, index)
    test, shots = _unvalidated(config, index)
    if validate:
        from pyverify.generate.validate import validate_example

        for ex in (*shots, test):
            validate_example(ex)
    return with_in_context(test, shots)


def _unvalidated(config: PrOntoQAConfig, index: int) -> tuple[Example, tuple[Example, ...]]:
    """Item ``index``'s test example and its in-context examples, not yet validated."""
    example_id = _example_id(config, index)
    shots = tuple(
        _build(config, derive_rng(config.seed, index, f"in-context:{k}"),
               f"{example_id}/in-context-{k}", index)
        for k in range(config.few_shot)
    )
    return _build(config, derive_rng(config.seed, index, "test"), example_id, index), shots


def generate(config: PrOntoQAConfig, *, validate: bool = True) -> Iterator[Example]:
    """Items ``0 … config.n - 1``, each validated before it is yielded (in batches:
    :func:`~pyverify.generate.config.items_in_batches`; the items equal
    :func:`generate_one`'s)."""
    check_request(config, PrOntoQAConfig)  # now, not when the first item is asked for
    from pyverify.generate.validate import validate_examples

    return items_in_batches(config.n, lambda i: _unvalidated(config, i),
                            validate_examples if validate else None)


SPEC = register(
    GeneratorSpec(
        name=GENERATOR_NAME,
        config_cls=PrOntoQAConfig,
        generate_one=generate_one,
        version=GENERATOR_VERSION,
    )
)
