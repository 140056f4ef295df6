-- New projects take the question bank from BANK_VERSION in the code (create, duplicate): a default here would
-- repeat the constant and leave new projects on the old bank once the next bank version ships.
ALTER TABLE "projects" ALTER COLUMN "bank_version" DROP DEFAULT;
