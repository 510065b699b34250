// Follows a page's event stream (issue #40): the browser's EventSource
// reconnects by itself after a dropped connection, sending the last event's
// id (Last-Event-ID), so the server sends nothing the page already shows.
// When the server refused the stream (busy, restarting), the page opens a new
// one after 1, 2, 4 … 30 seconds (with jitter) and never reloads itself.
// gone(): the address answers 404 or its stream says "gone" (a revoked link): the page stops following.
function follow(path, show, gone, status) {
  let last = "", wait = 1000, timer = null;
  const say = status || (() => {});
  function open() {
    timer = null;
    const source = new EventSource(path + "/events" + (last ? "?last=" + encodeURIComponent(last) : ""));
    source.onopen = () => { wait = 1000; say(false); };
    source.onmessage = e => { last = e.lastEventId || last; show(JSON.parse(e.data)); };
    source.addEventListener("gone", () => { source.close(); if (gone) gone(); });
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED) { say(true); return; }   // the browser retries by itself
      say(true);
      fetch(path + ".json", {cache: "no-store"}).then(r => {
        if (r.status === 404 && gone) { gone(); return; }
        if (r.ok) r.json().then(show);
        again();
      }).catch(again);
    };
  }
  function again() {
    if (timer) return;
    timer = setTimeout(open, wait + Math.random() * wait / 2);
    wait = Math.min(30000, wait * 2);
  }
  fetch(path + ".json", {cache: "no-store"}).then(r => {
    if (r.status === 404 && gone) { gone(); return; }
    if (r.ok) r.json().then(show);
    open();
  }).catch(again);
}
