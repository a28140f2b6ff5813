"""pyverify's exception tree: everything raised on purpose derives from PyverifyError."""


class PyverifyError(Exception):
    """Base of every error pyverify raises on purpose."""


class InputError(PyverifyError, ValueError):
    """Bad user input: a malformed file, record or option value."""


class ConfigError(PyverifyError, ValueError):
    """A generator configuration that cannot be satisfied; the message names the knob."""


class SolverError(PyverifyError):
    """A solver backend is missing or failed; the message says how to fix it."""


class SolverUnavailable(SolverError):
    """A solver backend cannot start at all (not installed, its library or program
    missing). Nothing can be judged then, so this is raised to the caller, never turned
    into per-step verdicts as a failed call is."""


class GenerationError(PyverifyError):
    """A generated example failed its own verification (a bug, never silently skipped)."""
