-- issue 21: placeholder, replaced by the utility tables
SELECT 1;
