"""The charts a host would rather look at than read (issue #42), drawn by
Qt Charts: bars of a win share with the number of games under each, and a
line over time. Qt Charts adds about 3.3 MiB to the bundle (libQt6Charts,
its Python module and libQt6OpenGLWidgets)."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCharts import (
    QBarCategoryAxis, QBarSet, QChart, QChartView, QHorizontalBarSeries, QLineSeries, QValueAxis,
)
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter


def _view(chart: QChart, name: str) -> QChartView:
    chart.legend().setVisible(False)
    chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
    view = QChartView(chart)
    view.setObjectName(name)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.setMinimumHeight(260)
    return view


def share_bars(name: str, title: str, labels: Sequence[str], wins: Sequence[int], games: Sequence[int]) -> QChartView:
    """Bars of each category's win share (per cent), its games beside its name ("Шериф (12)"), one a row."""
    bars = QBarSet(title)
    bars.append([100.0 * w / g if g else 0.0 for w, g in zip(wins, games)])
    bars.setLabelColor(Qt.GlobalColor.black)
    series = QHorizontalBarSeries()
    series.append(bars)
    series.setLabelsVisible(True)
    series.setLabelsFormat("@value%")
    series.setLabelsPrecision(3)
    chart = QChart()
    chart.setTitle(title)
    chart.addSeries(series)
    categories = QBarCategoryAxis()
    categories.append([f"{label} ({g})" for label, g in zip(labels, games)])
    categories.setTruncateLabels(False)                 # a role's whole name: the chart gives it the room
    chart.addAxis(categories, Qt.AlignmentFlag.AlignLeft)
    series.attachAxis(categories)
    share = QValueAxis()
    share.setRange(0, 100)
    share.setLabelFormat("%d%%")
    chart.addAxis(share, Qt.AlignmentFlag.AlignBottom)
    series.attachAxis(share)
    return _view(chart, name)


def line(name: str, title: str, labels: Sequence[str], values: Sequence[float],
         span: tuple[float, float] | None = None) -> QChartView:
    """A line through ``values`` over ``labels`` (a rating after each game, a
    share by month); ``span``: the vertical axis's range (else the values' own)."""
    series = QLineSeries()
    for i, value in enumerate(values):
        series.append(float(i), float(value))
    series.setPointsVisible(True)
    chart = QChart()
    chart.setTitle(title)
    chart.addSeries(series)
    axis_x = QBarCategoryAxis() if labels else QValueAxis()
    if isinstance(axis_x, QBarCategoryAxis):
        axis_x.append(list(labels))
    chart.addAxis(axis_x, Qt.AlignmentFlag.AlignBottom)
    series.attachAxis(axis_x)
    axis_y = QValueAxis()
    if span is not None:
        axis_y.setRange(*span)
    else:
        low, high = (min(values), max(values)) if values else (0.0, 1.0)
        pad = max(1.0, (high - low) * 0.1)
        axis_y.setRange(low - pad, high + pad)
    chart.addAxis(axis_y, Qt.AlignmentFlag.AlignLeft)
    series.attachAxis(axis_y)
    return _view(chart, name)
