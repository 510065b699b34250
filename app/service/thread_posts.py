"""A thread's posts read from a pasted text or a page saved by the browser
(issue #43): phpBB, vBulletin, IPB/Invision, SMF and XenForo pages (their
post containers, authors, times, bodies and quote blocks), BBCode pastes
(``[quote]…[/quote]`` dropped) and plain pastes of ``Автор: …`` /
``Дата: …`` headed posts. No Qt; the HTML is read with the standard
library's parser."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from datetime import datetime
from html.parser import HTMLParser
from typing import Any, Sequence

MAX_THREAD_CHARS = 4_000_000
"""The most characters of a pasted thread or saved page read (a longer one is cut, and said)."""
MAX_POSTS = 5_000
"""The most posts read from one paste."""


@dataclass(frozen=True)
class Post:
    """One post: its ``author``, ``time`` (None: not read), ``text``
    without quotes, and its ``number`` in the paste (1-based)."""

    number: int
    author: str
    time: datetime | None
    text: str


@dataclass
class _Node:
    tag: str
    attrs: dict[str, str]
    children: list[Any] = field(default_factory=list)

    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    def text(self, skip: Any = None) -> str:
        out: list[str] = []
        self._text(out, skip)
        return re.sub(r"[ \t\u00a0]+", " ", "".join(out))

    def _text(self, out: list[str], skip: Any, top: bool = True) -> None:
        if skip is not None and not top and skip(self):
            return
        if self.tag in ("br", "p", "div", "li", "tr") and out and not out[-1].endswith("\n"):
            out.append("\n")
        for child in self.children:
            if isinstance(child, str):
                out.append(child)
            else:
                child._text(out, skip, False)
        if self.tag in ("p", "div", "li", "tr", "blockquote"):
            out.append("\n")

    def walk(self) -> list["_Node"]:
        """This node and every node under it, in document order (no recursion: a deep page is fine)."""
        out: list[_Node] = []
        stack: list[_Node] = [self]
        while stack:
            node = stack.pop()
            out.append(node)
            stack.extend(c for c in reversed(node.children) if isinstance(c, _Node))
        return out

    def find(self, pred: Any) -> "_Node | None":
        return next((n for n in self.walk() if n is not self and pred(n)), None)


_VOID = {"br", "img", "hr", "input", "meta", "link", "area", "base", "col", "embed", "source", "wbr"}


class _Tree(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = _Node("root", {})
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = _Node(tag, {k: v or "" for k, v in attrs})
        self.stack[-1].children.append(node)
        if tag not in _VOID:
            self.stack.append(node)

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.stack) - 1, 0, -1):
            if self.stack[i].tag == tag:
                del self.stack[i:]
                return

    def handle_data(self, data: str) -> None:
        if self.stack[-1].tag not in ("script", "style"):
            self.stack[-1].children.append(data)


def _has(node: _Node, tag: str | None = None, cls: str | None = None, attr: str | None = None) -> bool:
    return ((tag is None or node.tag == tag) and (cls is None or cls in node.classes())
            and (attr is None or attr in node.attrs))


def _is_quote(node: _Node) -> bool:
    c = node.classes()
    if "postcontent" in c:                      # vBulletin's post body is a blockquote itself
        return False
    return (node.tag == "blockquote" or bool(c & {"bbcode_quote", "ipsQuote", "bbCodeBlock--quote", "quoteheader",
                                                   "bbc_standard_quote", "quote", "codebox"}))


def _body(node: _Node | None) -> str:
    return "" if node is None else node.text(skip=_is_quote).strip()


ENGINES: Sequence[tuple[str, Any, Any, Any, Any]] = (
    # name, the post's container, its author, its time, its body
    ("xenforo", lambda n: _has(n, "article", "message") and "data-author" in n.attrs,
     lambda n: n.attrs["data-author"], lambda n: n.find(lambda m: m.tag == "time"),
     lambda n: n.find(lambda m: _has(m, cls="bbWrapper"))),
    ("invision", lambda n: n.tag == "article" and bool(n.classes() & {"ipsComment", "cPost"}),
     lambda n: _text_of(n.find(lambda m: bool(m.classes() & {"cAuthorPane_author", "ipsComment_author"}))),
     lambda n: n.find(lambda m: m.tag == "time"),
     lambda n: n.find(lambda m: m.attrs.get("data-role") == "commentContent" or _has(m, cls="ipsType_richText"))),
    ("vbulletin", lambda n: n.tag == "li" and n.attrs.get("id", "").startswith("post_"),
     lambda n: _text_of(n.find(lambda m: _has(m, cls="username"))),
     lambda n: n.find(lambda m: _has(m, cls="date")),
     lambda n: n.find(lambda m: bool(m.classes() & {"postcontent"}) or m.attrs.get("id", "").startswith("post_message_"))),
    ("smf", lambda n: _has(n, "div", "post_wrapper"),
     lambda n: _text_of(n.find(lambda m: _has(m, cls="poster"))),
     lambda n: n.find(lambda m: _has(m, cls="smalltext") or _has(m, cls="postinfo")),
     lambda n: n.find(lambda m: _has(m, cls="inner") or m.attrs.get("id", "").startswith("msg_"))),
    ("phpbb", lambda n: _has(n, "div", "post") and n.attrs.get("id", "").startswith("p"),
     lambda n: _text_of(n.find(lambda m: _has(m, cls="username") or _has(m, cls="username-coloured"))),
     lambda n: n.find(lambda m: _has(m, cls="author") or m.tag == "time"),
     lambda n: n.find(lambda m: _has(m, cls="content"))),
)


def _text_of(node: _Node | None) -> str:
    return "" if node is None else " ".join(node.text().split())


MONTHS = {m: i for i, names in enumerate((
    ("jan", "янв"), ("feb", "фев"), ("mar", "мар"), ("apr", "апр"), ("may", "мая", "май"), ("jun", "июн"),
    ("jul", "июл"), ("aug", "авг"), ("sep", "сен"), ("oct", "окт"), ("nov", "ноя"), ("dec", "дек")), 1)
    for m in names}


def read_time(text: str) -> datetime | None:
    """A post's time from what an engine shows: ISO (``2026-11-28T12:05``),
    ``28.11.2026, 12:05``, ``28 ноября 2026, 12:05``, ``Nov 28, 2026 12:05 pm``;
    None when none is found. Seconds and time zones are dropped."""
    text = text[:200]
    m = re.search(r"(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})", text)
    if m:
        y, mo, d, h, mi = (int(x) for x in m.groups())
        return _time(y, mo, d, h, mi)
    m = re.search(r"(\d{1,2})\.(\d{1,2})\.(\d{4})\D{1,4}(\d{1,2}):(\d{2})", text)
    if m:
        d, mo, y, h, mi = (int(x) for x in m.groups())
        return _time(y, mo, d, h, mi)
    low = text.casefold()
    m = re.search(r"(\d{1,2})\s+([a-zа-яё]{3,})\.?\s+(\d{4})\D{1,4}(\d{1,2}):(\d{2})\s*(am|pm)?", low)
    if m and m.group(2)[:3] in MONTHS:
        return _time(int(m.group(3)), MONTHS[m.group(2)[:3]], int(m.group(1)), _hour(m.group(4), m.group(6)),
                     int(m.group(5)))
    m = re.search(r"([a-zа-яё]{3,})\.?\s+(\d{1,2}),?\s+(\d{4})\D{1,4}(\d{1,2}):(\d{2})\s*(am|pm)?", low)
    if m and m.group(1)[:3] in MONTHS:
        return _time(int(m.group(3)), MONTHS[m.group(1)[:3]], int(m.group(2)), _hour(m.group(4), m.group(6)),
                     int(m.group(5)))
    return None


def _hour(hour: str, half: str | None) -> int:
    h = int(hour)
    if half == "pm" and h < 12:
        return h + 12
    if half == "am" and h == 12:
        return 0
    return h


def _time(y: int, mo: int, d: int, h: int, mi: int) -> datetime | None:
    try:
        return datetime(y, mo, d, h, mi)
    except ValueError:
        return None


def _posts_from_html(text: str) -> list[tuple[str, datetime | None, str]]:
    tree = _Tree()
    tree.feed(text)
    tree.close()
    every = tree.root.walk()
    for _name, is_post, author, when, body in ENGINES:
        found = [n for n in every if is_post(n)]
        if found:
            out = []
            for n in found:
                t = when(n)
                stamp = None if t is None else read_time(t.attrs.get("datetime") or t.attrs.get("title")
                                                         or t.text())
                out.append((str(author(n)).strip(), stamp, _body(body(n))))
            return out
    return []


_PLAIN_HEAD = re.compile(r"^\s*(?:Автор|Author)\s*:\s*(?P<author>.+?)\s*$", re.M | re.I)
_PLAIN_DATE = re.compile(r"^\s*(?:Дата|Date|Время|Time)\s*:\s*(?P<when>.+?)\s*$", re.M | re.I)
_BB_QUOTE = re.compile(r"\[quote(?:=[^\]]*)?\].*?\[/quote\]", re.S | re.I)


def _posts_from_text(text: str) -> list[tuple[str, datetime | None, str]]:
    heads = list(_PLAIN_HEAD.finditer(text))
    out = []
    for i, head in enumerate(heads):
        end = heads[i + 1].start() if i + 1 < len(heads) else len(text)
        chunk = text[head.end():end]
        when = None
        date = _PLAIN_DATE.search(chunk)
        if date is not None and not chunk[:date.start()].strip():
            when = read_time(date.group("when"))
            chunk = chunk[date.end():]
        prev = None
        while prev != chunk:                       # nested quotes: the innermost first
            prev, chunk = chunk, _BB_QUOTE.sub("", chunk)
        out.append((head.group("author").strip(), when, chunk.strip()))
    return out


def read_posts(text: str) -> tuple[list[Post], bool]:
    """The posts of a pasted thread or a saved page (see the module's text),
    in the order they stand, and whether the text had to be cut
    (:data:`MAX_THREAD_CHARS`, :data:`MAX_POSTS`)."""
    cut = len(text) > MAX_THREAD_CHARS
    text = text[:MAX_THREAD_CHARS]
    looks_html = re.search(r"<(?:html|body|div|article|li|table)\b", text[:20000], re.I) is not None
    raw = _posts_from_html(text) if looks_html else _posts_from_text(text)
    if len(raw) > MAX_POSTS:
        raw, cut = raw[:MAX_POSTS], True
    return [Post(i, html.unescape(a)[:100], t, b) for i, (a, t, b) in enumerate(raw, 1)], cut
