import { Worker } from 'node:worker_threads';
import type { OfflinePlacement, PlaceReply, PlaceRequest } from './types.ts';

export interface GazetteerThread {
  /** Resolves once the gazetteer has loaded. */
  ready: Promise<void>;
  /** placeAddress() in the thread; asked before the load ends, it answers once loaded. */
  place(address: string, countryCode: string): Promise<OfflinePlacement | undefined>;
}

let current: GazetteerThread | undefined;

/**
 * The offline gazetteer lives in a worker thread of its own: its seconds of loading, its ~200 MB
 * and their garbage collection stay off the event loop that answers requests. Started on first
 * use (or at server start, startGazetteerThread); after a failure the next call starts a new one.
 */
export function gazetteerThread(): GazetteerThread {
  current ??= spawnThread();
  return current;
}

/** Starts loading the gazetteer in the background; resolves when it has loaded. */
export const startGazetteerThread = (): Promise<void> => gazetteerThread().ready;

function spawnThread(): GazetteerThread {
  const worker = new Worker(new URL('./gazetteer-worker.mjs', import.meta.url));
  const pending = new Map<
    number,
    { resolve: (placement: OfflinePlacement | undefined) => void; reject: (error: Error) => void }
  >();
  let nextId = 0;
  let failure: Error | undefined;
  let loaded!: () => void;
  let loadFailed!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    loaded = resolve;
    loadFailed = reject;
  });
  ready.catch(() => undefined); // nobody may be waiting for it: the failure reaches the callers of place()
  // Idle, the thread does not keep the process alive; while a caller waits for it, it does.
  const keepAlive = () => (pending.size > 0 ? worker.ref() : worker.unref());
  keepAlive();

  worker.on('message', (reply: PlaceReply) => {
    if ('ready' in reply) loaded();
    else {
      pending.get(reply.id)?.resolve(reply.placement);
      pending.delete(reply.id);
    }
    keepAlive();
  });
  const fail = (error: Error) => {
    failure ??= error;
    if (current === thread) current = undefined;
    loadFailed(failure);
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the gazetteer thread stopped (exit code ${code})`)));

  const thread: GazetteerThread = {
    ready,
    place(address, countryCode) {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        keepAlive();
        worker.postMessage({ id, address, countryCode } satisfies PlaceRequest);
      });
    },
  };
  return thread;
}
