"""The Python API as the README shows it: generate, check, check many outputs at once."""

from __future__ import annotations

import importlib
from dataclasses import replace

import pytest

import pyverify


def test_generate_and_check_as_documented() -> None:
    examples = list(pyverify.generate(hops=3, n=2, seed=1))
    assert len(examples) == 2
    gold = " ".join(examples[0].chain_of_thought) + f" {examples[0].answer}"
    result = pyverify.check(examples[0], gold)
    assert result.proof_correct == {"strict": True, "skip": True, "broad": True, "valid": True}
    assert result.label_correct is True
    many = pyverify.check_many(examples[0], [gold, "Nothing to see here.", ""])
    assert [r.proof_correct["valid"] for r in many] == [True, False, False]


def test_generate_is_the_same_callable_before_and_after_importing_the_package() -> None:
    before = pyverify.generate
    importlib.import_module("pyverify.generate")
    assert pyverify.generate is before and callable(before)
    from pyverify.generate import PrOntoQAConfig

    by_config = list(pyverify.generate(PrOntoQAConfig(hops=2, n=1, seed=4)))
    by_knobs = list(pyverify.generate(hops=2, n=1, seed=4))
    assert by_config == by_knobs


def test_generate_dispatches_ood_rules() -> None:
    ex = next(iter(pyverify.generate(rule="ProofByContra", width=2, n=1, seed=2)))
    assert ex.query.startswith("Prove:") and ex.answer is None
    # hops is the depth of an OOD proof, as `pyverify generate --hops` takes it (the
    # README's own example raised TypeError), and an unknown knob names both configs
    deep = next(iter(pyverify.generate(hops=2, n=1, seed=1, rule="OrElim", width=3)))
    assert deep.metadata["depth"] == 2
    with pytest.raises(TypeError, match="unknown knob 'hopz': PrOntoQAConfig takes"):
        pyverify.generate(hopz=3, n=1)
    with pytest.raises(TypeError):
        pyverify.generate(pyverify.PrOntoQAConfig(n=1), hops=2)
    # each generator's own entry points say what to use instead of failing on a missing
    # field, and the whole-set ones say it when called, before any item is asked for
    from pyverify.generate import generate as generate_prontoqa
    from pyverify.generate import generate_one, generate_ood, generate_ood_one

    ood, prontoqa = pyverify.OODConfig(rule="OrElim", n=1), pyverify.PrOntoQAConfig(n=1)
    with pytest.raises(TypeError, match="PrOntoQAConfig, not OODConfig"):
        generate_prontoqa(ood)
    with pytest.raises(TypeError, match="PrOntoQAConfig, not OODConfig"):
        generate_one(ood, 0)
    with pytest.raises(TypeError, match="OODConfig, not PrOntoQAConfig"):
        generate_ood(prontoqa)
    with pytest.raises(TypeError, match="OODConfig, not PrOntoQAConfig"):
        generate_ood_one(prontoqa, 0)
    for bad in (-1, True, 1.0, "0"):
        with pytest.raises(ValueError, match="index must be a non-negative integer"):
            generate_one(prontoqa, bad)  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="index must be a non-negative integer"):
            generate_ood_one(ood, bad)  # type: ignore[arg-type]


def test_checker_reuses_one_theory_for_many_outputs() -> None:
    ex = next(iter(pyverify.generate(hops=2, n=1, seed=9)))
    with pyverify.Checker(ex, pyverify.CheckOptions(cross_check=True)) as checker:
        first = checker.check(" ".join(ex.chain_of_thought))
        second = checker.check_many([" ".join(ex.chain_of_thought)] * 3)
    assert first.proof_correct["strict"] and all(r.proof_correct["strict"] for r in second)
    assert all(s.entailed for s in first.steps)


def test_a_checker_dropped_without_close_does_not_keep_its_theory() -> None:
    """`Checker(ex).check_many(outputs)` in a loop, never closed, kept every example's
    theory in the Prolog engine for good (stop 45); the next check unloads them."""
    import gc

    from pyverify.solvers.prolog import PrologEngine

    engine = PrologEngine.instance()
    examples = list(pyverify.generate(hops=2, n=3, seed=9))
    tids = []
    for ex in examples:
        checker = pyverify.Checker(ex)
        checker.check_many([" ".join(ex.chain_of_thought)])
        tids.append(str(checker._tid))
        assert engine.call("pv_count_goal", [tids[-1]]) != "0"  # loaded
        del checker
    gc.collect()
    with pyverify.Checker(examples[0]) as checker:
        checker.check("Fae is a cat. True")
    assert [engine.call("pv_count_goal", [t]) for t in tids] == ["0"] * len(tids)


def test_the_readme_python_block_runs() -> None:
    """The README's Python API example runs exactly as written."""
    import contextlib
    import io
    import re
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", readme, re.S)
    assert blocks, "the README has a Python example"
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for block in blocks:
            exec(compile(block, "README.md", "exec"), {})
    assert "strict" in out.getvalue()


def test_api_misuse_is_a_clear_error_not_a_coerced_check() -> None:
    """None, bytes or a list as the model output were checked as ``str()`` of them (the
    list's repr was judged a valid proof); ``check_many(ex, "True")`` checked each
    character as an output; an iterator of outputs that turned out empty, or ids fewer
    than the outputs, raised an internal IndexError."""
    ex = next(iter(pyverify.generate(hops=2, n=1, seed=9)))
    gold = " ".join(ex.chain_of_thought) + f" {ex.answer}"
    misuse = [
        (lambda: pyverify.check(ex, None), TypeError, "model_output must be a str, not None"),
        (lambda: pyverify.check(ex, 3), TypeError, "model_output must be a str, not int"),
        (lambda: pyverify.check(ex, gold.encode()), TypeError,
         "model_output must be a str, not bytes (decode the bytes first)"),
        (lambda: pyverify.check(ex, [gold]), TypeError,
         "model_output must be a str, not list (several outputs: check_many)"),
        (lambda: pyverify.check(None, gold), TypeError,
         "example must be a pyverify Example, not None"),
        (lambda: pyverify.check({"question": "a"}, gold), TypeError,
         "example must be a pyverify Example, not dict (a record of an input format becomes "
         "one with pyverify.example_from_record(record))"),
        (lambda: pyverify.check(ex, gold, 1), TypeError, "options must be a CheckOptions, not int"),
        (lambda: pyverify.check_many(ex, "True"), TypeError,
         "outputs must be an iterable of str, not a single str (for one: [output])"),
        (lambda: pyverify.check_many(ex, None), TypeError,
         "outputs must be an iterable of str, not None"),
        (lambda: pyverify.check_many(ex, [gold, None]), TypeError,
         "outputs[1] must be a str, not None"),
        (lambda: pyverify.Checker(ex).check_many([gold, gold], ids=["a"]), ValueError,
         "1 ids for 2 outputs: one id per output"),
        (lambda: pyverify.Checker(ex).check_many([gold], ids="a"), TypeError,
         "ids must be an iterable of str, not a single str (for one: [id])"),
        (lambda: list(pyverify.check_parallel([(ex, gold)], jobs=1)), TypeError,
         "outputs must be an iterable of str, not a single str (for one: [output])"),
        (lambda: list(pyverify.check_parallel([(ex, None)], jobs=2)), TypeError,
         "outputs must be an iterable of str, not None"),
        (lambda: list(pyverify.check_parallel([ex], jobs=1)), TypeError,
         "items must be (example, outputs) pairs, not Example"),
    ]
    misuse += [  # (audit of stop 44: these passed silently or failed deep inside)
        (lambda: pyverify.CheckOptions(inference_limit="x"), ValueError,
         "inference_limit must be a positive integer, not 'x'"),
        (lambda: pyverify.CheckOptions(max_sentences=-1), ValueError,
         "max_sentences must be a positive integer, not -1"),
        (lambda: pyverify.CheckOptions(adjacency="no"), TypeError,
         "adjacency must be True or False, not 'no'"),
        (lambda: pyverify.summarize(None), TypeError,
         "results must be an iterable of results (ProofResult, JSON records or Outcome), "
         "not NoneType"),
        (lambda: pyverify.summarize(["abc"]), TypeError,
         "a result must be a ProofResult, its JSON record (a dict) or an Outcome, not str"),
        (lambda: list(pyverify.check_parallel([(ex, [gold])], jobs="2")), ValueError,
         "jobs must be a positive integer (0 or None: one per core), not '2'"),
        (lambda: pyverify.generate(hops=2, depth=2, rule="OrElim"), TypeError,
         "pass hops or depth, not both (hops is depth)"),
        (lambda: pyverify.generate(hops=2, rule="AndIntro", ontology="true"), TypeError,
         "ontology applies to the PrOntoQA generator (rule='ModusPonens') only, not to "
         "rule='AndIntro'"),
        (lambda: pyverify.summarize([], group_by=1), TypeError,
         "group_by must be metadata keys (strings), not 1"),
    ]
    for call, error, message in misuse:
        with pytest.raises(error) as info:
            call()
        assert str(info.value) == message
    # any iterable of strings is fine, an empty one too
    assert pyverify.check_many(ex, iter([])) == []
    expected = pyverify.check_many(ex, [gold, "Nothing."])
    assert pyverify.check_many(ex, (o for o in [gold, "Nothing."])) == expected
    assert pyverify.check_many(ex, (gold, "Nothing.")) == expected
    named = pyverify.Checker(ex).check_many(iter([gold, gold]), ids=iter(["a", "b"]))
    assert [r.id for r in named] == ["a", "b"]
    assert list(pyverify.check_parallel([(ex, iter([gold]))], jobs=1)) == [expected[:1]]


def test_only_the_first_part_of_an_overlong_output_is_checked_and_it_says_so() -> None:
    """A 10 MB output was checked whole (1.25 GB RSS). ``CheckOptions.max_sentences``
    and ``max_chars`` bound the part that is checked: the sentence the character limit
    cuts through is left out whole, the label is still read from the very end, and the
    result's ``truncated`` (one of its warnings) says what was left out."""
    ex = next(iter(pyverify.generate(hops=2, n=1, seed=9)))
    cot = " ".join(ex.chain_of_thought)
    gold = f"{cot} {ex.answer}"
    assert pyverify.check(ex, gold).truncated is None
    options = pyverify.CheckOptions(max_sentences=len(ex.chain_of_thought))
    whole = pyverify.check(ex, gold, options)
    assert whole.truncated is None and whole.proof_correct["strict"]
    longer = pyverify.check(ex, f"{cot} Nonsense one. Nonsense two. {ex.answer}", options)
    assert [s.sentence for s in longer.steps] == list(ex.chain_of_thought)
    assert longer.truncated == (
        f"output truncated: only its first {len(ex.chain_of_thought)} sentences are checked "
        "(the limit per output)"
    )
    assert longer.warnings == (longer.truncated,)
    assert longer.proof_correct["strict"] and longer.label_correct is True
    cut = pyverify.check(ex, gold, pyverify.CheckOptions(max_chars=len(cot) - 3))
    assert [s.sentence for s in cut.steps] == list(ex.chain_of_thought[:-1])
    assert cut.truncated is not None and cut.truncated.startswith(
        "output truncated: only its first "
    )
    assert f"of {len(cot)} characters are checked" in cut.truncated
    assert not cut.proof_correct["strict"] and cut.label_correct is True


def test_results_do_not_share_metadata() -> None:
    ex = next(iter(pyverify.generate(hops=2, n=1, seed=9)))
    first, second = pyverify.check_many(ex, ["x", "y"])
    first.metadata["note"] = "mine"
    assert "note" not in second.metadata and "note" not in ex.metadata


def test_repeated_outputs_share_verdicts_not_dicts() -> None:
    """An output that recurs among the outputs is judged once; each of its results is
    its own, with its own id, its own (mutable) dicts and its own step objects."""
    ex = next(iter(pyverify.generate(hops=2, n=1, seed=9)))
    gold = " ".join(ex.chain_of_thought) + f" {ex.answer}"
    alone = pyverify.check(ex, gold)
    a, b, c = pyverify.Checker(ex).check_many([gold, "x", gold], ids=["a", "b", "c"])
    assert a.id == "a" and c.id == "c"
    assert replace(a, id=alone.id) == alone and replace(c, id=alone.id) == alone
    assert a.proof_correct is not c.proof_correct and a.metadata is not c.metadata
    assert not any(x is y for x, y in zip(a.steps, c.steps, strict=True))
    c.proof_correct["strict"] = False
    c.metadata["note"] = "mine"
    assert a.proof_correct["strict"] and "note" not in a.metadata


def test_examples_pickle_to_equal_examples() -> None:
    """Examples travel to `pyverify check --jobs` workers pickled (formulas flat)."""
    import pickle

    from pyverify.example import Example

    examples = [
        *pyverify.generate(hops=3, n=2, seed=5, few_shot=2),  # with in-context examples
        *pyverify.generate(rule="OrElim", n=1, seed=5),
        Example("bare", ("Alex is a cat.",), "True or false: Alex is a cat.", (), True),
    ]
    for ex in examples:
        again = pickle.loads(pickle.dumps(ex))
        assert again == ex
        assert again.context_fol is None or all(
            a is b for a, b in zip(again.context_fol, ex.context_fol, strict=True)
        )
    assert examples[0].in_context and examples[-1].gold_steps is None


def test_check_parallel_gives_check_many_results_in_input_order() -> None:
    from pyverify.generate.baseline import BaselineReasoner, shuffled_variants

    reasoner = BaselineReasoner(p_wrong_branch=0.3, p_skip_hop=0.3, p_invalid=0.2, seed=7)
    items = [
        (ex, [reasoner.answer(ex, k) for k in range(5)])
        for ex in pyverify.generate(hops=3, n=12, seed=2)
    ]
    rnd = __import__("random").Random(1)
    items += [
        (ex, shuffled_variants(list(ex.chain_of_thought), rnd, 6))
        for ex in pyverify.generate(rule="ProofByContra", n=4, seed=2)
    ]
    expected = [pyverify.check_many(ex, outputs) for ex, outputs in items]
    assert list(pyverify.check_parallel(iter(items), jobs=2)) == expected  # a stream
    assert list(pyverify.check_parallel(items, jobs=1)) == expected


def test_summarize_as_documented() -> None:
    examples = list(pyverify.generate(hops=2, n=4, seed=2))
    gold = [" ".join(ex.chain_of_thought) + f" {ex.answer}" for ex in examples]
    results = [pyverify.check(ex, g) for ex, g in zip(examples, gold, strict=True)]
    results.append(pyverify.check(examples[0], "Nothing to see here."))
    s = pyverify.summarize(results, group_by=("rule", "hops"))
    assert (s.proof["strict"].k, s.proof["strict"].n) == (4, 5)
    assert s.proof["strict"].value == 0.8 and s.proof["strict"].interval is not None
    assert list(s.groups) == [("ModusPonens", 2)]
    assert s.to_json()["proof_accuracy"]["strict"]["k"] == 4
    assert s.unparseable_reasons  # "Nothing to see here." is no claim
    # one key may be given alone (it was read as the keys r, u, l, e: no group at all)
    assert list(pyverify.summarize(results, group_by="rule").groups) == [("ModusPonens",)]


_DAX = ("Every dax is a blicket.", "Blickets are not fuzzy.", "Bob is a dax.")
_DAX_PROOF = ("Bob is a dax. Every dax is a blicket. Bob is a blicket. Blickets are not fuzzy. "
              "Bob is not fuzzy.")


@pytest.mark.parametrize(("query", "answer"), [("True or false: Bob is fuzzy.", False),
                                               ("True or false: Bob is not fuzzy.", True)])
def test_without_a_gold_proof_the_answer_settles_the_conclusion(query: str, answer: bool
                                                                ) -> None:
    """Stop 45 audit: an example with no gold proof took its query as the conclusion
    whatever its answer, so every correct proof of a False example scored F/F/F/F."""
    ex = pyverify.Example("dax", _DAX, query, (), answer)
    r = pyverify.check(ex, f"{_DAX_PROOF} {answer}")
    assert r.proof_correct == dict.fromkeys(("strict", "skip", "broad", "valid"), True)
    assert r.label_correct is True
    # the proof that stops short proves nothing
    short = pyverify.check(ex, f"Bob is a dax. Every dax is a blicket. Bob is a blicket. {answer}")
    assert not any(short.proof_correct.values())


def test_a_logic_lm_record_answers_with_option_letters_through_the_api() -> None:
    """Stop 45 audit: `pyverify check` mapped "The correct option is: B" through the
    record's options, the API did not (label missing)."""
    record = {"id": "ProntoQA_1", "context": " ".join(_DAX),
              "question": "Is the following statement true or false? Bob is fuzzy.",
              "options": ["A. True", "B. False"], "answer": "B",
              "explanation": list(_DAX_PROOF.replace(". ", ".|").split("|"))}
    ex = pyverify.example_from_record(record)
    assert (ex.id, ex.answer) == ("ProntoQA_1", False)
    tails = ("The correct option is: B", "The correct option is: **B**", "**Answer: B**",
             "Therefore, B.", "The correct option is: B. That's my answer.",
             "Final answer: B", "The final answer is $\\boxed{B}$.")
    for output in [*(f"{_DAX_PROOF} {tail}" for tail in tails),
                   f"The correct option is: B.\nExplanation: {_DAX_PROOF}",
                   f"**B) False**\n\n{_DAX_PROOF}"]:
        r = pyverify.check(ex, output)
        assert (r.label_predicted, r.label_correct, r.proof_correct["strict"]) == (
            False, True, True), output
        # (no piece of the answer's sentence is left as a step of the proof)
        assert "unparseable" not in [s.step_class.value for s in r.steps], output
    # the gold answer written as the option is read too
    assert pyverify.example_from_record({**record, "answer": "B) False"}).answer is False


@pytest.mark.parametrize("tail", ["So the statement 'Bob is fuzzy' is false.",
                                  "Therefore, ‘Bob is not fuzzy’ is true.",
                                  "So the statement 'Bob isn't fuzzy' is true.",
                                  "Ｆａｌｓｅ"])
def test_single_quoted_verdicts_and_full_width_labels(tail: str) -> None:
    """Stop 45 audit: a verdict on a statement in single quotes took its last word as
    the label (True for "'Bob is fuzzy' is true" whatever the query), and a full-width
    label was missing."""
    ex = pyverify.Example("dax", _DAX, "True or false: Bob is fuzzy.", (), False)
    r = pyverify.check(ex, f"{_DAX_PROOF} {tail}")
    assert (r.label_predicted, r.label_status, r.proof_correct["strict"]) == (
        False, "found", True)


@pytest.mark.parametrize("echo", ["True or false: Bob is not fuzzy.",
                                  "Is the following statement true or false? Bob is not fuzzy."])
def test_the_question_restated_is_no_proof(echo: str) -> None:
    """Stop 45 audit: the question echoed was read as its statement claimed, so an output
    with no reasoning but the echo and a label scored as a proof under skip and valid."""
    ex = pyverify.Example("dax", _DAX, "True or false: Bob is not fuzzy.", (), True)
    r = pyverify.check(ex, f"{echo} True")
    assert not any(r.proof_correct.values())
    assert [s.step_class.value for s in r.steps] == ["marker"] * len(r.steps)
    assert pyverify.check(ex, f"{echo} {_DAX_PROOF} True").proof_correct["strict"]
