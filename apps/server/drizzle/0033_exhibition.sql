-- issue 21: placeholder, replaced by the exhibition tables
SELECT 1;
