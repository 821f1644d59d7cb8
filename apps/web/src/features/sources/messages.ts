// The source screens' Persian text. The spec's own messages (required fields, saved) are the
// contract's SOURCE_MESSAGES; these are the screen's labels and the messages the spec leaves open.

export const SOURCES_TEXT = {
  addSource: 'افزودن منبع جدید',
  addSourceTitle: 'افزودن منبع جدید',
  editSourceTitle: 'ویرایش منبع',
  formLabel: 'فرم منبع',

  publisher: 'خبرگزاری',
  title: 'عنوان',
  link: 'لینک خبر',
  date: 'تاریخ خبر',
  summary: 'چکیده',
  evaluation: 'ارزیابی',
  noEvaluation: 'بدون ارزیابی',
  save: 'ذخیره',
  cancel: 'انصراف',
  saving: 'در حال ذخیره...',
  saveFailed: 'خطا در ثبت منبع. لطفاً دوباره تلاش کنید.',

  edit: (title: string) => `ویرایش منبع ${title}`,
  remove: (title: string) => `حذف منبع ${title}`,
  editShort: 'ویرایش',
  removeShort: 'حذف',
  confirmTitle: 'حذف منبع',
  confirmText: (title: string) => `منبع «${title}» حذف شود؟ این کار بازگشت‌پذیر نیست.`,
  confirmRemove: 'حذف',
  removed: 'منبع با موفقیت حذف شد',
  removeFailed: 'خطا در حذف منبع. لطفاً دوباره تلاش کنید.',

  pageTitle: 'افزودن منبع جدید',
  subject: 'موضوع',
  subjectRequired: 'ابتدا موضوع را انتخاب کنید',
  openSubject: 'مشاهده صفحه موضوع',
} as const;

/** The outlet picker of the source form and of a review's news items. */
export const OUTLET_PICKER_TEXT = {
  label: SOURCES_TEXT.publisher,
  placeholder: 'جستجوی خبرگزاری...',
  none: 'خبرگزاری‌ای یافت نشد',
} as const;

/** The add-source page's subject picker. */
export const SUBJECT_PICKER_TEXT = {
  label: SOURCES_TEXT.subject,
  helperText: 'موضوعی را که این منبع به آن مربوط است جستجو و انتخاب کنید',
  none: 'موضوعی یافت نشد',
} as const;
