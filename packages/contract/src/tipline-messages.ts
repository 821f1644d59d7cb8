import { toPersianDigits } from './persian.ts';

// The messenger tipline (Telegram and Bale bots): where a question was asked, and every sentence the bots
// send. Kept beside the other messages, free of zod, so the web's inbox can name a channel without the
// schema library.

/** Where a question was asked: the site's /ask-me, or one of the bots. */
export const QUESTION_CHANNELS = ['web', 'telegram', 'bale'] as const;
export type QuestionChannel = (typeof QUESTION_CHANNELS)[number];

/** The messengers a tipline bot serves (Bale's Bot API has Telegram's shape). */
export const MESSENGERS = ['telegram', 'bale'] as const;
export type Messenger = (typeof MESSENGERS)[number];

export const QUESTION_CHANNEL_LABELS: Record<QuestionChannel, string> = {
  web: 'وب‌سایت',
  telegram: 'تلگرام',
  bale: 'بله',
};

/** The inbox's note of where a question came from: 'از تلگرام', 'از بله', 'از وب‌سایت'. */
export const channelNote = (channel: QuestionChannel) => `از ${QUESTION_CHANNEL_LABELS[channel]}`;

export const TIPLINE_LIMITS = {
  /** a photo sent to the bot (bytes): larger ones are refused before they are downloaded */
  photoMaxBytes: 10 * 1024 * 1024,
  /** matches offered as buttons at most */
  offered: 3,
  /** a filed question's title, cut from the request's text (the questions table allows 300) */
  titleChars: 200,
  /** a staff reply sent through the bot */
  replyChars: 1000,
  /** a photo caption (Telegram's limit is 1024 characters) */
  captionChars: 1000,
} as const;

const hours = (n: number) => `${toPersianDigits(n)} ساعت`;

/** A verdict card's caption: the verdict, the claim and the link. */
const verdictText = (verdict: string | null, claim: string, url: string) =>
  [verdict ? `نتیجهٔ بررسی: ${verdict}` : 'این ادعا در راستی بررسی شده است.', `ادعا: ${claim}`, url].join(
    '\n\n',
  );

export const TIPLINE_MESSAGES = {
  start: [
    'سلام! این ربات «راستی» است.',
    'خبر، شایعه، پیوند یا عکسی را که درستی‌اش برایتان سؤال است بفرستید (یا برای ما فوروارد کنید). اگر پیش‌تر بررسی شده باشد، همین‌جا نتیجه‌اش را می‌فرستیم؛ اگر تازه باشد، به دبیران راستی می‌رسد و پاسخ در همین گفت‌وگو می‌آید.',
    'آنچه نگه می‌داریم: شناسهٔ این گفت‌وگو و پیام‌ها و عکس‌هایی که می‌فرستید، تا وقتی که خودتان پاکشان کنید. نام و شمارهٔ تلفن شما را نگه نمی‌داریم.',
    'با فرمان /forget همهٔ این‌ها پاک می‌شود. /my درخواست‌های باز شما را نشان می‌دهد و /help راهنماست.',
  ].join('\n\n'),
  help: [
    'راهنمای ربات راستی:',
    '• متن، پیوند، پیام فورواردشده یا عکس (با توضیح یا بی‌توضیح) بفرستید؛ پیام‌هایی که پشت سر هم می‌فرستید یک درخواست حساب می‌شوند.',
    '• /my: درخواست‌های باز شما و وضعیتشان',
    '• /subscribe: خلاصهٔ روزانهٔ گزارش‌های تازه؛ /unsubscribe: لغو آن',
    '• /offline: نسخه‌ی یک‌فایلی راستی برای خواندن بی‌اینترنت',
    '• /forget: پاک کردن پیام‌ها، عکس‌ها و اشتراک‌های شما',
  ].join('\n'),
  /** the answer to /offline: the signed one-file edition, to keep and forward (ADR 41) */
  offline: (url: string) =>
    [
      'نسخه‌ی یک‌فایلی راستی: ۲۰۰ گزارش تازه در یک پرونده‌ی امضاشده که بی‌اینترنت باز می‌شود و می‌توانید آن را برای دیگران بفرستید.',
      url,
      'درستی هر نسخه را در صفحه‌ی «بررسی نسخه‌ی آفلاین» سایت می‌توانید بسنجید.',
    ].join('\n'),
  received:
    'درخواست شما رسید و به فهرست بررسی راستی اضافه شد. هر وقت پاسخ آماده شود، در همین گفت‌وگو برایتان فرستاده می‌شود.',
  several: 'این موارد پیش‌تر بررسی شده‌اند. آیا منظور شما یکی از این‌هاست؟',
  isThisIt: (title: string) => `همین است؟ ${title}`,
  none: 'هیچ‌کدام',
  /** the caption of a verdict card: verdict, claim and link */
  verdict: verdictText,
  /** a filed request answered: the card's caption */
  answered: (verdict: string | null, claim: string, url: string) =>
    `پاسخ درخواست شما در راستی آماده شد.\n\n${verdictText(verdict, claim, url)}`,
  /** a report the chat received was corrected or its verdict changed */
  updated: (verdict: string | null, claim: string, url: string) =>
    `به‌روزرسانی: بررسی‌ای که برایتان فرستاده بودیم تغییر کرده است.\n\n${verdictText(verdict, claim, url)}`,
  /** a channel post's correction note, sent as a reply to the post */
  channelCorrection: (note: string, claim: string, url: string) =>
    `اصلاحیه: این بررسی اصلاح شد.\n\n${note}\n\nادعا: ${claim}\n\n${url}`,
  subscribeChoose:
    'خلاصهٔ روزانهٔ گزارش‌های تازهٔ راستی را از کدام دسته‌بندی‌ها می‌خواهید؟ هر دکمه یک دسته‌بندی را به اشتراکتان می‌افزاید.',
  subscribeAll: 'همهٔ دسته‌بندی‌ها',
  /** the subscription as it now stands; `categories` empty: all */
  subscribed: (categories: string[], hour: number) =>
    `اشتراک شما ثبت شد (${categories.length === 0 ? 'همهٔ دسته‌بندی‌ها' : categories.join('، ')}). هر روز ساعت ${toPersianDigits(hour)} به وقت تهران، اگر گزارش تازه‌ای منتشر شده باشد، تا سه گزارش برایتان فرستاده می‌شود. برای لغو، /unsubscribe را بفرستید.`,
  unsubscribed: 'اشتراک خلاصهٔ روزانهٔ شما لغو شد.',
  notSubscribed: 'اشتراکی ندارید. با /subscribe مشترک شوید.',
  /** the daily digest: up to three new reports, each its verdict, claim and link */
  digest: (items: { verdict: string | null; claim: string; url: string }[]) =>
    [
      'گزارش‌های تازهٔ راستی:',
      ...items.map((i) => `• ${i.verdict ? `${i.verdict}: ` : ''}${i.claim}\n${i.url}`),
    ].join('\n\n'),
  digestHourInvalid: 'ساعت خلاصهٔ روزانه باید عددی درست از ۰ تا ۲۳ باشد.',
  settingsTitle: 'تنظیمات',
  settingsLoadFailed: 'تنظیمات بارگیری نشد. دوباره تلاش کنید.',
  botsTitle: 'ربات‌های پیام‌رسان',
  botsNone: 'هیچ رباتی روشن نیست (توکن تلگرام یا بله تنظیم نشده است).',
  botConnected: 'وصل',
  botDisconnected: 'قطع',
  botLastUpdate: 'آخرین به‌روزرسانی',
  botNoUpdate: 'هنوز پیامی نرسیده',
  botFailures: 'شمار خطاهای اتصال',
  messengerNames: { telegram: 'تلگرام', bale: 'بله' } as Record<'telegram' | 'bale', string>,
  digestHourLabel: 'ساعت خلاصهٔ روزانه (به وقت تهران)',
  digestHourSave: 'ذخیره',
  digestHourSaved: 'ساعت خلاصهٔ روزانه ذخیره شد.',
  offerGone: 'این گزینه‌ها دیگر معتبر نیستند؛ لطفاً پیامتان را دوباره بفرستید.',
  photoPlaceholder: 'عکسی بدون توضیح از پیام‌رسان',
  photoTooLarge: 'این عکس بزرگ‌تر از ۱۰ مگابایت است و ذخیره نشد. لطفاً عکس کوچک‌تری بفرستید.',
  photoUnreadable: 'این فایل عکس JPEG، PNG یا WebP خوانا نیست و ذخیره نشد. لطفاً عکس را دوباره بفرستید.',
  tooMany: (perHour: number) =>
    `در هر ساعت تا ${toPersianDigits(perHour)} درخواست می‌پذیریم و سهم این ساعت شما پر شده است. لطفاً ${hours(1)} دیگر دوباره بفرستید. سپاس از همراهی‌تان.`,
  myNone: 'درخواست بازی ندارید.',
  myTitle: 'درخواست‌های شما:',
  myOpen: 'در انتظار بررسی',
  myAnswered: 'پاسخ داده شد',
  forgotten:
    'پیام‌ها، عکس‌ها و اشتراک‌های این گفت‌وگو پاک شد. پرسش‌هایی که فرستاده بودید بی‌نام در فهرست بررسی می‌مانند.',
  /** a staff reply through the bot, as the chat reads it */
  staffReply: (text: string) => `پیام راستی دربارهٔ درخواست شما:\n\n${text}`,
  replyTitle: 'پاسخ در پیام‌رسان',
  replyHint: 'پیامی کوتاه که ربات برای فرستنده می‌فرستد؛ شناسهٔ گفت‌وگوی او نشان داده نمی‌شود.',
  replyLabel: 'متن پاسخ',
  replySend: 'ارسال پاسخ',
  replyQueued: 'پاسخ شما در صف ارسال به فرستنده قرار گرفت.',
  replyEmpty: 'متن پاسخ خالی است.',
  replyTooLong: `متن پاسخ نباید بیشتر از ${toPersianDigits(1000)} نویسه باشد.`,
  replyNoChat: 'فرستندهٔ این پرسش دیگر در پیام‌رسان در دسترس نیست (گفت‌وگو را پاک کرده یا ربات را بسته است).',
  unknownCommand: 'این فرمان را نمی‌شناسم. /help را ببینید.',
} as const;
