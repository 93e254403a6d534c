// Runs in the gazetteer's worker thread (gazetteer-thread.ts): loads the gazetteer, then answers
// place requests in the order they came, the ones sent during the load included.
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { loadGazetteer } from './gazetteer.ts';
import { placeAddress } from './offline.ts';
import type { PlaceReply, PlaceRequest } from './types.ts';

const BACKGROUND_NICE = 10;

const port = parentPort!;
// Background work: on Linux this lowers this thread's priority only, so the thread answering
// requests gets the CPU first when cores are scarce.
os.setPriority(BACKGROUND_NICE);
loadGazetteer();
port.postMessage({ ready: true } satisfies PlaceReply);
port.on('message', ({ id, address, countryCode }: PlaceRequest) => {
  port.postMessage({ id, placement: placeAddress(address, countryCode) } satisfies PlaceReply);
});
