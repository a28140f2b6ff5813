"""Logic written in LaTeX inside a sentence, as math models write it (``Suppose
$\\text{yumpus}(P)$.``, ``$\\text{gorpus}(x) \\Rightarrow \\neg\\text{transparent}(x)$``),
rendered in the controlled English the parser reads.

Only formulas of the checker's calculus are rendered: literals ``P(c)`` of one
argument, ``\\neg``, ``\\land``, ``\\lor``, and one implication, which over a variable
(``x``) is a rule (``Everything that is a A and B is C``) and over an entity is a
conditional (``if Fae is a A, then Fae is B``: it claims no more than it says). Classes
written as sets read the same: ``c \\in A`` is ``c is a A`` (``\\notin``: not), ``A
\\subseteq B`` is ``every A is a B``, ``\\mathbb{Z}`` (ℕ, ℚ, ℝ) the class of integers
(natural, rational, real numbers). An entity is a name (``\\text{Rex}``, ``Rex``, ``127``)
or a single capital letter that the text defines (``Let $F$ denote Fae``) or that is the
initial of exactly one known name. A predicate written as a letter (``R(x)``, ``Sh(x)``)
is the word the text defined for it (``Let $R(x)$ mean "x is a rompus"``, see
letter_definitions), else no reading. A span that is only an entity (``\\(127\\)``) is its
name, and one that is English in ``\\text{…}`` (``\\[ \\text{Sam is cold} \\land
\\text{Sam is a jompus} \\]``, ``\\boxed{\\text{…}}``) is that English. A span that is
anything else (arithmetic, an unknown letter) leaves the sentence as it is: nothing is
guessed. Predicate notation without delimiters (``¬tumpus(Wren)``, ``~`` a negation
there) or in backticks (```∀x: cat(x) → mammal(x)```) reads the same, and so does a rule
in class notation (``(dumpus ∨ shumpus) → grimpus``, ``impus ⇒ yumpus ∧ dull``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping

__all__ = ["alias_definition", "has_math", "leading_formula", "letter_definitions",
           "render_math", "trailing_formula"]

# Predicate notation outside math delimiters ('- ¬tumpus(Wren)', 'This contradicts
# ¬Tumpus(Wren).'): literals of one argument (a name, a number or a variable) joined by
# ¬ ∧ ∨ →, groups of them in brackets, a rule's quantifier before them ('∀x (Brimpus(x)
# → Sterpus(x))', '∀x ((numpus(x) ∨ zumpus(x)) → jompus(x))'), or anything in backticks
# ('`wumpus(Polly)`').
_BARE_LITERAL = r"(?:[¬~]\s*)?[A-Za-z][a-z_]*\(\s*(?:[A-Z][a-z]*|\d+|[a-z])\s*\)"
_BARE_GROUP = rf"(?:[¬~]\s*)?\(\s*{_BARE_LITERAL}(?:\s*[∧∨]\s*{_BARE_LITERAL})*\s*\)"
_BARE_BODY = (rf"(?:{_BARE_LITERAL}|{_BARE_GROUP})"
              rf"(?:\s*[∧∨→⇒]\s*(?:{_BARE_LITERAL}|{_BARE_GROUP}))*")
_BARE = (rf"(?:∀\s*[a-z]\s*[:.,]?\s*(?:\(\s*{_BARE_BODY}\s*\)|\[\s*{_BARE_BODY}\s*\])"
         rf"|(?:∀\s*[a-z]\s*[:.,]\s*)?{_BARE_BODY})")
# A rule in class notation ('(dumpus ∨ shumpus) → grimpus', 'impus ⇒ yumpus ∧ dull'):
# class words (no argument) joined by ∧ ∨ ¬, an arrow between them.
_CLASS = r"(?:¬\s*|not\s+)?(?!not\b)[a-z][a-z_]*"
_CLASSES = rf"(?:\(\s*)?{_CLASS}(?:\s*[∧∨]\s*{_CLASS})*(?:\s*\))?"
_CLASS_RULE = rf"{_CLASSES}\s*[→⇒]\s*{_CLASSES}"
_SPAN = re.compile(
    r"\$\$(.+?)\$\$|\$(.+?)\$|\\\((.+?)\\\)|\\\[(.+?)\\\]|`([^`\n]+?)`|(" + _BARE + ")"
    # a boxed answer outside delimiters ('…, \boxed{\text{Stella is a zumpus}}.')
    r"|\\boxed\s*\{((?:[^{}]|\{[^{}]*\})*)\}"
    r"|(" + _CLASS_RULE + ")",
    re.S,
)
_NOT_LATEX = (5, 6, 8)  # the groups of _SPAN that are no LaTeX: backticks, bare notation
_CLASS_NOTATION = (5, 8)  # the groups where a word alone may be a class (backticks, rules)
_CLASS_RULE_GROUP = 8
_ARROWS = ("→", "⇒")
_NOT_WORD = re.compile(r"\bnot\s+")
_BARE_SPAN = re.compile(_BARE)
_CLASS_RULE_SPAN = re.compile(_CLASS_RULE)
_SPACING = re.compile(r"\\[,;:! ]|\\q?quad\b|\\left\b|\\right\b|\\[Bb]igg?[lr]?\b|~")
_TOKEN = re.compile(
    r"\\(?:text|mathrm|mathit|textit|textrm|operatorname|mathsf|textsf|textbf|mathbf)"
    r"\s*\{\s*([^{}]*?)\s*\}"
    r"|\\mathbb\s*\{\s*([A-Z])\s*\}"
    r"|\\([A-Za-z]+)"
    r"|([A-Za-z][A-Za-z0-9_']*|\d+)"
    r"|(\S)"
)
# The number classes as the true ontologies name them ('127 \in \mathbb{Z}': 127 is an
# integer); any other blackboard letter is no class here.
_NUMBER_SETS = {"N": "natural number", "Z": "integer", "Q": "rational number",
                "R": "real number", "C": "complex number"}
_NUMBER_CLASSES = frozenset(_NUMBER_SETS.values())
_IN = frozenset({"in", "∈"})
_NOT_IN = frozenset({"notin", "∉"})
_SUBSET = frozenset({"subseteq", "subset", "⊆", "⊂"})
_IGNORED = frozenset({"boxed", "displaystyle"})  # '\boxed{X}' is X
_NOT = frozenset({"neg", "lnot", "sim", "¬"})
_AND = frozenset({"land", "wedge", "∧", "&"})
_OR = frozenset({"lor", "vee", "∨"})
_IMPLIES = frozenset({"rightarrow", "Rightarrow", "to", "implies", "longrightarrow",
                      "Longrightarrow", "→", "⇒"})
_THEREFORE = frozenset({"therefore", "∴"})
_SO = _IMPLIES | _THEREFORE
_SET_OPS = _IN | _NOT_IN | _SUBSET
_DELIMITED = re.compile(r"\$|\\[(\[]|\\boxed|`")
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
# A letter in math ('$F$', '\\( F \\)') and a verb that names what it stands for, shared by
# the definitions below
_LETTER = r"(?:\$|\\\()\s*([A-Z]{subscript})\s*(?:\$|\\\))\s*"
_NAMING_VERB = r"(?:denotes?|be|stands?\s+for|represents?)"
_ALIAS = re.compile(
    r"\blet\s+" + _LETTER.format(subscript="") + rf"(?:=|{_NAMING_VERB}|:=)\s*"
    r"(?:\\text\{)?\s*(?-i:([A-Z][a-z]+))",  # (a name is capitalised: not 'the rule')
    re.I,
)

# A predicate letter of the writer's own: one capital, or a capital and a small letter
# ('Sh' for shumpus). It means a word only where the text defines it (letter_definitions):
# an undefined one is no reading (it was read as the word 'r', which no context has).
def _own_letter(token: str) -> bool:
    return (len(token) == 1 and token.isupper()) or (
        len(token) == 2 and token[0].isupper() and token[1].islower()
    )


# Sentences that may define predicate letters: a verb of naming ('Write R for rompus'),
# 'let', '=' or ':'.
_DEFINING = re.compile(
    r"\b(?:means?|denotes?|stands?\s+for|represents?|abbreviat\w*|for\s+short|write|let)\b"
    r"|[=:]", re.I
)
_DEFINITION_TOKEN = re.compile(r"\\[A-Za-z]+|([A-Z][a-z]*)|([a-z]+)")


def letter_definitions(text: str) -> list[tuple[str, str]]:
    """The predicate letters a sentence defines, each with its word: ``Let $R(x)$ mean
    "x is a rompus"``, ``$R(x)$: x is a rompus, $J(x)$: x is a jompus``, ``Let M(x),
    V(x) and S(x) mean "x is muffled", "x is a vumpus" and "x is spicy"``, ``Let W, R,
    G denote the properties of being a wumpus, rorpus and gwompus``, ``W = wumpus, N =
    numpus``. Letters and words are paired in order, a run of letters (its last ones)
    with the run of words after it, when each word begins with its letter ('Sh':
    with 'sh'), or holds it (a letter that is no initial: 'H' for 'shumpus', in a list of
    two or more); a name between them drops the letters before it (``let $P$ denote
    Polly``: an entity's letter, alias_definition). Nothing else is guessed: a letter
    defined as a whole formula (``Let $D(x)$ denote "x is a rompus or a lempus"``) pairs
    with no word."""
    if _DEFINING.search(text) is None:
        return []
    out: list[tuple[str, str]] = []
    letters: list[str] = []
    words: list[str] = []

    def pair() -> None:
        named = letters[len(letters) - len(words) :]  # ('the rule $D(x) \to V(x)$, where
        # $V(x)$ means "x is a vumpus"': the letters nearest the words)
        if named and len(named) == len(words) and all(
            w.startswith(c.lower()) or (len(c) == 1 and len(words) > 1 and c.lower() in w)
            for c, w in zip(named, words, strict=True)
        ):
            out.extend(zip(named, words, strict=True))
        letters.clear()
        words.clear()

    for m in _DEFINITION_TOKEN.finditer(text):
        capital, small = m.group(1), m.group(2)
        if capital is not None:
            if words:
                pair()
            if _own_letter(capital):
                letters.append(capital)
            else:
                letters.clear()  # 'Let', a name ('let $P$ denote Polly and let …')
        elif small is not None and len(small) > 2 and small not in _NOT_DEFINED:
            words.append(small)
    pair()
    return out


# The words around the letters and words of a definition (what it is said with).
_NOT_DEFINED = frozenset({
    "the", "and", "are", "being", "properties", "property", "respectively", "mean", "means",
    "denote", "denotes", "stand", "stands", "for", "represent", "represents", "let", "where",
    "that", "this", "thing", "things", "something", "anything", "everything", "abbreviate",
    "abbreviation", "abbreviations", "short", "predicate", "predicates", "with", "use",
    "write", "which", "say", "object", "objects", "element", "elements", "entity", "class",
    "classes", "set", "sets", "rule", "rules", "fact", "facts", "premise", "premises",
    "given", "context", "notation", "symbol", "symbols", "letter", "letters", "following",
    "follows", "has", "have", "its", "whether", "individual", "person", "number",
})


Node = tuple  # ("atom", pred, arg) | ("not", n) | ("and", [n]) | ("or", [n]) | ("imp", a, b)
#             | ("so", rule, claim): a rule and what it yields


def has_math(text: str) -> bool:
    """Whether a sentence may hold a math span (a cheap test before the regex), or be a
    line of a display formula split by the sentence splitter (``\\]``, ``\\text{…}``)."""
    if "$" in text or "`" in text:
        return True
    if "(" in text and _BARE_SPAN.search(text) is not None:
        return True
    if ("→" in text or "⇒" in text) and _CLASS_RULE_SPAN.search(text) is not None:
        return True
    return "\\" in text and (  # (one scan for the common case: no backslash at all)
        "\\(" in text or "\\[" in text or "\\]" in text or "\\text" in text
        or "\\boxed" in text or text.strip() == "\\"
    )


def trailing_formula(text: str) -> tuple[str, str] | None:
    """``(words, formula)`` of a sentence that ends with one math span after a comma or
    a colon (``Assume Rex is a rompus, $R(\\text{Rex})$.``, ``…, that is, $R(\\text{Rex})$``:
    the formula glosses the words), else None."""
    last = None
    for m in _SPAN.finditer(text):
        last = m
    if last is None or text[last.end() :].strip(" .;*_"):
        return None
    head = text[: last.start()].rstrip()
    if head[-1:] not in (",", ":") or not head[:-1].strip():
        return None
    head = _GLOSS_MARK.sub("", head[:-1].rstrip())  # ('…, that is, $F$', '…, i.e., $F$')
    return (head, last.group()) if head.strip() else None


_GLOSS_MARK = re.compile(r"\s*,\s*(?:that\s+is|i\.e\.?|namely|in\s+symbols)\s*\Z", re.I)


_HOLDS = re.compile(r"\s*(?:holds|is\s+true)?\s*:\s+", re.I)


def leading_formula(text: str) -> tuple[str, str, str] | None:
    """``(lead, formula, words)`` of a sentence whose one math span comes before a colon
    and the words that say it (``Then $D(\\text{Max})$ holds: Max is a rompus or a
    lempus.``), else None."""
    m = _SPAN.search(text)
    if m is None:
        return None
    colon = _HOLDS.match(text, m.end())
    if colon is None or _SPAN.search(text, colon.end()) is not None:
        return None
    words = text[colon.end() :].strip()
    return (text[: m.start()].strip(), m.group(), words) if words else None


# 'Let $W$ denote the statement "Rex is a wumpus"': a letter for a whole statement (a
# proposition, not an entity nor a predicate), which defines no claim
_STATEMENT_LETTER = re.compile(
    _LETTER.format(subscript=r"(?:_?\d+)?") + _NAMING_VERB
    + r"\s+the\s+(?:statement|proposition|claim|sentence)\b",
    re.I,
)


def statement_letters(text: str) -> list[str]:
    """The letters a sentence names statements by (``Let $W$ denote the statement "Rex is
    a wumpus" and $A$ denote the statement …``): W and A."""
    return [m.group(1) for m in _STATEMENT_LETTER.finditer(text)] if "the" in text else []


def alias_definition(text: str) -> tuple[str, str] | None:
    """``(letter, name)`` of a sentence that names an entity by a letter (``Let $F$
    denote Fae.``, ``Let $P$ = Polly.``), else None."""
    m = _ALIAS.search(text)
    return None if m is None else (m.group(1), m.group(2))


def render_math(
    text: str,
    is_noun: Callable[[str], bool],
    entity: Callable[[str], str | None],
    letters: Mapping[str, str] | None = None,
) -> str | None:
    """``text`` with every math span rendered in controlled English; None when it has no
    span, or a span that is no formula of the calculus. ``is_noun`` says whether a
    predicate is a noun (``a gorpus``) rather than an adjective; ``entity`` turns a
    capital letter into the name it stands for (None when it stands for none);
    ``letters`` the predicate letters the text defined (letter_definitions) into their
    words (a predicate letter not among them is no reading)."""
    letters = letters or {}
    out = []
    last = 0
    found = False
    # the inside of a display formula split over lines ('\\forall x (A(x) \\implies
    # Y(x))'): no delimiters, so a piece of it is no bare formula
    inside = "\\" in text and _DELIMITED.search(text) is None
    for m in () if inside else _SPAN.finditer(text):
        body = next(g for g in m.groups() if g is not None)
        if m.lastindex in _NOT_LATEX:
            # not LaTeX: '~' is a negation, not a space; square brackets group
            # ('∀x [(a(x) ∨ b(x)) → c(x)]')
            body = body.replace("~", "¬").replace("[", "(").replace("]", ")")
        if m.lastindex == _CLASS_RULE_GROUP:
            if text[: m.start()].rstrip()[-1:] in _ARROWS or text[m.end() :].lstrip()[:1] in (
                _ARROWS
            ):
                return None  # a link of a longer chain ('A → B → C'), which is no one rule
            body = _NOT_WORD.sub("¬", body)  # 'shumpus → not dull'
        toks = _tokens(body)
        if len(toks) == 1 and toks[0][0] == "op" and toks[0][1] in _SO:
            english = "so"  # '$\\Rightarrow$ Fae is a cat.' (an arrow or '∴' alone)
        else:
            # '$$\\therefore\\ \\neg\\text{shumpus}(\\text{Polly})$$' (set 249 #66): so,
            # and the formula
            so = len(toks) > 1 and toks[0][0] == "op" and toks[0][1] in _THEREFORE
            english = _english(toks[so:], entity, letters, m.lastindex in _CLASS_NOTATION,
                               is_noun)
            if so and english is not None:
                english = "so " + english
        if english is None:
            return None
        out.append(text[last : m.start()])
        out.append(english)
        last = m.end()
        found = True
    if not found:
        # a display formula split over lines by the sentence splitter: '$$ A \land B.'
        bare = text.strip().strip("$").strip()
        if "\\" not in bare or bare.count("$"):
            return None
        end = len(bare.rstrip(".;:"))
        # a full stop inside '\\text{…}' ended the sentence before the brace closed
        unclosed = max(0, bare.count("{") - bare.count("}"))
        bare = bare[:end] + "}" * unclosed + bare[end:]
        end += unclosed
        english = _english(_tokens(bare[:end]), entity, letters, False, is_noun)
        return None if english is None else english + bare[end:]
    out.append(text[last:])
    return "".join(out)


def _english(toks: list[tuple[str, str]], entity: Callable[[str], str | None],
             letters: Mapping[str, str], classes: bool, is_noun: Callable[[str], bool]
             ) -> str | None:
    """The formulas the tokens spell in controlled English, or None: formulas joined by
    ``\\text{and}`` (``R \\quad \\text{and} \\quad \\neg Y(c)``) as clauses joined by ', and';
    a rule between classes with no variable (``\\text{grimpus} \\lor \\text{brimpus}
    \\rightarrow \\text{shumpus}``) in class notation."""
    if _AND_WORD in toks:
        k = toks.index(_AND_WORD)
        left = _english(toks[:k], entity, letters, classes, is_noun)
        right = _english(toks[k + 1 :], entity, letters, classes, is_noun)
        return None if left is None or right is None else f"{left}, and {right}"
    node = _parse(toks, entity, letters, classes)
    if node is None and not classes and ("op", "(") not in toks and any(
        t[0] == "op" and t[1] in _IMPLIES for t in toks
    ):
        node = _parse(toks, entity, letters, True)
    return None if node is None else _render(node, is_noun)


_AND_WORD = ("id", "and")


# ------------------------------------------------------------------ parsing

def _tokens(body: str) -> list[tuple[str, str]]:
    toks = []
    for m in _TOKEN.finditer(_SPACING.sub(" ", body)):
        text_, bb, cmd, ident, sym = m.groups()
        if text_ is not None:
            toks.append(("id", text_))
        elif bb is not None:
            toks.append(("id", _NUMBER_SETS[bb]) if bb in _NUMBER_SETS else ("op", "mathbb"))
        elif cmd is not None:
            if cmd not in _IGNORED:
                toks.append(("op", cmd))
        elif ident is not None:
            toks.append(("id", ident))
        elif sym not in ("{", "}"):
            toks.append(("op", sym))
    return toks


def _parse(toks: list[tuple[str, str]], entity: Callable[[str], str | None],
           letters: Mapping[str, str], classes: bool = False) -> Node | None:
    """The formula the tokens spell, or None (a bound on nesting keeps it cheap). A
    leading ``∀x:`` (``\\forall x.``, ``∀x,``) binds the rule's variable, as the
    variable does unbound. With ``classes``, a word alone is a class over the variable
    (``impus ⇒ yumpus``), in a rule only."""
    pos = 0
    if len(toks) > 3 and toks[0] in (("op", "∀"), ("op", "forall")) and toks[1][0] == "id" and (
        len(toks[1][1]) == 1 and toks[1][1].islower()
    ):
        pos = 2 + (toks[2] in (("op", ":"), ("op", "."), ("op", ",")))

    def peek() -> tuple[str, str] | None:
        return toks[pos] if pos < len(toks) else None

    def take(kind: str, values: Iterable[str] | None = None) -> str | None:
        nonlocal pos
        t = peek()
        if t is None or t[0] != kind or (values is not None and t[1] not in values):
            return None
        pos += 1
        return t[1]

    def unary(depth: int) -> Node | None:
        if depth > 20:
            return None
        if take("op", _NOT) is not None:
            inner = unary(depth + 1)
            return None if inner is None else ("not", inner)
        if take("op", ("(",)) is not None:
            inner = implication(depth + 1)
            return inner if inner is not None and take("op", (")",)) is not None else None
        pred = take("id")
        if pred is None:
            return None
        if " " in pred and pred not in _NUMBER_CLASSES and (
            peek() is None or peek()[1] not in _SET_OPS  # ('Mersenne primes \\subseteq …')
        ):
            return ("text", pred)  # English in \\text{…}: 'Sam is cold'
        if take("op", _IN) is not None or take("op", _NOT_IN) is not None:
            negated = toks[pos - 1][1] in _NOT_IN
            cls = take("id")  # 'c \\in A': c is a A
            if not _is_class(cls):
                return None  # (a letter is a set variable, no class: '$x \\in A$')
            if len(pred) == 1 and pred.islower():
                name = None  # 'x \\in \\text{Zumpus}' in a rule: the rule's variable
            else:
                name = _entity(pred, entity)
                if name is None:
                    return None
            return ("not", ("atom", cls, name)) if negated else ("atom", cls, name)
        if take("op", _SUBSET) is not None:
            sup = take("id")  # 'A \\subseteq B': every A is a B
            if not _is_class(pred) or not _is_class(sup):
                return None
            return ("imp", ("atom", pred, None), ("atom", sup, None))
        if take("op", ("(",)) is None:
            if classes and pred.islower() and pred.isalpha() and len(pred) > 1:
                return ("atom", pred, None)  # a class in class notation ('yumpus')
            name = _entity(pred, entity)  # a span that is only a name: '\\(127\\)'
            return None if name is None else ("term", name)
        arg = take("id")
        if arg is None or take("op", (")",)) is None:
            return None
        if _own_letter(pred):
            pred = letters.get(pred)  # 'R(x)' as the text defined R, else no reading
            if pred is None:
                return None
        if len(arg) == 1 and arg.islower():
            return ("atom", pred, None)  # the rule's variable
        name = _entity(arg, entity)
        return None if name is None else ("atom", pred, name)

    def chain(ops: frozenset[str], kind: str, part: Callable[[int], Node | None], depth: int
              ) -> Node | None:
        first = part(depth)
        items = [first]
        while first is not None and take("op", ops) is not None:
            items.append(part(depth))
        if any(i is None for i in items):
            return None
        return items[0] if len(items) == 1 else (kind, items)

    def conjunction(depth: int) -> Node | None:
        return chain(_AND, "and", unary, depth)

    def disjunction(depth: int) -> Node | None:
        return chain(_OR, "or", conjunction, depth)

    def implication(depth: int) -> Node | None:
        left = disjunction(depth)
        if left is None or take("op", _IMPLIES) is None:
            return left
        right = disjunction(depth)
        if right is None:
            return None
        if take("op", _IMPLIES) is not None:
            # 'A(x) → B(x) ⟹ B(c)': the rule, then what it gives
            then = disjunction(depth)
            return None if then is None else _applied(("imp", left, right), then)
        return _applied(left, right) if left[0] == "imp" else ("imp", left, right)

    node = implication(0)
    if node is None or pos != len(toks):
        return None
    if classes and node[0] != "imp" and _over_variable(node):
        return None  # ('`yumpus`' alone, 'a ∧ b': no rule, nothing a class says alone)
    return node


def _applied(rule: Node, then: Node) -> Node | None:
    """A rule over the variable and the ground claim it yields (``\\forall x (A(x) \\to
    B(x)) \\implies B(c)``, the arrow read as 'so'), or None when they are not that."""
    if rule[0] != "imp" or not (_over_variable(rule[1]) and _over_variable(rule[2])):
        return None
    return None if _over_variable(then) else ("so", rule, then)


def _over_variable(node: Node) -> bool:
    """Whether a formula has an atom over the variable (a class)."""
    if node[0] == "atom":
        return node[2] is None
    if node[0] == "not":
        return _over_variable(node[1])
    if node[0] in ("and", "or"):
        return any(_over_variable(n) for n in node[1])
    return False


def _is_class(word: str | None) -> bool:
    """Whether a set's name may be a class: a word, two (``Mersenne primes``) or a number
    class, not a single letter (a set variable) or English in \\text{…}."""
    return word is not None and len(word) > 1 and (
        " " not in word or word in _NUMBER_CLASSES
        or (word.count(" ") == 1 and word.replace(" ", "").isalpha()))


def _entity(word: str, entity: Callable[[str], str | None]) -> str | None:
    """The name an argument stands for: a name or a number as written, a capital letter
    through ``entity``; None for anything else."""
    name = entity(word) if len(word) == 1 and word.isalpha() else word
    if name is None or not (name[:1].isupper() or name.isdigit()):
        return None
    return name


# ------------------------------------------------------------------ rendering

def _words(pred: str) -> str:
    return " ".join(_CAMEL.sub(" ", pred).replace("_", " ").lower().split())


def _object(pred: str, is_noun: Callable[[str], bool]) -> str:
    w = _words(pred)
    if w.endswith("s"):
        # a set named in the plural ('\\text{Numbers}'): the class, if a noun
        w = next((c for c in (w[:-1], w[:-2]) if c and is_noun(c)), w)
    if not is_noun(w):
        return w
    return ("an " if w[:1] in "aeiou" else "a ") + w


def _literal(node: Node) -> tuple[str, str | None, bool] | None:
    """(predicate, entity or None for the variable, positive) of a literal."""
    if node[0] == "atom":
        return node[1], node[2], True
    if node[0] == "not" and node[1][0] == "atom":
        return node[1][1], node[1][2], False
    return None


def _clause(node: Node, is_noun: Callable[[str], bool]) -> str | None:
    """A ground formula as clauses about its entities."""
    if node[0] == "text":
        return node[1]
    lit = _literal(node)
    if lit is not None:
        pred, who, positive = lit
        if who is None:
            return None
        return f"{who} is {'' if positive else 'not '}{_object(pred, is_noun)}"
    if node[0] in ("and", "or"):
        parts = [_clause(n, is_noun) for n in node[1]]
        if any(p is None for p in parts):
            return None
        return _joined(parts, node[0])  # type: ignore[arg-type]
    return None


def _joined(parts: list[str], word: str) -> str:
    if len(parts) == 2:
        return f"{parts[0]} {word} {parts[1]}"
    return ", ".join(parts[:-1]) + f", {word} {parts[-1]}"


def _template(node: Node, is_noun: Callable[[str], bool]) -> tuple[list[str], str] | None:
    """The objects of a formula over the variable and how they are joined."""
    lit = _literal(node)
    if lit is not None:
        pred, who, positive = lit
        if who is not None:
            return None
        return [("" if positive else "not ") + _object(pred, is_noun)], "and"
    if node[0] in ("and", "or"):
        objs = []
        for n in node[1]:
            lit = _literal(n)
            if lit is None or lit[1] is not None:
                return None
            objs.append(("" if lit[2] else "not ") + _object(lit[0], is_noun))
        return objs, node[0]
    return None


def _render(node: Node, is_noun: Callable[[str], bool]) -> str | None:
    if node[0] == "term":
        return node[1]
    if node[0] == "so":
        rule, then = _render(node[1], is_noun), _clause(node[2], is_noun)
        return None if rule is None or then is None else f"{rule}, so {then}"
    if node[0] != "imp":
        return _clause(node, is_noun)
    ante, cons = node[1], node[2]
    a = _template(ante, is_noun)
    c = _template(cons, is_noun)
    if a is not None and c is not None:
        (a_objs, a_join), (c_objs, c_join) = a, c
        if c_join != "and" or any(o.startswith("not ") for o in a_objs):
            return None
        head = _joined(a_objs, a_join) if len(a_objs) > 1 else a_objs[0]
        tail = _joined(c_objs, "and") if len(c_objs) > 1 else c_objs[0]
        if len(a_objs) == 1 and head.startswith(("a ", "an ")):
            return f"every {head.split(' ', 1)[1]} is {tail}"
        return f"everything that is {head} is {tail}"
    left, right = _clause(ante, is_noun), _clause(cons, is_noun)
    if left is None or right is None:
        return None
    return f"if {left}, then {right}"
