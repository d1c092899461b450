/**
 * The remotes the shell composes; remotes.json maps each to its manifest URL (design.md §2).
 * Alone in its file so the shell's HTML server (Node) can read the route table without the
 * browser's loader.
 */
export type RemoteName = 'landing' | 'client' | 'staff' | 'admin';
