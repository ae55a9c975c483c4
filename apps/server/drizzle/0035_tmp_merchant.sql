-- temporary (merchant, issue 19): replaced by one generated migration at integration
SELECT 1;
