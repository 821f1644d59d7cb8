// The news outlets' sentences ('Media', spec section 5, word for word), without zod (ADR 16).
import { isolateLatin } from './bidi.ts';

export const OUTLET_MESSAGES = {
  nameRequired: 'نام فارسی الزامی است',
  englishNameRequired: 'نام انگلیسی الزامی است',
  linkRequired: 'لینک الزامی است',
  linkInvalid: isolateLatin('لینک باید یک نشانی معتبر http یا https باشد'),
  originRequired: 'دسته‌بندی الزامی است',
  logoRequired: 'عکس الزامی است',
  inUse: 'این رسانه منبع ثبت‌شده دارد و قابل حذف نیست.',
  created: 'رسانه جدید با موفقیت ثبت شد!',
  saved: 'تغییرات با موفقیت ذخیره شد!',
  deleted: 'رسانه با موفقیت حذف شد!',
  failed: 'خطا در عملیات. لطفاً دوباره تلاش کنید.',
  deleteFailed: 'خطا در حذف رسانه. لطفاً دوباره تلاش کنید.',
} as const;
