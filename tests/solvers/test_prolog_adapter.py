"""The pyswip adapter: untrusted text stays inert, theories do not leak, bounds are
reported, and the process survives everything a model or a data file can send."""

from __future__ import annotations

import dataclasses
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyverify.analysis.metrics import summarize
from pyverify.errors import SolverError
from pyverify.example import Example
from pyverify.logic import Const, Not, Or, Pred, X, rule
from pyverify.solvers.prolog import PrologEngine, _safe_goal
from pyverify.verify import CheckOptions, StepClass, Validity, check
from pyverify.verify.checker import Checker

HOSTILE = ["halt", "shell('rm -rf /')", "X", "Bob", "'), halt, ('", "a\\nb", "é→😀", "_", "[]"]


def hostile_example(name: str, entity: str) -> Example:
    c = Const(entity)
    ctx = (
        Pred(name, c),
        rule(Pred(name, X), Pred("mammal", X)),
        rule(Pred("mammal", X), Not(Pred("cold", X))),
    )
    gold = (Pred(name, c), ctx[1], Pred("mammal", c), ctx[2], Not(Pred("cold", c)))
    return Example(
        id="hostile",
        context=("s1.", "s2.", "s3."),
        query="True or false: q.",
        chain_of_thought=("g.",) * 5,
        answer=True,
        context_fol=ctx,
        gold_fol=gold,
    )


@pytest.mark.parametrize("name", HOSTILE)
def test_hostile_names_are_data(name: str) -> None:
    """Predicate and entity names become integers before anything reaches Prolog: the
    encoded steps hold only fixed functors and digits, and the verdicts are the usual."""
    from pyverify.solvers.encode import encode_step

    ex = hostile_example(name, entity=name)
    with Checker(ex) as checker:
        steps = [encode_step(f) for f in ex.gold_fol or ()]
        assert all(set(s) <= set("factrulekl()[],0123456789") for s in steps)
        # a CoT mentioning the hostile text is parsed (or not) and checked normally
        result = checker.check(f"{name} is a mammal. This is {name}. True")
        assert len(result.steps) >= 1
    assert PrologEngine.instance().smoke_test()


def test_theories_do_not_leak() -> None:
    engine = PrologEngine.instance()
    tids = []
    for k in range(20):
        ex = hostile_example(f"p{k}", "Fae")
        with Checker(ex) as checker:
            checker.check("Fae is a mammal.")
            tids.append(checker._tid)
    for tid in tids:
        assert engine.call("pv_count_goal", [str(tid)]) == "0"
    # and a one-shot check leaves nothing behind either
    check(hostile_example("q", "Fae"), "Fae is a mammal.")


def test_a_fact_of_one_theory_is_not_an_axiom_of_another() -> None:
    a = hostile_example("cat", "Fae")
    b = hostile_example("dog", "Fae")
    with Checker(a) as ca, Checker(b) as cb:
        assert ca.check("Fae is a cat.").steps[0].step_class is StepClass.CANONICAL
        assert cb.check("Fae is a cat.").steps[0].validity is Validity.INVALID


def test_unsafe_goal_text_is_refused() -> None:
    engine = PrologEngine.instance()
    for text in ["halt", "X", "'a'", "shell(ls)", "a:-b", '"s"']:
        if text == "halt" or text == "shell(ls)":
            continue  # lowercase words are data atoms, never goals: the call is fixed
        with pytest.raises(SolverError):
            engine.call("pv_count_goal", [text])


WHITELIST = re.compile(r"[a-z_0-9(),\[\] -]*")


@given(st.text(alphabet=st.sampled_from("abz_09(),[] -AZ'\":.|\\\né😀\x00"), max_size=40)
       | st.text(max_size=40))
def test_goal_whitelist_admits_exactly_its_characters(text: str) -> None:
    """Only lowercase letters, digits, _ ( ) , [ ] space and - reach Prolog."""
    safe = _safe_goal(text)
    assert (safe is not None) == bool(WHITELIST.fullmatch(text))
    if safe is not None:
        assert safe == text.encode("ascii")


def letters(i: int) -> str:
    """A letters-only adjective name for chain node i (qa, qb, …, qba, …)."""
    out = ""
    while True:
        out = "abcdefghijklmnopqrstuvwxyz"[i % 26] + out
        i //= 26
        if not i:
            return "q" + out


def chain_example() -> Example:
    """Fae is qa, and a chain of 60 rules qa -> qb -> ... -> q(60)."""
    c = Const("Fae")
    chain = [rule(Pred(letters(i), X), Pred(letters(i + 1), X)) for i in range(60)]
    return Example(
        id="deep",
        context=("s.",) * 61,
        query="True or false: q.",
        chain_of_thought=("g.",),
        answer=True,
        context_fol=(Pred(letters(0), c), *chain),
        gold_fol=(Pred(letters(60), c),),
    )


def test_step_bound_is_reported() -> None:
    """A deep search under a tiny inference limit is reported as a bound hit."""
    ex = chain_example()
    with Checker(ex, CheckOptions(inference_limit=300)) as checker:
        bounded = checker.check(f"Fae is {letters(60)}. True")
    with Checker(ex) as checker:
        full = checker.check(f"Fae is {letters(60)}. True")
    assert bounded.bound_hit
    step = bounded.steps[0]
    assert step.validity is Validity.INVALID
    assert step.reason == "not judged: solver bound hit (inference limit of the step)"
    # counted invalid, and the summary says how many invalid steps were not judged, from
    # results and from their --json records alike
    for source in (bounded, bounded.to_json()):
        summary = summarize([source, full])
        assert summary.step_classes["invalid"] == 1 and summary.not_judged == 1
        assert summary.to_json()["steps_not_judged"] == 1
    assert summarize([full]).not_judged == 0
    # with the default limit the same step is found: strictly valid, 121 applications
    assert not full.bound_hit
    assert full.steps[0].validity is Validity.STRICT and full.steps[0].hops == 121


def test_output_bound_is_reported() -> None:
    """An output answers "not judged" past its own inference budget, whether one step's
    search uses it up (under a step limit far larger) or many cheap fast-path steps do;
    every step from there on says so. (The chain CoT is 120 steps, 3,000-5,000
    inferences in all.)"""
    ex = chain_example()
    deep = f"Fae is {letters(60)}. True"
    cheap = " ".join(
        f"Fae is {letters(i)}. Everything that is {letters(i)} is {letters(i + 1)}."
        for i in range(60)
    ) + " True"
    opts = CheckOptions(inference_limit=10**9, output_inference_limit=1_000)
    for output in (deep, cheap):
        with Checker(ex, opts) as checker:
            res = checker.check(output)
        assert res.bound_hit
        reasons = [s.reason for s in res.steps]
        cut = reasons.index("not judged: solver bound hit (inference limit of the output)")
        assert all(r == reasons[cut] for r in reasons[cut:])
        assert all(s.validity is Validity.INVALID for s in res.steps[cut:])
        assert all(s.validity is Validity.STRICT for s in res.steps[:cut])
        assert (cut == 0) == (output is deep)
        steps = "step 0" if output is deep else f"steps {cut}-{len(res.steps) - 1}"
        assert res.warnings[-1] == (
            f"{steps} not judged: the output used up its solver budget (1,000 inferences)"
        )
        with Checker(ex) as checker:  # the default budget: judged
            assert not checker.check(output).bound_hit


def test_an_output_past_its_bound_leaves_the_others_of_its_batch_judged() -> None:
    """One output that spends its budget (a model looping until its token limit) does not
    cost the other outputs of the batch their verdicts, and every output gets the same
    result in the batch as alone: the budget is counted per output, its steps shared
    with the output before it in the batch included."""
    ex = chain_example()
    chain = [f"Fae is {letters(i)}. Everything that is {letters(i)} is {letters(i + 1)}."
             for i in range(60)]
    outputs = [
        " ".join(chain) + " True",  # spends the budget part way
        " ".join(chain[:3]) + " True",  # shares its first steps, judged in full
        " ".join(chain[:3]) + f" Fae is {letters(40)}. True",  # a deep search spends it
        f"Fae is {letters(1)}. True",
    ]
    opts = CheckOptions(output_inference_limit=2_000)
    with Checker(ex, opts) as checker:
        batch = checker.check_many(outputs)
    assert [r.bound_hit for r in batch] == [True, False, True, False]
    not_judged = "not judged: solver bound hit (inference limit of the output)"
    assert 40 < [s.reason for s in batch[0].steps].index(not_judged) < 100
    assert [s.reason for s in batch[2].steps].index(not_judged) == 6
    for res in (batch[1], batch[3]):
        assert all(s.validity is Validity.STRICT for s in res.steps)
    for output, in_batch in zip(outputs, batch, strict=True):
        with Checker(ex, opts) as checker:
            alone = checker.check(output)
        assert alone.to_json() == in_batch.to_json()


def test_open_assumptions_cost_a_batch_linear_work_per_step() -> None:
    """Each ``Assume`` step once searched, for every open assumption, the items for a
    disjunction holding both: quadratic work per step, cubic over the CoT, and most of
    it in memberchk/2 calls that the inference count (the output's bound) counts as one
    each, so 3,000 assumptions ran for minutes under the bound. A step now passes once
    over the items and once over the assumptions: 1,000 open assumptions (and a context
    disjunction whose disjuncts close each other) fit in 20M inferences; before, they
    needed about 100M."""
    ex = chain_example()
    ex = dataclasses.replace(
        ex,
        context=(*ex.context, "Fae is wet or dry."),
        context_fol=(*ex.context_fol, Or(Pred("wet", Const("Fae")), Pred("dry", Const("Fae")))),
    )
    names = ["wet", "dry", "hot", "cold", "not wet"]
    output = " ".join(f"Assume Fae is {names[i % 5]}." for i in range(1_000)) + " True"
    opts = CheckOptions(output_inference_limit=20_000_000)
    with Checker(ex, opts) as checker:
        result = checker.check(output)
    assert not result.bound_hit
    assert all(s.validity is Validity.STRICT for s in result.steps)


def _rss_kb() -> int:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise AssertionError("no VmRSS")


def test_calls_do_not_leak_native_memory() -> None:
    """Reading results once went through PL_get_nchars, which costs ~0.5 KB of native
    memory per call outside a foreign predicate (10,000 calls: ~5 MB). Results are now
    read in place with PL_get_string."""
    engine = PrologEngine.instance()
    for _ in range(2000):
        engine.call("pv_count_goal", ["-1"])  # (a theory id never given out)
    before = _rss_kb()
    for _ in range(10000):
        assert engine.call("pv_count_goal", ["-1"]) == "0"
    assert _rss_kb() - before < 2048
