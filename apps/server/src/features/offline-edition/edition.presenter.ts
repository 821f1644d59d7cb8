// The offline edition's one HTML file: everything inline (styles, the search script, the font subset, small
// WebP pictures as data: addresses) under a strict Content-Security-Policy meta that allows nothing else, so
// the file opened from a phone's storage or a file:// address makes no request of any kind (ADR 41).
import { toPersianDigits } from '@rasti/contract';
import { cspHash } from '../../lib/csp-hash.ts';

export interface EditionReport {
  id: number;
  title: string;
  claim: string;
  verdict: string | null;
  verdictColor: string | null;
  category: string | null;
  summary: string;
  publishedAt: Date;
  /** a small WebP picture as a data: address */
  picture: string | null;
}

export interface EditionPage {
  madeAt: Date;
  origin: string;
  fingerprint: string;
  reports: EditionReport[];
}

export const EDITION_TEXT = {
  title: 'راستی: نسخه‌ی آفلاین',
  lead: 'تازه‌ترین گزارش‌های راستی در یک پرونده، برای خواندن بی‌اینترنت و فرستادن به دیگران.',
  madeAt: 'تاریخ ساخت این نسخه:',
  count: (n: number) => `${toPersianDigits(n)} گزارش`,
  search: 'جست‌وجو در این نسخه',
  searchHint: 'بخشی از ادعا یا عنوان را بنویسید',
  found: (n: number) => `${toPersianDigits(n)} گزارش پیدا شد`,
  none: 'گزارشی با این واژه‌ها در این نسخه نیست.',
  claim: 'ادعا:',
  verdict: 'ارزیابی:',
  published: 'انتشار:',
  genuineTitle: 'این پرونده اصل است؟',
  genuine: (origin: string) =>
    `راستی این پرونده را با کلید خود امضا کرده است. پرونده‌ای که دست‌کاری شده باشد، حتی یک حرف، امضایش درست درنمی‌آید. برای بررسی، پرونده را در صفحه‌ی ${origin}/offline/verify بارگذاری کنید تا بگوید اصل است یا نه و تاریخ کدام نسخه است. اثر انگشت کلید عمومی راستی را با آنچه در صفحه‌ی «درباره‌ی ما» آمده مقایسه کنید:`,
  fileName: 'راستی-نسخه‌ی-آفلاین.html',
} as const;

const JALALI = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-arabext', {
  timeZone: 'Asia/Tehran',
  dateStyle: 'long',
  timeStyle: 'short',
});
const JALALI_DAY = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-arabext', {
  timeZone: 'Asia/Tehran',
  dateStyle: 'long',
});
export const jalaliDateTime = (date: Date): string => JALALI.format(date);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A colour fit for a class in the style sheet (the stored value is checked, never passed through). */
const safeColor = (color: string | null) => (color && /^#[0-9a-fA-F]{3,8}$/.test(color) ? color : '#555');

/** The search: plain, inline, working from file://. It folds Arabic ي/ك, diacritics and half-spaces. */
const SEARCH_SCRIPT = `(function(){
var fold=function(s){return s.toLowerCase().replace(/[\\u064A\\u0649]/g,'\\u06CC').replace(/\\u0643/g,'\\u06A9').replace(/\\u0629/g,'\\u0647').replace(/[\\u0623\\u0625\\u0622]/g,'\\u0627').replace(/[\\u064B-\\u065F\\u0670\\u0640\\u200C\\u200F\\u200E]/g,'').replace(/\\s+/g,' ');};
var input=document.getElementById('q'),status=document.getElementById('found');
var items=[].slice.call(document.querySelectorAll('article'));
var texts=items.map(function(a){return fold(a.textContent);});
function run(){var words=fold(input.value).trim().split(' ').filter(Boolean),n=0;
items.forEach(function(a,i){var ok=words.every(function(w){return texts[i].indexOf(w)>=0;});a.hidden=!ok;if(ok)n++;});
status.textContent=words.length?(n?status.getAttribute('data-found').replace('#',String(n).replace(/\\d/g,function(d){return '۰۱۲۳۴۵۶۷۸۹'[d];})):status.getAttribute('data-none')):'';}
input.addEventListener('input',run);
})();`;

/** The visible text of the page without the font: what the font subset must cover. */
export function editionText(page: EditionPage): string {
  return renderEdition(page, { regular: null, bold: null });
}

export function renderEdition(
  page: EditionPage,
  fonts: { regular: Buffer | null; bold: Buffer | null },
): string {
  const verdictClasses = new Map<string, string>();
  for (const r of page.reports) {
    const color = safeColor(r.verdictColor);
    if (!verdictClasses.has(color)) verdictClasses.set(color, `v${verdictClasses.size}`);
  }
  const face = (font: Buffer | null, weight: number) =>
    font
      ? `@font-face{font-family:Vazirmatn;font-weight:${weight};font-display:swap;src:url(data:font/woff2;base64,${font.toString('base64')}) format('woff2')}`
      : '';
  const style = [
    face(fonts.regular, 400),
    face(fonts.bold, 700),
    'html{font-family:Vazirmatn,Tahoma,sans-serif;line-height:1.8;color:#1b1b1b;background:#f6f6f4}',
    'body{margin:0 auto;max-width:46rem;padding:1rem}',
    'h1{font-size:1.5rem;margin:.5rem 0}h2{font-size:1.1rem;margin:.25rem 0}',
    'header p,footer p{margin:.25rem 0}',
    'label{display:block;font-weight:700;margin-top:1rem}',
    'input{box-sizing:border-box;width:100%;font:inherit;padding:.5rem;border:1px solid #888;border-radius:.5rem}',
    'article{background:#fff;border-radius:.75rem;padding:.75rem 1rem;margin:.75rem 0;overflow:hidden}',
    'article img{float:left;width:6rem;height:auto;border-radius:.5rem;margin:0 .75rem .5rem 0}',
    '.verdict{display:inline-block;color:#fff;border-radius:1rem;padding:0 .6rem;font-size:.9rem}',
    '.meta{color:#555;font-size:.85rem}',
    'code{direction:ltr;unicode-bidi:isolate;display:inline-block;word-break:break-all;font-size:.8rem}',
    'footer{border-top:1px solid #ccc;margin-top:1.5rem;padding-top:.5rem;font-size:.9rem}',
    ...[...verdictClasses].map(([color, name]) => `.${name}{background:${color}}`),
  ].join('\n');
  const csp = [
    "default-src 'none'",
    `style-src ${cspHash(style)}`,
    `script-src ${cspHash(SEARCH_SCRIPT)}`,
    'img-src data:',
    'font-src data:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const articles = page.reports
    .map((r) => {
      const verdict = r.verdict
        ? `<p><span class="verdict ${verdictClasses.get(safeColor(r.verdictColor))}">${EDITION_TEXT.verdict} ${escapeHtml(r.verdict)}</span></p>`
        : '';
      const picture = r.picture ? `<img src="${r.picture}" alt="" width="96">` : '';
      return `<article id="r${r.id}">${picture}<h2>${escapeHtml(r.title)}</h2>${verdict}<p><b>${EDITION_TEXT.claim}</b> ${escapeHtml(r.claim)}</p>${r.summary ? `<p>${escapeHtml(r.summary)}</p>` : ''}<p class="meta">${r.category ? `${escapeHtml(r.category)} | ` : ''}${EDITION_TEXT.published} ${JALALI_DAY.format(r.publishedAt)} | <span dir="ltr">${escapeHtml(page.origin)}/report/${r.id}</span></p></article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="rasti-edition" content="${page.madeAt.toISOString()}">
<meta name="rasti-reports" content="${page.reports.length}">
<title>${EDITION_TEXT.title}</title>
<style>${style}</style>
</head>
<body>
<header>
<h1>${EDITION_TEXT.title}</h1>
<p>${EDITION_TEXT.lead}</p>
<p>${EDITION_TEXT.madeAt} <time datetime="${page.madeAt.toISOString()}">${jalaliDateTime(page.madeAt)}</time> | ${EDITION_TEXT.count(page.reports.length)}</p>
</header>
<main>
<label for="q">${EDITION_TEXT.search}</label>
<input id="q" type="search" placeholder="${EDITION_TEXT.searchHint}" autocomplete="off">
<p id="found" role="status" aria-live="polite" data-found="${EDITION_TEXT.found(0).replace('۰', '#')}" data-none="${EDITION_TEXT.none}"></p>
${articles}
</main>
<footer>
<h2>${EDITION_TEXT.genuineTitle}</h2>
<p>${escapeHtml(EDITION_TEXT.genuine(page.origin))}</p>
<p><code>${page.fingerprint}</code></p>
</footer>
<script>${SEARCH_SCRIPT}</script>
</body>
</html>`;
}
