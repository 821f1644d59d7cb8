CREATE TABLE "jalali_years" (
	"year" smallint PRIMARY KEY NOT NULL,
	"nowruz" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outlet_months" (
	"outlet_id" integer NOT NULL,
	"month" integer NOT NULL,
	"evaluation_id" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "outlet_months_outlet_id_month_evaluation_id_pk" PRIMARY KEY("outlet_id","month","evaluation_id")
);
--> statement-breakpoint
CREATE INDEX "sources_outlet_newest_idx" ON "sources" USING btree ("outlet_id","date_published_rumor" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- Nowruz of each Jalali year 1300-1500, from ICU's Persian calendar (Node's Intl, the calendar the pages
-- format dates with).
INSERT INTO jalali_years (year, nowruz) VALUES
  (1300,'1921-03-21'),
  (1301,'1922-03-22'),
  (1302,'1923-03-22'),
  (1303,'1924-03-21'),
  (1304,'1925-03-21'),
  (1305,'1926-03-22'),
  (1306,'1927-03-22'),
  (1307,'1928-03-21'),
  (1308,'1929-03-21'),
  (1309,'1930-03-21'),
  (1310,'1931-03-22'),
  (1311,'1932-03-21'),
  (1312,'1933-03-21'),
  (1313,'1934-03-21'),
  (1314,'1935-03-22'),
  (1315,'1936-03-21'),
  (1316,'1937-03-21'),
  (1317,'1938-03-21'),
  (1318,'1939-03-22'),
  (1319,'1940-03-21'),
  (1320,'1941-03-21'),
  (1321,'1942-03-21'),
  (1322,'1943-03-22'),
  (1323,'1944-03-21'),
  (1324,'1945-03-21'),
  (1325,'1946-03-21'),
  (1326,'1947-03-22'),
  (1327,'1948-03-21'),
  (1328,'1949-03-21'),
  (1329,'1950-03-21'),
  (1330,'1951-03-22'),
  (1331,'1952-03-21'),
  (1332,'1953-03-21'),
  (1333,'1954-03-21'),
  (1334,'1955-03-22'),
  (1335,'1956-03-21'),
  (1336,'1957-03-21'),
  (1337,'1958-03-21'),
  (1338,'1959-03-22'),
  (1339,'1960-03-21'),
  (1340,'1961-03-21'),
  (1341,'1962-03-21'),
  (1342,'1963-03-21'),
  (1343,'1964-03-21'),
  (1344,'1965-03-21'),
  (1345,'1966-03-21'),
  (1346,'1967-03-21'),
  (1347,'1968-03-21'),
  (1348,'1969-03-21'),
  (1349,'1970-03-21'),
  (1350,'1971-03-21'),
  (1351,'1972-03-21'),
  (1352,'1973-03-21'),
  (1353,'1974-03-21'),
  (1354,'1975-03-21'),
  (1355,'1976-03-21'),
  (1356,'1977-03-21'),
  (1357,'1978-03-21'),
  (1358,'1979-03-21'),
  (1359,'1980-03-21'),
  (1360,'1981-03-21'),
  (1361,'1982-03-21'),
  (1362,'1983-03-21'),
  (1363,'1984-03-21'),
  (1364,'1985-03-21'),
  (1365,'1986-03-21'),
  (1366,'1987-03-21'),
  (1367,'1988-03-21'),
  (1368,'1989-03-21'),
  (1369,'1990-03-21'),
  (1370,'1991-03-21'),
  (1371,'1992-03-21'),
  (1372,'1993-03-21'),
  (1373,'1994-03-21'),
  (1374,'1995-03-21'),
  (1375,'1996-03-20'),
  (1376,'1997-03-21'),
  (1377,'1998-03-21'),
  (1378,'1999-03-21'),
  (1379,'2000-03-20'),
  (1380,'2001-03-21'),
  (1381,'2002-03-21'),
  (1382,'2003-03-21'),
  (1383,'2004-03-20'),
  (1384,'2005-03-21'),
  (1385,'2006-03-21'),
  (1386,'2007-03-21'),
  (1387,'2008-03-20'),
  (1388,'2009-03-21'),
  (1389,'2010-03-21'),
  (1390,'2011-03-21'),
  (1391,'2012-03-20'),
  (1392,'2013-03-21'),
  (1393,'2014-03-21'),
  (1394,'2015-03-21'),
  (1395,'2016-03-20'),
  (1396,'2017-03-21'),
  (1397,'2018-03-21'),
  (1398,'2019-03-21'),
  (1399,'2020-03-20'),
  (1400,'2021-03-21'),
  (1401,'2022-03-21'),
  (1402,'2023-03-21'),
  (1403,'2024-03-20'),
  (1404,'2025-03-21'),
  (1405,'2026-03-21'),
  (1406,'2027-03-21'),
  (1407,'2028-03-20'),
  (1408,'2029-03-20'),
  (1409,'2030-03-21'),
  (1410,'2031-03-21'),
  (1411,'2032-03-20'),
  (1412,'2033-03-20'),
  (1413,'2034-03-21'),
  (1414,'2035-03-21'),
  (1415,'2036-03-20'),
  (1416,'2037-03-20'),
  (1417,'2038-03-21'),
  (1418,'2039-03-21'),
  (1419,'2040-03-20'),
  (1420,'2041-03-20'),
  (1421,'2042-03-21'),
  (1422,'2043-03-21'),
  (1423,'2044-03-20'),
  (1424,'2045-03-20'),
  (1425,'2046-03-21'),
  (1426,'2047-03-21'),
  (1427,'2048-03-20'),
  (1428,'2049-03-20'),
  (1429,'2050-03-21'),
  (1430,'2051-03-21'),
  (1431,'2052-03-20'),
  (1432,'2053-03-20'),
  (1433,'2054-03-21'),
  (1434,'2055-03-21'),
  (1435,'2056-03-20'),
  (1436,'2057-03-20'),
  (1437,'2058-03-21'),
  (1438,'2059-03-21'),
  (1439,'2060-03-20'),
  (1440,'2061-03-20'),
  (1441,'2062-03-20'),
  (1442,'2063-03-21'),
  (1443,'2064-03-20'),
  (1444,'2065-03-20'),
  (1445,'2066-03-20'),
  (1446,'2067-03-21'),
  (1447,'2068-03-20'),
  (1448,'2069-03-20'),
  (1449,'2070-03-20'),
  (1450,'2071-03-21'),
  (1451,'2072-03-20'),
  (1452,'2073-03-20'),
  (1453,'2074-03-20'),
  (1454,'2075-03-21'),
  (1455,'2076-03-20'),
  (1456,'2077-03-20'),
  (1457,'2078-03-20'),
  (1458,'2079-03-21'),
  (1459,'2080-03-20'),
  (1460,'2081-03-20'),
  (1461,'2082-03-20'),
  (1462,'2083-03-21'),
  (1463,'2084-03-20'),
  (1464,'2085-03-20'),
  (1465,'2086-03-20'),
  (1466,'2087-03-21'),
  (1467,'2088-03-20'),
  (1468,'2089-03-20'),
  (1469,'2090-03-20'),
  (1470,'2091-03-21'),
  (1471,'2092-03-20'),
  (1472,'2093-03-20'),
  (1473,'2094-03-20'),
  (1474,'2095-03-20'),
  (1475,'2096-03-20'),
  (1476,'2097-03-20'),
  (1477,'2098-03-20'),
  (1478,'2099-03-20'),
  (1479,'2100-03-21'),
  (1480,'2101-03-21'),
  (1481,'2102-03-21'),
  (1482,'2103-03-21'),
  (1483,'2104-03-21'),
  (1484,'2105-03-21'),
  (1485,'2106-03-21'),
  (1486,'2107-03-21'),
  (1487,'2108-03-21'),
  (1488,'2109-03-21'),
  (1489,'2110-03-21'),
  (1490,'2111-03-21'),
  (1491,'2112-03-21'),
  (1492,'2113-03-21'),
  (1493,'2114-03-21'),
  (1494,'2115-03-21'),
  (1495,'2116-03-21'),
  (1496,'2117-03-21'),
  (1497,'2118-03-21'),
  (1498,'2119-03-21'),
  (1499,'2120-03-21'),
  (1500,'2121-03-21');
--> statement-breakpoint
-- The Jalali month (year × 100 + month) of a moment in Tehran; 0 before the calendar's first year.
CREATE OR REPLACE FUNCTION tehran_jalali_month(at timestamptz) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT y.year * 100 + least(12, CASE
      WHEN d.day - y.nowruz < 186 THEN (d.day - y.nowruz) / 31 + 1
      ELSE (d.day - y.nowruz - 186) / 30 + 7 END)
    FROM (SELECT (at AT TIME ZONE 'Asia/Tehran')::date AS day) d
    CROSS JOIN LATERAL (
      SELECT j.year, j.nowruz FROM jalali_years j WHERE j.nowruz <= d.day ORDER BY j.nowruz DESC LIMIT 1
    ) y
  ), 0)
$$;
--> statement-breakpoint
-- Keeps outlet_months equal to the published sources (status 2) of published subjects (status 2), grouped
-- by outlet, Jalali month of the rumour's date (else the source's entry) and evaluation (0 = none): the
-- scores table's rules (migration 0007) with the month beside them, on the same writes. Its triggers are
-- named so they run before the scores table's on every write (sources and subjects alike), so two writes
-- take the counters' rows in one order.
CREATE OR REPLACE FUNCTION outlet_months_source_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outlet_months (outlet_id, month, evaluation_id, n)
  SELECT d.outlet_id, d.month, d.evaluation_id, sum(d.delta)::integer
  FROM (
    SELECT o.outlet_id, tehran_jalali_month(coalesce(o.date_published_rumor, o.created_at)) AS month,
      coalesce(o.evaluation_id, 0) AS evaluation_id, -1 AS delta
    FROM old_rows o JOIN subjects s ON s.id = o.subject_id
    WHERE TG_OP <> 'INSERT' AND o.status = 2 AND s.status = 2
    UNION ALL
    SELECT n.outlet_id, tehran_jalali_month(coalesce(n.date_published_rumor, n.created_at)),
      coalesce(n.evaluation_id, 0), 1
    FROM new_rows n JOIN subjects s ON s.id = n.subject_id
    WHERE TG_OP <> 'DELETE' AND n.status = 2 AND s.status = 2
  ) d
  GROUP BY 1, 2, 3
  HAVING sum(d.delta) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (outlet_id, month, evaluation_id) DO UPDATE SET n = outlet_months.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION outlet_months_source_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outlet_months (outlet_id, month, evaluation_id, n)
  SELECT n.outlet_id, tehran_jalali_month(coalesce(n.date_published_rumor, n.created_at)),
    coalesce(n.evaluation_id, 0), count(*)::integer
  FROM new_rows n JOIN subjects s ON s.id = n.subject_id
  WHERE n.status = 2 AND s.status = 2
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (outlet_id, month, evaluation_id) DO UPDATE SET n = outlet_months.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION outlet_months_source_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outlet_months (outlet_id, month, evaluation_id, n)
  SELECT o.outlet_id, tehran_jalali_month(coalesce(o.date_published_rumor, o.created_at)),
    coalesce(o.evaluation_id, 0), -count(*)::integer
  FROM old_rows o JOIN subjects s ON s.id = o.subject_id
  WHERE o.status = 2 AND s.status = 2
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (outlet_id, month, evaluation_id) DO UPDATE SET n = outlet_months.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sources_outlet_months_insert
  AFTER INSERT ON sources REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION outlet_months_source_insert();
--> statement-breakpoint
CREATE TRIGGER sources_outlet_months_update
  AFTER UPDATE ON sources REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION outlet_months_source_sync();
--> statement-breakpoint
CREATE TRIGGER sources_outlet_months_delete
  AFTER DELETE ON sources REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION outlet_months_source_delete();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION outlet_months_subject_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer;
  target integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 2 THEN RETURN OLD; END IF;
    delta := -1;
    target := OLD.id;
  ELSE
    IF (OLD.status = 2) = (NEW.status = 2) THEN RETURN NEW; END IF;
    delta := CASE WHEN NEW.status = 2 THEN 1 ELSE -1 END;
    target := NEW.id;
  END IF;
  INSERT INTO outlet_months (outlet_id, month, evaluation_id, n)
    SELECT s.outlet_id, tehran_jalali_month(coalesce(s.date_published_rumor, s.created_at)),
      coalesce(s.evaluation_id, 0), delta * count(*)::integer
    FROM sources s WHERE s.subject_id = target AND s.status = 2
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
  ON CONFLICT (outlet_id, month, evaluation_id) DO UPDATE SET n = outlet_months.n + EXCLUDED.n;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER subjects_outlet_months
  AFTER UPDATE OF status ON subjects
  FOR EACH ROW EXECUTE FUNCTION outlet_months_subject_sync();
--> statement-breakpoint
CREATE TRIGGER subjects_outlet_months_delete
  BEFORE DELETE ON subjects
  FOR EACH ROW EXECUTE FUNCTION outlet_months_subject_sync();
--> statement-breakpoint
INSERT INTO outlet_months (outlet_id, month, evaluation_id, n)
SELECT so.outlet_id, tehran_jalali_month(coalesce(so.date_published_rumor, so.created_at)),
  coalesce(so.evaluation_id, 0), count(*)
FROM sources so JOIN subjects s ON s.id = so.subject_id
WHERE so.status = 2 AND s.status = 2
GROUP BY 1, 2, 3;
