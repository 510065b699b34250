const RU = document.documentElement.lang === "ru";
const WORDS = RU ? {none: "Игра не идёт", day: "День", night: "Ночь", finished: "Игра окончена", speaking: "Говорит",
                    fouls: "фолы", winner: "Победа", out: "вне игры"}
                 : {none: "No game in progress", day: "Day", night: "Night", finished: "The game is over",
                    speaking: "Speaking", fouls: "fouls", winner: "Winner", out: "out"};
if (new URLSearchParams(location.search).get("layout") === "lower") document.body.classList.add("lower");
function text(tag, cls, value) { const e = document.createElement(tag); if (cls) e.className = cls; e.textContent = value; return e; }
let timer = null;
function tick() {
  const el = document.getElementById("timer");
  if (!timer) { el.textContent = ""; return; }
  const left = timer.running ? timer.remaining - (performance.now() - timer.at) / 1000 : timer.remaining;
  const s = Math.max(0, Math.ceil(left));
  el.textContent = Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
  el.className = s <= 10 ? "low" : "";
}
setInterval(tick, 200);
function show(data) {
  const g = data.game;
  timer = g && g.timer ? {remaining: g.timer.remaining, running: g.timer.running, at: performance.now()} : null;
  tick();
  const seats = document.getElementById("seats");
  seats.replaceChildren();
  if (!g) { document.getElementById("phase").textContent = WORDS.none; document.getElementById("speaker").textContent = ""; return; }
  const w = g.words;     // the projector's own lines, worded by the app (absent: the page words a few itself)
  let phase = w ? w.phase : g.phase === "day" ? WORDS.day + " " + g.day : g.phase === "night" ? WORDS.night + " " + g.night
            : g.phase === "finished" ? WORDS.finished : (g.extra && g.extra.phase) || g.phase;
  if (!w && g.winner) phase += " — " + WORDS.winner + ": " + g.winner;
  document.getElementById("phase").textContent = (g.title ? g.title + " · " : "") + phase;
  document.getElementById("speaker").textContent = w ? (w.speaker || "")
      : g.speaker ? WORDS.speaking + ": " + g.speaker + " " + (g.speaker_name || "") : "";
  g.seats.forEach((s, i) => {
    const own = w && w.seats[i];
    const out = own ? own.struck : !s.alive;
    const tile = text("div", "seat" + (out ? " out" : "") + (g.speaker === s.seat ? " speaking" : ""), "");
    tile.appendChild(text("div", "name", own ? own.name : s.seat + ". " + s.name));
    let line;
    if (own) line = [own.line, ...own.extra].filter(x => x).join(" · ");
    else {
      const parts = [];
      if (s.fouls) parts.push(WORDS.fouls + ": " + s.fouls);
      if (s.role) parts.push(s.role);
      if (!s.alive) parts.push(WORDS.out);
      line = parts.join(" · ");
    }
    tile.appendChild(text("div", "line", line));
    seats.appendChild(tile);
  });
  let news;
  if (w) news = w.info.join(document.body.classList.contains("lower") ? " · " : "\n");
  else {
    const posts = (g.extra && (g.extra.posts || g.extra.newspapers)) || [];
    const last = posts.length ? posts[posts.length - 1] : "";
    news = typeof last === "string" ? last : (last.ru || last.en || "");
  }
  document.getElementById("news").textContent = news;
}
follow("/board", show);
