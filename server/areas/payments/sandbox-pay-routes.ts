import { Hono, type Context } from '../../http/route-kit';
import QRCode from 'qrcode';
import { languageCodes, type LanguageCode } from '../../../contract/device';
import type { PaymentMethodId } from '../../../contract/payment-methods';
import { formatMoney } from '../../../contract/money';
import { cardDigits, isValidCardNumber, isValidCvn, isValidExpiry } from '../../../contract/rules/card';
import type { Deps } from '../../app-env';
import { escapeHtml, setPlainPageHeaders } from '../../http/html-page';
import { SANDBOX_OTP, SandboxPaymentProvider, type SandboxPayment } from './sandbox-provider';

/**
 * The sandbox provider's hosted pages (ADR 021): what Xendit's or Midtrans's checkout page is for a
 * real provider, served by our server at /sandbox-pay/<provider_ref>, outside /api and outside the
 * storefront (plain HTML, no script). 404 unless the sandbox provider is the configured one, so
 * never in production.
 *
 * Decision: the page's text is English only. It stands for the provider's site, not the shop's
 * (Xendit's and Midtrans's pages offer English too), and the shop's three languages stay in
 * locales/. `?lang=en|id|zh-CN` (the storefront's language) is kept through the steps and picks
 * how the amount is written.
 *
 * Card data (number, expiry, CVN) is typed only here and goes no further than this page's own
 * check: the provider keeps the last four digits, our /api never sees any of it (PCI DSS 3.3.1.2).
 */

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1f2328}
h1{font-size:1.4rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}dt{color:#57606a}dd{margin:0;font-weight:600}
label{display:block;margin:1rem 0 .3rem}input[type=text],input[inputmode]{width:100%;box-sizing:border-box;padding:.6rem;font:inherit;border:1px solid #8c959f;border-radius:4px}
.check{display:flex;gap:.5rem;align-items:center;margin:1rem 0}.check label{margin:0}
button{margin:.8rem .6rem 0 0;padding:.6rem 1.2rem;font:inherit;border-radius:4px;border:1px solid #1f2328;background:#fff;color:#1f2328;cursor:pointer}
button.primary{background:#0b57d0;border-color:#0b57d0;color:#fff}
:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}button.primary:focus-visible{outline-color:#1f2328}
.note{color:#57606a;font-size:.9rem}.error{color:#b3261e;font-weight:600}.code{font:600 1.6rem ui-monospace,monospace;letter-spacing:.1em}
.qr svg{width:14rem;height:14rem}`;

function page(c: Context, status: 200 | 400 | 404 | 409, title: string, body: string) {
  setPlainPageHeaders(c);
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox payment provider</title><style>${STYLE}</style></head>
<body><main><p class="note">Sandbox payment provider: no real money moves.</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    status,
  );
}

const languageOf = (c: Context): LanguageCode => {
  const lang = c.req.query('lang');
  return (languageCodes as readonly string[]).includes(lang ?? '') ? (lang as LanguageCode) : 'en';
};

/** How the provider names the methods on its page (its brand names, English). */
const METHOD_NAMES: Record<PaymentMethodId, string> = {
  gopay: 'GoPay',
  ovo: 'OVO',
  dana: 'DANA',
  qris: 'QRIS',
  card: 'Credit or debit card',
  va_bca: 'BCA virtual account',
  va_bni: 'BNI virtual account',
  va_mandiri: 'Mandiri virtual account',
  alfamart: 'Alfamart',
  indomaret: 'Indomaret',
  paynow: 'PayNow',
  grabpay: 'GrabPay',
  tng: "Touch 'n Go eWallet",
  fpx: 'FPX online banking',
  cod: 'Cash on delivery',
};

const localeFor: Record<LanguageCode, string> = { en: 'en-SG', id: 'id-ID', 'zh-CN': 'zh-CN' };

function summary(payment: SandboxPayment, lang: LanguageCode) {
  const amount = formatMoney(payment.amountMinor, payment.currency, {
    locale: payment.currency === 'IDR' ? 'id-ID' : localeFor[lang],
  });
  return `<dl><dt>Merchant</dt><dd>${escapeHtml(payment.merchantName)}</dd>
<dt>Order</dt><dd>${escapeHtml(payment.orderNo)}</dd>
<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
<dt>Method</dt><dd>${escapeHtml(METHOD_NAMES[payment.method])}</dd></dl>`;
}

/** The "late webhook" switch: the page decides, the webhook is held back, our status query finds out. */
const holdSwitch = `<div class="check"><input type="checkbox" id="hold" name="hold_webhook" value="1">
<label for="hold">Hold back the webhook (test the shop's status query)</label></div>`;

/** Pay (with its own label), Fail, and Abandon, as one form posting to /decide. */
function decideForm(action: string, payLabel: string, withPay = true) {
  return `<form method="post" action="${action}">${withPay ? holdSwitch : ''}
${withPay ? `<button class="primary" type="submit" name="outcome" value="pay">${escapeHtml(payLabel)}</button>` : ''}
<button type="submit" name="outcome" value="fail">Fail</button>
<button type="submit" name="outcome" value="abandon">Abandon (back to shop)</button></form>`;
}

const notFound = (c: Context) => c.text('Not found', 404);

/** The payment this page is for, or the page that says it cannot be paid. */
function payable(c: Context, sandbox: SandboxPayment | undefined, lang: LanguageCode) {
  if (!sandbox)
    return { answer: page(c, 404, 'Payment not found', '<p>This payment link is not valid.</p>') };
  if (sandbox.status !== 'pending')
    return {
      answer: page(
        c,
        409,
        'Payment closed',
        `${summary(sandbox, lang)}<p>This payment is ${escapeHtml(sandbox.status)}: nothing more to do here.</p>
<p><a href="${escapeHtml(sandbox.returnUrl)}">Back to the shop</a></p>`,
      ),
    };
  return { payment: sandbox };
}

async function formOf(c: Context) {
  const form = await c.req.parseBody().catch(() => undefined);
  return (name: string) => (form && typeof form[name] === 'string' ? (form[name] as string) : '');
}

const base = (ref: string) => `/sandbox-pay/${encodeURIComponent(ref)}`;
const withLang = (path: string, lang: LanguageCode) => `${path}?lang=${encodeURIComponent(lang)}`;

function cardForm(c: Context, payment: SandboxPayment, lang: LanguageCode, error?: string) {
  const action = withLang(`${base(payment.providerRef)}/card`, lang);
  const invalid = error ? ' aria-invalid="true" aria-describedby="card-error"' : '';
  return page(
    c,
    error ? 400 : 200,
    'Pay by card',
    `${summary(payment, lang)}
${error ? `<p id="card-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}">
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required maxlength="23"${invalid}>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" required maxlength="5" placeholder="MM/YY"${invalid}>
<label for="cvn">CVN</label><input id="cvn" name="cvn" inputmode="numeric" autocomplete="cc-csc" required maxlength="4"${invalid}>
<p class="note">Sandbox: any number that passes the Luhn check, e.g. 4111 1111 1111 1111.</p>
<button class="primary" type="submit">Continue</button></form>
${decideForm(withLang(`${base(payment.providerRef)}/decide`, lang), '', false)}`,
  );
}

function challenge(c: Context, payment: SandboxPayment, lang: LanguageCode, error?: string) {
  const invalid = error ? ' aria-invalid="true" aria-describedby="otp-error"' : '';
  return page(
    c,
    error ? 400 : 200,
    '3-D Secure',
    `${summary(payment, lang)}
<p>Your bank asks you to confirm this payment with the code it sent to card ending ${escapeHtml(payment.cardLast4 ?? '')}.</p>
<p class="note">Sandbox: the code is <strong>${SANDBOX_OTP}</strong>.</p>
${error ? `<p id="otp-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${withLang(`${base(payment.providerRef)}/3ds`, lang)}">
<label for="otp">One-time code</label><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" required maxlength="6"${invalid}>
${holdSwitch}
<button class="primary" type="submit">Confirm and pay</button></form>
${decideForm(withLang(`${base(payment.providerRef)}/decide`, lang), '', false)}`,
  );
}

async function mainPage(c: Context, payment: SandboxPayment, lang: LanguageCode) {
  const decide = withLang(`${base(payment.providerRef)}/decide`, lang);
  const action = payment.nextAction;
  if (payment.kind === 'card') return cardForm(c, payment, lang);
  if (action.type === 'qr') {
    const svg = await QRCode.toString(action.qr_string, {
      type: 'svg',
      margin: 4,
      errorCorrectionLevel: 'M',
    });
    return page(
      c,
      200,
      'Scan to pay',
      `${summary(payment, lang)}<div class="qr" role="img" aria-label="QR code to scan with a banking or e-wallet app">${svg}</div>
${decideForm(decide, 'Simulate scan and pay')}`,
    );
  }
  if (action.type === 'payment_code')
    return page(
      c,
      200,
      action.bank ? `Pay by bank transfer (${action.bank})` : `Pay at ${action.counter ?? 'the counter'}`,
      `${summary(payment, lang)}<p>Payment code</p><p class="code">${escapeHtml(action.code)}</p>
${decideForm(decide, action.bank ? 'Simulate the transfer' : 'Simulate paying at the counter')}`,
    );
  return page(
    c,
    200,
    `Pay with ${METHOD_NAMES[payment.method]}`,
    `${summary(payment, lang)}${decideForm(decide, 'Pay')}`,
  );
}

interface Step {
  sandbox: SandboxPaymentProvider;
  payment: SandboxPayment;
  lang: LanguageCode;
}

/** The pages, for the app's own deps: 404 for every path unless the provider is the sandbox (never in production). */
export function sandboxPayRoutes(deps: Pick<Deps, 'payments' | 'production' | 'clock'>) {
  const sandbox =
    !deps.production && deps.payments instanceof SandboxPaymentProvider ? deps.payments : undefined;
  /** Each page: the sandbox on, the payment known and still pending, then the step itself. */
  const step =
    (handler: (c: Context, step: Step) => Response | Promise<Response>) =>
    async (c: Context): Promise<Response> => {
      if (!sandbox) return notFound(c);
      const lang = languageOf(c);
      const { payment, answer } = payable(c, await sandbox.find(c.req.param('ref') ?? ''), lang);
      return payment ? handler(c, { sandbox, payment, lang }) : answer!;
    };
  /** A card's 3-D Secure page comes after its card form only. */
  const afterCard = (handler: (c: Context, step: Step) => Response | Promise<Response>) =>
    step((c, current) =>
      current.payment.cardLast4
        ? handler(c, current)
        : c.redirect(withLang(base(current.payment.providerRef), current.lang), 303),
    );
  return new Hono()
    .get(
      '/sandbox-pay/:ref',
      step((c, { payment, lang }) => mainPage(c, payment, lang)),
    )
    .post(
      '/sandbox-pay/:ref/card',
      step(async (c, { sandbox, payment, lang }) => {
        if (payment.kind !== 'card') return notFound(c);
        const field = await formOf(c);
        if (
          !isValidCardNumber(field('number')) ||
          !isValidExpiry(field('expiry'), deps.clock.now()) ||
          !isValidCvn(field('cvn'))
        )
          return cardForm(c, payment, lang, 'Check the card number, expiry and CVN.');
        await sandbox.startCardChallenge(payment.providerRef, cardDigits(field('number')));
        return c.redirect(withLang(`${base(payment.providerRef)}/3ds`, lang), 303);
      }),
    )
    .get(
      '/sandbox-pay/:ref/3ds',
      afterCard((c, { payment, lang }) => challenge(c, payment, lang)),
    )
    .post(
      '/sandbox-pay/:ref/3ds',
      afterCard(async (c, { sandbox, payment, lang }) => {
        const field = await formOf(c);
        if (field('otp').trim() !== SANDBOX_OTP)
          return challenge(c, payment, lang, 'That code is not right. Try again.');
        await sandbox.decide(payment.providerRef, 'paid', field('hold_webhook') === '1');
        return c.redirect(payment.returnUrl, 303);
      }),
    )
    .post(
      '/sandbox-pay/:ref/decide',
      step(async (c, { sandbox, payment }) => {
        const field = await formOf(c);
        const outcome = field('outcome');
        const hold = field('hold_webhook') === '1';
        // A card is paid only through its 3-D Secure step: the page offers no Pay button before it.
        if (outcome === 'pay' && payment.kind !== 'card')
          await sandbox.decide(payment.providerRef, 'paid', hold);
        else if (outcome === 'fail') await sandbox.decide(payment.providerRef, 'failed', hold);
        else if (outcome !== 'abandon')
          return page(c, 400, 'Unknown choice', '<p>Go back and choose again.</p>');
        return c.redirect(payment.returnUrl, 303);
      }),
    );
}
