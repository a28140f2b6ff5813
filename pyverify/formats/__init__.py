"""Readers and writers for the data formats pyverify accepts and produces."""
