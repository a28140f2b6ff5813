"""Natural-language side of pyverify: lexicon, realisation, sentence splitting, parsing
and label extraction for PrOntoQA-style text (see the grammar reference)."""

from pyverify.language.labels import LabelSplit, option_letter_label, split_label
from pyverify.language.lexicon import DEFAULT_LEXICON, PROPERTY_FAMILIES, Lexicon, plural
from pyverify.language.parse import (
    Parsed,
    ParsedStep,
    parse_cot,
    parse_query,
    parse_sentence,
)
from pyverify.language.realise import RealiseError, realise, realise_query
from pyverify.language.split import Sentence, split_sentences

__all__ = [
    "DEFAULT_LEXICON", "LabelSplit", "Lexicon", "PROPERTY_FAMILIES", "Parsed", "ParsedStep",
    "RealiseError", "Sentence", "option_letter_label", "parse_cot", "parse_query",
    "parse_sentence", "plural", "realise", "realise_query", "split_label", "split_sentences",
]
