// The corrections' words on the public pages.

export const CORRECTIONS_TEXT = {
  boxHeading: 'اصلاحیه',
  boxIntro: 'این مطلب پس از انتشار اصلاح شده است:',
  listTitle: 'اصلاحیه‌ها',
  listIntro:
    'هر اصلاحی که پس از انتشار در یک موضوع یا گزارش داده‌ایم، با تاریخش در این فهرست می‌آید؛ تازه‌ترین در بالا.',
  listLabel: 'فهرست اصلاحیه‌ها',
  empty: 'هنوز اصلاحیه‌ای ثبت نشده است.',
  loadFailed: 'فهرست اصلاحیه‌ها بارگذاری نشد.',
  kind: { subject: 'موضوع', review: 'گزارش' },
  on: 'تاریخ اصلاح',
} as const;

/** The edit screens' optional note on a published item. */
export const CORRECTION_FIELD_TEXT = {
  label: 'یادداشت اصلاحیه',
  hint: 'اختیاری. با ذخیره، این یادداشت با تاریخ امروز در کادر «اصلاحیه» بالای همین مطلب و در فهرست اصلاحیه‌ها به‌صورت عمومی نمایش داده می‌شود و پاک نمی‌شود.',
} as const;
