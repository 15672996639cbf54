-- The one notice a fresh installation shows in the console's banner (replace it with the admin command:
-- npm run admin -w @quiver/server -- notice publish ...).
INSERT INTO "notices" ("title", "priority", "contents")
VALUES (
  'Welcome to Quiver Cloud',
  'COMMON',
  'Quiver Cloud is in beta: <a href="https://docs.quiver.dev">read the guide</a> to create your first graph instance.'
);
