// Persian text of the question screens that the contract's QUESTION_MESSAGES does not hold.
import { toPersianDigits } from '@rasti/contract/persian';

export const ASK_TEXT = {
  title: 'از من بپرس',
  intro:
    'خبری دیده‌اید که درستی آن برایتان سؤال است؟ عنوان مطلب و علت درخواست بررسی را بنویسید تا کارشناسان ما آن را بررسی کنند.',
  formLabel: 'فرم درخواست بررسی',
  /** shown only with JavaScript off: the form sends through the app (the sign-in code, the pictures) */
  needsScript:
    'برای فرستادن درخواست بررسی، جاوااسکریپت مرورگر را روشن کنید: ورود با کد پیامکی و فرستادن تصویرها بدون آن کار نمی‌کند. بررسی‌ها و موضوعات سایت بدون جاوااسکریپت هم خوانده می‌شوند.',
  titleLabel: 'عنوان مطلب',
  reasonLabel: 'علت درخواست بررسی',
  sourcesLabel: 'منابع',
  sourcesHint: 'اختیاری: پیوند یا نام جایی که خبر را دیده‌اید',
  submit: 'ارسال درخواست',
  picturesLabel: 'تصویرها (اختیاری)',
  picturesHint:
    'تا ۳ تصویر JPEG، PNG یا WebP، هر کدام تا ۱۰ مگابایت. تصویرها را فقط کارشناسان رستی می‌بینند و اطلاعات جانبی آن‌ها (مانند مکان عکس) نگه داشته نمی‌شود.',
  addPicture: 'افزودن تصویر',
  pictureAlt: (n: number) => `تصویر ${toPersianDigits(n)}`,
  removePicture: (n: number) => `حذف تصویر ${toPersianDigits(n)}`,

  dialogTitle: 'ارسال پرسش',
  dialogText:
    'برای دیدن پاسخ پرسش در پروفایل خود، وارد شوید یا ثبت‌نام کنید. می‌توانید پرسش را بدون ورود و به‌صورت ناشناس هم بفرستید.',
  displayNameLabel: 'نام نمایشی (اختیاری)',
  sendAnonymously: 'ارسال ناشناس',
  loginOrRegister: 'ورود / ثبت‌نام',
  cancel: 'انصراف',
} as const;

export const INBOX_TEXT = {
  title: 'گزارش‌های کاربران',
  filtersLabel: 'جستجو و فیلتر گزارش‌ها',
  searchLabel: 'جستجو در گزارش‌ها',
  searchPlaceholder: 'جستجو در عنوان و علت درخواست...',
  subjectFilter: 'موضوع روز',
  all: 'همه',
  withoutSubject: 'بدون موضوع',
  withSubject: 'دارای موضوع',
  tableCaption: 'فهرست گزارش‌های کاربران',
  colTitle: 'عنوان',
  colRequester: 'درخواست‌کننده',
  colDate: 'تاریخ ثبت',
  colSubject: 'موضوع روز',
  colActions: 'مشاهده',
  view: (title: string) => `مشاهده گزارش ${title}`,
  noSubject: '—',
  empty: 'گزارشی یافت نشد',
  pictures: (n: number) => `${toPersianDigits(n)} تصویر`,
  loading: 'در حال بارگذاری',
} as const;

export const DETAIL_TEXT = {
  title: 'گزارش کاربر',
  back: 'بازگشت به گزارش‌ها',
  reportTitle: 'عنوان',
  reason: 'علت درخواست بررسی',
  source: 'منبع',
  noSource: 'منبعی ذکر نشده است',
  deactivatedNote: 'این گزارش غیرفعال شده است.',
  edit: 'ویرایش عنوان و علت درخواست',
  delete: 'حذف گزارش',
  linkedSubject: 'موضوع روز مرتبط',
  subjectSearch: 'جستجوی موضوع روز',
  subjectSearchHint: 'بخشی از عنوان موضوع را بنویسید',
  noSubjectFound: 'موضوعی یافت نشد',
  typeToSearch: 'برای جستجو تایپ کنید',
  viewSubject: 'مشاهده موضوع',
  save: 'ذخیره تغییرات',
  cancel: 'انصراف',
  requester: 'درخواست‌کننده',
  requestDate: 'تاریخ درخواست',
  anonymous: 'ناشناس',
  noAccount: 'این پرسش بدون حساب کاربری ارسال شده است.',
  active: 'فعال',
  blocked: 'مسدود',
  blockUser: 'مسدود کردن کاربر',
  activateUser: 'فعال کردن کاربر',
  confirmTitle: 'حذف گزارش',
  confirmText: 'این گزارش غیرفعال می‌شود و از فهرست گزارش‌ها و صفحه موضوع برداشته می‌شود. ادامه می‌دهید؟',
  confirm: 'حذف',
  invalidId: 'شناسه گزارش نامعتبر است',
  pictures: 'تصویرهای پرسش',
  pictureAlt: (n: number) => `تصویر ${toPersianDigits(n)} پرسش`,
  pictureMatches: 'بررسی‌های منتشرشده‌ای که این تصویر در آن‌ها آمده است:',
  noPictureMatch: 'این تصویر در بررسی‌های منتشرشده پیدا نشد.',
  picturesFailed: 'تصویرهای این پرسش بارگذاری نشد.',
} as const;

/** One link for a whole group of questions that ask the same thing. */
export const GROUP_LINK_TEXT = {
  applyToGroup: (n: number) => `برای همه‌ی ${toPersianDigits(n)} پرسش این گروه هم ثبت شود`,
  linked: (n: number) => `تغییرات با موفقیت ذخیره شد؛ موضوع برای ${toPersianDigits(n)} پرسش این گروه ثبت شد.`,
  unlinked: 'تغییرات با موفقیت ذخیره شد؛ پیوند موضوع از پرسش‌های این گروه برداشته شد.',
} as const;

/** The linked-subject search box of a question's page. */
export const SUBJECT_PICKER_TEXT = {
  label: DETAIL_TEXT.subjectSearch,
  helperText: DETAIL_TEXT.subjectSearchHint,
  none: DETAIL_TEXT.noSubjectFound,
  idle: DETAIL_TEXT.typeToSearch,
} as const;
