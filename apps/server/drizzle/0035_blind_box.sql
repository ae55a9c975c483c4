-- issue 21: placeholder, replaced by the blind_box tables
SELECT 1;
