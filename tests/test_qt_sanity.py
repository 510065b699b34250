"""The Qt binding itself must not corrupt Python's reference counts.

PySide6 6.12.0 drops a reference to None on every call of a Python override
of a Qt virtual (paintEvent, keyPressEvent, …): on Python 3.11 the process
aborts ("deallocating None") after a few thousand repaints, i.e. minutes into
an evening. pyproject.toml excludes that version; this test keeps it out.
"""

import sys

from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget


class _Painted(QWidget):
    def paintEvent(self, event):
        QPainter(self).end()


def test_overriding_a_qt_virtual_keeps_none_refcount(qtbot):
    w = _Painted()
    qtbot.addWidget(w)
    w.resize(50, 50)
    w.show()
    w.repaint()
    before = sys.getrefcount(None)
    for _ in range(500):
        w.repaint()
    assert sys.getrefcount(None) - before > -100
