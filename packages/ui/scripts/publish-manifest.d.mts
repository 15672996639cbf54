// Types of publish-manifest.mjs, for the pack test that stages the package with the same manifest.

/** The manifest as published: the same package, pointing at dist instead of src. */
export declare function publishManifest<Manifest extends object>(
  workspaceManifest: Manifest,
): Manifest & {
  exports: Record<string, unknown>;
  types: string;
  module: string;
  main: string;
};

/** Where prepack keeps the workspace manifest until postpack restores it. */
export declare const backupPath: string;
