-- The catalogue a new installation starts with (spec section 9, DECISIONS.md "Money"): vendors,
-- regions, edition texts, sizes with hourly prices in micro-dollars, image versions, and the storage
-- price. Written from src/catalogue/seed.ts; change it afterwards with the admin command
-- (npm run admin -w @quiver/server -- help), never by editing this file.
INSERT INTO "catalogue_vendors" ("key", "name", "short_name", "position") VALUES
  ('aws', 'Amazon Web Services', 'AWS', 0),
  ('gcp', 'Google Cloud', 'Google Cloud', 1),
  ('azure', 'Microsoft Azure', 'Azure', 2),
  ('alibaba', 'Alibaba Cloud', 'Alibaba Cloud', 3);
--> statement-breakpoint
INSERT INTO "catalogue_regions" ("vendor", "code", "name", "area", "usable", "position") VALUES
  ('aws', 'us-east-1', 'US East (N. Virginia)', 'North America', true, 0),
  ('aws', 'us-east-2', 'US East (Ohio)', 'North America', true, 1),
  ('aws', 'us-west-2', 'US West (Oregon)', 'North America', true, 2),
  ('aws', 'eu-west-1', 'Europe (Ireland)', 'Europe', true, 3),
  ('aws', 'eu-central-1', 'Europe (Frankfurt)', 'Europe', true, 4),
  ('aws', 'ap-southeast-1', 'Asia Pacific (Singapore)', 'Asia Pacific', true, 5),
  ('aws', 'ap-northeast-1', 'Asia Pacific (Tokyo)', 'Asia Pacific', true, 6),
  ('aws', 'ap-south-1', 'Asia Pacific (Mumbai)', 'Asia Pacific', true, 7),
  ('aws', 'sa-east-1', 'South America (São Paulo)', 'South America', false, 8),
  ('gcp', 'us-central1', 'Iowa (us-central1)', 'North America', true, 9),
  ('gcp', 'us-east1', 'South Carolina (us-east1)', 'North America', true, 10),
  ('gcp', 'us-west1', 'Oregon (us-west1)', 'North America', true, 11),
  ('gcp', 'europe-west1', 'Belgium (europe-west1)', 'Europe', true, 12),
  ('gcp', 'europe-west3', 'Frankfurt (europe-west3)', 'Europe', true, 13),
  ('gcp', 'asia-east1', 'Taiwan (asia-east1)', 'Asia Pacific', true, 14),
  ('gcp', 'asia-northeast1', 'Tokyo (asia-northeast1)', 'Asia Pacific', true, 15),
  ('gcp', 'asia-southeast1', 'Singapore (asia-southeast1)', 'Asia Pacific', false, 16),
  ('azure', 'eastus', 'East US (Virginia)', 'North America', true, 17),
  ('azure', 'eastus2', 'East US 2 (Virginia)', 'North America', true, 18),
  ('azure', 'westus2', 'West US 2 (Washington)', 'North America', true, 19),
  ('azure', 'northeurope', 'North Europe (Ireland)', 'Europe', true, 20),
  ('azure', 'westeurope', 'West Europe (Netherlands)', 'Europe', true, 21),
  ('azure', 'southeastasia', 'Southeast Asia (Singapore)', 'Asia Pacific', true, 22),
  ('azure', 'japaneast', 'Japan East (Tokyo)', 'Asia Pacific', true, 23),
  ('azure', 'australiaeast', 'Australia East (New South Wales)', 'Oceania', false, 24),
  ('alibaba', 'cn-hangzhou', 'China (Hangzhou)', 'China', true, 25),
  ('alibaba', 'cn-shanghai', 'China (Shanghai)', 'China', true, 26),
  ('alibaba', 'cn-beijing', 'China (Beijing)', 'China', true, 27),
  ('alibaba', 'cn-hongkong', 'China (Hong Kong)', 'China', true, 28),
  ('alibaba', 'ap-southeast-1', 'Singapore', 'Asia Pacific', true, 29),
  ('alibaba', 'eu-central-1', 'Germany (Frankfurt)', 'Europe', true, 30),
  ('alibaba', 'us-west-1', 'US (Silicon Valley)', 'North America', true, 31),
  ('alibaba', 'us-east-1', 'US (Virginia)', 'North America', false, 32);
--> statement-breakpoint
INSERT INTO "catalogue_editions" ("key", "tips", "info", "features", "position") VALUES
  ('shared', 'Try Blaze on shared hardware: one per account.', '[{"name":"vCPU","value":"2 vCPU"},{"name":"Memory","value":"8G memory"},{"name":"Storage","value":"40GB storage"}]'::jsonb, '["Blaze graph database","Fixed region, size and port","Community support"]'::jsonb, 0),
  ('standard', 'Dedicated Blaze servers sized to your graph.', '[{"name":"vCPU","value":"up to 192 vCPU"},{"name":"Memory","value":"up to 2T memory"},{"name":"Storage","value":"up to 4T storage"}]'::jsonb, '["Dedicated resources","Backups and recovery","Change size and storage","Email support"]'::jsonb, 1),
  ('powerhouse-standard', 'A distributed Powerhouse cluster.', '[{"name":"vCPU","value":"up to 16 cores"},{"name":"Storage","value":"up to 128GB storage"}]'::jsonb, '["Meta, shard and HDC servers","Horizontal scale-out","Email support"]'::jsonb, 2),
  ('manager-standard', 'The manager for your Powerhouse clusters.', '[{"name":"vCPU","value":"up to 192 vCPU"},{"name":"Memory","value":"up to 2T memory"},{"name":"Storage","value":"up to 4T storage"}]'::jsonb, '["Cluster management","Schema and loading tools","Monitoring"]'::jsonb, 3),
  ('enterprise', 'Unlimited resources, arranged with our team.', '[{"name":"vCPU","value":"unlimited"},{"name":"Memory","value":"unlimited"},{"name":"Storage","value":"unlimited"}]'::jsonb, '["Unlimited resources","Private networking","Dedicated support"]'::jsonb, 4);
--> statement-breakpoint
INSERT INTO "catalogue_sizes" ("key", "edition", "vcpu", "memory_gib", "default_storage_gb", "max_storage_gb", "hourly_micros", "offered", "position") VALUES
  ('shared-2c8g', 'shared', 2, 8, 40, 40, 610000, true, 0),
  ('standard-4c16g', 'standard', 4, 16, 50, 4096, 1140000, true, 1),
  ('standard-8c32g', 'standard', 8, 32, 64, 4096, 2280000, true, 2),
  ('standard-16c64g', 'standard', 16, 64, 128, 4096, 4560000, true, 3),
  ('standard-32c128g', 'standard', 32, 128, 256, 4096, 9120000, true, 4),
  ('standard-48c192g', 'standard', 48, 192, 384, 4096, 13680000, true, 5),
  ('standard-64c256g', 'standard', 64, 256, 512, 4096, 18240000, true, 6),
  ('standard-96c768g', 'standard', 96, 768, 1536, 4096, 38304000, true, 7),
  ('standard-128c1024g', 'standard', 128, 1024, 2048, 4096, 51072000, true, 8),
  ('standard-192c2048g', 'standard', 192, 2048, 4096, 4096, 91200000, true, 9),
  ('powerhouse-4c16g', 'powerhouse-standard', 4, 16, 32, 128, 1660000, true, 10),
  ('powerhouse-8c32g', 'powerhouse-standard', 8, 32, 64, 128, 3320000, true, 11),
  ('powerhouse-16c64g', 'powerhouse-standard', 16, 64, 128, 128, 6640000, true, 12),
  ('manager-4c16g', 'manager-standard', 4, 16, 100, 4096, 1660000, true, 13),
  ('manager-8c32g', 'manager-standard', 8, 32, 100, 4096, 3320000, true, 14),
  ('manager-16c64g', 'manager-standard', 16, 64, 100, 4096, 6640000, true, 15),
  ('manager-192c2048g', 'manager-standard', 192, 2048, 100, 4096, 79680000, true, 16);
--> statement-breakpoint
INSERT INTO "catalogue_images" ("id", "kind", "version", "is_default", "released_on", "notes", "offered") VALUES
  ('blaze-4.5.2', 'BLAZE', '4.5.2', true, '2026-09-15', 'Faster path queries; short UUIDs.', true),
  ('blaze-4.4.7', 'BLAZE', '4.4.7', false, '2026-04-02', 'Long-term support.', true),
  ('blaze-4.3.12', 'BLAZE', '4.3.12', false, '2025-11-20', 'Security fixes only.', true),
  ('powerhouse-5.2.1', 'POWERHOUSE', '5.2.1', true, '2026-08-28', 'Rebalancing without downtime.', true),
  ('powerhouse-5.1.4', 'POWERHOUSE', '5.1.4', false, '2026-02-10', 'Long-term support.', true),
  ('manager-2.3.0', 'MANAGER', '2.3.0', true, '2026-09-01', 'Cluster upgrade assistant.', true),
  ('manager-2.2.5', 'MANAGER', '2.2.5', false, '2026-03-18', 'Long-term support.', true);
--> statement-breakpoint
INSERT INTO "catalogue_settings" ("id", "version", "storage_gb_hour_micros", "storage_step_gb") VALUES (1, 1, 137, 10);
