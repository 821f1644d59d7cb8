// The tables behind questionKey in matching.ts (grouping questions that ask the same thing in other words):
// machine data in normalizePersian's form (affixes joined to their words), not text anyone reads, so the
// orthography test leaves this file out as it does matching-words.ts. No maintained npm package stems
// Persian or reads its number words per word (ADR "grouping by the matcher"), hence these small tables.

/** Number words to digits (a number written out and in digits is one word: 'سی', '۳۰', '30'). */
export const NUMBER_WORDS: Record<string, string> = {
  یک: '1',
  دو: '2',
  سه: '3',
  چهار: '4',
  پنج: '5',
  شش: '6',
  شیش: '6',
  هفت: '7',
  هشت: '8',
  نه: '9',
  ده: '10',
  یازده: '11',
  دوازده: '12',
  پانزده: '15',
  بیست: '20',
  سی: '30',
  چهل: '40',
  پنجاه: '50',
  شصت: '60',
  هفتاد: '70',
  هشتاد: '80',
  نود: '90',
  صد: '100',
  دویست: '200',
  سیصد: '300',
  پانصد: '500',
  هزار: '1000',
  میلیون: '1000000',
  میلیارد: '1000000000',
  دوبرابر: '2 برابر',
  سهبرابر: '3 برابر',
  دهبرابر: '10 برابر',
};

/**
 * Words rumours use for one thing, each to the first of its set: the time words ('هفته آینده', 'هفته بعد',
 * 'هفته دیگر'), the names of one event, one object or one act.
 */
const SYNONYM_SETS = [
  'آینده بعد دیگر بعدی آتی',
  'زلزله زمینلرزه',
  'قطع قطعی وصل', // 'وصل نمی‌شود' is asked as often as 'قطع می‌شود'
  'گران گرون افزایش اضافه بیش بالا',
  'ارزان ارزون کاهش',
  'تعطیل تعطیلی بند', // 'بسته' is the verb stem 'بند' by then (VERB_FORMS)
  'مدرسه مدارس',
  'فیلم ویدئو ویدیو کلیپ',
  'عکس تصویر',
  'جعلی فیک ساختگی دروغ',
  'قدیمی قدیم',
  'رایگان مجانی',
  'ممنوع ممنوعیت',
  'حذف لغو کنسل',
  'اجباری الزامی',
  'فوت مرگ درگذشت',
  'بنزین سوخت',
  'پول وجه',
  'کرونا کووید',
  'واکسن واکسیناسیون',
  'برق خاموشی',
  'آب شرب',
  'حقوق دستمزد',
  'یارانه سوبسید',
].map((set) => set.split(' '));

/** Names of one thing written as two words, to one word, before the words are keyed. */
export const PHRASES: [string, string][] = [
  ['زمین لرزه', 'زلزله'],
  ['تخم مرغ', 'تخممرغ'],
  ['جیره بندی', 'جیرهبندی'],
  ['پنج شنبه', 'پنجشنبه'],
  ['رفع فیلتر', 'رفعفیلتر'],
  ['برداشته شدن فیلتر', 'رفعفیلتر'],
  ['فیلتر برداشته', 'رفعفیلتر'],
];

/**
 * The keys that say what a rumour claims happens (rather than what it is about): two questions whose claim
 * keys are both there and have none in common claim different things, however much of their topic they
 * share ('پروازهای مشهد لغو شد' and 'پروازهای مشهد گران شد'). Keys, so after SYNONYMS.
 */
export const CLAIM_KEYS = new Set(
  (
    'گران ارزان تعطیل قطع حذف ممنوع رایگان اجباری جعلی قدیمی فوت نصف برابر کمیاب تمدید پولی ' +
    'آلوده مقاوم کشف درمان تولید رفعفیلتر جیرهبندی ناباروری کلسترول جایزه چاپ تصویب شروع'
  ).split(' '),
);

export const SYNONYMS: Record<string, string> = Object.fromEntries(
  SYNONYM_SETS.flatMap((set) => set.map((word) => [word, set[0]!])),
);

/** Verb forms across tenses to one stem ('رسید', 'رسیده', 'میرسد', 'رسد' → 'رس'). */
const VERB_SETS: [string, string][] = [
  ['رس', 'رسید رسیده رسد میرسد رسیدن'],
  ['بند', 'بست بسته بندد میبندد بستن'],
  ['گیر', 'گرفت گرفته گیرد میگیرد گرفتن'],
  ['ده', 'داد داده دهد میدهد دادن'],
  ['خور', 'خورد خورده میخورد خوردن'],
  ['آی', 'آمد آمده آید میآید اومد اومده'],
  ['یاب', 'یافت یافته یابد مییابد'],
  ['کش', 'کشت کشته کشد میکشد'],
  ['میر', 'مرد مرده میرد میمیرد'],
  ['فروش', 'فروخت فروخته فروشد میفروشد'],
  ['ساز', 'ساخت ساخته سازد میسازد'],
  ['پرداز', 'پرداخت پرداخته پردازد میپردازد'],
  ['ریز', 'ریخت ریخته ریزد میریزد'],
  ['افت', 'افتاد افتاده افتد میافتد'],
];

export const VERB_FORMS: Record<string, string> = Object.fromEntries(
  VERB_SETS.flatMap(([stem, forms]) => forms.split(' ').map((form) => [form, stem])),
);

/**
 * Light verbs and their particles in every tense: a question's meaning is in the word before them
 * ('گران می‌شود', 'گران شد', 'گرانی'), so grouping leaves them out as the matcher leaves 'شود' out.
 */
export const LIGHT_VERBS = new Set(
  (
    'شد شده شدن میشود نمیشود میشوند شوند شود شدند شدهاند کرد کرده کردن کردند میکند میکنند نمیکند ' +
    'کند کنند دارد دارند داشت داشته میدارد هست نیست است بوده باشد میباشد خواهد خواهند ' +
    'میگیرد گرفته زد زده میزند زند رفت رفته میرود رود آمده آی'
  ).split(' '),
);

/** Words whose ending looks like an affix but is not one: left as they are. */
export const STEM_KEEP = new Set(
  (
    'فیلتر دکتر متر کیلومتر لیتر دفتر دختر چتر کبوتر بستر کامپیوتر تئاتر اکثر برتر ' +
    'بازی ماهی کشتی قاضی شاهی سی ری نی کی چی دی وی جی آی ' +
    'ایران تهران گران ارزان نان آبان خیابان زبان جان باران مهران کرمان زنجان همدان ' +
    'سازمان تومان زمان پایان لبنان یونان استان دوران میزان جوان دندان درمان'
  ).split(' '),
);
