const RU = document.documentElement.lang === "ru";
const W = RU ? {hold: "Удерживайте, чтобы увидеть роль", seat: "место", none: "Сейчас вы не за столом",
                alive: "в игре", out: "вне игры", fouls: "фолы", partners: "Ваши партнёры", answers: "Ответы ведущего",
                own: "Ваше", table: "Стол", speaking: "говорит",
                day: "День", night: "Ночь", over: "Игра окончена", lost: "Связь потеряна, переподключение…",
                gone: "Эта ссылка больше не действует. Попросите ведущего о новой."}
             : {hold: "Hold to see your role", seat: "seat", none: "You are not at the table now",
                alive: "in the game", out: "out", fouls: "fouls", partners: "Your partners", answers: "The host's answers",
                own: "Yours", table: "The table", speaking: "speaking",
                day: "Day", night: "Night", over: "The game is over", lost: "Connection lost, reconnecting…",
                gone: "This link is no longer valid. Ask the host for a new one."};
const token = location.pathname.split("/")[2];
const $ = id => document.getElementById(id);
const hold = $("hold"), role = $("role"), hidden = $("hidden");
hold.textContent = W.hold;
for (const on of ["pointerdown", "touchstart", "mousedown"]) hold.addEventListener(on, e => { e.preventDefault(); hidden.classList.add("shown"); });
for (const off of ["pointerup", "pointerleave", "touchend", "mouseup", "blur"]) hold.addEventListener(off, () => hidden.classList.remove("shown"));
function el(tag, value, cls) { const e = document.createElement(tag); e.textContent = value; if (cls) e.className = cls; return e; }
function answerText(a) {
  if (a.text) return a.text;      // worded by the game's rules (a check, a watch, a vision…)
  if (a.kind === "check") return (RU ? "Ночь " : "Night ") + a.night + ": " + W.seat + " " + a.seat + " — " + a.result;
  if (a.ru) return a.ru;
  return Object.entries(a).filter(([k]) => k !== "kind" && k !== "to").map(([k, v]) => k + ": " + v).join(", ");
}
let timer = null, isGone = false;
function tick() {       // the speech timer, counted down here between two events
  const box = $("timer");
  if (!timer || isGone) { box.textContent = ""; box.hidden = true; return; }
  const left = timer.running ? timer.remaining - (performance.now() - timer.at) / 1000 : timer.remaining;
  const s = Math.max(0, Math.ceil(left));
  box.hidden = false;
  box.textContent = Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
  box.className = s <= 10 ? "low" : "";
}
setInterval(tick, 250);
function list(title, lines, id) {
  const secret = $("secret");
  secret.appendChild(el("h2", title));
  const ul = document.createElement("ul");
  if (id) ul.id = id;
  for (const line of lines) ul.appendChild(el("li", line));
  secret.appendChild(ul);
}
function showTable(d) {
  const box = $("table");
  box.replaceChildren();
  if (!d.table || !d.table.length) return;
  box.appendChild(el("h2", W.table));
  const ol = document.createElement("ol");
  for (const s of d.table) {
    const li = el("li", s.seat + ". " + s.name + " — " + (s.alive ? W.alive : W.out)
                       + (d.speaker === s.seat ? " · " + W.speaking : ""),
                  (s.alive ? "in" : "out") + (s.seat === d.seat ? " me" : "") + (d.speaker === s.seat ? " speaking" : ""));
    ol.appendChild(li);
  }
  box.appendChild(ol);
}
function show(d) {
  if (isGone) return;
  $("who").textContent = d.player + (d.seat ? " · " + W.seat + " " + d.seat : "");
  $("secret").replaceChildren();
  timer = d.timer ? {remaining: d.timer.remaining, running: d.timer.running, at: performance.now()} : null;
  tick();
  if (!d.seat) { $("state").textContent = W.none; role.textContent = ""; $("roletext").textContent = "";
                 hold.hidden = true; $("table").replaceChildren(); return; }
  hold.hidden = false;
  const phase = d.phase_text ? d.phase_text : d.phase === "day" ? W.day + " " + d.day : d.phase === "night" ? W.night + " " + d.night
              : d.phase === "finished" ? W.over : d.phase;
  $("state").textContent = [d.title, phase, d.alive ? W.alive : W.out, d.fouls ? W.fouls + ": " + d.fouls : ""]
                           .filter(Boolean).join(" · ");
  role.textContent = d.role_name || d.role;
  $("roletext").textContent = d.role_text || "";
  if (d.own && d.own.length) list(W.own, d.own, "own");
  if (d.partners.length) list(W.partners, d.partners.map(p => p.seat + ". " + p.name + (p.role_name ? " — " + p.role_name : "")));
  if (d.answers.length) list(W.answers, d.answers.map(answerText));
  showTable(d);
}
function gone() {       // the link was revoked: say so, show nothing of the game
  isGone = true;
  $("state").textContent = W.gone;
  $("secret").replaceChildren();
  $("table").replaceChildren();
  role.textContent = "";
  $("roletext").textContent = "";
  timer = null;
  tick();
  hold.hidden = true;
}
function status(lost) { const box = $("link"); box.hidden = !lost || isGone; box.textContent = W.lost; }
follow("/p/" + token, show, gone, status);
