"""What every step panel is made of (:class:`Panel`, :func:`make_label`,
:func:`make_button`) and the two panels of no game's own: no game yet
(:class:`EmptyPanel`) and a step no kit has a panel for (:class:`UnknownStepPanel`);
and two helpers every window part uses: :func:`named` and :func:`ask_form`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import (
    QLabel, QPushButton, QTableWidget, QVBoxLayout, QWidget,
)

from . import theme
from .labels import WrapLabel

if TYPE_CHECKING:
    from .controller import GameController


def make_label(obj_name: str, big: bool = False) -> QLabel:
    """A panel's word-wrapped label named ``obj_name`` (``big``: the step's
    large line); it measures its height once per text (:class:`WrapLabel`)."""
    lab = WrapLabel()
    lab.setObjectName(obj_name)
    lab.setWordWrap(True)
    lab.setTextFormat(Qt.TextFormat.PlainText)
    if big:
        f = lab.font()
        f.setPointSize(f.pointSize() + 5)
        f.setBold(True)
        lab.setFont(f)
    return lab


def make_button(text: str, obj_name: str, icon: str = "", primary: bool = False) -> QPushButton:
    """A step button: never takes the focus (digits and Enter belong to the
    game); ``icon``: a bundled Lucide icon; ``primary``: the step's main action
    (the one Enter does), drawn in the accent colour."""
    b = QPushButton(text)
    b.setObjectName(obj_name)
    b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    if primary:
        b.setProperty("primary", True)
    if icon:
        theme.set_icon(b, icon, "on_accent" if primary else "text")
    return b


class Panel(QWidget):
    """A step's panel: its title, what the host says, and ``refresh()``
    (redraw from the controller) and ``submit()`` (Enter); kits subclass it."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.c = controller
        self.title = make_label("stepTitle", big=True)
        self.say = make_label("stepSay")
        self.lay = QVBoxLayout(self)
        self.lay.addWidget(self.title)
        self.lay.addWidget(self.say)

    def refresh(self) -> None: ...

    def submit(self) -> None: ...


class EmptyPanel(Panel):
    def refresh(self) -> None:
        self.title.setText(self.tr("No game"))
        self.say.setText(self.tr("File → New game (Ctrl+N) to seat a table, or File → Import a protocol."))


class UnknownStepPanel(Panel):
    """A step kind no kit has a panel for: say so (never a crash); undo still works."""

    def refresh(self) -> None:
        step = self.c.step
        self.title.setText(self.tr("Step: %1").replace("%1", "" if step is None else str(step.kind)))
        self.say.setText(self.tr("This window has no panel for this step. Undo (Ctrl+Z) goes back."))


W = TypeVar("W", bound=QObject)


def named(widget: W, name: str) -> W:
    """``widget`` with its object name (tests and style sheets find it by name)."""
    widget.setObjectName(name)
    return widget


C = TypeVar("C", bound=QWidget)


def cell(table: QTableWidget, row: int, column: int, kind: type[C]) -> C:
    """The widget a form's table holds in (``row``, ``column``), 0-based, as
    ``kind`` (a combo, a line edit); raises TypeError when the cell holds
    another (a bug, never a host's error)."""
    widget = table.cellWidget(row, column)
    if not isinstance(widget, kind):
        raise TypeError(f"cell ({row}, {column}) holds {type(widget).__name__}, not {kind.__name__}")
    return widget


def ask_form(parent: Any, title: str, rows: list[tuple[str, Any]]) -> bool:
    """A small modal form: ``rows`` of (label, widget) over OK/Cancel;
    True when the host pressed OK (the widgets hold his answers)."""
    from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout

    ask = QDialog(parent)
    ask.setWindowTitle(title)
    form = QFormLayout(ask)
    for label, widget in rows:
        if label:
            form.addRow(label, widget)
        else:
            form.addRow(widget)
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    box.accepted.connect(ask.accept)
    box.rejected.connect(ask.reject)
    form.addRow(box)
    return ask.exec() == QDialog.DialogCode.Accepted
