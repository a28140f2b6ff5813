"""Aggregation of verification results: accuracies, Wilson intervals, distributions."""

from pyverify.analysis.metrics import (
    NO_ERROR_STEP,
    Outcome,
    Proportion,
    RunningSummary,
    Summary,
    summarize,
    wilson_interval,
)

__all__ = [
    "NO_ERROR_STEP",
    "Outcome",
    "Proportion",
    "RunningSummary",
    "Summary",
    "summarize",
    "wilson_interval",
]
