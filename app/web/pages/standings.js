const RU = document.documentElement.lang === "ru";
const HEAD = RU ? ["Место", "Игрок", "Игры", "Победы", "Очки"] : ["Place", "Player", "Games", "Wins", "Points"];
const head = document.getElementById("head");
for (const h of HEAD) { const th = document.createElement("th"); th.textContent = h; head.appendChild(th); }
function show(data) {
  document.getElementById("title").textContent = (RU ? "Турнирная таблица" : "Standings") + (data.title ? " · " + data.title : "");
  const rows = document.getElementById("rows");
  rows.replaceChildren();
  for (const r of data.rows) {
    const tr = document.createElement("tr");
    for (const [v, n] of [[r.place + (r.tie ? "=" : ""), true], [r.player, false], [r.games, true], [r.wins, true],
                          [Number(r.points).toFixed(2), true]]) {
      const td = document.createElement("td"); td.textContent = v; if (n) td.className = "n"; tr.appendChild(td);
    }
    rows.appendChild(tr);
  }
}
follow("/standings", show);
