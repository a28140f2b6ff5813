"""Natural-language side of pyverify: lexicon, realisation, sentence splitting, parsing
and label extraction for PrOntoQA-style text (see the grammar reference)."""
