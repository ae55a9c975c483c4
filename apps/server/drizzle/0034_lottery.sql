-- issue 21: placeholder, replaced by the lottery tables
SELECT 1;
