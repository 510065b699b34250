"""#39: the thread games' options in the host's words: every option of
Mafik Raizen (R-17) and ЗА 31 (Z-15) has a label and a one-line help citing
its rule, and every value words, in English and in Russian; the new game
dialogs show no raw id."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QComboBox, QSpinBox


def _dialogs():
    from app.ui.rulesets.raizen.newgame import RaizenNewGameDialog
    from app.ui.rulesets.za31.dialogs import Za31NewGameDialog

    from app.core.rulesets.raizen.options import CHOICES as RAIZEN
    from app.core.rulesets.za31.options import CHOICES as ZA31, NUMBERS
    return [(RaizenNewGameDialog, RAIZEN, {}, "R-"), (Za31NewGameDialog, ZA31, NUMBERS, "Z-")]


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_option_has_words_and_a_rule(qtbot, language):
    from PySide6.QtWidgets import QApplication

    import app.main

    app.main.install_translator(QApplication.instance(), language)
    try:
        for dialog_class, choices, numbers, prefix in _dialogs():
            dialog = dialog_class()
            qtbot.addWidget(dialog)
            table = dialog.options
            assert table.rowCount() == len(choices) + len(numbers)
            for row, key in enumerate(list(choices) + list(numbers)):
                label, box = table.cellWidget(row, 0), table.cellWidget(row, 1)
                assert label.text() and label.text() != key and "_" not in label.text(), key
                assert re.search(prefix + r"\d+(\.\d+)?\b", label.toolTip()), (key, label.toolTip())
                if isinstance(box, QSpinBox):
                    continue
                assert isinstance(box, QComboBox)
                words = [box.itemText(i) for i in range(box.count())]
                assert [box.itemData(i) for i in range(box.count())] == list(choices[key])
                assert all(w and "_" not in w and w not in ("True", "False") for w in words), (key, words)
                if language == "ru":
                    assert all(not re.search(r"[A-Za-z]{3,}", w) for w in words), (key, words)
                    assert not re.search(r"[A-Za-z]{3,}", label.text()), (key, label.text())
    finally:
        app.main.remove_translators(QApplication.instance())
