"""Votes and orders read from the thread (issue #43): saved pages of phpBB,
vBulletin, IPB/Invision, SMF and XenForo (made here, not downloaded) and a
plain paste, each with a quote of another's vote, a changed vote, a
withdrawal, a vote after the deadline, a non-player, a misspelt name and a
name that is a prefix of another; the proposals are exactly the expected
ones; the count as the thread reads it; the templates checked; through the
turn desk, nothing is entered unconfirmed and undo takes an entry back."""

from __future__ import annotations

from datetime import datetime
from html import escape

import pytest

from app.service.thread import (
    TemplateError, compile_templates, match_name, propose_orders, propose_votes, read_posts, vote_count,
)

PLAYERS = {1: "Ира", 2: "Ирина", 3: "Борис", 4: "Вера", 5: "Артём"}
DEADLINE = datetime(2026, 11, 28, 20, 0)
# author, time, the post's own text, a quoted vote of someone else's (never read as his)
POSTS = [
    ("Ира", datetime(2026, 11, 28, 12, 0), "Голосую за Бориса, он темнит", None),
    ("Борис", datetime(2026, 11, 28, 12, 5), "[vote]Ирина[/vote]", "[vote]Вера[/vote]"),
    ("Вера", datetime(2026, 11, 28, 12, 10), "голос: Ири", None),                       # a unique prefix: Ирина
    ("Ира", datetime(2026, 11, 28, 13, 0), "Передумала. vote: Вера", "Голосую за Бориса"),
    ("Зритель", datetime(2026, 11, 28, 13, 5), "голос: Вера", None),                     # not a player
    ("Артем", datetime(2026, 11, 28, 14, 0), "голос: Ира", None),                        # ё/е in his own name
    ("Ирина", datetime(2026, 11, 28, 15, 0), "голос: Баррис", None),                     # misspelt: a question
    ("Вера", datetime(2026, 11, 28, 16, 0), "[unvote]", None),
    ("Борис", datetime(2026, 11, 28, 21, 0), "голос: Ира", None),                        # after the deadline
]
EXPECTED = [  # voter, kind, target, problem
    (1, "vote", 3, "superseded"), (3, "vote", 2, None), (4, "vote", 2, "superseded"), (1, "vote", 4, None),
    (None, "vote", 4, "not_player"), (5, "vote", 1, None), (2, "vote", 3, "close"), (4, "unvote", None, None),
    (3, "vote", 1, "late"),
]


def _when(t: datetime, style: str) -> str:
    return {"iso": t.strftime("%Y-%m-%dT%H:%M:%S+0300"), "dotted": t.strftime("%d.%m.%Y, %H:%M"),
            "ru": f"{t.day} ноября {t.year}, {t:%H:%M}", "en": f"Sat Nov {t.day}, {t.year} {t:%I:%M} {t:%p}".lower()}[style]


def phpbb(posts):
    body = []
    for i, (a, t, text, quote) in enumerate(posts, 1):
        q = f'<blockquote><div><cite>Ира писал(а):</cite>{escape(quote)}</div></blockquote>' if quote else ""
        body.append(f'<div id="p{100 + i}" class="post has-profile bg2"><div class="inner"><div class="postbody">'
                    f'<h3><a href="#p{100 + i}">Re: Мафия</a></h3><p class="author"><a class="unread"></a>'
                    f'<span class="responsive-hide">от <strong><a href="/u" class="username">{escape(a)}</a>'
                    f'</strong> » </span>{_when(t, "en")}</p><div class="content">{q}{escape(text)}</div>'
                    f'<div class="notice">Последний раз редактировалось {escape(a)} {_when(t, "en")}, '
                    f'всего редактировалось 1 раз.</div></div></div></div>')                     # an edited post
    return f"<html><body><div id='page-body'>{''.join(body)}</div></body></html>"


def vbulletin(posts):
    body = []
    for i, (a, t, text, quote) in enumerate(posts, 1):
        q = (f'<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container">'
             f'{escape(quote)}</div></div></div>' if quote else "")
        body.append(f'<li class="postbitlegacy postbitim postcontainer" id="post_{500 + i}"><div class="posthead">'
                    f'<span class="postdate old"><span class="date">{_when(t, "dotted")}</span></span></div>'
                    f'<div class="userinfo"><a class="username offline popupctrl" href="/m">'
                    f'<strong>{escape(a)}</strong></a></div><div class="postbody"><div class="content">'
                    f'<div id="post_message_{500 + i}"><blockquote class="postcontent restore">{q}{escape(text)}'
                    f'</blockquote></div></div></div></li>')
    return f"<html><body><ol id='posts'>{''.join(body)}</ol></body></html>"


def invision(posts):
    body = []
    for i, (a, t, text, quote) in enumerate(posts, 1):
        q = f'<blockquote class="ipsQuote" data-ipsquote=""><div class="ipsQuote_contents">{escape(quote)}</div></blockquote>' if quote else ""
        body.append(f'<article id="elComment_{i}" class="cPost ipsBox ipsComment ipsComment_parent">'
                    f'<aside class="ipsComment_author cAuthorPane"><h3 class="ipsType_sectionHead cAuthorPane_author">'
                    f'<strong><a href="/p">{escape(a)}</a></strong></h3></aside><div class="ipsColumn">'
                    f'<div class="ipsComment_meta"><a href="#"><time datetime="{_when(t, "iso")}" '
                    f'title="{t:%d.%m.%Y %H:%M}">{t:%d %B}</time></a></div>'
                    f'<div data-role="commentContent" class="ipsType_normal ipsType_richText ipsContained">'
                    f'{q}<p>{escape(text)}</p></div></div></article>')
    return f"<!DOCTYPE html><html><body><div class='cTopic'>{''.join(body)}</div></body></html>"


def smf(posts):
    body = []
    for i, (a, t, text, quote) in enumerate(posts, 1):
        q = (f'<div class="quoteheader">Цитата: Ира</div><blockquote class="bbc_standard_quote">{escape(quote)}'
             f'</blockquote><div class="quotefooter"></div>' if quote else "")
        body.append(f'<div class="windowbg"><div class="post_wrapper"><div class="poster"><h4>'
                    f'<a href="/profile">{escape(a)}</a></h4></div><div class="postarea"><div class="keyinfo">'
                    f'<div class="smalltext">« <strong>Ответ #{i} :</strong> {_when(t, "ru")} »</div></div>'
                    f'<div class="post"><div class="inner" id="msg_{900 + i}">{q}{escape(text)}</div></div>'
                    f'</div></div></div>')
    return f"<html><body><div id='forumposts'>{''.join(body)}</div></body></html>"


def xenforo(posts):
    body = []
    for i, (a, t, text, quote) in enumerate(posts, 1):
        q = (f'<blockquote class="bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote"><div class="bbCodeBlock-content">'
             f'{escape(quote)}</div></blockquote>' if quote else "")
        body.append(f'<article class="message message--post js-post" data-author="{escape(a)}" id="js-post-{i}">'
                    f'<div class="message-inner"><h4 class="message-name"><a class="username">{escape(a)}</a></h4>'
                    f'<ul class="message-attribution-main"><li><a><time class="u-dt" datetime="{_when(t, "iso")}">'
                    f'{t:%d.%m.%Y}</time></a></li></ul><div class="message-content"><article class="message-body">'
                    f'<div class="bbWrapper">{q}{escape(text)}</div></article><div class="message-lastEdit">'
                    f'Last edited: {t:%d.%m.%Y}</div></div></div></article>')
    return f"<html><body><div class='block-body'>{''.join(body)}</div></body></html>"


def plain(posts):
    out = []
    for a, t, text, quote in posts:
        q = f"[quote=Ира]{quote}[/quote]\n" if quote else ""
        out.append(f"Автор: {a}\nДата: {t:%d.%m.%Y %H:%M}\n{q}{text}\n")
    return "\n".join(out)


@pytest.mark.parametrize("engine", [phpbb, vbulletin, invision, smf, xenforo, plain])
def test_each_engine_gives_exactly_the_expected_proposals(engine):
    posts, cut = read_posts(engine(POSTS))
    assert not cut and [(p.author, p.time) for p in posts] == [(a, t) for a, t, _, _ in POSTS]
    assert all("Вера[/vote]" not in p.text and "Голосую за Бориса" not in p.text
               for p in posts if p.author in ("Борис", "Ира") and p.number in (2, 4))     # quotes are dropped
    rows = propose_votes(posts, PLAYERS, DEADLINE)
    assert [(r.voter, r.kind, r.target, r.problem) for r in rows] == EXPECTED
    assert rows[6].match.how == "close" and rows[2].match.how == "prefix" and rows[5].voter == 5


def test_names_are_matched_exactly_then_by_case_then_prefix_or_nickname_then_a_close_spelling():
    assert match_name("Ира", PLAYERS).how == "exact" and match_name("Ира", PLAYERS).seat == 1    # a prefix of Ирина
    assert match_name("ирина", PLAYERS) == match_name("ирина", PLAYERS) and match_name("ирина", PLAYERS).seat == 2
    assert match_name("АРТЕМ", PLAYERS).seat == 5 and match_name("АРТЕМ", PLAYERS).how == "case"
    assert match_name("Бор", PLAYERS).how == "prefix"
    assert match_name("Ир", PLAYERS).how == "close"                  # two names start so: a question, never entered
    assert match_name("Бориса", PLAYERS).how == "form" and match_name("Артёму", PLAYERS).seat == 5   # declined
    assert match_name("Боб", PLAYERS, {"Боб": 3}).how == "nickname"
    assert match_name("Верка", PLAYERS).how == "close" and match_name("Верка", PLAYERS).seat == 4
    assert match_name("Кто-то", PLAYERS).seat is None


def test_templates_are_checked_and_the_clubs_own_are_read():
    with pytest.raises(TemplateError, match="one {name}"):
        compile_templates(["голосую"])
    with pytest.raises(TemplateError, match="1 to 100"):
        compile_templates(["x" * 101 + "{name}"])
    posts, _ = read_posts("Автор: Вера\nДата: 28.11.2026 12:00\nМой выбор -> Борис!\n")
    rows = propose_votes(posts, PLAYERS, votes=["Мой выбор -> {name}"])
    assert [(r.voter, r.target, r.problem) for r in rows] == [(4, 3, None)]


def test_the_count_as_the_thread_reads_it():
    votes = {1: 3, 2: 3, 3: 1, 4: None, 5: 0}
    text = vote_count(votes, PLAYERS, order=[2, 1, 3, 5])
    assert text.splitlines() == ["[b]Борис[/b] (2): Ирина, Ира", "[b]Ира[/b] (1): Борис", "[b]никого[/b] (1): Артём",
                                 "Не проголосовали (1): Вера", "Для большинства нужно 3 (из 5)."]
    assert vote_count(votes, PLAYERS, bbcode=False, language="en").splitlines()[0] == "Борис (2): Ира, Ирина"


def test_orders_from_private_messages():
    kinds = {1: [("Проверка проверить check", "check")], 3: [("Выстрел убить kill", "shot")]}

    def targets(seat, key):
        return [(name, s) for s, name in PLAYERS.items() if s != seat]
    posts, _ = read_posts("Автор: Ира\nДата: 28.11.2026 12:00\nПроверить Бориса\n\n"
                          "Автор: Борис\nДата: 28.11.2026 12:30\nубить Веру\nпривет всем\n\n"
                          "Автор: Борис\nДата: 28.11.2026 13:30\nУбить Артёма\n\n"
                          "Автор: Вера\nДата: 28.11.2026 13:40\nпроверить Иру\n")
    rows = propose_orders(posts, PLAYERS, kinds, targets, DEADLINE)
    assert [(r.voter, r.kind, r.target, r.problem) for r in rows] == [
        (1, "check", 3, None), (3, "shot", 4, "superseded"), (3, "shot", 5, None)]


def test_a_thousand_posts_are_read_quickly_enough_to_count():
    """The size bench/thread.py times; here only that all of them are read."""
    many = [(PLAYERS[1 + i % 5], datetime(2026, 11, 28, 10, i % 60), f"голос: {PLAYERS[1 + (i * 3) % 5]}", None)
            for i in range(1000)]
    posts, cut = read_posts(xenforo(many))
    assert len(posts) == 1000 and not cut
    rows = propose_votes(posts, PLAYERS, DEADLINE)
    assert sum(r.problem is None for r in rows) == 5


def test_read_posts_at_the_turn_desk_enters_only_the_confirmed(qtbot, stored_window, monkeypatch):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAction

    from app.ui import thread_review
    from test_forum_gui import seat_the_game

    window, store = stored_window()
    desk = seat_the_game(qtbot, window)
    qtbot.addWidget(desk)
    opened = []
    monkeypatch.setattr(thread_review.ThreadReview, "exec", lambda self: opened.append(self) or 0)
    desk.findChild(QAction, "actReadPosts").trigger()
    review = opened[0]
    qtbot.addWidget(review)
    assert review.mode.currentData() == "votes"
    review.text.setPlainText("Автор: Анна\nДата: 28.11.2026 12:00\nголосую за Веру\n\n"
                             "Автор: Борис\nДата: 28.11.2026 12:05\n[quote=Анна]голосую за Веру[/quote]\nголос: Анна\n\n"
                             "Автор: Глеб\nДата: 28.11.2026 12:10\nголос: Вира\n\n"
                             "Автор: Гость\nДата: 28.11.2026 12:15\nголос: Егор\n")
    review.read()
    rows = [[review.table.item(r, c).text() for c in range(1, 6)] for r in range(review.table.rowCount())]
    assert [r[0] for r in rows] == ["Анна", "Борис", "Глеб"] and "Гость" in review.others.text()
    checked = [review.table.item(r, 0).checkState() == Qt.CheckState.Checked for r in range(3)]
    assert checked == [True, True, False]                              # the close spelling waits for the host
    assert rows[2][4] and "Вера" in rows[2][3]
    assert review.enter_checked() == 2
    votes = desk.view().own.votes
    assert votes.get(1) == 3 and votes.get(2) == 1 and votes.get(4) is None
    assert "[b]" in review.count_text(True) and "Вера" in review.count_text(False)
    box = review.table.cellWidget(2, 4)                                # the host edits the question's row
    assert box.currentData() == 3                                      # the question: «Вира» is Вера?
    box.setCurrentIndex(box.findData(5))                               # no: Глеб meant Дина
    assert review.table.item(2, 0).checkState() == Qt.CheckState.Checked
    assert review.enter_checked() == 1 and desk.view().own.votes.get(4) == 5
    protocol = store.load_game(desk.desk.game_id).protocol()
    assert protocol["sources"] == [{"action": 1, "author": "Анна", "time": "2026-11-28T12:00", "post": 1},
                                   {"action": 2, "author": "Борис", "time": "2026-11-28T12:05", "post": 2},
                                   {"action": 3, "author": "Глеб", "time": "2026-11-28T12:10", "post": 3}]
    desk.undo()
    assert desk.view().own.votes.get(4) is None                   # undo takes an entry back
    review.mode.setCurrentIndex(review.mode.findData("orders"))       # the host's private messages
    review.text.setPlainText("Автор: Анна\nДата: 28.11.2026 13:00\nпроверить Анну\n\n"
                             "Автор: Анна\nДата: 28.11.2026 13:05\nПроверка: Дина\n")
    review.read()
    assert review.table.rowCount() == 2
    assert review.table.item(0, 5).text() == "a later post replaces it"
    assert review.table.item(1, 0).checkState() == Qt.CheckState.Checked and "Дина" in review.table.item(1, 4).text()
    review.text.setPlainText("Автор: Анна\nДата: 28.11.2026 13:00\nпроверить Анну\n")
    review.read()                                                      # the rules refuse it: said before entering
    assert review.table.item(0, 0).checkState() == Qt.CheckState.Unchecked and "M-4.1" in review.table.item(0, 5).text()


def test_the_clubs_templates_are_checked_when_saved(qtbot, isolated_settings):
    from app.ui.thread_review import TemplatesDialog, templates

    dialog = TemplatesDialog()
    qtbot.addWidget(dialog)
    dialog.votes.setPlainText("голосую за {name}\nза {name} и {name}")
    assert not dialog.save() and "{name}" in dialog.why.text() and "за {name} и {name}" in dialog.why.text()
    assert templates()[0][0] == "[vote]{name}[/vote]"                  # nothing kept
    dialog.votes.setPlainText("казнить {name}")
    dialog.unvotes.setPlainText("передумал")
    assert dialog.save() and templates() == (["казнить {name}"], ["передумал"])


def test_orders_and_votes_at_the_other_thread_games_desks(qtbot, stored_window, monkeypatch):
    """ЗА 31 has no thread vote: only orders, its simple ones read from a message (Z-4)."""
    from PySide6.QtGui import QAction

    from app.core.script import parse_script
    from app.ui import thread_review
    from za31_helpers import EXAMPLE

    window, store = stored_window()
    desk = window.play_in_turn_desk(parse_script(dict(EXAMPLE, turns=[])).setup)
    qtbot.addWidget(desk)
    opened = []
    monkeypatch.setattr(thread_review.ThreadReview, "exec", lambda self: opened.append(self) or 0)
    desk.findChild(QAction, "actReadPosts").trigger()
    review = opened[0]
    qtbot.addWidget(review)
    assert [review.mode.itemData(i) for i in range(review.mode.count())] == ["orders"]
    first = desk.game.setup.seats[0].player
    review.text.setPlainText(f"Автор: {first}\nДата: 28.11.2026 12:00\nПропускаю ход\n")
    review.read()
    assert review.table.rowCount() == 1 and review.table.item(0, 0).checkState().name == "Checked"
    assert review.enter_checked() == 1
    assert desk.view().own.orders[1] == [{"do": "skip"}]


def test_a_hand_card_by_its_name_and_the_veche_vote_at_mafik_raizen(qtbot, stored_window, monkeypatch):
    """Mafik Raizen: a private message «играю <card>» proposes that hand card
    (R-5), checked by the rules; the thread's вече vote mode is there after the draft."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAction

    from app.ui import thread_review
    from app.ui.rulesets.raizen.words import card_name
    from test_raizen_desk import desk_setup, draft_through_the_form

    window, store = stored_window()
    desk = window.play_in_turn_desk(desk_setup())
    draft_through_the_form(qtbot, desk)
    hv = desk.view()
    catalogue = hv.own.catalogue.cards
    seat, card = next((s, c) for s in range(1, 11) for c in hv.own.cards[s]["hand"]
                      if "night" in catalogue[hv.own.cards[s]["ids"][c]].when
                      and catalogue[hv.own.cards[s]["ids"][c]].cost == 0
                      and not catalogue[hv.own.cards[s]["ids"][c]].target
                      and not catalogue[hv.own.cards[s]["ids"][c]].has_message)
    opened = []
    monkeypatch.setattr(thread_review.ThreadReview, "exec", lambda self: opened.append(self) or 0)
    desk.findChild(QAction, "actReadPosts").trigger()
    review = opened[0]                                    # a child of the desk: closed with it
    assert [review.mode.itemData(i) for i in range(review.mode.count())] == ["votes", "orders"]
    review.mode.setCurrentIndex(review.mode.findData("orders"))
    review.text.setPlainText(f"Автор: {desk.game.setup.name(seat)}\nДата: 28.11.2026 12:00\n"
                             f"Играю {card_name(hv, seat, card)}\n")
    review.read()
    assert review.table.rowCount() == 1 and review.table.item(0, 0).checkState() == Qt.CheckState.Checked
    assert review.enter_checked() == 1
    assert desk.view().own.orders[seat]["play"]["card"] == card
    hv = desk.view()                                   # a card that takes a target: «… на Бориса»
    aimed = next(((s, c) for s in range(1, 11) for c in hv.own.cards[s]["hand"]
                  if catalogue[hv.own.cards[s]["ids"][c]].target), None)
    assert aimed is not None                           # the seeded draft deals one
    s_, c_ = aimed
    other = next(x.seat for x in hv.seats if x.alive and x.seat != s_)
    review.text.setPlainText(f"Автор: {desk.game.setup.name(s_)}\nДата: 28.11.2026 12:10\n"
                             f"Играю {card_name(hv, s_, c_)} на {desk.game.setup.name(other)}\n")
    review.read()
    assert review.shown[0].target == {"card": c_, "target": other}
    desk.close()
