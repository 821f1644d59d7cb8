// Categories, evaluations and news outlets of the demo. Every outlet is fictional; links use the reserved
// `.example` top-level domain so no demo link points at a real site.

export const CATEGORIES = {
  health: { title: 'سلامت', color: '#00897b' },
  economy: { title: 'اقتصاد', color: '#f57c00' },
  tech: { title: 'فناوری', color: '#1e88e5' },
  environment: { title: 'محیط زیست', color: '#43a047' },
  sports: { title: 'ورزشی', color: '#e53935' },
  society: { title: 'اجتماعی', color: '#8e24aa' },
  politics: { title: 'سیاسی', color: '#3949ab' },
  science: { title: 'علمی', color: '#6d4c41' },
} as const;
export type CategoryKey = keyof typeof CATEGORIES;

/**
 * Verdicts. The score weights the agency table's 'مجموع' (sum of count × score), so a higher score is a
 * worse verdict and the table ranks rumour spreaders first; an accurate report ('درست') adds nothing.
 */
export const EVALUATIONS = {
  false: {
    title: 'نادرست',
    color: '#d32f2f',
    score: 5,
    description:
      'ادعا با شواهد معتبر و در دسترس تناقض دارد: آمار رسمی، اسناد اصلی یا نظر متخصصان آن را رد می‌کند و هیچ قرینه‌ی قابل اتکایی به سود آن پیدا نشد. ادعایی که بخش اصلی‌اش ساختگی است، حتی اگر جزئیات حاشیه‌ای درستی داشته باشد، در این دسته قرار می‌گیرد.',
  },
  misleading: {
    title: 'گمراه‌کننده',
    color: '#ef6c00',
    score: 4,
    description:
      'ادعا ممکن است بر داده یا رویدادی واقعی تکیه کند، اما آن را چنان ارائه می‌کند که مخاطب به نتیجه‌ای نادرست برسد: مقایسه‌ی ناهمسان، حذف بخشی از آمار، بزرگ‌نمایی یک مورد استثنایی یا نتیجه‌گیری‌ای که از شواهد برنمی‌آید.',
  },
  context: {
    title: 'خارج از بافت',
    color: '#8e24aa',
    score: 3,
    description:
      'نقل‌قول، عکس، ویدئو یا سندی واقعی است، اما در زمان، مکان یا موقعیتی جز موقعیت اصلی‌اش بازنشر شده و معنای تازه‌ای به آن داده شده است؛ برای مثال تصویر یک سیل قدیمی که رویداد امروز معرفی می‌شود.',
  },
  half: {
    title: 'نیمه‌درست',
    color: '#f9a825',
    score: 2,
    description:
      'بخشی از ادعا با شواهد تأیید می‌شود و بخش دیگری نادرست، اغراق‌آمیز یا نیازمند توضیح مهمی است که گوینده از آن گذشته است. خواننده با دانستن همه‌ی واقعیت‌ها برداشت متفاوتی از ادعا خواهد داشت.',
  },
  unproven: {
    title: 'اثبات‌نشده',
    color: '#546e7a',
    score: 1,
    description:
      'با جست‌وجوی منابع در دسترس نه شاهدی برای تأیید ادعا یافتیم و نه دلیلی قطعی برای رد آن. گوینده مدرکی ارائه نکرده یا منابع موجود با هم در تعارض‌اند؛ با رسیدن شواهد تازه، ارزیابی به‌روز می‌شود.',
  },
  true: {
    title: 'درست',
    color: '#2e7d32',
    score: 0,
    description:
      'ادعا با منابع معتبر و مستقل، مانند آمار رسمی، اسناد اصلی یا گفت‌وگو با متخصصان، تأیید می‌شود و نکته‌ی مهمی از آن جا نیفتاده است.',
  },
} as const;
export type VerdictKey = keyof typeof EVALUATIONS;

export interface OutletSeed {
  name: string;
  englishName: string;
  link: string;
  origin: 1 | 2;
  color: string;
}

export const OUTLETS = {
  avayeShahr: {
    name: 'خبرگزاری آوای شهر',
    englishName: 'Avaye Shahr News Agency',
    link: 'https://www.avayeshahr.example',
    origin: 1,
    color: '#0d47a1',
  },
  sepidedam: {
    name: 'روزنامه سپیده‌دم',
    englishName: 'Sepidedam Daily',
    link: 'https://sepidedam.example',
    origin: 1,
    color: '#37474f',
  },
  titrYek: {
    name: 'پایگاه خبری تیتر یک',
    englishName: 'Titr-e Yek News',
    link: 'https://www.titryek.example',
    origin: 1,
    color: '#b71c1c',
  },
  foriNews: {
    name: 'کانال خبری فوری‌نیوز',
    englishName: 'Fori News Channel',
    link: 'https://forinews.example',
    origin: 1,
    color: '#e65100',
  },
  mehrava: {
    name: 'خبرگزاری مهرآوا',
    englishName: 'Mehrava News Agency',
    link: 'https://www.mehrava.example',
    origin: 1,
    color: '#1b5e20',
  },
  eghtesadPouya: {
    name: 'هفته‌نامه اقتصاد پویا',
    englishName: 'Eghtesad-e Pouya Weekly',
    link: 'https://eghtesadpouya.example',
    origin: 1,
    color: '#ff8f00',
  },
  salamatnameh: {
    name: 'پایگاه سلامت‌نامه',
    englishName: 'Salamatnameh Health Portal',
    link: 'https://www.salamatnameh.example',
    origin: 1,
    color: '#00695c',
  },
  daghtarinha: {
    name: 'صفحه خبری داغ‌ترین‌ها',
    englishName: 'Daghtarinha News Page',
    link: 'https://daghtarinha.example',
    origin: 1,
    color: '#c2185b',
  },
  ofoghFarda: {
    name: 'روزنامه افق فردا',
    englishName: 'Ofogh-e Farda Daily',
    link: 'https://www.ofoghfarda.example',
    origin: 1,
    color: '#4527a0',
  },
  daneshFan: {
    name: 'خبرگزاری دانش و فن',
    englishName: 'Danesh-o-Fan News',
    link: 'https://www.daneshofan.example',
    origin: 1,
    color: '#0277bd',
  },
  golBartar: {
    name: 'پایگاه ورزشی گل برتر',
    englishName: 'Gol-e Bartar Sports',
    link: 'https://golbartar.example',
    origin: 1,
    color: '#2e7d32',
  },
  worldVoice: {
    name: 'رادیو صدای جهان',
    englishName: 'World Voice Radio',
    link: 'https://www.worldvoice.example',
    origin: 2,
    color: '#283593',
  },
  globalLens: {
    name: 'پایگاه خبری گلوبال لنز',
    englishName: 'Global Lens',
    link: 'https://globallens.example',
    origin: 2,
    color: '#00838f',
  },
  asiaHorizon: {
    name: 'شبکه خبری افق آسیا',
    englishName: 'Asia Horizon News',
    link: 'https://www.asiahorizon.example',
    origin: 2,
    color: '#6a1b9a',
  },
  hiddenTruth: {
    name: 'کانال ویدیویی حقیقت پنهان',
    englishName: 'Hidden Truth Channel',
    link: 'https://hiddentruth.example',
    origin: 2,
    color: '#212121',
  },
  northStar: {
    name: 'پایگاه خبری نورث استار',
    englishName: 'North Star Post',
    link: 'https://northstarpost.example',
    origin: 2,
    color: '#455a64',
  },
  donyayeDanesh: {
    name: 'ماهنامه دنیای دانش',
    englishName: 'Donya-ye Danesh Monthly',
    link: 'https://www.donyayedanesh.example',
    origin: 2,
    color: '#5d4037',
  },
} as const satisfies Record<string, OutletSeed>;
export type OutletKey = keyof typeof OUTLETS;
