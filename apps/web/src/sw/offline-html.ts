// What the service worker writes into pages: the banner on a kept page, the list on the offline page.
// Plain functions of text, so they are tested without a worker.

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A Jalali date and time, Persian digits, Tehran time: «۸ آذر ۱۴۰۵، ساعت ۲۳:۰۵». */
export function jalaliDateTime(date: Date): string {
  return new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-arabext', {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'Asia/Tehran',
  }).format(date);
}

export const KEPT_BANNER = 'نسخه‌ی ذخیره‌شده، آخرین به‌روزرسانی:';

export function bannerText(keptAt: Date | null): string {
  return keptAt ? `${KEPT_BANNER} ${jalaliDateTime(keptAt)}` : KEPT_BANNER.replace(/:$/, '');
}

/** The banner's markup: a status line above the page, outside the app's root (hydration never sees it). */
export function bannerHtml(text: string): string {
  return (
    `<p id="rasti-kept" role="status" style="margin:0;padding:6px 12px;background:#fff4d6;color:#3d2e00;` +
    `border-bottom:1px solid #e0c46c;font-size:14px;line-height:1.6;text-align:center">${escapeHtml(text)}</p>`
  );
}

/** The page's HTML with the banner right after its <body> tag. */
export function htmlWithBanner(html: string, text: string): string {
  const banner = bannerHtml(text);
  const at = /<body[^>]*>/i.exec(html);
  if (!at) return banner + html;
  const end = at.index + at[0].length;
  return html.slice(0, end) + banner + html.slice(end);
}

export async function withBanner(kept: Response, text: string): Promise<Response> {
  const html = htmlWithBanner(await kept.text(), text);
  const headers = new Headers(kept.headers);
  headers.set('cache-control', 'no-store');
  return new Response(html, { status: 200, headers });
}

export interface KeptPage {
  url: string;
  title: string;
  at: Date | null;
}

const LIST_MARK = '<!--kept-pages-->';
const STYLE_MARK = '<!--stylesheet-->';

/**
 * The offline page (public/offline.html) with the list of kept pages in place of its mark, and the
 * app's stylesheet (its fonts) linked when known.
 */
export function keptListHtml(template: string, kept: readonly KeptPage[], stylesheet?: string): string {
  const items = kept.length
    ? `<ul class="kept">${kept
        .map(
          (page) =>
            `<li><a href="${escapeHtml(page.url)}">${escapeHtml(page.title)}</a>` +
            (page.at ? ` <small>${escapeHtml(jalaliDateTime(page.at))}</small>` : '') +
            '</li>',
        )
        .join('')}</ul>`
    : '<p>هنوز صفحه‌ای در این دستگاه نگه داشته نشده است. صفحه‌هایی که با اینترنت باز کنید، این‌جا می‌مانند.</p>';
  const link = stylesheet ? `<link rel="stylesheet" href="/${stylesheet.replace(/^\//, '')}" />` : '';
  return template.replace(LIST_MARK, () => items).replace(STYLE_MARK, () => link);
}
