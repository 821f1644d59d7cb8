-- Outlets written before their search text carried the category label ('داخلی' / 'خارجی'): add it, so the
-- /manage-media search finds them by category like outlets written since (media.search-text.ts).
UPDATE outlets
SET search_text = trim(search_text || ' ' || CASE origin WHEN 1 THEN 'داخلی' ELSE 'خارجی' END)
WHERE search_text NOT LIKE '%' || CASE origin WHEN 1 THEN 'داخلی' ELSE 'خارجی' END || '%';
