// Persian text of the accounts screens that the contract's messages.ts does not hold.

export const ACCOUNT_TEXT = {
  loginTitle: 'ورود به حساب کاربری',
  loginIntro: 'برای ورود یا ثبت‌نام، شماره موبایل خود را وارد کنید.',
  phoneLabel: 'شماره تلفن همراه',
  sendCode: 'ارسال کد',
  codeIntro: (phone: string) => `کد تایید ارسال‌شده به شماره ${phone} را وارد کنید.`,
  codeGroupLabel: 'کد تایید ۶ رقمی',
  codeFirstPart: 'سه رقم اول کد',
  codeSecondPart: 'سه رقم دوم کد',
  verify: 'تایید و ورود',
  resend: 'ارسال مجدد کد',
  resendIn: (seconds: string) => `ارسال مجدد کد تا ${seconds} ثانیه دیگر`,
  changeNumber: 'تغییر شماره',
  backHome: 'بازگشت به صفحه اصلی',

  nameGateTitle: 'تکمیل اطلاعات حساب',
  send: 'ارسال',

  firstName: 'نام',
  lastName: 'نام خانوادگی',
  mobile: 'شماره موبایل',
  gender: 'جنسیت',
  genderNone: 'انتخاب نشده',
  description: 'توضیحات',
  role: 'نقش',

  profileNav: 'بخش‌های پروفایل',
  myProfile: 'پروفایل من',
  editProfileTitle: 'پروفایل',
  editProfileLink: 'ویرایش پروفایل',
  noAbstract: 'بدون توضیحات',
  avatarAlt: (name: string) => (name ? `تصویر پروفایل ${name}` : 'تصویر پروفایل'),
  avatarChoose: 'انتخاب تصویر',
  avatarRemove: 'حذف تصویر',
  save: 'ذخیره',
  saving: 'در حال ذخیره...',
  cancel: 'انصراف',
  loadProfileFailed: 'خطا در دریافت اطلاعات پروفایل',
  saveProfileFailed: 'خطا در ذخیره اطلاعات. لطفا دوباره تلاش کنید',

  myQuestions: 'پرسش‌های من',
} as const;
