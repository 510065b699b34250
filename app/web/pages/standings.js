const RU = document.documentElement.lang === "ru";
const HEAD = RU ? ["Место", "Игрок", "Игры", "Победы", "Очки"] : ["Place", "Player", "Games", "Wins", "Points"];
const head = document.getElementById("head");
for (const h of HEAD) { const th = document.createElement("th"); th.textContent = h; head.appendChild(th); }
function rowOf(r) {
  const tr = document.createElement("tr");
  for (const [v, n] of [[r.place + (r.tie ? "=" : ""), true], [r.player, false], [r.games, true], [r.wins, true],
                        [Number(r.points).toFixed(2), true]]) {
    const td = document.createElement("td"); td.textContent = v; if (n) td.className = "n"; tr.appendChild(td);
  }
  return tr;
}
function show(data) {
  document.getElementById("title").textContent = (RU ? "Турнирная таблица" : "Standings") + (data.title ? " · " + data.title : "");
  const rows = document.getElementById("rows");
  rows.replaceChildren();
  const tables = data.tables && data.tables.length ? data.tables : [{name: "", rows: data.rows}];
  for (const table of tables) {       // one per points scheme and the sport distance (a mixed evening)
    if (tables.length > 1) {
      const tr = document.createElement("tr");
      const th = document.createElement("th"); th.colSpan = 5; th.className = "part"; th.textContent = table.name;
      tr.appendChild(th); rows.appendChild(tr);
    }
    for (const r of table.rows) rows.appendChild(rowOf(r));
  }
}
follow("/standings", show);
