"""One address cannot take the room's server down (issue #40, item 2):
sockets per address are capped, half-open ones included; a connection that
does not send its headers in time is closed; a refused address is logged
once a minute, not once a connection; another client's board keeps
answering within a second."""

from __future__ import annotations

import asyncio
import logging
import resource

from app.core.game import Game
from app.web import guard as web_guard
from app.web.server import BoardServer
from test_web import run, scenario_script
from test_web_streams import Table, until

ATTACKER = "127.0.0.2"
"""Another loopback address (Linux answers the whole 127/8): the attacker is not the board's client."""


def _room_for(sockets: int) -> int:
    """Raise this process's file limit for ``sockets`` client sockets (both ends live here)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = 2 * sockets + 512
    if soft != resource.RLIM_INFINITY and soft < want:
        new = want if hard == resource.RLIM_INFINITY else min(want, hard)
        resource.setrlimit(resource.RLIMIT_NOFILE, (new, hard))
        soft = new
    return sockets if soft == resource.RLIM_INFINITY else min(sockets, (soft - 512) // 2)


async def _get(port: int, path: str) -> tuple[int, bytes]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
    await writer.drain()
    data = await reader.read()
    writer.close()
    return int(data.split(b" ", 2)[1]), data


def test_a_thousand_half_open_sockets_leave_another_clients_board_answering(caplog):
    count = _room_for(1000)
    assert count >= 500, "the machine's file limit is too low for this test"
    server = BoardServer(Table(Game(scenario_script().setup)), port=0)

    async def main():
        await server.start()
        opened = []
        try:
            with caplog.at_level(logging.WARNING, logger="app.web.guard"):
                for i in range(count):
                    try:
                        reader, writer = await asyncio.open_connection("127.0.0.1", server.port,
                                                                       local_addr=(ATTACKER, 0))
                    except OSError:
                        continue
                    if i % 2:
                        writer.write(b"GET /board HTTP/1.1\r\nHost: x\r\n")   # a header that never ends
                    opened.append(writer)
                loop = asyncio.get_running_loop()
                started = loop.time()
                status, body = await asyncio.wait_for(_get(server.port, "/board.json"), 1.0)
                took = loop.time() - started
                assert status == 200 and b"mafia-board/1" in body
                assert took < 1.0
                assert await until(lambda: server.guard.open.get(ATTACKER, 0) <= web_guard.SOCKETS_PER_ADDRESS)
                assert server.guard.refused >= count - web_guard.SOCKETS_PER_ADDRESS
                lines = [r for r in caplog.records if ATTACKER in r.getMessage()]
                assert len(lines) == 1, [r.getMessage() for r in lines]   # once a minute, not once a socket
        finally:
            for writer in opened:
                writer.close()
            await server.stop()
    run(main())


def test_a_connection_without_its_headers_is_closed_at_the_deadline():
    server = BoardServer(Table(Game(scenario_script().setup)), port=0)
    server.guard.header_seconds = 0.1        # five seconds in the app; a tenth here

    async def main():
        await server.start()
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", server.port, local_addr=(ATTACKER, 0))
            writer.write(b"GET /board HTTP/1.1\r\nHost: x\r\n")
            await writer.drain()
            assert await asyncio.wait_for(reader.read(), 3.0) == b""       # closed by the server
            writer.close()
            assert server.guard.timed_out == 1
            assert await until(lambda: server.guard.open.get(ATTACKER, 0) == 0)
            status, _ = await _get(server.port, "/board.json")               # a whole request is answered
            assert status == 200
        finally:
            await server.stop()
    run(main())


def test_the_caps_count_per_address_and_free_on_close():
    guard = web_guard.Guard(per_address=2, total=3, clock=lambda: 0.0)
    assert guard.admit("a") and guard.admit("a")
    assert not guard.admit("a")                 # its own cap
    assert guard.admit("b")
    assert not guard.admit("c")                 # the server's cap
    guard.release("a")
    assert guard.admit("c") and guard.open == {"a": 1, "b": 1, "c": 1}
    assert guard.refused == 2


def test_an_oversized_header_gets_a_400_naming_no_software_and_one_log_line(caplog):
    server = BoardServer(Table(Game(scenario_script().setup)), port=0)

    async def main():
        await server.start()
        try:
            with caplog.at_level(logging.DEBUG):
                for _ in range(3):
                    reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
                    writer.write(b"GET /board HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 20000 + b"\r\n\r\n")
                    answer = await asyncio.wait_for(reader.read(), 3.0)
                    writer.close()
                    assert answer.startswith(b"HTTP/1.") and b" 400 " in answer.split(b"\r\n")[0]
                    assert b"Server: Mafia Host\r\n" in answer and b"aiohttp" not in answer
            errors = [r for r in caplog.records if r.levelno >= logging.WARNING]
            assert len(errors) == 1 and errors[0].exc_info is None, [r.getMessage() for r in errors]
            assert "Traceback" not in caplog.text
        finally:
            await server.stop()
    run(main())
