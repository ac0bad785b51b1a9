/**
 * The USSD sandbox's phone page: a feature phone's screen and one entry line. Dial a code (`*150*00#`), read each
 * screen, type the answers. It calls the sandbox's own control API (ussd-routes.ts); script and style are files of
 * their own so the page runs under a CSP without 'unsafe-inline'.
 */

export const USSD_PAGE_HTML = `<!doctype html>
<html lang="sw"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>USSD sandbox</title>
<link rel="stylesheet" href="/__sandbox/ussd/phone.css">
<script src="/__sandbox/ussd/phone.js" defer></script>
</head><body>
<main class="phone" aria-label="Simu">
  <div class="speaker" aria-hidden="true"></div>
  <label class="number">Namba ya simu <input id="phone-number" inputmode="tel" value="255712345678" autocomplete="off"></label>
  <output id="screen" class="screen" aria-live="polite">Piga *150*00# kuanza.</output>
  <form id="keypad" class="keypad" novalidate>
    <input id="entry" aria-label="Ingiza" inputmode="tel" autocomplete="off" value="*150*00#">
    <div class="keys">
      <button id="send" type="submit" class="call">Piga</button>
      <button id="cancel" type="button" class="hang">Ghairi</button>
    </div>
  </form>
  <p id="status" class="status">Tayari</p>
</main>
</body></html>`;

export const USSD_PAGE_CSS = `
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;background:#e7ebf0;
  font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2733}
.phone{box-sizing:border-box;width:min(20rem,92vw);margin:1.5rem 0;padding:1.25rem 1rem 1.5rem;background:#23272e;
  border-radius:2.2rem;box-shadow:0 10px 30px rgba(0,0,0,.25)}
.speaker{width:4rem;height:.35rem;margin:0 auto 1rem;border-radius:1rem;background:#4b525c}
.number{display:block;color:#c9d1db;font-size:.75rem;margin-bottom:.5rem}
.number input{display:block;width:100%;box-sizing:border-box;margin-top:.25rem;padding:.35rem .5rem;border-radius:.4rem;
  border:0;background:#3a4049;color:#fff;font-size:.9rem}
.screen{display:block;min-height:11rem;padding:.75rem;border-radius:.5rem;background:#c8e6b8;color:#10210b;
  font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-size:.85rem;line-height:1.35;white-space:pre-wrap;
  overflow-wrap:anywhere}
.keypad{margin-top:.9rem}
.keypad input{width:100%;box-sizing:border-box;padding:.6rem;border-radius:.5rem;border:0;font-size:1.1rem;
  text-align:center;letter-spacing:.05em}
.keys{display:flex;gap:.6rem;margin-top:.7rem}
.keys button{flex:1;padding:.7rem;border:0;border-radius:1.5rem;font-size:1rem;font-weight:600;cursor:pointer;color:#fff}
.call{background:#16a34a}.hang{background:#dc2626}
.status{margin:.8rem 0 0;color:#9aa5b1;font-size:.75rem;text-align:center}`;

export const USSD_PAGE_SCRIPT = `'use strict';
(function () {
  var byId = function (id) { return document.getElementById(id); };
  var screen = byId('screen'), entry = byId('entry'), send = byId('send'), cancel = byId('cancel');
  var status = byId('status'), phone = byId('phone-number'), keypad = byId('keypad');
  var session = null;

  function idle(note) {
    session = null;
    screen.textContent = note || 'Piga *150*00# kuanza.';
    entry.hidden = false;
    entry.value = '*150*00#';
    send.textContent = 'Piga';
    status.textContent = 'Tayari';
  }

  function show(next) {
    session = next;
    screen.textContent = next.screen;
    if (next.status === 'active') {
      entry.hidden = false;
      entry.value = '';
      send.textContent = 'Tuma';
      entry.focus();
    } else {
      entry.hidden = true;
      send.textContent = 'Sawa';
    }
    status.textContent = next.status === 'active' ? 'Kikao kinaendelea' : next.status === 'ended' ? 'Kikao kimeisha' : 'Hitilafu';
  }

  function post(path, body) {
    return fetch('/__sandbox/ussd/' + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body)
    }).then(function (res) {
      return res.json().then(function (json) {
        if (!res.ok) throw new Error(json.error || ('HTTP ' + res.status));
        return json;
      });
    });
  }

  function act() {
    if (session && session.status !== 'active') return Promise.resolve(idle());
    send.disabled = true;
    status.textContent = 'Inatuma…';
    var request = session
      ? post('sessions/' + encodeURIComponent(session.id) + '/input', { text: entry.value.trim() })
      : post('sessions', { phoneNumber: phone.value.trim(), serviceCode: entry.value.trim() });
    return request.then(show, function (err) { idle('Hitilafu: ' + err.message); })
      .then(function () { send.disabled = false; });
  }

  keypad.addEventListener('submit', function (event) { event.preventDefault(); act(); });
  cancel.addEventListener('click', function () { idle('Kikao kimeghairiwa.'); });
  idle();
})();
`;
