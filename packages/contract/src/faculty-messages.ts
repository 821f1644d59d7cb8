// The faculty screens' sentences, kept apart from the zod schemas (faculty.ts, which re-exports them)
// so the public faculty pages and the home page's slideshow load no schema library.

export const FACULTY_MESSAGES = {
  listTitle: 'اعضای هیئت علمی',
  empty: 'هیچ عضوی یافت نشد',
  noAbstract: 'توضیحات موجود نیست',
  notFound: 'اطلاعات هیئت علمی یافت نشد',
  invalidId: 'شناسه هیئت علمی نامعتبر است',
  itemsTitle: 'مطالب منتشر شده',
  itemsEmpty: 'هیچ مطلبی یافت نشد',
  loadListFailed: 'خطا در دریافت اعضای هیئت علمی',
  loadOneFailed: 'خطا در دریافت اطلاعات هیئت علمی یا مطالب',
} as const;
