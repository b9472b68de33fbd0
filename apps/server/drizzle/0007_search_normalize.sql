-- Search form v2 (issue 14): kits' search_text becomes "<name> | <other fields> | <shop name>", each
-- part normalised like packages/contracts normalizeSearch (folded, apostrophes dropped, letters and
-- digits split, other characters spaces, "verka"/"version"/"hinu" unified); auctions' search_text
-- is normalised the same way. This migration recomputes existing rows with the same steps written
-- in SQL (the function lives only for the migration); new rows are written by the server.
CREATE OR REPLACE FUNCTION cg_search_normalize(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT regexp_replace(regexp_replace(regexp_replace(
    trim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
      lower(translate(coalesce(t, ''), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏḐḑḒḓḔḕḖḗḘḙḚḛḜḝḞḟḠḡḢḣḤḥḦḧḨḩḪḫḬḭḮḯḰḱḲḳḴḵḶḷḸḹḺḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṌṍṎṏṐṑṒṓṔṕṖṗṘṙṚṛṜṝṞṟṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯṰṱṲṳṴṵṶṷṸṹṺṻṼṽṾṿẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕẖẗẘẙẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyaabbbbbbccddddddddddeeeeeeeeeeffgghhhhhhhhhhiiiikkkkkkllllllllmmmmmmnnnnnnnnoooooooopppprrrrrrrrssssssssssttttttttuuuuuuuuuuvvvvwwwwwwwwwwxxxxyyzzzzzzhtwyaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuuuuyyyyyyyy')),
      '[''‘’`´ʼʻ′]', '', 'g'),
      '([a-z])([0-9])', '\1 \2', 'g'),
      '([0-9])([a-z])', '\1 \2', 'g'),
      '[^a-z0-9]+', ' ', 'g')),
    '\mverka\M', 'ver ka', 'g'),
    '\mversion\M', 'ver', 'g'),
    '\mhinu\M', 'hi nu', 'g')
$fn$;
--> statement-breakpoint
UPDATE "kits" k SET "search_text" =
  cg_search_normalize(k."name") || ' | ' ||
  cg_search_normalize(concat_ws(' ', k."series", k."grade_code", g."name", coalesce(k."version", ''),
    CASE WHEN k."scale" = 'non_scale' THEN '' ELSE k."scale" END, coalesce(k."manufacturer", ''))) || ' | ' ||
  cg_search_normalize((SELECT s."name" FROM "shops" s WHERE s."owner_id" = k."owner_id"))
FROM "grades" g WHERE g."code" = k."grade_code";
--> statement-breakpoint
UPDATE "auctions" SET "search_text" = cg_search_normalize(concat_ws(' ', "kit_snapshot"->>'name', "kit_snapshot"->>'series',
  "kit_snapshot"->>'gradeCode', "kit_snapshot"->>'gradeName', "kit_snapshot"->>'scale'));
--> statement-breakpoint
DROP FUNCTION cg_search_normalize(text);
