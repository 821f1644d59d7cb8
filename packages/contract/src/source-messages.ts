// The sources' sentences ('Rumor': a subject's appearance in an outlet, spec section 3), without zod (ADR 16).
import { isolateLatin } from './bidi.ts';

export const SOURCE_MESSAGES = {
  required: 'لطفاً تمام فیلدهای عنوان و خبرگزاری و چکیده را پر کنید',
  created: 'منبع با موفقیت ثبت شد',
  edited: 'منبع با موفقیت ویرایش شد',
  subjectRequired: 'موضوع منبع مشخص نشده است',
  unknownSubject: 'موضوع انتخاب‌شده وجود ندارد',
  unknownPublisher: 'خبرگزاری انتخاب‌شده وجود ندارد',
  unknownResult: 'ارزیابی انتخاب‌شده وجود ندارد',
  linkInvalid: isolateLatin('لینک باید یک نشانی معتبر http یا https باشد'),
  dateInvalid: 'تاریخ انتشار باید زمان یونیکس (ثانیه) باشد',
} as const;
