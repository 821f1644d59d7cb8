-- normalizePersian now joins the affixes Persian writes after a half-space, a space or nothing at all
-- ('ها', 'های', 'ی', 'تر', 'ترین' after a word; 'می', 'نمی' before it): 'اسکناس‌های', 'اسکناس های' and
-- 'اسکناسهای' are one text. The stored normalised columns get the same fold (AFFIX_FOLD in the contract's
-- persian.ts, the same two regular expressions); only rows it changes are written. The trigram indexes
-- stay as they are: they index these columns, whatever their text.
UPDATE "subjects" SET "search_text" = regexp_replace(regexp_replace(search_text, '(?<=[\u0620-\u06FF]) (هایی|های|ها|ترین|تری|تر|ایی|ای|ی)(?= |$)', '\1', 'g'), '(^| )(نمی|می) (?=[\u0620-\u06FF])', '\1\2', 'g')
  WHERE "search_text" ~ '(?<=[\u0620-\u06FF]) (هایی|های|ها|ترین|تری|تر|ایی|ای|ی)(?= |$)' OR "search_text" ~ '(^| )(نمی|می) (?=[\u0620-\u06FF])';--> statement-breakpoint
UPDATE "reviews" SET "search_text" = regexp_replace(regexp_replace(search_text, '(?<=[\u0620-\u06FF]) (هایی|های|ها|ترین|تری|تر|ایی|ای|ی)(?= |$)', '\1', 'g'), '(^| )(نمی|می) (?=[\u0620-\u06FF])', '\1\2', 'g')
  WHERE "search_text" ~ '(?<=[\u0620-\u06FF]) (هایی|های|ها|ترین|تری|تر|ایی|ای|ی)(?= |$)' OR "search_text" ~ '(^| )(نمی|می) (?=[\u0620-\u06FF])';--> statement-breakpoint
UPDATE "questions" SET "search_text" = regexp_replace(regexp_replace(search_text, '(?<=[\u0620-\u06FF]) (هایی|های|ها|ترین|تری|تر|ایی|ای|ی)(?= |$)', '\1', 'g'), '(^| )(نمی|می) (?=[\u0620-\u06FF])', '\1\2', 'g')
  WHERE "search_text" ~ '(?<=[\u0620-\u06FF]) (هایی|های|ها|ترین|تری|تر|ایی|ای|ی)(?= |$)' OR "search_text" ~ '(^| )(نمی|می) (?=[\u0620-\u06FF])';--> statement-breakpoint
UPDATE "outlets" SET "search_text" = regexp_replace(regexp_replace(search_text, '(?<=[\u0620-\u06FF]) (هایی|های|ها|ترین|تری|تر|ایی|ای|ی)(?= |$)', '\1', 'g'), '(^| )(نمی|می) (?=[\u0620-\u06FF])', '\1\2', 'g')
  WHERE "search_text" ~ '(?<=[\u0620-\u06FF]) (هایی|های|ها|ترین|تری|تر|ایی|ای|ی)(?= |$)' OR "search_text" ~ '(^| )(نمی|می) (?=[\u0620-\u06FF])';--> statement-breakpoint
UPDATE "users" SET "search_text" = regexp_replace(regexp_replace(search_text, '(?<=[\u0620-\u06FF]) (هایی|های|ها|ترین|تری|تر|ایی|ای|ی)(?= |$)', '\1', 'g'), '(^| )(نمی|می) (?=[\u0620-\u06FF])', '\1\2', 'g')
  WHERE "search_text" ~ '(?<=[\u0620-\u06FF]) (هایی|های|ها|ترین|تری|تر|ایی|ای|ی)(?= |$)' OR "search_text" ~ '(^| )(نمی|می) (?=[\u0620-\u06FF])';--> statement-breakpoint
UPDATE "categories" SET "title_key" = regexp_replace(regexp_replace(title_key, '(?<=[\u0620-\u06FF]) (هایی|های|ها|ترین|تری|تر|ایی|ای|ی)(?= |$)', '\1', 'g'), '(^| )(نمی|می) (?=[\u0620-\u06FF])', '\1\2', 'g')
  WHERE "title_key" ~ '(?<=[\u0620-\u06FF]) (هایی|های|ها|ترین|تری|تر|ایی|ای|ی)(?= |$)' OR "title_key" ~ '(^| )(نمی|می) (?=[\u0620-\u06FF])';
