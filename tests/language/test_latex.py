"""LaTeX logic inside sentences (pyverify.language.latex), as math models write it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyverify.generate import OODConfig, generate_ood
from pyverify.language.labels import split_label
from pyverify.language.latex import alias_definition, letter_definitions, render_math
from pyverify.language.lexicon import DEFAULT_LEXICON
from pyverify.language.parse import parse_cot
from pyverify.verify import StepClass
from pyverify.verify.checker import Checker


def is_noun(word: str) -> bool:
    return DEFAULT_LEXICON.lookup(word) is not None


def no_letters(letter: str) -> None:
    return None


@pytest.mark.parametrize(
    ("text", "english"),
    [
        (r"Given: $\text{gorpus}(\text{Max})$.", "Given: Max is a gorpus."),
        (r"$\neg\text{transparent}(\text{Max})$", "Max is not transparent"),
        (r"Rule: $\text{gorpus}(x) \Rightarrow \neg\text{transparent}(x)$.",
         "Rule: every gorpus is not transparent."),
        (r"$\text{nervous}(x) \land \text{rompus}(x) \Rightarrow \text{grimpus}(x)$",
         "everything that is nervous and a rompus is a grimpus"),
        (r"$\text{RealNumber}(x) \to \text{Fraction}(x)$", "every real number is a fraction"),
        # sized brackets (set 177): '\big(' as '('
        (r"\forall x \, \big( (\text{Overcast}(x) \lor \text{Numpus}(x)) \rightarrow "
         r"\text{Brimpus}(x) \big)", "everything that is overcast or a numpus is a brimpus"),
        (r"$\text{yumpus}(\text{Rex}) \lor \text{zumpus}(\text{Rex})$",
         "Rex is a yumpus or Rex is a zumpus"),
        (r"\(\text{lorpus}(\text{Rex}) \Rightarrow \text{tumpus}(\text{Rex})\)",
         "if Rex is a lorpus, then Rex is a tumpus"),
        # classes as sets, number classes, a name alone, English in \text{…}
        (r"1. \( \text{Wren} \in \text{Zumpus} \) (given).", "1. Wren is a zumpus (given)."),
        (r"\(\text{Rex} \notin \text{Cat}\)", "Rex is not a cat"),
        (r"\(\text{Zumpus} \subseteq \text{Lempus}\)", "every zumpus is a lempus"),
        (r"so \(127 \in \mathbb{Z}\).", "so 127 is an integer."),
        (r"\(\mathbb{N} \subseteq \mathbb{Z}\)", "every natural number is an integer"),
        (r"\(127\) is a prime number.", "127 is a prime number."),
        (r"\boxed{\text{Sam is cold, discordant, and a jompus}}",
         "Sam is cold, discordant, and a jompus"),
        (r"\[ \text{Sam is cold} \land \text{Sam is a jompus} \]",
         "Sam is cold and Sam is a jompus"),
        # predicate notation without math delimiters, or in backticks (sets 36, 40, 45):
        # '~' is a negation there, not LaTeX's space; a leading '∀x:' binds the variable
        ("- ¬tumpus(Wren)", "- Wren is not a tumpus"),
        ("This contradicts ~tumpus(Wren).", "This contradicts Wren is not a tumpus."),
        ("1. From `rorpus(Sam) ∧ tumpus(Sam)`, we get `tumpus(Sam)`.",
         "1. From Sam is a rorpus and Sam is a tumpus, we get Sam is a tumpus."),
        ("- `∀x: large(x) ∨ wumpus(x) → numpus(x)` (given)",
         "- everything that is large or a wumpus is a numpus (given)"),
        # a rule in class notation (sets 43, 45, 48, 52; 'not' a negation there)
        ("- (wumpus ∨ jompus ∨ yumpus) → shumpus",
         "- everything that is a wumpus, a jompus, or a yumpus is a shumpus"),
        ('so by "temperate ∧ yumpus → impus", Alex is an impus.',
         'so by "everything that is temperate and a yumpus is an impus", Alex is an impus.'),
        ("Step 6: shumpus → not dull.", "Step 6: every shumpus is not dull."),
        ("impus ⇒ yumpus ∧ dull, so Wren is dull.", "every impus is a yumpus and dull, so Wren "
         "is dull."),
        # a boxed answer outside math delimiters (set 51)
        (r"Since Stella is a brimpus or a grimpus, and Stella is a zumpus in either case, "
         r"\boxed{\text{Stella is a zumpus}}.",
         "Since Stella is a brimpus or a grimpus, and Stella is a zumpus in either case, "
         "Stella is a zumpus."),
    ],
)
def test_formulas_of_the_calculus_are_rendered(text: str, english: str) -> None:
    assert render_math(text, is_noun, no_letters) == english


@pytest.mark.parametrize(
    "text",
    [r"We have $x^2 + 1 > 0$.", r"$\text{gorpus}(F)$ with no F defined", "no math here",
     r"\(x \in A\)", r"\(A \subseteq B\)", r"\(\text{Rex} \in \mathbb{K}\)",
     r"\(\text{cat} \in \text{Rex}\)",
     r"$\text{r}(\text{Rex}, \text{Max})$", r"$\neg(\text{a}(x) \land \text{b}(x))$",
     r"$\text{a}(x) \Rightarrow \text{b}(x) \Rightarrow \text{c}(x)$",
     # prose with brackets is no predicate notation; nor is a rule about everything
     "See step(s) 1 and 2 (Wren).", "`∀x: cat(x)`", "Use `grep` here.",
     # a link of a longer chain is no rule of its own; a class alone says nothing
     "lempus → zumpus → grimpus", "`yumpus`"],
)
def test_anything_else_is_not_rendered(text: str) -> None:
    assert render_math(text, is_noun, no_letters) is None


def test_letters_stand_for_the_entities_the_text_defines() -> None:
    assert alias_definition("Let $F$ denote Fae.") == ("F", "Fae")
    assert alias_definition(r"Let $P$ = \text{Polly}.") == ("P", "Polly")
    steps = parse_cot(r"Let $P$ = Polly. Given $\neg\text{jompus}(P)$. "
                      r"Suppose $\text{yumpus}(P)$. Then $\text{yumpus}(P) \lor "
                      r"\text{zumpus}(P)$.$$ \text{dumpus}(P) $$")
    assert [(s.parsed.kind.value, str(s.parsed.formula)) for s in steps] == [
        ("comment", "None"), ("fact", "~jompus(Polly)"), ("assumption", "yumpus(Polly)"),
        ("fact", "(yumpus(Polly) | zumpus(Polly))"), ("fact", "dumpus(Polly)")]
    assert "math read as: Suppose Polly is a yumpus." in steps[2].parsed.warnings
    # a letter with no definition is the initial of the one entity named so far
    (first, second) = parse_cot(r"Polly is a yumpus. So $\text{dumpus}(P)$.")
    assert str(second.parsed.formula) == "dumpus(Polly)"


@pytest.mark.parametrize(
    ("text", "letters"),
    [   # held-out sets 151, 176, 177, 179, 184, 185, 26
        ('Let N(x) mean "x is a numpus" and C(x) mean "x is cold".',
         [("N", "numpus"), ("C", "cold")]),
        ("- $R(x)$: x is a rompus;", [("R", "rompus")]),
        (r"Let \( Z(x) \): \(x\) is a zumpus, \( Y(x) \): \(x\) is a yumpus.",
         [("Z", "zumpus"), ("Y", "yumpus")]),
        (r'Let \( M(x) \), \( V(x) \), and \( S(x) \) mean "\(x\) is muffled", "\(x\) is '
         r'a vumpus", and "\(x\) is spicy".', [("M", "muffled"), ("V", "vumpus"), ("S", "spicy")]),
        (r"Let \(P\) denote Polly and let \(W, R, Sh\) denote the properties of being a "
         "wumpus, rorpus, and shumpus, respectively.",
         [("W", "wumpus"), ("R", "rorpus"), ("Sh", "shumpus")]),
        ("(Abbreviate: W = wumpus, N = numpus;", [("W", "wumpus"), ("N", "numpus")]),
        (r"Write \(N, L\) for numpus, lempus.", [("N", "numpus"), ("L", "lempus")]),
        # a letter that is no initial, in a list (H: sHumpus)
        ("Let D, S, H stand for dumpus, sterpus, shumpus.",
         [("D", "dumpus"), ("S", "sterpus"), ("H", "shumpus")]),
        # the letters nearest the words: D was defined otherwise
        (r'The rule $D(x) \to V(x)$, where $V(x)$ means "$x$ is a vumpus".', [("V", "vumpus")]),
        # neighbours: a letter for a whole formula, a word that is not its letter's, no
        # verb of naming, a claim with its formula
        (r'Let $D(x)$ denote "$x$ is a rompus, a sterpus, or a lorpus."', []),
        ('Let R(x) mean "x is a cat".', []),
        ("R and S are rompuses and sterpuses.", []),
        (r"So Sam is a wumpus: $W(\text{Sam})$.", []),
    ],
)
def test_predicate_letters_the_text_defines(text: str, letters: list[tuple[str, str]]) -> None:
    assert letter_definitions(text) == letters


def test_a_predicate_letter_is_read_only_as_the_text_defined_it() -> None:
    formula = r"$R(\text{Rex}) \lor \neg Sh(\text{Rex})$"
    assert render_math(formula, is_noun, no_letters, {"R": "rompus", "Sh": "shumpus"}) == (
        "Rex is a rompus or Rex is not a shumpus")
    assert render_math(formula, is_noun, no_letters, {"R": "rompus"}) is None
    assert render_math(formula, is_noun, no_letters) is None  # (it was read as 'r')


def test_a_cot_that_names_its_predicates_by_letters() -> None:
    """Held-out set 185: the letters are defined once and read in every formula after,
    a formula that glosses the words before it is one step with them, and a formula in
    letters never defined leaves its words to say the step, with a warning."""
    text = "\n".join([
        r'Let \( R(x) \) and \( V(x) \) mean "\(x\) is a rompus" and "\(x\) is a vumpus".',
        r"Assume Rex is a rompus, \( R(\text{Rex}) \).",
        r"\[", r"R(\text{Rex}) \lor V(\text{Rex}).", r"\]",
        r"Every rompus is a lorpus, so Rex is a lorpus: $L(\text{Rex})$.",
        r"Then $V(\text{Rex})$ holds: Rex is a vumpus.",
        r"This contradicts step 1, $\neg V(\text{Rex})$.",
    ])
    steps = [s.parsed for s in parse_cot(text)]
    assert [f"{p.kind.value} {p.formula}" for p in steps] == [
        "comment None", "assumption rompus(Rex)", "comment None",
        "fact (rompus(Rex) | vumpus(Rex))", "comment None",
        "rule ![X1]:((rompus(X1) => lorpus(X1)))", "fact lorpus(Rex)", "fact vumpus(Rex)",
        "contradiction ~vumpus(Rex)"]
    assert steps[0].reason == "R stands for rompus, V stands for vumpus"
    (said,) = parse_cot(r"Rex is a rompus, that is, $R(\text{Rex})$.")  # (set 189)
    assert str(said.parsed.formula) == "rompus(Rex)"
    assert any("not read" in w for w in steps[6].warnings)


@pytest.mark.parametrize(
    ("text", "english"),
    [("∀x (Brimpus(x) → Sterpus(x))", "every brimpus is a sterpus"),
     ("∀x ((numpus(x) ∨ zumpus(x)) → jompus(x))",
      "everything that is a numpus or a zumpus is a jompus"),
     ("∀x [(floral(x) ∨ shy(x)) → brimpus(x)]",
      "everything that is floral or shy is a brimpus"),
     ("Hence ¬Blue(Sam).", "Hence Sam is not blue."),
     # a class membership of the rule's variable (set 190)
     (r"$\forall x\, (x \in \text{Zumpus} \implies \neg \text{Aggressive}(x))$",
      "every zumpus is not aggressive")],
)
def test_predicate_notation_with_a_quantifier_and_capitals(text: str, english: str) -> None:
    """Predicate notation outside math delimiters (sets 121, 183, 186)."""
    assert render_math(text, is_noun, no_letters) == english


def test_a_conditional_in_latex_establishes_nothing_outside_its_sentence() -> None:
    """'A(c) ⇒ B(c)' over an entity is 'If c is A, then c is B': its consequence serves
    no later step (here 'Max is a tumpus' stays invalid), while a proof by contradiction
    written in LaTeX is read and judged canonical."""
    ex = next(generate_ood(OODConfig(rule="ProofByContra", depth=1, width=2, seed=3, n=1)))
    cot = (r"Let $M$ denote Max. $\text{lorpus}(M) \Rightarrow \text{tumpus}(M)$. Max is a "
           r"tumpus. Suppose $\text{lorpus}(M)$. Then $\text{gorpus}(M) \lor "
           r"\text{lorpus}(M)$. Everything that is a gorpus or a lorpus is a tumpus, so "
           r"$\text{tumpus}(M)$. This contradicts with Max is not a tumpus. So "
           r"$\neg\text{lorpus}(M)$.")
    with Checker(ex) as checker:
        result = checker.check(cot)
    assert [s.step_class for s in result.steps[3:4]] == [StepClass.INVALID]
    assert all(s.step_class is StepClass.CANONICAL for s in result.steps[4:])


def test_a_math_model_s_display_formulas_and_boxed_answer_are_read() -> None:
    """Qwen2.5-Math's style (held-out set 13): set notation inline, a display formula
    whose text a full stop splits over three lines, and the answer in a box."""
    text = ("1. \\(127\\) is a prime number.\n"
            "2. Prime numbers are natural numbers, so \\(127 \\in \\mathbb{N}\\).\n"
            "\\[\n\\text{127 is a natural number.\n\\]\n"
            "Thus, the answer is \\(\\boxed{\\text{False}}\\).")
    split = split_label(text)
    assert split.label is False and split.status == "found"
    steps = parse_cot(split.proof)
    assert [(s.parsed.kind.value, str(s.parsed.formula)) for s in steps] == [
        ("fact", "prime number(127)"), ("rule", "![X1]:((prime number(X1) => natural "
                                                "number(X1)))"),
        ("fact", "natural number(127)"), ("comment", "None"), ("fact", "natural number(127)"),
        ("comment", "None")]


_PIECES = [*"$\\(){}xF ", r"\text{", r"\neg", r"\in", r"\subseteq", r"\mathbb{Z}", r"\boxed{",
           "127", r"\[", r"\]", r"\land", r"\lor", r"\Rightarrow", "gorpus",
           "Rex", "$$", r"\(", r"\)"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=40))
def test_never_raises(pieces: list[str]) -> None:
    text = "".join(pieces)
    render_math(text, is_noun, lambda letter: "Fae" if letter == "F" else None)
    parse_cot(text)


@pytest.mark.parametrize(
    ("text", "letters", "english"),
    [   # a rule and what it yields in one display (sets 184, 190): the arrow as 'so'
        (r"\text{Impus}(x) \rightarrow \text{Dumpus}(x) \implies \text{Dumpus}(\text{Sally})",
         {}, "every impus is a dumpus, so Sally is a dumpus"),
        (r"$\forall x(\text{impus}(x) \to \neg\text{dull}(x)) \implies "
         r"\neg\text{dull}(\text{Sally})$", {}, "every impus is not dull, so Sally is not dull"),
        # formulas joined by \text{and}; the inside of a display split over lines, where
        # 'Y(x)' is no bare formula of its own (set 196)
        (r"\forall x \, \big(\text{zumpus}(x) \implies Y(x)\big) \quad \text{and} \quad "
         r"\neg Y(\text{Sally}).", {"Y": "yumpus"},
         "every zumpus is a yumpus, and Sally is not a yumpus."),
        # classes in \text{…} with no variable (set 198)
        (r"1. \( \text{grimpus} \lor \text{brimpus} \rightarrow \text{shumpus} \)", {},
         "1. everything that is a grimpus or a brimpus is a shumpus"),
        # an arrow alone opens a line of conclusions (set 196)
        (r"$\Rightarrow$ 8191 is a prime number.", {}, "so 8191 is a prime number."),
        (r"\(\therefore\) Sam is cold.", {}, "so Sam is cold."),
    ],
)
def test_held_out_formulas_of_stop_35(text: str, letters: dict[str, str], english: str
                                      ) -> None:
    assert render_math(text, is_noun, no_letters, letters) == english


@pytest.mark.parametrize(
    "text",
    [   # what a rule yields must be about an entity; a chain of rules is no one rule
        r"$\text{a}(x) \to \text{b}(x) \implies \text{c}(x)$",
        r"$\text{a}(x) \to \text{b}(x) \implies \text{c}(\text{Rex}) \implies "
        r"\text{d}(\text{Rex})$",
        # a class alone, or classes that no arrow joins, say nothing; 'and' needs both sides
        r"\( \text{grimpus} \lor \text{brimpus} \)",
        r"\( \text{grimpus}(\text{Rex}) \quad \text{and} \)",
    ],
)
def test_held_out_formulas_of_stop_35_that_stay_unread(text: str) -> None:
    assert render_math(text, is_noun, no_letters) is None


def test_sets_named_in_the_plural_and_formulas_glossed_after_a_colon() -> None:
    """Held-out sets 199 #7 and #66: '\\text{Fae} \\in \\text{Mersenne primes}' names a
    class in the plural, in two words; 'so \\(S(\\text{Polly})\\): Polly is a sterpus.'
    glosses the formula in the words after it, which say it again once it is read."""
    assert render_math(r"\text{Mersenne primes} \subseteq \text{Numbers}", is_noun,
                       no_letters) == "every mersenne prime is a number"
    assert render_math(r"\text{Fae} \in \text{Bitter}", is_noun, no_letters) == "Fae is bitter"
    text = (r'Let \(S(x)\) mean "\(x\) is a sterpus". Polly is a grimpus. Since grimpuses are '
            r"sterpuses, we get \(S(\text{Polly})\): Polly is a sterpus.")
    steps = [s.parsed for s in parse_cot(text, names=frozenset({"Polly"}))]
    assert [f"{p.kind.value} {p.formula}" for p in steps[-2:]] == [
        "rule ![X1]:((grimpus(X1) => sterpus(X1)))", "fact sterpus(Polly)"]
