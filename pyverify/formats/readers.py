"""Readers: stream examples and model outputs from every format pyverify accepts.

Formats (../shared/reference/prontoqa-formats.md):

* the original PrOntoQA JSON ``{"exampleK": {"in_context_example0": …, "test_example": …}}``
  (§1, §2.1), with the prediction at ``test_example.model_output``, ``model_output`` or
  ``output``; any keys, gaps allowed (unlike the original, §7 item 2);
* JSONL, one record per line: pyverify examples (§8), PrOntoQA example objects (the
  original's JSONL fallback), Logic-LM records, or prediction records ``{id,
  model_output}`` / ``{id, model_outputs: [...]}`` joined to an examples file by id;
* Logic-LM / Hugging Face ``renma/ProntoQA`` records (§4) as a JSON array or JSONL, with
  a ``model_output``; an answer given as an option letter is mapped through ``options``;
* the original's text log of a model run (§2.2), recognised by its first line ``Q: …``.

Outputs may also sit under the names generation pipelines use (``response``,
``completions``, …) and be chat messages or whole conversations (:func:`_outputs`).

The format is detected from the content, not the file name. The file name of an original
PrOntoQA(-OOD) JSON file does say which deduction rule, hop count and proof width it holds
(§1.1: ``1hop_OrElim_3proofwidth_random_noadj.json``, ``5hop.json`` = ModusPonens); those
go into each example's metadata (:func:`metadata_from_file_name`). A broken line never stops
reading: it becomes an :class:`InputProblem` with its line number and the rest is read.
Bytes that are not UTF-8 are decoded as cp1252 (§5); a line ends in ``\\n``, ``\\r\\n`` or
``\\r``. Any of these files may be compressed with gzip, bzip2 or xz (recognised by their
first bytes, whatever the name); a damaged or truncated compressed file is read up to the
damage, which is reported like a broken line.

A JSON document that is an array or a PrOntoQA object of examples is read a record at a
time (:func:`_document_values`): memory holds the largest record and a chunk, however
large the file, and a syntax error stops the reading after the records before it. So is
one written on one line: the format is told from the start of the file, of which no
more than a megabyte of a line is held (:func:`_json_values`).
"""

from __future__ import annotations

import bz2
import codecs
import gzip
import json
import lzma
import pickle
import re
import shutil
import stat
import tempfile
import zlib
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import IO, Any, NamedTuple

from pyverify.errors import InputError
from pyverify.example import OOD_RULES, Example
from pyverify.language.labels import option_texts
from pyverify.language.split import split_sentences

__all__ = [
    "CheckItem",
    "InputProblem",
    "PendingExample",
    "example_from_record",
    "metadata_from_file_name",
    "read_check_items",
    "read_examples",
]

# Where a record keeps the model's output(s), in the order they are looked for: pyverify's
# and the original's names first, then those of common generation pipelines.
_OUTPUT_KEYS = ("model_output", "model_outputs", "output", "outputs", "response", "responses",
                "completion", "completions", "generation", "generations")
_LOGIC_LM_PREFIX = re.compile(r"^\s*Is the following statement true or false\?\s*", re.I)
_IN_CONTEXT_KEY = re.compile(r"^in_context_example(\d+)$")
_DETECT_LINES = 20
_FILE_NAME = re.compile(
    r"^(?P<hops>\d+)hop(?P<suffixes>(?:_[A-Za-z0-9]+)*)\.jsonl?(?:\.(?:gz|bz2|xz))?$"
)
_WIDTH_SUFFIX = re.compile(r"^(\d+)proofwidth$")
# The original's proof width when the file name has no ``_<w>proofwidth`` (formats §1.1).
_DEFAULT_WIDTH = {"Composed": 3}


@dataclass(frozen=True)
class InputProblem:
    """A record that could not be read; reading goes on with the next one.

    ``entry`` is the record's index in a JSON array (from 0, as ``jq '.[3]'`` counts),
    ``line_no`` the line its value starts on: those of an array on one JSONL line share
    its line. A record of a top-level object read whole (not a PrOntoQA document of
    examples, :func:`_document_values`) has no line."""

    line_no: int | None
    message: str
    source: str | None = None  # the file, when it is not the main input
    entry: int | None = None

    @property
    def where(self) -> str:
        """The file (when it is not the main input), line and entry: ``ex.jsonl: line 7``."""
        place = ", ".join(
            p
            for p in (
                None if self.line_no is None else f"line {self.line_no}",
                None if self.entry is None else f"entry {self.entry}",
            )
            if p
        )
        return ": ".join(p for p in (self.source, place) if p)

    def __str__(self) -> str:
        prefix = self.where
        return f"{prefix}: {self.message}" if prefix else self.message


@dataclass(frozen=True)
class CheckItem:
    """One example and the model outputs to check against it.

    ``first_sample`` numbers the outputs when samples of one id arrive in several groups,
    so ``(id, first_sample + i)`` identifies an output across the whole input; ``line_no``
    and ``entry`` (its index in a JSON array) place the group's first record.
    """

    id: str
    example: Example | PendingExample
    outputs: list[str]
    line_no: int | None
    first_sample: int = 0
    entry: int | None = None
    #: Where the outputs that another record of the group holds were read: (line, entry)
    #: by their index in ``outputs`` (in the output-less group of a unit of
    #: ``pyverify check``: by sample number); the others are the first record's.
    places: dict[int, tuple[int | None, int | None]] = field(default_factory=dict)

    def extend(self, outputs: list[str], line_no: int | None, entry: int | None) -> None:
        """Add the outputs of another record of the group, read at (line_no, entry)."""
        if (line_no, entry) != (self.line_no, self.entry):
            n = len(self.outputs)
            self.places.update((n + k, (line_no, entry)) for k in range(len(outputs)))
        self.outputs.extend(outputs)

    def decoded(self) -> Example:
        """The example, decoded now if it was read lazily (raises InputError when its
        record is not a valid example)."""
        example = self.example
        return example.decode() if isinstance(example, PendingExample) else example


#: The fields of a pyverify JSONL example record (formats §8) that make its example.
_EXAMPLE_FIELDS = (
    "id", "question", "context", "query", "chain_of_thought", "answer", "metadata", "fol",
    "in_context",
)


@dataclass(frozen=True)
class PendingExample:
    """A pyverify JSONL example record read but not decoded yet (``read_check_items``
    with ``lazy=True``): its example fields, where it was read, and the metadata its file
    name adds. Decoding parses every sentence to check the record's logical forms (~250 µs
    for a 5-hop example), so ``pyverify check -j N`` leaves it to the worker that checks
    the example rather than the one process that reads the input. Two pending examples
    are equal when their fields are, wherever they were read."""

    id: str
    record: dict[str, Any]
    source: str | None = field(compare=False)
    line_no: int | None = field(compare=False)
    entry: int | None = field(default=None, compare=False)
    file_metadata: Mapping[str, Any] = field(default_factory=dict)

    def decode(self) -> Example:
        """The Example; a record that is not a valid one raises InputError naming the
        examples file and line it came from (when it came from one)."""
        from pyverify.formats.writers import example_from_json

        try:
            example = example_from_json(self.record)
        except InputError as exc:
            if self.source is None:
                raise
            where = InputProblem(self.line_no, "", self.source, self.entry).where
            raise InputError(f"its example ({where}): {exc}") from None
        return _with_file_metadata_example(example, self.file_metadata)


@dataclass(frozen=True)
class _Record:
    """A parsed input record: an example (maybe with outputs) or bare predictions."""

    id: str
    example: Example | PendingExample | None
    outputs: list[str]
    line_no: int | None
    entry: int | None = None  # the index in a JSON array


# --------------------------------------------------------------------------- decoding


# Compressed input, recognised by its first bytes.
_COMPRESSED = ((b"\x1f\x8b", gzip.open), (b"BZh", bz2.open), (b"\xfd7zXZ\x00", lzma.open))
# What reading a damaged or truncated compressed stream raises (BadGzipFile is an OSError).
_DAMAGED = (EOFError, OSError, zlib.error, lzma.LZMAError)


def _open_bytes(path: Path) -> IO[bytes]:
    """The file's bytes, decompressed when it starts like a gzip, bzip2 or xz stream."""
    with path.open("rb") as fh:
        head = fh.read(6)
    for magic, opener in _COMPRESSED:
        if head.startswith(magic):
            return opener(path, "rb")  # type: ignore[no-any-return]
    return path.open("rb")


#: The longest input line read: a longer one (a damaged file, a record of gigabytes) is
#: reported with its line number and passed over without being held whole.
MAX_LINE_BYTES = 256 << 20


def _lines(path: Path, skip: int = 0) -> Iterator[tuple[int, str] | InputProblem]:
    """The file's lines (:func:`_raw_lines`) after the first ``skip``, decoded
    (:func:`_decode`) and numbered from 1; a line longer than :data:`MAX_LINE_BYTES` is
    an InputProblem, and the lines after it are read; reading stops at damage in a
    compressed file, reported as an InputProblem on the line after the last one read."""
    line_no = skip
    longest = MAX_LINE_BYTES
    with _open_bytes(path) as fh:
        try:
            for raw in _raw_lines(fh, longest, skip=skip):
                line_no += 1
                if len(raw) > longest:
                    yield InputProblem(line_no, f"the line is longer than {longest >> 20} "
                                                "MB: not read")
                    continue
                yield line_no, _decode(raw)
        except _DAMAGED as exc:
            yield _damage(line_no + 1, exc)


def _invalid_json(line_no: int, exc: json.JSONDecodeError, column: int) -> InputProblem:
    """A JSON syntax error, placed in the file (json's own line and column count only
    ``\n`` and only the text it was given)."""
    return InputProblem(line_no, f"not valid JSON: {exc.msg} (column {column})")


def _damage(line_no: int | None, exc: BaseException) -> InputProblem:
    """Damage in a compressed file, where it ends what is read."""
    return InputProblem(line_no, f"the compressed file is damaged or truncated here: {exc}")


#: Bytes read at a time when splitting a file into lines.
_CHUNK = 1 << 20


def _raw_lines(
    fh: IO[bytes], longest: int | None = None, skip: int = 0
) -> Iterator[bytes]:
    """The lines of a byte stream, each with its line end: ``\\n``, ``\\r\\n`` or a lone
    ``\\r`` (old Mac files; iterating a binary file splits only at ``\\n``, which read such
    a file as one line). Splitting at a raw ``\\r`` cuts no JSON line: inside a JSON
    string a carriage return is escaped. A line longer than a chunk is joined once from
    its pieces (adding each piece to the line so far copied it over and over: a 100 MB
    line took seconds).

    Two kinds of line are not held whole, as a whole file may be one line: the first
    ``skip`` lines are passed over, and a line longer than ``longest`` bytes is yielded
    as its start once more than ``longest`` bytes of it are read (the rest is passed
    over)."""
    line: list[bytes] = []  # the pieces of the line being read
    size: int | None = 0  # its bytes so far; None while the line is passed over
    for piece, ends in _raw_pieces(fh):
        if size is not None and not skip:
            line.append(piece)
            size += len(piece)
            if ends or (longest is not None and size > longest):
                yield b"".join(line)
                line, size = [], None
        if ends:
            skip, size = max(skip - 1, 0), 0
    if line:
        yield b"".join(line)


def _raw_pieces(fh: IO[bytes]) -> Iterator[tuple[bytes, bool]]:
    """The bytes of a stream in order, in pieces that each end at a line end (True) or
    where a chunk ends (False): a line is one piece or several, never held here whole.

    A ``\\r`` that ends a chunk ends its piece, and the next chunk (or the end of the
    stream) says whether it ends the line alone or with a ``\\n`` (a ``\\r\\n`` cut in
    two): the line is ended then, by a piece ``\\n`` or an empty one. ``read1`` returns
    what one read of the file (or one block of a compressed stream) gives, so damage
    further on loses no line before it."""
    after_cr = False  # the last piece ended in \r: a line end, maybe with a \n to come
    while chunk := fh.read1(_CHUNK):  # type: ignore[attr-defined]
        if after_cr:
            newline = chunk.startswith(b"\n")
            yield (b"\n" if newline else b""), True
            chunk = chunk[newline:]
        lines = chunk.splitlines(keepends=True)  # bytes: only \n, \r\n and \r
        last = lines.pop() if lines else b""
        for line in lines:
            yield line, True
        after_cr = last.endswith(b"\r")
        if last:
            yield last, last.endswith(b"\n")
    if after_cr:
        yield b"", True


def _decode(raw: bytes, final: bool = True) -> str:
    """A line's text: UTF-8 (a BOM dropped), else cp1252. ``final=False`` for the start of
    a line cut short, whose last character may be cut in two: it is left out (it would
    make the line cp1252, and a BOM three letters)."""
    try:
        if final:
            return raw.decode("utf-8-sig")
        return codecs.getincrementaldecoder("utf-8-sig")().decode(raw)
    except UnicodeDecodeError:
        return raw.decode("cp1252", errors="replace")


_Value = tuple[int | None, str | None, int | None, Any]


def _json_values(path: Path) -> Iterator[_Value | InputProblem]:
    """Yield ``(line_no, key, entry, value)`` for every top-level record of the file.

    ``key`` is the example key of a PrOntoQA JSON object (``example3``), ``entry`` the
    index in a JSON array; else None.

    A file whose first line is a JSON value of its own is JSON lines; one whose first
    line starts a JSON array or object and is no value of its own is a JSON document.
    A first line longer than :data:`_LONG_LINE` is not read whole to tell (a JSON
    document written on one line is all of the file on one line): it is streamed as a
    document, and if that document is all of its line, the lines after it are read as
    JSON lines (:func:`_document_values`), which is what reading it whole would have
    decided.
    """
    head = _head(path, 1)
    if isinstance(head, InputProblem):  # damage before the first line
        yield head
        return
    if not head:
        yield InputProblem(None, "the file holds no records")
        return
    first = head[0]
    if not first.text.startswith(("{", "[")) or (first.whole and _parses(first.text)):
        yield from _jsonl_values(path)
    else:
        yield from _document_values(path)


#: The longest line the format detection reads whole (bytes).
_LONG_LINE = 1 << 20


class _HeadLine(NamedTuple):
    """A line of a file's start that is not blank (or too long to tell), as the format
    detection reads it."""

    line_no: int
    text: str  # stripped; of a line longer than the head holds, its start
    whole: bool  # False for a line longer than the head holds


def _head(path: Path, count: int, cut: bool = True) -> list[_HeadLine] | InputProblem:
    """The first ``count`` non-blank lines of the file, each held up to
    :data:`_LONG_LINE` bytes (:func:`_raw_lines`; ``cut=False``: whole), or the damage in
    a compressed file that comes before the first of them; damage after it ends the head
    (the full reading reports it)."""
    head: list[_HeadLine] = []
    line_no = 0
    longest = _LONG_LINE if cut else None
    with _open_bytes(path) as fh:
        try:
            for raw in _raw_lines(fh, longest):
                line_no += 1
                whole = longest is None or len(raw) <= longest
                text = _decode(raw, final=whole).strip()
                if text or not whole:  # what follows a blank start is not known
                    head.append(_HeadLine(line_no, text, whole))
                    if len(head) == count:
                        break
        except _DAMAGED as exc:
            if not head:
                return _damage(line_no + 1, exc)
    return head


def _looks_like_jsonl(path: Path) -> bool:
    """A file that is no JSON document but whose later head lines are JSON objects: JSON
    lines with a broken first line."""
    head = _head(path, _DETECT_LINES)
    return isinstance(head, list) and any(
        line.whole and isinstance(_loads_or_none(line.text), dict) for line in head[1:]
    )


# --------------------------------------------------------------------------- JSON documents


def _document_values(path: Path) -> Iterator[_Value | InputProblem]:
    """The records of a file that is one JSON document, streamed.

    A JSON array's entries and a PrOntoQA document's examples are parsed one at a time
    (:class:`_DocumentText`), each with the line its value starts on: memory holds the
    largest record and a chunk, not the file (a 1 GB pretty-printed array took several
    GB), and a syntax error loses only what follows it: the records before it are
    yielded, then the error, and the file is read no further. A syntax error before any
    record, in a file whose later head lines are JSON objects, makes it JSON lines with a
    broken first line (:func:`_looks_like_jsonl`). Damage in a compressed file is
    reported after the records read before it.

    A document that is all of its line, with more lines after it, was the first line of
    a file of JSON lines (:class:`_MoreLines`): the lines after it are read as such.

    A top-level object is a PrOntoQA document when its first member is an example
    (:func:`_prontoqa_records`); any other object is one record, read whole as before:
    as a line of JSON lines if the first line is a JSON value of its own, else as the
    whole file (:func:`_whole_document_values`).
    """
    read_any = whole = False
    error: json.JSONDecodeError | None = None
    lines_read: int | None = None  # the lines of the document, when JSON lines follow
    with _open_bytes(path) as fh:
        doc = _DocumentText(fh, _codec(path))
        try:
            for value in _document_records(doc):
                yield value
                read_any = True
        except _NotStreamed:
            whole = True
        except _MoreLines as more:
            lines_read = more.line
        except json.JSONDecodeError as exc:
            error = exc
    if whole:
        first = _head(path, 1, cut=False)
        if isinstance(first, list) and first and _parses(first[0].text):
            yield from _jsonl_values(path)
        else:
            yield from _whole_document_values(path)
    elif lines_read is not None:
        yield from _jsonl_values(path, skip=lines_read)
    elif (damage := doc.damage_problem()) is not None:  # not what the parser made of it
        yield damage
    elif error is not None:
        if not read_any and _looks_like_jsonl(path):
            yield from _jsonl_values(path)
        else:
            yield doc.syntax_problem(error)


def _whole_document_values(path: Path) -> Iterator[_Value | InputProblem]:
    """A JSON document read and parsed whole: a top-level object that is one record."""
    try:
        with _open_bytes(path) as fh:
            document = _decode(fh.read())
    except _DAMAGED as exc:
        yield InputProblem(None, f"the compressed file is damaged or truncated: {exc}")
        return
    try:
        value, repeats = _loads_marked(document)
    except json.JSONDecodeError as exc:
        if _looks_like_jsonl(path):
            yield from _jsonl_values(path)
        else:
            line, column = _position(document, exc.pos)
            yield _invalid_json(line, exc, column)
        return
    yield from _expand(None, value, repeats)


def _codec(path: Path) -> str:
    """The codec :func:`_decode` picks for the whole file (utf-8-sig when all of it is
    UTF-8, else cp1252), found a chunk at a time: the file is decoded and dropped once
    before it is parsed. Damage ends the look; the parse reports it."""
    decoder = codecs.getincrementaldecoder("utf-8")()
    with _open_bytes(path) as fh:
        try:
            while chunk := fh.read1(_CHUNK):  # type: ignore[attr-defined]
                decoder.decode(chunk)
            decoder.decode(b"", final=True)
        except UnicodeDecodeError:
            return "cp1252"
        except _DAMAGED:
            pass
    return "utf-8-sig"


class _NotStreamed(Exception):
    """The top-level object is not a document of records: it is read whole."""


class _MoreLines(Exception):
    """The document is all of its line, and more lines follow: it is the first line of
    a file of JSON lines, which go on after ``line``."""

    def __init__(self, line: int) -> None:
        super().__init__(line)
        self.line = line


def _document_records(doc: _DocumentText) -> Iterator[_Value | InputProblem]:
    """The records of a JSON array or a PrOntoQA document, then the check that nothing
    but whitespace follows it (json's "Extra data" error, after the records), unless the
    document is all of its line and more lines follow (:class:`_MoreLines`)."""
    first = doc.next_char()
    line = doc.place(doc.pos)[0]
    if first == "[":
        yield from _array_records(doc)
    elif first == "{":
        yield from _prontoqa_records(doc)
    else:  # what str.strip() took for blank (a form feed …) is no JSON whitespace
        raise doc.error("Expecting value")
    end_line = doc.place(doc.pos)[0]
    if doc.next_char():
        if line == end_line < doc.place(doc.pos)[0]:
            raise _MoreLines(line)
        raise doc.error("Extra data")


def _array_records(doc: _DocumentText) -> Iterator[_Value | InputProblem]:
    """The entries of a JSON array (at ``doc.pos``), each with its index."""
    if not doc.enter("]"):
        return
    entry = 0
    while True:
        line_no, value, repeats = doc.value()
        yield _checked(line_no, None, entry, value, repeats)
        if not doc.after_member("]"):
            return
        entry += 1


def _prontoqa_records(doc: _DocumentText) -> Iterator[_Value | InputProblem]:
    """The examples of a PrOntoQA document ``{"example1": {…}, …}`` (at ``doc.pos``),
    each with its key; a second entry under a key is reported, the first read.

    Whether the object is such a document is decided on its first member, so that it
    can stream: an example (:func:`_is_example`) under a key that no record has at its
    top (:data:`_RECORD_KEYS`) makes it one. Anything else (an empty object, a record, a
    document whose first entry is broken) raises :class:`_NotStreamed` before a record is
    yielded, and the object is read whole, where :func:`_is_prontoqa_document` looks at
    every member. The two differ only on an object whose first member is an example and
    a later one is ``test_example`` or ``question``: read whole, it was one record; here
    that member is an entry of the document (reported like any other broken entry).
    """
    if not doc.enter("}"):
        raise _NotStreamed
    keys: set[str] = set()
    while True:
        key = doc.key()
        line_no, value, repeats = doc.value()
        if not keys and (key in _RECORD_KEYS or not _is_example(value)):
            raise _NotStreamed
        if key in keys:
            yield _second_entry(line_no, key)
        else:
            keys.add(key)
            yield _checked(line_no, key, None, value, repeats)
        if not doc.after_member("}"):
            return


#: JSON's whitespace (``str.isspace`` holds more).
_JSON_SPACE = re.compile(r"[ \t\n\r]*")
#: How far before the end of the text read a parse error can be that end's doing: the
#: longest token or escape cut short ("-Infinit", "\ud83d\ude0") is shorter. An error
#: further back is in the text, whatever follows.
_CUT_REACH = 16


def _cut_short(exc: json.JSONDecodeError) -> bool:
    """Whether a parse error may be the end of the text parsed (``exc.doc``, the text read
    so far) rather than in it. An error further back is real whatever follows: reading on
    to the end of the file to be sure would hold the rest of a broken file in memory."""
    return exc.msg.startswith("Unterminated string") or exc.pos >= len(exc.doc) - _CUT_REACH


def _complete(text: str, end: int) -> bool:
    """Whether a value parsed from ``text`` (the text read so far) up to ``end`` is all of
    it whatever follows: a string, array or object ends at its closing character, a
    number or literal only where the text goes on (``1.5`` cut after ``1.`` parses as
    ``1``)."""
    return text[end - 1] in '"]}' or end <= len(text) - _CUT_REACH


class _DocumentText:
    """The text of a JSON document, decoded a chunk at a time and parsed a value at a
    time with ``json``'s own parser (``raw_decode``), so every value reads as
    ``json.loads`` of the whole text would read it and every error says what it says.

    ``text`` holds what was read and not yet parsed past: the part before ``pos`` is
    dropped at the next read, so it holds the record being parsed and a chunk however
    large the file. Line ends are counted as the text is dropped (as :func:`_position`
    counts them), so a place has its line and column in the whole file. Damage in a
    compressed file ends the text there, and is reported after what it held
    (:meth:`damage_problem`).
    """

    def __init__(self, fh: IO[bytes], codec: str) -> None:
        self._fh = fh
        self._decoder = codecs.getincrementaldecoder(codec)("replace")
        self._hook = _PairsHook()
        self._json = json.JSONDecoder(object_pairs_hook=self._hook)
        self.text = ""
        self.pos = 0
        self._damage: BaseException | None = None
        self._eof = False
        self._offset = 0  # where ``text`` starts in the whole text
        # the line of the whole text's position ``_counted``, and where that line starts
        self._line, self._line_start, self._counted = 1, 0, 0

    # ------------------------------------------------------------------ reading

    def _read(self, at_least: int) -> None:
        """Drop the text before ``pos`` and read ``at_least`` more characters, or the rest.

        A ``\\r`` just before ``pos`` is kept: the next read may start with its ``\\n``,
        one line end, which counted apart would be two."""
        keep = self.pos - (self.text[self.pos - 1 : self.pos] == "\r")
        self._count_lines(keep)
        pieces, added = [self.text[keep:]], 0
        try:
            while added < at_least and not self._eof:
                chunk = self._fh.read1(_CHUNK)  # type: ignore[attr-defined]
                self._eof = not chunk
                pieces.append(self._decoder.decode(chunk, final=self._eof))
                added += len(pieces[-1])
        except _DAMAGED as exc:
            self._eof, self._damage = True, exc
        self.text = "".join(pieces)
        self._offset += keep
        self.pos -= keep

    def _count_lines(self, pos: int) -> None:
        """Count the line ends up to ``text[pos]``, from where counting stopped."""
        ends, start = _line_ends(self.text, self._counted - self._offset, pos)
        if ends:
            self._line, self._line_start = self._line + ends, self._offset + start
        self._counted = self._offset + pos

    def place(self, pos: int) -> tuple[int, int]:
        """Line and column (from 1) of ``text[pos]`` in the whole file (asked in the order
        of the text: lines are counted on from the last place asked)."""
        self._count_lines(pos)
        return self._line, self._offset + pos - self._line_start + 1

    # ------------------------------------------------------------------ parsing

    def next_char(self) -> str:
        """The first character at or after ``pos`` that is not JSON whitespace, ``pos``
        moved to it; "" at the end of the file."""
        while True:
            self.pos = _JSON_SPACE.match(self.text, self.pos).end()  # type: ignore[union-attr]
            if self.pos < len(self.text) or self._eof:
                return self.text[self.pos : self.pos + 1]
            self._read(1)

    def value(self) -> tuple[int, Any, bool]:
        """The JSON value after ``pos``, the line it starts on, and whether an object in it
        repeats a key; ``pos`` moves past it.

        A parse that fails where the text read so far ends (:func:`_cut_short`), or a
        number or literal that ends near there (``1`` of ``1.5`` cut after its ``.``), is
        tried again with more of the file, reading at least as much again as the value has
        so far: a huge value is parsed a few times over, not once per chunk."""
        self.next_char()
        while True:
            self._hook.repeats = False
            try:
                value, end = self._json.raw_decode(self.text, self.pos)
            except RecursionError:
                raise self.error("nested too deeply") from None
            except json.JSONDecodeError as exc:
                if self._eof or not _cut_short(exc):
                    raise
            else:
                if self._eof or _complete(self.text, end):
                    break
            self._read(max(_CHUNK, len(self.text) - self.pos))
        start, self.pos = self.pos, end
        if _escapes_surrogate(self.text, start, end):
            value = _without_lone_surrogates(value)
        return self.place(start)[0], value, self._hook.repeats

    def enter(self, close: str) -> bool:
        """Past the ``[`` or ``{`` at ``pos``: whether members follow (else past ``close``)."""
        self.pos += 1
        if self.next_char() != close:
            return True
        self.pos += 1
        return False

    def after_member(self, close: str) -> bool:
        """Past the ``,`` after a member (True: another follows) or past ``close``."""
        char = self.next_char()
        if char not in (",", close):
            raise self.error("Expecting ',' delimiter")
        self.pos += 1
        return char == ","

    def key(self) -> str:
        """An object member's key, ``pos`` moved past the ``:`` after it."""
        if self.next_char() != '"':
            raise self.error("Expecting property name enclosed in double quotes")
        key: str = self.value()[1]
        if self.next_char() != ":":
            raise self.error("Expecting ':' delimiter")
        self.pos += 1
        return key

    def error(self, message: str) -> json.JSONDecodeError:
        """json's error at ``pos``, as its parser words it there."""
        return json.JSONDecodeError(message, self.text, self.pos)

    def damage_problem(self) -> InputProblem | None:
        """The damage that ended the text, placed where the text ends (once parsed)."""
        if self._damage is None:
            return None
        return _damage(self.place(len(self.text))[0], self._damage)

    def syntax_problem(self, exc: json.JSONDecodeError) -> InputProblem:
        line, column = self.place(exc.pos)
        return _invalid_json(line, exc, column)


def _position(text: str, pos: int) -> tuple[int, int]:
    """Line and column (from 1) of ``text[pos]``, lines ended as :func:`_raw_lines` ends
    them (json's own ``lineno`` counts only ``\\n``: all of an old Mac file was line 1)."""
    ends, start = _line_ends(text, 0, pos)
    return ends + 1, pos - start + 1


def _line_ends(text: str, begin: int, end: int) -> tuple[int, int]:
    """How many line ends ``text[begin:end]`` holds (``\\n``, ``\\r\\n``, a lone ``\\r``, as
    :func:`_raw_lines` ends lines; a ``\\r`` at ``end`` counts, as its ``\\n`` is past it),
    and where the line after the last of them starts (``begin`` if none). Counted by
    ``str.count``, not one match at a time: a pretty-printed file has a line per field."""
    crlf = text.count("\r\n", begin, end)
    ends = text.count("\n", begin, end) + text.count("\r", begin, end) - crlf
    last = max(text.rfind("\n", begin, end), text.rfind("\r", begin, end))
    return ends, last + 1 if last >= 0 else begin


def _loads(text: str) -> Any:
    """``json.loads``; JSON nested too deeply for Python's parser (which raises
    RecursionError there) is reported as invalid JSON like any other, and a lone
    surrogate escape (``"\\ud800"``, text no encoder accepts) becomes U+FFFD."""
    return _loads_marked(text)[0]


class _Repeated(dict):  # type: ignore[type-arg]
    """A JSON object in which some key appears more than once, with the first value of
    each key (``json`` keeps the last and drops the others silently); ``keys_in_order``
    holds every key in the order of the text, repeats included."""

    __slots__ = ("keys_in_order",)

    def __init__(self, pairs: list[tuple[str, Any]]) -> None:
        super().__init__()
        for key, value in pairs:
            self.setdefault(key, value)
        self.keys_in_order = [key for key, _ in pairs]

    def repeated(self) -> list[str]:
        """The keys that appear more than once, each once, in the order of the text."""
        seen: set[str] = set()
        out: dict[str, None] = {}
        for key in self.keys_in_order:
            if key in seen:
                out[key] = None
            seen.add(key)
        return list(out)


class _PairsHook:
    """The ``object_pairs_hook`` that keeps repeated keys: a dict for each JSON object, a
    :class:`_Repeated` for one in which a key repeats, noted in ``repeats``."""

    __slots__ = ("repeats",)

    def __init__(self) -> None:
        self.repeats = False

    def __call__(self, pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        obj = dict(pairs)
        if len(obj) == len(pairs):
            return obj
        self.repeats = True
        return _Repeated(pairs)


def _loads_marked(text: str) -> tuple[Any, bool]:
    """:func:`_loads`, and whether some object in the text repeats a key (it is then a
    :class:`_Repeated`)."""
    hook = _PairsHook()
    try:
        value = json.loads(text, object_pairs_hook=hook)
    except RecursionError:
        raise json.JSONDecodeError("nested too deeply", text, 0) from None
    if _escapes_surrogate(text, 0, len(text)):
        value = _without_lone_surrogates(value)
    return value, hook.repeats


def _escapes_surrogate(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` may escape a surrogate (``\\ud800``): only an escape can
    put one in a str, so a value parsed from text without one needs no cleaning."""
    return text.find("\\ud", start, end) >= 0 or text.find("\\uD", start, end) >= 0


def _repeated_fields(value: Any) -> list[str]:
    """Where a key repeats inside a record: ``model_output``, ``test_example.answer``,
    ``model_outputs[1].content`` (iterative: the nesting may be deep)."""
    found: list[str] = []
    todo: list[tuple[str, Any]] = [("", value)]
    while todo:
        path, node = todo.pop()
        if isinstance(node, dict):
            if isinstance(node, _Repeated):
                found.extend(f"{path}.{k}" if path else k for k in node.repeated())
            todo.extend((f"{path}.{k}" if path else k, v) for k, v in node.items())
        elif isinstance(node, list):
            todo.extend((f"{path}[{i}]", v) for i, v in enumerate(node))
    return sorted(found)


def _repeats_problem(
    value: Any, line_no: int | None, key: str | None, entry: int | None
) -> InputProblem | None:
    """A record in which a key repeats is not checked: which of its values is meant?"""
    fields = _repeated_fields(value)
    if not fields:
        return None
    names = ", ".join(f"'{f}'" for f in fields)
    message = (f"{'field' if len(fields) == 1 else 'fields'} {names} "
               f"{'appears' if len(fields) == 1 else 'appear'} more than once in the record "
               "(keys must be unique)")
    return InputProblem(line_no, f"{key}: {message}" if key else message, entry=entry)


def _clean(text: str) -> str:
    return text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")


def _without_lone_surrogates(value: Any) -> Any:
    """``value`` with every string made encodable (iterative: the nesting may be deep)."""
    if isinstance(value, str):
        return _clean(value)
    if not isinstance(value, (list, dict)):
        return value
    root = [value]
    todo: list[list[Any] | dict[Any, Any]] = [root]
    while todo:
        node = todo.pop()
        if isinstance(node, dict):
            items = list(node.items())
            node.clear()
            for k, v in items:
                node[_clean(k)] = v
            if isinstance(node, _Repeated):
                node.keys_in_order = [_clean(k) for k in node.keys_in_order]
            keys: Any = list(node)
        else:
            keys = range(len(node))
        for k in keys:
            v = node[k]
            if isinstance(v, str):
                node[k] = _clean(v)
            elif isinstance(v, (list, dict)):
                todo.append(v)
    return root[0]


def _parses(text: str) -> bool:
    return _loads_or_none(text) is not None


def _loads_or_none(text: str) -> Any:
    try:
        return _loads(text)
    except json.JSONDecodeError:
        return None


def _jsonl_values(path: Path, skip: int = 0) -> Iterator[_Value | InputProblem]:
    """The records of a file of JSON lines, after its first ``skip`` lines."""
    for item in _lines(path, skip):
        if isinstance(item, InputProblem):
            yield item
            continue
        line_no, text = item
        text = text.strip()
        if not text:
            continue
        try:
            value, repeats = _loads_marked(text)
        except json.JSONDecodeError as exc:
            yield _invalid_json(line_no, exc, exc.colno)
            continue
        yield from _expand(line_no, value, repeats)


def _expand(
    line_no: int | None, value: Any, repeats: bool = False
) -> Iterator[_Value | InputProblem]:
    """Unfold a JSON array or a PrOntoQA ``{"exampleK": …}`` object into its records.

    With ``repeats`` (some object of the value repeats a key), a record that holds such
    an object is a problem, and so is a second entry of a PrOntoQA object under a key
    already used (the first is read)."""
    if isinstance(value, list):
        for index, item in enumerate(value):
            yield _checked(line_no, None, index, item, repeats)
    elif isinstance(value, dict) and _is_prontoqa_document(value):
        keys = value.keys_in_order if isinstance(value, _Repeated) else value
        done: set[str] = set()
        for key in keys:
            if key in done:
                yield _second_entry(line_no, key)
                continue
            done.add(key)
            yield _checked(line_no, key, None, value[key], repeats)
    else:
        yield _checked(line_no, None, None, value, repeats)


def _checked(
    line_no: int | None, key: str | None, entry: int | None, value: Any, repeats: bool
) -> _Value | InputProblem:
    """The record, or the problem of a key repeated in it (``repeats``: some object read
    with it repeats a key, maybe in another record)."""
    problem = _repeats_problem(value, line_no, key, entry) if repeats else None
    return problem or (line_no, key, entry, value)


def _second_entry(line_no: int | None, key: str) -> InputProblem:
    """JSON keeps the last entry of a repeated key; the first is read, the others reported."""
    return InputProblem(line_no, f"a second entry '{key}' is ignored (keys must be unique)")


def _is_prontoqa_document(value: Mapping[str, Any]) -> bool:
    """An object of example objects (``{"example1": {"test_example": …}, …}``): one
    entry that is one makes it so, and every other entry is then a record of its own,
    a broken one reported under its key (a record itself holds ``test_example`` or
    ``question`` at its top)."""
    return not any(k in value for k in _RECORD_KEYS) and any(map(_is_example, value.values()))


#: Keys at the top of a record that no document of examples has at its top.
_RECORD_KEYS = ("test_example", "question")


def _is_example(value: Any) -> bool:
    """An entry of a PrOntoQA document: an example object, holding its ``test_example``."""
    return isinstance(value, dict) and "test_example" in value


# --------------------------------------------------------------------------- file names


def metadata_from_file_name(name: str) -> dict[str, Any]:
    """The rule, hops and (where the rule has one) proof width an original PrOntoQA(-OOD)
    file name states (formats §1.1); ``{}`` for any other name.

    ``2hop_OOD_Composed_random_noadj.json`` → ``{"rule": "Composed", "hops": 2, "width":
    3, "ood_demonstrations": True}``; ``5hop.json`` → ``{"rule": "ModusPonens", "hops":
    5}``. A name without a rule is ModusPonens, which has no width; the others default to
    the original's width (2; Composed 3). A compressed file's ``.gz``, ``.bz2`` or ``.xz``
    is ignored.
    """
    m = _FILE_NAME.match(Path(name).name)
    if m is None:
        return {}
    suffixes = [p for p in m.group("suffixes").split("_") if p]
    rule = next((p for p in suffixes if p in OOD_RULES), "ModusPonens")
    metadata: dict[str, Any] = {"rule": rule, "hops": int(m.group("hops"))}
    if rule != "ModusPonens":
        widths = [int(w.group(1)) for w in map(_WIDTH_SUFFIX.match, suffixes) if w]
        metadata["width"] = widths[0] if widths else _DEFAULT_WIDTH.get(rule, 2)
    if "OOD" in suffixes:
        metadata["ood_demonstrations"] = True
    return metadata


# --------------------------------------------------------------------------- records


def _string(record: Mapping[str, Any], key: str, where: str) -> str:
    value = record.get(key)
    if not isinstance(value, str):
        kind = "missing" if value is None else f"a {type(value).__name__}, not a string"
        raise InputError(f"{where}: field '{key}' is {kind}")
    return value


def _sentences(text: str) -> tuple[str, ...]:
    return tuple(s.text for s in split_sentences(text))


def _chain(value: Any, where: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return _sentences(value)
    if isinstance(value, list) and all(isinstance(s, str) for s in value):
        return tuple(value)
    raise InputError(f"{where}: field 'chain_of_thought' must be a list of strings")


def _answer(value: Any, where: str) -> bool | None:
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, str):
        word = value.strip().rstrip(".").lower()
        if word in ("true", "yes", "a"):
            return True
        if word in ("false", "no", "b"):
            return False
    raise InputError(f'{where}: field \'answer\' must be "True" or "False", not {value!r}')


def _outputs(*holders: Mapping[str, Any]) -> list[str]:
    """The model outputs in a record: a string or a list of samples, where a sample may
    also be a chat message (``{"role": "assistant", "content": …}``, or ``{"text": …}``)
    or a conversation (a list of messages: its last assistant message)."""
    for holder in holders:
        for key in _OUTPUT_KEYS:
            value = holder.get(key)
            if value is None:
                continue
            if _is_conversation(value):
                value = [value]
            samples = value if isinstance(value, list) else [value]
            texts = [_sample_text(s) for s in samples]
            if not all(isinstance(t, str) for t in texts):
                raise InputError(f"field '{key}' must be a string, a message, or a list of them")
            # The original analyzer strips a leading "Output: " (formats §2.1).
            return [t[len("Output: ") :] if t.startswith("Output: ") else t  # type: ignore[union-attr]
                    for t in texts]
    return []


def _is_conversation(value: Any) -> bool:
    """A non-empty list of chat messages (dicts with a role)."""
    return (
        isinstance(value, list)
        and bool(value)
        and all(isinstance(m, dict) and "role" in m for m in value)
    )


def _sample_text(sample: Any) -> str | None:
    """One sample's text: a string; a message's ``content`` (a string, or a list of
    ``{"type": "text", "text": …}`` parts) or ``text``; a conversation's last assistant
    message. None for anything else."""
    if isinstance(sample, str):
        return sample
    if _is_conversation(sample):
        replies = [m for m in sample if m.get("role") == "assistant"]
        return _sample_text(replies[-1]) if replies else None
    if isinstance(sample, dict):
        content = sample.get("content", sample.get("text"))
        if isinstance(content, list):  # content parts
            parts = [p.get("text") for p in content if isinstance(p, dict)]
            if parts and all(isinstance(t, str) for t in parts):
                return "".join(parts)  # type: ignore[arg-type]
            return None
        return content if isinstance(content, str) else None
    return None


def _prontoqa_example(
    obj: Mapping[str, Any], id: str, fmt: str, in_context: tuple[Example, ...] = ()
) -> Example:
    where = f"example '{id}'"
    return Example(
        id=id,
        context=_sentences(_string(obj, "question", where)),
        query=_string(obj, "query", where),
        chain_of_thought=_chain(obj.get("chain_of_thought"), where),
        answer=_answer(obj.get("answer"), where),
        metadata={"source_format": fmt},
        in_context=in_context,
    )


# The ids of Logic-LM's other datasets ('ProofWriter_RelNeg-OWA-D5-1029_Q1', 'FOLIO_dev_0',
# 'logical_deduction_12', 'ar_lsat_200010_1-G_1_1'), whose records share ProntoQA's fields.
_OTHER_LOGIC_LM = re.compile(
    r"(ProofWriter|FOLIO|logical_?deduction|LogicalDeduction|AR[-_]?LSAT)(?:_|$)", re.I
)


def _logic_lm_example(obj: Mapping[str, Any], id: str) -> Example:
    where = f"record '{id}'"
    other = _OTHER_LOGIC_LM.match(id)
    if other:  # (any other id may name a ProntoQA record: 'test_1', '0')
        raise InputError(
            f"{where}: Logic-LM dataset '{other.group(1)}' is not supported (only ProntoQA)"
        )
    question = _string(obj, "question", where)
    explanation = obj.get("explanation")
    metadata: dict[str, Any] = {"source_format": "logic-lm"}
    options = obj.get("options")
    if options is not None and not (
        isinstance(options, list) and all(isinstance(o, str) for o in options)
    ):
        raise InputError(f"{where}: field 'options' must be a list of strings like "
                         f"\"A) True\", not {_json_kind(options)}")
    if option_texts(options):
        # kept: predictions joined to this example by id get their option letters mapped
        metadata["options"] = list(options)  # (strings: checked above)
    return Example(
        id=id,
        context=_sentences(_string(obj, "context", where)),
        query="True or false: " + _LOGIC_LM_PREFIX.sub("", question, count=1).strip(),
        chain_of_thought=_chain(explanation, where),
        answer=_answer(_option_answer(obj.get("answer"), options), where),
        metadata=metadata,
    )


# ('A', '(a)', 'B.', and the option written out: 'A) True')
_ANSWER_LETTER = re.compile(r"^\s*\(?([A-Za-z])(?:\)?\s*\.?|\s*[).:]\s*(?:True|False)\.?)\s*$",
                            re.I)


def _option_answer(answer: Any, options: Any) -> Any:
    """A gold answer given as an option letter (Logic-LM's ``"answer": "A"``), as the
    text of that option (``"A) True"`` → ``"True"``); any other answer unchanged."""
    m = _ANSWER_LETTER.match(answer) if isinstance(answer, str) else None
    return option_texts(options).get(m.group(1).upper(), answer) if m else answer


def example_from_record(record: Mapping[str, Any], default_id: str = "example") -> Example:
    """Build an Example from one record of any supported format (no model outputs): a
    PrOntoQA JSON entry, a pyverify JSONL line, a Logic-LM record (its options go with
    it: ``check`` reads an answer given as an option letter). ``default_id`` is its id
    when the record has none."""
    parsed = _parse_record(record, default_id, None)
    if parsed.example is None:
        raise InputError(f"record '{parsed.id}' is a prediction, not an example")
    return parsed.example


def _json_kind(value: Any) -> str:
    """What a JSON value is, in JSON's words (``an array``, not Python's ``a list``)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    return "an array" if isinstance(value, list) else f"a {type(value).__name__}"


def _parse_record(
    record: Any,
    default_id: str,
    line_no: int | None,
    entry: int | None = None,
    lazy: bool = False,
    source: str | None = None,
) -> _Record:
    """The record's example and outputs; with ``lazy``, a pyverify JSONL example is left
    pending (:class:`PendingExample`, read from ``source``: None for the main input)."""
    if not isinstance(record, dict):
        raise InputError(f"a record must be a JSON object, not {_json_kind(record)}")
    rid = record.get("id", default_id)
    if not isinstance(rid, (str, int)) or isinstance(rid, bool):
        # never a made-up id in its place: a prediction would join another example
        raise InputError(f"field 'id' must be a string or an integer, not {_json_kind(rid)}")
    id = str(rid)
    if isinstance(record.get("test_example"), dict):
        in_context = tuple(
            _prontoqa_example(v, f"{id}/{k}", "prontoqa-json")
            for k, v in sorted(
                ((k, v) for k, v in record.items() if _IN_CONTEXT_KEY.match(k)),
                key=lambda kv: int(_IN_CONTEXT_KEY.match(kv[0]).group(1)),  # type: ignore[union-attr]
            )
            if isinstance(v, dict)
        )
        test = record["test_example"]
        example = _prontoqa_example(test, id, "prontoqa-json", in_context)
        return _Record(id, example, _outputs(test, record), line_no, entry)
    if "context" in record and ("options" in record or "explanation" in record):
        if "id" not in record:  # not blamed on the dataset its made-up id would name
            raise InputError(
                "field 'id' is missing (a Logic-LM record's id names its dataset: ProntoQA_1)"
            )
        example = _logic_lm_example(record, id)
        # (an answer given as an option letter is the Checker's to read, through the
        # example's options: the outputs stay as written, and so do their checksums)
        outputs = _outputs(record)
        return _Record(id, example, outputs, line_no, entry)
    if "question" in record and "query" in record:
        if "fol" in record and lazy and type(record.get("id")) is str:
            # pyverify's own JSONL (formats §8), decoded by whoever checks it
            fields = {k: record[k] for k in _EXAMPLE_FIELDS if k in record}
            pending = PendingExample(record["id"], fields, source, line_no, entry)
            return _Record(pending.id, pending, _outputs(record), line_no, entry)
        if "fol" in record:
            # pyverify's own JSONL (formats §8): keep the logical forms.
            from pyverify.formats.writers import example_from_json

            example = example_from_json(record)
        else:
            from pyverify.formats.writers import metadata_from_json

            example = _prontoqa_example(record, id, "jsonl")
            metadata = metadata_from_json(record, f"example '{id}'")
            example = replace(example, metadata={**metadata, **example.metadata})
        return _Record(example.id, example, _outputs(record), line_no, entry)
    if "id" in record and any(k in record for k in _OUTPUT_KEYS):
        return _Record(id, None, _outputs(record), line_no, entry)
    keys = ", ".join(sorted(record)) or "none"
    raise InputError(f"unrecognised record (keys: {keys})")


# --------------------------------------------------------------------------- text log

_QUERY_START = re.compile(r"\s(True or false:|Prove:)\s")
_TRIAL_LINE = re.compile(r"^n: (\d+),")
_LABEL_LINE = re.compile(r"^\s*(True|False)\s*$")
CONTEXT_TOO_LONG = "CONTEXT_TOO_LONG_ERROR"


def _is_log(path: Path) -> bool:
    """The original's run log starts with the echoed prompt, a line ``Q: …`` (formats §2.2)."""
    head = _head(path, 1)
    return isinstance(head, list) and bool(head) and head[0].text.startswith("Q: ")


def _log_records(path: Path) -> Iterator[_Record | InputProblem]:
    """Trials of an original PrOntoQA run log (formats §2.2), one record per ``n:`` line.

    A block: the prompt (its last ``Q:`` line is the test question and query),
    ``Predicted answer: …``, ``Expected answer: …`` (the gold CoT, then the label line,
    absent for proofs-only data), ``n: <trial>, …`` and a statistics line.
    """
    question: tuple[int, str] | None = None
    section: str | None = None  # "predicted" or "expected"
    start = 0
    predicted: list[str] = []
    expected: list[str] = []
    for item in _lines(path):
        if isinstance(item, InputProblem):
            yield item
            continue
        line_no, line = item
        line = line.rstrip("\r\n")
        trial = _TRIAL_LINE.match(line)
        if line.startswith("Q: ") and section is None:
            question = (line_no, line[3:])
        elif line.startswith("Predicted answer:"):
            section, start = "predicted", line_no
            predicted = [line[len("Predicted answer:") :]]
        elif line.startswith("Expected answer:") and section == "predicted":
            section = "expected"
            expected = [line[len("Expected answer:") :]]
        elif trial and section == "expected":
            yield _log_trial(question, trial.group(1), predicted, expected, start)
            section, question = None, None
        elif section == "predicted":
            predicted.append(line)
        elif section == "expected":
            expected.append(line)
    if section is not None:
        yield InputProblem(start, "the log ends inside a trial (no 'n:' line)")


def _log_trial(
    question: tuple[int, str] | None,
    trial: str,
    predicted: list[str],
    expected: list[str],
    line_no: int,
) -> _Record | InputProblem:
    id = f"trial{trial}"
    if question is None:
        return InputProblem(line_no, f"{id}: no 'Q:' line before the prediction")
    m = _QUERY_START.search(" " + question[1] + " ")
    if m is None:
        return InputProblem(question[0], f"{id}: no 'True or false:' or 'Prove:' query")
    text = question[1]
    context, query = text[: m.start()].strip(), text[m.start() :].strip()
    while expected and not expected[-1].strip():
        expected.pop()
    answer: bool | None = None
    if expected and _LABEL_LINE.match(expected[-1]):
        answer = expected.pop().strip() == "True"
    output = "\n".join(predicted).strip()
    if output == CONTEXT_TOO_LONG:
        return InputProblem(line_no, f"{id}: the model run gave {CONTEXT_TOO_LONG}; skipped")
    example = Example(
        id=id,
        context=_sentences(context),
        query=query,
        chain_of_thought=_sentences(" ".join(e.strip() for e in expected)),
        answer=answer,
        metadata={"source_format": "prontoqa-log"},
    )
    return _Record(id, example, [output], line_no)


def _with_file_metadata(rec: _Record, extra: Mapping[str, Any]) -> _Record:
    """Add what the file name says to the record's example (:func:`_with_file_metadata_example`;
    a pending example adds it when decoded)."""
    ex = rec.example
    if not extra or ex is None:
        return rec
    if isinstance(ex, PendingExample):
        return replace(rec, example=replace(ex, file_metadata=extra))
    return replace(rec, example=_with_file_metadata_example(ex, extra))


def _with_file_metadata_example(ex: Example, extra: Mapping[str, Any]) -> Example:
    """Add what the file name says to an original-format example (not to pyverify JSONL,
    whose metadata already holds the knobs, nor to Logic-LM records)."""
    if not extra or ex.metadata.get("source_format") not in ("prontoqa-json", "jsonl"):
        return ex
    return replace(ex, metadata={**ex.metadata, **extra})


@contextmanager
def _regular_file(path: Path) -> Iterator[Path]:
    """``path``, or for a named pipe, a process substitution (``<(…)``) or a device its
    bytes read once into a temporary file, removed afterwards: the reader opens its
    input several times (to detect the format, then to read it), and a pipe read a
    second time is empty or blocks."""
    try:
        regular = stat.S_ISREG(path.stat().st_mode)
    except OSError:
        regular = True  # opening it reports the error
    if regular:
        yield path
        return
    with tempfile.NamedTemporaryFile(prefix="pyverify-input-") as tmp:
        with path.open("rb") as source:
            shutil.copyfileobj(source, tmp, 1 << 20)
        tmp.flush()
        yield Path(tmp.name)


def _records(
    path: Path, lazy: bool = False, source: str | None = None
) -> Iterator[_Record | InputProblem]:
    """The records of a file; ``lazy`` and ``source`` as :func:`_parse_record` takes them."""
    from_name = metadata_from_file_name(path.name)
    with _regular_file(path) as regular:
        yield from _file_records(regular, from_name, lazy, source)


def _file_records(
    path: Path, from_name: Mapping[str, Any], lazy: bool, source: str | None
) -> Iterator[_Record | InputProblem]:
    if _is_log(path):
        yield from _log_records(path)
        return
    count = 0  # records and broken records so far: an id-less record's id is its place
    for entry in _json_values(path):
        count += 1
        if isinstance(entry, InputProblem):
            yield entry
            continue
        line_no, key, index, value = entry
        try:
            yield _with_file_metadata(
                _parse_record(value, key or f"example{count}", line_no, index, lazy, source),
                from_name,
            )
        except InputError as exc:
            message = str(exc)
            if key and f"'{key}'" not in message:
                message = f"{key}: {message}"
            yield InputProblem(line_no, message, entry=index)
    if count == 0:  # ('[]': as an empty file)
        yield InputProblem(None, "the file holds no records")


# --------------------------------------------------------------------------- public


def read_examples(path: str | Path) -> Iterator[Example | InputProblem]:
    """Stream the examples of a file in any supported format (outputs are ignored)."""
    return _examples(Path(path))  # type: ignore[return-value]  # not lazy: no pending one


def _examples(
    path: Path, lazy: bool = False, source: str | None = None
) -> Iterator[Example | PendingExample | InputProblem]:
    for rec in _records(path, lazy, source):
        if isinstance(rec, InputProblem) or rec.example is not None:
            yield rec if isinstance(rec, InputProblem) else rec.example  # type: ignore[misc]
        else:
            yield InputProblem(
                rec.line_no, f"record '{rec.id}' holds no example (question)", entry=rec.entry
            )


#: Outputs held back to group the samples of an id (see read_check_items), and their
#: characters: 50,000 outputs of a megabyte each would be 50 GB.
JOIN_BUFFER = 50_000
JOIN_BUFFER_CHARS = 32_000_000
#: Examples of an --examples file kept as objects; any further ones are kept compressed.
LIVE_EXAMPLES = 20_000


class _ExampleStore:
    """The examples of an examples file by id, in bounded memory: the first
    :data:`LIVE_EXAMPLES` as objects (~11 KB for a 5-hop example, ~14 KB pending), the
    rest as compressed pickles (~1 KB; ~135 µs to pack and unpack), so a file of a
    million examples fits.
    The pickles are made here from our own objects, never read from outside."""

    def __init__(self) -> None:
        self._live: dict[str, Example | PendingExample] = {}
        self._packed: dict[str, bytes] = {}

    def __setitem__(self, key: str, example: Example | PendingExample) -> None:
        self._packed.pop(key, None)
        if key in self._live or len(self._live) < LIVE_EXAMPLES:
            self._live[key] = example
        else:
            self._packed[key] = zlib.compress(pickle.dumps(example, 5))

    def __contains__(self, key: object) -> bool:
        return key in self._live or key in self._packed

    def __getitem__(self, key: str) -> Example | PendingExample:
        example = self._live.get(key)
        if example is None:
            example = pickle.loads(zlib.decompress(self._packed[key]))  # noqa: S301 (our own)
        return example


def _example_signature(example: Example | PendingExample) -> int:
    """A hash of what makes an example that one: its question (context and query)."""
    if isinstance(example, PendingExample):
        return hash((str(example.record.get("question")), str(example.record.get("query"))))
    return hash((example.context, example.query))


def read_check_items(
    predictions: str | Path, examples: str | Path | None = None, *, lazy: bool = False,
    examples_name: str | None = None,
) -> Iterator[CheckItem | InputProblem]:
    """Stream ``CheckItem``s (examples with their outputs) and ``InputProblem``s.

    Records that carry their own example are yielded as they are read; consecutive records
    with the same id are grouped. Bare prediction records are joined to ``examples`` by id
    and grouped by id in order of first appearance, so the samples of one example are
    checked together however the file orders them; at most :data:`JOIN_BUFFER` outputs
    (and :data:`JOIN_BUFFER_CHARS` characters) are held back for that, after which the
    oldest group is yielded (a later record of its id starts a new group, numbered on),
    so memory stays bounded on any file. A group of consecutive records is yielded at
    that size too, and goes on in a new group.

    With ``lazy``, a pyverify JSONL example (the costly kind to decode) comes as a
    :class:`PendingExample`, which :meth:`CheckItem.decoded` decodes: where it is
    checked, in a worker process, and only if some output refers to it. An invalid one is
    then an InputError of its outputs' group, instead of an InputProblem here.
    ``examples_name`` names the examples in messages (``standard input``), else their
    path does.
    """
    by_id: _ExampleStore | None = None
    if examples is not None:
        by_id = _ExampleStore()
        name = examples_name or str(examples)
        for ex in _examples(Path(examples), lazy, name):
            if isinstance(ex, InputProblem):
                yield replace(ex, source=name)
            elif ex.id in by_id:  # never silently the other example of that id
                yield InputProblem(
                    None, f"a second example with id '{ex.id}' is ignored (ids must be unique)",
                    source=name,
                )
            else:
                by_id[ex.id] = ex
    samples_seen: dict[str, int] = {}
    signatures: dict[str, int] = {}  # a hash of each id's example (_example_signature)
    pending: CheckItem | None = None
    pending_chars = 0
    joined: dict[str, CheckItem] = {}
    buffered = buffered_chars = 0  # outputs in ``joined``, their characters

    def emit(item: CheckItem) -> CheckItem:
        samples_seen[item.id] = item.first_sample + len(item.outputs)
        return item

    for rec in _records(Path(predictions), lazy):
        if isinstance(rec, InputProblem):
            if pending is not None:  # keep problems in input order
                yield emit(pending)
                pending = None
            yield rec
            continue
        if rec.example is None:
            if by_id is None:
                yield InputProblem(
                    rec.line_no,
                    f"prediction for '{rec.id}' needs an examples file (--examples)",
                    entry=rec.entry,
                )
            elif rec.id not in by_id:
                yield InputProblem(
                    rec.line_no, f"no example with id '{rec.id}' in {examples_name or examples}",
                    entry=rec.entry
                )
            elif not rec.outputs:
                yield InputProblem(
                    rec.line_no, f"prediction for '{rec.id}' has no model output", entry=rec.entry
                )
            else:
                example = by_id[rec.id]
                outputs = rec.outputs
                if rec.id in joined:
                    joined[rec.id].extend(outputs, rec.line_no, rec.entry)
                else:
                    joined[rec.id] = CheckItem(
                        rec.id, example, list(outputs), rec.line_no, entry=rec.entry
                    )
                buffered += len(outputs)
                buffered_chars += sum(map(len, outputs))
                while joined and (buffered > JOIN_BUFFER or buffered_chars > JOIN_BUFFER_CHARS):
                    oldest = joined.pop(next(iter(joined)))
                    buffered -= len(oldest.outputs)
                    buffered_chars -= sum(map(len, oldest.outputs))
                    yield emit(replace(oldest, first_sample=samples_seen.get(oldest.id, 0)))
            continue
        if not rec.outputs:
            yield InputProblem(
                rec.line_no, f"example '{rec.id}' has no model output", entry=rec.entry
            )
            continue
        signature = _example_signature(rec.example)
        if signatures.setdefault(rec.id, signature) != signature:
            # never silently the samples of another example (--examples refuses it too)
            if pending is not None:  # (problems in input order)
                yield emit(pending)
                pending = None
            yield InputProblem(
                rec.line_no,
                f"a second example with id '{rec.id}' (another question) is not checked "
                "(ids must be unique)",
                entry=rec.entry,
            )
            continue
        chars = sum(map(len, rec.outputs))
        if pending is not None and pending.id == rec.id and pending.example == rec.example:
            pending.extend(rec.outputs, rec.line_no, rec.entry)
            pending_chars += chars
            if len(pending.outputs) >= JOIN_BUFFER or pending_chars >= JOIN_BUFFER_CHARS:
                yield emit(pending)  # the next record of its id starts a new group
                pending = None
            continue
        if pending is not None:
            yield emit(pending)
        start = samples_seen.get(rec.id, 0)
        pending = CheckItem(
            rec.id, rec.example, list(rec.outputs), rec.line_no, start, rec.entry
        )
        pending_chars = chars
    if pending is not None:
        yield emit(pending)
    for item in joined.values():
        yield emit(replace(item, first_sample=samples_seen.get(item.id, 0)))
