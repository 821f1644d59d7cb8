// The matcher's word lists, read by normalizeForMatching in matching.ts. They are machine data,
// not text anyone reads: colloquial spellings on purpose, and every entry in normalizePersian's form, where a
// half-space (ZWNJ) has become a space. The orthography test leaves this one file out for that reason.

/** Colloquial verb endings after 'می'/'نمی' (and alone), to their written forms. */
export const VERB_STEMS: Record<string, string> = {
  شه: 'شود',
  شن: 'شوند',
  شود: 'شود',
  شوند: 'شوند',
  کنه: 'کند',
  کنن: 'کنند',
  کند: 'کند',
  کنند: 'کنند',
  خوام: 'خواهم',
  خواهم: 'خواهم',
  خواد: 'خواهد',
  خواهد: 'خواهد',
  گن: 'گویند',
  گه: 'گوید',
  گویند: 'گویند',
  گوید: 'گوید',
  ده: 'دهد',
  دن: 'دهند',
  دهد: 'دهد',
  دهند: 'دهند',
  ره: 'رود',
  رن: 'روند',
  رود: 'رود',
  تونه: 'تواند',
  تونن: 'توانند',
  تواند: 'تواند',
  خوره: 'خورد',
  خورد: 'خورد',
  زنه: 'زند',
  زند: 'زند',
  رسه: 'رسد',
  رسد: 'رسد',
  مونه: 'ماند',
  ماند: 'ماند',
  گیره: 'گیرد',
  گیرن: 'گیرند',
  گیرد: 'گیرد',
  بره: 'برد',
  برد: 'برد',
  یاد: 'آید',
  اد: 'آید',
  آید: 'آید',
  اره: 'آورد',
  یاره: 'آورد',
  آورد: 'آورد',
  دونم: 'دانم',
  دانم: 'دانم',
  دونه: 'داند',
  داند: 'داند',
  بینه: 'بیند',
  بیند: 'بیند',
  کشه: 'کشد',
  کشد: 'کشد',
  افته: 'افتد',
  افتد: 'افتد',
};

/** Whole colloquial words to their written forms (after normalizePersian; 'می' forms are handled above). */
export const WORDS: Record<string, string> = {
  چیه: 'چیست',
  اینه: 'این است',
  اونه: 'آن است',
  اون: 'آن',
  اونا: 'آن',
  اینا: 'این',
  دیگه: 'دیگر',
  یه: 'یک',
  تومن: 'تومان',
  گرون: 'گران',
  ارزون: 'ارزان',
  بخاطر: 'به خاطر',
  خونه: 'خانه',
  نون: 'نان',
  جدیده: 'جدید',
  قدیمیه: 'قدیمی',
  جعلیه: 'جعلی',
  تعطیله: 'تعطیل است',
  تعطیلن: 'تعطیل هستند',
  واقعیه: 'واقعی',
  رایگانه: 'رایگان',
  امساله: 'امسال',
  هستش: 'است',
  هستن: 'هستند',
  ویدیو: 'ویدئو',
  ویدیوی: 'ویدئوی',
  بلیط: 'بلیت',
  دانشجوها: 'دانشجویان',
  بازنشسته: 'بازنشستگان',
};

/**
 * Words that carry no meaning for matching: question words, fillers and the commonest function words.
 * They are dropped from the question, so a candidate is ranked by how much of the rest it covers.
 */
export const STOP_WORDS = new Set(
  (
    'آیا ایا درسته درست است راسته راست صحت دارد داره حقیقت واقعا واقعاً واقعیت میخواستم خواستم بدونم ' +
    'لطفا لطفاً سلام ممنون مرسی بررسی کنید کنین شنیدم میگن گفتن گفتند گویند می نمی ' +
    'که را رو و در به از با برای تا هم یا این آن است هست هستند بود شد شده شدن ' +
    'چی چیست چه چرا کی کجا چطور چگونه ها های ای یک خبر ادعا ادعای ' +
    // light verbs: almost every subject has them, so they only add noise
    'شود شوند کند کنند دارد دارند'
  ).split(' '),
);
// the particles 'می'/'نمی' are dropped too: 'می شود' keeps 'شود', which the stored 'می شود' contains
