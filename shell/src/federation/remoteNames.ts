/**
 * The remotes the shell composes; remotes.json (fetched at runtime) maps each to its manifest URL.
 * Alone in its file so the shell's HTML server (Node) can read the route table without the
 * browser's loader.
 */
export type RemoteName = 'landing' | 'client' | 'staff' | 'admin';
