// The faculty screens' Persian text that the contract does not hold. The contract's own sentences
// (FACULTY_MESSAGES) come from the zod-free '@rasti/contract/faculty-messages', so these public pages
// ship without zod.

export const FACULTY_TEXT = {
  memberTitle: 'عضو هیئت علمی',
  role: 'عضو هیئت علمی',
  listLabel: 'فهرست اعضای هیئت علمی',
  itemsLabel: 'فهرست مطالب منتشر شده',
  loading: 'در حال بارگذاری',
  backToList: 'بازگشت به فهرست اعضای هیئت علمی',
  avatarOf: (name: string) => `تصویر ${name}`,
  publishedCount: (count: string) => `${count} مطلب منتشر شده`,
  searchLabel: 'جستجو در مطالب',
  searchPlaceholder: 'عنوان مطلب یا موضوع...',
  resultCount: (count: string) => `${count} مطلب`,
} as const;
