// Demo questions sent through 'از من بپرس': from seeded users, anonymous senders, answered or not.

export interface QuestionSeed {
  title: string;
  summary: string;
  resource: string;
  /** a PEOPLE key; absent for an anonymous sender */
  user?: string;
  /** the name an anonymous sender typed, if any */
  fullName?: string;
  /** a SUBJECTS key when a subject answers the question */
  subject?: string;
  hidden?: boolean;
  /** days before seeding it was sent (answered ones are placed before their subject instead) */
  daysAgo: number;
}

export const QUESTIONS: readonly QuestionSeed[] = [
  {
    user: 'regular',
    title: 'آیا اسکناس‌های ۵۰ هزاری قدیمی باطل می‌شوند؟',
    summary:
      'در گروه خانوادگی پیامی دیدم که می‌گوید تا آخر ماه باید اسکناس‌های قدیمی را به بانک ببریم. مادرم نگران است؛ لطفاً بررسی کنید.',
    resource: 'گروه خانوادگی در پیام‌رسان',
    subject: 'banknotes',
    daysAgo: 40,
  },
  {
    user: 'regular',
    title: 'نوشابه‌های رژیمی و خطر دیابت',
    summary:
      'در یک صفحه خبری خواندم که نوشابه‌های رژیمی بیشتر از نوشابه معمولی باعث دیابت می‌شوند. این ادعا درست است؟',
    resource: 'https://daghtarinha.example/post/diet-soda',
    daysAgo: 3,
  },
  {
    user: 'userFateme',
    title: 'واکسن آنفلوآنزا بیمارم می‌کند؟',
    summary: 'پارسال بعد از واکسن سرما خوردم. دوستانم می‌گویند خود واکسن باعث بیماری می‌شود. امسال بزنم یا نه؟',
    resource: '',
    subject: 'fluVaccine',
    daysAgo: 30,
  },
  {
    user: 'userFateme',
    title: 'سیر خام و فشار خون',
    summary: 'پدرم به جای قرص فشار صبح‌ها سیر خام می‌خورد چون در یک ویدیو دیده. این کار جای دارو را می‌گیرد؟',
    resource: 'ویدیوی بازنشرشده در پیام‌رسان',
    daysAgo: 5,
  },
  {
    user: 'userAmir',
    title: 'پیامک سود سهام عدالت',
    summary: 'پیامکی با لینک برایم آمده که می‌گوید برای دریافت سود سهام عدالت شماره شبا ثبت کنم. معتبر است؟',
    resource: 'پیامک از یک شماره شخصی',
    subject: 'phishingSms',
    daysAgo: 20,
  },
  {
    user: 'userNeda',
    title: 'پیش‌بینی زلزله تهران',
    summary:
      'دانش‌آموزانم پیامی درباره زلزله بزرگ هفته آینده تهران نشانم دادند و خیلی ترسیده‌اند. منبع علمی دارد؟',
    resource: 'https://forinews.example/news/earthquake-warning',
    subject: 'earthquakePrediction',
    daysAgo: 25,
  },
  {
    user: 'userHossein',
    title: 'باطل شدن کارت سوخت‌های قدیمی',
    summary: 'شنیده‌ام کارت سوخت‌های قدیمی از سال آینده کار نمی‌کنند و باید کارت جدید بگیریم. درست است؟',
    resource: '',
    daysAgo: 2,
  },
  {
    user: 'userLeila',
    title: 'آیا مدارس واقعاً مجازی می‌شوند؟',
    summary:
      'برای برنامه‌ریزی کار باید بدانم مدرسه بچه‌ها از ماه آینده مجازی می‌شود یا نه. خبرهای ضدونقیض زیاد است.',
    resource: 'کانال خبری محله',
    subject: 'onlineSchools',
    daysAgo: 12,
  },
  {
    user: 'userBlocked',
    title: 'فروش ویژه فالوور',
    summary: 'برای خرید فالوور و لایک ارزان به آیدی ما پیام دهید. تخفیف ویژه این هفته.',
    resource: 'https://spam.example/followers',
    hidden: true,
    daysAgo: 9,
  },
  {
    fullName: 'مینا',
    title: 'ون سفید و کودک‌ربایی',
    summary: 'در گروه مدرسه پیام صوتی درباره ون سفیدی که بچه‌ها را می‌دزدد پخش شده. آیا پلیس تأیید کرده است؟',
    resource: 'پیام صوتی در گروه اولیای مدرسه',
    subject: 'whiteVan',
    daysAgo: 15,
  },
  {
    title: 'ویدیوی سیل در شمال کشور',
    summary:
      'ویدیویی از سیل در یک شهر شمالی دست‌به‌دست می‌شود و گفته شده مربوط به دیروز است. لطفاً تاریخ آن را بررسی کنید.',
    resource: '',
    daysAgo: 1,
  },
  {
    fullName: 'پدر یک دانش‌آموز',
    title: 'تعطیلی مدارس به دلیل کمبود انرژی',
    summary: 'گفته می‌شود برای صرفه‌جویی در گاز، مدارس تا پایان زمستان تعطیل است. منبع رسمی دارد؟',
    resource: '',
    subject: 'onlineSchools',
    daysAgo: 14,
  },
  {
    title: 'آنتن 5G کنار خانه ما',
    summary:
      'همسایه‌ها می‌گویند آنتن جدید کنار خانه ما سیستم ایمنی را ضعیف می‌کند و باید جمعش کنیم. این درست است؟',
    resource: 'https://hiddentruth.example/videos/5g',
    subject: 'fiveG',
    daysAgo: 22,
  },
  {
    fullName: 'سعید',
    title: 'کشف داروی قطعی آلزایمر',
    summary:
      'خبری خواندم که در یک دانشگاه داخلی داروی قطعی آلزایمر کشف شده و به‌زودی در داروخانه‌ها عرضه می‌شود.',
    resource: 'https://titryek.example/news/alzheimer-cure',
    daysAgo: 4,
  },
];
