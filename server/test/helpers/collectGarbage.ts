import WebSocket from 'ws';

/**
 * A full garbage collection in a server started with `NODE_OPTIONS=--inspect=127.0.0.1:0`, asked
 * through the inspector (HeapProfiler.collectGarbage): memory read after it is what the server
 * keeps, not what its last requests left for a collection that had not come yet.
 */
export function inspectorGarbageCollector(output: () => string): () => Promise<void> {
  return async () => {
    const url = /Debugger listening on (ws:\/\/\S+)/.exec(output())?.[1];
    if (!url) throw new Error('the server was not started with the inspector');
    const socket = new WebSocket(url);
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });
      for (let id = 1; id <= 2; id++) {
        // Twice: what the first collection freed from finalizers goes in the second.
        await new Promise<void>((resolve, reject) => {
          socket.on('message', function answered(data) {
            if ((JSON.parse(String(data)) as { id?: number }).id !== id) return;
            socket.off('message', answered);
            resolve();
          });
          socket.once('error', reject);
          socket.send(JSON.stringify({ id, method: 'HeapProfiler.collectGarbage' }));
        });
      }
    } finally {
      socket.close();
    }
  };
}
