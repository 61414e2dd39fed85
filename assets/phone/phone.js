// Star Table's phone page: one seat's packet, shown; a choice, sent. No framework, no build step.
// The server words everything (the packet's messages and this page's own words, in the app's language);
// this file only lays them out, sends {"type": "move", "n", "moment"} and reconnects by itself.
"use strict";
(function () {
  const GROUPS = { card: "cards", facedown: "secrets", quantum: "secrets", on_top: "secrets",
    component: "ship", upgrade: "ship" };
  const BACKOFF = [500, 1000, 2000, 4000, 8000];  // ms before each try again; then every 10 s
  const base = document.body.dataset.base;
  let words = JSON.parse(document.getElementById("words").textContent);
  let socket = null, tries = 0, retry = null, takenOver = false, closed = false, packet = null;

  const $ = (id) => document.getElementById(id);
  const say = (key, fill) => (words[key] || key).replace(/\{(\w+)\}/g, (_, k) => (fill && k in fill ? fill[k] : ""));
  function el(tag, text, cls) {
    const node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = text;
    if (cls) node.className = cls;
    return node;
  }
  function status(text) { $("status").textContent = text || ""; }

  function connect() {
    clearTimeout(retry);
    retry = null;
    if (socket && socket.readyState <= 1) return;
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + location.host + base + "/ws");
    socket.onopen = () => { tries = 0; closed = false; status(""); };
    socket.onmessage = (event) => heard(JSON.parse(event.data));
    socket.onclose = () => {
      socket = null;
      if (takenOver) return;  // another phone plays this seat now: wait for the player to take it back
      status(closed ? say("closed") : say("reconnecting"));
      const wait = closed ? 10000 : BACKOFF[Math.min(tries, BACKOFF.length - 1)];
      tries += 1;
      retry = setTimeout(connect, wait);
    };
  }

  function send(message) {
    if (socket && socket.readyState === 1) socket.send(JSON.stringify(message));
  }

  function heard(message) {
    if (message.type === "packet") {
      packet = message.packet;
      if (packet.words) words = packet.words;
      show(packet);
    } else if (message.type === "refused") {
      const box = $("refused");
      box.textContent = say("refused", { reason: message.reason });
      box.hidden = false;
      status("");
      for (const button of $("choices").querySelectorAll("button")) button.disabled = false;
    } else if (message.type === "taken_over") {
      takenOver = true;
      $("gone-text").textContent = say("taken_over");
      $("take-back").textContent = say("take_back");
      $("gone").hidden = false;
    } else if (message.type === "closing") {
      closed = true;
      status(say("closed"));
    }
  }

  function show(p) {
    document.documentElement.lang = p.language || document.documentElement.lang;
    document.title = p.names[p.seat] + " · " + say("title");
    document.body.dataset.moment = p.moment;
    const who = $("who");
    who.replaceChildren();
    const mark = p.mark || { colour: "", shape: "circle" };  // the seat's colour and shape, as the table draws it
    const dot = el("span", null, "dot " + mark.shape);
    dot.dataset.shape = mark.shape;
    dot.style.background = mark.colour;
    who.append(dot, el("span", p.names[p.seat]));
    const mine = p.your_turn;
    document.body.classList.toggle("mine", mine);
    const badge = $("turn");
    badge.className = "badge" + (mine ? " mine" : "");
    badge.textContent = p.actor === "over" ? say("over") : mine ? say("your_turn") : say("waiting");
    $("prompt").textContent = p.prompt;
    $("refused").hidden = true;
    status("");

    const choices = $("choices");
    choices.replaceChildren();
    for (const choice of p.choices) {
      const button = el("button");
      button.type = "button";
      button.dataset.n = choice.n;
      button.append(el("span", String(choice.n + 1), "n"), el("span", choice.label));
      button.addEventListener("click", () => {
        for (const b of choices.querySelectorAll("button")) b.disabled = true;
        status(say("sent"));
        send({ type: "move", n: choice.n, moment: p.moment });
      });
      choices.append(button);
    }
    $("choices-title").textContent = say("choices");
    $("choices-box").hidden = p.choices.length === 0;

    const own = $("private");
    own.replaceChildren();
    let group = null;
    for (const item of p.private) {
      const heading = GROUPS[item.kind] || "hand";
      if (heading !== group) { own.append(el("h3", say(heading))); group = heading; }
      const card = el("figure", null, "item" + (item.damaged ? " damaged" : ""));
      card.style.margin = "0";
      if (item.sprite) {
        const img = el("img");
        img.src = base + "/a/s/" + item.sprite;
        img.alt = item.words;
        card.append(img);
      }
      card.append(el("figcaption", item.words));
      if (item.count && item.count > 1) card.append(el("span", "×" + item.count, "count"));
      const note = item.damaged ? say("damaged")
        : item.kind === "facedown" ? say("facedown", { where: item.where })
        : item.kind === "on_top" ? say("on_top", { where: item.where })
        : item.kind === "quantum" ? say("quantum") : null;
      if (note) card.append(el("span", note, "note"));
      own.append(card);
    }
    $("private-title").textContent = say("hand");
    $("private-box").hidden = p.private.length === 0;

    const results = $("results-box");
    results.hidden = !p.result;
    if (p.result) {
      $("results-title").textContent = say("results");
      $("headline").textContent = p.result.headline;
      // worded as the table's results screen words them: its headings, places and scores (no place for one)
      const r = p.result, solo = p.names.length === 1;
      const table = $("results");
      table.replaceChildren();
      const head = el("tr");
      if (!solo) head.append(el("th", r.headings.place));
      head.append(el("th", r.headings.player), el("th", r.headings.score, "score"));
      table.append(head);
      const order = p.names.map((_, s) => s).sort((a, b) => r.ranks[a] - r.ranks[b] || a - b);
      for (const s of order) {
        const row = el("tr", null, s === p.seat ? "me" : "");
        if (!solo) row.append(el("td", r.places[s]));
        row.append(el("td", p.names[s]), el("td", r.shown_scores[s], "score"));
        table.append(row);
      }
      // the game's own lines under the table, in the table's tones (All in All's sets, 42's final scoring...)
      const summary = $("summary");
      summary.replaceChildren(...r.summary.map((line) => el("li", line.words, line.tone)));
      summary.hidden = r.summary.length === 0;
      $("tie-breaks").textContent = r.tie_break_line;
      $("tie-breaks").hidden = !r.tie_break_line;
    }

    const log = $("log");
    log.replaceChildren();
    for (const line of p.log.slice().reverse()) log.append(el("li", line));
    $("log-title").textContent = say("log");
    $("log-box").hidden = p.log.length === 0;
  }

  $("take-back").addEventListener("click", () => {
    takenOver = false;
    $("gone").hidden = true;
    tries = 0;
    connect();
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && !takenOver && !socket) connect();
  });
  status(say("connecting"));
  connect();
})();
