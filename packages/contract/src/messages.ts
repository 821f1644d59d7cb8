// Persian messages of spec sections 5 and 8. Where the spec quotes English, this is its Persian.
import { LIMITS } from './limits.ts';
import { toPersianDigits } from './persian.ts';
import { isolateLatin } from './bidi.ts';

/** Any text field over its maximum length (the schemas' shared sentence, contract zod.ts). */
export const textTooLong = (max: number) => `این متن نباید بیشتر از ${toPersianDigits(max)} نویسه باشد.`;

/** A count in Persian digits with the Persian thousands separator (۱٬۰۰۰٬۰۰۰). */
const grouped = (n: number) => toPersianDigits(String(n).replace(/\B(?=(\d{3})+$)/g, '\u066C'));

export const VALIDATION = {
  phoneRequired: 'لطفا شماره تلفن را وارد کنید',
  phoneLength: 'شماره تلفن باید ۱۱ رقم باشد',
  phonePrefix: 'شماره تلفن باید با ۰۹ شروع شود',
  codeIncomplete: 'لطفا هر دو بخش کد را کامل وارد کنید',
  namePrompt: 'لطفا نام و نام خانوادگی خود را وارد کنید.',

  firstNameRequired: 'نام الزامی است',
  lastNameRequired: 'نام خانوادگی الزامی است',
  mobileRequired: 'شماره موبایل الزامی است',
  mobileLength: 'شماره موبایل باید ۱۱ رقم باشد',
  mobilePrefix: 'شماره موبایل باید با ۰۹ شروع شود',
  roleRequired: 'انتخاب نقش الزامی است',
  genderRequired: 'انتخاب جنسیت الزامی است',
  resumeRequired: 'رزومه الزامی است',
  avatarImage: 'تصویر پروفایل باید یک فایل تصویری باشد',

  askBoth: 'لطفا عنوان و علت درخواست بررسی را وارد کنید!',
  askTitle: 'لطفا عنوان را وارد کنید!',
  askReason: 'لطفا علت درخواست بررسی را وارد کنید!',
} as const;

export const LOGIN_MESSAGES = {
  blocked: 'کاربر گرامی، حساب کاربری شما مسدود شده است.',
  sendFailed: 'خطا در ارسال کد. لطفا مجددا تلاش کنید',
  resendFailed: 'خطا در ارسال مجدد کد',
  codeInvalid: 'کد تایید نامعتبر است یا منقضی شده',
  tokenInvalid: 'توکن نامعتبر است. لطفا دوباره وارد شوید',
  serverError: 'خطا در ارتباط با سرور',
} as const;

/** The client request layer (spec section 8). */
export const REQUEST_MESSAGES = {
  noResponse: 'اتصال اینترنت قطع است. لطفاً اتصال خود را بررسی کنید.',
  loginAgain: 'لطفاً دوباره وارد شوید.',
  notFound: 'منبع موردنظر یافت نشد.',
  other: 'خطا در درخواست. لطفاً دوباره تلاش کنید.',
} as const;

/** The global classifier behind the network-error banner (spec section 8). */
export const BANNER_MESSAGES = {
  network: 'ارتباط با سرور برقرار نشد...',
  timeout: 'زمان انتظار به پایان رسید...',
  server: 'خطای سرور: سرویس موقتاً با مشکل مواجه شده است.',
  notFound: 'منبع درخواستی یافت نشد.',
  unauthorized: 'در احراز هویت شما مشکلی پیش آمده است. لطفاً مجدداً وارد شوید.',
  forbidden: 'شما مجوز دسترسی به این بخش را ندارید.',
  unknown: 'خطای ناشناخته رخ داده است.',
} as const;

export const PROFILE_MESSAGES = {
  saved: 'اطلاعات با موفقیت ذخیره شد',
  /** a change of one's own mobile is proven by a code sent to the new number */
  mobileCodeRequired: 'برای تغییر شماره موبایل، کد تاییدی را که به شماره جدید پیامک شد وارد کنید.',
  mobileCodeInvalid: 'کد تایید نادرست است یا منقضی شده است. کد تازه‌ای بگیرید.',
  mobileCodeLength: 'کد تایید باید ۶ رقم باشد.',
  mobileCodeSent: 'کد تایید به شماره جدید پیامک شد.',
  mobileUnchanged: 'این شماره همان شماره فعلی شماست.',
} as const;

export const USER_MESSAGES = {
  edited: 'کاربر با موفقیت ویرایش شد!',
  created: 'کاربر جدید با موفقیت ثبت شد!',
  activated: 'کاربر با موفقیت فعال شد!',
  deactivated: 'کاربر با موفقیت غیرفعال شد!',
  loadListFailed: 'خطا در دریافت اطلاعات کاربران',
  loadOneFailed: 'خطا در دریافت اطلاعات کاربر',
  saveFailed: 'خطا در ثبت/ویرایش کاربر',
  toggleFailed: 'خطا در تغییر وضعیت کاربر',
  notFound: 'کاربر یافت نشد',
  blockConfirmTitle: 'مسدود کردن کاربر',
  blockConfirmText: (name: string) =>
    `حساب «${name}» مسدود می‌شود و تا فعال شدن دوباره نمی‌تواند وارد شود. ادامه می‌دهید؟`,
  blockConfirm: 'مسدود شود',
  blockCancel: 'انصراف',
} as const;

/** A super admin's one-time sign-in link for a staff member (ADR 28). */
export const SIGN_IN_LINK_MESSAGES = {
  create: 'ساخت پیوند ورود یک‌باره',
  title: 'پیوند ورود یک‌باره',
  explain: (minutes: number) =>
    `این پیوند را از راهی مطمئن به همکارتان بدهید. فقط یک بار و تا ${toPersianDigits(minutes)} دقیقه دیگر کار می‌کند و بدون کد پیامکی او را وارد حساب خودش می‌کند. ساختن پیوند تازه، پیوند پیشین را باطل می‌کند.`,
  copy: 'رونوشت پیوند',
  copied: 'پیوند رونوشت شد.',
  close: 'بستن',
  createFailed: 'ساخت پیوند ورود ممکن نشد.',
  staffOnly: 'پیوند ورود یک‌باره فقط برای کارکنان فعال ساخته می‌شود.',
  invalid: 'این پیوند ورود نامعتبر است، منقضی شده یا پیش‌تر به کار رفته است. از مدیر سایت پیوند تازه بخواهید.',
  signingIn: 'در حال ورود…',
  goToLogin: 'ورود با کد پیامکی',
} as const;

/** Server-side error sentences (server-rules section 2). */
export const SERVER_MESSAGES = {
  validation: 'اطلاعات ارسال‌شده معتبر نیست.',
  fieldRequired: 'این فیلد الزامی است.',
  fieldType: 'نوع مقدار این فیلد درست نیست.',
  unauthorized: 'برای این کار باید وارد شوید.',
  tokenInvalid: 'توکن نامعتبر است یا منقضی شده است.',
  forbidden: 'شما مجوز انجام این کار را ندارید.',
  blocked: LOGIN_MESSAGES.blocked,
  notFound: 'موردی با این مشخصات یافت نشد.',
  routeNotFound: 'آدرس درخواستی وجود ندارد.',
  mobileTaken: 'این شماره موبایل قبلاً ثبت شده است.',
  tooLarge: 'حجم فایل یا درخواست بیش از حد مجاز است.',
  unsupportedMedia: 'نوع فایل پذیرفته نیست.',
  imageOnly: isolateLatin('فقط فایل تصویری (jpeg، png، webp، gif یا avif) پذیرفته می‌شود.'),
  rateLimited: 'تعداد درخواست‌ها بیش از حد مجاز است. لطفاً کمی بعد دوباره تلاش کنید.',
  codeWait: 'برای دریافت کد جدید کمی صبر کنید.',
  smsCeiling: 'ارسال پیامک کد تایید فعلاً ممکن نیست. لطفاً کمی بعد دوباره تلاش کنید.',
  codeInvalid: LOGIN_MESSAGES.codeInvalid,
  codeSent: 'کد تایید ارسال شد.',
  refreshInvalid: 'نشست شما معتبر نیست. لطفاً دوباره وارد شوید.',
  smsFailed: 'خطا در ارسال پیامک. لطفاً کمی بعد دوباره تلاش کنید.',
  formMalformed: 'فرم ارسال‌شده ناقص است یا خوانده نمی‌شود. لطفاً دوباره ارسال کنید.',
  richTextTooLong: `متن نباید بیشتر از ${grouped(LIMITS.richTextMaxChars)} نویسه (بدون تصویرها) باشد.`,
  richTextTooManyElements: `متن بیش از حد بزرگ است: حداکثر ${grouped(LIMITS.richTextMaxElements)} بند، پیوند، تصویر و قالب‌بندی در یک متن پذیرفته می‌شود.`,
  richTextTooDeep: `قالب‌بندی‌های تودرتوی متن بیش از ${toPersianDigits(LIMITS.richTextMaxDepth)} لایه است.`,
  richTextTooHeavy: 'پردازش این متن بیش از حد سنگین است. لطفاً آن را کوتاه‌تر یا ساده‌تر کنید.',
  imageTooLarge: 'حجم تصویر نباید بیشتر از ۵ مگابایت باشد.',
  attachmentTooLarge: 'حجم فایل نباید بیشتر از ۲۰ مگابایت باشد.',
  imageDimensions: 'ابعاد تصویر بیش از حد مجاز است.',
  imageUnreadable: 'فایل تصویر خراب است یا خوانده نمی‌شود.',
  selfBlock: 'نمی‌توانید حساب خودتان را مسدود کنید یا نقش خود را کاهش دهید.',
  lastSuperAdmin: 'آخرین سوپر ادمین فعال را نمی‌توان مسدود کرد یا نقش او را تغییر داد.',
  server: 'خطای سرور رخ داد. لطفاً کمی بعد دوباره تلاش کنید.',
  unavailable: 'سرویس موقتاً در دسترس نیست. لطفاً کمی بعد دوباره تلاش کنید.',
  requestTimeout: 'ارسال درخواست بیش از حد طول کشید. لطفاً دوباره تلاش کنید.',
  headersTooLarge: 'سرآیندهای درخواست بیش از حد بزرگ است.',
  badRequest: 'درخواست نامعتبر است.',
  duplicateHost: isolateLatin('درخواست بیش از یک سرآیند Host دارد.'),
} as const;
