"""What the host must be told when the desk cannot do what he asked
(:class:`Problem`): the database refused, another window holds the game, a
stored game the rules now refuse, a file that cannot be read or written."""

from __future__ import annotations

from ..storage import StorageError


class Problem(Exception):
    """Something the host must be told, and nothing changed.

    ``kind``: ``"not_saved"`` (the database refused: the input was taken
    back), ``"elsewhere"`` (another window holds the game), ``"read_only"``
    (a stored game the rules now refuse, issue #22), ``"file"`` (a
    file that cannot be read or written, or is not a valid one). ``str()``
    is the reason in English; the window words it in the host's language
    from ``kind``, ``file`` (the file's name, for ``"file"``) and ``cause``
    (the error underneath: a coded :class:`MafiaError` is translated).
    """

    def __init__(self, kind: str, text: str, cause: BaseException | None = None,
                 file: str = "") -> None:
        super().__init__(text)
        self.kind = kind
        self.cause = cause
        self.file = file
        self.dropped = 1       # events taken back (a failed write takes those behind it too)


def _problem(err: StorageError) -> Problem:
    return Problem("elsewhere" if err.kind == "elsewhere" else "not_saved", str(err), err)
