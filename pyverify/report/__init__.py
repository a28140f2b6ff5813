"""Views of verification results: rich terminal renderables and JSON records."""
