"""Votes and orders read from a game's thread (issue #43). No Qt.

A host pastes the thread's text, or a page of it saved by the browser, or
his private messages; this module splits them into posts, drops quoted
text, finds the votes and withdrawals (the club's templates), matches the
names to the players, and proposes entries for the host to confirm. Nothing
here enters anything: the turn desk's review table does, one ordinary input
per accepted row (:mod:`app.ui.thread_review`).

- **Posts** (:func:`~app.service.thread_posts.read_posts`): saved pages
  of phpBB, vBulletin, IPB/Invision, SMF and XenForo, BBCode and plain pastes.
- **Votes** (:func:`find_votes`): each template has a ``{name}`` slot
  (:data:`VOTE_TEMPLATES`; withdrawals :data:`UNVOTE_TEMPLATES`); the
  latest vote line of a post counts.
- **Names** (:func:`match_name`): exactly, then ignoring case and ё/е,
  then a unique prefix or a nickname the host gave or the name declined
  («за Бориса»), then a close spelling
  (≤ 2 letters apart, the only one that close), which is a question, never
  entered silently.
- **Proposals** (:func:`propose_votes`): each player's latest vote or
  withdrawal before the deadline; a later post is shown, not entered; a
  post by someone not playing is listed apart.
- **The count** (:func:`vote_count`): each candidate with his voters in
  order, the non-voters and the majority needed, in BBCode or plain text.

Every text from outside is bounded first (:data:`MAX_THREAD_CHARS`,
:data:`MAX_POSTS`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Iterable, Mapping, Sequence

from .thread_posts import MAX_POSTS, MAX_THREAD_CHARS, Post, read_posts, read_time  # noqa: F401  (as imported from here)

MAX_TEMPLATE = 100
"""The longest vote template."""
MAX_NAME_IN_POST = 60
"""The longest name a vote line is read for."""

VOTE_TEMPLATES = ("[vote]{name}[/vote]", "голосую за {name}", "голос: {name}", "голос за {name}",
                  "vote: {name}", "vote {name}")
"""The club's vote templates by default (Settings → thread votes edits them)."""
UNVOTE_TEMPLATES = ("[unvote]", "[unvote][/unvote]", "снимаю голос", "отзываю голос", "unvote")
"""Withdrawals."""


class TemplateError(ValueError):
    """A vote template that cannot be used: ``code`` (``length``: empty or
    over :data:`MAX_TEMPLATE`; ``slot``: a vote's without exactly one
    ``{name}``; ``no_slot``: a withdrawal's with one) and the ``template``."""

    def __init__(self, code: str, template: str, text: str) -> None:
        super().__init__(text)
        self.code, self.template = code, template


@dataclass(frozen=True)
class Match:
    """A name read in a post matched to a player: ``seat`` (None: nobody),
    ``how`` (``exact``, ``case``, ``prefix``, ``nickname``, ``form``: the
    name in another grammatical case, ``close``: a question) and the
    ``said`` words."""

    seat: int | None
    how: str
    said: str


@dataclass(frozen=True)
class Proposal:
    """One row of the review table: the ``post``; ``voter`` (seat, None:
    not a player); ``target`` (a seat; None for a withdrawal); ``kind``
    (``vote``, ``unvote``, an order key); the ``words`` of the post read;
    ``match`` of the target's name; ``problem``: why it is not proposed for
    entering (``late``, ``not_player``, ``unknown_name``, ``close``,
    ``superseded``), None when it is."""

    post: Post
    voter: int | None
    kind: Any
    target: Any
    words: str
    match: Match | None = None
    problem: str | None = None


# --------------------------------------------------------------- names
def norm(name: str) -> str:
    """A name as compared: case folded, ё as е, spaces single."""
    return " ".join(name.casefold().replace("ё", "е").split())


def _distance(a: str, b: str, limit: int) -> int:
    """Levenshtein distance, or ``limit + 1`` once it is over ``limit``."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        prev, row[0] = row[0], i
        best = row[0]
        for j, cb in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (ca != cb))
            best = min(best, row[j])
        if best > limit:
            return limit + 1
    return row[-1]


_ENDINGS = ("ой", "ей", "ом", "ем", "ым", "им", "а", "я", "у", "ю", "е", "ы", "и", "о", "й", "ь")


def _declined(said: str, name: str) -> bool:
    """``said`` is ``name`` in another grammatical case («Бориса», «Веру»,
    «Артёму»): the same once a case ending is taken off each."""
    if len(said) < 3 or len(name) < 3 or " " in name:
        return False

    def stems(word: str) -> set[str]:
        return {word} | {word[:-len(e)] for e in _ENDINGS if word.endswith(e) and len(word) - len(e) >= 3}
    return bool(stems(said) & stems(name))


def match_name(said: str, players: Mapping[int, str], nicknames: Mapping[str, int] | None = None) -> Match:
    """``said`` matched to one of ``players`` (seat → name): see the module's text."""
    said = " ".join(said.split())[:MAX_NAME_IN_POST]
    exact = [seat for seat, name in players.items() if name == said]
    if exact:
        return Match(exact[0], "exact", said)
    key = norm(said)
    if not key:
        return Match(None, "none", said)
    steps: tuple[tuple[str, list[int]], ...] = (
        ("case", [seat for seat, name in players.items() if norm(name) == key]),
        ("nickname", [seat for nick, seat in (nicknames or {}).items() if norm(nick) == key and seat in players]),
    )
    for how, found in steps:
        if found:
            return Match(found[0], how, said)
    for how, found in (("prefix", [seat for seat, name in players.items()
                                   if norm(name).startswith(key) and len(key) >= 2]),
                       ("form", [seat for seat, name in players.items() if _declined(key, norm(name))])):
        if len(found) == 1:                        # unique, or it says nothing
            return Match(found[0], how, said)
    return _close(said, key, players)


def _close(said: str, key: str, players: Mapping[int, str]) -> Match:
    """The one player whose name is closest, within 2 letters (1 for a short name): a question; else nobody."""
    limit = 2 if len(key) >= 5 else 1
    near = sorted((_distance(key, norm(name), limit), seat) for seat, name in players.items())
    near = [(d, s) for d, s in near if d <= limit]
    if near and (len(near) == 1 or near[0][0] < near[1][0]):
        return Match(near[0][1], "close", said)
    return Match(None, "none", said)


def _name_in(words: str, players: Mapping[int, str], nicknames: Mapping[str, int] | None) -> Match:
    """The longest run of ``words``' first words that names a player (a vote line may go on: «за Анну, она…»)."""
    parts = re.split(r"\s+", re.split(r"[,.!?;:()\n\[\]<>]", words, maxsplit=1)[0].strip())[:4]
    best = Match(None, "none", " ".join(parts))
    for n in range(len(parts), 0, -1):
        found = match_name(" ".join(parts[:n]), players, nicknames)
        if found.seat is not None and found.how != "close":
            return found
        if found.seat is not None and best.seat is None:
            best = found
    return best


# ------------------------------------------------------------ templates
def compile_templates(templates: Iterable[str], named: bool = True) -> list[re.Pattern[str]]:
    """The club's templates as patterns; raises :class:`TemplateError`
    naming a template that is empty, too long, or (``named``) has no or
    two ``{name}`` slots."""
    out = []
    for t in templates:
        t = t.strip()
        if not t or len(t) > MAX_TEMPLATE:
            raise TemplateError("length", t[:MAX_TEMPLATE],
                                f"a template is 1 to {MAX_TEMPLATE} characters: {t[:MAX_TEMPLATE]!r}")
        slots = t.count("{name}")
        if named and slots != 1:
            raise TemplateError("slot", t, f"a vote template has one {{name}}: {t!r}")
        if not named and slots:
            raise TemplateError("no_slot", t, f"a withdrawal has no {{name}}: {t!r}")
        parts = [re.escape(p).replace(r"\ ", r"\s+") for p in t.split("{name}")]
        body = r"(?P<name>[^\n\[\]<>,.!?;:()]{1,%d})" % MAX_NAME_IN_POST
        out.append(re.compile(body.join(parts) if named else parts[0], re.I))
    return out


@dataclass(frozen=True)
class VoteLine:
    """A vote (``target_words`` the name as written) or a withdrawal (None) found at ``at`` in a post."""

    at: int
    words: str
    target_words: str | None


def find_votes(text: str, votes: Sequence[re.Pattern[str]], unvotes: Sequence[re.Pattern[str]]) -> list[VoteLine]:
    """Every vote and withdrawal in a post's text, in order."""
    found: list[VoteLine] = []
    for p in votes:
        for m in p.finditer(text):
            found.append(VoteLine(m.start(), m.group(0), m.group("name")))
    for p in unvotes:
        for m in p.finditer(text):
            found.append(VoteLine(m.start(), m.group(0), None))
    found.sort(key=lambda v: v.at)
    kept: list[VoteLine] = []
    for v in found:                      # "[unvote][/unvote]" and "[unvote]" at one place: once
        if kept and v.at < kept[-1].at + len(kept[-1].words):
            if len(v.words) > len(kept[-1].words):
                kept[-1] = v
            continue
        kept.append(v)
    return kept


def propose_votes(posts: Sequence[Post], players: Mapping[int, str], deadline: datetime | None = None,
                  nicknames: Mapping[str, int] | None = None, votes: Sequence[str] = VOTE_TEMPLATES,
                  unvotes: Sequence[str] = UNVOTE_TEMPLATES) -> list[Proposal]:
    """Every vote or withdrawal of the posts as a review row, in the posts'
    order. Each player's latest one before ``deadline`` has no problem (it
    is proposed); his earlier ones are ``superseded``; one after the
    deadline ``late``; a non-player's ``not_player``; a name matched by a
    close spelling ``close`` (a question for the host); no match
    ``unknown_name``. Raises :class:`TemplateError`."""
    vote_p, unvote_p = compile_templates(votes), compile_templates(unvotes, named=False)
    rows: list[Proposal] = []
    latest: dict[int, int] = {}
    for post in posts:
        author = match_name(post.author, players, nicknames)
        voter = author.seat if author.how in ("exact", "case", "nickname") else None
        lines = find_votes(post.text, vote_p, unvote_p)
        if not lines:
            continue
        line = lines[-1]                                  # a post's last vote line is what it says
        if line.target_words is None:
            row = Proposal(post, voter, "unvote", None, line.words)
        else:
            m = _name_in(line.target_words, players, nicknames)
            problem = None if m.seat is not None and m.how != "close" else ("close" if m.seat else "unknown_name")
            row = Proposal(post, voter, "vote", m.seat, line.words, m, problem)
        if voter is None:
            row = _with(row, "not_player")
        elif deadline is not None and post.time is not None and post.time > deadline:
            row = _with(row, "late")
        elif row.problem is None:
            if voter in latest:
                rows[latest[voter]] = _with(rows[latest[voter]], "superseded")
            latest[voter] = len(rows)
        rows.append(row)
    return rows


def _with(row: Proposal, problem: str) -> Proposal:
    return Proposal(row.post, row.voter, row.kind, row.target, row.words, row.match, problem)


# ---------------------------------------------------------------- orders
def _same_stem(a: str, b: str) -> bool:
    """Two words of one root: their first three letters alike («лечить», «лечение»)."""
    a, b = norm(a), norm(b)
    return len(a) >= 3 and len(b) >= 3 and a[:3] == b[:3]


def propose_orders(posts: Sequence[Post], players: Mapping[int, str],
                   kinds: Mapping[int, Sequence[tuple[str, Any]]],
                   targets: Any, deadline: datetime | None = None,
                   nicknames: Mapping[str, int] | None = None) -> list[Proposal]:
    """Orders read from the host's private messages: each line of a
    player's message that starts with one of his order kinds (``kinds``:
    seat → ``(label, key)``, the entry form's words and the game's own order
    words; a word matches a label sharing its first three letters, «лечить»
    «Лечение») followed by a
    target's name (``targets(seat, key)`` → ``(label, value)``), one row a
    line. The latest of a player's rows of one kind is proposed; an earlier
    one is ``superseded``; after the deadline ``late``; a non-player's
    ``not_player``; an unknown target ``unknown_name``; a close spelling
    ``close``."""
    rows: list[Proposal] = []
    latest: dict[tuple[int, Any], int] = {}
    for post in posts:
        author = match_name(post.author, players, nicknames)
        voter = author.seat if author.how in ("exact", "case", "nickname") else None
        menu = kinds.get(voter, ()) if voter is not None else [k for ks in kinds.values() for k in ks]
        for line in post.text.splitlines():
            row = _order_row(post, voter, line, menu, targets)
            if row is None:
                continue
            if voter is None:
                row = _with(row, "not_player")
            elif deadline is not None and post.time is not None and post.time > deadline:
                row = _with(row, "late")
            elif row.problem is None:
                if (voter, row.kind) in latest:
                    rows[latest[(voter, row.kind)]] = _with(rows[latest[(voter, row.kind)]], "superseded")
                latest[(voter, row.kind)] = len(rows)
            rows.append(row)
    return rows


LINKS = frozenset({"на", "в", "во", "за", "по", "к", "для", "->", "→", "—", "-", "on", "at", "to"})
"""Small words between an order's parts («Засада на Бориса»), passed over."""


def _order_row(post: Post, voter: int | None, line: str, menu: Sequence[tuple[str, Any]], targets: Any
               ) -> Proposal | None:
    """One line of a message read as an order (its kind by its first word, its target by the rest), or None."""
    words = line.strip().split()
    if not words:
        return None
    key = next((k for label, k in menu if any(_same_stem(w, words[0]) for w in label.split())), None)
    if key is None:
        return None
    choices = list(targets(voter, key)) if voter is not None else []
    labels = {i: re.sub(r"^\d+\.\s*", "", label) for i, (label, _v) in enumerate(choices)}   # "5. Дина"
    rest = " ".join(w for w in words[1:] if norm(w) not in LINKS)
    if len(choices) == 1:                       # an order with one target only: "skip the turn"
        m = Match(0, "exact", choices[0][0])
    else:
        m = _name_in(rest, labels, None) if rest else Match(None, "none", "")
    value = choices[m.seat][1] if m.seat is not None else None
    problem = None if m.seat is not None and m.how != "close" else ("close" if m.seat is not None else "unknown_name")
    return Proposal(post, voter, key, value, line.strip()[:200], m, problem)


# ------------------------------------------------------------ the count
def vote_count(votes: Mapping[int, int | None], players: Mapping[int, str], order: Sequence[int] = (),
               bbcode: bool = True, language: str = "ru") -> str:
    """The count as the thread reads it: ``votes`` (voter → target seat, 0
    for nobody, None: no vote) of the living ``players`` (seat → name);
    ``order``: the voters in the order they voted. Each candidate (most
    votes first) with his voters, then who has not voted and the majority
    needed (more than half of the living)."""
    ru = language == "ru"
    ranked = [v for v in order if v in votes] + [v for v in votes if v not in order]
    by: dict[int, list[int]] = {}
    for voter in ranked:
        target = votes[voter]
        if target is not None and voter in players:
            by.setdefault(target, []).append(voter)
    lines = []
    for target, voters in sorted(by.items(), key=lambda kv: (-len(kv[1]), ranked.index(kv[1][0]))):
        name = ("никого" if ru else "nobody") if target == 0 else players.get(target, str(target))
        who = ", ".join(players[v] for v in voters)
        lines.append(f"[b]{name}[/b] ({len(voters)}): {who}" if bbcode else f"{name} ({len(voters)}): {who}")
    silent = [players[s] for s in players if votes.get(s) is None]
    lines.append(("Не проголосовали" if ru else "Not voted") + f" ({len(silent)}): " + (", ".join(silent) or "—"))
    need = len(players) // 2 + 1
    lines.append((f"Для большинства нужно {need}" if ru else f"A majority is {need}")
                 + f" ({'из' if ru else 'of'} {len(players)}).")
    return "\n".join(lines)
