# `make demo`: install what is missing, then generate, answer and check a small data set.
# `make test`: install the same, then run the whole test suite.
# Installing is idempotent and quick when already done (scripts/bootstrap.sh).

BIN := .venv/bin
DEMO := demo

.PHONY: demo test install lint clean

demo: install
	$(BIN)/pyverify doctor
	$(BIN)/pyverify generate --hops 3 -n 20 --seed 1 -o $(DEMO)/examples.jsonl
	$(BIN)/pyverify baseline $(DEMO)/examples.jsonl -o $(DEMO)/predictions.jsonl
	$(BIN)/pyverify check $(DEMO)/predictions.jsonl --examples $(DEMO)/examples.jsonl --steps --limit 3
	$(BIN)/pyverify check $(DEMO)/predictions.jsonl --examples $(DEMO)/examples.jsonl --quiet \
		--json $(DEMO)/results.jsonl

test: install
	$(BIN)/pytest

install:
	@scripts/bootstrap.sh

lint: install
	$(BIN)/ruff check pyverify tests

clean:
	rm -rf $(DEMO)
