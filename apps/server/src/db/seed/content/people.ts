// Demo accounts. Every person is fictional. A `portrait` is a drawn head-and-shoulders picture, not
// initials: Persian glyphs in SVG depend on fonts the server may not have, and Latin ones misname them.

export interface PersonSeed {
  key: string;
  mobile: string;
  role: 1 | 2 | 3 | 4 | 5;
  firstName: string;
  lastName: string;
  gender: 1 | 2;
  abstract: string;
  /** whether the account gets a generated portrait as its avatar */
  portrait?: true;
  isActive?: boolean;
  /** days before seeding the account was created */
  joinedDaysAgo: number;
}

/** One account per role N with mobile 0912000000N (server-rules section 3), then more board members and users. */
export const PEOPLE: readonly PersonSeed[] = [
  {
    key: 'regular',
    mobile: '09120000001',
    role: 1,
    firstName: 'محمد',
    lastName: 'صادقی',
    gender: 1,
    abstract: '',
    joinedDaysAgo: 75,
  },
  {
    key: 'superAdmin',
    mobile: '09120000002',
    role: 2,
    firstName: 'علی',
    lastName: 'محمدی',
    gender: 1,
    abstract:
      'مدیر فنی و راهبر سامانه راستی. مسئول مدیریت کاربران، نقش‌ها و تنظیمات کلی درگاه است و پیش از این در چند پروژه رسانه‌ای دیجیتال فعالیت داشته است.',
    portrait: true,
    joinedDaysAgo: 120,
  },
  {
    key: 'admin',
    mobile: '09120000003',
    role: 3,
    firstName: 'زهرا',
    lastName: 'کاظمی',
    gender: 2,
    abstract:
      'دبیر بخش راستی‌آزمایی و مسئول انتشار موضوعات روز. کارشناس ارشد روزنامه‌نگاری با هشت سال سابقه کار در تحریریه‌های خبری.',
    portrait: true,
    joinedDaysAgo: 118,
  },
  {
    key: 'board',
    mobile: '09120000004',
    role: 4,
    firstName: 'مریم',
    lastName: 'احمدی',
    gender: 2,
    abstract:
      'دکترای اپیدمیولوژی و دانشیار دانشکده بهداشت. پژوهش‌های او بر بیماری‌های واگیر و ارتباطات سلامت متمرکز است و در سال‌های اخیر درباره اثر اطلاعات نادرست پزشکی بر رفتار مردم مقاله‌های متعددی منتشر کرده است.',
    portrait: true,
    joinedDaysAgo: 110,
  },
  {
    key: 'editor',
    mobile: '09120000005',
    role: 5,
    firstName: 'رضا',
    lastName: 'جعفری',
    gender: 1,
    abstract:
      'سردبیر گزارش‌های بررسی راستی. پیش از پیوستن به تیم، دبیر سرویس اجتماعی یک روزنامه سراسری بوده و در زمینه روزنامه‌نگاری داده تدریس می‌کند.',
    portrait: true,
    joinedDaysAgo: 115,
  },
  {
    key: 'boardEconomy',
    mobile: '09120000041',
    role: 4,
    firstName: 'علیرضا',
    lastName: 'کریمی',
    gender: 1,
    abstract:
      'دکترای اقتصاد و استادیار دانشکده اقتصاد. حوزه تخصصی او اقتصاد کلان و سیاست‌های پولی است. او در تحلیل آمارهای رسمی تورم، اشتغال و بودجه سابقه‌ای طولانی دارد.',
    portrait: true,
    joinedDaysAgo: 105,
  },
  {
    key: 'boardOutlets',
    mobile: '09120000042',
    role: 4,
    firstName: 'سارا',
    lastName: 'موسوی',
    gender: 2,
    abstract:
      'دکترای علوم ارتباطات و دانشیار گروه رسانه. پژوهشگر سواد رسانه‌ای و شیوه‌های انتشار شایعه در شبکه‌های اجتماعی است و دوره‌های آموزشی راستی‌آزمایی برای خبرنگاران برگزار می‌کند.',
    portrait: true,
    joinedDaysAgo: 100,
  },
  {
    key: 'boardTech',
    mobile: '09120000043',
    role: 4,
    firstName: 'حمید',
    lastName: 'رضایی',
    gender: 1,
    abstract:
      'دکترای مهندسی کامپیوتر و استادیار دانشکده برق و کامپیوتر. پژوهش‌های او در زمینه امنیت سایبری و تشخیص محتوای جعلی تولیدشده با هوش مصنوعی است.',
    portrait: true,
    joinedDaysAgo: 95,
  },
  {
    key: 'boardEnvironment',
    mobile: '09120000044',
    role: 4,
    firstName: 'نرگس',
    lastName: 'حسینی',
    gender: 2,
    abstract:
      'دکترای زمین‌شناسی زیست‌محیطی و عضو هیئت علمی پژوهشکده علوم زمین. مطالعات او بر منابع آب زیرزمینی، فرونشست زمین و تغییرات اقلیمی در فلات ایران تمرکز دارد.',
    portrait: true,
    joinedDaysAgo: 90,
  },
  {
    key: 'userFateme',
    mobile: '09350000001',
    role: 1,
    firstName: 'فاطمه',
    lastName: 'نوری',
    gender: 2,
    abstract: '',
    portrait: true,
    joinedDaysAgo: 52,
  },
  {
    key: 'userAmir',
    mobile: '09350000002',
    role: 1,
    firstName: 'امیر',
    lastName: 'طاهری',
    gender: 1,
    abstract: '',
    joinedDaysAgo: 47,
  },
  {
    key: 'userNeda',
    mobile: '09350000003',
    role: 1,
    firstName: 'ندا',
    lastName: 'یوسفی',
    gender: 2,
    abstract: 'دبیر زیست‌شناسی دبیرستان.',
    portrait: true,
    joinedDaysAgo: 40,
  },
  {
    key: 'userHossein',
    mobile: '09350000004',
    role: 1,
    firstName: 'حسین',
    lastName: 'قاسمی',
    gender: 1,
    abstract: '',
    joinedDaysAgo: 33,
  },
  {
    key: 'userLeila',
    mobile: '09350000005',
    role: 1,
    firstName: 'لیلا',
    lastName: 'اکبری',
    gender: 2,
    abstract: '',
    joinedDaysAgo: 21,
  },
  {
    key: 'userBlocked',
    mobile: '09350000006',
    role: 1,
    firstName: 'کامران',
    lastName: 'بهرامی',
    gender: 1,
    abstract: '',
    isActive: false,
    joinedDaysAgo: 28,
  },
];
