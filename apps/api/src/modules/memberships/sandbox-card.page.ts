/**
 * The sandbox provider's card form (decision 0018): a page of its own, put in an iframe on the
 * membership page, like a provider's card element. It talks to the page only by postMessage:
 *   page → form: {source:'wbn-card-host', type:'createPaymentMethod'|'handleAction', requestId, clientSecret?, paymentID?}
 *   form → page: {source:'wbn-card-form', type:'ready'|'change'|'resize'|'paymentMethod'|'actionResult', ...}
 * Card details go from this form to the sandbox provider's endpoint only; the page gets an opaque id.
 * No inline script: the script is its own file (Content-Security-Policy, decision 0016).
 */
import { SANDBOX_CARD_FORM_PATH, SANDBOX_PROVIDER_PREFIX } from '@wbn/contract';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const CARD_SCRIPT_PATH = `${SANDBOX_CARD_FORM_PATH}.js`;

export const cardPageHtml = (publicKey: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Card details (sandbox)</title>
<style>
  *{box-sizing:border-box}
  html,body{margin:0;background:transparent;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a}
  form{display:grid;grid-template-columns:1fr 1fr;gap:10px 12px;padding:2px}
  .full{grid-column:1 / -1}
  label{display:block;font-size:13px;font-weight:600;color:#334155;margin-bottom:4px}
  input{width:100%;height:42px;border:1px solid #cbd5e1;border-radius:8px;padding:0 12px;font:inherit;font-variant-numeric:tabular-nums;background:#fff;color:#0f172a}
  input:focus{outline:2px solid #1f5fa8;outline-offset:0;border-color:#1f5fa8}
  input[aria-invalid=true]{border-color:#dc2626;background:#fef2f2}
  .hint{grid-column:1 / -1;margin:0;font-size:12px;color:#64748b}
  .badge{display:inline-block;padding:1px 6px;border-radius:999px;background:#fef3c7;color:#92400e;font-weight:700;font-size:11px;letter-spacing:.04em;margin-right:4px}
  #action{display:none;border:1px solid #cbd5e1;border-radius:10px;padding:14px;background:#f8fafc}
  #action h2{margin:0 0 6px;font-size:15px}
  #action p{margin:0 0 12px;font-size:13px;color:#475569}
  #action .buttons{display:flex;flex-wrap:wrap;gap:8px}
  button{height:38px;border-radius:8px;padding:0 14px;font:inherit;font-size:14px;font-weight:600;cursor:pointer;border:1px solid #1f5fa8}
  .approve{background:#174c8a;color:#fff}
  .fail{background:#fff;color:#174c8a}
  button:focus-visible{outline:2px solid #1f5fa8;outline-offset:2px}
  body.acting form{display:none}
  body.acting #action{display:block}
  @media (max-width:360px){form{grid-template-columns:1fr}}
</style>
<script src="${CARD_SCRIPT_PATH}" defer></script>
</head>
<body data-key="${esc(publicKey)}" data-endpoint="${SANDBOX_PROVIDER_PREFIX}">
<form id="card" novalidate autocomplete="on">
  <div class="full">
    <label for="number">Card number</label>
    <input id="number" name="cardnumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" aria-invalid="false">
  </div>
  <div>
    <label for="expiry">Expiry (MM / YY)</label>
    <input id="expiry" name="exp-date" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="7" aria-invalid="false">
  </div>
  <div>
    <label for="cvc">Security code</label>
    <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" maxlength="4" aria-invalid="false">
  </div>
  <p class="hint"><span class="badge">SANDBOX</span>No real card is charged. Test cards: 4242 4242 4242 4242 (paid), 4000 0000 0000 0002 (declined).</p>
</form>
<section id="action" aria-labelledby="action-title">
  <h2 id="action-title">Confirm this payment</h2>
  <p>Your bank asks you to confirm this payment (3-D Secure test).</p>
  <div class="buttons">
    <button type="button" class="approve" id="approve">Complete authentication</button>
    <button type="button" class="fail" id="fail">Fail authentication</button>
  </div>
</section>
</body>
</html>`;

/** The form's script, served as a file. Plain ES2017 for every browser the site supports. */
export const CARD_SCRIPT = `(function () {
  'use strict';
  var body = document.body;
  var KEY = body.getAttribute('data-key');
  var ENDPOINT = body.getAttribute('data-endpoint');
  var origin = window.location.origin;
  var number = document.getElementById('number');
  var expiry = document.getElementById('expiry');
  var cvc = document.getElementById('cvc');
  var pendingAction = null;

  function post(msg) {
    msg.source = 'wbn-card-form';
    if (window.parent !== window) window.parent.postMessage(msg, origin);
  }
  function digits(s) { return String(s || '').replace(/\\D/g, ''); }
  function luhn(d) {
    var sum = 0;
    for (var i = 0; i < d.length; i++) {
      var n = Number(d[d.length - 1 - i]);
      if (i % 2 === 1) { n *= 2; if (n > 9) n -= 9; }
      sum += n;
    }
    return d.length > 0 && sum % 10 === 0;
  }
  function brandOf(d) { return /^3[47]/.test(d) ? 'amex' : 'other'; }
  function parseExpiry() {
    var d = digits(expiry.value);
    return { month: d.slice(0, 2), year: d.slice(2) };
  }
  /** The first problem of the form, as a provider words it (null when complete and valid). */
  function problem(final) {
    var n = digits(number.value);
    if (!n) return final ? { code: 'incomplete_number', message: 'Your card number is incomplete.', field: number } : null;
    if (n.length < 12 || (final || n.length >= 16) && !luhn(n)) {
      if (n.length >= 12 || final) return { code: 'invalid_number', message: 'Your card number is invalid.', field: number };
      return null;
    }
    var e = parseExpiry();
    if (e.month.length < 2 || e.year.length < 2) return final ? { code: 'incomplete_expiry', message: "Your card's expiration date is incomplete.", field: expiry } : null;
    var m = Number(e.month);
    if (m < 1 || m > 12) return { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid.", field: expiry };
    var now = new Date();
    var y = 2000 + Number(e.year.slice(0, 2));
    if (y < now.getFullYear() || (y === now.getFullYear() && m < now.getMonth() + 1)) return { code: 'invalid_expiry_year_past', message: "Your card's expiration date is in the past.", field: expiry };
    var c = digits(cvc.value);
    var want = brandOf(n) === 'amex' ? 4 : 3;
    if (c.length < want) return final ? { code: 'incomplete_cvc', message: "Your card's security code is incomplete.", field: cvc } : null;
    if (c.length > want) return { code: 'invalid_cvc', message: "Your card's security code is invalid.", field: cvc };
    return null;
  }
  function mark(p) {
    [number, expiry, cvc].forEach(function (el) { el.setAttribute('aria-invalid', p && p.field === el ? 'true' : 'false'); });
  }
  function change(final) {
    var p = problem(final);
    mark(p);
    var complete = !p && !problem(true);
    var empty = !digits(number.value) && !digits(expiry.value) && !digits(cvc.value);
    post({ type: 'change', complete: complete, empty: empty, error: p ? { code: p.code, message: p.message } : null });
    return p;
  }

  number.addEventListener('input', function () {
    var d = digits(number.value).slice(0, 19);
    var groups = brandOf(d) === 'amex' ? [d.slice(0, 4), d.slice(4, 10), d.slice(10, 15)] : d.match(/.{1,4}/g) || [];
    number.value = groups.filter(Boolean).join(' ');
    change(false);
  });
  expiry.addEventListener('input', function (ev) {
    var d = digits(expiry.value).slice(0, 4);
    if (d.length === 1 && Number(d) > 1) d = '0' + d;
    var deleting = ev.inputType && ev.inputType.indexOf('delete') === 0;
    expiry.value = d.length > 2 || (d.length === 2 && !deleting) ? d.slice(0, 2) + ' / ' + d.slice(2) : d;
    change(false);
  });
  cvc.addEventListener('input', function () { cvc.value = digits(cvc.value).slice(0, 4); change(false); });
  [number, expiry, cvc].forEach(function (el) { el.addEventListener('blur', function () { if (el.value) change(false); }); });
  document.getElementById('card').addEventListener('submit', function (ev) { ev.preventDefault(); });

  function send(path, payload) {
    return fetch(ENDPOINT + path, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer ' + KEY }, body: JSON.stringify(payload), credentials: 'omit' })
      .then(function (res) { return res.json().catch(function () { return {}; }); })
      .catch(function () { return { error: { code: 'api_connection_error', message: 'We could not reach the card provider. Check your connection and try again.' } }; });
  }

  function createPaymentMethod(requestId) {
    var p = change(true);
    if (p) { post({ type: 'paymentMethod', requestId: requestId, error: { code: p.code, message: p.message } }); p.field.focus(); return; }
    var e = parseExpiry();
    send('/payment_methods', { type: 'card', number: digits(number.value), exp_month: e.month, exp_year: e.year, cvc: digits(cvc.value) }).then(function (res) {
      if (res && res.id) post({ type: 'paymentMethod', requestId: requestId, paymentMethod: { id: res.id, card: res.card } });
      else post({ type: 'paymentMethod', requestId: requestId, error: (res && res.error) || { code: 'api_error', message: 'The card could not be checked. Try again.' } });
    });
  }

  function finishAction(approve) {
    if (!pendingAction) return;
    var a = pendingAction;
    pendingAction = null;
    body.classList.remove('acting');
    resize();
    send('/payment_intents/' + encodeURIComponent(a.paymentID) + '/confirm', { client_secret: a.clientSecret, approve: approve }).then(function (res) {
      post({ type: 'actionResult', requestId: a.requestId, status: res && res.status ? res.status : 'declined', error: res && res.error ? res.error : null });
    });
  }
  document.getElementById('approve').addEventListener('click', function () { finishAction(true); });
  document.getElementById('fail').addEventListener('click', function () { finishAction(false); });

  window.addEventListener('message', function (ev) {
    if (ev.origin !== origin || ev.source !== window.parent) return;
    var m = ev.data || {};
    if (m.source !== 'wbn-card-host') return;
    if (m.type === 'createPaymentMethod') createPaymentMethod(m.requestId);
    if (m.type === 'handleAction') {
      var secret = String(m.clientSecret || '');
      pendingAction = { requestId: m.requestId, clientSecret: secret, paymentID: secret.split('_secret_')[0] };
      body.classList.add('acting');
      resize();
      document.getElementById('approve').focus();
    }
    if (m.type === 'focus') number.focus();
  });

  function resize() { post({ type: 'resize', height: Math.ceil(document.documentElement.getBoundingClientRect().height) }); }
  if (window.ResizeObserver) new ResizeObserver(resize).observe(document.documentElement);
  resize();
  post({ type: 'ready' });
})();
`;
