-- The planner chooses between the trigram index and the newest-first walk by how many requests it expects
-- a text to match, which it reads off the search text's histogram: with the default 100 entries a text in
-- one of a hundred sampled requests counts as 1 % (a walk past thousands of rows), in none as 0.01 %, and
-- which it is depends on the sample. A histogram of 1,000 entries tells rare texts from common ones.
ALTER TABLE "reports" ALTER COLUMN "search_text" SET STATISTICS 1000;
