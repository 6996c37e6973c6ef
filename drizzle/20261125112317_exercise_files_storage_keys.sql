-- Exercise files are now kept in the storage under the key exercises/<name> (decision 096): the
-- rows written before held the path relative to DATA_DIR, uploads/exercises/<name>; the file
-- itself stays where it is (the local store's folder is DATA_DIR/uploads).
UPDATE "exercise_submissions" SET "file_path" = substr("file_path", 9) WHERE "file_path" LIKE 'uploads/exercises/%';
