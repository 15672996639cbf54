// Where the local driver keeps each instance on disk: one folder per instance under the data
// folder, holding its settings (instance.json), its graph and its backups (each with a manifest).
// Ids become folder names, so they are checked before any path is made of them.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SnapshotManifest } from '../engine/graph-engine.ts';
import { ProviderError, type InstanceSpec, type SnapshotInfo } from './cloud-provider.ts';

/** What the driver keeps about an instance between server runs. */
export interface InstanceRecord {
  spec: InstanceSpec;
  /** What the service last asked for; a record that should run but does not has crashed. */
  desired: 'running' | 'stopped';
  forced: boolean;
}

const idPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export function checkId(id: string, what: 'instance' | 'backup'): void {
  // Ids become folder names: nothing that could climb out of the data folder.
  if (!idPattern.test(id)) throw new ProviderError('not-found', `Invalid ${what} id.`);
}

export class InstanceFolders {
  constructor(private readonly dataDir: string) {}

  instanceDir(instanceId: string): string {
    return join(this.dataDir, 'instances', instanceId);
  }

  graphDir(instanceId: string): string {
    return join(this.instanceDir(instanceId), 'graph');
  }

  backupsDir(instanceId: string): string {
    return join(this.instanceDir(instanceId), 'backups');
  }

  /** The instance's stored record, or undefined when it was never provisioned here. */
  async readRecord(instanceId: string): Promise<InstanceRecord | undefined> {
    const path = join(this.instanceDir(instanceId), 'instance.json');
    if (!existsSync(path)) return undefined;
    return JSON.parse(await readFile(path, 'utf8')) as InstanceRecord;
  }

  async writeRecord(record: InstanceRecord): Promise<void> {
    const dir = this.instanceDir(record.spec.instanceId);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'instance.json'), JSON.stringify(record, null, 2));
  }
}

/** A finished backup's manifest; undefined while the copy is missing or unfinished. */
export async function readManifest(dir: string): Promise<SnapshotManifest | undefined> {
  try {
    return JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as SnapshotManifest;
  } catch {
    return undefined;
  }
}

export function toSnapshotInfo(backupId: string, manifest: SnapshotManifest): SnapshotInfo {
  return {
    backupId,
    bytes: manifest.bytes,
    nodes: manifest.nodes,
    edges: manifest.edges,
    createdAt: manifest.createdAt,
  };
}
