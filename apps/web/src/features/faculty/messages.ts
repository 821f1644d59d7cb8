// The faculty screens' Persian text. The sentences the contract also holds (FACULTY_MESSAGES) are
// repeated here so these public pages ship without zod; messages.test.ts keeps both copies the same.

export const FACULTY_TEXT = {
  listTitle: 'اعضای هیئت علمی',
  empty: 'هیچ عضوی یافت نشد',
  noAbstract: 'توضیحات موجود نیست',
  notFound: 'اطلاعات هیئت علمی یافت نشد',
  invalidId: 'شناسه هیئت علمی نامعتبر است',
  itemsTitle: 'مطالب منتشر شده',
  itemsEmpty: 'هیچ مطلبی یافت نشد',
  loadListFailed: 'خطا در دریافت اعضای هیئت علمی',
  loadOneFailed: 'خطا در دریافت اطلاعات هیئت علمی یا مطالب',

  memberTitle: 'عضو هیئت علمی',
  role: 'عضو هیئت علمی',
  listLabel: 'فهرست اعضای هیئت علمی',
  itemsLabel: 'فهرست مطالب منتشر شده',
  loading: 'در حال بارگذاری',
  retry: 'تلاش دوباره',
  backToList: 'بازگشت به فهرست اعضای هیئت علمی',
  avatarOf: (name: string) => `تصویر ${name}`,
  publishedCount: (count: string) => `${count} مطلب منتشر شده`,
  searchLabel: 'جستجو در مطالب',
  searchPlaceholder: 'عنوان مطلب یا موضوع...',
  subjectLink: 'موضوع:',
  noTitle: 'بدون عنوان',
  resultCount: (count: string) => `${count} مطلب`,
} as const;
